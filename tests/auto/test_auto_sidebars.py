"""The kept blocks of the page's sidebar are dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.sidebars import drop_sidebars

STORY = (
    "<div class='content'><p>The council voted to close the park on Monday, and people are "
    "angry about it. The park had been open for more than a century and was loved by the "
    "families who live around it, the mayor said in a statement after the meeting.</p></div>"
)
BLURB = "Disclaimer: this blog has no affiliation with any of the makers it writes about."


def _dropped(body: str) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_sidebars(page.text_blocks, probs, flags)
    return {page.blocks[i].text for i in found}


def test_the_pages_sidebar_is_dropped() -> None:
    for name in ('id="sidebar"', 'class="sidebar widget-area"', 'class="right-sidebar"'):
        column = f"<div {name}><div class='widget'><div class='textwidget'><p>{BLURB}</p>"
        assert _dropped(STORY + column + "</div></div></div>") == {BLURB}, name
    assert _dropped(STORY + f"<aside id='sidebar-primary'><p>{BLURB}</p></aside>") == {BLURB}


def test_a_layout_name_or_a_sidebar_in_the_story_stays() -> None:
    for box in (
        f"<div class='main-sidebar'><p>{BLURB}</p></div>",  # the layout of the whole page
        f"<div class='content-sidebar-wrap'><p>{BLURB}</p></div>",
        f"<section id='intro'><aside class='sidebar'><p>{BLURB}</p></aside></section>",
        f"<article><div class='sidebar'><p>{BLURB}</p></div></article>",
    ):
        assert _dropped(STORY + box) == set(), box


def test_a_page_that_is_only_the_sidebar_keeps_it() -> None:
    assert _dropped(f'<div id="sidebar"><p>{BLURB}</p></div>') == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY + f'<div id="sidebar"><p>{BLURB}</p></div>')
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert BLURB not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, sidebars=False)
    assert BLURB in kept_texts(page, probs, off)
