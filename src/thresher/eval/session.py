"""One eval run from dataset folders to a report: load, sample, run, aggregate."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from thresher.eval.competitors import library_version
from thresher.eval.datasets import (
    Dataset,
    filter_sites,
    load_dataset,
    sample,
    with_structure,
    without_structure,
)
from thresher.eval.runner import DEFAULT_PAGE_TIMEOUT_S, ExtractorPlan, PageResult, iter_results
from thresher.eval.structure import INSTALL_HINT, missing_libraries
from thresher.eval.summary import Aggregator, EvalReport, build_report


def load_datasets(
    paths: Sequence[str | Path], *, limit: int | None = None, sites: Sequence[str] = ()
) -> list[Dataset]:
    """Load dataset folders, keep the given sites (if any), then sample ``limit`` pages each
    (with their structure truth where the folder has ``structure.jsonl``)."""
    loaded = []
    for path in paths:
        dataset = load_dataset(path)
        pages = filter_sites(dataset.pages, sites) if sites else dataset.pages
        loaded.append(with_structure(dataset.with_pages(sample(pages, limit))))
    return loaded


def structure_check(
    datasets: Sequence[Dataset], warn: Any = None
) -> tuple[list[Dataset], tuple[str, ...]]:
    """The datasets as the run can score them, and its notes.

    Where pages have structure truth but the scoring libraries are missing, the truth
    is dropped (no structure columns) and a note says so, once, also to ``warn``.
    """

    if not any(p.structure is not None for d in datasets for p in d.pages):
        return list(datasets), ()
    missing = missing_libraries()
    if not missing:
        return list(datasets), ()
    note = f"structure metrics skipped: {', '.join(missing)} not installed; {INSTALL_HINT}"
    if warn is not None:
        print(f"thresher: {note}", file=warn)
    return [without_structure(d) for d in datasets], (note,)


def run_eval(
    datasets: Sequence[Dataset],
    plan: ExtractorPlan,
    *,
    jobs: int = 1,
    timeout: float | None = DEFAULT_PAGE_TIMEOUT_S,
    on_result: Callable[[PageResult], None] | None = None,
    progress: bool = False,
    warn: Any = None,
) -> EvalReport:
    """Run every extractor of ``plan`` on every page and aggregate the scores."""
    from tqdm import tqdm

    datasets, notes = structure_check(datasets, warn)
    aggregator = Aggregator()
    total = sum(len(d.pages) for d in datasets)
    extractors: list[str] = []
    with tqdm(total=total, disable=not progress, unit="page", leave=False) as bar:
        last = None
        for result in iter_results(datasets, plan, jobs=jobs, timeout=timeout, warn=warn):
            aggregator.add(result)
            if result.extractor not in extractors:
                extractors.append(result.extractor)
            if on_result is not None:
                on_result(result)
            if (result.dataset, result.page_id) != last:
                last = (result.dataset, result.page_id)
                bar.update(1)
    versions = {name: library_version(name) for name in plan.competitors}
    return build_report(aggregator, [d.name for d in datasets], extractors, versions, notes)
