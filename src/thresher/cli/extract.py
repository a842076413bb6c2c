"""CLI subcommand ``extract``: files, directories, URL lists, WARC archives and stdin.

Argument parsing and wiring only: sources, runner, writers and engines do
the work. Exit codes: 0 every page done, 1 some page failed, 2 a usage or
setup error (nothing or not everything ran), 130 interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from thresher.batch.bysite import SiteSettings, SiteSource
from thresher.batch.failures import failure_log, warning_log
from thresher.batch.pipeline import ROW_FORMATS, Job, load_template, page_timeout, row_fields
from thresher.batch.ray_engine import run_cli
from thresher.batch.runner import PlainSource, run_batch
from thresher.batch.sources import InputPlan, is_url, read_url_list
from thresher.batch.writers import WriteMode, open_writer
from thresher.catalog import parse_method_spec
from thresher.cli import compat
from thresher.errors import OptionsError, ThresherError
from thresher.options import describe_options, parse_option_values
from thresher.output import FORMATS, format_name
from thresher.workers.limits import Guard

ROW_SUFFIXES = {".jsonl": "jsonl", ".parquet": "parquet"}
# The -o suffix decides the page format (longest suffix first: .page.html before .html).
PAGE_SUFFIXES = {
    ".marked.html": "marked",
    ".page.html": "page",
    ".markdown": "md",
    ".md": "md",
    ".html": "html",
    ".htm": "html",
    ".json": "json",
    ".txt": "txt",
}
MAX_PRINTED_ERRORS = 50
NO_PAGES = "looked for HTML files (by suffix or by content) and WARC archives"


def register(sub) -> None:
    """Register ``thresher extract``."""
    p = sub.add_parser(
        "extract",
        help="extract main content from files, directories, URLs, WARC files, stdin",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="options (-O KEY=VALUE; methods add their own parameters):\n"
        + "\n".join(describe_options()),
    )
    _add_inputs(p)
    _add_site(p)
    _add_outputs(p)
    _add_execution(p)
    compat.register(p)
    p.set_defaults(run=_run_extract)


def _add_inputs(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "inputs",
        nargs="*",
        metavar="INPUT",
        help="file, directory, .warc/.warc.gz archive, http(s) URL, or - for stdin",
    )
    p.add_argument(
        "--urls",
        action="append",
        default=[],
        metavar="FILE",
        help="file with one URL a line (# comments); repeatable; - for stdin",
    )
    p.add_argument("--method", "-m", default="auto", help="extraction method (see 'methods')")
    p.add_argument("--url", help="the page's URL, when reading a file or stdin")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extraction option or method parameter (repeatable)",
    )


def _add_site(p: argparse.ArgumentParser) -> None:
    p.add_argument("--template", metavar="FILE", help="apply a saved site template first")
    p.add_argument(
        "--by-site",
        action="store_true",
        help="learn a template per host from its first pages, remove it, extract",
    )
    p.add_argument(
        "--site-pages",
        type=int,
        default=20,
        metavar="K",
        help="pages per host to learn a template from (default 20)",
    )
    p.add_argument(
        "--template-dir",
        type=Path,
        metavar="DIR",
        help="where --by-site keeps learned templates (default: beside the output)",
    )


def _add_outputs(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--format",
        "-f",
        type=format_name,
        choices=FORMATS + ROW_FORMATS,
        dest="fmt",
        help="page format (markdown and text name md and txt), or jsonl/parquet rows "
        "(default: from -o suffix, else txt)",
    )
    p.add_argument(
        "-o",
        "--output",
        help="output file (one input), directory, .jsonl file or Parquet directory",
    )
    p.add_argument(
        "--markdown",
        action="store_true",
        help="Markdown: -f md for pages, a markdown column for jsonl/parquet rows",
    )
    p.add_argument(
        "--part-rows",
        type=int,
        default=1000,
        metavar="N",
        help="rows per Parquet part file (default 1000)",
    )
    p.add_argument("--resume", action="store_true", help="skip pages already written")
    p.add_argument("--overwrite", action="store_true", help="replace existing outputs")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")


def _add_execution(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--jobs",
        "-j",
        type=int,
        default=1,
        help="worker processes (default 1; 0 = in this process, time limit only)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="wall-time limit per page: sets the timeout_s option (default 60; 0 = none)",
    )
    p.add_argument(
        "--max-memory",
        type=float,
        default=2048.0,
        metavar="MB",
        help="resident memory limit per worker (default 2048)",
    )
    p.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="local worker processes, or a Ray cluster (WARC inputs)",
    )
    p.add_argument("--address", help="Ray cluster address (default: RAY_ADDRESS or local)")


def _run_extract(args: argparse.Namespace) -> int:
    if args.resume and args.overwrite:
        raise ThresherError("--resume and --overwrite exclude each other")
    urls = tuple(u for path in args.urls for u in read_url_list(path))
    plan = InputPlan(tuple(args.inputs) + _fetched(args.fetch), urls=urls)
    if not plan.inputs and not plan.urls:
        raise ThresherError("nothing to extract: give INPUT paths, URLs, or --urls FILE")
    plan.check()
    fmt = _format(args)
    _check_output(args.output, fmt, many=not plan.single)
    job = Job(
        args.method,
        fmt,
        _job_options(args),
        args.url,
        markdown=args.markdown and fmt in ROW_FORMATS,
        template_path=args.template,
    )
    _check_job(job, args)
    if args.engine == "ray":
        return run_cli(args, plan, job)
    with _sigterm_interrupts():
        return _run_local(args, plan, job)


def _job_options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``--option`` values, with ``--timeout`` as the ``timeout_s`` limit when given."""
    options = compat.apply(args, parse_option_values(args.option))
    if args.timeout is not None:
        options["timeout_s"] = args.timeout
    return options


