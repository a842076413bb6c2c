"""Runs of like items whose classes differ item by item, found for the run rules only.

A repeated item is an element with :data:`~thresher.methods.auto.page_kind.MIN_REPEATS`
siblings of its tag and class (digits left out, :mod:`thresher.methods.auto.page_kind`).
Many templates write a token of each item's own into its class: a blog's or a shop's
post classes name each post's categories and tags (``post type-post category-dinner
category-rice``), a page builder gives each widget its own hashed name
(``elementor-element elementor-element-b7e2ddd``). The items of such a grid have no two
classes alike, so the page's repeat groups hold none of their blocks, and the run rules
(:mod:`thresher.methods.auto.listing`: a listing the model dropped whole, a run it kept
in part, its cards' fields) never see the grid.

:func:`with_loose_runs` groups the blocks the page's groups left out by a looser
signature, the tag and the class's first token (digits left out): the token a template
writes first is the item's kind (``carousel-cell``, ``col-span-6``, ``elementor-element``),
the tokens after it its own. The new groups get idents after the page's and the same
measures (:class:`~thresher.methods.auto.page_kind.RepeatGroup`); a block the page's
groups hold keeps its group. The block model's features are not changed: only the run
rules read these groups.

Some cards of such a grid may share a class all the same (a shop's products of one
category, a row's middle tiles between its ``first`` and ``last``): they make a repeat
group of the page's, the rest a loose run. :func:`join_split_grids` joins a page group
whose items are siblings of a loose run's items, of its tag and first class token, to
that run, so that the rules that read a run's share of the model's keeps (a listing
completed, its cards' fields, a lone grid) see the whole grid (``split_grids``,
``lone_loose_grids``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import attrgetter, methodcaller

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.page_kind import (
    MIN_REPEATS,
    REPEAT_LEVELS,
    RepeatGroup,
    _add_block,
    _group_measures,
    _RepeatWalk,
)
from thresher.types import Block

_DIGITS = re.compile(r"\d+")
_TEXT_LENGTH = attrgetter("features.text_length")
_IDENT = attrgetter("ident")
_TAG = attrgetter("tag")
_CLASS = methodcaller("get", "class")


class _LooseWalk(_RepeatWalk):
    """The page's walk up from its blocks with the looser signature: tag and first class
    token.

    Walked only from blocks the page's (strict) walk placed nowhere, so at each parent it
    passes, the element's strict signature has fewer than ``MIN_REPEATS`` siblings. A
    parent none of whose children has a class of two tokens or more gives each child
    its strict signature (a class without whitespace is its own first token), so it
    cannot hold a loose run either: its tally is left empty and it answers None
    (``tests/auto/test_auto_loose_runs.py`` holds this to the walk without it)."""

    gate: bool = True

    def _repeat(self, parent, element) -> tuple | None:
        siblings = self.counts.get(parent)
        if siblings is None:
            siblings = self.counts[parent] = self._tally(parent)
        if not siblings:  # no child's class splits: the strict signatures, found short
            return None
        signature = self._signature(element)
        repeats = siblings[signature]
        if repeats >= MIN_REPEATS:
            return (self.token(parent), signature, repeats, self.token(element))
        return None

    def _tally(self, parent) -> Counter:
        """The loose signatures of ``parent``'s children counted; empty when no child's
        class splits (and :attr:`gate` is set)."""
        signatures = []
        splits = not self.gate
        firsts = self.classes
        for child in parent:
            tag = child.tag
            if not isinstance(tag, str) or not tag:  # a comment or processing instruction
                signatures.append(("", ""))
                continue
            cls = child.get("class") or ""
            known = firsts.get(cls)
            if known is None:
                known = firsts[cls] = _first_token(cls)
            signatures.append((tag, known[0]))
            splits = splits or known[1]
        return Counter(signatures) if splits else Counter()

    def _signature(self, element) -> tuple[str, str]:
        tag = element.tag
        if not isinstance(tag, str) or not tag:  # a comment or processing instruction
            return "", ""
        cls = element.get("class") or ""
        known = self.classes.get(cls)
        if known is None:
            known = self.classes[cls] = _first_token(cls)
        return tag, known[0]


def _first_token(cls: str) -> tuple[str, bool]:
    """A class's first token without digits, and whether the class splits (holds
    whitespace: its first token is not the whole class)."""
    tokens = cls.split(maxsplit=1)
    if not tokens:
        return "", cls != ""
    return _DIGITS.sub("", tokens[0]), tokens[0] != cls


def loose_groups(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup]
) -> list[RepeatGroup] | None:
    """``groups`` with each block no group holds placed in its nearest loosely repeated
    item's group (:class:`_LooseWalk`), numbered after the page's groups; None when no
    block is placed.

    The compiled kernel (``thresher._core._facts``, the repeat walk with the first-token
    signature) when it is built and ``THRESHER_PURE`` is not set, else
    :func:`loose_groups_reference`: the same groups, field by field (the items as node
    addresses, as :func:`~thresher.methods.auto.page_kind.repeat_groups` gives them)."""
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.loose_groups(blocks, groups, REPEAT_LEVELS, MIN_REPEATS)
        if found is not None:  # an empty list: no block placed
            return found or None
    return loose_groups_reference(blocks, groups)


def loose_groups_reference(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup]
) -> list[RepeatGroup] | None:
    """:func:`loose_groups` in Python: the definition the kernel is held to."""
    nearest = _LooseWalk().nearest
    found = {
        i: near
        for i, group in enumerate(groups)
        if group.ident < 0 and (near := nearest(blocks[i].element, REPEAT_LEVELS)) is not None
    }
    if not found:
        return None
    sums: dict[tuple, list[float]] = {}
    for i, near in found.items():
        _add_block(sums, near[:3], blocks[i])
    total = sum(block.features.text_length for block in blocks) or 1
    first = max(group.ident for group in groups) + 1
    measures = {
        key: _group_measures(key, entry, total, first + number)
        for number, (key, entry) in enumerate(sums.items())
    }
    out = list(groups)
    for i, near in found.items():
        out[i] = RepeatGroup(*measures[near[:3]], near[3])
    return out


def with_loose_runs(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup]
) -> tuple[Sequence[RepeatGroup], Mapping[int, RepeatGroup]]:
    """The blocks' groups with the loose runs added (:func:`loose_groups`) and their
    groups by ident (``by_ident`` itself when none is added)."""
    found = loose_groups(blocks, groups)
    if found is None:
        return groups, by_ident
    return found, {group.ident: group for group in found}


def join_split_grids(
    blocks: Sequence[Block],
    strict: Sequence[RepeatGroup],
    loose: Sequence[RepeatGroup],
    total_chars: int | None = None,
) -> Sequence[RepeatGroup]:
    """``loose`` (itself when nothing is joined) with each of the page's groups whose
    items are siblings of a loose run's items, of its tag and first class token, joined
    to that run (``total_chars``: the blocks' characters, or 1 when none, as the page's
    facts hold them; summed when not given).

    The compiled kernel (``thresher._core._facts``: the regions, the sibling test over
    libxml2's nodes and the regrouping in C) when it is built and ``THRESHER_PURE`` is not
    set, else :func:`join_split_grids_reference`, the definition: the same groups, and
    one group object an item."""
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.join_split_grids(
            blocks, strict, loose, total_chars, REPEAT_LEVELS, MIN_REPEATS
        )
        if found is not None:
            return found
    return join_split_grids_reference(blocks, strict, loose, total_chars)


def joined_grids(
    blocks: Sequence[Block],
    strict: Sequence[RepeatGroup],
    loose: Sequence[RepeatGroup],
    by_ident: Mapping[int, RepeatGroup],
    total_chars: int | None = None,
) -> tuple[Sequence[RepeatGroup], Mapping[int, RepeatGroup]]:
    """:func:`join_split_grids` and the groups it gives by ident
    (:func:`~thresher.methods.auto.decided.groups_by_ident`; ``by_ident``, which is that
    of ``loose``, when nothing is joined). The kernel makes the second from the groups'
    spans, without a pass over the blocks."""
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.join_split_grids(
            blocks, strict, loose, total_chars, REPEAT_LEVELS, MIN_REPEATS, True
        )
        if found is not None:
            return found[0], by_ident if found[1] is None else found[1]
    grids = join_split_grids_reference(blocks, strict, loose, total_chars)
    return grids, by_ident if grids is loose else groups_by_ident(grids)


def join_split_grids_reference(
    blocks: Sequence[Block],
    strict: Sequence[RepeatGroup],
    loose: Sequence[RepeatGroup],
    total_chars: int | None = None,
) -> Sequence[RepeatGroup]:
    """:func:`join_split_grids` in Python, the definition the kernel is held to.

    A shop's grid writes each product's categories into its card's class (``product
    type-product product_cat-bags instock``), a theme marks a row's first and last tile
    (``item first``): the cards of one class make a repeat group of their own, the others
    none, and the loose walk places only the others. The grid is then two runs or more,
    and the run rules read each one's share of the model's keeps apart (a run of four
    cards kept at a quarter is not completed beside the rest kept at half). Here the
    loose run takes the page's group in: its blocks, characters, sentences and links, and
    its items (each keeps its token); the run's count is already the loose count of every
    sibling. Only the page groups whose blocks reach among a loose run's are asked
    (:func:`_joined_run`), and no parent's children are tallied but the one the two
    runs' first blocks meet under (:class:`_Siblings`)."""
    first, spans = group_spans(strict, loose)
    regions = {ident: [lo - 1, hi + 1] for ident, (lo, hi) in spans.items() if ident >= first}
    if not regions:
        return loose
    left = [(ident, span) for ident, span in spans.items() if 0 <= ident < first]
    joined: dict[int, int] = {}  # a page group's ident -> the loose run's ident
    siblings = _Siblings()
    failed: set[tuple[int, int]] = set()
    grown = True
    while grown:  # a group joined widens its run's region: another part may reach into it
        grown = False
        rest = []
        for ident, (start, end) in left:
            run = _joined_run(blocks, loose, spans, regions, siblings, failed, ident)
            if run is None:
                rest.append((ident, (start, end)))
                continue
            joined[ident] = run
            region = regions[run]
            region[0], region[1] = min(region[0], start - 1), max(region[1], end + 1)
            grown = True
        left = rest
    if not joined:
        return loose
    if total_chars is None:
        total_chars = sum(map(_TEXT_LENGTH, blocks)) or 1
    return _regrouped(blocks, loose, joined, (spans, total_chars))


