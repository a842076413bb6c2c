"""The site template view: which cluster a page belongs to, its template part highlighted.

A site of a dataset with at least :data:`MIN_SITE_PAGES` pages in the
manifest gets a template learned (:func:`thresher.learn_template`) from its
pages (all of them, up to :data:`MAX_LEARN_PAGES`, also when the report runs
on a sample); each of its reported pages then shows the page with the
template's navigation part marked (``SiteTemplate`` applied in ``mark``
mode) and its cluster. When ``thresher.site`` cannot be imported, the report
says so instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from thresher.errors import ThresherError
from thresher.eval.datasets import Dataset, Page, group_by_site, load_dataset, sample
from thresher.site import learn_template
from thresher.site.extract import apply_to_source

MIN_SITE_PAGES = 20
MAX_LEARN_PAGES = 400


@dataclass(frozen=True)
class SiteView:
    """What the document page shows about the page's site template."""

    path: Path | None
    summary: str | None
    note: str | None = None


@dataclass(frozen=True)
class TemplateJob:
    """One site whose template is to be learned."""

    dataset: str
    root: Path
    site: str
    pages: tuple[Page, ...]


def site_jobs(datasets: Sequence[Dataset]) -> list[TemplateJob]:
    """The sites of the run's pages that have enough pages in their dataset's manifest."""
    jobs = []
    for dataset in datasets:
        wanted = {p.site for p in dataset.pages if p.site}
        if not wanted:
            continue
        full = load_dataset(dataset.root)
        for site, pages in group_by_site(full.pages).items():
            if site in wanted and len(pages) >= MIN_SITE_PAGES:
                learn_on = sample(pages, MAX_LEARN_PAGES)
                jobs.append(TemplateJob(dataset.name, dataset.root, site, learn_on))
    return jobs


def learn_site(job: TemplateJob) -> tuple[TemplateJob, Any, str | None]:
    """(job, template or None, why not) for one site."""

    dataset = Dataset(job.dataset, job.root, ())
    try:
        data = {p.id: dataset.read_html(p) for p in job.pages}
        return job, learn_template(data), None
    except Exception as exc:  # the view is optional: report why and go on without it
        return job, None, f"template learning failed for {job.site}: {_why(exc)}"


def template_view(template: Any, data: bytes, page_id: str) -> tuple[SiteView, str | None]:
    """The page's cluster summary and its HTML with the template part marked."""
    try:
        applied = _apply(template, data, page_id)
    except Exception as exc:  # the view is optional: say why and keep the page
        return SiteView(None, None, f"the template could not be applied: {_why(exc)}"), None
    return SiteView(None, _summary(template, applied)), applied.html


def _why(exc: Exception) -> str:
    return str(exc) if isinstance(exc, ThresherError) else f"{type(exc).__name__}: {exc}"


def _apply(template: Any, data: bytes, page_id: str) -> Any:

    return apply_to_source(template, data, mode="mark", name=page_id)


def _summary(template: Any, applied: Any) -> str:
    share = applied.template_bytes / applied.fragment_bytes if applied.fragment_bytes else 0.0
    choice = applied.choice
    count = len(template.clusters)
    if choice.cluster is None:
        where = f"in none of the site's {count} clusters (rule: {choice.rule})"
    else:
        size = next((c.size for c in template.clusters if c.id == choice.cluster), 0)
        where = f"cluster {choice.cluster} of {count} ({size} pages; rule: {choice.rule})"
    return f"{where}; the template part is {share:.0%} of the page's bytes"
