"""Item 16 of issue 28: the page list names pages by URL or title, the legend covers no text."""

from __future__ import annotations

import json
from pathlib import Path

from thresher.eval.methodspec import parse_method_spec
from thresher.eval.session import load_datasets
from thresher.report import ReportConfig, ReportPlan, write_report
from thresher.report.marked_views import render_views


def _with_urls(dataset: Path) -> None:
    manifest = dataset / "manifest.jsonl"
    rows = [json.loads(line) for line in manifest.read_text().splitlines() if line.strip()]
    rows[0]["url"] = None  # named by its title, "Story 0"
    rows[1]["url"] = "https://news.example/story-one"
    manifest.write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_page_list_names_pages_by_url_or_title(news_dataset: Path, tmp_path: Path) -> None:
    _with_urls(news_dataset)
    loaded = load_datasets([news_dataset])
    plan = ReportPlan((parse_method_spec("sentences"),), ())
    result = write_report(loaded, plan, ReportConfig(out=tmp_path / "r"))
    html = result.index.read_text()
    table = html[html.index('<table id="pages"') :]
    assert ">https://news.example/story-one</a>" in table
    assert ">Story 0</a>" in table
    labels = {row.page_id: row.label for row in result.rows}
    assert labels["n1"] == "https://news.example/story-one"
    assert labels["n0"] == "Story 0"


def test_legend_is_a_bar_below_the_page_not_over_it() -> None:
    import thresher

    page = "<html><body><p>" + "Words of a paragraph. " * 20 + "</p></body></html>"
    html = render_views([("sentences", thresher.extract(page, method="sentences"))])
    assert "height:calc(100vh - 30px)" in html  # the page scrolls above the bar
    assert "#thr-legend{position:fixed;left:0;right:0;bottom:0;height:30px" in html
