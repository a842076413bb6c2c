"""``thresher eval`` scores the Markdown's structure where a dataset has ``structure.jsonl``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.eval.conftest import ARTICLE, write_dataset

from thresher.cli.main import main
from thresher.eval import session
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.runner import ExtractorPlan
from thresher.eval.session import load_datasets, run_eval
from thresher.eval.table import eval_table

pytest.importorskip("markdown_it")
pytest.importorskip("rapidfuzz")

BLOCKS = [
    {"type": "heading", "level": 1, "text": "Night trains return"},
    {
        "type": "paragraph",
        "text": "Three new sleeper routes link Zurich, Vienna and Ljubljana from May this year.",
    },
    {
        "type": "paragraph",
        "text": "The operator expects the trains to be full for most of the summer season.",
    },
]


@pytest.fixture
def structured(tmp_path: Path) -> Path:
    """Two pages of one article; the first has structure truth."""
    root = write_dataset(tmp_path / "structured", [{"id": "s1"}, {"id": "s2"}], ARTICLE)
    line = json.dumps({"id": "s1", "blocks": BLOCKS})
    (root / "structure.jsonl").write_text(line + "\n", encoding="utf-8")
    return root


def test_eval_json_has_the_structure_metrics(
    structured: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["eval", str(structured), "-c", "alltext", "-c", "alltext", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    auto, alltext = report["scores"]
    assert auto["structure"]["heading_f1"] == {"value": 1.0, "pages": 1}
    assert auto["structure"]["text_edit"]["value"] > 0.9
    assert alltext["structure"] is None
    assert report["notes"] == ["alltext gives no Markdown: no structure scores on structured"]


def test_eval_table_shows_the_structure_table(structured: Path) -> None:
    datasets = load_datasets([structured])
    report = run_eval(datasets, ExtractorPlan((parse_method_spec("auto"),), ()))
    table = eval_table(report)
    assert "structure: Markdown read back as blocks" in table
    header = next(line for line in table.splitlines() if line.startswith("dataset"))
    assert header.split()[:5] == ["dataset", "extractor", "text", "head", "head+lv"]
    assert "(pages)" in table


def test_missing_library_gives_a_note_not_a_crash(
    structured: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(session, "missing_libraries", lambda: ["rapidfuzz"])
    assert main(["eval", str(structured), "-q"]) == 0
    captured = capsys.readouterr()
    assert "structure:" not in captured.out
    note = "structure metrics skipped: rapidfuzz not installed; pip install 'thresher[structure]'"
    assert f"note: {note}" in captured.out
    assert captured.err.count(note) == 1


def test_missing_markdownify_leaves_readability_unscored(
    structured: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("readability")
    from thresher.eval import competitors

    monkeypatch.setattr(competitors, "_optional", lambda module, attribute: None)
    datasets = load_datasets([structured])
    report = run_eval(datasets, ExtractorPlan((parse_method_spec("auto"),), ("readability",)))
    assert report.get("readability", "structured").structure is None
    assert report.get("auto", "structured").structure is not None
    assert any(n.startswith("readability gives no Markdown (markdownify") for n in report.notes)
