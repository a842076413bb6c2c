"""A site search's overlay: its heading, suggestions and empty state.

A shop's or a site's header writes its search box as an overlay a script opens (Shopify's
``search-modal`` and ``predictive-search``, Magento's ``search-autocomplete``, a theme's
``search-overlay``, ``search-popup`` or ``search-drawer``): a "Search" heading, popular
searches, and an empty state for no match ("We're sorry, we did not find results for your
search term."), all in the markup of every page. On a listing page the block model reads
those short lines beside the grid's and keeps some. A kept block inside an element (or one
of its :data:`MAX_DEPTH` nearest ancestors) one of whose class words names such an
overlay (:data:`OVERLAY`: the engines' words, no site's) is dropped when the page keeps
:data:`MIN_REST` characters besides. A page none of whose class values holds an
overlay's word (:data:`_PARTS`) is passed over at once. A results page's own results
(``search-results``, ``search-result``) are no overlay.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thresher.html.dom_index import classes_hold
from thresher.html.nodes import marked_ancestor
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Document, Label

# A class word that names a search overlay: "search-modal", "search__overlay",
# "search-popup-inner", "predictive-search", "search-autocomplete".
OVERLAY = LazyPattern(
    r"^(?:search(?:-|__)(?:modal|overlay|popup|drawer|flyout|autocomplete)"
    r"|predictive-search)(?:$|[-_])"
)
# The overlay words as a page's class values hold them: a page with none is passed over.
_PARTS = (
    b"search-modal",
    b"search__modal",
    b"search-overlay",
    b"search__overlay",
    b"search-popup",
    b"search__popup",
    b"search-drawer",
    b"search__drawer",
    b"search-flyout",
    b"search__flyout",
    b"search-autocomplete",
    b"search__autocomplete",
    b"predictive-search",
)
MAX_DEPTH = 14  # ancestors read (an overlay's empty state sits deep in its form)
MIN_REST = 80  # characters kept besides: the page says something else (a grid of names)
_REASON = "in a site search's overlay (p={p:.2f})"


def drop_search_overlays(
    doc: Document, blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks inside a search overlay dropped (``doc``: the page; ``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: each block's kept flag), when
    the page keeps :data:`MIN_REST` characters besides; else none."""
    if not classes_hold(doc, _PARTS):
        return {}
    memo: dict[Any, bool] = {}
    found = [
        pos
        for pos, block in enumerate(blocks)
        if flags[pos]
        and block.element is not None
        and marked_ancestor(block.element, MAX_DEPTH, memo, _names_overlay) is not None
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def _names_overlay(element: Any) -> bool:
    """True when one of the element's class words names a search overlay."""
    classes = (element.get("class") or "").lower()
    return "search" in classes and any(OVERLAY.match(word) for word in classes.split())
