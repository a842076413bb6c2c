"""The page title read from the first nodes equals the title ``iter("title")`` finds."""

from __future__ import annotations

import random
from pathlib import Path

from lxml import etree

from thresher.html import parse
from thresher.html.document import load_document
from thresher.types import Document

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _doc(markup: str) -> Document:
    return load_document(markup)


def test_the_title_read_from_the_first_nodes_is_the_reference_title_on_bundled_pages() -> None:
    for path in BUNDLED:
        doc = load_document(path.read_bytes())
        assert parse._document_title(doc) == parse._document_title_reference(doc), path


def test_the_title_is_the_reference_title_wherever_it_stands() -> None:
    """Titles before, at and past the nodes read first; empty titles before a real one;
    titles in the body (an SVG's), a namespaced one, none at all."""
    rng = random.Random(49)
    pieces = [
        "<meta name=a content=b>", "<link rel=x href=y>", "<script>var a;</script>",
        "<title></title>", "<title>  </title>", "<title>Head title</title>",
        "<svg><title>Icon</title></svg>", "<p>text <b>bold</b></p>", "<div><span>x</span></div>",
        "<x:title>ns</x:title>", "<!-- note -->",
    ]  # fmt: skip
    for _ in range(600):
        head = "".join(rng.choice(pieces[:5]) for _ in range(rng.choice([0, 3, 30, 70, 120])))
        body = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 40)))
        doc = _doc(f"<html><head>{head}</head><body>{body}<p>end</p></body></html>")
        assert parse._document_title(doc) == parse._document_title_reference(doc), head + body


def test_a_namespaced_title_is_no_title_for_either() -> None:
    tree = etree.fromstring('<r xmlns:s="u"><s:title>x</s:title><title>y</title></r>')
    doc = Document(tree=tree, source_text="", url=None)
    assert parse._document_title(doc) == parse._document_title_reference(doc) == "y"
