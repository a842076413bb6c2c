"""Resume: skip what is written; a real run killed midway and resumed gives every page once."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from batch_helpers import article, write_warc

from thresher.batch.resume import jsonl_done_keys
from thresher.cli.main import main

pytest.importorskip("fastwarc", reason="fastwarc (a base dependency) is not importable")

HERE = Path(__file__).resolve().parent

# The CLI, with each page paced so the test can kill the run midway.
PACED_CLI = f"""
import functools, sys
sys.path.insert(0, {str(HERE)!r})
import batch_helpers
import thresher.batch.runner as runner
runner.run_batch = functools.partial(runner.run_batch, task_fn=batch_helpers.paced_task)
from thresher.cli.main import main
raise SystemExit(main(sys.argv[1:]))
"""


@pytest.fixture
def crawl(tmp_path):
    pages = {f"http://site.example/p{i}": article(f"Page {i}").encode() for i in range(24)}
    ids = write_warc(tmp_path / "crawl.warc.gz", pages)
    return tmp_path / "crawl.warc.gz", set(ids.values())


def test_resume_skips_rows_and_cuts_a_partial_line(crawl, tmp_path):
    path, keys = crawl
    out = tmp_path / "rows.jsonl"
    first = sorted(keys)[0]
    out.write_text(json.dumps({"key": first, "text": "kept"}) + '\n{"key": "cut-in-the-mi')
    assert main(["extract", str(path), "-o", str(out), "-q", "--resume"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["key"] for r in rows) == sorted(keys)
    assert next(r for r in rows if r["key"] == first)["text"] == "kept"


def test_jsonl_done_keys_tolerates_garbage(tmp_path):
    out = tmp_path / "rows.jsonl"
    out.write_bytes(b'{"key": "a"}\n{"key": "b"}\nnot json\n{"key": "c"}\n')
    assert jsonl_done_keys(out) == {"a", "b"}
    assert out.read_bytes() == b'{"key": "a"}\n{"key": "b"}\n'


def _kill_midway(args: list[str], written) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", PACED_CLI, "extract", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while written() < 4 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert proc.poll() is None, "the run ended before it could be killed"
    proc.kill()
    proc.wait()


def _rows_written(out: Path):
    return lambda: out.read_bytes().count(b"\n") if out.exists() else 0


def test_killed_jsonl_run_resumes_to_exactly_once(crawl, tmp_path):
    path, keys = crawl
    out = tmp_path / "rows.jsonl"
    _kill_midway([str(path), "-o", str(out), "-q", "-j", "2"], _rows_written(out))
    assert 0 < _rows_written(out)() < len(keys)
    assert main(["extract", str(path), "-o", str(out), "-q", "--resume", "-j", "2"]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["key"] for r in rows) == sorted(keys)
    assert all(r["error"] is None and r["title"].startswith("Page") for r in rows)


def test_killed_tree_run_resumes_to_exactly_once(crawl, tmp_path):
    path, keys = crawl
    out = tmp_path / "tree"
    _kill_midway(
        [str(path), "-o", str(out), "-q", "-j", "2", "-f", "md"],
        lambda: len(list(out.rglob("*.md"))),
    )
    assert main(["extract", str(path), "-o", str(out), "-q", "--resume", "-f", "md"]) == 0
    files = list(out.rglob("*"))
    assert len([f for f in files if f.suffix == ".md"]) == len(keys)
    assert not [f for f in files if f.name.endswith(".part")]
    assert all(f.read_text().startswith("# Page") for f in files if f.is_file())


def test_killed_parquet_run_resumes_to_exactly_once(crawl, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet", reason="Parquet output needs pyarrow")
    path, keys = crawl
    out = tmp_path / "rows.parquet"
    args = [str(path), "-o", str(out), "-q", "-j", "2", "--part-rows", "3"]
    _kill_midway(args, lambda: 3 * len(list(out.glob("part-*.parquet"))))
    (out / "part-999999.parquet.tmp").write_bytes(b"PAR1 half a part")
    assert main(["extract", *args, "--resume"]) == 0
    got = pq.read_table(out, columns=["key"]).column("key").to_pylist()
    assert sorted(got) == sorted(keys)
    assert not list(out.glob("*.tmp"))
