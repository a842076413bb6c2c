"""A heading kept alone after a thread, over a box the rules dropped.

Under a thread's last post a forum or Q&A page sets its own boxes: "Similar threads",
"Похожие вопросы", "関連するQ&A", "관련 질문", a list of other threads' titles. The model
drops the list (links) but may keep its heading, a short line it reads like a post's
title; the text then ends in a heading with nothing under it. The word tables of
:mod:`thresher.methods.auto.related_headings` name such boxes on story pages in a few
languages; after a recognised thread the place says it in any language.

The last kept text block, when it is a heading (:data:`MAX_HEADING_CHARS` at most) after
the end of a recognised thread's posts and a dropped block follows it, is dropped: a
section of which only the heading was kept is no content of the thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.types import Block, Decision, Label

MAX_HEADING_CHARS = 60  # a box's name, not a post's title over its text

_REASON = "heading closing a thread over a dropped box"


def drop_closing_heading(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The last kept block of ``blocks`` (the text blocks; ``flags``: each one's kept
    flag), dropped when it is a short heading after ``span`` (the recognised thread's
    first and last block index) and a dropped block follows it."""
    if span is None:
        return {}
    count = len(flags)
    last = next(compress(range(count - 1, -1, -1), reversed(flags)), -1)  # one C pass
    if last < 0 or last == count - 1:  # nothing kept, or nothing after it
        return {}
    block = blocks[last]
    heading = block.features.heading_level and len(block.text) <= MAX_HEADING_CHARS
    if not heading or block.index <= span[1]:
        return {}
    return {block.index: Decision(block.index, Label.BOILERPLATE, _REASON)}
