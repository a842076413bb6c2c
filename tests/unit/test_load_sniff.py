"""The binary sniff of ``load``: its one-match test of the signature table finds a
signature exactly where the table's loop does, and whitespace-only heads are empty."""

from __future__ import annotations

import random

import pytest

from thresher.errors import BinaryInputError, EmptyInputError
from thresher.html import load


def _loop_finds(head: bytes) -> bool:
    """The table read entry by entry (the definition)."""
    return any(head.startswith(magic, offset) for offset, magic, _ in load._MAGIC)


def test_the_signature_pattern_matches_where_the_table_does() -> None:
    rng = random.Random(41)
    heads = [b"", b"<html>", b"\n" * 20]
    for offset, magic, _ in load._MAGIC:
        for cut in range(len(magic) + 1):
            for before in (b"", b"x", b"\n" * offset, rng.randbytes(offset)):
                heads.append(before + magic[:cut] + b"<p>rest")
                heads.append(before + magic[:cut])
    heads += [rng.randbytes(rng.randint(0, 12)) for _ in range(20000)]
    heads += [bytes([a, b, c]) + b"ftyp" for a in (0, 10, 255) for b in (0, 10) for c in (0, 1)]
    for head in heads:
        assert (load._ANY_MAGIC.match(head) is not None) is _loop_finds(head), head


@pytest.mark.parametrize(("offset", "magic", "what"), load._MAGIC)
def test_each_signature_is_named(offset: int, magic: bytes, what: str) -> None:
    data = b"\x00" * offset + magic + b"<html><body><p>text</p></body></html>"
    with pytest.raises(BinaryInputError, match=what.replace("(", r"\(").replace(")", r"\)")):
        load.decode(data)


def test_the_whitespace_test_is_the_strip_test() -> None:
    """``not head or head.isspace()`` (no copy) tells what ``not head.strip()`` does."""
    rng = random.Random(42)
    pieces = [bytes([value]) for value in range(256)]
    heads = [b"", *pieces, *(piece * 3 for piece in pieces)]
    spaces = [b" ", b"\t", b"\n", b"\r", b"\x0b", b"\x0c", b"\x1c", b"\x85", b"\xa0", b"a"]
    heads += [b"".join(rng.choices(spaces, k=rng.randint(1, 8))) for _ in range(5000)]
    for head in heads:
        assert (not head or head.isspace()) is (not head.strip()), head


@pytest.mark.parametrize("data", [b" ", b"\t\n\r\x0b\x0c"])
def test_whitespace_heads_are_empty(data: bytes) -> None:
    with pytest.raises(EmptyInputError):
        load.decode(data)


def test_a_page_after_its_whitespace_is_read() -> None:
    assert load.decode(b"\n\n  <p>text</p>").text.strip() == "<p>text</p>"


@pytest.mark.parametrize("sample_bytes_limit", [None, 40])
def test_a_declared_encoding_decodes_the_page_as_before(monkeypatch, sample_bytes_limit) -> None:
    """Where the declared encoding's test decoded the whole page, that decoding is the
    text: what decoding with replacement gives (pages that fit, pages with a bad byte,
    pages longer than the tested sample)."""
    if sample_bytes_limit is not None:
        monkeypatch.setattr(load, "_DETECT_BYTES", sample_bytes_limit)
    words = "caf\u00e9 na\u00efve \u00e0 \u00fc\u00df " * 8
    pages = []
    for label, codec in (("windows-1252", "cp1252"), ("gbk", "gb18030"), ("koi8-r", "koi8-r")):
        body = words if codec != "koi8-r" else "\u043f\u0440\u0438\u0432\u0435\u0442 " * 20
        if codec == "gb18030":
            body += "\u4e2d\u6587\u7f51\u9875 " * 20
        head = f'<html><head><meta charset="{label}"></head><body><p>'
        page = (head + body + "</p></body></html>").encode(codec)
        pages += [page, page.replace(b"</p>", b"\x81\x8d\x90</p>", 1)]
    declared = 0
    for page in pages:
        decoded, _ = load.decode_keeping_utf8(page)
        assert decoded.text == page.decode(decoded.encoding, errors="replace")
        declared += decoded.source == "meta"
    assert declared >= 3
