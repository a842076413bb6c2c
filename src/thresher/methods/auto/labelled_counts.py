"""A thread's user-card counts written with their label: "Posts: 722", "29,553 posts".

A user card counts its author's posts, likes or helpful votes, and many engines write the
count with its label in one line: "Posts: 722", "Beiträge: 12", "Сообщений: 5", "帖子: 98",
"29,553 posts", "518 helpful votes". The user card rules
(:mod:`~thresher.methods.auto.user_cards`) read a bare count or a rank, never a line with
a colon or a word. Here a line that is only a count and a label (:func:`count_label`),
whose label and element path's last :data:`TAIL_STEPS` steps (digits left out) repeat
in :data:`MIN_CARDS` such lines or more up to the end of a recognised thread's span, is
a card field: its kept lines are dropped. The label is read from the structure, not from
a word table: one label over several cards with different counts. A line of a post
("Total: 500") stands once at its place and stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.methods.auto.post_chrome import span_positions, without_digits
from thresher.types import Block, Decision, Label

MIN_CARDS = 3  # cards that hold the labelled count at one place
MAX_CHARS = 40  # a card's line
TAIL_STEPS = 2  # the path's last steps a card's field shares with the others
_NUMBER = r"\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+|\d+"
# "Posts: 722", "帖子：98"; "29,553 posts", "518 helpful votes".
_LABEL_FIRST = re.compile(rf"^(?P<label>[^\W\d_][^\d:：]{{0,23}}?) ?[:：] ?(?:{_NUMBER})$")
_COUNT_FIRST = re.compile(rf"^(?:{_NUMBER}) (?P<label>[^\W\d_][^\d:：]{{0,23}})$")
_FIELD = "a labelled count of the thread's user cards (repeated at one place)"


def drop_labelled_counts(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int]
) -> dict[int, Decision]:
    """The kept labelled counts (:func:`count_label`) up to the end of ``span`` (a
    recognised thread's first and last block index) whose label and path tail repeat in
    :data:`MIN_CARDS` such lines, dropped (``flags``: each text block kept or not)."""
    _, hi = span_positions(blocks, span)
    places: dict[tuple[str, str], list[int]] = {}
    for pos in range(hi):
        text = blocks[pos].text
        if len(text) <= MAX_CHARS and (label := count_label(text)) is not None:
            places.setdefault((label, _tail(blocks[pos].path)), []).append(pos)
    dropped = [
        blocks[pos].index
        for found in places.values()
        if len(found) >= MIN_CARDS
        for pos in found
        if flags[pos]
    ]
    return {index: Decision(index, Label.BOILERPLATE, _FIELD) for index in dropped}


def count_label(text: str) -> str | None:
    """The label of a line that is only a count and its label ("Posts: 722", "29,553
    posts"; lower-cased, white space collapsed), else None."""
    line = " ".join(text.lower().split())
    if not line or not (line[0].isdigit() or line[-1].isdigit()):
        return None
    match = _LABEL_FIRST.match(line) or _COUNT_FIRST.match(line)
    return None if match is None else match.group("label").strip()


def _tail(path: str) -> str:
    """The last :data:`TAIL_STEPS` steps of a block's path, digits left out."""
    return without_digits("/".join(path.rsplit("/", TAIL_STEPS)[-TAIL_STEPS:]))
