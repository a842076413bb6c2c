"""Comments under a thread's posts, told by their shape.

A question-and-answer engine lets readers comment on each post: under the post's text,
outside it, a list of short remarks, each signed after its text (the commenter's name
and the date follow the remark: "why exclude /sys? – SDsolar Mar 4, 2017"). The truths
leave them out; the block model drops them by their class words (``comment-copy``) and
keeps them, sentences, when the words are unknown to it.

Inside the boxes of a thread found by their shape (:mod:`thresher.methods.auto.headed_posts`),
a short dated line (the signature) after the box's second block that says something
(a sentence, or a few words of letters) signs a remark: the nearest ancestor of the line,
below the box, that holds such a block, when it holds one before the line and none
after it, and neither holds nor lies inside the post's own text (the box's text element,
:func:`~thresher.methods.auto.headed_posts.post_texts`, else its first such block: an
edit note signs no remark), widened while its parent
holds no other such block or dated line (the remark's votes). When
:data:`MIN_COMMENTS` of them lie at one path from their boxes (tags and classes), their
kept blocks are comments, and so are those of a remark of their shape outside the boxes
(:func:`_shaped_remarks`: the comments under a question above its answers, which the
boxes leave out). A post writes its header before its text: a reply nested in a
post (its date above its text) is no comment, nor is a box's own text, nor a footer
without a sentence.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import islice
from typing import Any

from thresher.methods.auto.discussion import has_date_or_time
from thresher.methods.auto.headed_posts import (
    MAX_HEADER_CHARS,
    PostBoxes,
    class_words,
    element_path,
    header_positions,
    post_texts,
    within,
)
from thresher.types import Block, Decision, Label

MIN_REMARK_WORDS = 6  # words of a remark written without a full stop
MAX_REMARK_CHARS = 600  # characters of such a remark
MIN_COMMENTS = 3  # comments at one path from their boxes: the engine's comment list
MAX_SHAPE_LEVELS = 6  # levels climbed from a dated line outside the boxes to a remark
MAX_REMARK_BLOCKS = 12  # blocks read on each side of a remark's signature for its own
_PUNCTUATION = ".,;:!?'\"()[]«»“”‘’/-"
_REASON = "a comment under a post of the page's thread (a remark signed after its text)"


def drop_post_comments(
    blocks: Sequence[Block], posts: PostBoxes | None, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks (``flags``) of the comments under the posts of ``posts``
    (:func:`~thresher.methods.auto.headed_posts.headed_posts`), labelled comments."""
    if posts is None:
        return {}
    header_at = set(header_positions(blocks))
    texts: dict[int, Any] | None = None  # the posts' text elements, found when first asked
    lineages: dict[Any, frozenset[Any]] = {}  # each block element's ancestors, read once
    found: dict[tuple[tuple[str, str], ...], list[tuple[Any, list[int]]]] = {}
    for item, positions in _box_positions(posts).items():
        dated = [pos for pos in positions if pos in header_at]
        if len(dated) < 2:  # the post's header and a remark's signature at least
            continue
        said = [pos for pos in positions if _said(blocks[pos])]
        if len(said) < 2:  # a post's text and a remark at least
            continue
        box = posts.boxes[item]
        seen: set[Any] = set()
        for pos in dated:
            if pos < said[1] or blocks[pos].element is None:
                continue
            near = _near(positions, pos)  # a remark's blocks lie next to its signature
            comment = _signed_remark(blocks, pos, near, _near(said, pos), box, lineages)
            if comment is None or comment in seen:
                continue
            if texts is None:
                texts = post_texts(blocks, posts)
            # the post's own text: its element, else its first block (every box's text
            # element widened over its comments: none found)
            text = texts.get(item, blocks[said[0]].element)
            if within(text, comment) or within(comment, text):
                continue
            seen.add(comment)
            found.setdefault(element_path(box, comment), []).append(
                (comment, _members(blocks, near, comment, lineages))
            )
    lists = [comments for comments in found.values() if len(comments) >= MIN_COMMENTS]
    if not lists:
        return {}
    members = [k for comments in lists for _, inside in comments for k in inside]
    shapes = {_shape(comment) for comments in lists for comment, _ in comments}
    members += _shaped_remarks(blocks, posts.owner, header_at, shapes - {None})
    changed: dict[int, Decision] = {}
    for k in members:
        if flags[k]:
            index = blocks[k].index
            changed[index] = Decision(index, Label.COMMENT, _REASON)
    return changed


def _shape(element: Any) -> tuple[str, str, str, str] | None:
    """The tag and class words of ``element`` and of its parent; None for an element
    without a class (a bare ``li`` names no engine's comment)."""
    words = class_words(element)
    parent = element.getparent()
    if not words or parent is None:
        return None
    return (parent.tag, class_words(parent), element.tag, words)


