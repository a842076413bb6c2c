"""The segment kernel's ``caption_names`` reads the elements that name a caption as
``methods.auto.captions`` does: ``_named_caption`` (the element or an ancestor), else
``_inner_named`` (among its first descendants), elements by identity.

The trees: random nestings of boxes, figures, comments and instructions whose classes
and ids spell the caption word in every case and nearly (a space inside, a dotted
capital I, character references), parsed as thresher parses a page and as a plain
parser keeps it, and XML trees (namespaces, entity nodes, DTD defaults).
"""

from __future__ import annotations

import random

import pytest
from lxml import etree
from tests.test_compiled_walks import parsed_both_ways

from thresher._core import SEGMENT, kernel
from thresher.methods.auto import captions

_NAMES = (
    "caption",
    "Caption",
    "wp-CAPTION-text",
    "capt ion",
    "capt\u0130on",
    "&#67;aption",
    "caption\u00e9",
    "figcaption",
    "cap",
    "photo",
    "",
)
_TAGS = ("div", "span", "figure", "figcaption", "p", "img", "b", "section")


def _random_page(rng: random.Random) -> str:
    """A body of random boxes, named or not, with comments and instructions among them."""

    def box(depth: int) -> str:
        tag = rng.choice(_TAGS)
        names = ""
        if rng.random() < 0.5:
            names += f" class='{rng.choice(_NAMES)} x'"
        if rng.random() < 0.3:
            names += f" id='{rng.choice(_NAMES)}'"
        if tag == "img":
            return f"<img src='a.png'{names}>"
        parts = [rng.choice(("t", "word " * rng.randrange(1, 12), ""))]
        for _ in range(rng.randrange(0, 4) if depth < 5 else 0):
            parts.append(rng.choice(("<!-- c -->", "<?pi x?>", "")) + box(depth + 1))
        return f"<{tag}{names}>{''.join(parts)}</{tag}>"

    return f"<html><body>{''.join(box(0) for _ in range(rng.randrange(1, 6)))}</body></html>"


def _reference(element) -> tuple[object, list]:
    found = captions._named_caption(element, {})
    return (found, []) if found is not None else (None, captions._inner_named(element))


def _assert_same(compiled, tree, label: str) -> None:
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue
        for levels, limit in ((captions.CAPTION_LEVELS, captions.MAX_INNER_ELEMENTS), (0, 3)):
            found = compiled.caption_names(element, levels, limit)
            reference = _reference_within(element, levels, limit)
            assert found is not None, label
            assert found[0] is reference[0], (label, element.tag, levels)
            assert len(found[1]) == len(reference[1]), (label, element.tag, levels)
            assert all(a is b for a, b in zip(found[1], reference[1], strict=True)), label


def _reference_within(element, levels: int, limit: int) -> tuple[object, list]:
    """:func:`_reference` under other bounds than the rule's (the module's constants)."""
    kept = (captions.CAPTION_LEVELS, captions.MAX_INNER_ELEMENTS)
    captions.CAPTION_LEVELS, captions.MAX_INNER_ELEMENTS = levels, limit
    try:
        return _reference(element)
    finally:
        captions.CAPTION_LEVELS, captions.MAX_INNER_ELEMENTS = kept


def _require():
    compiled = kernel(SEGMENT)
    if compiled is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    return compiled


def test_caption_names_in_c_match_the_reference_on_random_pages() -> None:
    compiled = _require()
    rng = random.Random(25)
    pages = {f"random-{n}": _random_page(rng) for n in range(150)}
    for label, doc in parsed_both_ways(pages):
        _assert_same(compiled, doc.tree, label)


def test_caption_names_in_c_match_the_reference_on_xml_trees() -> None:
    compiled = _require()
    spaced = etree.fromstring(
        '<html xmlns:x="urn:x"><body><x:figcaption>a</x:figcaption><figcaption>b'
        '</figcaption><p x:class="caption">c</p><div class="Caption"><img/></div></body></html>'
    )
    entities = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "aption">]><html><body><p class="c&e;">a</p>'
        '<p id="x&e;">b</p></body></html>',
        etree.XMLParser(resolve_entities=False),
    )
    for label, tree in (("namespaces", spaced), ("entities", entities)):
        _assert_same(compiled, tree, label)


def test_a_tree_with_dtd_defaults_is_left_to_the_reference() -> None:
    compiled = _require()
    tree = etree.fromstring(
        '<!DOCTYPE html [<!ATTLIST p class CDATA "caption">]><html><body><p>a</p></body></html>'
    )
    paragraph = tree.find(".//p")
    assert paragraph.get("class") == "caption"  # the DTD's default, which the walk cannot see
    assert compiled.caption_names(paragraph, 2, 40) is None
