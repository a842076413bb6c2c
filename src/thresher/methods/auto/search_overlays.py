"""A site search's overlay: its heading, suggestions and empty state.

A shop's or a site's header writes its search box as an overlay a script opens (Shopify's
``search-modal`` and ``predictive-search``, Magento's ``search-autocomplete``, a theme's
``search-overlay``, ``search-popup`` or ``search-drawer``): a "Search" heading, popular
searches, and an empty state for no match ("We're sorry, we did not find results for your
search term."), all in the markup of every page. On a listing page the block model reads
those short lines beside the grid's and keeps some. A kept block inside an element (or one
of its :data:`MAX_DEPTH` nearest ancestors) one of whose class words names such an
overlay (:data:`OVERLAY`: the engines' words, no site's) is dropped when the page keeps
:data:`MIN_REST` characters besides. Only the kept blocks whose path holds the word
"search" are walked. A results page's own results (``search-results``,
``search-result``) are no overlay.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import attrgetter
from typing import Any

from thresher.html.nodes import marked_ancestor
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

# A class word that names a search overlay: "search-modal", "search__overlay",
# "search-popup-inner", "predictive-search", "search-autocomplete".
OVERLAY = LazyPattern(
    r"^(?:search(?:-|__)(?:modal|overlay|popup|drawer|flyout|autocomplete)"
    r"|predictive-search)(?:$|[-_])"
)
_WORD = "search"  # in the path of a block inside an overlay (its steps name the boxes)
_SEP = "\n"  # between the kept blocks' paths, searched at once (no path holds it)
_PATH = attrgetter("path")
MAX_DEPTH = 14  # ancestors read (an overlay's empty state sits deep in its form)
MIN_REST = 80  # characters kept besides: the page says something else (a grid of names)
_REASON = "in a site search's overlay (p={p:.2f})"


def drop_search_overlays(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks inside a search overlay dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag), when the page keeps
    :data:`MIN_REST` characters besides; else none. Only the kept blocks whose path holds
    the word "search" are walked (a path names each element by its id, else by its first
    class: ``div.search-modal``, ``div#search_autocomplete``); most pages hold few."""
    if _WORD not in _SEP.join(map(_PATH, compress(blocks, flags))):  # most pages: one search
        return {}
    named = [pos for pos in compress(range(len(blocks)), flags) if _WORD in blocks[pos].path]
    memo: dict[Any, bool] = {}
    found = [
        pos
        for pos in named
        if marked_ancestor(blocks[pos].element, MAX_DEPTH, memo, _names_overlay) is not None
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def _names_overlay(element: Any) -> bool:
    """True when one of the element's class words names a search overlay."""
    classes = (element.get("class") or "").lower()
    return "search" in classes and any(OVERLAY.match(word) for word in classes.split())
