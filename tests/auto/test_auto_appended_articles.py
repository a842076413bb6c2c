"""Another story's ``article``, headed by its own ``h1``, after the page's story is
dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.appended_articles import drop_appended_articles
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.sections import heading_positions

SENTENCE = "explains how the rack, the bench and the plates fit in a small room at home."


def _story(name: str, paragraphs: int) -> str:
    body = "".join(f"<p>{name} {n} {SENTENCE}</p>" for n in range(paragraphs))
    return f"<article><h1>{name} headline</h1>{body}</article>"


ENDLESS = _story("First", 5) + _story("Next", 2)


def _dropped_by_rule(page, decisions, probs) -> set[str]:
    flags = kept_flags(decisions, page.text_blocks)
    headings = heading_positions(page.text_blocks)
    changed = drop_appended_articles(page.text_blocks, probs, flags, headings)
    return {page.blocks[i].text for i in changed}


def test_the_next_story_after_the_page_story_is_dropped() -> None:
    page = prepared_page(ENDLESS)
    decisions, probs = decide_keeping(page, ("First", "Next"))
    assert _dropped_by_rule(page, decisions, probs) == {
        "Next headline",
        f"Next 0 {SENTENCE}",
        f"Next 1 {SENTENCE}",
    }


def test_an_article_before_the_story_or_without_a_headline_stays() -> None:
    page = prepared_page(_story("Next", 2) + _story("First", 5))
    decisions, probs = decide_keeping(page, ("First", "Next"))
    assert _dropped_by_rule(page, decisions, probs) == set()  # an opening post
    unheaded = _story("First", 5) + f"<article><p>Next 0 {SENTENCE}</p></article>"
    page = prepared_page(unheaded)
    decisions, probs = decide_keeping(page, ("First", "Next"))
    assert _dropped_by_rule(page, decisions, probs) == set()


def test_a_page_left_without_its_content_keeps_it() -> None:
    page = prepared_page(_story("First", 1) + _story("Next", 2))
    decisions, probs = decide_keeping(page, ("Next 0", "First 0"))
    assert _dropped_by_rule(page, decisions, probs) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(ENDLESS)
    probs = np.array([0.9 if "headline" not in b.text else 0.6 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert f"Next 1 {SENTENCE}" not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, appended_articles=False)
    assert f"Next 1 {SENTENCE}" in kept_texts(page, probs, off)


def test_the_story_stays_when_the_page_keeps_more_text_outside_its_articles() -> None:
    outside = "".join(f"<div><p>Aside {n} {SENTENCE}</p></div>" for n in range(8))
    page = prepared_page(outside + _story("First", 3) + _story("Next", 1))
    decisions, probs = decide_keeping(page, ("Aside", "First", "Next"))
    assert _dropped_by_rule(page, decisions, probs) == {"Next headline", f"Next 0 {SENTENCE}"}
