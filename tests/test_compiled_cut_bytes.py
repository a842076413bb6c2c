"""The end tags cut from a page's bytes before decoding (``load.decode_keeping_utf8`` with
``cut_within``) give the text and bytes that decoding the page whole and then cutting it
gives (``parse``'s order: ``max_chars``, the reference repair, the cut)."""

from __future__ import annotations

import codecs
import dataclasses
import itertools
import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html import load, prepass
from thresher.html.document import load_document
from thresher.html.load import decode_keeping_utf8
from thresher.html.parse import parse
from thresher.options import Limits, Options

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
# Byte pieces: end tags (some spaced by non-ASCII whitespace), whole characters of one to
# four bytes, their leading bytes alone, lone continuation bytes and bytes never in UTF-8.
BYTE_PIECES = [
    b"</body>", b"</BODY >", b"</html\n>", b"</body", b"</", b"<", b">", b"a", b" ",
    "</body\u3000>".encode(), "</html\u00a0>".encode(), b"</body\xc2 >", b"</html\xe3>",
    "\u00e9".encode(), "\u4e2d".encode(), "\U0001f600".encode(), b"\xc3", b"\xe4\xb8",
    b"\xf0\x9f\x98", b"\x80", b"\xa9", b"\xbf", b"\xff", b"\xc0\xaf",
]  # fmt: skip


def _compiled():
    compiled = kernel(PARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    return compiled


def test_the_bytes_cut_before_decoding_decode_as_the_cut_text() -> None:
    """Whenever the cut bytes decode, the page decodes too, and the cut bytes are the UTF-8
    of its text cut by the reference; a valid page with ASCII tags is always cut."""
    compiled = _compiled()
    rng = random.Random(47)
    taken = refused = 0
    for _ in range(20000):
        data = b"".join(rng.choice(BYTE_PIECES) for _ in range(rng.randint(0, 12)))
        found = compiled.drop_document_end_tags_before_decoding(data)
        cut = None if found is None else found[0]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        if cut is not None:
            try:
                cut_text = cut.decode("utf-8")
            except UnicodeDecodeError:
                continue
            assert text is not None, data
            assert cut_text == prepass.drop_document_end_tags_reference(text), data
            taken += 1
        elif text is not None and prepass.drop_document_end_tags_reference(text) != text:
            spans = prepass._DOCUMENT_END_TAG.findall(text)
            assert not all(span.isascii() for span in spans), data
            refused += 1
    assert taken > 300 and refused > 10, (taken, refused)
    # a cut between a lead byte and its continuation would make an invalid page valid
    assert compiled.drop_document_end_tags_before_decoding(b"x\xc3</body>\xa9") is None
    assert compiled.drop_document_end_tags_before_decoding(b"x</body\xc2 >y") is None
    assert compiled.drop_document_end_tags_before_decoding(b"x</body>y") == (b"xy", False)
    assert compiled.drop_document_end_tags_before_decoding(b"x</bodyy>") is None


def test_a_page_without_end_tags_is_its_own_cut() -> None:
    """``cut_before_decoding`` is ``drop_document_end_tags_before_decoding`` when that cuts,
    None when it refuses a cut, and the page itself (its seams closed) when it holds no end
    tag, whose text the reference then leaves as it is."""
    compiled = _compiled()
    rng = random.Random(50)
    alone = 0
    for _ in range(20000):
        data = b"".join(rng.choice(BYTE_PIECES) for _ in range(rng.randint(0, 12)))
        found = compiled.cut_before_decoding(data)
        cut = compiled.drop_document_end_tags_before_decoding(data)
        if cut is not None or found is None:
            assert found == cut, data
            continue
        assert found[0] is data and found[1] is True, data
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        assert prepass.drop_document_end_tags_reference(text) == text, data
        alone += 1
    assert alone > 1000, alone
    assert compiled.cut_before_decoding(b"") == (b"", True)
    assert compiled.cut_before_decoding(b"x</bodyy>") == (b"x</bodyy>", True)
    assert compiled.cut_before_decoding(b"x\xc3</body>\xa9") is None
    assert compiled.cut_before_decoding(b"x</body>y") == (b"xy", False)


# Pieces around end tags: letters a markup word may hold, and what closes a seam.
SEAM_PIECES = ["</body>", "</HTML >", "</html\x1c>", "a", "-", "b", "\u00e9", "\u4e2d", "0",
               ".", "/", ":", "_", " ", "\t", "\x1f", "<", ">", '"', "\\", "=", "\x7f",
               "<p>", "\u00a0", "\u3000"]  # fmt: skip


def test_the_cut_seams_are_closed_as_the_reference_tells() -> None:
    compiled = _compiled()
    rng = random.Random(49)
    answers = set()
    for _ in range(20000):
        text = "".join(rng.choice(SEAM_PIECES) for _ in range(rng.randint(1, 8)))
        found = compiled.drop_document_end_tags_before_decoding(text.encode())
        if found is not None:
            assert found[1] == prepass.end_tag_seams_closed(text), text
            answers.add(found[1])
    assert answers == {True, False}
    assert compiled.drop_document_end_tags_before_decoding(b"a</body></html>b") == (b"ab", False)
    assert compiled.drop_document_end_tags_before_decoding(b"a</body>\n</html>b")[1] is True
    assert compiled.drop_document_end_tags_before_decoding(b"</body>ab</html>")[1] is True


MARKUP_WORDS = ["ab", "a-b", "tab-pane", "modal", "\u00e9a", "a\u4e2d", "a.b/c:d_0", "/c"]
NOT_MARKUP_WORDS = ["", "a b", "a\tb", "a>", "<a", "body", "/html", "Bo", "a\x1cb", 'a"b']


def test_a_markup_word_is_in_a_page_cut_at_closed_seams_when_in_the_page() -> None:
    """Why the load keeps the page's own bytes for the rules' markup searches: a cut at
    closed seams neither makes nor breaks a markup word (an open seam or another word
    may)."""
    assert all(map(prepass.markup_word, MARKUP_WORDS))
    assert not any(map(prepass.markup_word, NOT_MARKUP_WORDS))
    rng = random.Random(48)
    pieces = [*SEAM_PIECES, "tab-", "pane", "mo", "dal", "ta", "-pa", "a.b", "/c:d_0"]
    changed = set()
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 10)))
        cut = prepass.drop_document_end_tags_reference(text)
        closed = prepass.end_tag_seams_closed(text)
        for word in MARKUP_WORDS + NOT_MARKUP_WORDS:
            if (word in text) != (word in cut):
                assert not closed or not prepass.markup_word(word), (text, word)
                changed.add((closed, prepass.markup_word(word)))
    assert changed == {(False, True), (True, False), (False, False)}


