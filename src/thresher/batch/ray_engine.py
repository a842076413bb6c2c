"""Many machines: the per-page pipeline on a Ray cluster, with Ray Data over WARC files.

A thin layer over the local runner's pieces: :func:`iter_warc_pages` reads
records (one Ray task per archive, streaming), :func:`process_page` extracts
each page (in batches, under the same per-page time limit), and the rows have
the JSON Lines / Parquet schema of the local engine. Ray schedules the tasks,
retries those whose worker died, and its memory monitor stops runaway tasks.

    ds = warc_dataset(["/shared/crawl/a.warc.gz", ...], Job(fmt="parquet"))
    ds.write_parquet("/shared/out")
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from thresher.batch.page_input import PageInput
from thresher.batch.parquet import rows_to_table
from thresher.batch.pipeline import Job, failed_outcome, page_timeout, process_page, row_fields
from thresher.batch.sources import WARC_SUFFIXES, InputPlan, is_warc
from thresher.batch.warc import iter_warc_pages
from thresher.errors import ThresherError
from thresher.workers.limits import PageTimeout, time_limit

# The columns of a read record (a PageInput, flattened for Arrow).
RECORD_FIELDS = (
    "name",
    "kind",
    "location",
    "relative",
    "url",
    "record_id",
    "charset",
    "data",
    "error",
)


def import_ray():
    """``ray`` and ``ray.data``, or a ThresherError saying how to install them."""
    try:
        import ray
        import ray.data
    except ImportError as exc:
        raise ThresherError(
            f"--engine ray needs Ray Data: pip install 'thresher[ray]' ({exc})"
        ) from exc
    return ray


def warc_dataset(
    paths: list[str], job: Job, *, timeout_s: float | None = 60.0, batch_size: int = 16
):
    """A Ray Dataset of output rows for the HTML pages of ``paths`` (lazy)."""
    ray = import_ray()
    files = ray.data.from_items([{"path": p} for p in paths], override_num_blocks=len(paths))
    records = files.flat_map(read_records)
    return records.map_batches(
        extract_batch,
        fn_kwargs={"job": job, "timeout_s": timeout_s},
        batch_format="pyarrow",
        batch_size=batch_size,
    )


def read_records(row: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The pages of one archive as flat records (a Ray Data ``flat_map`` function)."""
    path = str(row["path"])
    root = _strip_warc_suffix(path.rsplit("/", 1)[-1])
    for page in iter_warc_pages(path, root):
        yield {name: getattr(page, name) for name in RECORD_FIELDS}


def extract_batch(table, job: Job, timeout_s: float | None = 60.0):
    """Extract a batch of records into a table of rows (a Ray Data ``map_batches`` function)."""
    rows = [extract_record(record, job, timeout_s)["row"] for record in table.to_pylist()]
    return rows_to_table(rows, row_fields(job))


def extract_record(record: dict[str, Any], job: Job, timeout_s: float | None) -> dict[str, Any]:
    """One record through :func:`process_page` under the time limit."""
    page = PageInput(**{name: record.get(name) for name in RECORD_FIELDS})
    try:
        with time_limit(timeout_s):
            outcome = process_page(page, job)
    except PageTimeout as exc:
        outcome = failed_outcome(page, job, f"PageTimeout: {exc}")
    return {"row": outcome.record}


def _strip_warc_suffix(name: str) -> str:
    for suffix in sorted(WARC_SUFFIXES, key=len, reverse=True):
        if name.lower().endswith(suffix):
            return name[: -len(suffix)]
    return name


def warc_paths(inputs: tuple[str, ...]) -> list[str]:
    """WARC files named directly, found in directories, or given as URIs (s3://, https://)."""
    paths: list[str] = []
    for item in inputs:
        if "://" in item:
            paths.append(item)
        elif Path(item).is_dir():
            paths += sorted(str(p) for p in Path(item).rglob("*") if is_warc(p.name))
        elif is_warc(item) and Path(item).is_file():
            paths.append(item)
        else:
            raise ThresherError(f"{item}: --engine ray reads WARC files (.warc, .warc.gz)")
    if not paths:
        raise ThresherError("--engine ray found no WARC files in the inputs")
    return paths


def run_cli(args: argparse.Namespace, plan: InputPlan, job: Job) -> int:
    """``thresher extract --engine ray``: rows to a Parquet or JSON Lines directory."""
    if plan.urls or job.fmt not in ("parquet", "jsonl") or args.output is None:
        raise ThresherError(
            "--engine ray reads WARC files and writes rows: "
            "give -f parquet or -f jsonl and -o DIRECTORY"
        )
    if args.resume or args.by_site:
        raise ThresherError("--resume and --by-site run on the local engine only")
    out = str(args.output)
    _check_output(out, args.overwrite)
    ray = import_ray()
    if not ray.is_initialized():
        ray.init(address=args.address or None, log_to_driver=not args.quiet)
    ray.data.DataContext.get_current().enable_progress_bars = not args.quiet
    ds = warc_dataset(warc_paths(plan.inputs), job, timeout_s=page_timeout(job))
    if job.fmt == "parquet":
        ds.write_parquet(out)
    else:
        ds.write_json(out)
    return _summarise(out, job.fmt)


def _check_output(out: str, overwrite: bool) -> None:
    if "://" in out:
        return
    folder = Path(out)
    if folder.is_file() or (folder.is_dir() and any(folder.iterdir()) and not overwrite):
        raise ThresherError(f"{out}: give an empty or new directory (or --overwrite)")
    if folder.is_dir() and overwrite:
        for child in folder.iterdir():
            if child.is_file():
                child.unlink()


def _summarise(out: str, fmt: str) -> int:
    """Count rows and errors in a local output directory; exit code 1 when any failed."""
    if "://" in out:
        return 0
    done = failed = 0
    for row in _read_rows(Path(out), fmt):
        failed += row is not None
        done += row is None
    print(f"thresher: {done} pages done, {failed} failed (ray)", file=sys.stderr)
    return 1 if failed else 0


def _read_rows(folder: Path, fmt: str) -> Iterator[str | None]:
    """The ``error`` value of every row written to ``folder``."""
    import json

    if fmt == "parquet":
        import pyarrow.dataset as pads

        yield from (
            pads.dataset(str(folder), format="parquet")
            .to_table(columns=["error"])
            .column("error")
            .to_pylist()
        )
        return
    for part in sorted(folder.glob("*.json")):
        for line in part.read_text(encoding="utf-8").splitlines():
            if line.strip():
                yield json.loads(line).get("error")
