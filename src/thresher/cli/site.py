"""CLI subcommand ``site``: learn a site's template from a directory of its pages and apply it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from thresher.catalog import parse_method_spec
from thresher.options import parse_option_values
from thresher.output import FORMATS, format_name
from thresher.site.api import template_params
from thresher.site.pages import DirectoryPages
from thresher.site.run import SiteJob, cluster_table, run_site


def register(sub) -> None:
    """Register ``thresher site``."""
    p = sub.add_parser(
        "site",
        help="learn one site's template from a directory of its pages; remove or mark it",
        description=(
            "Shorkin's site template mining: the pages of one site are clustered by the "
            "navigation part they share, which is then removed from (or marked in) every page."
        ),
    )
    p.add_argument("directory", type=Path, metavar="DIR", help="directory of one site's HTML pages")
    p.add_argument(
        "-o", "--output", type=Path, metavar="OUT", help="output directory (mirrors DIR)"
    )
    p.add_argument("--mode", choices=("remove", "mark"), default="remove")
    p.add_argument("--then", metavar="METHOD", help="single-page method run on what is left")
    p.add_argument("--format", "-f", type=format_name, choices=FORMATS, default="page", dest="fmt")
    p.add_argument("--save-template", metavar="FILE", help="save the learned template here")
    p.add_argument(
        "--template", metavar="FILE", help="apply this saved template instead of learning"
    )
    p.add_argument("--report", metavar="FILE", help="write the cluster report as JSON here")
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="template parameter, general option or the --then method's parameter (repeatable)",
    )
    p.add_argument("--quiet", "-q", action="store_true", help="no cluster table on stderr")
    p.set_defaults(run=_run_site)


def _run_site(args: argparse.Namespace) -> int:
    then, options = _then(args.then, parse_option_values(args.option))
    job = SiteJob(
        root=args.directory,
        out=args.output,
        fmt=args.fmt,
        mode=args.mode,
        then=then,
        options=options,
        jobs=args.jobs,
        template_file=args.template,
        save_template=args.save_template,
    )
    with _progress(args) as bar:
        report = run_site(job, on_page=lambda record: bar.update(1))
    if args.report:
        Path(args.report).write_text(json.dumps(report.to_dict(), indent=1, ensure_ascii=False))
    if not args.quiet:
        print(cluster_table(report), file=sys.stderr)
    return _summarise(report)


def _then(then: str | None, options: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """The ``--then`` method spec checked before any learning: (method name, its options)."""
    if then is None:
        return None, options

    _, rest = template_params(options, strict=False)
    spec = parse_method_spec(then, rest, single_page=True)
    return spec.method, {**options, **spec.options}


def _progress(args: argparse.Namespace):
    """A progress bar over the pages (stderr; off with --quiet)."""
    from tqdm import tqdm

    total = len(DirectoryPages(args.directory))
    if not args.quiet:
        print(f"thresher: learning and extracting {total} pages", file=sys.stderr)
    return tqdm(total=total, unit="page", disable=args.quiet, file=sys.stderr)


def _summarise(report) -> int:
    """Each failed page once (its extraction error; a learning error when it was only that)."""
    failed = {p.name: p.error for p in report.pages if p.error}
    for line in report.learn_errors:
        name, _, error = line.partition(": ")
        if name not in failed and name not in {p.name for p in report.pages}:
            failed[name] = error
    for name, error in failed.items():
        print(f"thresher: failed: {name}: {error}", file=sys.stderr)
    done = sum(1 for p in report.pages if not p.error)
    print(f"thresher: {done} pages done, {len(failed)} failed", file=sys.stderr)
    return 1 if failed else 0
