"""Runs of teasers beside a sure article, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.teasers import drop_teaser_runs
from thresher.options import Options
from thresher.types import Decision, Label

STORY = "".join(
    f"<p>Paragraph {n} of the story tells what the council decided on Tuesday night, "
    "and why the vote on the new bridge was so close this time.</p>"
    for n in range(6)
)
TEASER = (
    "<div class='teaser'><p>May {n}, 2024</p>"
    "<h3><a href='/story-{n}'>Another story number {n}</a></h3>"
    "<p>Summary {n}: the mayor said more about the budget than anyone expected.</p></div>"
)
TEASERS = "".join(TEASER.format(n=n) for n in range(1, 6))


def _decide(page: PreparedPage, story_p: float = 0.95, teaser_p: float = 0.6):
    """Story paragraphs at ``story_p``, teasers at ``teaser_p``, the rest at 0.05; kept
    at 0.5 or more."""
    probs = []
    for block in page.text_blocks:
        if block.text.startswith("Paragraph"):
            probs.append(story_p)
        elif block.text.startswith(("May", "Another", "Summary", "Breaking")):
            probs.append(teaser_p)
        else:
            probs.append(0.05)
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if p >= 0.5 else Label.BOILERPLATE, "t")
        for b, p in zip(page.text_blocks, probs, strict=True)
    }
    return decisions, np.array(probs)


def _dropped(page: PreparedPage, decisions, probs) -> set[str]:
    facts = page.facts
    changed = drop_teaser_runs(
        page.text_blocks, facts.repeats, probs, decisions, facts.best_container, facts.title_block
    )
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_run_of_teasers_beside_a_sure_article_is_dropped() -> None:
    page = prepared_page(f"<div class='story'>{STORY}</div><aside>{TEASERS}</aside>")
    dropped = _dropped(page, *_decide(page))
    assert "Another story number 3" in dropped and "May 5, 2024" in dropped
    assert any(text.startswith("Summary 1") for text in dropped)
    assert not any(text.startswith("Paragraph") for text in dropped)


def test_teasers_inside_the_main_container_stay() -> None:
    page = prepared_page(f"<div class='story'>{STORY}{TEASERS}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_teasers_stay_when_the_model_is_not_sure_of_the_article() -> None:
    page = prepared_page(f"<div class='story'>{STORY}</div><aside>{TEASERS}</aside>")
    assert _dropped(page, *_decide(page, story_p=0.7)) == set()


def test_teasers_the_model_is_sure_of_stay() -> None:
    page = prepared_page(f"<div class='story'>{STORY * 3}</div><aside>{TEASERS}</aside>")
    assert _dropped(page, *_decide(page, teaser_p=0.92)) == set()


def test_a_run_that_holds_a_headline_is_no_teaser_run() -> None:
    headed = TEASERS.replace("<h3><a href='/story-1'>Another", "<h1><a href='/story-1'>Another")
    headed = headed.replace("number 1</a></h3>", "number 1</a></h1>")
    page = prepared_page(f"<div class='story'>{STORY}</div><aside>{headed}</aside>")
    assert _dropped(page, *_decide(page)) == set()


def test_a_run_that_outweighs_the_article_stays() -> None:
    many = "".join(TEASER.format(n=n) for n in range(1, 16))
    page = prepared_page(f"<div class='story'>{STORY}</div><aside>{many}</aside>")
    assert _dropped(page, *_decide(page)) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<div class='story'>{STORY}</div><aside>{TEASERS}</aside>")
    _, probs = _decide(page)
    options = Options()

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params, options))

    on, off = kept(AutoParams()), kept(AutoParams(teaser_runs=False))
    assert "Another story number 2" in off and "Another story number 2" not in on
    assert {t for t in off if t.startswith("Paragraph")} <= on


def test_replies_beside_the_opening_post_of_their_list_stay() -> None:
    replies = TEASERS.replace("<div class='teaser'>", "<li class='post'>").replace(
        "</div>", "</li>"
    )
    thread = f"<ol class='thread'><li class='post first'><div>{STORY}</div></li>{replies}</ol>"
    page = prepared_page(thread)
    assert _dropped(page, *_decide(page)) == set()
