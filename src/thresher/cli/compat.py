"""trafilatura's command-line spellings: taken with the same meaning, or refused with thresher's.

A trafilatura user's habits must never be silently ignored. The flags below
either map onto thresher's options and arguments (:func:`apply`) or stop the
run before any work with the thresher equivalent (:class:`Refuse`).
"""

from __future__ import annotations

import argparse
from typing import Any

from thresher.errors import OptionsError

# Flag → (option name, value): the same meaning as in trafilatura.
OPTION_FLAGS: dict[str, tuple[str, Any]] = {
    "--precision": ("favor", "precision"),
    "--recall": ("favor", "recall"),
    "--no-comments": ("include_comments", False),
    "--with-comments": ("include_comments", True),
    "--no-tables": ("include_tables", False),
    "--links": ("include_links", True),
    "--images": ("include_images", True),
    "--formatting": ("include_formatting", True),
}

# Flag → output format, for page output (rows: --markdown adds a Markdown column).
FORMAT_FLAGS = {"--markdown": "md", "--json": "json", "--html": "html", "--txt": "txt"}

# trafilatura flags thresher has no same-meaning spelling for, and what to use instead.
REFUSED: dict[str, str] = {
    "--xml": "thresher writes txt, md, html, json, jsonl and parquet: use -f json or -f html",
    "--xmltei": "thresher has no XML-TEI output: use -f json or -f html",
    "--csv": "thresher has no CSV output: use -f jsonl (one JSON row per page) or -f parquet",
    "--with-metadata": "metadata comes with -f json, -f jsonl and -f parquet",
    "--only-with-metadata": "thresher keeps every page: filter the title/date columns of -f jsonl",
    "--fast": "thresher has no fallback extractors to skip: choose a method with -m",
    "--no-fallback": "thresher has no fallback extractors to skip: choose a method with -m",
    "--deduplicate": "thresher does not deduplicate: run a deduplication step on the rows",
    "--crawl": "thresher does not crawl: give the URLs with --urls FILE",
    "--explore": "thresher does not crawl: give the URLs with --urls FILE",
    "--sitemap": "thresher does not read sitemaps: give the URLs with --urls FILE",
    "--feed": "thresher does not read feeds: give the URLs with --urls FILE",
    "--probe": "thresher does not probe: run thresher extract on the URLs",
    "--inputdir": "give the directory as INPUT",
    "--input-dir": "give the directory as INPUT",
    "--outputdir": "use -o DIR",
    "--output-dir": "use -o DIR",
    "--output-format": "use -f FORMAT (txt, md, html, json, jsonl, parquet)",
}


class Refuse(argparse.Action):
    """A trafilatura flag thresher refuses, naming what to use instead."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        """Stop with the thresher equivalent."""
        parser.error(f"{option_string} is trafilatura's; {REFUSED[option_string]}")


def register(p: argparse.ArgumentParser) -> None:
    """Add trafilatura's spellings to ``thresher extract``."""
    group = p.add_argument_group("trafilatura spellings (same meaning)")
    for flag, (name, value) in OPTION_FLAGS.items():
        group.add_argument(
            flag,
            dest="compat_options",
            action="append_const",
            const=(name, value),
            help=f"-O {name}={str(value).lower()}",
        )
    for flag, fmt in FORMAT_FLAGS.items():
        if flag != "--markdown":
            group.add_argument(
                flag, dest="format_flags", action="append_const", const=fmt, help=f"-f {fmt}"
            )
    group.add_argument(
        "-u",
        "--URL",
        dest="fetch",
        action="append",
        default=[],
        metavar="URL",
        help="fetch and extract this page (like an http(s) INPUT)",
    )
    group.add_argument(
        "-i",
        "--input-file",
        dest="urls",
        action="append",
        default=argparse.SUPPRESS,
        metavar="FILE",
        help="--urls FILE",
    )
    group.add_argument(
        "--parallel", dest="jobs", type=int, default=argparse.SUPPRESS, metavar="N", help="-j N"
    )
    group.add_argument("--target-language", help="-O target_language=LANG")
    for flag in REFUSED:
        group.add_argument(flag, nargs=0, action=Refuse, help=argparse.SUPPRESS)


def apply(args: argparse.Namespace, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with the trafilatura flags added; OptionsError when two disagree."""
    merged = dict(options)
    pairs = list(getattr(args, "compat_options", None) or [])
    if getattr(args, "target_language", None):
        pairs.append(("target_language", args.target_language))
    for name, value in pairs:
        if name in merged and merged[name] != value:
            raise OptionsError(f"conflicting values for {name}: {merged[name]!r} and {value!r}")
        merged[name] = value
    return merged


def format_flag(args: argparse.Namespace, row_format: bool) -> str | None:
    """The page format the flags ask for (``--markdown`` asks for md in page output)."""
    asked = list(getattr(args, "format_flags", None) or [])
    if args.markdown and not row_format:
        asked.append("md")
    if len(set(asked)) > 1:
        raise OptionsError(f"conflicting output formats: {', '.join(sorted(set(asked)))}")
    return asked[0] if asked else None
