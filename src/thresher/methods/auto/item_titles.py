"""The linked names of a list's items the model dropped in every item over their kept texts.

A code forge's repository list, a directory or a catalogue repeats one item: its name,
a link to the item written as a line of its own (a ``div`` or a ``span``, no heading),
then a sentence or two about it. The block model, which reads each block alone, keeps the
sentences and drops the short linked line above them in every item (p 0.2–0.3): a name
read alone is a link among the page's links. :func:`~thresher.methods.auto.listing.
keep_card_titles` keeps such a field only in a grid of cards without sentences, and
:mod:`~thresher.methods.auto.grid_titles` only headings. Here, in a run of like items
(a repeat group of :data:`MIN_ITEMS` or more), the dropped lines wholly in a link
(:data:`MIN_LINK_SHARE`), of :data:`MAX_CHARS` or fewer, each its item's first block with
text, each followed in its item by a kept block with a sentence, are kept when they head
:data:`MIN_ITEM_SHARE` of the run's items with distinct texts, at :data:`MIN_PROBABILITY`
or more, and the run holds :data:`MIN_KEPT_SHARE` of the page's kept text (a service
page's "From the blog" box of teasers stays as the model left it: its truths keep the
summaries and leave the titles out). Nothing here names a site.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Label

MIN_ITEMS = 3  # like items: a list, not a pair
MIN_ITEM_SHARE = 0.8  # of the run's items headed by such a line
MIN_LINK_SHARE = 0.9  # of the line's text in its link: the item's name links the item
MAX_CHARS = 80  # a name, not a teaser's long headline with its summary
MIN_PROBABILITY = 0.1  # a line the model ruled out more surely stays dropped
MIN_KEPT_SHARE = 0.3  # of the page's kept text in the run: the list is the page's content
_LINKS = FEATURE_NAMES.index("link_density")  # the feature matrix's column read first
_SENTENCE = FEATURE_NAMES.index("has_sentence")
_CHARS = FEATURE_NAMES.index("log_chars")  # log1p of the block's characters
_MAX_LOG_CHARS = math.log1p(MAX_CHARS) + 1e-4  # MAX_CHARS, read with a float32's room
_SLACK = 1e-6  # the matrix's values, float32 perhaps, read with this much room
_REASON = "linked name of a list's item over its kept text (p={p:.2f})"


def keep_item_titles(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    features: np.ndarray,
    probs: Sequence[float],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped linked names heading a run's items over their kept sentences, kept
    (``blocks``: the text blocks; ``groups``: each block's repeat group; ``features``:
    their feature matrix, whose link column picks the candidates in one array test;
    ``probs``: their probabilities; ``flags``: each block's kept flag)."""
    if not len(blocks) or len(groups) != len(blocks):
        return {}
    linked = features[:, _LINKS] >= MIN_LINK_SHARE - _SLACK
    linked &= features[:, _CHARS] <= _MAX_LOG_CHARS  # a name's length, read in the matrix
    linked &= np.asarray(probs) >= MIN_PROBABILITY
    linked &= ~np.asarray(flags, dtype=bool)
    candidates = linked.nonzero()[0].tolist()
    if len(candidates) < MIN_ITEMS:
        return {}
    heads: dict[int, list[int]] = {}  # a run's item-heading lines, by the run's ident
    for pos in candidates:
        group = groups[pos]
        if group.ident < 0 or group.count < MIN_ITEMS or len(blocks[pos].text) > MAX_CHARS:
            continue
        if _heads_item(groups, pos) and _kept_prose_after(groups, features, flags, pos):
            heads.setdefault(group.ident, []).append(pos)
    found: dict[int, Decision] = {}
    shares = _kept_shares(blocks, groups, flags) if heads else {}
    for ident, members in heads.items():
        count = groups[members[0]].count
        if len(members) < max(MIN_ITEMS, MIN_ITEM_SHARE * count):
            continue
        if len({blocks[pos].text for pos in members}) < len(members):
            continue  # a repeated line ("Details"): no item's own name
        if shares.get(ident, 0.0) < MIN_KEPT_SHARE:
            continue  # a box of teasers beside the page's own text ("From the blog")
        for pos in members:
            index = blocks[pos].index
            found[index] = Decision(index, Label.CONTENT, _REASON.format(p=float(probs[pos])))
    return found


def _kept_shares(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], flags: Sequence[bool]
) -> dict[int, float]:
    """Each run's share of the page's kept characters, by the run's ident."""
    chars: dict[int, int] = {}
    total = 0
    for block, group, flag in zip(blocks, groups, flags, strict=True):
        if flag:
            size = len(block.text)
            total += size
            chars[group.ident] = chars.get(group.ident, 0) + size
    return {ident: size / total for ident, size in chars.items()} if total else {}


def _heads_item(groups: Sequence[RepeatGroup], pos: int) -> bool:
    """Whether the block at ``pos`` is its item's first block."""
    if pos == 0:
        return True
    before, here = groups[pos - 1], groups[pos]
    return before.ident != here.ident or before.item != here.item


def _kept_prose_after(
    groups: Sequence[RepeatGroup], features: np.ndarray, flags: Sequence[bool], pos: int
) -> bool:
    """Whether a kept block with a sentence follows ``pos`` in its item."""
    here = groups[pos]
    for after in range(pos + 1, len(groups)):
        group = groups[after]
        if group.ident != here.ident or group.item != here.item:
            return False
        if flags[after] and features[after, _SENTENCE] > _SLACK:
            return True
    return False
