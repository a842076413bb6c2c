"""Limits: past each one thresher truncates with a warning, or fails with a clear error."""

from __future__ import annotations

import zlib

import pytest
from hostile import deep, many_attributes

import thresher
from thresher.errors import LimitExceededError
from thresher.html.treelimits import tree_depth

SENTENCE = "This sentence is long enough to be kept as page content. "


def _warned(result: thresher.Extraction | thresher.Document, word: str) -> bool:
    return any(word in w for w in result.warnings)


def _fails(data: bytes, option: str, **limits) -> None:
    with pytest.raises(LimitExceededError) as caught:
        thresher.extract(data, url="https://example.org/p", on_limit="fail", **limits)
    message = str(caught.value)
    assert message.startswith("https://example.org/p: ") and option in message
    assert "on_limit='truncate'" in message and "\n" not in message


def test_input_bytes() -> None:
    data = f"<p>{SENTENCE * 50}</p><p>Tail marker sentence here.</p>".encode()
    result = thresher.extract(data, max_input_bytes=1000)
    assert _warned(result, "truncated") and "Tail marker" not in result.text
    assert SENTENCE.strip() in result.text
    _fails(data, "max_input_bytes", max_input_bytes=1000)


def test_gzip_bomb_stops_at_the_input_limit() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = packer.compress(f"<p>{SENTENCE}</p><p>".encode())
    block = b"a" * (1 << 20)
    bomb += b"".join(packer.compress(block) for _ in range(64)) + packer.flush()
    assert len(bomb) < 200_000  # 64 MB once inflated
    doc = thresher.load_document(bomb, options=thresher.Options(limits=_limits(500_000)))
    assert len(doc.source_text) <= 500_000 and _warned(doc, "truncated")
    _fails(bomb, "max_input_bytes", max_input_bytes=500_000)


def _limits(max_input_bytes: int) -> thresher.Limits:
    return thresher.Limits(max_input_bytes=max_input_bytes)


def test_decoded_characters() -> None:
    data = f"<p>{SENTENCE * 40}</p><p>Tail marker sentence here.</p>".encode()
    result = thresher.extract(data, max_chars=800)
    assert _warned(result, "800 characters") and "Tail marker" not in result.text
    _fails(data, "max_chars", max_chars=800)


def test_attributes_per_element() -> None:
    data = many_attributes(5_000).encode()
    result = thresher.extract(data, max_attributes=100)
    assert result.document is not None
    div = next(result.document.tree.iter("div"))
    assert len(div.attrib) == 100 and div.get("data-a0") == "v0"
    assert _warned(result, "attributes") and "Attribute storm survived" in result.blocks[0].text
    _fails(data, "max_attributes", max_attributes=100)


def test_depth_below_the_parser_ceiling_is_flattened_keeping_text() -> None:
    data = deep(300, True).encode()
    result = thresher.extract(data, max_depth=50)
    assert result.document is not None and tree_depth(result.document.tree) <= 50
    every_block = " ".join(b.text for b in result.blocks)
    assert "Deepest marker" in every_block and "Middle marker" in every_block
    assert _warned(result, "flattened")
    _fails(data, "max_depth", max_depth=50)


def test_depth_beyond_the_parser_ceiling_is_flattened_keeping_text() -> None:
    data = deep(5_000, False).encode()
    doc = thresher.load_document(data)
    assert tree_depth(doc.tree) <= 520 and _warned(doc, "flattened")
    assert "Deepest marker" in "".join(doc.tree.itertext())
    _fails(data, "max_depth", max_depth=3_000)


def test_nodes() -> None:
    paragraphs = "".join(f"<p>Paragraph number {i} is a sentence.</p>" for i in range(500))
    data = f"<html><body>{paragraphs}</body></html>".encode()
    result = thresher.extract(data, max_nodes=100)
    assert result.document is not None
    assert sum(1 for _ in result.document.tree.iter()) <= 100
    assert "Paragraph number 0 " in result.text and "number 499" not in result.text
    assert _warned(result, "cut after")
    _fails(data, "max_nodes", max_nodes=100)


def test_limits_are_recorded_in_the_result() -> None:
    result = thresher.extract(b"<p>One short sentence here.</p>", max_nodes=1234)
    assert result.options["limits"]["max_nodes"] == 1234
    assert result.to_dict()["options"]["limits"]["on_limit"] == "truncate"
