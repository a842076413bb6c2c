"""Undo HTTP transfer and content encodings of an archived response body.

Crawlers differ: some store the body as it came over the wire (chunked,
gzip), others store it decoded but keep the headers. Decoding is therefore
lenient: a body that does not look encoded as declared is kept as it is.
"""

from __future__ import annotations

import zlib

from thresher.errors import InputError

_GZIP_MAGIC = b"\x1f\x8b"


def decode_body(
    body: bytes, transfer_encoding: str | None, content_encoding: str | None, max_bytes: int
) -> bytes:
    """The page bytes of an HTTP body; InputError when a declared coding is broken."""
    if transfer_encoding and "chunked" in transfer_encoding.lower():
        body = dechunk(body)
    coding = (content_encoding or "").strip().lower()
    if coding in ("", "identity", "none"):
        return body
    if coding in ("gzip", "x-gzip"):
        return _inflate(body, 16 + zlib.MAX_WBITS, max_bytes) if body[:2] == _GZIP_MAGIC else body
    if coding == "deflate":
        return _deflate(body, max_bytes)
    if coding == "br":
        return _brotli(body)
    raise InputError(f"unsupported Content-Encoding {content_encoding!r}")


def dechunk(body: bytes) -> bytes:
    """Join the chunks of a chunked body; the body itself when it is not chunked."""
    out, pos = [], 0
    while pos < len(body):
        end = body.find(b"\r\n", pos)
        if end < 0:
            return body
        size_field = body[pos:end].split(b";", 1)[0].strip()
        try:
            size = int(size_field, 16)
        except ValueError:
            return body
        if size == 0:
            return b"".join(out)
        out.append(body[end + 2 : end + 2 + size])
        pos = end + 2 + size + 2
    return b"".join(out)


def _inflate(body: bytes, wbits: int, max_bytes: int) -> bytes:
    try:
        inflater = zlib.decompressobj(wbits)
        return inflater.decompress(body, max_bytes + 1)
    except zlib.error as exc:
        raise InputError(f"broken compressed body: {exc}") from exc


def _deflate(body: bytes, max_bytes: int) -> bytes:
    try:
        return _inflate(body, zlib.MAX_WBITS, max_bytes)
    except InputError:
        return _inflate(body, -zlib.MAX_WBITS, max_bytes)


def _brotli(body: bytes) -> bytes:
    try:
        import brotli
    except ImportError as exc:
        raise InputError("brotli-encoded body and the brotli package is not installed") from exc
    try:
        return brotli.decompress(body)
    except brotli.error as exc:
        raise InputError(f"broken brotli body: {exc}") from exc
