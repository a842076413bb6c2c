"""The story the model dropped whole, while it kept a widget in its place.

On a page whose layout the block model has not seen (a sports portal's results table
beside a short news story), it may doubt every paragraph of the story and keep a table,
a poll or a box of short lines instead: the page's text is the widget, and the story is
gone. The story's paragraphs still look like one: plain prose (a sentence or more, few
links, ending as a sentence ends) written one after the other in one element. When the
largest such run of dropped paragraphs (not in chrome: a footer's disclosures, a
sidebar's box) holds :data:`MIN_RUN_CHARS` or more and the page keeps less prose than
:data:`KEPT_SHARE` of it, the run is kept; with ``widgets``, the kept lines in chrome
that are no prose (the widget) are dropped then. A page that keeps its story (most
pages) keeps more prose than that and is left alone. Reader comments are no run (each
sits in a post of its own), so a story that a comment header above it ("0 comments")
labelled a comment is kept too. Nothing here names a site; chosen by leave-one-source-out
validation (``docs/dev/auto-record.md``, stop 65, ``qstory29``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import compress
from math import log1p
from operator import itemgetter

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.signals import group_bits, path_in_box
from thresher.types import Block, Decision, Label

MIN_CHARS = 60  # a shorter block is a caption, a label or a byline
MAX_LINK_DENSITY = 0.2  # a paragraph mostly in links is a teaser
MIN_RUN_CHARS = 400  # a run of paragraphs this long is a story
MIN_PARAGRAPHS = 2  # ... written as two paragraphs or more
KEPT_SHARE = 0.5  # the page keeps less prose than this share of the run: the story dropped
MIN_PROBABILITY = 0.01  # a dropped paragraph below this stays dropped (a zeroed banner)
# A run in chrome is no story: an element of its path is one of these tags, or its class
# or id names one of these groups (signals.KEYWORD_GROUPS): a footer's disclosures, a
# sidebar's about box, a promo bar.
CHROME_TAGS = frozenset({"nav", "footer", "aside", "header", "form"})
CHROME_GROUPS = frozenset({"nav", "footer", "sidebar", "comment", "social", "ad", "popup"})
_CHROME_BITS = group_bits(CHROME_GROUPS)
DROPPED_LABELS = frozenset({Label.BOILERPLATE, Label.COMMENT})
# The block features a prose block is read from (block_features.FEATURE_NAMES): its
# length, a sentence of four words or more, a sentence's end at its end (closing quotes
# and brackets too: a results table's title "Volleyball. Women's league 2012/13" has a
# sentence break and no end), its link density; and whether it renders as a paragraph.
_CHARS, _SENTENCE, _ENDS, _LINKS, _PARAGRAPH = (
    FEATURE_NAMES.index(name)
    for name in ("log_chars", "has_sentence", "ends_terminal", "link_density", "kind_p")
)
_LOG_MIN_CHARS = log1p(MIN_CHARS) - 1e-4  # log_chars is log1p of the length, in float32
_REASON = "paragraph of the story the page dropped whole (p={p:.2f})"
_WIDGET = "widget kept in the place of the dropped story (p={p:.2f})"


def keep_dropped_story(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
    widgets: bool = False,
) -> dict[int, Decision]:
    """The paragraphs of the largest run of dropped prose, kept when the page keeps less
    prose than :data:`KEPT_SHARE` of the run (``blocks``: the text blocks; ``features``:
    their feature matrix; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags` under ``decisions``, which is read
    only). With ``widgets``, the kept blocks in chrome that are no prose (a sidebar's
    results table, a poll) are dropped when the story is kept.
    """
    if not blocks:
        return {}
    prose, paragraphs = _prose(features, probs)
    dropped = [pos for pos in paragraphs if not flags[pos]]
    total = _chars(blocks, dropped)
    if total <= MIN_RUN_CHARS:
        return {}  # most pages: no run of dropped prose could be a story
    kept_prose = _chars(blocks, [pos for pos in prose if flags[pos]])
    least = max(MIN_RUN_CHARS, kept_prose / KEPT_SHARE)  # a run must hold more than this
    if total <= least:
        return {}
    runs: dict[object, list[int]] = {}  # the dropped paragraphs by their parent element
    for pos in dropped:
        block = blocks[pos]
        if block.element is not None and decisions[block.index].label in DROPPED_LABELS:
            runs.setdefault(block.element.getparent(), []).append(pos)
    run = _story_run(blocks, runs.values(), least)
    if run is None:
        return {}
    found = {
        blocks[pos].index: Decision(blocks[pos].index, Label.CONTENT, _REASON.format(p=probs[pos]))
        for pos in run
    }
    if widgets:
        lines = set(compress(range(len(blocks)), flags)).difference(prose)
        found.update(_widgets(blocks, probs, sorted(lines)))
    return found


def _prose(features: np.ndarray, probs: np.ndarray) -> tuple[list[int], list[int]]:
    """The positions of the blocks of plain prose (:data:`MIN_CHARS` or more, a sentence, a
    sentence's end at the end, few links), and of those that render as a paragraph and that
    the model gives :data:`MIN_PROBABILITY` or more (one column at a time, in place: a
    page's masks cost a few numpy calls)."""
    prose = features[:, _CHARS] >= _LOG_MIN_CHARS
    prose &= features[:, _SENTENCE] > 0
    prose &= features[:, _ENDS] > 0
    prose &= features[:, _LINKS] <= MAX_LINK_DENSITY
    paragraphs = features[:, _PARAGRAPH] > 0
    paragraphs &= prose
    paragraphs &= probs >= MIN_PROBABILITY
    return prose.nonzero()[0].tolist(), paragraphs.nonzero()[0].tolist()


def _story_run(
    blocks: Sequence[Block], runs: Iterable[list[int]], least: float
) -> list[int] | None:
    """The largest run of :data:`MIN_PARAGRAPHS` or more paragraphs holding more than
    ``least`` characters, not in chrome (:func:`_in_chrome`), or None."""
    sized = ((_chars(blocks, run), run) for run in runs if len(run) >= MIN_PARAGRAPHS)
    for chars, run in sorted(sized, key=itemgetter(0), reverse=True):
        if chars <= least:
            return None
        if not _in_chrome(blocks[run[0]].path):
            return run
    return None


def _widgets(
    blocks: Sequence[Block], probs: np.ndarray, lines: Iterable[int]
) -> dict[int, Decision]:
    """The kept blocks that are no prose (``lines``: their positions; a results table's
    cells, a poll's lines) in chrome (:func:`_in_chrome`), dropped: the widget the page kept
    in the story's place. Kept prose stays: class words name some articles' containers
    (``div#jump-link-…``, a nav word)."""
    chrome: dict[str, bool] = {}  # a widget's blocks share a few paths
    found: dict[int, Decision] = {}
    for pos in lines:
        path = blocks[pos].path
        if (inside := chrome.get(path)) is None:
            inside = chrome[path] = _in_chrome(path)
        if inside:
            index = blocks[pos].index
            found[index] = Decision(index, Label.BOILERPLATE, _WIDGET.format(p=probs[pos]))
    return found


def _in_chrome(path: str) -> bool:
    """True when an element of the path (``tag#id.class/…``) is chrome (:data:`CHROME_TAGS`,
    :data:`CHROME_GROUPS`)."""
    return path_in_box(path, CHROME_TAGS, _CHROME_BITS)


def _chars(blocks: Sequence[Block], members: Iterable[int]) -> int:
    return sum(blocks[pos].features.text_length for pos in members)
