"""CLI subcommand ``thresher report``: write the static HTML inspection report."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import Any

from thresher import __version__
from thresher.cli.eval import competitor_list
from thresher.errors import OptionsError
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import quiet_libraries
from thresher.eval.session import load_datasets
from thresher.options import parse_option_values
from thresher.report import ReportConfig, ReportPlan, write_report


def register(sub) -> None:
    """Register ``thresher report``."""
    p = sub.add_parser(
        "report",
        help="write a static HTML report: scores, plots, marked pages and text diffs",
    )
    p.add_argument("datasets", nargs="+", metavar="DATASET_DIR", help="dataset folder(s)")
    p.add_argument("--output", "-o", required=True, metavar="DIR", help="report directory")
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
        help="competitors, as for thresher eval (repeatable)",
    )
    p.add_argument("--limit", "-n", type=int, help="at most N pages per dataset (evenly spread)")
    p.add_argument("--sites", default="", metavar="SITE,...", help="only pages of these sites")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="option or parameter for every thresher method of the run (repeatable)",
    )
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument(
        "--page-timeout", type=float, default=60.0, help="seconds per page and extractor"
    )
    p.add_argument("--no-templates", action="store_true", help="leave out the site template view")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.set_defaults(run=_run_report)


def _run_report(args: argparse.Namespace) -> int:

    options = parse_option_values(args.option)
    methods = args.method or ["auto"]
    specs = tuple(parse_method_spec(m, options) for m in methods)
    plan = ReportPlan(specs, tuple(competitor_list(args.compare)))
    sites = [s.strip() for s in args.sites.split(",") if s.strip()]
    datasets = load_datasets(args.datasets, limit=args.limit, sites=sites)
    quiet_libraries()
    config = ReportConfig(
        out=Path(args.output),
        jobs=args.jobs,
        timeout=args.page_timeout or None,
        templates=not args.no_templates,
        progress=not args.quiet and sys.stderr.isatty(),
        command=_command(args),
        run=_run_record(args, methods),
    )
    result = write_report(datasets, plan, config, warn=sys.stderr)
    if not result.report.extractors:
        raise OptionsError("no extractor could run; check --method and --compare")
    rows = len(result.rows)
    print(f"{result.index}  ({rows} page results, {result.seconds:.1f} s)")
    return 0


def _command(args: argparse.Namespace) -> str:
    """The command line as typed (when run from the shell), else its datasets."""
    if sys.argv[1:2] == ["report"]:
        return "thresher " + shlex.join(sys.argv[1:])
    return "thresher report " + shlex.join(args.datasets)


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
