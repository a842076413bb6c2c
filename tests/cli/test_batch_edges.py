"""Items 8, 9, 10 and 11 of issue 28: wget dumps, truncated .gz, closed pipes, failure lists."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from tests.cli.conftest import PAGE

from thresher.cli.main import main

SRC = str(Path(__file__).parents[2] / "src")


def test_html_without_an_html_suffix_is_found_by_its_bytes(tmp_path: Path, capsys) -> None:
    dump = tmp_path / "dump"
    (dump / "blog").mkdir(parents=True)
    (dump / "index.php").write_text(PAGE)
    (dump / "page.asp").write_text("\ufeff  <!DOCTYPE html>" + PAGE)
    (dump / "blog" / "post").write_text(PAGE)
    (dump / "style.css").write_text("body { color: red }")
    (dump / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00<html>")
    out = tmp_path / "out"
    assert main(["extract", str(dump), "-o", str(out), "-q", "-j", "0"]) == 0
    assert "3 pages done" in capsys.readouterr().err
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.txt"))
    assert written == ["blog/post.txt", "index.php.txt", "page.asp.txt"]


def test_a_run_that_finds_no_pages_says_so(tmp_path: Path, capsys) -> None:
    empty = tmp_path / "notes"
    empty.mkdir()
    (empty / "a.css").write_text("p { margin: 0 }")
    assert main(["extract", str(empty), "-q"]) == 1
    assert "no pages found" in capsys.readouterr().err


def test_truncated_gz_gives_what_it_can_with_a_warning(tmp_path: Path, capsys) -> None:
    packed = gzip.compress((PAGE * 3).encode())
    page = tmp_path / "cut.html.gz"
    page.write_bytes(packed[: len(packed) - 12])
    assert main(["extract", str(page)]) == 0
    assert "sleeper routes" in capsys.readouterr().out
    rows = tmp_path / "rows.jsonl"
    assert main(["extract", str(tmp_path), "-o", str(rows), "-q", "-j", "0"]) == 0
    (row,) = [json.loads(line) for line in rows.read_text().splitlines()]
    assert row["error"] is None and "sleeper routes" in row["text"]
    (cut,) = [w for w in row["warnings"] if w.startswith("gzip stream truncated")]
    assert cut.endswith(" bytes of what was there")


def test_a_complete_gz_has_no_truncation_warning(tmp_path: Path) -> None:
    (tmp_path / "whole.html.gz").write_bytes(gzip.compress((PAGE * 3).encode()))
    rows = tmp_path / "rows.jsonl"
    assert main(["extract", str(tmp_path), "-o", str(rows), "-q", "-j", "0"]) == 0
    (row,) = [json.loads(line) for line in rows.read_text().splitlines()]
    assert row["error"] is None and "sleeper routes" in row["text"]
    assert "input was gzip-compressed; decompressed it" in row["warnings"]
    assert not any("truncated" in w or "damaged" in w for w in row["warnings"])


def test_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    pages = tmp_path / "pages"
    pages.mkdir()
    long_page = PAGE.replace(
        "</article>", "<p>" + "More words of the story. " * 2000 + "</p></article>"
    )
    for i in range(20):  # ~1 MB of text: far more than a pipe buffer, so head's exit is felt
        (pages / f"p{i:02}.html").write_text(long_page)
    command = (
        f"{sys.executable} -m thresher.cli.main extract {pages} -q -j 0 | head -1; "
        "exit ${PIPESTATUS[0]}"
    )
    done = subprocess.run(
        ["bash", "-c", command],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": SRC, "PATH": "/usr/bin:/bin"},
        timeout=120,
    )
    assert done.stdout.startswith("==> ")
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
    assert done.returncode == 141


def test_every_failure_is_kept_beside_the_output(tmp_path: Path, capsys, monkeypatch) -> None:
    import thresher.cli.extract as extract_cli

    monkeypatch.setattr(extract_cli, "MAX_PRINTED_ERRORS", 2)
    src = tmp_path / "in"
    src.mkdir()
    for i in range(5):
        (src / f"empty{i}.html").write_text(" ")
    (src / "good.html").write_text(PAGE)
    out = tmp_path / "out"
    assert main(["extract", str(src), "-o", str(out), "-q", "-j", "0"]) == 1
    err = capsys.readouterr().err
    listing = tmp_path / "out.failures.jsonl"
    assert f"every failure is listed in {listing}" in err
    rows = [json.loads(line) for line in listing.read_text().splitlines()]
    assert sorted(Path(r["page"]).name for r in rows) == [f"empty{i}.html" for i in range(5)]
    assert all(r["error"] for r in rows)
    # A clean re-run leaves no stale list behind.
    for i in range(5):
        (src / f"empty{i}.html").unlink()
    assert main(["extract", str(src), "-o", str(out), "-q", "--overwrite", "-j", "0"]) == 0
    assert not listing.exists()


def test_page_files_keep_their_warnings_beside_the_output(tmp_path: Path, capsys) -> None:
    src = tmp_path / "in"
    src.mkdir()
    for name in ("a.html", "b.html"):
        (src / name).write_text(PAGE)
    out = tmp_path / "out"
    args = ["extract", str(src), "-o", str(out), "-f", "txt", "-q", "-j", "0"]
    assert main([*args, "-O", "target_language=de"]) == 0
    listing = tmp_path / "out.warnings.jsonl"
    assert f"2 pages have warnings, listed in {listing}" in capsys.readouterr().err
    rows = [json.loads(line) for line in listing.read_text().splitlines()]
    assert sorted(Path(r["page"]).name for r in rows) == ["a.html", "b.html"]
    assert all("target_language 'de'" in r["warnings"][0] for r in rows)
    # Rows carry their own warnings: JSON Lines output writes no list; a clean re-run none.
    assert main(["extract", str(src), "-o", str(tmp_path / "rows.jsonl"), "-q", "-j", "0"]) == 0
    assert not (tmp_path / "rows.jsonl.warnings.jsonl").exists()
    assert main([*args, "--overwrite"]) == 0
    assert not listing.exists()
