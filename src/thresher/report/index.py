"""The summary page: run facts, the eval metric table, the structure table, the plots, the
pages worst first."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from thresher.eval.summary import EvalReport
from thresher.eval.table import dataset_columns, structure_rows
from thresher.report.assets import INDEX_CSS, INDEX_JS, page_shell
from thresher.report.docpage import fmt
from thresher.report.layout import Layout
from thresher.report.plots import Plot
from thresher.report.rows import Row

_KIND = {"body": "body F1", "snippets": "snippet F1", "fields": "title/date"}


@dataclass(frozen=True)
class RunInfo:
    """How the report was made, shown at the top of the summary."""

    command: str
    pages: int
    seconds: float
    notes: tuple[str, ...] = ()


def summary_page(
    report: EvalReport, rows: Sequence[Row], plots: Sequence[Plot], run: RunInfo, layout: Layout
) -> str:
    """The whole HTML of the summary page (rows already worst first)."""
    parts = [
        "<h1>thresher report</h1>",
        _run_facts(report, run),
        "".join(f'<p class="note">{escape(n)}</p>' for n in run.notes),
        "<h2>Scores</h2>",
        metric_table(report),
        _failures(report),
        structure_section(report),
        "<h2>Plots</h2>",
        _plots(plots, layout),
        "<h2>Pages, worst first</h2>",
        _filters(report),
        _page_table(rows, layout),
    ]
    return page_shell("summary", INDEX_CSS, "\n".join(parts), INDEX_JS)


def _run_facts(report: EvalReport, run: RunInfo) -> str:
    versions = ", ".join(f"{k} {v or '?'}" for k, v in report.versions.items())
    text = (
        f"<code>{escape(run.command)}</code><br>{run.pages} pages of "
        f"{len(report.datasets)} datasets, {len(report.extractors)} extractors, built in "
        f"{run.seconds:.0f} s"
    )
    if versions:
        text += f"; libraries: {escape(versions)}"
    return f'<p class="run">{text}</p>'


def metric_table(report: EvalReport) -> str:
    """The eval table as HTML: per dataset its metric columns, the mean headline last."""
    groups = [(d, dataset_columns(report, d)) for d in report.datasets]
    top = ['<th rowspan="2">extractor</th>']
    sub = []
    for name, columns in groups:
        top.append(f'<th class="ds" colspan="{len(columns)}">{escape(name)}</th>')
        sub.extend(
            f"<th{' class=ds' if i == 0 else ''}>{escape(c.header)}</th>"
            for i, c in enumerate(columns)
        )
    top.append('<th rowspan="2">mean</th>')
    lines = [f"<tr>{''.join(top)}</tr>", f"<tr>{''.join(sub)}</tr>"]
    for extractor in report.extractors:
        cells = [f"<td>{escape(extractor)}</td>"]
        for name, columns in groups:
            scores = report.get(extractor, name)
            for i, column in enumerate(columns):
                value = column.get(scores) if scores else None
                text = str(value) if column.integer and value is not None else fmt(value)
                cells.append(f"<td{' class=ds' if i == 0 else ''}>{text}</td>")
        cells.append(f"<td>{fmt(report.mean(extractor))}</td>")
        lines.append(f"<tr>{''.join(cells)}</tr>")
    return f'<div style="overflow-x:auto"><table class="metrics">{"".join(lines)}</table></div>'


def structure_section(report: EvalReport) -> str:
    """The structure metrics of the run's Markdown (a row per dataset and extractor, with
    a page-count row per dataset) and the run's notes; "" when there is neither."""
    parts = []
    if report.has_structure:
        head, *rows = structure_rows(report)
        top = "".join(f"<th>{escape(h)}</th>" for h in head)
        body = "".join(_structure_row(row) for row in rows)
        parts += [
            "<h2>Structure</h2>",
            '<p class="note">Markdown read back as blocks by a CommonMark parser, scored '
            "against structure.jsonl (docs/structure.md); each metric averaged over "
            "the pages whose truth has that block type.</p>",
            f'<div style="overflow-x:auto"><table class="metrics" id="structure">'
            f"<tr>{top}</tr>{body}</table></div>",
        ]
    parts += [f'<p class="note">{escape(n)}</p>' for n in report.notes]
    return "\n".join(parts)


def _structure_row(row: Sequence[str]) -> str:
    dataset, extractor, *cells = row
    label = f"<td>{escape(dataset)}</td><td>{escape(extractor)}</td>"
    return f"<tr>{label}{''.join(f'<td>{escape(c)}</td>' for c in cells)}</tr>"


def _failures(report: EvalReport) -> str:
    notes = [
        f"{s.extractor}: {s.errors} of {s.pages} pages failed on {s.dataset} (scored as empty)"
        for s in report.scores
        if s.errors
    ]
    return "".join(f'<p class="note">{escape(n)}</p>' for n in notes)


def _plots(plots: Sequence[Plot], layout: Layout) -> str:
    if not plots:
        return '<p class="note">no plot: the run has no scores to draw</p>'
    figures = [
        f'<figure><img id="plot-{p.name}" src="{layout.href(p.path, layout.index)}" '
        f'alt="{escape(p.caption)}"><figcaption>{escape(p.caption)}</figcaption></figure>'
        for p in plots
    ]
    return f'<div class="plots">{"".join(figures)}</div>'


def _filters(report: EvalReport) -> str:
    def select(ident: str, label: str, values: Sequence[str], names=None) -> str:
        options = "".join(
            f'<option value="{escape(v)}">{escape((names or {}).get(v, v))}</option>'
            for v in values
        )
        return (
            f'<label>{label} <select id="{ident}"><option value="">all</option>'
            f"{options}</select></label>"
        )

    return (
        '<div class="filters">'
        + select("f-dataset", "dataset", report.datasets)
        + " "
        + select("f-extractor", "extractor", report.extractors)
        + " "
        + select("f-kind", "metric", list(_KIND), _KIND)
        + ' <span id="f-count"></span></div>'
    )


_HEAD = ("#", "score", "", "metric", "P", "R", "dataset", "page", "extractor", "error")


def _page_table(rows: Sequence[Row], layout: Layout) -> str:
    head = "".join(f"<th>{h}</th>" for h in _HEAD)
    body = [_page_row(i, row, layout) for i, row in enumerate(rows, 1)]
    return f'<table id="pages"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def _page_row(rank: int, row: Row, layout: Layout) -> str:
    href = layout.href(layout.doc_path(row.dataset, row.page_id), layout.index)
    bar = (
        ""
        if row.score is None
        else f'<span class="bar" style="width:{(1 - row.score) * 40:.0f}px"></span>'
    )
    score = "" if row.score is None else f"{row.score:.6f}"
    cells = (
        str(rank),
        fmt(row.score),
        bar,
        _KIND.get(row.kind or "", "—"),
        fmt(row.precision),
        fmt(row.recall),
        escape(row.dataset),
        f'<a href="{href}#x{row.order}" title="{escape(row.page_id)}">'
        f"{escape(row.label or row.page_id)}</a>",
        escape(row.extractor),
    )
    tds = "".join(f"<td>{c}</td>" for c in cells)
    return (
        f'<tr data-dataset="{escape(row.dataset)}" data-extractor="{escape(row.extractor)}" '
        f'data-kind="{row.kind or ""}" data-score="{score}">{tds}'
        f'<td class="err">{escape(row.error or "")}</td></tr>'
    )
