"""The page index: texts composed in one walk match the texts read from the tree."""

from __future__ import annotations

import pytest
from features_helpers import indexed, load, page, position_of

from thresher.html.dom_index import PageIndex, _subtree_text, index_page

MIXED = page(
    "<div id='top'>Lead <b>bold</b>tail<!-- a comment -->after"
    "<script>var x = 1;</script> script tail"
    "<h2>Head <span>inner</span></h2>"
    "<p hidden>hidden text</p>hidden tail"
    "<p style='display:none'>styled away</p>"
    "<a href='/x'>link <i>text</i></a>"
    "<svg><text>drawn</text></svg>svg tail</div>"
    "<ul><li>one</li><li>two <em>2</em></li></ul>"
)


def _tree_text(index: PageIndex, position: int) -> str:
    """The text as the tree walk reads it (leaves: their own text)."""
    if index.ends[position] == position:
        return index.own_text[position]
    return " ".join(_subtree_text(index.elements[position]).split())


def test_full_text_matches_the_tree_walk():
    _, index = indexed(MIXED)
    assert index.complete
    for position in range(len(index)):
        assert index.full_text(position) == _tree_text(index, position)
    div = position_of(index, "div")
    assert "var x" not in index.full_text(div)
    assert "hidden text" not in index.full_text(div)
    assert "a comment" not in index.full_text(div)
    assert "script tail" in index.full_text(div)


def test_spaceless_chars_count_the_full_text_without_spaces():
    _, index = indexed(MIXED)
    for position in range(len(index)):
        expected = len("".join(index.full_text(position).split()))
        assert index.spaceless_chars(position) == expected


def test_heading_and_link_flags_cover_descendants():
    _, index = indexed(MIXED)
    h2, span, a, i = (position_of(index, tag) for tag in ("h2", "span", "a", "i"))
    assert index.in_heading[h2] and index.in_heading[span]
    assert not index.in_heading[a]
    assert index.in_link[a] and index.in_link[i]
    assert not index.in_link[h2]


@pytest.mark.parametrize("limit", [1, 2, 5, 9])
def test_a_cut_walk_reads_texts_from_the_tree(limit):
    doc = load(MIXED)
    index = index_page(doc, limit)
    assert len(index) == limit
    assert not index.complete
    whole = index_page(doc)
    for position in range(limit):
        assert index.own_text[position] == whole.own_text[position]
        assert index.full_text(position) == _tree_text(index, position)
        assert index.spaceless_chars(position) == len("".join(index.full_text(position).split()))


def test_no_elements_when_nothing_may_be_indexed():
    assert len(index_page(load(MIXED), 0)) == 0
    assert len(index_page(load(page("<p>x</p>").replace("<body>", "<body hidden>")))) == 0


def test_punctuation_is_counted_on_first_use():
    _, index = indexed(page("<p>One, two; three.</p>"))
    assert index.punctuation(0) == 3
