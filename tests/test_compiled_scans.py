"""The compiled scans added for the parse, DOM index and segmentation stages equal their
definitions: the hidden-style pretest (the walks run ``segment._HIDDEN_STYLE`` only on a
style it may match), whitespace collapsing of one text and a class's first word, the
attribute pretest's tag end (``prepass._WHOLE_TAG``) and the unhide repairs' text
measure (``unhide._text_chars``)."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import DOM_INDEX, SEGMENT, kernel
from thresher._core.modules import PARSE
from thresher.html import prepass, unhide
from thresher.html.document import load_document
from thresher.html.dom_index import index_page, index_page_reference
from thresher.html.segment import segment, segment_reference

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
STYLE_PIECES = [
    "display", "DISPLAY", "visibility", "Visibility", ":", " ", "\t", "\x0c", "\x1c", "\xa0",
    "\u2000", "\u3000", "none", "NoNe", "hidden", "HIDDEN", "n", "h", "\u017f", "\u0131",
    "\u212a", ";", "block", "x", "&amp;", "&#58;", "&#x3a;", "\"", "'",
]  # fmt: skip


def _require(name: str):
    compiled = kernel(name)
    if compiled is None:
        pytest.skip(f"{name} is not built (or the pure path is forced)")
    return compiled


def _styled_pages(seed: int, count: int) -> list[bytes]:
    rng = random.Random(seed)
    pages = []
    for _ in range(count):
        parts = ["<html><body>"]
        for index in range(rng.randint(1, 12)):
            style = "".join(rng.choice(STYLE_PIECES) for _ in range(rng.randint(0, 9)))
            quote = rng.choice(['"', "'"])
            style = style.replace(quote, "")
            tag = rng.choice(["div", "p", "span", "li", "a"])
            parts.append(f"<{tag} style={quote}{style}{quote}>text {index} </{tag}>tail ")
        pages.append("".join(parts).encode("utf-8"))
    return pages


def test_the_hidden_style_pretest_keeps_both_walks_equal_to_the_references() -> None:
    _require(SEGMENT)
    _require(DOM_INDEX)
    hidden = 0
    for data in _styled_pages(15, 3000):
        doc = load_document(data)
        fast, ref = segment(doc), segment_reference(doc)
        assert [b.text for b in fast.blocks] == [b.text for b in ref.blocks], data
        assert fast.blocks == ref.blocks, data
        fast_index, ref_index = index_page(doc), index_page_reference(doc)
        assert fast_index.own_text == ref_index.own_text, data
        assert fast_index.tags == ref_index.tags, data
        shown = " ".join(block.text for block in ref.blocks).count("text ")
        hidden += shown < data.count(b">text ")
    assert hidden  # some pages hide something


def test_one_text_collapses_and_a_first_word_is_cut_as_split_does() -> None:
    compiled = _require(SEGMENT)
    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        for text in (ch, "a" + ch + "b", ch + "x", "x " + ch, "\xe9" + ch + " "):
            assert compiled.collapse_text(text) == " ".join(text.split()), hex(code)
            words = text.split()
            assert compiled.first_word(text) == (words[0][:40] if words else None), hex(code)
    rng = random.Random(16)
    alphabet = ["a", "b", " ", "  ", "\t", "\n", "\xa0", "\x85", "\u3000", "\x1c", "\xe9", "\u4e2d"]
    for _ in range(50_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(60)))
        found = compiled.collapse_text(text)
        assert found == " ".join(text.split()) and type(found) is str, text
        words = text.split()
        most = rng.choice([1, 3, 40])
        assert compiled.first_word(text, most) == (words[0][:most] if words else None), text


def test_the_attribute_pretest_reads_tag_ends_as_the_pattern_does() -> None:
    compiled = _require(PARSE)
    body = re.compile("<[a-zA-Z]" + prepass._TAG_BODY)
    pieces = [
        "<a", "<", ">", "=", '"', "'", " ", "\t", "\x85", "\xa0", "x", '="', "= '",
        "\u4e2d", "\U0001f600", "\u2000", "/", "<b ", "\x1c",
    ]  # fmt: skip
    rng = random.Random(17)
    for _ in range(100_000):
        width = rng.choice([12, len(pieces)])
        text = "<a" + "".join(rng.choice(pieces[:width]) for _ in range(rng.randint(0, 25)))
        assert compiled.tag_end(text, 2) == body.match(text).end(), text


def _text_chars_roots(doc) -> list[etree._Element]:
    elements = list(doc.tree.iter(etree.Element))
    random.Random(18).shuffle(elements)
    return [doc.tree, *elements[:80]]


def test_the_text_measure_equals_its_definition() -> None:
    compiled = _require(DOM_INDEX)
    if not compiled.TEXT_CHARS_USABLE:
        pytest.fail("unhide._text_chars changed: update _dom_index.text_chars and its digest")
    pages = [path.read_bytes() for path in BUNDLED]
    pages.append(
        "<html><body> \u3000x\xa0 <script>abc</script><div> \x85 y \u2000</div>"
        "<noscript><p>zz</p></noscript> q <svg><script>a</script><style>b</style> c </svg>"
        "<template>t</template>\U0001f600 </body></html>".encode()
    )
    for data in pages:
        doc = load_document(data)
        for root in _text_chars_roots(doc):
            assert compiled.text_chars(root, unhide._UNREAD) == unhide._text_chars(root)


def test_the_text_measure_leaves_entity_references_to_its_definition() -> None:
    compiled = _require(DOM_INDEX)
    root = etree.fromstring(
        "<!DOCTYPE r [<!ENTITY e 'ee'>]><r>a&e;b<s> x </s></r>",
        etree.XMLParser(resolve_entities=False),
    )
    assert compiled.text_chars(root, unhide._UNREAD) == -1
    assert unhide._count_text_chars(root) == unhide._text_chars(root)


def test_the_text_measure_equals_its_definition_on_real_pages(datasets_dir: Path) -> None:
    compiled = _require(DOM_INDEX)
    for folder in sorted(p for p in datasets_dir.iterdir() if (p / "html").is_dir()):
        for path in sorted((folder / "html").iterdir())[:4]:
            data = path.read_bytes()
            if path.suffix == ".gz":
                import gzip

                data = gzip.decompress(data)
            doc = load_document(data)
            for root in _text_chars_roots(doc):
                expected = unhide._text_chars(root)
                assert compiled.text_chars(root, unhide._UNREAD) == expected, path


def test_the_text_measure_compares_the_names_in_c_as_bytes() -> None:
    """The left-out names are compared to each element's name in C, as equal bytes: a
    namespaced ``script`` is read, a longer or shorter name is another, a name holding
    NUL matches nothing."""
    compiled = _require(DOM_INDEX)
    root = etree.fromstring(
        '<r xmlns:x="u"><x:script>aa</x:script><scriptx>bb</scriptx><scrip>cc</scrip>'
        "<script>dd</script><s>ee</s></r>"
    )
    assert compiled.text_chars(root, ()) == 10
    assert compiled.text_chars(root, ("script",)) == 8
    assert compiled.text_chars(root, ("script\0", "scrip")) == 8
    assert compiled.text_chars(root, ("s", "scriptx", "")) == 6
    assert compiled.text_chars(root.find("script"), ("script",)) == 0
