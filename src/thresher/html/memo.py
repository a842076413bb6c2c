"""Results of pure functions of a Document, remembered for the last few trees.

Several methods run on one page (the report, :func:`thresher.extract` given a
:class:`~thresher.types.Document`) need the same page index, segmentation and
metadata. A :class:`TreeMemo` computes each once per tree and argument set.
Documents are never mutated after parsing, so a tree's results stay valid;
the memo holds a reference to the tree, so its identity cannot be reused.
A result goes when the Document it was made for is gone: the tree is then freed
at once, while it is still in the caches, not two pages later; or when the caller
says it is done with the page (:func:`forget_document`), as :func:`thresher.extract`
does for a Document it parsed itself.
A caller that times methods sharing a tree measures the shared work itself
(the report's :func:`~thresher.report.worker.run_methods`).
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from thresher.types import Document

R = TypeVar("R")

# Every memo made, so that a page's results can all be dropped at once
# (:func:`forget_document`); by weak references, so a memo of a test goes with it (a set
# of references rather than a WeakSet, whose iteration is a Python generator).
_MEMOS: set[weakref.ref[TreeMemo[Any]]] = set()


class TreeMemo(Generic[R]):
    """``fn(doc, *args, **kwargs)`` remembered for the last ``size`` trees and arguments
    (while the Document it was computed for lives)."""

    def __init__(self, fn: Callable[..., R], size: int = 2) -> None:
        self._fn = fn
        self._signature = inspect.signature(fn)
        self._params = params = _plain_parameters(self._signature)
        self._names = tuple(name for name, _ in params or ())
        self._required = any(default is _EMPTY for _, default in params or ())
        # a call without arguments is keyed by ``params`` itself (see _key)
        self._bare_key = params if params is not None and not self._required else None
        later = list(self._signature.parameters.values())[1:]
        # how many arguments may come by position, and the names each such count leaves
        self._positional = sum(p.kind is _POSITIONAL for p in later)
        self._later = [frozenset(p.name for p in later[i:]) for i in range(len(later) + 1)]
        self._size = size
        # tree, arguments, result, and a weak reference to the Document the result was made for
        self._entries: list[tuple[Any, tuple, R, Any]] = []
        self.__doc__ = fn.__doc__
        self.__name__ = getattr(fn, "__name__", "memo")
        _MEMOS.add(weakref.ref(self, _MEMOS.discard))

    def __call__(self, doc: Document, *args: Any, **kwargs: Any) -> R:
        """The function's result for this tree and arguments, computed at most once."""
        key = self._bare_key
        if key is None or args or kwargs:
            key = self._key(doc, args, kwargs)
        tree = doc.tree
        for entry in self._entries:
            if entry[0] is tree and entry[1] == key:
                return entry[2]
        value = self._fn(doc, *args, **kwargs)
        try:
            ref = weakref.ref(doc, self._forget)
        except TypeError:  # a document-like object without weak references
            ref = None
        self._entries = [(tree, key, value, ref), *self._entries[: self._size - 1]]
        return value

    def forget(self, doc: Document) -> None:
        """Drop the results made for this Document's tree."""
        tree = doc.tree
        entries = self._entries
        for entry in entries:
            if entry[0] is tree:
                self._entries = [entry for entry in entries if entry[0] is not tree]
                return

    def _forget(self, ref: weakref.ref) -> None:
        """A Document is gone: its results go now, while its tree is still in the caches."""
        self._entries = [entry for entry in self._entries if entry[3] is not ref]

    def _key(self, doc: Document, args: tuple, kwargs: dict[str, Any]) -> tuple:
        """The call's arguments with defaults filled in: calls that mean the same share a key.

        The signature's parameters are read once; a call they do not plainly
        cover (a missing or unknown argument) goes to :meth:`_bound_key`.
        """
        params, given = self._params, len(args)
        if params is None or given > self._positional or not kwargs.keys() <= self._later[given]:
            return self._bound_key(doc, args, kwargs)
        if not (given or kwargs or self._required):
            return params  # every default: (name, default) for each parameter
        if not (given or self._required):  # by keyword only: no zip of the values
            return tuple([(name, kwargs.get(name, default)) for name, default in params])
        values = [*args, *[kwargs.get(name, default) for name, default in params[given:]]]
        if self._required and any(value is _EMPTY for value in values):
            return self._bound_key(doc, args, kwargs)
        return tuple(zip(self._names, values, strict=True))

    def _bound_key(self, doc: Document, args: tuple, kwargs: dict[str, Any]) -> tuple:
        """The key through ``inspect``'s binding: the definition :meth:`_key` follows."""
        bound = self._signature.bind(doc, *args, **kwargs)
        bound.apply_defaults()
        return tuple(bound.arguments.items())[1:]


def forget_document(doc: Document) -> None:
    """Drop every memo's results for ``doc``: the caller is done with the page (its
    index, segmentation and metadata) though it keeps the Document."""
    for ref in tuple(_MEMOS):
        memo = ref()
        if memo is not None:
            memo.forget(doc)


_POSITIONAL = inspect.Parameter.POSITIONAL_OR_KEYWORD
_EMPTY = inspect.Parameter.empty


def _plain_parameters(signature: inspect.Signature) -> tuple[tuple[str, Any], ...] | None:
    """(name, default) of the parameters after the first, or None when any is not plain.

    Plain: positional-or-keyword, then keyword-only (no ``*args``, ``**kwargs``
    or positional-only after the first); the first takes the document.
    """
    if not signature.parameters:
        return None
    first, *rest = signature.parameters.values()
    if first.kind not in (inspect.Parameter.POSITIONAL_ONLY, _POSITIONAL):
        return None
    if any(p.kind not in (_POSITIONAL, inspect.Parameter.KEYWORD_ONLY) for p in rest):
        return None
    return tuple((p.name, p.default) for p in rest)
