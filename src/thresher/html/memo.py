"""Results of pure functions of a Document, remembered for the last few trees.

Several methods run on one page (the report, :func:`thresher.extract` given a
:class:`~thresher.types.Document`) need the same page index, segmentation and
metadata. A :class:`TreeMemo` computes each once per tree and argument set.
Documents are never mutated after parsing, so a tree's results stay valid;
the memo holds a reference to the tree, so its identity cannot be reused.

Each memo also counts the seconds its hits saved (:func:`saved_seconds`), so
a caller timing methods one after another can charge each the work it used
but did not pay for: after :func:`next_run`, the first hit on a result
computed before counts its seconds once; hits on a result computed in the
same run (the index shared by the title and date finders) count nothing,
since the work would be shared just the same in a run alone.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from thresher.types import Document

R = TypeVar("R")

_saved = [0.0]
_run = [0]


class TreeMemo(Generic[R]):
    """``fn(doc, *args, **kwargs)`` remembered for the last ``size`` trees and arguments."""

    def __init__(self, fn: Callable[..., R], size: int = 2) -> None:
        self._fn = fn
        self._signature = inspect.signature(fn)
        self._size = size
        self._entries: list[list[Any]] = []  # tree, arguments, result, seconds, run
        self.__doc__ = fn.__doc__
        self.__name__ = getattr(fn, "__name__", "memo")

    def __call__(self, doc: Document, *args: Any, **kwargs: Any) -> R:
        """The function's result for this tree and arguments, computed at most once."""
        key = self._key(doc, args, kwargs)
        for entry in self._entries:
            if entry[0] is doc.tree and entry[1] == key:
                if entry[4] != _run[0]:
                    _saved[0] += entry[3]
                    entry[4] = _run[0]
                return entry[2]
        start = time.perf_counter()
        value = self._fn(doc, *args, **kwargs)
        self._entries.insert(0, [doc.tree, key, value, time.perf_counter() - start, _run[0]])
        del self._entries[self._size :]
        return value

    def _key(self, doc: Document, args: tuple, kwargs: dict[str, Any]) -> tuple:
        """The call's arguments with defaults filled in: calls that mean the same share a key."""
        bound = self._signature.bind(doc, *args, **kwargs)
        bound.apply_defaults()
        return tuple(bound.arguments.items())[1:]


def next_run() -> None:
    """Start a new run: results computed so far count as saved when reused."""
    _run[0] += 1


def saved_seconds() -> float:
    """Seconds of computation that memo hits have saved in this process so far."""
    return _saved[0]
