"""The date finder's fast forms find what the plain patterns find.

Four rewrites stand in :mod:`thresher.metadata.date_text`, each held here to the
plain form on crafted and random texts: the look-behind of a pattern that starts
with a number tested after its first digit, the years found by a plain search
(:func:`~thresher.metadata.date_text.year_starts`), the look-ahead for a month
name's first letter before the names, and the names grouped by their first letter.
"""

from __future__ import annotations

import random
import re

import pytest

from thresher.metadata import date_text
from thresher.metadata.date_text import _MONTH, _PATTERNS, _YEAR, find_text_dates

# The patterns as first written: the look-behind before the number.
PLAIN = {
    "y-m-d": re.compile(r"(?<![\d.])" + _YEAR + r"([-/.])(\d{1,2})\2(\d{1,2})(?![\d])"),
    "d-m-y": re.compile(r"(?<![\d.])(\d{1,2})([.-])\s?(\d{1,2})\2\s?" + _YEAR + r"(?!\d)"),
    "slash": re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/" + _YEAR + r"(?!\d)"),
    "dmy": re.compile(
        rf"(?<![\w])(\d{{1,2}})(?:st|nd|rd|th|er|º|\.)?\s*(?:de\s+|of\s+)?({_MONTH})\.?,?\s*"
        rf"(?:de\s+|del\s+)?{_YEAR}(?!\d)",
        re.IGNORECASE,
    ),
    "mdy": re.compile(
        rf"(?<![\w])({_MONTH})\.?\s+(\d{{1,2}})" + date_text._MDY_TAIL, re.IGNORECASE
    ),
    "ynd": re.compile(
        r"(?<![\d.])" + _YEAR + rf"\.?\s+({_MONTH})\.?\s+(\d{{1,2}})(?![\d:])(?!\s+[^\W\d])",
        re.IGNORECASE,
    ),
}
PIECES = [
    *"0123456789 .-/\n\t,a_x",
    *"年년月월日일١٢",
    "19",
    "20",
    "2021",
    "1999",
    "05",
    "5th",
    "1er",
    "de ",
    "of ",
    "del ",
    "March",
    "MARCH",
    "mar.",
    "Sept",
    "Okt",
    "dec",
    "DÉC.",
    "févr.",
    "Mai",
    "марта",
    "marca",
    "Şubat",
    "ΜΑΐΟΥ",
    "mája",
    "març",
    "2023.",
    " may ",
    "Дек",
    "ſept",
    "\u212aey",
    "İ",
    "º",
]


# What each look-behind refuses: a number glued to a digit, a dot, a slash or a letter.
CRAFTED = [
    f"{before}{date}"
    for before in ("", " ", "1", ".", "/", "a", "_", "\n", "١")
    for date in ("5.3.2021", "05-03-2021", "5/3/2021", "2021-3-5", "2021.03.05", "5 March 2021")
]


def _texts(count: int) -> list[str]:
    rng = random.Random(7)
    made = ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 16))) for _ in range(count)]
    return CRAFTED + made


def _spans(matches) -> list[tuple[int, int, tuple]]:
    return [(m.start(), m.end(), m.groups()) for m in matches]


def _found(kind: str, text: str) -> list[tuple[int, int, tuple]]:
    if kind in ("dmy", "mdy", "ynd"):
        return list(date_text.month_matches(kind, text))
    return _spans(dict((k, p) for p, k in _PATTERNS)[kind].finditer(text))


@pytest.mark.parametrize("kind", sorted(PLAIN))
def test_fast_forms_find_what_the_plain_patterns_find(kind):
    for text in _texts(20000):
        assert _found(kind, text) == _spans(PLAIN[kind].finditer(text)), repr(text)


def test_year_starts_are_the_pattern_matches():
    """The reference and the compiled kernel (when built) find the pattern's matches, in
    texts of each width (a year's digits of other scripts: Arabic-Indic, mathematical)."""
    any_year = date_text._ANY_YEAR  # the definition year_starts stands in for
    extra = ["1919202019", "2020", "19", "2", "٢٠١٩19١٩", "20\U0001d7d8\U0001d7d9 2019", "2٠19"]
    for text in [*_texts(20000), *extra, *(t + "\u4e2d" for t in extra)]:
        expected = [m.start() for m in any_year.finditer(text)]
        assert date_text.year_starts_reference(text) == expected, repr(text)
        assert date_text.year_starts(text) == expected, repr(text)


def test_found_dates():
    text = "Posted MARCH 5th, 2021 · updated 07.03.2021 and 2021年3月9日, 3 Okt. 2020"
    assert find_text_dates(text) == [
        (7, "2021-03-05"),
        (33, "2021-03-07"),
        (48, "2021-03-09"),
        (59, "2020-10-03"),
    ]


def test_the_month_look_ahead_passes_what_a_month_name_opens_with() -> None:
    """``_MONTH_AHEAD`` (before the month names of "dmy" and "mdy") matches a character
    exactly when one of the names' first letters matches it under IGNORECASE: every
    code point, so the case-insensitive equivalents (long s, Kelvin sign, dotted I) too."""
    firsts = sorted({name[0] for name in date_text.MONTHS})
    letters = re.compile("(?:" + "|".join(map(re.escape, firsts)) + ")", re.IGNORECASE)
    ahead = re.compile(date_text._MONTH_AHEAD + ".", re.IGNORECASE | re.DOTALL)
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000:
            continue
        char = chr(code)
        assert (ahead.fullmatch(char) is None) == (letters.fullmatch(char) is None), hex(code)
    for pattern in date_text.month_form_patterns().values():
        assert date_text._MONTH_AHEAD + "(" + date_text._MONTH_GROUPED + ")" in pattern.pattern


class _CountedFinds(str):
    """A text that counts the searches made in it."""

    finds = 0

    def find(self, *args):  # type: ignore[override]
        type(self).finds += 1
        return super().find(*args)


def test_year_starts_searches_no_year_prefix_again_once_none_is_left() -> None:
    """A prefix ("19" or "20") with no occurrence left is not searched for again: a long
    text with many "19" and no "20" takes one search a "19" and one for "20"."""
    text = _CountedFinds("in 1915, " * 50)
    assert date_text.year_starts_reference(text) == [3 + 9 * i for i in range(50)]
    assert _CountedFinds.finds <= 50 + 2


def test_a_form_is_searched_only_in_windows_holding_a_character_it_needs() -> None:
    """Every match of each ``_PATTERNS`` form holds one of the characters
    ``_PATTERN_NEEDS`` lists for it (so ``find_text_dates`` skips no date by not searching a
    window without one), and the gate skips the form where a window holds none."""
    needs = date_text._PATTERN_NEEDS
    assert sorted(needs) == sorted(kind for _, kind in _PATTERNS)
    texts = [*_texts(20000), "2021年3月9日", "2021년 3월 9일", "5.3.2021", "05-03-2021", "5/3/2021"]
    for pattern, kind in _PATTERNS:
        for text in texts:
            for match in pattern.finditer(text):
                assert any(char in match.group() for char in needs[kind]), (kind, text)
    assert find_text_dates("am 2021 5 3 2021 und 2021 3 9 2021") == []
