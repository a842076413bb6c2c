"""Runs of teasers beside the article: a side column's "recent posts", a "related" box.

A news page or a blog sets other stories' teasers (a linked headline over a line of
summary, a date, a count) in runs of like boxes in its side column or under the story.
The block model, which reads each block alone, keeps a summary's sentence as it keeps
the article's, and the page's expected-F1 threshold or the listing completion let the
rest of the run in. On a page whose article the model is sure of, inside the page's
main container (the element whose sentence blocks hold the most text,
:attr:`~thresher.methods.auto.signals.PageFacts.best_container`), such a run lies
outside that container, holds about three blocks an item (a headline, a summary, a
date) with a link-heavy block in nearly every item, and its kept text weighs less than
the article's: its kept blocks the model is not sure of are dropped.

A listing's cards, a forum's posts or a documentation page's entries are runs too;
there the run is, or lies inside, the main container, or its list holds the container
too (a thread's replies beside the opening post), or the article outside it is not
sure (a landing page's intro over its cards), or the run outweighs the text kept in the
container. A run that holds the page's headline (an ``h1``, or the block that matches
the title) is the article's own header; a run of FAQ entries (a question and an answer,
two blocks an item) or of cards linked whole is no teaser run. Nothing here names a
site; chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import compress

import numpy as np

from thresher.methods.auto.decided import LINK_HEAVY, Inside, groups_by_ident, kept_flags
from thresher.methods.auto.listing import positions_in
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Label

MIN_ITEMS = 3  # teasers in the run
MIN_BLOCKS_PER_ITEM = 2.5  # a headline, a summary, a date (paragraphs: one each; FAQ: two)
MIN_LINKS = 0.1  # the run's link density: teasers link to their stories
MAX_LINKS = 0.9  # ... under this: a summary that is no link (a card linked whole: a CTA)
MIN_LINKED_ITEMS = 0.8  # share of the items holding a link-heavy block (the headline)
MIN_TOP_PROBABILITY = 0.3  # the model itself kept a block of the run at this level
MAX_PROBABILITY = 0.9  # a kept block the model is this sure of stays
SURE_PROBABILITY = 0.8  # a sentence block at this level is text the model is sure of
MIN_MAIN_SURE = 600  # characters of sure text inside the main container
MIN_MAIN_SURE_SHARE = 0.7  # ... and this share of the page's sure text
MIN_MAIN_OVER_RUN = 1.0  # text kept inside the main container over the run's kept text
_REASON = "teaser of a run beside the article's container (p={p:.2f})"


def drop_teaser_runs(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    main: object,
    title: int = -1,
    flags: Sequence[bool] | None = None,
    by_ident: Mapping[int, RepeatGroup] | None = None,
) -> dict[int, Decision]:
    """The kept blocks of each teaser run beside the page's main container ``main``,
    dropped (``groups``: each text block's repeat group; ``probs``: its probability;
    ``title``: the position of the block that matches the page's title, -1 when none;
    ``flags``: each block's :func:`kept_flags` under ``decisions``, and ``by_ident``:
    :func:`groups_by_ident` of ``groups``, when the caller has them).

    ``decisions`` is read only; the changed decisions are returned.
    """
    if main is None:
        return {}
    runs = _shaped_runs(groups, by_ident)
    if not runs:
        return {}
    p = probs.tolist()
    kept = kept_flags(decisions, blocks) if flags is None else flags
    runs = {
        ident: run
        for ident, run in runs.items()
        if any(kept[pos] and p[pos] >= MIN_TOP_PROBABILITY for pos in run)
        and not _holds_headline(blocks, run, title)
    }
    inside = Inside(main)
    if not runs or not _sure_article(blocks, probs, inside):  # cheap tests first
        return {}
    outside = [
        run
        for run in runs.values()
        if not any(inside(blocks[pos]) for pos in run)
        and not _list_holds(blocks, groups, run, main)
    ]
    if not outside:
        return {}
    kept_blocks = compress(blocks, kept)
    main_kept = sum(len(block.text) for block in kept_blocks if inside(block))
    changed: dict[int, Decision] = {}
    for run in outside:
        run_kept = sum(len(blocks[pos].text) for pos in run if kept[pos])
        if main_kept < MIN_MAIN_OVER_RUN * run_kept or not _linked_items(blocks, groups, run):
            continue
        for pos in run:
            if kept[pos] and p[pos] < MAX_PROBABILITY:
                index = blocks[pos].index
                changed[index] = Decision(index, Label.BOILERPLATE, _REASON.format(p=p[pos]))
    return changed


def _shaped_runs(
    groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup] | None = None
) -> dict[int, list[int]]:
    """The positions of each teaser-shaped run's blocks, by the run's ident (the idents
    read in one C-level pass, when a run is: most pages have none; ``by_ident`` as in
    :func:`drop_teaser_runs`)."""
    by_ident = groups_by_ident(groups) if by_ident is None else by_ident
    shaped = {ident for ident, group in by_ident.items() if _teaser_shaped(group)}
    runs: dict[int, list[int]] = {}
    if shaped:
        for pos in positions_in(groups, shaped):
            runs.setdefault(groups[pos].ident, []).append(pos)
    return runs


def _teaser_shaped(group: RepeatGroup) -> bool:
    return (
        group.ident >= 0
        and group.count >= MIN_ITEMS
        and group.blocks_per_item >= MIN_BLOCKS_PER_ITEM
        and MIN_LINKS <= group.link_density < MAX_LINKS
    )


def _holds_headline(blocks: Sequence[Block], run: list[int], title: int) -> bool:
    return title in run or any(blocks[pos].tag == "h1" for pos in run)


def _list_holds(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], run: list[int], main: object
) -> bool:
    """True when the element holding the run's items holds ``main`` too: a thread's
    replies beside its opening post, boxes one of which holds the article."""
    first = blocks[run[0]].element
    other = next((pos for pos in run if groups[pos].item != groups[run[0]].item), None)
    if first is None or other is None or blocks[other].element is None:
        return False
    ancestors = set()
    node = first
    while node is not None:
        ancestors.add(node)
        node = node.getparent()
    node = blocks[other].element
    while node is not None and node not in ancestors:
        node = node.getparent()
    holder = main
    while holder is not None and holder is not node:
        holder = holder.getparent()
    return node is not None and holder is node


def _sure_article(blocks: Sequence[Block], probs: np.ndarray, inside: Inside) -> bool:
    """True when the main container holds :data:`MIN_MAIN_SURE` characters of sentence
    blocks the model is sure of and :data:`MIN_MAIN_SURE_SHARE` of the page's."""
    sure = [
        block
        for block in map(blocks.__getitem__, (probs >= SURE_PROBABILITY).nonzero()[0].tolist())
        if block.features.sentence_count
    ]
    page = sum(len(block.text) for block in sure)
    if page < MIN_MAIN_SURE:
        return False
    main = sum(len(block.text) for block in sure if inside(block))
    return main >= MIN_MAIN_SURE and main >= MIN_MAIN_SURE_SHARE * page


def _linked_items(blocks: Sequence[Block], groups: Sequence[RepeatGroup], run: list[int]) -> bool:
    """True when :data:`MIN_LINKED_ITEMS` of the run's items hold a link-heavy block."""
    items: dict[int, bool] = {}
    for pos in run:
        linked = blocks[pos].features.link_density > LINK_HEAVY
        items[groups[pos].item] = items.get(groups[pos].item, False) or linked
    return sum(items.values()) >= MIN_LINKED_ITEMS * len(items)
