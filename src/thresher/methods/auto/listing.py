"""The items of a run of like siblings the model kept in part: a listing's cards,
a reference page's entries.

A listing, a collection or a product grid repeats one card (a title, a short
text, a price, a link) many times, and documentation one entry; the block
model, which reads each block on its own, often keeps some items and drops
the rest, or keeps each card's title and drops its text. When the model kept
a good share of a run's text (:data:`MIN_RUN_KEPT`), and that run holds a good
share of what the page kept (:data:`MIN_PAGE_KEPT`), the run is content: its
dropped boilerplate blocks are kept where they are like the kept ones (the same
tag, link text or not alike) or are an item's heading, and the model did not
rule them out (:data:`MIN_PROBABILITY`, or with ``relative`` the lower of that and
:data:`COMPLETE_RUN_SHARE` of the run's median probability: a source the model is unsure
of puts a kept run's other items under the fixed floor). A run the model barely touched stays
as it was: a footer's link columns or a "related" strip under an article are
runs too, and a run of boxes one of which holds the article is no list
(:data:`MIN_KEPT_ITEMS`). A run of prose entries with few links (a listicle's
reviews under its introduction) needs no share of the page when the model kept a
larger share of it (:data:`PROSE_RUN_KEPT`, :data:`PROSE_RUN_MAX_LINKS`, :func:`_few_links`).

A listing the model dropped whole (:func:`rescue_listing`): a job board's or a
shop's cards carry no sentence, so the model, which learned from articles that
short link text is chrome, keeps only the intro. When the page's largest run
of cards (:data:`RESCUE_MIN_ITEMS` cards or more, more than a title and a date
each, no sentences) holds more text than the model kept anywhere else and the
model kept little of it, the run's dropped blocks are kept. Menus (one link an
item), news lists (a title and a date) and comment threads (sentences) are not
such runs; a page whose model-kept article outweighs the run keeps its article. A block
the model ruled out stays dropped (:data:`RESCUE_MIN_PROBABILITY`); on a page
that declares no article (the caller's test) and holds none the model is sure of,
the floor falls to a share of the run's own median probability (``relative``,
:func:`_rescue_floor`): a source the model is unsure of throughout puts every field
of every card under the fixed floor.

A run of links the model doubted beside an article it is sure of
(:func:`drop_doubted_runs`): a news ticker of a hundred timestamped headlines or a
strip of teasers before or after the story, kept because the page's expected-F1
threshold fell to their level or because :func:`complete_listing` took them for a
listing, is dropped.

The fields of like cards (:func:`agree_card_fields`): on a grid whose cards the model
kept in part in most of them, each card's field sits at the threshold on its own (a
brand line at p 0.25 dropped, another card's at 0.39 kept); a dropped field of a card
is kept where the model kept the same field (the same element and parent, by tag and
class) in another card of the run. A card's blocks that sit in a run of their own inside
it (a job card's tags and the countries it is open to, a review's pros and cons lines)
are its fields too (``nested``, :func:`nested_fields`): the nearest repeat of such a
block is the tag itself, so the grid's run does not hold it.

The titles of like cards (:func:`keep_card_titles`): on such a grid the model may drop
one field in every card, most often the card's title (a linked name over a price it
kept), and no card agrees on it. A field no card kept is kept when it is in most cards,
each of its blocks a heading or a link, and its text differs from card to card (a name,
not an "Add to cart" link repeated).

The other lists of like boxes (:func:`complete_listing`, ``like_runs``): a page of like
boxes (a guide's link lists, an article's checklists, a review's pros and cons per
product) makes each box's list a run of its own; the model keeps the first in good part
and the others at a line or two. A run with a kept block at the place of a chosen run's
kept block (the same path, its digits left out) is completed too.

The prices of like cards (:func:`complete_listing`, ``prices``): a shop's grid whose
model kept every card's linked name and dropped every price box (p 0.28 to 0.32 under a
threshold of 0.34) has no kept price for :func:`agree_card_fields` to agree on, and the
price's shape is not the kept name's; a dropped price alone on its line in a card that
holds kept text, near the threshold (:data:`PRICE_MIN_PROBABILITY`), is kept.

A run of paragraphs completed (:func:`complete_listing`, ``trailing_links``) leaves out
the paragraphs of link text after its last kept one: a story's end matter ("Follow me",
"Read also: …", a desk's mail address), not its paragraphs.

Nothing here names a site: a run is any :class:`RepeatGroup`. Chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain, compress, islice

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import (
    LINK_HEAVY,
    RunColumns,
    block_shape,
    groups_by_ident,
    is_dropped,
    kept_flags,
    run_columns,
)
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.methods.auto.price_words import is_price
from thresher.types import Block, Decision, Label

MIN_ITEMS = 3  # like siblings in the run
MIN_KEPT_ITEMS = 3  # items with kept text (an article inside one box of a run is not a list)
MIN_RUN_KEPT = 0.3  # share of the run's text the model kept
MIN_PAGE_KEPT = 0.3  # share of the page's kept text that lies in the run
WHOLE_PAGE_KEPT = 0.7  # ... a run holding this share of it (``whole_runs``) need only ...
WHOLE_RUN_KEPT = 0.15  # ... have this share of its own text kept
MIN_PROBABILITY = 0.05  # a dropped block below this stays dropped
COMPLETE_RUN_SHARE = 0.5  # ... unless it reaches this share of its run's median probability
LIKE_PLACES = 16  # a run's first kept blocks whose paths are its places (:func:`_add_like_runs`)
LIKE_CANDIDATE_PLACES = 4  # ... of a run that may join one (:func:`_add_like_runs`)
PRICE_MIN_PROBABILITY = 0.25  # a card's dropped price below this stays dropped (``prices``)
# A run of prose entries is completed beside a longer article (:func:`_few_links`):
PROSE_RUN_KEPT = 0.4  # share of the run's text the model kept
PROSE_RUN_MAX_LINKS = 0.2  # link density of the run
# A link paragraph after a run of paragraphs' last kept one stays dropped (:func:`_trailing_link`):
PROSE_ITEM_BLOCKS = 1.2  # blocks an item: paragraphs, one each
PROSE_SENTENCES = 0.5  # share of the run's blocks with a sentence
LINK_LINE = 0.5  # link density of the line
# A run of cards the model dropped whole (:func:`rescue_listing`):
RESCUE_MIN_ITEMS = 8  # cards in the run
RESCUE_MIN_BLOCKS_PER_ITEM = 2.2  # a card has a title and more; a news list a title and a date
RESCUE_MAX_SENTENCES = 0.1  # share of the run's blocks with a sentence: cards have none
RESCUE_MIN_SHARE = 0.1  # share of the page's text in the run
RESCUE_MAX_KEPT = 0.3  # share of the run's text the model kept
RESCUE_OVER_KEPT = 1.0  # the run's text over the text the model kept elsewhere
RESCUE_MIN_PROBABILITY = 0.01  # a dropped block below this stays dropped
# ... unless it reaches this share of the run's median probability (a source the model is
# unsure of throughout, every card's fields lower alike: :func:`_rescue_floor`)
RESCUE_RUN_SHARE = 0.5
# A run of links the model doubted beside an article it is sure of (:func:`drop_doubted_runs`):
SURE_PROBABILITY = 0.9  # a block with a sentence at this or above is the article's
SURE_MIN_CHARS = 800  # of such blocks: the page has an article the model is sure of
DOUBTED_MAX_PROBABILITY = 0.7  # no block of a doubted run reaches this
DOUBTED_MIN_ITEMS = 5  # like siblings in the run
DOUBTED_MIN_LINKS = 0.3  # link density of the run (teasers, a news ticker)
# The fields of like cards (:func:`agree_card_fields`):
CARD_MAX_SENTENCES = 0.1  # share of the run's blocks with a sentence: cards have none
CARD_MIN_BLOCKS_PER_ITEM = 2.0  # a card has fields; a menu's or a list's items one block
CARD_KEPT_ITEMS = 0.5  # share of the run's cards with kept text (and MIN_KEPT_ITEMS)
# The titles of like cards (:func:`keep_card_titles`):
TITLE_MIN_CARDS = 0.5  # share of the grid's cards the title field is in (and MIN_KEPT_ITEMS)
TITLE_DISTINCT = 0.8  # share of the field's blocks whose text no other block of it has
# A card's fields in a run of their own inside it (:func:`nested_fields`):
NESTED_LEVELS = 8  # steps from a block up to its card's box
_DIGITS = re.compile(r"\d+")
# A path's digits left out (:func:`_add_like_runs`): the definition of :func:`_without_digits`.
_NO_DIGITS = str.maketrans("", "", "0123456789")
_DIGIT_BYTES = b"0123456789"


@dataclass(slots=True)
class _Run:
    """A run's characters, those of its kept blocks, its items that hold them, and its kept
    blocks (whose shapes :func:`complete_listing` reads of the runs it completes)."""

    chars: float = 0.0
    kept_chars: float = 0.0
    kept_items: set[int] = field(default_factory=set)
    kept: list[Block] = field(default_factory=list)


def complete_listing(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    trailing_links: bool = False,
    relative: bool = False,
    like_runs: bool = False,
    columns: RunColumns | None = None,
    whole_runs: bool = False,
    prices: bool = False,
) -> dict[int, Decision]:
    """The dropped blocks of each mostly kept run, kept (``groups`` and ``probs``: each
    text block's repeat group and content probability; ``flags``: each block's
    :func:`kept_flags` under ``decisions``, when the caller has them; ``trailing_links``:
    the link paragraphs after a run of paragraphs' last kept one stay dropped,
    :func:`_trailing_link`; ``relative``: each run's floor is :func:`_run_floors`'s;
    ``like_runs``: a run with a kept block at the place of a chosen run's kept block is
    completed too, :func:`_add_like_runs`; ``columns``: the blocks' :class:`RunColumns`
    under ``groups``, when the caller has them; ``whole_runs``: a run holding
    :data:`WHOLE_PAGE_KEPT` of the page's kept text need only have :data:`WHOLE_RUN_KEPT`
    of its own kept when none of its kept lines is a price, a publication's archive whose
    previews the model kept one in two and nothing else: :func:`_holds_page`; ``prices``:
    a dropped block that is a price alone on its line is kept whatever its shape, a card's
    price under the kept linked name of each card)."""
    flags = kept_flags(decisions, blocks) if flags is None else flags
    columns = run_columns(blocks, groups, MIN_ITEMS) if columns is None else columns
    runs, page_kept = _tally(blocks, columns, flags)
    chosen: set[int] = set()
    prose: set[int] = set()  # runs that hold too little of the page: prose entries only
    for ident, run in runs.items():
        low = not run.chars or run.kept_chars < MIN_RUN_KEPT * run.chars
        if low and not (whole_runs and run.chars and _holds_page(run, page_kept)):
            continue
        if len(run.kept_items) < MIN_KEPT_ITEMS:
            continue
        if run.kept_chars >= MIN_PAGE_KEPT * page_kept:
            chosen.add(ident)
        elif run.kept_chars >= PROSE_RUN_KEPT * run.chars:
            prose.add(ident)
    if prose:
        chosen |= _few_links(blocks, columns.places(prose), prose)
    if not chosen:
        return {}
    kept_shapes: dict[int, set[tuple[str, bool]]] = {}  # each run's, found when first asked
    if like_runs:
        _add_like_runs(runs, chosen, kept_shapes)
    values = probs.tolist()
    places = columns.places(chosen)
    floors = (
        _run_floors(places, probs, _low_runs(places, values, flags, chosen)) if relative else {}
    )
    changed = {}
    # the blocks of the chosen runs, in the page's order (a run's places are its own)
    for pos in sorted(chain.from_iterable(places[ident] for ident in chosen)):
        block, group, prob = blocks[pos], groups[pos], values[pos]
        if flags[pos] or prob < floors.get(group.ident, MIN_PROBABILITY):
            continue  # a kept block is not dropped: no need to ask
        if not is_dropped(decisions, block):
            continue
        if trailing_links and _trailing_link(block, group, runs[group.ident]):
            continue
        if (
            block.features.heading_level
            or block_shape(block) in _shapes_of(kept_shapes, runs[group.ident], group.ident)
            or (prices and _card_price(block, group, prob, runs[group.ident]))
        ):
            reason = f"item of a listing the model kept in part (p={prob:.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def _card_price(block: Block, group: RepeatGroup, prob: float, run: _Run) -> bool:
    """A price alone on its line (:func:`is_price`) in a card of ``run`` that holds kept
    text, the model not far from keeping it (:data:`PRICE_MIN_PROBABILITY`)."""
    return prob >= PRICE_MIN_PROBABILITY and group.item in run.kept_items and is_price(block.text)


def _holds_page(run: _Run, page_kept: float) -> bool:
    """Whether ``run`` holds :data:`WHOLE_PAGE_KEPT` of the page's kept text, has
    :data:`WHOLE_RUN_KEPT` of its own kept, and no kept price alone on its line (a grid
    whose prices the model kept is one whose missing fields the card rules answer for)."""
    if run.kept_chars < WHOLE_PAGE_KEPT * page_kept or run.kept_chars < WHOLE_RUN_KEPT * run.chars:
        return False
    return not any(is_price(block.text) for block in run.kept)


def _add_like_runs(
    runs: Mapping[int, _Run], chosen: set[int], shapes: dict[int, set[tuple[str, bool]]]
) -> None:
    """The runs not in ``chosen`` with a kept block whose path, its digits left out, is
    that of a kept block of a chosen run, added to ``chosen``: the other lists of a page of
    like boxes (a guide's link lists, one to a box, each box and list numbered by the
    page), which the model kept in part where it kept the first one in good part. A like
    run's items are completed by the shapes of its own kept blocks and of the chosen runs'
    (``shapes``, filled for it: it may have kept only the items' lines, not their links).
    A run's places are the paths of its first kept blocks (:data:`LIKE_PLACES`: its items'
    fields); a path is read without its digits only when its block's tag (the path's last
    step) is one the other side has."""
    firsts = {ident: list(islice(runs[ident].kept, LIKE_PLACES)) for ident in chosen}
    tags = {block.tag for found in firsts.values() for block in found}
    places: dict[str, set[int]] = {}  # a candidate's place without digits: its runs
    placed = set()  # the tags of those places
    for ident, run in runs.items():
        if not run.kept or ident in chosen:
            continue
        for block in islice(run.kept, LIKE_CANDIDATE_PLACES):
            if block.tag in tags:
                places.setdefault(_without_digits(block.path), set()).add(ident)
                placed.add(block.tag)
    if not places:
        return
    like: dict[int, set[int]] = {}
    for source, found in firsts.items():
        for path in {block.path for block in found if block.tag in placed}:
            for ident in places.get(_without_digits(path), ()):
                like.setdefault(ident, set()).add(source)
    for ident, sources in like.items():
        own = _shapes_of(shapes, runs[ident], ident)
        for source in sources:
            own |= _shapes_of(shapes, runs[source], source)
    chosen.update(like)


def _without_digits(path: str) -> str:
    """``path.translate(_NO_DIGITS)``: the ASCII digits deleted from the path's UTF-8 bytes
    in one pass (``str.translate`` looks each character up in the table's dict, a missed
    key an exception). No byte of a character beyond ASCII is an ASCII byte in UTF-8, so
    the digits alone go (lone surrogates pass through as their three bytes)."""
    if path.isascii():
        return path.encode("ascii").translate(None, _DIGIT_BYTES).decode("ascii")
    data = path.encode("utf-8", "surrogatepass").translate(None, _DIGIT_BYTES)
    return data.decode("utf-8", "surrogatepass")


def _run_floors(
    places: Mapping[int, list[int]], probs: np.ndarray, chosen: set[int]
) -> dict[int, float]:
    """Each chosen run's floor: the lower of :data:`MIN_PROBABILITY` and
    :data:`COMPLETE_RUN_SHARE` of the run's median probability (``places``: each run's
    block positions, :meth:`RunColumns.places`)."""
    return {
        ident: min(MIN_PROBABILITY, COMPLETE_RUN_SHARE * float(np.median(probs[places[ident]])))
        for ident in chosen
    }


def _low_runs(
    places: Mapping[int, list[int]],
    probs: Sequence[float],
    flags: Sequence[bool],
    chosen: set[int],
) -> set[int]:
    """The runs among ``chosen`` that hold a block not kept under :data:`MIN_PROBABILITY`:
    the only ones whose floor (never above it, :func:`_run_floors`) can leave a block
    out, so the only ones whose median is worth finding (``places``: each run's block
    positions, :func:`_tally`'s)."""
    return {
        ident
        for ident in chosen
        if any(not flags[pos] and probs[pos] < MIN_PROBABILITY for pos in places[ident])
    }


def _trailing_link(block: Block, group: RepeatGroup, run: _Run) -> bool:
    """A link paragraph (:func:`_link_paragraph`) after its run's last kept block: a
    story's end matter (a "follow me" line, related stories, a mail address), not its
    paragraphs."""
    return _link_paragraph(block, group) and block.index > run.kept[-1].index


def _link_paragraph(block: Block, group: RepeatGroup) -> bool:
    """A paragraph of link text in a run of paragraphs (one block an item, most of them
    sentences). A list's items (a catalogue's linked entries) are no paragraphs."""
    return (
        block.tag == "p"
        and group.blocks_per_item <= PROSE_ITEM_BLOCKS
        and group.sentence_share >= PROSE_SENTENCES
        and block.features.link_density > LINK_LINE
    )


def _shapes_of(
    shapes: dict[int, set[tuple[str, bool]]], run: _Run, ident: int
) -> set[tuple[str, bool]]:
    """The :func:`block_shape` of each kept block of ``run``, read from ``shapes`` (by the
    run's ident) or found and added to it: only the runs that have a block to ask about."""
    found = shapes.get(ident)
    if found is None:
        found = shapes[ident] = {block_shape(b) for b in run.kept}
    return found


def _few_links(
    blocks: Sequence[Block], places: Mapping[int, list[int]], idents: set[int]
) -> set[int]:
    """The runs among ``idents`` whose link density is under :data:`PROSE_RUN_MAX_LINKS`:
    prose entries (a listicle's under its article), not a "related" strip (``places``:
    each run's block positions, :func:`_tally`'s; each run's sums in the page's order)."""
    found = set()
    for ident in idents:
        text = links = 0.0
        for pos in places[ident]:
            features = blocks[pos].features
            text += features.text_length
            links += features.link_text_length
        if text and links / text < PROSE_RUN_MAX_LINKS:
            found.add(ident)
    return found


def positions_in(groups: Sequence[RepeatGroup], idents: set[int]) -> list[int]:
    """The positions of the blocks whose run is one of ``idents``, in order: the blocks a
    rule asks of the runs it has chosen, found in one pass."""
    return [pos for pos, group in enumerate(groups) if group.ident in idents]


def rescue_listing(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    relative: bool = False,
    columns: RunColumns | None = None,
) -> dict[int, Decision]:
    """The dropped blocks of the page's largest run of cards, kept when the model
    dropped nearly all of it and kept less text elsewhere than the run holds
    (the thresholds ``RESCUE_*``; ``groups``, ``probs`` and ``flags`` as in
    :func:`complete_listing`; ``by_ident``: :func:`groups_by_ident` of ``groups``,
    when the caller has it). A block under :data:`RESCUE_MIN_PROBABILITY` stays
    dropped, or with ``relative`` under the lower of that and
    :data:`RESCUE_RUN_SHARE` of the run's median probability (:func:`_rescue_floor`;
    ``columns`` as in :func:`complete_listing`)."""
    by_ident = groups_by_ident(groups) if by_ident is None else by_ident
    card_runs = {ident for ident, group in by_ident.items() if ident >= 0 and _is_card_run(group)}
    if not card_runs:
        return {}
    flags = kept_flags(decisions, blocks) if flags is None else flags
    columns = run_columns(blocks, groups, MIN_ITEMS) if columns is None else columns
    runs, page_kept = _tally(blocks, columns, flags)
    total = columns.total or 1
    dropped_runs = [
        ident
        for ident, run in runs.items()
        if ident in card_runs and _dropped_whole(run, total, page_kept)
    ]
    if not dropped_runs:
        return {}
    chosen = max(dropped_runs, key=lambda ident: runs[ident].chars)
    places = columns.places((chosen,))
    floor = RESCUE_MIN_PROBABILITY
    if relative and not _holds_sure_article(blocks, _sure_text(blocks, probs)):
        floor = _rescue_floor(places, probs, chosen)
    changed = {}
    for pos in places[chosen]:  # the run's blocks, in the page's order
        block, prob = blocks[pos], probs[pos]
        if prob >= floor and is_dropped(decisions, block):
            reason = f"card of the page's main run of cards (p={prob:.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def drop_doubted_runs(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    columns: RunColumns | None = None,
) -> dict[int, Decision]:
    """The kept blocks of each run of links the model doubted throughout, dropped on a
    page whose article it is sure of, when they lie beside the article (before its
    first sure block or after its last): a news ticker or a strip of teasers, which
    the page's lowered threshold (or :func:`complete_listing`) let in. A reference
    list within the article (a documentation page's settings) stays.

    A run is doubted when none of its blocks reaches :data:`DOUBTED_MAX_PROBABILITY`;
    the article is sure when :data:`SURE_MIN_CHARS` of text with sentences lie in blocks
    at :data:`SURE_PROBABILITY` or more (``groups``, ``probs`` as in
    :func:`complete_listing`, ``by_ident``, ``flags`` and ``columns`` as in
    :func:`rescue_listing`)."""
    sure = _sure_text(blocks, probs)
    if not _holds_sure_article(blocks, sure):
        return {}
    by_ident = groups_by_ident(groups) if by_ident is None else by_ident
    linked = {ident for ident, group in by_ident.items() if _linked_run(group)}
    if not linked:
        return {}
    flags = kept_flags(decisions, blocks) if flags is None else flags
    columns = run_columns(blocks, groups, MIN_ITEMS) if columns is None else columns
    if not _kept_beside(columns.idents, flags, linked, sure[0], sure[-1]):
        return {}  # a run with a kept block inside the sure span stays: no other is kept
    values = probs.tolist()
    members = _doubted_members(columns.places(linked), values, linked)
    doubted = list(members)
    if not doubted:
        return {}
    kept = [[pos for pos in members[ident] if flags[pos]] for ident in doubted]
    changed = {}
    for run in sorted(filter(None, kept)):  # by their first kept block, as the page has them
        if any(sure[0] <= pos <= sure[-1] for pos in run):
            continue
        for pos in run:
            index = blocks[pos].index
            reason = f"run of links the model doubted beside a sure article (p={values[pos]:.2f})"
            changed[index] = Decision(index, Label.BOILERPLATE, reason)
    return changed


