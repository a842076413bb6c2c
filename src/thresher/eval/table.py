"""Plain-text tables for ``thresher eval`` and ``thresher bench``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from thresher.eval.structure import METRIC_LABELS, METRICS
from thresher.eval.summary import DatasetScores, EvalReport

Getter = Callable[[DatasetScores], float | int | None]


@dataclass(frozen=True)
class Column:
    """A metric column: its header and how to read it from a dataset's scores."""

    header: str
    get: Getter
    integer: bool = False


BODY_COLUMNS = (
    Column("P", lambda s: s.body.precision if s.body else None),
    Column("R", lambda s: s.body.recall if s.body else None),
    Column("F1", lambda s: s.body.f1 if s.body else None),
)
SNIPPET_COLUMN = Column("snipF1", lambda s: s.snippets.f1 if s.snippets else None)
TITLE_COLUMN = Column("title", lambda s: s.title.value if s.title else None)
DATE_COLUMN = Column("date", lambda s: s.date.value if s.date else None)
AUTHOR_COLUMN = Column("author", lambda s: s.author.value if s.author else None)
PAGES_COLUMN = Column("pages", lambda s: s.pages, integer=True)


def dataset_columns(report: EvalReport, dataset: str) -> list[Column]:
    """The columns a dataset has truth for (pages always)."""
    scores = [s for s in report.scores if s.dataset == dataset]
    columns: list[Column] = []
    if any(s.body for s in scores):
        columns.extend(BODY_COLUMNS)
    for column, present in (
        (SNIPPET_COLUMN, any(s.snippets for s in scores)),
        (TITLE_COLUMN, any(s.title for s in scores)),
        (DATE_COLUMN, any(s.date for s in scores)),
        (AUTHOR_COLUMN, any(s.author for s in scores)),
    ):
        if present:
            columns.append(column)
    columns.append(PAGES_COLUMN)
    return columns


def _cell(value: float | int | None, integer: bool = False) -> str:
    if value is None:
        return "—"
    return str(value) if integer else f"{value:.3f}"


def eval_table(report: EvalReport) -> str:
    """One row per extractor; per dataset its metric columns; the mean headline last."""
    groups = [(d, dataset_columns(report, d)) for d in report.datasets]
    top = [""]
    sub = ["extractor"]
    for name, columns in groups:
        top.extend([name] + [""] * (len(columns) - 1))
        sub.extend(c.header for c in columns)
    top.append("")
    sub.append("mean")
    rows = [top, sub]
    for extractor in report.extractors:
        row = [extractor]
        for name, columns in groups:
            scores = report.get(extractor, name)
            row.extend(_cell(c.get(scores) if scores else None, c.integer) for c in columns)
        row.append(_cell(report.mean(extractor)))
        rows.append(row)
    return render(rows, spans={0}) + _failures(report) + structure_section(report) + _notes(report)


def structure_metrics(report: EvalReport, dataset: str | None = None) -> list[str]:
    """The structure metrics some extractor has (on ``dataset``, or anywhere), in order."""
    scores = [s for s in report.scores if s.structure and dataset in (None, s.dataset)]
    return [m for m in METRICS if any(m in s.structure for s in scores if s.structure)]


def structure_rows(report: EvalReport) -> list[list[str]]:
    """The structure table as cells: a header, then per dataset a row per extractor
    with scores and a ``pages`` row (how many pages each metric averages over)."""
    metrics = structure_metrics(report)
    rows = [["dataset", "extractor", *(METRIC_LABELS[m] for m in metrics)]]
    for dataset in report.datasets:
        scored = [s for s in report.scores if s.dataset == dataset and s.structure]
        for s in scored:
            means = s.structure or {}
            rows.append([dataset, s.extractor, *(_cell(_mean(means, m)) for m in metrics)])
        if scored:
            counts = [max(_count(s.structure, m) for s in scored) for m in metrics]
            rows.append([dataset, "(pages)", *(str(c) if c else "—" for c in counts)])
    return rows


def _mean(means: dict[str, tuple[float, int]], metric: str) -> float | None:
    return means[metric][0] if metric in means else None


def _count(means: dict[str, tuple[float, int]] | None, metric: str) -> int:
    return means[metric][1] if means and metric in means else 0


def structure_section(report: EvalReport) -> str:
    """The structure table under its title, or "" when the run has no structure scores."""
    if not report.has_structure:
        return ""
    title = "\n\nstructure: Markdown read back as blocks (docs/structure.md)\n"
    return title + render(structure_rows(report))


def _notes(report: EvalReport) -> str:
    return "".join(f"\nnote: {n}" for n in report.notes)


def _failures(report: EvalReport) -> str:
    notes = [
        f"\n{s.extractor}: {s.errors} of {s.pages} pages failed on {s.dataset} (scored as empty)"
        for s in report.scores
        if s.errors
    ]
    return "".join(notes)


def render(rows: Sequence[Sequence[str]], spans: set[int] = frozenset()) -> str:
    """Align rows into columns: first column left, others right; ``spans`` rows are labels.

    A label row's cells start at their column and may run over the empty cells after them.
    """
    body = [r for i, r in enumerate(rows) if i not in spans]
    widths = [max(len(r[c]) for r in body) for c in range(len(rows[0]))]
    lines = []
    for i, row in enumerate(rows):
        if i in spans:
            lines.append(_label_line(row, widths))
            continue
        cells = [row[0].ljust(widths[0])]
        cells.extend(cell.rjust(w) for cell, w in zip(row[1:], widths[1:], strict=True))
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _label_line(row: Sequence[str], widths: Sequence[int]) -> str:
    line = ""
    position = 0
    for cell, width in zip(row, widths, strict=True):
        if cell:
            line = (line.ljust(position) if len(line) < position else line + " ") + cell
        position += width + 2
    return line.rstrip()
