"""A card's screen-reader copies: its record ("Product Name", "Product Details",
"Product Link") and its badge's word ("On Sale:").

A shop engine may write, in each card of its grid, a definition list for screen readers
alone: the product's name, a sentence of its options and price and its link's path, each
``dt`` / ``dd`` marked screen-reader-only (``sr-only``, ``visually-hidden``,
``screen-reader-text``: :data:`READER_CLASSES`, CSS-framework convention), often in a
``dl`` the style sheet hides as well. A sighted reader never sees it; the block model reads
its entries as a definition list's and keeps them while it drops the card's visible name
and price (the record repeats them). When :data:`MIN_RECORDS` such records or more are
kept on a page, their kept entries are dropped (the page keeping :data:`MIN_REST`
characters besides), and a dropped visible field of the card whose text is an entry's
(the card's name) is kept in the copy's place. One screen-reader label beside a visible
value (a ``dt`` "Regular price" over a shown price) is not a record: the rule reads a
``dt`` or ``dd`` whose own element or whose ``dl`` is marked.

A card may also draw its badge as a picture (an empty ``span`` its style sheet paints)
and write the badge's word for screen readers beside it ("On Sale:" in ``ada-hidden``).
The block model keeps that word as a line of the card; a kept line wholly a badge (the
table of :mod:`thresher.methods.auto.card_badges`) whose whole text is a
screen-reader-only element's inside its block is dropped when the page holds
:data:`MIN_BADGES` of them (:func:`drop_reader_badges`). Nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from thresher.methods.auto.card_badges import kept_badges
from thresher.methods.auto.decided import kept_chars_outside, relabel_beside_rest, relabelled
from thresher.types import Block, Decision, Label

# The screen-reader-only classes of CSS frameworks and CMS themes (Bootstrap's ``sr-only``
# and ``visually-hidden``, WordPress's ``screen-reader-text``, Drupal's
# ``element-invisible``, Tailwind's ``sr-only``); not a "-focusable" variant, which a
# keyboard's focus shows.
READER_CLASSES = frozenset(
    {
        "sr-only",
        "visually-hidden",
        "visuallyhidden",
        "screen-reader-text",
        "screen-reader-only",
        "screenreader-only",
        "u-sr-only",
        "u-visually-hidden",
        "element-invisible",
        "a11y-hidden",
        "ada-hidden",
    }
)
ENTRY_TAGS = frozenset({"dt", "dd"})
RECORD_TAG = "dl"
MIN_RECORDS = 3  # kept records on a page: a grid's cards, not one list
MAX_CARD_DEPTH = 3  # ancestors of a record walked up to find its card's visible fields
MIN_REST = 100  # characters kept besides the records (the fields kept in their place too)
MIN_BADGES = 2  # screen-reader badges on a page: cards', not one line
BADGE_REST = 200  # characters kept besides the badges
_REASON = "a card's screen-reader record (p={p:.2f})"
_BADGE_REASON = "a card's screen-reader copy of its badge (p={p:.2f})"
_SHOWN_REASON = "a card's visible field its screen-reader record repeats (p={p:.2f})"


def drop_reader_records(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    entries: Iterable[int],
) -> dict[int, Decision]:
    """The kept entries of the cards' screen-reader records dropped and the visible fields
    they repeat kept (``blocks``: the text blocks; ``probs``: their probabilities;
    ``flags``: each block's kept flag; ``entries``: the positions of the ``dt`` and ``dd``
    blocks), when :data:`MIN_RECORDS` records or more are kept; else none."""
    records: dict[Any, list[int]] = {}
    for pos in entries:
        if flags[pos] and (record := _reader_record(blocks[pos])) is not None:
            records.setdefault(record, []).append(pos)
    if len(records) < MIN_RECORDS:
        return {}
    found = [pos for positions in records.values() for pos in positions]
    shown = _shown_fields(blocks, flags, records)
    rest = kept_chars_outside(blocks, found, flags) + sum(len(blocks[pos].text) for pos in shown)
    if rest < MIN_REST:
        return {}
    changed = relabelled(blocks, probs, found, Label.BOILERPLATE, _REASON)
    return changed | relabelled(blocks, probs, shown, Label.CONTENT, _SHOWN_REASON)


def _reader_record(block: Block) -> Any:
    """The ``dl`` of a screen-reader-only entry ``block`` (its own element or the list
    marked), else None."""
    element = block.element
    if element is None or element.tag not in ENTRY_TAGS:
        return None
    record = element.getparent()
    if record is None or record.tag != RECORD_TAG:
        return None
    return record if _marked(element) or _marked(record) else None


def _marked(element: Any) -> bool:
    """True when the element's class words hold a screen-reader-only class."""
    classes = element.get("class")
    return bool(classes) and not READER_CLASSES.isdisjoint(classes.lower().split())


def _shown_fields(
    blocks: Sequence[Block], flags: Sequence[bool], records: dict[Any, list[int]]
) -> list[int]:
    """The positions of the dropped blocks outside each record, in its card (an ancestor
    up to :data:`MAX_CARD_DEPTH` levels up), whose text is one of the record's entries'."""
    dropped = {b.element: pos for pos, b in enumerate(blocks) if not flags[pos]}
    shown: list[int] = []
    for record, positions in records.items():
        texts = {" ".join(blocks[pos].text.split()) for pos in positions}
        card = record.getparent()
        for _ in range(MAX_CARD_DEPTH):
            if card is None:
                break
            found = [
                pos
                for element in card.iter()
                if (pos := dropped.get(element)) is not None
                and " ".join(blocks[pos].text.split()) in texts
            ]
            if found:
                shown.extend(found)
                break
            card = card.getparent()
    return shown


def drop_reader_badges(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines wholly a badge ("On Sale:") whose text is a screen-reader-only
    element's (a copy of the badge the card shows as a picture) dropped, when the page
    holds :data:`MIN_BADGES` of them or more and keeps :data:`BADGE_REST` characters
    besides (``blocks``, ``probs``, ``flags`` as in :func:`drop_reader_records`)."""
    found = [pos for pos in kept_badges(blocks, flags) if _read_only(blocks[pos])]
    if len(found) < MIN_BADGES:
        return {}
    return relabel_beside_rest(
        blocks, probs, found, flags, Label.BOILERPLATE, _BADGE_REASON, BADGE_REST
    )


def _read_only(block: Block) -> bool:
    """True when the block's element, or an element inside it, is marked
    screen-reader-only and holds the block's whole text."""
    element = block.element
    if element is None:
        return False
    text = " ".join(block.text.split())
    return any(
        isinstance(node.tag, str)
        and _marked(node)
        and " ".join("".join(node.itertext()).split()) == text
        for node in element.iter()
    )