def _kept_beside(
    idents: Sequence[int], flags: Sequence[bool], linked: set[int], first: int, last: int
) -> bool:
    """True when a kept block (``flags``) of a run of ``linked`` lies before ``first`` or
    after ``last`` (the sure article's first and last positions): what a run
    :func:`drop_doubted_runs` drops holds, all its kept blocks beside the article. Only the
    kept blocks beside it are read, not the page's every block (``idents``: each block's
    group's ident, :class:`RunColumns`' ``idents``)."""
    beside = chain(
        compress(range(first), flags[:first]),
        compress(range(last + 1, len(flags)), flags[last + 1 :]),
    )
    return any(idents[pos] in linked for pos in beside)


def _doubted_members(
    places: Mapping[int, list[int]], values: Sequence[float], linked: set[int]
) -> dict[int, list[int]]:
    """The positions of each run of ``linked`` none of whose blocks reaches
    :data:`DOUBTED_MAX_PROBABILITY` (``values``: the blocks' probabilities), the runs in
    the order their first blocks come (``places``: the linked runs' block positions, the
    runs in that order, :meth:`RunColumns.places`)."""
    return {
        ident: run
        for ident, run in places.items()
        if ident in linked and all(values[pos] < DOUBTED_MAX_PROBABILITY for pos in run)
    }


