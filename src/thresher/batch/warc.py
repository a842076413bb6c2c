"""HTML pages out of WARC / WARC.gz archives, read with FastWARC.

Only ``response`` records with HTTP status 200 and an HTML content type
become pages; each carries its target URI, its HTTP charset and its WARC
record id. A damaged stretch of the archive becomes one error page (so the
batch reports it) and reading resumes at the next record that parses: the
next gzip member in a ``.warc.gz``, the next ``WARC/1.`` line otherwise.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from thresher.batch.httpbody import decode_body
from thresher.batch.page_input import PageInput
from thresher.batch.paths import safe_name_for_url
from thresher.errors import InputError, ThresherError
from thresher.html.load import charset_from_content_type

HTML_TYPES = ("text/html", "application/xhtml+xml")
_GZIP_MAGIC = b"\x1f\x8b\x08"
_WARC_MAGIC = b"WARC/1."


@dataclass
class WarcStats:
    """What one pass over an archive saw."""

    responses: int = 0
    pages: int = 0
    not_ok: int = 0
    not_html: int = 0
    broken: int = 0


def iter_warc_pages(
    path: Path | str,
    relative_root: str,
    *,
    read_payload: bool = True,
    max_bytes: int = 50_000_000,
    stats: WarcStats | None = None,
) -> Iterator[PageInput]:
    """Yield the HTML pages of one archive (and one error page per damaged stretch).

    A missing reader (FastWARC, or fsspec for a URI) is a setup error, not a
    damaged archive: ThresherError before the first page.
    """
    path, stats = str(path), stats or WarcStats()
    require_fastwarc()
    if "://" in path:
        _fsspec(path)
    try:
        with open_archive(path):
            pass
    except Exception as exc:  # a missing file, or a remote one its back end cannot open
        stats.broken += 1
        yield PageInput(
            str(path),
            "warc",
            str(path),
            f"{relative_root}/unreadable",
            error=f"InputError: cannot read {path}: {exc}",
        )
        return
    reader = _RecordReader(path, relative_root, read_payload, max_bytes, stats)
    yield from reader.pages()


class _RecordReader:
    """Walks an archive, re-synchronising after damage."""

    def __init__(
        self, path: str, root: str, read_payload: bool, max_bytes: int, stats: WarcStats
    ) -> None:
        self.path, self.root, self.stats = path, root, stats
        self.read_payload, self.max_bytes = read_payload, max_bytes
        self.compressed = _starts_with(path, _GZIP_MAGIC[:2])

    def pages(self) -> Iterator[PageInput]:
        """Pages of the whole archive; each damaged stretch reported once."""
        start: int | None = 0
        last, reported = -1, False
        while start is not None:
            failure = None
            try:
                for record in _iterate(self.path, start):
                    last = record.stream_pos
                    page = self.page(record)
                    if page is not None:
                        reported = page.error is not None
                        yield page
            except (OSError, ValueError, ThresherError) as exc:
                failure = f"damaged archive: {exc}"
            resume_at = _next_start(self.path, max(last, start) + 1, self.compressed)
            if failure is None and resume_at is not None:
                failure = "a record that does not parse (damaged or truncated)"
            if failure and not reported:
                yield self.broken(resume_at if resume_at is not None else max(last, start), failure)
                reported = True
            start = resume_at

    def page(self, record) -> PageInput | None:
        """The page of one response record, an error page, or None when skipped."""
        if record.record_type != _fastwarc()[1].response:
            return None
        self.stats.responses += 1
        url, record_id = record.headers.get("WARC-Target-URI"), record.record_id
        http = record.http_headers
        if not url or not record_id or http is None:
            return self.broken(record.stream_pos, "response record without URI, id or HTTP headers")
        expected = record.content_length
        content_type = http.get("Content-Type") or ""
        html = content_type.split(";", 1)[0].strip().lower() in HTML_TYPES
        if http.status_code != 200 or not html or not self.read_payload:
            if record.reader.consume() < expected:
                return self.broken(record.stream_pos, "truncated record")
            return self._count_skipped(http.status_code, html, url, record_id, content_type)
        self.stats.pages += 1
        page = self._html_page(url, record_id, content_type)
        return self._with_payload(page, record, http, expected)

    def _count_skipped(
        self, status: int, html: bool, url: str, record_id: str, content_type: str
    ) -> PageInput | None:
        if status != 200:
            self.stats.not_ok += 1
        elif not html:
            self.stats.not_html += 1
        else:  # counting pass: the page, without its bytes
            self.stats.pages += 1
            return self._html_page(url, record_id, content_type)
        return None

    def _html_page(self, url: str, record_id: str, content_type: str) -> PageInput:
        return PageInput(
            f"{self.path}#{record_id}",
            "warc",
            str(self.path),
            f"{self.root}/{safe_name_for_url(url, key=record_id)}",
            url=url,
            record_id=record_id,
            charset=charset_from_content_type(content_type),
        )

    def _with_payload(self, page: PageInput, record, http, expected: int) -> PageInput:
        try:
            body = record.reader.read(self.max_bytes + 1)
            if len(body) < min(expected, self.max_bytes + 1):
                raise InputError(f"truncated record ({len(body)} of {expected} bytes)")
            data = decode_body(
                body, http.get("Transfer-Encoding"), http.get("Content-Encoding"), self.max_bytes
            )
        except (InputError, OSError) as exc:
            return dataclasses.replace(page, error=f"InputError: {exc}")
        return dataclasses.replace(page, data=data)

    def broken(self, offset: int, reason: str) -> PageInput:
        """An error page standing for a damaged record at ``offset``."""
        self.stats.broken += 1
        name = f"{self.path}@{offset}"
        return PageInput(
            name,
            "warc",
            str(self.path),
            f"{self.root}/broken-{offset}",
            error=f"InputError: {reason} (offset {offset})",
        )


def _fastwarc():
    try:
        from fastwarc.warc import ArchiveIterator, WarcRecordType
    except ImportError as exc:
        raise ThresherError(
            f"reading WARC files needs FastWARC, a base dependency of thresher, and it cannot "
            f"be imported ({exc}): the install is broken; pip install fastwarc "
            "(or reinstall thresher)"
        ) from exc
    return ArchiveIterator, WarcRecordType


def require_fastwarc() -> None:
    """ThresherError saying how to repair the install when FastWARC cannot be imported."""
    _fastwarc()


def _fsspec(uri: str):
    try:
        import fsspec
    except ImportError as exc:
        raise ThresherError(
            f"{uri}: reading remote archives needs fsspec ({exc}): pip install 'thresher[remote]'"
        ) from exc
    return fsspec


def require_remote(uri: str) -> None:
    """ThresherError when no installed fsspec back end opens ``uri`` (``s3://``, ``https://``)."""
    fsspec = _fsspec(uri)
    protocol = uri.split("://", 1)[0]
    try:
        fsspec.get_filesystem_class(protocol)
    except ImportError as exc:
        raise ThresherError(
            f"{uri}: fsspec cannot open {protocol}:// ({exc}); "
            "pip install 'thresher[remote]' brings s3fs for s3:// and aiohttp for https://"
        ) from exc
    except ValueError as exc:
        raise ThresherError(f"{uri}: fsspec knows no {protocol}:// file system") from exc


def open_archive(path: str) -> BinaryIO:
    """A seekable binary file: a local path, or a URI fsspec opens (s3://, https://)."""
    if "://" not in path:
        return Path(path).open("rb")
    return _fsspec(path).open(path, "rb").open()


def _iterate(path: str, start: int) -> Iterator:
    archive_iterator, _ = _fastwarc()
    with open_archive(path) as handle:
        handle.seek(start)
        yield from archive_iterator(handle, parse_http=True)


def _starts_with(path: str, magic: bytes) -> bool:
    with open_archive(path) as handle:
        return handle.read(len(magic)) == magic


def _next_start(path: str, offset: int, compressed: bool, chunk: int = 1 << 20) -> int | None:
    """Offset of the next gzip member / ``WARC/1.`` line at or after ``offset``."""
    magic = _GZIP_MAGIC if compressed else _WARC_MAGIC
    with open_archive(path) as handle:
        handle.seek(offset)
        carry = b""
        while block := handle.read(chunk):
            buffer = carry + block
            found = buffer.find(magic)
            if found >= 0:
                return offset - len(carry) + found
            carry = buffer[-(len(magic) - 1) :]
            offset += len(block)
    return None


def count_pages(path: Path | str) -> int:
    """How many pages :func:`iter_warc_pages` yields for ``path`` (headers only)."""
    return sum(1 for _ in iter_warc_pages(path, "", read_payload=False))
