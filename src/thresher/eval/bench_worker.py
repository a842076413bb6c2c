"""The child process of ``thresher bench``: measure one extractor on one core.

Run as ``python -m thresher.eval.bench_worker JSON``; prints one JSON line. It
pins itself to one CPU, reads every page into memory (bytes, and the decoded
text for libraries that want str), takes the resident memory as the baseline
and resets the peak, builds the extractor, makes ``warmup`` untimed passes
over the pages (what a library loads on first use), then times only the
extraction, passing over all pages again until ``min_seconds`` of CPU time
have gone by. The peak memory includes the warm-up.
Speed is pages per CPU second of this process (``time.process_time``), which
a busy machine disturbs less than wall time; wall time is reported beside it.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import resource
import sys
import time
from typing import Any

from thresher.eval.extractor import Extractor, PageInput
from thresher.eval.session import load_datasets


def main(argv: list[str]) -> int:
    """Measure the extractor that ``argv[0]`` (JSON) describes and print the result."""
    job = json.loads(argv[0])
    _pin_one_cpu()
    pages = _load_pages(job["dataset"], job.get("limit"))
    kind = _input_kind(job)
    if kind == "str":
        for page in pages:
            _ = page.text
    gc.collect()
    baseline = _rss_kb()
    _reset_peak()
    extractor = _build(job)
    built = _rss_kb()
    _warm_up(extractor, pages, int(job.get("warmup", 0)))
    count, errors, cpu, wall = _time_passes(extractor, pages, float(job.get("min_seconds", 2.0)))
    peak = _peak_kb()
    result = {
        "extractor": extractor.name,
        "pages": len(pages),
        "calls": count,
        "errors": errors,
        "cpu_seconds": cpu,
        "wall_seconds": wall,
        "pages_per_s": count / cpu if cpu else None,
        "peak_rss_mb": max(0, peak - baseline) / 1024,
        "setup_rss_mb": max(0, built - baseline) / 1024,
        "baseline_rss_mb": baseline / 1024,
    }
    print(json.dumps(result))
    return 0


def _pin_one_cpu() -> None:
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpus[-1]})


def _load_pages(path: str, limit: int | None) -> list[PageInput]:
    (dataset,) = load_datasets([path], limit=limit)
    return [PageInput(dataset.read_html(p), url=p.url, lang=p.lang) for p in dataset.pages]


def _input_kind(job: dict[str, Any]) -> str:
    if job["kind"] == "method":
        return "bytes"
    from thresher.eval.competitors import COMPETITORS

    return COMPETITORS[job["name"]].input_kind


def _build(job: dict[str, Any]) -> Extractor:
    from thresher.eval.runner import quiet_libraries

    quiet_libraries()
    if job["kind"] == "method":
        from thresher.eval.methodspec import ThresherMethod, parse_method_spec

        return ThresherMethod(parse_method_spec(job["name"], job.get("options") or {}))
    from thresher.eval.competitors import load_competitors

    (extractor,) = load_competitors([job["name"]])
    return extractor


def _warm_up(extractor: Extractor, pages: list[PageInput], passes: int) -> None:
    for _ in range(passes):
        for page in pages:
            with contextlib.suppress(Exception):  # errors are counted in the timed passes
                extractor(page)
    gc.collect()


def _time_passes(
    extractor: Extractor, pages: list[PageInput], min_seconds: float
) -> tuple[int, int, float, float]:
    """(calls, errors, CPU seconds, wall seconds) of whole passes over the pages."""
    count = errors = 0
    cpu = wall = 0.0
    while cpu < min_seconds or count == 0:
        for page in pages:
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            try:
                extractor(page)
            except Exception:
                errors += 1
            cpu += time.process_time() - start_cpu
            wall += time.perf_counter() - start_wall
            count += 1
    return count, errors, cpu, wall


def _status_kb(field: str) -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def _rss_kb() -> int:
    value = _status_kb("VmRSS")
    return value if value is not None else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _reset_peak() -> None:
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as refs:
            refs.write("5")
    except OSError:
        pass


def _peak_kb() -> int:
    value = _status_kb("VmHWM")
    return value if value is not None else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
