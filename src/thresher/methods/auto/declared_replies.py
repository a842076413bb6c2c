"""The replies of a thread whose declaration holds its opening post alone.

Some forum engines declare a thread in JSON-LD with the opening post's text and no
``comment`` list (Vanilla writes one ``DiscussionForumPosting``): the replies are on
the page but undeclared. :func:`~thresher.methods.auto.discussion.declared_posts` keeps
the declared post and drops the text after it, and the replies often follow a comment
header ("Comments") whose rule labels them reader comments: the thread is cut to its
opening post.

On such a page (:func:`~thresher.methods.auto.discussion.lone_declared_post`), the post
boxes found by their shape (:func:`~thresher.methods.auto.headed_posts.headed_posts`:
:data:`~thresher.methods.auto.headed_posts.MIN_POSTS` or more siblings, each a dated
header over prose) that all lie after the declared post are its replies: the dropped and
comment-labelled blocks of each box's text element (not mostly links) are kept, and the
thread's span reaches the last box, for the thread rules that read it. The boxes'
headers and user cards stay as the model read them, and the text after the last box
stays dropped. A page that declares its replies, or none, is left alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.discussion import MAX_LINK_DENSITY, lone_declared_post
from thresher.methods.auto.headed_posts import PostBoxes, post_texts, within
from thresher.types import Block, Decision, Document, Label

_KEPT = "a reply of the thread the page declares by its opening post alone (post boxes)"


def keep_undeclared_replies(
    doc: Document,
    blocks: Sequence[Block],
    posts: PostBoxes | None,
    decisions: Mapping[int, Decision],
    span: tuple[int, int] | None,
) -> tuple[dict[int, Decision], tuple[int, int] | None]:
    """The decisions that keep the replies' text (``posts``: the page's post boxes found
    by their shape; ``blocks``: the text blocks they were found on) after a declared
    opening post (``span``: the first and last block index of the declared posts), and
    the thread's span reaching the last box; ``{}`` and ``span`` unchanged when the
    page declares more than its opening post, no boxes follow it, or their text
    elements are not found."""
    if posts is None or span is None:
        return {}, span
    places = [k for k, item in enumerate(posts.owner) if item >= 0]
    if not places or blocks[places[0]].index <= span[1] or not lone_declared_post(doc):
        return {}, span
    texts = post_texts(blocks, posts)
    if not texts:
        return {}, span
    changed: dict[int, Decision] = {}
    for position in places:
        block = blocks[position]
        text = texts.get(posts.owner[position])
        decision = decisions.get(block.index)
        if text is None or decision is None or block.kind == "img":
            continue
        if decision.label is Label.CONTENT or block.features.link_density > MAX_LINK_DENSITY:
            continue
        if within(block.element, text):
            changed[block.index] = Decision(block.index, Label.CONTENT, _KEPT)
    return changed, (span[0], max(span[1], blocks[places[-1]].index))
