"""Paragraphs the model dropped in the place of the story's own paragraphs.

A page builder (Elementor, Gutenberg groups, Divi) writes each paragraph of a long
article in a widget of its own, every widget at the same element path. The block
model, which leans on the page's main container, keeps the first paragraphs and drops
the rest of the article when the widgets hide that container: the story is cut short
after a screen or two. A dropped paragraph (a sentence, few links) at the element path
of two or more long paragraphs the model kept is in the story's place, and is kept
unless the model ruled it out; the headings between such paragraphs are left to the
prose rule (:mod:`thresher.methods.auto.enclosed_prose`), which runs after this one.
With ``own_ids`` a paragraph's own id is left out of its place (``div.inner/p#bd44`` is at
``div.inner/p``): an editor that gives every paragraph an id of its own (Medium's
``p#3c62``, an anchor for each paragraph) sets them all in one place all the same.
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``, stops 53 and 55).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import not_

from thresher.types import Block, Decision, Label

PARAGRAPH_KINDS = frozenset({"p"})  # how a story's paragraph renders
MIN_KEPT = 2  # kept long paragraphs at one path: the story's place
MIN_KEPT_CHARS = 80  # a long paragraph
MIN_CHARS = 40  # a dropped paragraph shorter than this is a caption or a note
MAX_LINK_DENSITY = 0.2  # a dropped paragraph mostly in links is a teaser
MIN_PROBABILITY = 0.05  # a dropped paragraph below this stays dropped
_REASON = "paragraph in the story's place (p={p:.2f})"


def keep_story_slot(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
    own_ids: bool = False,
) -> dict[int, Decision]:
    """The dropped paragraphs at the element path of :data:`MIN_KEPT` or more long kept
    paragraphs, kept (``blocks``: the text blocks; ``probs``: their probabilities;
    ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags` under
    ``decisions``, which is read only: a comment stays a comment; ``own_ids``: a
    paragraph's place leaves its own id out, :func:`place`)."""
    places = _story_places(blocks, flags, own_ids)
    if not places:
        return {}
    found: dict[int, Decision] = {}
    for pos in compress(range(len(blocks)), map(not_, flags)):  # the dropped blocks
        block = blocks[pos]
        if block.kind not in PARAGRAPH_KINDS or block.features.text_length < MIN_CHARS:
            continue  # most dropped blocks: no paragraph (:func:`_is_paragraph`'s first tests)
        if place(block.path, own_ids) not in places or not _is_paragraph(block, probs[pos]):
            continue
        if decisions[block.index].label is not Label.BOILERPLATE:
            continue
        found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


def place(path: str, own_ids: bool) -> str:
    """A paragraph's place: its element path, without the paragraph's own id when
    ``own_ids`` (``div.inner/p#bd44`` → ``div.inner/p``)."""
    if own_ids:
        mark = path.rfind("#")
        if mark > path.rfind("/"):  # the last step is named by its id
            return path[:mark]
    return path


def _story_places(blocks: Sequence[Block], flags: Sequence[bool], own_ids: bool) -> set[str]:
    """The places (:func:`place`) of :data:`MIN_KEPT` or more long kept paragraphs."""
    counts = Counter(
        place(block.path, own_ids)
        for block in compress(blocks, flags)
        if block.kind in PARAGRAPH_KINDS and block.features.text_length >= MIN_KEPT_CHARS
    )
    return {path for path, count in counts.items() if count >= MIN_KEPT}


def _is_paragraph(block: Block, prob: float) -> bool:
    """A paragraph of prose the model did not rule out."""
    features = block.features
    return (
        block.kind in PARAGRAPH_KINDS
        and features.text_length >= MIN_CHARS
        and features.sentence_count >= 1
        and features.link_text_length <= MAX_LINK_DENSITY * features.text_length
        and prob >= MIN_PROBABILITY  # last: a numpy value's comparison costs the most
    )
