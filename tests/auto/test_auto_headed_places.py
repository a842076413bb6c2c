"""The headed boxes' places read only around the dated lines (``_places_around``) are
``item_places`` of every block where the boxes' span and shapes read them."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto import headed_posts
from thresher.methods.auto.headed_posts import (
    _CLIMBS,
    _header_positions,
    _places_around,
    _span,
    item_places,
)


def _thread(before: int, after: int) -> str:
    boxes = "".join(
        f"<div class='post'><div class='head'>June 0{n + 1}, 2020, 04:1{n} PM</div>"
        f"<div>user{n}</div><div>Posts: 12{n}</div><div>Reply {n}: I built a bench for the"
        " shop with a jigsaw and a drill.</div></div>"
        for n in range(5)
    )
    menu = "".join(f"<p><a href='/{k}'>Menu item {k}</a></p>" for k in range(before))
    foot = "".join(f"<p>Footer line {k}</p>" for k in range(after))
    return f"{menu}<h1>How did you start</h1><div class='thread'>{boxes}</div>{foot}"


def test_the_places_around_the_span_are_those_of_every_block() -> None:
    for before, after in ((0, 0), (1, 2), (_CLIMBS + 3, 2 * _CLIMBS + 1), (40, 0)):
        blocks = prepared_page(_thread(before, after)).text_blocks
        at = _header_positions(blocks)
        parent = blocks[at[0]].element.getparent().getparent()
        full = item_places(parent, "div", [b.element for b in blocks])
        lazy = _places_around(parent, "div", blocks, at[0], at[-1])
        span = _span(full, at[0], at[-1])
        assert _span(lazy, at[0], at[-1]) == span
        assert lazy[span[0] : span[1] + 1] == full[span[0] : span[1] + 1]
        assert span[1] - span[0] + 1 == 20  # the five boxes' four lines each
        assert headed_posts.headed_boxes(blocks)  # the boxes are found
