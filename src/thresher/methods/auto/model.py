"""A gradient-boosted tree ensemble stored as plain arrays, evaluated with numpy.

The default method's block classifier is trained with scikit-learn's
``HistGradientBoostingClassifier`` (``thresher train --method auto``) and
exported to a versioned ``.npz`` of node arrays, so extraction needs neither
scikit-learn nor a pickle (pickles break across library versions). The node
arrays are the definition. The compiled core (:mod:`thresher._core`) walks
every (row, tree) pair in C; the numpy walk below (all trees at once, a few
vectorised steps per numpy round) is the pure-Python reference and fallback,
and both give the same leaves (``tests/test_compiled_core.py``). The kernel
also adds each row's leaf values, in the order numpy's ``sum`` adds them (its
pairwise summation), so the scores are bit-identical
(``tests/auto/test_compiled_scores.py``). A float32 matrix (the features'
dtype) is scored QuickScorer's way on a layout of the nodes the kernel makes
once, when the model is loaded (:func:`_quick_layout`: each feature's splits
sorted by threshold, rounded down to float32, which splits float32 values as
the float64 thresholds do): the same leaves.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from thresher._core import tree_kernel
from thresher.errors import ModelError

MODEL_FORMAT = "thresher-tree-ensemble"
MODEL_VERSION = 1
_STEPS = 4
# Rows scored at once: all (row, tree) pairs of a chunk are walked together, so
# a page of 100 000 blocks would otherwise hold gigabytes of node indexes.
CHUNK_ROWS = 4_096
_ARRAYS = ("feature", "threshold", "left", "right", "value", "is_leaf", "missing_left", "roots")


@dataclass(frozen=True)
class TreeEnsemble:
    """Binary classifier: sigmoid(baseline + sum of one leaf value per tree)."""

    feature_names: tuple[str, ...]
    baseline: float
    arrays: dict[str, np.ndarray]
    max_depth: int
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        a = self.arrays
        leaves = np.flatnonzero(a["is_leaf"])
        children = np.stack([a["left"], a["right"]], axis=1).astype(np.int64)
        children[leaves] = leaves[:, None]  # a leaf is its own child: extra steps stay on it
        object.__setattr__(self, "_children", children.ravel())
        object.__setattr__(self, "_feature", a["feature"].astype(np.int64))
        kernel_arrays = (
            np.ascontiguousarray(a["feature"], dtype=np.int32),
            np.ascontiguousarray(a["threshold"], dtype=np.float64),
            np.ascontiguousarray(a["left"], dtype=np.int32),
            np.ascontiguousarray(a["right"], dtype=np.int32),
            np.ascontiguousarray(a["is_leaf"], dtype=np.uint8),
            np.ascontiguousarray(a["missing_left"], dtype=np.uint8),
            np.ascontiguousarray(a["roots"], dtype=np.int32),
        )
        object.__setattr__(self, "_kernel_arrays", kernel_arrays)
        score_arrays = (
            kernel_arrays[0],
            kernel_arrays[1],
            np.ascontiguousarray(self._children, dtype=np.int32),
            np.ascontiguousarray(~a["missing_left"].astype(bool), dtype=np.uint8),
            kernel_arrays[6],
            np.ascontiguousarray(a["value"], dtype=np.float64),
        )
        object.__setattr__(self, "_score_arrays", score_arrays)
        object.__setattr__(self, "_quick", _quick_layout(a, tree_kernel()))

    def predict_proba(self, matrix: np.ndarray) -> np.ndarray:
        """Probability of the positive class for each row of ``matrix``."""
        if matrix.shape[0] == 0:
            return np.zeros(0)
        if matrix.shape[1] != len(self.feature_names):
            raise ModelError(
                f"the model expects {len(self.feature_names)} features, got {matrix.shape[1]}"
            )
        if len(matrix) <= CHUNK_ROWS:  # one chunk (a page's blocks): nothing to join
            raw = self._raw_scores(matrix)
        else:
            raw = np.concatenate(
                [
                    self._raw_scores(matrix[start : start + CHUNK_ROWS])
                    for start in range(0, len(matrix), CHUNK_ROWS)
                ]
            )
        return 1.0 / (1.0 + np.exp(-raw))

    def _raw_scores(self, matrix: np.ndarray) -> np.ndarray:
        """Baseline plus the leaf values of every tree, for at most CHUNK_ROWS rows."""
        kernel = tree_kernel()
        if kernel is None:
            leaves = self.reference_leaves(matrix)
        elif getattr(kernel, "SUMS_AS_NUMPY", False):  # the kernel adds as numpy adds
            return self.compiled_scores(matrix, kernel)
        else:
            leaves = self.compiled_leaves(matrix, kernel)
        return self.baseline + self._leaf_sums(leaves, matrix.shape[0])

    def _leaf_sums(self, leaves: np.ndarray, n_rows: int) -> np.ndarray:
        """Each row's sum of its leaf values (``leaves`` row-major): the definition."""
        n_trees = self.arrays["roots"].size
        return self.arrays["value"][leaves].reshape(n_rows, n_trees).sum(axis=1)

    def compiled_scores(self, matrix: np.ndarray, kernel: Any) -> np.ndarray:
        """:meth:`_raw_scores` by the compiled ``kernel``: its walk (QuickScorer's for a
        float32 matrix), and each row's leaf values added in the order ``_leaf_sums``
        adds them (the same float64 bits)."""
        if matrix.dtype not in (np.float32, np.float64):  # both compared as float64, exactly
            matrix = matrix.astype(np.float64)
        dense = np.ascontiguousarray(matrix)
        quick = self._quick if dense.dtype == np.float32 else None  # type: ignore[attr-defined]
        return kernel.scores(dense, *self._score_arrays, self.baseline, quick)  # type: ignore[attr-defined]

    def compiled_leaves(self, matrix: np.ndarray, kernel: Any) -> np.ndarray:
        """The leaf of each (row, tree) pair, row-major, walked by the compiled ``kernel``."""
        dense = np.ascontiguousarray(matrix, dtype=np.float64)
        return kernel.leaves(dense, *self._kernel_arrays)  # type: ignore[attr-defined]

    def reference_leaves(self, matrix: np.ndarray) -> np.ndarray:
        """The leaf of each (row, tree) pair, row-major: the numpy reference walk."""
        if np.isnan(matrix).any():
            return self._leaves_with_missing(matrix)
        return self._leaves(np.ascontiguousarray(matrix, dtype=np.float64))

    def _leaves(self, matrix: np.ndarray) -> np.ndarray:
        """The leaf each (row, tree) pair reaches, for a matrix without missing values.

        All pairs descend together, ``_STEPS`` levels between checks for leaves
        (a leaf loops on itself), which keeps the numpy calls per page few.
        """
        a = self.arrays
        n_rows, n_cols = matrix.shape
        flat = matrix.ravel()
        nodes = np.tile(a["roots"].astype(np.int64), n_rows)
        row_offsets = np.repeat(np.arange(n_rows, dtype=np.int64) * n_cols, a["roots"].size)
        threshold, children, feature = a["threshold"], self._children, self._feature
        take = np.take  # 1-d gathers: slightly fewer instructions than fancy indexing
        active = np.arange(nodes.size)
        while active.size:
            current = take(nodes, active)
            offsets = take(row_offsets, active)
            for _ in range(_STEPS):
                goes_right = take(flat, offsets + take(feature, current)) > take(threshold, current)
                current = take(children, 2 * current + goes_right)
            nodes[active] = current
            active = active[~take(a["is_leaf"], current)]
        return nodes

    def _leaves_with_missing(self, matrix: np.ndarray) -> np.ndarray:
        a = self.arrays
        n_rows, n_trees = matrix.shape[0], a["roots"].size
        nodes = np.tile(a["roots"], n_rows)
        rows = np.repeat(np.arange(n_rows), n_trees)
        active = np.flatnonzero(~a["is_leaf"][nodes])
        while active.size:
            current = nodes[active]
            values = matrix[rows[active], a["feature"][current]]
            go_left = np.where(
                np.isnan(values), a["missing_left"][current], values <= a["threshold"][current]
            )
            nxt = np.where(go_left, a["left"][current], a["right"][current])
            nodes[active] = nxt
            active = active[~a["is_leaf"][nxt]]
        return nodes

    def save(self, path: str | Path) -> None:
        """Write the model as a compressed ``.npz`` with a JSON header."""
        header = {
            "format": MODEL_FORMAT,
            "version": MODEL_VERSION,
            "feature_names": list(self.feature_names),
            "baseline": self.baseline,
            "max_depth": self.max_depth,
            "meta": self.meta,
        }
        with open(path, "wb") as handle:
            np.savez_compressed(handle, header=np.array(json.dumps(header)), **self.arrays)

    @classmethod
    def load(cls, path: str | Path, expected_features: tuple[str, ...]) -> TreeEnsemble:
        """Read a model file; ModelError if it is not one or has other features."""
        try:
            with np.load(path, allow_pickle=False) as data:
                header = json.loads(str(data["header"]))
                arrays = {name: data[name] for name in _ARRAYS}
        except (OSError, KeyError, ValueError) as exc:
            raise ModelError(f"{path}: not a thresher model file ({exc}); retrain it") from exc
        if header.get("format") != MODEL_FORMAT or header.get("version") != MODEL_VERSION:
            raise ModelError(f"{path}: model format {header.get('version')} is not supported")
        names = tuple(header["feature_names"])
        if names != expected_features:
            missing = sorted(set(expected_features) ^ set(names))[:5]
            raise ModelError(
                f"{path}: trained with another feature list (differs in {missing}); "
                "retrain with 'thresher train --method auto'"
            )
        return cls(
            names,
            float(header["baseline"]),
            arrays,
            int(header["max_depth"]),
            header.get("meta", {}),
        )


