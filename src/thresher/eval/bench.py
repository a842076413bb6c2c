"""``thresher bench``: pages per second on one core and peak memory, as ratios.

Every extractor runs in a fresh subprocess (:mod:`thresher.eval.bench_worker`)
pinned to one CPU. The worker reads all pages into memory first, then times the
extraction alone, repeating passes over the pages until at least
``min_seconds`` of CPU time have gone by; speed is pages per CPU second (wall
time is in the JSON too). ``warmup`` untimed passes come first (default one),
so that what a library loads on first use (language data, models, caches) is
not charged to a short run: the figures are steady-state throughput, as in a
crawl; ``warmup=0`` includes the start-up. Memory is the peak resident set
during setup and extraction minus the resident set with the pages loaded
(``VmHWM`` after resetting it, Linux; ``ru_maxrss`` elsewhere), so it includes
importing the library. The ``alltext`` floor always runs; each extractor's speed and memory
are also given as ratios to ``alltext`` and to every compared library measured
in the same run (speed ratio > 1: faster; memory ratio < 1: smaller).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from thresher.errors import ThresherError
from thresher.eval.table import render

BASELINE = "alltext"
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


def bench_jobs(
    methods: Sequence[str], competitors: Sequence[str], options: dict[str, Any]
) -> list[BenchJob]:
    """The run's jobs: methods, the competitors, and the alltext floor last (once)."""
    jobs = [BenchJob("method", m, options) for m in methods]
    names = [c for c in dict.fromkeys(competitors) if c != BASELINE] + [BASELINE]
    return jobs + [BenchJob("competitor", c) for c in names]


def run_job(
    dataset: str | Path,
    job: BenchJob,
    limit: int | None,
    min_seconds: float,
    warmup: int = DEFAULT_WARMUP,
) -> BenchResult:
    """Measure one extractor in a fresh interpreter; ThresherError if the worker fails."""
    spec = {
        **asdict(job),
        "dataset": str(dataset),
        "limit": limit,
        "min_seconds": min_seconds,
        "warmup": warmup,
    }
    command = [sys.executable, "-m", "thresher.eval.bench_worker", json.dumps(spec)]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=WORKER_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise ThresherError(f"bench {job.name}: no result in {WORKER_TIMEOUT_S} s") from exc
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        detail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise ThresherError(f"bench {job.name}: worker failed: {detail}")
    return BenchResult(**json.loads(lines[-1]))


def run_bench(
    dataset: str | Path,
    jobs: Sequence[BenchJob],
    *,
    limit: int | None = None,
    min_seconds: float = 2.0,
    warmup: int = DEFAULT_WARMUP,
    warn: Any = sys.stderr,
) -> list[BenchResult]:
    """Measure every job in turn; a competitor that is not installed is reported and left out."""
    from thresher.eval.competitors import COMPETITORS, library_version

    results = []
    for job in jobs:
        needs = COMPETITORS[job.name].distribution if job.kind == "competitor" else None
        if needs and library_version(job.name) is None:
            print(f"thresher: {job.name} skipped: not installed; pip install {needs}", file=warn)
            continue
        results.append(run_job(dataset, job, limit, min_seconds, warmup))
    return results


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def references(results: Sequence[BenchResult], competitors: Sequence[str]) -> list[str]:
    """The extractors ratios are taken against: alltext, then the compared libraries."""
    measured = {r.extractor for r in results}
    names = [BASELINE] + [c for c in competitors if c != BASELINE]
    return [n for n in dict.fromkeys(names) if n in measured]


def ratios(
    results: Sequence[BenchResult], competitors: Sequence[str]
) -> dict[str, dict[str, dict[str, float | None]]]:
    """``{extractor: {"speed": {ref: ratio}, "memory": {ref: ratio}}}``."""
    by_name = {r.extractor: r for r in results}
    refs = references(results, competitors)
    return {
        r.extractor: {
            "speed": {n: _ratio(r.pages_per_s, by_name[n].pages_per_s) for n in refs},
            "memory": {n: _ratio(r.peak_rss_mb, by_name[n].peak_rss_mb) for n in refs},
        }
        for r in results
    }


def bench_table(results: Sequence[BenchResult], competitors: Sequence[str]) -> str:
    """pages/s and peak MB per extractor, each followed by its ratios to the references."""
    refs = references(results, competitors)
    table = ratios(results, competitors)
    header = ["extractor", "pages/s", *(f"×{n}" for n in refs)]
    header += ["peak MB", *(f"×{n}" for n in refs)]
    rows = [header]
    for r in results:
        row = [r.extractor, _num(r.pages_per_s, 1)]
        row += [_num(table[r.extractor]["speed"][n], 2) for n in refs]
        row += [_num(r.peak_rss_mb, 1)]
        row += [_num(table[r.extractor]["memory"][n], 2) for n in refs]
        rows.append(row)
    return render(rows)


def _num(value: float | None, digits: int) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def bench_json(results: Sequence[BenchResult], competitors: Sequence[str]) -> dict[str, Any]:
    """JSON-ready measurements and ratios."""
    return {
        "results": [asdict(r) for r in results],
        "references": references(results, competitors),
        "ratios": ratios(results, competitors),
    }
