"""Sources: files, directories, URL lists and WARC archives (HTML only, broken records)."""

from __future__ import annotations

import gzip

import pytest
from batch_helpers import article, write_warc

from thresher.batch.httpbody import dechunk, decode_body
from thresher.batch.sources import InputPlan, read_input, read_url_list
from thresher.batch.warc import WarcStats, iter_warc_pages
from thresher.batch.warcwrite import HttpResponse, WarcFileWriter, http_block, warc_record
from thresher.errors import InputError

pytest.importorskip("fastwarc", reason="fastwarc (a base dependency) is not importable")


def test_directory_plain_and_gz_files(tmp_path):
    (tmp_path / "d" / "sub").mkdir(parents=True)
    (tmp_path / "d" / "a.html").write_text(article("A"))
    with gzip.open(tmp_path / "d" / "sub" / "b.htm.gz", "wt") as handle:
        handle.write(article("B"))
    (tmp_path / "d" / "skip.txt").write_text("not a page")
    plan = InputPlan((str(tmp_path / "d"),))
    pages = list(plan.pages())
    assert [p.relative for p in pages] == ["a", "sub/b"]
    assert plan.count() == 2 and not plan.single
    # Read as it is: extraction decompresses it (best effort, issue 28 item 9).
    assert b"<h1>B</h1>" in gzip.decompress(read_input(pages[1])[0])


def test_url_list_skips_comments_and_blanks(tmp_path):
    listing = tmp_path / "urls.txt"
    listing.write_text("# crawl list\n\nhttp://a.example/x#frag\n  https://b.example/  \n# end\n")
    assert read_url_list(str(listing)) == ["http://a.example/x#frag", "https://b.example/"]
    pages = list(InputPlan(urls=tuple(read_url_list(str(listing)))).pages())
    assert [p.kind for p in pages] == ["url", "url"]
    assert all("/" not in p.relative for p in pages)


def test_warc_keeps_html_200_only_with_uri_charset_and_id(tmp_path):
    path = tmp_path / "crawl.warc.gz"
    html = article("Caf\u00e9").encode("cp1252")
    extra = [
        HttpResponse("http://a.example/logo.png", b"\x89PNG\r\n", "image/png"),
        HttpResponse("http://a.example/gone", b"<html>gone</html>", status=404),
        HttpResponse("http://a.example/x.xhtml", article("X").encode(), "application/xhtml+xml"),
        HttpResponse("http://a.example/latin", html, "text/html; charset=windows-1252"),
    ]
    ids = write_warc(path, {"http://a.example/1": article("One").encode()}, extra=extra)
    stats = WarcStats()
    pages = list(iter_warc_pages(path, "crawl", stats=stats))
    assert [p.url for p in pages] == [
        "http://a.example/1",
        "http://a.example/x.xhtml",
        "http://a.example/latin",
    ]
    assert pages[0].record_id == ids["http://a.example/1"] and pages[0].key == pages[0].record_id
    assert pages[2].charset == "windows-1252" and pages[2].data == html
    assert (stats.pages, stats.not_html, stats.not_ok, stats.broken) == (3, 1, 1, 0)
    assert all(p.relative.startswith("crawl/a.example_") for p in pages)


def test_warc_broken_records_become_errors_and_reading_goes_on(tmp_path):
    for name in ("broken.warc", "broken.warc.gz"):
        path = tmp_path / name
        with WarcFileWriter(path) as writer:
            writer.write_response(HttpResponse("http://a.example/1", article("One").encode()))
            writer.write_raw(
                b"WARC/1.1\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\nzz\r\n\r\n"
            )
            writer.write_raw(b"\x1f\x8b\x08\x00 this is no gzip member and no WARC record\r\n")
            writer.write_response(HttpResponse("http://a.example/2", article("Two").encode()))
        pages = list(iter_warc_pages(path, "b"))
        good = [p.url for p in pages if not p.error]
        assert good == ["http://a.example/1", "http://a.example/2"], name
        errors = [p.error for p in pages if p.error]
        assert errors and all(e.startswith("InputError") for e in errors)


def test_truncated_warc_reports_the_cut_record(tmp_path):
    path = tmp_path / "cut.warc"
    write_warc(
        path,
        {
            "http://a.example/1": article("One").encode(),
            "http://a.example/2": article("Two").encode(),
        },
    )
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 400])
    pages = list(iter_warc_pages(path, "cut"))
    assert pages[0].url == "http://a.example/1" and not pages[0].error
    assert pages[-1].error


def test_http_body_encodings():
    body = article("Z").encode()
    assert decode_body(gzip.compress(body), None, "gzip", 10**6) == body
    assert decode_body(b"4\r\nabcd\r\n2\r\nef\r\n0\r\n\r\n", "chunked", None, 100) == b"abcdef"
    assert dechunk(b"not chunked") == b"not chunked"
    assert decode_body(body, None, "gzip", 10**6) == body  # stored decoded, header kept
    with pytest.raises(InputError):
        decode_body(b"\x1f\x8b\x08broken", None, "gzip", 100)
    with pytest.raises(InputError):
        decode_body(body, None, "compress", 100)


def test_hand_made_record_round_trips(tmp_path):
    block = http_block(HttpResponse("http://h.example/", b"<p>Hi there.</p>"))
    (tmp_path / "one.warc").write_bytes(warc_record("response", block, url="http://h.example/"))
    (page,) = iter_warc_pages(tmp_path / "one.warc", "one")
    assert page.data == b"<p>Hi there.</p>" and page.url == "http://h.example/"


def test_plan_single_and_missing(tmp_path):
    page = tmp_path / "a.html"
    page.write_text(article("A"))
    assert InputPlan((str(page),)).single
    warc = tmp_path / "a.warc"
    write_warc(warc, {"http://a.example/": b"<p>x</p>"})
    assert not InputPlan((str(warc),)).single
    with pytest.raises(InputError):
        InputPlan((str(tmp_path / "nope.html"),)).check()


def test_remote_archive_through_fsspec(tmp_path):
    fsspec = pytest.importorskip("fsspec", reason="remote archives need fsspec")
    local = tmp_path / "remote.warc.gz"
    write_warc(local, {"http://r.example/": article("Remote").encode()})
    fsspec.filesystem("memory").pipe("/crawls/remote.warc.gz", local.read_bytes())
    plan = InputPlan(("memory://crawls/remote.warc.gz",))
    plan.check()
    (page,) = plan.pages()
    assert page.url == "http://r.example/" and page.relative.startswith("remote/")
    (missing,) = iter_warc_pages("memory://crawls/none.warc.gz", "none")
    assert missing.error.startswith("InputError: cannot read")
