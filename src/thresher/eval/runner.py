"""Run extractors over dataset pages and score every page.

Each page is read and decompressed once, then every extractor of the run sees
it in turn (thresher's methods and the competitors on the same pages in the
same run). An extractor that raises, or runs past the per-page time limit, gives
an empty prediction for that page and the run goes on. With ``jobs > 1`` pages
are spread over worker processes, each building its own extractors once.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import signal
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from thresher.eval.datasets import Dataset, Page
from thresher.eval.extractor import EMPTY, Extractor, PageInput, Prediction
from thresher.eval.methodspec import MethodSpec, ThresherMethod
from thresher.eval.metrics import (
    BodyPage,
    SnippetCounts,
    date_match,
    score_body,
    score_snippets,
    title_match,
)
from thresher.workers import settle_worker

DEFAULT_PAGE_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class ExtractorPlan:
    """Which extractors a run builds: thresher method specs, then competitor names."""

    methods: tuple[MethodSpec, ...] = ()
    competitors: tuple[str, ...] = ()

    def build(self, warn: Any = None) -> list[Extractor]:
        """Construct the extractors; a missing competitor is reported to ``warn`` and left out."""
        from thresher.eval.competitors import load_competitors

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


class PageTimeout(Exception):
    """An extractor ran past the per-page time limit."""


@contextlib.contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise PageTimeout in the block after ``seconds`` (main thread, POSIX; else no limit)."""
    usable = seconds and hasattr(signal, "setitimer")
    if usable:
        try:
            previous = signal.signal(signal.SIGALRM, _raise_timeout)
        except ValueError:  # not the main thread
            usable = False
    if not usable:
        yield
        return
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _raise_timeout(signum: int, frame: Any) -> None:
    raise PageTimeout("page time limit reached")


def run_guarded(
    extractor: Extractor, page: PageInput, timeout: float | None
) -> tuple[Prediction, str | None, float]:
    """Run one extractor on one page: (prediction, error or None, seconds).

    The seconds include the extractor's ``borrowed_seconds`` where it has
    them: work an earlier extractor did for this page and this one reused.
    """
    start = time.perf_counter()
    try:
        with time_limit(timeout):
            prediction = extractor(page)
        error = None
    except Exception as exc:
        prediction, error = EMPTY, f"{type(exc).__name__}: {exc}"[:300]
    borrowed = getattr(extractor, "borrowed_seconds", 0.0) if error is None else 0.0
    return prediction, error, time.perf_counter() - start + borrowed


def score_page(
    page: Page, prediction: Prediction
) -> tuple[BodyPage | None, SnippetCounts | None, bool | None, bool | None]:
    """The page's body, snippet, title and date scores (None where it has no such truth)."""
    body = score_body(page.body, prediction.text) if page.body else None
    snippets = (
        score_snippets(page.with_, page.without, prediction.text) if page.has_snippets else None
    )
    title_ok = title_match(page.title, prediction.title) if page.title else None
    date_ok = date_match(page.date, prediction.date) if page.date else None
    return body, snippets, title_ok, date_ok


def evaluate_page(
    dataset: Dataset, page: Page, extractors: Sequence[Extractor], timeout: float | None
) -> list[PageResult]:
    """Read one page once and run every extractor on it."""
    page_input = PageInput(dataset.read_html(page), url=page.url, lang=page.lang)
    results = []
    for extractor in extractors:
        prediction, error, seconds = run_guarded(extractor, page_input, timeout)
        scores = score_page(page, prediction)
        results.append(
            PageResult(dataset.name, page.id, extractor.name, prediction, error, seconds, *scores)
        )
    return results


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
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(jobs, initializer=_init_worker, initargs=(available, timeout)) as pool:
        for results in pool.imap(_work, tasks, chunksize=2):
            yield from results


def _available_plan(plan: ExtractorPlan, built: Sequence[Extractor]) -> ExtractorPlan:
    names = {e.name for e in built}
    return ExtractorPlan(plan.methods, tuple(c for c in plan.competitors if c in names))


_WORKER: dict[str, Any] = {}


def _init_worker(plan: ExtractorPlan, timeout: float | None) -> None:
    _WORKER["extractors"] = plan.build()
    _WORKER["timeout"] = timeout
    quiet_libraries()
    settle_worker()


def _work(task: tuple[str, Path, Page]) -> list[PageResult]:
    name, root, page = task
    dataset = Dataset(name, root, ())
    return evaluate_page(dataset, page, _WORKER["extractors"], _WORKER["timeout"])


def quiet_libraries() -> None:
    """Silence the competitors' logging and warnings (they are noisy on bad pages)."""
    import logging
    import warnings

    logging.disable(logging.CRITICAL)
    warnings.filterwarnings("ignore")
