"""Every failure of a batch, kept in a file beside the output (only some are printed)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import IO

from thresher.batch.pipeline import PageOutcome


def failures_path(output: Path | None) -> Path | None:
    """The failure list beside ``-o OUTPUT`` (``OUTPUT.failures.jsonl``); None for stdout."""
    if output is None:
        return None
    return output.with_name(output.name.rstrip("/") + ".failures.jsonl")


class FailureLog:
    """One JSON line per failed page (page, source, error), opened at the first failure.

    Beside the output when there is one, else a new temporary file. A list
    left by an earlier run is removed at the start, so the file is this run's.
    """

    def __init__(self, output: Path | None) -> None:
        self.path = failures_path(output)
        self.count = 0
        self._handle: IO[str] | None = None
        if self.path is not None and self.path.is_file():
            self.path.unlink()

    def write(self, outcome: PageOutcome) -> None:
        """Record the outcome when it is a failure."""
        if outcome.error is None:
            return
        if self._handle is None:
            self._handle = self._open()
        row = {"page": outcome.page.name, "source": outcome.page.source, "error": outcome.error}
        self._handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        self._handle.flush()
        self.count += 1

    def _open(self) -> IO[str]:
        if self.path is None:
            handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - kept open for the run
                "w", prefix="thresher-failures-", suffix=".jsonl", delete=False, encoding="utf-8"
            )
            self.path = Path(handle.name)
            return handle
        self.path.parent.mkdir(parents=True, exist_ok=True)
        return self.path.open("w", encoding="utf-8")

    def close(self) -> None:
        """Close the file (if any failure opened it)."""
        if self._handle is not None:
            self._handle.close()
