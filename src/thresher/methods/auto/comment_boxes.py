"""Reader comments the model took for the article: a thread whose own lines it kept.

Below a story or a blog post, a thread of reader comments sits in boxes its authors name
for what they are (a class or id ``comment``, ``comments``, ``commentlist``,
``comment-1234``…). The block model reads each line alone: a comment's byline ("by name
(1234) on Tuesday July 24, @12:06PM", "Posted by: name at November 8, 2012 7:12 AM")
looks like a story's byline, a comment's paragraphs like its prose, and the rule that
keeps prose between kept text then fills in the rest of the thread. Where the model
itself kept a share of the comment boxes' blocks (three or more, and one in 25), the
thread passed for the article: every block kept inside a comment box is dropped, when
the page keeps text outside them and declares no discussion (a forum thread's or a
Q&A's posts are its content). Two threads are left to the other rules: one
the model dropped almost whole (a line kept here and there; some truths keep a blog's
comments, and there the model's few kept lines are no evidence either way), and one
whose kept text outweighs the rest tenfold (a post under hundreds of replies: a
discussion page, whose thread is its content).

The words are web-authoring convention, not any site's; the rule was chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from itertools import compress
from operator import attrgetter
from typing import Any

from thresher.html.paths import element_names, path_names
from thresher.methods.auto.decided import kept_chars_outside, relabel_beside_rest
from thresher.types import Block, Decision, Label

# An id or first-class word (as a block's path holds them) naming a comment box:
# "comment" as a word's start ("comments", "commentlist", "comment_40750919",
# "commentBody"), not "commentary" or "commentator" (an opinion column is the article).
COMMENT_BOX_WORDS = re.compile(r"(?<![a-z])comment(?!ar|ator)", re.IGNORECASE)
COMMENT_STEM = "comment"  # a piece of every word COMMENT_BOX_WORDS matches, lower-case
MIN_MODEL_KEPT = 3  # blocks of the comment boxes the model kept: a thread, not one line
MIN_MODEL_SHARE = 0.04  # of the comment boxes' text blocks the model kept
MIN_REST = 200  # characters kept outside the comment boxes: the page has an article
# The model kept over ten times as much text in the comment boxes as elsewhere: a
# discussion page (a blog post under hundreds of replies), whose thread is its content.
MAX_THREAD_WEIGHT = 10.0
_REASON = "reader comment (a comment box of a thread the model kept; p={p:.2f})"
_PATH = attrgetter("path")


def thread_boxes(
    blocks: Sequence[Block], model_kept: Sequence[bool], styled: bool = False
) -> list[int]:
    """The positions of the comment boxes' text blocks (:func:`comment_box_positions`)
    when :func:`kept_thread` says the model took their thread for the article, else none.
    With ``styled``, none either when the text kept outside the boxes is a post styled as
    the boxes' (:func:`opens_like_replies`): a forum topic whose engine names its
    replies comments.

    Only the paths of the blocks the model kept are read first (a page's every block is
    read only where :data:`MIN_MODEL_KEPT` of them name a comment box: a thread needs
    kept blocks there).
    """
    kept = list(map(_PATH, compress(blocks, model_kept)))
    kept_paths = set(kept)
    joined = "\n".join(kept_paths)
    if joined.isascii() and COMMENT_STEM not in joined.lower():
        return []
    named = set(filter(_names_comment, kept_paths))
    if not named or sum(map(named.__contains__, kept)) < MIN_MODEL_KEPT:
        return []
    boxed = comment_box_positions(blocks)
    if not kept_thread(blocks, boxed, model_kept):
        return []
    return [] if styled and opens_like_replies(blocks, boxed, model_kept) else boxed


def opens_like_replies(
    blocks: Sequence[Block], boxed: Sequence[int], model_kept: Sequence[bool]
) -> bool:
    """True when half the text the model kept outside the comment boxes (``boxed``, the
    positions of their text blocks) or more lies in elements of a tag and class the
    model's kept blocks inside the boxes end in (``div.display-post-story``; a bare tag or
    an id is no style): the page's own text is a post written as its replies are, the
    opening post of a thread, not an article under reader comments."""
    inside = {_tail(blocks[pos].path) for pos in boxed if model_kept[pos]}
    styles = {step for step in inside if "." in step}
    if not styles:
        return False
    boxed_set = set(boxed)
    outside = styled = 0
    for pos, (block, kept) in enumerate(zip(blocks, model_kept, strict=True)):
        if kept and pos not in boxed_set:
            outside += len(block.text)
            styled += len(block.text) if _tail(block.path) in styles else 0
    return outside > 0 and 2 * styled >= outside


def _tail(path: str) -> str:
    """A block's path's last element step (``div.display-post-story``)."""
    return path[path.rfind("/") + 1 :]


def comment_box_positions(blocks: Sequence[Block]) -> list[int]:
    """The positions of the text blocks inside an element whose class or id names a
    comment (each distinct path tested once, piece by piece: :func:`_pieces_name_comment`)."""
    return positions_named(blocks, _pieces_name_comment)


def positions_with_stems(
    blocks: Sequence[Block],
    stems: tuple[str, ...],
    names: Callable[[str, dict[str, bool]], bool],
    joined: str,
    lowered: str,
) -> list[int]:
    """:func:`positions_named` of ``names``, an element test whose every true answer on an
    ASCII path needs one of ``stems`` (lower case) in the lowered path. On a page whose
    paths are all ASCII, their distinct paths, joined by line breaks (``joined``;
    ``lowered``: the same lowered, which keeps an ASCII text's offsets), are searched as
    one text for the stems: only the paths that hold one are asked, the rest answer
    false without a call (most paths of a page that names a reply somewhere hold none).
    A page with other letters in its paths asks each distinct path."""
    if not joined.isascii():
        return positions_named(blocks, names)
    named: set[str] = set()
    pieces: dict[str, bool] = {}
    for stem in stems:
        at = lowered.find(stem)
        while at >= 0:
            start = joined.rfind("\n", 0, at) + 1
            end = joined.find("\n", at)
            end = len(joined) if end < 0 else end
            path = joined[start:end]
            if path not in named and names(path, pieces):
                named.add(path)
            at = lowered.find(stem, end)
    if not named:
        return []
    return [pos for pos, block in enumerate(blocks) if block.path in named]


def positions_named(
    blocks: Sequence[Block], names: Callable[[str, dict[str, bool]], bool]
) -> list[int]:
    """The positions of the text blocks whose path ``names`` answers true for; each
    distinct path is asked once, and ``names`` keeps its answers by piece of a path in
    the dictionary it is given (one a call of this function)."""
    answers: dict[str, bool] = {}
    pieces: dict[str, bool] = {}
    found = []
    for pos, block in enumerate(blocks):
        path = block.path
        inside = answers.get(path)
        if inside is None:
            inside = answers[path] = names(path, pieces)
        if inside:
            found.append(pos)
    return found


def kept_thread(blocks: Sequence[Block], boxed: Sequence[int], model_kept: Sequence[bool]) -> bool:
    """True when the model's own decisions (``model_kept``: each text block's kept flag
    under the threshold alone) kept enough of the comment boxes' blocks (``boxed``:
    :func:`comment_box_positions` of ``blocks``, the text blocks) to have taken the
    thread for the article, and not so much more than the text it kept elsewhere that
    the page is a discussion whose thread is its content."""
    kept = [pos for pos in boxed if model_kept[pos]]
    if len(kept) < MIN_MODEL_KEPT or len(kept) < MIN_MODEL_SHARE * len(boxed):
        return False
    thread = sum(len(blocks[pos].text) for pos in kept)
    return thread <= MAX_THREAD_WEIGHT * kept_chars_outside(blocks, boxed, model_kept)


def drop_kept_thread(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    boxed: Sequence[int],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The kept blocks at ``boxed`` positions (a thread :func:`kept_thread` found),
    labelled comments, when the page keeps :data:`MIN_REST` characters outside them
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag under ``decisions``, which is read only)."""
    kept = [pos for pos in boxed if flags[pos] and blocks[pos].index in decisions]
    return relabel_beside_rest(blocks, probs, kept, flags, Label.COMMENT, _REASON, MIN_REST)


