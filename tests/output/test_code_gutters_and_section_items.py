"""Two writer readings of documentation markup (stop 77), each read back by a CommonMark
parser and an HTML reader as the planned blocks: a code block's line-number gutter
(Pygments' ``td.linenos``, Rouge's ``td.gutter``, YARD's ``pre.lines``) is not a code
block of its own, and a list item that is a section (Javadoc's ``ul.member-list > li >
section`` with its heading) is written as that section's blocks, not as a list item."""

from __future__ import annotations

from test_markdown_roundtrip import assert_round_trip, kept_all

CODE = "def get(key):\n    return store[key]"
GUTTERS = (
    "<h1>Cache.get</h1><table class='highlighttable'><tr><td class='linenos'><div"
    " class='linenodiv'><pre><span class='normal'>1</span>\n<span class='normal'>2</span>"
    f"</pre></div></td><td class='code'><div class='highlight'><pre>{CODE}</pre></div></td>"
    "</tr></table><table class='rouge-table'><tbody><tr><td class='rouge-gutter gl'><pre"
    f" class='lineno'>7\n8\n</pre></td><td class='rouge-code'><pre>{CODE}\n</pre></td></tr>"
    "</tbody></table><p>Line numbers without code beside them stay:</p><table><tr><td><pre>"
    "1\n2\n3</pre></td><td>three lines</td></tr></table>"
)
SECTIONS = (
    "<h1>Class Cache</h1><section class='details'><ul class='details-list'><li><section"
    " class='method-details'><h2>Method Details</h2><ul class='member-list'><li><section"
    " class='detail'><h3>get</h3><div class='member-signature'>public Profile get(String key)"
    "</div><div class='block'>Reads an entry.</div><dl class='notes'><dt>Parameters:</dt>"
    f"<dd><code>key</code> - the key</dd></dl><pre><code>{CODE}</code></pre></section></li>"
    "</ul></section></li></ul></section><ul><li><h3>A card</h3><p>Its line.</p></li><li><p>A"
    " plain item.</p></li></ul>"
)


def test_a_line_number_gutter_is_not_a_code_block() -> None:
    result = kept_all(GUTTERS)
    planned = assert_round_trip(result)
    code = [b["text"] for b in planned if b["type"] == "code"]
    assert code == [CODE, CODE, "1\n2\n3"]
    assert "```\n1\n2\n```" not in result.markdown
    assert "7\n8" not in result.markdown


def test_a_list_item_that_is_a_section_is_written_as_its_blocks() -> None:
    result = kept_all(SECTIONS)
    planned = assert_round_trip(result)
    types = ["heading"] * 3 + ["paragraph"] * 4 + ["code"]
    assert [b["type"] for b in planned[:8]] == types
    assert f"```\n{CODE}\n```" in result.markdown
    assert "public Profile get(String key)" in result.markdown.splitlines()
    # an item whose heading is not in a section stays an item
    assert "- A plain item." in result.markdown.splitlines()
    assert [b for b in planned if b["type"] == "list_item"] != []