def _fetched(urls: list[str]) -> tuple[str, ...]:
    """The ``-u URL`` pages (http or https only)."""
    for url in urls:
        if not is_url(url):
            raise OptionsError(f"-u {url!r}: expected an http:// or https:// URL")
    return tuple(urls)


def _format(args: argparse.Namespace) -> str:
    """``-f``, else a flag (``--markdown``, ``--json``…), else the ``-o`` suffix, else txt."""
    chosen = args.fmt or suffix_format(args.output)
    flag = compat.format_flag(args, row_format=chosen in ROW_FORMATS)
    if flag is None or flag == chosen or (chosen in ROW_FORMATS and flag == "json"):
        return chosen or "txt"
    if chosen is not None and (args.fmt or chosen in ROW_FORMATS):
        raise OptionsError(f"conflicting output formats: {chosen} and {flag}")
    return flag


def suffix_format(output: str | None) -> str | None:
    """The format an ``-o`` path's suffix names (None: no known suffix)."""
    name = Path(output).name.lower() if output else ""
    for suffix, fmt in (*ROW_SUFFIXES.items(), *PAGE_SUFFIXES.items()):
        if name.endswith(suffix):
            return fmt
    return None


def _check_output(output: str | None, fmt: str, *, many: bool) -> None:
    """Refuse one page file (``-o all.json``) for many pages, before any work."""
    if not many or output is None or "://" in output or Path(output).is_dir():
        return
    name = Path(output).name.lower()
    suffix = next((s for s in PAGE_SUFFIXES if name.endswith(s)), None)
    if suffix is None:
        return
    stem = output[: -len(suffix)]
    raise OptionsError(
        f"-o {output}: a {suffix} file holds one page and the input has many; "
        f"use -o {stem}.jsonl (one row per page) or -o DIR -f {fmt} (one file per page)"
    )


def _check_job(job, args: argparse.Namespace) -> None:
    """Fail before any work on a bad method, option, template or site setup."""
    parse_method_spec(job.method, job.options)
    if job.template_path:
        if not Path(job.template_path).is_file():
            raise ThresherError(f"{job.template_path}: no such template file")
        load_template(job.template_path)


