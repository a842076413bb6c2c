"""A reference table's linked row labels, kept with the table's kept values."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, complete_tables
from thresher.types import Decision, Label

ROW = "<tr><th>{label}</th><td>{value}</td></tr>"
VALUES = ("Sets the file that holds the users", "AuthUserFile file-path", "directory")


def _table(label: str) -> str:
    names = ("Description:", "Syntax:", "Context:")
    rows = "".join(
        ROW.format(label=label.format(name=name), value=value)
        for name, value in zip(names, VALUES, strict=True)
    )
    return f"<h2>AuthUserFile</h2><table>{rows}</table>"


def _kept(body: str, linked_headers: bool) -> set[str]:
    page = prepared_page(body)
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if b.tag == "td" else Label.BOILERPLATE, "t")
        for b in page.text_blocks
    }
    changed = complete_tables(page.text_blocks, decisions, linked_headers)
    return {page.blocks[i].text for i in changed}


def test_linked_row_labels_of_a_table_mostly_kept_are_kept() -> None:
    linked = _table("<a href='/dict#{name}'>{name}</a>")
    assert _kept(linked, linked_headers=True) == {"Description:", "Syntax:", "Context:"}
    assert _kept(linked, linked_headers=False) == set()
    assert _kept(_table("{name}"), linked_headers=False) == {"Description:", "Syntax:", "Context:"}


def test_linked_data_cells_stay_dropped() -> None:
    row = "<tr><td><a href='/a'>Alpha module</a></td><td>Kept value of the row</td></tr>"
    body = f"<table>{row * 3}</table>"
    page = prepared_page(body)
    decisions = {
        b.index: Decision(
            b.index, Label.BOILERPLATE if b.text.startswith("Alpha") else Label.CONTENT, "t"
        )
        for b in page.text_blocks
    }
    assert complete_tables(page.text_blocks, decisions, True) == {}


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(_table("<a href='/dict#{name}'>{name}</a>"))
    probs = np.array([0.3 if b.tag == "th" else 0.9 for b in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    assert "Syntax:" in kept(AutoParams(decision="threshold"))
    # a table's rows are like cards too: card_titles keeps linked labels of distinct text
    off = AutoParams(decision="threshold", linked_table_headers=False, card_titles=False)
    assert "Syntax:" not in kept(off)
    assert "Syntax:" in kept(AutoParams(decision="threshold", linked_table_headers=False))
