"""A banner's variants for each market: one sentence repeated with other amounts.

A shop's announcement bar above its page ("Free shipping on orders $60 CAD+ ...") is
written once per market and every version sits in the markup, a carousel's slides at
one element path: "Free express shipping on orders ¥990 or more", "... R$670 or more",
"... 480kr or more". The model reads long sentences and keeps them (p 0.9), and so much
kept text at the top pulls the page's own threshold up until the page's real content,
a few product cards or a hero's lines, is dropped.

The variants are found by repetition alone: :data:`MIN_VARIANTS` or more blocks at one
element path (digits aside) above the page's first ``h1`` (in the page's first
:data:`TOP_SHARE` without one) are one sentence once their numbers are masked (one
template): :data:`MIN_WORDS` words or more, :data:`MAX_NUMBERS` numbers at most (a
card's price box, "Special Price $173 You Save $176 Regular Price $349", is numbers, not
a sentence about one), mostly unlinked (:data:`MAX_LINK_SHARE`: a menu's or a listing's
linked titles, "Free 12 Week Marathon Plan", are no banner), in :data:`MIN_DISTINCT`
versions or more (other amounts, not one line copied). The blocks at that path, the
banner's other slides with them, have their probabilities set to zero before the page
is decided, so that neither the threshold nor any rule reads them as content. Nothing
reads the probabilities: the same slides go however sure the model is of them.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Hashable, Sequence

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import path_shape
from thresher.types import Block

MIN_VARIANTS = 5  # blocks of one template at one path: a carousel's markets
MIN_DISTINCT = 3  # versions of the template among them: amounts that differ
MIN_WORDS = 6  # words in each line: a sentence, not a price or a spec line
MAX_LINK_SHARE = 0.5  # of each line's text in links: linked titles are a menu's or a list's
MAX_NUMBERS = 2  # words holding a digit in each line: an amount, a threshold at most
MIN_CHARS = 30  # a shorter line is no announcement sentence
TOP_SHARE = 0.2  # of the page's blocks searched when it has no h1
_HEADING_LEVEL = FEATURE_NAMES.index("heading_level")
_DIGIT_RATIO = FEATURE_NAMES.index("digit_ratio")
_LOG_CHARS = FEATURE_NAMES.index("log_chars")  # log(1 + characters)
_LINK_DENSITY = FEATURE_NAMES.index("link_density")
_MIN_LOG_CHARS = math.log1p(MIN_CHARS - 0.5)  # clear of float32 rounding at MIN_CHARS
_DIGITS = re.compile(r"\d+")  # what :func:`path_shape` deletes (the reference of the tests)
_NUMBER_TOKEN = re.compile(r"\S*\d\S*")  # a word holding a digit: an amount, a price
_WORD = re.compile(r"[^\W\d_]{2,}")


def banner_variants(blocks: Sequence[Block], features: np.ndarray) -> list[int]:
    """The positions of the market variants of a banner above the page's headline
    (``blocks``: the text blocks; ``features``: their feature matrix, which finds the
    candidate lines without a loop in Python); empty on most pages."""
    top, lines = _lines_on_top(features)
    if len(lines) < MIN_VARIANTS:
        return []  # most pages: fewer sentences holding a number above the headline
    # grouped by spacing first (cheap, and one template keeps one spacing), then by
    # path, and only then read as templates
    banners = {
        path
        for alike in _groups(lines, lambda pos: _spacing(blocks[pos].text)).values()
        for path, members in _groups(alike, lambda pos: path_shape(blocks[pos].path)).items()
        if _one_template(blocks, members)
    }
    if not banners:
        return []
    # the banner's other slides with them (a line with no amount, a short one)
    return [pos for pos in range(top) if path_shape(blocks[pos].path) in banners]


def without_banner_variants(
    blocks: Sequence[Block], features: np.ndarray, probs: np.ndarray
) -> np.ndarray:
    """``probs`` with the banner variants' probabilities set to zero (the same array when
    the page has none)."""
    variants = banner_variants(blocks, features)
    if not variants:
        return probs
    cleared = probs.copy()
    cleared[variants] = 0.0
    return cleared


def _lines_on_top(features: np.ndarray) -> tuple[int, list[int]]:
    """The position of the page's first ``h1`` block (else the end of its first
    :data:`TOP_SHARE`) and the positions before it of the lines of :data:`MIN_CHARS`
    characters or more that hold a digit, mostly unlinked (:data:`MAX_LINK_SHARE`);
    none when fewer than :data:`MIN_VARIANTS` blocks there hold a digit (most pages,
    found with one count)."""
    top = _headline_position(features)
    head = features[:top]
    if np.count_nonzero(head[:, _DIGIT_RATIO]) < MIN_VARIANTS:  # a ratio: zero or above
        return top, []
    lines = (
        (head[:, _DIGIT_RATIO] > 0)
        & (head[:, _LOG_CHARS] >= _MIN_LOG_CHARS)
        & (head[:, _LINK_DENSITY] <= MAX_LINK_SHARE)
    )
    return top, lines.nonzero()[0].tolist()


def _headline_position(features: np.ndarray) -> int:
    """The position of the page's first ``h1`` block, else the end of its first
    :data:`TOP_SHARE`."""
    headline = features[:, _HEADING_LEVEL] == 1
    first = int(headline.argmax()) if headline.size else 0
    if headline.size and headline[first]:
        return first
    return int(len(features) * TOP_SHARE)


def _groups(
    positions: list[int], key: Callable[[int], Hashable | None]
) -> dict[Hashable, list[int]]:
    """The groups of :data:`MIN_VARIANTS` positions or more with one ``key`` (not None)."""
    by_key: dict[Hashable, list[int]] = {}
    for pos in positions:
        found = key(pos)
        if found is not None:
            by_key.setdefault(found, []).append(pos)
    return {found: group for found, group in by_key.items() if len(group) >= MIN_VARIANTS}


def _spacing(text: str) -> int | None:
    """A line's count of spaces, which its template keeps (a number is a word, spaceless);
    None for a line of one word, whose template is a lone number (a line holds a digit),
    no sentence: a line of a script written without spaces, most often."""
    spaces = text.count(" ")
    if not spaces and len(text.split(maxsplit=1)) < 2:
        return None
    return spaces


def _one_template(blocks: Sequence[Block], members: list[int]) -> bool:
    """Whether :data:`MIN_VARIANTS` of the lines are one sentence of :data:`MIN_WORDS`
    words once their numbers are masked, in :data:`MIN_DISTINCT` versions or more."""
    templates: dict[str, set[str]] = {}
    counts: Counter[str] = Counter()
    for pos in members:
        text = blocks[pos].text
        template, numbers = _NUMBER_TOKEN.subn("#", text)
        if numbers > MAX_NUMBERS or len(_WORD.findall(template)) < MIN_WORDS:
            continue  # a price box or a spec line: numbers, not a sentence about one
        counts[template] += 1
        templates.setdefault(template, set()).add(text)
    return any(
        count >= MIN_VARIANTS and len(templates[template]) >= MIN_DISTINCT
        for template, count in counts.items()
    )
