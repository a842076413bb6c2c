"""A thread's opening post, framed apart from its replies.

Some forum themes write a thread's first post in a container of its own, before the
list that holds the replies (a XenForo theme's "discussion starter" above the sorted
replies): :func:`~thresher.methods.auto.headed_posts.headed_posts` finds the replies'
boxes, siblings of one tag, but the opening post is no sibling of theirs, and its
one-line lines (a list of tools, "Hello all,") stay as the model read them. Without the
page's schema.org declaration nothing else marks it. What does is its frame: the
element that holds it has the tag and class words of a step of the replies' frame (the
box itself, or an element on the box's path to its text), and from it the rest of that
path reaches a text element with prose and the rest of the header path a dated line,
as in each reply. :func:`with_opening_post` finds the nearest such element before the
replies and makes it the first box (``PostBoxes.skipped`` records the steps it lies
below), so the thread rules read it with the replies and ``keep_post_bodies`` keeps the
dropped lines of its text.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

from thresher.methods.auto.discussion import MAX_LINK_DENSITY, has_date_or_time
from thresher.methods.auto.headed_posts import (
    MAX_HEADER_CHARS,
    MAX_HEADER_DEPTH,
    PostBoxes,
    class_words,
    followed,
    post_paths,
    within,
)
from thresher.types import Block

MAX_BLOCKS_BEFORE = 40  # blocks read back from the replies' first: the thread's head

Path = tuple[tuple[str, str], ...]


def with_opening_post(
    blocks: Sequence[Block], posts: PostBoxes | None, timed: bool = False
) -> PostBoxes | None:
    """``posts`` with the thread's opening post as its first box when one lies before
    the replies' boxes in a frame of theirs (:func:`opening_post`), else ``posts``. With
    ``timed``, the opening post's header may be a line told by a ``time`` element
    (``posts.timed``), as the replies' may: old Reddit's "12 points 3 hours ago"."""
    if posts is None or posts.skipped:
        return posts
    found = opening_post(blocks, posts, timed)
    if found is None:
        return posts
    box, skipped, inside = found
    owner = [item + 1 if item >= 0 else -1 for item in posts.owner]
    for pos in inside:
        owner[pos] = 0
    return PostBoxes((box, *posts.boxes), tuple(owner), skipped, posts.timed)


def opening_post(
    blocks: Sequence[Block], posts: PostBoxes, timed: bool = False
) -> tuple[Any, int, list[int]] | None:
    """The opening post's element, the steps of the replies' text path it lies below
    (0: a box like theirs) and its blocks' positions: the nearest element before the
    replies (:data:`MAX_BLOCKS_BEFORE` blocks back at most) of the tag and class words of
    a step of their frame that holds no reply, from which the rest of the text path
    reaches a block with a sentence and the rest of the header path a dated short line
    (:func:`~thresher.methods.auto.headed_posts.post_paths`; with ``timed``, or a line of
    ``posts.timed``); None when there is none."""
    first = next((pos for pos, item in enumerate(posts.owner) if item >= 0), 0)
    if first == 0:
        return None
    paths = post_paths(blocks, posts)
    if paths is None:
        return None
    text_path, header_path = paths
    frame = _frame(posts.boxes[0], text_path, header_path)
    if not frame:
        return None
    replies = set(posts.boxes[0].iterancestors())
    times = frozenset(posts.timed) if timed else frozenset()
    tried: set[Any] = set()
    for pos in range(first - 1, max(-1, first - 1 - MAX_BLOCKS_BEFORE), -1):
        element = blocks[pos].element
        if element is None:
            continue
        for depth, node in enumerate(chain((element,), element.iterancestors())):
            if depth > MAX_HEADER_DEPTH or node in replies or node in tried:
                break  # climbed lazily: a deep page's ancestors are not all built
            tried.add(node)
            skipped = _step(frame, node)
            if skipped is None:
                continue
            inside = _framed(blocks, pos, node, text_path[skipped:], header_path[skipped:], times)
            if inside:
                return node, skipped, inside
    return None


def _frame(box: Any, text_path: Path, header_path: Path) -> dict[tuple[str, str], int]:
    """The steps of the replies' frame a post's element may match, each with the steps
    below it: the box (0) and the steps the text and header paths share, none of the
    text element's own (a text element alone is no post)."""
    frame = {(box.tag, class_words(box)): 0}
    for skipped, (text_step, header_step) in enumerate(
        zip(text_path[:-1], header_path[:-1], strict=False), start=1
    ):
        if text_step != header_step:
            break
        frame.setdefault(text_step, skipped)
    return frame


def _step(frame: dict[tuple[str, str], int], node: Any) -> int | None:
    """The steps below the frame's step ``node`` matches (its tag, and class words that
    include the step's: an opening post's frame adds a word of its own), the deepest
    first; None when it matches none."""
    words = set(class_words(node).split())
    found = None
    for (tag, step_words), skipped in frame.items():
        if tag == node.tag and step_words and set(step_words.split()) <= words:
            found = skipped if found is None else max(found, skipped)
    return found


def _framed(
    blocks: Sequence[Block],
    last: int,
    node: Any,
    text_path: Path,
    header_path: Path,
    times: frozenset[int] = frozenset(),
) -> list[int]:
    """The positions of ``node``'s blocks (its last at ``last``) when its text element
    (down ``text_path``) holds a block with a sentence and its header element (down
    ``header_path``) a dated short line (or one at a position of ``times``); none
    otherwise."""
    text, header = followed(node, text_path, True), followed(node, header_path, True)
    if text is None or header is None:
        return []
    inside = []
    pos = last
    while pos >= 0 and within(blocks[pos].element, node):
        inside.append(pos)
        pos -= 1
    inside.reverse()
    prose = dated = False
    for pos in inside:
        block = blocks[pos]
        features = block.features
        if features.sentence_count and features.link_density <= MAX_LINK_DENSITY:
            prose = prose or within(block.element, text)
        elif len(block.text) <= MAX_HEADER_CHARS and within(block.element, header):
            dated = dated or pos in times or has_date_or_time(block.text)
    return inside if prose and dated else []
