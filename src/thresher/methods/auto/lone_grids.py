"""A grid of headed items on a page where nothing else was kept.

A shop's category page, a catalogue's index of sub-categories or a directory sets its
content out as tiles, each a linked heading (a product's or a category's name) and
perhaps a price or a count. Nothing in a tile is a sentence, so the block model drops
the tiles (p 0.01-0.06); a search box's helper text or a banner line it is surer of
then raises the page's threshold over everything else, and the page comes out all but
empty. The listing rules (:mod:`thresher.methods.auto.listing`) ask for eight cards of
more than two blocks each (a menu is a run of one-block items), which such tiles, a
heading and at most a price, are not.

On a page whose kept text is under :data:`MAX_KEPT_CHARS` characters, a run of like
siblings (:class:`~thresher.methods.auto.page_kind.RepeatGroup`) of :data:`MIN_ITEMS`
items or more, none of its blocks a sentence, whose items nearly all hold a heading
(:data:`MIN_HEADED_ITEMS`; a menu's items are links, not headings) with distinct texts
(:data:`MIN_DISTINCT`), headings making :data:`MIN_HEADING_BLOCKS` of its blocks and
the run :data:`MIN_SPAN_SHARE` of the text from its first block to its last (a
sidebar's widgets are headings over lists of links, runs of their own), dropped nearly
whole (:data:`MAX_KEPT_SHARE`) and outweighing the kept text (:data:`MIN_OVER_KEPT`),
is the page's content: its dropped blocks are
kept, but for one under the lower of :data:`MIN_PROBABILITY` and :data:`RUN_SHARE` of the
run's median probability. The largest such run is taken. With ``lone_loose_grids`` the
runs of items whose classes differ item by item, and the page's groups joined to them
(:func:`thresher.methods.auto.loose_runs.loose_grids`: a catalogue's tiles marked
``first`` and ``last`` in each row), are candidates beside the page's own runs.

With ``lone_priced_cards``, when no such grid is found, a run of :data:`MIN_CARDS` items
or more of :data:`MIN_CARD_BLOCKS` blocks or more each (a classified ad's or a used car's
card: a heading, a price, a line of notes), every item holding a heading and a price
alone on its line (:func:`~thresher.methods.auto.price_words.is_price`) and the headings
distinct, is such a grid too, sentences or not (a card's note is one): a menu's items hold
no price, and a name and a price alone (a tile) stay under :data:`MIN_ITEMS`.

With ``blurbs``, on a page whose kept text is :data:`MAX_KEPT_CHARS` or more, a run of
:data:`MIN_BLURB_CARDS` cards or more, nothing of it kept and no kept block inside its
span, every item holding a heading (distinct: :data:`MIN_DISTINCT`) and
:data:`MIN_BLURB_PRICED` of them a price alone on its line, weighing
:data:`BLURB_OVER_KEPT` of the kept text, with no more than :data:`MAX_BLURB_BEFORE`
kept characters before it, is the page's grid too: a shop's category page whose model
kept only the prose written under its grid for search engines ("If you love to hit the
trails …") and dropped every product card; such a grid is kept whole, its cards'
headings the model put under :data:`MIN_PROBABILITY` too. (A category whose intro
stands over its grid is left: wcxb-dev truths keep such an intro alone.)

With ``linked``, when no grid is found, a run of :data:`MIN_LINKED_CARDS` items or more
each of which is one link (every block of the run wholly link text,
:data:`NAME_LINK_DENSITY`: Webflow's ``w-inline-block`` link block, a card a ``<a>``
round its heading and summary), every item holding a heading and a summary of
:data:`MIN_SUMMARY_CHARS` characters or more besides (:data:`MIN_SUMMARY_WIDE` in a CJK
script), the headings distinct, is such a grid too, sentences or not: a blog's or a
collection's cards drawn as link blocks, dropped as a heading over a run of links and
summaries under a threshold a cookie notice set. Its action lines ("Read more →":
:func:`~thresher.methods.auto.card_actions.is_action`) stay dropped. A menu's items are
links without a summary; a sidebar's list of linked headlines holds no heading an item.

Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``, "Stop 61, ``qlist25``"; stop 78, ``qlist43``).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from itertools import compress
from operator import attrgetter

import numpy as np

from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.decided import writes_wide
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.methods.auto.price_words import is_price
from thresher.types import Block, Decision, Label

MAX_KEPT_CHARS = 300  # the page's kept text: more is content of its own
MIN_ITEMS = 5  # items in the run
MIN_CARDS = 4  # items in a run of priced cards (``cards``)
MIN_CARD_BLOCKS = 3  # blocks an item of such a run: more than a tile's name and price
MAX_SENTENCES = 0.1  # share of the run's blocks with a sentence: tiles have none
MIN_HEADED_ITEMS = 0.8  # share of the run's items holding a heading
MIN_HEADING_BLOCKS = 0.5  # share of the run's blocks that are headings: a tile is a name and
# a field or two
MIN_SPAN_SHARE = 0.5  # share of the text from the run's first block to its last in the run:
# a sidebar's widgets are headings over lists of links (runs of their own)
MIN_DISTINCT = 0.8  # share of the headings whose text no other heading of the run has
MAX_KEPT_SHARE = 0.3  # of the run's text the model kept: more is ``complete_listing``'s
MIN_OVER_KEPT = 1.0  # the run's text over the page's kept text
PRICED_OVER_KEPT = 0.5  # the same for a grid of priced tiles (``priced``)
ARCHIVE_OVER_KEPT = 0.3  # the same on a page that declares an archive (no cap on kept text)
MIN_BLURB_CARDS = 12  # items in a grid beside a kept blurb (``blurbs``)
MIN_BLURB_PRICED = 0.7  # share of its items holding a price alone on its line
BLURB_OVER_KEPT = 0.5  # its text over the page's kept text
MAX_BLURB_BEFORE = 150  # kept characters before the grid: a title, not an intro
MIN_PROBABILITY = 0.01  # a dropped block below this stays dropped ...
RUN_SHARE = 0.5  # ... unless it reaches this share of the run's median probability
NAME_LINK_DENSITY = 0.9  # a priced tile's name: its line wholly a link
MIN_LINKED_CARDS = 3  # items in a run of cards each one link (``linked``)
MIN_SUMMARY_CHARS = 40  # a linked card's summary: a line of words, not a date or a label
MIN_SUMMARY_WIDE = 20  # the same written in a CJK script (a character a word)
HEADING_TAGS = frozenset({"h2", "h3", "h4", "h5", "h6"})
_TEXT = attrgetter("text")
_COUNT = attrgetter("count")
_REASON = "tile of the page's one grid of headed items (p={p:.2f})"


def keep_lone_grid(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    flags: Sequence[bool],
    loosen: Callable[[Sequence[RepeatGroup]], Sequence[RepeatGroup]] | None = None,
    archive: bool = False,
    priced: bool = False,
    cards: bool = False,
    blurbs: Sequence[int] | None = None,
    linked: bool = False,
) -> dict[int, Decision]:
    """The dropped blocks of the page's largest grid of headed items, when the page
    kept almost nothing else (``blocks``: the text blocks; ``groups``: each block's
    run; ``probs``: their probabilities; ``flags``: each block's kept flag; ``loosen``:
    when given, the runs of the groups it makes of ``groups`` are candidates too, asked
    only on a page that kept almost nothing: the runs of items whose classes differ item
    by item, :mod:`thresher.methods.auto.loose_runs`; a joined run may fail a test its
    part passes, a featured card's tagline counted as a sentence; ``archive``: the page
    declares an archive, so its kept text is not capped, the run need only weigh
    :data:`ARCHIVE_OVER_KEPT` of it, and every such run is kept, not the largest alone;
    ``priced``: a tile whose name is a linked line, no heading, counts as headed when its
    item holds a price alone on its line (:func:`_priced_titles`), and such a grid need
    only weigh :data:`PRICED_OVER_KEPT` of the kept text; ``cards``: when no grid is
    found, a run of priced cards (:func:`_card_runs`) is one, weighed as ``priced``'s,
    its blocks under :data:`MIN_PROBABILITY` left dropped whatever its median; ``blurbs``:
    the page's heading positions (:func:`~thresher.methods.auto.sections.heading_positions`),
    given to read, on a page that kept more, a large grid of priced cards beside the kept
    text, :func:`_blurbed_grids`, kept whole; ``linked``: when no grid is found, a run of
    cards each one link, :func:`_linked_runs`, is one, its action lines left dropped).

    The changed decisions are returned.
    """
    kept = sum(map(len, map(_TEXT, compress(blocks, flags))))  # in C: every page asks
    if kept >= MAX_KEPT_CHARS and not archive:
        if blurbs is None:
            return {}
        grids = _blurbed_grids(blocks, groups, flags, kept, blurbs)
        return _keep(blocks, probs, flags, grids, False, 0.0)  # each card whole
    least = (ARCHIVE_OVER_KEPT if archive else MIN_OVER_KEPT) * kept
    grids = _grids(blocks, groups, flags, least)
    if loosen is not None and (loose := loosen(groups)) is not groups:
        grids += _grids(blocks, loose, flags, least)
    if priced and not grids:
        grids = _grids(blocks, groups, flags, min(least, PRICED_OVER_KEPT * kept), True)
    relative = True  # a block under MIN_PROBABILITY may be kept by its run's median
    if cards and not grids:
        grids = _card_runs(blocks, groups, flags, min(least, PRICED_OVER_KEPT * kept))
        relative = False  # cards the model put far under: a job strip under a story
    if linked and not grids:
        grids = _linked_runs(blocks, groups, flags, least)
        grids = [[pos for pos in run if not is_action(blocks[pos].text)] for run in grids]
    if not grids:
        return {}
    if not archive:
        grids = [max(grids, key=lambda run: sum(len(blocks[pos].text) for pos in run))]
    return _keep(blocks, probs, flags, grids, relative)


def _keep(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    grids: list[list[int]],
    relative: bool,
    least: float = MIN_PROBABILITY,
) -> dict[int, Decision]:
    """The dropped blocks of ``grids`` kept, but for one under ``least`` (with
    ``relative``, under the lower of it and :data:`RUN_SHARE` of its run's median)."""
    found: dict[int, Decision] = {}
    for chosen in grids:
        floor = least
        if relative:
            floor = min(floor, RUN_SHARE * float(np.median(probs[chosen])))
        for pos in chosen:
            if not flags[pos] and probs[pos] >= floor:
                index = blocks[pos].index
                found[index] = Decision(index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


def _grids(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    least: float,
    priced: bool = False,
) -> list[list[int]]:
    """The positions of each run of ``groups`` that is a dropped grid of headed items
    of ``least`` characters or more (:func:`_is_grid`; ``priced``: a priced tile's
    linked name is its heading)."""
    members: dict[int, list[int]] = {}
    for pos, group in enumerate(groups):
        if group.ident >= 0 and group.count >= MIN_ITEMS:
            members.setdefault(group.ident, []).append(pos)
    return [run for run in members.values() if _is_grid(blocks, groups, flags, run, least, priced)]


def _is_grid(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    run: list[int],
    least: float,
    priced: bool = False,
) -> bool:
    """Whether the run at positions ``run`` is a dropped grid of headed items of
    ``least`` characters or more (``priced``: :func:`_priced_titles` are headings)."""
    group = groups[run[0]]
    if group.sentence_share > MAX_SENTENCES:
        return False
    if not _dropped_and_wide(blocks, flags, run, least):
        return False
    headed = [pos for pos in run if blocks[pos].tag in HEADING_TAGS]
    if priced and not headed:
        headed = _priced_titles(blocks, groups, flags, run)
    headings = {groups[pos].item: blocks[pos].text for pos in headed}
    items = {groups[pos].item for pos in run}
    return (
        len(headed) >= MIN_HEADING_BLOCKS * len(run)
        and len(headings) >= MIN_HEADED_ITEMS * len(items)
        and len(set(headings.values())) >= MIN_DISTINCT * len(headings)
    )


def _dropped_and_wide(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    run: list[int],
    least: float,
    headed: bool = False,
) -> bool:
    """Whether the run at positions ``run`` holds ``least`` characters or more, nearly all
    dropped (:data:`MAX_KEPT_SHARE` kept at most; with ``headed``, its kept headings not
    counted: the caller has found its other lines dropped), and most of the text of its
    span (:data:`MIN_SPAN_SHARE`)."""
    chars = sum(len(blocks[pos].text) for pos in run)
    run_kept = 0 if headed else sum(len(blocks[pos].text) for pos in run if flags[pos])
    if run_kept > MAX_KEPT_SHARE * chars or chars < least:
        return False
    span = sum(len(block.text) for block in blocks[run[0] : run[-1] + 1])
    return chars >= MIN_SPAN_SHARE * span


def _card_runs(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], flags: Sequence[bool], least: float
) -> list[list[int]]:
    """The positions of each run of ``groups`` that is a dropped run of priced cards of
    ``least`` characters or more: :data:`MIN_CARDS` items or more of
    :data:`MIN_CARD_BLOCKS` blocks or more, each holding a heading and a price alone on
    its line, the headings distinct, kept as :func:`_is_grid` asks (nearly all dropped,
    most of the text of their span)."""
    runs = _group_runs(groups, MIN_CARDS, MIN_CARD_BLOCKS)
    return [run for run in runs if _is_card_run(blocks, groups, flags, run, least)]


def _group_runs(groups: Sequence[RepeatGroup], min_items: int, min_blocks: int) -> list[list[int]]:
    """The positions of each repeat group of ``min_items`` items or more, each of
    ``min_blocks`` blocks or more, in the order the groups first appear."""
    members: dict[int, list[int]] = {}
    for pos, group in enumerate(groups):
        if group.ident >= 0 and group.count >= min_items and group.blocks_per_item >= min_blocks:
            members.setdefault(group.ident, []).append(pos)
    return list(members.values())


def _is_card_run(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    run: list[int],
    least: float,
) -> bool:
    """Whether the run at positions ``run`` is a dropped run of priced cards of ``least``
    characters or more (:func:`_card_runs`)."""
    if not _dropped_and_wide(blocks, flags, run, least):
        return False
    headings: dict[int, str] = {}
    priced: set[int] = set()
    for pos in run:
        block, item = blocks[pos], groups[pos].item
        if block.tag in HEADING_TAGS:
            headings.setdefault(item, block.text)
        elif is_price(block.text):
            priced.add(item)
    items = {groups[pos].item for pos in run}
    return (
        len(items) >= MIN_CARDS
        and headings.keys() == items == priced
        and len(set(headings.values())) == len(headings)
    )


def _linked_runs(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], flags: Sequence[bool], least: float
) -> list[list[int]]:
    """The positions of each run of ``groups`` that is a dropped run of cards each one
    link, of ``least`` characters or more: :data:`MIN_LINKED_CARDS` items or more, every
    block wholly link text, each item holding a heading and a line of
    :data:`MIN_SUMMARY_CHARS` characters or more besides, the headings distinct, nothing
    but headings kept, and most of the text of their span."""
    runs = _group_runs(groups, MIN_LINKED_CARDS, 2)
    return [run for run in runs if _is_linked_run(blocks, groups, flags, run, least)]


