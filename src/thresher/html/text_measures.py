"""Text measures shared by segmentation and methods: punctuation, sentences, words."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Terminators that end a sentence on their own, whatever precedes them: CJK
# full-width marks, the Devanagari danda, Arabic and Urdu marks, Armenian,
# Ethiopic and Myanmar full stops.
SCRIPT_TERMINATORS = "。！？।॥؟۔։።။"
# A sentence end: a terminator after a word that ends in a letter, digit or
# closing bracket/quote (Kuznetsov's rule), followed by space, quote or the end.
# The terminator comes first so the regex engine can skip to candidates quickly.
SENTENCE_END = re.compile(
    r"""[.!?…](?<=[\w)\]}’”>"'»][.!?…])(?=[\s"'’”»)\]]|$)|""" + f"[{SCRIPT_TERMINATORS}]"
)
_NO_SPACE_SCRIPT = re.compile(
    "[\u2e80-\u2fff\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\u0e00-\u0e7f\uff66-\uff9f]"
)


@lru_cache(maxsize=4096)
def _is_punct(ch: str) -> bool:
    return unicodedata.category(ch).startswith("P")


_NOT_WORD_OR_SPACE = re.compile(r"[^\w\s]")
_ASCII_PUNCTUATION = bytes(i for i in range(128) if _is_punct(chr(i)) and i != ord("_"))
_ASCII_WORD_OR_SPACE = bytes(i if chr(i).isalnum() or i == ord("_") else 32 for i in range(256))


def punctuation_count(text: str) -> int:
    """Count Unicode punctuation characters (category P*)."""
    if text.isascii():
        data = text.encode("ascii")
        return len(data) - len(data.translate(None, _ASCII_PUNCTUATION))
    return sum(1 for ch in _NOT_WORD_OR_SPACE.findall(text) if _is_punct(ch))


def sentence_count(text: str) -> int:
    """Count sentence terminators that follow a word (multilingual)."""
    return len(SENTENCE_END.findall(text))


def word_count(text: str) -> int:
    """Count words; in scripts written without spaces every character is a word.

    A word is a run of letters, digits and combining marks, so the vowel signs
    of Indic scripts (which ``\\w`` does not match) do not cut words apart.
    """
    if text.isascii():  # \w+ runs: every other byte becomes a space
        return len(text.encode("ascii").translate(_ASCII_WORD_OR_SPACE).split())
    words = _word_pattern()
    cjk = len(_NO_SPACE_SCRIPT.findall(text))
    if not cjk:
        return len(words.findall(text))
    return cjk + len(words.findall(_NO_SPACE_SCRIPT.sub(" ", text)))


@lru_cache(maxsize=1)
def _word_pattern() -> re.Pattern[str]:
    """``\\w`` plus the combining marks (Unicode categories M*) of the BMP."""
    ranges: list[str] = []
    start = None
    for code in range(0x300, 0x10001):
        is_mark = code < 0x10000 and unicodedata.category(chr(code)).startswith("M")
        if is_mark and start is None:
            start = code
        elif not is_mark and start is not None:
            ranges.append(f"{chr(start)}-{chr(code - 1)}")
            start = None
    return re.compile(rf"[\w{''.join(ranges)}]+")


def no_space_script_chars(text: str) -> list[str]:
    """The Chinese, Japanese kana and Thai characters of a text, in order."""
    return _NO_SPACE_SCRIPT.findall(text)


def has_no_space_script(text: str) -> bool:
    """True when the text contains Chinese, Japanese kana or Thai characters."""
    return _NO_SPACE_SCRIPT.search(text) is not None
