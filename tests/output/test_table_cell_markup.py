"""A data table's cells keep their inline markup in Markdown: code, bold, italic, links,
with every pipe escaped (a code span's too) so that the row stays one row."""

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
