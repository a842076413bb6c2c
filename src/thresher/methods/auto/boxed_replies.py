"""A thread's replies in boxes its engine calls comments, under an opening post.

Some thread engines print every reply in a box named for a comment (Lemmy's
``li.comment``, a help centre community's ``comment-body``), under a "Comments" heading
or a count ("5 comments"). The comment rules
read them as reader comments under an article: the comment header's rule labels them
comments, ``comment_threads`` drops those the model kept, and the model itself drops a
reply it reads as a comment. What tells a thread from an article is the page's own text:
over reader comments sits an article, longer than a few of its comments' paragraphs; over
a thread's replies sits an opening post of a paragraph or a few, about as long as a reply
or two.

On a page that declares no article, when the sentence blocks kept outside the comment
boxes are one to :data:`MAX_OPENING_BLOCKS` and hold no more text than
:data:`OPENING_POST_BLOCKS` of the boxes' sentence
blocks (the mean length of their longer half, kept or not: a dotted date, "3. März 2024,
21:41", counts as a sentence but is no paragraph), and the boxes hold :data:`MIN_REPLIES`
sentence blocks or more, each dropped sentence block of the boxes at least
:data:`MIN_REPLY_SHARE` of that mean long is kept: the replies' text, not their chrome
(names, dates, votes and buttons hold no sentence; a sign-in prompt under the thread is
short). The class and id words are
:mod:`thresher.methods.auto.comment_boxes`' (web-authoring convention, no site's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import attrgetter

from thresher.html.paths import element_names
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.comment_boxes import (
    COMMENT_STEM,
    any_piece_names,
    comment_box_positions,
    positions_with_stems,
)
from thresher.types import Block, Decision, Label

# The sentence text kept outside the comment boxes is at most this many of their sentence
# blocks (their mean length): an opening post, not an article over reader comments.
OPENING_POST_BLOCKS = 2.5
# Sentence blocks kept outside the comment boxes: an opening post of a few paragraphs. A
# blog post of five short paragraphs over long reader comments is an article (dragnet).
MAX_OPENING_BLOCKS = 3
MIN_REPLIES = 3  # sentence blocks in the comment boxes: a thread, not a lone note
MIN_REPLY_SHARE = 0.5  # of the mean: a shorter sentence block (a date, a prompt) stays
# A box a thread engine names for a reply or an answer (``thread-reply``, ``reply-content``,
# ``answer-body``, ``replies``): read by ``reply_boxes`` as the comment boxes are.
REPLY_BOX_WORDS = LazyPattern(r"(?<![a-z])(?:repl(?:y|ies)|answers?)(?![a-z])", re.IGNORECASE)
REPLY_STEMS = ("repl", "answer")  # a piece of every word REPLY_BOX_WORDS matches, lowered
_PATH = attrgetter("path")
_REASON = "a reply of a thread under an opening post (boxed as a comment; p={p:.2f})"


def keep_boxed_replies(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    boxed_opening: bool = False,
    reply_boxes: bool = False,
) -> dict[int, Decision]:
    """The dropped sentence blocks of the comment boxes, kept, when the page's kept text
    outside them is an opening post (:func:`opens_thread`); else none (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: their kept flags). With
    ``boxed_opening``, also when the opening post is boxed like its replies
    (:func:`boxes_open_page`) and the boxes lie in no reader-comment section
    (:func:`in_comment_section`: a blog's post over its comments, whose text the
    features may count as no sentence). With ``reply_boxes``, then the same of the boxes
    whose class or id names a reply or an answer (:data:`REPLY_BOX_WORDS`: a vendor
    community's ``article.thread-reply``, ``div.reply-content``), which the comment rules
    do not read: the model drops such a list whole under the question it keeps."""
    joined = "\n".join(set(map(_PATH, blocks)))
    paths = joined.lower()  # one pass over the paths for both kinds of box
    changed: dict[int, Decision] = {}
    if COMMENT_STEM in paths:  # most pages: no element names a comment
        boxed = comment_box_positions(blocks)
        changed = _kept_replies(blocks, probs, flags, boxed, boxed_opening)
    if reply_boxes and any(stem in paths for stem in REPLY_STEMS):
        now = flags
        if changed:  # the comment boxes' replies kept: the reply boxes read them kept
            now = [kept or b.index in changed for kept, b in zip(flags, blocks, strict=True)]
        boxed = reply_box_positions(blocks, joined, paths)
        changed.update(_kept_replies(blocks, probs, now, boxed, False))
    return changed


def reply_box_positions(blocks: Sequence[Block], joined: str, lowered: str) -> list[int]:
    """The positions of the text blocks inside an element whose class or id names a
    reply or an answer (on an ASCII page only the paths that hold a stem of
    :data:`REPLY_STEMS` are split into their elements: most paths of a page that names a
    reply somewhere, WordPress's ``h3#reply-title``, hold none;
    :func:`~thresher.methods.auto.comment_boxes.positions_with_stems`; ``joined``: the
    distinct paths joined by line breaks, ``lowered`` the same lowered)."""
    return positions_with_stems(blocks, REPLY_STEMS, _names_reply, joined, lowered)


def _names_reply(path: str, steps: dict[str, bool]) -> bool:
    """True when an element of ``path`` names a reply or an answer (``steps``: the
    answers by element so far, filled in)."""
    return any_piece_names(path, REPLY_BOX_WORDS, steps)


def _kept_replies(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    boxed: list[int],
    boxed_opening: bool,
) -> dict[int, Decision]:
    """:func:`keep_boxed_replies` of the boxes at ``boxed`` positions."""
    if not boxed:
        return {}
    replies = [pos for pos in boxed if blocks[pos].features.sentence_count]
    if len(replies) < MIN_REPLIES:
        return {}
    mean = reply_length(blocks, replies)
    if not opens_thread(blocks, boxed, flags, mean) and not (
        boxed_opening
        and not in_comment_section(blocks[boxed[0]].path)
        and boxes_open_page(blocks, boxed, flags)
    ):
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.CONTENT, _REASON.format(p=float(probs[pos]))
        )
        for pos in replies
        if not flags[pos] and len(blocks[pos].text) >= MIN_REPLY_SHARE * mean
    }


def reply_length(blocks: Sequence[Block], replies: Sequence[int]) -> float:
    """The mean length of the longer half of the ``replies`` blocks (one at least)."""
    sizes = sorted((len(blocks[pos].text) for pos in replies), reverse=True)
    longer = sizes[: max(1, len(sizes) // 2)]
    return sum(longer) / len(longer)


def opens_thread(
    blocks: Sequence[Block], boxed: Sequence[int], flags: Sequence[bool], mean: float
) -> bool:
    """True when the sentence blocks kept outside the comment boxes (``boxed``), headings
    aside, are one to
    :data:`MAX_OPENING_BLOCKS` and hold no more text than :data:`OPENING_POST_BLOCKS` times
    ``mean`` (a reply's paragraph: :func:`reply_length`)."""
    inside = set(boxed)
    outside = [
        len(block.text)
        for pos, block in enumerate(blocks)
        if flags[pos] and pos not in inside and _paragraph(block)
    ]
    return 0 < len(outside) <= MAX_OPENING_BLOCKS and sum(outside) <= OPENING_POST_BLOCKS * mean


# The names (an element's id or one of its classes, lowered) of a blog's or a CMS's
# reader-comment section (WordPress's ``#comments``, ``ol.commentlist``, ``div.
# comments-area``; Disqus's ``#disqus_thread``): boxes inside one are reader comments, never
# a thread's opening post. An issue tracker's timeline (GitHub's ``js-discussion``,
# GitLab's ``notes-list``) has none.
COMMENT_SECTIONS = frozenset(
    "comments comment-list commentlist comment_list comments-list comments_list "
    "comments-area comments-section comment-section comments-container disqus_thread".split()
)


def boxes_open_page(blocks: Sequence[Block], boxed: Sequence[int], flags: Sequence[bool]) -> bool:
    """True when no sentence block lies outside the comment boxes (``boxed``, in order)
    before the first, and none kept outside them after it: an engine that boxes the
    opening post like its replies (GitHub's issue view: every post a
    ``timeline-comment``), not an article over reader comments whose paragraphs the
    model dropped (they lie before the first box)."""
    first = boxed[0]
    if any(_paragraph(block) for block in blocks[:first]):
        return False
    inside = set(boxed)
    return not any(
        flags[pos] and pos not in inside and _paragraph(blocks[pos])
        for pos in range(first, len(blocks))
    )


def in_comment_section(path: str) -> bool:
    """True when an element of a block's ``path`` (``tag#id.class/…``) has an id or a
    class naming a reader-comment section (:data:`COMMENT_SECTIONS`)."""
    for step in path.lower().split("/"):
        if any(name in COMMENT_SECTIONS for name in element_names(step).split(".")):
            return True
    return False


def _paragraph(block: Block) -> bool:
    """A block with a sentence that is no heading (a title is no opening post)."""
    return bool(block.features.sentence_count) and not block.features.heading_level
