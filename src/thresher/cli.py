"""The ``thresher`` command line: argument parsing only; work happens in api/batch/eval."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from thresher import __version__
from thresher.errors import ThresherError


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``thresher`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        return int(args.run(args) or 0)
    except ThresherError as exc:
        print(f"thresher: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="thresher", description=__doc__)
    parser.add_argument("--version", action="version", version=f"thresher {__version__}")
    sub = parser.add_subparsers(dest="command")
    _add_extract(sub)
    _add_methods(sub)
    from thresher.eval.cli import add_bench_parser, add_eval_parser

    add_eval_parser(sub)
    add_bench_parser(sub)
    return parser


def parse_option_values(pairs: list[str]) -> dict[str, Any]:
    """Turn ``key=value`` strings into options; values parsed as JSON when they can be."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ThresherError(f"--option {pair!r}: expected key=value")
        try:
            options[key.strip().replace("-", "_")] = json.loads(value)
        except ValueError:
            options[key.strip().replace("-", "_")] = value
    return options


def _add_extract(sub) -> None:
    from thresher.output import FORMATS

    p = sub.add_parser("extract", help="extract main content from files, directories, URLs, stdin")
    p.add_argument("inputs", nargs="+", metavar="INPUT", help="file, directory, URL or -")
    p.add_argument("--method", "-m", default="auto", help="extraction method (see 'methods')")
    p.add_argument("--format", "-f", default="txt", choices=FORMATS, dest="fmt")
    p.add_argument("-o", "--output", type=Path, help="output file (one input) or directory")
    p.add_argument("--url", help="the page's URL, when reading a file or stdin")
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument("--option", "-O", action="append", default=[], metavar="KEY=VALUE",
                   help="extraction option or method parameter (repeatable)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.set_defaults(run=_run_extract)


def _run_extract(args: argparse.Namespace) -> int:
    from thresher.batch.runner import Job, run_batch
    from thresher.batch.sources import expand_inputs
    from thresher.batch.writers import OutcomeWriter

    pages = list(expand_inputs(args.inputs))
    job = Job(args.method, args.fmt, parse_option_values(args.option), args.url)
    writer = OutcomeWriter.for_target(args.output, args.fmt, many=len(pages) > 1
                                      or any(Path(i).is_dir() for i in args.inputs))
    progress = len(pages) > 1 and not args.quiet
    report = run_batch(pages, job, jobs=args.jobs, progress=progress, on_outcome=writer.write)
    writer.close()
    for line in report.errors:
        print(f"thresher: failed: {line}", file=sys.stderr)
    if len(pages) > 1:
        print(f"thresher: {report.done} pages done, {report.failed} failed", file=sys.stderr)
    return 1 if report.failed else 0


def _add_methods(sub) -> None:
    p = sub.add_parser("methods", help="list the extraction methods")
    p.set_defaults(run=_run_methods)


def _run_methods(args: argparse.Namespace) -> int:
    from thresher.methods.registry import is_available, method_info, method_names

    for name in method_names():
        info = method_info(name)
        state = "" if is_available(name) else "  (unavailable)"
        print(f"{name:12} {info.summary}{state}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
