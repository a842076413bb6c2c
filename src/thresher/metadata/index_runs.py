"""Runs of a page index's elements, for scans that stop at the first element they want.

The compiled scans of :mod:`thresher._core._facts` (byline openings, date classes) read
a whole index and decide each element by itself alone. Given a run of elements
(:func:`index_slice`) they give that run's part of the answer, so a caller that needs
only the first hit near the headline scans a few short runs instead of the page.
"""

from __future__ import annotations

from array import array
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
