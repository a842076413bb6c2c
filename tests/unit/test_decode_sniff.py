"""The binary sniff and the meta-charset search: what they decide, and what they skip."""

from __future__ import annotations

import codecs

import pytest

from thresher.errors import BinaryInputError, EmptyInputError
from thresher.html import load

HEADS = [
    b"",
    b"   \n\t",
    b"\x0c\x0b \r",
    codecs.BOM_UTF16_LE,
    codecs.BOM_UTF16_LE + b"  ",
    codecs.BOM_UTF16_BE + "<p>x</p>".encode("utf-16-be"),
    "<html><p>some text in utf-16</p></html>".encode("utf-16-le"),
    "<html><p>some text in utf-16</p></html>".encode("utf-16-be"),
    b"\x00" * 40,
    b"<p>" + bytes(range(32)) * 3 + b"</p>",
    b"<p>a\x00b\x01c ordinary text, long enough to be a page</p>" * 4,
    b"\x89PNG\r\n\x1a\n" + bytes(range(64)),
    b"<html><head><meta charset=utf-8></head><body>text</body></html>",
]


def _outcome(check, head: bytes) -> type | None:
    try:
        check(head, "x")
    except (BinaryInputError, EmptyInputError) as exc:
        return type(exc)
    return None


def _reject_binary_before(data: bytes, name: str) -> None:
    """The sniff's earlier order: the UTF-16 tests first, for every page."""
    head = data[: load._SNIFF_BYTES]
    if load._ANY_MAGIC.match(head):
        raise BinaryInputError(name)
    if load._utf16_without_bom(head) or head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return
    if not head or head.isspace():
        raise EmptyInputError(name)
    if load._control_bytes(head) / len(head) > load._MAX_CONTROL_SHARE:
        raise BinaryInputError(name)


@pytest.mark.parametrize("head", HEADS)
def test_the_sniff_decides_as_before(head: bytes) -> None:
    assert _outcome(load._reject_binary, head) == _outcome(_reject_binary_before, head)


def test_a_declared_page_is_not_tested_for_utf16(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[bytes] = []
    monkeypatch.setattr(load, "_utf16_without_bom", lambda head: asked.append(head))
    result = load.decode(b"<html><head><meta charset=utf-8></head><body><p>caf\xc3\xa9</p>")
    assert result.source == "meta" and asked == []


def test_the_meta_charset_is_read_in_the_first_16_kb_only() -> None:
    declaration = b'<meta charset="koi8-r">'
    inside = b"a" * (load._SNIFF_BYTES - len(declaration)) + declaration
    assert load.decode(inside + b"<p>text</p>").source == "meta"
    past = b"a" * load._SNIFF_BYTES + declaration
    assert load.decode(past + b"<p>text</p>").source != "meta"
