"""The report's plots, drawn with matplotlib (Agg, PNG files).

* ``scores_by_dataset`` — each extractor's headline score (body F1, else
  snippet F1) per dataset, as in the eval table;
* ``page_scores`` — the distribution of per-page body F1 (pages with body
  truth), one histogram outline per extractor;
* ``quality_speed`` — mean headline score against pages per second of
  extraction time in this run, one point per extractor.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from thresher.errors import ThresherError
from thresher.eval.summary import EvalReport
from thresher.report.layout import Layout
from thresher.report.rows import Row


@dataclass(frozen=True)
class Plot:
    """One written plot."""

    name: str
    path: Path
    caption: str


def _pyplot():
    try:
        import matplotlib
    except ImportError as exc:
        raise ThresherError(
            "thresher report draws its plots with matplotlib: pip install 'thresher[report]'"
        ) from exc
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def draw_plots(report: EvalReport, rows: Sequence[Row], layout: Layout) -> list[Plot]:
    """Draw every plot the run has data for; return them in display order."""
    plt = _pyplot()
    plots = []
    for name, draw in (
        ("scores_by_dataset", _scores_by_dataset),
        ("page_scores", _page_scores),
        ("quality_speed", _quality_speed),
    ):
        path = layout.plot_path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        caption = draw(plt, report, rows, path)
        if caption:
            plots.append(Plot(name, path, caption))
    return plots


def _scores_by_dataset(plt, report: EvalReport, rows: Sequence[Row], path: Path) -> str | None:
    datasets = [d for d in report.datasets if _headlines(report, d)]
    if not datasets:
        return None
    extractors = list(report.extractors)
    height = 0.8 / len(extractors)
    fig, ax = plt.subplots(figsize=(8, 0.9 + 0.32 * len(datasets) * max(1, len(extractors) / 2)))
    for k, extractor in enumerate(extractors):
        values = [_headline(report, extractor, d) for d in datasets]
        positions = [i + k * height for i in range(len(datasets))]
        ax.barh(positions, [v or 0 for v in values], height=height, label=extractor)
    ax.set_yticks([i + 0.4 - height / 2 for i in range(len(datasets))], datasets)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("body F1 (snippet F1 where the dataset has no body truth)")
    ax.grid(axis="x", alpha=0.3)
    ax.legend(
        loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=min(4, len(extractors)), fontsize=8
    )
    _save(plt, fig, path)
    return "Headline score per dataset and extractor (the eval table's F1 / snipF1 columns)."


def _headline(report: EvalReport, extractor: str, dataset: str) -> float | None:
    scores = report.get(extractor, dataset)
    return scores.headline if scores else None


def _headlines(report: EvalReport, dataset: str) -> list[float]:
    values = [_headline(report, e, dataset) for e in report.extractors]
    return [v for v in values if v is not None]


def _page_scores(plt, report: EvalReport, rows: Sequence[Row], path: Path) -> str | None:
    by_extractor = {
        e: [r.score for r in rows if r.extractor == e and r.kind == "body"]
        for e in report.extractors
    }
    if not any(by_extractor.values()):
        return None
    fig, ax = plt.subplots(figsize=(7, 3.6))
    bins = [i / 20 for i in range(21)]
    for extractor, values in by_extractor.items():
        if values:
            ax.hist(values, bins=bins, histtype="step", linewidth=1.8, label=extractor)
    ax.set_xlabel("per-page body F1")
    ax.set_ylabel("pages")
    ax.set_xlim(0, 1)
    ax.legend(loc="upper left", fontsize=8)
    ax.grid(alpha=0.3)
    _save(plt, fig, path)
    count = max(len(v) for v in by_extractor.values())
    return f"Per-page body F1 of the {count} pages with body truth; mass on the left is failure."


def _quality_speed(plt, report: EvalReport, rows: Sequence[Row], path: Path) -> str | None:
    points = []
    for extractor in report.extractors:
        scores = [s for s in report.scores if s.extractor == extractor]
        seconds = sum(s.seconds for s in scores)
        mean = report.mean(extractor)
        if seconds > 0 and mean is not None:
            points.append((extractor, sum(s.pages for s in scores) / seconds, mean))
    if not points:
        return None
    from matplotlib.ticker import FuncFormatter, NullFormatter

    fig, ax = plt.subplots(figsize=(6, 3.6))
    for extractor, speed, quality in points:
        ax.scatter([speed], [quality], s=50)
        ax.annotate(extractor, (speed, quality), textcoords="offset points", xytext=(6, 4))
    ax.set_xscale("log")
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_xlabel("pages per second (extraction wall time in this run)")
    ax.set_ylabel("mean headline score")
    ax.grid(alpha=0.3, which="both")
    _save(plt, fig, path)
    return (
        "Quality against speed, one point per extractor. Speed is from this run's per-page "
        "timings (a loaded machine shifts it); thresher bench measures speed properly."
    )


def _save(plt, fig, path: Path) -> None:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
