"""The metadata stage's shortcuts give what the full computation gives.

- ``find_text_dates`` tries the month-name-first form ("March 5th, 2021") only in
  windows where ``_MDY_NEEDS`` (the end of that form: a digit, a suffix, the year)
  is found: every text the form matches holds it, in every case and with the
  non-ASCII letters and digits Python's case-insensitive matching and ``\\d`` accept.
- ``labelled_dates`` over the dates found once equals its two separate searches.
- ``_text_after`` / ``_text_before`` equal the loop over every own text.
- ``paper_title`` given the parts of ``<title>`` equals ``paper_title`` splitting it.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import date, date_text, extract_metadata
from thresher.metadata.title_match import clean_head_title, paper_title, split_title

_REPO = Path(__file__).resolve().parents[2]
_PAGES = sorted([_REPO / "examples" / "sample.html", *_REPO.glob("tests/cases/*/source.html")])
_MDY = date_text.month_form_patterns()["mdy"]

_MDY_TEXTS = [
    "March 5, 2021",
    "Posted on March 5th, 2021 by Ann",
    "MARCH 5TH 2021",
    "mar. 05 2019",
    "Sept. 1st,\n\t2020",
    "Dec 31ſt, 2019",  # long s: equal to "s" under IGNORECASE
    "Jan ５ 2021",  # fullwidth digit: a \\d
    "Jan 5\u00a0 2020",  # no-break space: a \\s
    "févr. 3, 2021",
    "сент 3 2021",
    "Updated: May 2 2022 10:00",
    "1 March 2021",
    "2021-03-05",
    "© 2021 Example",
    "In 2019, March 5 2020x and April 4, 20211",
]


def _reference_dates(text: str, month_first: bool) -> list[tuple[int, str]]:
    """``find_text_dates`` with every form tried in every window (no prefilter)."""
    found: list[tuple[int, int, str]] = []
    for start, end in date_text._year_windows(text):
        window = text[start:end]
        forms = [
            *date_text._PATTERNS,
            *((p, k) for k, p in date_text.month_form_patterns().items()),
        ]
        for pattern, kind in forms:
            for match in pattern.finditer(window):
                iso = date_text._convert(match.groups(), kind, month_first)
                if iso:
                    found.append((start + match.start(), -(start + match.end()), iso))
    taken: list[tuple[int, str]] = []
    last = -1
    for start, neg_end, iso in sorted(set(found)):
        if start >= last:
            taken.append((start, iso))
            last = -neg_end
    return taken


def _random_texts(count: int) -> list[str]:
    """Texts shaped like "March 5th, 2021" with each piece varied, dropped or doubled."""
    rng = random.Random(35)
    slots = [
        ["", "x", "On ", "-", "5 ", "a"],
        ["March", "mar", "MAY", "Sept", "févr.", "марта", "Dec", "June", "3"],
        ["", ".", ". ", ","],
        [" ", "  ", "\n", "\u00a0", "", "-"],
        ["5", "05", "31", "1", "５", "123", "x"],
        ["", "st", "ND", "ſt", "th", "TH", "er"],
        ["", ",", ".", ", "],
        [" ", "\t", "", "/"],
        ["2019", "2021", "1999", "1899", "20211", "21"],
        ["", "x", "0", " 10:00", "年"],
    ]
    texts = []
    for _ in range(count):
        picked = [rng.choice(slot) for slot in slots]
        if rng.random() < 0.2:
            picked[rng.randrange(len(picked))] = ""
        texts.append("".join(picked) * rng.choice((1, 1, 2)))
    return texts


@pytest.mark.parametrize("text", _MDY_TEXTS)
def test_mdy_needs_found_where_the_form_matches(text: str) -> None:
    for match in _MDY.finditer(text):
        assert date_text._MDY_NEEDS.search(match.group(0)) is not None
    if _MDY.search(text):
        assert date_text._MDY_NEEDS.search(text) is not None


def test_mdy_needs_on_random_texts() -> None:
    matched = 0
    for text in _random_texts(20_000):
        if _MDY.search(text):
            matched += 1
            assert date_text._MDY_NEEDS.search(text) is not None, text
    assert matched > 100


@pytest.mark.parametrize("month_first", [False, True])
def test_find_text_dates_equal_to_every_form_everywhere(month_first: bool) -> None:
    texts = _MDY_TEXTS + _random_texts(5_000) + [" ".join(_MDY_TEXTS)]
    for page in _PAGES:
        index = index_page(load_document(page.read_bytes()))
        texts.append(date._text_after(index, -1, date._LEADING_CHARS))
    found = 0
    for text in texts:
        expected = _reference_dates(text, month_first)
        assert date_text.find_text_dates(text, month_first) == expected, text
        found += len(expected)
    assert found > 100


def test_labelled_dates_from_one_search() -> None:
    for text in [*_MDY_TEXTS, "Updated on March 5, 2021 | Published 4 March 2021"]:
        expected_published = None
        expected_modified = None
        for offset, found in date_text.find_text_dates(text, True):
            label = text[max(0, offset - 30) : offset].strip()
            if date.UPDATE_LABELS.search(label):
                expected_modified = expected_modified or found
            else:
                expected_published = expected_published or found
        assert date.labelled_dates(text, True) == (expected_published, expected_modified)


@pytest.mark.parametrize("page", _PAGES[:40], ids=lambda p: p.name)
def test_texts_around_a_position_equal_the_plain_loop(page: Path) -> None:
    index = index_page(load_document(page.read_bytes()))
    own = index.own_text
    for position in range(-1, len(own), max(1, len(own) // 25)):
        for limit in (0, 50, 600, 20_000):
            parts, size = [], 0
            for text in own[position + 1 :]:
                if size >= limit:
                    break
                if text:
                    parts.append(text)
                    size += len(text)
            assert date._text_after(index, position, limit) == " | ".join(parts)[: limit + 100]
            if position < 0:
                continue
            parts, size = [], 0
            for text in reversed(own[:position]):
                if size >= limit:
                    break
                if text:
                    parts.append(text)
                    size += len(text)
            assert date._text_before(index, position, limit) == " | ".join(reversed(parts))


@pytest.mark.parametrize("page", _PAGES[:40], ids=lambda p: p.name)
def test_paper_title_given_its_parts(page: Path) -> None:
    doc = load_document(page.read_bytes())
    index = index_page(doc)
    match = re.search(rb"<title[^>]*>(.*?)</title", page.read_bytes(), re.S | re.I)
    titles = ["Budget passes | News | Site", "A: b - c » d"]
    if match:
        titles.append(match.group(1).decode("utf-8", "replace"))
    for raw in titles:
        head = clean_head_title(raw)
        parts = split_title(head)
        for prefer in (False, True):
            assert paper_title(index, head, prefer_headings=prefer, parts=parts) == paper_title(
                index, head, prefer_headings=prefer
            )
    extract_metadata(doc)  # the stage runs through on the page
