"""One marked view of a page for all the report's thresher methods, switched by the URL fragment.

The thresher methods of a report share the page's Document, so their blocks
cut up the same text pieces (element, attribute). One copy of the page carries
every method's decision on each piece as classes (``m0-kept m1-dropped``), and
the tooltip gives every method's label and reason. Each method has an empty
anchor, ``thr-m0``, ``thr-m1`` …, just before its first kept text; the report's
frame opens ``VIEW.html#thr-m1``, which scrolls there, and the CSS rule
``html:has(#thr-m1:target) .m1-kept`` colours that method's decisions only.
No script is needed (the report's frames run none). Without a fragment the
first method is shown. One view instead of one per method halves the copying,
serialising and disk space.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from lxml import html as lxml_html

from thresher.output.extraction import Extraction
from thresher.output.marked import copied_tree, finish_view, mark_image
from thresher.output.marked_spans import MARKER_SETS, MarkerClash, Spans, attribute
from thresher.types import Label

_LOOKS = (
    ("kept", "background:rgba(60,200,90,.28)!important;outline:1px solid rgba(30,140,60,.6)"),
    (
        "dropped",
        "background:rgba(230,70,70,.18)!important;text-decoration:line-through;"
        "text-decoration-color:rgba(200,40,40,.6)",
    ),
    ("heading", "background:rgba(60,140,230,.3)!important"),
    ("title", "background:rgba(250,200,40,.45)!important"),
)
_IMAGE_LOOKS = (
    ("kept", "outline:4px solid rgba(30,140,60,.8)"),
    ("dropped", "outline:4px solid rgba(200,40,40,.8);opacity:.5"),
)
_BASE_STYLE = """
#thr-legend .thr-kept{background:rgba(60,200,90,.28)}
#thr-legend .thr-dropped{background:rgba(230,70,70,.18);text-decoration:line-through}
#thr-legend .thr-lg{display:none}
.thr-a{scroll-margin-top:90px}
html{overflow:hidden!important}
body{box-sizing:border-box!important;height:calc(100vh - 30px)!important;overflow:auto!important;
 margin-bottom:0!important}
#thr-legend{position:fixed;left:0;right:0;bottom:0;height:30px;box-sizing:border-box;
 z-index:2147483647;background:#fff;color:#000;font:12px/1.4 sans-serif;white-space:nowrap;
 overflow-x:auto;border-top:1px solid #888;padding:6px 8px}
"""
# The legend is a bar below the page, not over it: the page scrolls in the body,
# which ends where the bar begins, so the legend never covers a line of text.
Piece = tuple[Any, str]


def anchor_id(method_index: int) -> str:
    """The fragment that shows the ``method_index``-th method's marks."""
    return f"thr-m{method_index}"


def render_views(methods: Sequence[tuple[str, Extraction]]) -> str:
    """The page marked with each (name, extraction)'s decisions; all share one Document.

    The marks go on a copy of the Document's tree: the Document stays as it was.
    """
    if not methods or methods[0][1].document is None:
        raise ValueError("the marked views need the Extractions' Document")
    if any(e.document is not methods[0][1].document for _, e in methods):
        raise ValueError("the marked views must all come from one Document")
    for chosen in MARKER_SETS:
        try:
            return _render(methods, Spans(chosen))
        except MarkerClash:
            continue
    raise ValueError("the page holds the marker characters of the marked view")


def _render(methods: Sequence[tuple[str, Extraction]], spans: Spans) -> str:
    first = methods[0][1]
    tree, mapping = copied_tree(first.document)
    looks, firsts = _piece_looks(methods)
    anchors = {piece: [] for piece in firsts.values()}
    for i, piece in firsts.items():
        anchors[piece].append(spans.add_tag(f'<span id="{anchor_id(i)}" class="thr-a">'))
    combined: dict[tuple, int] = {}
    for piece, look in looks.items():
        target = mapping.get(piece[0])
        if target is None:
            continue
        span = combined.get(look)
        if span is None:
            span = combined[look] = _add_span(spans, look)
        _wrap(target, piece[1], spans, span, anchors.get(piece, ()))
    legend = _legend([name for name, _ in methods], set(range(len(methods))) - set(firsts))
    finish_view(tree, first.url, _style(len(methods)), legend)
    return spans.expand(_serialise(tree))


