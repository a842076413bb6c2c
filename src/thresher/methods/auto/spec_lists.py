"""A product's specification list the model kept a few items of: "Capacity: 40 L".

A shop writes a product's specifications as a list as often as a table: one item a
feature, its label, a colon and its value ("Capacity: 40L for your gear", "Weight :
700 g", "Website Functionality: 30%", "素材：綿100%"). The block model reads each item
alone and, near its threshold, keeps a few of them and drops the rest; the run rules
ask for more than it kept. On wcxb-dev the items so dropped are in the truths (dev-4026:
7 of 7, dev-4858: 4 of 4, dev-4503: 2 of 2), and the runs of such items kept in part
elsewhere are a page's credits ("Photo: …", dropped by their own rule) or a list of
clips with times ("(4:08)": a colon between digits is no label's).

A run of :data:`MIN_ITEMS` to :data:`MAX_ITEMS` list items of one repeat group, side by
side, :data:`MIN_PAIR_SHARE` or more of them written "label: value" (:func:`is_pair`:
a label of :data:`MAX_LABEL` characters or fewer, not ending in a digit, then a colon) in
:data:`MAX_CHARS` or fewer, with :data:`MIN_KEPT` of those kept or more but not all and
a median probability of :data:`MIN_MEDIAN` or more, is kept whole but for its linked
items (link density :data:`MAX_LINK_DENSITY` or more). Nothing here names a site.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import keep_unlinked_members
from thresher.methods.auto.mark_tables import median_of
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision

MAX_LABEL = 40  # characters of a label before its colon
MIN_ITEMS = 3  # a list of specifications: three features or more
MAX_ITEMS = 30  # a longer list is a record's data, not a product's specifications
MIN_PAIR_SHARE = 0.8  # of the run's items written "label: value"
MIN_KEPT = 2  # such items the model kept: it read the list as content
MIN_MEDIAN = 0.25  # the items' median probability: a list ruled out whole stays out
MAX_CHARS = 120  # an item: a label and a short value
MAX_LINK_DENSITY = 0.5  # an item mostly a link stays as it is
_REASON = "item of a specification list the model is unsure of (p={p:.2f})"


def is_pair(text: str) -> bool:
    """Whether ``text`` is one item of specifications, "label: value", in
    :data:`MAX_CHARS` characters or fewer: a label of :data:`MAX_LABEL` characters or
    fewer not ending in a digit (a time "4:08", a ratio "16:9"), a colon (or a full-width
    one), then a value."""
    if len(text) > MAX_CHARS:
        return False
    colon, wide = text.find(":"), text.find("：")
    if colon < 0 or 0 <= wide < colon:
        colon = wide
    if not 0 < colon <= MAX_LABEL:
        return False
    label = text[:colon].rstrip()
    return bool(label) and not label[-1].isdigit() and bool(text[colon + 1 :].strip())


def keep_spec_lists(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: np.ndarray,
    flags: Sequence[bool],
    items: Sequence[int],
) -> dict[int, Decision]:
    """The dropped items of the specification lists the model kept a few items of
    (``blocks``: the text blocks; ``groups``: their repeat groups; ``probs``: their
    probabilities; ``flags``: each block's kept flag; ``items``: the positions of the
    list items, ``li``). The changed decisions are returned."""
    kept = [pos for pos in _colon_items(blocks, flags, items) if is_pair(blocks[pos].text)]
    if len(kept) < MIN_KEPT:
        return {}  # most pages: no item of specifications kept
    first: dict[int, int] = {}
    counts = Counter()
    for pos in kept:
        ident = groups[pos].ident
        if ident >= 0:
            first.setdefault(ident, pos)
            counts[ident] += 1
    found: dict[int, Decision] = {}
    for ident, count in counts.items():
        if count < MIN_KEPT:
            continue
        run = _run(groups, first[ident], ident)
        if not MIN_ITEMS <= len(run) <= MAX_ITEMS:
            continue
        if sum(1 for pos in run if is_pair(blocks[pos].text)) < MIN_PAIR_SHARE * len(run):
            continue
        if sum(1 for pos in run if flags[pos]) == len(run):
            continue
        if median_of([float(probs[pos]) for pos in run]) < MIN_MEDIAN:
            continue
        found.update(keep_unlinked_members(blocks, probs, flags, run, MAX_LINK_DENSITY, _REASON))
    return found


def _run(groups: Sequence[RepeatGroup], pos: int, ident: int) -> list[int]:
    """The positions side by side around ``pos`` whose repeat group is ``ident``."""
    start, end = pos, pos + 1
    while start > 0 and groups[start - 1].ident == ident:
        start -= 1
    while end < len(groups) and groups[end].ident == ident:
        end += 1
    return list(range(start, end))


def _colon_items(blocks: Sequence[Block], flags: Sequence[bool], items: Sequence[int]) -> list[int]:
    """The positions of ``items`` whose block is kept and whose text holds a colon (or a
    full-width one): :func:`_colon_items_reference`, in the decisions kernel when it is
    built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _colon_items_reference(blocks, flags, items)
    return compiled.colon_items(blocks, flags, items)


def _colon_items_reference(
    blocks: Sequence[Block], flags: Sequence[bool], items: Sequence[int]
) -> list[int]:
    """:func:`_colon_items` in Python: the definition the kernel is held to."""
    return [
        pos for pos in items if flags[pos] and (":" in (text := blocks[pos].text) or "：" in text)
    ]
