"""A seed-free fit is a function of the training rows, not of their order."""

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("sklearn")

from thresher.eval.datasets import Page
from thresher.train.auto import SEED_FREE, PageRows, fit
from thresher.train.loso import LOSO_HGB_PARAMS


def _pages(rng: np.random.Generator, count: int, rows: int) -> list[PageRows]:
    pages = []
    for i in range(count):
        features = rng.normal(size=(rows, 4))
        labels = (features[:, 0] + 0.5 * rng.normal(size=rows) > 0).astype(np.int64)
        page = Page("synthetic", str(i), f"{i}.html")
        pages.append(PageRows(page, Path("."), str(i), features, labels, np.ones(rows)))
    return pages


def test_seed_free_fit_ignores_page_order():
    """Over 10 000 rows scikit-learn holds out a validation split drawn by row position
    unless early stopping is off: the same pages in another order gave other trees."""
    pages = _pages(np.random.default_rng(0), 24, 500)
    recipe = {**LOSO_HGB_PARAMS, **SEED_FREE, "max_iter": 2, "max_leaf_nodes": 4}
    probe = np.random.default_rng(1).normal(size=(200, 4))
    first = fit(pages, None, recipe).predict_proba(probe)
    again = fit(pages[::-1], None, recipe).predict_proba(probe)
    np.testing.assert_allclose(first, again, atol=1e-9)
