"""The searches that skip work give what the work gives: wire credits found by one
search of the joined own texts, reporter lines in ASCII passed without the credit tests,
split dates tried only where a year piece can be, and plain absolute addresses returned
without urljoin's parse. Each is held to the plain definition it replaced."""

from __future__ import annotations

import random
from array import array
from itertools import accumulate
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urljoin

from thresher.html.document import load_document
from thresher.html.dom_index import PageIndex, index_page, index_page_reference
from thresher.metadata import authors, date, names
from thresher.metadata.byline_words import KOREAN_REPORTER_WORD, REPORTER_WORDS
from thresher.metadata.index_runs import holding_positions
from thresher.urls import join_url

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WIRE_PAGE = """<html><body><nav><p>Reporting by Nav Person</p></nav><h1>Markets fall</h1>
<p>Stocks fell on Monday, as written by many.</p><p>Sold by <b>the</b> box.</p>
<p>(Reporting by Jo Lee in Paris and Li Wei; Writing by Ann Roe; Editing by Max Power)</p>
</body></html>"""


def _wire_definition(index: PageIndex, headline: int | None) -> list[str]:
    """``authors._wire_credit_names`` as first written: every own text tested in turn."""
    start = headline if headline is not None else authors._first_h1(index)
    first = 0 if start is None else index.ends[start] + 1
    for position in range(first, len(index.elements)):
        own = index.own_text[position]
        if " by " not in own or authors._CREDIT_SEGMENT.match(own.lstrip()) is None:
            continue
        text = " ".join(index.full_text(position).split())
        found = [
            name
            for segment in authors._CREDIT_SEPARATOR.split(text)
            if (opening := authors._CREDIT_SEGMENT.match(segment)) is not None
            for name in names.split_names(authors._CREDIT_PLACE.sub("", segment[opening.end() :]))
        ]
        if found and authors._container(index, position) is not None:
            return list(dict.fromkeys(found))
    return []


def test_holding_positions_on_random_texts() -> None:
    rng = random.Random(5)
    letters = [" ", "b", "y", "x", ""]
    for _ in range(3000):
        own = tuple(
            "".join(rng.choice(letters) for _ in range(rng.randint(0, 7)))
            for _ in range(rng.randint(0, 12))
        )
        index = SimpleNamespace(own_text=own, chars=array("q", [0, *accumulate(map(len, own))]))
        for word in (" by ", "b", "by", "yb", " ", "", "bb y"):
            for start in range(len(own) + 2):
                expected = [p for p in range(start, len(own)) if word in own[p]]
                assert list(holding_positions(index, word, start)) == expected  # type: ignore[arg-type]


def test_wire_credits_equal_the_element_by_element_search() -> None:
    docs = [load_document(WIRE_PAGE), *(load_document(p.read_bytes()) for p in BUNDLED)]
    assert authors._wire_credit_names(index_page(docs[0]), None) == ["Jo Lee", "Li Wei", "Ann Roe"]
    for doc in docs:
        for index in (index_page(doc), index_page_reference(doc, 40)):
            for headline in {None, *[p for p, tag in enumerate(index.tags) if tag == "h1"][:2]}:
                expected = _wire_definition(index, headline)
                assert authors._wire_credit_names(index, headline) == expected


def test_reporter_lines_in_ascii_name_no_one() -> None:
    # every word the credit tests need is written in CJK or Hangul script
    assert authors._CREDIT_NEEDS_WIDE
    needed = (*REPORTER_WORDS, "文", KOREAN_REPORTER_WORD, authors._WRITER_LABEL_WORD)
    assert set(names._CREDIT_WORDS) <= set(needed)
    rng = random.Random(7)
    pieces = ["By ", "Jo Lee", "(", ")", "/", " ", ":", "reporter ", "wen/", "2024", "\u3000"]
    for _ in range(2000):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8))).encode().decode()
        if line.isascii():
            assert not names.reporter_names(line)
            assert not names.korean_reporter_names(line)
    page = "<html><body><h1>标题</h1><p>Intro line</p><p>（记者 张建 周长庆）北京电</p>"
    index = index_page(load_document(page))
    assert authors._reporter_line_names(index, index.tags.index("h1")) == ["张建", "周长庆"]


def _split_date_definition(text: str) -> str | None:
    """``date._split_date`` without its first test: both patterns tried on every text."""
    for pattern, day_first in ((date._DAY_FIRST_PIECES, True), (date._MONTH_FIRST_PIECES, False)):
        for match in pattern.finditer(text):
            first, second, year = match.groups()
            day, month = (first, second) if day_first else (second, first)
            number = int(month) if month.isdigit() else date.month_number(month) or 0
            found = date.make_date(int(year), number, int(day))
            if found:
                return found
    return None


def test_split_dates_need_a_year_piece() -> None:
    rng = random.Random(11)
    pieces = ["26", "1", "01", "Jan", "Apr.", "2022", "1999", "2013", "x", "20", "19", "."]
    for _ in range(20000):
        text = " | ".join(rng.choice(pieces) for _ in range(rng.randint(1, 6)))
        if rng.random() < 0.3:
            text = text.replace(" | ", rng.choice([" |", "| ", " | ", "|"]), 1)
        assert date._split_date(text) == _split_date_definition(text), text
    assert date._split_date("26 | 01 | 2022") == "2022-01-26"


def _join_definition(base: str | None, url: str) -> str:
    if not base:
        return url
    try:
        return urljoin(base, url)
    except ValueError:
        return url


def test_plain_absolute_addresses_join_as_urljoin_does() -> None:
    rng = random.Random(3)
    pieces = ["http", "https", "HTTP", "://", "/", "a", "B", ".", "-", ":", "8", "?", "#", ";"]
    pieces += ["@", "[", "]", " ", "\t", "\n", "%", "é", "\x00", "x.com", "//", "..", "./"]
    bases = ["", "https://ex.com/a/b", "http://ex.com/", "ftp://x/y", "http://[::1/x"]
    bases += ["example.com/p", "https://ex.com", "HTTPS://Ex.com/a", "mailto:x", "//ex.com/a"]
    for _ in range(30000):
        url = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 9)))
        if rng.random() < 0.5:
            url = rng.choice(["http://", "https://"]) + url
        base = rng.choice(bases)
        assert join_url(base, url) == _join_definition(base, url), (base, url)
    assert join_url("https://ex.com/a/b", "https://cdn.ex.com:8080/i/p.jpg") == (
        "https://cdn.ex.com:8080/i/p.jpg"
    )
