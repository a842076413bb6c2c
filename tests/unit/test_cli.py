"""The command line on files, directories and stdin."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from thresher.cli.main import main

ARTICLE = (
    "<html><head><title>T</title></head><body><nav class='menu'><a href='/'>Home</a> "
    "<a href='/news'>News</a> <a href='/sport'>Sport</a> <a href='/about'>About</a></nav>"
    "<p>This is the first sentence of a real article body here.</p>"
    "<p>And a second sentence follows it with more words.</p></body></html>"
)


def test_extract_file_to_stdout(tmp_path, capsys):
    page = tmp_path / "a.html"
    page.write_text(ARTICLE)
    assert main(["extract", str(page)]) == 0
    out = capsys.readouterr().out
    assert "first sentence of a real article" in out and "Home" not in out


def test_extract_directory_mirrors_tree(tmp_path):
    src = tmp_path / "in"
    (src / "sub").mkdir(parents=True)
    (src / "a.html").write_text(ARTICLE)
    (src / "sub" / "b.htm").write_text(ARTICLE)
    with gzip.open(src / "sub" / "c.html.gz", "wt") as handle:
        handle.write(ARTICLE)
    (src / "notes.txt").write_text("ignored")
    out = tmp_path / "out"
    assert main(["extract", str(src), "-o", str(out), "-f", "md", "-q"]) == 0
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert written == ["a.md", "sub/b.md", "sub/c.md"]
    assert "first sentence of a real article" in (out / "sub" / "c.md").read_text()


def test_failing_page_is_reported_and_batch_goes_on(tmp_path, capsys):
    src = tmp_path / "in"
    src.mkdir()
    (src / "good.html").write_text(ARTICLE)
    (src / "empty.html").write_text("   ")
    out = tmp_path / "out"
    assert main(["extract", str(src), "-o", str(out), "-q"]) == 1
    assert (out / "good.txt").exists() and not (out / "empty.txt").exists()
    assert "empty.html" in capsys.readouterr().err


def test_stdin_json_via_subprocess():
    proc = subprocess.run(
        [sys.executable, "-m", "thresher.cli.main", "extract", "-", "-f", "json"],
        input=ARTICLE.encode(),
        capture_output=True,
        check=True,
    )
    record = json.loads(proc.stdout)
    assert "first sentence" in record["text"] and record["title"] == "T"


def test_methods_subcommand(capsys):
    assert main(["methods"]) == 0
    assert "sentences" in capsys.readouterr().out


def test_method_option_flag(tmp_path, capsys):
    page = tmp_path / "a.html"
    page.write_text("<p>Short one.</p><p>Another line of text that is long enough.</p>")
    assert main(["extract", str(page), "-m", "sentences", "-O", "min_sentence_words=1"]) == 0
    assert "Short one." in capsys.readouterr().out


def test_missing_input_is_a_clear_error(capsys):
    assert main(["extract", str(Path("/nonexistent/page.html"))]) == 2
    assert "no such file" in capsys.readouterr().err
