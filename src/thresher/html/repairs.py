"""Repairs of a parsed tree where libxml2 and browsers disagree, or a page hides its text.

* :func:`close_runaway_title`: a ``<title>`` without its end tag swallows the
  page as title text;
* :func:`adopt_strays`: what libxml2 leaves beside ``<body>`` belongs in it;
* :func:`reveal_noscript`: pages that render their text with scripts often
  ship it, for crawlers and script-less readers, in ``<noscript>`` (Discourse
  forums, some CMS themes); when nothing else is visible, that is the page.
"""

from __future__ import annotations

import re

from lxml import etree

from thresher._core import DOM_INDEX, kernel

_TITLE_START = re.compile(r"<title\b", re.IGNORECASE)
_RUNAWAY_TITLE_CHARS = 2_000


def close_runaway_title(text: str, tree: etree._Element) -> str | None:
    """The markup with a missing ``</title>`` put back, or None when the title is sound.

    A ``<title>`` without its end tag (often a damaged one, ``</titavaS``)
    makes the parser read the rest of the page as title text, so nothing is
    left to extract. A title that long holding markup is closed before its
    first tag and the page parsed again.
    """
    if not has_runaway_title(tree):
        return None
    start = _TITLE_START.search(text)
    tag_end = text.find(">", start.end()) if start else -1  # str.find: linear on any input
    end = text.find("<", tag_end + 1) if tag_end >= 0 else -1
    if end < 0:
        return None
    return text[:end] + "</title>" + text[end:]


def has_runaway_title(tree: etree._Element) -> bool:
    """Whether the tree's title swallowed markup (:func:`close_runaway_title` closes it)."""
    title = _head_title(tree)
    content = title.text if title is not None else None
    return bool(content) and len(content) >= _RUNAWAY_TITLE_CHARS and "<" in content


def _head_title(tree: etree._Element) -> etree._Element | None:
    """``tree.find("head/title")`` (the same children searched, in the same order),
    without ElementPath's selector generators."""
    for head in tree.iterchildren("head"):
        for title in head.iterchildren("title"):
            return title
    return None


def adopt_strays(tree: etree._Element) -> None:
    """Move what libxml2 left beside ``<body>`` into it, as HTML5 parsers do.

    Markup after ``</body>`` or ``</html>`` (a stray closing tag mid-page, a
    wrapper such as CleanEval's ``<text>``) stays outside the body in
    libxml2's tree, where browsers render it as part of the body.
    """
    body = tree.find("body")
    if body is None:
        return
    before, after, seen_body = [], [], False
    for child in tree:
        if child is body:
            seen_body = True
        elif child.tag != "head":
            (after if seen_body else before).append(child)
    for position, child in enumerate(before):
        body.insert(position, child)
    if body.tail and body.tail.strip():
        _append_text(body, body.tail)
    body.tail = None
    for child in after:
        body.append(child)


def _append_text(parent: etree._Element, text: str) -> None:
    last = parent[-1] if len(parent) else None
    if last is None:
        parent.text = (parent.text or "") + text
    else:
        last.tail = (last.tail or "") + text


_HIDDEN_TEXT_TAGS = frozenset({"script", "style", "noscript", "template"})
_MAX_VISIBLE_CHARS = 200
_MIN_NOSCRIPT_CHARS = 500
_NOSCRIPT_SHARE = 2


def reveal_noscript(tree: etree._Element) -> bool:
    """Unwrap ``<noscript>`` when it holds most of the page's text; True if done.

    That is when the text outside it is under ``_MAX_VISIBLE_CHARS``, or when
    ``<noscript>`` holds at least ``_NOSCRIPT_SHARE`` times as much (a theme
    that renders its posts from a script template).
    """
    body = tree.find("body")
    if body is None or body.find(".//noscript") is None:
        return False
    return reveal_noscript_among(body, list(body.iter("noscript")))


def reveal_noscript_among(body: etree._Element, noscripts: list[etree._Element]) -> bool:
    """:func:`reveal_noscript` given the body and its ``<noscript>`` elements in document
    order (found by a walk the caller makes anyway)."""
    if not noscripts:
        return False
    hidden = sum(_prose_chars(t) for ns in noscripts for t in ns.itertext("*"))
    if hidden < _MIN_NOSCRIPT_CHARS:
        return False
    enough = max(_MAX_VISIBLE_CHARS, hidden // _NOSCRIPT_SHARE)
    if _shows_enough(body, enough):
        return False
    etree.strip_tags(body, "noscript")
    return True


def _prose_chars(text: str) -> int:
    """Length of a text piece, none for markup kept as text (tracking pixels in noscript)."""
    return 0 if "<" in text else len(text.strip())


# The tags :data:`_HIDDEN_TEXT_TAGS` names, for the compiled walk.
_HIDDEN_TEXT_ORDER = tuple(sorted(_HIDDEN_TEXT_TAGS))


def _shows_enough(body: etree._Element, enough: int) -> bool:
    """``_visible_chars(body, enough) >= enough``, by the compiled walk of the body's text
    when it is built: the same text nodes, each stripped, in C up to ``enough`` (the count
    only grows). The walk counts nothing under a hidden ancestor, so a body under one is
    left to the reference."""
    if any(a.tag in _HIDDEN_TEXT_TAGS for a in body.iterancestors()):
        return _visible_chars(body, enough) >= enough
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.TEXT_CHARS_USABLE:
        found = compiled.text_chars_upto(body, _HIDDEN_TEXT_ORDER, enough - 1)  # stops at enough
        if found >= 0:
            return found >= enough
    return _visible_chars(body, enough) >= enough


def _visible_chars(body: etree._Element, enough: int) -> int:
    """Characters of text outside scripts, styles and noscript, counted up to ``enough``."""
    total = 0
    walker = etree.iterwalk(body, events=("start", "end"))
    for event, el in walker:
        if event == "start":
            if el.tag in _HIDDEN_TEXT_TAGS:
                walker.skip_subtree()
                continue
            total += len((el.text or "").strip())
        else:
            total += len((el.tail or "").strip()) if el is not body else 0
        if total >= enough:
            break
    return total
