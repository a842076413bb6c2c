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
:data:`MIN_MARK_SHARE` or more, with :data:`MIN_KEPT` cells kept or more (under half: more
is the table rule's) and a median probability of :data:`MIN_MEDIAN` or more over its
cells (a table the model ruled out whole, a cookie list's "Yes" column, stays out), is
kept whole but for its linked cells. Nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from thresher.types import Block, Decision, Label

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
MAX_LINK_DENSITY = 0.5  # a cell mostly a link (an "Order now" button) stays as it is
_REASON = "cell of a table of plan marks (p={p:.2f})"


def keep_mark_tables(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    cells: Sequence[int],
) -> dict[int, Decision]:
    """The dropped cells of the comparison tables of marks the model kept a few cells of
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag; ``cells``: the positions of the blocks in a data table). The changed
    decisions are returned."""
    tables: dict[int, list[int]] = {}
    for pos in cells:
        table = blocks[pos].context.table
        if table is not None and table.rows >= MIN_ROWS and table.cols >= MIN_COLS:
            tables.setdefault(table.id, []).append(pos)
    found: dict[int, Decision] = {}
    for members in tables.values():
        kept = sum(1 for pos in members if flags[pos])
        if kept < MIN_KEPT or kept * 2 >= len(members):
            continue
        marks = sum(1 for pos in members if blocks[pos].text.strip().lower() in MARKS)
        if marks < MIN_MARK_SHARE * len(members):
            continue
        if float(np.median(probs[members])) < MIN_MEDIAN:
            continue
        for pos in members:
            block = blocks[pos]
            if not flags[pos] and block.features.link_density < MAX_LINK_DENSITY:
                p = float(probs[pos])
                found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=p))
    return found
