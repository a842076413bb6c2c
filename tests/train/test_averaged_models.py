"""Averaged block models: K seed-free fits on page buckets, exported as one ensemble."""

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("sklearn")

from thresher._core import tree_kernel
from thresher.eval.datasets import Page
from thresher.train.auto import SEED_FREE, PageRows, fit
from thresher.train.ensemble import export, page_bucket

NAMES = ("a", "b", "c", "d")
RECIPE = {
    "max_iter": 2,
    "learning_rate": 0.3,
    "max_leaf_nodes": 4,
    "random_state": 0,
    "max_features": 0.75,
    **SEED_FREE,
    "members": 2,
}


def _pages(rng: np.random.Generator, count: int, rows: int) -> list[PageRows]:
    pages = []
    for i in range(count):
        features = rng.normal(size=(rows, 4))
        labels = (features[:, 0] + 0.5 * rng.normal(size=rows) > 0).astype(np.int64)
        page = Page("synthetic", str(i), f"{i}.html")
        pages.append(PageRows(page, Path("."), str(i), features, labels, np.ones(rows)))
    return pages


def test_averaged_model_is_one_ensemble_of_the_members_mean_log_odds():
    """The export holds every member's trees, scores the mean of their raw scores (pure
    and compiled paths alike), and a page dropped leaves the member that never saw its
    bucket unchanged, to the bit."""
    pages = _pages(np.random.default_rng(0), 12, 100)
    rng = np.random.default_rng(1)
    probe = rng.normal(size=(300, 4)).astype(np.float32)
    probe[::7, 2] = np.nan
    fitted = fit(pages, None, RECIPE)
    model = export(fitted, NAMES, {})
    assert len(fitted) == 2 and model.arrays["roots"].size == 4
    raw = np.mean([member.decision_function(probe) for member in fitted], axis=0)
    np.testing.assert_allclose(model.predict_proba(probe), 1 / (1 + np.exp(-raw)), atol=1e-12)
    reference = model.baseline + model._leaf_sums(model.reference_leaves(probe), len(probe))
    kernel = tree_kernel()
    if kernel is not None and getattr(kernel, "SUMS_AS_NUMPY", False):
        assert np.array_equal(model.compiled_scores(probe, kernel), reference)
    gone = 5
    bucket = page_bucket("synthetic", str(gone), 2)
    again = fit(pages[:gone] + pages[gone + 1 :], None, RECIPE)
    assert np.array_equal(
        again[bucket].decision_function(probe), fitted[bucket].decision_function(probe)
    )
