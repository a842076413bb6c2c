"""A story signed at its end by its writer's name set in bold and right-aligned.

Vietnamese portals (VnExpress and the many sites on its template) close the story
with a paragraph of its own, ``<p style="text-align:right"><strong>Trần Minh Quân
</strong></p>``: the writer. A bold closing line alone is too
often a quotation's or a caption's; its right alignment, the whole paragraph one bold
run of a person's name (two to five capitalised words, no sentence mark), and its place
among the last paragraphs of the story's box make it a signature. Read on pages
whose ``<html lang>`` is one of :data:`SIGNING_LANGUAGES` only (the cost of reading
every page's paragraphs is not worth the rare signature elsewhere).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from thresher.html.dom_index import PageIndex
from thresher.metadata.names import looks_personal, split_names
from thresher.metadata.page_words import declares_language, page_holds
from thresher.types import Document

_RIGHT_STYLE = re.compile(r"text-align\s*:\s*right", re.IGNORECASE)
_BOLD_TAGS = frozenset({"strong", "b"})
# the ``<html lang>`` of the papers that sign a story so (Vietnamese portals on
# VnExpress's template); a bold right-aligned line elsewhere is read as no signature
SIGNING_LANGUAGES = ("vi",)
_SENTENCE_MARKS = frozenset('.!?:;"“”«»()')
MAX_SIGNATURE_WORDS = 5
LAST_PARAGRAPHS = 3  # a signature stands among the last text elements of the story box


def signing_page(index: PageIndex) -> bool:
    """Whether the page's ``<html lang>`` is one of :data:`SIGNING_LANGUAGES`."""
    return declares_language(index, SIGNING_LANGUAGES)


def signature_names(
    index: PageIndex, doc: Document, first: int, kept: Callable[[int], bool]
) -> list[str]:
    """The writer whose name, bold and right-aligned, is a paragraph of its own among the
    last of the story's box, from position ``first`` on, in the page ``doc`` (one of a
    :func:`signing_page`); ``kept`` tells whether a position may hold a byline (not
    navigation, footers, comments)."""
    if not page_holds(doc, "align"):
        return []  # no aligned paragraph at all
    tags, elements = index.tags, index.elements
    position = first - 1
    while True:
        try:
            position = tags.index("p", position + 1)  # the next paragraph, found in C
        except ValueError:
            return []
        if not _right_aligned(elements[position]):
            continue
        name = _bold_name(index, position)
        if name and _closing(index, position) and kept(position):
            return split_names(name)


def _right_aligned(element: Any) -> bool:
    style = element.get("style")
    if style is not None and _RIGHT_STYLE.search(style) is not None:
        return True
    return (element.get("align") or "").lower() == "right"


def _bold_name(index: PageIndex, position: int) -> str | None:
    """The paragraph's text when it is one bold run of a person's name."""
    element = index.elements[position]
    children = list(element)
    if len(children) != 1 or children[0].tag not in _BOLD_TAGS:
        return None
    if (element.text or "").strip() or (children[0].tail or "").strip():
        return None
    text = " ".join(index.full_text(position).split())
    words = text.split()
    if not 2 <= len(words) <= MAX_SIGNATURE_WORDS or _SENTENCE_MARKS.intersection(text):
        return None
    return text if looks_personal(text) else None


def _closing(index: PageIndex, position: int) -> bool:
    """Whether no more than :data:`LAST_PARAGRAPHS` elements with text follow the
    paragraph in its parent (the story's box)."""
    later = 0
    sibling = index.elements[position].getnext()
    while sibling is not None:
        if "".join(sibling.itertext()).strip():
            later += 1
            if later >= LAST_PARAGRAPHS:
                return False
        sibling = sibling.getnext()
    return True
