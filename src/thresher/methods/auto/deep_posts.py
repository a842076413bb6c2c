"""Posts whose text lies deeper under their box than the repeat walk climbs.

A forum engine wraps each post's text in cells and wrappers
(``li.post > div > div > div > div > div > blockquote``): its blocks then belong to no
repeat run, and the run of post boxes reads as user cards without prose, so no thread
rule sees a thread. :func:`with_deep_posts` gives such blocks to the run of the box they
lie in, when the run's items are dated as posts are, and measures the run again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from thresher._core import kernel
from thresher._core.modules import DECIDE, FACTS
from thresher.methods.auto.decided import tallies
from thresher.methods.auto.discussion import (
    MAX_LINK_DENSITY,
    MIN_BLOCKS_PER_POST,
    MIN_POSTS,
    has_date_or_time,
    items_parent,
    native_dated,
)
from thresher.methods.auto.headed_posts import item_places
from thresher.methods.auto.page_kind import RepeatGroup, with_items
from thresher.types import Block

MAX_POST_DEPTH = 16  # levels climbed from a block without a run to its post's box


def with_deep_posts(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup]
) -> Sequence[RepeatGroup]:
    """``groups`` (each text block's repeat group) with the blocks that belong to no run
    but lie inside an item of a run of boxes (:func:`box_run`: a post's text under its
    box's wrappers, in a run whose items are dated: :func:`dated_runs`) given to that
    run, and those runs' measures (sentence share, blocks
    per item, link density) taken again over their blocks; ``groups`` itself when no
    block moves."""
    runs = {ident for ident, group in by_ident.items() if box_run(group)}
    if not runs:  # most pages
        return groups
    runs = dated_runs(blocks, groups, by_ident, runs)
    if not runs:
        return groups
    found = list(groups)
    boxes, span = _run_boxes(blocks, groups, runs)
    moved: set[int] = set()
    stop = min(span[1] + MAX_AFTER_LAST, len(blocks))
    loose = [pos for pos in range(span[0], stop) if groups[pos].ident < 0]
    owners = list(boxes.values())
    for pos, at in zip(
        loose, _holders([blocks[p].element for p in loose], list(boxes)), strict=True
    ):
        if at >= 0:
            found[pos] = owners[at]
            moved.add(owners[at].ident)
    return _remeasured(blocks, found, moved) if moved else groups


MAX_AFTER_LAST = 40  # blocks after a run's last grouped block: the last post's deep text


def _holders(elements: Sequence[Any], boxes: Sequence[Any]) -> list[int]:
    """Each element's nearest box among its ancestors (:data:`MAX_POST_DEPTH` + 1
    levels up), as its place in ``boxes``; -1 for none or for None. The facts kernel's
    climb over libxml2's nodes when it is built, else :func:`_holders_reference`."""
    compiled = kernel(FACTS)
    found = None if compiled is None else compiled.holders(elements, boxes, MAX_POST_DEPTH)
    return found if found is not None else _holders_reference(elements, boxes)


def _holders_reference(elements: Sequence[Any], boxes: Sequence[Any]) -> list[int]:
    """:func:`_holders` in Python: the definition the kernel is held to."""
    place = {box: pos for pos, box in enumerate(boxes)}
    found = []
    for element in elements:
        at = -1
        if element is not None:
            for depth, ancestor in enumerate(element.iterancestors()):
                at = place.get(ancestor, -1)
                if at >= 0 or depth >= MAX_POST_DEPTH:
                    break
        found.append(at)
    return found


def box_run(group: RepeatGroup) -> bool:
    """True for a run that may be a thread's posts whatever its sentences: items of
    several blocks, few links."""
    return (
        group.ident >= 0
        and group.count >= MIN_POSTS
        and group.blocks_per_item >= MIN_BLOCKS_PER_POST
        and group.link_density <= MAX_LINK_DENSITY
    )


MIN_DATED_ITEMS = 0.5  # share of a run's items with a date or a time: a thread's posts


