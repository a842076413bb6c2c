"""``unhide.reveal_and_unhide`` (the ``<noscript>`` elements found in the walk that finds
the swallowing candidates) repairs a tree as ``repairs.reveal_noscript`` followed by
``unhide.unhide_swallowed_text`` and ``unhide.reveal_collapsed_panels`` did, with the
same answers and warnings."""

from __future__ import annotations

import random
from pathlib import Path

from lxml import etree

from thresher.html import parse as parse_module
from thresher.html.load import decode
from thresher.html.prepass import drop_document_end_tags
from thresher.html.repairs import _head_title, adopt_strays, reveal_noscript
from thresher.html.unhide import (
    reveal_and_unhide,
    reveal_collapsed_panels,
    unhide_swallowed_text,
)
from thresher.options import Limits

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
PROSE = "The harbour authority approved the new ferry timetable after a long consultation. "
PIECES = [
    f"<p>{PROSE * 3}</p>",
    f"<noscript><p>{PROSE * 4}</p></noscript>",
    "<noscript><img src='pixel.gif'></noscript>",
    "<noscript>short</noscript>",
    "<button class='menu'><span>Menu</span>",
    "<button>OK</button>",
    "<iframe src='/ad'>",
    "<div style='visibility:hidden'>",
    "<div hidden>",
    "<section style='display: none'>",
    "<div aria-hidden='true' style='display:none'>",
    "</div>",
    "</section>",
    "<svg><text>label</text></svg>",
    "<script>var x = '<p>not text</p>';</script>",
    "<noscript><button>",
    "<div class='answer' role='region' aria-labelledby='q' aria-hidden='true'>",
    f"<div class='answer' role='region' aria-labelledby='q' hidden><p>{PROSE}</p></div>",
]


def _tree(page: str) -> etree._Element:
    text = drop_document_end_tags(decode(page.encode()).text)
    limiter = parse_module._Limiter(Limits(), "test")
    tree = parse_module._parse_text(text, limiter)
    adopt_strays(tree)
    return tree


def _pages() -> list[str]:
    rng = random.Random(36)
    pages = [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    for _ in range(400):
        body = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 14)))
        pages.append(f"<html><body>{body}</body></html>")
    return pages


def test_one_walk_repairs_as_the_two_repairs_did() -> None:
    revealed_pages = warned_pages = panel_pages = 0
    for page in _pages():
        before, after = _tree(page), _tree(page)
        revealed = reveal_noscript(before)
        said = unhide_swallowed_text(before)
        panels = reveal_collapsed_panels(before)
        expected = (revealed, said + panels)
        assert reveal_and_unhide(after) == expected, page[:200]
        assert etree.tostring(after) == etree.tostring(before), page[:200]
        revealed_pages += revealed
        warned_pages += bool(expected[1])
        panel_pages += bool(panels)
    assert revealed_pages > 10 and warned_pages > 10 and panel_pages > 10


def test_a_tree_without_body_is_left_alone() -> None:
    tree = etree.fromstring("<html><head><title>x</title></head></html>")
    assert reveal_and_unhide(tree) == (False, [])


def test_the_head_title_is_the_one_element_path_finds() -> None:
    """``repairs._head_title`` answers as ``find("head/title")``: the first ``<title>``
    child of any ``<head>`` child, on bundled pages and on trees of several heads."""
    built = [
        "<html><head></head><head><title>b</title></head></html>",
        "<html><head><meta/><!-- c --><title>a</title><title>b</title></head></html>",
        "<html><body><title>x</title></body><head><title>y</title></head></html>",
        "<html><x:head xmlns:x='urn:x'><title>n</title></x:head><head/></html>",
        "<html><head><x:title xmlns:x='urn:x'>n</x:title></head></html>",
        "<html/>",
    ]
    trees = [etree.fromstring(xml) for xml in built]
    trees += [etree.HTML(path.read_bytes()) for path in BUNDLED]
    for tree in trees:
        assert _head_title(tree) is tree.find("head/title")
