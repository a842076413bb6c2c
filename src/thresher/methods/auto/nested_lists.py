"""The nested items of a list of links whose first level the model kept: a table of contents.

A documentation index page is a tree of links: each chapter an item, its sections a list
nested in the item ("1. Introduction" over "1.1. Alternate Implementations", "1.2.
Notation"). The block model keeps most of the chapters and drops the sections below
them, short linked lines that look like a menu's. A list that nests lists in its items,
whose first-level items are mostly links (:data:`~thresher.methods.auto.decided.LINK_HEAVY`)
and kept in good part (:data:`MIN_KEPT` of them, :data:`MIN_TOP` items or more), keeps its
dropped link items at every level, unless the model ruled an item out
(:data:`MIN_PROBABILITY`). A site's menu with submenus is dropped at its first level,
so it keeps nothing here. With ``deep``, a tree whose deeper items the model kept
and whose first level it dropped (a chapter's "Contents" box: the page's title over its
sections over their questions, the questions kept) is completed as well: a tree of
:data:`MIN_DEEP_ITEMS` items or more, mostly links, of which the model kept
:data:`MIN_KEPT` or more at any level, each item's text a paragraph of its own
(``li/p``: a loose list, as docutils writes a "contents" box; a site's menu of
submenus writes its links right in the items). Nothing here names a site or a
documentation engine; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import LINK_HEAVY, is_dropped
from thresher.types import Block, Decision, Label

MIN_TOP = 3  # first-level items: a tree, not an item with a sublist
MIN_KEPT = 0.5  # the share of the first-level items the model kept
MIN_PROBABILITY = 0.1  # an item below this stays dropped
MIN_DEEP_ITEMS = 6  # items of a tree completed from its deeper levels
_FIRST_LIST = re.compile(r"(?:^|/)[uo]l(?=[.#/]|$)")  # the outermost list's step in a path
_LIST_DEPTH = FEATURE_NAMES.index("list_depth")  # the enclosing lists: the matrix's column
_LINKS = FEATURE_NAMES.index("link_density")
_REASON = "nested item of a list of links the model kept (p={p:.2f})"


def keep_nested_lists(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
    deep: bool = False,
) -> dict[int, Decision]:
    """The dropped link items of each list of lists whose first level the model kept in good
    part (``blocks``: the text blocks; ``features``: their feature matrix, a row each;
    ``probs``: their probabilities; ``flags``: each block's kept flag under ``decisions``;
    ``deep``: also a tree whose items the model kept in good part at any level).

    ``decisions`` is read only; the changed decisions are returned.
    """
    found: dict[int, Decision] = {}
    depth = features[:, _LIST_DEPTH]
    if not (depth > 1).any():  # most pages
        return found
    kept = np.frombuffer(bytes(flags), dtype=np.bool_)
    for first, last in _nesting_runs(features, depth, kept):
        for start, end in _trees(blocks, first, last):
            if _first_level_kept(blocks, flags, start, end):
                found.update(_dropped_links(blocks, probs, decisions, start, end))
    if deep:
        for first, last in _deep_runs(features, depth, kept):
            for start, end in _trees(blocks, first, last, paragraphs=True):
                if _mostly_kept(blocks, flags, start, end):
                    found.update(_dropped_links(blocks, probs, decisions, start, end))
    return found


def _deep_runs(features: np.ndarray, depth: np.ndarray, kept: np.ndarray) -> list[tuple[int, int]]:
    """The spans (first, last + 1) of consecutive blocks in lists that hold a nested list's
    block kept, :data:`MIN_DEEP_ITEMS` blocks or more, mostly links, and :data:`MIN_KEPT`
    of them kept (``depth``: each block's list depth; ``kept``: its flag)."""
    kept_deep = kept & (depth > 1)
    if kept_deep.sum() < MIN_DEEP_ITEMS * MIN_KEPT:
        return []
    listed = (depth > 0).nonzero()[0]
    starts = (np.diff(listed, prepend=-2) != 1).nonzero()[0]
    linked = features[listed, _LINKS] > LINK_HEAVY
    deep, kept_all, links = np.add.reduceat(
        np.stack((kept_deep[listed], kept[listed], linked)).astype(np.int32), starts, axis=1
    )
    sizes = np.diff([*starts.tolist(), len(listed)])
    good = (deep > 0) & (sizes >= MIN_DEEP_ITEMS) & (kept_all >= MIN_KEPT * sizes)
    good &= links * 2 > sizes
    ends = [*starts[1:].tolist(), len(listed)]
    return [(int(listed[starts[g]]), int(listed[ends[g] - 1]) + 1) for g in good.nonzero()[0]]


def _mostly_kept(blocks: Sequence[Block], flags: Sequence[bool], start: int, end: int) -> bool:
    """True when the span holds enough items, mostly links and mostly kept."""
    count = end - start
    if count < MIN_DEEP_ITEMS:
        return False
    linked = sum(blocks[pos].features.link_density > LINK_HEAVY for pos in range(start, end))
    kept = sum(flags[start:end])
    return linked * 2 > count and kept >= MIN_KEPT * count


def _nesting_runs(
    features: np.ndarray, depth: np.ndarray, kept: np.ndarray
) -> list[tuple[int, int]]:
    """The spans (first, last + 1) of consecutive blocks in lists that hold a block in a
    nested list and enough first-level blocks, mostly links and kept, for a tree: found on
    the feature matrix, without a loop over the page's blocks (a menu with submenus the
    model dropped is passed over; ``depth``: each block's list depth, ``kept``: its flag)."""
    kept_top = kept & (depth == 1)
    if kept_top.sum() < MIN_TOP * MIN_KEPT:  # a page whose menus the model dropped
        return []
    listed = (depth > 0).nonzero()[0]
    starts = (np.diff(listed, prepend=-2) != 1).nonzero()[0]  # where each run begins
    levels = depth[listed]
    top = levels == 1
    counts = np.add.reduceat(
        np.stack(
            (levels > 1, top, kept_top[listed], top & (features[listed, _LINKS] > LINK_HEAVY))
        ).astype(np.int32),
        starts,
        axis=1,
    )
    nested, tops, kept, linked = counts
    good = (nested > 0) & (tops >= MIN_TOP) & (kept >= MIN_KEPT * tops) & (linked * 2 > tops)
    ends = [*starts[1:].tolist(), len(listed)]
    return [(int(listed[starts[g]]), int(listed[ends[g] - 1]) + 1) for g in good.nonzero()[0]]


def _dropped_links(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    start: int,
    end: int,
) -> dict[int, Decision]:
    """The dropped link items from ``start`` to ``end`` the model did not rule out."""
    found: dict[int, Decision] = {}
    for pos in range(start, end):
        block, p = blocks[pos], probs[pos]
        linked = block.features.link_density > LINK_HEAVY
        if linked and p >= MIN_PROBABILITY and is_dropped(decisions, block):
            found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=float(p)))
    return found


