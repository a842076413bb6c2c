"""Streamed server rendering: content a script would move into place.

React's streaming server rendering (Next.js and others) sends a page's slow parts
after the shell: the shell holds a placeholder ``<template id="B:0">`` (a Suspense
boundary, with a fallback such as "Loading…") or ``<template id="P:0">`` (a
segment), and the content arrives later in ``<div hidden id="S:0">``, which an
inline script (``$RC("B:0","S:0")``, ``$RS("S:0","P:0")``) moves into the
placeholder. A reader without scripts sees only the fallback; the article sits
hidden at the end of the body. :func:`place_streamed_segments` does what the
script does: each hidden ``S:`` segment's content goes where its placeholder of
the same number is (or, with no placeholder, is shown where it is).
"""

from __future__ import annotations

import re

from lxml import etree

from thresher._core import kernel
from thresher._core.modules import PARSE

SEGMENT_PREFIX = "S:"
PLACEHOLDER_PREFIXES = ("B:", "P:")
# In the page text: is there any streamed segment at all (however the id is quoted).
MARKERS = ('id="S:', "id='S:", "id=S:")
# Any of them in one scan (three substring tests were three scans of the page).
_ANY_MARKER = re.compile("|".join(re.escape(marker) for marker in MARKERS))


def place_streamed_segments(tree: etree._Element, text: str, utf8: bytes | None = None) -> int:
    """Move each streamed segment into its placeholder; the number of segments placed.
    ``utf8``: the text's UTF-8 bytes, when the caller has them (read instead of the text)."""
    if not has_streamed_marker(text, utf8):
        return 0
    segments = [
        el
        for el in tree.iter("div")
        if el.get("hidden") is not None and (el.get("id") or "").startswith(SEGMENT_PREFIX)
    ]
    if not segments:
        return 0
    placeholders = {
        el.get("id"): el
        for el in tree.iter("template")
        if (el.get("id") or "").startswith(PLACEHOLDER_PREFIXES)
    }
    for segment in segments:
        number = segment.get("id")[len(SEGMENT_PREFIX) :]
        target = next(
            (placeholders[p + number] for p in PLACEHOLDER_PREFIXES if p + number in placeholders),
            None,
        )
        if target is None or _contains(segment, target):
            del segment.attrib["hidden"]
        else:
            _move_children(segment, target)
    return len(segments)


def has_streamed_marker(text: str, utf8: bytes | None = None) -> bool:
    """True when the text holds one of :data:`MARKERS` (by the compiled kernel, a jump
    from one ":" to the next, when built, over ``utf8 == text.encode()`` when given;
    :func:`has_streamed_marker_reference` else)."""
    compiled = kernel(PARSE)
    if compiled is None:
        return has_streamed_marker_reference(text)
    if utf8 is not None:
        return compiled.has_streamed_marker_utf8(utf8)
    return compiled.has_streamed_marker(text)


def has_streamed_marker_reference(text: str) -> bool:
    """The definition of :func:`has_streamed_marker`."""
    return _ANY_MARKER.search(text) is not None


def _contains(element: etree._Element, other: etree._Element) -> bool:
    return any(a is element for a in other.iterancestors())


def _move_children(segment: etree._Element, target: etree._Element) -> None:
    """Put the segment's text and children where ``target`` is; drop both elements."""
    parent = target.getparent()
    if parent is None:
        del segment.attrib["hidden"]
        return
    wrapper = etree.Element("div")
    wrapper.text = segment.text
    wrapper.extend(list(segment))
    wrapper.tail = target.tail
    parent.replace(target, wrapper)
    _remove_keeping_tail(segment)


def _remove_keeping_tail(element: etree._Element) -> None:
    parent = element.getparent()
    if parent is None:
        return
    tail = element.tail
    previous = element.getprevious()
    parent.remove(element)
    if tail:
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
