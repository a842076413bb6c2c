"""CLI subcommands ``eval`` (quality on annotated datasets) and ``bench`` (speed, memory)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from thresher import __version__
from thresher.errors import OptionsError
from thresher.eval.bench import bench_jobs, bench_json, bench_table, combine, run_bench
from thresher.eval.competitors import DATE_ONLY, competitor_names
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan, quiet_libraries
from thresher.eval.save import ResultWriter
from thresher.eval.session import load_datasets, run_eval
from thresher.eval.table import eval_table
from thresher.eval.worst import WorstPages
from thresher.options import parse_option_values


def register(sub) -> None:
    """Register ``thresher eval`` and ``thresher bench``."""
    _add_eval(sub)
    _add_bench(sub)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--method",
        "-m",
        action="append",
        default=[],
        metavar="SPEC",
        help="thresher method: name, name@preset, name:key=value,... (repeatable; default auto)",
    )
    p.add_argument(
        "--compare",
        "-c",
        action="append",
        default=[],
        metavar="LIB,...",
        help="competitors: trafilatura, readability, justext, goose3, newspaper4k, boilerpy3, "
        "resiliparse, alltext, parse (lxml's parse alone), or 'all' (repeatable)",
    )
    p.add_argument("--limit", "-n", type=int, help="at most N pages per dataset (evenly spread)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="option or parameter for every thresher method of the run (repeatable)",
    )


def _add_eval(sub) -> None:
    p = sub.add_parser("eval", help="score methods and competitors on annotated datasets")
    p.add_argument("datasets", nargs="+", metavar="DATASET_DIR", help="dataset folder(s)")
    _common(p)
    p.add_argument("--sites", default="", metavar="SITE,...", help="only pages of these sites")
    p.add_argument("--save", metavar="DIR", help="write pages.jsonl and summary.json to DIR")
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument(
        "--page-timeout", type=float, default=60.0, help="seconds per page and extractor"
    )
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.add_argument(
        "--worst",
        type=int,
        default=0,
        metavar="N",
        help="after the table, the N worst pages "
        "of each extractor with a short diff (missed and extra lines)",
    )
    p.set_defaults(run=_run_eval)


def _add_bench(sub) -> None:
    p = sub.add_parser("bench", help="pages per second on one core and peak memory")
    p.add_argument(
        "datasets",
        nargs="+",
        metavar="DATASET_DIR",
        help="dataset folder(s); with several, a table per set and one over all of them",
    )
    _common(p)
    p.add_argument(
        "--min-seconds", type=float, default=2.0, help="time each extractor at least this long"
    )
    p.add_argument(
        "--warmup",
        type=int,
        default=1,
        metavar="N",
        help="untimed passes over the pages first, so one-time loading is not timed "
        "(default 1; 0 times the start-up too)",
    )
    p.add_argument(
        "--sequential",
        action="store_true",
        help="time one extractor after the other instead of one pass each by turns",
    )
    p.set_defaults(run=_run_bench)


def competitor_list(value: str | Sequence[str]) -> list[str]:
    """Split ``--compare`` (one value or the values of repeated options); ``all`` means every
    content extractor (not the date-only htmldate).

    Names beside ``all`` are kept (``all,htmldate``), each once.
    """

    every = [n for n in competitor_names() if n not in DATE_ONLY]
    joined = value if isinstance(value, str) else ",".join(value)
    names: list[str] = []
    for name in (n.strip() for n in joined.split(",")):
        names += every if name == "all" else [name] if name else []
    return list(dict.fromkeys(names))


def _run_options(args: argparse.Namespace) -> dict[str, Any]:

    return parse_option_values(args.option)


def _run_eval(args: argparse.Namespace) -> int:

    options = _run_options(args)
    methods = args.method or ["auto"]
    plan = ExtractorPlan(
        tuple(parse_method_spec(m, options) for m in methods), tuple(competitor_list(args.compare))
    )
    sites = [s.strip() for s in args.sites.split(",") if s.strip()]
    datasets = load_datasets(args.datasets, limit=args.limit, sites=sites)
    quiet_libraries()
    writer = _writer(args.save)
    worst = _worst(args.worst, datasets)
    report = run_eval(
        datasets,
        plan,
        jobs=args.jobs,
        timeout=args.page_timeout or None,
        on_result=_callbacks(writer.write if writer else None, worst.add if worst else None),
        progress=not args.quiet and not args.json and sys.stderr.isatty(),
        warn=sys.stderr,
    )
    if not report.extractors:
        raise OptionsError("no extractor could run; check --method and --compare")
    if writer:
        writer.close(report, _run_record(args, methods))
    _print_report(report, worst, args.json)
    return 0


# --- --worst N: the N worst pages per extractor (thresher.eval.worst) ---


def _worst(n: int, datasets):
    if n <= 0:
        return None

    return WorstPages(n, datasets)


def _callbacks(*callbacks):
    """One on_result callback calling each given (non-None) callback in turn."""
    active = [c for c in callbacks if c is not None]
    if not active:
        return None

    def call_all(result) -> None:
        for callback in active:
            callback(result)

    return call_all


def _print_report(report, worst, as_json: bool) -> None:

    if as_json:
        record = report.to_dict()
        if worst is not None:
            record["worst"] = worst.to_dict()
        print(json.dumps(record, indent=2))
        return
    print(eval_table(report))
    if worst is not None:
        print("\n" + worst.render())


def _writer(directory: str | None):
    if not directory:
        return None
    from pathlib import Path

    return ResultWriter(Path(directory))


def _run_record(args: argparse.Namespace, methods: list[str]) -> dict[str, Any]:

    return {
        "thresher": __version__,
        "datasets": list(args.datasets),
        "methods": methods,
        "compare": competitor_list(args.compare),
        "limit": args.limit,
        "sites": args.sites or None,
        "options": list(args.option),
        "page_timeout": args.page_timeout,
    }


def _run_bench(args: argparse.Namespace) -> int:

    options = _run_options(args)
    methods = args.method or ["auto"]
    for spec in methods:
        parse_method_spec(spec, options)  # fail early on a bad spec
    competitors = competitor_list(args.compare)
    jobs = bench_jobs(methods, competitors, options)
    runs = {}
    names = [Path(d).name for d in args.datasets]
    for dataset, name in zip(args.datasets, names, strict=True):
        runs[name if names.count(name) == 1 else dataset] = run_bench(
            dataset,
            jobs,
            limit=args.limit,
            min_seconds=args.min_seconds,
            warmup=args.warmup,
            interleave=not args.sequential,
        )
    if len(runs) == 1:
        (results,) = runs.values()
        report = bench_json(results, competitors)
        text = bench_table(results, competitors)
    else:
        overall = combine(list(runs.values()))
        report = {
            "datasets": {name: bench_json(r, competitors) for name, r in runs.items()},
            "overall": bench_json(overall, competitors),
        }
        parts = [f"{name}\n{bench_table(r, competitors)}" for name, r in runs.items()]
        text = "\n\n".join([*parts, f"all {len(runs)} sets\n{bench_table(overall, competitors)}"])
    print(json.dumps(report, indent=2) if args.json else text)
    return 0
