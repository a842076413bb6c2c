"""A whole site directory through the template: learn (or load), extract every page, write, report.

This is the work behind ``thresher site DIR``. Pages are read lazily from the
directory; with ``jobs`` > 1 both the hashing of pages and their extraction
run in that many processes, and each worker writes its own outputs. A page
that fails is reported and the run goes on.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from thresher.errors import ThresherError
from thresher.output import extension, render
from thresher.site.api import template_params
from thresher.site.extract import extract_page
from thresher.site.learn import learn
from thresher.site.model import SiteTemplate
from thresher.site.pages import DirectoryPages, strip_suffix
from thresher.site.params import Mode
from thresher.workers.pool import process_pool


@dataclass(frozen=True)
class SiteJob:
    """What ``thresher site`` was asked to do."""

    root: Path
    out: Path | None = None
    fmt: str = "page"
    mode: Mode = "remove"
    then: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    jobs: int = 1
    template_file: str | None = None
    save_template: str | None = None


@dataclass(frozen=True)
class PageRecord:
    """One page's outcome: its cluster and template bytes, or the error."""

    name: str
    cluster: int | None = None
    rule: str = ""
    template_bytes: int = 0
    fragment_bytes: int = 0
    error: str | None = None


@dataclass(frozen=True)
class SiteReport:
    """The learned template and every page's outcome."""

    template: SiteTemplate
    pages: tuple[PageRecord, ...]
    learn_errors: tuple[str, ...] = ()

    @property
    def failed(self) -> int:
        """Pages that could not be read, learned from or extracted."""
        return sum(1 for p in self.pages if p.error) + len(self.learn_errors)

    def cluster_rows(self) -> list[dict[str, Any]]:
        """Per cluster: size, navigation bytes, template share of the pages' bytes, pages."""
        rows = []
        for cluster in self.template.clusters:
            rows.append({**cluster.info(), **self._share(cluster.id)})
        left = [p for p in self.pages if p.cluster is None and not p.error]
        if left or self.template.leftovers:
            names = sorted({p.name for p in left} | set(self.template.leftovers))
            rows.append({"id": None, "size": len(names), "pages": names, **self._share(None)})
        return rows

    def _share(self, cluster: int | None) -> dict[str, Any]:
        mine = [p for p in self.pages if p.cluster == cluster and not p.error]
        total = sum(p.fragment_bytes for p in mine)
        part = sum(p.template_bytes for p in mine)
        mean = part / len(mine) if mine else 0.0
        return {
            "template_share": round(part / total, 4) if total else 0.0,
            "mean_template_bytes": round(mean),
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: clusters, slots, pages and errors."""
        return {
            "clusters": self.cluster_rows(),
            "slots": self.template.info()["slots"],
            "pages": [p.__dict__ for p in self.pages],
            "errors": list(self.learn_errors)
            + [f"{p.name}: {p.error}" for p in self.pages if p.error],
        }


def run_site(job: SiteJob, *, on_page: Callable[[PageRecord], None] | None = None) -> SiteReport:
    """Learn or load the template, extract and write every page, and report."""
    pages = DirectoryPages(job.root)
    params, rest = template_params(job.options, strict=False)
    learn_errors: list[str] = []
    if job.template_file:
        template = SiteTemplate.load(job.template_file)
    else:
        template = learn(
            pages, params, jobs=job.jobs, on_error=lambda n, e: learn_errors.append(f"{n}: {e}")
        )
    if job.save_template:
        template.save(job.save_template)
    records = []
    for record in _extract_all(job, template, rest, sorted(pages)):
        records.append(record)
        if on_page is not None:
            on_page(record)
    return SiteReport(template, tuple(records), tuple(learn_errors))


def _extract_all(
    job: SiteJob, template: SiteTemplate, options: dict, names: list[str]
) -> Iterator[PageRecord]:
    jobs = min(job.jobs, os.cpu_count() or 1) if len(names) >= 2 else 1
    with process_pool(jobs, _init, (job, template, options)) as run_map:
        yield from run_map(_work, names)


@dataclass(frozen=True)
class _WorkerState:
    """What every extraction worker holds: the job, the template, the options, the pages."""

    job: SiteJob
    template: SiteTemplate
    options: dict
    pages: DirectoryPages


def _init(job: SiteJob, template: SiteTemplate, options: dict) -> _WorkerState:
    return _WorkerState(job, template, options, DirectoryPages(job.root))


def _work(state: _WorkerState, name: str) -> PageRecord:
    job = state.job
    try:
        url = name if name.startswith(("http://", "https://")) else None
        extraction = extract_page(
            state.template,
            state.pages[name],
            url=url,
            mode=job.mode,
            then=job.then,
            name=name,
            **state.options,
        )
        if job.out is not None:
            _write(job, name, extraction)
    except ThresherError as exc:
        return PageRecord(name, error=str(exc))
    info = extraction.options["template"]
    return PageRecord(
        name, info["cluster"], info["rule"], info["template_bytes"], info["fragment_bytes"]
    )


def _write(job: SiteJob, name: str, extraction) -> None:
    target = job.out / (strip_suffix(name) + extension(job.fmt))
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".part")
    tmp.write_text(render(extraction, job.fmt), encoding="utf-8")
    tmp.replace(target)


def cluster_table(report: SiteReport, *, max_names: int = 3) -> str:
    """The per-cluster report as aligned text lines."""
    lines = [f"{'cluster':>8} {'pages':>6} {'nav_bytes':>10} {'ratio':>5} {'template':>8}  pages"]
    for row in report.cluster_rows():
        names = ", ".join(row["pages"][:max_names]) + (" …" if row["size"] > max_names else "")
        cluster = "leftover" if row["id"] is None else str(row["id"])
        nav = row.get("nav_bytes", 0)
        ratio = f"{row['ratio']:.1f}" if "ratio" in row else "-"
        share = f"{row['template_share']:.1%}"
        lines.append(f"{cluster:>8} {row['size']:>6} {nav:>10} {ratio:>5} {share:>8}  {names}")
    return "\n".join(lines)
