"""What an interrupted run already wrote, so ``--resume`` can skip it.

JSON Lines: every complete line is a page done (failed pages included, with
their error); a last line cut by a kill is removed. Parquet: every part file
is complete (parts are renamed into place only when fully written); leftover
``.tmp`` files are removed. Per-page files: an output file that exists is
complete, because it too was renamed into place.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

PART_GLOB = "part-*.parquet"


def jsonl_done_keys(path: Path) -> set[str]:
    """Keys of the complete rows in ``path``; a trailing partial line is cut off."""
    keys: set[str] = set()
    good_size = 0
    with path.open("rb") as handle:
        for line in handle:
            if not line.endswith(b"\n"):
                break
            key = _line_key(line)
            if key is None:
                break
            keys.add(key)
            good_size += len(line)
    if good_size != path.stat().st_size:
        os.truncate(path, good_size)
    return keys


def _line_key(line: bytes) -> str | None:
    try:
        row = json.loads(line)
    except ValueError:
        return None
    key = row.get("key") if isinstance(row, dict) else None
    return key if isinstance(key, str) else None


def parquet_parts(directory: Path) -> list[Path]:
    """The complete part files of a Parquet output directory, in order."""
    return sorted(directory.glob(PART_GLOB))


def parquet_done_keys(directory: Path) -> set[str]:
    """Keys in the complete part files; leftover temporary parts are removed."""
    import pyarrow.parquet as pq

    for leftover in directory.glob("*.parquet.tmp"):
        leftover.unlink()
    keys: set[str] = set()
    for part in parquet_parts(directory):
        keys.update(k for k in pq.read_table(part, columns=["key"]).column("key").to_pylist() if k)
    return keys
