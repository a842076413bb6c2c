"""Drive a batch: pages in, guarded workers, outcomes out, a progress bar and a report.

The driver pulls tasks from a source (plain: one task per page; by site: see
:mod:`thresher.batch.bysite`), keeps every worker busy, and hands each outcome
to ``on_outcome`` as soon as it arrives (completion order, not input order).
Pages the ``precheck`` rules out are skipped (``--resume``) or failed (an
output file already exists) without being processed.
"""

from __future__ import annotations

import enum
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from thresher.batch.guard import InlineExecutor
from thresher.batch.page_input import PageInput
from thresher.batch.pipeline import (
    Job,
    PageOutcome,
    PageTask,
    failed_outcome,
    page_timeout,
    process_page,
    run_task,
)
from thresher.workers.limits import Guard, TaskFailure
from thresher.workers.pool import GuardedPool

if TYPE_CHECKING:
    from tqdm import tqdm

__all__ = ["Admit", "BatchReport", "Job", "PageOutcome", "process_page", "run_batch"]

# Modules the forkserver imports once, so that each new worker starts warm.
PRELOAD = ("thresher.batch.pipeline", "thresher.api", "thresher.methods.auto.method")


MAX_ERRORS = 1000


class Admit(enum.Enum):
    """What the precheck says about a page before any work."""

    RUN = "run"
    SKIP = "skip"


Precheck = Callable[[PageInput], "Admit | str"]


@dataclass
class BatchReport:
    """Counters of a batch run."""

    done: int = 0
    failed: int = 0
    skipped: int = 0
    errors: list[str] = field(default_factory=list)
    peak_rss_mb: dict[int, float] = field(default_factory=dict)
    cpu_s: float = 0.0
    seconds: float = 0.0

    def add(self, outcome: PageOutcome) -> None:
        """Count one outcome (the first ``MAX_ERRORS`` messages are kept)."""
        if outcome.error:
            self.failed += 1
            if len(self.errors) < MAX_ERRORS:
                self.errors.append(f"{outcome.page.name}: {outcome.error}")
        else:
            self.done += 1

    @property
    def pages_per_s(self) -> float:
        """Processed pages (done or failed) per second of wall time."""
        return (self.done + self.failed) / self.seconds if self.seconds else 0.0


class TaskSource(Protocol):
    """Where the driver gets tasks; ``completed`` feeds results back."""

    def next_task(self) -> Any | None:
        """A task ready to run now, or None (none ready now, or none left)."""

    def exhausted(self) -> bool:
        """True when no task will ever be ready again."""

    def completed(self, task: Any, result: Any) -> list[PageOutcome]:
        """Take a task's result; return the page outcomes it stands for."""


class PlainSource:
    """One :class:`PageTask` per page, in input order."""

    def __init__(self, pages: Iterable[PageInput], job: Job) -> None:
        self._pages: Iterator[PageInput] = iter(pages)
        self.job = job
        self._done = False

    def next_task(self) -> PageTask | None:
        """The next page's task."""
        if self._done:
            return None
        page = next(self._pages, None)
        if page is None:
            self._done = True
            return None
        return PageTask(page, self.job)

    def exhausted(self) -> bool:
        """True once the pages ran out."""
        return self._done

    def completed(self, task: PageTask, result: Any) -> list[PageOutcome]:
        """The page's outcome (a worker failure becomes an error outcome)."""
        return [as_outcome(task, result)]


def as_outcome(task: PageTask, result: Any) -> PageOutcome:
    """A page outcome from what a worker returned (an outcome or a TaskFailure)."""
    if isinstance(result, PageOutcome):
        return result
    reason = result.reason if isinstance(result, TaskFailure) else f"unexpected result {result!r}"
    return failed_outcome(task.page, task.job, reason)


