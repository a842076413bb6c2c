"""A small WARC 1.1 writer: response records with real HTTP headers.

Used by the benchmarks (a WARC built from the shared datasets) and by the
tests (tiny archives with HTML, non-HTML and broken records). Each record is
written as its own gzip member when compressing, as crawlers do, so a reader
can seek to any record.
"""

from __future__ import annotations

import gzip
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO

_REASONS = {200: "OK", 301: "Moved Permanently", 404: "Not Found", 500: "Internal Server Error"}


@dataclass(frozen=True)
class HttpResponse:
    """One HTTP response to archive: target URI, status, headers and body."""

    url: str
    body: bytes
    content_type: str = "text/html; charset=utf-8"
    status: int = 200
    extra_headers: tuple[tuple[str, str], ...] = ()


def new_record_id() -> str:
    """A fresh ``<urn:uuid:…>`` WARC record id."""
    return f"<urn:uuid:{uuid.uuid4()}>"


def http_block(response: HttpResponse) -> bytes:
    """The ``application/http`` block: status line, headers, blank line, body."""
    reason = _REASONS.get(response.status, "Status")
    headers = [
        f"HTTP/1.1 {response.status} {reason}",
        f"Content-Type: {response.content_type}",
        f"Content-Length: {len(response.body)}",
        "Server: thresher-warcwrite",
        *(f"{name}: {value}" for name, value in response.extra_headers),
    ]
    return ("\r\n".join(headers) + "\r\n\r\n").encode("latin-1") + response.body


def warc_record(
    record_type: str,
    block: bytes,
    *,
    url: str | None = None,
    content_type: str = "application/http; msgtype=response",
    record_id: str | None = None,
    date: datetime | None = None,
) -> bytes:
    """One uncompressed WARC record (headers, block, the two closing CRLFs)."""
    stamp = (date or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    headers = ["WARC/1.1", f"WARC-Type: {record_type}", f"WARC-Date: {stamp}"]
    headers.append(f"WARC-Record-ID: {record_id or new_record_id()}")
    if url:
        headers.append(f"WARC-Target-URI: {url}")
    headers += [f"Content-Type: {content_type}", f"Content-Length: {len(block)}"]
    return ("\r\n".join(headers) + "\r\n\r\n").encode("utf-8") + block + b"\r\n\r\n"


class WarcFileWriter:
    """Append records to a ``.warc`` or ``.warc.gz`` file (one gzip member each)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.compress = self.path.name.endswith(".gz")
        self._handle: BinaryIO = self.path.open("wb")

    def write_raw(self, record: bytes) -> None:
        """Write one already-serialised record (or deliberately broken bytes)."""
        self._handle.write(gzip.compress(record, 6) if self.compress else record)

    def write_response(self, response: HttpResponse, record_id: str | None = None) -> str:
        """Write a request-less response record; return its record id."""
        rid = record_id or new_record_id()
        self.write_raw(
            warc_record("response", http_block(response), url=response.url, record_id=rid)
        )
        return rid

    def write_warcinfo(self, software: str = "thresher") -> None:
        """Write the leading ``warcinfo`` record."""
        block = f"software: {software}\r\nformat: WARC File Format 1.1\r\n".encode()
        self.write_raw(warc_record("warcinfo", block, content_type="application/warc-fields"))

    def close(self) -> None:
        """Close the file."""
        self._handle.close()

    def __enter__(self) -> WarcFileWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
