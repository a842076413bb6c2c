"""A box of related links or stories the model kept after the story it is sure of.

A news page closes its story, or breaks it near the end, with a box of other stories:
"Full Coverage: …" with the wire's other headlines and the papers that ran them, a video
player's playlist (each clip's title and caption written twice), "Podobne w Muzyka" with
each teaser's summary, rating and view count. The page's authors name such a box for what
it is: a class or id word ``related`` (``related-posts``, ``trb_embed_related``,
``article_related_by_phrase``, ``relatedArticles``). Its teasers are sentences under
headings, so the model keeps them as it keeps the story, less sure of them.

The kept blocks inside such a box (the nearest element up to :data:`MAX_DEPTH` levels
above a block whose class or id holds the word) are dropped when they all come after the
last block the model is sure of outside the boxes (:data:`SURE`), that sure text holds
at least :data:`MIN_SURE_CHARS` characters, the model is sure of none of the box's kept
blocks, and the boxes' kept text is not mostly links (:data:`MAX_LINK_SHARE`: a help
page's "Related topics", a list of links its truth keeps, stays). A box before the sure
text (a reference page's "Related modules" table under its heading) stays, and so does a
column named "related" that holds text the model is sure of. The rule runs after the
clean-up rules (:mod:`thresher.methods.auto.cleanup`), which read a "Related" header
with the teasers after it as one run. Nothing here names a site; chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).

With ``runs`` (the ``related_runs`` switch), a box whose kept blocks lie in a run of
:data:`MIN_RUN_ITEMS` or more like items (siblings of one tag and first class word, each holding
:data:`MIN_ITEM_BLOCKS` kept blocks or more: a teaser's title and its summary, date or
category) is read as teasers even when the model is sure of some of them: a blog engine's
"Related" cards (``jp-relatedposts-post``) and a site's "Explore more" carousel write
each summary as a full sentence the model is sure of. The other guards hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence, Set
from typing import Any

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.types import Block, Decision, Label

# A class or id word naming related content (read in lower case): the word alone or opening
# a name's part ("related", "jp-relatedposts", "article_related_by_phrase"); "unrelated" is
# no such name. Authors write class names in English. Every name it matches is one of the
# sidebar words of the block features' keyword groups, so a block whose lineage names none
# (its ``kw_sidebar`` feature is 0) is in no such box and its elements are not walked.
RELATED_NAME = re.compile(r"(?<![a-z0-9])related")
SURE = 0.9  # the model is sure of a block from this probability on
MIN_SURE_CHARS = 200  # sure text kept outside the boxes: the page has its story
MAX_DEPTH = 10  # elements walked up from a block's own element to its box
# Of a box's kept text in links, from this share on: a list of related links, which a
# documentation page's truth keeps ("Related topics" under a help page), stays.
MAX_LINK_SHARE = 0.8
MIN_BOX_CHARS = 40  # a box's kept text, at least: a lone "Related" header is not its teasers
# Kept text outside the boxes between the sure text and a box, at most: a box right after
# the story (or after other such boxes), not a section among the page's others that the
# model doubts as much.
MAX_GAP_CHARS = 200
MIN_RUN_ITEMS = 3  # like items of a box: a run of teasers (related_runs)
MIN_ITEM_BLOCKS = 2  # kept blocks of each item: a title and its summary, not a paragraph
_REASON = "related box after the story (p={p:.2f})"
_KW_SIDEBAR = FEATURE_NAMES.index("kw_sidebar")


def drop_related_boxes(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    flags: Sequence[bool],
    runs: bool = False,
) -> dict[int, Decision]:
    """The kept blocks of the boxes named related after the last block the model is sure
    of outside them, dropped (``blocks``: the text blocks; ``features``: their feature
    matrix; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`; ``runs``: a box of a run of like
    items may hold blocks the model is sure of, :func:`teaser_run`)."""
    values = np.asarray(probs, dtype=np.float64)
    sure = [pos for pos in (values >= SURE).nonzero()[0].tolist() if flags[pos]]
    lengths = [blocks[pos].features.text_length for pos in sure]
    if sum(lengths) < MIN_SURE_CHARS:  # the sure text outside the boxes holds no more
        return {}
    named = features[:, _KW_SIDEBAR] > 0  # a lineage naming a sidebar word
    last = sure[-1]
    after = (named[last:].nonzero()[0] + last).tolist()
    if not after:  # no box after the last sure block
        return {}
    last_sure, boxes = _boxes_after_sure(blocks, set(sure), flags, named.tolist(), after)
    if not boxes:
        return {}
    inside = {pos for found in boxes.values() for pos in found}
    outside = sum(n for pos, n in zip(sure, lengths, strict=True) if pos not in inside)
    if outside < MIN_SURE_CHARS:
        return {}
    changed: dict[int, Decision] = {}
    for box, found in boxes.items():
        gap = range(last_sure + 1, min(found))  # between the story and the box
        between = sum(
            blocks[pos].features.text_length for pos in gap if flags[pos] and pos not in inside
        )
        sure_ok = runs and teaser_run(blocks, found, box)
        if between <= MAX_GAP_CHARS and _teasers(blocks, values, found, sure_ok):
            for pos in found:
                reason = _REASON.format(p=float(values[pos]))
                changed[blocks[pos].index] = Decision(blocks[pos].index, Label.BOILERPLATE, reason)
    return changed


def _teasers(
    blocks: Sequence[Block],
    probs: Sequence[float],
    positions: Sequence[int],
    sure_ok: bool = False,
) -> bool:
    """True when the kept blocks of a box at ``positions`` read as its teasers: the model
    is sure of none (unless ``sure_ok``), they hold :data:`MIN_BOX_CHARS` or more, under
    :data:`MAX_LINK_SHARE` of it link text."""
    if not sure_ok and any(probs[pos] >= SURE for pos in positions):
        return False
    chars = sum(blocks[pos].features.text_length for pos in positions)
    links = sum(blocks[pos].features.link_text_length for pos in positions)
    return chars >= MIN_BOX_CHARS and links < MAX_LINK_SHARE * chars


def teaser_run(blocks: Sequence[Block], positions: Sequence[int], box: Any) -> bool:
    """True when the kept blocks at ``positions`` (inside the element ``box``) lie in
    :data:`MIN_RUN_ITEMS` or more sibling elements of one tag and first class word (an
    item's own modifier, ``jp-relatedposts-post0``, comes after), each holding
    :data:`MIN_ITEM_BLOCKS` of them or more: a run of teaser cards, not a column of
    paragraphs (one block each)."""
    held: dict[tuple[Any, str, str], dict[Any, int]] = {}
    for pos in positions:
        child = blocks[pos].element
        while child is not None and child is not box:
            parent = child.getparent()
            if parent is None:
                break
            key = (parent, child.tag, _first_class(child))
            items = held.setdefault(key, {})
            items[child] = items.get(child, 0) + 1
            child = parent
    return any(
        sum(1 for n in items.values() if n >= MIN_ITEM_BLOCKS) >= MIN_RUN_ITEMS
        for items in held.values()
    )


def _first_class(element: Any) -> str:
    """The element's first class word, or "" (none)."""
    words = (element.get("class") or "").split(None, 1)
    return words[0] if words else ""


def _boxes_after_sure(
    blocks: Sequence[Block],
    sure: Set[int],
    flags: Sequence[bool],
    named: Sequence[bool],
    after: Sequence[int],
) -> tuple[int, dict[Any, list[int]]]:
    """The position of the last kept block the model is sure of (``sure``: the positions
    of those it is sure of) outside the boxes named related, and the positions of the kept
    blocks after it inside each such box, by box; no boxes when there is no such block
    (``named``: whether each block's lineage names a sidebar word, see
    :data:`RELATED_NAME`; ``after``: the positions of those from the last sure block on).

    Walked from the end: an element's blocks are contiguous, so a box that holds a kept
    block after that sure block and not the sure block holds no kept block before it.
    """
    last = max(sure)
    boxes: dict[Any, list[int]] = {}
    names: dict[Any, bool] = {}
    for pos in reversed(after):  # the named blocks from the last sure block on
        box = related_box(blocks[pos], names) if flags[pos] else None
        if box is not None:
            boxes.setdefault(box, []).append(pos)
    if not boxes or last not in {pos for found in boxes.values() for pos in found}:
        return last, boxes
    for pos in range(last - 1, -1, -1):  # the last sure block is in a box: on before it
        if not flags[pos]:
            continue
        box = related_box(blocks[pos], names) if named[pos] else None
        if box is not None:
            boxes.setdefault(box, []).append(pos)
        elif pos in sure:
            return pos, boxes
    return -1, {}


def related_box(block: Block, names: dict[Any, bool] | None = None) -> Any:
    """The outermost element at most :data:`MAX_DEPTH` levels above the block's own
    (itself included) whose class or id holds :data:`RELATED_NAME`, else None: a box of
    related stories holds each story's box (``names``: each element's answer, kept across
    the blocks of a page, which share their ancestors)."""
    element = block.element
    found = None
    for _ in range(MAX_DEPTH + 1):
        if element is None:
            break
        named = names.get(element) if names is not None else None
        if named is None:
            label = f"{element.get('class') or ''} {element.get('id') or ''}"
            named = RELATED_NAME.search(label.lower()) is not None
            if names is not None:
                names[element] = named
        if named:
            found = element
        element = element.getparent()
    return found
