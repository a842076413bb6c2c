"""extract_site on a sample of a real documentation site (quality floor), and ``thresher site``."""

from __future__ import annotations

import json

import pytest

import thresher
from thresher.cli.main import main

from .sitegen import site

# Measured 0.96 (template alone) on this sample when written; a drop below
# the floor means template mining or slot labelling broke.
FLOOR_F1 = 0.90


@pytest.mark.slow
def test_extract_site_quality_floor_on_a_documentation_site(datasets_dir) -> None:
    from thresher.eval.datasets import load_dataset, sample
    from thresher.eval.metrics import score_body, summarize_body

    dataset = load_dataset(datasets_dir / "sites-gimp-ru")
    pages = sample(dataset.pages, 30)
    data = {p.id: dataset.read_html(p) for p in pages}
    results = thresher.extract_site(data)
    scores = summarize_body([score_body(p.body, results[p.id].text) for p in pages])
    assert scores.f1 >= FLOOR_F1, scores
    assert scores.recall >= 0.95, scores


def test_site_command_writes_pages_template_and_report(tmp_path, capsys) -> None:
    source = tmp_path / "site"
    source.mkdir()
    for name, markup in site(8).items():
        (source / name).write_text(markup, encoding="utf-8")
    out, saved, report = tmp_path / "out", tmp_path / "t.json", tmp_path / "r.json"
    code = main(
        [
            "site",
            str(source),
            "-o",
            str(out),
            "--save-template",
            str(saved),
            "--report",
            str(report),
        ]
    )
    assert code == 0
    written = sorted(p.name for p in out.iterdir())
    assert written[0] == "p000.page.html" and len(written) == 8
    assert "Copyright" not in (out / "p003.page.html").read_text()
    rows = json.loads(report.read_text())["clusters"]
    assert rows[0]["size"] == 8 and rows[0]["nav_bytes"] > 0
    assert "cluster" in capsys.readouterr().err
    again = tmp_path / "again"
    code = main(
        ["site", str(source), "-o", str(again), "--template", str(saved), "-f", "txt", "-q"]
    )
    assert code == 0
    assert "Story 3" in (again / "p003.txt").read_text()
