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


def test_a_fence_has_the_language_a_class_names() -> None:
    code = "let x = 1;\nlet y = x + 1;"
    pages = {
        "jsx": f"<div class='gatsby-highlight'><pre class='gatsby-code-jsx'>"
        f"<code class='gatsby-code-jsx'>{code}</code></pre></div>",
        "rust": f"<div class='example-wrap'><pre class='rust rust-example-rendered'><code>{code}"
        "</code></pre></div>",
        "python": f"<div class='sourceCode'><pre class='sourceCode python'><code>{code}</code>"
        "</pre></div>",
        "js": f"<pre class='brush: js; gutter: false'>{code}</pre>",
    }
    for language, html in pages.items():
        markdown = kept_all(f"<p>The example below sets two values.</p>{html}").markdown
        assert f"```{language}\n{code}\n```" in markdown, language


def test_a_generic_class_word_names_no_language() -> None:
    markdown = kept_all("<pre class='text output'>done in 3 s</pre>").markdown
    assert "```\ndone in 3 s\n```" in markdown


def test_a_heading_s_anchor_mark_after_a_caseless_script_is_not_shown() -> None:
    html = (
        "<h2 id='a'>安装<a class='headerlink' href='#a'>#</a></h2><p>从软件包索引安装该软件包。</p>"
        "<h2 id='b'>C#</h2><p>The C# bindings are generated.</p>"
    )
    markdown = kept_all(html).markdown
    assert "## 安装\n" in markdown and "## C#\n" in markdown
