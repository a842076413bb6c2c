"""A short thread's replies written in the markup of its opening post.

A thread of two or three posts gives the thread rules nothing to read: no run of posts
(three boxes of a class at least), often no pair of boxes a class names a post, and the
comment rules read the one reply under a short opening post as a reader comment under an
article (Lemmy's "1 comment", Vanilla's "4 komentáře", Jira's "Comments": the comment
header opens a section the decision drops), or the model drops it as it drops a comment.
What a thread's reply has that a reader comment lacks is its engine's post markup: the
engine renders every post's text through one template, so the reply's paragraphs sit in
the element the opening post's do (Lemmy's ``div.md-div``, Discourse's ``div.cooked``,
WoltLab's ``div.messageText``, Vanilla's ``div.Message``, a mail archive's
``div.email-body``), while a blog writes its story in ``div.entry-content`` and its reader
comments in ``div.comment-content``.

On a page that declares no article and no product, when the kept paragraphs (sentence
blocks, or long lines of a script written without full stops; no heading) are one to
:data:`MAX_OPENING_BLOCKS` of :data:`MAX_OPENING_CHARS` characters or fewer in all, all
in one element (an opening post, not a story or a page's sections), the dropped
paragraphs after the first of them whose last :data:`KEY_STEPS` elements (tag and class,
ids and digits aside, one class at least) are the kept paragraphs', in another element
(the reply's body, not the opening post's), :data:`MIN_REPLY_CHARS` long or more, are
kept when they lie in one to :data:`MAX_REPLY_BOXES` such elements (more is a run the
thread rules read, or a list of teasers). Names, dates, votes and buttons hold no
sentence and stay as they were.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress, islice
from operator import not_
from typing import Any

from thresher.methods.auto.prose_posts import unstopped_prose
from thresher.types import Block, Decision, Label

KEY_STEPS = 2  # the paragraph's element and its parent: the engine's post body
MAX_OPENING_BLOCKS = 6  # kept paragraphs: an opening post of a few paragraphs
MAX_OPENING_CHARS = 1500  # their text: a story over its reader comments is longer
MIN_REPLY_CHARS = 20  # a reply's paragraph: a sentence, not a stray word
MAX_REPLY_BOXES = 3  # a short thread's replies; more is a run or a list of teasers
_DIGITS = re.compile(r"\d+")
_REASON = "a reply of a short thread in its opening post's markup (p={p:.2f})"


def keep_twin_replies(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> tuple[dict[int, Decision], tuple[int, int] | None]:
    """The dropped paragraphs of a short thread's replies written in the markup of its
    opening post, kept (see the module's docstring; ``blocks``: the text blocks, ``probs``
    their probabilities, ``flags`` their kept flags, read only), and the thread's span:
    the index of the opening post's first paragraph and of the last reply's last; else
    ``({}, None)``."""
    opening = _opening_post(blocks, flags)
    if not opening:
        return {}, None
    keys = {_key(blocks[pos].path) for pos in opening}
    opened = _body(blocks[opening[0]])
    if len(keys) != 1 or not (key := keys.pop()) or opened is None:
        return {}, None  # paragraphs of several shapes: a page's sections, no thread
    bodies = {id(_body(blocks[pos])) for pos in opening} - {id(opened)}  # replies kept
    replies: list[int] = []
    start = opening[0] + 1
    for pos in compress(range(start, len(blocks)), map(not_, islice(flags, start, None))):
        block = blocks[pos]  # a dropped block after the opening post's first paragraph
        if len(block.text) < MIN_REPLY_CHARS or not _paragraph(block):
            continue
        if _key(block.path) == key and (body := _body(block)) is not opened:
            replies.append(pos)
            bodies.add(id(body))
    if not replies or len(bodies) > MAX_REPLY_BOXES:
        return {}, None
    kept = {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.CONTENT, _REASON.format(p=float(probs[pos]))
        )
        for pos in replies
    }
    last = max(replies[-1], opening[-1])
    return kept, (blocks[opening[0]].index, blocks[last].index)


def _opening_post(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the kept paragraphs when they are an opening post (one to
    :data:`MAX_OPENING_BLOCKS`, :data:`MAX_OPENING_CHARS` characters or fewer), else []."""
    found: list[int] = []
    chars = 0
    for pos in compress(range(len(flags)), flags):  # the kept blocks only
        if _paragraph(blocks[pos]):
            found.append(pos)
            chars += len(blocks[pos].text)
            if len(found) > MAX_OPENING_BLOCKS or chars > MAX_OPENING_CHARS:
                return []
    return found


def _key(path: str) -> str:
    """The last :data:`KEY_STEPS` elements of a block's path, their tags and classes (ids
    and digits left out); "" when none has a class."""
    steps = [_DIGITS.sub("", step.partition("#")[0]) for step in path.split("/")[-KEY_STEPS:]]
    return "/".join(steps) if any("." in step for step in steps) else ""


def _body(block: Block) -> Any:
    """The element :data:`KEY_STEPS` levels up from the block's (its post's body), or
    None."""
    element = block.element
    for _ in range(KEY_STEPS - 1):
        if element is None:
            return None
        element = element.getparent()
    return element


def _paragraph(block: Block) -> bool:
    """A block with a sentence (or a long line of a script written without full stops:
    :func:`~thresher.methods.auto.prose_posts.unstopped_prose`) that is no heading."""
    features = block.features
    if features.heading_level:
        return False
    if features.sentence_count:
        return True
    return not block.text.isascii() and unstopped_prose(block)  # no frame for ASCII lines
