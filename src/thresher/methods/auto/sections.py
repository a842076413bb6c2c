"""Sections like the ones the model kept: a wiki or documentation page of headed lists.

A reference page, a wiki's resource page or a documentation index is a run of
sections, each a heading over a list of links ("Critical maintenance", then the
guides). The block model, which reads link lists as navigation, keeps the sections
it is surest of and drops the others, and the orphan-heading rule then drops their
headings too. When the model kept at least :data:`MIN_KEPT_SECTIONS` headings that
are siblings of one tag and class (one repeat group), the sections of the group
whose body it dropped whole are kept, heading and body: the body's link blocks
of a tag the kept bodies' link blocks show, block by block unless the model
ruled a block out (:data:`MIN_PROBABILITY`). Sections of prose or tables (an
article's subheadings over a "Related" block, a wiki's collapsed tables) are
left to the model. A section is
its heading and the blocks after it, inside the heading's container, up to the
next heading of the same or a higher rank. Sidebar widgets have headings of
another class than the article's; nothing here names a site.

A section of such a group whose heading the model kept and whose body it dropped
whole keeps the plain list items of its body (few links), unless the model ruled
them out (:data:`PLAIN_LIST_MIN_PROBABILITY`): a forum guide's "Memory" over "VRAM
size", "Bus width".

A section of such a group whose body the model kept in part (a tutorial's
"Linear regression": a kept paragraph over a dropped list of guides) keeps its
lists of links too: each dropped list item (:data:`LIST_ITEM_TAGS`) that is
mostly link text and one of a run of like siblings, unless the model ruled it out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import (
    LINK_HEAVY,
    block_shape,
    is_dropped,
    is_kept,
    kept_flags,
)
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Label

MIN_HEADINGS = 3  # headings in the group
MIN_KEPT_SECTIONS = 3  # sections whose heading the model kept
MIN_PROBABILITY = 0.05  # a block below this stays dropped
PLAIN_LIST_MIN_PROBABILITY = 0.1  # a plain list item under a kept heading (_keep_plain_lists)
PLAIN_LIST_MAX_LINKS = 0.3
# Section headings: not table headers nor bold lines the features count as headings.
HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
LIST_ITEM_TAGS = frozenset({"li"})


def complete_sections(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    headings: Sequence[int] | None = None,
) -> dict[int, Decision]:
    """The dropped sections of each heading group whose like sections the model kept
    (``flags``: each block's :func:`kept_flags` under ``decisions``, when the caller has
    them; else read once a group has enough kept headings; ``headings``: the blocks'
    :func:`heading_positions`, when the caller has them)."""
    changed: dict[int, Decision] = {}
    headings = heading_positions(blocks) if headings is None else headings
    heading_groups = _heading_groups(groups, headings)
    if not heading_groups:
        return changed
    for headings in heading_groups.values():
        if flags is not None:
            kept_headings = sum(flags[pos] for pos in headings)
        else:
            kept_headings = sum(is_kept(decisions, blocks[pos]) for pos in headings)
        if kept_headings < MIN_KEPT_SECTIONS:
            continue
        flags = kept_flags(decisions, blocks) if flags is None else flags
        sections = [_section(blocks, pos) for pos in headings]
        kept = [s for s in sections if flags[s[0]]]
        shapes = {block_shape(blocks[p]) for s in kept for p in s[1:] if flags[p]}
        shapes = {shape for shape in shapes if shape[1]}  # links: prose and tables stay the model's
        for section in sections:
            if any(flags[section.start + 1 : section.stop]):
                changed.update(_keep_link_lists(blocks, groups, section, probs, decisions))
            else:
                found = _keep_section(blocks, section, probs, decisions, shapes)
                if flags[section[0]] and not found:
                    found = _keep_plain_lists(blocks, section, probs, decisions)
                changed.update(found)
    return changed


def _keep_plain_lists(
    blocks: Sequence[Block],
    section: range,
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
) -> dict[int, Decision]:
    """The plain list items (few links) of a section whose heading the model kept and
    whose body it dropped whole: a specification's or a guide's points."""

    def plain(pos: int) -> bool:
        links = blocks[pos].features.link_density
        return links < PLAIN_LIST_MAX_LINKS and probs[pos] >= PLAIN_LIST_MIN_PROBABILITY

    return _keep_items(blocks, section, probs, decisions, plain, "list under a kept heading")


def _keep_items(
    blocks: Sequence[Block],
    section: range,
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    accepts: Callable[[int], bool],
    what: str,
) -> dict[int, Decision]:
    """The dropped list items of the section's body that ``accepts`` (by position)."""
    changed = {}
    for pos in section[1:]:
        block = blocks[pos]
        if block.tag in LIST_ITEM_TAGS and accepts(pos) and is_dropped(decisions, block):
            reason = f"{what} (p={probs[pos]:.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def heading_positions(blocks: Sequence[Block]) -> list[int]:
    """The positions of the blocks that are headings (:data:`HEADING_TAGS`):
    :func:`_heading_positions_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _heading_positions_reference(blocks)
    return compiled.heading_positions(blocks, HEADING_TAGS)


def _heading_positions_reference(blocks: Sequence[Block]) -> list[int]:
    """:func:`heading_positions` in Python: the definition the kernel is held to."""
    return [pos for pos, block in enumerate(blocks) if block.tag in HEADING_TAGS]


def _heading_groups(groups: Sequence[RepeatGroup], headings: Sequence[int]) -> dict[int, list[int]]:
    """Each repeat group of headings (``headings``: their positions), when it has enough
    of them."""
    found: dict[int, list[int]] = {}
    for pos in headings:
        ident = groups[pos].ident
        if ident >= 0:
            found.setdefault(ident, []).append(pos)
    return {ident: pos for ident, pos in found.items() if len(pos) >= MIN_HEADINGS}


def _section(blocks: Sequence[Block], heading: int) -> range:
    """The heading's position and its body's (they follow it): in its container, to the
    next heading of its rank or higher."""
    level = blocks[heading].features.heading_level
    container = blocks[heading].path.rsplit("/", 1)[0] + "/"
    end = heading + 1
    while end < len(blocks):
        block = blocks[end]
        rank = block.features.heading_level
        if (rank and rank <= level) or not block.path.startswith(container):
            break
        end += 1
    return range(heading, end)


def _keep_section(
    blocks: Sequence[Block],
    section: range,
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    shapes: set[tuple[str, bool]],
) -> dict[int, Decision]:
    if not shapes:  # no kept body holds links: no body to keep
        return {}
    body = [
        p for p in section[1:] if block_shape(blocks[p]) in shapes and probs[p] >= MIN_PROBABILITY
    ]
    if not body or probs[section[0]] < MIN_PROBABILITY:
        return {}
    changed = {}
    for pos in (section[0], *body):
        block = blocks[pos]
        if not is_dropped(decisions, block):
            continue
        label = Label.HEADING if block.features.heading_level else Label.CONTENT
        reason = f"section like the kept ones (p={probs[pos]:.2f})"
        changed[block.index] = Decision(block.index, label, reason)
    return changed


def _keep_link_lists(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    section: range,
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
) -> dict[int, Decision]:
    """The dropped link-list items of a section whose body the model kept in part."""

    def linked(pos: int) -> bool:
        heavy = blocks[pos].features.link_density > LINK_HEAVY
        return groups[pos].ident >= 0 and heavy and probs[pos] >= MIN_PROBABILITY

    return _keep_items(blocks, section, probs, decisions, linked, "link list in a kept section")
