"""Leave-one-source-out folds, and what ``thresher train`` writes and asks for."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

import numpy as np
import pytest

from thresher.cli import train as cli_train
from thresher.errors import ThresherError
from thresher.eval.datasets import Page
from thresher.train.auto import PageRows, packaged_model_path
from thresher.train.loso import source_folds, source_of
from thresher.train.output import MISSING_SKLEARN, new_model_path


def _rows(dataset: str, n: int) -> list[PageRows]:
    empty = np.zeros((1, 1), dtype=np.float32)
    pages = [Page(dataset, f"{dataset}-{i}", "x") for i in range(n)]
    one = np.ones(1)
    return [PageRows(p, Path("."), p.id, empty, one.astype(np.int8), one) for p in pages]


def test_each_source_is_left_out_once_and_families_leave_together() -> None:
    rows = _rows("cleaneval", 2) + _rows("cleanportaleval", 1) + _rows("wcxb-dev", 3)
    folds = source_folds(rows)
    assert len(folds) == 2
    tested = sorted(i for _, test in folds for i in test)
    assert tested == list(range(6))
    for train, test in folds:
        left_out = {source_of(rows[i].dataset) for i in test}
        assert len(left_out) == 1
        assert not left_out & {source_of(rows[i].dataset) for i in train}


def test_a_new_model_file_never_replaces_an_existing_one(tmp_path) -> None:
    first = new_model_path("auto-blocks", tmp_path)
    first.write_bytes(b"x")
    second = new_model_path("auto-blocks", tmp_path)
    assert first.name == "auto-blocks-trained.npz"
    assert second != first and not second.exists()


def test_training_without_output_does_not_target_the_packaged_model(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert new_model_path("auto-blocks").parent == tmp_path
    assert new_model_path("auto-blocks") != packaged_model_path()


def test_missing_scikit_learn_names_the_train_extra(monkeypatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "sklearn" else real(name, *a)
    )
    args = argparse.Namespace(holdout=0.2, method="auto")
    with pytest.raises(ThresherError) as caught:
        cli_train.run_train(args)
    assert str(caught.value) == MISSING_SKLEARN
    assert "thresher[train]" in MISSING_SKLEARN


def test_pages_of_parses_dataset_counts() -> None:
    assert cli_train._page_limits(["wcxb-dev=541"]) == {"wcxb-dev": 541}
    with pytest.raises(ThresherError):
        cli_train._page_limits(["wcxb-dev"])
