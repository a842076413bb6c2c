"""Kept text inside a box whose ARIA role says it is no part of the page's content: a
dialog (``role="dialog"`` or ``"alertdialog"``: a "notify me" form, a shipping-details or
a legal-terms lightbox, a log-in box, a newsletter sign-up) or a ticker
(``role="marquee"``: a promo bar's scrolling offers).

A dialog opens over the page on a click, a ticker runs beside it; what the page says is
outside both. Segmentation already skips a closed ``dialog`` element and the model drops
most of such boxes, but a commerce page's dialogs hold paragraphs and lists the model
keeps as the page's own (terms of a financing offer, a return policy, the steps of a
trade-in). The roles are the WAI-ARIA vocabulary (:data:`ROLES`), not any site's words;
the rule reads only the markup. Left-out validation over the shared sets found no kept
block of the content inside such a box (``docs/dev/auto-record.md``, stop 53).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds_folded
from thresher.types import Block, Decision, Document, Label

ROLES = frozenset({"dialog", "alertdialog", "marquee"})
# The words of ROLES searched in a page's markup, capitals read as small letters ("dialog"
# is in "alertdialog"): most pages hold neither.
_ROLE_WORDS = ("dialog", "marquee")
_ROLE_BOXES = "//*[@role]"
MIN_REST = 200  # characters kept outside the boxes: the page says something else
MAX_DEPTH = 40  # ancestors walked up from a block (a page's nesting rarely goes deeper)
_REASON = "in a dialog or ticker box (ARIA role; p={p:.2f})"


def role_boxes(doc: Document) -> set[Any]:
    """The page's elements whose ``role`` (stripped, lower case) is one of :data:`ROLES`;
    none without a role word in the markup."""
    if not any(source_holds_folded(doc, word) for word in _ROLE_WORDS):
        return set()
    found = doc.tree.xpath(_ROLE_BOXES)
    return {el for el in found if (el.get("role") or "").strip().lower() in ROLES}


def in_box(element: Any, boxes: set[Any], memo: dict[Any, bool]) -> bool:
    """True when the element or one of its :data:`MAX_DEPTH` nearest ancestors is in
    ``boxes`` (``memo``: the answers for elements already walked, shared by a page's
    blocks)."""
    walked = []
    found = False
    while element is not None and len(walked) < MAX_DEPTH:
        known = memo.get(element)
        if known is not None:
            found = known
            break
        walked.append(element)
        if element in boxes:
            found = True
            break
        element = element.getparent()
    for seen in walked:
        memo[seen] = found
    return found


def drop_role_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside a dialog or ticker box (:func:`role_boxes`)
    dropped, when the page keeps :data:`MIN_REST` characters elsewhere."""
    boxes = role_boxes(doc)
    if not boxes:
        return {}
    memo: dict[Any, bool] = {}
    positions = [
        pos
        for pos, block in enumerate(blocks)
        if flags[pos] and block.element is not None and in_box(block.element, boxes, memo)
    ]
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )
