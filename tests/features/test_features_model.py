"""The model file: sklearn parity, round trip, the feature-list check and bad files."""

from __future__ import annotations

import json

import numpy as np
import pytest

from thresher.errors import ModelError
from thresher.methods.features.model import (
    FeatureModel,
    from_sklearn,
    load_model,
    save_model,
    shipped_model_path,
)
from thresher.methods.features.nodes import FEATURE_NAMES
from thresher.train.features import fit


def tiny_training_set(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    rows = rng.normal(size=(120, len(FEATURE_NAMES)))
    labels = (rows[:, 0] + 0.5 * rows[:, 3] > 0).astype(np.int64)
    return rows, labels


@pytest.fixture
def fitted():
    rows, labels = tiny_training_set()
    scaler, svc = fit(rows, labels)
    model = from_sklearn(scaler, svc, FEATURE_NAMES, {"fingerprint": "test"})
    return rows, scaler, svc, model


def test_numpy_decision_equals_sklearn(fitted):
    _, scaler, svc, model = fitted
    probe = np.random.default_rng(1).normal(size=(40, len(FEATURE_NAMES)))
    expected = svc.decision_function(scaler.transform(probe))
    assert np.allclose(model.decision(probe), expected)
    assert (model.predict(probe) == (svc.predict(scaler.transform(probe)) == 1)).all()


def test_round_trip_keeps_predictions_and_facts(fitted, tmp_path):
    rows, _, _, model = fitted
    path = save_model(model, tmp_path / "m.npz")
    loaded = load_model(path)
    assert loaded.feature_names == FEATURE_NAMES
    assert loaded.info["fingerprint"] == "test"
    assert np.allclose(loaded.decision(rows), model.decision(rows))


def test_training_is_deterministic():
    rows, labels = tiny_training_set()
    first = from_sklearn(*fit(rows, labels), FEATURE_NAMES, {})
    second = from_sklearn(*fit(rows, labels), FEATURE_NAMES, {})
    assert np.array_equal(first.support_vectors, second.support_vectors)
    assert first.intercept == second.intercept


def test_model_with_another_feature_list_is_refused(fitted, tmp_path):
    _, scaler, svc, _ = fitted
    names = (*FEATURE_NAMES[:-1], "OTHER")
    path = save_model(from_sklearn(scaler, svc, names, {}), tmp_path / "other.npz")
    with pytest.raises(ModelError, match="trained with features"):
        load_model(path)


def test_missing_corrupt_and_future_files_are_refused(fitted, tmp_path):
    with pytest.raises(ModelError, match="not found"):
        load_model(tmp_path / "absent.npz")
    (tmp_path / "bad.npz").write_bytes(b"not a zip file")
    with pytest.raises(ModelError, match="not a thresher model"):
        load_model(tmp_path / "bad.npz")
    path = save_model(fitted[3], tmp_path / "current.npz")
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    header = json.loads(str(arrays.pop("header")))
    header["format"] = 99
    future = tmp_path / "future.npz"
    np.savez_compressed(future, header=np.array(json.dumps(header)), **arrays)
    with pytest.raises(ModelError, match="format 99"):
        load_model(future)


def test_empty_input_gives_no_decisions(fitted):
    model: FeatureModel = fitted[3]
    assert model.decision(np.zeros((0, len(FEATURE_NAMES)))).shape == (0,)


def test_shipped_model_loads_and_is_small():
    path = shipped_model_path()
    assert path.stat().st_size < 3_000_000
    model = load_model()
    assert model.feature_names == FEATURE_NAMES
    assert model.info["fingerprint"]
    assert model.info["nodes"] > 1000
