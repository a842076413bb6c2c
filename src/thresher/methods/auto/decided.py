"""What the decision rules ask of a block: whether it is kept or dropped so far, and its shape."""

from __future__ import annotations

from collections.abc import Mapping

from thresher.types import KEPT_LABELS, Block, Decision, Label

LINK_HEAVY = 0.5  # link density above which a block counts as a link


def is_kept(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and its label keeps it."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label in KEPT_LABELS


def is_dropped(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and it is boilerplate (a comment stays the
    comment rule's)."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label is Label.BOILERPLATE


def block_shape(block: Block) -> tuple[str, bool]:
    """The block's tag and whether it is mostly link text: how runs of like items match."""
    return block.tag, block.features.link_density > LINK_HEAVY
