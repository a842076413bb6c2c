"""A kept line that is one token said over and over: markup's stand-ins, not text.

A product page names each colour swatch of a picker with the same word, and the words
run together into one line ("Swatch Swatch Swatch Swatch"); a story marks a break with a
row of one glyph ("• • •", "* * *"). The block model reads such a line as a short line
among kept ones and keeps it. A kept line of three or more tokens, all one token, says
nothing a reader reads: it is dropped when the page keeps text elsewhere
(:func:`drop_repeated_tokens`). No word list: the shape is the same in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

MIN_TOKENS = 3  # one token said three times or more (two may be a name: "Bora Bora")
MAX_CHARS = 200  # a longer line is text, whatever its words
MIN_REST = 200  # characters kept outside the lines: the page says something else
_REASON = "a line of one token said over and over (p={p:.2f})"


def drop_repeated_tokens(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of :data:`MIN_TOKENS` or more whitespace-separated tokens, all the
    same, dropped when the page keeps :data:`MIN_REST` characters outside them
    (``blocks``: the text blocks; ``probs``: their probabilities; ``kept``: each block's
    kept flag)."""
    lines = [pos for pos, block in enumerate(blocks) if kept[pos] and _repeats(block.text)]
    if not lines:
        return {}
    return relabel_beside_rest(blocks, probs, lines, kept, Label.BOILERPLATE, _REASON, MIN_REST)


def _repeats(text: str) -> bool:
    """True when ``text`` is one token said :data:`MIN_TOKENS` times or more."""
    if len(text) > MAX_CHARS or text.count(" ") < MIN_TOKENS - 1:
        return False  # most lines: a long one, or too few spaces for the tokens
    tokens = text.split()
    return len(tokens) >= MIN_TOKENS and tokens.count(tokens[0]) == len(tokens)
