"""Markdown and HTML read back as the blocks thresher meant to write."""

from __future__ import annotations

import pytest

from thresher.eval.structure_blocks import html_blocks, markdown_blocks
from thresher.html.document import load_document
from thresher.html.segment import segment
from thresher.output.blocks import planned_blocks
from thresher.output.extraction import Extraction
from thresher.output.markdown_escape import escape_block_start, escape_inline
from thresher.types import Decision, Label, Metadata

pytest.importorskip("markdown_it")


def kept_all(html: str, **options) -> Extraction:
    """Every block of the page kept: the renderers alone are under test."""
    doc = load_document(html)
    blocks = segment(doc).blocks
    decisions = tuple(Decision(b.index, Label.CONTENT, "kept") for b in blocks)
    return Extraction("test", options, Metadata(), blocks, decisions, document=doc)


def assert_round_trip(extraction: Extraction) -> list[dict]:
    """The Markdown and the HTML read back as the planned blocks (addresses aside: a
    reader sees them percent-encoded)."""
    planned = _no_src(planned_blocks(extraction))
    assert _no_src(markdown_blocks(extraction.markdown)) == planned, extraction.markdown
    assert _no_src(html_blocks(extraction.html)) == planned, extraction.html
    return planned


def _no_src(blocks: list[dict]) -> list[dict]:
    return [{k: v for k, v in block.items() if k != "src"} for block in blocks]


def test_numbered_heading_has_no_visible_backslash():
    result = kept_all("<h2>2. Workflow</h2><p>1. first step, then more.</p>")
    assert "## 2. Workflow" in result.markdown
    assert "1\\. first step" in result.markdown
    planned = assert_round_trip(result)
    assert planned[0] == {"type": "heading", "level": 2, "text": "2. Workflow"}


@pytest.mark.parametrize(
    "text",
    [
        "a * b and 2*3*4",
        "snake_case and __init__ and _private_",
        "use `ls` or ``cat``",
        "[not a link](x) and [1]",
        "&amp; &copy; < <div> <https://a.example>",
        "back\\slash \\* and trailing \\",
        "~~not struck~~",
        "Issue #",
    ],
)
def test_inline_punctuation_round_trips(text):
    safe = _html_escape(text)
    html = f"<p>{safe}</p><h3>{safe}</h3><ul><li>{safe}</li></ul>"
    assert_round_trip(kept_all(html))


@pytest.mark.parametrize(
    "start", ["# x", "> x", "- x", "+ x", "* x", "12) x", "---", "===", "- - -"]
)
def test_block_starts_round_trip(start):
    assert_round_trip(
        kept_all(f"<p>{_html_escape(start)}</p><ul><li>{_html_escape(start)}</li></ul>")
    )


def test_table_cells_with_pipes_and_breaks():
    html = (
        "<table><tr><th>a|b</th><th>c</th></tr><tr><td>x<br>y</td><td>1 \\| 2</td></tr>"
        "<tr><td>only</td></tr></table>"
    )
    planned = assert_round_trip(kept_all(html))
    assert planned[0]["type"] == "table"
    assert planned[0]["rows"][0] == ["a|b", "c"]


def test_nested_lists_under_ordered_parents():
    html = (
        "<ol><li>one<ul><li>sub a</li><li>sub b<ol><li>deep</li></ol></li></ul></li>"
        "<li>two</li></ol><ol start='10'><li>ten<ul><li>under ten</li></ul></li></ol>"
    )
    result = kept_all(html)
    assert "1. one\n   - sub a" in result.markdown
    planned = assert_round_trip(result)
    assert [(b["level"], b["text"]) for b in planned] == [
        (1, "one"),
        (2, "sub a"),
        (2, "sub b"),
        (3, "deep"),
        (1, "two"),
        (1, "ten"),
        (2, "under ten"),
    ]


def test_code_fence_longer_than_backticks_inside_and_in_lists():
    html = (
        "<pre>        int i;\n```\nx = 1</pre>"
        "<ol><li>Run:<pre>  make\n\n  make install</pre>then check.</li></ol>"
    )
    result = kept_all(html)
    planned = assert_round_trip(result)
    assert planned[0] == {"type": "code", "text": "        int i;\n```\nx = 1"}
    assert {"type": "code", "text": "  make\n\n  make install"} in planned


def test_inline_markup_round_trips():
    html = (
        "<p><b>Note:</b> see <a href='/x (y)'>the [docs]</a> and <code>a`b</code>, "
        "<em>*</em> or <code>`tick</code>.</p>"
    )
    assert_round_trip(kept_all(html, include_links=True))


def test_quotes_and_images():
    html = (
        "<blockquote><p>quoted *text*</p><p>again</p></blockquote><img src='a b.png' alt='A [b]'>"
    )
    planned = assert_round_trip(kept_all(html))
    assert [b["type"] for b in planned] == ["quote", "quote", "image"]


def test_escapes_only_where_needed():
    assert escape_inline("plain words, 3.5 % and a-b") == "plain words, 3.5 % and a-b"
    assert escape_inline("snake_case") == "snake_case"
    assert escape_block_start("2. Workflow") == "2\\. Workflow"
    assert escape_block_start("2.1 Workflow") == "2.1 Workflow"


def _html_escape(text: str) -> str:
    from html import escape

    return escape(text, quote=False)


def test_emphasis_never_starts_or_ends_on_punctuation_against_a_letter():
    html = (
        "<p><b>A13:</b>I think so.</p>"
        "<p>Read our <a href='/r'>review</a><em>.</em> Next.</p>"
        "<p><b>Is that you meet it with courage—</b>Eleanor Roosevelt</p>"
        "<p>x <i>(a) b c!</i> y</p><p>word<b>...</b>word</p>"
        '<p>He wrote. <b>"</b>The course</p>'
        "<p><b>Why not?</b>\u200b</p>"
    )
    result = kept_all(html)
    planned = assert_round_trip(result)
    assert [b["text"] for b in planned] == [
        "A13:I think so.",
        "Read our review. Next.",
        "Is that you meet it with courage—Eleanor Roosevelt",
        "x (a) b c! y",
        "word...word",
        'He wrote. "The course',
        "Why not?",  # the zero-width space at its end is no text a reader sees
    ]
    assert "**A13**:I think so." in result.markdown
    assert "x *(a) b c!* y" in result.markdown  # spaces around: valid as it is


def test_a_sub_list_numbered_from_two_is_not_read_as_its_parents_text():
    html = "<ol><li>Outline the text.<ol start='2'><li>Conclude.</li><li>Reflect.</li></ol></li>"
    planned = assert_round_trip(kept_all(html))
    assert [(b["level"], b["text"]) for b in planned] == [
        (1, "Outline the text."),
        (2, "Conclude."),
        (2, "Reflect."),
    ]


def test_an_address_in_angle_brackets_is_not_an_autolink():
    planned = assert_round_trip(kept_all("<p>From an email (&lt;0225c1$f63a@KOJ&gt;) only.</p>"))
    assert planned == [{"type": "paragraph", "text": "From an email (<0225c1$f63a@KOJ>) only."}]


def test_nested_code_with_bold_and_italic_parts_reads_back():
    html = (
        "<p><code><strong>listen</strong> <code><i>address</i></code>[:<code><i>port</i>"
        "</code>] [<code>ssl</code>]</code></p>"
    )
    planned = assert_round_trip(kept_all(html))
    assert planned == [{"type": "paragraph", "text": "listen address[:port] [ssl]"}]