def _trees(
    blocks: Sequence[Block], first: int, last: int, paragraphs: bool = False
) -> list[tuple[int, int]]:
    """The spans (start, end) of consecutive list items (each the item's own text, not a box's
    line inside it; with ``paragraphs``, its own paragraph instead) under one outermost list
    that holds a nested list, from ``first`` to ``last``."""
    spans: list[tuple[int, int]] = []
    start, root, nested = first, "", False
    for pos in range(first, last):
        block = blocks[pos]
        item = _is_item_paragraph(block.path) if paragraphs else _is_item(block.path)
        here = _root(block.path) if item else ""
        if here != root or not here:
            if nested:
                spans.append((start, pos))
            start, root, nested = pos, here, False
        nested = nested or (bool(here) and len(block.context.list_kinds) > 1)
    if nested:
        spans.append((start, last))
    return spans


def _is_item(path: str) -> bool:
    """True when the block is a list item's own text (not a box's line inside the item)."""
    last = path.rsplit("/", 1)[-1]
    return last == "li" or last.startswith(("li.", "li#"))


def _is_item_paragraph(path: str) -> bool:
    """True when the block is a paragraph right inside a list item (``li/p``)."""
    head, _, last = path.rpartition("/")
    if last != "p" and not last.startswith(("p.", "p#")):
        return False
    return _is_item(head)


def _root(path: str) -> str:
    """The path of the outermost list element in a block's path."""
    found = _FIRST_LIST.search(path)
    return path[: found.end()] if found else path


def _first_level_kept(blocks: Sequence[Block], flags: Sequence[bool], start: int, end: int) -> bool:
    """True when the span's first-level items are enough, mostly links, and mostly kept."""
    top = [pos for pos in range(start, end) if len(blocks[pos].context.list_kinds) == 1]
    if len(top) < MIN_TOP:
        return False
    linked = sum(blocks[pos].features.link_density > LINK_HEAVY for pos in top)
    kept = sum(flags[pos] for pos in top)
    return linked * 2 > len(top) and kept >= MIN_KEPT * len(top)
