"""The sentence-blocks method: the paper's rule and each refinement."""

from __future__ import annotations

import pytest

import thresher
from thresher.methods.sentences import (
    PRESETS,
    SentencesParams,
    find_sentence,
    sentence_pattern,
)
from thresher.types import Label

FAITHFUL = SentencesParams.faithful()


@pytest.mark.parametrize(
    ("text", "has_sentence"),
    [
        ("The train leaves at nine.", True),
        ("Is it late?", True),
        ("He said (twice).", True),
        ("It costs 49.", True),
        ("“Quoted.”", True),
        ("Home News Sport", False),
        ("...", False),
        ("列车明天出发。", True),
    ],
)
def test_faithful_sentence_test(text, has_sentence):
    pattern = sentence_pattern(FAITHFUL)
    assert (find_sentence(text, pattern, 1) is not None) is has_sentence


def test_boundary_refinement_rejects_urls_and_decimals():
    strict = sentence_pattern(SentencesParams())
    loose = sentence_pattern(FAITHFUL)
    assert find_sentence("www.example.com", loose, 1) is not None
    assert find_sentence("www.example.com", strict, 1) is None
    assert find_sentence("Version 3.5 released", strict, 1) is None


def test_min_words_rejects_menu_items_with_full_stop():
    pattern = sentence_pattern(SentencesParams())
    assert find_sentence("Contact us.", pattern, 4) is None
    assert find_sentence("We will contact you soon.", pattern, 4) is not None


def labels(html: str, **options) -> dict[str, Label]:
    result = thresher.extract(html, method="sentences", **options)
    by_index = {d.block: d.label for d in result.decisions}
    return {b.text: by_index[b.index] for b in result.blocks}


PAGE = (
    "<body><div class='nav'><a href='/'>Home</a> <a href='/n'>News</a></div>"
    "<h2>A quiet harbour</h2>"
    "<p>The harbour was quiet this morning, with only two boats at the pier.</p>"
    "<p>Fishermen said the weather kept most crews at home for the day.</p>"
    "<p>© 2024 Harbour News. All rights reserved.</p></body>"
)


def test_heading_recovered_before_content_after_navigation():
    result = labels(PAGE)
    assert result["A quiet harbour"] is Label.HEADING
    assert result["Home News"] is Label.BOILERPLATE


def test_copyright_refinement():
    assert labels(PAGE)["© 2024 Harbour News. All rights reserved."] is Label.BOILERPLATE
    faithful = labels(PAGE, **PRESETS["faithful"])
    assert faithful["© 2024 Harbour News. All rights reserved."] is Label.CONTENT


def test_link_density_refinement():
    html = (
        "<p><a href='/a'>Read our full story about the harbour today.</a></p>"
        "<p>Real text is here, long enough.</p>"
    )
    assert labels(html)["Read our full story about the harbour today."] is Label.BOILERPLATE
    faithful = labels(html, **PRESETS["faithful"])
    assert faithful["Read our full story about the harbour today."] is Label.CONTENT


def test_content_table_refinement_keeps_cells():
    html = (
        "<p>The timetable below lists every departure for the summer season.</p>"
        "<table><tr><td>Zurich</td><td>21:40</td></tr><tr><td>Vienna</td><td>07:55</td></tr></table>"
        "<p>Tickets go on sale next week at every station and online.</p>"
    )
    assert labels(html)["21:40"] is Label.CONTENT
    assert labels(html, content_tables=False)["21:40"] is Label.BOILERPLATE


def test_bridge_gaps_refinement_joins_split_sentences():
    html = (
        "<div><p>The committee met on Tuesday to discuss the budget for next year.</p>"
        "<p>and the</p><p>The proposal will be voted on next month by all members.</p></div>"
    )
    assert labels(html)["and the"] is Label.CONTENT
    assert labels(html, bridge_gaps=False)["and the"] is Label.BOILERPLATE


def test_slogan_refinement_drops_isolated_short_sentence():
    body = "".join(
        f"<p>Paragraph {i} of the story explains one more detail of the event.</p>"
        for i in range(5)
    )
    html = f"<div>Better news, every day.</div>{'<div><a href=/x>x</a></div>' * 6}{body}"
    assert labels(html)["Better news, every day."] is Label.BOILERPLATE
    assert labels(html, drop_isolated_slogans=False)["Better news, every day."] is Label.CONTENT


@pytest.mark.parametrize(("links_between", "label"), [(2, Label.CONTENT), (3, Label.BOILERPLATE)])
def test_slogan_window_counts_blocks_to_the_nearest_content(links_between, label):
    body = "".join(
        f"<p>Paragraph {i} of the story explains one more detail of the event.</p>"
        for i in range(5)
    )
    links = "<div><a href=/x>x</a></div>" * links_between
    html = f"<div>Better news, every day.</div>{links}{body}"
    assert labels(html, slogan_window=3)["Better news, every day."] is label


def test_every_refinement_is_a_param():
    names = SentencesParams.refinements()
    assert set(PRESETS["faithful"]) == set(names)
    for name in names:
        assert getattr(SentencesParams(), name) != getattr(FAITHFUL, name)


# Issue 28 #19: the paper's reading of headings, fonts and images.
NAV = "<div><a href='/'>Home</a> <a href='/n'>News</a></div>"
STORY = "<div>The harbour was quiet this morning, with only two boats at the pier.</div>"


def faithful_labels(html: str) -> dict[str, Label]:
    result = thresher.extract(f"<html><body>{html}</body></html>", method="sentences@faithful")
    return {b.text: d.label for b, d in zip(result.blocks, result.decisions, strict=True)}


def test_faithful_break_tags_are_the_papers_and_an_option():
    assert set(FAITHFUL.break_tags) == {"p", "br", "td", "div", "hr", "form"}
    method = thresher.methods.sentences.METHOD
    assert method.break_tags(FAITHFUL) == frozenset(FAITHFUL.break_tags)
    assert "h1" in method.break_tags(SentencesParams())
    own = SentencesParams(break_tags=("p", "section"), extended_blocks=False)
    assert method.break_tags(own) == {"p", "section"}


def test_faithful_heading_inside_a_div_is_recognised():
    found = faithful_labels(NAV + "<div><h1>A quiet harbour</h1></div>" + STORY)
    assert found["A quiet harbour"] is Label.HEADING


def test_faithful_heading_is_searched_among_all_preceding_navigation():
    html = NAV + "<div><h2>A quiet harbour</h2></div><div>Share | Print</div>" + STORY
    assert faithful_labels(html)["A quiet harbour"] is Label.HEADING


def test_faithful_font_size_is_read_around_the_text_not_the_element():
    nav_line = "<div>Sections <font size=5>&gt;</font> and more</div>"
    assert faithful_labels(nav_line + STORY)["Sections > and more"] is not Label.HEADING
    styled = "<div><span style='font-size: 24px'>A quiet harbour</span></div>"
    assert faithful_labels(styled + STORY)["A quiet harbour"] is Label.HEADING


def test_faithful_image_does_not_end_a_block():
    html = "<div>The harbour was quiet this morning, <img src='a.png'> with two boats.</div>"
    found = faithful_labels(html)
    assert found["The harbour was quiet this morning, with two boats."] is Label.CONTENT
    assert "The harbour was quiet this morning," not in labels(html, **PRESETS["faithful"])
