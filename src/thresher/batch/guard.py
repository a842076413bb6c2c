"""Running batch tasks in the calling process: :class:`InlineExecutor`.

The process-level enforcement lives in :mod:`thresher.workers.pool`
(:class:`~thresher.workers.pool.GuardedPool`); :class:`InlineExecutor` runs
tasks in the calling process (``--jobs 0``, single pages, Ray tasks) with the
time limit from :func:`~thresher.workers.limits.time_limit` where signals allow it.
"""

from __future__ import annotations

from typing import Any

from thresher.workers.limits import (
    Guard,
    PageTimeout,
    TaskFailure,
    TaskFn,
    cpu_seconds,
    peak_rss_mb,
    time_limit,
)


class InlineExecutor:
    """Runs each task in this process when it is submitted."""

    def __init__(self, fn: TaskFn, guard: Guard | None = None) -> None:
        self.fn, self.guard = fn, guard or Guard()
        self._done: list[tuple[int, Any]] = []
        self.peak_rss_mb: dict[int, float] = {}
        self.cpu_s: dict[int, float] = {}
        self._cpu_start = cpu_seconds()

    def idle(self) -> int:
        """How many more tasks can be submitted now."""
        return 1

    def busy(self) -> int:
        """Tasks submitted and not yet collected."""
        return len(self._done)

    def submit(self, task_id: int, task: Any) -> None:
        """Run one task now (under the time limit); collect it with :meth:`poll`."""
        try:
            with time_limit(self.guard.timeout_s):
                result = self.fn(task)
        except PageTimeout as exc:
            result = TaskFailure(str(exc))
        self._done.append((task_id, result))
        self.peak_rss_mb[0] = peak_rss_mb()
        self.cpu_s[0] = cpu_seconds() - self._cpu_start

    def poll(self, timeout: float | None = None) -> list[tuple[int, Any]]:
        """The results of submitted tasks."""
        done, self._done = self._done, []
        return done

    def close(self) -> None:
        """Nothing to release."""
