"""List items whose parent items were dropped: they move up, their siblings with them."""

from __future__ import annotations

import pytest
from test_markdown_roundtrip import assert_round_trip

from thresher.html.document import load_document
from thresher.html.segment import segment
from thresher.output.extraction import Extraction
from thresher.types import Decision, Label, Metadata

pytest.importorskip("markdown_it")


def _dropping(html: str, dropped: set[str]) -> Extraction:
    """The page with the blocks whose text is in ``dropped`` left out, the rest kept."""
    doc = load_document(html)
    blocks = segment(doc).blocks
    decisions = tuple(
        Decision(b.index, Label.BOILERPLATE if b.text in dropped else Label.CONTENT, "test")
        for b in blocks
    )
    return Extraction("test", {}, Metadata(), blocks, decisions, document=doc)


def test_siblings_of_an_item_whose_parents_were_dropped_stay_siblings():
    # a Sphinx "Contents" box of a FAQ whose two outer levels were judged navigation
    html = (
        "<nav class='contents'><ul><li><p><a href='#faq'>General FAQ</a></p><ul>"
        "<li><p><a href='#info'>General Information</a></p><ul>"
        "<li><p><a href='#what'>What is it?</a></p></li>"
        "<li><p><a href='#why'>Why was it made?</a></p><ul>"
        "<li><p><a href='#history'>Its history</a></p></li></ul></li>"
        "<li><p><a href='#good'>What is it good for?</a></p></li>"
        "</ul></li></ul></li></ul></nav><p>The questions and their answers follow.</p>"
    )
    result = _dropping(html, {"General FAQ", "General Information"})
    planned = assert_round_trip(result)
    assert [(b.get("level"), b["text"]) for b in planned] == [
        (1, "What is it?"),
        (1, "Why was it made?"),
        (2, "Its history"),
        (1, "What is it good for?"),
        (None, "The questions and their answers follow."),
    ]
    assert "- What is it?\n- Why was it made?\n  - Its history\n- What is it good" in (
        result.markdown
    )