def _pages() -> list[bytes]:
    rng = random.Random(7)
    pages = [path.read_bytes() for path in BUNDLED]
    html = "<html><head><title>t</title></head><body><p>{}</p></body></html>\n"
    pieces = ["caf\u00e9 ", "\u4e2d\u6587", "&#1;", "&#8217;", "\x01", "\x0c", "\ufffe",
              "</body>", "</html >", "a b ", "<b>x</b>", "&#x0c;", "&#</body>1;"]  # fmt: skip
    for _ in range(400):
        pages.append(html.format("".join(rng.choice(pieces) for _ in range(rng.randint(0, 9)))))
    # without end tags (the page is its own cut), some holding one in their text
    unclosed = html.replace("</body></html>", "")
    for _ in range(150):
        pages.append(unclosed.format("".join(rng.choice(pieces) for _ in range(rng.randint(0, 9)))))
    pages = [page if type(page) is bytes else page.encode() for page in pages]
    pages += [codecs.BOM_UTF8 + pages[-1], b"  </body>  ", b"</html>", b"<p>x\xe9</body>y"]
    return pages


def _loaded(load) -> tuple:
    try:
        doc = load()
    except Exception as exc:  # the same error either way
        return (type(exc), str(exc))
    return (
        doc.source_text,
        doc.encoding,
        doc.encoding_source,
        doc.warnings,
        etree.tostring(doc.tree),
    )


@pytest.mark.parametrize("max_chars", [10_000_000, 120])
def test_a_page_cut_before_decoding_loads_as_decoded_then_cut(max_chars: int) -> None:
    _compiled()
    options = Options(limits=Limits(max_chars=max_chars))
    cut = 0
    for data in _pages():

        def whole(data: bytes = data) -> object:
            decoded, utf8 = decode_keeping_utf8(data)
            return parse(decoded, limits=options.limits, utf8=utf8)

        assert _loaded(lambda data=data: load_document(data, options=options)) == _loaded(whole), (
            data
        )
        try:
            decoded, _ = decode_keeping_utf8(data, cut_within=max_chars)
        except Exception:
            continue
        cut += decoded.end_tags_dropped
    assert cut > 50