def _is_linked_run(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    run: list[int],
    least: float,
) -> bool:
    """Whether the run at positions ``run`` is a dropped run of cards each one link of
    ``least`` characters or more (:func:`_linked_runs`)."""
    if not all(_all_link(blocks[pos]) for pos in run):
        return False
    headings: dict[int, str] = {}
    summed: set[int] = set()
    for pos in run:
        block, item = blocks[pos], groups[pos].item
        if block.tag in HEADING_TAGS:
            headings.setdefault(item, block.text)
        elif flags[pos]:
            return False  # a card's line kept: a listing the model kept in part
        elif len(block.text) >= _summary_chars(block.text):
            summed.add(item)
    items = {groups[pos].item for pos in run}
    return (
        len(items) >= MIN_LINKED_CARDS
        and headings.keys() == items == summed
        and len(set(headings.values())) == len(headings)
        and _dropped_and_wide(blocks, flags, run, least, headed=True)
    )


def _summary_chars(text: str) -> int:
    """The characters a linked card's summary holds at least (:data:`MIN_SUMMARY_CHARS`,
    :data:`MIN_SUMMARY_WIDE` for ``text`` written in a CJK script)."""
    return MIN_SUMMARY_WIDE if writes_wide(text) else MIN_SUMMARY_CHARS


