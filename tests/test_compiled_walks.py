"""The compiled walks over libxml2's nodes give what their Python references give.

:func:`thresher.html.dom_index.index_page` runs ``thresher._core._dom_index``
and :func:`thresher.html.segment.segment` runs ``thresher._core._segment`` when
they are built; :func:`~thresher.html.dom_index.index_page_reference` and
:func:`~thresher.html.segment.segment_reference` are the definitions. Both run
here in one interpreter on the same trees, and every field of the results is
compared (elements by identity, warnings too). The trees: the bundled pages,
hand-made hostile ones (comments, instructions, CDATA, entities, hidden
subtrees, deep nesting, node limits, no body, odd characters) parsed the ways
a :class:`~thresher.types.Document` can be made, and (``slow``) pages of every
shared dataset. Skipped where the kernels are not built or the pure path is forced.
"""

from __future__ import annotations

import dataclasses
import gc
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from lxml import etree
from lxml import html as lxml_html

from thresher import extract
from thresher._core import DOM_INDEX, SEGMENT, kernel
from thresher.html.document import load_document
from thresher.html.dom_index import PageIndex, index_page, index_page_reference
from thresher.html.segment import (
    DEFAULT_BREAK_TAGS,
    PAPER_BREAK_TAGS,
    Segmentation,
    segment,
    segment_reference,
)
from thresher.types import Document

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
NODE_LIMITS = (2_000_000, 0, 1, 2, 3, 7, 40)
# segment() options: the defaults, node and depth limits, no images, other break tags.
SEGMENT_OPTIONS = (
    {},
    {"max_nodes": 0},
    {"max_nodes": 1},
    {"max_nodes": 5},
    {"max_nodes": 40},
    {"max_depth": 0},
    {"max_depth": 3},
    {"include_images": False},
    {"break_tags": PAPER_BREAK_TAGS},
    {"break_tags": DEFAULT_BREAK_TAGS | {"span", "a", "img", "b"}},
    {"break_tags": frozenset()},
)
INDEX_FIELDS = (
    "tags",
    "parents",
    "ends",
    "own_text",
    "in_link",
    "chars",
    "link_chars",
    "attrs",
    "in_heading",
    "nonspace",
    "pieces",
    "piece_spans",
    "complete",
)

