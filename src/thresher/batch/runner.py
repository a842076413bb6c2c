"""Run extraction over many inputs, in worker processes, with a progress bar.

Each page is processed by :func:`process_page`, which never raises: a failure
becomes a :class:`PageOutcome` with the error's one-line message, so one bad
page cannot stop a batch.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tqdm import tqdm

from thresher.batch.sources import PageInput, read_input


@dataclass(frozen=True)
class PageOutcome:
    """What happened to one page: the rendered output, or an error message."""

    page: PageInput
    output: str | None = None
    error: str | None = None
    record: dict[str, Any] | None = None


@dataclass
class BatchReport:
    """Counters of a batch run."""

    done: int = 0
    failed: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, outcome: PageOutcome) -> None:
        """Count one outcome."""
        if outcome.error:
            self.failed += 1
            self.errors.append(f"{outcome.page.name}: {outcome.error}")
        else:
            self.done += 1


@dataclass(frozen=True)
class Job:
    """What to do with every page: method, output format and extraction options."""

    method: str = "auto"
    fmt: str = "txt"
    options: dict[str, Any] = field(default_factory=dict)
    url: str | None = None


def process_page(page: PageInput, job: Job) -> PageOutcome:
    """Read, extract and render one page; errors become the outcome's message."""
    from thresher.api import extract
    from thresher.output import render

    try:
        data, url, charset = read_input(page)
        options = dict(job.options)
        if charset and "http_charset" not in options:
            options["http_charset"] = charset
        extraction = extract(data, url=job.url or url, method=job.method, **options)
        return PageOutcome(page, render(extraction, job.fmt), record=extraction.to_dict())
    except Exception as exc:  # one page must never stop the batch
        return PageOutcome(page, error=f"{type(exc).__name__}: {exc}".splitlines()[0])


def _process_star(args: tuple[PageInput, Job]) -> PageOutcome:
    return process_page(*args)


def run_batch(
    pages: Iterable[PageInput],
    job: Job,
    *,
    jobs: int = 1,
    progress: bool = True,
    on_outcome: Callable[[PageOutcome], None] | None = None,
) -> BatchReport:
    """Process pages (in ``jobs`` processes), calling ``on_outcome`` for each, in order."""
    pages = list(pages)
    report = BatchReport()
    bar = tqdm(total=len(pages), unit="page", disable=not progress, file=sys.stderr)
    for outcome in _outcomes(pages, job, jobs):
        report.add(outcome)
        if on_outcome:
            on_outcome(outcome)
        bar.update(1)
        bar.set_postfix(errors=report.failed, refresh=False)
    bar.close()
    return report


def _outcomes(pages: list[PageInput], job: Job, jobs: int) -> Iterator[PageOutcome]:
    if jobs <= 1 or len(pages) <= 1:
        for page in pages:
            yield process_page(page, job)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_process_star, ((p, job) for p in pages), chunksize=4)
