"""Results of pure functions of a Document, remembered for the last few trees.

Several methods run on one page (the report, :func:`thresher.extract` given a
:class:`~thresher.types.Document`) need the same page index, segmentation and
metadata. A :class:`TreeMemo` computes each once per tree and argument set.
Documents are never mutated after parsing, so a tree's results stay valid;
the memo holds a reference to the tree, so its identity cannot be reused.
A caller that times methods sharing a tree measures the shared work itself
(the report's :func:`~thresher.report.worker.run_methods`).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from thresher.types import Document

R = TypeVar("R")


class TreeMemo(Generic[R]):
    """``fn(doc, *args, **kwargs)`` remembered for the last ``size`` trees and arguments."""

    def __init__(self, fn: Callable[..., R], size: int = 2) -> None:
        self._fn = fn
        self._signature = inspect.signature(fn)
        self._size = size
        self._entries: list[tuple[Any, tuple, R]] = []  # tree, arguments, result
        self.__doc__ = fn.__doc__
        self.__name__ = getattr(fn, "__name__", "memo")

    def __call__(self, doc: Document, *args: Any, **kwargs: Any) -> R:
        """The function's result for this tree and arguments, computed at most once."""
        key = self._key(doc, args, kwargs)
        for tree, known, value in self._entries:
            if tree is doc.tree and known == key:
                return value
        value = self._fn(doc, *args, **kwargs)
        self._entries.insert(0, (doc.tree, key, value))
        del self._entries[self._size :]
        return value

    def _key(self, doc: Document, args: tuple, kwargs: dict[str, Any]) -> tuple:
        """The call's arguments with defaults filled in: calls that mean the same share a key."""
        bound = self._signature.bind(doc, *args, **kwargs)
        bound.apply_defaults()
        return tuple(bound.arguments.items())[1:]
