"""The title search's short elements by the compiled loop (``_dom_index.short_elements``)
equal their definition, :func:`thresher.metadata.title_match._short_elements`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thresher._core import DOM_INDEX, kernel
from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import title_match

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _compiled():
    compiled = kernel(DOM_INDEX)
    if compiled is None or not compiled.SHORT_USABLE:
        pytest.skip("the index kernel is not built (or the pure path is forced)")
    return compiled


def test_the_loop_equals_the_reference() -> None:
    compiled = _compiled()
    rng = random.Random(38)
    for path in BUNDLED:
        index = index_page(load_document(path.read_bytes()))
        for hc_size in (0, 1, 2, 5, 20, 60, 300, rng.randint(0, 5000)):
            for least in (-3, 0, 1, 2, 7, rng.randint(0, 100)):
                expected = title_match._short_elements(index, hc_size, least)
                assert compiled.short_elements(index, hc_size, least) == expected
                assert title_match._short_positions(index, hc_size, least) == expected


def test_an_incomplete_index_goes_to_the_reference() -> None:
    compiled = _compiled()
    doc = load_document(BUNDLED[0].read_bytes())
    index = index_page(doc, max_nodes=10)
    assert not index.complete
    assert compiled.short_elements(index, 40, 1) is None
    assert title_match._short_positions(index, 40, 1) == title_match._short_elements(index, 40, 1)
