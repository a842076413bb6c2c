"""Exact 4-gram shingle intersection on integer codes: the fast path of the body metric.

Each distinct token of the truth gets a number below 2**15, so a shingle of
four numbers packs into one 60-bit integer, a text's shingle multiset becomes
a sorted array of codes with counts, and the intersection is a numpy merge.
A prediction token that the truth lacks gets one shared number which no truth
shingle contains: shingles holding it never match, and matching is all the
intersection needs. A truth shorter than one shingle, or with too many
distinct tokens, is left to tuple counting (:meth:`CodedTruth.common_count`
returns None).
"""

from __future__ import annotations

from itertools import repeat

import numpy as np

SHINGLE_SIZE = 4
_BITS = 15
_UNKNOWN = (1 << _BITS) - 1


def shingle_total(n_tokens: int) -> int:
    """How many shingles a text of ``n_tokens`` tokens has (a short text has one)."""
    if n_tokens >= SHINGLE_SIZE:
        return n_tokens - SHINGLE_SIZE + 1
    return 1 if n_tokens else 0


class CodedTruth:
    """A truth text's tokens and its shingles as sorted unique codes with counts."""

    __slots__ = ("_codes", "_counts", "_vocab", "tokens", "total")

    def __init__(self, tokens: tuple[str, ...]) -> None:
        self.tokens = tokens
        self.total = shingle_total(len(tokens))
        self._vocab: dict[str, int] = {}
        self._codes: np.ndarray | None = None
        self._counts: np.ndarray | None = None
        distinct = dict.fromkeys(tokens)
        if len(tokens) >= SHINGLE_SIZE and len(distinct) < _UNKNOWN:
            self._vocab = {token: number for number, token in enumerate(distinct)}
            self._codes, self._counts = _unique_codes(self._numbers(tokens))

    def common_count(self, predicted: list[str] | tuple[str, ...]) -> int | None:
        """Size of the shingle-multiset intersection with a predicted token list.

        None when this truth has no codes (the caller counts tuples instead).
        """
        if self._codes is None or self._counts is None:
            return None
        if len(predicted) < SHINGLE_SIZE:
            return 0  # its one short shingle cannot equal a 4-token shingle
        codes, counts = _unique_codes(self._numbers(predicted))
        _, mine, theirs = np.intersect1d(
            self._codes, codes, assume_unique=True, return_indices=True
        )
        return int(np.minimum(self._counts[mine], counts[theirs]).sum())

    def _numbers(self, tokens: list[str] | tuple[str, ...]) -> np.ndarray:
        numbers = map(self._vocab.get, tokens, repeat(_UNKNOWN))
        return np.fromiter(numbers, dtype=np.int64, count=len(tokens))


def _unique_codes(numbers: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    codes = numbers[: -SHINGLE_SIZE + 1].copy()
    for offset in range(1, SHINGLE_SIZE):
        end = len(numbers) - SHINGLE_SIZE + 1 + offset
        codes <<= _BITS
        codes |= numbers[offset:end]
    return np.unique(codes, return_counts=True)
