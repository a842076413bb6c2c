"""The title search's candidates: the pruned search equals the element-by-element one.

``title_match._candidates`` skips the elements inside an element whose text
holds no title part. That rests on two facts, each held here: a descendant's
normalised whole text is a slice of its ancestor's (the index's texts and the
two normalisations), and normalisation works character by character.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.metadata.title_reference import candidates_one_by_one

from thresher.html.document import load_document
from thresher.html.dom_index import PageIndex, index_page
from thresher.metadata import title_match
from thresher.types import Document

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WORDS = ["Night", "trains", "Nacht", "züge", "夜行", "列车", "ß", "SS", "İ", "i", "2024"]
GLUE = [" ", "", "\n  ", "\xa0", "-", " | ", "，", "\u3000"]
TAGS = ["div", "span", "a", "h1", "h2", "p", "li", "em", "script", "b"]


def _random_page(rng: random.Random) -> str:
    """Nested markup of title words, glue, links, headings and skipped elements."""

    def node(depth: int) -> str:
        tag = rng.choice(TAGS)
        parts = [rng.choice(WORDS) + rng.choice(GLUE) for _ in range(rng.randint(0, 2))]
        if depth < 4:
            parts += [node(depth + 1) for _ in range(rng.randint(0, 3))]
        rng.shuffle(parts)
        tail = rng.choice(["", rng.choice(WORDS), rng.choice(GLUE)])
        hidden = ' hidden=""' if rng.random() < 0.05 else ""
        return f"<{tag}{hidden}>{''.join(parts)}</{tag}>{tail}"

    return "<body>" + "".join(node(0) for _ in range(rng.randint(1, 4))) + "</body>"


def _documents() -> Iterator[Document]:
    for path in BUNDLED:
        yield load_document(path.read_bytes())
    rng = random.Random(25)
    for _ in range(150):
        yield load_document(_random_page(rng))


def _title_texts(index: PageIndex, rng: random.Random) -> list[str]:
    """Short texts of the page and joins of the test words, as <title>s."""
    own = sorted({t for t in index.own_text if t}, key=len)[:5]
    joined = [" | ".join(rng.sample(WORDS, rng.randint(1, 3))) for _ in range(4)]
    return [*own, *joined, "Night trains"]


def test_candidates_equal_the_element_by_element_search() -> None:
    rng = random.Random(7)
    checked = found = 0
    for doc in _documents():
        for limit in (2_000_000, 9):
            index = index_page(doc, limit)
            for text in _title_texts(index, rng):
                for chinese in (False, True):
                    heads = {
                        title_match.normalize_1(p.text, chinese)
                        for p in title_match.split_title(text)
                    }
                    heads -= {""}
                    if not heads:
                        continue
                    size = title_match.spaceless_length(text)
                    for own_only in (False, True):
                        got = title_match._candidates(index, size, chinese, heads, own_only)
                        want = candidates_one_by_one(index, size, chinese, heads, own_only)
                        assert [tuple(c) for c in got] == want, (text, chinese, own_only)
                        checked += 1
                        found += len(want)
    assert checked > 2_000 and found > 2_000


def test_a_descendants_normalised_text_is_a_slice_of_its_ancestors() -> None:
    for doc in _documents():
        index = index_page(doc)
        for position, parent in enumerate(index.parents):
            if parent < 0:
                continue
            for chinese in (False, True):
                child = title_match.normalize_1(index.full_text(position), chinese)
                whole = title_match.normalize_1(index.full_text(parent), chinese)
                assert child in whole


def test_normalisation_works_character_by_character() -> None:
    """normalize_1(a + b) == normalize_1(a) + normalize_1(b), and whitespace leaves nothing."""
    rng = random.Random(3)
    points = [chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF]
    for chinese in (False, True):
        assert all(not title_match.normalize_1(c, chinese) for c in points if c.isspace())
        for _ in range(3_000):
            a = "".join(rng.choice(points) for _ in range(rng.randint(0, 6)))
            b = "".join(rng.choice(points) for _ in range(rng.randint(0, 6)))
            joined = title_match.normalize_1(a + b, chinese)
            assert joined == title_match.normalize_1(a, chinese) + title_match.normalize_1(
                b, chinese
            )
        each = "".join(title_match.normalize_1(c, chinese) for c in points)
        assert title_match.normalize_1("".join(points), chinese) == each
