"""One marked view for several methods, switched by the URL fragment."""

from __future__ import annotations

import re

import pytest
from lxml import html as lxml_html

from thresher import extract, load_document
from thresher.report.marked_views import anchor_id, render_views

PAGE = (
    "<html><head><title>Night trains return | Courier</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/sport'>Sport</a></nav>"
    "<article><h1>Night trains return</h1>"
    "<p>The council approved a new plan for night trains on Monday after a long debate.</p>"
    "<p>Residents said the change would help them travel home late in the evening.</p>"
    "<img src='/train.jpg' alt='A train'></article>"
    "<footer>Copyright 2024 Courier. All rights reserved.</footer></body></html>"
)


def _views(*methods: str) -> str:
    doc = load_document(PAGE.encode(), url="https://example.org/a")
    return render_views([(m, extract(doc, method=m)) for m in methods])


def test_every_method_marks_the_same_spans() -> None:
    html = _views("auto", "sentences")
    spans = re.findall(r'<span class="([^"]*)" title="([^"]*)">([^<]*)</span>', html)
    by_text = {text: (css, tip) for css, tip, text in spans}
    css, tip = by_text["Residents said the change would help them travel home late in the evening."]
    assert css == "m0-kept m1-kept"
    assert tip.startswith("auto: content: ") and "\nsentences: content: " in tip
    assert by_text["Home"][0] == "m0-dropped m1-dropped"
    assert html.count("<span") == html.count("</span>")


def test_each_method_has_one_anchor_before_its_first_kept_text() -> None:
    html = _views("auto", "sentences")
    for i in (0, 1):
        assert html.count(f'id="{anchor_id(i)}"') == 1
        assert f"html:has(#{anchor_id(i)}:target) .m{i}-kept" in html
    anchor = html.index(f'id="{anchor_id(1)}"')
    assert html.index("Home") < anchor < html.index("The council approved")
    assert "html:not(:has(.thr-a:target)) .m0-kept" in html  # no fragment: the first method
    assert "<script" not in html


def test_a_method_that_keeps_nothing_is_anchored_in_the_legend() -> None:
    doc = load_document(b"<html><body><nav><a href='/'>Home</a></nav></body></html>")
    html = render_views([("sentences", extract(doc, method="sentences"))])
    legend = html[html.index('id="thr-legend"') :]
    assert f'id="{anchor_id(0)}"' in legend and "m0-dropped" in html


def test_images_carry_the_classes_and_views_need_one_document() -> None:
    html = _views("auto", "sentences")
    assert re.search(r'<img src="/train.jpg" alt="A train" class="m0-\w+ m1-\w+" title=', html)
    first = extract(PAGE.encode(), method="sentences")
    other = extract(PAGE.encode(), method="sentences")
    with pytest.raises(ValueError, match="one Document"):
        render_views([("a", first), ("b", other)])


def test_marking_leaves_the_shared_document_as_it_was() -> None:
    doc = load_document(PAGE.encode(), url="https://example.org/a")
    methods = [(m, extract(doc, method=m)) for m in ("auto", "sentences")]
    before = lxml_html.tostring(doc.tree)
    first = render_views(methods)
    assert lxml_html.tostring(doc.tree) == before
    assert render_views(methods) == first


def test_a_page_holding_the_markers_gets_the_next_set() -> None:
    page = PAGE.replace("Night trains return</h1>", "Night trains \ufdd0\ufdd1 return</h1>")
    doc = load_document(page.encode())
    methods = [("sentences", extract(doc, method="sentences"))]
    html = render_views(methods)
    assert "Night trains \ufdd0\ufdd1 return" in html and "m0-kept" in html
