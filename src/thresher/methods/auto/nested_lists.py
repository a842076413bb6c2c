"""The nested items of a list of links whose first level the model kept: a table of contents.

A documentation index page is a tree of links: each chapter an item, its sections a list
nested in the item ("1. Introduction" over "1.1. Alternate Implementations", "1.2.
Notation"). The block model keeps most of the chapters and drops the sections below
them, short linked lines that look like a menu's. A list that nests lists in its items,
whose first-level items are mostly links (:data:`~thresher.methods.auto.decided.LINK_HEAVY`)
and kept in good part (:data:`MIN_KEPT` of them, :data:`MIN_TOP` items or more), keeps its
dropped link items at every level, unless the model ruled an item out
(:data:`MIN_PROBABILITY`). A site's menu with submenus is dropped at its first level,
so it keeps nothing here. Nothing here names a site or a documentation engine; chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.decided import LINK_HEAVY, is_dropped
from thresher.types import Block, Decision, Label

MIN_TOP = 3  # first-level items: a tree, not an item with a sublist
MIN_KEPT = 0.5  # the share of the first-level items the model kept
MIN_PROBABILITY = 0.1  # an item below this stays dropped
_LISTS = frozenset(("ul", "ol"))
_REASON = "nested item of a list of links the model kept (p={p:.2f})"


def keep_nested_lists(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped link items of each list of lists whose first level the model kept in good
    part (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag under ``decisions``).

    ``decisions`` is read only; the changed decisions are returned.
    """
    found: dict[int, Decision] = {}
    for start, end in _trees(blocks):
        if _first_level_kept(blocks, flags, start, end):
            for pos in range(start, end):
                block, p = blocks[pos], probs[pos]
                linked = block.features.link_density > LINK_HEAVY
                if linked and p >= MIN_PROBABILITY and is_dropped(decisions, block):
                    reason = _REASON.format(p=float(p))
                    found[block.index] = Decision(block.index, Label.CONTENT, reason)
    return found


def _trees(blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans (start, end) of consecutive list items (each the item's own text, not a box's
    line inside it) under one outermost list that holds a nested list."""
    spans: list[tuple[int, int]] = []
    start, root, nested = -1, "", False
    for pos, block in enumerate(blocks):
        kinds = block.context.list_kinds
        item = kinds and _is_item(block.path)
        here = _root(block.path) if item else ""
        if here != root or not item:
            if nested:
                spans.append((start, pos))
            start, root, nested = pos, here, False
        nested = nested or len(kinds) > 1
    if nested:
        spans.append((start, len(blocks)))
    return spans


def _is_item(path: str) -> bool:
    """True when the block is a list item's own text (not a box's line inside the item)."""
    last = path.rsplit("/", 1)[-1]
    return last == "li" or last.startswith(("li.", "li#"))


def _root(path: str) -> str:
    """The path of the outermost list element in a block's path."""
    parts = path.split("/")
    for i, part in enumerate(parts):
        if part.split(".", 1)[0].split("#", 1)[0] in _LISTS:
            return "/".join(parts[: i + 1])
    return path


def _first_level_kept(blocks: Sequence[Block], flags: Sequence[bool], start: int, end: int) -> bool:
    """True when the span's first-level items are enough, mostly links, and mostly kept."""
    top = [pos for pos in range(start, end) if len(blocks[pos].context.list_kinds) == 1]
    if len(top) < MIN_TOP:
        return False
    linked = sum(blocks[pos].features.link_density > LINK_HEAVY for pos in top)
    kept = sum(flags[pos] for pos in top)
    return linked * 2 > len(top) and kept >= MIN_KEPT * len(top)
