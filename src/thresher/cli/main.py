"""The ``thresher`` command line: argument parsing only; work happens in api/batch/eval."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from thresher import __version__
from thresher.catalog import is_available, method_info, method_names
from thresher.errors import ThresherError

# Each command's module defines register(subparsers) and owns its subcommands. Only the
# module of the command being run is imported (all of them for the top-level help), so
# ``thresher extract`` does not pay for importing eval, train and report.
SUBCOMMANDS = {
    "extract": "thresher.cli.extract",
    "eval": "thresher.cli.eval",
    "bench": "thresher.cli.eval",
    "site": "thresher.cli.site",
    "train": "thresher.cli.train",
    "report": "thresher.cli.report",
}

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
    parser = build_parser(sys.argv[1:] if argv is None else argv)
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


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser: every subcommand, or only the one ``argv`` names when it names one.

    Parsing ``argv`` with either gives the same result; the smaller one imports less.
    """
    parser = argparse.ArgumentParser(prog="thresher", description=_DESCRIPTION, epilog=_EPILOG)
    parser.add_argument("--version", action="version", version=f"thresher {__version__}")
    sub = parser.add_subparsers(dest="command")
    _add_methods(sub)
    for name in _command_modules(argv):
        importlib.import_module(name).register(sub)
    return parser


def _command_modules(argv: Sequence[str] | None) -> list[str]:
    """The modules to register: the named command's, or every one (help, no or unknown command).

    The top-level parser has no option that takes a value, so the first word that is not an
    option is the command.
    """
    command = next((word for word in argv or () if not word.startswith("-")), None)
    if command == "methods":
        return []
    if command in SUBCOMMANDS:
        return [SUBCOMMANDS[command]]
    return list(dict.fromkeys(SUBCOMMANDS.values()))


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
