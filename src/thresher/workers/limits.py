"""Limits on one task: the :class:`Guard` settings, the in-process time limit, memory readings.

:class:`~thresher.workers.pool.GuardedPool` enforces a Guard across processes;
:func:`time_limit` bounds a block in this process (the eval runner's per-page
limit, the batch's inline runs) where signals allow it.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from thresher.errors import LimitExceededError

TaskFn = Callable[[Any], Any]


@dataclass(frozen=True)
class Guard:
    """Limits for each task: wall time (s), worker memory (MB), tasks per worker."""

    timeout_s: float | None = 60.0
    max_memory_mb: float | None = 2048.0
    max_tasks_per_worker: int = 1000
    poll_s: float = 0.1


@dataclass(frozen=True)
class TaskFailure:
    """A task that produced no result, and why."""

    reason: str


class PageTimeout(LimitExceededError):
    """A task (a page, an extractor on a page) ran past its wall-time limit (in-process guard)."""


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`PageTimeout` in the block after ``seconds`` (main thread, Unix only)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not seconds or not usable:
        yield
        return

    def _expire(signum: int, frame: Any) -> None:
        raise PageTimeout(f"time limit of {seconds:g} s exceeded")

    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def peak_rss_mb() -> float:
    """This process's peak resident memory in MB (0 where the platform cannot tell)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def cpu_seconds() -> float:
    """CPU time (user + system) this process has used so far."""
    times = os.times()
    return times.user + times.system


def current_rss_mb(pid: int) -> float | None:
    """Resident memory of process ``pid`` in MB (Linux ``/proc``; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/statm").read_text().split()
    except OSError:
        return None
    return int(fields[1]) * os.sysconf("SC_PAGE_SIZE") / (1 << 20)
