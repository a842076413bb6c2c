"""A copyright notice's box after the story: the page's legal footer.

A news page closes with its publisher's notice: "© 2012 The Associated Press. All rights
reserved.", and often a box of legal prose beside it (reprint terms, the owner's address,
a disclaimer of responsibility). The block model reads each line alone; the prose is
made of full sentences, and on a page whose expected-F1 threshold is low it is kept,
and the rules that keep prose between kept text then keep the rest of the box.
A kept block holding the copyright sign "©" that follows the last block the model is
sure of, and which the model doubts itself, is dropped with the kept blocks of the same
element (the box's lines, split by ``<br>``) after the story. The sign is the same in
every language; nothing here names a site. Chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).

A documentation site's footer is the other way round: the model drops the notice
("© Copyright 2001-2026, …", a short line without a sentence) and keeps the licence lines
split from it by ``<br>`` ("This page is licensed under …"), sentences it may be sure of.
:func:`drop_notice_siblings` drops the kept lines of the element of a dropped notice that
a kept line follows, after the last block the model is sure of outside that element, when
the page keeps more text outside them (a photo credit over a story written in one
element split by ``<br>`` keeps the story).

Many footers write the notice in words: "Copyright 2026 The Apache Software Foundation.",
"(c) 2019 …", "All rights reserved.", with the licence in a paragraph beside it.
:func:`drop_worded_notices` drops a kept notice that opens with such a word and holds a
year (or the reserved-rights phrase), after the last block the model is sure of, with
the kept lines after it among its element's siblings that the model doubts. An article
*about* copyright says so in sentences the model is sure of, and names no year in a
line that opens with the word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.decided import element_parent, relabel_beside_rest
from thresher.types import Block, Decision, Label

SIGN = "©"
SURE = 0.8  # a block with a sentence at this or above is the story's; the notice is below
MIN_NOTICE = 0.35  # a notice the model all but dropped was kept by another rule (a post)
MIN_STORY = 300  # characters of sure sentence blocks: the page has a story
MIN_REST = 200  # characters kept outside the notices' boxes
_REASON = "copyright notice's box after the story (p={p:.2f})"


def drop_copyright_boxes(
    blocks: Sequence[Block], probabilities: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of the elements holding a doubted copyright notice after the last
    block the model is sure of, dropped (``blocks``: the text blocks, ``probabilities``
    their probabilities, ``flags`` their kept flags).

    The changed decisions are returned.
    """
    probabilities = np.asarray(probabilities, dtype=np.float64)
    doubted = ((probabilities >= MIN_NOTICE) & (probabilities < SURE)).nonzero()[0]
    notices = [pos for pos in doubted.tolist() if flags[pos] and SIGN in blocks[pos].text]
    if not notices:  # most pages
        return {}
    probs = probabilities.tolist()
    end, story = _story_end(blocks, probs)
    if story < MIN_STORY:
        return {}
    # the notices' own elements (a box of lines split by <br>), not their paths: a
    # story's paragraphs share one path with the notice under them
    boxes = {blocks[pos].element for pos in notices if pos > end} - {None}
    if not boxes:
        return {}
    positions = [
        pos
        for pos in range(end + 1, len(blocks))
        if flags[pos] and probs[pos] < SURE and blocks[pos].element in boxes
    ]
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def _story_end(
    blocks: Sequence[Block], probs: Sequence[float], outside: set | frozenset = frozenset()
) -> tuple[int, int]:
    """The position of the last sentence block at :data:`SURE` or above (-1: none) and the
    characters of all such blocks, but for those of the elements ``outside``."""
    end, chars = -1, 0
    for pos, block in enumerate(blocks):
        if probs[pos] >= SURE and block.features.sentence_count and block.element not in outside:
            end, chars = pos, chars + len(block.text)
    return end, chars


_DROPPED_THEN_KEPT = b"\x00\x01"  # two kept flags as bytes: a dropped block, a kept one
_BOX_REASON = "line of a legal footer whose copyright notice the model dropped (p={p:.2f})"


