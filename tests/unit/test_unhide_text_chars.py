"""The text size the unhide repairs weigh: plain strings count what lxml's smart ones did."""

from __future__ import annotations

from pathlib import Path

from lxml import etree

from thresher.html.document import load_document
from thresher.html.unhide import _text_chars

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _smart_text_chars(element: etree._Element) -> int:
    """The count as it was made before: lxml's smart strings, one XPath call."""
    pieces = element.xpath(
        ".//text()[not(ancestor::script or ancestor::style or ancestor::noscript"
        " or ancestor::template)]"
    )
    return sum(len(piece.strip()) for piece in pieces)


def test_text_chars_leave_out_scripts_styles_and_templates_but_keep_their_tails() -> None:
    doc = load_document(
        "<body><p> ab </p><script>xxxx</script>cd<style>yy</style>"
        "<div><noscript><b>zz</b></noscript>ef<template><i>qq</i></template></div>"
        "<!-- note -->gh</body>"
    )
    body = doc.tree.find("body")
    assert _text_chars(body) == _smart_text_chars(body) == 8


def test_text_chars_equal_the_smart_string_count_on_bundled_pages() -> None:
    for path in BUNDLED:
        tree = load_document(path.read_bytes()).tree
        for element in tree.iter("body", "div", "main", "article", "section"):
            assert _text_chars(element) == _smart_text_chars(element), path
