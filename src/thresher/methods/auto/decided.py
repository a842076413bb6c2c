"""What the decision rules ask of a block: whether it is kept or dropped so far, and its shape."""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterable, Mapping, Sequence
from itertools import compress

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import KEPT_LABELS, Block, Decision, Label

LINK_HEAVY = 0.5  # link density above which a block counts as a link
_BOILERPLATE = Label.BOILERPLATE  # read once: an enum member read from its class is a lookup

_DIGIT_RUNS = re.compile(r"\d+")  # every decimal digit of Unicode, as ``\d`` reads a str
_ASCII_DIGITS = b"0123456789"
WIDE_FIRST = "\u3000"  # the first code point of the CJK blocks (punctuation, kana, ideographs)


def writes_wide(text: str) -> bool:
    """True when ``text`` holds a character at or after :data:`WIDE_FIRST`: a line in a
    CJK script, whose every character says what a word says in a Latin one (so a rule
    asks fewer characters of it)."""
    return bool(text) and max(text) >= WIDE_FIRST


def path_shape(path: str) -> str:
    """``path`` without its digits, ``re.sub(r"\\d+", "", path)``: an ASCII path's digits
    (0-9 alone: no other decimal digit is ASCII) deleted from its bytes in one pass (a
    search of the pattern reads each character through the regular-expression engine);
    another path's by the pattern. Like boxes numbered in their ids share a shape."""
    if path.isascii():
        return path.encode("ascii").translate(None, _ASCII_DIGITS).decode("ascii")
    return _DIGIT_RUNS.sub("", path)


