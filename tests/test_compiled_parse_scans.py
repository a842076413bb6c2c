"""The parse stage's whole-text tests in the compiled kernel equal their definitions:
the streamed-segment markers (:mod:`thresher.html.streamed`) and the characters
``load.decode`` removes (:mod:`thresher.html.load`)."""

from __future__ import annotations

import codecs
import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html import document, load, parse, streamed

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
MARKER_PIECES = [
    "id=", "id", "d=", "i", "=", "S", "s", ":", "S:", '"', "'", " ", "ID=", "xid=", "<div ",
    "hidden", ">", "\u4e2d", "\U0001f600", "\u212a", "a",
]  # fmt: skip
# Every character the decoder removes or replaces, its neighbours, and wide characters
# (one-, two- and four-byte strings, and code points whose low bits are U+FFFE's).
CONTROL_PIECES = [
    *map(chr, range(0, 34)), "\x7e", "\x7f", "\x80", "\x85", "\xa0", "a", "<p>", "\ufffd",
    "\ufffe", "\uffff", "\ufeff", "\u4e2d", "\U0001fffe", "\U0001ffff", "\U0010fffe",
    "\U0001f600", "\u00fe", "\u01ff",
]  # fmt: skip


def _compiled():
    compiled = kernel(PARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    return compiled


def _texts(pieces: list[str], seed: int) -> list[str]:
    rng = random.Random(seed)
    out = [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    for _ in range(5000):
        out.append("".join(rng.choice(pieces) for _ in range(rng.randint(0, 30))))
    for _ in range(300):  # past the kernel's blocks of 256 characters
        filler = rng.choice(["a", "\u4e2d", "\U0001f600", "\n"]) * rng.randint(200, 700)
        cut = rng.randint(0, len(filler))
        out.append(filler[:cut] + rng.choice(pieces) + filler[cut:])
    return out


def test_the_marker_scan_equals_the_pattern() -> None:
    compiled = _compiled()
    texts = _texts(MARKER_PIECES, 36)
    texts += [marker + tail for marker in streamed.MARKERS for tail in ("", "0", "x")]
    texts += [head + marker for marker in streamed.MARKERS for head in ("", "x", "\n", '"')]
    found = 0
    for text in texts:
        expected = streamed.has_streamed_marker_reference(text)
        assert compiled.has_streamed_marker(text) is expected, text
        found += expected
    assert found > 100


def test_the_control_scan_is_exact() -> None:
    """The kernel says True exactly when decoding would change the text, and the pure
    test (a cheap bound) is never False where the kernel is True."""
    compiled = _compiled()
    for text in _texts(CONTROL_PIECES, 37):
        expected = load._CONTROL_CHARS.search(text) is not None or "\x0c" in text
        assert compiled.has_refused_chars(text) is expected, ascii(text)
        data = text.encode("utf-8", errors="surrogatepass")
        if expected:
            assert load._may_hold_controls_reference(data, text, "utf-8")


def test_decoding_removes_the_same_characters_either_way(monkeypatch) -> None:
    _compiled()
    prose = b"<p>" + b"plain words " * 20 + b"</p>"
    pages = [
        prose + b"<p>a\x00b\x0cc\x1fd\x7fe</p>",
        prose + "<p>\ufffe\uffff\U0001fffe ok</p>".encode(),
        prose + b"<p>clean\ttext\r\n</p>",
    ]
    compiled = [load.decode(page).text for page in pages]
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert [load.decode(page).text for page in pages] == compiled
    assert compiled[0].endswith("<p>ab cde</p>")
    assert compiled[1].endswith("<p>\U0001fffe ok</p>")


END_TAG_PIECES = [
    "</body", "</html", "</BODY", "</HtMl", "</bod", "</htm", "</", "<", "/", ">", "body",
    "x", "\u4e2d", "\U0001f600", "\u212a", "\u0130", "\u200b", "\ufeff", "\u180e", "\u3001",
    "\u00a1", "\u0084", *[chr(c) for c in range(0x3001) if chr(c).isspace()],
]  # fmt: skip


def test_the_utf8_end_tag_cut_equals_the_text_cut() -> None:
    """Cut from the bytes, the page is the UTF-8 of the text cut: every whitespace
    character (one to three bytes) between the tag's name and its ">", and near-misses."""
    compiled = _compiled()
    rng = random.Random(38)
    texts = _texts(END_TAG_PIECES, 38)
    for _ in range(20000):
        gap = "".join(rng.choice([*END_TAG_PIECES[22:], "x", "\u200b"]) for _ in range(3))
        start = rng.choice(["", "a", "\u4e2d"]) + rng.choice(["</body", "</HTML"])
        texts.append(start + gap + ">")
    cut = 0
    for text in texts:
        data = text.encode()
        expected = compiled.drop_document_end_tags(text).encode()
        found = compiled.drop_document_end_tags_utf8(data)
        assert found == expected, ascii(text)
        if found == data:
            assert found is data
        cut += found != data
    assert cut > 3000


def test_a_page_parses_the_same_from_its_bytes(monkeypatch) -> None:
    """``load_document`` gives the same tree whether the parser reads the decoded bytes
    or the text encoded again (a byte-order mark, controls, references, end tags with
    wide whitespace, a cut attribute list, markup too deep: the bytes are used only
    where they are the text's UTF-8)."""
    _compiled()
    prose = "<p>" + "plain words " * 30 + "</p>"
    bomb = "<p " + " ".join(f"a{i}" for i in range(1200)) + ">x</p>"
    pages = [path.read_bytes() for path in BUNDLED] + [
        f"<html><body>{prose}</body>\u3000</html >after</html>".encode(),
        codecs.BOM_UTF8 + f"<html><body>{prose}</body></html>".encode(),
        f"<html><body>{prose}\x01&#12;</body></html>".encode(),
        f"<html><body>{prose}{bomb}</body></html>".encode(),
        ("<html><body>" + "<div>" * 3000 + prose + "</body></html>").encode(),
        f"<html><body>{prose}</body></html>".encode("cp1252"),
        f"<html><body><p>caf\u00e9 \u4e2d</p>{prose}</body></html>".encode(),
    ]

    def tree_of(page: bytes) -> tuple[bytes, str, tuple[str, ...]]:
        doc = document.load_document(page)
        return etree.tostring(doc.tree), doc.source_text, doc.warnings

    from_bytes = [tree_of(page) for page in pages]
    calls = []
    original = parse.parse

    def without_bytes(decoded, **kwargs):
        calls.append(kwargs.pop("utf8", None) is not None)
        return original(decoded, **kwargs)

    monkeypatch.setattr(document, "parse", without_bytes)
    assert [tree_of(page) for page in pages] == from_bytes
    assert any(calls) and not all(calls)


# Characters whose UTF-8 holds the bytes of U+FFFE/U+FFFF's (EF BF BE/BF) in other places.
UTF8_PIECES = [
    *CONTROL_PIECES, "\uffbe", "\uffbf", "\uefbf", "\u0fff", "\u0ffe", "\u3fff", "\uffbd",
    "\ufbff", "\u07ff", "\U0003ffff", "\U000fffbf", "\u00bf", "\u00ef", "\uff0c",
]  # fmt: skip


def test_the_utf8_control_scan_equals_the_text_scan() -> None:
    """Read from valid UTF-8 bytes, the scan says what it says of their decoding: every
    piece alone, at a block's edges, and in random texts."""
    compiled = _compiled()
    texts = _texts(UTF8_PIECES, 39)
    texts += [piece * count for piece in UTF8_PIECES for count in (1, 2, 3)]
    texts += [
        "a" * skip + piece + "b" * rest
        for piece in UTF8_PIECES
        for skip in (0, 1, 2, 253, 254, 255, 256, 257, 511, 512)
        for rest in (0, 1, 300)
    ]
    found = 0
    for text in texts:
        data = text.encode("utf-8")
        expected = compiled.has_refused_chars(text)
        assert compiled.has_refused_utf8(data) is expected, ascii(text)
        found += expected
    assert found > 1000


def test_the_utf8_control_scan_answers_alike_in_either_register_width() -> None:
    """The AVX2 build of the scan (where the CPU has it) and the 128-bit one say the
    same of every piece at every offset of a block, from both edges of two blocks."""
    compiled = _compiled()
    texts = [
        "a" * skip + piece + "b" * rest
        for piece in UTF8_PIECES
        for skip in range(0, 70)
        for rest in (0, 1, 2, 31, 32, 33, 300)
    ]
    texts += ["a" * skip + piece for piece in UTF8_PIECES for skip in range(200, 530)]
    found = 0
    for text in texts:
        data = text.encode("utf-8")
        narrow = compiled.has_refused_utf8(data, wide=False)
        assert compiled.has_refused_utf8(data, wide=True) is narrow, ascii(text)
        assert narrow is compiled.has_refused_chars(text), ascii(text)
        found += narrow
    assert found > 1000


def test_the_fused_utf8_scan_is_the_count_the_control_scan_and_the_marker_scan() -> None:
    """``utf8_scan`` (one pass) says what ``utf8_chars``, ``has_refused_utf8`` and
    ``has_streamed_marker_utf8`` say, in either register width: every piece at every
    offset of a 32-byte step, from both edges, after ASCII runs; random texts; and bytes
    that are not valid UTF-8 (cut sequences, overlong forms, surrogates, stray
    continuation bytes), where it says -1."""
    compiled = _compiled()
    pieces = UTF8_PIECES + MARKER_PIECES
    texts = _texts(pieces, 41) + _texts(MARKER_PIECES, 47)
    texts += [
        "a" * skip + piece + "b" * rest
        for piece in [*UTF8_PIECES, 'id="S:', "id='S:", "id=S:", "d=S:", "id=s:"]
        for skip in range(0, 70)
        for rest in (0, 1, 2, 31, 32, 33, 300)
    ]
    blobs = [text.encode("utf-8") for text in texts]
    rng = random.Random(43)
    bad = [b"\xc3", b"\xe4\xb8", b"\xf0\x9f\x98", b"\xc0\xaf", b"\xed\xa0\x80", b"\x80", b"\xff"]
    for _ in range(3000):
        blob = rng.choice(blobs)
        at = rng.randint(0, len(blob))
        blobs.append(blob[:at] + rng.choice(bad) + blob[at:])
        blobs.append(blob[:at])  # a multi-byte character may be cut
    found = marked = invalid = 0
    for data in blobs:
        chars = compiled.utf8_chars(data)
        expected = (
            (chars, compiled.has_refused_utf8(data), compiled.has_streamed_marker_utf8(data))
            if chars >= 0
            else (-1, None, None)
        )
        assert compiled.utf8_scan(data) == expected, data
        assert compiled.utf8_scan(data, wide=False) == expected, data
        found += expected[1] is True
        marked += expected[2] is True
        invalid += chars < 0
    assert found > 1000
    assert marked > 1000
    assert invalid > 1000


def test_end_tags_holding_a_control_are_not_cut_before_decoding() -> None:
    """A cut span holding a control that decoding drops (``\\s`` matches VT, FF and
    0x1C-0x1F) leaves the page to be decoded whole: the cut bytes then hold such a
    control exactly where the page does."""
    compiled = _compiled()
    for byte in (11, 12, 28, 29, 30, 31):
        data = b"<p>x</p></body" + bytes([byte]) + b"><p>y</p>"
        assert compiled.cut_before_decoding(data) is None
        assert compiled.has_refused_utf8(data)
    for byte in (9, 10, 13, 32):
        data = b"<p>x</p></body" + bytes([byte]) + b">"
        assert compiled.cut_before_decoding(data) == (b"<p>x</p>", True)


def test_the_control_byte_count_equals_the_translation() -> None:
    """Every byte value, alone and in runs past the kernel's blocks of 255, and random
    heads: the count ``load._reject_binary`` reads."""
    compiled = _compiled()
    rng = random.Random(40)
    heads = [bytes([value]) * count for value in range(256) for count in (1, 254, 255, 256, 600)]
    heads += [rng.randbytes(rng.randint(0, 3000)) for _ in range(2000)]
    heads += [b"", *(path.read_bytes()[: load._SNIFF_BYTES] for path in BUNDLED)]
    for head in heads:
        assert compiled.count_control_bytes(head) == load._control_bytes_reference(head)


def test_the_unicode_space_scan_finds_what_the_pattern_finds() -> None:
    """``has_unicode_space`` (plain text's test for a line to rewrite) is
    ``UNICODE_SPACES.search``: every code point alone and in one-, two- and four-byte
    texts, before, at and past the 256-character blocks."""
    import sys

    from thresher.output.text import UNICODE_SPACES

    compiled = _compiled()
    hosts = ["", "a", "\xe9", "\u4e2d", "\U0001f600"]
    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        expected = UNICODE_SPACES.match(ch) is not None
        for host in hosts if code % 97 == 0 or expected or 0x1F00 <= code <= 0x3100 else [""]:
            assert compiled.has_unicode_space(host + ch) is expected, hex(code)
            assert compiled.has_unicode_space(ch + host) is expected, hex(code)
    rng = random.Random(48)
    pieces = [
        "a", " ", "\xa0", "\xe9", "\u1680", "\u1fff", "\u2000", "\u200a", "\u200b", "\u202f",
        "\u205f", "\u3000", "\u4e2d", "\U0001f600", "\U00012000", "\U00012005", "\U000120a0",
    ]  # fmt: skip
    for _ in range(3000):
        filler = rng.choice(["a", "\xe9", "\u4e2d", "\U0001f600"]) * rng.choice([0, 200, 255, 300])
        text = filler + "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4))) + filler
        expected = UNICODE_SPACES.search(text) is not None
        assert compiled.has_unicode_space(text) is expected, ascii(text)
