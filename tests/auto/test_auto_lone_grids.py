"""A grid of headed tiles on a page that kept almost nothing else is kept (``lone_grids``).

A shop's category page: a search box's helper sentence the model is sure of, the
category's name, and a grid of product tiles (a linked ``h2`` name and a price) the model
dropped. No model needed: the probabilities are set by hand.
"""

from __future__ import annotations

import numpy as np
import pytest

from thresher.api import load_document
from thresher.methods.auto.lone_grids import keep_lone_grid
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

HELPER = "Suggestions and preview results will populate after the search button."
TILE = (
    "<div class='tile'><a href='/p{n}'><h2 class='name'>{name}</h2></a>"
    "<p class='price'>${price}.00</p></div>"
)
WIDGET = (
    "<div class='widget'><h2>{name}</h2><ul><li><a href='/a{n}'>First link {n}</a></li>"
    "<li><a href='/b{n}'>Second link {n}</a></li><li><a href='/c{n}'>Third link {n}</a></li>"
    "</ul></div>"
)
MENU = "<li class='item'><a href='/m{n}'>{name}</a></li>"
NAMES = (
    "Espresso Glass Candle",
    "Floral Lidded Candle",
    "Pasta Shaped Wax Candle",
    "Ceramic Boot Candle",
    "Orange Blossom Candle",
    "Pistachio Ceramic Candle",
    "Hibiscus Glass Candle",
    "Coffee Beans Candle",
    "Peony Blush Candle",
    "Caramel Cafe Candle",
)
STORY = (
    "Our candles are poured by hand in small batches from soy wax and cotton wicks, and each "
    "scent is blended by our perfumers over months of trials. "
)


def _page(item: str = TILE, count: int = 10, story: str = "", wrap: str = "div"):
    items = "".join(item.format(n=n, name=NAMES[n], price=20 + n) for n in range(count))
    html = (
        "<html><body><header><form class='search'><p id='helper'>"
        f"{HELPER}</p></form></header><main><h1>Decorative Candles</h1>{story}"
        f"<{wrap} class='grid'>{items}</{wrap}></main>"
        "<footer><p>Terms of use</p></footer></body></html>"
    )
    doc = load_document(html.encode(), url="https://shop.example/candles")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _probs(page, item_level: float = 0.02) -> np.ndarray:
    """The helper sentence and any story sure, the items at ``item_level``, the heading
    and footer far under them."""
    levels = []
    for block in page.text_blocks:
        if block.text == HELPER or block.text.startswith("Our candles"):
            levels.append(0.9)
        elif block.text in ("Terms of use", "Decorative Candles"):
            levels.append(0.001)
        else:
            levels.append(item_level)
    return np.array(levels)


def _kept(page, probs, params: AutoParams | None = None) -> set[str]:
    result = decide_page(page, probs, Options(), params or AutoParams())
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


@pytest.mark.parametrize("level", [0.005, 0.02, 0.06])
def test_the_dropped_grid_is_kept(level):
    page = _page()
    kept = _kept(page, _probs(page, level))
    assert set(NAMES) <= kept
    assert "$20.00" in kept and "$29.00" in kept
    assert "Terms of use" not in kept  # far under the tiles' level


def test_the_switch_off_keeps_the_helper_alone():
    page = _page()
    kept = _kept(page, _probs(page), AutoParams(lone_grids=False))
    assert kept == {HELPER}


def test_a_page_with_content_of_its_own_is_left():
    page = _page(story=f"<p>{STORY * 3}</p>")
    kept = _kept(page, _probs(page))
    assert not kept & set(NAMES)


def test_sidebar_widgets_are_no_grid():
    page = _page(WIDGET, count=6)
    kept = _kept(page, _probs(page))
    assert not kept & set(NAMES[:6])


def test_a_menu_of_links_is_no_grid():
    page = _page(MENU, wrap="ul")
    kept = _kept(page, _probs(page))
    assert not kept & set(NAMES)


def test_four_tiles_are_too_few():
    page = _page(count=4)
    kept = _kept(page, _probs(page))
    assert not kept & set(NAMES)


def test_one_heading_repeated_is_no_grid():
    page = _page(TILE.replace("{name}", "Add to cart"))
    kept = _kept(page, _probs(page))
    assert "Add to cart" not in kept


def test_keep_lone_grid_reads_the_kept_flags():
    page = _page()
    probs = _probs(page)
    blocks, groups = page.text_blocks, page.facts.repeats
    flags = [b.text == HELPER for b in blocks]
    found = keep_lone_grid(blocks, groups, probs, flags)
    assert {b.text for b in blocks if b.index in found} >= set(NAMES)
    much = [b.text == HELPER or b.text in NAMES[:4] for b in blocks]  # the model kept 4 of 10
    assert keep_lone_grid(blocks, groups, probs, much) == {}