def _float32_thresholds(threshold: np.ndarray) -> np.ndarray:
    """Each threshold rounded down to float32: no float32 lies between the two, so a
    float32 value is above the one exactly when it is above the other, as the reference
    compares it in float64."""
    threshold = threshold.astype(np.float64)
    with np.errstate(over="ignore"):
        rounded = threshold.astype(np.float32)
    above = rounded.astype(np.float64) > threshold  # rounded up (or to +inf): one step down
    rounded[above] = np.nextafter(rounded[above], np.float32(-np.inf))
    return rounded


def _quick_layout(arrays: dict[str, np.ndarray], kernel: Any) -> tuple | None:
    """The kernel's QuickScorer layout of the nodes (made once, when the model is
    loaded), or None: no kernel, an older one, or trees it cannot lay out."""
    layout = getattr(kernel, "quick_layout", None)
    if layout is None:
        return None
    return layout(
        np.ascontiguousarray(arrays["feature"], dtype=np.int32),
        _float32_thresholds(arrays["threshold"]),
        np.ascontiguousarray(arrays["left"], dtype=np.int32),
        np.ascontiguousarray(arrays["right"], dtype=np.int32),
        np.ascontiguousarray(arrays["is_leaf"], dtype=np.uint8),
        np.ascontiguousarray(arrays["roots"], dtype=np.int32),
        np.ascontiguousarray(arrays["value"], dtype=np.float64),
    )


