"""Build a report: learn site templates, report every page (in parallel), then the summary."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from thresher.eval.competitors import library_version
from thresher.eval.datasets import Dataset
from thresher.eval.runner import DEFAULT_PAGE_TIMEOUT_S, PageResult
from thresher.eval.save import SCHEMA_VERSION
from thresher.eval.session import structure_check
from thresher.eval.summary import Aggregator, EvalReport, build_report
from thresher.report.index import RunInfo, summary_page
from thresher.report.layout import Layout
from thresher.report.plots import draw_plots
from thresher.report.rows import Row, make_row, page_label, worst_first
from thresher.report.sites import TemplateJob, learn_site, site_jobs
from thresher.report.worker import ReportPlan, ReportTask, init_worker, report_page
from thresher.workers.pool import MapFn, process_pool


@dataclass(frozen=True)
class ReportConfig:
    """How to build a report."""

    out: Path
    jobs: int = 1
    timeout: float | None = DEFAULT_PAGE_TIMEOUT_S
    templates: bool = True
    progress: bool = False
    command: str = "thresher report"
    run: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ReportResult:
    """A written report: where it is, its scores and its rows (worst first)."""

    index: Path
    report: EvalReport
    rows: tuple[Row, ...]
    seconds: float
    notes: tuple[str, ...]


def write_report(
    datasets: Sequence[Dataset], plan: ReportPlan, config: ReportConfig, *, warn: Any = None
) -> ReportResult:
    """Evaluate ``plan`` on the datasets' pages and write the report to ``config.out``."""
    start = time.perf_counter()
    layout = Layout(Path(config.out))
    layout.root.mkdir(parents=True, exist_ok=True)
    plan, names = _available(plan, warn)
    datasets, skipped = structure_check(datasets, warn)
    notes: list[str] = []
    with _workers(plan, config) as run_map:
        tasks = _page_tasks(datasets, config, run_map, notes)
        pages = run_map(report_page, tasks, True)
        labels = {(d.name, page.id): page_label(page) for d in datasets for page in d.pages}
        aggregator, rows = _collect(pages, names, config.progress, labels)
    versions = {name: library_version(name) for name in plan.competitors}
    report = build_report(aggregator, [d.name for d in datasets], names, versions, skipped)
    ordered = worst_first(rows)
    plots = draw_plots(report, ordered, layout)
    _write_summary(layout, report, config)
    seconds = time.perf_counter() - start
    info = RunInfo(config.command, sum(len(d.pages) for d in datasets), seconds, tuple(notes))
    layout.index.write_text(summary_page(report, ordered, plots, info, layout), encoding="utf-8")
    return ReportResult(layout.index, report, tuple(ordered), seconds, tuple(notes))


def _available(plan: ReportPlan, warn: Any) -> tuple[ReportPlan, list[str]]:
    """The plan without missing competitors (reported to ``warn``), and the extractor names."""
    built = plan.build(warn if warn is not None else io.StringIO())
    names = [e.name for e in built]
    competitors = tuple(c for c in plan.competitors if c in names)
    return ReportPlan(plan.methods, competitors), names


@contextmanager
def _workers(plan: ReportPlan, config: ReportConfig) -> Iterator[MapFn]:
    """A map function over worker processes (``jobs`` > 1) or this process."""
    with process_pool(config.jobs, init_worker, (plan, config.timeout, str(config.out))) as run_map:
        yield run_map


def _learn(state: Any, job: TemplateJob) -> tuple[TemplateJob, Any, str | None]:
    """:func:`learn_site` as a task of the report's workers (their state unused)."""
    return learn_site(job)


def _page_tasks(
    datasets: Sequence[Dataset], config: ReportConfig, run_map: MapFn, notes: list[str]
) -> list[ReportTask]:
    templates: dict[tuple[str, str], Any] = {}
    why: dict[tuple[str, str], str] = {}
    jobs = site_jobs(datasets) if config.templates else []
    if jobs:
        for job, template, problem in run_map(_learn, jobs, False):
            templates[(job.dataset, job.site)] = template
            if problem:
                why[(job.dataset, job.site)] = problem
                notes.append(problem)
    tasks = []
    for dataset in datasets:
        for page in dataset.pages:
            key = (dataset.name, page.site or "")
            tasks.append(
                ReportTask(dataset.name, dataset.root, page, templates.get(key), why.get(key))
            )
    return tasks


def _collect(
    results: Iterable[list[PageResult]],
    names: Sequence[str],
    progress: bool,
    labels: dict[tuple[str, str], str],
) -> tuple[Aggregator, list[Row]]:
    from tqdm import tqdm

    aggregator = Aggregator()
    order = {name: i for i, name in enumerate(names)}
    rows = []
    bar = tqdm(results, total=len(labels), disable=not progress, unit="page", leave=False)
    for page_results in bar:
        for result in page_results:
            aggregator.add(result)
            label = labels.get((result.dataset, result.page_id), "")
            rows.append(make_row(result, order.get(result.extractor, len(order)), label))
    return aggregator, rows


def _write_summary(layout: Layout, report: EvalReport, config: ReportConfig) -> None:
    summary = {"schema": SCHEMA_VERSION, "run": config.run, **report.to_dict()}
    path = layout.root / "summary.json"
    path.write_text(json.dumps(summary, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
