"""Teasers after the story: a linked headline over a line of summary, three times or more.

A news page sets other stories' teasers in its side column or under the story ("More
news", "Most read", a related box inside the story): each a linked headline with a
sentence of summary under it. The block model, which reads each block alone, keeps a
summary's sentence as it keeps the article's; and where the teasers form no repeat
group of like boxes (an ``li`` headline over a ``div`` summary, two teasers a module,
a box per column) or the article is short, the teaser-run rule
(:mod:`thresher.methods.auto.teasers`) does not reach them.

Here a teaser is a pair of consecutive blocks: a headline at least partly link and a
summary right after it that is barely linked and has a sentence, in an element of
another shape or in the same box (two like entries of one list, each in a box of its
own, a bibliography's, are no title over its summary). Pairs of one shape (the
headline's path and the summary's, digits left out) are a teaser list when there are
:data:`MIN_PAIRS` of them a few blocks apart, their headlines are story titles (30
characters on average: not a user's name, a date, a function's) and their summaries one
sentence of 80 characters or more on average (a documentation entry, an FAQ answer, a
post or a review has more sentences; a table's cells fewer characters). On a page whose
headline (its first ``h1``, else the block that matches the title) comes before the
list, with :data:`MIN_STORY` characters of kept prose outside every list between them,
the list's kept blocks the model is not sure of are dropped. A listing's or a blog
index's entries follow the page's headline with no story between. Nothing here names a
site; chosen by leave-one-source-out validation (``docs/dev/auto-record.md``)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import path_shape as _shape  # a list's boxes numbered alike
from thresher.types import Block, Decision, Label

MIN_PAIRS = 3  # teasers of one shape
MIN_HEADLINE_LINKS = 0.3  # a teaser's headline is mostly its link (a source, a time beside it)
MAX_SUMMARY_LINKS = 0.2  # ... its summary barely linked
MAX_HEADLINE_CHARS = 200
MAX_SUMMARY_CHARS = 500
MIN_MEAN_HEADLINE = 30  # characters: a story's title (not a name, a date, a function's)
MIN_MEAN_SUMMARY = 80  # characters: a standfirst (not a table cell's few words)
MAX_MEAN_SENTENCES = 1.5  # a summary's sentences (an answer, a post, an entry: more)
MAX_GAP = 10  # text blocks from one teaser's headline to the next: one list
MIN_STORY = 200  # characters of kept sentence blocks between the headline and the list
MAX_PROBABILITY = 0.9  # a kept block the model is this sure of stays
_REASON = "teaser (linked headline and summary) after the story (p={p:.2f})"
_LINKS = FEATURE_NAMES.index("link_density")  # the feature matrix's columns read first
_SENTENCES = FEATURE_NAMES.index("log_sentences")
_SLACK = 1e-6  # the matrix's link density, a float32 perhaps, read with this much room


def drop_teaser_pairs(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    kept: Sequence[bool],
    title: int = -1,
    lead_teasers: bool = False,
) -> dict[int, Decision]:
    """The kept blocks of each teaser list after the story, dropped (``features``: the
    text blocks' feature matrix, a row each; ``probs``: each text block's probability;
    ``kept``: its kept flag; ``title``: the position of the block that matches the
    page's title, -1 when none). With ``lead_teasers``, a summary under a linked
    headline between the page's headline and the list (a section front's lead teaser)
    is no story's text."""
    shapes = _pair_shapes(blocks, features)
    if not shapes:
        return {}
    headline = _headline(blocks, title)
    if headline < 0:
        return {}
    paired = {pos for pairs in shapes.values() for first in pairs for pos in (first, first + 1)}
    changed: dict[int, Decision] = {}
    for pairs in shapes.values():
        if pairs[0] > headline and _after_story(
            blocks, kept, range(headline + 1, pairs[0]), paired, lead_teasers
        ):
            for pos in (pos for first in pairs for pos in (first, first + 1)):
                if kept[pos] and probs[pos] < MAX_PROBABILITY:
                    index = blocks[pos].index
                    reason = _REASON.format(p=float(probs[pos]))
                    changed[index] = Decision(index, Label.BOILERPLATE, reason)
    return changed


