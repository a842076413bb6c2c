"""Runs of a page index's elements, for scans that stop at the first element they want.

The compiled scans of :mod:`thresher._core._facts` (byline openings, date classes) read
a whole index and decide each element by itself alone. Given a run of elements
(:func:`index_slice`) they give that run's part of the answer, so a caller that needs
only the first hit near the headline scans a few short runs instead of the page.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Iterator
from typing import Any, NamedTuple

from thresher.html.dom_index import PageIndex

FIRST_RUN = 64  # elements in the first run; each next run is four times longer


class IndexSlice(NamedTuple):
    """The per-element fields of a page index for the elements ``start`` to ``end``
    (``attrs`` are prefix sums: one more entry, so counts are differences as in the index)."""

    elements: tuple[Any, ...]
    tags: tuple[str, ...]
    attrs: array
    own_text: tuple[str, ...]


def index_slice(index: PageIndex, start: int, end: int) -> IndexSlice:
    """The elements ``start`` to ``end`` (excluded) of ``index``, numbered from 0."""
    return IndexSlice(
        index.elements[start:end],
        index.tags[start:end],
        index.attrs[start : end + 1],
        index.own_text[start:end],
    )


def runs(start: int, stop: int) -> Iterator[tuple[int, int]]:
    """(start, end) of consecutive runs covering ``start`` to ``stop``, each longer."""
    size = FIRST_RUN
    while start < stop:
        end = min(stop, start + size)
        yield start, end
        start, size = end, 4 * size


def holding_positions(index: PageIndex, word: str, start: int = 0) -> Iterator[int]:
    """The positions from ``start`` on, in order, whose own text holds ``word``: one search
    of the own texts joined, not a test of each element's in Python (most pages hold the
    word in a few elements of thousands). ``index.chars`` (the own texts' lengths summed)
    tells whose text a hit is in; a hit across two texts is none. The joined texts are
    the page's, joined once an index (:func:`joined_own_text`), searched from ``start``'s."""
    count = len(index.own_text)
    if not word:
        yield from range(start, count)
        return
    if start >= count:
        return
    chars, size = index.chars, len(word)
    joined = joined_own_text(index)  # the page's: text ``i`` starts at ``chars[i] - base``
    base = chars[0]
    at = joined.find(word, chars[start] - base)
    while at >= 0:
        position = bisect_right(chars, base + at, start) - 1
        end = chars[position + 1] - base
        if at + size <= end:
            yield position
            at = joined.find(word, end)
        else:  # the word runs into the next texts: no element holds this one
            at = joined.find(word, at + 1)


def joined_own_text(index: PageIndex) -> str:
    """The index's own texts joined without a separator, joined once an index (kept in
    ``index.lazy``; a record of own texts and sums without that memo is joined each call):
    the text :func:`holding_positions` searches for every word."""
    memo = getattr(index, "lazy", None)
    found = None if memo is None else memo.get("joined_own_text")
    if found is None:
        found = "".join(index.own_text)
        if memo is not None:
            memo["joined_own_text"] = found
    return found
