"""The ``thresher`` command line: argument parsing only; work happens in api/batch/eval."""

from __future__ import annotations

import argparse
import os
import sys

from thresher import __version__
from thresher.catalog import is_available, method_info, method_names
from thresher.cli import eval as eval_commands
from thresher.cli import extract, report, site, train
from thresher.errors import ThresherError

# Each module defines register(subparsers) and owns its subcommands.
SUBCOMMANDS = (extract, eval_commands, site, train, report)

_DESCRIPTION = (
    "Separate a web page's main content (text with its structure, title, date, author) "
    "from navigation, ads, menus, footers and comments."
)
_EPILOG = (
    "Start with: thresher extract PAGE.html --format md  "
    "(thresher COMMAND -h tells each command's options)"
)


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
    except BrokenPipeError:
        return _closed_pipe()


def _closed_pipe() -> int:
    """The reader of stdout went away (``| head``): stop quietly, as Unix tools do."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())  # Python's last flush at exit must not fail again
    os.close(devnull)
    return 141  # 128 + SIGPIPE


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="thresher", description=_DESCRIPTION, epilog=_EPILOG)
    parser.add_argument("--version", action="version", version=f"thresher {__version__}")
    sub = parser.add_subparsers(dest="command")
    _add_methods(sub)
    for module in SUBCOMMANDS:
        module.register(sub)
    return parser


def _add_methods(sub) -> None:
    p = sub.add_parser("methods", help="list the extraction methods")
    p.set_defaults(run=_run_methods)


def _run_methods(args: argparse.Namespace) -> int:
    for name in method_names():
        info = method_info(name)
        state = "" if is_available(name) else "  (unavailable)"
        print(f"{name:12} {info.summary}{state}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
