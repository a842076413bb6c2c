"""What the walks make on first use, or read in C, is what the references make.

The DOM index keeps its pieces' spans as numbers (``PageIndex.piece_bounds``)
and makes ``piece_spans`` and ``position`` when they are read; the segment
kernel names the path of a block's owner only when a block asks for it, and
reads an image's source attributes in C (``images.image_source`` is the
definition). ``tests/test_compiled_walks.py`` compares whole results; these
pages aim at the lazy parts.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree
from tests.test_compiled_walks import (
    SEGMENT_OPTIONS,
    assert_same_segmentation,
    parsed_both_ways,
)

from thresher._core import DOM_INDEX, SEGMENT, kernel
from thresher.html.dom_index import _Walk, index_page, index_page_reference, skipped
from thresher.html.images import decoration, image_source
from thresher.html.segment import segment, segment_reference, walk_root

# Owners closed with blocks still open in them, names from ids and classes at
# every depth, owners skipped past, images between them, deep unnamed nesting.
_PAGES = {
    "owners": "<html><body><div id=' a b '><section class='  c1\u00a0c2 d'><p>x<span>y</span>"
    "</p>z<div class=''><b>w</b></div>v</section>u<ul class='l'><li id='i1'>one"
    "<ul><li>two<p>three</p>four</li></ul>five</li></ul>t</div>s<table id='t'><tr><td>"
    "c<div id=''>d</div>e</td></tr></table>r<article class='x'><h2 id='h'>"
    "<img src='a.png' alt='i'>head</h2><p class='p'><img data-src='b.png'>q</p></article>"
    "<div hidden><p>gone</p></div>p<div>o<div>n<div>m</div>l</div>k</div></body></html>",
    "deep": f"<html><body>{'<div class=d><span>' * 60}x{'</span>y</div>' * 60}</body></html>",
    "names": "<html><body><div id='" + "i" * 60 + "'><p class='" + "c" * 60 + " b'>long"
    "</p><p id='\u00e9t\u00e9' class='z'>accents</p><p class='\u3000full\u3000width'>ideographic"
    "</p></div></body></html>",
}

_IMAGE_ATTRIBUTES = (
    "data-src",
    "data-lazy-src",
    "data-original",
    "data-lazy",
    "data-url",
    "src",
    "srcset",
    "data-srcset",
    "data-lazy-srcset",
)
_IMAGE_VALUES = ("", " ", "data:x", " a.png ", "data:x b.png", "s.jpg 1x, t.jpg 2x", ",", "ü.png,")


def _require(name: str):
    compiled = kernel(name)
    if compiled is None:
        pytest.skip(f"{name} is not built here, or the pure path is forced")
    return compiled


def _documents():
    return parsed_both_ways(_PAGES)


def test_lazy_owner_paths_match_the_reference():
    _require(SEGMENT)
    for label, doc in _documents():
        for option in (*SEGMENT_OPTIONS, {"max_depth": 1}, {"max_depth": 2}, {"max_depth": 5}):
            fast, ref = segment(doc, **option), segment_reference(doc, **option)
            assert_same_segmentation(fast, ref, f"{label} {option}")


def test_image_source_in_c_matches_images():
    compiled = _require(SEGMENT)
    images = []
    for first, second in itertools.product(_IMAGE_ATTRIBUTES, repeat=2):
        for a, b in itertools.product(_IMAGE_VALUES, repeat=2):
            if first != second:
                images.append({first: a, second: b})
    images += [{name: value} for name in _IMAGE_ATTRIBUTES for value in _IMAGE_VALUES]
    body = etree.Element("body")
    for attributes in images:
        etree.SubElement(body, "img", attributes)
    spaced = etree.fromstring(
        '<body xmlns:x="urn:x"><img x:src="ns.png"/><img x:src="ns.png" src="plain.png"/>'
        '<img src="&#x20;e&#233;.png"/></body>'
    )
    seen = 0
    for el in (*body, *spaced):
        assert compiled.image_source(el) == image_source(el), etree.tostring(el)
        seen += 1
    assert seen > 2_000


_SIZES = [
    "", "5", " 32 ", "33", "0032", "10px", "10 px ", "10pxx", "px", "\uff11\uff12", "12\n",
    "7 p x", "000000000000000000009", "99999999999999999999999", "abc", "3.5", "-3", "32PX",
]  # fmt: skip


def test_decoration_in_c_matches_images():
    compiled = _require(SEGMENT)
    body = etree.Element("body")
    for width, height in itertools.product(_SIZES, repeat=2):
        etree.SubElement(body, "img", {"width": width, "height": height} if width else {})
    linked = etree.fromstring(
        '<div xmlns:x="urn:x"><a href="#top"><img/></a><a href="#t">x<img/></a>'
        '<a href="/p"><img/></a><a href="#"> <b> </b><img/><!--c--></a><p><img/></p>'
        '<x:a href="#top"><img/></x:a><a x:href="#top"><img/></a><a><img/></a></div>'
    )
    answers = set()
    for el in (*body, *linked.iter("img")):
        answer = decoration(el)
        assert compiled.decoration(el) == answer, etree.tostring(el)
        answers.add(answer)
    assert len(answers) > 10


def test_piece_spans_and_positions_are_the_walks():
    _require(DOM_INDEX)
    for label, doc in _documents():
        for limit in (2_000_000, 3, 40):
            fast, ref = index_page(doc, limit), index_page_reference(doc, limit)
            walk = _Walk()
            root = walk_root(doc)
            if not skipped(root):
                walk.run(root, limit)
            assert fast.piece_spans == ref.piece_spans == tuple(walk.spans), label
            assert type(fast.piece_spans) is tuple and type(fast.position) is dict, label
            assert fast.piece_spans is fast.piece_spans, label  # made once
            assert fast.position == {el: i for i, el in enumerate(fast.elements)}, label
            assert fast == ref, label
            assert [fast.full_text(p) for p in range(len(fast))] == [
                ref.full_text(p) for p in range(len(ref))
            ], label
