"""A paragraph the model dropped beside the story's kept paragraphs, in a sibling box of
the same name.

A story's template splits its text into several boxes that one class names (a
``div.article-text`` for the lead paragraph in a grid cell beside the byline, then
another for the body below a photo; a builder's ``div.rich-text`` widget in each row).
The boxes sit at different element paths, so the story's place
(:mod:`thresher.methods.auto.story_slot`) misses the first or the last of them, and the
block model, which reads that paragraph apart from the body, doubts it: the story loses
its lead. A paragraph's tail is its parent's step and its own (``div.article-text/p``,
the parent named by an id or a class). A dropped paragraph (a sentence, few links) whose
tail is that of two or more long kept paragraphs, and whose neighbouring text block on
one side is such a kept paragraph at another element path (a sibling box), is kept
unless the model ruled it out. Nothing here
names a site; chosen by leave-one-source-out validation (``docs/dev/s57-qworst19.md``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import compress

from thresher.types import Block, Decision, Label

PARAGRAPH_KINDS = frozenset({"p"})  # how a story's paragraph renders
MIN_KEPT = 2  # kept long paragraphs with one tail: the story's boxes
MIN_KEPT_CHARS = 80  # a long paragraph
MIN_CHARS = 40  # a dropped paragraph shorter than this is a caption or a note
MAX_LINK_DENSITY = 0.2  # a dropped paragraph mostly in links is a teaser
MIN_PROBABILITY = 0.05  # a dropped paragraph below this stays dropped
_REASON = "paragraph beside the story in a box of its name (p={p:.2f})"


def keep_story_tails(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped paragraphs next to a kept paragraph of the same :func:`tail`, a tail of
    :data:`MIN_KEPT` or more long kept paragraphs, kept (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags` under ``decisions``, which is read
    only: a comment stays a comment)."""
    kept = list(compress(range(len(blocks)), flags))
    counts = Counter(
        tail(blocks[pos].path)
        for pos in kept
        if blocks[pos].kind in PARAGRAPH_KINDS
        and blocks[pos].features.text_length >= MIN_KEPT_CHARS
    )
    story = {key for key, count in counts.items() if key is not None and count >= MIN_KEPT}
    if not story:
        return {}
    found: dict[int, Decision] = {}
    for pos in _beside_kept(kept, len(blocks)):
        block = blocks[pos]
        if block.kind not in PARAGRAPH_KINDS or (key := tail(block.path)) not in story:
            continue
        if not any(
            _sibling_box(block, blocks[near], key, flags[near])
            for near in (pos - 1, pos + 1)
            if 0 <= near < len(blocks)
        ):
            continue
        if not _is_paragraph(block, probs[pos]):
            continue
        if decisions[block.index].label is not Label.BOILERPLATE:
            continue
        found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


def _beside_kept(kept: Sequence[int], count: int) -> list[int]:
    """The positions of the dropped blocks next to a kept one (``kept``: the kept
    positions, in order; ``count``: the number of blocks), in order."""
    flagged = set(kept)
    near = {pos + step for pos in kept for step in (-1, 1)}
    return sorted(pos for pos in near if 0 <= pos < count and pos not in flagged)


def _sibling_box(block: Block, neighbour: Block, key: str, kept: bool) -> bool:
    """True when the neighbouring block is a kept paragraph of the block's tail (``key``)
    at another element path (a sibling box; at one path, the story's place is
    :mod:`~thresher.methods.auto.story_slot`'s)."""
    return (
        kept
        and neighbour.kind in PARAGRAPH_KINDS
        and neighbour.path != block.path
        and tail(neighbour.path) == key
    )


def tail(path: str) -> str | None:
    """A paragraph's tail: its parent's step and its own (``div.article-text/p``), or None
    when the parent is named by neither an id nor a class (a bare ``div`` names no box)."""
    parts = path.rsplit("/", 2)
    if len(parts) < 3:
        return None
    parent = parts[1]
    if "." not in parent and "#" not in parent:
        return None
    return f"{parent}/{parts[2]}"


def _is_paragraph(block: Block, prob: float) -> bool:
    """A paragraph of prose the model did not rule out."""
    features = block.features
    return (
        features.text_length >= MIN_CHARS
        and features.sentence_count >= 1
        and features.link_text_length <= MAX_LINK_DENSITY * features.text_length
        and prob >= MIN_PROBABILITY
    )
