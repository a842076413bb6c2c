"""Charset second opinions without decoding the sample: the Latin code pages' letter fit
from the non-ASCII bytes' counts, and the CJK test's bound on non-ASCII characters."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from thresher.html import legacy

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _best_by_decoding(data: bytes) -> str:
    """The definition: each code page's decoding of the sample scored by :func:`letter_fit`."""
    sample = data[: legacy._SAMPLE_BYTES]
    best, best_fit = legacy.CODE_PAGES[0], -1.0
    for code_page in legacy.CODE_PAGES:
        fit = legacy.letter_fit(sample.decode(code_page, errors="replace"), code_page)
        if fit > best_fit + 1e-9:
            best, best_fit = code_page, fit
    return best


def _samples() -> list[bytes]:
    rng = random.Random(43)
    texts = ("déjà vu", "Straße", "łódź", "ığdır", "žąsis", "ñandú", "“q” — x")
    words = [w.encode(cp, "replace") for cp in legacy.CODE_PAGES for w in texts]
    out = [path.read_bytes() for path in BUNDLED]
    for _ in range(3000):
        out.append(
            b" ".join(rng.choice([*words, b"plain", b"<p>"]) for _ in range(rng.randint(0, 30)))
        )
        out.append(bytes(rng.randrange(256) for _ in range(rng.randint(0, 80))))
    return out


def test_every_code_page_decodes_a_byte_to_one_character() -> None:
    for code_page in legacy.CODE_PAGES:
        for byte in range(256):
            text = bytes((byte,)).decode(code_page, errors="replace")
            assert len(text) == 1 and (byte >= 128 or text == chr(byte))
            assert byte < 128 or not text.isascii()


def test_counts_from_bytes_equal_the_decoding() -> None:
    for data in _samples():
        high = Counter(data.translate(None, bytes(range(128))))
        for code_page in legacy.CODE_PAGES:
            text = data.decode(code_page, errors="replace")
            assert legacy.decoded_counts(high, code_page) == Counter(
                legacy._NON_ASCII.findall(text)
            )
        assert legacy.best_latin_code_page(data) == _best_by_decoding(data), data


def test_cjk_decodings_give_at_most_two_non_ascii_characters_a_non_ascii_byte() -> None:
    """The bound :func:`cjk_encoding` skips on: mostly ASCII bytes with a few others, lead
    bytes before ASCII, truncated sequences, in every CJK encoding (Big5-HKSCS decodes
    four sequences to two characters each)."""
    rng = random.Random(44)
    for _ in range(20000):
        data = bytes(
            rng.randrange(128, 256) if rng.random() < 0.3 else rng.randrange(128)
            for _ in range(rng.randint(0, 40))
        )
        high = len(data.translate(None, bytes(range(128))))
        for encoding in legacy.CJK_ENCODINGS:
            text = data.decode(encoding, errors="replace")
            assert len(text) - len(text.encode("ascii", "ignore")) <= 2 * high, (encoding, data)
    for pair in (b"\x88\x62", b"\x88\x64", b"\x88\xa3", b"\x88\xa5"):
        assert len(pair.decode("big5hkscs")) == 2
    text = "中文字符" * 5
    assert legacy.cjk_encoding(text.encode("gb18030")) == "gb18030"
    assert legacy.cjk_encoding(("中文" * 2 + "x" * 50).encode("gb18030")) is None
