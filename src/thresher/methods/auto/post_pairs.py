"""A thread of two posts: a question and its one answer, in the post boxes of an engine.

The thread rules read a run of post-like siblings, and a repeat group needs three; a
thread of a question and one answer makes none, and the model, trained mostly on
articles, keeps the question and drops the answer as a comment. Forum engines write
each post in an element of one tag and class whose class names a post ("post",
"message", "reply", "answer": phpBB's ``div.post``, XenForo's ``article.message``,
Invision's ``article.cPost``, vBulletin's ``li.b-post``), so two such siblings that
hold most of the text the model kept are the thread: the answer's dropped sentences are
kept, and the span of the two posts is handed to the span rules (user cards, buttons).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress
from typing import Any

from thresher.types import Block, Decision, Label

# Words of a class that name a post box (lower case, a part of a class word: "cPost",
# "b-post", "message--post", "postbitlegacy", "ItemComment" hold one; SMF writes a post
# in a ``div.windowbg``).
POST_CLASS_WORDS = ("post", "message", "reply", "answer", "comment", "windowbg")
MIN_PAIR_SHARE = 0.6  # of the kept text, inside the two posts
MIN_FIRST_CHARS = 80  # kept in the first post: a question the model read as the content
MAX_LEVELS = 8  # climbed from the largest kept sentence block to its post box
MAX_LINK_DENSITY = 0.5
_DIGIT_RUNS = re.compile(r"\d+")
MAX_CARD_CHARS = 40
MIN_RANK_HEADING = 4  # h4 to h6: a card's rank ("userTitle"), never a post's title
_CARD = "a line both posts of a two-post thread write at one place (a user card's)"
_REASON = "the answer of a thread of two posts ({share:.0%} of the kept text in the pair)"


def _class_key(element: Any) -> frozenset[str]:
    """The words of the element's class, digits left out."""
    return frozenset(_DIGIT_RUNS.sub("", w) for w in (element.get("class") or "").split())


def _names_post(key: frozenset[str]) -> bool:
    return any(word in part.lower() for part in key for word in POST_CLASS_WORDS)


def _pair_of(element: Any) -> tuple[Any, Any] | None:
    """The two post boxes above ``element``: its nearest ancestor (within
    :data:`MAX_LEVELS`) whose parent holds it and exactly one other child of its tag and
    class, a class that names a post; None when none does."""
    node = element
    for _ in range(MAX_LEVELS):
        parent = node.getparent()
        if parent is None:
            return None
        key = _class_key(node)
        if key and _names_post(key):
            twins = [c for c in parent if c.tag == node.tag and _class_key(c) == key]
            if len(twins) == 2:
                return twins[0], twins[1]
            if len(twins) > 2:
                return None  # a run of three or more: the repeat groups' to read
        node = parent
    return None


def _box_of(element: Any, pair: tuple[Any, Any]) -> int:
    """0 or 1: which of the pair holds ``element``; -1 when neither does."""
    for node in (element, *element.iterancestors()):
        if node is pair[0]:
            return 0
        if node is pair[1]:
            return 1
    return -1


def paired_posts(
    blocks: Sequence[Block], flags: Sequence[bool]
) -> tuple[dict[int, Decision], tuple[int, int] | None]:
    """On a page whose kept text (``flags``) lies mostly in a pair of post boxes, the
    second box's dropped sentence blocks kept, and the first and last index of the
    blocks inside the pair (``({}, None)`` when no pair holds it)."""
    sizes = [len(b.text) for b in compress(blocks, flags)]
    total = sum(sizes)
    largest = max(
        compress(blocks, flags),
        key=lambda b: len(b.text) if b.features.sentence_count else 0,
        default=None,
    )
    if largest is None or largest.element is None or not largest.features.sentence_count:
        return {}, None
    pair = _pair_of(largest.element)
    if pair is None:
        return {}, None
    place = [-1 if b.element is None else _box_of(b.element, pair) for b in blocks]
    kept_in = [0, 0]
    for block, kept, box in zip(blocks, flags, place, strict=True):
        if kept and box >= 0:
            kept_in[box] += len(block.text)
    share = sum(kept_in) / total if total else 0.0
    if share < MIN_PAIR_SHARE or kept_in[0] < MIN_FIRST_CHARS:
        return {}, None
    inside = [b.index for b, box in zip(blocks, place, strict=True) if box >= 0]
    answer = [
        b
        for b, kept, box in zip(blocks, flags, place, strict=True)
        if box == 1
        and not kept
        and b.features.sentence_count
        and b.features.link_density <= MAX_LINK_DENSITY
    ]
    if not answer and not kept_in[1]:
        return {}, None  # the second box holds no text: no answer
    reason = _REASON.format(share=share)
    changed = {b.index: Decision(b.index, Label.CONTENT, reason) for b in answer}
    changed.update(_card_lines(blocks, flags, place))
    return changed, (inside[0], inside[-1])


def _card_lines(
    blocks: Sequence[Block], flags: Sequence[bool], place: Sequence[int]
) -> dict[int, Decision]:
    """The kept lines (``flags``) of a line both posts write at one path with one text,
    digits left out (a user card's rank, "Posts: 31" and "Posts: 32"), short, without a
    sentence, mostly not a link (a name): dropped in both posts."""
    seen: dict[tuple[str, str], list[list[int]]] = {}
    for block, kept, box in zip(blocks, flags, place, strict=True):
        if box < 0 or not _card_like(block):
            continue
        key = (_DIGIT_RUNS.sub("", block.path), _DIGIT_RUNS.sub("", block.text.strip()))
        seen.setdefault(key, [[], []])[box].append(block.index if kept else -1)
    return {
        index: Decision(index, Label.BOILERPLATE, _CARD)
        for first, second in seen.values()
        if first and second
        for index in first + second
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
