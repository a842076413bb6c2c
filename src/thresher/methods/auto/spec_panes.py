"""A product's data sheet in the tab or fold beside its description: "Poids 1,4 kg".

A shop sets a product's description and its specifications side by side in one widget:
tab panes (Bootstrap's ``tab-pane``: PrestaShop's "Fiche technique", OpenCart's
"Характеристики", WooCommerce's "Additional information"), folds (``details``, a theme's
``accordion-item``: a Shopify theme's "Specifications"). The description is prose the
block model keeps; the data sheet is a run of short pairs (a ``dt`` and its ``dd``, a
table row of two cells, "Material: NBR Foam") that it reads one cell at a time and
drops (p 0.1-0.4), though the product truths that show such a sheet keep it (wcxb-dev
dev-4017: 8 of 8 lines; dev-4026's "Technical Information"). A pane the page does not
show is kept too: :func:`~thresher.methods.auto.hidden_boxes.drop_inactive_panes` drops
the kept text of inactive panes, which runs before and reads no sheet.

On a page that declares a product, from each kept block of :data:`MIN_PROSE` characters
or more (the description) up :data:`MAX_DEPTH` ancestors: a sibling of an ancestor of
the same shape (:func:`same_shape`: the same tag and a class word in common, active
state words aside, or both ``details`` or one custom element, or both
``role=tabpanel``) is a pane of the same widget. A pane of :data:`MAX_BLOCKS` text
blocks or fewer, holding a dropped block, whose blocks (headings and labels alone
aside) are :data:`MIN_PAIR_SHARE` or more specification pairs (:func:`pair_positions`)
and at least :data:`MIN_PAIRS` pairs, is kept whole but for its linked blocks. Nothing
here names a site: the tags and the pane's shape are HTML's and the widget's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from thresher.methods.auto.decided import restored
from thresher.methods.auto.spec_lists import MAX_LABEL, is_pair
from thresher.types import Block, Decision

MIN_PROSE = 80  # characters of a kept block: the description beside the sheet
MAX_DEPTH = 6  # ancestors of the description read for the widget's panes
MAX_BLOCKS = 60  # a larger pane is a page's section, not a data sheet
MIN_PAIRS = 3  # a sheet: three specifications or more
MIN_PAIR_SHARE = 0.6  # of the pane's text blocks that are a pair's
MAX_LINK_DENSITY = 0.5  # a block mostly a link stays as it is
# Class words that say which pane shows, not what the pane is.
STATE_WORDS = frozenset({"active", "show", "in", "fade", "open", "is-active", "current"})
CELLS = ("td", "th")
_REASON = "a product's data sheet beside its description (p={p:.2f})"


def same_shape(one: Any, other: Any) -> bool:
    """Whether the elements ``one`` and ``other`` are panes of one widget: the same tag
    and a class word in common (:data:`STATE_WORDS` aside), or both ``details`` or one
    custom element (a tag with a hyphen: a script's component), or both
    ``role=tabpanel``."""
    if one.tag != other.tag:
        return False
    if one.tag == "details" or "-" in one.tag:  # a fold; a script's component
        return True
    if one.get("role") == other.get("role") == "tabpanel":
        return True
    words = set((one.get("class") or "").split()) - STATE_WORDS
    return bool(words & set((other.get("class") or "").split()))


def pair_positions(blocks: Sequence[Block], pane: Sequence[int]) -> tuple[int, set[int]]:
    """The number of specification pairs among the positions ``pane`` and the positions
    they cover: a ``dt`` and the ``dd`` after it, a table row of two cells, a block
    written "label: value" (:func:`~thresher.methods.auto.spec_lists.is_pair`)."""
    pairs, covered = 0, set()
    for at, pos in enumerate(pane):
        block = blocks[pos]
        if block.kind == "dt":
            if at + 1 < len(pane) and blocks[pane[at + 1]].kind == "dd":
                pairs += 1
                covered.update((pos, pane[at + 1]))
        elif block.kind in CELLS:
            row = block.element.getparent() if block.element is not None else None
            if row is not None and row.tag == "tr" and _is_first_of_two(row, block.element):
                pairs += 1
                covered.add(pos)
                if at + 1 < len(pane) and blocks[pane[at + 1]].kind in CELLS:
                    covered.add(pane[at + 1])
        elif is_pair(block.text):
            pairs += 1
            covered.add(pos)
    return pairs, covered


def _is_first_of_two(row: Any, cell: Any) -> bool:
    """Whether ``row`` holds two cells and ``cell`` is the first."""
    cells = [node for node in row if node.tag in CELLS]
    return len(cells) == 2 and cells[0] is cell


def _is_title(block: Block) -> bool:
    """Whether ``block`` titles the sheet or a group of its pairs: a heading, or a label
    alone ("Weight:") of :data:`~thresher.methods.auto.spec_lists.MAX_LABEL` characters
    or fewer."""
    if block.features.heading_level:
        return True
    text = block.text.rstrip()
    return len(text) <= MAX_LABEL and text.endswith((":", "："))


def _panes(element: Any) -> Iterator[Any]:
    """The siblings of ``element``'s ancestors (up :data:`MAX_DEPTH`) of the same shape."""
    node = element
    for _ in range(MAX_DEPTH):
        parent = node.getparent()
        if parent is None:
            return
        for sibling in parent:
            if sibling is not node and same_shape(node, sibling):
                yield sibling
        node = parent


def keep_spec_panes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of the data-sheet panes beside a kept description, kept
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag). The changed decisions are returned."""
    anchors = [
        block.element
        for block, kept in zip(blocks, flags, strict=True)
        if kept and block.element is not None and len(block.text) >= MIN_PROSE
    ]
    if not anchors:
        return {}
    at = {block.element: pos for pos, block in enumerate(blocks) if block.element is not None}
    seen: set[Any] = set()
    found: dict[int, Decision] = {}
    for anchor in anchors:
        for pane in _panes(anchor):
            if pane in seen:
                continue
            seen.add(pane)
            found.update(_kept_sheet(blocks, probs, flags, pane, at))
    return found


def _kept_sheet(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    pane: Any,
    at: dict[Any, int],
) -> dict[int, Decision]:
    """The decisions keeping ``pane``'s dropped unlinked blocks when it is a data sheet."""
    members = sorted(at[node] for node in pane.iter() if node in at)
    if not members or len(members) > MAX_BLOCKS or all(flags[pos] for pos in members):
        return {}
    pairs, covered = pair_positions(blocks, members)
    counted = sum(1 for pos in members if not _is_title(blocks[pos]))
    if pairs < MIN_PAIRS or len(covered) < MIN_PAIR_SHARE * counted:
        return {}
    dropped = [
        pos
        for pos in members
        if not flags[pos] and blocks[pos].features.link_density < MAX_LINK_DENSITY
    ]
    return restored(blocks, probs, dropped, _REASON)
