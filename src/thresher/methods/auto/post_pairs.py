"""Threads no run of posts reads: a question and its one answer, in the post boxes of an
engine, or post boxes whose inner markup makes no repeat group.

The thread rules read a run of post-like siblings, and a repeat group needs three; a
thread of a question and one answer makes none, and the model, trained mostly on
articles, keeps the question and drops the answer as a comment. Forum engines write
each post in an element of one tag and class whose class names a post ("post",
"message", "reply", "answer": phpBB's ``div.post``, XenForo's ``article.message``,
Invision's ``article.cPost``, vBulletin's ``li.b-post``, SMF's ``div.windowbg``), so two
such siblings that hold most of the text the model kept are the thread: the answer's
dropped sentences are kept, the short lines both posts write at one place (a user
card's rank, "Posts: 31") dropped, and the span of the posts is handed to the span rules
(user cards, buttons, a topic map). ``most`` above two reads more boxes the same way on
a page where no run of posts was found (Discourse's app view without its JSON-LD: each
post's inner markup splits it into small groups of buttons and names).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress
from operator import attrgetter
from typing import Any

from thresher.types import Block, Decision, Label

# Words of a class that name a post box (lower case, a part of a class word: "cPost",
# "b-post", "message--post", "postbitlegacy", "ItemComment" hold one; SMF writes a post
# in a ``div.windowbg``).
POST_CLASS_WORDS = ("post", "message", "reply", "answer", "comment", "windowbg")
MIN_PAIR_SHARE = 0.6  # of the kept text, inside the post boxes
MIN_FIRST_CHARS = 80  # kept in the first post: a question the model read as the content
MAX_LEVELS = 8  # climbed from the largest kept sentence block to its post box
MAX_POST_BOXES = 200  # with ``post_boxes``: the most boxes read (a long thread's page)
MAX_LINK_DENSITY = 0.5
_DIGIT_RUNS = re.compile(r"\d+")
_TEXT = attrgetter("text")
_POST_WORD = re.compile("|".join(POST_CLASS_WORDS), re.IGNORECASE)
# More than two boxes: not a class that names only a comment (a blog's comments under
# its story, which the model kept: their thread is the story's, not a forum's).
_BOX_WORD = re.compile("|".join(w for w in POST_CLASS_WORDS if w != "comment"), re.IGNORECASE)
MAX_CARD_CHARS = 40
MIN_RANK_HEADING = 4  # h4 to h6: a card's rank ("userTitle"), never a post's title
_CARD = "a line the post boxes of a thread no run reads write at one place (a user card's)"
_REASON = "a reply in a thread's post boxes no run reads ({share:.0%} of the kept text)"


def post_boxes_of(element: Any, most: int = 2) -> list[Any] | None:
    """The post boxes above ``element``: the children of one tag and class (digits left
    out), a class that names a post (:data:`POST_CLASS_WORDS`), of the parent of its
    nearest ancestor (within :data:`MAX_LEVELS`) that has two to ``most`` such siblings
    (more than two: a class that names more than a comment), itself among them; None when
    an ancestor of a post's class has more, or none has two."""
    node = element
    for _ in range(MAX_LEVELS):
        parent = node.getparent()
        if parent is None:
            return None
        classes = node.get("class")
        if classes and _POST_WORD.search(classes):
            key, tag = _DIGIT_RUNS.sub("", classes), node.tag
            twins = [c for c in parent if c.tag == tag and _same_class(c.get("class"), key)]
            if len(twins) > most:
                return None  # a run of three or more: the repeat groups' to read
            if len(twins) == 2 or (len(twins) > 2 and _BOX_WORD.search(classes)):
                return twins
        node = parent
    return None


def _same_class(classes: str | None, key: str) -> bool:
    """True when ``classes`` is ``key`` (a class, its digits left out) but for digits."""
    return classes is not None and _DIGIT_RUNS.sub("", classes) == key


def paired_posts(
    blocks: Sequence[Block], flags: Sequence[bool], most: int = 2
) -> tuple[dict[int, Decision], tuple[int, int] | None]:
    """On a page whose kept text (``flags``) lies mostly in two post boxes (up to
    ``most``: :func:`post_boxes_of` the longest kept block, a sentence), the first holding
    a question the model kept, the other boxes' dropped sentence blocks kept and the
    lines the boxes repeat dropped (:func:`_card_lines`); and the first and last index
    of the blocks inside the boxes (``({}, None)`` when no such boxes hold it)."""
    kept = list(compress(blocks, flags))
    if not kept:
        return {}, None
    sizes = list(map(len, map(_TEXT, kept)))  # no Python frame a block: the cost
    largest = kept[max(range(len(sizes)), key=sizes.__getitem__)]  # the question's prose
    if largest.element is None or not largest.features.sentence_count:
        return {}, None
    boxes = post_boxes_of(largest.element, most)
    if boxes is None:
        return {}, None
    owner = {node: n for n, box in enumerate(boxes) for node in box.iter()}
    place = [owner.get(b.element, -1) for b in blocks]
    kept_in = [0] * len(boxes)
    total = 0  # the kept text but the headings outside the boxes: the thread's title,
    # a form's note under the posts
    for block, kept, box in zip(blocks, flags, place, strict=True):
        if kept and box >= 0:
            kept_in[box] += len(block.text)
            total += len(block.text)
        elif kept and not block.features.heading_level:
            total += len(block.text)
    share = sum(kept_in) / total if total else 0.0
    if share < MIN_PAIR_SHARE or kept_in[0] < MIN_FIRST_CHARS:
        return {}, None
    inside = [b.index for b, box in zip(blocks, place, strict=True) if box >= 0]
    answers = [
        b
        for b, kept, box in zip(blocks, flags, place, strict=True)
        if box >= 1
        and not kept
        and b.features.sentence_count
        and b.features.link_density <= MAX_LINK_DENSITY
    ]
    if not answers and not sum(kept_in[1:]):
        return {}, None  # the other boxes hold no text: no answer
    reason = _REASON.format(share=share)
    changed = {b.index: Decision(b.index, Label.CONTENT, reason) for b in answers}
    changed.update(_card_lines(blocks, flags, place, len(boxes)))
    return changed, (inside[0], inside[-1])


def _card_lines(
    blocks: Sequence[Block], flags: Sequence[bool], place: Sequence[int], count: int
) -> dict[int, Decision]:
    """The kept lines (``flags``) of a line the ``count`` boxes write at one path with one
    text, digits left out, in two boxes and half of them at least (a user card's rank,
    "Posts: 31" and "Posts: 32"), short, without a sentence, mostly not a link (a name):
    dropped in every box."""
    seen: dict[tuple[str, str], dict[int, list[int]]] = {}
    for block, kept, box in zip(blocks, flags, place, strict=True):
        if box < 0 or not _card_like(block):
            continue
        key = (_DIGIT_RUNS.sub("", block.path), _DIGIT_RUNS.sub("", block.text.strip()))
        seen.setdefault(key, {}).setdefault(box, []).append(block.index if kept else -1)
    least = max(2, (count + 1) // 2)
    return {
        index: Decision(index, Label.BOILERPLATE, _CARD)
        for boxes in seen.values()
        if len(boxes) >= least
        for indices in boxes.values()
        for index in indices
        if index >= 0
    }


def _card_like(block: Block) -> bool:
    features = block.features
    return (
        len(block.text) <= MAX_CARD_CHARS
        and not features.sentence_count
        and features.link_density <= MAX_LINK_DENSITY
        and not 0 < features.heading_level < MIN_RANK_HEADING
    )