_HOSTILE = {
    "comments": "<!--a--><html><!--b--><head><!--c--></head><body><!--d-->x<!--e-->y"
    "<p>one<!--f-->two<b>three<!--g--></b>four<!--h--></p><!--i-->tail<div><!--j--></div>"
    "</body></html><!--k-->",
    "instructions": "<html><body><?php echo 1 ?>a<p>b<?x y?>c</p><?z?>d</body></html>",
    "entities": "<html><body><p>&amp; &lt;b&gt; &nbsp;x&#160;y &#x41;&#66; &bogus; &amp</p>"
    "<a href='?a=1&amp;b=2'>l&eacute;</a></body></html>",
    "hidden": "<html><body><p>seen</p><div hidden>gone<p>gone</p></div>after"
    "<div aria-hidden=' TRUE '>gone</div>a2<div aria-hidden='false'>kept</div>"
    "<span style='color:red; DISPLAY : none'>gone</span>a3"
    "<span style='visibility:Hidden'>gone</span>a4<span style=''>kept</span>"
    "<p hidden=''>gone</p><p style='display:block'>kept</p>"
    "<script>var x = '<p>gone</p>';</script>s<style>p {}</style>t<noscript>n</noscript>u"
    "<select><option>o</option></select>v<textarea>w</textarea>x</body></html>",
    "body-hidden": "<html><body hidden><p>all gone</p></body></html>",
    "empty-body": "<html><head><title>t</title></head><body></body></html>",
    "only-text": "<html><body>just text, no tags</body></html>",
    "non-ascii": "<html><body><h1>Über — 标题</h1><p>日本語の文章です。\u3000全角\u00a0空白</p>"
    "<p>emoji 😀 \u200b zero-width\u2028line\u2029para \u0301combining</p>"
    "<p dir='rtl'>שלום עולם</p><a href='/ü'>lien é</a></body></html>",
    "control-chars": "<html><head><title>enough ordinary text to read as a page</title></head>"
    f"<body><p>{'plain words ' * 20}</p><p>a\x0bb\x0cc\x1cd\x1de\x1ff\x85g</p>"
    "<p>\ufffd\ufeff junk \x7f</p><p>x\x01y\x08z</p></body></html>",
    "structure": "<html><body><ul><li>one<ul><li>nested</li></ul></li><li><a href='x'>two</a>"
    "</li></ul><ol><li>a</li></ol><table><tr><td>1</td><td><table><tr><th>in</th></tr>"
    "</table></td></tr><tr><td>2</td></tr></table><blockquote><p>q</p></blockquote>"
    "<pre>  code\n  kept  </pre><p><b>bold</b> and <strong>strong <a href='#'>"
    "link</a></strong></p><h2 id=' x '>head <a>in</a></h2><img src='a.png' alt=' an  image '>"
    "<img data-src='lazy.jpg'><img src='data:x'><img srcset='s.jpg 1x, t.jpg 2x'>"
    "<p id='' class='  '>empty id</p><p class='c1 c2'>classes</p><br>after br"
    "<hr>after hr</body></html>",
    "attributes": "<html><body><div a=1 b=2 c=3 d e=''><p x y>t</p></div>"
    "<a href>empty href</a><a>no href</a><a href=' '>space href</a></body></html>",
    # contexts: an image inside a list item between texts, the same list, table
    # cell and quote entered and left between blocks, structure inside inline tags
    "contexts": "<html><body><ul><li>a<img src='i.png' alt='x'>b<p>c</p></li>"
    "<li><blockquote></blockquote>d<br>e</li></ul><ul><li>f</li></ul>g"
    "<table><tr><td>h<br>i<img src='j.png'>k</td><td></td><td>l</td></tr><tr></tr>"
    "<tr><td>m</td></tr></table><blockquote>n<br>o<blockquote>p</blockquote>q</blockquote>"
    "<span><ol><li><a href='#'>r</a></li></ol>s</span><b><table><tr><td>t</td></tr></table>"
    "</b>u</body></html>",
    # texts of ASCII whitespace (the kernel keeps one space for them outside pre) before,
    # in and after a pre, and a pre flushed inside (an image, a div where pre is no break)
    "blank-texts": "<html><body>\n\t<div>\r\n <span>\x0c</span>\x1c\x1f <i> </i>\n"
    "<pre>\n  <b>\t</b>\n x  \r\n</pre>\n <a href='#'>\n</a> <pre> <i>\n</i> </pre> "
    "<p>\x0b<b> </b>y\t<a href='l'> \n z \n</a>\n</p>\xa0\n<span>\u3000</span></div>"
    "<div><span>\n  <pre>\t<span>a</span>\n <img src='i.png'> b\n</pre></span>\n\n</div>"
    "<p>\r\n<b> </b><pre>\n c <div> d\t</div>\n\t</pre>\n</p></body></html>",
    "unicode-text": "<html><body><p>Ça va? « Oui » — très bien… 'Non.' (Fin.) “Quote.” x</p>"
    "<p>ภาษาไทย ใช้ เว้นวรรค। हिन्दी वाक्य। عربي؟ Ελληνικά; Русский текст.</p>"
    "<p>한국어 문장입니다. 中文，标点！日本語？ áb̈ 𝐀😀 x_y_z</p>"
    "<p>⺀⿿぀ヿｦﾟ฀๿ ¡¿‽‼⁇ ‿⁀ ＿ ﹏ ·</p></body></html>",
}


def _xml_trees() -> dict[str, etree._Element]:
    """Trees only an XML parser or the tree API make: CDATA, entity nodes, DTD defaults,
    namespaces, deep nesting, no body."""
    cdata = etree.fromstring(
        "<html><body><p>a<![CDATA[b<c>]]>d<![CDATA[]]></p>x<![CDATA[y]]><div>z</div></body></html>",
        etree.XMLParser(strip_cdata=False),
    )
    entities = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "ee"><!ENTITY f "<b>fb</b>">]>'
        "<html><body><p>a&e;b&f;c</p>t&e;<div>d</div></body></html>",
        etree.XMLParser(resolve_entities=False),
    )
    defaults = etree.fromstring(
        '<!DOCTYPE html [<!ATTLIST p hidden CDATA "yes">]>'
        "<html><body><p class='c'>gone by default</p><p>kept</p></body></html>"
    )
    spaced = etree.fromstring(
        '<html xmlns:x="urn:x"><body><x:p>ns</x:p><p x:hidden="1">kept</p>'
        '<p xmlns="urn:y" style="display:none">gone</p></body></html>'
    )
    no_body = etree.Element("html")
    etree.SubElement(no_body, "div").text = "no body"
    deep = etree.Element("html")
    node = etree.SubElement(deep, "body")
    for depth in range(10_000):
        node = etree.SubElement(node, "div" if depth % 3 else "span")
        node.text = "t" if depth % 7 == 0 else None
        node.tail = " " if depth % 5 == 0 else None
    return {
        "xml-cdata": cdata,
        "xml-entities": entities,
        "xml-dtd-defaults": defaults,
        "xml-namespaces": spaced,
        "tree-no-body": no_body,
        "tree-deep": deep,
    }


