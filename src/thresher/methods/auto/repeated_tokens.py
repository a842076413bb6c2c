"""A kept line that is one word said over and over: markup's stand-ins, not text.

A product page names each colour swatch of a picker (or each image of a gallery) with the
same word, and the words run together into one line ("Swatch Swatch Swatch Swatch"). The
block model reads such a line as a short line among kept ones and keeps it. A kept line
of three or more tokens, all one word of two letters or more, says nothing a reader
reads: it is dropped when the page keeps text elsewhere (:func:`drop_repeated_tokens`).
A row of one glyph or one letter ("* * *", "• • •", "X X X") is a story's break, which
some truths keep: it stays. No word list: the shape is the same in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

MIN_TOKENS = 3  # one word said three times or more (two may be a name: "Bora Bora")
MIN_LETTERS = 2  # a word, not a break's glyph or letter
MAX_CHARS = 200  # a longer line is text, whatever its words
MIN_REST = 200  # characters kept outside the lines: the page says something else
_REASON = "a line of one word said over and over (p={p:.2f})"


def drop_repeated_tokens(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of :data:`MIN_TOKENS` or more whitespace-separated tokens, all one
    word of :data:`MIN_LETTERS` letters or more, dropped when the page keeps
    :data:`MIN_REST` characters outside them (``blocks``: the text blocks; ``probs``:
    their probabilities; ``kept``: each block's kept flag)."""
    lines = [pos for pos, block in enumerate(blocks) if kept[pos] and _repeats(block.text)]
    if not lines:
        return {}
    return relabel_beside_rest(blocks, probs, lines, kept, Label.BOILERPLATE, _REASON, MIN_REST)


def _repeats(text: str) -> bool:
    """True when ``text`` is one word (:data:`MIN_LETTERS` letters or more, nothing else)
    said :data:`MIN_TOKENS` times or more."""
    if len(text) > MAX_CHARS or text.count(" ") < MIN_TOKENS - 1:
        return False  # most lines: a long one, or too few spaces for the tokens
    tokens = text.split()
    word = tokens[0] if tokens else ""
    return (
        len(tokens) >= MIN_TOKENS
        and len(word) >= MIN_LETTERS
        and word.isalpha()
        and tokens.count(word) == len(tokens)
    )