def agree_card_fields(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    grids: set[int] | None = None,
    nested: bool = False,
) -> dict[int, Decision]:
    """The dropped fields of the cards of a grid the model kept in most of its cards, kept
    where the model kept the same field (:func:`card_field`) in another card and did
    not rule the block out (:data:`MIN_PROBABILITY`).

    A grid is a run of cards (:func:`_is_card_grid`) with kept text in
    :data:`MIN_KEPT_ITEMS` cards or more and in :data:`CARD_KEPT_ITEMS` of them
    (``groups``, ``probs`` as in :func:`complete_listing`, ``by_ident`` and ``flags`` as
    in :func:`rescue_listing`; ``grids``: :func:`kept_card_grids`, when the caller has
    them). With ``nested``, the blocks of a card that sit in a run of their own inside it
    (a job card's tags and places, a product card's swatches: :func:`nested_fields`) are
    its fields too, kept and dropped."""
    chosen, flags = _grids_and_flags(blocks, groups, decisions, by_ident, flags, grids)
    if not chosen:
        return {}
    members = positions_in(groups, chosen)
    grid_of = {pos: groups[pos].ident for pos in members}
    if nested:
        grid_of.update(nested_fields(blocks, groups, chosen, members))
        members = sorted(grid_of)
    # the chosen grids' dropped blocks the rule may keep, before any field is read
    open_fields = [
        pos
        for pos in members
        if not flags[pos]
        and float(probs[pos]) >= MIN_PROBABILITY
        and is_dropped(decisions, blocks[pos])
    ]
    if not open_fields:
        return {}
    asked = {grid_of[pos] for pos in open_fields}  # the grids whose kept fields count
    kept_fields: dict[int, set[tuple]] = {ident: set() for ident in asked}
    for pos in members:
        if flags[pos] and grid_of[pos] in asked:
            kept_fields[grid_of[pos]].add(card_field(blocks[pos]))
    changed = {}
    for pos in open_fields:
        block = blocks[pos]
        if card_field(block) in kept_fields[grid_of[pos]]:
            reason = f"field of a card kept in other cards of its grid (p={float(probs[pos]):.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def nested_fields(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    grids: set[int],
    members: Sequence[int],
) -> dict[int, int]:
    """The positions of the blocks inside a card of one of ``grids`` that are not of the
    grid's run (``members``: the grids' positions): a card's tags, places or swatches, a
    run of their own inside it, each to its grid's ident. A card is the child of the grid's
    box (the meeting of its first two cards' first blocks) that holds a member; a block
    belongs to it when it lies between the grid's first and last member, or after the last
    inside the last card, and climbs to the box through that card within
    :data:`NESTED_LEVELS` steps."""
    found: dict[int, int] = {}
    by_grid: dict[int, list[int]] = {}
    for pos in members:
        by_grid.setdefault(groups[pos].ident, []).append(pos)
    taken = set(members)
    for ident, own in by_grid.items():
        cards = _cards_of(blocks, groups, own)
        if cards is None:
            continue
        box, held = cards
        for pos in range(own[0], len(blocks)):
            group = groups[pos]
            if pos in taken or group.ident < 0 or _is_card_grid(group):
                continue  # a grid's own, in no run (a post's date), or a grid inside a card
            card = _card_above(blocks[pos].element, box)
            if card is None or card not in held:
                if pos > own[-1]:
                    break  # past the last card
                continue
            found[pos] = ident
            taken.add(pos)
    return found


