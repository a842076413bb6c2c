"""Run a function over tasks so that no single task can stall or kill the run.

:class:`GuardedPool` keeps one task in flight per worker process and watches
each: a task past its wall-time limit, or a worker whose resident memory
passes the limit, is killed and reported as a :class:`TaskFailure` with the
reason; a worker that dies (segfault, OOM killer, ``os._exit``) is reported
the same way. Every failed worker is replaced and the run goes on. Workers
are also recycled after ``max_tasks_per_worker`` tasks, or when a task left
them bloated, so slow leaks cannot pile up. A worker exits by itself when the
driver process dies, even in the middle of a task.

:func:`process_pool` is the one way thresher starts worker processes: the
batch drives a GuardedPool task by task, every other user (eval, report,
site, training) maps a function over items with :meth:`GuardedPool.map`, the
memory and time guard available to all through a :class:`Guard`.
"""

from __future__ import annotations

import functools
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from thresher.workers import settle_worker
from thresher.workers.limits import (
    Guard,
    TaskFailure,
    TaskFn,
    cpu_seconds,
    current_rss_mb,
    peak_rss_mb,
)

# What a pool that only maps guards: nothing (no time or memory limit, no recycling).
NO_GUARD = Guard(timeout_s=None, max_memory_mb=None, max_tasks_per_worker=1 << 62)


class WorkerFailed(RuntimeError):
    """A task of :meth:`GuardedPool.map` produced no result (it raised, or its worker died)."""


def _worker_main(conn, fn: TaskFn, setup: Callable[..., Any] | None, args: Sequence[Any]) -> None:
    """Worker loop: receive (id, task), send (id, result, peak MB); exit on None or EOF."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _exit_with_parent()
    if setup is not None:
        fn = functools.partial(fn, setup(*args))
    settle_worker()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        task_id, task = message
        try:
            result = fn(task)
        except Exception as exc:  # fn should not raise; report it as a failure
            result = TaskFailure(f"{type(exc).__name__}: {exc}".splitlines()[0])
        try:
            conn.send((task_id, result, peak_rss_mb(), cpu_seconds()))
        except (BrokenPipeError, EOFError, OSError):
            return
        except Exception as exc:  # an unpicklable result
            failure = TaskFailure(f"result not transferable: {exc}")
            conn.send((task_id, failure, peak_rss_mb(), cpu_seconds()))


def _exit_with_parent() -> None:
    import multiprocessing  # multiprocessing where a pool runs: not at ``import thresher``

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def _watch() -> None:
        parent.join()
        os._exit(3)

    threading.Thread(target=_watch, daemon=True, name="thresher-parent-watch").start()


class _Worker:
    """One worker process and the task it is running."""

    def __init__(self, ctx, fn: TaskFn, index: int, setup: tuple[Any, Sequence[Any]]) -> None:
        self.index = index
        self.conn, child = ctx.Pipe()
        args = (child, fn, *setup)
        self.process = ctx.Process(target=_worker_main, args=args, daemon=True)
        self.process.start()
        child.close()
        self.task_id: int | None = None
        self.started = 0.0
        self.done = 0

    def give(self, task_id: int, task: Any) -> None:
        """Send one task and start its clock."""
        self.conn.send((task_id, task))
        self.task_id, self.started = task_id, time.monotonic()

    def stop(self, *, kill: bool = False) -> None:
        """Ask the worker to exit (or kill it) and reap it."""
        if not kill:
            try:
                self.conn.send(None)
            except OSError:
                kill = True
            self.process.join(2.0)
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5.0)
        self.conn.close()

    def death_reason(self) -> str:
        """Why the worker ended: the signal or exit code."""
        self.process.join(1.0)
        code = self.process.exitcode
        if code is not None and code < 0:
            try:
                return f"worker process died (signal {signal.Signals(-code).name})"
            except ValueError:
                return f"worker process died (signal {-code})"
        return f"worker process died (exit code {code})"


def default_context():
    """``forkserver`` where it exists (clean, fast forks), else ``spawn``."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def _apply(state: Any, task: tuple[Callable[..., Any], Any]) -> Any:
    """Run one task of :meth:`GuardedPool.map`: ``fn(state, item)``."""
    fn, item = task
    return fn(state, item)


