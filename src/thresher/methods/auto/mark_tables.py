"""A plan-comparison table of marks ("Yes", "✓", "—") the model kept a few cells of.

A service's pricing page compares its plans in a table: a feature's name in the first
column and a mark in each plan's column ("Yes", "✓", "—", "Included", "Ja", "Oui", "〇").
The block model reads each cell alone; a mark says nothing by itself, so the cells sit
round the page's threshold (p 0.2-0.6) and the table comes out in scraps: the plans'
names and a few marks kept, the rest dropped. The table rule that finishes a data
table mostly kept (:func:`thresher.methods.auto.method.complete_tables`) asks for half
its cells.

A data table of :data:`MIN_ROWS` rows and :data:`MIN_COLS` columns or more whose cells
are marks (:data:`MARKS`, several languages; a cell's whole text) in
:data:`MIN_MARK_SHARE` or more, with :data:`MIN_KEPT` cells kept or more (the table rule
ran before the other rules kept more: a table may have reached half since) and a median
probability of :data:`MIN_MEDIAN` or more over its
cells (a table the model ruled out whole, a cookie list's "Yes" column, stays out), is
kept whole but for its linked cells.

With ``unsure`` (``unsure_tables``) the marks are not asked for: a data table of
:data:`UNSURE_MIN_ROWS` to :data:`UNSURE_MAX_ROWS` rows (a product's specifications,
"Capacity | 1.5 litres", whose values the model drops where it keeps their labels; a plan
table of short notes) with :data:`MIN_KEPT` cells kept or more and a median
probability of :data:`UNSURE_MIN_MEDIAN` or more (the model near its threshold
throughout, not a menu's table it ruled out) is kept the same way. Nothing here names a
site.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.decided import keep_unlinked_members
from thresher.types import Block, Decision

# A comparison table's marks by language, as a cell's whole text (lower case).
MARKS: frozenset[str] = frozenset(
    {
        # signs
        "✓", "✔", "✔️", "☑", "✗", "✘", "✕", "×", "x", "-", "–", "—", "−", "•", "●",
        "○", "◯", "〇", "△", "▲", "+", "n/a", "*",
        # en
        "yes", "no", "included", "not included", "unlimited", "available", "optional",
        # de
        "ja", "nein", "inklusive", "inkl.", "unbegrenzt",
        # fr
        "oui", "non", "inclus", "illimité", "en option",
        # es / pt / it
        "sí", "si", "incluido", "ilimitado", "sim", "não", "incluído", "incluso",
        "illimitato",
        # nl / pl / tr
        "nee", "inbegrepen", "tak", "nie", "evet", "hayır",
        # ja / zh
        "はい", "いいえ", "あり", "なし", "無制限", "是", "否", "有", "无",
    }
)  # fmt: skip
MIN_ROWS = 4  # a feature per row: a price table of one or two rows is no comparison
MIN_COLS = 3  # a feature's name and two plans or more
MIN_MARK_SHARE = 0.3  # of the table's cells
MIN_KEPT = 2  # cells the model kept: it read the table as content somewhere
MIN_MEDIAN = 0.15  # the cells' median probability: a table ruled out whole stays out
UNSURE_MIN_ROWS = 3  # with ``unsure``: a specification table of three rows or more
UNSURE_MIN_COLS = 2  # a label and its value
UNSURE_MAX_ROWS = 30  # a longer table is a record's data (a filmography, results), kept
# or left whole by the truths' conventions, not a product's specifications or a plan table
UNSURE_MIN_MEDIAN = 0.25  # with ``unsure``: the cells' median probability
MAX_LINK_DENSITY = 0.5  # a cell mostly a link (an "Order now" button) stays as it is
_REASON = "cell of a table the model is unsure of (p={p:.2f})"


def keep_mark_tables(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    cells: Sequence[int],
    unsure: bool = False,
) -> dict[int, Decision]:
    """The dropped cells of the comparison tables of marks the model kept a few cells of
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag; ``cells``: the positions of the blocks in a data table; ``unsure``: any
    table the model is unsure of, marks or not). The changed decisions are returned."""
    if sum(1 for pos in cells if flags[pos]) < MIN_KEPT:
        return {}  # most pages: no table the model kept a part of
    rows, cols = (UNSURE_MIN_ROWS, UNSURE_MIN_COLS) if unsure else (MIN_ROWS, MIN_COLS)
    tables: dict[int, list[int]] = {}
    for pos in cells:
        table = blocks[pos].context.table
        if table is None or table.rows < rows or table.cols < cols:
            continue
        if not unsure or table.rows <= UNSURE_MAX_ROWS:
            tables.setdefault(table.id, []).append(pos)
    found: dict[int, Decision] = {}
    for members in tables.values():
        kept = sum(1 for pos in members if flags[pos])
        if kept < MIN_KEPT or kept == len(members):
            continue
        if not unsure and not _of_marks(blocks, members):
            continue
        floor = UNSURE_MIN_MEDIAN if unsure else MIN_MEDIAN
        if median_of([float(probs[pos]) for pos in members]) < floor:
            continue
        found.update(
            keep_unlinked_members(blocks, probs, flags, members, MAX_LINK_DENSITY, _REASON)
        )
    return found


def _of_marks(blocks: Sequence[Block], members: list[int]) -> bool:
    """Whether :data:`MIN_MARK_SHARE` or more of the cells are marks (:data:`MARKS`)."""
    marks = sum(1 for pos in members if blocks[pos].text.strip().lower() in MARKS)
    return marks >= MIN_MARK_SHARE * len(members)


def median_of(values: list[float]) -> float:
    """The median of ``values`` (the mean of the two middle ones when they are even), in
    Python: ``numpy.median``'s first call on a page sets up more than the rule costs."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    return (ordered[middle - 1] + ordered[middle]) / 2 if len(ordered) % 2 == 0 else ordered[middle]
