"""The byline scan's gates refuse only elements that cannot be a byline.

``authors._openings_reference`` passes an element on to ``_candidate_text`` when its
attributes may mark it (``_may_be_marked``: the values of the attributes
``_marked_text`` reads) or its text may open a byline (the own text's opening, and
``_leads_byline``: the element's text holds a byline word where it opens). Each gate is
held to what it stands for: whatever ``_marked_text`` or the text path of
``_candidate_text`` accepts, the gate lets through. Both paths (compiled and pure).
"""

from __future__ import annotations

import random

from lxml import etree

from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors
from thresher.metadata.byline_words import BYLINE_PREFIXES

_WORDS = [
    "By",
    "by",
    "Par",
    "Parameters",
    "Von:",
    "Posted",
    "text",
    "Text/html",
    "Written by",
    "Author",
    "Beiträge:",
    "Jo",
    "Ann Lee",
    "John SMITH",
    "Fußball",
    " ",
    "\n",
    ":",
    "：",
    "\xa0",
    "-",
    "作者",
    "Автор:",
]


def _random_text(rng: random.Random) -> str:
    pool = [*_WORDS, *BYLINE_PREFIXES]
    return " ".join(rng.choice(pool) for _ in range(rng.randrange(1, 5)))


def test_lead_gate_lets_through_every_text_the_candidate_test_takes():
    rng = random.Random(31)
    taken = 0
    for _ in range(4000):
        text = _random_text(rng).replace("&", "&amp;").replace("<", "&lt;")
        after = rng.choice(["", " <b>Ann Lee</b>", "<br>New Delhi", " <a href='/x'>Jo Lee</a>"])
        tag = rng.choice(["p", "span", "div", "th", "li"])
        element = etree.HTML(f"<div><{tag}>{text}{after}</{tag}></div>").find(f".//{tag}")
        if element is None:
            continue
        if authors._candidate_text(element, False) is not None:
            taken += 1
            assert authors._leads_byline(element), text
    assert taken > 200  # the texts reach the byline tests


def test_mark_gate_lets_through_every_element_the_mark_test_takes():
    rng = random.Random(32)
    values = ["author", "byline", "/author/jo-lee", "writer", "x", "creator", "name", "Date"]
    names = ["class", "id", "itemprop", "rel", "href", "alt", "title", "data-author", "for"]
    taken = 0
    for _ in range(4000):
        tag = rng.choice(["a", "p", "span", "img", "label", "div"])
        attributes = " ".join(
            f'{rng.choice(names)}="{" ".join(rng.sample(values, rng.randrange(1, 3)))}"'
            for _ in range(rng.randrange(1, 4))
        )
        element = etree.HTML(f"<div><{tag} {attributes}>By Jo Lee</{tag}></div>").find(f".//{tag}")
        if element is None:
            continue
        if authors._marked_text(element) is not None:
            taken += 1
            assert authors._may_be_marked(element), attributes
    assert taken > 500


def test_scan_skips_texts_and_attributes_that_cannot_make_a_byline():
    """The text "Parameters" opens like "Par Jean" and an image's ``alt`` or a form label's ``for``
    holds "author", but none is a byline: the scan passes them by; a byline in words and
    one marked by its class are found."""
    page = (
        "<html><body><h1>Title</h1><dl><dt>Parameters</dt><dd>x</dd></dl>"
        "<img alt='author photo' src='a.jpg'><label for='author'>Name</label>"
        "<p>By Ann Lee</p><span class='byline'>Jo Roe</span></body></html>"
    )
    index = index_page(load_document(page))
    found = [(index.tags[position], marked) for position, marked in authors._openings(index)]
    assert found == [("p", False), ("span", True)]
    assert list(authors._openings_reference(index)) == list(authors._openings(index))
