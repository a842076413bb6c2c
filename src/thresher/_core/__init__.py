"""The compiled core: which path runs, and the switch to the pure-Python one.

``pip install .`` compiles the modules :mod:`thresher._core.modules` names
with Cython when a C compiler is there; each compiled module shadows its
``.py`` source, which stays the one definition and the fallback. With the
environment variable ``THRESHER_PURE=1`` (set before thresher is imported),
every such module is imported from its source and the compiled kernels are
not used: the pure-Python reference path, which CI tests too. A compiled
module older than its source (a checkout edited after ``build_ext --inplace``)
is stale: its source is imported instead, with a warning, so an edit is never
silently ignored. :func:`speedups` says which path runs.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

from thresher._core.modules import KERNELS, PURE_ENV, SOURCE_MODULES


def pure_forced() -> bool:
    """True when ``THRESHER_PURE`` asks for the pure-Python path."""
    return os.environ.get(PURE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


# A source this much newer than its compiled module makes it stale (installers write
# both within moments; an edit after a build comes later).
STALE_AFTER_S = 5.0


class SourceFinder(importlib.abc.MetaPathFinder):
    """Imports a compiled module from its ``.py`` source when the pure path is forced
    or the compiled file is stale; leaves every other import alone."""

    def find_spec(
        self, fullname: str, path: Any = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        """The source file's spec when the source must run, else None."""
        if fullname not in SOURCE_MODULES:
            return None
        leaf = fullname.rpartition(".")[2]
        for entry in path or ():
            source = Path(entry) / f"{leaf}.py"
            if not source.is_file():
                continue
            if pure_forced() or _stale(source, leaf):
                return importlib.util.spec_from_file_location(fullname, source)
            return None
        return None


def _stale(source: Path, leaf: str) -> bool:
    """True (with a warning) when a compiled build of ``source`` is older than it."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        built = source.with_name(leaf + suffix)
        if built.is_file():
            if source.stat().st_mtime > built.stat().st_mtime + STALE_AFTER_S:
                warnings.warn(
                    f"{built.name} is older than {source.name}: running the source; "
                    "rebuild with 'python setup.py build_ext --inplace' or 'pip install .'",
                    RuntimeWarning,
                    stacklevel=2,
                )
                return True
            return False
    return False


def install_pure_switch() -> None:
    """Put :class:`SourceFinder` first on ``sys.meta_path`` (the pure switch, staleness)."""
    if not any(isinstance(f, SourceFinder) for f in sys.meta_path):
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
