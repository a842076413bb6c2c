"""A bordered table of one row of two filled cells (a key beside what it does:
LibreOffice's ">>" beside "Copies the label to the list") is a table; a one-row menu,
a form's row and an unbordered pair stay paragraphs."""

from __future__ import annotations

import pytest
from test_markdown_roundtrip import assert_round_trip, kept_all

pytest.importorskip("markdown_it")

_ROW = "<tr><td><p>&gt;&gt;</p></td><td><p>Copies the label to the list.</p></td></tr>"


def test_a_bordered_key_row_is_a_table_and_menus_forms_and_bare_pairs_are_not():
    result = kept_all(f"<table border='1'>{_ROW}</table>")
    assert result.markdown.splitlines()[:2] == ["| >> | Copies the label to the list. |",
                                                "| --- | --- |"]  # fmt: skip
    assert assert_round_trip(result)[0]["rows"] == [[">>", "Copies the label to the list."]]
    others = (
        f"<table border='0'>{_ROW}</table>",
        f"<table>{_ROW}</table>",
        "<table border='1'><tr><td><a href='/a'>Home</a></td><td><a href='/b'>News</a></td>"
        "</tr></table>",
        "<table border='1'><tr><td>Name:</td><td><input name='n'></td><td>Mail:</td></tr></table>",
        "<table border='1'><tr><td>One</td><td>Two</td><td>Three</td></tr></table>",
    )
    for html in others:
        assert "|" not in kept_all(html).markdown, html
