"""The parse stage's whole-text tests in the compiled kernel equal their definitions:
the streamed-segment markers (:mod:`thresher.html.streamed`) and the characters
``load.decode`` removes (:mod:`thresher.html.load`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html import load, streamed

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
