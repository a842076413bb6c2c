"""The body of a kept heading's own ``section`` on a documentation page.

An API reference written by a documentation engine puts each part of the page in a
``section`` element that opens with its heading (ExDoc's "Functions" over one
``section`` a function: its signature, its documentation, its examples). The block
model keeps the part's heading and drops the function entries under it, whose lines
it reads as short and alike: the reference loses its functions.

On a documentation page (``is_doc``, asked once, only when a candidate is found), a
kept heading that is the first element of a ``section`` keeps the blocks of that
section the model dropped, when every one of them is prose, code or a heading the
model did not rule out (:data:`MIN_PROBABILITY`) and none is mostly link text (a list
of links under a kept heading is a navigation box's, left to the model). Nothing here
names a site.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

import numpy as np

from thresher.methods.auto.decided import LINK_HEAVY, restored
from thresher.types import Block, Decision

MIN_PROBABILITY = 0.15  # the model's ruled-out blocks stay dropped
MAX_SECTION_BLOCKS = 80  # a part of a page, not the whole page in one section
_REASON = "the body of a kept heading's own section on a documentation page (p={p:.2f})"


def keep_section_bodies(
    blocks: Sequence[Block],
    probabilities: np.ndarray,
    flags: Sequence[bool],
    headings: Sequence[int],
    is_doc: Callable[[], bool],
) -> dict[int, Decision]:
    """The dropped blocks of each kept heading's own ``section``, kept (``flags``: each
    text block's kept flag, ``headings``: the headings' positions). The changed
    decisions are returned."""
    openers = [
        pos
        for pos in headings
        if flags[pos] and "section" in blocks[pos].path and _opens_section(blocks[pos])
    ]  # the path's words first: most headings stand in no section
    if not openers:  # most pages
        return {}
    kept_mask = np.frombuffer(bytes(flags), dtype=np.bool_)  # the flags as bytes: one C pass
    dropped = (~kept_mask).nonzero()[0].tolist()
    probs = np.asarray(probabilities, dtype=np.float64).tolist()
    found: list[int] = []
    for pos in openers:
        section = blocks[pos].element.getparent()
        found.extend(_dropped_body(blocks, probs, dropped, pos, section))
    if not found or not is_doc():
        return {}
    return restored(blocks, probs, found, _REASON)


def _opens_section(block: Block) -> bool:
    """True when the block is a heading element that is its ``section``'s first element."""
    element = block.element
    if element is None or not block.features.heading_level:
        return False
    parent = element.getparent()
    if parent is None or parent.tag != "section":
        return False
    return next(parent.iterchildren("*"), None) is element


def _dropped_body(
    blocks: Sequence[Block], probs: list[float], dropped: list[int], pos: int, section: object
) -> list[int]:
    """The positions of the dropped blocks after ``pos`` inside ``section`` (``dropped``:
    every dropped position, in order) when each is keepable (:func:`_keepable`), else
    none; none either when the section runs over :data:`MAX_SECTION_BLOCKS` blocks. A
    section's blocks follow each other: the first block outside ends it."""
    far = pos + MAX_SECTION_BLOCKS
    if far + 1 < len(blocks) and _inside(blocks[far], section):
        return []
    body: list[int] = []
    for near in dropped[bisect_right(dropped, pos) :]:
        if not _inside(blocks[near], section):
            break
        if not _keepable(blocks[near], probs[near]):
            return []
        body.append(near)
    return body


def _inside(block: Block, section: object) -> bool:
    """True when the block's element lies in ``section``."""
    element = block.element
    return element is not None and any(a is section for a in element.iterancestors("section"))


def _keepable(block: Block, probability: float) -> bool:
    """True for a block the model did not rule out that is not mostly link text."""
    return probability >= MIN_PROBABILITY and block.features.link_density < LINK_HEAVY