def parsed_both_ways(pages: dict[str, str]) -> Iterator[tuple[str, Document]]:
    """Each page as thresher parses it and as a plain HTML parser keeps it (``-raw``)."""
    keep = etree.HTMLParser(remove_comments=False, remove_pis=False, huge_tree=True)
    for name, html in pages.items():
        yield name, load_document(html)
        yield f"{name}-raw", Document(tree=etree.fromstring(html, keep), source_text=html)


def _documents() -> Iterator[tuple[str, Document]]:
    """The hostile pages parsed both ways, a 10 000-deep nesting and the XML trees."""
    yield from parsed_both_ways(_HOSTILE)
    deep = "<div>" * 10_000 + "deep" + "</div>" * 10_000
    yield "nested-10000", load_document(f"<html><body>{deep}</body></html>")
    for name, tree in _xml_trees().items():
        yield name, Document(tree=tree, source_text="")


def _bundled() -> Iterator[tuple[str, Document]]:
    for path in BUNDLED:
        yield path.parent.name, load_document(path.read_bytes())


def _require(name: str):
    compiled = kernel(name)
    if compiled is None:
        pytest.skip(f"{name} is not built here, or the pure path is forced")
    return compiled


def assert_same_index(fast: PageIndex, ref: PageIndex, label: str) -> None:
    """Every field equal, elements by identity."""
    assert len(fast.elements) == len(ref.elements), label
    assert all(a is b for a, b in zip(fast.elements, ref.elements, strict=True)), label
    for name in INDEX_FIELDS:
        assert getattr(fast, name) == getattr(ref, name), f"{label}: {name}"
    assert fast.position == ref.position, label


def _check_index(label: str, doc: Document, limits=NODE_LIMITS) -> None:
    for limit in limits:
        assert_same_index(
            index_page(doc, limit), index_page_reference(doc, limit), f"{label}@{limit}"
        )


def test_index_kernel_matches_the_reference_on_bundled_pages():
    _require(DOM_INDEX)
    for label, doc in _bundled():
        _check_index(label, doc)


def test_index_kernel_matches_the_reference_on_hostile_pages():
    _require(DOM_INDEX)
    for label, doc in _documents():
        _check_index(label, doc)


def test_index_kernel_leaves_dtd_defaults_to_the_reference():
    compiled = _require(DOM_INDEX)
    tree = _xml_trees()["xml-dtd-defaults"]
    doc = Document(tree=tree, source_text="")
    assert compiled.index(tree.find("body"), 100) is None
    assert index_page(doc).full_text(0) == "kept"  # the default hides a p with attributes


def test_index_page_runs_the_reference_when_pure_is_forced(monkeypatch):
    compiled = _require(DOM_INDEX)
    calls = []
    monkeypatch.setattr(compiled, "index", lambda root, limit: calls.append(root))
    doc = load_document(BUNDLED[0].read_bytes())
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert isinstance(index_page(doc), PageIndex) and not calls
    monkeypatch.delenv("THRESHER_PURE")
    index_page(doc)
    assert len(calls) == 1


def test_index_kernel_makes_the_page_index_as_its_constructor_does():
    """The kernel writes a new PageIndex's ``__dict__`` (no frozen ``__init__``): allowed only
    while the dataclass's fields are the ones it writes, in their order; the result is an
    ordinary PageIndex (its own empty memos, its fields in order, frozen)."""
    compiled = _require(DOM_INDEX)
    assert compiled.builds_directly()  # a changed PageIndex: update the kernel's _FIELDS
    doc = load_document(BUNDLED[0].read_bytes())
    fast, ref = index_page(doc), index_page_reference(doc)
    assert type(fast) is PageIndex and fast == ref
    assert list(vars(fast)) == list(vars(ref)) == [f.name for f in dataclasses.fields(PageIndex)]
    assert fast.texts == {} and fast.lazy == {} and fast.texts is not index_page(doc).texts
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.complete = False  # type: ignore[misc]


