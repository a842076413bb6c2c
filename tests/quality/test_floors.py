"""Quality floors: each listed method keeps at least its headline F1 (body, else snippets)
on a fixed sample, and
``auto`` its title, date and author accuracy.

The floors live in ``floors.json`` beside this file (dataset → method spec →
minimum F1). A method whose optional dependency is missing is skipped.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.catalog import is_available
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan
from thresher.eval.session import load_datasets, run_eval

FLOORS = json.loads((Path(__file__).with_name("floors.json")).read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize("dataset", sorted(FLOORS["floors"]))
def test_body_f1_floor(dataset: str, datasets_dir: Path) -> None:
    floors = FLOORS["floors"][dataset]
    specs = [parse_method_spec(s) for s in floors if is_available(s.split("@")[0].split(":")[0])]
    if not specs:
        pytest.skip("no listed method is available")
    (ds,) = load_datasets([datasets_dir / dataset], limit=FLOORS["limit"])
    report = run_eval([ds], ExtractorPlan(tuple(specs)))
    below = []
    for spec in specs:
        scores = report.get(spec.label, ds.name)
        f1 = (scores.headline if scores else None) or 0.0
        if f1 < floors[spec.label]:
            below.append(f"{spec.label}: F1 {f1:.3f} < floor {floors[spec.label]}")
    assert not below, f"{dataset}: " + "; ".join(below)


@pytest.mark.slow
@pytest.mark.parametrize("dataset", sorted(FLOORS["metadata_floors"]))
def test_metadata_accuracy_floor(dataset: str, datasets_dir: Path) -> None:
    floors = FLOORS["metadata_floors"][dataset]
    (ds,) = load_datasets([datasets_dir / dataset], limit=FLOORS["metadata_limit"])
    scores = run_eval([ds], ExtractorPlan((parse_method_spec("auto"),))).get("auto", ds.name)
    assert scores is not None
    found = {
        "title": scores.title.value if scores.title else 0.0,
        "date": scores.date.value if scores.date else 0.0,
        "author": scores.author.value if scores.author else 0.0,
    }
    below = [f"{k} {found[k]:.3f} < floor {v}" for k, v in floors.items() if found[k] < v]
    assert not below, f"{dataset}: " + "; ".join(below)
