"""Where a training writes its model: a new file, never the packaged one by default.

A short test run once replaced the shipped model (issue 28, item 12): without
an explicit output path, ``thresher train`` writes ``<stem>-trained.npz`` in the
current directory (``-2``, ``-3`` … when that exists). Replacing the packaged
model takes an explicit ``-o`` path.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from thresher.errors import ThresherError

MISSING_SKLEARN = (
    "training needs scikit-learn, which the base install leaves out: pip install 'thresher[train]'"
)


def new_model_path(stem: str, directory: Path | None = None) -> Path:
    """A model file name in ``directory`` (default: the current one) that does not exist."""
    directory = directory if directory is not None else Path.cwd()
    target = directory / f"{stem}-trained.npz"
    number = 1
    while target.exists():
        number += 1
        target = directory / f"{stem}-trained-{number}.npz"
    return target


def require_sklearn() -> None:
    """Raise a ThresherError naming the ``train`` extra when scikit-learn is missing."""
    if importlib.util.find_spec("sklearn") is None:
        raise ThresherError(MISSING_SKLEARN)
