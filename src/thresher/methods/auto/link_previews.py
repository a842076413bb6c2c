"""Link previews: the cards a forum engine draws for a link pasted into a post.

XenForo unfurls a pasted URL into a card (``div.bbCodeBlock--unfurl``: the linked page's
title, its description, its site), Discourse into a "onebox" (``aside.onebox``). The card
is the engine's, written from the linked page; the post holds only the link. The block
model keeps the card's description, a sentence beside the post's own. The truths that
hold such a card leave it out but one (a onebox's description kept in a tiptopjaw-wceb
truth).

Inside a recognised thread (the span :mod:`thresher.methods.auto.post_chrome` reads), the
kept lines inside an element whose class names a link preview (:data:`PREVIEW_CLASS_WORDS`;
a script's hook, ``js-…``, names nothing) are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, islice
from typing import Any

from thresher.html.nodes import self_and_ancestors
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

PREVIEW_CLASS_WORDS = ("unfurl", "onebox", "link-preview", "linkpreview", "link_preview")
# One of them in the markup of every such page (the first letter left out: "Unfurl" too),
# each with the places of two of its bytes the source search jumps by (rarest first); the
# four forms of "link preview" all hold "review", searched for first.
_MARKUP_WORDS = (("nfurl", 2, 1), ("nebox", 4, 3))
_PREVIEW_WORD = ("review", 3, 1)
_PREVIEW_FORMS = (
    ("ink-preview", 8, 3),
    ("ink_preview", 8, 3),
    ("inkpreview", 7, 3),
    ("inkPreview", 3, 7),
)
MAX_PREVIEW_LEVELS = 6  # levels climbed from a line to its preview card
_HOOKS = ("js-", "js_")
_DROPPED = "a link's preview card inside a post of the page's thread (the engine's)"


def drop_link_previews(
    doc: Document, blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside ``span`` (the first and last block index of a
    recognised thread's posts) that lie in a link's preview card, dropped; nothing read
    on a page whose markup names no preview (``doc``)."""
    if span is None or not _names_previews(doc):
        return {}
    first, last = span
    changed: dict[int, Decision] = {}
    for block in compress(blocks, flags):
        inside = first <= block.index <= last and block.element is not None
        if inside and in_preview(block.element):
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, _DROPPED)
    return changed


def _names_previews(doc: Document) -> bool:
    """Whether the page's markup holds a word naming a link preview."""
    if any(source_holds(doc, *word) for word in _MARKUP_WORDS):
        return True
    return source_holds(doc, *_PREVIEW_WORD) and any(
        source_holds(doc, *form) for form in _PREVIEW_FORMS
    )


def in_preview(element: Any) -> bool:
    """True when ``element`` or one of its :data:`MAX_PREVIEW_LEVELS` nearest ancestors
    has a class word naming a link preview (:data:`PREVIEW_CLASS_WORDS`)."""
    return any(
        _names_preview(node) for node in islice(self_and_ancestors(element), MAX_PREVIEW_LEVELS + 1)
    )


def _names_preview(element: Any) -> bool:
    names = (element.get("class") or "").lower()
    if not any(part in names for part in PREVIEW_CLASS_WORDS):  # most elements: no words read
        return False
    words = names.split()
    return any(
        part in word
        for word in words
        if not word.startswith(_HOOKS)
        for part in PREVIEW_CLASS_WORDS
    )