def _dataset_documents(datasets_dir: Path, per_set: int) -> Iterator[tuple[str, Document]]:
    from thresher.eval.session import load_datasets

    folders = sorted(p for p in datasets_dir.iterdir() if (p / "manifest.jsonl").is_file())
    for dataset in load_datasets(folders, limit=per_set):
        for number, page in enumerate(dataset.pages):
            try:
                doc = load_document(dataset.read_html(page))
            except Exception:  # an empty or unreadable page: nothing to walk
                continue
            yield f"{dataset.name}-{number}", doc


@pytest.mark.slow
def test_index_kernel_matches_the_reference_on_real_pages(datasets_dir: Path):
    _require(DOM_INDEX)
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        _check_index(label, doc, (2_000_000, 60))
        seen += 1
    assert seen > 40


def assert_same_segmentation(fast: Segmentation, ref: Segmentation, label: str) -> None:
    """Every block equal field by field (elements and pieces by identity), warnings too."""
    assert fast.warnings == ref.warnings, label
    assert len(fast.blocks) == len(ref.blocks), label
    for a, b in zip(fast.blocks, ref.blocks, strict=True):
        assert a == b, f"{label}: block {b.index}"
        assert a.element is b.element, f"{label}: block {b.index} element"
        assert len(a.pieces) == len(b.pieces), f"{label}: block {b.index} pieces"
        for (el, attr), (ref_el, ref_attr) in zip(a.pieces, b.pieces, strict=True):
            assert el is ref_el and attr == ref_attr, f"{label}: block {b.index} piece"


def _check_segments(label: str, doc: Document, options=SEGMENT_OPTIONS) -> None:
    for option in options:
        fast, ref = segment(doc, **option), segment_reference(doc, **option)
        assert_same_segmentation(fast, ref, f"{label} {option}")


def test_segment_kernel_matches_the_reference_on_bundled_pages():
    _require(SEGMENT)
    for label, doc in _bundled():
        _check_segments(label, doc)


def test_segment_kernel_matches_the_reference_on_hostile_pages():
    _require(SEGMENT)
    for label, doc in _documents():
        _check_segments(label, doc)


def test_segment_kernel_leaves_entities_and_dtd_defaults_to_the_reference():
    compiled = _require(SEGMENT)
    trees = _xml_trees()
    for name in ("xml-entities", "xml-dtd-defaults"):
        root = trees[name].find("body")
        assert compiled.segment(root, DEFAULT_BREAK_TAGS, 5_000, 2_000_000, True) is None, name
    assert compiled.segment(trees["xml-cdata"].find("body"), DEFAULT_BREAK_TAGS, 9, 99, True)


def test_segment_runs_the_reference_when_pure_is_forced(monkeypatch):
    compiled = _require(SEGMENT)
    calls = []
    monkeypatch.setattr(compiled, "segment", lambda *args: calls.append(args))
    doc = load_document(BUNDLED[0].read_bytes())
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert segment(doc).blocks and not calls
    monkeypatch.delenv("THRESHER_PURE")
    assert segment(doc).blocks and len(calls) == 1  # the kernel's None: the reference


@pytest.mark.slow
def test_segment_kernel_matches_the_reference_on_real_pages(datasets_dir: Path):
    _require(SEGMENT)
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        _check_segments(label, doc, SEGMENT_OPTIONS[:1] + SEGMENT_OPTIONS[4:5])
        seen += 1
    assert seen > 40


def _measures(text: str) -> tuple[int, int, int]:
    from thresher.html import text_measures

    return (
        text_measures.word_count(text),
        text_measures.punctuation_count(text),
        text_measures.sentence_count(text),
    )


def test_segment_kernel_measures_every_code_point_as_text_measures_does():
    """The C measures of text that is not ASCII: every code point in the contexts that
    matter (a word before or after, a terminator before or after, a no-space script
    or combining mark beside it), and random texts of the characters the rules name."""
    import random
    import sys

    compiled = _require(SEGMENT)
    assert compiled.unicode_measures_in_c(), "text_measures' patterns changed: update _segment.pyx"
    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        for text in (ch + "é", "a" + ch + "é b", "é" + ch + ".", "é." + ch, ch + ". é"):
            assert compiled.measures(text) == _measures(text), hex(code)
        for text in ("x" + ch + "!", "中" + ch, ch + "\u0301a", "ก" + ch + "ข", "é" + ch + "…"):
            assert compiled.measures(text) == _measures(text), hex(code)
    rng = random.Random(26)
    alphabet = list("ab .!?…’”»)]}>\"'_ \t\n") + list("é中ก\u0e31\u0301。।😀\u2028\xa0٣¿«؟")
    for _ in range(50_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 14)))
        assert compiled.measures(text) == _measures(text), repr(text)


