"""Where outcomes go: stdout, one file, a mirrored tree, JSON Lines or Parquet.

Every writer is written to from the driver process only, so no two processes
ever write one file. Each has ``precheck(page)`` (skip it: already written and
``--resume``; fail it: its output exists and neither ``--resume`` nor
``--overwrite`` was given), ``write(outcome)`` and ``close()``.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Protocol

from thresher.batch.page_input import PageInput
from thresher.batch.parquet import ParquetWriter
from thresher.batch.paths import output_path, write_atomically
from thresher.batch.pipeline import PageOutcome
from thresher.batch.resume import jsonl_done_keys
from thresher.batch.runner import Admit
from thresher.errors import InputError, ThresherError
from thresher.output import extension


class Writer(Protocol):
    """What the CLI needs of a writer."""

    def precheck(self, page: PageInput) -> Admit | str:
        """RUN, SKIP, or the reason the page cannot run."""

    def write(self, outcome: PageOutcome) -> None:
        """Write one outcome."""

    def close(self) -> None:
        """Flush and release."""


@dataclass(frozen=True)
class WriteMode:
    """How to treat output that already exists."""

    resume: bool = False
    overwrite: bool = False

    def existing(self, what: str) -> Admit | str:
        """The verdict for a page whose output ``what`` exists."""
        if self.resume:
            return Admit.SKIP
        if self.overwrite:
            return Admit.RUN
        return f"{what} exists (pass --overwrite to replace it, or --resume to keep it)"


def open_writer(
    target: Path | None,
    fmt: str,
    *,
    many: bool,
    fields: tuple[str, ...],
    mode: WriteMode = WriteMode(),
    part_rows: int = 1000,
) -> Writer:
    """The writer for ``-o target`` (None = stdout) in format ``fmt``."""
    if fmt == "parquet":
        if target is None:
            raise ThresherError("Parquet output needs -o DIRECTORY")
        return ParquetWriter(
            target, fields, resume=mode.resume, overwrite=mode.overwrite, rows_per_part=part_rows
        )
    if fmt == "jsonl":
        return JsonlWriter(target, fields, mode)
    if target is None:
        return StdoutWriter(fmt, many)
    if many or target.is_dir():
        refuse_existing_outputs(target, extension(fmt), mode)
        return TreeWriter(target, fmt, mode)
    return FileWriter(target, mode)


def refuse_existing_outputs(root: Path, suffix: str, mode: WriteMode) -> None:
    """ThresherError, once and before any work, when ``root`` already holds outputs.

    Without ``--resume`` or ``--overwrite`` every page whose file exists would
    fail; saying it once up front is the useful answer.
    """
    if mode.resume or mode.overwrite or not root.is_dir():
        return
    found = next((p for p in root.rglob(f"*{suffix}") if p.is_file()), None)
    if found is not None:
        raise ThresherError(
            f"{root} already holds outputs ({found.relative_to(root)}, …); pass --overwrite "
            "to replace them or --resume to skip the pages already written"
        )


@dataclass
class TreeWriter:
    """One file per page under ``root``, mirroring the input tree; atomic renames."""

    root: Path
    fmt: str
    mode: WriteMode = WriteMode()

    def path_for(self, page: PageInput) -> Path:
        """Where a page's output goes (InputError if it would escape ``root``)."""
        return output_path(self.root, page.relative, extension(self.fmt))

    def precheck(self, page: PageInput) -> Admit | str:
        """Skip or refuse pages whose file exists; refuse escaping names."""
        try:
            path = self.path_for(page)
        except InputError as exc:
            return f"InputError: {exc}"
        return self.mode.existing(str(path)) if path.exists() else Admit.RUN

    def write(self, outcome: PageOutcome) -> None:
        """Write one successful outcome to its file."""
        if outcome.output is not None:
            write_atomically(self.path_for(outcome.page), outcome.output)

    def close(self) -> None:
        """Nothing buffered."""


@dataclass
class FileWriter:
    """One page to one file."""

    target: Path
    mode: WriteMode = WriteMode()

    def precheck(self, page: PageInput) -> Admit | str:
        """Refuse to replace an existing file without --overwrite."""
        return self.mode.existing(str(self.target)) if self.target.exists() else Admit.RUN

    def write(self, outcome: PageOutcome) -> None:
        """Write the page's output."""
        if outcome.output is not None:
            write_atomically(self.target, outcome.output)

    def close(self) -> None:
        """Nothing buffered."""


@dataclass
class StdoutWriter:
    """Outputs to stdout: one page as is; many with headers, or JSON rows."""

    fmt: str
    many: bool

    def precheck(self, page: PageInput) -> Admit | str:
        """Every page runs."""
        return Admit.RUN

    def write(self, outcome: PageOutcome) -> None:
        """Print one successful outcome."""
        if outcome.output is None:
            return
        if self.fmt == "json" and self.many:
            sys.stdout.write(json.dumps(outcome.record, ensure_ascii=False) + "\n")
        elif self.many:
            sys.stdout.write(f"==> {outcome.page.name} <==\n{outcome.output.rstrip()}\n\n")
        else:
            sys.stdout.write(outcome.output.rstrip("\n") + "\n")
        sys.stdout.flush()

    def close(self) -> None:
        """Flush stdout."""
        sys.stdout.flush()


class JsonlWriter:
    """One JSON row per page (failed pages too, with ``error``), to a file or stdout.

    Each row is written with one ``write`` and flushed, so a kill leaves at
    most one partial last line, which ``--resume`` removes.
    """

    def __init__(
        self, target: Path | None, fields: tuple[str, ...], mode: WriteMode = WriteMode()
    ) -> None:
        self.target, self.fields = target, fields
        self.done: set[str] = set()
        self._handle: IO[bytes] = sys.stdout.buffer if target is None else self._open(mode)

    def _open(self, mode: WriteMode) -> IO[bytes]:
        assert self.target is not None
        if self.target.is_dir():
            raise ThresherError(f"{self.target} is a directory; JSON Lines output is one file")
        if self.target.exists() and self.target.stat().st_size:
            if mode.resume:
                self.done = jsonl_done_keys(self.target)
            elif not mode.overwrite:
                raise ThresherError(f"{self.target} exists; pass --resume or --overwrite")
            else:
                self.target.unlink()
        self.target.parent.mkdir(parents=True, exist_ok=True)
        return self.target.open("ab")

    def precheck(self, page: PageInput) -> Admit | str:
        """Skip pages already in the file."""
        return Admit.SKIP if page.key in self.done else Admit.RUN

    def write(self, outcome: PageOutcome) -> None:
        """Append the outcome's row."""
        if outcome.record is None:
            return
        row: dict[str, Any] = {f: outcome.record.get(f) for f in self.fields}
        self._handle.write((json.dumps(row, ensure_ascii=False) + "\n").encode("utf-8"))
        self._handle.flush()

    def close(self) -> None:
        """Flush, sync and close the file."""
        self._handle.flush()
        if self.target is not None:
            os.fsync(self._handle.fileno())
            self._handle.close()
