"""A quote of several paragraphs is one quote in Markdown: its blocks are joined by a
``>`` line (a blank line would close it and open another), two quotes stay two."""

from __future__ import annotations

import pytest
from test_markdown_roundtrip import assert_round_trip, kept_all

markdown_it = pytest.importorskip("markdown_it")


def test_a_quote_s_paragraphs_stay_one_quote_and_two_quotes_stay_two():
    html = (
        "<blockquote><p>First quoted paragraph.</p><h4>Its title</h4><p>Second one.</p>"
        "<blockquote><p>Inner a.</p><p>Inner b.</p></blockquote></blockquote>"
        "<blockquote><p>Another quote.</p></blockquote><p>After.</p>"
    )
    result = kept_all(html)
    assert_round_trip(result)
    markdown = result.markdown
    assert "> First quoted paragraph.\n>\n> #### Its title\n>\n> Second one.\n" in markdown
    assert "> > Inner a.\n>>\n> > Inner b.\n\n> Another quote.\n" in markdown
    tokens = markdown_it.MarkdownIt().parse(markdown)
    opened = [t.level for t in tokens if t.type == "blockquote_open"]
    assert opened == [0, 1, 0]
