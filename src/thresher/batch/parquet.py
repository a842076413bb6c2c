"""Parquet output: a directory of part files, each renamed into place when complete.

A batch killed at any moment leaves only complete parts (the rows still in
memory are simply done again on ``--resume``). Read the result with
``pyarrow.dataset.dataset(DIR)``, ``pandas.read_parquet(DIR)`` or DuckDB's
``read_parquet('DIR/*.parquet')``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from thresher.batch.page_input import PageInput
from thresher.batch.pipeline import PageOutcome
from thresher.batch.resume import parquet_done_keys, parquet_parts
from thresher.batch.runner import Admit
from thresher.errors import ThresherError

_LIST_FIELDS = ("warnings",)


def _pyarrow():
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise ThresherError(
            "Parquet output needs pyarrow: pip install 'thresher[parquet]'"
        ) from exc
    return pa, pq


def row_schema(fields: tuple[str, ...]):
    """The Arrow schema of the rows: strings, and a list of strings for warnings."""
    pa, _ = _pyarrow()
    columns = [
        pa.field(name, pa.list_(pa.string()) if name in _LIST_FIELDS else pa.string())
        for name in fields
    ]
    return pa.schema(columns)


def rows_to_table(rows: list[dict[str, Any]], fields: tuple[str, ...]):
    """An Arrow table of rows with the fixed schema (missing columns are null)."""
    pa, _ = _pyarrow()
    return pa.Table.from_pylist(
        [{f: row.get(f) for f in fields} for row in rows], schema=row_schema(fields)
    )


class ParquetWriter:
    """Rows to ``directory/part-NNNNNN.parquet``, ``rows_per_part`` rows a part."""

    def __init__(
        self,
        directory: Path,
        fields: tuple[str, ...],
        *,
        resume: bool = False,
        overwrite: bool = False,
        rows_per_part: int = 1000,
    ) -> None:
        _pyarrow()
        self.directory, self.fields, self.rows_per_part = directory, fields, rows_per_part
        self.done: set[str] = set()
        self._rows: list[dict[str, Any]] = []
        self._prepare(resume, overwrite)
        existing = parquet_parts(directory)
        self._next = int(existing[-1].stem.split("-")[-1]) + 1 if existing else 0

    def _prepare(self, resume: bool, overwrite: bool) -> None:
        if self.directory.exists() and not self.directory.is_dir():
            raise ThresherError(f"{self.directory}: Parquet output must be a directory")
        self.directory.mkdir(parents=True, exist_ok=True)
        if not parquet_parts(self.directory):
            return
        if resume:
            self.done = parquet_done_keys(self.directory)
        elif overwrite:
            for part in parquet_parts(self.directory):
                part.unlink()
        else:
            raise ThresherError(
                f"{self.directory} already holds Parquet parts; pass --resume or --overwrite"
            )

    def precheck(self, page: PageInput) -> Admit | str:
        """Skip pages whose rows are already in a complete part."""
        return Admit.SKIP if page.key in self.done else Admit.RUN

    def write(self, outcome: PageOutcome) -> None:
        """Buffer one row; write a part when the buffer is full."""
        if outcome.record is not None:
            self._rows.append(outcome.record)
        if len(self._rows) >= self.rows_per_part:
            self.flush()

    def flush(self) -> None:
        """Write the buffered rows as one complete part."""
        if not self._rows:
            return
        _, pq = _pyarrow()
        final = self.directory / f"part-{self._next:06d}.parquet"
        tmp = final.with_name(final.name + ".tmp")
        pq.write_table(rows_to_table(self._rows, self.fields), tmp)
        os.replace(tmp, final)
        self._rows, self._next = [], self._next + 1

    def close(self) -> None:
        """Write what is buffered."""
        self.flush()
