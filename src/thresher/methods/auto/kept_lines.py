"""The kept blocks' texts joined in one string, for one search over a page's kept lines.

A rule that reads each kept line against a pattern pays a Python call a line; most pages
hold no such line. Joined with :data:`MARK` before each text and after the last, the kept
lines are searched at once by a pattern that opens with the mark (the regular-expression
engine skips to each mark) and ends before the next; each match's block is found again
by its start.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate, compress

from thresher.types import Block

MARK = "\x00"  # before each kept text and after the last; no text holds it


def matching_kept(
    blocks: Sequence[Block], flags: Sequence[bool], pattern: re.Pattern[str], max_chars: int
) -> Iterator[int]:
    """The positions of the kept blocks of at most ``max_chars`` characters where
    ``pattern`` (which opens with :data:`MARK`) matches at the block's start, in order
    (``flags``: the blocks' :func:`~thresher.methods.auto.decided.kept_flags`)."""
    positions = [
        pos
        for pos in compress(range(len(blocks)), flags)
        if blocks[pos].features.text_length <= max_chars
    ]
    texts = [blocks[pos].text for pos in positions]
    joined = MARK + MARK.join(texts) + MARK
    matches = pattern.finditer(joined)
    first = next(matches, None)
    if first is None:
        return  # most pages: no kept line matches
    starts = list(accumulate((len(text) + 1 for text in texts), initial=0))
    for match in (first, *matches):
        yield positions[bisect_right(starts, match.start()) - 1]
