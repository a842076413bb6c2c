"""The class gate with ``fold`` (:func:`~thresher.html.dom_index.classes_hold`): a
screen-reader class or a search overlay's class written in capitals on the page still
opens it, and a page without either is passed over."""

from __future__ import annotations

from thresher.html.document import load_document
from thresher.html.dom_index import classes_hold
from thresher.methods.auto.reader_records import READER_PARTS
from thresher.methods.auto.search_overlays import OVERLAY, OVERLAY_PARTS


def test_folded_parts_open_the_gate_in_any_case() -> None:
    doc = load_document(
        b"<html class='Root'><body><div class='Card'><span class='SR-Only'>On Sale:</span>"
        b"</div><p class='x'>text</p></body></html>"
    )
    assert classes_hold(doc, READER_PARTS, fold=True)
    assert not classes_hold(doc, READER_PARTS)  # as written, no part is there
    assert classes_hold(doc, (b"root",), fold=True)  # the <html> element's, above the walk
    assert not classes_hold(doc, OVERLAY_PARTS, fold=True)
    shop = load_document(b"<body><div class='Search-Modal'><h2>Search</h2></div></body>")
    assert classes_hold(shop, OVERLAY_PARTS, fold=True)
    assert not classes_hold(shop, READER_PARTS, fold=True)


def test_overlay_parts_are_what_the_overlay_pattern_matches() -> None:
    for part in OVERLAY_PARTS:
        word = part.decode()
        assert OVERLAY.match(word) and OVERLAY.match(f"{word}-inner")
    assert not OVERLAY.match("search-results")
