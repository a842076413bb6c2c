"""Every failure of a batch, and every page's warnings where its format has no place for
them, kept in files beside the output (only some failures are printed)."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from thresher.batch.pipeline import PageOutcome


def failures_path(output: Path | None) -> Path | None:
    """The failure list beside ``-o OUTPUT`` (``OUTPUT.failures.jsonl``); None for stdout."""
    return _beside(output, "failures")


def warnings_path(output: Path | None) -> Path | None:
    """The warning list beside ``-o OUTPUT`` (``OUTPUT.warnings.jsonl``); None for stdout."""
    return _beside(output, "warnings")


def _beside(output: Path | None, kind: str) -> Path | None:
    if output is None:
        return None
    return output.with_name(output.name.rstrip("/") + f".{kind}.jsonl")


def _error(outcome: PageOutcome) -> dict[str, Any] | None:
    return None if outcome.error is None else {"error": outcome.error}


def _warnings(outcome: PageOutcome) -> dict[str, Any] | None:
    found = (outcome.record or {}).get("warnings") if outcome.error is None else None
    return {"warnings": list(found)} if found else None


class PageLog:
    """One JSON line per page that has something to record (page, source, then what
    ``read`` finds), opened at the first such page.

    Beside the output when there is one, else a new temporary file. A list
    left by an earlier run is removed at the start, so the file is this run's.
    """

    def __init__(
        self,
        path: Path | None,
        kind: str,
        read: Callable[[PageOutcome], dict[str, Any] | None],
    ) -> None:
        self.path = path
        self.kind = kind
        self.count = 0
        self._read = read
        self._handle: IO[str] | None = None
        if self.path is not None and self.path.is_file():
            self.path.unlink()

    def write(self, outcome: PageOutcome) -> None:
        """Record the outcome when it has something to record."""
        found = self._read(outcome)
        if found is None:
            return
        if self._handle is None:
            self._handle = self._open()
        row = {"page": outcome.page.name, "source": outcome.page.source, **found}
        self._handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        self._handle.flush()
        self.count += 1

    def _open(self) -> IO[str]:
        if self.path is None:
            handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 - kept open for the run
                "w",
                prefix=f"thresher-{self.kind}-",
                suffix=".jsonl",
                delete=False,
                encoding="utf-8",
            )
            self.path = Path(handle.name)
            return handle
        self.path.parent.mkdir(parents=True, exist_ok=True)
        return self.path.open("w", encoding="utf-8")

    def close(self) -> None:
        """Close the file (if any page opened it)."""
        if self._handle is not None:
            self._handle.close()


def failure_log(output: Path | None) -> PageLog:
    """The log of failed pages (page, source, error) beside ``-o OUTPUT``."""
    return PageLog(failures_path(output), "failures", _error)


def warning_log(output: Path | None) -> PageLog:
    """The log of pages with warnings (page, source, warnings) beside ``-o OUTPUT``, for
    page formats (txt, md, html…), whose files have no place for them."""
    return PageLog(warnings_path(output), "warnings", _warnings)
