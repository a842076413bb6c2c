"""Searches over a page's kept short lines, each read once.

A rule that reads only the kept short lines holding one of its words
(:func:`kept_holding`), or opening with one (:func:`kept_opening`), names them in a
:class:`WordTable`, compiled once: the lines kernel reads each kept short line once for
all the words, an ASCII line in place (lower-cased as it is read), another folded first.
Without the kernel the lines are joined, folded once and searched once for each word;
where a word occurs, the lines that hold it are found by its offsets in the joined text.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from operator import attrgetter
from types import ModuleType

from thresher._core import kernel
from thresher._core.modules import LINES
from thresher.methods.auto.decided import kept_short
from thresher.types import Block

_TEXT = attrgetter("text")
MAX_MARKS = 16  # characters :func:`kept_opening` may name as marks (the kernel's table)
Fold = Callable[[str], str]  # a case map that maps each character alone


def _line_starts(texts: Sequence[str]) -> list[int]:
    """Where each of ``texts`` starts, and the end, once they are joined by one
    character (the first text at 0): a joined offset's text is
    ``bisect_right(starts, offset) - 1``."""
    return list(accumulate((len(text) + 1 for text in texts), initial=0))


class WordTable:
    """A rule's words (folded, none empty, none holding a line break), made at import as
    data beside the words, and compiled for the lines kernel (:func:`kept_holding`,
    :func:`kept_opening`) once, at their first use: importing thresher loads no kernel."""

    __slots__ = ("_compiled", "words")

    def __init__(self, words: Sequence[str]) -> None:
        self.words: tuple[str, ...] = tuple(words)
        if not all(self.words) or any("\n" in word for word in self.words):
            raise ValueError("a word table holds no empty word and no line break")
        self._compiled: object | None = None

    def compiled(self, lines_kernel: ModuleType) -> object:
        """The words compiled for ``lines_kernel`` (made at the first call, then kept)."""
        if self._compiled is None:
            self._compiled = lines_kernel.Words(self.words)
        return self._compiled


_ASCII_FOLDS = (str.lower, str.casefold)  # each maps an ASCII text to its ASCII lower case


def kept_holding(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: WordTable,
    fold: Fold,
    wide: bool = False,
) -> list[int]:
    """The positions of the kept blocks (``flags``) of at most ``max_chars`` characters
    whose ``fold``-ed text holds one of ``words``, in order (with ``wide``, each text not in
    ASCII too, unread): :func:`_kept_holding_reference`, in the lines kernel when it is
    built and ``fold`` is ``str.lower`` or ``str.casefold`` (each text read once in C for
    all the words; only a text not in ASCII is folded), else :func:`_joined_holding`."""
    compiled = kernel(LINES)
    if compiled is None or fold not in _ASCII_FOLDS:
        return _joined_holding(blocks, flags, max_chars, words.words, fold, wide)
    return compiled.kept_holding(blocks, flags, max_chars, words.compiled(compiled), fold, wide)


def _joined_holding(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: Sequence[str],
    fold: Fold,
    wide: bool = False,
) -> list[int]:
    """:func:`kept_holding` in Python, the lines joined and folded at once.

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
    if wide:
        hits += wide_lines
    else:
        wide_texts = [texts[line] for line in wide_lines]
        hits += [wide_lines[at] for at in _holding(wide_texts, words, fold)]
    return [positions[line] for line in sorted(hits)]


def kept_opening(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: WordTable,
    fold: Fold,
    strip: str | None = None,
    marks: str = "",
) -> list[int]:
    """The positions of the kept blocks (``flags``) of at most ``max_chars`` characters
    whose text, stripped from its start (``str.lstrip(strip)``: of white space, or of the
    characters ``strip``) and ``fold``-ed, opens with one of ``words`` and, with
    ``marks`` (at most 16), holds one of them, in order: :func:`_kept_opening_reference`,
    in the lines kernel when it is built and ``fold`` is ``str.lower`` or
    ``str.casefold``."""
    compiled = kernel(LINES)
    if compiled is None or fold not in _ASCII_FOLDS:
        words_ = words.words
        return _kept_opening_reference(blocks, flags, max_chars, words_, fold, strip, marks)
    return compiled.kept_opening(
        blocks, flags, max_chars, words.compiled(compiled), fold, strip, marks
    )


def _kept_opening_reference(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    max_chars: int,
    words: Sequence[str],
    fold: Fold,
    strip: str | None = None,
    marks: str = "",
) -> list[int]:
    """:func:`kept_opening` line by line: the definition the kernel is held to."""
    if len(marks) > MAX_MARKS:
        raise ValueError(f"{len(marks)} marks; at most {MAX_MARKS}")
    openings, wanted = tuple(words), frozenset(marks)
    return [
        pos
        for pos in kept_short(blocks, flags, max_chars)
        if (not wanted or not wanted.isdisjoint(blocks[pos].text))
        and fold(blocks[pos].text.lstrip(strip)).startswith(openings)
    ]


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
    starts = _line_starts(texts)
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
    wide: bool = False,
) -> list[int]:
    """:func:`kept_holding` line by line: the definition it is held to."""
    return [
        pos
        for pos in kept_short(blocks, flags, max_chars)
        if (wide and not blocks[pos].text.isascii()) or _holds(fold(blocks[pos].text), words)
    ]
