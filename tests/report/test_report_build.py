"""Building a report: files, worst-first rows, the eval's numbers, site templates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.cli.main import main
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan
from thresher.eval.session import load_datasets, run_eval
from thresher.report import ReportConfig, ReportPlan, write_report
from thresher.report.layout import Layout


def _build(datasets: list[Path], out: Path, **config):
    loaded = load_datasets(datasets)
    plan = ReportPlan((parse_method_spec("sentences"),), ("alltext",))
    return loaded, write_report(loaded, plan, ReportConfig(out=out, **config))


def test_report_files_and_worst_first(news_dataset: Path, tmp_path: Path) -> None:
    _, result = _build([news_dataset], tmp_path / "r")
    layout = Layout(tmp_path / "r")
    assert result.index.is_file()
    for name in ("scores_by_dataset", "page_scores", "quality_speed"):
        assert layout.plot_path(name).stat().st_size > 1000
    scores = [r.score for r in result.rows]
    assert scores == sorted(scores)
    assert (result.rows[0].page_id, result.rows[0].score) == ("n2", 0.0)
    index = result.index.read_text(encoding="utf-8")
    first = index.index('data-dataset="news"')
    assert index.index("n2.html#x", first) < index.index("n0.html#x", first)
    doc = layout.doc_path("news", "n2").read_text(encoding="utf-8")
    assert "<del>A completely different text" in doc and "<ins>" in doc
    assert 'src="../../marked/news/n2.0.html#thr-m0"' in doc


def test_marked_view_is_offline_utf8_with_reasons(news_dataset: Path, tmp_path: Path) -> None:
    _build([news_dataset], tmp_path / "r")
    raw = Layout(tmp_path / "r").marked_path("news", "n0", 0).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # BOM: the page's windows-1252 meta is overridden
    html = raw.decode("utf-8")
    assert "Café corner" in html and "Content-Security-Policy" in html
    assert 'class="m0-kept"' in html and 'class="m0-dropped"' in html
    assert 'title="sentences: content: ' in html or 'title="sentences: heading: ' in html


def _without_seconds(summary: dict) -> dict:
    scores = [{k: v for k, v in s.items() if k != "seconds"} for s in summary["scores"]]
    return {"scores": scores, "mean": summary["mean"], "extractors": summary["extractors"]}


def test_summary_has_the_eval_numbers(
    news_dataset: Path, snippet_dataset: Path, tmp_path: Path
) -> None:
    loaded, _ = _build([news_dataset, snippet_dataset], tmp_path / "r")
    plan = ExtractorPlan((parse_method_spec("sentences"),), ("alltext",))
    expected = run_eval(loaded, plan).to_dict()
    saved = json.loads((tmp_path / "r" / "summary.json").read_text(encoding="utf-8"))
    assert _without_seconds(saved) == _without_seconds(expected)
    doc = Layout(tmp_path / "r").doc_path("snips", "s1").read_text(encoding="utf-8")
    assert "✗ missed (with)" in doc and "not on the page at all" in doc
    assert "✗ present (without)" in doc or "✓ absent (without)" in doc


def test_site_template_view(site_dataset: Path, tmp_path: Path) -> None:
    datasets = load_datasets([site_dataset], limit=2)
    plan = ReportPlan((parse_method_spec("sentences"),))
    write_report(datasets, plan, ReportConfig(out=tmp_path / "r"))
    layout = Layout(tmp_path / "r")
    page = datasets[0].pages[0]
    view = layout.template_path("sites-courier", page.id).read_text(encoding="utf-8")
    assert "thr-template" in view and "Sport pages" in view
    doc = layout.doc_path("sites-courier", page.id).read_text(encoding="utf-8")
    assert "This page is in cluster" in doc and "template-view" in doc


def test_cli_report(news_dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cli"
    code = main(["report", str(news_dataset), "-m", "sentences", "-c", "alltext", "-o", str(out)])
    assert code == 0
    assert "index.html" in capsys.readouterr().out
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["extractors"] == ["sentences", "alltext"]
    assert summary["run"]["methods"] == ["sentences"]
