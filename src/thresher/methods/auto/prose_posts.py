"""Posts of short prose under many chrome lines: a thread whose runs hold few sentence blocks.

A forum engine prints a user card, a subject line, buttons, a date line and a signature
around each post (phpBB, SMF, MyBB, Invision: eight lines or more a post), while a reply
is often one paragraph. The run of post boxes then holds fewer than
:data:`~thresher.methods.auto.discussion.MIN_SENTENCE_SHARE` of sentence blocks and no
thread rule sees a thread: the user cards, the buttons and the signatures stay kept
wherever the model keeps them. :func:`with_prose_posts` measures such a run's sentences by
their text instead of their count, when its items are posts: dated, and nearly each with
a sentence of its own, and short: fewer than :data:`MAX_PROSE_BLOCKS` sentence blocks a
post on average (a run of longer posts is left to the model and the thread rules).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from thresher.methods.auto.deep_posts import box_run, dated_runs
from thresher.methods.auto.discussion import MIN_SENTENCE_SHARE
from thresher.methods.auto.page_kind import RepeatGroup, with_items
from thresher.types import Block

MIN_PROSE_ITEMS = 0.8  # share of a run's items holding a sentence block: every post speaks
MIN_PROSE_TEXT = 0.3  # share of a run's text in its sentence blocks (a Chinese reply is short)
MAX_PROSE_BLOCKS = 3.0  # sentence blocks a post, on average: short replies are a paragraph or two


def with_prose_posts(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup]
) -> Sequence[RepeatGroup]:
    """``groups`` (each text block's repeat group; ``by_ident``: them by ident) with the
    sentence share of each run of post boxes that has too few sentence blocks to read as
    a thread taken by text instead (the share of its text in sentence blocks, at least
    :data:`~thresher.methods.auto.discussion.MIN_SENTENCE_SHARE`), when half
    its items are dated (:func:`~thresher.methods.auto.deep_posts.dated_runs`),
    :data:`MIN_PROSE_ITEMS` of them hold a sentence and :data:`MIN_PROSE_TEXT` of its text
    is in sentences, and its posts are short (:func:`_may_speak`); ``groups`` itself when
    no run qualifies (most pages)."""
    runs = {
        ident
        for ident, group in by_ident.items()
        if group.sentence_share < MIN_SENTENCE_SHARE and _may_speak(group) and box_run(group)
    }
    if not runs:
        return groups
    runs = dated_runs(blocks, groups, by_ident, runs)
    if not runs:
        return groups
    shares = _prose_shares(blocks, groups, by_ident, runs)
    if not shares:
        return groups
    items: dict[int, dict[int, None]] = {ident: {} for ident in shares}
    for group in groups:
        if group.ident in items:
            items[group.ident][group.item] = None
    placed: dict[int, dict[int, RepeatGroup]] = {}
    for ident, share in shares.items():
        group = replace(by_ident[ident], sentence_share=max(share, MIN_SENTENCE_SHARE))
        placed[ident] = dict(zip(items[ident], with_items(group, items[ident]), strict=True))
    return [placed[group.ident][group.item] if group.ident in placed else group for group in groups]


def _may_speak(group: RepeatGroup) -> bool:
    """False for a run that cannot have :data:`MIN_PROSE_ITEMS` of its items with a
    sentence block (it has fewer sentence blocks than that many items) and for a run of
    long posts (:data:`MAX_PROSE_BLOCKS` sentence blocks an item or more): its sentence
    share times its blocks per item is its sentence blocks per item, read before any
    block. Long posts under a card of field lines (phpBB's "Joined:", "Posts:") are no
    short replies, and collections disagree on whether such cards are content."""
    per_item = group.sentence_share * group.blocks_per_item
    return MIN_PROSE_ITEMS - 1e-9 <= per_item < MAX_PROSE_BLOCKS


def _prose_shares(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    by_ident: Mapping[int, RepeatGroup],
    runs: set[int],
) -> dict[int, float]:
    """Each of ``runs`` whose items and text are prose enough (:data:`MIN_PROSE_ITEMS`,
    :data:`MIN_PROSE_TEXT`), with the share of its text in sentence blocks."""
    chars = dict.fromkeys(runs, 0)
    prose = dict.fromkeys(runs, 0)
    speaking: dict[int, set[int]] = {ident: set() for ident in runs}
    for block, group in zip(blocks, groups, strict=True):
        ident = group.ident
        if ident not in chars:
            continue
        size = len(block.text)
        chars[ident] += size
        if block.features.sentence_count:
            prose[ident] += size
            speaking[ident].add(group.item)
    return {
        ident: prose[ident] / chars[ident]
        for ident in runs
        if chars[ident]
        and prose[ident] >= MIN_PROSE_TEXT * chars[ident]
        and len(speaking[ident]) >= MIN_PROSE_ITEMS * by_ident[ident].count
    }
