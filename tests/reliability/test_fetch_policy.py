"""Fetching under policy, against a local server the test starts on 127.0.0.1."""

from __future__ import annotations

import gzip
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from thresher.cli.main import main
from thresher.errors import FetchError
from thresher.fetch import FetchPolicy, check_url, fetch

PAGE = b"<html><body><p>A page served by the test server, with a real sentence.</p></body></html>"
SECRET = "LOCAL-SECRET-5b1e-never-fetch-me"
FAST = FetchPolicy(connect_timeout_s=2, read_timeout_s=1, total_timeout_s=3, max_bytes=1_000_000)
# The size caps' own policy: its timeouts are long, so that a busy machine's slow server
# can only show the cap under test, never a timeout.
PATIENT = FetchPolicy(
    connect_timeout_s=10, read_timeout_s=20, total_timeout_s=60, max_bytes=1_000_000
)


class _Handler(BaseHTTPRequestHandler):
    """Routes: /ok /cp1251 /loop /chain/N /to-file /to-ftp /huge /declared-huge
    /bomb /image /missing /drip /hang."""

    def log_message(self, *args: object) -> None:
        pass

    def _send(self, status: int, body: bytes = b"", headers: dict | None = None) -> None:
        self.send_response(status)
        for key, value in (headers or {"Content-Type": "text/html"}).items():
            self.send_header(key, value)
        if "Content-Length" not in (headers or {}):
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _redirect(self, location: str) -> None:
        self._send(302, headers={"Location": location, "Content-Length": "0"})

    def do_GET(self) -> None:
        path = self.path
        if path == "/ok":
            self._send(200, PAGE)
        elif path == "/cp1251":
            body = "<p>Съешь же ещё этих мягких булок.</p>".encode("cp1251")
            self._send(200, body, {"Content-Type": "text/html; charset=windows-1251"})
        elif path == "/loop":
            self._redirect("/loop")
        elif path.startswith("/chain/"):
            left = int(path.rsplit("/", 1)[1])
            self._redirect(f"/chain/{left - 1}") if left else self._send(200, PAGE)
        elif path == "/to-file":
            self._redirect(f"file://{self.server.secret}")  # type: ignore[attr-defined]
        elif path == "/to-ftp":
            self._redirect("ftp://127.0.0.1/page.html")
        elif path == "/huge":
            self._stream(b"<p>" + b"x" * 65_536, 200)
        elif path == "/declared-huge":
            self._send(200, b"", {"Content-Type": "text/html", "Content-Length": "10000000000"})
        elif path == "/bomb":
            body = self.server.bomb  # type: ignore[attr-defined]
            self._send(200, body, {"Content-Type": "text/html", "Content-Encoding": "gzip"})
        elif path == "/image":
            self._send(200, b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, {"Content-Type": "image/png"})
        elif path == "/missing":
            self._send(404, b"not here")
        elif path == "/drip":
            self._stream(b"<", 100, pause=0.2)
        elif path == "/hang":
            time.sleep(3)
        else:
            self._send(404)

    def _stream(self, chunk: bytes, count: int, pause: float = 0.0) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        try:
            for _ in range(count):
                self.wfile.write(chunk)
                self.wfile.flush()
                time.sleep(pause)
        except OSError:  # the client hung up, as it should
            pass


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    secret = tmp_path_factory.mktemp("fetch") / "secret.html"
    secret.write_text(f"<p>{SECRET}</p>", encoding="utf-8")
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    httpd.secret = str(secret)  # type: ignore[attr-defined]
    httpd.bomb = gzip.compress(b"<p>" + b"a" * 30_000_000, 9)  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _refused(url: str, *words: str, policy: FetchPolicy = FAST) -> str:
    with pytest.raises(FetchError) as caught:
        fetch(url, policy)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(url.split("?")[0]), message
    for word in words:
        assert word in message, message
    return message


def test_ok_and_charset(server: str) -> None:
    page = fetch(f"{server}/ok", FAST)
    assert page.data == PAGE and page.url == f"{server}/ok"
    assert fetch(f"{server}/cp1251", FAST).charset == "windows-1251"


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "ftp://example.org/x",
        "/etc/passwd",
        "javascript:alert(1)",
        "http://",
        "http://[::1",
        "http://host:99999/",
        "data:text/html,<p>x</p>",
    ],
)
def test_only_http_and_https(url: str) -> None:
    with pytest.raises(FetchError) as caught:
        check_url(url)
    assert str(caught.value).startswith(url) and "\n" not in str(caught.value)


def test_redirects_are_capped_and_each_hop_checked(server: str) -> None:
    _refused(f"{server}/loop", "redirects")
    assert fetch(f"{server}/chain/5", FAST).data == PAGE
    _refused(f"{server}/chain/6", "more than 5 redirects")
    _refused(f"{server}/to-file", "only http and https")
    _refused(f"{server}/to-ftp", "only http and https")


def test_size_caps(server: str) -> None:
    _refused(f"{server}/huge", "max_bytes", policy=PATIENT)
    _refused(f"{server}/declared-huge", "max_bytes", policy=PATIENT)
    _refused(f"{server}/bomb", "max_bytes", policy=PATIENT)  # capped after decompression


def test_type_and_status(server: str) -> None:
    _refused(f"{server}/image", "not HTML")
    _refused(f"{server}/missing", "404")


def test_timeouts(server: str) -> None:
    started = time.monotonic()
    _refused(f"{server}/drip", "longer than 3 s")
    _refused(f"{server}/hang", "Timeout")
    assert time.monotonic() - started < 20  # generous: the machine may be busy
    _refused("http://127.0.0.1:9/closed-port")


def test_url_list_never_reads_local_files(server: str, tmp_path: Path) -> None:
    secret = tmp_path / "secret.html"
    secret.write_text(f"<p>{SECRET} is a sentence in a local file.</p>", encoding="utf-8")
    urls = tmp_path / "urls.txt"
    lines = [
        f"file://{secret}",
        str(secret),
        f"{server}/to-file",
        "ftp://127.0.0.1/x",
        f"{server}/ok",
    ]
    urls.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    code = main(["extract", "--urls", str(urls), "-o", str(out), "-f", "txt", "-q", "-j", "0"])
    assert code == 1  # some pages failed, the batch went on
    written = [p.read_text(encoding="utf-8") for p in out.rglob("*") if p.is_file()]
    assert any("real sentence" in text for text in written)
    assert not any(SECRET in text for text in written)
