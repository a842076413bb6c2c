"""Per-page work of a report: run every extractor, write the page's files, return its scores.

Everything that needs the page's texts happens here, in the worker that read
the page: the eval runner's :func:`~thresher.eval.runner.evaluate_page` runs
and scores every extractor (so the numbers are those of ``thresher eval``),
then the marked view of each thresher method, the site template view and the
document page are written. Only the scores travel back (texts dropped).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from thresher.api import load_document
from thresher.eval.datasets import Dataset, Page
from thresher.eval.extractor import Extractor, PageInput, Prediction
from thresher.eval.methodspec import ThresherMethod
from thresher.eval.metrics import normalize_date
from thresher.eval.runner import ExtractorPlan, PageResult, evaluate_page
from thresher.html.memo import next_run, saved_seconds
from thresher.options import Limits, Options
from thresher.report.docpage import DocView, MarkedLink, document_page
from thresher.report.frames import offline_page
from thresher.report.layout import Layout
from thresher.report.marked_views import anchor_id, render_views
from thresher.report.sites import SiteView, template_view
from thresher.types import Document
from thresher.workers import settle_worker


class KeepingMethod(ThresherMethod):
    """A thresher method that keeps its last Extraction, for the marked view.

    The thresher methods of a report share each page's Document (one parse,
    one metadata read, one segmentation where their options agree). Each
    method is charged the shared work it used, so its seconds are what it
    would cost alone: the parse time, and the seconds the memo hits on
    earlier methods' results saved (:mod:`thresher.html.memo`).
    """

    last: Any = None
    borrowed_seconds = 0.0

    def __call__(self, page: PageInput) -> Prediction:
        """Text, title and date of one page (as :class:`ThresherMethod`), keeping the result."""
        self.last = None
        doc, load_seconds = _shared_document(page, self.spec.options)
        next_run()
        saved = saved_seconds()
        result = self._extract(doc, method=self.spec.method, **self.spec.options)
        self.borrowed_seconds = load_seconds + saved_seconds() - saved
        self.last = result
        return Prediction(result.text, result.title, normalize_date(result.date))


_LOADED: list[tuple[Any, Any, Document, float]] = []
_LOAD_OPTIONS = {f.name for f in dataclasses.fields(Limits)} | {"http_charset"}


def _shared_document(page: PageInput, options: Mapping[str, Any]) -> tuple[Document, float]:
    """The page's Document, parsed once for the methods with the same load options.

    Returns the Document and the parse seconds to charge: none for the call
    that parsed it (its own time includes the parse), the parse time after.
    """
    load = {k: v for k, v in options.items() if k in _LOAD_OPTIONS}
    key = (page.url, tuple(sorted(load.items())))
    for data, known, doc, seconds in _LOADED:
        if data is page.data and known == key:
            return doc, seconds
    start = time.perf_counter()
    charset = load.pop("http_charset", None)
    general = Options(http_charset=charset, limits=Limits(**load))
    doc = load_document(page.data, url=page.url, options=general)
    _LOADED[:] = [(page.data, key, doc, time.perf_counter() - start)]
    return doc, 0.0


@dataclass(frozen=True)
class ReportPlan(ExtractorPlan):
    """An :class:`ExtractorPlan` whose thresher methods keep their Extraction."""

    def build(self, warn: Any = None) -> list[Extractor]:
        """Construct the extractors (see :meth:`ExtractorPlan.build`)."""
        competitors = ExtractorPlan((), self.competitors).build(warn)
        return [KeepingMethod(spec) for spec in self.methods] + competitors


@dataclass(frozen=True)
class PageTask:
    """One page to report on, with its site's template when it has one."""

    dataset: str
    root: Path
    page: Page
    template: Any = None
    template_note: str | None = None


_STATE: dict[str, Any] = {}


def init_worker(plan: ReportPlan, timeout: float | None, out: str, quiet: bool = True) -> None:
    """Build the extractors once per process."""
    from thresher.eval.runner import quiet_libraries

    _STATE["extractors"] = plan.build()
    _STATE["timeout"] = timeout
    _STATE["layout"] = Layout(Path(out))
    if quiet:
        quiet_libraries()
    settle_worker()


def report_page(task: PageTask) -> list[PageResult]:
    """Evaluate one page, write its files, and return its results without the texts."""
    dataset = Dataset(task.dataset, task.root, ())
    extractors = _STATE["extractors"]
    layout: Layout = _STATE["layout"]
    results = evaluate_page(dataset, task.page, extractors, _STATE["timeout"])
    marked = _write_views(layout, task, extractors)
    site = _site_view(layout, task, dataset)
    view = DocView(task.page, tuple(results), tuple(marked), site)
    path = layout.doc_path(task.dataset, task.page.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(document_page(view, layout), encoding="utf-8")
    return [_strip(r) for r in results]


def _write_views(layout: Layout, task: PageTask, extractors: list[Any]) -> list[MarkedLink | None]:
    """One marked view per Document the thresher methods used (one in all: they share it)."""
    links: list[MarkedLink | None] = [None] * len(extractors)
    groups: dict[int, list[tuple[int, str, Any]]] = {}
    for i, extractor in enumerate(extractors):
        if not isinstance(extractor, KeepingMethod):
            continue
        extraction, extractor.last = extractor.last, None
        if extraction is None or extraction.document is None:
            links[i] = MarkedLink(extractor.name, None, "the method failed on this page")
            continue
        groups.setdefault(id(extraction.document), []).append((i, extractor.name, extraction))
    for members in groups.values():
        path = layout.marked_path(task.dataset, task.page.id, members[0][0])
        try:
            marks = [(name, extraction) for _, name, extraction in members]
            html = render_views(marks, in_place=True)  # the page is done: no copy
        except Exception as exc:  # a broken view must not lose the page's scores
            for i, name, _ in members:
                links[i] = MarkedLink(name, None, f"marked view failed: {type(exc).__name__}")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(offline_page(html), encoding="utf-8")
        for j, (i, name, _) in enumerate(members):
            links[i] = MarkedLink(name, path, None, anchor_id(j))
    _LOADED.clear()  # the marked Documents are spoilt
    return links


def _site_view(layout: Layout, task: PageTask, dataset: Dataset) -> SiteView | None:
    if task.template is None:
        return SiteView(None, None, task.template_note) if task.template_note else None
    view, html = template_view(task.template, dataset.read_html(task.page), task.page.id)
    if html is None:
        return view
    path = layout.template_path(task.dataset, task.page.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(offline_page(html), encoding="utf-8")
    return dataclasses.replace(view, path=path)


def _strip(result: PageResult) -> PageResult:
    prediction = Prediction("", result.prediction.title, result.prediction.date)
    return dataclasses.replace(result, prediction=prediction)
