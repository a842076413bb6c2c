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

With ``scripts`` (the ``prose_scripts`` switch) two writing systems the measures miss are
read too: a run's posts in Thai, Lao, Khmer, Burmese or Tibetan, written without the full
stops the sentence count reads, or in Tamil, Telugu, Kannada, Malayalam or Sinhala, whose
words end in a vowel sign the count does not read as a letter before the stop (a long
line of such letters speaks), and dates written in a script's own digits ("৩ মার্চ ২০২৪",
"٣ مارس ٢٠٢٤"), read as the ASCII digits they stand for.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Set
from dataclasses import replace

from thresher.methods.auto.deep_posts import box_run, dated_runs
from thresher.methods.auto.discussion import MIN_SENTENCE_SHARE
from thresher.methods.auto.page_kind import RepeatGroup, with_items
from thresher.types import Block

MIN_PROSE_ITEMS = 0.8  # share of a run's items holding a sentence block: every post speaks
MIN_PROSE_TEXT = 0.3  # share of a run's text in its sentence blocks (a Chinese reply is short)
MAX_PROSE_BLOCKS = 3.0  # sentence blocks a post, on average: short replies are a paragraph or two
# A line of a script the sentence count misses: written without full stops (Thai, Lao,
# Tibetan, Burmese, Khmer), or whose words end in a vowel sign before the full stop (Tamil,
# Telugu, Kannada, Malayalam, Sinhala: "மாறவில்லை." counts no sentence): twelve of its
# letters in a row, or four of its words.
_SCRIPT = "\u0b80-\u0dff\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff"
_UNSTOPPED = re.compile(f"[{_SCRIPT}]{{12}}|(?:[{_SCRIPT}]{{2,}} ){{3}}[{_SCRIPT}]{{2}}")
MIN_UNSTOPPED_CHARS = 40
# ... and such a run holds this share of the page's text at least (its posts are the page's
# prose, which the count misses): most pages have short runs of few sentences (cards).
MIN_UNSTOPPED_SHARE = 0.3


def with_prose_posts(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    by_ident: Mapping[int, RepeatGroup],
    scripts: bool = False,
) -> Sequence[RepeatGroup]:
    """``groups`` (each text block's repeat group; ``by_ident``: them by ident) with the
    sentence share of each run of post boxes that has too few sentence blocks to read as
    a thread taken by text instead (the share of its text in sentence blocks, at least
    :data:`~thresher.methods.auto.discussion.MIN_SENTENCE_SHARE`), when half
    its items are dated (:func:`~thresher.methods.auto.deep_posts.dated_runs`),
    :data:`MIN_PROSE_ITEMS` of them hold a sentence and :data:`MIN_PROSE_TEXT` of its text
    is in sentences, and its posts are short (:func:`_may_speak`); ``groups`` itself when
    no run qualifies (most pages). ``scripts``: read unstopped prose and native digits too
    (the module's docstring)."""
    runs = {
        ident
        for ident, group in by_ident.items()
        if group.sentence_share < MIN_SENTENCE_SHARE and _may_speak(group) and box_run(group)
    }
    unstopped = _unstopped_runs(blocks, groups, by_ident) if scripts else set()
    if not runs and not unstopped:
        return groups
    runs |= unstopped
    found = dated_runs(blocks, groups, by_ident, runs, scripts)
    if not found:
        return groups
    shares = _prose_shares(blocks, groups, by_ident, found, unstopped)
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
    unstopped: Set[int] = frozenset(),
) -> dict[int, float]:
    """Each of ``runs`` whose items and text are prose enough (:data:`MIN_PROSE_ITEMS`,
    :data:`MIN_PROSE_TEXT`), with the share of its text in sentence blocks (in the
    ``unstopped`` runs, in unstopped prose too: :func:`unstopped_prose`)."""
    chars = dict.fromkeys(runs, 0)
    prose = dict.fromkeys(runs, 0)
    speaking: dict[int, set[int]] = {ident: set() for ident in runs}
    for block, group in zip(blocks, groups, strict=True):
        ident = group.ident
        if ident not in chars:
            continue
        size = len(block.text)
        chars[ident] += size
        if block.features.sentence_count or (ident in unstopped and unstopped_prose(block)):
            prose[ident] += size
            speaking[ident].add(group.item)
    return {
        ident: prose[ident] / chars[ident]
        for ident in runs
        if chars[ident]
        and prose[ident] >= MIN_PROSE_TEXT * chars[ident]
        and len(speaking[ident]) >= MIN_PROSE_ITEMS * by_ident[ident].count
    }


def _unstopped_runs(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup]
) -> set[int]:
    """The runs of post boxes whose sentence blocks are too few to speak
    (:func:`_may_speak` is false for want of them), that hold
    :data:`MIN_UNSTOPPED_SHARE` of the page's text and whose items are
    :data:`MIN_PROSE_ITEMS` unstopped prose (:func:`unstopped_prose`): a thread in Thai."""
    runs = {
        ident
        for ident, group in by_ident.items()
        if group.page_share >= MIN_UNSTOPPED_SHARE
        and box_run(group)
        and group.sentence_share * group.blocks_per_item < MIN_PROSE_ITEMS
    }
    if not runs:
        return set()
    speaking: dict[int, set[int]] = {ident: set() for ident in runs}
    for block, group in zip(blocks, groups, strict=True):
        if group.ident in speaking and unstopped_prose(block):
            speaking[group.ident].add(group.item)
    return {
        ident
        for ident, items in speaking.items()
        if len(items) >= MIN_PROSE_ITEMS * by_ident[ident].count
    }


def unstopped_prose(block: Block) -> bool:
    """A block of no sentence whose text is long and holds a run of letters of a script
    written without full stops (Thai, Lao, Tibetan, Burmese, Khmer) or whose sentence the
    count misses (Tamil, Telugu, Kannada, Malayalam, Sinhala)."""
    text = block.text
    return (
        len(text) >= MIN_UNSTOPPED_CHARS
        and not block.features.sentence_count
        and not text.isascii()
        and _UNSTOPPED.search(text) is not None
    )
