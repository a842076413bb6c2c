"""The box about a story's author, dropped where the model kept it.

A blog or a magazine closes its story with a box about its writer: the name, a photo
and a few sentences ("Carlee Kelson is a professional chef trained at …", "Dr. Shelby
Loos is a 2017 graduate from …"). The box reads as prose and the model keeps some of
it; the article truths leave it out (it is the site's, not the story's). The page's
authors name the box: a class or id that joins the word ``author`` to ``bio``,
``about``, ``box``, ``card``, ``profile`` or ``description`` (``author-bio``,
``about-author``, ``elementor-author-box``, ``author-profile``; not a forum post's
``author`` line, nor ``author-info`` or ``author-details``, which may hold a post's
byline). The kept blocks inside such a box, up to :data:`MAX_DEPTH` levels above a
block, are dropped when the page keeps :data:`MIN_REST` characters outside such boxes.
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/s54-qthin16.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress
from typing import Any

from thresher.methods.auto.markup_words import source_holds_folded
from thresher.types import Block, Decision, Document, Label

AUTHOR_BOX = re.compile(
    r"author[\w-]*(bio|about|box|card|profile|description)|(bio|about)[\w-]*author"
)
MAX_DEPTH = 5  # ancestors of the block's element that may name the box
MIN_REST = 200  # kept characters outside author boxes: the page has a story
_REASON = "box about the author (p={p:.2f})"


def drop_author_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks of the page's boxes about an author, dropped (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`; ``doc``: the page, whose source
    must hold the word ``author`` for any box to be named so)."""
    if not source_holds_folded(doc, "author"):
        return {}
    names: dict[Any, bool] = {}
    boxed: list[int] = []
    rest = 0
    for pos in compress(range(len(blocks)), flags):
        if in_author_box(blocks[pos], names):
            boxed.append(pos)
        else:
            rest += blocks[pos].features.text_length
    if not boxed or rest < MIN_REST:
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
        )
        for pos in boxed
    }


def in_author_box(block: Block, names: dict[Any, bool] | None = None) -> bool:
    """True when the block's element or one of its :data:`MAX_DEPTH` nearest ancestors has
    a class or id that names a box about an author (:data:`AUTHOR_BOX`; ``names``: each
    element's answer, kept across the blocks of a page, which share their ancestors)."""
    element = block.element
    for _ in range(MAX_DEPTH + 1):
        if element is None:
            return False
        named = names.get(element) if names is not None else None
        if named is None:
            label = f"{element.get('class') or ''} {element.get('id') or ''}".lower()
            named = "author" in label and AUTHOR_BOX.search(label) is not None
            if names is not None:
                names[element] = named
        if named:
            return True
        element = element.getparent()
    return False
