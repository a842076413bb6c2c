"""URL lists against a local HTTP server: one cleaned page per URL, failures logged."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from batch_helpers import article

from thresher.catalog import is_available
from thresher.cli.main import main

ROUTES = {
    "/news/a.html": (200, "text/html; charset=utf-8", article("Alpha").encode()),
    "/news/b": (200, "text/html; charset=windows-1252", article("B\u00eata").encode("cp1252")),
    "/logo.png": (200, "image/png", b"\x89PNG\r\n\x1a\n"),
    "/gone": (404, "text/html", b"<html><body>Not here</body></html>"),
}


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path == "/moved":
            self.send_response(301)
            self.send_header("Location", "/news/a.html")
            self.end_headers()
            return
        status, ctype, body = ROUTES.get(self.path, (404, "text/plain", b"no"))
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _url_list(tmp_path, base: str):
    listing = tmp_path / "urls.txt"
    listing.write_text(
        "# pages to clean\n"
        f"{base}/news/a.html\n\n"
        f"{base}/news/b\n"
        f"{base}/moved\n"
        f"{base}/logo.png\n"
        f"{base}/gone\n"
        "file:///etc/passwd\n"
        f"{base}/../../etc/passwd\n"
    )
    return listing


@pytest.mark.skipif(not is_available("roles"), reason="the roles method is not available")
def test_roles_url_list_writes_one_cleaned_page_per_url(server, tmp_path, capsys):
    out = tmp_path / "out"
    listing = _url_list(tmp_path, server)
    code = main(
        [
            "extract",
            "--method",
            "roles",
            "--urls",
            str(listing),
            "-o",
            str(out),
            "-f",
            "page",
            "-q",
            "-j",
            "2",
        ]
    )
    assert code == 1
    pages = sorted(out.iterdir())
    assert all(p.parent == out and p.name.startswith("127.0.0.1_") for p in pages)
    texts = [p.read_text() for p in pages]
    assert len(pages) == 3  # a.html, b, and the redirect to a.html
    assert sum("Alpha" in t for t in texts) == 2 and any("B\u00eata" in t for t in texts)
    assert all("<nav" not in t for t in texts)
    err = capsys.readouterr().err
    assert "HTTP status 404" in err and "is not HTML" in err
    assert "only http and https" in err
    assert "3 pages done, 4 failed" in err


def test_url_list_to_jsonl(server, tmp_path):
    import json

    out = tmp_path / "rows.jsonl"
    listing = _url_list(tmp_path, server)
    assert main(["extract", "--urls", str(listing), "-o", str(out), "-q"]) == 1
    rows = {r["key"]: r for r in map(json.loads, out.read_text().splitlines())}
    assert len(rows) == 7
    assert rows[f"{server}/news/b"]["title"] == "B\u00eata"
    assert rows[f"{server}/moved"]["url"] == f"{server}/news/a.html"
    assert rows["file:///etc/passwd"]["error"].startswith("FetchError")
