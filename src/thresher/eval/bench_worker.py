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

With ``"interleave": true`` the worker does not time on its own: after the
warm-up it says ``@bench {"ready": true}`` and then answers the parent's
commands on stdin, one line each: ``pass`` times one pass over the pages and
answers with the CPU seconds so far, ``done`` prints the result. The parent
(:func:`thresher.eval.bench_run.run_interleaved`) passes the turn from worker to
worker, so a machine that slows down for a while slows every extractor alike.
Protocol lines start with ``@bench `` so that what a library prints is ignored.
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

from thresher.eval.extractor import Extractor, ExtractorInput
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
    if job.get("interleave"):
        timing = _passes_on_request(extractor, pages, sys.stdin)
    else:
        timing = _time_passes(extractor, pages, float(job.get("min_seconds", 2.0)))
    count, errors, cpu, wall = timing
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
    say(result)
    return 0


PROTOCOL_PREFIX = "@bench "


def say(message: dict[str, Any]) -> None:
    """One protocol line to the parent."""
    print(PROTOCOL_PREFIX + json.dumps(message), flush=True)


def _pin_one_cpu() -> None:
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpus[-1]})


def _load_pages(path: str, limit: int | None) -> list[ExtractorInput]:
    (dataset,) = load_datasets([path], limit=limit)
    return [ExtractorInput(dataset.read_html(p), url=p.url, lang=p.lang) for p in dataset.pages]


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


def _warm_up(extractor: Extractor, pages: list[ExtractorInput], passes: int) -> None:
    for _ in range(passes):
        for page in pages:
            with contextlib.suppress(Exception):  # errors are counted in the timed passes
                extractor(page)
    gc.collect()


Timing = tuple[int, int, float, float]  # calls, errors, CPU seconds, wall seconds


def _time_passes(extractor: Extractor, pages: list[ExtractorInput], min_seconds: float) -> Timing:
    """Whole passes over the pages until ``min_seconds`` of CPU time have gone by."""
    total: Timing = (0, 0, 0.0, 0.0)
    while total[2] < min_seconds or total[0] == 0:
        total = _add(total, _one_pass(extractor, pages))
    return total


def _passes_on_request(extractor: Extractor, pages: list[ExtractorInput], commands) -> Timing:
    """Whole passes when the parent says ``pass``, until it says ``done`` (or hangs up)."""
    total: Timing = (0, 0, 0.0, 0.0)
    say({"ready": True})
    for line in commands:
        if line.strip() != "pass":
            break
        total = _add(total, _one_pass(extractor, pages))
        say({"cpu_seconds": total[2]})
    return total


def _one_pass(extractor: Extractor, pages: list[ExtractorInput]) -> Timing:
    errors = 0
    cpu = wall = 0.0
    for page in pages:
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        try:
            extractor(page)
        except Exception:
            errors += 1
        cpu += time.process_time() - start_cpu
        wall += time.perf_counter() - start_wall
    return len(pages), errors, cpu, wall


def _add(a: Timing, b: Timing) -> Timing:
    return a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]


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