def _after_story(
    blocks: Sequence[Block],
    kept: Sequence[bool],
    between: range,
    paired: set[int],
    lead_teasers: bool = False,
) -> bool:
    """True when the kept sentence blocks ``between`` the headline and a list, outside
    every teaser list (``paired``), hold :data:`MIN_STORY` characters (with
    ``lead_teasers``, a summary right under a linked headline, a teaser of its own, left
    out)."""
    story = sum(
        len(blocks[pos].text)
        for pos in between
        if kept[pos]
        and pos not in paired
        and blocks[pos].features.sentence_count
        and not (lead_teasers and pos > 0 and _is_teaser(blocks[pos - 1], blocks[pos]))
    )
    return story >= MIN_STORY


def _pair_shapes(blocks: Sequence[Block], features: np.ndarray) -> dict[tuple[str, str], list[int]]:
    """The positions of the headlines of each teaser shape that recurs
    :data:`MIN_PAIRS` times, by the shape (the headline's path, the summary's; the
    feature matrix's link density and sentences read first, the blocks only where a
    linked block stands over a sentence)."""
    if len(blocks) < 2:
        return {}
    linked = features[:-1, _LINKS] >= MIN_HEADLINE_LINKS - _SLACK
    starts = (linked & (features[1:, _SENTENCES] > 0)).nonzero()[0].tolist()
    if not _close_run(starts):  # the teasers are among these: no close run here, none there
        return {}
    teasers = [pos for pos in starts if _is_teaser(blocks[pos], blocks[pos + 1])]
    if not _close_run(teasers):  # no list can be there: most pages
        return {}
    shapes: dict[tuple[str, str], list[int]] = {}
    known: dict[str, str] = {}  # each path's shape, found once
    for pos in teasers:
        head, summary = blocks[pos].path, blocks[pos + 1].path
        for path in (head, summary):
            if path not in known:
                known[path] = _shape(path)
        if known[head] != known[summary] or _one_box(blocks[pos], blocks[pos + 1]):
            shapes.setdefault((known[head], known[summary]), []).append(pos)
    return {shape: pairs for shape, pairs in shapes.items() if _is_list(blocks, pairs)}


def _close_run(positions: list[int]) -> bool:
    """True when :data:`MIN_PAIRS` of ``positions`` follow each other at most
    :data:`MAX_GAP` apart (a shape's pairs that are a list are such a run of all the
    teasers' positions, whatever their shapes)."""
    run = 1
    for a, b in pairwise(positions):
        run = run + 1 if b - a <= MAX_GAP else 1
        if run >= MIN_PAIRS:
            return True
    return False


def _is_list(blocks: Sequence[Block], pairs: list[int]) -> bool:
    """True when the pairs at ``pairs`` (their headlines' positions) are a teaser list:
    :data:`MIN_PAIRS` of them, close together, with story-like titles over short
    summaries."""
    count = len(pairs)
    if count < MIN_PAIRS or any(b - a > MAX_GAP for a, b in pairwise(pairs)):
        return False
    titles = sum(len(blocks[pos].text) for pos in pairs)
    summaries = [blocks[pos + 1] for pos in pairs]
    sentences = sum(block.features.sentence_count for block in summaries)
    return (
        titles >= MIN_MEAN_HEADLINE * count
        and sum(len(block.text) for block in summaries) >= MIN_MEAN_SUMMARY * count
        and sentences <= MAX_MEAN_SENTENCES * count
    )


def _is_teaser(head: Block, summary: Block) -> bool:
    return (
        head.features.link_density >= MIN_HEADLINE_LINKS
        and len(head.text) <= MAX_HEADLINE_CHARS
        and summary.features.link_density <= MAX_SUMMARY_LINKS
        and summary.features.sentence_count > 0
        and len(summary.text) <= MAX_SUMMARY_CHARS
    )


def _one_box(head: Block, summary: Block) -> bool:
    """True when the two blocks' elements share a parent: a title over its summary in one
    box, not two like entries of a list (a bibliography's), each in a box of its own."""
    if head.element is None or summary.element is None:
        return True
    return head.element.getparent() is summary.element.getparent()


def _headline(blocks: Sequence[Block], title: int) -> int:
    """The position of the page's first ``h1`` block, else ``title``."""
    return next((pos for pos, block in enumerate(blocks) if block.tag == "h1"), title)
