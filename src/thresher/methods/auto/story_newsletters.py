"""A newsletter's sign-up box the model kept inside or after a story.

News pages set a newsletter's box after a story's paragraphs, inside the story's element:
a heading ("Newsletter", "メールマガジン", "뉴스레터", "Boletín"), a pitch ("Get the day's
top stories in your inbox every morning", "最新ニュースを毎朝お届けします") and a link
to the sign-up page, in an element whose class or id names it (``div.newsletter``,
``section#newsletter-signup``, ``div.c-newsletter``). Without a form (the sign-up is on
another page) the form rules do not see it, and the model, reading the heading and the
pitch inside the story, keeps them in any language. A kept line of at most
:data:`MAX_CHARS` characters whose element or one of its :data:`NEAR_STEPS` nearest
ancestors is named for a newsletter (:data:`MARKS` in its id or first class word, as the
block's path writes it) is dropped, when that box holds at most :data:`MAX_BOX_CHARS`
characters of text (a box, not a newsletter's own page), the page keeps
:data:`MIN_BEFORE_CHARS` of text before it (the story it follows) and
:data:`MIN_STORY_CHARS` outside such boxes (switch ``newsletter_boxes``). The words are
the markup's, not any site's; the rule reads the kept short blocks' paths joined once
before anything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import Any

from thresher.methods.auto.decided import kept_short
from thresher.types import Block, Decision, Label

MAX_CHARS = 160  # a box's heading or pitch, not a paragraph of the story
NEAR_STEPS = 3  # the block's element and its ancestors read for the box's name
MAX_BOX_CHARS = 600  # the box's whole text: a heading, a pitch, a link or two
MIN_BEFORE_CHARS = 150  # kept text before the box: the story it follows (CJK: few characters)
MIN_STORY_CHARS = 200  # kept text outside the boxes: the page's story
MARKS = ("newsletter", "Newsletter", "NewsLetter", "mail-magazine", "mailmagazine")
_MARK_CORES = ("ewsletter", "mail-magazine", "mailmagazine")  # a line's path searched for each
# What the joined paths are searched for first, one search each: every mark core holds one.
_PAGE_CORES = ("ewsletter", "magazine")
_REASON = "newsletter box inside the story (p={p:.2f})"


def drop_newsletter_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines of a small box named for a newsletter after a story, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags)."""
    short = kept_short(blocks, flags, MAX_CHARS)
    paths = "\n".join([blocks[pos].path for pos in short])
    if not any(core in paths for core in _PAGE_CORES):
        return {}  # no kept short block's path names a newsletter (two searches in all)
    lines = [
        pos
        for pos in short
        if any(core in blocks[pos].path for core in _MARK_CORES) and _in_small_box(blocks[pos])
    ]
    if not lines:
        return {}
    kept = list(compress(range(len(blocks)), flags))
    first = lines[0]
    before = sum(blocks[pos].features.text_length for pos in kept if pos < first)
    total = sum(blocks[pos].features.text_length for pos in kept)
    boxed = sum(blocks[pos].features.text_length for pos in lines)
    if before < MIN_BEFORE_CHARS or total - boxed < MIN_STORY_CHARS:
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
        )
        for pos in lines
    }


def _in_small_box(block: Block) -> bool:
    """Whether the block's path names a newsletter in its last steps and the element so
    named holds at most :data:`MAX_BOX_CHARS` characters of text."""
    tail = block.path.rsplit("/", NEAR_STEPS)[1:]
    steps = [n for n, step in enumerate(reversed(tail)) if any(m in step for m in MARKS)]
    if not steps or block.element is None:
        return False
    box = _ancestor(block.element, steps[0])
    return box is not None and len("".join(box.itertext())) <= MAX_BOX_CHARS


def _ancestor(element: Any, steps: int) -> Any:
    """The ancestor ``steps`` levels above ``element`` (``element`` itself at 0)."""
    for _ in range(steps):
        element = element.getparent()
        if element is None:
            return None
    return element