def _strict_length(data: bytes) -> int:
    try:
        return len(data.decode("utf-8"))
    except UnicodeDecodeError:
        return -1


def test_utf8_chars_is_the_strict_decoders_length_or_minus_one() -> None:
    compiled = _compiled()
    edges = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
             0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]  # fmt: skip
    cases = [bytes((a, b)) for a in range(256) for b in range(256)]
    cases += [bytes(seq) for seq in itertools.product(edges, repeat=4)]
    cases += [chr(cp).encode() for cp in range(0, 0x110000, 7) if not 0xD800 <= cp < 0xE000]
    rng = random.Random(3)
    pool = edges + [0x20] * 8
    cases += [bytes(rng.choice(pool) for _ in range(rng.randint(0, 40))) for _ in range(20_000)]
    for data in cases:
        for head in (b"", b"abcdefg", b"abcdefgh" * 3):  # the eight-byte step at each offset
            assert compiled.utf8_chars(head + data) == _strict_length(head + data), head + data


@pytest.mark.parametrize(
    "text",
    ["", " ", " \t\n\x0b\x0c\r\x1c\x1f", "\u00a0", " \u3000 ", " \u3000x", " x\u00a0", "\u00e9"],
)
def test_the_cut_is_whitespace_as_its_text_is(text: str) -> None:
    assert load._utf8_isspace(text.encode()) is text.isspace()


def _page_loads(data: bytes) -> tuple:
    """What load_document gives, and what decoding the page whole and parsing the text give."""
    options = Options()
    decoded, utf8 = decode_keeping_utf8(data)
    return (
        _loaded(lambda: load_document(data, options=options)),
        _loaded(lambda: parse(decoded, limits=options.limits, utf8=utf8)),
    )


def test_a_page_cut_before_decoding_is_parsed_from_its_bytes_and_decoded_when_read() -> None:
    _compiled()
    data = "<html><head><title>t</title></head><body><p>caf\u00e9 \u4e2d</p></body></html>".encode()
    doc = load_document(data)
    assert "source_text" not in vars(doc)  # not decoded yet
    assert doc.source_text == data.decode().replace("</body></html>", "")
    assert "source_text" in vars(doc)
    copy = dataclasses.replace(load_document(data), url="u")
    assert (copy.source_text, copy.url) == (doc.source_text, "u")
    decoded, utf8 = decode_keeping_utf8(data, cut_within=10_000_000)
    assert isinstance(decoded, load.Utf8Text) and decoded.utf8 is utf8
    assert dataclasses.replace(decoded, words_utf8=None).text == decoded.text
    assert decoded.chars == len(decoded.text) and decoded.text == doc.source_text


def test_a_page_without_end_tags_is_parsed_from_its_bytes_and_decoded_when_read() -> None:
    _compiled()
    data = "<html><head><title>t</title></head><body><p>caf\u00e9 \u4e2d</p>".encode()
    doc = load_document(data)
    assert "source_text" not in vars(doc) and doc.source_utf8 is data
    assert doc.source_text == data.decode()
    decoded, utf8 = decode_keeping_utf8(data, cut_within=10_000_000)
    assert isinstance(decoded, load.Utf8Text) and decoded.utf8 is utf8 is data
    assert decoded.end_tags_dropped and decoded.chars == len(data.decode())
    for page in (b"", b" \n ", "\u3000".encode(), b"\xef\xbb\xbf<p>x", b"<p>x\xe9", b"<p>&#1;"):

        def whole(page: bytes = page) -> object:
            decoded, utf8 = decode_keeping_utf8(page)
            return parse(decoded, utf8=utf8)

        assert _loaded(lambda page=page: load_document(page)) == _loaded(whole), page


_BODY = "<html><head></head><body>{}</body></html>"


@pytest.mark.parametrize(
    "page",
    [
        "<html><head><title>" + "x" * 2_100 + "<p>a runaway title</p></body></html>",
        _BODY.format("<p " + " ".join(f"a{i}=1" for i in range(1_200)) + ">attributes</p>"),
        _BODY.format('<template id="P:1"></template><div hidden id="S:1"><p>streamed</p></div>'),
        _BODY.format("<div>" * 3_000 + "deep" + "</div>" * 3_000),  # flattened, parsed again
        _BODY.format("<noscript><p>only without scripts</p></noscript>"),
    ],
)
def test_a_page_whose_repairs_read_the_text_loads_as_its_text_parses(page: str) -> None:
    _compiled()
    ours, theirs = _page_loads(page.encode())
    assert ours == theirs
