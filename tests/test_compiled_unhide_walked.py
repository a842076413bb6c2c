"""The unhide candidates' walk also finding the disclosure panels' attributed elements
(``_dom_index.unhide_candidates`` given groups) equals its two definitions,
:func:`thresher.html.unhide._large_candidates_reference` and
:func:`thresher.html.unhide.attribute_xpath`; ``reveal_and_unhide`` repairs alike on both
paths, a swallowing element unwrapped or shown (the panels' walk made again) or not."""

from __future__ import annotations

import random

import pytest
from lxml import etree

from thresher._core import DOM_INDEX, kernel
from thresher.html import unhide
from thresher.html.document import load_document
from thresher.html.parse import _parser
from thresher.html.repairs import adopt_strays

PIECES = [
    '<button aria-controls="p1 p2" aria-expanded="false">', '<div id="p1" class="a" hidden>',
    '<div id="p2" class="a" aria-hidden="true">', '<section id="p3" style="display:none">',
    '<div role="region" aria-labelledby="h1" hidden>', '<div role="Region " hidden>',
    '<span id="default-x" hidden>', '<span class="switch">', '<div ARIA-CONTROLS="p3" '
    'Aria-Expanded="true">', '<fb:div aria-controls="p1" aria-expanded="1">', "<noscript>",
    '<div style="display:none">', "<button>", "<iframe>", "<nav>", "<main>", "<p>",
    "</div>", "</button>", "</span>", "</section>", "</main>",
    "The answer is a sentence here. ", "word " * 140, "caf\u00e9 \u4e2d\u6587 ",
]  # fmt: skip


ACCORDION = (
    "<main><h2><button aria-controls='a' aria-expanded='false'>Q1?</button></h2>"
    "<div id='a' class='answer' hidden><p>The first answer is a sentence here.</p></div>"
    "<h2><button aria-controls='b' aria-expanded='false'>Q2?</button></h2>"
    "<div id='b' class='answer' hidden><p>The second answer is one too.</p></div></main>"
)
# The accordion alone, inside an app shell hidden until a script runs, inside a menu
# button left open: the panels' walk is made before or after the tree changed.
SHELLS = ["{}", "<div style='visibility:hidden'>{}" + "Long text. " * 60 + "</div>",
          "<button>{}" + "Long text. " * 60]  # fmt: skip


def _pages(seed: int, count: int) -> list[bytes]:
    rng = random.Random(seed)
    pages = [f"<html><body>{shell.format(ACCORDION)}".encode() for shell in SHELLS]
    for _ in range(count):
        parts = ["<html><body>"]
        parts.extend(rng.choice(PIECES) for _ in range(rng.randint(1, 50)))
        pages.append("".join(parts).encode("utf-8"))
    return pages


def _ids(parts) -> list[list[int]]:
    return [[id(el) for el in part] for part in parts]


def test_one_walk_finds_the_candidates_and_the_attributed_elements(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The kernel's four lists are the two definitions', on raw trees and their subtrees;
    groups naming more than the walk holds are declined; ``reveal_and_unhide`` gives the
    same trees and warnings on the pure path."""
    compiled = kernel(DOM_INDEX)
    if compiled is None or not compiled.UNHIDE_USABLE:
        pytest.skip("the index kernel is not built (or the pure path is forced)")
    args = (unhide._SKIPPED, unhide._WRAPPERS, unhide.MIN_SWALLOWED_CHARS, unhide._length)
    walked = attributed = 0
    pages = _pages(76, 40)
    for data in pages:
        tree = etree.fromstring(data, _parser())
        adopt_strays(tree)
        for top in [*tree.iter("body", "div", "section")][:4]:
            for also in ((), ("noscript",)):
                found = compiled.unhide_candidates(top, also, *args, unhide._WALKED)
                expected = unhide._large_candidates_reference(top, also)
                xpath = unhide.attribute_xpath(unhide._WALKED)(top)
                assert _ids(found) == _ids((*expected, xpath))
                walked += 1
                attributed += len(xpath)
    assert walked > 100 and attributed > 100
    body = load_document(b"<html><body><p hidden>x</p></body></html>").tree.find("body")
    many = tuple((f"a{i}",) for i in range(20))
    assert compiled.unhide_candidates(body, (), *args, many) is None
    trees = [load_document(data) for data in pages]
    monkeypatch.setenv("THRESHER_PURE", "1")
    pure = [load_document(data) for data in pages]
    assert [etree.tostring(doc.tree) for doc in pure] == [etree.tostring(d.tree) for d in trees]
    assert [doc.warnings for doc in pure] == [doc.warnings for doc in trees]
    said = [w for doc in trees for w in doc.warnings]
    assert any("collapsed disclosure panels" in w for w in said)
    assert any("held most of the page's text" in w for w in said)
