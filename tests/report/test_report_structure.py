"""The report's summary page shows the structure metrics where a set has ``structure.jsonl``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.cli.main import main
from thresher.eval import session

pytest.importorskip("markdown_it")
pytest.importorskip("rapidfuzz")


def _with_structure(root: Path) -> Path:
    """Structure truth for page n0 of the news set: its heading and two paragraphs."""
    blocks = [
        {"type": "heading", "level": 1, "text": "Story 0 about night trains"},
        {"type": "paragraph", "text": "The council approved a new plan for night trains."},
    ]
    line = json.dumps({"id": "n0", "blocks": blocks})
    (root / "structure.jsonl").write_text(line + "\n", encoding="utf-8")
    return root


def _report(dataset: Path, out: Path) -> str:
    assert main(["report", str(dataset), "-m", "auto", "-c", "alltext", "-o", str(out)]) == 0
    return (out / "index.html").read_text(encoding="utf-8")


def test_index_has_the_structure_table(news_dataset: Path, tmp_path: Path) -> None:
    index = _report(_with_structure(news_dataset), tmp_path / "r")
    assert '<table class="metrics" id="structure">' in index
    assert "<th>head+lv</th>" in index and "<td>auto</td>" in index
    assert "alltext gives no Markdown: no structure scores on news" in index
    summary = json.loads((tmp_path / "r" / "summary.json").read_text(encoding="utf-8"))
    auto = next(s for s in summary["scores"] if s["extractor"] == "auto")
    assert auto["structure"]["heading_f1"]["pages"] == 1


def test_missing_library_is_a_note_on_the_index(
    news_dataset: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session, "missing_libraries", lambda: ["markdown-it-py"])
    index = _report(_with_structure(news_dataset), tmp_path / "r")
    assert 'id="structure"' not in index
    assert "structure metrics skipped: markdown-it-py not installed" in index
