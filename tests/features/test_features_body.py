"""Reference node, containers, candidate merging, the block score and the forum rule."""

from __future__ import annotations

import dataclasses

import pytest
from features_helpers import indexed, page, position_of

from thresher.html.words import TitleWordCounter
from thresher.methods.features.body import (
    choose_body,
    choose_reference,
    container_of,
    score_block,
)
from thresher.methods.features.nodes import TextNode, text_nodes
from thresher.methods.features.params import FeaturesParams

PARAMS = FeaturesParams()


def node(position: int, tl: int, tdtn: int, pn: int = 0) -> TextNode:
    return TextNode(position, "x" * tl, tl, pn, 0, tdtn, float(tl), "D", "D")


def test_reference_single_body_node_and_none():
    only = node(3, 10, 0)
    assert choose_reference([only], PARAMS) is only
    assert choose_reference([], PARAMS) is None


def test_reference_top_title_words_more_than_three_times_the_second():
    strong, weak = node(5, 10, 7), node(2, 500, 2)
    assert choose_reference([weak, strong], PARAMS) is strong


def test_reference_else_f_score_then_punctuation_then_order():
    a, b = node(1, 100, 3), node(2, 40, 2)  # F: 30 + 2.1 = 32.1 against 12 + 1.4
    assert choose_reference([a, b], PARAMS) is a
    c, d = node(1, 10, 2, pn=1), node(2, 10, 2, pn=4)  # same F, more punctuation wins
    assert choose_reference([c, d], PARAMS) is d
    e, f = node(1, 10, 2, pn=1), node(2, 10, 2, pn=1)  # all equal: the first
    assert choose_reference([e, f], PARAMS) is e


def test_score_formula_on_two_blocks_by_hand():
    body = (
        "<div class=nav><a href=/1>Home</a> <a href=/2>News</a></div>"
        "<div class=story><p>Storm hits coast, again.</p></div>"
    )
    _, index = indexed(page(body))
    counter = TitleWordCounter(("storm", "hits", "coast"))
    nodes = text_nodes(index, counter, None)
    nav, story = position_of(index, "div", 0), position_of(index, "div", 1)
    nav_score = score_block(index, nodes, nav, PARAMS)
    # AD 8/8, TD 3 attributes / 8 chars, TNIF 1/3 tags, TIF and PIF 0.7 (none)
    assert (nav_score.ad, nav_score.td, nav_score.tnif) == (1.0, 3 / 8, 1 / 3)
    assert (nav_score.tif, nav_score.pif) == (0.7, 0.7)
    assert nav_score.score == pytest.approx(1.4 + 0.8 * (3 / 8 + 1 / 3) + 1.3 * 1.4)
    story_score = score_block(index, nodes, story, PARAMS)
    # AD 0, TD 1/24, TNIF 1/2, TIF 1/3 title words, PIF 1/2 punctuation marks
    assert story_score.score == pytest.approx(0.8 * (1 / 24 + 1 / 2) + 1.3 * (1 / 3 + 1 / 2))
    choice = choose_body(index, nodes, [n.text != "" for n in nodes], PARAMS)
    assert choice.containers == (story,)
    assert choice.kind == "continuous"


def test_containers_continuous_and_noncontinuous():
    body = (
        "<div class=outer><table><tr><td><ul><li data-x=1><div style='a'>"
        "<span>text</span></div></li></ul></td></tr></table></div>"
    )
    _, index = indexed(page(body))
    span = position_of(index, "span")
    assert index.tags[container_of(index, span, PARAMS, posts=False)] == "table"
    assert index.tags[container_of(index, span, PARAMS, posts=True)] == "li"
    wider = dataclasses.replace(PARAMS, continuous_any_tags=())
    assert container_of(index, span, wider, posts=False) == position_of(index, "div", 0)


def test_candidates_holding_the_reference_block_are_dropped():
    body = (
        "<div class=page><p>Short line here.</p>"
        "<div class=story><p>Storm hits coast, again and again. More storm text.</p></div></div>"
    )
    _, index = indexed(page(body))
    nodes = text_nodes(index, TitleWordCounter(("storm", "coast")), None)
    choice = choose_body(index, nodes, [True] * len(nodes), PARAMS)
    assert [s.container for s in choice.scores] == [position_of(index, "div", 1)]


def test_noncontinuous_page_returns_every_post_in_order():
    posts = "".join(
        f"<div class=post id=p{i}><div class=author>user{i}</div>"
        f"<div class=msg>Post number {i} says something, with words.</div></div>"
        for i in range(4)
    )
    body = f"<div class=menu><a href=/>Forum</a></div>{posts}"
    _, index = indexed(page(body))
    nodes = text_nodes(index, TitleWordCounter(("post",)), None)
    is_body = ["Post number" in n.text for n in nodes]
    choice = choose_body(index, nodes, is_body, PARAMS)
    assert choice.kind == "noncontinuous"
    post_divs = [i for i, el in enumerate(index.elements) if el.get("class") == "post"]
    assert list(choice.containers) == post_divs
    forced = dataclasses.replace(PARAMS, page_kind="continuous")
    assert choose_body(index, nodes, is_body, forced).kind == "continuous"


def test_no_body_node_falls_back_to_the_longest_node():
    _, index = indexed(page("<p>short</p><div class=a><p>the longest text of the page</p></div>"))
    nodes = text_nodes(index, TitleWordCounter(()), None)
    choice = choose_body(index, nodes, [False] * len(nodes), PARAMS)
    assert choice.reference.text == "the longest text of the page"
    strict = dataclasses.replace(PARAMS, no_body_fallback=False)
    assert choose_body(index, nodes, [False] * len(nodes), strict).kind == "none"


def test_nodes_tied_on_title_words_compete_by_f_when_asked():
    short, shorter, longest = node(1, 10, 0), node(2, 5, 0), node(3, 300, 0)
    assert choose_reference([short, shorter, longest], PARAMS) is short
    ties = dataclasses.replace(PARAMS, reference_ties=True)
    assert choose_reference([short, shorter, longest], ties) is longest


def test_article_and_main_are_containers_unless_faithful():
    html = page("<main><article><section id=s1><p><span>text</span></p></section></article></main>")
    _, index = indexed(html)
    span = position_of(index, "span")
    assert index.tags[container_of(index, span, PARAMS, posts=False)] == "article"
    faithful = FeaturesParams.faithful()
    assert index.tags[container_of(index, span, faithful, posts=False)] == "body"
    sections = dataclasses.replace(PARAMS, div_like_tags=("div", "section"))
    assert index.tags[container_of(index, span, sections, posts=False)] == "section"