def drop_notice_siblings(
    blocks: Sequence[Block], probabilities: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of an element whose copyright notice the model dropped, after the last
    block it is sure of outside that element (``blocks``: the text blocks,
    ``probabilities`` their probabilities, ``flags`` their kept flags): the licence lines
    beside the notice in a footer split by ``<br>``. The lines are dropped only when the
    page keeps more text outside them (and :data:`MIN_REST` at least).

    The changed decisions are returned.
    """
    notices = _dropped_notices(blocks, flags)
    if not notices:  # most pages
        return {}
    probs = np.asarray(probabilities, dtype=np.float64).tolist()
    boxes = {blocks[pos].element for pos in notices} - {None}
    end, _ = _story_end(blocks, probs, boxes)
    boxes = {blocks[pos].element for pos in notices if pos > end} - {None}
    if not boxes:
        return {}
    positions = [
        pos for pos in range(end + 1, len(blocks)) if flags[pos] and blocks[pos].element in boxes
    ]
    lines = sum(len(blocks[pos].text) for pos in positions)  # the rest must hold more
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _BOX_REASON, max(MIN_REST, lines + 1)
    )


def _dropped_notices(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the dropped blocks holding :data:`SIGN` right before a kept one."""
    # a dropped block right before a kept one: few on a page, searched for in C
    marks = bytes(flags)
    notices = []
    pos = marks.find(_DROPPED_THEN_KEPT)
    while pos >= 0:
        if SIGN in blocks[pos].text:
            notices.append(pos)
        pos = marks.find(_DROPPED_THEN_KEPT, pos + 1)
    return notices


# A notice written in words: it opens with the word (or "(c)") and names a year, or it
# reserves the rights. The forms are the same on every site.
WORDED_NOTICE = re.compile(
    r"^\W*(?:copyright|\(c\)|copr\.)\W.*\b(?:1[89]|20)\d\d\b|\ball rights reserved\b",
    re.IGNORECASE | re.DOTALL,
)
MAX_NOTICE = 200  # characters of a notice: a line, not a paragraph about copyright
_WORDED_REASON = "copyright notice in words after the story, or a line beside it (p={p:.2f})"


def drop_worded_notices(
    blocks: Sequence[Block], probabilities: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """A kept copyright notice written in words (:data:`WORDED_NOTICE`) that the model
    doubts after the last block it is sure of, dropped with the doubted kept lines after
    it among its element's siblings (the licence line) (``blocks``: the text blocks,
    ``probabilities`` their probabilities, ``flags`` their kept flags).

    The changed decisions are returned.
    """
    probs = np.asarray(probabilities, dtype=np.float64)
    end = _last_sure(blocks, probs)
    if end < 0:
        return {}
    values = probs.tolist()
    notice = next(
        (
            pos
            for pos in range(end + 1, len(blocks))
            if flags[pos] and values[pos] < SURE and _worded_notice(blocks[pos].text)
        ),
        -1,
    )
    if notice < 0:  # most pages
        return {}
    parent = element_parent(blocks[notice])
    positions = [notice] + [
        pos
        for pos in range(notice + 1, len(blocks))
        if flags[pos]
        and values[pos] < SURE
        and parent is not None
        and element_parent(blocks[pos]) is parent
    ]
    return relabel_beside_rest(
        blocks, values, positions, flags, Label.BOILERPLATE, _WORDED_REASON, MIN_REST
    )


def _last_sure(blocks: Sequence[Block], probs: np.ndarray) -> int:
    """The position of the last sentence block at :data:`SURE` or above (-1: none)."""
    for pos in np.flatnonzero(probs >= SURE)[::-1].tolist():
        if blocks[pos].features.sentence_count:
            return pos
    return -1


def _worded_notice(text: str) -> bool:
    """True when the text is a short copyright notice in words."""
    return len(text) <= MAX_NOTICE and WORDED_NOTICE.search(text) is not None
