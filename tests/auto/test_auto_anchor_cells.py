"""A plan table's row labels that link within the page, kept with the table's kept
values (``anchor_cells``).

A service compares its plans in a table: a row label per feature ("Development Call"),
a "Yes" or "-" per plan. The labels are links that open a note or a popup
(``href="#..."``); the model drops them with the links and keeps the values, so the
table comes out as rows of "Yes".
"""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, _links_in_page, complete_tables
from thresher.types import Decision, Label

FEATURES = ("Development Call", "Recruiter Connection", "Interview Coaching", "Cover Letters")
ROW = "<tr><td>{label}</td><td>Yes</td><td>-</td><td>Yes</td></tr>"
HEAD = "<tr><th>Feature</th><th>Basic</th><th>Pro</th><th>Executive</th></tr>"


def _table(href: str) -> str:
    rows = "".join(
        ROW.format(label=f"<a href='{href.format(n=n)}'>{name}</a>")
        for n, name in enumerate(FEATURES)
    )
    return f"<h2>Compare our plans</h2><table>{HEAD}{rows}</table>"


def _changed(body: str, anchor_cells: bool) -> set[str]:
    page = prepared_page(body)
    decisions = {
        b.index: Decision(b.index, Label.BOILERPLATE if b.text in FEATURES else Label.CONTENT, "t")
        for b in page.text_blocks
    }
    changed = complete_tables(page.text_blocks, decisions, False, anchor_cells)
    return {page.blocks[i].text for i in changed}


@pytest.mark.parametrize(
    "href", ["#popup-{n}", "#elementor-action%3Aopen{n}", "javascript:open({n})"]
)
def test_in_page_row_labels_are_kept(href: str) -> None:
    assert _changed(_table(href), anchor_cells=True) == set(FEATURES)
    assert _changed(_table(href), anchor_cells=False) == set()


@pytest.mark.parametrize("href", ["/features/{n}", "https://other.example/{n}", "page.html#{n}"])
def test_labels_linking_elsewhere_stay_dropped(href: str) -> None:
    assert _changed(_table(href), anchor_cells=True) == set()


def test_links_in_page() -> None:
    page = prepared_page(
        "<p><a href='#a'>one</a> and <a href=' #b'>two</a></p><p><a href='#a'>x</a>"
        "<a href='/b'>y</a></p><p>no link here</p>"
    )
    found = [_links_in_page(b) for b in page.text_blocks]
    assert found == [True, False, False]


def test_the_switch_in_the_decision() -> None:
    page = prepared_page(_table("#popup-{n}"))
    probs = np.array([0.1 if b.text in FEATURES else 0.9 for b in page.text_blocks])
    on = AutoParams(decision="threshold", card_titles=False)
    off = AutoParams(decision="threshold", card_titles=False, anchor_cells=False)
    assert set(FEATURES) <= set(kept_texts(page, probs, on))
    assert not set(FEATURES) & set(kept_texts(page, probs, off))


def test_a_one_row_layout_table_is_left() -> None:
    row = (
        "<tr><td><a href='#top'>Top</a></td><td><a href='javascript:mail()'>Email to friend</a>"
        "</td><td>Share this page with a colleague</td><td>Subscribe to the weekly letter</td></tr>"
    )
    page = prepared_page(f"<table>{row}</table>")
    decisions = {
        b.index: Decision(
            b.index,
            Label.CONTENT if b.text.startswith(("Share", "Sub")) else Label.BOILERPLATE,
            "t",
        )
        for b in page.text_blocks
    }
    assert complete_tables(page.text_blocks, decisions, False, True) == {}
