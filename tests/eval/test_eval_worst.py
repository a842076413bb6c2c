"""``thresher eval --worst N``: page scores, the N worst pages and their diffs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.cli.main import main
from thresher.eval.datasets import Dataset, Page
from thresher.eval.extractor import Prediction
from thresher.eval.metrics import BodyPage, SnippetCounts, score_body
from thresher.eval.runner import PageResult
from thresher.eval.worst import WorstPages, body_f1, diff_lines, page_score, snippet_f1


def _result(page_id: str, text: str, body: BodyPage | None, extractor: str = "x") -> PageResult:
    return PageResult("d", page_id, extractor, Prediction(text), None, 0.1, body, None, None, None)


def test_page_scores() -> None:
    assert body_f1(score_body("a b c d e", "a b c d e")) == 1.0
    assert body_f1(score_body("a b c d e", "")) == 0.0
    assert body_f1(score_body("", "")) == 1.0
    assert snippet_f1(SnippetCounts(tp=1, fp=1, fn=0, tn=0)) == pytest.approx(2 / 3)
    assert snippet_f1(SnippetCounts(tn=2)) == 1.0
    fields = PageResult("d", "p", "x", Prediction(""), None, 0, None, None, True, False)
    assert page_score(fields) == (0.5, "fields")


def test_diff_lines_ignore_resplit_paragraphs() -> None:
    truth = "Alpha beta gamma delta.\nMissing line here."
    got = "Alpha beta\ngamma delta.\nMenu item"
    assert diff_lines(truth, got) == ["-Missing line here.", "+Menu item"]


def test_keeps_the_n_worst_per_extractor_in_order() -> None:
    truth = "one two three four five six seven eight"
    pages = tuple(Page("d", f"p{i}", f"p{i}.html.gz", body=truth) for i in range(5))
    worst = WorstPages(2, [Dataset("d", Path("."), pages)])
    words = truth.split()
    for i, page in enumerate(pages):  # page i keeps the first 2 + 2*i words (more is better)
        text = " ".join(words[: 2 + 2 * i])
        worst.add(_result(page.id, text, score_body(truth, text)))
    kept = worst.pages("x")
    assert [p.page_id for p in kept] == ["p0", "p1"]
    assert kept[0].score <= kept[1].score
    assert kept[0].lines and all(line.startswith("-") for line in kept[0].lines)


def test_cli_worst(tiny_dataset: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["eval", str(tiny_dataset), "-m", "sentences", "-c", "alltext", "--worst", "1"]) == 0
    )
    out = capsys.readouterr().out
    assert "worst 1 pages of sentences:" in out and "worst 1 pages of alltext:" in out
    assert "+Copyright 2024 Courier. All rights reserved." in out  # alltext keeps the footer
    assert main(["eval", str(tiny_dataset), "-c", "alltext", "--worst", "2", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert len(record["worst"]["alltext"]) == 2
