"""The tree kernel's scores against the numpy reference: the same float64 bits.

``TreeEnsemble._leaf_sums`` (numpy's ``sum`` of each row's leaf values) over
``reference_leaves`` is the definition; ``compiled_scores`` walks in C and adds
the leaf values in numpy's pairwise order. Compared on the bundled pages'
matrices (with and without missing values, float32 and float64), and on made
ensembles of 1 to 300 trees, which take every branch of the pairwise sum.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from thresher._core import tree_kernel
from thresher.methods.auto.model import TreeEnsemble

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


@pytest.fixture(scope="module")
def compiled():
    found = tree_kernel()
    if found is None or not hasattr(found, "scores"):
        pytest.skip("the compiled tree kernel is not available (pure path)")
    return found


def test_kernel_adds_as_this_numpy_adds(compiled):
    """The kernel checked at import that its sums are numpy's here (else the model sums
    the leaf values with numpy, and this says so)."""
    assert compiled.SUMS_AS_NUMPY


def _reference(model: TreeEnsemble, matrix: np.ndarray) -> np.ndarray:
    return model.baseline + model._leaf_sums(model.reference_leaves(matrix), matrix.shape[0])


def _matrices() -> list[np.ndarray]:
    from thresher.html.document import load_document
    from thresher.methods.auto.method import prepare_page
    from thresher.options import Options
    from thresher.pipeline import segment_page

    found = []
    for path in BUNDLED:
        doc = load_document(path.read_bytes())
        found.append(prepare_page(doc, segment_page(doc, Options()), Options()).features)
    return found


def test_scores_equal_the_reference_on_bundled_pages(compiled):
    from thresher.methods.auto.method import load_model

    model = load_model()
    rng = np.random.default_rng(3)
    for matrix in _matrices():
        holes = matrix.copy()
        holes[rng.random(holes.shape) < 0.1] = np.nan  # the missing-value branch too
        for m in (matrix, holes, holes.astype(np.float64), np.asfortranarray(matrix)):
            assert np.array_equal(model.compiled_scores(m, compiled), _reference(model, m))


def test_probabilities_equal_the_reference_path(compiled, monkeypatch):
    from thresher.methods.auto import model as model_module
    from thresher.methods.auto.method import load_model

    model = load_model()
    matrix = np.vstack(_matrices())
    fast = model.predict_proba(matrix)
    monkeypatch.setattr(model_module, "tree_kernel", lambda: None)
    assert np.array_equal(fast, model.predict_proba(matrix))


def _stumps(n_trees: int, n_features: int, rng: np.random.Generator) -> TreeEnsemble:
    """``n_trees`` trees of one split each, random features, thresholds and leaf values."""
    node = np.arange(3 * n_trees)
    root = node % 3 == 0
    arrays = {
        "feature": np.where(root, rng.integers(0, n_features, node.size), 0).astype(np.int32),
        "threshold": np.where(root, rng.normal(size=node.size), 0.0),
        "left": np.where(root, node + 1, 0).astype(np.int32),
        "right": np.where(root, node + 2, 0).astype(np.int32),
        "value": np.where(root, 0.0, rng.normal(size=node.size) * 10.0 ** rng.integers(-8, 3)),
        "is_leaf": ~root,
        "missing_left": rng.random(node.size) < 0.5,
        "roots": np.flatnonzero(root).astype(np.int32),
    }
    names = tuple(f"f{i}" for i in range(n_features))
    return TreeEnsemble(names, float(rng.normal()), arrays, 1)


@pytest.mark.parametrize("n_trees", [1, 2, 7, 8, 9, 15, 16, 17, 127, 128, 129, 200, 257, 300])
def test_scores_add_in_numpys_order_for_any_number_of_trees(compiled, n_trees):
    rng = np.random.default_rng(n_trees)
    model = _stumps(n_trees, 5, rng)
    for rows in (1, 3, 64, 65, 200):
        matrix = rng.normal(size=(rows, 5)).astype(np.float32)
        matrix[rng.random(matrix.shape) < 0.05] = np.nan
        assert np.array_equal(model.compiled_scores(matrix, compiled), _reference(model, matrix))


@pytest.mark.parametrize("n_trees", [1, 7, 8, 9, 127, 128, 129, 200, 257])
def test_quick_scores_add_each_rows_leaves_in_numpys_order_lane_by_lane(compiled, n_trees):
    """The QuickScorer path gathers eight rows' leaf values tree by tree and adds them
    lane by lane: each row's sum is numpy's pairwise sum of its row (values of very
    different sizes, so another order gives other bits), in either register width, for
    row counts that leave lanes empty."""
    rng = np.random.default_rng(500 + n_trees)
    model = _stumps(n_trees, 5, rng)
    args = (*model._score_arrays, model.baseline, model._quick)
    for rows in (1, 7, 8, 9, 64, 65, 200):
        matrix = rng.normal(size=(rows, 5)).astype(np.float32)
        expected = _reference(model, matrix)
        for wide in (False, True):
            assert np.array_equal(compiled.scores(matrix, *args, wide=wide), expected)


def test_quick_scores_split_float32_values_as_the_float64_thresholds(compiled):
    """The QuickScorer path compares float32 values with thresholds rounded down to float32:
    thresholds on a float32, between two float32s and beyond float32's range, and
    values on each side of them, give the reference's leaves."""
    rng = np.random.default_rng(7)
    model = _stumps(64, 3, rng)
    on_float = rng.normal(size=64).astype(np.float32).astype(np.float64)
    between = on_float + np.abs(on_float) * 2.0**-30  # no float32 there
    thresholds = np.concatenate([on_float, between, [1e39, -1e39, np.inf, -np.inf]])
    roots = model.arrays["roots"]
    arrays = dict(model.arrays)
    arrays["threshold"] = arrays["threshold"].copy()
    arrays["threshold"][roots] = rng.choice(thresholds, roots.size)
    model = TreeEnsemble(model.feature_names, model.baseline, arrays, 1)
    with np.errstate(over="ignore"):
        near = thresholds.astype(np.float32)
    values = np.concatenate(
        [near, np.nextafter(near, np.float32(np.inf)), np.nextafter(near, np.float32(-np.inf))]
    )
    values = np.concatenate([values, np.float32([np.inf, -np.inf, 3.4028235e38])])
    matrix = rng.choice(values, (300, 3)).astype(np.float32)
    assert np.array_equal(model.compiled_scores(matrix, compiled), _reference(model, matrix))
    assert np.array_equal(
        model.compiled_scores(matrix, compiled),
        model.compiled_scores(matrix.astype(np.float64), compiled),
    )


