"""A service page's figures: "80+ / countries", "3x / more interviews", "$10.5T / yearly cost".

A company's landing page sets a few figures side by side, each a number over a short
caption, in a band between its sections of prose. The block model reads each tile's
two lines alone: a bare number and a few words, neither like content, and drops the band
(p 0.1–0.4) where it keeps the prose around it; the page's truth keeps the figures with
the prose. A run of :data:`MIN_TILES` or more tiles (a block that is only a figure,
:data:`FIGURE`, then its caption of :data:`MAX_CAPTION` characters or fewer), whose
figures sit in elements of one path and are dropped, with kept text within :data:`REACH`
blocks before and after the run, is kept (the figures and captions the model gives
:data:`MIN_PROBABILITY` or more). A band of figures alone on its page, or at its edge
(a footer's counters, a sidebar's stats), stays dropped, and so do a shop's cards (a
price over a name: :data:`PRICE` is no figure), and a run whose figures are mostly bare
whole numbers (:data:`MIN_MARKED_SHARE`: a thread's comment numbers over their bylines, a
chart's ranks over its titles, comment counts). Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher._core import kernel
from thresher._core.modules import LINES
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import keep_dropped_members
from thresher.types import Block, Decision

# A figure alone: a number with a currency sign, a unit or a multiplier ("10.5T", "95%",
# "60,000+", "3x", "24/7", "4.7/5"), in several languages' short forms.
FIGURE = re.compile(
    r"(?:[$€£¥₹]\s?)?\d[\d,.\s]{0,9}"
    r"(?:\s?(?:%|\+|x|×|k|m|b|t|bn|mn|mio|mrd|млн|млрд|тыс|万|亿|億|/5|/10|/7|/365"
    r"|sec|min|mins|h|hrs|hours|days|weeks|jahre|ans|años|anni|anos|лет|дней|年|天)"
    r"|\s?(?:[$€£¥₹]))?\+?\*?",
    re.IGNORECASE,
)
# A price alone ("$165.00", "30 €"): a product card's, never a figure (a figure in money
# carries its magnitude: "$10.5T").
PRICE = re.compile(r"[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?[$€£¥₹]")
MAX_FIGURE = 14  # characters of a figure's block
MIN_DIGIT_SHARE = 0.15  # of a figure's characters ("4 min": 0.2), read from the features
MAX_CAPTION = 120  # characters of a tile's caption
MIN_CAPTION = 3
MIN_TILES = 2  # tiles in a run
MAX_GAP = 3  # blocks from one tile's figure to the next's
REACH = 2  # blocks before and after the run to the nearest kept one
MIN_MARKED_SHARE = 0.5  # of a run's figures with a sign, a unit or a separator ("80+")
MIN_PROBABILITY = 0.05  # a tile's block below this stays dropped
_REASON = "figure tile between kept text (p={p:.2f})"
_DIGIT_RATIO = FEATURE_NAMES.index("digit_ratio")
_MAX_CANDIDATE = MAX_FIGURE + 4  # a figure's characters, spaces around it besides


def _is_figure(text: str) -> bool:
    """True when ``text`` is only a figure (:data:`FIGURE`), not a price (:data:`PRICE`)."""
    line = text.strip()
    if not 0 < len(line) <= MAX_FIGURE or FIGURE.fullmatch(line) is None:
        return False
    return PRICE.fullmatch(line) is None


def _tiles(blocks: Sequence[Block], features: np.ndarray, flags: Sequence[bool]) -> list[int]:
    """The positions of the dropped figures followed by a caption (kept or not); only
    the :func:`_candidates` (``features``: the text blocks' rows) are read."""
    found = []
    for pos in _candidates(blocks, features, flags):
        if not _is_figure(blocks[pos].text):
            continue
        caption = blocks[pos + 1].text.strip()
        if MIN_CAPTION <= len(caption) <= MAX_CAPTION and not _is_figure(caption):
            found.append(pos)
    return found


def _candidates(blocks: Sequence[Block], features: np.ndarray, flags: Sequence[bool]) -> list[int]:
    """The positions of the dropped blocks of :data:`MIN_DIGIT_SHARE` digits or more and
    of a figure's length (with room for spaces), each followed by a block:
    :func:`_candidates_reference`, in the lines kernel when it is built (one C pass over
    the blocks, no array made)."""
    compiled = kernel(LINES)
    found = None
    if compiled is not None:
        args = (_DIGIT_RATIO, flags, MIN_DIGIT_SHARE, _MAX_CANDIDATE)
        found = compiled.figure_candidates(blocks, features, *args)
    return _candidates_reference(blocks, features, flags) if found is None else found


def _candidates_reference(
    blocks: Sequence[Block], features: np.ndarray, flags: Sequence[bool]
) -> list[int]:
    """:func:`_candidates` in Python: the definition the kernel is held to."""
    found = []
    for pos in (features[:, _DIGIT_RATIO] >= MIN_DIGIT_SHARE).nonzero()[0].tolist():
        if flags[pos] or pos + 1 >= len(blocks):
            continue
        if len(blocks[pos].text) <= _MAX_CANDIDATE:
            found.append(pos)
    return found


def _runs(blocks: Sequence[Block], tiles: list[int]) -> list[list[int]]:
    """The tiles in runs: each next figure within :data:`MAX_GAP` blocks of the last, in
    an element of the same path (a tile's figure may be coloured by a class of its own)."""
    runs: list[list[int]] = []
    for pos in tiles:
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and pos - last <= MAX_GAP
            and _parent(blocks[pos]) == _parent(blocks[last])
        ):
            runs[-1].append(pos)
        else:
            runs.append([pos])
    return [run for run in runs if len(run) >= MIN_TILES and _marked(blocks, run)]


def _marked(blocks: Sequence[Block], run: list[int]) -> bool:
    """True when :data:`MIN_MARKED_SHARE` of the run's figures are more than a bare whole
    number: a comment's number or count, a chart's rank, stand alone."""
    marked = sum(not blocks[pos].text.strip().isdigit() for pos in run)
    return marked >= MIN_MARKED_SHARE * len(run)


def _parent(block: Block) -> str:
    """The path of the element that holds the block's own."""
    return block.path.rpartition("/")[0]


def _enclosed(flags: Sequence[bool], first: int, last: int) -> bool:
    """True when a kept block lies within :data:`REACH` blocks before ``first`` and after
    ``last``."""
    before = any(flags[max(0, first - REACH) : first])
    return before and any(flags[last + 1 : last + 1 + REACH])


def keep_stat_tiles(
    blocks: Sequence[Block], features: np.ndarray, probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """Keep the dropped runs of figure tiles that kept text encloses (``blocks``: the
    text blocks; ``features``: their feature rows; ``probs``: their probabilities;
    ``flags``: each block's kept flag)."""
    tiles = _tiles(blocks, features, flags)
    if len(tiles) < MIN_TILES:
        return {}
    members: list[int] = []
    for run in _runs(blocks, tiles):
        if _enclosed(flags, run[0], run[-1] + 1):
            members.extend(p for pos in run for p in (pos, pos + 1))
    return keep_dropped_members(blocks, probs, flags, members, MIN_PROBABILITY, _REASON)
