"""A paragraph dropped beside the story, in a sibling box of the story's boxes' name, is
kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.story_tails import keep_story_tails, tail

SENTENCE = "explains how the rack, the bench and the plates fit in a small room at home."
LEAD = f"Lead {SENTENCE}"
# The lead in a grid cell beside the byline, the body in a full-width row below: two boxes
# of one class at different element paths.
SPLIT = (
    "<div class='grid'><div class='cell'><div class='article-text'>"
    f"<p>{LEAD}</p></div></div>"
    "<div class='wide'><div class='article-text'>"
    + "".join(f"<p>Body {n} {SENTENCE}</p>" for n in range(4))
    + "</div></div></div>"
)
BODY = tuple(f"Body {n}" for n in range(4))


def _kept_by_rule(page, decisions, probs) -> set[str]:
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_story_tails(page.text_blocks, probs, decisions, flags)
    return {page.blocks[i].text for i in changed}


def test_the_lead_in_a_sibling_box_of_the_same_name_is_kept() -> None:
    page = prepared_page(SPLIT)
    decisions, probs = decide_keeping(page, BODY, dropped_p=0.5)
    assert _kept_by_rule(page, decisions, probs) == {LEAD}


def test_a_box_named_otherwise_or_far_from_the_story_stays_dropped() -> None:
    other = SPLIT.replace("<div class='article-text'><p>Lead", "<div class='promo'><p>Lead", 1)
    page = prepared_page(other)
    decisions, probs = decide_keeping(page, BODY, dropped_p=0.5)
    assert _kept_by_rule(page, decisions, probs) == set()
    far = SPLIT.replace("<div class='wide'>", "<p>A line between them.</p><div class='wide'>")
    page = prepared_page(far)
    decisions, probs = decide_keeping(page, BODY, dropped_p=0.5)
    assert _kept_by_rule(page, decisions, probs) == set()


def test_a_paragraph_the_model_ruled_out_stays_dropped() -> None:
    page = prepared_page(SPLIT)
    decisions, probs = decide_keeping(page, BODY, dropped_p=0.01)
    assert _kept_by_rule(page, decisions, probs) == set()


def test_a_tail_needs_a_named_parent() -> None:
    assert tail("body/div.grid/div.article-text/p") == "div.article-text/p"
    assert tail("body/main#story/p") == "main#story/p"
    assert tail("body/div/div/p") is None
    assert tail("p") is None


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(SPLIT)
    probs = np.array([0.9 if b.text.startswith(BODY) else 0.4 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert LEAD in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, story_tails=False)
    assert LEAD not in kept_texts(page, probs, off)
