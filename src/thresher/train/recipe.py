"""The shipped recipe of the default method's block model: ``thresher train --method auto``.

Reads the datasets' pages (:func:`thresher.train.auto.collect`), validates the
model (cross-validation by site, or leaving each source out:
:mod:`thresher.train.loso`), fits it on every page and exports it with the
feature list, the validation report and a fingerprint of the training data.
"""

from __future__ import annotations

import time
from pathlib import Path

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.train.auto import (
    DATASET_WEIGHTS,
    DEFAULT_FOLDS,
    HGB_PARAMS,
    PageRows,
    collect,
    cross_validate,
    fingerprint,
    fit,
)
from thresher.train.ensemble import export
from thresher.train.loso import LOSO_HGB_PARAMS, leave_one_source_out
from thresher.train.output import new_model_path

VALIDATIONS = ("site", "loso", "none")


def train(
    dataset_dirs: list[str],
    output: str | None = None,
    *,
    folds: int = DEFAULT_FOLDS,
    jobs: int = 2,
    limit: int | None = None,
    cv: bool = True,
    validate: str = "site",
    limits: dict[str, int] | None = None,
) -> dict:
    """Featurize, validate (by site, or leaving each source out), fit, export; returns
    the report. ``limits``: pages per named dataset, over ``limit``."""
    started = time.time()
    pages = collect(dataset_dirs, jobs, limit, limits)
    validate = validate if cv else "none"
    return train_on_pages(pages, output, folds=folds, validate=validate, started=started, jobs=jobs)


def train_on_pages(
    pages: list[PageRows],
    output: str | None,
    *,
    folds: int,
    validate: str = "site",
    started: float,
    jobs: int = 1,
) -> dict:
    """Validate (``site``: cross-validation by site; ``loso``: leave one source out;
    ``none``), fit on all pages, export the model (never the packaged one by default)."""

    report: dict = {"pages": len(pages), "blocks": int(sum(len(p.labels) for p in pages))}
    if validate == "site":
        report["cv"] = cross_validate(pages, folds, jobs)
    elif validate == "loso":
        report["loso"] = leave_one_source_out(pages, jobs)
        report["loso_hgb"] = LOSO_HGB_PARAMS
    meta = {
        "trained_on": fingerprint(pages),
        "datasets": sorted({p.dataset for p in pages}),
        "weights": DATASET_WEIGHTS,
        "hgb": HGB_PARAMS,
        "folds": folds,
        "cv": report.get("cv"),
        "loso": report.get("loso"),
    }
    target = Path(output) if output else new_model_path("auto-blocks")
    target.parent.mkdir(parents=True, exist_ok=True)
    export(fit(pages), FEATURE_NAMES, meta).save(target)
    report["model"] = str(target)
    report["seconds"] = round(time.time() - started, 1)
    return report