def _blurbed_grids(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    kept: int,
    headings: Sequence[int],
) -> list[list[int]]:
    """The positions of the largest run of ``groups`` that is a dropped grid of priced
    cards beside the page's ``kept`` characters (``blurbs`` of :func:`keep_lone_grid`),
    in a list, or none."""
    members: dict[int, list[int]] = {}
    for start, end in _blurb_gaps(blocks, flags, kept, headings):
        counts = np.fromiter(map(_COUNT, groups[start:end]), dtype=np.int64, count=end - start)
        for pos in (start + (counts >= MIN_BLURB_CARDS).nonzero()[0]).tolist():
            group = groups[pos]
            if group.ident >= 0 and group.blocks_per_item >= 2:
                members.setdefault(group.ident, []).append(pos)
    runs = [run for run in members.values() if _is_blurbed(blocks, groups, flags, run, kept)]
    return [max(runs, key=len)] if runs else []


def _blurb_gaps(
    blocks: Sequence[Block], flags: Sequence[bool], kept: int, headings: Sequence[int]
) -> list[tuple[int, int]]:
    """The spans of dropped blocks a grid beside a blurb may fill: between two kept blocks
    (or before the first) with no more than :data:`MAX_BLURB_BEFORE` kept characters before
    them, :data:`MIN_BLURB_CARDS` cards of two blocks long or more, holding as many
    headings (``headings``: the page's heading positions) and
    :data:`BLURB_OVER_KEPT` of the ``kept`` characters (a page that keeps its title and then
    its story is done after a block or two)."""
    gaps: list[tuple[int, int]] = []
    start = before = 0
    for pos in compress(range(len(flags)), flags):
        if (
            pos - start >= 2 * MIN_BLURB_CARDS
            and bisect_left(headings, pos) - bisect_left(headings, start) >= MIN_BLURB_CARDS
        ):
            chars = sum(map(len, map(_TEXT, blocks[start:pos])))
            if chars >= BLURB_OVER_KEPT * kept:
                gaps.append((start, pos))
        before += len(blocks[pos].text)
        if before > MAX_BLURB_BEFORE:
            break
        start = pos + 1
    return gaps


