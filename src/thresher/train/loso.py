"""Leave-one-source-out validation of the default method's block model.

Cross-validation by site flatters the model: a CleanEval site looks like the
other CleanEval sites. Here each source is left out in turn: a model is fitted
on the pages of every other source and scores the left-out one through the
shipping decision (:func:`thresher.train.auto.decided_text`, default
parameters), so each dataset's figure predicts a source the model has never
seen. Datasets of one origin leave together (:data:`SOURCE_FAMILIES`).

To stay affordable (a full training is about ten CPU-minutes) the validation
models are smaller than the shipped one (:data:`LOSO_HGB_PARAMS`: fewer trees
at a higher learning rate) and the caller reads fewer pages per dataset.
Pages of datasets that give a ``page_type`` (``wcxb-dev``) are also scored
per kind.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from thresher.train.auto import (
    HGB_PARAMS,
    PageRows,
    _mapped,
    decided_texts,
    out_of_fold,
    score_pages,
)

# Datasets of one origin are left out together: same authors, conventions or converter.
SOURCE_FAMILIES: dict[str, str] = {
    "cleanportaleval": "cleaneval",
    "msv-big9": "msv",
    "msv-chaos": "msv",
    "sites-apache-httpd": "sites",
    "sites-gimp-ru": "sites",
    "sites-libreoffice-zh": "sites",
    "sites-python311": "sites",
}
LOSO_HGB_PARAMS = {**HGB_PARAMS, "max_iter": 80, "learning_rate": 0.15}
# Recipe D (stops 71-72), not the default: four fits of 20 trees at rate 0.3 on page
# buckets (the same 80 trees), each with LOSO_HGB_PARAMS' own random draws (seed
# random_state + k). Its left-out mean is at the level of LOSO_HGB_PARAMS' draws, but one
# set falls by more than the bar allows (docs/dev/auto-record.md, "Stop 72, `stab37`"),
# so it is only named here (benchmarks/loso_decisions.py probs --recipe averaged).
LOSO_AVERAGED = {**LOSO_HGB_PARAMS, "max_iter": 20, "learning_rate": 0.3, "members": 4}
LOSO_RECIPES = {"loso": LOSO_HGB_PARAMS, "averaged": LOSO_AVERAGED}
SHIPPED_DECISION = "expected_f1"


def source_of(dataset: str) -> str:
    """The source a dataset belongs to (its family, else itself)."""
    return SOURCE_FAMILIES.get(dataset, dataset)


def source_folds(pages: Sequence[PageRows]) -> list[tuple[np.ndarray, np.ndarray]]:
    """(train, test) page indices, one pair per source, the source's pages as test."""
    sources = np.array([source_of(p.dataset) for p in pages])
    indices = np.arange(len(pages))
    return [(indices[sources != s], indices[sources == s]) for s in sorted(set(sources))]


def leave_one_source_out(
    pages: list[PageRows], jobs: int, hgb: dict | None = None
) -> dict[str, dict]:
    """Per dataset (and per ``dataset/kind``): the shipping decision's scores on
    probabilities from models that never saw the page's source."""
    matrices = [p.features for p in pages]
    probs = out_of_fold(pages, matrices, source_folds(pages), hgb or LOSO_HGB_PARAMS)
    tasks = [(p.root, p.page, pr) for p, pr in zip(pages, probs, strict=True)]
    texts = [t[SHIPPED_DECISION] for t in _mapped(decided_texts, tasks, jobs)]
    report = score_pages([p.page for p in pages], texts)
    report.update(_by_kind(pages, texts))
    return report


def _by_kind(pages: list[PageRows], texts: list[str]) -> dict[str, dict]:
    """The same scores per ``dataset/page_type`` for datasets that give kinds."""
    kinds = page_kinds({p.root for p in pages})
    groups: dict[str, list[int]] = {}
    for i, row in enumerate(pages):
        kind = kinds.get((row.dataset, row.page_id))
        if kind:
            groups.setdefault(f"{row.dataset}/{kind}", []).append(i)
    report = {}
    for name, members in groups.items():
        scored = score_pages([pages[i].page for i in members], [texts[i] for i in members])
        report[name] = next(iter(scored.values()))
    return report


def page_kinds(roots: set[Path]) -> dict[tuple[str, str], str]:
    """(dataset, page id) → ``page_type`` for the manifests that carry one."""
    kinds = {}
    for root in roots:
        manifest = root / "manifest.jsonl"
        if not manifest.exists():
            continue
        for line in manifest.read_text(encoding="utf-8").split("\n"):
            row = json.loads(line) if line.strip() else {}
            if row.get("page_type"):
                kinds[(root.resolve().name, row["id"])] = row["page_type"]
    return kinds