def _random_trees(n_trees: int, leaves: int, n_features: int, rng) -> TreeEnsemble:
    """``n_trees`` random trees of ``leaves`` leaves each (a random leaf split each time),
    some splits on a binary feature, thresholds often equal across trees."""
    feature, threshold, left, right, value, is_leaf, roots = [], [], [], [], [], [], []
    for _ in range(n_trees):
        root = len(feature)
        roots.append(root)
        feature.append(0), threshold.append(0.0), left.append(0), right.append(0)
        value.append(rng.normal()), is_leaf.append(True)
        open_leaves = [root]
        while len(open_leaves) < leaves:
            node = open_leaves.pop(rng.integers(len(open_leaves)))
            feature[node] = int(rng.integers(n_features))
            threshold[node] = float(rng.choice([0.5, rng.normal(), np.round(rng.normal(), 1)]))
            is_leaf[node] = False
            for side in (left, right):
                side[node] = len(feature)
                open_leaves.append(len(feature))
                feature.append(0), threshold.append(0.0), left.append(0), right.append(0)
                value.append(rng.normal() * 10.0 ** rng.integers(-6, 2)), is_leaf.append(True)
    arrays = {
        "feature": np.asarray(feature, dtype=np.int32),
        "threshold": np.asarray(threshold),
        "left": np.asarray(left, dtype=np.int32),
        "right": np.asarray(right, dtype=np.int32),
        "value": np.asarray(value),
        "is_leaf": np.asarray(is_leaf),
        "missing_left": rng.random(len(feature)) < 0.5,
        "roots": np.asarray(roots, dtype=np.int32),
    }
    names = tuple(f"f{i}" for i in range(n_features))
    return TreeEnsemble(names, float(rng.normal()), arrays, leaves)