def _is_blurbed(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    flags: Sequence[bool],
    run: list[int],
    kept: int,
) -> bool:
    """Whether the run at positions ``run`` is a grid of priced cards the model dropped
    whole beside the page's ``kept`` characters (:func:`_blurbed_grids`)."""
    first, last = run[0], run[-1] + 1
    items = {groups[pos].item for pos in run}
    if len(items) < max(MIN_BLURB_CARDS, groups[first].count):  # the whole run in the gap
        return False
    if any(flags[first:last]):
        return False
    before = sum(map(len, map(_TEXT, compress(blocks[:first], flags[:first]))))
    if before > MAX_BLURB_BEFORE:  # a category's intro over its grid: the page's text
        return False
    chars = sum(len(blocks[pos].text) for pos in run)
    span = sum(map(len, map(_TEXT, blocks[first:last])))
    if chars < BLURB_OVER_KEPT * kept or chars < MIN_SPAN_SHARE * span:
        return False
    headings = {
        groups[pos].item: blocks[pos].text
        for pos in reversed(run)
        if blocks[pos].tag in HEADING_TAGS
    }
    if headings.keys() != items or len(set(headings.values())) < MIN_DISTINCT * len(headings):
        return False
    priced = {
        groups[pos].item
        for pos in run
        if blocks[pos].tag not in HEADING_TAGS and is_price(blocks[pos].text)
    }
    return len(priced) >= MIN_BLURB_PRICED * len(items)


def _priced_titles(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], flags: Sequence[bool], run: list[int]
) -> list[int]:
    """The positions of ``run``'s priced tiles' names, with their prices: in each item
    holding a price alone on its line (:func:`~thresher.methods.auto.price_words.is_price`;
    SFRA's ``div.price``, a grid of a name and a price), its first line wholly in a link
    (the name). None where the model kept a price (``flags``): a grid whose prices it kept
    is one it kept in part, whose names and fields ``card_titles`` and ``card_fields``
    answer for."""
    prices = [pos for pos in run if is_price(blocks[pos].text)]
    if any(flags[pos] for pos in prices):
        return []
    priced = {groups[pos].item for pos in prices}
    names: dict[int, int] = {}
    for pos in run:
        item = groups[pos].item
        if item in priced and item not in names and _all_link(blocks[pos]):
            names[item] = pos
    return sorted([*names.values(), *prices])


def _all_link(block: Block) -> bool:
    """True when the block's text is (nearly) wholly a link's (:data:`NAME_LINK_DENSITY`)."""
    return block.features.link_density >= NAME_LINK_DENSITY
