"""The worst pages of an eval run, for error analysis (``thresher eval --worst N``).

A page's score (:func:`page_score`) is its body F1 where it has body truth
(per-page precision and recall, an empty prediction counting as precision 0),
else its snippet F1 (``2TP / (2TP + FP + FN)``, 1 when it had only ``without``
snippets and found none), else the share of its title and date that match.
:class:`WorstPages` keeps the N lowest-scoring pages of every extractor as the
results stream by, and renders them with a short unified diff: ``-`` lines are
truth the extractor missed, ``+`` lines text it added.
"""

from __future__ import annotations

import difflib
import heapq
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from thresher.eval.datasets import Dataset, Page
from thresher.eval.metrics import BodyPage, SnippetCounts, normalize_space
from thresher.eval.runner import PageResult

DIFF_LINES = 8
LINE_WIDTH = 110


def body_f1(body: BodyPage) -> float:
    """One page's body F1 from its per-page precision and recall."""
    precision, recall = body.precision, body.recall
    if precision is None and recall is None:
        return 1.0  # nothing to find and nothing found
    p, r = precision or 0.0, recall if recall is not None else 1.0
    return 2 * p * r / (p + r) if p + r else 0.0


def snippet_f1(counts: SnippetCounts) -> float:
    """One page's snippet F1 (1 when there was nothing to find and nothing wrong found)."""
    wrong = counts.fp + counts.fn
    return 2 * counts.tp / (2 * counts.tp + wrong) if counts.tp or wrong else 1.0


def page_score(result: PageResult) -> tuple[float | None, str | None]:
    """(score, kind) of one page result; kind is ``body``, ``snippets`` or ``fields``."""
    if result.body is not None:
        return body_f1(result.body), "body"
    if result.snippets is not None:
        return snippet_f1(result.snippets), "snippets"
    checks = [ok for ok in (result.title_ok, result.date_ok) if ok is not None]
    if checks:
        return sum(checks) / len(checks), "fields"
    return None, None


def diff_lines(truth: str, predicted: str) -> list[str]:
    """Changed lines, truth against prediction: ``-`` missed truth, ``+`` extra text.

    A line that the other side holds elsewhere, or split differently (found in
    its whitespace-normalised text), is not a change and is left out.
    """
    want = [normalize_space(line) for line in truth.splitlines() if line.strip()]
    got = [normalize_space(line) for line in predicted.splitlines() if line.strip()]
    whole = {"-": " ".join(got), "+": " ".join(want)}
    lines = difflib.unified_diff(want, got, n=0, lineterm="")
    return [
        line
        for line in lines
        if not line.startswith(("---", "+++", "@@")) and line[1:] not in whole[line[0]]
    ]


def snippet_lines(page: Page, predicted: str) -> list[str]:
    """``-`` for each ``with`` snippet missed, ``+`` for each ``without`` snippet present."""
    text = normalize_space(predicted)
    missed = [f"-{s}" for s in page.with_ if normalize_space(s) not in text]
    present = [f"+{s}" for s in page.without if normalize_space(s) in text]
    return missed + present


def field_lines(page: Page, result: PageResult) -> list[str]:
    """Title and date mismatches, as ``-want`` / ``+got`` pairs."""
    lines = []
    for ok, want, got in (
        (result.title_ok, page.title, result.prediction.title),
        (result.date_ok, page.date, result.prediction.date),
    ):
        if ok is False:
            lines += [f"-{want}", f"+{got or ''}"]
    return lines


def _clip(line: str) -> str:
    return line if len(line) <= LINE_WIDTH else line[: LINE_WIDTH - 1] + "…"


@dataclass(frozen=True)
class WorstPage:
    """One low-scoring page of one extractor and what went wrong on it."""

    extractor: str
    dataset: str
    page_id: str
    url: str | None
    score: float
    kind: str
    error: str | None
    lines: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready record."""
        return {
            "extractor": self.extractor,
            "dataset": self.dataset,
            "id": self.page_id,
            "url": self.url,
            "score": self.score,
            "kind": self.kind,
            "error": self.error,
            "diff": list(self.lines),
        }


class WorstPages:
    """Keeps the ``n`` lowest-scoring pages of each extractor while results stream by."""

    def __init__(self, n: int, datasets: Sequence[Dataset]) -> None:
        self.n = n
        self._truth = {(d.name, p.id): p for d in datasets for p in d.pages}
        self._heaps: dict[str, list[tuple[float, int, WorstPage]]] = {}
        self._order = itertools.count()

    def add(self, result: PageResult) -> None:
        """Consider one page result."""
        score, kind = page_score(result)
        page = self._truth.get((result.dataset, result.page_id))
        if score is None or kind is None or page is None or self.n <= 0:
            return
        heap = self._heaps.setdefault(result.extractor, [])
        key = (-score, -next(self._order))
        if len(heap) >= self.n and key <= heap[0][:2]:
            return  # no worse than the best page kept
        entry = WorstPage(
            result.extractor,
            result.dataset,
            result.page_id,
            page.url,
            score,
            kind,
            result.error,
            tuple(_what_went_wrong(page, result, kind)),
        )
        heapq.heappush(heap, (*key, entry))
        if len(heap) > self.n:
            heapq.heappop(heap)

    def pages(self, extractor: str) -> list[WorstPage]:
        """The kept pages of one extractor, worst first (ties in run order)."""
        heap = self._heaps.get(extractor, [])
        return [entry for _, _, entry in sorted(heap, key=lambda e: (-e[0], -e[1]))]

    def extractors(self) -> list[str]:
        """Extractors with at least one kept page, in first-seen order."""
        return list(self._heaps)

    def to_dict(self) -> dict[str, list[dict[str, Any]]]:
        """JSON-ready: extractor → its worst pages."""
        return {e: [p.to_dict() for p in self.pages(e)] for e in self.extractors()}

    def render(self) -> str:
        """Plain text: per extractor its worst pages with a short diff each."""
        blocks = []
        for extractor in self.extractors():
            pages = self.pages(extractor)
            lines = [f"worst {len(pages)} pages of {extractor}:"]
            for page in pages:
                lines.extend(_render_page(page))
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks)


def _what_went_wrong(page: Page, result: PageResult, kind: str) -> list[str]:
    text = result.prediction.text
    if kind == "body":
        return diff_lines(page.body or "", text)
    if kind == "snippets":
        return snippet_lines(page, text)
    return field_lines(page, result)


_KIND_LABEL = {"body": "F1", "snippets": "snippet F1", "fields": "title/date"}


def _render_page(page: WorstPage) -> Iterable[str]:
    head = f"  {page.dataset}/{page.page_id}  {_KIND_LABEL[page.kind]} {page.score:.3f}"
    yield head + (f"  {page.url}" if page.url else "")
    if page.error:
        yield f"    error: {_clip(page.error)}"
    shown = page.lines[:DIFF_LINES]
    for line in shown:
        yield "    " + _clip(line)
    if len(page.lines) > len(shown):
        yield f"    … {len(page.lines) - len(shown)} more changed lines"
