"""The runner: guarded extractors, page scores, aggregation, saving and the table."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest

from thresher.eval import competitors
from thresher.eval.competitors import Competitor, load_competitors
from thresher.eval.datasets import load_dataset
from thresher.eval.extractor import ExtractorInput, Prediction
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan, evaluate_page, run_guarded
from thresher.eval.save import ResultWriter
from thresher.eval.session import load_datasets, run_eval
from thresher.eval.summary import Aggregator, build_report
from thresher.eval.table import eval_table


class Boom:
    name, input_kind = "boom", "bytes"

    def __call__(self, page: ExtractorInput) -> Prediction:
        raise RuntimeError("library bug")


class Sleepy:
    name, input_kind = "sleepy", "bytes"

    def __call__(self, page: ExtractorInput) -> Prediction:
        time.sleep(5)
        return Prediction("never")


def test_a_raising_extractor_gives_an_empty_page(tiny_dataset: Path) -> None:
    ds = load_dataset(tiny_dataset)
    (result,) = evaluate_page(ds, ds.pages[0], [Boom()], timeout=None)
    assert result.error == "RuntimeError: library bug"
    assert result.prediction.text == ""
    assert result.body is not None and result.body.recall == 0.0
    assert result.snippets is not None and result.snippets.tp == 0 and result.snippets.tn == 1
    assert result.title_ok is False and result.date_ok is False


def test_a_slow_extractor_is_stopped() -> None:
    prediction, error, _ = run_guarded(Sleepy(), ExtractorInput(b"<p>x</p>"), timeout=0.05)
    assert prediction.text == "" and error is not None and "time limit" in error


def test_alltext_keeps_every_visible_line(tiny_dataset: Path) -> None:
    ds = load_dataset(tiny_dataset)
    (alltext,) = load_competitors(["alltext"])
    prediction = alltext(ExtractorInput(ds.read_html(ds.pages[0])))
    assert prediction.text.splitlines() == [
        "Home News",
        "Night trains return",
        "Three new sleeper routes link Zurich, Vienna and Ljubljana from May this year.",
        "The operator expects the trains to be full for most of the summer season.",
        "Copyright 2024 Courier. All rights reserved.",
    ]
    assert prediction.title == "Night trains | Courier"


def test_missing_library_is_reported_once_and_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> None:
        raise ImportError("No module named 'fancylib'")

    table = dict(competitors.COMPETITORS)
    table["fancy"] = Competitor("fancy", "fancylib", missing)
    monkeypatch.setattr(competitors, "COMPETITORS", table)
    warn = io.StringIO()
    built = load_competitors(["fancy", "alltext", "fancy"], warn=warn)
    assert [e.name for e in built] == ["alltext"]
    assert warn.getvalue().count("fancy skipped") == 1


def test_run_scores_save_and_table(tiny_dataset: Path, tmp_path: Path) -> None:
    datasets = load_datasets([tiny_dataset])
    plan = ExtractorPlan((parse_method_spec("sentences"),), ("alltext",))
    writer = ResultWriter(tmp_path / "out")
    report = run_eval(datasets, plan, on_result=writer.write)
    writer.close(report, {"test": True})
    assert report.extractors == ("sentences", "alltext")
    alltext = report.get("alltext", "tiny")
    assert alltext.pages == 3 and alltext.errors == 0
    assert alltext.body.pages == 2 and alltext.body.recall == 1.0 and alltext.body.precision < 1
    assert alltext.snippets.counts.tp == 3 and alltext.snippets.counts.fp == 1
    assert alltext.title.pages == 1 and alltext.date.pages == 1
    assert alltext.author is None
    assert report.mean("alltext") == pytest.approx(alltext.body.f1)
    lines = (tmp_path / "out" / "pages.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == 6
    assert set(records[0]) >= {"dataset", "id", "extractor", "text", "body", "snippets"}
    assert records[-1]["body"] is None and records[-1]["snippets"]["tp"] == 1
    summary = json.loads((tmp_path / "out" / "summary.json").read_text(encoding="utf-8"))
    assert summary["schema"] == 1 and summary["run"] == {"test": True}
    table = eval_table(report)
    assert "tiny" in table and "snipF1" in table and table.count("\n") == 3
    assert "author" not in table  # neither names an author: no column


def test_parallel_run_gives_the_same_scores(tiny_dataset: Path) -> None:
    datasets = load_datasets([tiny_dataset])
    plan = ExtractorPlan((), ("alltext",))
    serial = run_eval(datasets, plan)
    parallel = run_eval(datasets, plan, jobs=2)
    assert serial.get("alltext", "tiny").body == parallel.get("alltext", "tiny").body


def test_htmldate_is_a_date_only_competitor_left_out_of_all() -> None:
    from thresher.cli.eval import competitor_list
    from thresher.eval.competitors import COMPETITORS

    assert "htmldate" in COMPETITORS
    everything = competitor_list("all")
    assert "htmldate" not in everything and "trafilatura" in everything
    pytest.importorskip("htmldate")
    adapter = COMPETITORS["htmldate"].factory()
    page = b"<html><head><meta property='article:published_time' content='2021-03-05'></head>"
    prediction = adapter(ExtractorInput(page + b"<body><p>Text.</p></body></html>"))
    assert prediction.date == "2021-03-05" and prediction.text == "" and prediction.title is None


def test_names_beside_all_are_kept_once() -> None:
    from thresher.cli.eval import competitor_list

    everything = competitor_list("all")
    assert competitor_list("all,htmldate") == [*everything, "htmldate"]
    assert sorted(competitor_list("trafilatura, all")) == sorted(everything)
    assert competitor_list("alltext,,trafilatura") == ["alltext", "trafilatura"]


class Named:
    name, input_kind = "named", "bytes"

    def __call__(self, page: ExtractorInput) -> Prediction:
        return Prediction("x", author="Li Wei; Ana Ruiz")


def test_author_accuracy_is_scored_and_shown(tiny_dataset: Path) -> None:
    ds = load_dataset(tiny_dataset)
    results = [evaluate_page(ds, p, [Named(), Boom()], timeout=None) for p in ds.pages]
    assert results[0][0].author_ok is True and results[1][0].author_ok is None
    aggregator = Aggregator()
    for result in (r for pair in results for r in pair):
        aggregator.add(result)
    report = build_report(aggregator, ["tiny"], ["named", "boom"])
    assert report.get("named", "tiny").author.value == 1.0
    assert report.get("boom", "tiny").author is None
    rows = {line.split()[0]: line for line in eval_table(report).splitlines()[2:4]}
    assert "1.000" in rows["named"] and "—" in rows["boom"]
