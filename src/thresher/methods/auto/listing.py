"""The items of a run of like siblings the model kept in part: a listing's cards,
a reference page's entries.

A listing, a collection or a product grid repeats one card (a title, a short
text, a price, a link) many times, and documentation one entry; the block
model, which reads each block on its own, often keeps some items and drops
the rest, or keeps each card's title and drops its text. When the model kept
a good share of a run's text (:data:`MIN_RUN_KEPT`), and that run holds a good
share of what the page kept (:data:`MIN_PAGE_KEPT`), the run is content: its
dropped boilerplate blocks are kept where they are like the kept ones (the same
tag, link text or not alike) or are an item's heading, and the model did not
rule them out (:data:`MIN_PROBABILITY`). A run the model barely touched stays
as it was: a footer's link columns or a "related" strip under an article are
runs too, and a run of boxes one of which holds the article is no list
(:data:`MIN_KEPT_ITEMS`).

Nothing here names a site: a run is any :class:`RepeatGroup`. Chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Label

MIN_ITEMS = 3  # like siblings in the run
MIN_KEPT_ITEMS = 3  # items with kept text (an article inside one box of a run is not a list)
MIN_RUN_KEPT = 0.3  # share of the run's text the model kept
MIN_PAGE_KEPT = 0.3  # share of the page's kept text that lies in the run
MIN_PROBABILITY = 0.05  # a dropped block below this stays dropped
LINK_HEAVY = 0.5  # link density above which a block counts as a link


@dataclass
class _Run:
    chars: float = 0.0
    kept_chars: float = 0.0
    kept_shapes: set[tuple[str, bool]] = field(default_factory=set)
    kept_items: set[int] = field(default_factory=set)


def complete_listing(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
) -> dict[int, Decision]:
    """The dropped blocks of each mostly kept run, kept (``groups`` and ``probs``: each
    text block's repeat group and content probability)."""
    runs, page_kept = _tally(blocks, groups, decisions)
    chosen = {
        ident
        for ident, run in runs.items()
        if run.chars
        and run.kept_chars >= MIN_RUN_KEPT * run.chars
        and run.kept_chars >= MIN_PAGE_KEPT * page_kept
        and len(run.kept_items) >= MIN_KEPT_ITEMS
    }
    changed = {}
    for block, group, prob in zip(blocks, groups, probs, strict=True):
        if group.ident not in chosen or not _dropped(decisions, block) or prob < MIN_PROBABILITY:
            continue
        if _shape(block) in runs[group.ident].kept_shapes or block.features.heading_level:
            reason = f"item of a listing the model kept in part (p={prob:.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def _tally(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], decisions: Mapping[int, Decision]
) -> tuple[dict[int, _Run], float]:
    runs: dict[int, _Run] = {}
    page_kept = 0.0
    for block, group in zip(blocks, groups, strict=True):
        kept = _kept(decisions, block)
        page_kept += len(block.text) if kept else 0.0
        if group.ident < 0 or group.count < MIN_ITEMS:
            continue
        run = runs.setdefault(group.ident, _Run())
        run.chars += len(block.text)
        if kept:
            run.kept_chars += len(block.text)
            run.kept_shapes.add(_shape(block))
            run.kept_items.add(group.item)
    return runs, page_kept


def _shape(block: Block) -> tuple[str, bool]:
    return block.tag, block.features.link_density > LINK_HEAVY


def _dropped(decisions: Mapping[int, Decision], block: Block) -> bool:
    """Dropped as boilerplate (a comment stays the comment rule's)."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label is Label.BOILERPLATE


def _kept(decisions: Mapping[int, Decision], block: Block) -> bool:
    decision = decisions.get(block.index)
    return decision is not None and decision.label.kept
