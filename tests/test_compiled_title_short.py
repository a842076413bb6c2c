"""The title search's short elements by the compiled loop (``_dom_index.short_elements``)
equal their definition, :func:`thresher.metadata.title_match._short_elements`."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from thresher._core import DOM_INDEX, kernel
from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import title_match

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _compiled():
    compiled = kernel(DOM_INDEX)
    if compiled is None or not compiled.SHORT_USABLE:
        pytest.skip("the index kernel is not built (or the pure path is forced)")
    return compiled


def test_the_loop_equals_the_reference() -> None:
    compiled = _compiled()
    rng = random.Random(38)
    for path in BUNDLED:
        index = index_page(load_document(path.read_bytes()))
        for hc_size in (0, 1, 2, 5, 20, 60, 300, rng.randint(0, 5000)):
            for least in (-3, 0, 1, 2, 7, rng.randint(0, 100)):
                expected = title_match._short_elements(index, hc_size, least)
                assert compiled.short_elements(index, hc_size, least) == expected
                assert title_match._short_positions(index, hc_size, least) == expected


def test_sums_other_than_int64_arrays_go_to_the_reference() -> None:
    compiled = _compiled()
    index = index_page(load_document(BUNDLED[0].read_bytes()))
    assert compiled.short_elements(index, 40, 1) is not None
    for name in ("chars", "nonspace"):
        boxed = replace(index, **{name: tuple(getattr(index, name))})
        assert compiled.short_elements(boxed, 40, 1) is None
        assert title_match._short_positions(boxed, 40, 1) == title_match._short_elements(
            index, 40, 1
        )


def test_an_incomplete_index_goes_to_the_reference() -> None:
    compiled = _compiled()
    doc = load_document(BUNDLED[0].read_bytes())
    index = index_page(doc, max_nodes=10)
    assert not index.complete
    assert compiled.short_elements(index, 40, 1) is None
    assert title_match._short_positions(index, 40, 1) == title_match._short_elements(index, 40, 1)


def _holding_compiled():
    compiled = _compiled()
    if not compiled.HOLDING_USABLE:
        pytest.skip("the holding loop's mirrored definitions changed")
    return compiled


def test_the_normalisation_equals_normalize_1_on_every_code_point() -> None:
    compiled = _holding_compiled()
    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)
    for chinese in (False, True):
        assert compiled.norm_text(every, chinese) == title_match.normalize_1(every, chinese)
        for text in ("", " ", "Straße", "ΣΟΦΙΑ σ", "天气 - News", "x" * 300, "ǅ ᾳ \u0345"):
            assert compiled.norm_text(text, chinese) == title_match.normalize_1(text, chinese)


def test_the_normalisation_of_one_byte_texts_equals_normalize_1() -> None:
    """Texts of Latin-1 characters (NBSP makes most page texts such) take the table."""
    compiled = _holding_compiled()
    rng = random.Random(42)
    alphabet = [chr(c) for c in range(256)]
    texts = ["".join(alphabet), *(f"{char}\xa0{char.upper()}x" for char in alphabet)]
    texts += ["".join(rng.choices(alphabet, k=rng.randint(1, 700))) for _ in range(2000)]
    for text in texts:
        assert compiled.norm_text(text, False) == title_match.normalize_1(text, False), text


def _heads_of(index, rng: random.Random) -> list[set[str]]:
    """Title parts as the search makes them: texts of the page's elements, cut or whole."""
    texts = [t for t in index.own_text if t] or ["none"]
    found = []
    for _ in range(12):
        text = rng.choice(texts)
        start = rng.randint(0, max(0, len(text) - 1))
        piece = text[start : start + rng.randint(1, 40)]
        found.append({title_match.normalize_1(piece, False), "zz"} - {""} or {"zz"})
    return [*found, {"a"}, {"the"}, {"天"}]


def test_the_holding_loop_equals_the_reference() -> None:
    compiled = _holding_compiled()
    rng = random.Random(41)
    for path in BUNDLED:
        index = index_page(load_document(path.read_bytes()))
        for heads in _heads_of(index, rng):
            for chinese in (False, True):
                for hc_size in (5, 60, 400):
                    positions = title_match._short_elements(index, hc_size, 1)
                    expected = title_match._holding_reference(index, positions, chinese, heads)
                    found = compiled.holding_elements(index, positions, chinese, tuple(heads))
                    assert found == expected
                    assert title_match._holding(index, positions, chinese, heads, False) == expected


