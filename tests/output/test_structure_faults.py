"""What a block is for a reader: code whitespace, monospace boxes, data vs layout tables."""

from __future__ import annotations

from test_markdown_roundtrip import assert_round_trip, kept_all


def test_code_keeps_first_line_indentation():
    result = kept_all("<pre>\n        int i;\n    return i;\n</pre>")
    assert "```\n        int i;\n    return i;\n```" in result.markdown
    assert "<pre><code>        int i;\n    return i;</code></pre>" in result.html
    assert result.text == "int i;\n    return i;"  # plain text as before


def test_monospace_example_box_is_code():
    html = (
        "<p>Declare the handlers like this:</p>"
        '<div class="example"><p><code>\n  int a;<br>\n  int b;<br>\n  int c;\n</code></p></div>'
        "<p>A paragraph with <code>inline</code> code</p>"
    )
    result = kept_all(html)
    planned = assert_round_trip(result)
    assert {"type": "code", "text": "int a;\nint b;\nint c;"} in planned
    assert {"type": "paragraph", "text": "A paragraph with inline code"} in planned


def test_note_box_drawn_as_table_is_paragraphs():
    html = (
        '<table border="0"><tr><td rowspan="2"><img src="note.png" alt="[Note]"></td>'
        "<th>Note</th></tr><tr><td></td><td>Save your work first.</td></tr></table>"
    )
    planned = assert_round_trip(kept_all(html))
    assert [b["type"] for b in planned] == ["image", "paragraph", "paragraph"]


def test_navigation_bar_table_is_layout():
    html = (
        "<table><tr><th colspan='3'>Chapter 2</th></tr>"
        "<tr><td><a href='a.html'>Prev</a></td><th>Tools</th><td><a href='b.html'>Next</a></td>"
        "</tr></table>"
    )
    assert all(b["type"] != "table" for b in assert_round_trip(kept_all(html)))


def test_one_column_data_table_is_table():
    html = "<table><tr><th>Format</th></tr><tr><td>PNG</td></tr><tr><td>JPEG</td></tr></table>"
    planned = assert_round_trip(kept_all(html))
    assert planned == [{"type": "table", "rows": [["Format"], ["PNG"], ["JPEG"]]}]


def test_presentational_table_is_layout():
    html = (
        "<table role='presentation'><tr><td>a</td><td>b</td></tr>"
        "<tr><td>c</td><td>d</td></tr></table>"
    )
    assert [b["type"] for b in assert_round_trip(kept_all(html))] == ["paragraph"] * 4


def test_data_table_stays_table():
    html = "<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>"
    planned = assert_round_trip(kept_all(html))
    assert planned == [{"type": "table", "rows": [["k", "v"], ["a", "1"]]}]


def test_header_row_above_sparse_data_is_table():
    html = (
        "<table><tr><th>Modules</th><th>Directives</th></tr>"
        "<tr><td></td><td>ServerName</td></tr></table>"
    )
    planned = assert_round_trip(kept_all(html))
    assert planned == [{"type": "table", "rows": [["Modules", "Directives"], ["", "ServerName"]]}]


def test_one_line_example_box_is_code_and_a_lone_code_paragraph_in_text_is_not():
    html = (
        "<p>Stop it with:</p>"
        '<div class="example"><p><code>kill -TERM `cat logs/httpd.pid`</code></p></div>'
        "<p><code>inline()</code></p><p>Then read the log.</p>"
        "<ul><li><code>single item</code></li></ul>"
    )
    planned = assert_round_trip(kept_all(html))
    assert {"type": "code", "text": "kill -TERM `cat logs/httpd.pid`"} in planned
    assert {"type": "paragraph", "text": "inline()"} in planned
    assert {"type": "list_item", "level": 1, "text": "single item"} in planned


def test_reference_table_with_nested_tables_is_one_table_cells_flattened():
    html = (
        "<table><tr><th>Type</th><th>Description</th></tr>"
        "<tr><td>SF-COLOR</td><td><p>Creates a colour button.</p>"
        "<table><tr><th>Item</th><th>Meaning</th></tr><tr><td>name</td><td>label</td></tr>"
        "</table></td></tr><tr><td>SF-FONT</td><td>Creates a font picker.</td></tr></table>"
    )
    planned = assert_round_trip(kept_all(html))
    assert planned == [
        {
            "type": "table",
            "rows": [
                ["Type", "Description"],
                ["SF-COLOR", "Creates a colour button. Item Meaning name label"],
                ["SF-FONT", "Creates a font picker."],
            ],
        }
    ]


def test_layout_table_holding_a_data_table_keeps_the_inner_table():
    html = (
        "<table><tr><td><p>Menu</p></td><td><p>Article text.</p>"
        "<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>"
        "</td></tr></table>"
    )
    planned = assert_round_trip(kept_all(html))
    assert {"type": "table", "rows": [["k", "v"], ["a", "1"]]} in planned
