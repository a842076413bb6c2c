"""Bytes or text to a parsed :class:`~thresher.types.Document`, within the options' limits."""

from __future__ import annotations

from dataclasses import replace

from thresher.html.load import decode_keeping_utf8, repair_double_encoding
from thresher.html.parse import parse
from thresher.options import Options
from thresher.types import Document


def load_document(
    data: bytes | str, *, url: str | None = None, options: Options | None = None
) -> Document:
    """Decode and parse page bytes (or text) into a Document, within the limits.

    The Document keeps the bytes given for its markup searches
    (:attr:`~thresher.types.Document.source_utf8`), never text's encoding: no copy of
    the page lives on through the extraction.
    """
    options = options or Options()
    limits = options.limits
    given_text = isinstance(data, str)
    if given_text:
        data = data.encode("utf-8", errors="replace")
        charset = "utf-8"
    else:
        charset = options.http_charset
    decoded, utf8 = decode_keeping_utf8(
        data,
        http_charset=charset,
        max_input_bytes=limits.max_input_bytes,
        on_limit=limits.on_limit,
        name=url or "input",
        cut_within=limits.max_chars,
    )
    if options.repair_mojibake:
        decoded, utf8 = repair_double_encoding(decoded, utf8)
    if given_text and decoded.words_utf8 is not None:
        decoded = replace(decoded, words_utf8=None)
    return parse(decoded, url=url, limits=limits, utf8=utf8)
