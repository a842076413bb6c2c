"""CLI subcommand ``extract``: files, directories, URLs and stdin through the batch runner."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from thresher.cli import parse_option_values


def register(sub) -> None:
    """Register ``thresher extract``."""
    _add_extract(sub)


def _add_extract(sub) -> None:
    from thresher.output import FORMATS

    p = sub.add_parser("extract", help="extract main content from files, directories, URLs, stdin")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="file, directory, URL or -")
    p.add_argument("--method", "-m", default="auto", help="extraction method (see 'methods')")
    p.add_argument("--format", "-f", default="txt", choices=FORMATS, dest="fmt")
    p.add_argument("-o", "--output", type=Path, help="output file (one input) or directory")
    p.add_argument("--url", help="the page's URL, when reading a file or stdin")
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extraction option or method parameter (repeatable)",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.set_defaults(run=_run_extract)


def _run_extract(args: argparse.Namespace) -> int:
    from thresher.batch.runner import Job, run_batch
    from thresher.batch.sources import expand_inputs
    from thresher.batch.writers import OutcomeWriter

    pages = list(expand_inputs(args.inputs))
    job = Job(args.method, args.fmt, parse_option_values(args.option), args.url)
    writer = OutcomeWriter.for_target(
        args.output, args.fmt, many=len(pages) > 1 or any(Path(i).is_dir() for i in args.inputs)
    )
    progress = len(pages) > 1 and not args.quiet
    report = run_batch(pages, job, jobs=args.jobs, progress=progress, on_outcome=writer.write)
    writer.close()
    for line in report.errors:
        print(f"thresher: failed: {line}", file=sys.stderr)
    if len(pages) > 1:
        print(f"thresher: {report.done} pages done, {report.failed} failed", file=sys.stderr)
    return 1 if report.failed else 0