def _cards_of(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], own: Sequence[int]
) -> tuple[object, set[object]] | None:
    """A grid's box (the meeting of its first two cards' first blocks, by ``own``: the
    grid's positions) and its cards (the box's children that hold a member), or None."""
    first = groups[own[0]].item
    second = next((pos for pos in own if groups[pos].item != first), None)
    if second is None:
        return None
    above = _ancestors(blocks[own[0]].element)
    other = set(_ancestors(blocks[second].element))
    box = next((element for element in above if element in other), None)
    if box is None:
        return None
    held = {_card_above(blocks[pos].element, box) for pos in own}
    held.discard(None)
    return box, held


def _ancestors(element: object) -> list[object]:
    """``element`` and its ancestors up to :data:`NESTED_LEVELS` + 1 steps, nearest first."""
    found = []
    while element is not None and len(found) <= NESTED_LEVELS + 1:
        found.append(element)
        element = element.getparent()  # type: ignore[attr-defined]
    return found


def _card_above(element: object, box: object) -> object | None:
    """The child of ``box`` that holds ``element`` (or is it), within :data:`NESTED_LEVELS`
    steps, or None."""
    for _ in range(NESTED_LEVELS + 1):
        parent = element.getparent() if element is not None else None  # type: ignore[attr-defined]
        if parent is None:
            return None
        if parent is box:
            return element
        element = parent
    return None


