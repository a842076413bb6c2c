"""The data tables' completion read from the feature column of the blocks in one: the same
changed decisions as the scan of every block, on a page of two data tables (one with a
linked header column and in-page anchors), a layout table and a nested one."""

from __future__ import annotations

import random

import numpy as np
from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.method import _IN_DATA_TABLE, complete_tables
from thresher.types import Decision, Label

_PAGE = (
    "<p>An article about the modules and their settings, written at some length.</p>"
    "<table><tr><th>Name</th><th>Value</th></tr>"
    "<tr><th><a href='/alpha'>Alpha</a></th><td>The first value of the table</td></tr>"
    "<tr><th><a href='#beta'>Beta</a></th><td>The second value of the table</td></tr>"
    "<tr><th><a href='javascript:x()'>Gamma</a></th><td>The third value</td></tr></table>"
    "<p>Between the tables, a paragraph of prose that explains the next one.</p>"
    "<table><tr><td>Only one cell in this layout table</td></tr></table>"
    "<table><tr><td><table><tr><td>Inner one</td><td>Inner two</td></tr></table></td>"
    "<td>Outer cell</td></tr></table>"
    "<table><tr><td>Delta</td><td>Four</td></tr><tr><td>Epsilon</td><td>Five</td></tr>"
    "<tr><td><a href='/z'>Zeta</a></td><td>Six</td></tr></table>"
)


def test_the_cells_of_the_column_complete_the_tables_as_the_scan() -> None:
    page = prepared_page(_PAGE)
    blocks = list(page.text_blocks)
    cells = np.flatnonzero(page.features[:, _IN_DATA_TABLE]).tolist()
    assert len(cells) >= 10 and len(cells) < len(blocks)
    rng = random.Random(69)
    labels = (Label.CONTENT, Label.HEADING, Label.BOILERPLATE, Label.COMMENT)
    completed = 0
    for _ in range(50):
        decisions = {b.index: Decision(b.index, rng.choice(labels), "t") for b in blocks}
        for linked, anchors in ((False, False), (True, False), (False, True), (True, True)):
            expected = complete_tables(blocks, decisions, linked, anchors)
            assert complete_tables(blocks, decisions, linked, anchors, cells) == expected
            completed += bool(expected)
    assert completed > 25  # the rule changed decisions on many of the draws
