"""The cheap first tests of the byline and date-class scans pass nothing the exact tests keep.

Each prefilter is held to the exact rule it stands before: on crafted texts and
attributes (case variants, the non-ASCII letters Python's case-insensitive matching
equates with ASCII ones, byline words split over lines and children), on every
element of the bundled pages, and on pages whose answer comes from the last
element (no byline at all, a byline only in an attribute or only in a tail).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.metadata.title_reference import candidates_one_by_one

from thresher.html.document import load_document
from thresher.html.dom_index import PageIndex, index_page, own_text
from thresher.metadata import authors, date, extract_metadata, names, title_match
from thresher.metadata.byline_words import BYLINE_PREFIXES
from thresher.metadata.names import (
    is_prefix_word,
    may_open_byline,
    names_from_byline,
    starts_with_prefix,
)

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
# Letters Python's case-insensitive matching equates with ASCII ones (Kelvin sign,
# long s, dotted and dotless i), and other characters that change under lower().
ODD_LETTERS = "\u212a\u017f\u0130\u0131\u00df\u03a3\u00c9\u00e9"
FILLERS = [" ", "  ", "\n", "\t", "\xa0", ":", "：", "-", "X", "Jane Doe", "\u3000"]


def case_variants(word: str) -> Iterator[str]:
    """The word in cases and with letters whose case folding changes length or script."""
    yield word
    yield word.upper()
    yield word.title()
    yield word.replace("s", "\u017f").replace("k", "\u212a").replace("i", "\u0131")
    yield word.upper().replace("I", "\u0130")


def _texts() -> Iterator[str]:
    rng = random.Random(25)
    for word in BYLINE_PREFIXES:
        for variant in case_variants(word):
            for before in ("", " ", "\n ", "\xa0"):
                for after in FILLERS:
                    yield f"{before}{variant}{after}"
                    yield f"{before}{variant}{after}Ana Ruiz"
                    yield f"{before}{variant.replace(' ', rng.choice(FILLERS[:4]))}{after}Li"
    alphabet = "abyBY :\n\t" + ODD_LETTERS
    for _ in range(5000):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))


def _collapsed(text: str, tail: str = "") -> str:
    return " ".join((text + tail).split())


def test_may_open_byline_passes_every_text_the_byline_tests_accept() -> None:
    checked = 0
    for text in _texts():
        if not (is_prefix_word(text) or starts_with_prefix(text + " X")):
            continue
        checked += 1
        for tail in ("", " tail", "tail", "\nmore text", ":Name"):
            assert may_open_byline(_collapsed(text, tail)), (text, tail)
    assert checked > 1000


def test_prefix_opening_keeps_every_text_starts_with_prefix_accepts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    texts = [text + tail for text in _texts() for tail in ("", " X", ":Jane Doe")]
    filtered = [starts_with_prefix(text) for text in texts]
    assert sum(filtered) > 1000
    monkeypatch.setattr(names, "_PREFIX_OPENING", re.compile(""))  # the rule unfiltered
    assert [starts_with_prefix(text) for text in texts] == filtered


def test_prefix_opening_rejects_words_that_only_begin_like_a_byline_word() -> None:
    for text in ("Paris Hilton X", "Distress Sales X", "Bypass X", "Authority: X", "Reply X"):
        assert not names._PREFIX_OPENING.match(text), text
    for text in ("By Jane X", " par: X", "WRITTEN\n by X", "Автор：X"):
        assert names._PREFIX_OPENING.match(text), text


def test_may_open_byline_rejects_ordinary_text_and_blank_text() -> None:
    assert not may_open_byline("")
    assert not may_open_byline("Three new sleeper routes link cities.")
    assert may_open_byline("By Jane Doe")
    assert may_open_byline("Автор: Иван")


def _bundled_documents() -> Iterator[Any]:
    for path in BUNDLED:
        yield load_document(path.read_bytes())


def _all_elements(doc: Any) -> Iterator[Any]:
    for el in doc.tree.iter():
        if isinstance(el.tag, str):
            yield el


def test_may_be_marked_passes_every_element_marked_as_a_byline() -> None:
    marked = 0
    for doc in _bundled_documents():
        for el in _all_elements(doc):
            if authors._marked_text(el) is not None:
                marked += 1
                assert authors._may_be_marked(el), el.attrib
    page = load_document(
        "<body>"
        '<span itemprop="CREATOR">A B</span><a rel="Author" href="/x">C D</a>'
        '<a href="/WRITERS/ana-ruiz">Ana Ruiz</a><div class="post-\u212aAuthor">E F</div>'
        '<div id="BYLINE">G H</div><p class="by\u0130line">J K</p>'
        "</body>"
    )
    for el in _all_elements(page):
        if authors._marked_text(el) is not None:
            marked += 1
            assert authors._may_be_marked(el), el.attrib
    assert marked >= 6


def _reference_candidates(index: PageIndex) -> Iterator[tuple[int, list[str], int]]:
    """The byline scan as it was before its prefilters: every element read."""
    for position, element in enumerate(index.elements):
        if index.tags[position] in authors._SKIP_TAGS:
            continue
        has_attributes = index.attrs[position + 1] > index.attrs[position]
        text = authors._candidate_text(element, has_attributes)
        if text is None:
            continue
        names = names_from_byline(text)
        aside = authors._container(index, position) if names else None
        if aside is not None:
            yield position, names, aside


HOSTILE_BYLINES = (
    "<body><h1>Title here</h1><p>No byline on this page at all.</p></body>",
    "<body><h1>T</h1><div><span>By</span> <a>Ana Ruiz</a></div></body>",
    "<body><h1>T</h1><p><b>x</b>By Ana Ruiz</p><div>\xa0By\nLi Wei</div></body>",
    "<body><p class='\u212aAuthor'>Ana Ruiz</p><h1>T</h1><p>BY  LI WEI</p></body>",
    "<body><h1>T</h1><span>\u017fkrevet af Jens Hansen</span></body>",
    "<body><h1>T</h1><p>  written\n by Ana Ruiz</p><p>Автор: Иван Петров</p></body>",
    "<body><h1>T</h1>" + "<div><p>plain text</p></div>" * 500 + "<p>By Ana Ruiz</p></body>",
)


def _pages() -> Iterator[Any]:
    yield from _bundled_documents()
    for page in HOSTILE_BYLINES:
        yield load_document(page)


def test_byline_scan_equals_the_unfiltered_scan() -> None:
    for doc in _pages():
        for limit in (2_000_000, 5):
            index = index_page(doc, limit)
            assert list(authors._candidates(index)) == list(_reference_candidates(index))


def test_own_text_starts_with_the_element_text_the_scan_reads() -> None:
    for doc in _pages():
        index = index_page(doc)
        for position, element in enumerate(index.elements):
            text = element.text
            if text and not text.isspace():
                assert index.own_text[position].startswith(" ".join(text.split()))
                assert index.own_text[position] == own_text(element)


@pytest.mark.parametrize(
    ("body", "author"),
    [
        ("<h1>Night trains</h1><p>Three routes link cities.</p>", None),
        ("<h1>Night trains</h1><p><span>by</span> <b>Ana Ruiz</b></p>", "Ana Ruiz"),
        ("<h1>Night trains</h1><p>Text.</p><nav><p>By Li Wei</p></nav>", None),
        ("<p>By Li Wei</p><h1>Night trains</h1><p>Text.</p>", "Li Wei"),
        ('<h1>Night trains</h1><div class="AUTHOR-name">Ana Ruiz</div>', "Ana Ruiz"),
    ],
)
def test_pages_with_and_without_a_byline(body: str, author: str | None) -> None:
    page = f"<html><head><title>Night trains</title></head><body>{body}</body></html>"
    assert extract_metadata(load_document(page)).author == author


def _marks() -> Iterator[str]:
    rng = random.Random(8)
    for word in date._DATE_CLASS_WORDS:
        for variant in case_variants(word):
            yield variant
            yield f"post-{variant}-x wrapper"
            yield f"x {variant[:-1]} {variant[-1:]}"
    alphabet = "datimeposubyl- _" + ODD_LETTERS + "日期时间"
    for _ in range(20000):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))


def test_names_date_is_the_date_class_pattern() -> None:
    found = 0
    for marks in _marks():
        expected = date._DATE_CLASS.search(marks) is not None
        assert date.names_date(marks) == expected, marks
        found += expected
    assert found > 300


def _reference_date_classes(index: PageIndex) -> list[int]:
    """The date-class elements as they were found before the ASCII path."""
    found = []
    for position, el in enumerate(index.elements):
        if index.attrs[position + 1] == index.attrs[position]:
            continue
        search = date._DATE_CLASS.search
        named = search(el.get("class") or "") or search(el.get("id") or "")
        if named and index.text_chars(position) <= 300:
            found.append(position)
    return found


def test_date_class_elements_equal_the_pattern_on_every_element() -> None:
    pages = [*_pages(), load_document('<body><p class="\u017fubmitted">2 May 2020</p></body>')]
    for doc in pages:
        index = index_page(doc)
        assert list(date._date_class_elements(index)) == _reference_date_classes(index)


def test_title_candidates_equal_the_element_by_element_search() -> None:
    pages = [*_pages(), load_document("<body><p>Night</p><p>Night</p><a>Night trains</a></body>")]
    for doc in pages:
        for limit in (2_000_000, 9):
            index = index_page(doc, limit)
            texts = [*sorted({t for t in index.own_text if t}, key=len)[:6], "Night trains"]
            for text in texts:
                chinese = bool(title_match._CJK_CHARS.search(text))
                heads = {title_match.normalize_1(text, chinese)} - {""}
                if not heads:
                    continue
                size = title_match.spaceless_length(text)
                got = title_match._candidates(index, size, chinese, heads)
                assert [tuple(c) for c in got] == candidates_one_by_one(index, size, chinese, heads)


def test_spaceless_counts_are_spaceless_chars() -> None:
    for doc in _pages():
        for limit in (2_000_000, 9):
            index = index_page(doc, limit)
            positions = list(range(len(index)))
            assert index.spaceless_counts(positions) == [
                index.spaceless_chars(p) for p in positions
            ]


def _author_link_by_split(href: str) -> bool:
    """The author-link rule read on the split address alone (no pretest on the path)."""
    from urllib.parse import urlsplit

    if not authors._AUTHOR_PATH_STEMS.search(href.lower()):
        return False
    try:
        path = urlsplit(href).path.lower().strip("/").split("/")
    except ValueError:
        return False
    return len(path) >= 2 and path[-2] in authors.AUTHOR_PATH_WORDS


def test_author_link_pretest_keeps_the_split_rule() -> None:
    """The path pretest of ``_author_link`` (a stem before the first "?" or "#") turns
    away only links the split rule turns away: author words in the path, query,
    fragment, host, split by a tab or newline urlsplit deletes, in odd cases."""
    rng = random.Random(7)
    pieces = [
        "author", "Author", "AUTHORS", "autor", "auteur", "writer", "aut", "hor", "\t",
        "\n", "\r", "/", "//", "?", "#", "=", "&", "jane-doe", "2012", "\u0130",
        "\u212a", "x.com", "http:", "https:", "[", "]", " ", "%3A", "utm_campaign",
    ]  # fmt: skip
    hrefs = [
        "/author/jane/",
        "/blog/post/?utm_campaign=Author",
        "/blog/post/#author/x/",
        "/aut\thor/jane/?author",
        "/aut\nhor/jane/#author",
        "http://author.example.com/a/b/",
        "http://[::1/author/x/",
        "https://x.com/writers/j/?q=1",
    ]
    hrefs += ["".join(rng.choices(pieces, k=rng.randint(1, 12))) for _ in range(20_000)]
    splits = 0
    for href in hrefs:
        expected = _author_link_by_split(href)
        assert authors._author_link(href) == expected, href
        splits += expected
    assert splits > 100  # the random addresses reach the True answers too
