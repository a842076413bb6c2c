"""A comment header that cuts a thread's posts in two.

On a page that declares no discussion, the decisions' comment rule takes a line like
"0 Reply" or "Replies" for the head of the reader comments under an article and labels
every block after it a comment. On a forum thread that line may sit among the posts:
the posts after it are the page's content as much as those before it. The thread rules
keep a post's prose whatever its label, but ``keep_post_bodies`` (the lines of a post's
text without a sentence: "Wishes:", a one-line reply) leaves a comment to the comment
rule. :func:`cuts_thread` tells when the cut lies among a thread's post boxes, for
``keep_post_bodies`` to read the comment-labelled lines of the posts' text as dropped
ones; the other lines after the cut (cards, buttons) stay comments.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.types import Block, Decision, Label


def cuts_thread(
    blocks: Sequence[Block], owner: Sequence[int], decisions: Mapping[int, Decision]
) -> bool:
    """True when the post boxes (``owner``: each block's box, -1 outside them) hold a
    block before their first comment-labelled block and that block: the comment header
    lies inside the thread. False for a thread that starts after the header (reader
    comments under a story) and for boxes with no comment."""
    before = False
    for block, item in zip(blocks, owner, strict=True):
        if item < 0:
            continue
        decision = decisions.get(block.index)
        if decision is not None and decision.label is Label.COMMENT:
            return before
        before = True
    return False
