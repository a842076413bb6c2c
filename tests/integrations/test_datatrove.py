"""Item 18 of issue 28: thresher as a datatrove step, run by datatrove's local executor."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

pytest.importorskip(
    "datatrove", reason="datatrove not installed: pip install 'thresher[datatrove]'"
)
for needed in ("warcio", "cchardet", "magic", "orjson"):  # datatrove's WarcReader, JsonlWriter
    pytest.importorskip(needed, reason=f"datatrove's WARC reader and JSONL writer need {needed}")

from datatrove.executor import LocalPipelineExecutor  # noqa: E402
from datatrove.pipeline.readers import WarcReader  # noqa: E402
from datatrove.pipeline.writers import JsonlWriter  # noqa: E402
from tests.batch.batch_helpers import article, write_warc  # noqa: E402

from thresher.errors import OptionsError  # noqa: E402
from thresher.integrations.datatrove import Thresher  # noqa: E402

TABLE = "<table><tr><td>table-cell-alpha</td><td>table-cell-beta</td></tr></table>"


def _crawl(folder: Path) -> None:
    folder.mkdir()
    pages = {
        "https://example.org/trains": article("Night trains").replace("</p>", "</p>" + TABLE, 1),
        "https://example.org/empty": "<html><body></body></html>",
    }
    write_warc(folder / "crawl.warc.gz", {u: p.encode() for u, p in pages.items()})


def _run(tmp_path: Path, step: Thresher) -> list[dict]:
    crawl, out = tmp_path / "crawl", tmp_path / "out"
    _crawl(crawl)
    LocalPipelineExecutor(
        pipeline=[WarcReader(str(crawl)), step, JsonlWriter(str(out))],
        tasks=1,
        logging_dir=str(tmp_path / "logs"),
    ).run()
    rows = []
    for part in out.glob("*.jsonl.gz"):
        with gzip.open(part, "rt") as handle:
            rows += [json.loads(line) for line in handle]
    return rows


def test_thresher_step_in_a_local_pipeline(tmp_path: Path) -> None:
    rows = _run(tmp_path, Thresher(timeout=30))
    (row,) = rows  # the empty page is dropped
    assert "opening sentence of the article about Night trains" in row["text"]
    assert "<p>" not in row["text"]
    assert "table-cell-alpha" in row["text"]
    assert row["metadata"]["url"] == "https://example.org/trains"
    assert row["metadata"]["title"] == "Night trains"


def test_thresher_options_reach_the_step(tmp_path: Path) -> None:
    (row,) = _run(tmp_path, Thresher(include_tables="no", timeout=30))
    assert "table-cell-alpha" not in row["text"]


def test_bad_options_fail_when_the_step_is_built() -> None:
    with pytest.raises(OptionsError, match="favor"):
        Thresher(favor="precise")
    with pytest.raises(OptionsError, match="no preset"):
        Thresher("sentences@nope")
