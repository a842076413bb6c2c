"""The unhide repairs' candidates by the compiled walk (``_dom_index.unhide_candidates``)
equal their definition, :func:`thresher.html.unhide._large_candidates_reference`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import DOM_INDEX, kernel
from thresher.html import parse, repairs, unhide
from thresher.html.document import load_document
from thresher.html.repairs import adopt_strays

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WORDS = "lorem ipsum dolor \u4e2d\u6587 \U0001f600 caf\u00e9 &amp; &lt;b&gt;".split(" ")
OPENINGS = [
    "<div>", '<div style="display:none">', '<div style="visibility: hidden">',
    '<section hidden>', '<main hidden="">', '<article style="NONE">', '<div style="">',
    '<div aria-hidden="true" style="display:none">', '<div style="x:none&amp;">',
    "<button>", '<button style="display:none">', "<iframe>", "<object>", "<embed>",
    "<noscript>", "<select>", "<textarea>", "<fb:div hidden>", "<svg><div hidden>",
    '<div xmlns="http://www.w3.org/1999/xhtml" hidden>', "<![CDATA[", "<!-- c -->",
    "<input>", "<img>", "<p>", "<span>", "<script>", "<style>", "<template>", "<form>",
]  # fmt: skip


def _compiled():
    compiled = kernel(DOM_INDEX)
    if compiled is None or not compiled.UNHIDE_USABLE:
        pytest.skip("the index kernel is not built (or the pure path is forced)")
    return compiled


def _pages(seed: int, count: int) -> list[bytes]:
    rng = random.Random(seed)
    pages = [path.read_bytes() for path in BUNDLED]
    for _ in range(count):
        parts = ["<html><body>"]
        for _ in range(rng.randint(1, 60)):
            if rng.random() < 0.45:
                parts.append(rng.choice(OPENINGS))
            elif rng.random() < 0.3:
                parts.append("</" + rng.choice(["div", "button", "section", "iframe", "p"]) + ">")
            else:
                words = rng.randint(0, 90)
                parts.append(" ".join(rng.choice(WORDS) for _ in range(words)))
        pages.append("".join(parts).encode("utf-8"))
    return pages


def _same(compiled, body: etree._Element, also: tuple[str, ...], least: int) -> None:
    found = compiled.unhide_candidates(
        body, also, unhide._SKIPPED, unhide._WRAPPERS, least, unhide._length
    )
    others, controls, wrappers = unhide._candidates(body, also)
    expected = (
        others,
        [el for el in controls if unhide._length(el) >= least],
        [el for el in wrappers if unhide._length(el) >= least],
    )
    assert [[id(el) for el in part] for part in found] == [
        [id(el) for el in part] for part in expected
    ]


@pytest.mark.parametrize("least", [0, 1, 5, 40, unhide.MIN_SWALLOWED_CHARS])
def test_the_walk_equals_the_reference(least: int) -> None:
    compiled = _compiled()
    for data in _pages(38 + least, 400):
        doc = load_document(data)
        roots = [doc.tree, *doc.tree.iter("body", "div", "button", "iframe", "section")]
        for root in roots[:12]:
            for also in ((), ("noscript",)):
                _same(compiled, root, also, least)


def test_large_candidates_equal_the_reference_at_the_minimum() -> None:
    _compiled()
    for data in _pages(380, 200):
        body = load_document(data).tree.find("body")
        if body is None:
            continue
        for also in ((), ("noscript",)):
            found = unhide._large_candidates(body, also)
            expected = unhide._large_candidates_reference(body, also)
            assert [[id(el) for el in part] for part in found] == [
                [id(el) for el in part] for part in expected
            ]


def test_the_walk_counts_each_elements_text_as_string_length_does() -> None:
    """The walk's count of an element's text characters (which decides whether a control
    or wrapper is long enough) is XPath's ``string-length``, ``unhide._length``, for every
    element of real pages (scripts, styles, SVG, non-ASCII text, CDATA of XML trees)."""
    compiled = _compiled()
    length = etree.XPath("string-length(.)")
    elements = 0
    for data in _pages(62, 120):
        for element in load_document(data).tree.iter():
            if isinstance(element.tag, str):
                assert compiled.string_length(element) == length(element) == unhide._length(element)
                elements += 1
    xml = etree.fromstring(b"<r><a>x<![CDATA[<b>\xc3\xa9</b>]]>y<!-- c --><?p q?>z</a></r>")
    for element in xml.iter("r", "a"):
        assert compiled.string_length(element) == length(element) == 11
    assert elements > 1_000


def test_a_walk_of_more_names_than_it_holds_is_left_to_the_reference() -> None:
    compiled = _compiled()
    body = load_document(b"<html><body><div hidden>x</div></body></html>").tree.find("body")
    many = tuple(f"tag{i}" for i in range(80))
    assert compiled.unhide_candidates(body, many, unhide._SKIPPED, unhide._WRAPPERS, 1, len) is None
    groups = tuple((f"a{i}",) for i in range(20))
    assert compiled.elements_with_attributes(body, groups) is None


def test_every_tag_of_a_page_finds_its_list() -> None:
    """Pages of many distinct tag names (each remembered by its address in a small table)
    still put each element in its list."""
    compiled = _compiled()
    rng = random.Random(17)
    names = [f"t{i}" for i in range(300)] + ["div", "button", "section", "iframe", "noscript"]
    for _ in range(40):
        parts = ["<html><body>"]
        for _ in range(rng.randint(50, 400)):
            tag = rng.choice(names)
            hidden = " hidden" if rng.random() < 0.3 else ""
            parts.append(f"<{tag}{hidden}>{'word ' * rng.randint(0, 30)}</{tag}>")
        body = load_document("".join(parts).encode("utf-8")).tree.find("body")
        for also in ((), ("noscript",)):
            _same(compiled, body, also, 1)


def test_an_entity_reference_asks_the_exact_length() -> None:
    compiled = _compiled()
    root = etree.fromstring(
        '<!DOCTYPE r [<!ENTITY e "' + "x" * 600 + '">]><r><body><button>&e;</button></body></r>',
        etree.XMLParser(resolve_entities=False),
    )
    body = root.find("body")
    _same(compiled, body, (), 500)
    _same(compiled, body, (), 1)


def test_the_text_walk_counts_the_visible_text_as_the_noscript_repair_does() -> None:
    """``text_chars`` of the noscript repair's hidden tags is ``repairs._visible_chars``
    without its stop, on freshly parsed trees (the repair's input) and subtrees of them
    outside hidden elements; under one, the repair's test asks the reference."""
    compiled = _compiled()
    if not compiled.TEXT_CHARS_USABLE:
        pytest.skip("the text walk is not usable")
    counted = 0
    for data in _pages(3900, 300):
        tree = etree.fromstring(data, parse._parser())
        adopt_strays(tree)
        for top in [*tree.iter("body", "div", "noscript", "p")][:10]:
            expected = repairs._visible_chars(top, 10**9)
            for enough in (1, expected, expected + 1):
                assert repairs._shows_enough(top, enough) == (expected >= enough)
            if any(a.tag in repairs._HIDDEN_TEXT_TAGS for a in top.iterancestors()):
                continue
            assert compiled.text_chars(top, repairs._HIDDEN_TEXT_ORDER) == expected
            counted += expected > 0
    assert counted > 500


def test_the_pure_path_gives_the_same_repairs(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    pages = _pages(3800, 150)
    compiled = [etree.tostring(load_document(data).tree) for data in pages]
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert [etree.tostring(load_document(data).tree) for data in pages] == compiled


PANEL_OPENINGS = [
    '<button aria-controls="p1" aria-expanded="false">', '<div id="p1" hidden>',
    '<div id="p2" aria-hidden="true">', '<section id="p3" style="display:none">',
    '<div role="region" aria-labelledby="h1">', '<div role="region">',
    '<a aria-controls="p2">', '<span aria-expanded="true">', '<div ARIA-CONTROLS="p3" '
    'Aria-Expanded="true">', '<p id="p4">', '<svg><g aria-controls="x" aria-expanded="1">',
    '<fb:div aria-controls="p1" aria-expanded="false">', '<div xml:lang="en" role="x" '
    'aria-labelledby="y">', '<li role="tab" aria-labelledby="" aria-controls="">',
]  # fmt: skip


@pytest.mark.parametrize(
    "groups",
    [
        unhide._DISCLOSURES,
        unhide._MAYBE_NAMED_PANELS,
        (("id",),),
        (("id", "style", "aria-hidden"), ("role",), ("hidden",), ("aria-labelledby", "role")),
    ],
)
def test_elements_with_attributes_equal_the_xpath(groups: tuple[tuple[str, ...], ...]) -> None:
    compiled = _compiled()
    xpath = unhide.attribute_xpath(groups)
    rng = random.Random(len(groups))
    pages = _pages(4100, 0)
    for _ in range(300):
        parts = ["<html><body>"]
        for _ in range(rng.randint(1, 40)):
            parts.append(rng.choice(PANEL_OPENINGS + OPENINGS) if rng.random() < 0.6 else "x. ")
        pages.append("".join(parts).encode("utf-8"))
    matched = 0
    for data in pages:
        doc = load_document(data)
        for root in [doc.tree, *doc.tree.iter("body", "div", "section")][:8]:
            found = compiled.elements_with_attributes(root, groups)
            expected = xpath(root)
            assert [id(el) for el in found] == [id(el) for el in expected]
            matched += len(expected)
    assert matched > 100  # the pages do hold such elements


def test_panels_found_alike_on_the_pure_path(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    page = (
        b"<html><body><main><h2><button aria-controls='a' aria-expanded='false'>Q1?</button></h2>"
        b"<div id='a' class='answer' hidden><p>The first answer is a sentence here.</p></div>"
        b"<h2><button aria-controls='b' aria-expanded='false'>Q2?</button></h2>"
        b"<div id='b' class='answer' hidden><p>The second answer is one too.</p></div>"
        b"</main></body></html>"
    )
    compiled = load_document(page)
    monkeypatch.setenv("THRESHER_PURE", "1")
    pure = load_document(page)
    assert etree.tostring(pure.tree) == etree.tostring(compiled.tree)
    assert pure.warnings == compiled.warnings
    assert any("collapsed disclosure panels" in warning for warning in compiled.warnings)
