"""The load's fused pass (``_parse.cut_and_scan``: the end tags found in the same AVX2
pass that counts, tests and searches the page) equals its definition, the cut
(``cut_before_decoding``) and then the scan of the cut (``utf8_scan``), which
``wide=False`` runs."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest

from thresher._core import kernel
from thresher._core.modules import PARSE

# End tags and their near misses, marker pieces (a marker may close over a seam),
# controls a span may hold or not, and bytes that are not valid UTF-8.
PIECES = [
    b"</body>", b"</html>", b"</BODY >", b"</HtMl\n>", b"</body\t\r >", b"</body", b"</bo",
    b"</b>", b"</h1>", b"</head>", b"</hTml\x0b>", b"</body\x1c>", b"</body\xe3\x80\x80>",
    b"<", b"/", b">", b"id=", b'"', b"'", b"S", b":", b'id="S:', b"i", b"d", b"=", b" ", b"x",
    b"\x00", b"\x7f", b"\xef\xbf\xbe", b"\xc3\xa9", b"\xe4\xb8\xad", b"\xf0\x9f\x98\x80",
    b"\xc3", b"\x80", b"\xed\xa0\x80", b"\n",
]  # fmt: skip


def _compiled():
    compiled = kernel(PARSE)
    if compiled is None or not compiled.WIDE:
        pytest.skip("the parse kernel is not built, or its AVX2 pass does not run here")
    return compiled


def _blobs(seed: int) -> list[bytes]:
    rng = random.Random(seed)
    blobs = [b"".join(rng.choice(PIECES) for _ in range(rng.randint(0, 24))) for _ in range(1500)]
    for piece in (b"</body>", b'id="S</body>:', b"i</body>d</html>=S:", b"</html>\xc3\xa9"):
        blobs += [b"a" * skip + piece + b"b" * rest for skip in range(70) for rest in (0, 1, 33)]
    filler = b"<p class=x>plain words</p>\n" * 40
    for _ in range(300):  # past the 32-byte steps, with more "<" than the list holds
        at = rng.randint(0, len(filler))
        blobs.append(filler[:at] + rng.choice(PIECES) + filler[at:] + b"</body></html>")
    blobs.append(b"</body>" * 600 + b"x")
    blobs.append(b"</body >" * 300 + b"\xc3")
    return blobs


def test_the_fused_pass_equals_the_cut_then_the_scan() -> None:
    """Random pages of end tags, markers, controls and broken bytes at every offset of a
    32-byte step: the same answer as the two passes, cut or not, valid or not."""
    compiled = _compiled()
    cut = invalid = marked = 0
    for data in _blobs(73):
        expected = compiled.cut_and_scan(data, wide=False)
        assert compiled.cut_and_scan(data) == expected, data
        if expected is None:
            invalid += 1
            continue
        cut += expected[1] != data
        marked += expected[4]
    assert compiled.cut_and_scan(b'id="S</body>:') == (6, b'id="S:', False, False, True)
    assert compiled.cut_and_scan(b"x</body>\xc3\xa9") == (2, b"x\xc3\xa9", False, False, False)
    assert cut > 500 and invalid > 300 and marked > 100


def test_the_fused_pass_equals_the_cut_then_the_scan_on_real_pages(datasets_dir: Path) -> None:
    compiled = _compiled()
    seen = 0
    for folder in sorted(datasets_dir.iterdir()):
        for path in sorted((folder / "html").glob("*.html.gz"))[:2]:
            data = gzip.decompress(path.read_bytes())
            assert compiled.cut_and_scan(data) == compiled.cut_and_scan(data, wide=False), path
            seen += 1
    assert seen > 20


def test_the_separator_count_in_blocks_equals_the_byte_walk() -> None:
    """``_separators_utf8`` (blocks of 255 bytes, stopped at a block end) says what the
    byte-by-byte walk says (each count up to ``least``), over every separator byte, its
    neighbours and the bytes of longer characters, from both edges of a block."""
    compiled = kernel(PARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    rng = random.Random(74)
    alphabet = b" \t\n\x0b\r\x1c\x1f\"'/>=<!#ab\x08\x0e\x1b\x21\x7f\x80\xbf\xc0\xc3\xe4\xff"
    for _ in range(600):
        size = rng.choice([rng.randint(0, 40), rng.randint(200, 1300)])
        data = bytes(rng.choices(alphabet, k=size))
        start = rng.randint(0, size)
        end = rng.randint(start, size)
        least = rng.choice([1, 2, 31, 255, 256, 1000])
        expected = compiled.separators_utf8_reference(data, start, end, least)
        assert compiled.separators_utf8(data, start, end, least) == expected
        assert compiled.separators_utf8(data, start, end, least, wide=False) == expected
