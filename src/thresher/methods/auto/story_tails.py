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

from collections.abc import Mapping, Sequence
from itertools import compress

import numpy as np

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
    found: dict[int, Decision] = {}
    counts: dict[str, int] = {}  # each tail's long kept paragraphs, counted once
    for pos, key in _beside_kept(blocks, flags):
        if key not in counts:
            counts[key] = _long_kept(blocks, flags, key)
        if counts[key] < MIN_KEPT or not _is_paragraph(blocks[pos], probs[pos]):
            continue
        index = blocks[pos].index
        if decisions[index].label is Label.BOILERPLATE:
            found[index] = Decision(index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


def _beside_kept(blocks: Sequence[Block], flags: Sequence[bool]) -> list[tuple[int, str]]:
    """The dropped paragraphs next to a kept paragraph of their :func:`tail` at another
    element path (a sibling box; at one path, the story's place is
    :mod:`~thresher.methods.auto.story_slot`'s), each with its tail, in order."""
    edges = np.diff(np.asarray(flags, dtype=np.int8)).nonzero()[0].tolist()
    found: dict[int, str] = {}
    for edge in edges:  # flags[edge] differs from flags[edge + 1]
        pos, near = (edge + 1, edge) if flags[edge] else (edge, edge + 1)
        block, neighbour = blocks[pos], blocks[near]
        if block.kind not in PARAGRAPH_KINDS or neighbour.kind not in PARAGRAPH_KINDS:
            continue
        if block.path == neighbour.path or (key := tail(block.path)) is None:
            continue
        if tail(neighbour.path) == key:
            found[pos] = key
    return sorted(found.items())


def _long_kept(blocks: Sequence[Block], flags: Sequence[bool], key: str) -> int:
    """The number of kept paragraphs of :data:`MIN_KEPT_CHARS` or more whose tail is
    ``key``."""
    ending = "/" + key
    return sum(
        1
        for block in compress(blocks, flags)
        if block.features.text_length >= MIN_KEPT_CHARS
        and block.path.endswith(ending)
        and block.kind in PARAGRAPH_KINDS
        and tail(block.path) == key
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
