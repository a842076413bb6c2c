"""The segment kernel's path names written from attribute bytes, and its entity test, exact.

An element's path name (``tag#id`` stripped and cut at 40 characters, else
``tag.firstclassword``) is written in one string from the attribute's bytes when the tag
and the value are ASCII; the walk's next node is tested for an entity reference once found.
``segment._segment_name`` and ``segment_reference`` are the definitions.
"""

from __future__ import annotations

import random

import pytest
from lxml import etree
from tests.test_compiled_walk_names import _escaped
from tests.test_compiled_walks import assert_same_segmentation, parsed_both_ways

from thresher._core import SEGMENT, kernel
from thresher.html.segment import DEFAULT_BREAK_TAGS, _segment_name, segment, segment_reference
from thresher.types import Document

# ASCII whitespace str.strip() knows (\x0b, \x1c to \x1f among it), whitespace of longer
# characters, and the pieces an id or a class is made of (ASCII, of several bytes, long).
_SPACES = (" ", "\t", "\n", "\x0b", "\x0c", "\r", "\x1c", "\x1f", "\x85", "\xa0", "\u3000")
_PIECES = ("a", "main", "x" * 38, "y" * 41, "z" * 45, "é", "日本", "b-c_d", "𝒳", "q1")


def _value(rng: random.Random) -> str:
    return "".join(rng.choice(_SPACES + _PIECES) for _ in range(rng.randrange(0, 5)))


def _random_pages(seed: int, count: int) -> dict[str, str]:
    rng = random.Random(seed)
    pages = {}
    for n in range(count):
        body = []
        for _ in range(14):
            ident = rng.choice(("", ' id=""', f' id="{_escaped(_value(rng))}"'))
            cls = rng.choice(("", ' class=""', f' class="{_escaped(_value(rng))}"'))
            body.append(f"<div{ident}{cls}><p{ident}>text {n}<span{cls}>s</span></p></div>")
        pages[f"ids-{seed}-{n}"] = "<html><body>" + "".join(body) + "</body></html>"
    return pages


def _entity_trees() -> dict[str, etree._Element]:
    """A body with an entity reference first, between elements, and last among siblings."""
    trees = {}
    for where in ("first", "middle", "last", "alone"):
        root = etree.fromstring("<html><body><div><p>a</p><p>b</p></div></body></html>")
        div = root.find(".//div")
        ref = etree.Entity("amp")
        if where == "first":
            div.insert(0, ref)
        elif where == "middle":
            div.insert(1, ref)
        elif where == "last":
            div.append(ref)
        else:
            div[0].append(ref)
        trees[f"entity-{where}"] = root
    return trees


def test_path_names_and_entity_references_match_the_reference():
    if kernel(SEGMENT) is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    compiled = kernel(SEGMENT)
    for label, doc in parsed_both_ways(_random_pages(11, 10)):
        for el in doc.tree.iter("div", "p", "span"):
            assert compiled.segment_name(el) == _segment_name(el), (label, el.attrib)
        for option in ({}, {"max_nodes": 30}):
            fast, ref = segment(doc, **option), segment_reference(doc, **option)
            assert_same_segmentation(fast, ref, f"{label} {option}")
    for label, root in _entity_trees().items():
        doc = Document(tree=root, source_text="")
        body = root.find("body")
        assert compiled.segment(body, DEFAULT_BREAK_TAGS, 5_000, 2_000_000, True) is None, label
        assert_same_segmentation(segment(doc), segment_reference(doc), label)