def test_an_incomplete_index_holds_by_the_reference() -> None:
    compiled = _holding_compiled()
    index = index_page(load_document(BUNDLED[0].read_bytes()), max_nodes=10)
    positions = title_match._short_elements(index, 60, 1)
    assert compiled.holding_elements(index, positions, False, ("a",)) is None
    expected = title_match._holding_reference(index, positions, False, {"a"})
    assert title_match._holding(index, positions, False, {"a"}, False) == expected


def test_the_built_kernel_is_not_refused_by_its_fingerprints() -> None:
    """A built index kernel uses all its loops: a change to a mirrored definition
    (``PageIndex``, ``_short_elements``, ``normalize_1``, unhide's candidates…) without
    the digest's update would otherwise only slow the page down, the loops' own tests
    skipping. A new ``*_USABLE`` flag must be named here too."""
    compiled = kernel(DOM_INDEX)
    if compiled is None:
        pytest.skip("the index kernel is not built (or the pure path is forced)")
    assert compiled.SHORT_USABLE, compiled.short_fingerprint()
    assert compiled.HOLDING_USABLE, compiled.holding_fingerprint()
    assert compiled.UNHIDE_USABLE, compiled.unhide_fingerprint()
    assert compiled.TEXT_CHARS_USABLE, compiled.text_chars_fingerprint()
    flags = sorted(name for name in dir(compiled) if name.endswith("_USABLE"))
    assert flags == ["HOLDING_USABLE", "SHORT_USABLE", "TEXT_CHARS_USABLE", "UNHIDE_USABLE"]


def test_the_normalisation_of_two_byte_texts_equals_normalize_1() -> None:
    """Texts of BMP characters take the characters' learnt normalisations (a curly quote
    or a dash makes many page texts such); one folding to several characters (İ, ŉ, ﬁ)
    sends its text the casefold way."""
    compiled = _holding_compiled()
    rng = random.Random(43)
    bmp = "".join(chr(c) for c in range(0x10000) if not 0xD800 <= c <= 0xDFFF)
    assert compiled.norm_text(bmp, False) == title_match.normalize_1(bmp, False)
    alphabet = [*"aZ9 _-.\xa0\xb5\xdf\xff", "’", "—", "é", "Σ", "ς", "İ", "ŉ", "ﬁ", "天", "ǅ"]
    alphabet += [chr(rng.randint(0x100, 0xFFFF)) for _ in range(200)]
    alphabet = [char for char in alphabet if not 0xD800 <= ord(char) <= 0xDFFF]
    for _ in range(3000):
        text = "".join(rng.choices(alphabet, k=rng.randint(1, 300)))
        for chinese in (False, True):
            assert compiled.norm_text(text, chinese) == title_match.normalize_1(text, chinese)


def _one_byte_page(rng: random.Random) -> bytes:
    """A page of nested elements whose texts are Latin-1 (no-break spaces, µ, ß, ÿ), ASCII
    or wider (a curly quote, Σ, 天)."""
    words = ["Caf\xe9", "cr\xe8me", "Stra\xdfe", "STRASSE", "\xb5m", "\xff", "a\xa0b", "x_y", "Ab"]
    words += ["’s", "ΣΟΦΙΑ", "天气", "the", "News", "2024", "-", "|"]
    tags = ["div", "p", "span", "b", "a", "li"]

    def element(depth: int) -> str:
        tag = rng.choice(tags)
        inner = " ".join(rng.choices(words, k=rng.randint(0, 3)))
        children = "".join(element(depth + 1) for _ in range(rng.randint(0, 3 - depth)))
        tail = rng.choice(["", " ", "\xa0", rng.choice(words)])
        return f"<{tag}>{inner}{children}</{tag}>{tail}"

    body = "".join(element(0) for _ in range(8))
    return f"<html><body>{body}</body></html>".encode()


def test_the_holding_loop_equals_the_reference_on_one_byte_texts() -> None:
    """The byte buffer's search: Latin-1 and ASCII heads, heads past U+00FF (in no
    one-byte text), an empty head (in every text), Chinese mode."""
    compiled = _holding_compiled()
    rng = random.Random(44)
    head_sets = [{"cafe"}, {"café", "strasse"}, {"µm", "μm"}, {"ÿ"}, {"ab"}, {"xy", "天气"}]
    head_sets += [{"ς"}, {"σοφια"}, {"", "the"}, {"news2024"}, {"crème"}, {"s"}]
    for _ in range(60):
        index = index_page(load_document(_one_byte_page(rng)))
        for heads in head_sets:
            for chinese in (False, True):
                positions = title_match._short_elements(index, rng.choice((4, 30, 400)), 1)
                expected = title_match._holding_reference(index, positions, chinese, heads)
                found = compiled.holding_elements(index, positions, chinese, tuple(heads))
                assert found == expected