def test_walks_collapse_whitespace_as_split_and_join_do():
    """``collapse(parts, first)`` (block texts, anchors, own texts) equals
    ``" ".join("".join(parts[first:]).split())`` on every code point and random parts."""
    import random
    import sys

    compiled = _require(SEGMENT)

    def expected(parts: list[str], first: int = 0) -> str:
        return " ".join("".join(parts[first:]).split())

    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        for parts in ([ch], ["a" + ch + "b"], [" ", ch, " x"], ["é" + ch, "b"], ["中", ch]):
            assert compiled.collapse(parts) == expected(parts), hex(code)
    rng = random.Random(27)
    alphabet = ["a", "b", " ", "\t", "\n", "\xa0", "\u3000", "\x1c", "é", "中", "😀", "\x85", ""]
    for _ in range(50_000):
        parts = [
            "".join(rng.choice(alphabet) for _ in range(rng.randrange(7)))
            for _ in range(rng.randrange(6))
        ]
        first = rng.randrange(len(parts) + 1)
        found = compiled.collapse(parts, first)
        assert found == expected(parts, first) and type(found) is str, (parts, first)


def test_wide_whitespace_lies_where_the_walks_look_for_it():
    """Past Latin-1, ``str.split`` cuts only at characters from U+1680 to U+3000: the
    walks' whitespace test (``_nodes.pxi``'s ``_is_space``) asks CPython only there."""
    import sys

    wide = [code for code in range(256, sys.maxunicode + 1) if chr(code).isspace()]
    assert wide and min(wide) >= 0x1680 and max(wide) <= 0x3000, [hex(c) for c in wide]
    for code in wide:
        assert len(("a" + chr(code) + "b").split()) == 2, hex(code)


def test_walk_paths_join_as_str_join_does():
    """``slash_join(prefix, names, first, size)`` (block paths read on from a kept prefix)
    equals ``"/".join`` for names of every width (a canonical str: equal only then)."""
    import random

    compiled = _require(SEGMENT)
    rng = random.Random(28)
    alphabet = ["div", "p.c", "a#x", "é", "中", "😀", "", "/", "li.é中"]
    for _ in range(20_000):
        names = [rng.choice(alphabet) for _ in range(rng.randrange(1, 7))]
        size = rng.randrange(1, len(names) + 1)
        first = rng.randrange(size)
        prefix = rng.choice([None, "", "body", "body/div.é", "中/😀"])
        found = compiled.slash_join(prefix, names, first, size)
        expected = "/".join(([] if prefix is None else [prefix]) + names[first:size])
        assert found == expected and type(found) is str, (prefix, names, first, size)


def test_segment_kernel_measures_text_as_text_measures_does():
    """The kernel's C word, punctuation and sentence counts of ASCII text (and its
    hand-off of other text) equal ``thresher.html.text_measures``."""
    import random

    from thresher.html import text_measures

    compiled = _require(SEGMENT)
    assert compiled.ASCII_MEASURES, "SENTENCE_END changed: update _segment.pyx's ASCII rule"
    rng = random.Random(25)
    alphabet = [chr(i) for i in range(128)] + list(".!?\"')]} \n\t\x1cab1_") * 4 + ["…", "。", "é"]
    texts = ["", "a.", ".a", "a. b", "a.\n", "(a).", "x!?", "end…", "e.g. 3.5 U.S.A."]
    texts += [
        "".join(rng.choice(alphabet) for _ in range(rng.randrange(40))) for _ in range(20_000)
    ]
    for _, doc in _bundled():
        texts.extend(block.text for block in segment_reference(doc).blocks)
    for text in texts:
        expected = (
            text_measures.word_count(text),
            text_measures.punctuation_count(text),
            text_measures.sentence_count(text),
        )
        assert compiled.measures(text) == expected, repr(text)


