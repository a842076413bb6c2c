"""A donation box's lines the model kept inside a story.

Nonprofit newsrooms set a donation box between or after a story's paragraphs: a heading
and a pitch ("Support our nonprofit newsroom", "Your gift keeps local news free") over a
form or a button that leads to the payment page (WordPress Newspack's donate block,
``div.wp-block-newspack-blocks-donate``; ``div.donation-box``, ``section#donate-cta``).
The heading sits in the story's element and reads as a line of it, so the model keeps it;
the article truths leave the box out. A kept line of at most :data:`MAX_CHARS`
characters whose element or one of its :data:`NEAR_STEPS` nearest ancestors is named for
a donation (:data:`MARKS` in its class or id) is dropped, when the page keeps at least
:data:`MIN_STORY_CHARS` characters outside such boxes (a donation page's own text
stays). The words are the markup's, not any site's.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import attrgetter

from thresher.types import Block, Decision, Label

MAX_CHARS = 160  # a box's heading or pitch, not a paragraph of the story
NEAR_STEPS = 3  # the block's element and its ancestors read for the box's name
MIN_STORY_CHARS = 500  # kept text outside the boxes: the page's story
MARKS = ("donat", "Donat")  # "donate", "donation", "donations" in a class or id
_MARK_CORE = "onat"  # in both marks: one search of the kept paths joined first
_REASON = "donation box inside the story (p={p:.2f})"
_PATH = attrgetter("path")


def drop_donation_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines inside a box named for a donation, dropped (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    if _MARK_CORE not in "\n".join(map(_PATH, compress(blocks, flags))):
        return {}  # no kept block's path can be named for a donation (one search)
    kept = list(compress(range(len(blocks)), flags))
    lines = [
        pos
        for pos in kept
        if blocks[pos].features.text_length <= MAX_CHARS and _named(blocks[pos].path)
    ]
    if not lines:
        return {}
    boxed = [pos for pos in kept if _named(blocks[pos].path)]
    outside = sum(blocks[pos].features.text_length for pos in kept) - sum(
        blocks[pos].features.text_length for pos in boxed
    )
    if outside < MIN_STORY_CHARS:
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
        )
        for pos in lines
    }


def _named(path: str) -> bool:
    """Whether a donation's mark names the element of ``path`` or one of its nearest
    ancestors (the path's last steps)."""
    if _MARK_CORE not in path:
        return False
    tail = path.rsplit("/", NEAR_STEPS)[1:]
    return any(mark in step for step in tail for mark in MARKS)
