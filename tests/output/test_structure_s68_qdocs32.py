"""Tables a documentation page draws: a title row spanning the columns over data is a
table (LibreOffice's "List of Methods"); a navigation bar under its title stays layout."""

from __future__ import annotations

from test_markdown_roundtrip import assert_round_trip, kept_all

METHODS = (
    "<table border='1'><tr><th colspan='3'><p>List of Methods in the Base Service</p></th></tr>"
    "<tr><td><p><a href='#a'>CloseFormDocument</a><br><a href='#b'>Forms</a><br></p></td>"
    "<td><p><a href='#c'>GetDatabase</a><br><a href='#d'>IsLoaded</a><br></p></td>"
    "<td><p><a href='#e'>PrintOut</a><br><a href='#f'>SetPrinter</a><br></p></td></tr></table>"
)


def test_a_title_row_over_data_cells_is_a_table() -> None:
    planned = assert_round_trip(kept_all(METHODS))
    assert planned == [
        {
            "type": "table",
            "rows": [
                ["List of Methods in the Base Service", "", ""],
                ["CloseFormDocument Forms", "GetDatabase IsLoaded", "PrintOut SetPrinter"],
            ],
        }
    ]


def test_a_title_row_without_a_span_or_over_one_cell_is_layout() -> None:
    unspanned = METHODS.replace(" colspan='3'", "")
    one_cell = (
        "<table><tr><th colspan='2'>Note</th></tr><tr><td>Save your work first.</td></tr></table>"
    )
    for html in (unspanned, one_cell):
        assert all(b["type"] != "table" for b in assert_round_trip(kept_all(html)))
