"""The marked view's spans: markers expanded to the markup lxml would write."""

from __future__ import annotations

import random

from lxml import etree
from lxml import html as lxml_html

import thresher
from thresher.output import render
from thresher.output.marked_spans import MARKER_SETS, attribute


def _lxml_title(value: str) -> str:
    body = etree.HTML("<html><body><p>x</p></body></html>").find(".//p")
    span = etree.SubElement(body, "span", {"title": value})
    return lxml_html.tostring(span, encoding="unicode", with_tail=False)


def test_attribute_quoting_matches_libxml2_on_random_values() -> None:
    rng = random.Random(5)
    pieces = [*"ab &<>\"'\n\r\t{};#é’", "&amp;", "&{", "\u00a0", "%20"]
    for _ in range(2000):
        value = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert f"<span title={attribute(value)}></span>" == _lxml_title(value), repr(value)


def test_a_page_holding_the_marker_characters_gets_the_next_set() -> None:
    first = "".join(MARKER_SETS[0])
    page = (
        "<html><body><h1>A title here</h1>"
        f"<p>Odd characters {first} inside a sentence that is long enough to keep.</p>"
        "<p>Another plain sentence of the article body goes right here.</p></body></html>"
    )
    html = render(thresher.extract(page, method="sentences"), "marked")
    assert first in html  # the page's own characters survive untouched
    tree = lxml_html.fromstring(html)
    spans = tree.xpath("//span[@data-thr-label]")
    assert any(first in (s.text or "") for s in spans)
    assert all(ch not in html for ch in MARKER_SETS[1])


def test_the_marked_view_leaves_the_documents_tree_as_it_was() -> None:
    page = (
        "<html><body><h1>A title here</h1><img src='a.png' class='wide'>"
        f"<p>Odd characters {''.join(MARKER_SETS[0])} in a sentence that is long enough.</p>"
        "<p>Another plain sentence of the article body goes <b>right</b> here.</p>"
        "<div>Menu</div></body></html>"
    )
    extraction = thresher.extract(page, method="sentences")
    before = etree.tostring(extraction.document.tree)
    first = render(extraction, "marked")
    assert etree.tostring(extraction.document.tree) == before
    assert render(extraction, "marked") == first
    assert 'class="wide thr-' in first
