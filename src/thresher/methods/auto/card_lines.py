"""A card's own line the model dropped in every card of a grid it kept (issue 26).

On a grid of cards the model kept in most of its cards (a conference programme's session
rows, a course list, a directory), a field of each card may sit just under the page's
threshold in every card: a session's speaker, a course's teacher. No kept card holds it,
so :func:`~thresher.methods.auto.listing.agree_card_fields` has nothing to agree on, and
it is no title (:func:`~thresher.methods.auto.listing.keep_card_titles`). Such a field
is kept when it is in most of the grid's cards, each card's text its own, no line of it
a link, a badge or an action button or holding a digit (a price, a date, a count: truths
differ), and the model near keeping it in each card (:data:`MIN_PROBABILITY`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.card_badges import is_badge
from thresher.methods.auto.decided import is_dropped
from thresher.methods.auto.listing import MIN_KEPT_ITEMS, card_field, positions_in
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Label

MIN_CARDS = 0.8  # share of the grid's cards the field is in (and MIN_KEPT_ITEMS)
MIN_PROBABILITY = 0.2  # a block of the field below this keeps the whole field dropped
MAX_CHARS = 80  # a line of a card, not a description (those are the model's to judge)
MIN_CHARS = 4
LINK_LINE = 0.5  # link density: a link line is a title's or a button's
_REASON = "line of every card of a kept grid, dropped in all of them (p={p:.2f})"


def keep_card_lines(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    grids: set[int] | None = None,
) -> dict[int, Decision]:
    """The dropped fields of the grids ``grids`` (the grids the model kept in most of
    their cards: :func:`~thresher.methods.auto.listing.kept_card_grids`) that no card
    kept, kept where :func:`_is_card_line` holds of the whole field (``flags``: each
    block's kept flag; ``by_ident`` unused, for the card rules' common signature)."""
    if not grids or flags is None:
        return {}
    members = positions_in(groups, grids)
    open_grids = _open_grids(blocks, groups, probs, flags, members)
    if not open_grids:  # no grid holds enough dropped short lines: no field is read
        return {}
    fields: dict[tuple, list[int]] = {}  # the open grids' fields, by grid and field
    kept_fields: set[tuple] = set()
    for pos in members:
        if groups[pos].ident not in open_grids:
            continue
        key = (groups[pos].ident, card_field(blocks[pos]))
        if flags[pos]:
            kept_fields.add(key)
        else:
            fields.setdefault(key, []).append(pos)
    changed = {}
    for key, members in fields.items():
        if key in kept_fields or not _is_card_line(blocks, groups, probs, decisions, members):
            continue
        for pos in members:
            index = blocks[pos].index
            changed[index] = Decision(index, Label.CONTENT, _REASON.format(p=float(probs[pos])))
    return changed


def _open_grids(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    flags: Sequence[bool],
    members: list[int],
) -> set[int]:
    """The grids among ``members``' that hold as many dropped blocks passing
    :func:`_is_short_line` at :data:`MIN_PROBABILITY` or more as a card line's field needs
    (:func:`_is_card_line`): the only grids whose fields are worth reading."""
    counts: dict[int, int] = {}
    for pos in members:
        if not flags[pos] and probs[pos] >= MIN_PROBABILITY and _is_short_line(blocks[pos]):
            ident = groups[pos].ident
            counts[ident] = counts.get(ident, 0) + 1
    return {
        ident
        for ident, count in counts.items()
        if count >= max(MIN_KEPT_ITEMS, MIN_CARDS * _grid_count(groups, members, ident))
    }


def _grid_count(groups: Sequence[RepeatGroup], members: list[int], ident: int) -> int:
    """The cards of the grid ``ident`` (its group's count)."""
    return next(groups[pos].count for pos in members if groups[pos].ident == ident)


def _is_card_line(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    members: list[int],
) -> bool:
    """A field in :data:`MIN_CARDS` of its grid's cards, once a card, each block dropped,
    a short line (:data:`MIN_CHARS`–:data:`MAX_CHARS`) of its card's own text that is no
    heading, link, badge or action and holds no digit (:func:`_is_line`), the model at
    :data:`MIN_PROBABILITY` or more."""
    cards = len({groups[pos].item for pos in members})
    if cards != len(members) or cards < max(MIN_KEPT_ITEMS, MIN_CARDS * groups[members[0]].count):
        return False
    if min(float(probs[pos]) for pos in members) < MIN_PROBABILITY:
        return False
    texts = [blocks[pos].text.strip() for pos in members]
    if len(set(texts)) != len(texts):
        return False
    return all(
        _is_line(blocks[pos], text) and is_dropped(decisions, blocks[pos])
        for pos, text in zip(members, texts, strict=True)
    )


def _is_line(block: Block, text: str) -> bool:
    """A short line of words (:func:`_is_short_line`), not a badge or an action."""
    return _is_short_line(block) and not (is_badge(text) or is_action(text))


def _is_short_line(block: Block) -> bool:
    """A line of :data:`MIN_CHARS`–:data:`MAX_CHARS` characters (its ends stripped), no
    heading or link, no digit (a date, a time, a count: truths differ)."""
    features = block.features
    if features.heading_level or features.link_density > LINK_LINE:
        return False
    text = block.text.strip()
    if not MIN_CHARS <= len(text) <= MAX_CHARS or "\n" in text:
        return False
    return not any(char.isdigit() for char in text)
