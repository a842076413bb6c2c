"""What the decision rules ask of a block: whether it is kept so far, and its shape."""

from __future__ import annotations

from collections.abc import Mapping

from thresher.types import KEPT_LABELS, Block, Decision

LINK_HEAVY = 0.5  # link density above which a block counts as a link


def is_kept(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and its label keeps it."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label in KEPT_LABELS


def block_shape(block: Block) -> tuple[str, bool]:
    """The block's tag and whether it is mostly link text: how runs of like items match."""
    return block.tag, block.features.link_density > LINK_HEAVY
