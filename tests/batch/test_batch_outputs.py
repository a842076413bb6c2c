"""Outputs: JSON Lines rows, Parquet parts, mirrored trees in every format, path safety."""

from __future__ import annotations

import json

import pytest
from batch_helpers import article, write_warc

from thresher.batch.paths import output_path, safe_name_for_url
from thresher.cli.main import main
from thresher.errors import InputError
from thresher.output import FORMATS, extension

pytest.importorskip("fastwarc", reason="fastwarc (a base dependency) is not importable")

PAGES = {
    "http://news.example/a": article("Alpha").encode(),
    "http://news.example/b?id=2": article("Beta").encode(),
}


@pytest.fixture
def warc(tmp_path):
    path = tmp_path / "crawl.warc.gz"
    ids = write_warc(path, PAGES)
    with path.open("ab") as handle:  # a damaged tail: one error row
        handle.write(b"\x1f\x8b\x08\x00 garbage")
    return path, ids


def test_jsonl_rows(warc, tmp_path):
    path, ids = warc
    out = tmp_path / "rows.jsonl"
    assert main(["extract", str(path), "-o", str(out), "-q", "--markdown", "-j", "2"]) == 1
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    good = {r["url"]: r for r in rows if not r["error"]}
    assert set(good) == set(PAGES)
    alpha = good["http://news.example/a"]
    assert alpha["record_id"] == ids["http://news.example/a"] == alpha["key"]
    assert alpha["title"] == "Alpha" and "opening sentence" in alpha["text"]
    assert alpha["markdown"].startswith("# Alpha") and alpha["method"] == "auto"
    assert "Home" not in alpha["text"]
    (bad,) = [r for r in rows if r["error"]]
    assert bad["error"].startswith("InputError") and bad["text"] is None
    assert list(alpha) == list(bad)  # one schema for every row


def test_parquet_parts(warc, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet", reason="Parquet output needs pyarrow")
    path, ids = warc
    out = tmp_path / "rows.parquet"
    assert main(["extract", str(path), "-o", str(out), "-q"]) == 1
    table = pq.read_table(out)
    assert "markdown" not in table.column_names
    assert table.schema.field("warnings").type.value_type == "string"
    rows = {r["key"]: r for r in table.to_pylist()}
    assert rows[ids["http://news.example/b?id=2"]]["title"] == "Beta"
    assert sum(1 for r in rows.values() if r["error"]) == 1
    assert not list(out.glob("*.tmp"))


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_page_format_mirrors_the_archive(warc, tmp_path, fmt):
    path, _ = warc
    out = tmp_path / "tree"
    assert main(["extract", str(path), "-o", str(out), "-f", fmt, "-q"]) == 1
    files = sorted(out.rglob(f"*{extension(fmt)}"))
    assert len(files) == 2 and all(f.parent == out / "crawl" for f in files)
    assert any("Alpha" in f.read_text() for f in files)


def test_existing_files_are_kept_unless_overwrite(tmp_path, capsys):
    src = tmp_path / "in"
    src.mkdir()
    (src / "a.html").write_text(article("First"))
    out = tmp_path / "out"
    assert main(["extract", str(src), "-o", str(out), "-q"]) == 0
    (src / "a.html").write_text(article("Second"))
    capsys.readouterr()
    # Said once, before any page runs (issue 28, item 11), not once per page.
    assert main(["extract", str(src), "-o", str(out), "-q"]) == 2
    err = capsys.readouterr().err
    assert "already holds outputs" in err and "--overwrite" in err and "--resume" in err
    assert "failed" not in err
    assert "First" in (out / "a.txt").read_text()
    assert main(["extract", str(src), "-o", str(out), "-q", "--overwrite"]) == 0
    assert "Second" in (out / "a.txt").read_text()
    rows = tmp_path / "rows.jsonl"
    assert main(["extract", str(src), "-o", str(rows), "-q"]) == 0
    assert main(["extract", str(src), "-o", str(rows), "-q"]) == 2  # refuses to append


@pytest.mark.parametrize(
    "url",
    [
        "http://evil.example/../../../etc/passwd",
        "http://evil.example/%2e%2e/%2e%2e/x",
        "http://evil.example/" + "a/" * 300,
        "http://evil.example/\x00nul?q=/../../x",
        "http://[::1]/..\\..\\win",
    ],
)
def test_names_from_urls_stay_inside_the_output(tmp_path, url):
    name = safe_name_for_url(url)
    assert "/" not in name and "\\" not in name and ".." not in name and len(name) < 140
    target = output_path(tmp_path, f"crawl/{name}", ".txt")
    assert tmp_path.resolve() in target.parents


def test_output_path_refuses_escapes(tmp_path):
    assert output_path(tmp_path, "../../x", ".txt") == tmp_path.resolve() / "x.txt"
    (tmp_path / "link").symlink_to("/tmp")
    with pytest.raises(InputError):
        output_path(tmp_path, "link/x", ".txt")


def test_warc_record_names_are_unique_per_capture(tmp_path):
    path = tmp_path / "twice.warc"
    from thresher.batch.warcwrite import HttpResponse, WarcFileWriter

    with WarcFileWriter(path) as writer:
        for title in ("Old", "New"):  # two captures of one URL
            writer.write_response(HttpResponse("http://s.example/", article(title).encode()))
    out = tmp_path / "out"
    assert main(["extract", str(path), "-o", str(out), "-q"]) == 0
    texts = sorted(f.read_text().split("\n")[0] for f in (out / "twice").iterdir())
    assert len(texts) == 2