@pytest.mark.parametrize("leaves", [1, 2, 5, 31, 32, 33, 64])
def test_quick_scores_equal_the_reference_on_random_trees(compiled, leaves):
    """Trees of up to 32 leaves are scored QuickScorer's way, wider ones walked: the
    reference's scores either way, for any number of rows (the eight-row lanes) and
    with a missing value in some chunks."""
    rng = np.random.default_rng(leaves)
    model = _random_trees(40, leaves, 6, rng)
    assert (model._quick is not None) == (leaves <= 32)
    for rows in (1, 7, 8, 9, 63, 64, 65, 130):
        matrix = np.round(rng.normal(size=(rows, 6)), 1).astype(np.float32)
        matrix[:, 0] = rng.random(rows) < 0.5
        assert np.array_equal(model.compiled_scores(matrix, compiled), _reference(model, matrix))
        matrix[rows // 2, 3] = np.nan
        assert np.array_equal(model.compiled_scores(matrix, compiled), _reference(model, matrix))


@pytest.mark.parametrize("leaves", [2, 5, 32])
def test_quick_scores_strike_the_same_lanes_in_either_register_width(compiled, leaves):
    """The QuickScorer path strikes eight lanes in one AVX2 register where the CPU has it
    (``WIDE``), else in two 128-bit ones: both give the reference's scores, for any
    number of rows (lanes past the rows left empty)."""
    rng = np.random.default_rng(100 + leaves)
    model = _random_trees(40, leaves, 6, rng)
    args = (*model._score_arrays, model.baseline, model._quick)
    for rows in (1, 7, 8, 9, 63, 64, 65, 130):
        matrix = np.round(rng.normal(size=(rows, 6)), 1).astype(np.float32)
        matrix[:, 0] = rng.random(rows) < 0.5
        expected = _reference(model, matrix)
        assert np.array_equal(compiled.scores(matrix, *args, wide=False), expected)
        assert np.array_equal(compiled.scores(matrix, *args, wide=True), expected)


def test_the_model_strikes_the_same_lanes_in_either_register_width(compiled):
    from thresher.methods.auto.method import load_model

    model = load_model()
    args = (*model._score_arrays, model.baseline, model._quick)
    for matrix in _matrices():
        matrix = np.ascontiguousarray(matrix, dtype=np.float32)
        narrow = compiled.scores(matrix, *args, wide=False)
        assert np.array_equal(narrow, compiled.scores(matrix, *args, wide=True))
        assert np.array_equal(narrow, _reference(model, matrix))


@pytest.mark.parametrize("leaves", [2, 5, 32])
def test_quick_scores_strike_the_columns_rows_share_once(compiled, leaves):
    """A column every row of a 64-row chunk shares (a page's numbers, a container's) has
    its nodes struck once for the chunk, the other columns lane by lane: the reference's
    scores either way, for columns shared by every row, by the rows of one chunk only,
    by all rows but one, and for -0.0 beside 0.0 and values on the thresholds; features
    with no node and a feature on which no tree splits included."""
    rng = np.random.default_rng(200 + leaves)
    model = _random_trees(40, leaves, 8, rng)
    args = (*model._score_arrays, model.baseline, model._quick)
    for rows in (1, 2, 8, 9, 64, 65, 129, 200):
        matrix = np.round(rng.normal(size=(rows, 8)), 1).astype(np.float32)
        matrix[:, 0] = 0.5  # on a threshold, in every row
        matrix[:, 1] = np.repeat(rng.normal(size=(rows + 63) // 64), 64)[:rows]  # per chunk
        matrix[:, 2] = np.where(rng.random(rows) < 0.5, 0.0, -0.0)  # equal, signs apart
        matrix[:, 3] = 1.5
        matrix[rows - 1, 3] = -1.5  # all rows but the last share it
        matrix[:, 4] = -np.inf
        matrix[:, 5] = np.inf
        expected = _reference(model, matrix)
        assert np.array_equal(compiled.scores(matrix, *args, wide=False), expected)
        assert np.array_equal(compiled.scores(matrix, *args, wide=True), expected)


def test_quick_layout_ends_each_features_records_past_every_value(compiled):
    """Each feature's records end with one at +inf that no value is above (the scan of a
    feature stops there), including a feature no tree splits on."""
    rng = np.random.default_rng(7)
    model = _random_trees(10, 5, 6, rng)
    records, by_feature, _, _ = model._quick
    view = np.asarray(records).view([("threshold", "<f4"), ("lanes", "<i4"), ("struck", "<u4")])
    ends = np.asarray(by_feature)[1:] - 1
    assert np.all(np.isposinf(view["threshold"][ends]))
    others = np.setdiff1d(np.arange(view.size), ends)
    assert np.all(np.isfinite(view["threshold"][others]))
    for f in range(len(by_feature) - 1):  # each feature's thresholds ascending
        assert np.all(np.diff(view["threshold"][by_feature[f] : by_feature[f + 1]]) >= 0)
