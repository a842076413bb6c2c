"""The segment kernel's ``dropped_boxes`` finds the boxes of a run of prose as
``methods.auto.bridge_boxes._dropped_box`` does, elements by identity.

The trees: random nestings of boxes, quotes, lists of like items, comments and
instructions whose classes and ids spell the box names in every case and nearly (inside a
word, a capital I with a dot, the Kelvin sign, character references), parsed as thresher
parses a page and as a plain parser keeps it, and XML trees (namespaces, entity nodes,
DTD defaults). ``BOX_OPENINGS`` are read off ``BOX_NAMES``' parse.
"""

from __future__ import annotations

import random
import re

import pytest
from lxml import etree
from tests.test_compiled_walks import parsed_both_ways

from thresher._core import SEGMENT, kernel
from thresher.methods.auto import bridge_boxes
from thresher.methods.auto.cleanup import _openings

_NAMES = (
    "comment",
    "Comments-list",
    "x-REPLY",
    "replies",
    "ad",
    "ads",
    "adsense",
    "head",
    "ad_slot",
    "AD",
    "\u212aad",
    "\u0130ad",
    "bio",
    "biography",
    "author-bio",
    "byline",
    "share-bar",
    "socialite",
    "&#99;omment",
    "com ment",
    "caption\u00e9",
    "promo",
    "review3",
    "3review",
    "story",
    "",
)
_TAGS = ("div", "span", "aside", "figure", "figcaption", "blockquote", "section", "ul", "li")


def _random_page(rng: random.Random) -> str:
    """A body of random boxes, named or not, with comments and instructions among them."""

    def box(depth: int) -> str:
        tag = rng.choice(_TAGS)
        names = ""
        if rng.random() < 0.5:
            names += f" class='{rng.choice(_NAMES)} {rng.choice(_NAMES)}'"
        if rng.random() < 0.3:
            names += f" id='{rng.choice(_NAMES)}'"
        parts = [rng.choice(("t", "word " * rng.randrange(1, 5), ""))]
        for _ in range(rng.randrange(0, 4) if depth < 6 else 0):
            parts.append(rng.choice(("<!-- c -->", "<?pi x?>", "")) + box(depth + 1))
        return f"<{tag}{names}>{''.join(parts)}</{tag}>"

    return f"<html><body>{''.join(box(0) for _ in range(rng.randrange(1, 5)))}</body></html>"


def _require():
    compiled = kernel(SEGMENT)
    if compiled is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    return compiled


def _reference(before, after, elements) -> list:
    shared = bridge_boxes._lineage(before) | bridge_boxes._lineage(after)
    is_box = bridge_boxes.BoxTest()
    return [bridge_boxes._dropped_box(element, shared, is_box) for element in elements]


def _assert_same(compiled, tree, label: str, rng: random.Random) -> None:
    elements = [e for e in tree.iter() if isinstance(e.tag, str)]
    for _ in range(60):
        before, after = rng.choice([*elements, None]), rng.choice([*elements, None])
        run = [*rng.sample(elements, min(len(elements), rng.randrange(1, 8))), None]
        args = (bridge_boxes.BoxTest(), *bridge_boxes._SEARCHED)
        found = compiled.dropped_boxes(before, after, run, *args)
        reference = _reference(before, after, run)
        assert found is not None, label
        assert len(found) == len(reference), label
        assert all(a is b for a, b in zip(found, reference, strict=True)), (label, found)


def test_the_openings_are_those_of_the_box_names() -> None:
    pattern = bridge_boxes.BOX_NAMES.pattern
    lookbehind = "(?<![a-z0-9])"
    assert pattern.startswith(lookbehind)
    opened = _openings(pattern.removeprefix(lookbehind))
    assert opened is not None
    assert opened == set(bridge_boxes.BOX_OPENINGS)
    assert all(re.fullmatch("[a-z]{2}", pair) for pair in bridge_boxes.BOX_OPENINGS)


def test_dropped_boxes_in_c_match_the_reference_on_random_pages() -> None:
    compiled = _require()
    rng = random.Random(13)
    pages = {f"random-{n}": _random_page(rng) for n in range(120)}
    for label, doc in parsed_both_ways(pages):
        _assert_same(compiled, doc.tree, label, rng)


def test_dropped_boxes_in_c_match_the_reference_on_xml_trees() -> None:
    compiled = _require()
    spaced = etree.fromstring(
        '<html xmlns:x="urn:x"><body><x:aside><p>a</p></x:aside><div x:class="ad">'
        '<p class="x">b</p></div><x:div class="ad"><p>c</p></x:div><aside><p>d</p>'
        "</aside></body></html>"
    )
    entities = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "omment">]><html><body><div class="c&e;"><p>a</p>'
        '<p id="x">b</p></div><div id="&e;"><p>c</p></div></body></html>',
        etree.XMLParser(resolve_entities=False),
    )
    rng = random.Random(5)
    for label, tree in (("namespaces", spaced), ("entities", entities)):
        _assert_same(compiled, tree, label, rng)


def test_a_tree_with_dtd_defaults_or_other_elements_is_left_to_the_reference() -> None:
    compiled = _require()
    tree = etree.fromstring(
        '<!DOCTYPE html [<!ATTLIST div class CDATA "comment">]>'
        "<html><body><div><p>a</p></div></body></html>"
    )
    paragraph = tree.find(".//p")
    assert paragraph.getparent().get("class") == "comment"  # the DTD's, unseen by the walk
    args = (bridge_boxes.BoxTest(), *bridge_boxes._SEARCHED)
    assert compiled.dropped_boxes(None, None, [paragraph], *args) is None
    assert compiled.dropped_boxes(None, None, ["p"], *args) is None


def test_dropped_boxes_in_c_ask_each_element_once_a_call() -> None:
    """The kernel asks the box test once of each element of its walks (the runs' blocks
    climb the same ancestors) and answers as the reference, which asks it at every step."""
    compiled = _require()
    rng = random.Random(27)
    pages = {f"asked-{n}": _random_page(rng) for n in range(60)}
    for label, doc in parsed_both_ways(pages):
        elements = [e for e in doc.tree.iter() if isinstance(e.tag, str)]
        for _ in range(20):
            run = rng.sample(elements, min(len(elements), rng.randrange(2, 12)))
            asked: list = []
            test = bridge_boxes.BoxTest()

            def counted(element, test=test, asked=asked):
                asked.append(element)
                return test(element)

            found = compiled.dropped_boxes(None, None, run, counted, *bridge_boxes._SEARCHED)
            reference = _reference(None, None, run)
            assert all(a is b for a, b in zip(found, reference, strict=True)), label
            assert len(asked) == len(set(asked)), label