def keep_card_titles(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    grids: set[int] | None = None,
) -> dict[int, Decision]:
    """The dropped title field of the cards of a grid the model kept in most of its cards
    (as in :func:`agree_card_fields`), kept where no card kept the field, it is in
    :data:`TITLE_MIN_CARDS` of the cards, each of its blocks is a heading or a link
    (:func:`_is_title`), and :data:`TITLE_DISTINCT` of its texts are the card's own; a
    block the model ruled out (:data:`MIN_PROBABILITY`) stays dropped (arguments as in
    :func:`agree_card_fields`)."""
    chosen, flags = _grids_and_flags(blocks, groups, decisions, by_ident, flags, grids)
    if not chosen:
        return {}
    fields: dict[tuple, list[int]] = {}  # the titles' fields, by grid and field
    kept_fields: set[tuple] = set()
    for pos in positions_in(groups, chosen):
        if _is_title(blocks[pos]):
            key = (groups[pos].ident, card_field(blocks[pos]))
            if flags[pos]:
                kept_fields.add(key)
            else:
                fields.setdefault(key, []).append(pos)
    changed = {}
    for key, members in fields.items():
        if key in kept_fields or not _is_title_field(blocks, groups, members):
            continue
        for pos in members:
            prob = float(probs[pos])
            if prob >= MIN_PROBABILITY and is_dropped(decisions, blocks[pos]):
                index = blocks[pos].index
                reason = f"title of like cards, dropped in all of them (p={prob:.2f})"
                changed[index] = Decision(index, Label.CONTENT, reason)
    return changed


