"""Post header lines told by a ``time`` element rather than by a date in their text.

The thread rules find a thread's posts by their header lines: short lines with a year or
a time in them (:func:`~thresher.methods.auto.headed_posts.header_positions`). Many engines
write a post's date as the reader's relative time ("3 days ago", "2y", "vor 5 Tagen",
"Mar 4" in the current year) and leave the date itself to the markup: a ``time`` element
whose ``datetime`` attribute holds it (HTML's own element, whatever the engine's class
words or language). Such a line has no year or time in its text, so the posts went
unseen and the thread rules stayed out.

:func:`timed_lines` gives the positions of the short text blocks (no sentence, no
heading, :data:`~thresher.methods.auto.headed_posts.MAX_HEADER_CHARS` characters at most)
whose element is or holds a ``time`` element with a ``datetime``, on a page that holds
one: :func:`~thresher.methods.auto.headed_posts.headed_posts` reads them as header lines
beside the dated ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thresher.methods.auto.headed_posts import MAX_HEADER_CHARS
from thresher.methods.auto.markup_words import source_holds_opening
from thresher.types import Block, Document

_TIMED = ".//time[@datetime]"


def timed_lines(doc: Document, blocks: Sequence[Block]) -> tuple[int, ...]:
    """The positions among ``blocks`` (the page's text blocks) of the short lines without
    a sentence or a heading whose element is or holds a ``time`` element with a
    ``datetime`` attribute; none on a page without one. Read from the ``time`` elements
    up (few) rather than from every line down."""
    if not source_holds_opening(doc, "<time", 3):  # "m": a pair of rare places
        return ()
    times = list(doc.tree.iterfind(_TIMED))
    if not times:
        return ()
    lines: dict[Any, list[int]] = {}
    for pos, block in enumerate(blocks):
        element = block.element
        if element is None or len(block.text) > MAX_HEADER_CHARS:
            continue
        features = block.features
        if not (features.sentence_count or features.heading_level):
            lines.setdefault(element, []).append(pos)
    found: set[int] = set()
    for time in times:
        for element in (time, *time.iterancestors()):
            found.update(lines.get(element, ()))
    return tuple(sorted(found))
