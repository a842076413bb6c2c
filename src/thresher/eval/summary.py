"""Aggregate page results into scores per extractor and dataset.

The headline number of a dataset is its body F1 where the dataset has body
truth, else its snippet F1; an extractor's ``mean`` is the plain mean of those
headline numbers over the datasets of the run. An extractor that names no author
on any page of a dataset has no author accuracy there (it gives none; shown as
"—"), not an accuracy of zero. Structure metrics (``docs/structure.md``)
are each averaged over the pages whose truth has that block type; an extractor that
gives no Markdown has none, and the report says so in a note.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from thresher.eval.competitors import MARKDOWN_NEEDS
from thresher.eval.metrics import (
    Accuracy,
    BodyPage,
    BodyScores,
    SnippetCounts,
    SnippetScores,
    summarize_body,
    summarize_matches,
    summarize_snippets,
)
from thresher.eval.runner import PageResult
from thresher.eval.structure import mean_scores

StructureMeans = dict[str, tuple[float, int]]


@dataclass(frozen=True)
class DatasetScores:
    """One extractor's scores on one dataset."""

    extractor: str
    dataset: str
    pages: int
    errors: int
    seconds: float
    body: BodyScores | None
    snippets: SnippetScores | None
    title: Accuracy | None
    date: Accuracy | None
    author: Accuracy | None = None
    structure: StructureMeans | None = None
    structure_unscored: int = 0

    @property
    def headline(self) -> float | None:
        """Body F1 where there is body truth, else snippet F1."""
        if self.body is not None:
            return self.body.f1
        return self.snippets.f1 if self.snippets is not None else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready scores."""
        record = dataclasses.asdict(self)
        record["headline"] = self.headline
        record["structure"] = structure_dict(self.structure)
        return record


def structure_dict(means: StructureMeans | None) -> dict[str, dict[str, Any]] | None:
    """Structure means as JSON: metric → {"value", "pages"}."""
    if means is None:
        return None
    return {m: {"value": value, "pages": pages} for m, (value, pages) in means.items()}


@dataclass
class _Tally:
    pages: int = 0
    errors: int = 0
    seconds: float = 0.0
    body: list[BodyPage] = field(default_factory=list)
    snippets: list[SnippetCounts] = field(default_factory=list)
    titles: list[bool] = field(default_factory=list)
    dates: list[bool] = field(default_factory=list)
    authors: list[bool] = field(default_factory=list)
    names_authors: bool = False
    structure: list[dict[str, float]] = field(default_factory=list)
    structure_unscored: int = 0

    def add(self, result: PageResult) -> None:
        self.pages += 1
        self.structure_unscored += result.structure_unscored
        if result.structure:
            self.structure.append(result.structure)
        self.errors += result.error is not None
        self.seconds += result.seconds
        self.names_authors = self.names_authors or result.prediction.author is not None
        for values, item in (
            (self.body, result.body),
            (self.snippets, result.snippets),
            (self.titles, result.title_ok),
            (self.dates, result.date_ok),
            (self.authors, result.author_ok),
        ):
            if item is not None:
                values.append(item)


class Aggregator:
    """Collects page results (scores only, no texts) as they arrive."""

    def __init__(self) -> None:
        self._tallies: dict[tuple[str, str], _Tally] = {}
        self.extractors: list[str] = []
        self.datasets: list[str] = []

    def add(self, result: PageResult) -> None:
        """Count one page result."""
        if result.extractor not in self.extractors:
            self.extractors.append(result.extractor)
        if result.dataset not in self.datasets:
            self.datasets.append(result.dataset)
        key = (result.extractor, result.dataset)
        self._tallies.setdefault(key, _Tally()).add(result)

    def scores(self) -> list[DatasetScores]:
        """Scores of every (extractor, dataset) pair seen, extractors in first-seen order."""
        out = []
        for extractor in self.extractors:
            for dataset in self.datasets:
                tally = self._tallies.get((extractor, dataset))
                if tally is not None:
                    out.append(_scores(extractor, dataset, tally))
        return out


def _scores(extractor: str, dataset: str, t: _Tally) -> DatasetScores:
    return DatasetScores(
        extractor=extractor,
        dataset=dataset,
        pages=t.pages,
        errors=t.errors,
        seconds=t.seconds,
        body=summarize_body(t.body),
        snippets=summarize_snippets(t.snippets),
        title=summarize_matches(t.titles),
        date=summarize_matches(t.dates),
        author=summarize_matches(t.authors) if t.names_authors else None,
        structure=mean_scores(t.structure) if t.structure else None,
        structure_unscored=t.structure_unscored,
    )


@dataclass(frozen=True)
class EvalReport:
    """All scores of one eval run."""

    datasets: tuple[str, ...]
    extractors: tuple[str, ...]
    scores: tuple[DatasetScores, ...]
    versions: dict[str, str | None] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

    @property
    def has_structure(self) -> bool:
        """True when some extractor has structure scores."""
        return any(s.structure for s in self.scores)

    def get(self, extractor: str, dataset: str) -> DatasetScores | None:
        """The scores of one extractor on one dataset."""
        for s in self.scores:
            if s.extractor == extractor and s.dataset == dataset:
                return s
        return None

    def mean(self, extractor: str) -> float | None:
        """Mean headline score over the datasets that have one."""
        values = [s.headline for s in self.scores if s.extractor == extractor]
        kept = [v for v in values if v is not None]
        return sum(kept) / len(kept) if kept else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready report: datasets, extractors, library versions, scores, means."""
        return {
            "datasets": list(self.datasets),
            "extractors": list(self.extractors),
            "versions": dict(self.versions),
            "scores": [s.to_dict() for s in self.scores],
            "mean": {e: self.mean(e) for e in self.extractors},
            "notes": list(self.notes),
        }


def build_report(
    aggregator: Aggregator,
    datasets: Sequence[str],
    extractors: Iterable[str],
    versions: dict[str, str | None] | None = None,
    notes: Sequence[str] = (),
) -> EvalReport:
    """The report of a finished run, in the run's dataset and extractor order.

    ``notes`` (what the run skipped) come first, then one note per extractor that
    gives no Markdown on pages with structure truth.
    """
    scores = tuple(aggregator.scores())
    every = (*notes, *unscored_notes(scores))
    return EvalReport(
        tuple(datasets), tuple(extractors), scores, dict(versions or {}), tuple(every)
    )


def unscored_notes(scores: Iterable[DatasetScores]) -> list[str]:
    """A note per extractor that gave no Markdown on pages with structure truth."""

    missed: dict[str, list[str]] = {}
    for s in scores:
        if s.structure_unscored:
            missed.setdefault(s.extractor, []).append(s.dataset)
    notes = []
    for extractor, sets in missed.items():
        need = MARKDOWN_NEEDS.get(extractor)
        why = f" ({need} not installed? pip install 'thresher[structure]')" if need else ""
        notes.append(
            f"{extractor} gives no Markdown{why}: no structure scores on {', '.join(sets)}"
        )
    return notes
