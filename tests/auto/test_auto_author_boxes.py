"""A kept box about the story's author is dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.author_boxes import drop_author_boxes
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams

STORY = (
    "<p>The council voted to close the park on Monday, and people are angry about it. "
    "The park had been open for more than a century and was loved by the families "
    "who live around it, the mayor said in a statement after the meeting ended.</p>"
)
BIO = "Carlee Kelson is a professional chef trained at the Cambridge School of Culinary Arts."


def _dropped(body: str) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_author_boxes(page.text_blocks, probs, flags)
    return {page.blocks[i].text for i in found}


def test_a_box_about_the_author_is_dropped() -> None:
    for name in ('class="about-author"', 'id="author-bio"', 'class="elementor-author-box"'):
        box = f"<div {name}><div><p>{BIO}</p></div></div>"
        assert _dropped(STORY + box) == {BIO}, name


def test_a_post_author_line_or_an_unnamed_box_stays() -> None:
    for name in ('class="author"', 'class="author-info"', 'class="bio"'):
        assert _dropped(STORY + f"<div {name}><p>{BIO}</p></div>") == set(), name


def test_a_page_that_is_only_the_box_keeps_it() -> None:
    assert _dropped(f'<div class="author-bio"><p>{BIO}</p></div>') == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY + f'<div class="author-bio"><p>{BIO}</p></div>')
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert BIO not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, author_boxes=False)
    assert BIO in kept_texts(page, probs, off)
