"""The parse kernel's scans find ASCII marks with ``memchr`` over the text's buffer at any
width, and build the end-tag cut in one copy: equal to the regexes on texts whose wide
characters hold the marks' bytes ("<" 0x3C, "&" 0x26, ":" 0x3A, quotes 0x22/0x27) in their
other bytes, and the cut text exactly the reference's string (its width too)."""

from __future__ import annotations

import itertools
import random
import sys

import pytest

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html import prepass, streamed

# Wide characters one of whose bytes is a mark, or is "/", "b", "h", ">", "=".
LOOKALIKES = [
    "\u3c00", "\u003c\u3c3c", "\u263c", "\u2626", "\u3a3a", "\u223a", "\u2222", "\u2727",
    "\u2f3c", "\u3e3c", "\u3d00", "\U0001003c", "\U0003c000", "\U0001f63c", "\u0126", "\u013a",
]  # fmt: skip
PIECES = [
    *LOOKALIKES, "</body>", "</HTML\t>", "</body", "</html\u3000>", "</body\xa0>",
    "</html\x85 >", "<", "/", ">", "&#12;", "&#x1;", "&#", "&", "id=\"S:", "id='S:", "id=S:",
    ":", "<a", " b=\"c>d\"", " e='f'", "=", '"', "'", " ", "x", "\xe9", "\u4e2d", "\U0001f600",
]  # fmt: skip


def _compiled():
    compiled = kernel(PARSE)
    if compiled is None:
        pytest.skip("the parse kernel is not built (or the pure path is forced)")
    return compiled


def _texts() -> list[str]:
    rng = random.Random(43)
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30))) for _ in range(8000)]
    # the removed whitespace holds the text's only character past ASCII (or past Latin-1)
    texts += ["a</body\xa0>b", "</html\x85>", "\xe9</body\u3000>", "x</html\u2028>\xff", "</body>"]
    return texts


def test_scans_equal_the_regexes_on_wide_lookalikes() -> None:
    """Each scan on the text, and on its UTF-8 bytes where it has a bytes form."""
    compiled = _compiled()
    for text in _texts():
        cut = compiled.drop_document_end_tags(text)
        expected = prepass.drop_document_end_tags_reference(text)
        assert cut == expected, ascii(text)
        assert sys.getsizeof(cut) == sys.getsizeof(expected), ascii(text)  # same width
        assert compiled.neutralize_char_refs(text) == prepass.neutralize_char_refs_reference(
            text
        ), ascii(text)
        assert compiled.has_streamed_marker(text) == streamed.has_streamed_marker_reference(text), (
            ascii(text)
        )
        data = text.encode()
        assert compiled.drop_document_end_tags_utf8(data) == expected.encode(), ascii(text)
        marker = streamed.has_streamed_marker_reference(text)
        assert compiled.has_streamed_marker_utf8(data) == marker, ascii(text)
        refs = prepass.neutralize_char_refs_reference(text) != text
        assert compiled.has_refused_char_ref_utf8(data) == refs, ascii(text)


def test_the_attribute_pretest_reads_wide_quotes_as_the_regex_does() -> None:
    """Tags whose quoted values hold characters with a quote's byte: the tag ends where
    ``_WHOLE_TAG`` ends it, and no tag that gets cut is missed."""
    compiled = _compiled()
    rng = random.Random(44)
    for _ in range(4000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 30)))
        for start in range(len(text) - 1):
            if text[start] == "<" and text[start + 1].isascii() and text[start + 1].isalpha():
                end = compiled.tag_end(text, start + 2)  # its ">", or the text's end
                assert min(end + 1, len(text)) == prepass._tag_end(text, start), ascii(text)
        if not compiled.may_cut_attributes(text, 2):
            assert prepass.cap_attributes_reference(text, 2)[1] == 0, ascii(text)