def _shaped_remarks(
    blocks: Sequence[Block],
    owner: Sequence[int],
    header_at: set[int],
    shapes: set[tuple[str, str, str, str] | None],
) -> list[int]:
    """The positions of the blocks outside the boxes (``owner`` -1) that lie in a remark
    of one of the comments' ``shapes`` (:func:`_shape`), signed after its text: the
    comments under a post the boxes left out (a question above its answers)."""
    if not shapes:
        return []
    found: list[int] = []
    seen: set[Any] = set()
    for pos in sorted(header_at):
        if owner[pos] >= 0 or blocks[pos].element is None:
            continue
        for node in islice(blocks[pos].element.iterancestors(), MAX_SHAPE_LEVELS):
            if node in seen or _shape(node) not in shapes:
                continue
            seen.add(node)
            near = range(max(0, pos - MAX_REMARK_BLOCKS), min(len(blocks), pos + MAX_REMARK_BLOCKS))
            inside = [k for k in near if owner[k] < 0 and within(blocks[k].element, node)]
            said = [k for k in inside if _said(blocks[k])]
            if said and said[-1] < pos:
                found.extend(inside)
            break
    return found


def _box_positions(posts: PostBoxes) -> dict[int, list[int]]:
    """The positions of each box's blocks, by the box's place among the boxes."""
    positions: dict[int, list[int]] = {}
    for pos, item in enumerate(posts.owner):
        if item >= 0:
            positions.setdefault(item, []).append(pos)
    return positions


def _signed_remark(
    blocks: Sequence[Block],
    dated: int,
    positions: list[int],
    said: list[int],
    box: Any,
    lineages: dict[Any, frozenset[Any]],
) -> Any:
    """The remark the dated line at ``dated`` signs: the nearest ancestor of the line,
    below ``box``, that holds a block with a sentence (``said``: positions) before the
    line and none after it, widened while its parent holds no other sentence or dated
    line (``positions``: the box's blocks past its text; the remark's votes beside it);
    None when the nearest one holding a sentence holds one after the line too (a post's
    header over its text) or when none below the box holds one."""
    node = None
    for above in blocks[dated].element.iterancestors():
        if above is box:
            return None
        inside = [pos for pos in said if above in _lineage(blocks[pos].element, lineages)]
        if inside:
            if inside[-1] > dated:
                return None
            node = above
            break
    if node is None:
        return None
    marks = set(_members(blocks, positions, node, lineages))
    parent = node.getparent()
    while parent is not None and parent is not box:
        more = [k for k in _members(blocks, positions, parent, lineages) if k not in marks]
        if any(_marks_remark(blocks[k]) for k in more):
            break
        marks.update(more)
        node, parent = parent, parent.getparent()
    return node


def _said(block: Block) -> bool:
    """Whether the block says something: a sentence, or :data:`MIN_REMARK_WORDS` words
    of letters alone (a remark left without its full stop; a card's "9,895 gold badges"
    has too few); a heading (a post's subject) does not."""
    if block.features.heading_level:  # a post's subject
        return False
    if block.features.sentence_count:
        return True
    if len(block.text) > MAX_REMARK_CHARS:  # a code block, a table: no remark
        return False
    words = block.text.split()
    if len(words) < MIN_REMARK_WORDS:
        return False
    return sum(word.strip(_PUNCTUATION).isalpha() for word in words) >= MIN_REMARK_WORDS


def _near(positions: list[int], pos: int) -> list[int]:
    """The positions among ``positions`` (in order) at most :data:`MAX_REMARK_BLOCKS`
    from ``pos``."""
    return positions[
        bisect_left(positions, pos - MAX_REMARK_BLOCKS) : bisect_right(
            positions, pos + MAX_REMARK_BLOCKS
        )
    ]


def _lineage(element: Any, lineages: dict[Any, frozenset[Any]]) -> frozenset[Any]:
    """``element`` and its ancestors, kept in ``lineages`` (the page's, read once)."""
    found = lineages.get(element)
    if found is None:
        found = lineages[element] = frozenset((element, *element.iterancestors()))
    return found


def _members(
    blocks: Sequence[Block],
    positions: list[int],
    node: Any,
    lineages: dict[Any, frozenset[Any]],
) -> list[int]:
    """The positions among ``positions`` whose block lies inside ``node``."""
    return [k for k in positions if node in _lineage(blocks[k].element, lineages)]


def _marks_remark(block: Block) -> bool:
    """Whether the block is a sentence or a short line with a date or a time."""
    return bool(block.features.sentence_count) or (
        len(block.text) <= MAX_HEADER_CHARS and has_date_or_time(block.text)
    )