def is_kept(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and its label keeps it."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label in KEPT_LABELS


def is_dropped(decisions: Mapping[int, Decision], block: Block) -> bool:
    """True when the block has a decision and it is boilerplate (a comment stays the
    comment rule's)."""
    decision = decisions.get(block.index)
    return decision is not None and decision.label is _BOILERPLATE


def kept_flags(decisions: Mapping[int, Decision], blocks: Sequence[Block]) -> list[bool]:
    """:func:`is_kept` of each block, in order (one pass, for rules that ask it often):
    :func:`_kept_flags_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _kept_flags_reference(decisions, blocks)
    return compiled.kept_flags(decisions, blocks, KEPT_LABELS)


def _kept_flags_reference(decisions: Mapping[int, Decision], blocks: Sequence[Block]) -> list[bool]:
    """:func:`kept_flags` in Python: the definition the kernel is held to."""
    get = decisions.get
    return [(d := get(b.index)) is not None and d.label in KEPT_LABELS for b in blocks]


def kept_short(blocks: Sequence[Block], flags: Sequence[bool], max_chars: int) -> list[int]:
    """The positions of the kept blocks (``flags``: each block's kept flag) whose text is
    ``max_chars`` characters or fewer, in order: :func:`_kept_short_reference`, in the
    decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _kept_short_reference(blocks, flags, max_chars)
    return compiled.kept_short(blocks, flags, max_chars)


def _kept_short_reference(
    blocks: Sequence[Block], flags: Sequence[bool], max_chars: int
) -> list[int]:
    """:func:`kept_short` in Python: the definition the kernel is held to."""
    positions = compress(range(len(blocks)), flags)
    return [pos for pos in positions if len(blocks[pos].text) <= max_chars]


def kept_blocks(decisions: Mapping[int, Decision], blocks: Sequence[Block]) -> list[Block]:
    """The blocks :func:`is_kept` is true for, in order."""
    get = decisions.get
    return [b for b in blocks if (d := get(b.index)) is not None and d.label in KEPT_LABELS]


def kept_chars_outside(
    blocks: Sequence[Block], positions: Iterable[int], kept: Sequence[bool]
) -> int:
    """The characters of the kept blocks (``kept``: each block's kept flag) outside
    ``positions``: what a page keeps besides the blocks a rule reads."""
    inside = set(positions)
    return sum(len(b.text) for pos, b in enumerate(blocks) if kept[pos] and pos not in inside)


def relabel_beside_rest(
    blocks: Sequence[Block],
    probs: Sequence[float],
    positions: Sequence[int],
    kept: Sequence[bool],
    label: Label,
    reason: str,
    min_rest: int,
) -> dict[int, Decision]:
    """The blocks at ``positions`` labelled ``label`` (``reason``: a format of ``p``, the
    block's probability), when the kept blocks outside them (``kept``: each block's kept
    flag) hold at least ``min_rest`` characters: a rule that drops part of a page's kept
    text leaves the page its content; else none."""
    if kept_chars_outside(blocks, positions, kept) < min_rest:
        return {}
    return relabelled(blocks, probs, positions, label, reason)


def relabelled(
    blocks: Sequence[Block],
    probs: Sequence[float],
    positions: Iterable[int],
    label: Label,
    reason: str,
) -> dict[int, Decision]:
    """The blocks at ``positions`` labelled ``label`` (``reason``: a format of ``p``, the
    block's probability)."""
    return {
        blocks[pos].index: Decision(blocks[pos].index, label, reason.format(p=float(probs[pos])))
        for pos in positions
    }


class KeptFlags:
    """Each block's :func:`kept_flags` flag, kept up to date as decisions change: what the
    rules read of every block, found once a page instead of once a rule.

    ``flags`` is the list of flags in the blocks' order (rules read it, never write it);
    :meth:`update` sets the flags of the changed decisions' blocks. ``flags`` given to the
    constructor are those of ``decisions`` already (copied, not read again)."""

    __slots__ = ("_blocks", "_positions", "flags")

    def __init__(
        self,
        decisions: Mapping[int, Decision],
        blocks: Sequence[Block],
        flags: Sequence[bool] | None = None,
    ) -> None:
        self.flags = kept_flags(decisions, blocks) if flags is None else list(flags)
        self._blocks = blocks
        self._positions: dict[int, int] | None = None  # block index -> position, when needed

    def update(self, changed: Mapping[int, Decision]) -> None:
        """The flags of the blocks whose decisions ``changed`` holds, set from them (the
        decisions of other blocks, images among them, change no flag)."""
        if not changed:
            return
        positions = self._positions
        if positions is None:
            positions = self._positions = {b.index: pos for pos, b in enumerate(self._blocks)}
        flags = self.flags
        for index, decision in changed.items():
            pos = positions.get(index)
            if pos is not None:
                flags[pos] = decision.label in KEPT_LABELS


class RunColumns:
    """What the run rules read of each text block under one sequence of repeat groups,
    found in one pass (:func:`run_columns`) instead of once a rule: the rules then read
    C ints, not the blocks' and groups' fields.

    ``groups``: the sequence read (the columns are its, no other's); ``lengths``: each
    block's text length; ``idents`` and ``items``: its group's ident and item; ``run_of``:
    the number of the block's run (its ident's, when its group has ``min_items`` items or
    more; -1 when none), the runs numbered in the order they first come; ``run_idents`` and
    ``run_chars``: each run's ident and its blocks' characters; ``total``: the blocks'
    characters; ``bound``: one more than the largest ident (0: none is 0 or more). The
    positions of a few runs' blocks: :meth:`places`. Read-only."""

    __slots__ = (
        "bound",
        "groups",
        "idents",
        "items",
        "lengths",
        "run_chars",
        "run_idents",
        "run_of",
        "total",
    )

    def __init__(
        self,
        groups: Sequence[RepeatGroup],
        lengths: array,
        idents: array,
        items: array,
        run_of: array,
        run_idents: list[int],
        run_chars: list[int],
        total: int,
        bound: int,
    ) -> None:
        self.groups = groups
        self.lengths = lengths
        self.idents = idents
        self.items = items
        self.run_of = run_of
        self.run_idents = run_idents
        self.run_chars = run_chars
        self.total = total
        self.bound = bound

    def places(self, idents: Iterable[int]) -> dict[int, list[int]]:
        """The positions of the blocks of each of ``idents`` that has blocks (idents not
        below 0), the idents in the order their first blocks come:
        :func:`_places_reference`, in the decisions kernel when it is built."""
        compiled = kernel(DECIDE)
        found = compiled.places(self.idents, idents, self.bound) if compiled is not None else None
        return found if found is not None else _places_reference(self.idents, idents)


def _places_reference(column: Sequence[int], idents: Iterable[int]) -> dict[int, list[int]]:
    """:meth:`RunColumns.places` in Python (``column``: the blocks' idents): the definition
    the kernel is held to."""
    wanted = set(idents)
    found: dict[int, list[int]] = {}
    for pos, ident in enumerate(column):
        if ident >= 0 and ident in wanted:
            found.setdefault(ident, []).append(pos)
    return found


def run_columns(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], min_items: int
) -> RunColumns:
    """The blocks' :class:`RunColumns` under ``groups`` (each block's group, in order;
    ``min_items``: the fewest items of a run): :func:`_run_columns_reference`'s, read in
    the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    found = compiled.run_columns(blocks, groups, min_items) if compiled is not None else None
    if found is None:
        return _run_columns_reference(blocks, groups, min_items)
    return RunColumns(groups, *found)


def _run_columns_reference(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], min_items: int
) -> RunColumns:
    """:func:`run_columns` in Python: the definition the kernel is held to."""
    if len(groups) != len(blocks):
        raise ValueError("run_columns: blocks and groups differ")
    lengths = [len(block.text) for block in blocks]
    idents = [group.ident for group in groups]
    numbers: dict[int, int] = {}  # a run's ident -> its number
    run_of: list[int] = []
    run_chars: list[int] = []
    for group, ident, chars in zip(groups, idents, lengths, strict=True):
        number = -1
        if ident >= 0 and group.count >= min_items:
            number = numbers.setdefault(ident, len(numbers))
            if number == len(run_chars):
                run_chars.append(0)
            run_chars[number] += chars
        run_of.append(number)
    items = [group.item for group in groups]
    columns = array("q", lengths), array("q", idents), array("q", items), array("q", run_of)
    bound = max(max(idents, default=-1), -1) + 1
    return RunColumns(groups, *columns, list(numbers), run_chars, sum(lengths), bound)


class PageColumns:
    """The text blocks' :class:`RunColumns` under each sequence of repeat groups the rules
    read (the page's, and those the run rules make: loose runs, joined grids), each found
    once, when first asked (``min_items``: the fewest items of a run)."""

    __slots__ = ("_blocks", "_found", "_min_items")

    def __init__(self, blocks: Sequence[Block], min_items: int) -> None:
        self._blocks = blocks
        self._min_items = min_items
        self._found: dict[int, RunColumns] = {}

    def __call__(self, groups: Sequence[RepeatGroup]) -> RunColumns:
        """The columns of ``groups`` (the sequence itself: its columns hold it, so that
        another sequence made later is not taken for it)."""
        found = self._found.get(id(groups))
        if found is None or found.groups is not groups:
            found = self._found[id(groups)] = run_columns(self._blocks, groups, self._min_items)
        return found


def keep_dropped_members(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    members: Sequence[int],
    min_probability: float,
    reason: str,
) -> dict[int, Decision]:
    """Content decisions for the dropped blocks (``flags``) among the positions ``members``
    that the model gives ``min_probability`` or more (``reason`` formatted with ``p``)."""
    found: dict[int, Decision] = {}
    for pos in members:
        p = float(probs[pos])
        if not flags[pos] and p >= min_probability:
            index = blocks[pos].index
            found[index] = Decision(index, Label.CONTENT, reason.format(p=p))
    return found


def keep_unlinked_members(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    members: Sequence[int],
    max_link_density: float,
    reason: str,
) -> dict[int, Decision]:
    """Content decisions for the dropped blocks (``flags``) among the positions ``members``
    whose link density is under ``max_link_density`` (``reason`` formatted with ``p``)."""
    found: dict[int, Decision] = {}
    for pos in members:
        block = blocks[pos]
        if not flags[pos] and block.features.link_density < max_link_density:
            found[block.index] = Decision(
                block.index, Label.CONTENT, reason.format(p=float(probs[pos]))
            )
    return found


def restored(
    blocks: Sequence[Block], probs: Sequence[float], positions: Sequence[int], reason: str
) -> dict[int, Decision]:
    """Keep decisions for the blocks at ``positions``: a heading's as a heading, any other's
    as content (``reason`` formatted with ``p``)."""
    return {
        blocks[pos].index: Decision(
            blocks[pos].index,
            Label.HEADING if blocks[pos].features.heading_level else Label.CONTENT,
            reason.format(p=probs[pos]),
        )
        for pos in positions
    }


def groups_by_ident(groups: Sequence[RepeatGroup]) -> dict[int, RepeatGroup]:
    """One group of each ident, in the order the idents first come: what a rule asks of a
    run's group as a whole (its count, shares, density) is the same for all its items
    (:func:`_groups_by_ident_reference`, in the decisions kernel when it is built)."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _groups_by_ident_reference(groups)
    return compiled.groups_by_ident(groups)


def _groups_by_ident_reference(groups: Sequence[RepeatGroup]) -> dict[int, RepeatGroup]:
    """:func:`groups_by_ident` in Python: the definition the kernel is held to."""
    return {group.ident: group for group in groups}


def block_shape(block: Block) -> tuple[str, bool]:
    """The block's tag and whether it is mostly link text: how runs of like items match."""
    return block.tag, block.features.link_density > LINK_HEAVY


class Inside:
    """Whether a block lies inside one element (each element's answer found once)."""

    def __init__(self, element: object) -> None:
        self.element = element
        self.known: dict[object, bool] = {}

    def __call__(self, block: Block) -> bool:
        """True when the block's element is the element or lies under it."""
        node = block.element
        seen = []
        answer = False
        while node is not None:
            if node is self.element:
                answer = True
                break
            known = self.known.get(node)
            if known is not None:
                answer = known
                break
            seen.append(node)
            node = node.getparent()
        for element in seen:
            self.known[element] = answer
        return answer


def element_parent(block: Block) -> object:
    """The parent of the block's element (None: none known)."""
    element = block.element
    return None if element is None else element.getparent()


def tallies(blocks: Sequence[Block], keys: Sequence[int], count: int) -> list[list[int]]:
    """For each key from 0 to ``count - 1`` (``keys``: each block's, -1 for none) the
    number of its blocks, of those with a sentence, and their characters and link
    characters: the measures of a run's or a box's blocks. The decisions kernel's sums
    when it is built, else :func:`_tallies_reference`."""
    compiled = kernel(DECIDE)
    found = compiled.tallies(blocks, keys, count) if compiled is not None else None
    return found if found is not None else _tallies_reference(blocks, keys, count)


def _tallies_reference(blocks: Sequence[Block], keys: Sequence[int], count: int) -> list[list[int]]:
    """:func:`tallies` in Python: the definition the kernel is held to."""
    found = [[0, 0, 0, 0] for _ in range(count)]
    for block, key in zip(blocks, keys, strict=True):
        if key >= 0:
            features = block.features
            entry = found[key]
            entry[0] += 1
            entry[1] += 1 if features.sentence_count else 0
            entry[2] += features.text_length
            entry[3] += features.link_text_length
    return found
