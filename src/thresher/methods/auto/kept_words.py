"""The kept short lines whose folded text holds one of a few words, found in one pass.

A rule that reads only the kept short lines holding one of its words (every line its
pattern matches holds one) need not fold and search each line alone: the lines are
joined, folded once and searched once (most pages: no word, no line read at all); where
a word occurs, the lines that hold it are found by its offsets in the joined text.
:func:`kept_holding` is exact: it lists the lines :func:`_kept_holding_reference` lists.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate

from thresher.methods.auto.decided import kept_short
from thresher.types import Block

Fold = Callable[[str], str]


def kept_holding(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: Sequence[str],
    fold: Fold,
) -> list[int]:
    """The positions of the kept blocks (``flags``) of at most ``max_chars`` characters
    whose ``fold``-ed text holds one of ``words``, in order.

    ``fold`` maps each character alone (``str.casefold``; ``str.lower`` but for the
    Greek capital sigma, whose lower case reads its neighbours: no word may hold σ or ς);
    no word holds a line break or is empty. Then the joined lines, folded, are the folded
    lines joined, and where the folded text is as long as the text each character folds
    to one: a word's offset names its line.
    """
    positions = kept_short(blocks, flags, max_chars)
    if not positions:
        return positions
    texts = [blocks[pos].text for pos in positions]
    ascii_lines = [line for line, text in enumerate(texts) if text.isascii()]
    if len(ascii_lines) == len(texts):
        return [positions[line] for line in _holding(texts, words, fold)]
    wide_lines = [line for line, text in enumerate(texts) if not text.isascii()]
    hits = [ascii_lines[at] for at in _holding([texts[line] for line in ascii_lines], words, fold)]
    hits += [wide_lines[at] for at in _holding([texts[line] for line in wide_lines], words, fold)]
    return [positions[line] for line in sorted(hits)]


def _holding(texts: list[str], words: Sequence[str], fold: Fold) -> list[int]:
    """The indices of the ``texts`` whose folded text holds one of ``words``, in order:
    the texts joined and folded at once (an ASCII text's fold is fast, another's is not:
    :func:`kept_holding` folds the two kinds apart), line by line where a character
    folds to several."""
    if not texts:
        return []
    joined = "\n".join(texts)
    folded = fold(joined)
    present = [word for word in words if word in folded]
    if not present:
        return []
    if len(folded) != len(joined):  # a character folds to several: line by line
        return [at for at, text in enumerate(texts) if _holds(fold(text), present)]
    return lines_holding(texts, folded, present)


def lines_holding(
    texts: Sequence[str], folded: str | bytes, words: Sequence[str] | Sequence[bytes]
) -> list[int]:
    """The indices of the ``texts`` that hold one of ``words`` folded, in order, read
    from ``folded``: the texts joined by line breaks and folded, as long as they are
    joined (each character folded to one: see :func:`kept_holding`; no word holds a line
    break or is empty; ASCII texts may be read as bytes, with words in bytes)."""
    starts = [0, *accumulate(len(text) + 1 for text in texts)]
    hits: set[int] = set()
    for word in words:
        at = folded.find(word)
        while at >= 0:
            line = bisect_right(starts, at) - 1
            hits.add(line)
            at = folded.find(word, starts[line + 1])
    return sorted(hits)


def _holds(text: str, words: Sequence[str]) -> bool:
    return any(word in text for word in words)


def _kept_holding_reference(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: Sequence[str],
    fold: Fold,
) -> list[int]:
    """:func:`kept_holding` line by line: the definition it is held to."""
    return [
        pos for pos in kept_short(blocks, flags, max_chars) if _holds(fold(blocks[pos].text), words)
    ]
