"""Quality floors of ``roles`` on a small fixed sample of two shared datasets.

The floors live in ``floors.json`` beside this file; the sample is the
evaluation harness's evenly spread one, so the pages are the same each run.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan
from thresher.eval.session import load_datasets, run_eval

FLOORS = json.loads(Path(__file__).with_name("floors.json").read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize("dataset", sorted(FLOORS["floors"]))
def test_roles_body_f1_floor(dataset: str, datasets_dir: Path) -> None:
    floors = FLOORS["floors"][dataset]
    specs = [parse_method_spec(spec) for spec in floors]
    (ds,) = load_datasets([datasets_dir / dataset], limit=FLOORS["limit"])
    report = run_eval([ds], ExtractorPlan(tuple(specs)))
    below = []
    for spec in specs:
        scores = report.get(spec.label, ds.name)
        f1 = scores.body.f1 if scores and scores.body else 0.0
        if f1 < floors[spec.label]:
            below.append(f"{spec.label}: F1 {f1:.3f} < floor {floors[spec.label]}")
    assert not below, f"{dataset}: " + "; ".join(below)