def group_spans(
    strict: Sequence[RepeatGroup], loose: Sequence[RepeatGroup]
) -> tuple[int, dict[int, tuple[int, int]]]:
    """The ident after the page's groups' (``strict``), and each group's first and last
    block position in ``loose`` by ident.

    The compiled kernel (``thresher._core._facts``) when it is built and
    ``THRESHER_PURE`` is not set, else :func:`group_spans_reference`: the same answer."""
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.group_spans(strict, loose)
        if found is not None:
            return found
    return group_spans_reference(strict, loose)


def group_spans_reference(
    strict: Sequence[RepeatGroup], loose: Sequence[RepeatGroup]
) -> tuple[int, dict[int, tuple[int, int]]]:
    """:func:`group_spans` in Python, the definition: the spans in first-block order, no
    block of no group (``-1``)."""
    spans: dict[int, tuple[int, int]] = {}
    for pos, group in enumerate(loose):
        span = spans.get(group.ident)
        spans[group.ident] = (pos, pos) if span is None else (span[0], pos)
    spans.pop(-1, None)
    return max(map(_IDENT, strict)) + 1, spans


def _joined_run(
    blocks: Sequence[Block],
    loose: Sequence[RepeatGroup],
    spans: Mapping[int, list[int]],
    regions: Mapping[int, list[int]],
    siblings: _Siblings,
    failed: set[tuple[int, int]],
    ident: int,
) -> int | None:
    """The loose run the page group ``ident`` joins: one whose region (its blocks, and
    those of the groups joined to it, a block either side) the group's blocks reach
    into, whose items are the group's items' siblings (:class:`_Siblings`). The parts of
    one grid lie among each other's blocks (a category's cards among the others', a
    featured card before the rest); a pair found apart is remembered in ``failed``."""
    start, end = spans[ident]
    ours = start
    for run, (lo, hi) in regions.items():
        if start > hi or end < lo or (ident, run) in failed:
            continue
        theirs = spans[run][0]
        if siblings(blocks[ours], loose[ours], blocks[theirs], loose[theirs]):
            return run
        failed.add((ident, run))
    return None


