"""A text the page writes twice, once for wide screens and once for narrow ones: one copy.

Product, service and shop pages often write a section twice, a copy for each screen
width, and let the style sheet show one: Bootstrap's ``d-none d-md-flex`` beside
``d-flex d-md-none``, ``hide-mobile`` beside ``hide-desktop``, ``show-tablet`` beside
``hide-tablet``, ``desktop-content`` beside ``mobile-content``. The extractor does not read
the style sheet, so the model sees two like sections and keeps both: the reader sees one,
and the truth holds it once. When two kept text blocks hold the same text and the branch
of either below the element they share names a screen width in its class (the words are
CSS-framework convention, :data:`RESPONSIVE`, not any site's), the later copy is dropped.

A text repeated without such a class (a forum's quoted post, a poem's refrain, a manual's
repeated signature) is the page's own and stays: dropping every repeated kept text costs
those sets more than it gains (``docs/dev/auto-record.md``, stop 47). Chosen by
leave-one-source-out validation (stop 48).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.hidden_boxes import HIDING_CLASSES, SHOWN_FROM
from thresher.types import Block, Decision, Label

_WIDTH = r"(?:xs|sm|md|lg|xl|xxl|small|medium|large|mobile|tablet|desktop|phone|touch)"
# A class that shows or hides an element at some screen widths only: Bootstrap 3's
# "hidden-xs" / "visible-lg", Bootstrap 4's "d-md-none", Foundation's "hide-for-small",
# Bulma's "is-hidden-mobile", and the plain "hide-desktop", "mobile-only", "desktop-content".
RESPONSIVE = re.compile(
    rf"^(?:d-{_WIDTH}-none"
    rf"|(?:[a-z]+-)?(?:hidden|visible|hide|show)[-_](?:for[-_])?{_WIDTH}(?:[-_](?:only|up|down))?"
    r"|(?:mobile|tablet|desktop|phone)[-_](?:only|hide|hidden|show|content|view|version)"
    r"|(?:sm|md|lg|xl|2xl):hidden)$"
)
MIN_CHARS = 10  # a copy this long at least: shorter lines repeat by chance
MAX_COPIES = 5  # a text kept more often is a field of a run's items, not a copy
MIN_REST = 200  # characters kept besides the dropped copies
MAX_DEPTH = 40  # ancestors walked up from a block


def drop_responsive_copies(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The later copy of each text two kept blocks hold (a text kept more than
    :data:`MAX_COPIES` times is left), when the branch of either copy below their shared
    element has a class naming a screen width (:func:`responsive`), dropped, when the page
    keeps :data:`MIN_REST` characters besides."""
    kept: dict[str, list[int]] = {}
    for pos, block in enumerate(blocks):
        if flags[pos] and len(block.text) >= MIN_CHARS:
            kept.setdefault(block.text, []).append(pos)
    positions = [
        pos
        for first, *later in kept.values()
        if later and len(later) < MAX_COPIES
        for pos in later
        if _responsive_pair(blocks[first].element, blocks[pos].element)
    ]
    if not positions:
        return {}
    reason = "a copy of kept text for another screen width (p={p:.2f})"
    return relabel_beside_rest(blocks, probs, positions, flags, Label.BOILERPLATE, reason, MIN_REST)


def responsive(classes: list[str]) -> bool:
    """True when an element's class words (lower case) show or hide it at some screen
    widths only: a width's own class, or a hiding class with one that shows the element
    from some width on (``d-none d-md-block``, ``hidden md:flex``)."""
    if any(RESPONSIVE.match(token) for token in classes):
        return True
    return any(t in HIDING_CLASSES for t in classes) and any(SHOWN_FROM.match(t) for t in classes)


def _responsive_pair(first: Any, second: Any) -> bool:
    """True when an element on either branch below the two elements' shared ancestor
    has a :func:`responsive` class."""
    if first is None or second is None:
        return False
    above = _ancestors(first)
    shared = {id(element) for element in above}
    branch = []
    element = second
    while element is not None and id(element) not in shared and len(branch) < MAX_DEPTH:
        branch.append(element)
        element = element.getparent()
    if element is None:
        return False
    top = next(i for i, e in enumerate(above) if e is element)
    return any(_classed_responsive(e) for e in (*above[:top], *branch))


def _ancestors(element: Any) -> list[Any]:
    """The element and its ancestors, nearest first, :data:`MAX_DEPTH` at most."""
    chain = []
    while element is not None and len(chain) < MAX_DEPTH:
        chain.append(element)
        element = element.getparent()
    return chain


def _classed_responsive(element: Any) -> bool:
    classes = element.get("class") if isinstance(element.tag, str) else None
    return bool(classes) and responsive(classes.lower().split())