def test_the_hidden_style_test_equals_the_pattern():
    """The C reading of ``_HIDDEN_STYLE`` on ASCII styles; others go to the pattern."""
    from thresher.html.segment import _HIDDEN_STYLE

    compiled = _require(DOM_INDEX)
    rng = random.Random(25)
    parts = [
        "display",
        "DisPlay",
        "visibility",
        "VISIBILITY",
        "none",
        "NoNe",
        "hidden",
        "HIDDEN",
        ":",
        " ",
        "\t",
        "\n",
        "\x0b",
        "\x1c",
        "\x1f",
        ";",
        "x",
        "n",
        "h",
        "displa",
        "visib",
        "é",
        "\u017f",
        "\u212a",
        "\u0131",
        "\u0130",
        "\xa0",
    ]
    styles = ["", "display:none", "display : none", "visibility:\x1chidden", "a:b"]
    styles += ["".join(rng.choices(parts, k=rng.randint(1, 9))) for _ in range(20000)]
    for style in styles:
        found = compiled.style_hides(style)
        expected = _HIDDEN_STYLE.search(style) is not None
        assert found == expected or (found == -1 and not style.isascii()), style


def _untracked_parts(seg: Segmentation) -> tuple[list[object], list[object]]:
    """What the compiled walk untracks (pieces, their proxies, links, list kinds, the blocks
    themselves and their tuple) and the blocks."""
    parts: list[object] = [el for block in seg.blocks for el, _ in block.pieces]
    parts += [piece for block in seg.blocks for piece in block.pieces]
    parts += [block.pieces for block in seg.blocks]
    parts += [link for block in seg.blocks for link in block.links]
    parts += [block.links for block in seg.blocks if block.links]
    parts += [block.element for block in seg.blocks if block.element is not None]
    parts += [block.context.list_kinds for block in seg.blocks if block.context.list_kinds]
    parts += [*seg.blocks, seg.blocks]
    return parts, list(seg.blocks)


def test_segment_kernel_untracks_what_cannot_make_a_cycle():
    _require(SEGMENT)
    html = (
        "<html><body><div>a <a href='/x'>link</a> b<img src='i.png' alt='i'>"
        "<ul><li>one <b>two</b></li></ul><table><tr><td>cell</td></tr></table></div></body></html>"
    )
    parts, blocks = _untracked_parts(segment(load_document(html)))
    assert len(parts) > 20 and any(block.links for block in blocks)
    assert any(block.context.list_kinds for block in blocks)
    assert any(block.kind == "img" for block in blocks)
    assert not any(gc.is_tracked(part) for part in parts)


def test_segment_kernel_keeps_proxies_that_hold_attributes_tracked():

    _require(SEGMENT)
    tree = lxml_html.fromstring("<html><body><p>a <b>b</b> c</p><div>d</div></body></html>")
    seg = segment(Document(tree=tree, source_text=""))
    assert seg.blocks and gc.is_tracked(seg.blocks)  # its blocks are tracked: so is it
    for block in seg.blocks:
        assert gc.is_tracked(block)  # it holds a proxy a cycle can pass through
        assert gc.is_tracked(block.element) and gc.is_tracked(block.pieces)
        assert all(gc.is_tracked(piece) and gc.is_tracked(piece[0]) for piece in block.pieces)
    # a cycle through such a proxy's attributes is still found by the collector
    was = gc.isenabled()
    gc.disable()
    try:
        found = seg.blocks[0]
        found.element.held = found.pieces
        gone = [False]
        holder = type("Holder", (), {"__del__": lambda self: gone.__setitem__(0, True)})()
        found.element.holder = holder
        del holder, found, seg, tree
        gc.collect()
        assert gone[0]
    finally:
        if was:
            gc.enable()


def test_an_extraction_leaves_its_blocks_to_reference_counting(monkeypatch):
    """The blocks tuple an Extraction keeps is untracked (the compiled walk's), so the
    first young scan after the page walks neither it nor its blocks; the output is the
    pure path's."""
    _require(SEGMENT)
    page = "<html><body><h1>Title</h1><p>One sentence of text here.</p><p>Two.</p></body></html>"
    found = extract(page)
    assert len(found.blocks) >= 2 and not gc.is_tracked(found.blocks)
    monkeypatch.setenv("THRESHER_PURE", "1")
    reference = extract(page)
    monkeypatch.delenv("THRESHER_PURE")
    assert gc.is_tracked(reference.blocks)  # blocks the class made: tracked, and so the tuple
    assert found.blocks == reference.blocks and found.text == reference.text