@contextlib.contextmanager
def _sigterm_interrupts() -> Iterator[None]:
    """SIGTERM stops the run like Ctrl-C (outputs closed, buffered rows written)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _run_local(args: argparse.Namespace, plan, job) -> int:
    many = not plan.single
    mode = WriteMode(resume=args.resume, overwrite=args.overwrite)
    writer = open_writer(
        _local(args.output),
        job.fmt,
        many=many,
        fields=row_fields(job),
        mode=mode,
        part_rows=args.part_rows,
    )
    source, cleanup = _source(args, job)
    failures = failure_log(_local(args.output) if many else None)
    # rows carry their warnings; page files have no place for them
    warned = warning_log(_local(args.output)) if many and job.fmt not in ROW_FORMATS else None
    try:
        report = run_batch(
            plan.pages(),
            job,
            jobs=0 if not many else args.jobs,
            progress=many and not args.quiet,
            on_outcome=_both(
                writer.write,
                failures.write if many else _print_warnings,
                warned.write if warned is not None else None,
            ),
            guard=Guard(timeout_s=page_timeout(job), max_memory_mb=args.max_memory or None),
            precheck=writer.precheck,
            total=plan.count if many else None,
            source=source,
        )
    finally:
        writer.close()
        failures.close()
        if warned is not None:
            warned.close()
        cleanup()
    _summarise(report, many, failures.path if failures.count else None)
    if warned is not None and warned.count:
        print(
            f"thresher: {warned.count} pages have warnings, listed in {warned.path}",
            file=sys.stderr,
        )
    if many and not (report.done or report.failed or report.skipped):
        print(f"thresher: no pages found in {', '.join(plan.inputs)}: {NO_PAGES}", file=sys.stderr)
        return 1
    return 1 if report.failed else 0


def _both(first, *more):
    """One outcome callback calling ``first`` then each of ``more`` that is given."""
    rest = [callback for callback in more if callback is not None]
    if not rest:
        return first

    def call(outcome) -> None:
        first(outcome)
        for callback in rest:
            callback(outcome)

    return call


def _print_warnings(outcome) -> None:
    """A single page's warnings (a limit passed, a fallback model, nothing kept for the
    target language), on stderr: its text format has no place for them."""
    for warning in (outcome.record or {}).get("warnings") or ():
        print(f"thresher: warning: {warning}", file=sys.stderr)


def _source(args: argparse.Namespace, job):
    """The task source (plain, or grouped by site) and a cleanup function."""
    if not args.by_site:
        return PlainSource, lambda: None

    folder, cleanup = _template_dir(args)
    settings = SiteSettings(folder, learn_pages=max(1, args.site_pages))
    return (lambda pages, job: SiteSource(pages, job, settings)), cleanup


def _template_dir(args: argparse.Namespace) -> tuple[Path, Any]:
    if args.template_dir:
        return args.template_dir, lambda: None
    out = _local(args.output)
    if out is None:
        holder = tempfile.TemporaryDirectory(prefix="thresher-templates-")
        return Path(holder.name), holder.cleanup
    if out.suffix.lower() == ".jsonl" or out.is_file():
        return out.with_name(out.name + ".templates"), lambda: None
    return out / ".thresher-templates", lambda: None


def _local(output: str | None) -> Path | None:
    """The ``-o`` path (a plain string until here: the Ray engine also takes URIs)."""
    return Path(output) if output else None


def _summarise(report, many: bool, failures: Path | None) -> None:
    for line in report.errors[:MAX_PRINTED_ERRORS]:
        print(f"thresher: failed: {line}", file=sys.stderr)
    if report.failed > MAX_PRINTED_ERRORS:
        print(
            f"thresher: … and {report.failed - MAX_PRINTED_ERRORS} more failures", file=sys.stderr
        )
    if failures is not None:
        print(f"thresher: every failure is listed in {failures}", file=sys.stderr)
    if not many:
        return
    parts = [f"{report.done} pages done", f"{report.failed} failed"]
    if report.skipped:
        parts.append(f"{report.skipped} skipped (already written)")
    parts.append(f"{report.pages_per_s:.1f} pages/s")
    if report.peak_rss_mb:
        parts.append(f"peak worker memory {max(report.peak_rss_mb.values()):.0f} MB")
    print("thresher: " + ", ".join(parts), file=sys.stderr)
