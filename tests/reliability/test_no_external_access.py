"""Parsing reads nothing but the bytes it is given: no DTD, no external entity, no network."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hostile import xml_entities
from lxml import etree

import thresher
from thresher.output import FORMATS, render

SECRET = "TOP-SECRET-7f3a9c-never-read-me"


class _Listener:
    """A TCP listener on 127.0.0.1 that counts the connections it receives."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self.running = True
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while self.running:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            conn.close()

    def close(self) -> None:
        self.running = False
        self.thread.join()
        self.sock.close()


@pytest.fixture
def listener() -> Iterator[_Listener]:
    server = _Listener()
    yield server
    server.close()


@pytest.fixture
def secret_file(tmp_path: Path) -> Path:
    path = tmp_path / "secret.txt"
    path.write_text(SECRET + "\n", encoding="utf-8")
    return path


def _everything(result: thresher.Extraction) -> str:
    parts = [render(result, fmt) for fmt in FORMATS]
    parts.append("\n".join(b.text for b in result.blocks))
    assert result.document is not None
    parts.append(etree.tostring(result.document.tree, encoding="unicode"))
    return "\n".join(parts)


def test_system_entity_is_not_read(secret_file: Path) -> None:
    page = xml_entities(str(secret_file))
    assert f"file://{secret_file}" in page
    result = thresher.extract(page.encode(), url="https://example.org/x")
    assert "a real sentence" in result.text
    assert SECRET not in _everything(result)


def test_internal_entities_are_not_expanded() -> None:
    result = thresher.extract(xml_entities().encode())
    everything = _everything(result)
    assert "INTERNAL-EXPANDED" not in everything
    assert "lollol" not in everything  # no billion-laughs expansion


def _network_page(port: int, secret: Path) -> str:
    base = f"http://127.0.0.1:{port}"
    return (
        f'<?xml version="1.0"?>\n<!DOCTYPE html SYSTEM "{base}/html.dtd" [\n'
        f'  <!ENTITY % remote SYSTEM "{base}/evil.dtd"> %remote;\n'
        f'  <!ENTITY web SYSTEM "{base}/entity">\n'
        f'  <!ENTITY local SYSTEM "file://{secret}">\n]>\n'
        '<html xmlns:xi="http://www.w3.org/2001/XInclude"><head>'
        f'<link rel="stylesheet" href="{base}/style.css"><base href="{base}/">'
        f'<script src="{base}/app.js"></script></head><body>'
        f"<p>Entities: &web; &local; and a sentence that is real.</p>"
        f'<xi:include href="file://{secret}" parse="text"/>'
        f'<img src="{base}/img.png" alt="picture"><iframe src="file://{secret}"></iframe>'
        f'<object data="file://{secret}"></object><embed src="{base}/movie.swf">'
        f'<svg><image href="{base}/pic.svg"/></svg></body></html>'
    )


@pytest.mark.parametrize("as_text", [False, True])
def test_no_network_and_no_local_file(listener: _Listener, secret_file: Path, as_text: bool):
    page = _network_page(listener.port, secret_file)
    data = page if as_text else page.encode()
    ran = []
    for method in thresher.method_names():
        if method == "template":  # learns from many pages of one site
            continue
        result = thresher.extract(data, url="https://example.org/a", method=method)
        assert SECRET not in _everything(result), method
        ran.append(method)
    assert {"auto", "sentences"} <= set(ran)
    thresher.load_document(data)
    assert listener.connections == 0
