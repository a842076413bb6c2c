"""The two-digit-year dateline skips the pieces holding neither "." nor "/" (no word of
them can be the date) and gives what the reading of every piece gives."""

from __future__ import annotations

import random

from thresher.metadata import date
from thresher.metadata.date_text import make_date


def _every_piece(text: str, month_first: bool = False) -> str | None:
    """``date._short_year_dateline`` as first written: every piece split and tested."""
    for piece in text.split(" | "):
        words = piece.split()
        match = date._SHORT_YEAR_DATE.fullmatch(words[0]) if words else None
        if not match and 1 < len(words) <= 3 and words[-2].endswith(","):
            match = date._SHORT_YEAR_DATE.fullmatch(words[-1])
        if match and len(piece.strip()) <= 20:
            first, mark, second, year = match.groups()
            day, month = (second, first) if mark == "/" and month_first else (first, second)
            found = make_date(2000 + int(year), int(month), int(day))
            if found:
                return found
    return None


_PIECES = (
    "02.12.19",
    "01/11/11",
    "01/11/11-10:18",
    "Party, 30.10.23",
    "von , 8.5.12",
    "31.02.19",
    "13/13/13",
    "1.2.3",
    "v2.10.11 released",
    "Posted by Ann",
    "3.5 stars",
    "www.site.com",
    "",
    " ",
    "\u00a01.1.20\u00a0",
    "a, b, 5/6/07",
    "Score: 2/1/99",
    "12.12.12 and more words here",
)


def test_the_gated_dateline_equals_the_reading_of_every_piece() -> None:
    rng = random.Random(65)
    texts = [" | ".join(rng.choices(_PIECES, k=rng.randint(1, 8))) for _ in range(5000)]
    texts += [*_PIECES, "|".join(_PIECES), " | ".join(_PIECES)]
    for text in texts:
        for month_first in (False, True):
            assert date._short_year_dateline(text, month_first) == _every_piece(text, month_first)


def test_the_gate_still_finds_the_dates() -> None:
    assert date._short_year_dateline("Home | 02.12.19 | News") == "2019-12-02"
    assert date._short_year_dateline("Party, 30.10.23") == "2023-10-30"
    assert date._short_year_dateline("01/11/11-10:18", month_first=True) == "2011-01-11"
    assert date._short_year_dateline("Home | News | By Ann") is None
