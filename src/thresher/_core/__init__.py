"""The compiled core: which path runs, and the switch to the pure-Python one.

``pip install .`` compiles the modules :mod:`thresher._core.modules` names
with Cython when a C compiler is there; each compiled module shadows its
``.py`` source, which stays the one definition and the fallback. With the
environment variable ``THRESHER_PURE=1`` (set before thresher is imported),
every such module is imported from its source and the compiled kernels are
not used: the pure-Python reference path, which CI tests too.
:func:`speedups` says which path runs.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from thresher._core.modules import KERNELS, PURE_ENV, SOURCE_MODULES


def pure_forced() -> bool:
    """True when ``THRESHER_PURE`` asks for the pure-Python path."""
    return os.environ.get(PURE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


class SourceFinder(importlib.abc.MetaPathFinder):
    """Imports the compiled modules from their ``.py`` source (the pure path)."""

    def find_spec(
        self, fullname: str, path: Any = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        """The source file's spec for a compiled module, None for any other."""
        if fullname not in SOURCE_MODULES:
            return None
        leaf = fullname.rpartition(".")[2] + ".py"
        for entry in path or ():
            candidate = Path(entry) / leaf
            if candidate.is_file():
                return importlib.util.spec_from_file_location(fullname, candidate)
        return None


def install_pure_switch() -> None:
    """Put :class:`SourceFinder` first on ``sys.meta_path`` when the pure path is forced."""
    if pure_forced() and not any(isinstance(f, SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFinder())


def tree_kernel() -> ModuleType | None:
    """The compiled tree-ensemble walk, or None (pure path forced, or not built)."""
    if pure_forced():
        return None
    try:
        return importlib.import_module("thresher._core._trees")
    except ImportError:
        return None


def _is_compiled(module: ModuleType) -> bool:
    suffix = Path(getattr(module, "__file__", "") or "").name
    return suffix.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def speedups() -> dict[str, Any]:
    """Which path runs: ``{"path": "compiled" | "pure" | "partial", "forced_pure": bool,
    "modules": {module: "compiled" | "pure"}}``."""
    modules: dict[str, str] = {}
    for name in SOURCE_MODULES:
        modules[name] = "compiled" if _is_compiled(importlib.import_module(name)) else "pure"
    for name in KERNELS:
        kernel = tree_kernel() if name.endswith("._trees") else None
        modules[name] = "compiled" if kernel is not None else "pure"
    kinds = set(modules.values())
    path = kinds.pop() if len(kinds) == 1 else "partial"
    return {"path": path, "forced_pure": pure_forced(), "modules": modules}


install_pure_switch()
