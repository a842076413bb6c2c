"""Brackets in Markdown text: no backslash where CommonMark reads them as text ("[1]",
"[2.4.0]"), an escape where they would make a link or a reference definition."""

from __future__ import annotations

from html import escape

import pytest
from test_markdown_roundtrip import assert_round_trip, kept_all

pytest.importorskip("markdown_it")

TEXTS = (
    "[2.4.0] - 2024-03-12",
    "as shown before [1] and after [12][13], see [a] b",
    "[1]: https://example.com/notes the note's address",
    "[not a link](x), ![no image](y.png) and [[1]](z)",
    "nested [a [b] c] and [x][] and [open only, ] close only",
)


def test_brackets_read_back_as_text_and_show_no_backslash_where_none_is_needed():
    html = "".join(
        f"<h2>{escape(t)}</h2><p>{escape(t)}</p><ul><li>{escape(t)}</li></ul>" for t in TEXTS
    )
    result = kept_all(html)
    assert_round_trip(result)
    markdown = result.markdown
    assert "## [2.4.0] - 2024-03-12\n" in markdown
    assert "\nas shown before [1] and after [12][13], see [a] b\n" in markdown
    assert "\n\\[1\\]: https" in markdown or "\n[1\\]: https" in markdown
    assert "[not a link\\](x), ![no image\\](y.png)" in markdown


def test_brackets_beside_links_read_back_as_text():
    html = (
        "<p>see [1]<a href='/notes'>the notes [2]</a>(and more) and [<a href='/a'>a</a>]"
        "(b) or <em>[c]</em>(d)</p>"
    )
    result = kept_all(html, include_links=True)
    assert "[the notes \\[2\\]](/notes)" in result.markdown
    assert_round_trip(result)