def dated_runs(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    by_ident: Mapping[int, RepeatGroup],
    runs: set[int],
    native: bool = False,
) -> set[int]:
    """The ``runs`` of which :data:`MIN_DATED_ITEMS` of the items (and :data:`MIN_POSTS`)
    hold a short line with a year or a time: posts, not a page's layout rows. With
    ``native``, a date in a script's own digits counts too (:func:`native_dated`)."""
    needed = {ident: max(MIN_POSTS, MIN_DATED_ITEMS * by_ident[ident].count) for ident in runs}
    dated: dict[int, set[int]] = {ident: set() for ident in runs}
    inside = [pos for pos, group in enumerate(groups) if group.ident in runs]  # one quick pass
    for pos in _dated_lines(blocks, inside):
        group = groups[pos]
        ident = group.ident
        if ident not in needed:
            continue
        items = dated[ident]
        items.add(group.item)
        if len(items) >= needed[ident]:  # dated enough
            del needed[ident]
            if not needed:
                break
    if native and needed:
        _natively_dated(blocks, groups, inside, needed, dated)
    return {ident for ident in runs if ident not in needed}


def _natively_dated(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    inside: list[int],
    needed: dict[int, float],
    dated: dict[int, set[int]],
) -> None:
    """:func:`dated_runs`' items dated in a script's own digits, added to ``dated`` (its
    runs dated enough taken off ``needed``)."""
    for pos in inside:
        text = blocks[pos].text
        if text.isascii() or len(text) > MAX_DATE_LINE or not native_dated(text):
            continue
        group = groups[pos]
        ident = group.ident
        if ident in needed:
            items = dated[ident]
            items.add(group.item)
            if len(items) >= needed[ident]:
                del needed[ident]
                if not needed:
                    return


def _dated_lines(blocks: Sequence[Block], positions: list[int]) -> list[int]:
    """The ``positions`` whose block is a short line with a year or a time: the decisions
    kernel's test when it is built, else :func:`_dated_lines_reference`."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.dated_lines(blocks, positions, MAX_DATE_LINE, has_date_or_time)
    return _dated_lines_reference(blocks, positions)


def _dated_lines_reference(blocks: Sequence[Block], positions: list[int]) -> list[int]:
    """:func:`_dated_lines` in Python: the definition the kernel is held to."""
    return [
        pos
        for pos in positions
        if len(blocks[pos].text) <= MAX_DATE_LINE and has_date_or_time(blocks[pos].text)
    ]


MAX_DATE_LINE = 120  # characters: a post's date line, not prose that names a year


def _run_boxes(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], runs: set[int]
) -> tuple[dict[Any, RepeatGroup], tuple[int, int]]:
    """Each item element of the ``runs``, with the group of one of its blocks, and the
    positions of the runs' first and last blocks."""
    firsts: dict[tuple[int, int], tuple[Block, RepeatGroup]] = {}
    first = last = -1
    for pos, (block, group) in enumerate(zip(blocks, groups, strict=True)):
        if group.ident in runs:
            firsts.setdefault((group.ident, group.item), (block, group))
            first = pos if first < 0 else first
            last = pos
    by_run: dict[int, list[tuple[Block, RepeatGroup]]] = {}
    for (ident, _), member in firsts.items():
        by_run.setdefault(ident, []).append(member)
    boxes: dict[Any, RepeatGroup] = {}
    for members in by_run.values():
        parent, tag = items_parent([block for block, _ in members])
        if parent is None:
            continue
        siblings = [child for child in parent if child.tag == tag]
        places = item_places(parent, tag, [block.element for block, _ in members])
        for place, (_, group) in zip(places, members, strict=True):
            if place >= 0:
                boxes.setdefault(siblings[place], group)
    return boxes, (first, last + 1)


def _remeasured(
    blocks: Sequence[Block], groups: list[RepeatGroup], idents: set[int]
) -> list[RepeatGroup]:
    """``groups`` with the sentence share, blocks per item and link density of the runs
    ``idents`` taken over the blocks that now hold their ident (each item's group made
    once)."""
    number = {ident: key for key, ident in enumerate(idents)}
    keys = [number.get(group.ident, -1) for group in groups]
    firsts: dict[int, RepeatGroup] = {}  # each run's first group and its items, in order
    items: dict[int, dict[int, None]] = {key: {} for key in number.values()}
    for group, key in zip(groups, keys, strict=True):
        if key >= 0:
            firsts.setdefault(key, group)
            items[key][group.item] = None
    sums = tallies(blocks, keys, len(number))
    placed: dict[int, dict[int, RepeatGroup]] = {}
    for key, first in firsts.items():
        n, sentences, chars, links = sums[key]
        group = replace(
            first,
            sentence_share=sentences / n,
            blocks_per_item=n / first.count,
            link_density=links / chars if chars else 0.0,
        )
        placed[key] = dict(zip(items[key], with_items(group, items[key]), strict=True))
    return [
        group if key < 0 else placed[key][group.item]
        for group, key in zip(groups, keys, strict=True)
    ]
