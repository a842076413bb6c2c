"""User cards' join dates inside a thread, told from the posts' dates by their order.

A forum engine writes two dates beside each post: the post's own (its header) and, in
the poster's card, the day the poster joined ("Joined: Feb 8, 2017", "Registered:
2012-09-03", or the date alone in a definition list). The truths leave the card out;
the block model drops it by its class words and keeps the dates, short dated lines like
the headers, when the words are unknown to it. What tells them apart without words is
their order: down a thread the posts' dates run in order (oldest first, or newest
first), while the posters joined on days in no order.

Up to the end of a recognised thread (the span :mod:`thresher.methods.auto.post_chrome`
reads; from the page's start, as its frame rule: the opening post's card may come
before the first declared text), the short dated lines without a sentence (a year from
1970 on in them) are grouped by element path (digits, posts' ids, left out). When a
group of :data:`MIN_DATED_POSTS` lines or more runs in order (the posts' dates) and
another of as many runs in none (its years rise and fall), the kept lines of the latter
are dropped.

With ``labels`` (the ``join_labels`` switch), a kept short line in that reach that opens
with a join label of :data:`JOIN_WORDS` ("Joined 3 Mar 2024", "เข้าร่วมเมื่อ 3 มีนาคม
2024", "যোগদান ৩ মার্চ ২০২৪") and holds a date is dropped whatever the order: the posters
of a young thread joined the same week as they posted, so no order tells the dates apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress, pairwise

from thresher.html.patterns import LazyPattern
from thresher.metadata.date import JOIN_WORDS
from thresher.methods.auto.discussion import has_date_or_time, native_dated
from thresher.methods.auto.post_chrome import span_positions, without_digits
from thresher.types import Block, Decision, Label

MIN_DATED_POSTS = 3  # dated lines at one path: one a post
MAX_DATE_CHARS = 60  # a card's date line ("Joined: Feb 8, 2017"), not a note
_YEAR = re.compile(r"(?<!\d)(?:19[7-9]\d|20\d\d)(?!\d)")
_DROPPED = "a user card's join date (the thread's dates at its path in no order)"
# The periods of a date written with dots: after a day ("3. März 2019") or a short word, an
# abbreviated month ("3 de mar. de 2019", "Mar. 3, 2019"); a date so written counts as a
# sentence to the block features, yet is none when no other stop is left.
_DATE_DOTS = re.compile(r"(?<![\w.])(?:\d{1,2}|[^\W\d_]{2,5})\.(?=\s|$)")
_STOPS = LazyPattern(r"[.!?\u3002\uff01\uff1f]")
_JOIN_LABEL = "a user card's join date (a join label and a date)"


def drop_join_dates(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    span: tuple[int, int] | None,
    dotted: bool = False,
    labels: bool = False,
) -> dict[int, Decision]:
    """The kept dated lines (``flags``) up to the end of ``span`` (the first and last
    block index of a recognised thread's posts) at a path whose years run in no order,
    when another path holds dated lines in order (the posts' own dates), dropped. With
    ``dotted``, a line whose only stops are a date's dots is read too (:func:`_dotted`);
    with ``labels``, the kept lines a join label opens (:func:`_labelled`) go too."""
    if span is None:
        return {}
    _, hi = span_positions(blocks, span)  # from the page's start: the opening post's card
    if labels:
        return _labelled(blocks, flags, hi) | _ordered(blocks, flags, hi, dotted)
    return _ordered(blocks, flags, hi, dotted)


def _labelled(blocks: Sequence[Block], flags: Sequence[bool], hi: int) -> dict[int, Decision]:
    """The kept short lines before ``hi`` that open with a join label (:data:`JOIN_WORDS`)
    and hold a date (ASCII or a script's own digits)."""
    changed: dict[int, Decision] = {}
    for k in compress(range(hi), flags):  # the kept lines only
        block = blocks[k]
        text = block.text
        if len(text) > MAX_DATE_CHARS or not text.lower().startswith(JOIN_WORDS):
            continue
        if block.features.heading_level:
            continue
        if has_date_or_time(text) or native_dated(text):
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, _JOIN_LABEL)
    return changed


def _ordered(
    blocks: Sequence[Block], flags: Sequence[bool], hi: int, dotted: bool
) -> dict[int, Decision]:
    """:func:`drop_join_dates`' reading by order, up to ``hi``."""
    dated = [(k, year) for k in range(hi) if (year := _year(blocks[k], dotted))]
    if not any(flags[k] for k, _ in dated):
        return {}  # most threads: no dated line kept
    years: dict[str, list[int]] = {}
    places: dict[str, list[int]] = {}
    for k, year in dated:
        shape = without_digits(blocks[k].path)
        years.setdefault(shape, []).append(year)
        places.setdefault(shape, []).append(k)
    counted = {shape: found for shape, found in years.items() if len(found) >= MIN_DATED_POSTS}
    if not any(_in_order(found) for found in counted.values()):
        return {}
    changed: dict[int, Decision] = {}
    for shape, found in counted.items():
        if _in_order(found):
            continue
        for k in places[shape]:
            if flags[k]:
                index = blocks[k].index
                changed[index] = Decision(index, Label.BOILERPLATE, _DROPPED)
    return changed


def _year(block: Block, dotted: bool = False) -> int:
    """The first year in a short line without a sentence or heading; 0 for none. With
    ``dotted``, a line the features count a sentence may be one when its only stops are
    a date's dots (:func:`_dotted`)."""
    features = block.features
    text = block.text
    if features.heading_level or len(text) > MAX_DATE_CHARS:
        return 0
    if "19" not in text and "20" not in text:  # no year (most lines): no search
        return 0
    if features.sentence_count and not (dotted and _dotted(text)):
        return 0
    found = _YEAR.search(text)
    return int(found.group()) if found else 0


def _dotted(text: str) -> bool:
    """True when ``text``'s stops are all a date's dots: a day's ("3. März 2019, 21:41")
    or an abbreviated month's ("3 de mar. de 2019")."""
    return _STOPS.search(_DATE_DOTS.sub("", text)) is None


def _in_order(years: list[int]) -> bool:
    """Whether ``years`` never fall or never rise."""
    pairs = list(pairwise(years))
    return all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs)