class _Siblings:
    """Whether a page group's item and a loose run's item are siblings (:meth:`__call__`),
    remembering each block's ancestors and each element's signatures from pair to pair."""

    def __init__(self) -> None:
        self.loose_walk, self.strict_walk = _LooseWalk(), _RepeatWalk()
        self.lines: dict[int, tuple[list, dict[int, int]]] = {}
        self.tallies: dict[object, tuple[Counter, Counter]] = {}  # by parent

    def __call__(self, block: Block, group: RepeatGroup, other: Block, run: RepeatGroup) -> bool:
        """Whether ``group``'s item holding ``block`` and ``run``'s item holding ``other``
        are siblings of one tag and first class token: the two blocks' ancestors (up to
        :data:`REPEAT_LEVELS`) meet under a parent whose children on the two paths differ
        and are alike so, and that parent holds ``group.count`` children of the page
        group's signature and ``run.count`` of the loose one (so each is its run's
        item)."""
        if run.count <= group.count:  # the run's siblings count the group's items and its own
            return False
        ours, where = self._line(block)
        theirs, _ = self._line(other)
        for level in range(1, len(theirs)):
            found = where.get(id(theirs[level]))
            if found is None:
                continue
            if not found:
                return False  # the block's element holds the other: no two items
            return self._alike(ours[found - 1], theirs[level - 1], theirs[level], group, run)
        return False

    def _alike(self, item, peer, parent, group: RepeatGroup, run: RepeatGroup) -> bool:
        """Whether ``item`` and ``peer`` differ, share the loose signature, and ``parent``
        holds the two runs' counts of children of their signatures."""
        loose_sign, strict_sign = self.loose_walk._signature, self.strict_walk.signature
        loose = loose_sign(peer)
        if item is peer or loose_sign(item) != loose:
            return False
        known = self.tallies.get(parent)
        if known is None:
            known = self.tallies[parent] = self._tally(parent)
        return known[0][loose] == run.count and known[1][strict_sign(item)] == group.count

    def _tally(self, parent) -> tuple[Counter, Counter]:
        """``parent``'s children counted by loose and by strict signature: the children
        counted by (tag, class) first, each pair's signatures read once (a signature is
        a function of the two)."""
        children = list(parent)
        pairs = Counter(zip(map(_TAG, children), map(_CLASS, children), strict=True))
        firsts, bares = self.loose_walk.classes, self.strict_walk.classes
        loose: Counter = Counter()
        strict: Counter = Counter()
        for (tag, cls), count in pairs.items():
            if not isinstance(tag, str) or not tag:  # a comment or processing instruction
                loose["", ""] += count
                strict["", ""] += count
                continue
            cls = cls or ""
            first = firsts.get(cls)
            if first is None:
                first = firsts[cls] = _first_token(cls)
            bare = bares.get(cls)
            if bare is None:
                bare = bares[cls] = _DIGITS.sub("", cls)
            loose[tag, first[0]] += count
            strict[tag, bare] += count
        return loose, strict

    def _line(self, block: Block) -> tuple[list, dict[int, int]]:
        """The block's element and its ancestors up to :data:`REPEAT_LEVELS` above it, and
        each one's level by its id (alive while the list is)."""
        known = self.lines.get(block.index)
        if known is None:
            element = block.element
            found = [element]
            for _ in range(REPEAT_LEVELS):
                element = element.getparent()
                if element is None:
                    break
                found.append(element)
            known = self.lines[block.index] = (found, {id(e): i for i, e in enumerate(found)})
        return known


