"""The parse stage's compiled text scans (``thresher._core._parse``) equal their definitions,
the regexes of :mod:`thresher.html.prepass`, on bundled pages and on generated markup."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html import mojibake, prepass

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
# Pieces that meet every branch of the scans: end tags in any case and spacing, references
# to refused and allowed code points, quoted values holding ">" and "<", raw-text elements.
PIECES = [
    "</body>", "</BODY >", "</html\n>", "</htmlx>", "</bod>", "</body", "</", "<", ">", "/",
    "&#12;", "&#x0c", "&#0011;", "&#13;", "&#9;", "&#65535;", "&#xFFFE", "&#x1F;",
    "&#000031", "&#127", "&#1270;", "&#x7f", "&#", "&#x", "&#x0;", "&#0x5;", "&#8217;",
    "&amp;", "&", "<a", "<div", " ", "\t", "\u3000", "\u212a", "\u017f", "=", '"', "'",
    '="a>b"', "='x'", "= \"q\"", "a", "b=c", "<script>", "</script>", "<ScRiPt ", "<title>",
    "x<y", "\u4e2d", "\U0001f600",
]  # fmt: skip
ALPHABETS = ["ab<>=\"' /&#;x0123456789cf\n", "<a b=\"c\" d='e' f>g</a>"]


def _compiled():
    compiled = kernel(PARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    return compiled


def _samples() -> list[str]:
    rng = random.Random(35)
    out = [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    for _ in range(3000):
        out.append("".join(rng.choice(PIECES) for _ in range(rng.randint(0, 40))))
    for alphabet in ALPHABETS:
        for _ in range(1000):
            out.append("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60))))
    return out


def test_end_tags_and_char_refs_equal_the_regexes() -> None:
    compiled = _compiled()
    for text in _samples():
        assert compiled.drop_document_end_tags(text) == prepass.drop_document_end_tags_reference(
            text
        ), text
        assert compiled.neutralize_char_refs(text) == prepass.neutralize_char_refs_reference(
            text
        ), text
        changes = prepass.neutralize_char_refs_reference(text) != text
        assert compiled.has_refused_char_ref_utf8(text.encode()) == changes, text


def test_the_attribute_pretest_never_misses_a_cut() -> None:
    compiled = _compiled()
    rng = random.Random(36)
    for text in _samples():
        for limit in (0, 1, 2, 3, 5, 8):
            if not compiled.may_cut_attributes(text, limit):
                assert prepass.cap_attributes_reference(text, limit) == (text, 0), (text, limit)
    for _ in range(300):  # attribute bombs of every quoting, in and out of raw text
        n = rng.randint(30, 80)
        attribute = rng.choice(["a", "a=1", 'a="x>y"', "a='<b c'", 'a=""', "a='>'"])
        sep = rng.choice([" ", "\n", "/", ""])
        tag = "<" + rng.choice(["div", "p", "script", "X"]) + " " + sep.join([attribute] * n) + ">"
        text = rng.choice(["", "<b>x</b>", "<script>", "<a href='"]) + tag + "text"
        assert compiled.may_cut_attributes(text, 20) or prepass.cap_attributes_reference(
            text, 20
        ) == (text, 0), text


def test_the_attribute_pretest_finds_a_bomb_and_passes_ordinary_pages() -> None:
    compiled = _compiled()
    bomb = "<p " + " ".join(f"a{i}" for i in range(1200)) + ">x</p>"
    assert compiled.may_cut_attributes(bomb, 1000)
    assert prepass.cap_attributes(bomb, 1000)[1] == 1
    for path in BUNDLED:
        assert not compiled.may_cut_attributes(path.read_text("utf-8", errors="replace"), 1000)


def test_the_attribute_pretest_counts_separators_only_as_far_as_it_asks() -> None:
    """Tags at the limit's edge (separators and attributes one below, at and above it,
    in text and in UTF-8): the pretest, which stops counting separators at the limit,
    passes only pages the definition leaves as they are, and flags every cut."""
    compiled = _compiled()
    for limit in (3, 8, 20):
        for count in range(limit - 1, limit + 3):
            for sep in (" ", "  ", "\u3000", "/", '"'):
                for name in ("a", "b=1", 'c="x y"', "\u4e2d"):
                    tag = "<p " + sep.join([name] * count) + ">"
                    for text in (tag + "x", "<i>" + tag * 2, "<script>" + tag + "</script>"):
                        cut = prepass.cap_attributes_reference(text, limit)[1] > 0
                        for found in (
                            compiled.may_cut_attributes(text, limit),
                            compiled.may_cut_attributes_utf8(text.encode(), limit),
                        ):
                            assert found or not cut, (text, limit)


def test_a_letter_only_case_folding_makes_no_tag() -> None:
    """ "<K" (Kelvin sign) opens no tag: the scan once stopped there and then failed."""
    text = "<\u212a" + " a" * 2000 + ">x"
    assert prepass.cap_attributes_reference(text, 1000) == (text, 0)
    assert prepass.cap_attributes(text, 1000) == (text, 0)


# Characters around the mojibake gate's edges: lead images (U+00C0–U+00FF), the first
# characters of each continuation image's UTF-8 lead (0xC2, 0xC5, 0xC6, 0xCB, 0xE2) and
# their neighbours outside it, a lone surrogate, CJK, an emoji and ASCII.
IMAGE_PIECES = [
    "a", " ", "\xbf", "\xc0", "\xc2", "\xc3", "\xe2", "\xe9", "\xf0", "\xff", "\x80",
    "\xa0", "\xa9", "\xbb", "\u013f", "\u0140", "\u0142", "\u0178", "\u017f", "\u0180",
    "\u0192", "\u01bf", "\u01c0", "\u02bf", "\u02c0", "\u02c6", "\u02dc", "\u02ff",
    "\u0300", "\u1fff", "\u2000", "\u2019", "\u20ac", "\u2122", "\u2fff", "\u3000",
    "\u4e2d", "\ud800", "\U0001f600",
]  # fmt: skip


def _lead_images_reference(data: bytes) -> list[int]:
    """The 0xC3 ``mojibake._may_hold_mojibake_utf8_reference`` decodes and matches."""
    found = []
    at = data.find(b"\xc3")
    while at >= 0:
        if data[at + 2 : at + 3] and data[at + 2] in mojibake._CONT_UTF8_FIRST:
            found.append(at)
        at = data.find(b"\xc3", at + 2)
    return found


def _lead_images(step, data, after: int) -> list[int]:
    found = []
    at = step(data, 0)
    while at >= 0:
        found.append(at)
        at = step(data, at + after)
    return found


def test_the_mojibake_gate_finds_the_reference_candidates() -> None:
    """The lead images the kernel finds, in UTF-8 (any bytes, valid or not) and in text
    (in characters, mapped to their UTF-8 offsets), are the reference loop's; the gates
    answer as the definition on each sample and on bundled pages."""
    compiled = _compiled()
    rng = random.Random(44)
    texts = [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    texts += ["".join(rng.choices(IMAGE_PIECES, k=rng.randint(0, 12))) for _ in range(4000)]
    texts += ["caf\xe9 \xbb", "\xc3\xa9t\xc3\xa9", "\xe2\u20ac\u2122", "\xc3\u2019x", "\xc3"]
    for text in texts:
        data = text.encode("utf-8", errors="surrogatepass")
        expected = _lead_images_reference(data)
        assert _lead_images(compiled.next_lead_image_utf8, data, 2) == expected, text
        offsets = [len(text[:at].encode("utf-8", errors="surrogatepass")) for at in
                   _lead_images(compiled.next_lead_image, text, 1)]  # fmt: skip
        assert offsets == expected, text
        truth = mojibake._may_hold_mojibake_utf8_reference(data)
        assert mojibake.may_hold_mojibake_utf8(data) == truth, text
        assert mojibake.may_hold_mojibake(text) == (not text.isascii() and truth), text
    for _ in range(3000):
        data = bytes(
            rng.choices(b"a\x80\xa0\xa9\xc2\xc3\xc5\xc6\xcb\xe2\xe9\xff", k=rng.randint(0, 9))
        )
        assert _lead_images(compiled.next_lead_image_utf8, data, 2) == _lead_images_reference(data)
        truth = mojibake._may_hold_mojibake_utf8_reference(data)
        assert mojibake.may_hold_mojibake_utf8(data) == truth, data