def _grids_and_flags(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None,
    flags: Sequence[bool] | None,
    grids: set[int] | None,
) -> tuple[set[int], Sequence[bool]]:
    """The card rules' grids (``grids``, else :func:`kept_card_grids`) and the blocks'
    kept flags (``flags``, else :func:`kept_flags`; not found when there is no grid)."""
    chosen = kept_card_grids(blocks, groups, decisions, by_ident, flags) if grids is None else grids
    if not chosen:
        return chosen, ()
    return chosen, kept_flags(decisions, blocks) if flags is None else flags


def _is_title(block: Block) -> bool:
    """A heading or a line of link text: what a card's title is."""
    features = block.features
    return bool(features.heading_level) or features.link_density > LINK_HEAVY


def _is_title_field(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], members: list[int]
) -> bool:
    """A card's title: in most of the run's cards, its own text in each."""
    cards = groups[members[0]].count
    items = {groups[pos].item for pos in members}
    if len(items) < max(MIN_KEPT_ITEMS, TITLE_MIN_CARDS * cards):
        return False
    texts = {blocks[pos].text for pos in members}
    return len(texts) >= TITLE_DISTINCT * len(members)


def kept_card_grids(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    columns: RunColumns | None = None,
) -> set[int]:
    """The idents of the page's grids of cards (:func:`_is_card_grid`) the model kept in
    most of their cards (:func:`_grids_kept_in_most_cards`): the grids
    :func:`agree_card_fields` and :func:`keep_card_titles` work on. The former keeps
    blocks of these grids only, so the grids are the same for the latter after it
    (arguments as in :func:`agree_card_fields`; ``columns`` as in :func:`complete_listing`)."""
    by_ident = groups_by_ident(groups) if by_ident is None else by_ident
    grids = {ident for ident, group in by_ident.items() if _is_card_grid(group)}
    if not grids:
        return set()
    flags = kept_flags(decisions, blocks) if flags is None else flags
    columns = run_columns(blocks, groups, MIN_ITEMS) if columns is None else columns
    return _grids_kept_in_most_cards(columns, flags, grids)


