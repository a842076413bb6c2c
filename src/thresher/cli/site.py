"""CLI subcommand ``site``: learn a site's template from a directory of its pages and apply it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from thresher.options import parse_option_values


def register(sub) -> None:
    """Register ``thresher site``."""
    from thresher.output import FORMATS

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
    p.add_argument("--format", "-f", choices=FORMATS, default="page", dest="fmt")
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
    from thresher.site.run import SiteJob, cluster_table, run_site

    job = SiteJob(
        root=args.directory,
        out=args.output,
        fmt=args.fmt,
        mode=args.mode,
        then=args.then,
        options=parse_option_values(args.option),
        jobs=args.jobs,
        template_file=args.template,
        save_template=args.save_template,
    )
    report = run_site(job)
    if args.report:
        Path(args.report).write_text(json.dumps(report.to_dict(), indent=1, ensure_ascii=False))
    if not args.quiet:
        print(cluster_table(report), file=sys.stderr)
    for line in report.to_dict()["errors"]:
        print(f"thresher: failed: {line}", file=sys.stderr)
    done = sum(1 for p in report.pages if not p.error)
    print(f"thresher: {done} pages done, {report.failed} failed", file=sys.stderr)
    return 1 if report.failed else 0