def _regrouped(
    blocks: Sequence[Block],
    loose: Sequence[RepeatGroup],
    joined: Mapping[int, int],
    where: tuple[Mapping[int, tuple[int, int]], int],
) -> list[RepeatGroup]:
    """``loose`` with the blocks of each group in ``joined`` moved to its run, and each
    run that took one in measured again over all its blocks (``where``: each group's
    first and last block position, and the page's characters)."""
    spans, total = where
    runs = set(joined.values())
    concerned = set(joined) | runs
    lo = min(spans[ident][0] for ident in concerned)
    hi = max(spans[ident][1] for ident in concerned) + 1
    picked = list(compress(range(lo, hi), map(concerned.__contains__, map(_IDENT, loose[lo:hi]))))
    sums: dict[tuple, list[float]] = {}
    counts: dict[int, int] = {}
    for pos in picked:
        group = loose[pos]
        ident = joined.get(group.ident, group.ident)
        _add_block(sums, (ident,), blocks[pos])
        if group.ident == ident:
            counts[ident] = group.count
    measures = {
        key[0]: _group_measures((None, None, counts[key[0]]), entry, total, key[0])
        for key, entry in sums.items()
    }
    out = list(loose)
    made: dict[tuple[int, int], RepeatGroup] = {}  # one group object an item, as the walk's
    for pos in picked:
        group = out[pos]
        ident = joined.get(group.ident, group.ident)
        key = (ident, group.item)
        found = made.get(key)
        if found is None:
            found = made[key] = RepeatGroup(*measures[ident], group.item)
        out[pos] = found
    return out


def loose_grids(blocks: Sequence[Block], groups: Sequence[RepeatGroup]) -> Sequence[RepeatGroup]:
    """``groups`` with the loose runs added (:func:`loose_groups`) and the page's groups
    whose items are a loose run's siblings joined to it (:func:`join_split_grids`):
    ``groups`` itself when there is no loose run."""
    found = loose_groups(blocks, groups)
    return groups if found is None else join_split_grids(blocks, groups, found)