def from_sklearn(model, feature_names: tuple[str, ...], meta: dict[str, Any]) -> TreeEnsemble:
    """Export a fitted binary ``HistGradientBoostingClassifier``."""
    parts: dict[str, list[np.ndarray]] = {name: [] for name in _ARRAYS if name != "roots"}
    roots, offset, depth = [], 0, 0
    for predictors in model._predictors:
        nodes = predictors[0].nodes
        roots.append(offset)
        parts["feature"].append(nodes["feature_idx"].astype(np.int32))
        parts["threshold"].append(nodes["num_threshold"].astype(np.float64))
        parts["left"].append((nodes["left"] + offset).astype(np.int32))
        parts["right"].append((nodes["right"] + offset).astype(np.int32))
        parts["value"].append(nodes["value"].astype(np.float64))
        parts["is_leaf"].append(nodes["is_leaf"].astype(bool))
        parts["missing_left"].append(nodes["missing_go_to_left"].astype(bool))
        depth = max(depth, int(nodes["depth"].max()))
        offset += len(nodes)
    arrays = {name: np.concatenate(values) for name, values in parts.items()}
    arrays["roots"] = np.asarray(roots, dtype=np.int32)
    baseline = float(np.ravel(model._baseline_prediction)[0])
    return TreeEnsemble(feature_names, baseline, arrays, depth, meta)
