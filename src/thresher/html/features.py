"""Text measures shared by segmentation and methods: punctuation, sentences, words."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# A sentence end: a terminator after a word that ends in a letter, digit or
# closing bracket/quote (Kuznetsov's rule), followed by space, quote or the end.
# The terminator comes first so the regex engine can skip to candidates quickly.
SENTENCE_END = re.compile(r"""[.!?…](?<=[\w)\]}’”>"'»][.!?…])(?=[\s"'’”»)\]]|$)|[。！？]""")
_NO_SPACE_SCRIPT = re.compile(
    "[\u2e80-\u2fff\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\u0e00-\u0e7f\uff66-\uff9f]"
)
_WORD = re.compile(r"\w+")


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
    """Count words; in scripts written without spaces every character is a word."""
    if text.isascii():  # \w+ runs: every other byte becomes a space
        return len(text.encode("ascii").translate(_ASCII_WORD_OR_SPACE).split())
    cjk = len(_NO_SPACE_SCRIPT.findall(text))
    if not cjk:
        return len(_WORD.findall(text))
    return cjk + len(_WORD.findall(_NO_SPACE_SCRIPT.sub(" ", text)))


def no_space_script_chars(text: str) -> list[str]:
    """The Chinese, Japanese kana and Thai characters of a text, in order."""
    return _NO_SPACE_SCRIPT.findall(text)


def has_no_space_script(text: str) -> bool:
    """True when the text contains Chinese, Japanese kana or Thai characters."""
    return _NO_SPACE_SCRIPT.search(text) is not None
