"""A ``<br>`` inside a paragraph: one paragraph with a hard line break (two spaces at the
line's end in Markdown, a ``<br>`` in HTML), as a CommonMark reader and the structure
truth read it; two ``<br>`` in a row stay a paragraph break; a ``<p>`` of inline code cut
by a ``<br>`` is a paragraph, not a code block."""

from __future__ import annotations

from test_markdown_roundtrip import kept_all

from thresher.eval.structure_blocks import html_blocks, markdown_blocks
from thresher.output.blocks import planned_blocks

PAGE = (
    "<h1>Contact</h1><p>Line one of the address<br>12 Main Street<br>- not an item</p>"
    "<p>A first paragraph of a post.<br> <br>A second paragraph after a blank line.</p>"
    "<blockquote><p>Quoted line one<br>quoted <b>line</b> two</p></blockquote>"
    "<p>A paragraph with <code>inline</code> code<br>on two lines.</p>"
)


def test_a_line_break_in_a_paragraph_is_a_hard_break() -> None:
    result = kept_all(PAGE)
    markdown = result.markdown
    assert "Line one of the address  \n12 Main Street  \n\\- not an item\n\n" in markdown
    assert "A first paragraph of a post.\n\nA second paragraph after a blank line." in markdown
    assert "> Quoted line one  \n> quoted **line** two" in markdown
    assert "<p>Line one of the address<br>12 Main Street<br>- not an item</p>" in result.html
    planned = planned_blocks(result)
    assert markdown_blocks(markdown) == planned
    assert [{k: v for k, v in b.items() if k != "src"} for b in html_blocks(result.html)] == planned
    assert [b["type"] for b in planned] == ["heading", *["paragraph"] * 3, "quote", "paragraph"]
    assert planned[1]["text"] == "Line one of the address 12 Main Street - not an item"
    code_line = {"type": "paragraph", "text": "A paragraph with inline code on two lines."}
    assert planned[-1] == code_line