def test_segment_kernel_gives_siblings_of_one_name_one_path():
    """Blocks of sibling owners with the same name share their path's str; a sibling
    of another name, or a cousin, has its own; every path is the reference's."""
    _require(SEGMENT)
    doc = load_document(
        "<html><body><ul><li>one</li><li>two</li><li class='x'>three</li><li>four</li></ul>"
        "<div><p>five</p><p>six</p></div><div><p>seven</p></div></body></html>"
    )
    blocks = segment(doc).blocks
    assert [b.path for b in blocks] == [b.path for b in segment_reference(doc).blocks]
    one, two, three, four, five, six, seven = blocks
    assert one.path is two.path and four.path == one.path and five.path is six.path
    assert three.path != one.path and seven.path == five.path


def test_long_ascii_runs_collapse_as_split_and_join_do():
    """The collapse copies (and the one-text test skips) runs of ASCII characters that are
    no space 16 bytes a step: runs that end at, before and past each step's edge, at a
    part's end, before every byte a step stops at (controls, spaces, bytes past ASCII) and
    in buffers of both sizes give what ``split`` and ``join`` give (and the collapsed
    length, counted without the text, its length)."""
    compiled = _require(SEGMENT)

    def expected(parts: list[str], first: int = 0) -> str:
        return " ".join("".join(parts[first:]).split())

    stops = [chr(code) for code in range(0x21)] + ["\x7f", "\x80", "\x85", "\xa0", "\xe9", "\xff"]
    for stop in stops:
        for size in range(40):
            for text in ("x" * size + stop + "y" * 17, stop + "z" * size, "a" * size + stop):
                assert compiled.collapse([text]) == expected([text]), (stop, size)
                assert compiled.collapse_text(text) == expected([text]), (stop, size)
                assert compiled.collapsed_length([text, text]) == len(expected([text, text]))
    rng = random.Random(29)
    letters = "abcdefghijklmnopqrstuvwxyz0123456789.,;!?-'\"~\x7f"
    rare = [" ", "  ", "\t", "\n", "\x0c", "\x1c", "\x00", "\x85", "\xa0", "\xe9", "\xff"]
    for _ in range(20_000):
        parts = []
        for _ in range(rng.randrange(1, 5)):
            chars = [rng.choice(letters) for _ in range(rng.randrange(60))]
            for _ in range(rng.randrange(4)):
                if chars:
                    chars[rng.randrange(len(chars))] = rng.choice(rare)
            parts.append("".join(chars))
        if rng.random() < 0.05:
            parts.append("w" * rng.randrange(2040, 2100))  # past the local buffer
        first = rng.randrange(len(parts))
        found = compiled.collapse(parts, first)
        assert found == expected(parts, first) and type(found) is str, (parts, first)
        text = "".join(parts)
        assert compiled.collapse_text(text) == expected([text]), text
        assert compiled.collapsed_length(parts) == len(expected(parts)), parts
        wide = [*parts, rng.choice(["\u4e2d", "\u3000", "\U0001f600 "])]  # a wide part
        assert compiled.collapsed_length(wide) == len(expected(wide)), wide


def test_long_ascii_texts_are_measured_as_text_measures_does():
    """ASCII texts of 18 characters and more are measured sixteen characters a step (the
    classes as lane masks, held to text_measures' tables when the kernel loads): word
    starts, punctuation and sentence ends across each step's edges, after more than 255
    steps, and at every ASCII character give what ``text_measures`` counts."""
    from thresher.html.text_measures import punctuation_count, sentence_count, word_count

    compiled = _require(SEGMENT)
    assert compiled.CLASSES_HOLD

    def expected(text: str) -> tuple[int, int, int]:
        return word_count(text), punctuation_count(text), sentence_count(text)

    for code in range(128):
        ch = chr(code)
        for at in range(40):
            for text in ("ab" * 20, "a." * 20, "x! " * 14):
                probe = text[:at] + ch + text[at:]
                assert compiled.measures(probe) == expected(probe), (hex(code), at, text)
    rng = random.Random(30)
    alphabet = list("abcXYZ09_ .!?\"')]}>,-$+@;:") + [chr(code) for code in range(128)]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(16, 120)))
        assert compiled.measures(text) == expected(text), repr(text)
    long_text = "Word, another one. " * 300  # 5 700 characters: past 255 steps of sixteen
    assert compiled.measures(long_text) == expected(long_text)
