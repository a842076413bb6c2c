"""The numpy tree ensemble: export from scikit-learn, save/load, feature checks."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.ensemble import HistGradientBoostingClassifier

from thresher.errors import ModelError
from thresher.methods.auto.model import TreeEnsemble, from_sklearn

NAMES = ("a", "b", "c")


@pytest.fixture(scope="module")
def fitted():
    rng = np.random.default_rng(0)
    features = rng.random((400, 3)).astype(np.float32)
    labels = (features[:, 0] + 0.5 * features[:, 1] > 0.8).astype(int)
    model = HistGradientBoostingClassifier(max_iter=30, random_state=0).fit(features, labels)
    return model, features


def test_export_matches_sklearn(fitted):
    model, features = fitted
    ensemble = from_sklearn(model, NAMES, {"note": "test"})
    expected = model.predict_proba(features)[:, 1]
    assert np.allclose(ensemble.predict_proba(features), expected, atol=1e-6)


def test_nan_follows_the_trained_missing_direction(fitted):
    model, features = fitted
    ensemble = from_sklearn(model, NAMES, {})
    probe = features[:5].copy()
    probe[:, 1] = np.nan
    assert np.allclose(ensemble.predict_proba(probe), model.predict_proba(probe)[:, 1], atol=1e-6)


def test_save_load_round_trip(fitted, tmp_path):
    model, features = fitted
    path = tmp_path / "m.npz"
    from_sklearn(model, NAMES, {"trained_on": "abc"}).save(path)
    loaded = TreeEnsemble.load(path, NAMES)
    assert loaded.meta["trained_on"] == "abc"
    assert np.allclose(loaded.predict_proba(features), model.predict_proba(features)[:, 1])


def test_other_feature_list_is_refused(fitted, tmp_path):
    model, _ = fitted
    path = tmp_path / "m.npz"
    from_sklearn(model, NAMES, {}).save(path)
    with pytest.raises(ModelError, match="another feature list"):
        TreeEnsemble.load(path, ("a", "b", "d"))


def test_garbage_file_is_refused(tmp_path):
    path = tmp_path / "m.npz"
    path.write_bytes(b"not a model")
    with pytest.raises(ModelError, match="not a thresher model"):
        TreeEnsemble.load(path, NAMES)


def test_wrong_width_matrix_is_refused(fitted):
    model, _ = fitted
    with pytest.raises(ModelError, match="expects 3 features"):
        from_sklearn(model, NAMES, {}).predict_proba(np.zeros((2, 4), dtype=np.float32))


def test_large_matrices_are_scored_in_chunks_with_the_same_result(fitted, monkeypatch):
    from thresher.methods.auto import model as auto_model

    model, features = fitted
    ensemble = from_sklearn(model, NAMES, {})
    whole = ensemble.predict_proba(features)
    monkeypatch.setattr(auto_model, "CHUNK_ROWS", 7)  # 400 rows: 57 chunks and a rest
    assert np.array_equal(ensemble.predict_proba(features), whole)