def test_the_cut_found_in_the_bytes_cuts_the_text_alike() -> None:
    """``drop_document_end_tags_both``: the tags found in the UTF-8 bytes only, the text cut
    at the same characters (one-, two-, three- and four-byte characters before and
    between the tags, wide whitespace inside them): the text scan's string, width and
    all, and the bytes scan's bytes; the same objects when nothing is cut."""
    compiled = _compiled()
    rng = random.Random(45)
    texts = _texts()
    spaces = [chr(c) for c in range(0x3001) if chr(c).isspace()]
    for _ in range(5000):
        parts = [rng.choice(["a", "\xe9", "\u4e2d", "\U0001f600", "<", "</b"]) for _ in range(3)]
        tag = rng.choice(["</body", "</HTML", "</Body"]) + rng.choice(["", *spaces]) + ">"
        texts.append("".join(parts) + tag + rng.choice(["", "\u3000", "x\U0001f600"]))
    cut = 0
    for text in texts:
        data = text.encode()
        found_text, found_data = compiled.drop_document_end_tags_both(text, data)
        expected = compiled.drop_document_end_tags(text)
        assert found_text == expected, ascii(text)
        assert sys.getsizeof(found_text) == sys.getsizeof(expected), ascii(text)
        assert found_data == compiled.drop_document_end_tags_utf8(data) == expected.encode()
        if found_text == text:
            assert found_text is text and found_data is data
        cut += found_text != text
    assert cut > 4000


def test_the_cut_found_in_the_bytes_counts_characters_from_either_end() -> None:
    """``drop_document_end_tags_both`` on long texts (runs past the 255-byte counting
    blocks) with one or more tags near the start, the middle or the end: the characters
    counted forwards or backwards, the text scan's string and width either way."""
    compiled = _compiled()
    rng = random.Random(47)
    pieces = ["a", "\xe9", "\u4e2d", "\U0001f600", "<", "</b", "\n", "\x80\u07ff\u0800"]
    for _ in range(1500):
        runs = [
            "".join(rng.choice(pieces) for _ in range(rng.choice([0, 1, 40, 300, 900])))
            for _ in range(rng.randint(1, 4))
        ]
        tags = [rng.choice(["</body>", "</html\u3000>", "</BODY >"]) for _ in runs[1:]]
        text = runs[0] + "".join(tag + run for tag, run in zip(tags, runs[1:], strict=True))
        data = text.encode()
        found_text, found_data = compiled.drop_document_end_tags_both(text, data)
        expected = compiled.drop_document_end_tags(text)
        assert found_text == expected, ascii(text)
        assert sys.getsizeof(found_text) == sys.getsizeof(expected), ascii(text)
        assert found_data == expected.encode()


ATTRIBUTE_PIECES = [
    "<a", "<p", " ", "\t", "\u3000", "\xa0", "\u2028", "\u1680", "\x85", "=", '"', "'",
    "x", ">", "/", "\xe9", "\u4e2d", "\U0001f600", "\u0585", "\u4ea0", "b", "<", "</a>",
]  # fmt: skip


def test_the_attribute_pretest_on_the_bytes_never_misses_a_cut() -> None:
    """``may_cut_attributes_utf8``: False only where the regex cuts nothing, on tags with
    wide whitespace after "=" (a quote after it opens a value) and characters whose UTF-8
    bytes hold 0x85 or 0xA0; it fires on every tag the text pretest fires on for a cut."""
    compiled = _compiled()
    rng = random.Random(46)
    fired = 0
    for _ in range(20000):
        text = "".join(rng.choice(ATTRIBUTE_PIECES) for _ in range(rng.randint(1, 40)))
        limit = rng.choice([1, 2, 3, 5])
        cut = prepass.cap_attributes_reference(text, limit)[1]
        on_bytes = compiled.may_cut_attributes_utf8(text.encode(), limit)
        if cut:
            assert on_bytes and compiled.may_cut_attributes(text, limit), ascii(text)
        fired += on_bytes
        data = text.encode()
        for start in range(len(text) - 1):
            if text[start] == "<" and text[start + 1] in "ap":  # the same tag end, in bytes
                end = compiled.tag_end(text, start + 2)
                at = len(text[: start + 2].encode())
                assert compiled.tag_end_utf8(data, at) == len(text[:end].encode()), ascii(text)
    assert fired > 1000


LONG_TAG_PIECES = [
    "<a ", "<p", " x=", "=", '"', "'", ">", "<", " ", "\t", "b" * 17, "c" * 300, '="', "='",
    ' y="' + "d" * 280 + '<e"', " z='" + "f" * 15 + ">'", "/",
]  # fmt: skip


def test_the_bytes_walk_reads_long_tags_as_the_text_walk_does() -> None:
    """ASCII pages with tags and values past the sixteen bytes the walk jumps at once, and
    tags past the suffix run (a "<" in a long quoted value): the bytes walk ends each tag
    where the text walk does, and the pretest answers as the text pretest."""
    compiled = _compiled()
    rng = random.Random(47)
    for _ in range(3000):
        text = "".join(rng.choice(LONG_TAG_PIECES) for _ in range(rng.randint(1, 30)))
        data = text.encode()
        for start in range(len(text)):
            if text[start] == "<":
                assert compiled.tag_end_utf8(data, start + 1) == compiled.tag_end(text, start + 1)
        for limit in (1, 3, 1000):
            expected = compiled.may_cut_attributes(text, limit)
            assert compiled.may_cut_attributes_utf8(data, limit) == expected, ascii(text)


