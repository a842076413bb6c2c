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
from itertools import chain, compress, islice
from typing import Any

from thresher._core import kernel
from thresher._core.modules import CLIMBS
from thresher.html.nodes import passes_above
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.hidden_boxes import DISPLAYS, HIDING_CLASSES
from thresher.types import Block, Decision, Label

_WIDTH = (
    r"(?:xs|sm|md|lg|xl|xxl|small|medium|large|mobile|tablet|desktop|phone|touch"
    r"|tiny|laptop|widescreen)"
)
# A class word that shows or hides an element at some screen widths only: Bootstrap 3's
# "hidden-xs" / "visible-lg", Bootstrap 4's "d-md-none", Foundation's "hide-for-small",
# Bulma's "is-hidden-mobile", Tailwind's "md:hidden", Webflow's "w-hidden-tiny",
# Elementor's "elementor-hidden-mobile_extra", a BEM modifier's "kit--hide-mobile-landscape",
# and the plain "hide-desktop", "mobile-only", "desktop-content". Searched in an
# element's whole class attribute (lower case) at once: one search an element, not one a word.
RESPONSIVE = re.compile(
    rf"(?<!\S)(?:d-{_WIDTH}-none"
    rf"|(?:[a-z0-9]+(?:--?|__))?(?:hidden|visible|hide|show)[-_](?:for[-_])?{_WIDTH}"
    r"(?:[-_](?:only|up|down|landscape|portrait|extra))?"
    r"|(?:mobile|tablet|desktop|phone)[-_](?:only|hide|hidden|show|content|view|version)"
    r"|(?:sm|md|lg|xl|2xl):hidden)(?!\S)"
)
# A hiding word (:data:`~thresher.methods.auto.hidden_boxes.HIDING_CLASSES`) and a word that
# shows the element from some width on ("d-none d-md-block", "hidden md:flex").
HIDING = re.compile(rf"(?<!\S)(?:{'|'.join(map(re.escape, sorted(HIDING_CLASSES)))})(?!\S)")
SHOWN_FROM = re.compile(rf"(?<!\S)(?:d-{_WIDTH}-{DISPLAYS}|(?:sm|md|lg|xl|2xl):{DISPLAYS})(?!\S)")
# Every match of RESPONSIVE and of HIDING holds one of these (each alternative's words:
# "hidden", "hide", "visible", "invisible", "show", "d-…-none", the four device names): a
# class attribute holding none is not searched.
_PARTS = ("hid", "vis", "show", "-none", "mobile", "tablet", "desktop", "phone")
_PART_BYTES = tuple(part.encode("ascii") for part in _PARTS)  # as the climbs kernel reads them
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
    texts = [block.text for block in compress(blocks, flags)]
    if len(set(texts)) == len(texts):  # no text kept twice: most pages
        return {}
    kept: dict[str, list[int]] = {}
    for pos in compress(range(len(blocks)), flags):
        text = blocks[pos].text
        if len(text) >= MIN_CHARS:
            kept.setdefault(text, []).append(pos)
    memo: dict[Any, bool] = {}
    above: dict[Any, bool] = {}
    positions = [
        pos
        for first, *later in kept.values()
        if later and len(later) < MAX_COPIES
        for pos in later
        if _responsive_pair(blocks[first].element, blocks[pos].element, memo, above)
    ]
    if not positions:
        return {}
    reason = "a copy of kept text for another screen width (p={p:.2f})"
    return relabel_beside_rest(blocks, probs, positions, flags, Label.BOILERPLATE, reason, MIN_REST)


def responsive(classes: str) -> bool:
    """True when an element's class attribute (lower case) shows or hides it at some
    screen widths only: a width's own class word (:data:`RESPONSIVE`), or a hiding word
    with one that shows the element from some width on (``d-none d-md-block``)."""
    if RESPONSIVE.search(classes):
        return True
    return HIDING.search(classes) is not None and SHOWN_FROM.search(classes) is not None


def _responsive_pair(
    first: Any, second: Any, memo: dict[Any, bool], above_memo: dict[Any, bool]
) -> bool:
    """True when an element on either branch below the two elements' shared ancestor
    has a :func:`responsive` class (``memo``: the answers for elements already read;
    ``above_memo``: those of :func:`_responsive_above`, which rules out most pairs
    once per page, not per pair)."""
    if first is None or second is None or first is second:
        return False
    if not (
        _responsive_above(first, memo, above_memo) or _responsive_above(second, memo, above_memo)
    ):
        return False  # neither branch can hold a responsive class
    above = [first, *islice(first.iterancestors(), MAX_DEPTH)]
    place = {element: i for i, element in enumerate(above)}
    branch = []
    for element in chain((second,), islice(second.iterancestors(), MAX_DEPTH)):
        top = place.get(element)
        if top is not None:
            return any(_classed_responsive(e, memo) for e in (*above[:top], *branch))
        branch.append(element)
    return False


def _responsive_above(element: Any, memo: dict[Any, bool], above_memo: dict[Any, bool]) -> bool:
    """True when the element or one of its ancestors has a :func:`responsive` class: what
    either branch of a responsive pair holds (each element's answer found once a page;
    climbed over libxml2's nodes by the climbs kernel when it is built and takes the
    element, whose answers ``above_memo`` keeps by node, beside the Python climb's by
    element)."""
    compiled = kernel(CLIMBS)
    if compiled is not None:
        found = compiled.class_above(element, above_memo, _PART_BYTES, _responsive_classes)
        if found is not None:
            return found
    return passes_above(element, above_memo, lambda node: _classed_responsive(node, memo))


def _classed_responsive(element: Any, memo: dict[Any, bool]) -> bool:
    known = memo.get(element)
    if known is None:
        classes = element.get("class") if isinstance(element.tag, str) else None
        known = memo[element] = bool(classes) and _responsive_classes(classes)
    return known


def _responsive_classes(classes: str) -> bool:
    """:func:`responsive` of an element's class attribute, lowered here."""
    return _responsive_value(classes.lower())


def _responsive_value(classes: str) -> bool:
    """:func:`responsive`, passed over at once when the value holds none of :data:`_PARTS`."""
    for part in _PARTS:
        if part in classes:
            return responsive(classes)
    return False
