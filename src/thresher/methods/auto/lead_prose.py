"""The story's opening paragraphs, dropped before its first kept paragraph.

A story's lead paragraphs sit under its header, between the byline and the body, often
set apart (a deck, a first paragraph in a box of its own, a photo and its credit between
them and the rest). The block model, which reads each block alone, doubts them where
the page's expected-F1 threshold is high, and keeps the body after them. Between the
page's title block and the first kept paragraph of the page's main container, the
dropped paragraphs (a sentence, few links, not a heading, not an image's caption, not in
a box beside the text) inside the main container's parent are kept; the bylines, dates,
share buttons and link lists between them stay dropped.
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import compress

from thresher.methods.auto.captions import looks_like_caption
from thresher.methods.auto.decided import Inside, kept_flags
from thresher.methods.auto.headings import in_a_box
from thresher.types import Block, Decision, Label

MIN_PROBABILITY = 0.1  # a dropped paragraph below this stays dropped
MAX_LINK_DENSITY = 0.2
MIN_CHARS = 60  # a shorter line is a byline, a credit or a label
MAX_BLOCKS = 12  # blocks walked back from the first kept paragraph when there is no title
WRAPPER_LEVELS = 1  # the story's wrapper: the main container or an ancestor this far up
_REASON = "lead paragraph before the kept story (p={p:.2f})"


def keep_lead_paragraphs(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    main: object,
    title: int = -1,
    flags: Sequence[bool] | None = None,
) -> dict[int, Decision]:
    """The dropped lead paragraphs before the first kept paragraph in ``main`` (the page's
    main container), kept (``title``: the position of the page's title block, -1 when none;
    ``flags``: the blocks' :func:`~thresher.methods.auto.decided.kept_flags` under
    ``decisions``, when the caller has them).

    ``decisions`` is read only; the changed decisions are returned.
    """
    if main is None:
        return {}
    flags = kept_flags(decisions, blocks) if flags is None else flags
    first = _first_kept_paragraph(blocks, flags, main)
    if first is None:
        return {}
    in_wrapper = Inside(_ancestor(main, WRAPPER_LEVELS))
    start = title if 0 <= title < first else first - 1 - MAX_BLOCKS
    changed: dict[int, Decision] = {}
    for pos in range(max(start + 1, 0), first):
        block = blocks[pos]
        decision = decisions.get(block.index)
        if decision is None or decision.label is not Label.BOILERPLATE:
            continue
        if _is_paragraph(block, probs[pos]) and in_wrapper(block):
            reason = _REASON.format(p=probs[pos])
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def _ancestor(element, levels: int):
    """The element's ancestor ``levels`` up (or the root, when it is nearer)."""
    for _ in range(levels):
        parent = element.getparent()
        if parent is None:
            break
        element = parent
    return element


def _first_kept_paragraph(
    blocks: Sequence[Block], flags: Sequence[bool], main: object
) -> int | None:
    """The position of the first kept block (``flags``) with a sentence inside ``main``,
    or None."""
    in_main = Inside(main)
    for pos in compress(range(len(blocks)), flags):  # the kept blocks, found in C
        block = blocks[pos]
        if block.features.sentence_count and in_main(block):
            return pos
    return None


def _is_paragraph(block: Block, prob: float) -> bool:
    """A link-poor block of sentences the model did not rule out: no heading, no image's
    caption, not in a box beside the text."""
    features = block.features
    return (
        prob >= MIN_PROBABILITY
        and bool(features.sentence_count)
        and not features.heading_level
        and features.link_density <= MAX_LINK_DENSITY
        and len(block.text) >= MIN_CHARS
        and not in_a_box(block.path)
        and not looks_like_caption(block)
    )
