"""Per-page work of a report: run every extractor, write the page's files, return its scores.

Everything that needs the page's texts happens here, in the worker that read
the page (once): thresher's methods run on one shared parse of it and return
their Extractions, the competitors run through the eval runner's
:func:`~thresher.eval.runner.evaluate_input`, and every prediction is scored as
``thresher eval`` scores it. Then the marked view of the thresher methods (on
a copy of their Document), the site template view and the document page are
written. Only the scores travel back (texts dropped).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from thresher.api import extract, load_document
from thresher.eval.datasets import Dataset, Page
from thresher.eval.extractor import Extractor, ExtractorInput, Prediction
from thresher.eval.methodspec import MethodSpec
from thresher.eval.metrics import normalize_date
from thresher.eval.runner import (
    ExtractorPlan,
    PageResult,
    evaluate_input,
    guarded_call,
    page_result,
    quiet_libraries,
)
from thresher.html.dom_index import cached_index
from thresher.metadata import read_page_meta
from thresher.options import Limits, Options
from thresher.output.extraction import Extraction
from thresher.report.docpage import DocView, MarkedLink, document_page
from thresher.report.frames import offline_page
from thresher.report.layout import Layout
from thresher.report.marked_views import anchor_id, render_views
from thresher.report.sites import SiteView, template_view
from thresher.types import Document

_LOAD_OPTIONS = {f.name for f in dataclasses.fields(Limits)} | {"http_charset"}


class ReportPlan(ExtractorPlan):
    """The extractors of a report: thresher method specs, then competitor names."""


@dataclass(frozen=True)
class ReportTask:
    """One page to report on, with its site's template when it has one."""

    dataset: str
    root: Path
    page: Page
    template: Any = None
    template_note: str | None = None


@dataclass(frozen=True)
class ReportState:
    """What each report worker builds once."""

    methods: tuple[MethodSpec, ...]
    competitors: list[Extractor]
    timeout: float | None
    layout: Layout


@dataclass(frozen=True)
class MethodRun:
    """One thresher method on one page: its scored result and its Extraction (None on failure)."""

    result: PageResult
    extraction: Extraction | None
    load_key: tuple


def init_worker(plan: ExtractorPlan, timeout: float | None, out: str) -> ReportState:
    """Build the competitors once per process; the worker's state."""
    competitors = ExtractorPlan((), plan.competitors).build()
    quiet_libraries()
    return ReportState(tuple(plan.methods), competitors, timeout, Layout(Path(out)))


def report_page(state: ReportState, task: ReportTask) -> list[PageResult]:
    """Evaluate one page, write its files, and return its results without the texts."""
    page = task.page
    data = Dataset(task.dataset, task.root, ()).read_html(page)
    page_input = ExtractorInput(
        data, url=page.url, lang=page.lang, markdown=page.structure is not None
    )
    runs = run_methods(task.dataset, page, page_input, state.methods, state.timeout)
    others = evaluate_input(task.dataset, page, page_input, state.competitors, state.timeout)
    results = [run.result for run in runs] + others
    marked = _write_views(state.layout, task, runs) + [None] * len(others)
    site = _site_view(state.layout, task, data)
    view = DocView(page, tuple(results), tuple(marked), site)
    path = state.layout.doc_path(task.dataset, page.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(document_page(view, state.layout), encoding="utf-8")
    return [_strip(r) for r in results]


def run_methods(
    dataset: str,
    page: Page,
    page_input: ExtractorInput,
    specs: Sequence[MethodSpec],
    timeout: float | None,
) -> list[MethodRun]:
    """Every thresher method on the page, sharing one parse per set of load options.

    Each method is charged what it would cost alone: its own seconds, plus
    the parse and the page index and metadata sources this runner prepares
    for the methods that share them (measured here, once per parse).
    """
    loads: dict[tuple, tuple[Document | None, str | None, float]] = {}
    runs = []
    for spec in specs:
        key = _load_key(spec.options)
        if key not in loads:
            loads[key] = guarded_call(partial(_load, page_input, spec.options), timeout)
        doc, error, load_seconds = loads[key]
        extraction, seconds = None, load_seconds
        if doc is not None:
            extraction, error, seconds = guarded_call(partial(_extract, doc, spec), timeout)
            seconds += load_seconds
        prediction = _prediction(extraction, page_input.markdown)
        result = page_result(dataset, page, spec.label, prediction, error, seconds)
        runs.append(MethodRun(result, extraction, key))
    return runs


def _load_key(options: Mapping[str, Any]) -> tuple:
    return tuple(sorted((k, v) for k, v in options.items() if k in _LOAD_OPTIONS))


def _load(page: ExtractorInput, options: Mapping[str, Any]) -> Document:
    """Parse the page with the method's load options and prepare what every method reads."""
    load = {k: v for k, v in options.items() if k in _LOAD_OPTIONS}
    charset = load.pop("http_charset", None)
    general = Options(http_charset=charset, limits=Limits(**load))
    doc = load_document(page.data, url=page.url, options=general)
    cached_index(doc)
    read_page_meta(doc)
    return doc


def _extract(doc: Document, spec: MethodSpec) -> Extraction:
    return extract(doc, method=spec.method, **spec.options)


def _prediction(extraction: Extraction | None, markdown: bool) -> Prediction:
    if extraction is None:
        return Prediction("")
    date = normalize_date(extraction.date)
    text = extraction.markdown if markdown else None
    return Prediction(extraction.text, extraction.title, date, markdown=text)


def _write_views(layout: Layout, task: ReportTask, runs: Sequence[MethodRun]) -> list:
    """One marked view per Document the thresher methods used (one in all: they share it)."""
    links: list[MarkedLink | None] = [None] * len(runs)
    groups: dict[tuple, list[tuple[int, str, Extraction]]] = {}
    for i, run in enumerate(runs):
        name, extraction = run.result.extractor, run.extraction
        if extraction is None or extraction.document is None:
            links[i] = MarkedLink(name, None, "the method failed on this page")
            continue
        groups.setdefault(run.load_key, []).append((i, name, extraction))
    for members in groups.values():
        for i, link in _write_view(layout, task, members).items():
            links[i] = link
    return links


def _write_view(
    layout: Layout, task: ReportTask, members: list[tuple[int, str, Extraction]]
) -> dict[int, MarkedLink]:
    """The marked view of the methods that share one Document (marked on a copy)."""
    path = layout.marked_path(task.dataset, task.page.id, members[0][0])
    try:
        html = render_views([(name, extraction) for _, name, extraction in members])
    except Exception as exc:  # a broken view must not lose the page's scores
        reason = f"marked view failed: {type(exc).__name__}"
        return {i: MarkedLink(name, None, reason) for i, name, _ in members}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(offline_page(html), encoding="utf-8")
    return {i: MarkedLink(name, path, None, anchor_id(j)) for j, (i, name, _) in enumerate(members)}


def _site_view(layout: Layout, task: ReportTask, data: bytes) -> SiteView | None:
    if task.template is None:
        return SiteView(None, None, task.template_note) if task.template_note else None
    view, html = template_view(task.template, data, task.page.id)
    if html is None:
        return view
    path = layout.template_path(task.dataset, task.page.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(offline_page(html), encoding="utf-8")
    return dataclasses.replace(view, path=path)


def _strip(result: PageResult) -> PageResult:
    prediction = Prediction("", result.prediction.title, result.prediction.date)
    return dataclasses.replace(result, prediction=prediction)
