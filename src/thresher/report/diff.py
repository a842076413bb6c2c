"""The extracted text against the truth, word by word, as HTML.

:func:`thresher.report.align.opcodes` (difflib, anchored on unique words
when the texts are long) aligns the two texts' lines, then the words inside
each run of changed lines (ignoring line breaks there, so a
paragraph split differently is not a change). Words only in the truth are
*missing* (``<del>``), words only in the prediction *extra* (``<ins>``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from thresher.report.align import opcodes

SAME, MISSING, EXTRA = "same", "missing", "extra"
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class Piece:
    """A run of words with one status; ``text`` keeps its line breaks."""

    op: str
    text: str


@dataclass(frozen=True)
class DiffStats:
    """Word counts of a diff."""

    same: int
    missing: int
    extra: int


def words(text: str) -> tuple[list[str], list[bool]]:
    """The words of ``text`` and, for each, whether a line break follows it."""
    return _words([line for line in text.splitlines() if line.strip()])


def _words(lines: list[str]) -> tuple[list[str], list[bool]]:
    found: list[str] = []
    breaks: list[bool] = []
    for line in lines:
        line_words = _WORD.findall(line)
        if line_words:
            found.extend(line_words)
            breaks.extend([False] * (len(line_words) - 1) + [True])
    return found, breaks


def text_diff(truth: str, predicted: str) -> list[Piece]:
    """The prediction against the truth as runs of same, missing and extra words.

    Lines are aligned first (cheap: most are equal or wholly missing); the
    words of each run of changed lines are then aligned, so a paragraph split
    or joined differently is not a change.
    """
    a = [" ".join(line.split()) for line in truth.splitlines() if line.strip()]
    b = [" ".join(line.split()) for line in predicted.splitlines() if line.strip()]
    out: list[Piece] = []
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op == "equal":
            out.append(Piece(SAME, "\n".join(a[i1:i2]) + "\n"))
        else:
            out.extend(_word_diff(a[i1:i2], b[j1:j2]))
    return _merge(out)


def _word_diff(a_lines: list[str], b_lines: list[str]) -> list[Piece]:
    a, a_breaks = _words(a_lines)
    b, b_breaks = _words(b_lines)
    out = []
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op in ("equal", "delete", "replace") and i2 > i1:
            kind = SAME if op == "equal" else MISSING
            out.append(Piece(kind, _join(a[i1:i2], a_breaks[i1:i2])))
        if op in ("insert", "replace") and j2 > j1:
            out.append(Piece(EXTRA, _join(b[j1:j2], b_breaks[j1:j2])))
    return out


def _merge(pieces: list[Piece]) -> list[Piece]:
    """Join neighbouring pieces of the same kind."""
    merged: list[Piece] = []
    for piece in pieces:
        if merged and merged[-1].op == piece.op:
            merged[-1] = Piece(piece.op, merged[-1].text + piece.text)
        else:
            merged.append(piece)
    return merged


def _join(run: list[str], breaks: list[bool]) -> str:
    return "".join([word + ("\n" if brk else " ") for word, brk in zip(run, breaks, strict=True)])


def diff_stats(pieces: list[Piece]) -> DiffStats:
    """How many words are the same, missing and extra."""
    counts = {SAME: 0, MISSING: 0, EXTRA: 0}
    for piece in pieces:
        counts[piece.op] += len(_WORD.findall(piece.text))
    return DiffStats(counts[SAME], counts[MISSING], counts[EXTRA])


_TAGS = {SAME: ("", ""), MISSING: ("<del>", "</del>"), EXTRA: ("<ins>", "</ins>")}


def diff_html(pieces: list[Piece]) -> str:
    """The diff as HTML: ``<del>`` missing words, ``<ins>`` extra words, line breaks kept."""
    parts = []
    for piece in pieces:
        start, end = _TAGS[piece.op]
        parts.append(f"{start}{escape(piece.text)}{end}")
    return '<div class="diff">' + "".join(parts) + "</div>"
