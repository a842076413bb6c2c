"""``thresher bench``: pages per second on one core and peak memory, as ratios.

Every extractor runs in a fresh subprocess (:mod:`thresher.eval.bench_worker`)
pinned to one CPU. The worker reads all pages into memory first, then times
the extraction alone, in whole passes over the pages until at least
``min_seconds`` of CPU time have gone by; speed is pages per CPU second (wall
time is in the JSON too). By default the workers take turns, one pass each
(:func:`thresher.eval.bench_run.run_interleaved`): all are started and warmed up, then the turn goes
round until each has its ``min_seconds``, so a machine that slows down for a
minute slows every extractor alike and the ratios stay steady;
``interleave=False`` measures one extractor after the other.

``warmup`` untimed passes come first (default one), so that what a library
loads on first use (language data, models, caches) is not charged to a short
run: the figures are steady-state throughput, as in a crawl; ``warmup=0``
includes the start-up. Memory is the peak resident set during setup and
extraction minus the resident set with the pages loaded (``VmHWM`` after
resetting it, Linux; ``ru_maxrss`` elsewhere), so it includes importing the
library. The ``alltext`` floor always runs; each extractor's speed and memory
are also given as ratios to ``alltext`` and to every compared library measured
in the same run (speed ratio > 1: faster; memory ratio < 1: smaller).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from thresher.eval.bench_run import (
    DEFAULT_WARMUP,
    BenchJob,
    BenchResult,
    run_interleaved,
    run_job,
)
from thresher.eval.competitors import COMPETITORS, import_hint
from thresher.eval.table import render

BASELINE = "alltext"


def bench_jobs(
    methods: Sequence[str], competitors: Sequence[str], options: dict[str, Any]
) -> list[BenchJob]:
    """The run's jobs: methods, the competitors, and the alltext floor last (once)."""
    jobs = [BenchJob("method", m, options) for m in methods]
    names = [c for c in dict.fromkeys(competitors) if c != BASELINE] + [BASELINE]
    return jobs + [BenchJob("competitor", c) for c in names]


def run_bench(
    dataset: str | Path,
    jobs: Sequence[BenchJob],
    *,
    limit: int | None = None,
    min_seconds: float = 2.0,
    warmup: int = DEFAULT_WARMUP,
    interleave: bool = True,
    warn: Any = sys.stderr,
) -> list[BenchResult]:
    """Measure every job, by turns unless ``interleave`` is False.

    A competitor that is not installed is reported and left out.
    """

    runnable = []
    for job in jobs:
        problem = _load_problem(job.name) if job.kind == "competitor" else None
        if problem:
            print(f"thresher: {job.name} skipped: {problem}", file=warn)
            continue
        runnable.append(job)
    if interleave:
        return run_interleaved(dataset, runnable, limit, min_seconds, warmup)
    return [run_job(dataset, job, limit, min_seconds, warmup) for job in runnable]


def _load_problem(name: str) -> str | None:
    """Why the competitor cannot run here (its real import error and what to install)."""
    try:
        COMPETITORS[name].factory()
    except ImportError as exc:
        return import_hint(name, exc)
    return None


def combine(runs: Sequence[Sequence[BenchResult]]) -> list[BenchResult]:
    """Each extractor over several datasets' runs: one pass over all their pages.

    Speed is the pages of every set over the CPU seconds one pass over each
    set takes (its pages at its measured speed), so every page counts once
    however many passes its set needed; calls and CPU seconds are summed as
    measured, peak memory is the highest. An extractor missing from a run is
    combined over the runs that have it.
    """
    order = list(dict.fromkeys(r.extractor for run in runs for r in run))
    combined = []
    for name in order:
        mine = [r for run in runs for r in run if r.extractor == name]
        timed = [r for r in mine if r.pages_per_s]
        one_pass = sum(r.pages / r.pages_per_s for r in timed)  # type: ignore[operator]
        combined.append(
            BenchResult(
                extractor=name,
                pages=sum(r.pages for r in mine),
                calls=sum(r.calls for r in mine),
                errors=sum(r.errors for r in mine),
                cpu_seconds=sum(r.cpu_seconds for r in mine),
                wall_seconds=sum(r.wall_seconds for r in mine),
                pages_per_s=sum(r.pages for r in timed) / one_pass if one_pass else None,
                peak_rss_mb=max(r.peak_rss_mb for r in mine),
                setup_rss_mb=max(r.setup_rss_mb for r in mine),
                baseline_rss_mb=max(r.baseline_rss_mb for r in mine),
            )
        )
    return combined


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
