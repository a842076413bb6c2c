"""The segment kernel makes a block's pieces when the block is made.

Text pieces are kept as nodes while a block's text is gathered; their
(element, "text" | "tail") tuples are made with the block, and never for a
buffer of whitespace that makes no block. ``segment_reference`` is the
definition: these pages aim at long piece runs (past the kernel's first
allocation), whitespace-only buffers between owners, and pieces of elements
that get no other proxy.
"""

from __future__ import annotations

import pytest
from tests.test_compiled_walks import (
    SEGMENT_OPTIONS,
    assert_same_segmentation,
    parsed_both_ways,
)

from thresher._core import SEGMENT, kernel
from thresher.html.document import load_document
from thresher.html.segment import segment, segment_reference

_PAGES = {
    "long-run": "<html><body><p>"
    + "\n ".join(f"<span>w{i}</span> <b>x</b>" for i in range(400))
    + "</p></body></html>",
    "whitespace": "<html><body>\n <div>\n <div>\n\t<p> </p>\n </div> \n</div>\n"
    + "<div>\u00a0</div><div>\u3000<span> </span></div><p>kept <i> </i>\n</p>\n</body></html>",
    "tails": "<html><body><div><br>a<br> <br>b<hr> <img src='i.png'> c <p>d</p> e</div>"
    "<ul> <li> f <li> </ul> g <pre>\n  h \n</pre> \n</body></html>",
}


def _documents():
    return parsed_both_ways(_PAGES)


def test_pieces_match_the_reference():
    if kernel(SEGMENT) is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    for label, doc in _documents():
        for option in (*SEGMENT_OPTIONS, {"max_depth": 2}):
            fast, ref = segment(doc, **option), segment_reference(doc, **option)
            assert_same_segmentation(fast, ref, f"{label} {option}")


def test_a_long_run_keeps_every_piece_in_order():
    if kernel(SEGMENT) is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    (block,) = segment(load_document(_PAGES["long-run"])).blocks
    assert len(block.pieces) == 400 * 4 - 1
    assert [attr for _, attr in block.pieces[:4]] == ["text", "tail", "text", "tail"]
    assert all(type(piece) is tuple and len(piece) == 2 for piece in block.pieces)
