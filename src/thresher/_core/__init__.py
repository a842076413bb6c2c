"""The compiled core: which path runs, and the switch to the pure-Python one.

``pip install .`` compiles the kernels :mod:`thresher._core.modules` names
(today the tree ensemble's walk) with Cython when a C compiler is there. With
the environment variable ``THRESHER_PURE=1`` the compiled kernels are not used:
the pure-Python reference path, which CI tests too. :func:`speedups` says which
path runs.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Any

from thresher._core.modules import KERNELS, PURE_ENV


def pure_forced() -> bool:
    """True when ``THRESHER_PURE`` asks for the pure-Python path."""
    return os.environ.get(PURE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def tree_kernel() -> ModuleType | None:
    """The compiled tree-ensemble walk, or None (pure path forced, or not built)."""
    if pure_forced():
        return None
    try:
        return importlib.import_module("thresher._core._trees")
    except ImportError:
        return None


def speedups() -> dict[str, Any]:
    """Which path runs: ``{"path": "compiled" | "pure" | "partial", "forced_pure": bool,
    "modules": {kernel: "compiled" | "pure"}}``."""
    modules: dict[str, str] = {}
    for name in KERNELS:
        kernel = tree_kernel() if name.endswith("._trees") else None
        modules[name] = "compiled" if kernel is not None else "pure"
    kinds = set(modules.values())
    path = kinds.pop() if len(kinds) == 1 else "partial"
    return {"path": path, "forced_pure": pure_forced(), "modules": modules}
