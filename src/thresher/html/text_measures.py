"""Text measures shared by segmentation and methods: punctuation, sentences, words."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

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


def holds_from(text: str, low: str) -> bool:
    """Whether ``text`` holds a character from ``low`` up (else no class of such characters
    can match in it); an ASCII text answers at once, another with one C scan (``max``)."""
    return not text.isascii() and max(text) >= low


@cache
def compiled(source: str) -> re.Pattern[str]:
    """``re.compile(source)``, the first time a text needs it. re builds a character class
    in a Python loop over its code points (the CJK ranges take some 27 million
    instructions): a pattern of such a class is compiled by the first text that holds a
    character of its scripts, not at ``import thresher``."""
    return re.compile(source)


class ScriptPattern:
    """``re.compile(pattern)`` for a pattern that matches only characters from ``low`` up,
    compiled the first time a text that holds one is searched (:func:`compiled`); a text
    without one is answered as the pattern would: no match. A ``complement`` pattern is
    a run of any characters but some from ``low`` up (``[^…]+``): a text without one is
    one match for :meth:`sub`, which is all it answers without the pattern."""

    __slots__ = ("complement", "low", "pattern")

    def __init__(self, pattern: str, low: str, *, complement: bool = False) -> None:
        self.pattern = pattern
        self.low = low
        self.complement = complement

    @property
    def flags(self) -> int:
        """``re.Pattern.flags``: a pattern without inline flags has ``re.UNICODE`` alone."""
        return re.UNICODE if "(?" not in self.pattern else compiled(self.pattern).flags

    def _needed(self, text: str) -> bool:
        return holds_from(text, self.low)

    def search(self, text: str) -> re.Match[str] | None:
        """``re.Pattern.search``."""
        if self.complement or self._needed(text):
            return compiled(self.pattern).search(text)
        return None

    def findall(self, text: str) -> list[str]:
        """``re.Pattern.findall`` (a pattern without groups)."""
        if self.complement or self._needed(text):
            return compiled(self.pattern).findall(text)
        return []

    def sub(self, replacement: str, text: str) -> str:
        """``re.Pattern.sub`` with a plain ``replacement`` (no group references)."""
        if self._needed(text):
            return compiled(self.pattern).sub(replacement, text)
        if self.complement:
            return replacement if text else ""
        return text


# Chinese, Japanese kana and Thai (characters from U+0E00 up).
_NO_SPACE_SCRIPT = ScriptPattern(
    "[\u2e80-\u2fff\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\u0e00-\u0e7f\uff66-\uff9f]",
    "\u0e00",
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
    known = unicodedata.unidata_version == MARKS_UNICODE_VERSION
    return re.compile(rf"[\w{MARK_RANGES if known else mark_ranges()}]+")


def mark_ranges() -> str:
    """The combining marks (Unicode categories M*) of the BMP as a character class body
    of ``first-last`` ranges, read from ``unicodedata``: the definition of
    :data:`MARK_RANGES` (a page's first non-ASCII text would otherwise wait ~20 ms
    for the 65 000 look-ups)."""
    ranges: list[str] = []
    start = None
    for code in range(0x300, 0x10001):
        is_mark = code < 0x10000 and unicodedata.category(chr(code)).startswith("M")
        if is_mark and start is None:
            start = code
        elif not is_mark and start is not None:
            ranges.append(f"{chr(start)}-{chr(code - 1)}")
            start = None
    return "".join(ranges)


# :func:`mark_ranges` under the Unicode version of Python 3.11's ``unicodedata``
# (``tests/unit/test_text_measures.py`` holds them equal); another version computes them.
MARKS_UNICODE_VERSION = "14.0.0"
MARK_RANGES = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf-\u05bf\u05c1-\u05c2\u05c4-\u05c5"
    "\u05c7-\u05c7\u0610-\u061a\u064b-\u065f\u0670-\u0670\u06d6-\u06dc\u06df-\u06e4"
    "\u06e7-\u06e8\u06ea-\u06ed\u0711-\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3"
    "\u07fd-\u07fd\u0816-\u0819\u081b-\u0823\u0825-\u0827\u0829-\u082d\u0859-\u085b"
    "\u0898-\u089f\u08ca-\u08e1\u08e3-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957"
    "\u0962-\u0963\u0981-\u0983\u09bc-\u09bc\u09be-\u09c4\u09c7-\u09c8\u09cb-\u09cd"
    "\u09d7-\u09d7\u09e2-\u09e3\u09fe-\u09fe\u0a01-\u0a03\u0a3c-\u0a3c\u0a3e-\u0a42"
    "\u0a47-\u0a48\u0a4b-\u0a4d\u0a51-\u0a51\u0a70-\u0a71\u0a75-\u0a75\u0a81-\u0a83"
    "\u0abc-\u0abc\u0abe-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd\u0ae2-\u0ae3\u0afa-\u0aff"
    "\u0b01-\u0b03\u0b3c-\u0b3c\u0b3e-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57"
    "\u0b62-\u0b63\u0b82-\u0b82\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd7-\u0bd7"
    "\u0c00-\u0c04\u0c3c-\u0c3c\u0c3e-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56"
    "\u0c62-\u0c63\u0c81-\u0c83\u0cbc-\u0cbc\u0cbe-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd"
    "\u0cd5-\u0cd6\u0ce2-\u0ce3\u0d00-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d44\u0d46-\u0d48"
    "\u0d4a-\u0d4d\u0d57-\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca-\u0dca\u0dcf-\u0dd4"
    "\u0dd6-\u0dd6\u0dd8-\u0ddf\u0df2-\u0df3\u0e31-\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
    "\u0eb1-\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u0f18-\u0f19\u0f35-\u0f35\u0f37-\u0f37"
    "\u0f39-\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0f97\u0f99-\u0fbc"
    "\u0fc6-\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d"
    "\u1071-\u1074\u1082-\u108d\u108f-\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715"
    "\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd-\u17dd\u180b-\u180d"
    "\u180f-\u180f\u1885-\u1886\u18a9-\u18a9\u1920-\u192b\u1930-\u193b\u1a17-\u1a1b"
    "\u1a55-\u1a5e\u1a60-\u1a7c\u1a7f-\u1a7f\u1ab0-\u1ace\u1b00-\u1b04\u1b34-\u1b44"
    "\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3\u1c24-\u1c37\u1cd0-\u1cd2"
    "\u1cd4-\u1ce8\u1ced-\u1ced\u1cf4-\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff\u20d0-\u20f0"
    "\u2cef-\u2cf1\u2d7f-\u2d7f\u2de0-\u2dff\u302a-\u302f\u3099-\u309a\ua66f-\ua672"
    "\ua674-\ua67d\ua69e-\ua69f\ua6f0-\ua6f1\ua802-\ua802\ua806-\ua806\ua80b-\ua80b"
    "\ua823-\ua827\ua82c-\ua82c\ua880-\ua881\ua8b4-\ua8c5\ua8e0-\ua8f1\ua8ff-\ua8ff"
    "\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5-\ua9e5\uaa29-\uaa36"
    "\uaa43-\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0-\uaab0\uaab2-\uaab4\uaab7-\uaab8"
    "\uaabe-\uaabf\uaac1-\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed"
    "\ufb1e-\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f"
)


def no_space_script_chars(text: str) -> list[str]:
    """The Chinese, Japanese kana and Thai characters of a text, in order."""
    return _NO_SPACE_SCRIPT.findall(text)


def has_no_space_script(text: str) -> bool:
    """True when the text contains Chinese, Japanese kana or Thai characters."""
    return _NO_SPACE_SCRIPT.search(text) is not None