class GuardedPool:
    """``workers`` processes running ``fn``, one task each, under a :class:`Guard`.

    ``initializer(*initargs)`` runs once in each worker before its first task;
    what it returns (the worker's state) is then passed to every call:
    ``fn(state, task)``.
    """

    def __init__(
        self,
        fn: TaskFn,
        workers: int,
        guard: Guard | None = None,
        *,
        ctx=None,
        preload: tuple[str, ...] = (),
        initializer: Callable[..., Any] | None = None,
        initargs: Sequence[Any] = (),
    ) -> None:
        self.fn, self.size, self.guard = fn, max(1, workers), guard or Guard()
        self._setup = (initializer, tuple(initargs))
        self.ctx = ctx or default_context()
        if preload and self.ctx.get_start_method() == "forkserver":
            self.ctx.set_forkserver_preload(list(preload))
        self.workers: list[_Worker] = []
        self.peak_rss_mb: dict[int, float] = {}
        self.cpu_s: dict[int, float] = {}
        self._next_index = 0

    def idle(self) -> int:
        """How many more tasks can be submitted now."""
        return self.size - self.busy()

    def busy(self) -> int:
        """Tasks in flight."""
        return sum(1 for w in self.workers if w.task_id is not None)

    def submit(self, task_id: int, task: Any) -> None:
        """Hand a task to an idle worker (starting one if needed)."""
        worker = next((w for w in self.workers if w.task_id is None), None)
        if worker is None:
            worker = self._start()
        worker.give(task_id, task)

    def _start(self) -> _Worker:
        worker = _Worker(self.ctx, self.fn, self._next_index, self._setup)
        self._next_index += 1
        self.workers.append(worker)
        return worker

    def poll(self, timeout: float | None = None) -> list[tuple[int, Any]]:
        """Results of finished tasks (and failures of killed ones), waiting up to ``timeout``."""
        busy = [w for w in self.workers if w.task_id is not None]
        if not busy:
            return []
        from multiprocessing.connection import wait

        handles = [w.conn for w in busy] + [w.process.sentinel for w in busy]
        wait(handles, self._wait_time(busy, timeout))
        results = []
        for worker in busy:
            outcome = self._check(worker)
            if outcome is not None:
                results.append(outcome)
        return results

    def _wait_time(self, busy: list[_Worker], timeout: float | None) -> float:
        wait_s = timeout if timeout is not None else 3600.0
        if self.guard.max_memory_mb:
            wait_s = min(wait_s, self.guard.poll_s)
        if self.guard.timeout_s:
            deadline = min(w.started for w in busy) + self.guard.timeout_s
            wait_s = min(wait_s, max(0.0, deadline - time.monotonic()) + 0.01)
        return wait_s

    def _check(self, worker: _Worker) -> tuple[int, Any] | None:
        task_id = worker.task_id
        if worker.conn.poll():
            return self._receive(worker)
        if not worker.process.is_alive():
            return task_id, self._replace(worker, worker.death_reason())
        elapsed = time.monotonic() - worker.started
        if self.guard.timeout_s and elapsed > self.guard.timeout_s:
            reason = f"time limit of {self.guard.timeout_s:g} s exceeded"
            return task_id, self._replace(worker, reason)
        rss = current_rss_mb(worker.process.pid) if self.guard.max_memory_mb else None
        if rss is not None and rss > self.guard.max_memory_mb:
            self._note_peak(worker, rss)
            reason = f"memory limit of {self.guard.max_memory_mb:g} MB exceeded ({rss:.0f} MB)"
            return task_id, self._replace(worker, reason)
        return None

    def _receive(self, worker: _Worker) -> tuple[int, Any]:
        task_id = worker.task_id
        try:
            got_id, result, peak, cpu = worker.conn.recv()
        except (EOFError, OSError):
            return task_id, self._replace(worker, worker.death_reason())
        self._note_peak(worker, peak)
        self.cpu_s[worker.index] = cpu
        worker.task_id, worker.done = None, worker.done + 1
        if self._should_recycle(worker):
            self._retire(worker)
        return got_id, result

    def _should_recycle(self, worker: _Worker) -> bool:
        if worker.done >= self.guard.max_tasks_per_worker:
            return True
        rss = current_rss_mb(worker.process.pid) if self.guard.max_memory_mb else None
        return rss is not None and rss > 0.75 * self.guard.max_memory_mb

    def _note_peak(self, worker: _Worker, peak_mb: float) -> None:
        self.peak_rss_mb[worker.index] = max(self.peak_rss_mb.get(worker.index, 0.0), peak_mb)

    def _replace(self, worker: _Worker, reason: str) -> TaskFailure:
        worker.stop(kill=True)
        self.workers.remove(worker)
        return TaskFailure(reason)

    def _retire(self, worker: _Worker) -> None:
        worker.stop()
        self.workers.remove(worker)

    def close(self) -> None:
        """Stop every worker (killing those still busy)."""
        for worker in list(self.workers):
            worker.stop(kill=worker.task_id is not None)
        self.workers.clear()

    def map(self, fn: Callable[[Any], Any], items: Iterable[Any], ordered: bool = True) -> Iterator:
        """``fn`` over ``items`` in the workers (a pool made with :func:`process_pool`).

        Results come in the items' order, or as they finish when not ``ordered``;
        a task that fails raises :class:`WorkerFailed`.
        """
        pending = enumerate(items)
        done: dict[int, Any] = {}
        wanted, more = 0, True
        while more or self.busy():
            more = self._fill(fn, pending)
            for task_id, result in self.poll():
                if isinstance(result, TaskFailure):
                    raise WorkerFailed(result.reason)
                done[task_id] = result
            while done and (not ordered or wanted in done):
                yield done.pop(wanted if ordered else next(iter(done)))
                wanted += 1

    def _fill(self, fn: Callable[[Any], Any], pending: Iterator[tuple[int, Any]]) -> bool:
        """Give idle workers the next items; False once the items have run out."""
        while self.idle() > 0:
            task = next(pending, None)
            if task is None:
                return False
            self.submit(task[0], (fn, task[1]))
        return True

    def __enter__(self) -> GuardedPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


MapFn = Callable[..., Iterator[Any]]


@contextmanager
def process_pool(
    jobs: int,
    initializer: Callable[..., Any] | None = None,
    initargs: Sequence[Any] = (),
    *,
    guard: Guard = NO_GUARD,
) -> Iterator[MapFn]:
    """A map function ``(fn, items, ordered=True)`` calling ``fn(state, item)`` in ``jobs`` workers.

    ``state`` is what ``initializer(*initargs)`` returned in the worker (None
    without an initializer). With ``jobs`` <= 1 the initializer and the calls
    run in this process (no guard). Otherwise a :class:`GuardedPool` runs the
    tasks under ``guard`` (by default none: no time or memory limit).
    """
    setup = initializer if initializer is not None else _no_state
    if jobs <= 1:
        state = setup(*initargs)
        yield lambda fn, items, ordered=True: (fn(state, item) for item in items)
        return
    with GuardedPool(_apply, jobs, guard, initializer=setup, initargs=initargs) as pool:
        yield pool.map


def _no_state(*args: Any) -> None:
    """The worker state of a pool without an initializer."""
    return None
