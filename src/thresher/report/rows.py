"""One line of the report's page list: a page, an extractor and its scores, sortable."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from thresher.eval.datasets import Page
from thresher.eval.runner import PageResult
from thresher.eval.worst import page_score


@dataclass(frozen=True)
class Row:
    """One (page, extractor) of the run, with the page's score (see ``page_score``)."""

    dataset: str
    page_id: str
    extractor: str
    order: int
    score: float | None
    kind: str | None
    precision: float | None
    recall: float | None
    error: str | None
    label: str = ""


def page_label(page: Page, limit: int = 90) -> str:
    """How the page list names a page: its URL, else its title, else its file (not its hash)."""
    text = page.url or page.title or page.file or page.id
    return text if len(text) <= limit else text[: limit - 1] + "…"


def make_row(result: PageResult, order: int, label: str = "") -> Row:
    """The row of one page result; ``order`` is the extractor's position in the run."""
    score, kind = page_score(result)
    body = result.body
    return Row(
        dataset=result.dataset,
        page_id=result.page_id,
        extractor=result.extractor,
        order=order,
        score=score,
        kind=kind,
        precision=body.precision if body else None,
        recall=body.recall if body else None,
        error=result.error,
        label=label,
    )


def worst_first(rows: Iterable[Row]) -> list[Row]:
    """Rows by score, lowest first; rows without a score last; ties by dataset, page, extractor."""
    return sorted(
        rows,
        key=lambda r: (r.score is None, r.score or 0.0, r.dataset, r.page_id, r.order),
    )
