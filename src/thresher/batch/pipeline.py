"""The per-page function every engine runs: read, (de-template), extract, render.

:func:`process_page` never raises: a failure becomes a :class:`PageOutcome`
with the error's one-line message, so one bad page cannot stop a batch. The
local runner calls it in guarded worker processes, the Ray engine calls it in
Ray tasks; both get the same rows.
"""

from __future__ import annotations

import dataclasses
import functools
import os
from dataclasses import dataclass, field
from typing import Any

from thresher.api import extract
from thresher.batch.page_input import PageInput
from thresher.batch.sources import read_input
from thresher.catalog import parse_method_spec
from thresher.errors import ThresherError
from thresher.options import Limits
from thresher.output import render
from thresher.site import SiteTemplate

# Formats written once per batch (one row per page) rather than once per page.
ROW_FORMATS = ("jsonl", "parquet")

# The columns of a JSON Lines / Parquet row, in order; ``markdown`` only on request.
ROW_FIELDS = (
    "key",
    "source",
    "url",
    "record_id",
    "title",
    "date",
    "author",
    "sitename",
    "language",
    "text",
    "markdown",
    "method",
    "warnings",
    "error",
)


@dataclass(frozen=True)
class Job:
    """What to do with every page: method, output format, options and templates.

    ``fmt`` is a page format from :data:`thresher.output.FORMATS` or a row
    format from :data:`ROW_FORMATS`; ``markdown`` adds the Markdown column to
    rows; ``template_path`` is a saved site template every page is extracted
    through (:meth:`SiteTemplate.extract` with ``then`` the method).
    """

    method: str = "auto"
    fmt: str = "txt"
    options: dict[str, Any] = field(default_factory=dict)
    url: str | None = None
    markdown: bool = False
    template_path: str | None = None


def page_timeout(job: Job) -> float | None:
    """The wall-time limit per page: the job's ``Limits.timeout_s`` (0 or None: no limit)."""
    given = job.options.get("limits")
    limits = given if isinstance(given, Limits) else Limits()
    return job.options.get("timeout_s", limits.timeout_s) or None


@dataclass(frozen=True)
class PageTask:
    """One unit of work: a page, the job, and the site template learned for its host."""

    page: PageInput
    job: Job
    template_path: str | None = None

    def run(self) -> PageOutcome:
        """Process the page."""
        return process_page(self.page, self.job, self.template_path)


@dataclass(frozen=True)
class PageOutcome:
    """What happened to one page: the rendered output and its row, or an error."""

    page: PageInput
    output: str | None = None
    error: str | None = None
    record: dict[str, Any] | None = None


def process_page(page: PageInput, job: Job, template_path: str | None = None) -> PageOutcome:
    """Read, de-template, extract and render one page; errors become the outcome."""
    light = page.without_data()
    if page.error:
        return failed_outcome(light, job, page.error)
    try:
        extraction = _extract(page, job, template_path)
        output = None if job.fmt in ROW_FORMATS else _render(extraction, job.fmt)
        return PageOutcome(light, output, record=page_row(light, job, extraction))
    except Exception as exc:  # one page must never stop the batch
        return failed_outcome(light, job, error_message(exc))


def run_task(task: Any) -> Any:
    """Run any task object (a :class:`PageTask`, a site learning task): the worker entry point."""
    return task.run()


def error_message(exc: BaseException) -> str:
    """``Type: first line of the message``."""
    text = f"{type(exc).__name__}: {exc}".strip()
    return text.splitlines()[0] if text else type(exc).__name__


def failed_outcome(page: PageInput, job: Job, error: str) -> PageOutcome:
    """The outcome (and row) of a page that failed with ``error``."""
    return PageOutcome(page.without_data(), error=error, record=error_row(page, job, error))


def _extract(page: PageInput, job: Job, site_template: str | None):
    data, url, charset = read_input(page)
    options = dict(job.options)
    if charset and "http_charset" not in options:
        options["http_charset"] = charset
    if site_template or job.template_path:
        # A template learned from this batch names the page: it may be one it learned on.

        template = load_template(site_template or job.template_path)
        name = page.key if site_template else None
        spec = parse_method_spec(job.method, options)  # a preset or overrides: name@preset:k=v
        return template.extract(
            data, url=job.url or url, then=spec.method, name=name, **spec.options
        )
    return extract(data, url=job.url or url, method=job.method, **options)


def _render(extraction, fmt: str) -> str:
    return render(extraction, fmt)


def load_template(path: str):
    """A saved site template (cached per process and file version); ThresherError if missing."""
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError as exc:
        raise ThresherError(f"{path}: cannot read the site template: {exc}") from exc
    return _load_template(path, stamp)


@functools.lru_cache(maxsize=64)
def _load_template(path: str, stamp: int) -> SiteTemplate:
    del stamp  # part of the cache key: a rewritten file is read again
    return SiteTemplate.load(path)


def page_row(page: PageInput, job: Job, extraction) -> dict[str, Any]:
    """The JSON Lines / Parquet row of one extracted page."""
    meta = extraction.metadata
    row = _base_row(page, job)
    row.update(
        url=extraction.url or page.url,
        title=meta.title,
        date=meta.date,
        author=meta.author,
        sitename=meta.sitename,
        language=meta.language,
        text=extraction.text,
        warnings=list(extraction.warnings),
    )
    if job.markdown:
        row["markdown"] = extraction.markdown
    return row


def error_row(page: PageInput, job: Job, error: str) -> dict[str, Any]:
    """The row of a page that failed: identity columns and the error."""
    row = _base_row(page, job)
    row["error"] = error
    return row


def _base_row(page: PageInput, job: Job) -> dict[str, Any]:
    row: dict[str, Any] = dict.fromkeys(ROW_FIELDS)
    if not job.markdown:
        del row["markdown"]
    row.update(
        key=page.key,
        source=page.source,
        url=job.url or page.url,
        record_id=page.record_id,
        method=job.method,
        warnings=[],
    )
    return row


def row_fields(job: Job) -> tuple[str, ...]:
    """The row columns a job writes."""
    return tuple(f for f in ROW_FIELDS if f != "markdown" or job.markdown)


def replace_job(job: Job, **changes: Any) -> Job:
    """A copy of ``job`` with fields changed."""
    return dataclasses.replace(job, **changes)
