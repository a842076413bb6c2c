"""The marked view: the original page with every block's text wrapped and coloured.

Kept text is green, dropped text red (struck through), with the label and the
method's reason as a tooltip. Scripts are removed so the page cannot re-render
itself; a ``<base>`` keeps relative styles and images loading. The original
Document is never modified: the tree is copied and nodes are matched by
position.
"""

from __future__ import annotations

import copy
from html import escape
from typing import TYPE_CHECKING, Any

from lxml import etree
from lxml import html as lxml_html

from thresher.html.nodes import drop_tree
from thresher.output.marked_spans import MARKER_SETS, MarkerClash, Spans
from thresher.types import Document, Label

if TYPE_CHECKING:
    from thresher.output.extraction import Extraction

STYLE = """
.thr-kept{background:rgba(60,200,90,.28)!important;outline:1px solid rgba(30,140,60,.6)}
.thr-dropped{background:rgba(230,70,70,.18)!important;text-decoration:line-through;
 text-decoration-color:rgba(200,40,40,.6)}
.thr-heading{background:rgba(60,140,230,.3)!important}
.thr-title{background:rgba(250,200,40,.45)!important}
img.thr-kept{outline:4px solid rgba(30,140,60,.8)}
img.thr-dropped{outline:4px solid rgba(200,40,40,.8);opacity:.5}
#thr-legend{position:fixed;right:8px;bottom:8px;z-index:2147483647;background:#fff;
 color:#000;font:12px/1.4 sans-serif;border:1px solid #888;padding:6px 8px;opacity:.92}
"""


def render_marked(extraction: Extraction) -> str:
    """Return the original page as HTML with kept and dropped text highlighted."""
    if extraction.document is None:
        raise ValueError("the marked view needs the Extraction's Document")
    for markers in MARKER_SETS:
        try:
            return _render(extraction, Spans(markers))
        except MarkerClash:
            continue
    raise ValueError("the page holds every marker set of the marked view")


def copied_tree(doc: Document) -> tuple[Any, dict[Any, Any]]:
    """A copy of the Document's tree and the map from each original element to its copy."""
    tree = copy.deepcopy(doc.tree)
    return tree, dict(zip(doc.tree.iter(), tree.iter(), strict=False))


def _render(extraction: Extraction, spans: Spans) -> str:
    assert extraction.document is not None
    tree, mapping = copied_tree(extraction.document)
    labels = {d.block: d for d in extraction.decisions}
    for block in extraction.blocks:
        decision = labels.get(block.index)
        if decision is None:
            continue
        label = decision.label.value
        span = spans.add(_css_class(decision.label), f"{label}: {decision.reason}", label)
        for element, attr in block.pieces:
            target = mapping.get(element)
            if target is not None:
                _wrap(target, attr, spans, span)
    legend = f"method <code>{escape(extraction.method)}</code>"
    finish_view(tree, extraction.url, STYLE, legend)
    return spans.expand(lxml_html.tostring(tree, encoding="unicode", doctype="<!DOCTYPE html>"))


def _css_class(label: Label) -> str:
    if label is Label.HEADING:
        return "thr-kept thr-heading"
    if label is Label.TITLE:
        return "thr-title"
    return "thr-kept" if label.kept else "thr-dropped"


def _wrap(element, attr: str, spans: Spans, span: int) -> None:
    if attr == "img":
        mark_image(element, *spans.plain[span])
        return
    text = element.text if attr == "text" else element.tail
    if not text or not text.strip() or (element, attr) in spans.done:
        return
    spans.done.add((element, attr))
    if attr == "text":
        element.text = spans.mark(text, span)
    else:
        element.tail = spans.mark(text, span)


def mark_image(element, css: str, tip: str) -> None:
    """Add the marking classes and the reason tooltip to an ``<img>``."""
    element.set("class", (element.get("class", "") + " " + css).strip())
    element.set("title", tip)


def finish_view(tree, url: str | None, style_text: str, legend: str) -> None:
    """Drop scripts, declare UTF-8, add ``<base>``, the style and the legend (``legend``: HTML)."""
    for el in list(tree.iter("script", "noscript")):
        drop_tree(el)
    head = tree.find("head")
    if head is None:
        head = etree.Element("head")
        tree.insert(0, head)
    for meta in list(head.iter("meta")):
        if meta.get("charset") is not None or meta.get("http-equiv", "").lower() == "content-type":
            drop_tree(meta)
    head.insert(0, etree.Element("meta", {"charset": "utf-8"}))
    if url and head.find("base") is None:
        head.insert(0, etree.Element("base", {"href": url}))
    style = etree.SubElement(head, "style")
    style.text = style_text
    body = tree.find("body")
    if body is None:
        body = etree.SubElement(tree, "body")
    box = lxml_html.fragment_fromstring(
        f'<div id="thr-legend"><b>thresher</b> · {legend}'
        ' · <span class="thr-kept">kept</span> <span class="thr-dropped">dropped</span>'
        " · hover for the reason</div>"
    )
    body.append(box)
