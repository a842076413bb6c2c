"""The body-node classifier: a scaler and an RBF-kernel SVM, saved without pickle.

Training uses scikit-learn (``StandardScaler`` then ``SVC(kernel="rbf")`` with
default parameters, as the paper's LIBSVM defaults). The file keeps only what
prediction needs — the scaler's mean and scale, the support vectors, their
dual coefficients, the intercept and gamma — in a compressed ``.npz`` with a
JSON header: the format version, the feature list, the training data's
fingerprint and what it was trained on. Prediction is the SVM's decision
function in numpy (``sum_i a_i exp(-gamma |x - sv_i|^2) + b > 0``), equal to
``SVC.predict``; no pickle is ever loaded, so a model file cannot run code.

The squared distances are summed feature by feature, without BLAS: a page has
a few hundred rows, and OpenBLAS's threads cost several times the work (they
spin on the page's core). The compiled kernel ``thresher._core._svm`` adds
them in the same order as :meth:`FeatureModel.reference_distances`.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from thresher._core import kernel
from thresher._core.modules import SVM
from thresher.errors import ModelError
from thresher.methods.features.nodes import FEATURE_NAMES

MODEL_FORMAT = 1
SHIPPED_MODEL = "features-svm-v1.npz"
_ARRAYS = ("mean", "scale", "support_vectors", "dual_coef")
_CHUNK_ROWS = 128


@dataclass(frozen=True)
class FeatureModel:
    """A trained body-node classifier and the facts about its training."""

    feature_names: tuple[str, ...]
    mean: np.ndarray = field(repr=False)
    scale: np.ndarray = field(repr=False)
    support_vectors: np.ndarray = field(repr=False)
    dual_coef: np.ndarray = field(repr=False)
    intercept: float = 0.0
    gamma: float = 1.0
    info: Mapping[str, Any] = field(default_factory=dict)

    def decision(self, rows: np.ndarray) -> np.ndarray:
        """The SVM's decision value per row (positive: body)."""
        rows = np.atleast_2d(np.asarray(rows, dtype=np.float64))
        if rows.shape[0] == 0:
            return np.zeros(0)
        # Pages repeat feature vectors (short links, empty cells): score each once. Each
        # row's value is computed on its own, so which rows share a chunk does not matter.
        first: dict[tuple[float, ...], int] = {}
        inverse = [first.setdefault(row, len(first)) for row in map(tuple, rows.tolist())]
        unique = np.array(list(first), dtype=np.float64).reshape(len(first), rows.shape[1])
        return self._decision(unique)[inverse]

    def _decision(self, rows: np.ndarray) -> np.ndarray:
        scaled = np.ascontiguousarray((rows - self.mean) / self.scale)
        compiled = kernel(SVM)
        out = np.empty(scaled.shape[0])
        block = np.empty((min(_CHUNK_ROWS, scaled.shape[0]), self.support_vectors.shape[0]))
        for start in range(0, scaled.shape[0], _CHUNK_ROWS):
            chunk = scaled[start : start + _CHUNK_ROWS]
            kernel_values = block[: chunk.shape[0]]
            if compiled is None:
                self.reference_distances(chunk, kernel_values)
            else:
                compiled.squared_distances(chunk, self.columns, kernel_values)
            kernel_values *= -self.gamma
            np.exp(kernel_values, out=kernel_values)
            kernel_values *= self.dual_coef
            out[start : start + chunk.shape[0]] = kernel_values.sum(axis=1)
        return out + self.intercept

    def reference_distances(self, rows: np.ndarray, out: np.ndarray) -> None:
        """Fill ``out[i, k]`` with the squared distance of scaled ``rows[i]`` to support
        vector ``k``: ``(x_j - sv_j) ** 2`` added feature after feature, from zero."""
        out.fill(0.0)
        step = np.empty_like(out)
        for feature, column in enumerate(self.columns):
            np.subtract(rows[:, feature, None], column, out=step)
            np.multiply(step, step, out=step)
            out += step

    @cached_property
    def columns(self) -> np.ndarray:
        """The support vectors feature-major (one row per feature), derived once per model."""
        return np.ascontiguousarray(self.support_vectors.T)

    def predict(self, rows: np.ndarray) -> np.ndarray:
        """True for rows the model labels body."""
        return self.decision(rows) > 0


def from_sklearn(
    scaler, svc, feature_names: Sequence[str], info: Mapping[str, Any]
) -> FeatureModel:
    """Keep what prediction needs from a fitted ``StandardScaler`` and binary ``SVC``."""
    if list(svc.classes_) != [0, 1]:
        raise ModelError(f"expected classes [0, 1], got {list(svc.classes_)}")
    return FeatureModel(
        feature_names=tuple(feature_names),
        mean=np.asarray(scaler.mean_, dtype=np.float64),
        scale=np.asarray(scaler.scale_, dtype=np.float64),
        support_vectors=np.asarray(svc.support_vectors_, dtype=np.float64),
        dual_coef=np.asarray(svc.dual_coef_[0], dtype=np.float64),
        intercept=float(svc.intercept_[0]),
        gamma=float(svc.gamma),
        info=dict(info),
    )


def save_model(model: FeatureModel, path: str | Path) -> Path:
    """Write ``model`` as a compressed ``.npz`` with a JSON header; return the path."""
    path = Path(path)
    header = {
        "format": MODEL_FORMAT,
        "feature_names": list(model.feature_names),
        "intercept": model.intercept,
        "gamma": model.gamma,
        "info": dict(model.info),
    }
    arrays = {name: getattr(model, name) for name in _ARRAYS}
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        np.savez_compressed(handle, header=np.array(json.dumps(header, sort_keys=True)), **arrays)
    return path


def shipped_model_path() -> Path:
    """Where the model shipped inside the package lives."""
    return Path(str(resources.files("thresher").joinpath("data", "models", SHIPPED_MODEL)))


def load_model(
    path: str | Path | None = None, expected: Sequence[str] = FEATURE_NAMES
) -> FeatureModel:
    """Read a model file (the shipped one by default); ModelError if unusable."""
    path = Path(path) if path else shipped_model_path()
    try:
        stamp = path.stat().st_mtime_ns
    except OSError as exc:
        raise ModelError(
            f"model file {path} not found; train one with `thresher train --method features`"
        ) from exc
    model = _read_cached(str(path), stamp)
    if tuple(model.feature_names) != tuple(expected):
        raise ModelError(
            f"model file {path} was trained with features {list(model.feature_names)}, "
            f"but this thresher computes {list(expected)}; retrain it with "
            "`thresher train --method features DATASET_DIR...`"
        )
    return model


@lru_cache(maxsize=8)
def _read_cached(path: str, stamp: int) -> FeatureModel:
    try:
        with np.load(path, allow_pickle=False) as data:
            header = json.loads(str(data["header"]))
            arrays = {name: np.asarray(data[name], dtype=np.float64) for name in _ARRAYS}
    except (OSError, ValueError, KeyError, zipfile.BadZipFile) as exc:
        raise ModelError(f"model file {path} is not a thresher model: {exc}") from exc
    if header.get("format") != MODEL_FORMAT:
        raise ModelError(
            f"model file {path} has format {header.get('format')!r}; "
            f"this thresher reads format {MODEL_FORMAT}; retrain it"
        )
    return FeatureModel(
        feature_names=tuple(header["feature_names"]),
        intercept=float(header["intercept"]),
        gamma=float(header["gamma"]),
        info=header.get("info", {}),
        **arrays,
    )
