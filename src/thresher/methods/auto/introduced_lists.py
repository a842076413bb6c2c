"""The list of links a kept sentence introduces: a documentation chapter's index.

A documentation chapter opens with a paragraph that ends in a colon ("The modules
described in this chapter are:") over the list of its pages, each item a link. The
block model reads such a list as navigation and drops it, though the sentence
announces it as the text's own. A kept prose block of a few words or more
(:data:`MIN_WORDS`) ending in a colon (``:``, or the full-width ``：`` of CJK text),
followed at once by a list in the prose's container that the model dropped, keeps the
list's items that are links (:data:`~thresher.methods.auto.decided.LINK_HEAVY`), unless
the model ruled an item out (:data:`MIN_PROBABILITY`). A label with a colon ("Read
more:", "You may also like:") is too short to introduce; a list of plain items (a
site's rules for comments in a box the model kept) is the model's to judge: with them
an article set lost 0.0014. Nothing here names a site or a documentation engine;
chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.decided import LINK_HEAVY, is_dropped
from thresher.types import Block, Decision, Label

COLONS = (":", "：")  # the colons that end an introducing sentence
MIN_WORDS = 8  # a sentence, not a label ("Read more:", "More world stories from NBC News:")
MIN_PROBABILITY = 0.1  # an item below this stays dropped
_KEPT_THEN_DROPPED = b"\x01\x00"  # two kept flags as bytes: a kept block, a dropped one
_REASON = "item of a list a kept sentence introduces (p={p:.2f})"


def keep_introduced_lists(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped link items of each list right after a kept prose block that ends in a colon
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag under ``decisions``).

    ``decisions`` is read only; the changed decisions are returned.
    """
    found: dict[int, Decision] = {}
    # where a kept block is followed by a dropped one: few on a page, searched for in C
    marks = bytes(flags)
    pos = marks.find(_KEPT_THEN_DROPPED)
    while pos >= 0:
        if introduces(blocks[pos]):
            found.update(_list_items(blocks, probs, decisions, pos))
        pos = marks.find(_KEPT_THEN_DROPPED, pos + 1)
    return found


def introduces(block: Block) -> bool:
    """True when the block is prose of a few words, outside any list, that ends in a colon."""
    text = block.text.rstrip()
    return (
        text.endswith(COLONS)
        and block.features.word_count >= MIN_WORDS
        and not block.context.list_kinds
    )


def _list_items(
    blocks: Sequence[Block], probs: Sequence[float], decisions: Mapping[int, Decision], pos: int
) -> dict[int, Decision]:
    """The dropped link items of the list that follows the block at ``pos`` in its
    container."""
    container = blocks[pos].path.rsplit("/", 1)[0] + "/"
    found: dict[int, Decision] = {}
    for block, p in zip(blocks[pos + 1 :], probs[pos + 1 :], strict=False):
        if not block.context.list_kinds or not block.path.startswith(container):
            break
        linked = block.features.link_density > LINK_HEAVY
        if linked and p >= MIN_PROBABILITY and is_dropped(decisions, block):
            found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=float(p)))
    return found
