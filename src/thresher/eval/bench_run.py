"""Running ``thresher bench``'s workers: one after the other, or by turns.

Each extractor is measured in its own subprocess
(:mod:`thresher.eval.bench_worker`). :func:`run_job` runs one to the end;
:func:`run_interleaved` starts and warms up every worker, then passes the
turn round, one timed pass over the pages each, until each has its
``min_seconds``, so a machine whose speed drifts slows every extractor alike.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from thresher.errors import ThresherError
from thresher.eval.bench_worker import PROTOCOL_PREFIX

WORKER_TIMEOUT_S = 1800
DEFAULT_WARMUP = 1  # untimed passes over the pages before timing


@dataclass(frozen=True)
class BenchJob:
    """One extractor to measure: a thresher method spec or a competitor name."""

    kind: str  # "method" or "competitor"
    name: str
    options: dict[str, Any] | None = None


@dataclass(frozen=True)
class BenchResult:
    """One extractor's measurements."""

    extractor: str
    pages: int
    calls: int
    errors: int
    cpu_seconds: float
    wall_seconds: float
    pages_per_s: float | None
    peak_rss_mb: float
    setup_rss_mb: float
    baseline_rss_mb: float


def run_job(
    dataset: str | Path,
    job: BenchJob,
    limit: int | None,
    min_seconds: float,
    warmup: int = DEFAULT_WARMUP,
) -> BenchResult:
    """Measure one extractor in a fresh interpreter; ThresherError if the worker fails."""
    spec = _worker_spec(dataset, job, limit, min_seconds, warmup)
    command = [sys.executable, "-m", "thresher.eval.bench_worker", spec]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=WORKER_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise ThresherError(f"bench {job.name}: no result in {WORKER_TIMEOUT_S} s") from exc
    lines = [x for x in done.stdout.splitlines() if x.startswith(PROTOCOL_PREFIX)]
    if done.returncode != 0 or not lines:
        detail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise ThresherError(f"bench {job.name}: worker failed: {detail}")
    return BenchResult(**json.loads(lines[-1][len(PROTOCOL_PREFIX) :]))


def _worker_spec(dataset, job: BenchJob, limit, min_seconds, warmup, interleave=False) -> str:
    return json.dumps(
        {
            **asdict(job),
            "dataset": str(dataset),
            "limit": limit,
            "min_seconds": min_seconds,
            "warmup": warmup,
            "interleave": interleave,
        }
    )


class _Worker:
    """A bench worker that times one pass when asked (the interleaved protocol)."""

    def __init__(self, dataset, job: BenchJob, limit, warmup: int) -> None:
        self.job = job
        # stderr goes to a file: a chatty library must not fill a pipe and block the worker
        self.errors = tempfile.TemporaryFile(  # noqa: SIM115 - closed in finish/stop
            mode="w+", encoding="utf-8", errors="replace"
        )
        spec = _worker_spec(dataset, job, limit, 0.0, warmup, interleave=True)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "thresher.eval.bench_worker", spec],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
            text=True,
        )
        self.messages: queue.Queue[dict | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.cpu_seconds = 0.0

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith(PROTOCOL_PREFIX):
                self.messages.put(json.loads(line[len(PROTOCOL_PREFIX) :]))
        self.messages.put(None)

    def receive(self) -> dict:
        """The worker's next protocol message; ThresherError if it died or hangs."""
        try:
            message = self.messages.get(timeout=WORKER_TIMEOUT_S)
        except queue.Empty:
            message = None
        if message is None:
            self.process.kill()
            self.errors.seek(0)
            detail = (self.errors.read().strip().splitlines() or ["no output"])[-1]
            raise ThresherError(f"bench {self.job.name}: worker failed: {detail}")
        return message

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def one_pass(self) -> None:
        self.send("pass")
        self.cpu_seconds = float(self.receive()["cpu_seconds"])

    def finish(self) -> BenchResult:
        self.send("done")
        result = BenchResult(**self.receive())
        self.process.wait(timeout=60)
        self.errors.close()
        return result

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.errors.close()


def run_interleaved(
    dataset: str | Path,
    jobs: Sequence[BenchJob],
    limit: int | None,
    min_seconds: float,
    warmup: int = DEFAULT_WARMUP,
) -> list[BenchResult]:
    """Measure the jobs by turns: one timed pass each, round after round.

    The workers are started one after the other (each warms up alone), then
    every round gives one pass to each worker still under ``min_seconds``.
    """
    workers: list[_Worker] = []
    try:
        for job in jobs:
            workers.append(_Worker(dataset, job, limit, warmup))
            workers[-1].receive()  # ready: set up and warmed up
        while True:
            behind = [w for w in workers if w.cpu_seconds < min_seconds]
            if not behind:
                break
            for worker in behind:
                worker.one_pass()
        return [w.finish() for w in workers]
    finally:
        for worker in workers:
            worker.stop()
