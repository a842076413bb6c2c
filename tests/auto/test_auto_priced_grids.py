"""A grid of priced tiles, a linked name and a price each and no heading, on a page that
kept almost nothing else is kept (``lone_priced_grids``, with ``lone_grids``).

A shop's category page of three engines' tile markup (Salesforce Commerce's SFRA
``pdp-link`` and ``price``, VTEX's product summary, Shopware's ``product-name`` and
``product-price``): a search overlay's "no results" sentences the model is sure of, the
category's name, and six tiles the model dropped. No model needed: the probabilities are
set by hand, as in :mod:`tests.auto.test_auto_lone_grids`.
"""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

SURE = (
    "We're sorry, we did not find results for your search term.",
    "Modify your search query or view our new arrivals and best sellers for more ideas.",
    "Sign in to get free shipping on every order.",
)
NAMES = (
    "Roc Loc LED Light",
    "Mountain Helmet Vent Light",
    "Register Helmet Vent Light",
    "Caden Helmet Vent Light",
    "Scamp Helmet Vent Light",
    "Sport Recreational Vent Light",
)
TILES = {
    "sfra": (
        "<div class='product-tile'><div class='tile-body'><div class='pdp-link'><a"
        " class='link' href='/p{n}.html'>{name}</a></div><div class='price'><span"
        " class='sales'><span class='value'>${price}.95</span></span></div></div></div>"
    ),
    "vtex": (
        "<section class='vtex-product-summary-2-x-container'><a href='/p{n}/p'><span"
        " class='vtex-product-summary-2-x-productBrand'>{name}</span></a><div"
        " class='vtex-product-price-1-x-sellingPrice'>R$ {price},90</div></section>"
    ),
    "shopware": (
        "<div class='card product-box'><div class='product-info'><a class='product-name'"
        " href='/detail/{n}'>{name}</a><div class='product-price-info'><span"
        " class='product-price'>{price},95 €*</span></div></div></div>"
    ),
}
# A run of linked names without a price: a menu, no grid.
MENU = (
    "<div class='nav-item'><a href='/m{n}'>{name}</a><span class='count'>{price} items</span></div>"
)


def _page(tile: str):
    items = "".join(tile.format(n=n, name=NAMES[n], price=20 + n) for n in range(len(NAMES)))
    sure = "".join(f"<p>{text}</p>" for text in SURE)
    html = (
        f"<html><body><header><div class='search-modal'>{sure}</div></header><main><h1>"
        f"Lights</h1><div class='product-grid'>{items}</div></main>"
        "<footer><p>Terms of use</p></footer></body></html>"
    )
    doc = load_document(html.encode(), url="https://shop.example/lights")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _kept(page, params: AutoParams) -> set[str]:
    probs = np.array(
        [
            0.9 if b.text in SURE else 0.001 if b.text in ("Terms of use", "Lights") else 0.1
            for b in page.text_blocks
        ]
    )
    result = decide_page(page, probs, Options(), params)
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def test_priced_tiles_of_three_engines_are_kept_and_a_menu_is_not() -> None:
    for engine, tile in TILES.items():
        page = _page(tile)
        kept = _kept(page, AutoParams())
        assert set(NAMES) <= kept, engine
        assert sum(1 for text in kept if any(c.isdigit() for c in text)) >= 6, engine
        assert "Terms of use" not in kept
        off = _kept(page, AutoParams(lone_priced_grids=False))
        assert not off & set(NAMES), engine
    assert not _kept(_page(MENU), AutoParams()) & set(NAMES)
