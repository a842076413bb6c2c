"""Markdown tables: a data table's cells keep their inline markup (code, bold, italic,
links) with every pipe escaped (a code span's too) so that the row stays one row; a
title row of ``th`` cells of which one only has text is a table's header."""

from __future__ import annotations

import pytest
from test_markdown_roundtrip import assert_round_trip, kept_all

pytest.importorskip("markdown_it")


def test_a_table_cell_keeps_its_code_bold_italic_and_links():
    html = (
        "<table><tr><th>Option</th><th>Meaning</th></tr><tr><td><code>a|b</code></td>"
        "<td>x <strong>bold</strong> and <em>it</em> <code>`tick`</code></td></tr><tr>"
        "<td><tt>size</tt><br>(int)</td><td>1 <a href='/u'>link</a> | 2</td></tr></table>"
    )
    result = kept_all(html, include_links=True)
    lines = result.markdown.splitlines()
    assert "| `a\\|b` | x **bold** and *it* `` `tick` `` |" in lines
    assert "| `size` (int) | 1 [link](/u) \\| 2 |" in lines
    planned = assert_round_trip(result)
    assert planned[0]["rows"][1] == ["a|b", "x bold and it `tick`"]


def test_a_title_over_columns_of_names_beside_empty_header_cells_is_a_table():
    names = ("<a href='#add'>Add</a><br><a href='#clear'>Clear</a>",
             "<a href='#get'>Get</a><br><a href='#has'>Has</a>",
             "<a href='#remove'>Remove</a><br><a href='#set'>Set</a>")  # fmt: skip
    html = (
        "<table border='1'><tr><th><p></p></th><th><p>Methods</p></th><th><p></p></th></tr>"
        "<tr>" + "".join(f"<td><p>{n}</p></td>" for n in names) + "</tr></table>"
    )
    result = kept_all(html)
    assert "|  | Methods |  |" in result.markdown.splitlines()
    planned = assert_round_trip(result)
    assert planned[0]["rows"][1] == ["Add Clear", "Get Has", "Remove Set"]
    layout = kept_all(
        "<table><tr><td>Methods</td><td></td></tr><tr><td>Add</td><td>Get</td></tr></table>"
    )
    assert "|" not in layout.markdown
