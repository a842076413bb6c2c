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
from thresher.methods.auto.hidden_boxes import kept_under, under
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

ROLES = frozenset({"dialog", "alertdialog", "marquee"})
# The words of ROLES searched in a page's markup ("dialog" is in "alertdialog"), with the
# places where the search jumps (``source_holds``: a letter rare in markup; "dialog", of
# common letters, is tested at two places at a time): most pages hold neither.
_ROLE_WORDS = (("dialog", 5, 0), ("marquee", 3, -1))
# The UTF-8 of each role of ROLES: a role attribute whose value holds none of them names
# no such box (``hidden_boxes.kept_under``'s kernel passes it over at once).
_ROLE_BYTES = tuple(sorted(role.encode() for role in ROLES))
MIN_REST = 200  # characters kept outside the boxes: the page says something else
_REASON = "in a dialog or ticker box (ARIA role; p={p:.2f})"


def holds_role_word(doc: Document) -> bool:
    """True when the page's markup holds a word of :data:`ROLES`: a page without one
    holds no such box."""
    return any(source_holds(doc, word, pivot, second) for word, pivot, second in _ROLE_WORDS)


def in_role_box(element: Any, memo: dict[Any, bool]) -> bool:
    """True when the element or one of its :data:`~thresher.methods.auto.hidden_boxes.MAX_DEPTH`
    nearest ancestors has a role of :data:`ROLES` (:func:`first_role`; ``memo``: the answers
    for elements already walked, shared by a page's blocks)."""
    return under(element, memo, "role", _names_a_box_role)


def _names_a_box_role(element: Any, role: str) -> bool:
    return first_role(role) in ROLES


def first_role(role: str) -> str:
    """The first word of a ``role`` attribute: a role lists the roles a reader may fall
    back on, the one meant first."""
    words = role.split(None, 1)
    return words[0] if words else ""


def drop_role_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside a dialog or ticker box (:func:`in_role_box`)
    dropped, when the page keeps :data:`MIN_REST` characters elsewhere (a page whose
    markup holds no role word is passed over at once: :func:`holds_role_word`)."""
    if not holds_role_word(doc):
        return {}
    positions = kept_under(blocks, flags, "role", _ROLE_BYTES, _names_a_box_role)
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )
