"""A reader an input needs is checked before anything runs (issue 28 item 3).

A remote archive without fsspec (or its scheme's back end), or a WARC input
when FastWARC cannot be imported, exits 2 with a message naming what to
install, and no page is processed.
"""

from __future__ import annotations

import sys

import pytest
from batch_helpers import article, write_warc

from thresher.batch.sources import InputPlan
from thresher.batch.warc import iter_warc_pages
from thresher.cli.main import main
from thresher.errors import ThresherError


@pytest.fixture
def inputs(tmp_path):
    """A directory with one HTML page and one WARC archive."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.html").write_text(article("Alpha"))
    write_warc(folder / "crawl.warc.gz", {"http://b.example/": article("Beta").encode()})
    return folder


def _without(monkeypatch, *modules: str) -> None:
    """Make ``import module`` fail for each of ``modules`` (as when not installed)."""
    for name in modules:
        monkeypatch.setitem(sys.modules, name, None)


def _refused(argv: list[str], out, capsys) -> str:
    """Run the CLI, assert exit 2 with nothing written, and return stderr."""
    assert main(argv) == 2
    assert not out.exists()
    return capsys.readouterr().err


def test_remote_archive_without_fsspec_exits_2_before_anything(
    inputs, tmp_path, monkeypatch, capsys
):
    _without(monkeypatch, "fsspec")
    out = tmp_path / "out"
    argv = ["extract", str(inputs / "a.html"), "s3://bucket/crawl.warc.gz", "-o", str(out)]
    err = _refused(argv, out, capsys)
    assert "reading remote archives needs fsspec" in err
    assert "pip install 'thresher[remote]'" in err


def test_remote_archive_without_its_back_end_exits_2(inputs, tmp_path, monkeypatch, capsys):
    fsspec = pytest.importorskip("fsspec")
    if "s3" in fsspec.registry:
        pytest.skip("s3fs is already registered in this process")
    _without(monkeypatch, "s3fs")
    out = tmp_path / "out"
    err = _refused(["extract", "s3://bucket/crawl.warc.gz", "-o", str(out)], out, capsys)
    assert "fsspec cannot open s3://" in err and "thresher[remote]" in err


def test_unknown_scheme_exits_2(tmp_path, capsys):
    pytest.importorskip("fsspec")
    out = tmp_path / "out"
    err = _refused(["extract", "nosuch://bucket/crawl.warc", "-o", str(out)], out, capsys)
    assert "fsspec knows no nosuch:// file system" in err


def test_missing_fastwarc_is_a_broken_install_exit_2(inputs, tmp_path, monkeypatch, capsys):
    _without(monkeypatch, "fastwarc", "fastwarc.warc")
    out = tmp_path / "out"
    err = _refused(["extract", str(inputs), "-o", str(out)], out, capsys)
    assert "FastWARC, a base dependency of thresher" in err
    assert "the install is broken; pip install fastwarc" in err
    assert "thresher[warc]" not in err and "damaged archive" not in err


def test_missing_fastwarc_is_raised_not_a_damaged_archive(inputs, monkeypatch):
    _without(monkeypatch, "fastwarc", "fastwarc.warc")
    with pytest.raises(ThresherError, match="pip install fastwarc"):
        next(iter_warc_pages(inputs / "crawl.warc.gz", "crawl"))


def test_missing_fastwarc_does_not_block_html_only_inputs(inputs, monkeypatch):
    _without(monkeypatch, "fastwarc", "fastwarc.warc")
    (inputs / "crawl.warc.gz").unlink()
    plan = InputPlan((str(inputs),))
    plan.check()
    assert [p.relative for p in plan.pages()] == ["a"]
