"""Write an eval run's per-page predictions and scores (``--save DIR``).

``DIR/pages.jsonl`` holds one line per (page, extractor), ``DIR/summary.json``
the aggregated report and how the run was made; docs/eval.md gives the schema.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TextIO

from thresher.eval.runner import PageResult
from thresher.eval.summary import EvalReport

SCHEMA_VERSION = 1


def page_record(result: PageResult) -> dict[str, Any]:
    """The JSON-ready line of one page result."""
    body = None
    if result.body is not None:
        b = result.body
        body = {
            "tp": b.tp,
            "fp": b.fp,
            "fn": b.fn,
            "precision": b.precision,
            "recall": b.recall,
            "exact": b.exact,
        }
    snippets = None
    if result.snippets is not None:
        s = result.snippets
        snippets = {"tp": s.tp, "fp": s.fp, "fn": s.fn, "tn": s.tn}
    return {
        "dataset": result.dataset,
        "id": result.page_id,
        "extractor": result.extractor,
        "text": result.prediction.text,
        "title": result.prediction.title,
        "date": result.prediction.date,
        "author": result.prediction.author,
        "error": result.error,
        "seconds": round(result.seconds, 6),
        "body": body,
        "snippets": snippets,
        "title_ok": result.title_ok,
        "date_ok": result.date_ok,
        "author_ok": result.author_ok,
        "structure": result.structure or None,
    }


class ResultWriter:
    """Streams page results to ``DIR/pages.jsonl``; ``close(report, run)`` writes the summary."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self._pages: TextIO = (self.directory / "pages.jsonl").open("w", encoding="utf-8")

    def write(self, result: PageResult) -> None:
        """Append one page result."""
        self._pages.write(json.dumps(page_record(result), ensure_ascii=False) + "\n")

    def close(self, report: EvalReport, run: dict[str, Any]) -> None:
        """Close the pages file and write ``summary.json``."""
        self._pages.close()
        summary = {"schema": SCHEMA_VERSION, "run": run, **report.to_dict()}
        path = self.directory / "summary.json"
        path.write_text(json.dumps(summary, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