def _piece_looks(
    methods: Sequence[tuple[str, Extraction]],
) -> tuple[dict[Piece, tuple], dict[int, Piece]]:
    """Each piece's (method, classes, tooltip) per method, and each method's first kept text."""
    looks: dict[Piece, tuple] = {}
    firsts: dict[int, Piece] = {}
    for i, (name, extraction) in enumerate(methods):
        labels = {d.block: d for d in extraction.decisions}
        for block in extraction.blocks:
            decision = labels.get(block.index)
            if decision is None:
                continue
            tip = f"{name}: {decision.label.value}: {decision.reason}"
            look = (i, _classes(i, decision.label), tip)
            for piece in block.pieces:
                prior = looks.get(piece, ())
                if not prior or prior[-1][0] != i:  # a piece in two blocks keeps the first
                    looks[piece] = (*prior, look)
            if i not in firsts and _shows_kept(decision.label):
                found = next((p for p in block.pieces if _has_text(p)), None)
                if found is not None:
                    firsts[i] = found
    return looks, firsts


def _shows_kept(label: Label) -> bool:
    return label.kept or label is Label.TITLE


def _has_text(piece: Piece) -> bool:
    element, attr = piece
    text = element.text if attr == "text" else element.tail if attr == "tail" else None
    return bool(text and text.strip())


def _classes(i: int, label: Label) -> str:
    if label is Label.HEADING:
        return f"m{i}-kept m{i}-heading"
    if label is Label.TITLE:
        return f"m{i}-title"
    return f"m{i}-kept" if label.kept else f"m{i}-dropped"


def _add_span(spans: Spans, look: tuple) -> int:
    css = " ".join(c for _, c, _ in look)
    tip = "\n".join(t for _, _, t in look)
    return spans.add_tag(f'<span class="{css}" title={attribute(tip)}>', css, tip)


def _wrap(element, attr: str, spans: Spans, span: int, anchors: Sequence[int]) -> None:
    if attr == "img":
        mark_image(element, *spans.plain[span])
        return
    text = element.text if attr == "text" else element.tail
    if not text or not text.strip():
        return
    marked = "".join(spans.mark("", a) for a in anchors) + spans.mark(text, span)
    if attr == "text":
        element.text = marked
    else:
        element.tail = marked


def _legend(names: Sequence[str], unanchored: set[int]) -> str:
    return "".join(
        f'<span class="thr-lg thr-lg{i}">method <code>{escape(name)}</code>'
        + (f'<span id="{anchor_id(i)}" class="thr-a"></span>' if i in unanchored else "")
        + "</span>"
        for i, name in enumerate(names)
    )


def _style(count: int) -> str:
    rules = [_BASE_STYLE]
    for i in range(count):
        on = [f"html:has(#{anchor_id(i)}:target)"]
        if i == 0:
            on.append("html:not(:has(.thr-a:target))")
        for name, look in _LOOKS:
            rules.append(",".join(f"{s} .m{i}-{name}" for s in on) + "{" + look + "}")
        for name, look in _IMAGE_LOOKS:
            rules.append(",".join(f"{s} img.m{i}-{name}" for s in on) + "{" + look + "}")
        rules.append(",".join(f"{s} #thr-legend .thr-lg{i}" for s in on) + "{display:inline}")
    return "\n".join(rules)


def _serialise(tree) -> str:
    return lxml_html.tostring(tree, encoding="unicode", doctype="<!DOCTYPE html>")
