"""Run extractors over dataset pages and score every page.

Each page is read and decompressed once, then every extractor of the run sees
it in turn (thresher's methods and the competitors on the same pages in the
same run). A page with structure truth asks the extractors for Markdown too, and
the Markdown read back as blocks is scored (``structure``). An extractor that
raises, or runs past the per-page time limit, gives an empty prediction for that
page and the run goes on. With ``jobs > 1`` pages
are spread over worker processes, each building its own extractors once.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from thresher.eval.competitors import load_competitors
from thresher.eval.datasets import Dataset, Page
from thresher.eval.extractor import EMPTY, Extractor, ExtractorInput, Prediction
from thresher.eval.methodspec import MethodSpec, ThresherMethod
from thresher.eval.metrics import (
    BodyPage,
    SnippetCounts,
    author_match,
    date_match,
    score_body,
    score_snippets,
    title_match,
)
from thresher.eval.structure import score_markdown
from thresher.workers.limits import time_limit
from thresher.workers.pool import process_pool

DEFAULT_PAGE_TIMEOUT_S = 60.0
T = TypeVar("T")


@dataclass(frozen=True)
class ExtractorPlan:
    """Which extractors a run builds: thresher method specs, then competitor names."""

    methods: tuple[MethodSpec, ...] = ()
    competitors: tuple[str, ...] = ()

    def build(self, warn: Any = None) -> list[Extractor]:
        """Construct the extractors; a missing competitor is reported to ``warn`` and left out."""

        built: list[Extractor] = [ThresherMethod(spec) for spec in self.methods]
        sink = warn if warn is not None else io.StringIO()
        return built + load_competitors(self.competitors, warn=sink)


@dataclass(frozen=True)
class PageResult:
    """One extractor on one page: its prediction, how it went, and the page's scores."""

    dataset: str
    page_id: str
    extractor: str
    prediction: Prediction
    error: str | None
    seconds: float
    body: BodyPage | None
    snippets: SnippetCounts | None
    title_ok: bool | None
    date_ok: bool | None
    author_ok: bool | None = None
    structure: dict[str, float] | None = None

    @property
    def structure_unscored(self) -> bool:
        """The page has structure truth but the extractor gives no Markdown to score."""
        return self.structure is not None and not self.structure


def guarded_call(
    call: Callable[[], T], timeout: float | None
) -> tuple[T | None, str | None, float]:
    """Run ``call()`` under the time limit: (value or None, error or None, seconds)."""
    start = time.perf_counter()
    try:
        with time_limit(timeout):
            value = call()
    except Exception as exc:
        return None, f"{type(exc).__name__}: {exc}"[:300], time.perf_counter() - start
    return value, None, time.perf_counter() - start


def run_guarded(
    extractor: Extractor, page: ExtractorInput, timeout: float | None
) -> tuple[Prediction, str | None, float]:
    """Run one extractor on one page: (prediction, error or None, seconds)."""
    prediction, error, seconds = guarded_call(lambda: extractor(page), timeout)
    return (prediction if error is None else EMPTY), error, seconds


def score_page(
    page: Page, prediction: Prediction
) -> tuple[BodyPage | None, SnippetCounts | None, bool | None, bool | None, bool | None]:
    """The page's body, snippet, title, date and author scores (None where it has no such
    truth)."""
    body = score_body(page.body, prediction.text) if page.body else None
    snippets = (
        score_snippets(page.with_, page.without, prediction.text) if page.has_snippets else None
    )
    title_ok = title_match(page.title, prediction.title) if page.title else None
    date_ok = date_match(page.date, prediction.date) if page.date else None
    author_ok = author_match(page.author, prediction.author) if page.author else None
    return body, snippets, title_ok, date_ok, author_ok


def evaluate_page(
    dataset: Dataset, page: Page, extractors: Sequence[Extractor], timeout: float | None
) -> list[PageResult]:
    """Read one page once and run every extractor on it."""
    page_input = page_input_of(dataset, page)
    return evaluate_input(dataset.name, page, page_input, extractors, timeout)


def page_input_of(dataset: Dataset, page: Page) -> ExtractorInput:
    """The page as extractors receive it; Markdown asked for where it has structure truth."""
    data = dataset.read_html(page)
    return ExtractorInput(data, url=page.url, lang=page.lang, markdown=page.structure is not None)


def evaluate_input(
    dataset: str,
    page: Page,
    page_input: ExtractorInput,
    extractors: Sequence[Extractor],
    timeout: float | None,
) -> list[PageResult]:
    """Run every extractor on a page already read, and score each prediction."""
    results = []
    for extractor in extractors:
        prediction, error, seconds = run_guarded(extractor, page_input, timeout)
        results.append(page_result(dataset, page, extractor.name, prediction, error, seconds))
    return results


def page_result(
    dataset: str, page: Page, name: str, prediction: Prediction, error: str | None, seconds: float
) -> PageResult:
    """One extractor's :class:`PageResult` on ``page``, with the page's scores."""
    scores = score_page(page, prediction)
    structure = score_structure(page, prediction, error)
    return PageResult(dataset, page.id, name, prediction, error, seconds, *scores, structure)


def score_structure(
    page: Page, prediction: Prediction, error: str | None
) -> dict[str, float] | None:
    """The structure metrics of the prediction's Markdown; None where the page has no
    structure truth, ``{}`` where the extractor gives no Markdown. A failed extractor
    scores as empty Markdown."""
    if page.structure is None:
        return None
    markdown = prediction.markdown
    if markdown is None and error is None:
        return {}

    return score_markdown(page.structure, markdown or "")


def iter_results(
    datasets: Sequence[Dataset],
    plan: ExtractorPlan,
    *,
    jobs: int = 1,
    timeout: float | None = DEFAULT_PAGE_TIMEOUT_S,
    warn: Any = None,
) -> Iterator[PageResult]:
    """Every (page, extractor) result of the run, page by page in dataset order."""
    extractors = plan.build(warn)
    tasks = [(ds.name, ds.root, page) for ds in datasets for page in ds.pages]
    if jobs <= 1 or len(tasks) < 2:
        for name, root, page in tasks:
            yield from evaluate_page(Dataset(name, root, ()), page, extractors, timeout)
        return
    available = _available_plan(plan, extractors)
    with process_pool(jobs, _init_worker, (available, timeout)) as run_map:
        for results in run_map(_work, tasks):
            yield from results


def _available_plan(plan: ExtractorPlan, built: Sequence[Extractor]) -> ExtractorPlan:
    names = {e.name for e in built}
    return ExtractorPlan(plan.methods, tuple(c for c in plan.competitors if c in names))


@dataclass(frozen=True)
class WorkerState:
    """What each eval worker builds once: the extractors, and the per-page time limit."""

    extractors: list[Extractor]
    timeout: float | None


def _init_worker(plan: ExtractorPlan, timeout: float | None) -> WorkerState:
    extractors = plan.build()
    quiet_libraries()
    return WorkerState(extractors, timeout)


def _work(state: WorkerState, task: tuple[str, Path, Page]) -> list[PageResult]:
    name, root, page = task
    dataset = Dataset(name, root, ())
    return evaluate_page(dataset, page, state.extractors, state.timeout)


def quiet_libraries() -> None:
    """Silence the competitors' logging and warnings (they are noisy on bad pages)."""
    import logging
    import warnings

    logging.disable(logging.CRITICAL)
    warnings.filterwarnings("ignore")
