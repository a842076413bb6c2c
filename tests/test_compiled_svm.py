"""The compiled SVM distances give the reference's, and both paths the same decisions.

:meth:`thresher.methods.features.model.FeatureModel.reference_distances` is the
definition of the squared distances between a page's scaled feature rows and the
support vectors; ``thresher._core._svm`` adds the same terms in the same order.
Without fused multiply-adds (x86-64's baseline) the two are equal bit for bit;
the check allows a relative 1e-12 for compilers that fuse. The decision values of
the two paths must agree to 1e-9 with the same sign. Pages: the bundled ones,
random rows across the chunk boundary, and (``slow``) pages of every shared dataset.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from test_compiled_walks import _bundled, _dataset_documents
from thresher._core import kernel
from thresher._core.modules import PURE_ENV, SVM
from thresher.methods.features.method import analyse_page
from thresher.methods.features.model import load_model
from thresher.methods.features.params import FeaturesParams
from thresher.options import Options
from thresher.types import Document


def _require():
    compiled = kernel(SVM)
    if compiled is None:
        pytest.skip(f"{SVM} is not built here, or the pure path is forced")
    return compiled


def _rows(doc: Document) -> np.ndarray:
    """The page's feature rows, as the method builds them."""
    nodes = analyse_page(doc, Options(), FeaturesParams()).nodes
    return np.array([n.vector() for n in nodes], dtype=np.float64).reshape(-1, 11)


def _check(rows: np.ndarray, label: str, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = _require()
    model = load_model()
    scaled = np.ascontiguousarray((rows - model.mean) / model.scale)
    fast = np.empty((len(scaled), len(model.support_vectors)))
    ref = np.empty_like(fast)
    compiled.squared_distances(scaled, model.columns, fast)
    model.reference_distances(scaled, ref)
    np.testing.assert_allclose(fast, ref, rtol=1e-12, atol=0, err_msg=label)
    compiled_values = model.decision(rows)
    with monkeypatch.context() as patch:
        patch.setenv(PURE_ENV, "1")
        pure_values = model.decision(rows)
    np.testing.assert_allclose(compiled_values, pure_values, rtol=0, atol=1e-9, err_msg=label)
    assert ((compiled_values > 0) == (pure_values > 0)).all(), label


def test_bundled_pages_same_distances_and_decisions(monkeypatch):
    seen = 0
    for label, doc in _bundled():
        rows = _rows(doc)
        if len(rows):
            _check(rows, label, monkeypatch)
            seen += 1
    assert seen > 3


def test_random_rows_across_chunks(monkeypatch):
    rng = np.random.default_rng(7)
    rows = np.abs(rng.normal(scale=30.0, size=(700, 11)))
    rows[:, 5:] = rng.integers(0, 2, size=(700, 6))
    _check(rows, "random", monkeypatch)


def test_decision_matches_the_reference_formula():
    """The decision is sum_i a_i exp(-gamma |x - sv_i|^2) + b, on a few rows."""
    model = load_model()
    body = [120.0, 6, 0, 2, 20.0, 0, 1, 0, 0, 1, 0]
    link = [4.0, 0, 3, 0, 4.0, 1, 0, 0, 1, 0, 0]
    rows = np.array([body, link])
    scaled = (rows - model.mean) / model.scale
    direct = []
    for x in scaled:
        kernel_values = np.exp(-model.gamma * ((model.support_vectors - x) ** 2).sum(axis=1))
        direct.append(float(np.sum(model.dual_coef * kernel_values)) + model.intercept)
    np.testing.assert_allclose(model.decision(rows), direct, rtol=0, atol=1e-9)


def test_kernel_refuses_mismatched_shapes():
    compiled = _require()
    model = load_model()
    rows = np.zeros((2, 11))
    with pytest.raises(ValueError):
        compiled.squared_distances(rows, model.columns, np.empty((2, 3)))
    wide = np.empty((2, model.columns.shape[1]))
    with pytest.raises(ValueError):
        compiled.squared_distances(np.zeros((2, 5)), model.columns, wide)


@pytest.mark.slow
def test_compiled_distances_match_the_reference_on_real_pages(datasets_dir: Path, monkeypatch):
    _require()
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        rows = _rows(doc)
        if len(rows):
            _check(rows, label, monkeypatch)
            seen += 1
    assert seen > 40


def test_repeated_rows_get_the_value_each_row_gets_alone():
    """Rows are scored once each and on their own: no neighbour changes a value."""
    model = load_model()
    rng = np.random.default_rng(3)
    distinct = np.abs(rng.normal(scale=20.0, size=(5, 11)))
    rows = distinct[[0, 1, 0, 2, 3, 1, 4, 0]]
    values = model.decision(rows)
    alone = np.array([model.decision(row)[0] for row in rows])
    assert np.array_equal(values, alone)
    assert values[0] == values[2] == values[7]
