"""What the decision rules ask of a block: whether it is kept or dropped so far, and its shape."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import KEPT_LABELS, Block, Decision, Label

LINK_HEAVY = 0.5  # link density above which a block counts as a link
_BOILERPLATE = Label.BOILERPLATE  # read once: an enum member read from its class is a lookup


def is_kept(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and its label keeps it."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label in KEPT_LABELS


def is_dropped(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and it is boilerplate (a comment stays the
    comment rule's)."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label is _BOILERPLATE


def kept_flags(decisions: Mapping[int, Decision], blocks: Sequence[Block]) -> list[bool]:
    """:func:`is_kept` of each block, in order (one pass, for rules that ask it often)."""
    get = decisions.get
    return [(d := get(b.index)) is not None and d.label in KEPT_LABELS for b in blocks]


def kept_blocks(decisions: Mapping[int, Decision], blocks: Sequence[Block]) -> list[Block]:
    """The blocks :func:`is_kept` is true for, in order."""
    get = decisions.get
    return [b for b in blocks if (d := get(b.index)) is not None and d.label in KEPT_LABELS]


def groups_by_ident(groups: Sequence[RepeatGroup]) -> dict[int, RepeatGroup]:
    """One group of each ident, in the order the idents first come: what a rule asks of a
    run's group as a whole (its count, shares, density) is the same for all its items."""
    return {group.ident: group for group in groups}


def block_shape(block: Block) -> tuple[str, bool]:
    """The block's tag and whether it is mostly link text: how runs of like items match."""
    return block.tag, block.features.link_density > LINK_HEAVY