COUNT_PIECES = [*ATTRIBUTE_PIECES, "\x1c", "==", "= '", '="a b"', "a=b c", "'x y'"]


def test_the_attribute_count_is_the_regex_count() -> None:
    """``attribute_count`` (text) and ``attribute_count_utf8`` (its bytes): as many
    ``_ATTRIBUTE`` matches after ``_TAG_NAME`` as ``cap_attributes_reference`` finds in the
    tag, up to the limit and one, on tags of every quoting and whitespace."""
    compiled = _compiled()
    rng = random.Random(47)
    counted = 0
    for _ in range(6000):
        text = "".join(rng.choice(COUNT_PIECES) for _ in range(rng.randint(1, 40)))
        data = text.encode()
        for start in range(len(text) - 1):
            if text[start] != "<" or not (text[start + 1].isascii() and text[start + 1].isalpha()):
                continue
            stop = prepass._tag_end(text, start)
            name = prepass._TAG_NAME.match(text, start, stop)
            assert name is not None
            end = compiled.tag_end(text, start + 2)
            at, to = len(text[: start + 1].encode()), len(text[:end].encode())
            for limit in (0, 1, 3, 100):
                found = prepass._ATTRIBUTE.finditer(text, name.end(), stop)
                expected = len(list(itertools.islice(found, limit + 1)))
                on_text = compiled.attribute_count(text, start + 1, end, limit)
                assert on_text == expected, ascii(text)
                assert compiled.attribute_count_utf8(data, at, to, limit) == expected, ascii(text)
                counted += expected > 1
    assert counted > 1000


def test_a_long_quoted_value_is_no_attribute_bomb() -> None:
    """A tag whose quoted values hold more separators than the limit (an SVG path, a JSON
    payload) passes the pretest, on the text and on its bytes; a bomb does not."""
    compiled = _compiled()
    path = "M" + " L".join(f"{i} {i % 7}.5" for i in range(800))
    payload = "&quot;a&quot;, " * 1200
    for value in (f'd="{path}"', f"data-p='{payload}'", f'x = "{path}" y=\u3000"{payload}"'):
        text = f"<p>\u4e2d</p><svg><path {value} fill=red/></svg>"
        assert prepass.cap_attributes_reference(text, 1000) == (text, 0)
        assert not compiled.may_cut_attributes(text, 1000), value[:20]
        assert not compiled.may_cut_attributes_utf8(text.encode(), 1000), value[:20]
    bomb = "<p>\u4e2d</p><svg " + " ".join(f'a{i}="{i} {i}"' for i in range(1001)) + ">"
    assert prepass.cap_attributes_reference(bomb, 1000)[1] == 1
    assert compiled.may_cut_attributes(bomb, 1000)
    assert compiled.may_cut_attributes_utf8(bomb.encode(), 1000)


def test_the_pretest_passes_over_script_read_as_a_tag_but_misses_no_cut() -> None:
    """A long run read as a tag with few separators (script text: ``a<b ? c : d``) has the
    "<" outside its quoted values passed over; a tag the regex sees inside one of its
    quoted values (here one opened in a script and closed in the markup) is still read."""
    compiled = _compiled()
    filler = "x" * 300
    bomb = '<p a=">" ' + " ".join(f"b{i}" for i in range(40)) + ">"
    text = f'<script>if(a<b="{filler})</script>{bomb}"z'
    assert prepass.cap_attributes_reference(text, 20)[1] == 1
    assert compiled.may_cut_attributes(text, 20)
    assert compiled.may_cut_attributes_utf8(text.encode(), 20)
    pieces = ["x" * 100, "<b", "<i", '="', "='", "=", " ", ">", "'", '"', "<script>", "</script>",
              "<", "a<c", "\u4e2d", "\u3000", bomb, '<p a="' + "q " * 30 + '">']  # fmt: skip
    rng = random.Random(48)
    passed = fired = 0
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
        cut = prepass.cap_attributes_reference(text, 20)[1]
        on_text = compiled.may_cut_attributes(text, 20)
        on_bytes = compiled.may_cut_attributes_utf8(text.encode(), 20)
        if cut:
            assert on_text and on_bytes, ascii(text)
            fired += 1
        passed += not on_text
    assert passed > 300 and fired > 300
