"""The compiled parse (``_htmlparse.parse``: libxml2's calls as lxml makes them, each name
looked up in the dictionary once) equals its definition, ``etree.fromstring`` with a
fresh ``HTMLParser(**PARSER_OPTIONS)`` and the depth test over its error log
(:func:`thresher.html.parse._parse_once_reference`): the same serialised tree, document
encoding, element and attribute names found by lxml's tag matchers (which compare the
dictionary's strings), depth flag and errors; ``load_document`` gives the same trees and
warnings on the pure path."""

from __future__ import annotations

import random

import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import HTMLPARSE
from thresher.errors import EmptyInputError
from thresher.html import parse
from thresher.html.document import load_document

PIECES = [
    "<div>", "<DIV class='a b' ID=x data-Mixed='1'>", "<p>", "<span lang=fr>", "</p>",
    "</div>", "</span>", "<td>", "<tr>", "<table>", "</table>", "<li>", "<ul>", "</ul>",
    "<a href='/x?a=1&amp;b=2'>", "</a>", "<br>", "<img src=x.png alt=''>", "<!-- note -->",
    "<?php echo 1; ?>", "<![CDATA[ raw ]]>", "<svg viewBox='0 0 1 1'><path d='M0'/></svg>",
    "<math><mi>x</mi></math>", "<foo:bar xml:lang=en xlink:href=y>", "</foo:bar>",
    "<custom-tag some-attribute>", "<script>var a = '<div>';</script>", "<style>p{}</style>",
    "<textarea><b>x</b></textarea>", "<title>T</title>", "<meta charset=latin1>",
    "<input disabled value=\"a\u00e9\">", "&nbsp;&copy;&#x1F600;&bogus;&#0;", "caf\u00e9 ",
    "\u4e2d\u6587 ", "text ", "   ", "\n", "<h1>", "</h1>", "<form>", "<select><option>",
    "<noscript>", "</noscript>", "<frameset>", "<body onload=x>", "<html lang=de>",
    "<head>", "</head>", "<a b c d e f g h i j k>", "<p a=1 a=2>", "</>", "<", ">", "&",
]  # fmt: skip
HEADS = ["", "<!DOCTYPE html>", "<!doctype html PUBLIC '-//W3C//DTD HTML 4.01//EN'>",
         "\ufeff", "<?xml version='1.0'?>", "<!-- first -->"]  # fmt: skip


def _pages(seed: int, count: int) -> list[bytes]:
    rng = random.Random(seed)
    pages = []
    for _ in range(count):
        parts = [rng.choice(HEADS)]
        parts.extend(rng.choice(PIECES) for _ in range(rng.randint(1, 80)))
        pages.append("".join(parts).encode("utf-8"))
    deep = b"<html><body>" + b"<div>" * 2100 + b"deep" + b"</div>" * 2100
    deep_spans = b"<p>" + b"<span><b>" * 1100 + b"x"
    odd = [b"\xff\xfe<p>x</p>", b"<p>\xc3(</p>", b"<p>\x00</p>", b"<p>a\r\nb</p>"]
    return [*pages, deep, deep_spans, *odd]


def _outcome(parse_once, data: bytes) -> tuple:
    """What a parse gives, comparable: the tree, its encoding, how many elements each tag
    and each attribute name finds (lxml's matchers compare the dictionary's strings), the
    depth flag; or the error's type."""
    try:
        root, too_deep = parse_once(data)
    except Exception as exc:
        return ("error", type(exc).__name__)
    doc = root.getroottree()
    tags = sorted({el.tag for el in root.iter() if isinstance(el.tag, str)})
    names = sorted({name for el in root.iter() for name in el.attrib if name.isidentifier()})
    return (
        etree.tostring(doc),
        doc.docinfo.encoding,
        [sum(1 for _ in root.iter(tag)) for tag in tags],
        [len(root.xpath(f"//*[@{name}]")) for name in names],
        too_deep,
    )


def test_the_compiled_parse_equals_lxmls() -> None:
    """Random pages of every kind of markup, too deep ones and odd bytes: the kernel's
    outcome is ``fromstring``'s (the kernel parses all of them: none declined)."""
    compiled = kernel(HTMLPARSE)
    if compiled is None or not compiled.READY:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    deep = 0
    for data in _pages(77, 300):
        parsed = compiled.parse(data, parse._parser())
        assert parsed is not None
        expected = _outcome(lambda d: parse._parse_once_reference(d, "x", parse._parser()), data)
        assert _outcome(lambda d: parse._parse_once("", "x", d), data) == expected
        deep += parsed[1]
    assert deep >= 2


def test_what_the_kernel_declines_or_finds_empty_raises_as_lxml() -> None:
    """Empty data is declined (lxml's way raises); a page of comments, a doctype or
    instructions only has no root: both ways say so, with the same error."""
    compiled = kernel(HTMLPARSE)
    if compiled is None or not compiled.READY:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    assert compiled.parse(b"", parse._parser()) is None
    for data in (b"<!-- only -->", b"<!DOCTYPE html>", b"<?pi x?>", b" "):
        reference = _outcome(lambda d: parse._parse_once_reference(d, "x", parse._parser()), data)
        assert _outcome(lambda d: parse._parse_once("", "x", d), data) == reference
        with pytest.raises(EmptyInputError):
            parse._parse_once("", "x", data)


def _loaded(data: bytes) -> tuple:
    """A whole load's tree and warnings, or its error's type."""
    try:
        doc = load_document(data)
    except Exception as exc:
        return ("error", type(exc).__name__)
    return etree.tostring(doc.tree), doc.warnings


def test_load_document_is_the_same_on_the_pure_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole loads (repairs, the too-deep flattening among them) give the same trees,
    warnings and errors with the kernel and on the pure path."""
    pages = _pages(78, 40)
    loaded = [_loaded(data) for data in pages]
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert [_loaded(data) for data in pages] == loaded
    assert any("flattened" in w for found in loaded if found[0] != "error" for w in found[1])


def test_the_kernel_is_written_for_the_reference_and_its_options() -> None:
    """The kernel mirrors ``_parser`` and ``_parse_once_reference`` and sets libxml2's
    context up for ``PARSER_OPTIONS``: after editing either, update the kernel and its
    ``WRITTEN_FOR`` (or its options); until then it is not used."""
    compiled = kernel(HTMLPARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    assert compiled.reference_fingerprint() == compiled.WRITTEN_FOR
    assert dict(parse.PARSER_OPTIONS) == compiled._OPTIONS_WRITTEN_FOR
    assert compiled.READY


def test_data_other_than_bytes_is_left_to_lxml() -> None:
    """A bytearray is declined (lxml's ``fromstring`` reads it), not refused."""
    compiled = kernel(HTMLPARSE)
    if compiled is None or not compiled.READY:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    assert compiled.parse(bytearray(b"<p>x</p>"), parse._parser()) is None
    assert compiled.parse(b"<p>x</p>", parse._parser()) is not None
