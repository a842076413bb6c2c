"""Short headed sections beside the kept lead: a reference page's list of options.

A documentation page describes a dialog or a command as a run of short sections, each a
heading (the option's name) over a paragraph or two of one sentence ("Specify the type of
transparency to apply."), written as siblings of the page's lead paragraph in its main
element. The block model reads each short line alone and, on a page in a language it
has seen little of, drops the whole run though it keeps the lead above it.

After the page's lead (the first kept block with a sentence), a run of three or more
such sections that the model dropped, whose blocks are all children of the element that
holds the lead (the page's article, not a footer or a box beside it), is kept: each
heading without a link and of :data:`MAX_HEADING` characters at most, over one to
:data:`MAX_PARAGRAPHS` paragraphs with a sentence and without links. A box of teasers
(linked headlines) or a footer's columns (links, or another element) is not such a run.
Nothing here names a site. Chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import numpy as np

from thresher.methods.auto.decided import element_parent, restored
from thresher.methods.auto.sections import heading_positions
from thresher.types import Block, Decision

MIN_SECTIONS = 3  # headed sections in a run: a page's list of options, not one aside
MAX_PARAGRAPHS = 3  # paragraphs under each heading: short sections
MAX_HEADING = 80  # characters of a heading: an option's name
MAX_PARAGRAPH = 400  # characters of a paragraph under it: a sentence or two
_REASON = "headed section beside the kept lead (p={p:.2f})"


def keep_headed_sections(
    blocks: Sequence[Block],
    probabilities: np.ndarray,
    flags: Sequence[bool],
    headings: Sequence[int] | None = None,
) -> dict[int, Decision]:
    """The dropped runs of short headed sections among the siblings of the page's kept
    lead, kept (``blocks``: the text blocks, ``probabilities`` their probabilities,
    ``flags`` their kept flags, ``headings`` the headings' positions,
    :func:`~thresher.methods.auto.sections.heading_positions`, when the caller has them).

    The changed decisions are returned.
    """
    headings = heading_positions(blocks) if headings is None else headings
    dropped = [pos for pos in headings if not flags[pos] and _heading(blocks[pos])]
    if len(dropped) < MIN_SECTIONS:  # most pages
        return {}
    lead = _lead(blocks, flags)
    if lead < 0 or lead > dropped[-MIN_SECTIONS]:
        return {}
    holder = blocks[lead].element.getparent()
    positions: list[int] = []
    run: list[int] = []  # dropped short headings and paragraphs, children of the holder
    count = 0  # headings in the run: fewer than MIN_SECTIONS make no stretch
    first = next(pos for pos in dropped if pos > lead)
    # a run's paragraphs end MAX_PARAGRAPHS blocks after its last heading at the latest
    for pos in range(first, min(dropped[-1] + MAX_PARAGRAPHS + 1, len(blocks))):
        block = blocks[pos]
        heading = not flags[pos] and _heading(block)
        if (heading or (not flags[pos] and _paragraph(block))) and element_parent(block) is holder:
            run.append(pos)
            count += heading
            continue
        if count >= MIN_SECTIONS:
            positions.extend(_sections(blocks, run))
        run.clear()
        count = 0
    if count >= MIN_SECTIONS:
        positions.extend(_sections(blocks, run))
    if not positions:  # most pages
        return {}
    probs = np.asarray(probabilities, dtype=np.float64).tolist()
    return restored(blocks, probs, positions, _REASON)


def _lead(blocks: Sequence[Block], flags: Sequence[bool]) -> int:
    """The position of the first kept block with a sentence that is not a heading, when
    its element has a parent (-1: none)."""
    for pos, block in enumerate(blocks):
        features = block.features
        if flags[pos] and features.sentence_count and not features.heading_level:
            element = block.element
            return pos if element is not None and element.getparent() is not None else -1
    return -1


def _heading(block: Block) -> bool:
    """True when the block is a short heading below the page's first level, no link."""
    level = block.features.heading_level
    return level > 1 and not block.links and 0 < len(block.text) <= MAX_HEADING


def _paragraph(block: Block) -> bool:
    """True when the block is a short paragraph with a sentence and without links."""
    return (
        block.kind == "p"
        and block.features.sentence_count > 0
        and not block.links
        and len(block.text) <= MAX_PARAGRAPH
    )


def _sections(blocks: Sequence[Block], run: Sequence[int]) -> list[int]:
    """The blocks of the longest stretch of :data:`MIN_SECTIONS` or more sections in the
    run (each a heading over one to :data:`MAX_PARAGRAPHS` paragraphs), else none."""
    best: list[int] = []
    stretch: list[int] = []
    section: list[int] = []
    for pos in [*run, -1]:  # -1: the run's end closes its last section
        if pos >= 0 and not blocks[pos].features.heading_level:
            section.append(pos)
            continue
        if (
            section
            and blocks[section[0]].features.heading_level
            and (2 <= len(section) <= MAX_PARAGRAPHS + 1)
        ):
            stretch.extend(section)
        else:  # a bare heading, paragraphs without one, or too many: the stretch ends
            best = max(best, stretch, key=partial(_headings, blocks))
            stretch = []
        section = [pos]
    best = max(best, stretch, key=partial(_headings, blocks))
    return best if _headings(blocks, best) >= MIN_SECTIONS else []


def _headings(blocks: Sequence[Block], positions: Sequence[int]) -> int:
    """The headings among the blocks at ``positions``."""
    return sum(1 for pos in positions if blocks[pos].features.heading_level)
