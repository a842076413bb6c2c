"""Align two long word sequences fast: unique words as anchors, difflib between them.

:class:`difflib.SequenceMatcher` is quadratic on long sequences that differ
(a page whose truth splits lines differently from the extraction holds
thousands of words in one changed run). Patience alignment first pairs the
words that occur exactly once on each side, keeps the longest run of pairs in
the same order on both sides, and aligns only the short gaps between them
with difflib. Runs that are small already go straight to difflib.
"""

from __future__ import annotations

import bisect
import difflib
from collections import Counter
from collections.abc import Sequence

Opcode = tuple[str, int, int, int, int]
# Below this many word pairs (len(a) * len(b)) difflib itself is fast enough.
SMALL_PAIRS = 40_000
MAX_LEVELS = 6


def opcodes(a: Sequence[str], b: Sequence[str]) -> list[Opcode]:
    """difflib-style opcodes that turn ``a`` into ``b``."""
    out: list[Opcode] = []
    _align(a, b, (0, len(a), 0, len(b)), MAX_LEVELS, out)
    return _merge(out)


def _merge(ops: list[Opcode]) -> list[Opcode]:
    """Join neighbouring opcodes of the same kind (anchors come one word at a time)."""
    merged: list[Opcode] = []
    for op in ops:
        if merged and merged[-1][0] == op[0]:
            last = merged[-1]
            merged[-1] = (op[0], last[1], op[2], last[3], op[4])
        else:
            merged.append(op)
    return merged


def _align(
    a: Sequence[str],
    b: Sequence[str],
    span: tuple[int, int, int, int],
    levels: int,
    out: list[Opcode],
) -> None:
    a0, a1, b0, b1 = span
    if (a1 - a0) * (b1 - b0) <= SMALL_PAIRS or levels == 0:
        _difflib(a, b, span, out)
        return
    anchors = unique_common_run(a[a0:a1], b[b0:b1])
    if not anchors:
        _difflib(a, b, span, out)
        return
    i0, j0 = a0, b0
    for i, j in anchors:
        _align(a, b, (i0, a0 + i, j0, b0 + j), levels - 1, out)
        out.append(("equal", a0 + i, a0 + i + 1, b0 + j, b0 + j + 1))
        i0, j0 = a0 + i + 1, b0 + j + 1
    _align(a, b, (i0, a1, j0, b1), levels - 1, out)


def _difflib(
    a: Sequence[str], b: Sequence[str], span: tuple[int, int, int, int], out: list[Opcode]
) -> None:
    a0, a1, b0, b1 = span
    if a0 == a1 and b0 == b1:
        return
    quick = _trivial(a, b, span)
    if quick is not None:
        out.append(quick)
        return
    small = (a1 - a0) * (b1 - b0) <= SMALL_PAIRS
    matcher = difflib.SequenceMatcher(None, a[a0:a1], b[b0:b1], autojunk=not small)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        out.append((op, a0 + i1, a0 + i2, b0 + j1, b0 + j2))


def _trivial(a: Sequence[str], b: Sequence[str], span: tuple[int, int, int, int]) -> Opcode | None:
    """difflib's single opcode for a gap with one side empty, equal sides or one word each."""
    a0, a1, b0, b1 = span
    if a0 == a1:
        return ("insert", a0, a1, b0, b1)
    if b0 == b1:
        return ("delete", a0, a1, b0, b1)
    if a1 - a0 == b1 - b0 and a[a0:a1] == b[b0:b1]:
        return ("equal", a0, a1, b0, b1)
    if a1 - a0 == 1 and b1 - b0 == 1:
        return ("replace", a0, a1, b0, b1)
    return None


def unique_common_run(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]]:
    """Positions (i, j) of words found once in each side, the longest run in the same order."""
    count_a, count_b = Counter(a), Counter(b)
    where_b = {word: j for j, word in enumerate(b) if count_b[word] == 1}
    pairs = [(i, where_b[w]) for i, w in enumerate(a) if count_a[w] == 1 and w in where_b]
    return _longest_increasing(pairs)


def _longest_increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (sorted by i) whose j values increase."""
    tails: list[int] = []  # tails[k]: smallest j ending an increasing run of length k + 1
    ends: list[int] = []  # index in pairs of that run's last pair
    before = [-1] * len(pairs)
    for index, (_, j) in enumerate(pairs):
        k = bisect.bisect_left(tails, j)
        if k == len(tails):
            tails.append(j)
            ends.append(index)
        else:
            tails[k] = j
            ends[k] = index
        before[index] = ends[k - 1] if k else -1
    run = []
    index = ends[-1] if ends else -1
    while index >= 0:
        run.append(pairs[index])
        index = before[index]
    return run[::-1]
