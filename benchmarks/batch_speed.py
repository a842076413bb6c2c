"""Batch speed: pages/s for 1 and 2 jobs, thresher vs trafilatura, on the same WARC records.

Both extractors run through the same guarded batch runner (WARC reading in the driver,
worker processes, time and memory guards), so the only difference is the per-page
function. Reports pages/s, failures, and the peak resident memory of each worker.

    python benchmarks/build_warc.py -o /tmp/bench.warc.gz
    python benchmarks/batch_speed.py /tmp/bench.warc.gz --pages 1000 --jobs 1 2
"""

from __future__ import annotations

import argparse
import itertools
import json
import resource
import sys
from pathlib import Path

from thresher.batch.pipeline import Job, PageOutcome, PageTask, failed_outcome, run_task
from thresher.batch.runner import run_batch
from thresher.batch.sources import expand_inputs, read_input
from thresher.workers.limits import Guard


def trafilatura_task(task: PageTask) -> PageOutcome:
    """The same batch step with trafilatura doing the extraction."""
    import trafilatura

    try:
        data, url, _charset = read_input(task.page)
        text = trafilatura.extract(data, url=url)
    except Exception as exc:
        return failed_outcome(task.page, task.job, f"{type(exc).__name__}: {exc}")
    if text is None:
        return failed_outcome(task.page, task.job, "trafilatura returned nothing")
    return PageOutcome(task.page.without_data(), output=text)


EXTRACTORS = {"thresher": run_task, "trafilatura": trafilatura_task}


def measure(warc: Path, pages: int, jobs: int, name: str, method: str) -> dict:
    """One run: pages/s, counts and peak worker memory."""
    chosen = itertools.islice(expand_inputs([str(warc)]), pages)
    job = Job(method=method, fmt="txt")
    report = run_batch(
        chosen, job, jobs=jobs, progress=False, guard=Guard(timeout_s=60), task_fn=EXTRACTORS[name]
    )
    peaks = sorted(report.peak_rss_mb.values())
    return {
        "extractor": name if name != "thresher" else f"thresher ({method})",
        "jobs": jobs,
        "pages": report.done + report.failed,
        "failed": report.failed,
        "seconds": round(report.seconds, 2),
        "pages_per_s": round(report.pages_per_s, 1),
        "ms_cpu_per_page": round(1000 * report.cpu_s / max(1, report.done + report.failed), 1),
        "peak_worker_mb": round(peaks[-1]) if peaks else None,
        "workers_started": len(peaks),
    }


def main(argv: list[str] | None = None) -> int:
    """Run every (extractor, jobs) pair and print a Markdown table (and JSON with --json)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("warc", type=Path)
    p.add_argument("--pages", type=int, default=1000, help="first N HTML pages of the WARC")
    p.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    p.add_argument("--method", default="auto", help="thresher method")
    p.add_argument("--extractors", default="thresher,trafilatura")
    p.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = p.parse_args(argv)
    rows = [
        measure(args.warc, args.pages, jobs, name, args.method)
        for jobs in args.jobs
        for name in args.extractors.split(",")
    ]
    print(
        "| extractor | jobs | pages | failed | seconds | pages/s | worker CPU ms/page "
        "| peak MB per worker |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['extractor']} | {r['jobs']} | {r['pages']} | {r['failed']} | {r['seconds']} "
            f"| {r['pages_per_s']} | {r['ms_cpu_per_page']} | {r['peak_worker_mb']} |"
        )
    driver_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\ndriver process peak: {driver_mb:.0f} MB", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
