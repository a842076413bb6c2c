"""The titles of a grid's cards the model dropped where it kept most of their like.

A shop's collection, a blog's archive or a directory sets its items out as cards, each
headed by the item's name in a heading of one shape (Shopify's Dawn writes
``h3.card__heading`` in every card). The block model, which reads each block alone,
keeps most of the names and drops a few near its threshold (a short name, a name with
a figure in it); the listing rules, which group the cards by their element paths, miss
them where the engine numbers each card's heading in its id
(``h3#title-template--1234__product-grid-56``). Here the linked headings of one shape
(their paths, digits left out; a card's title links its item, a story's section
heading does not) are a grid when there are :data:`MIN_CARDS` of them or more;
when the model kept :data:`MIN_KEPT_SHARE` of them, the dropped ones at
:data:`MIN_PROBABILITY` or more are kept: one item's name is content where its
neighbours' are. Nothing here names a site.

Where the model kept none of a grid's titles but kept their cards' other fields (a
WooCommerce grid's short names beside kept texts), the titles a shop engine's template
declares by class (:data:`CARD_TITLE_CLASSES`, engines' classes, no site's) come back
beside their kept fields (:func:`keep_declared_titles`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import path_shape
from thresher.types import Block, Decision, Label

MIN_CARDS = 4  # headings of one shape: a grid, not a pair of sections
MIN_KEPT_SHARE = 0.3  # of the grid's headings the model kept (a Chinese collection: 2 of 6)
MIN_PROBABILITY = 0.1  # a heading the model ruled out more surely stays dropped
MAX_CHARS = 150  # a card's title: a name, not a section's long heading
MIN_LINK_SHARE = 0.5  # of the title's text in its link: a card's title links its item
_HEADING = FEATURE_NAMES.index("heading_level")  # the feature matrix's columns read first
_LINKS = FEATURE_NAMES.index("link_density")
_SLACK = 1e-6  # the matrix's link density, a float32 perhaps, read with this much room
_REASON = "title of a card whose like titles the model kept (p={p:.2f})"


def keep_grid_titles(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped titles of a grid's cards, kept when the model kept most of the grid's
    (``blocks``: the text blocks; ``features``: their feature matrix, a row each, whose
    heading and link columns pick the candidates in one array test; ``probs``: their
    probabilities; ``flags``: each block's kept flag)."""
    if not len(blocks):
        return {}
    linked = (features[:, _HEADING] > 0) & (features[:, _LINKS] >= MIN_LINK_SHARE - _SLACK)
    candidates = linked.nonzero()[0].tolist()
    if len(candidates) < MIN_CARDS:
        return {}
    shapes: dict[str, list[int]] = {}
    for pos in candidates:
        block = blocks[pos]
        if len(block.text) <= MAX_CHARS:
            shapes.setdefault(path_shape(block.path), []).append(pos)
    found: dict[int, Decision] = {}
    for grid in shapes.values():
        if len(grid) < MIN_CARDS:
            continue
        kept = sum(1 for pos in grid if flags[pos])
        if kept == len(grid) or kept < MIN_KEPT_SHARE * len(grid):
            continue
        for pos in grid:
            if not flags[pos] and probs[pos] >= MIN_PROBABILITY:
                index = blocks[pos].index
                found[index] = Decision(index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


# The classes shop engines' templates give a product card's title in a listing:
# WooCommerce (every theme's loop and its blocks), Magento's Luma, PrestaShop's Classic,
# Shopware 6, Shopify's themes (Dawn's ``card__heading`` is left to ``grid_titles``). An
# element with a class that ends in one of these (a theme's or a script's prefix allowed:
# ``js-product-title``; a CSS module's hashed ``styles_product-title__J7dfX`` is an
# article's own widget) is a card's title.
CARD_TITLE_CLASSES = (
    "woocommerce-loop-product__title",
    "wc-block-components-product-name",
    "product-item-name",
    "product-title",
    "product-name",
    "product-card__title",
)
MIN_DECLARED_CARDS = 3  # declared titles on the page: a grid, not one teaser
MAX_GAP = 2  # blocks read before and after a title for its card's kept field
MIN_KEPT_CARDS = 0.5  # of the declared titles with a kept field beside: the grid is kept


def keep_declared_titles(
    blocks: Sequence[Block],
    headings: Sequence[int],
    probs: Sequence[float],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped headings a shop engine's template declares a card's title
    (:data:`CARD_TITLE_CLASSES`), kept where the model kept a field of their card (a
    block within :data:`MAX_GAP` of the title: its text, its category line, its price),
    on a page that holds :data:`MIN_DECLARED_CARDS` such titles or more,
    :data:`MIN_KEPT_CARDS` of them beside a kept field. The model drops a
    WooCommerce grid's ``h3`` titles (a short name alone) and keeps each card's text;
    a sidebar's product widget, all of it dropped, stays dropped. ``headings``: the
    positions of the heading blocks; ``blocks``, ``probs``, ``flags`` as for
    :func:`keep_grid_titles`."""
    if len(headings) < MIN_DECLARED_CARDS:
        return {}
    gap = MAX_GAP  # a dropped heading beside a kept block: one slice of the flags each
    loose = [
        pos
        for pos in headings
        if not flags[pos] and True in flags[pos - gap if pos > gap else 0 : pos + gap + 1]
    ]
    if not any(_declared_title(blocks[pos]) for pos in loose):  # most pages: no class read
        return {}
    declared = [pos for pos in headings if _declared_title(blocks[pos])]
    if len(declared) < MIN_DECLARED_CARDS:
        return {}
    titles = set(declared)
    beside = [pos for pos in declared if flags[pos] or _kept_near(pos, flags, titles)]
    if len(beside) < MIN_KEPT_CARDS * len(declared):  # a widget the model dropped
        return {}
    found: dict[int, Decision] = {}
    for pos in beside:
        if not flags[pos] and len(blocks[pos].text) <= MAX_CHARS:
            index = blocks[pos].index
            found[index] = Decision(index, Label.CONTENT, _CARD_REASON.format(p=probs[pos]))
    return found


def _kept_near(pos: int, flags: Sequence[bool], titles: set[int]) -> bool:
    """Whether a block within :data:`MAX_GAP` of ``pos``, no title, is kept."""
    near = range(max(0, pos - MAX_GAP), min(len(flags), pos + MAX_GAP + 1))
    return any(flags[at] for at in near if at not in titles)


def _declared_title(block: Block) -> bool:
    """True when ``block``'s element or its parent has a class ending in one of
    :data:`CARD_TITLE_CLASSES`."""
    element = block.element
    for node in (element, element.getparent() if element is not None else None):
        if node is None:
            continue
        names = node.get("class")
        if names and any(name.endswith(CARD_TITLE_CLASSES) for name in names.split()):
            return True
    return False


_CARD_REASON = "a shop card's declared title beside its kept fields (p={p:.2f})"