def _grids_kept_in_most_cards(
    columns: RunColumns, flags: Sequence[bool], grids: set[int]
) -> set[int]:
    """The grids among ``grids`` with kept text in :data:`MIN_KEPT_ITEMS` cards or more and
    in :data:`CARD_KEPT_ITEMS` of their cards (``columns``: the blocks' under the grids'
    groups)."""
    found = set()
    items, places = columns.items, columns.places(grids)
    for ident in grids:
        members = places.get(ident, ())
        kept = {items[pos] for pos in members if flags[pos]}
        if len(kept) >= max(MIN_KEPT_ITEMS, CARD_KEPT_ITEMS * len({items[pos] for pos in members})):
            found.add(ident)
    return found


def card_field(block: Block) -> tuple[tuple[str, str], tuple[str, str]]:
    """The block's field in its card: its element's and its parent's tag and class (digits
    left out), alike in every card of a grid (a title, a brand line, a price)."""
    element = block.element
    parent = element.getparent() if element is not None else None
    return _signature(element), _signature(parent)


def _signature(element: object) -> tuple[str, str]:
    tag = getattr(element, "tag", None)
    if not isinstance(tag, str):  # none, a comment or a processing instruction
        return "", ""
    return tag, _DIGITS.sub("", element.get("class") or "")  # type: ignore[attr-defined]


