"""The compiled core: which path runs, and the switch to the pure-Python one.

``pip install .`` compiles the kernels :mod:`thresher._core.modules` names
(the tree ensemble's walk, the DOM index's and segmentation's walks, the block
features) with Cython when a C compiler is there. With the environment
variable ``THRESHER_PURE=1`` the compiled kernels are not used: the
pure-Python reference path, which CI tests too.
:func:`speedups` says which path runs.
"""

from __future__ import annotations

import functools
import importlib
import os
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

from thresher._core.fingerprint import source_digest
from thresher._core.modules import _ENCODEKEY, _PURE_KEY, KERNELS, pure_forced

TREES = "thresher._core._trees"
DOM_INDEX = "thresher._core._dom_index"
SEGMENT = "thresher._core._segment"
FEATURES = "thresher._core._features"

# os._Environ, whose mapping pure_forced() reads (None: no such mapping at import)
_ENVIRON = type(os.environ) if _ENCODEKEY is not None else None


def kernel(name: str) -> ModuleType | None:
    """The compiled kernel ``name`` (one of ``KERNELS``), or None: pure path forced, not
    built, or built for another lxml (then a warning says so, once)."""
    environ = os.environ
    # pure_forced()'s answer when the variable is not set, without its call (~30 a page)
    if (
        type(environ) is _ENVIRON
        and environ.encodekey is _ENCODEKEY
        and _PURE_KEY not in environ._data
    ):
        return _load(name)
    if pure_forced():
        return None
    return _load(name)


@functools.cache
def _load(name: str) -> ModuleType | None:
    """Import a kernel once; a kernel that is there but cannot load, or was built from
    another version of its source, warns and is not used."""
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            _unusable(name, exc)
        return None
    except Exception as exc:  # built for another lxml or Python: the pure path, never a crash
        _unusable(name, exc)
        return None
    stale = _stale_build(module)
    if stale:
        _unusable(name, stale)
        return None
    return module


def _stale_build(module: ModuleType) -> str | None:
    """Why a kernel does not match the ``.pyx`` beside it (an in-place build left behind by
    an edit or a checkout), or None; a kernel installed without its source is not checked."""
    pyx = Path(module.__file__ or "").with_name(module.__name__.rsplit(".", 1)[1] + ".pyx")
    if not pyx.is_file():
        return None
    built = getattr(module, "SOURCE_DIGEST", "")
    if built == source_digest(pyx):
        return None
    return f"built from another version of {pyx.name}; rebuild thresher"


def _unusable(name: str, exc: Exception) -> None:
    warnings.warn(
        f"thresher: compiled kernel {name} not used ({exc}); running the pure-Python path",
        RuntimeWarning,
        stacklevel=4,
    )


def tree_kernel() -> ModuleType | None:
    """The compiled tree-ensemble walk, or None (pure path forced, or not built)."""
    return kernel(TREES)


def speedups() -> dict[str, Any]:
    """Which path runs: ``{"path": "compiled" | "pure" | "partial", "forced_pure": bool,
    "modules": {kernel: "compiled" | "pure"}}``."""
    modules = {name: "compiled" if kernel(name) is not None else "pure" for name in KERNELS}
    kinds = set(modules.values())
    path = kinds.pop() if len(kinds) == 1 else "partial"
    return {"path": path, "forced_pure": pure_forced(), "modules": modules}