def _names_comment(path: str) -> bool:
    """True when an element of the block's path names a comment box in its class or id
    (the whole path is tested for the stem first: most paths hold none)."""
    if path.isascii() and COMMENT_STEM not in path.lower():
        return False
    return COMMENT_BOX_WORDS.search(path_names(path)) is not None


def _pieces_name_comment(path: str, pieces: dict[str, bool]) -> bool:
    """:func:`_names_comment`, each element of the path tested alone (``pieces``: the
    answers by element so far, filled in; a page's paths share most of theirs). A match
    of :data:`COMMENT_BOX_WORDS` in the path's names (:func:`~thresher.html.paths.path_names`)
    lies in one element's names (it holds no space), and its look-arounds read the space
    between two elements' names as they read a string's start or end: no letter."""
    if path.isascii() and COMMENT_STEM not in path.lower():
        return False
    return any_piece_names(path, COMMENT_BOX_WORDS, pieces)


def any_piece_names(path: str, words: Any, pieces: dict[str, bool]) -> bool:
    """True when the names of one element of ``path`` match ``words`` (a compiled or
    lazy pattern); ``pieces`` holds the answers by element so far, filled in."""
    for piece in path.split("/"):
        answer = pieces.get(piece)
        if answer is None:
            answer = pieces[piece] = words.search(element_names(piece)) is not None
        if answer:
            return True
    return False