def _is_card_grid(group: RepeatGroup) -> bool:
    """A run of cards: like items of several blocks each, none of them prose."""
    return (
        group.ident >= 0
        and group.count >= MIN_ITEMS
        and group.blocks_per_item >= CARD_MIN_BLOCKS_PER_ITEM
        and group.sentence_share <= CARD_MAX_SENTENCES
    )


def _linked_run(group: RepeatGroup) -> bool:
    return (
        group.ident >= 0
        and group.count >= DOUBTED_MIN_ITEMS
        and group.link_density >= DOUBTED_MIN_LINKS
    )


def _sure_text(blocks: Sequence[Block], probs: np.ndarray) -> list[int]:
    """The positions of the blocks with a sentence the model is sure of
    (:data:`SURE_PROBABILITY`)."""
    likely = (probs >= SURE_PROBABILITY).nonzero()[0].tolist()
    return [pos for pos in likely if blocks[pos].features.sentence_count]


def _holds_sure_article(blocks: Sequence[Block], sure: Sequence[int]) -> bool:
    """Whether the sure blocks ``sure`` hold an article (:data:`SURE_MIN_CHARS`)."""
    return sum(len(blocks[pos].text) for pos in sure) >= SURE_MIN_CHARS


def _rescue_floor(places: Mapping[int, list[int]], probs: np.ndarray, chosen: int) -> float:
    """The probability under which a dropped block of the rescued run ``chosen`` stays
    dropped: :data:`RESCUE_MIN_PROBABILITY`, or :data:`RESCUE_RUN_SHARE` of the run's median
    probability where that is lower (a run the model doubts throughout: a card's every
    field under the fixed floor, its buttons and badges under the run's own level;
    ``places``: each run's block positions, :meth:`RunColumns.places`)."""
    members = places.get(chosen, [])
    median = float(np.median(probs[members])) if members else 0.0
    return min(RESCUE_MIN_PROBABILITY, RESCUE_RUN_SHARE * median)


def _is_card_run(group: RepeatGroup) -> bool:
    """Many items of more than a title and a date each, none of them prose."""
    return (
        group.count >= RESCUE_MIN_ITEMS
        and group.blocks_per_item >= RESCUE_MIN_BLOCKS_PER_ITEM
        and group.sentence_share <= RESCUE_MAX_SENTENCES
    )


def _dropped_whole(run: _Run, total_chars: int, page_kept: float) -> bool:
    """A run the model barely kept that outweighs what it kept elsewhere."""
    return (
        run.chars >= RESCUE_MIN_SHARE * total_chars
        and run.kept_chars <= RESCUE_MAX_KEPT * run.chars
        and run.chars >= RESCUE_OVER_KEPT * (page_kept - run.kept_chars)
    )


def _tally(
    blocks: Sequence[Block], columns: RunColumns, flags: Sequence[bool]
) -> tuple[dict[int, _Run], float]:
    """Each run's :class:`_Run` (runs of :data:`MIN_ITEMS` or more: ``columns``, the
    blocks' :class:`RunColumns` under their groups) and the page's kept characters
    (``flags``: each block's kept flag): :func:`_tally_reference`, in the compiled kernel
    when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _tally_reference(blocks, columns, flags)
    found = (columns.lengths, columns.run_of, columns.items, columns.run_idents, columns.run_chars)
    return compiled.tally(blocks, flags, *found, _Run)


def _tally_reference(
    blocks: Sequence[Block], columns: RunColumns, flags: Sequence[bool]
) -> tuple[dict[int, _Run], float]:
    """:func:`_tally` in Python: the definition the kernel is held to. A run's characters
    are the columns'; its kept characters, items and blocks those of its kept blocks, in
    the page's order (ints summed, exact, then made floats)."""
    if not len(blocks) == len(flags) == len(columns.lengths):
        raise ValueError("tally: blocks, columns and flags differ")
    lengths, run_of, items = columns.lengths, columns.run_of, columns.items
    count = len(columns.run_idents)
    kept_chars = [0] * count
    kept_items: list[set[int]] = [set() for _ in range(count)]
    kept: list[list[Block]] = [[] for _ in range(count)]
    page_kept = 0
    for pos in compress(range(len(blocks)), flags):
        chars = lengths[pos]
        page_kept += chars
        number = run_of[pos]
        if number >= 0:
            kept_chars[number] += chars
            kept_items[number].add(items[pos])
            kept[number].append(blocks[pos])
    runs = {
        ident: _Run(float(chars), float(kept_chars[number]), kept_items[number], kept[number])
        for number, (ident, chars) in enumerate(
            zip(columns.run_idents, columns.run_chars, strict=True)
        )
    }
    return runs, float(page_kept)
