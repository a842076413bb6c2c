"""``thresher eval`` and ``thresher bench`` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.cli.main import main


def test_eval_json(tiny_dataset: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "eval",
            str(tiny_dataset),
            "-m",
            "sentences@faithful",
            "-m",
            "sentences:min_sentence_words=2",
            "--compare",
            "alltext",
            "--limit",
            "2",
            "--json",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["extractors"] == [
        "sentences@faithful",
        "sentences:min_sentence_words=2",
        "alltext",
    ]
    assert all(s["pages"] == 2 for s in report["scores"])
    assert set(report["mean"]) == set(report["extractors"])


def test_eval_table_and_save(
    tiny_dataset: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "saved"
    assert main(["eval", str(tiny_dataset), "--compare", "alltext", "--save", str(out)]) == 0
    table = capsys.readouterr().out
    assert table.splitlines()[1].split()[:4] == ["extractor", "P", "R", "F1"]
    assert "auto" in table and "alltext" in table
    assert len((out / "pages.jsonl").read_text(encoding="utf-8").splitlines()) == 6


@pytest.mark.parametrize(
    "extra",
    [["--compare", "nosuchlib"], ["-m", "sentences@nopreset"], ["-O", "no_such_option=1"]],
)
def test_eval_bad_arguments_exit_2(
    tiny_dataset: Path, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["eval", str(tiny_dataset), *extra]) == 2
    assert "thresher: error:" in capsys.readouterr().err


def test_eval_bad_dataset_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", str(tmp_path)]) == 2
    assert "manifest.jsonl" in capsys.readouterr().err


@pytest.mark.parametrize("order", [[], ["--sequential"]])
def test_bench_json(tiny_dataset: Path, capsys: pytest.CaptureFixture[str], order) -> None:
    args = ["bench", str(tiny_dataset), "-m", "sentences", "--min-seconds", "0.01", "--json"]
    assert main(args + order) == 0
    report = json.loads(capsys.readouterr().out)
    names = [r["extractor"] for r in report["results"]]
    assert names == ["sentences", "alltext"]
    assert report["references"] == ["alltext"]
    assert report["ratios"]["alltext"]["speed"]["alltext"] == pytest.approx(1.0)
    for result in report["results"]:
        assert result["pages"] == 3 and result["calls"] >= 3 and result["errors"] == 0
        assert result["pages_per_s"] > 0 and result["peak_rss_mb"] >= 0


def test_bench_over_several_sets_adds_an_overall_table(
    tiny_dataset: Path, second_dataset: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["bench", str(tiny_dataset), str(second_dataset), "-m", "sentences"]
    assert main([*args, "--min-seconds", "0.01", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["datasets"]) == ["tiny", "second"]
    overall = {r["extractor"]: r for r in report["overall"]["results"]}
    assert overall["sentences"]["pages"] == 6 and overall["alltext"]["pages_per_s"] > 0
    assert report["overall"]["ratios"]["alltext"]["speed"]["alltext"] == pytest.approx(1.0)