def run_batch(
    pages: Iterable[PageInput],
    job: Job,
    *,
    jobs: int = 1,
    progress: bool = True,
    on_outcome: Callable[[PageOutcome], None] | None = None,
    guard: Guard | None = None,
    precheck: Precheck | None = None,
    total: int | Callable[[], int] | None = None,
    source: Callable[[Iterable[PageInput], Job], TaskSource] = PlainSource,
    task_fn: Callable[[Any], Any] = run_task,
) -> BatchReport:
    """Process pages in ``jobs`` guarded worker processes (0 = in this process).

    Without a ``guard`` each page gets the job's time limit (:func:`page_timeout`).

    ``on_outcome`` gets each outcome as it completes; ``precheck`` may skip or
    fail pages up front; ``total`` (a number, or a function run in a thread)
    sizes the progress bar; ``source`` turns pages into tasks; ``task_fn``
    runs one task in a worker.
    """
    report = BatchReport()
    started = time.monotonic()
    bar = _Progress(progress, total, report)
    admitted = _admitted(pages, job, precheck, report, bar, on_outcome)
    guard = guard or Guard(timeout_s=page_timeout(job))
    executor = InlineExecutor(task_fn, guard) if jobs <= 0 else _pool(task_fn, jobs, guard)
    try:
        for outcome in _drive(source(admitted, job), executor):
            _deliver(outcome, report, bar, on_outcome)
    finally:
        executor.close()
        bar.close()
        report.peak_rss_mb = dict(executor.peak_rss_mb)
        report.cpu_s = sum(executor.cpu_s.values())
        report.seconds = time.monotonic() - started
    return report


def _pool(task_fn: Callable[[Any], Any], jobs: int, guard: Guard) -> GuardedPool:
    return GuardedPool(task_fn, jobs, guard, preload=PRELOAD)


def _admitted(pages, job, precheck, report, bar, on_outcome) -> Iterator[PageInput]:
    for page in pages:
        verdict = precheck(page) if precheck else Admit.RUN
        if verdict is Admit.RUN:
            yield page
        elif verdict is Admit.SKIP:
            report.skipped += 1
            bar.skip()
        else:
            _deliver(failed_outcome(page, job, str(verdict)), report, bar, on_outcome)


def _deliver(outcome: PageOutcome, report: BatchReport, bar: _Progress, on_outcome) -> None:
    if on_outcome:
        on_outcome(outcome)
    report.add(outcome)
    bar.advance()


def _drive(source: TaskSource, executor) -> Iterator[PageOutcome]:
    """Keep the executor full; yield outcomes as tasks complete."""
    in_flight: dict[int, Any] = {}
    next_id = 0
    while True:
        while executor.idle() > 0 and (task := source.next_task()) is not None:
            in_flight[next_id] = task
            executor.submit(next_id, task)
            next_id += 1
        if not in_flight:
            if source.exhausted():
                return
            raise RuntimeError("task source stalled: nothing in flight and nothing ready")
        for task_id, result in executor.poll(timeout=0.5):
            yield from source.completed(in_flight.pop(task_id), result)


class _Progress:
    """A tqdm bar: pages, pages/s, errors, skipped and ETA; sized in a thread.

    Disabled, there is no bar at all: tqdm is not imported (nor the multiprocessing lock
    that even a disabled tqdm bar makes), which a one-page ``thresher extract`` would pay.
    """

    def __init__(
        self, enabled: bool, total: int | Callable[[], int] | None, report: BatchReport
    ) -> None:
        self.report = report
        self.bar: tqdm | None = None
        if not enabled:
            return
        from tqdm import tqdm  # only where a bar is shown

        self.bar = tqdm(
            total=total if isinstance(total, int) else None,
            unit="page",
            file=sys.stderr,
            dynamic_ncols=True,
        )
        if callable(total):
            threading.Thread(target=_size, args=(self.bar, total), daemon=True).start()

    def skip(self) -> None:
        """A page skipped by --resume: moves the bar, not the rate."""
        if self.bar is None or self.bar.disable:
            return
        self.bar.n += 1
        self.bar.initial += 1

    def advance(self) -> None:
        """One page processed."""
        if self.bar is None:
            return
        self.bar.update(1)
        self.bar.set_postfix(errors=self.report.failed, skipped=self.report.skipped, refresh=False)

    def close(self) -> None:
        """Finish the bar."""
        if self.bar is not None:
            self.bar.close()


def _size(bar: tqdm, count: Callable[[], int]) -> None:
    """Give the bar its total once ``count`` returns (run in a thread)."""
    try:
        bar.total = count()
    except Exception:  # the bar just shows no ETA
        return
    bar.refresh()
