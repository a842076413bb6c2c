"""A story's lead paragraphs the model dropped before its kept body, kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.lead_prose import keep_lead_paragraphs
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Decision, Label

BODY = "".join(
    f"<p>Body {n}: the council met on Tuesday and voted to rebuild the old bridge over the "
    "river before the winter, after a year of talks with the residents.</p>"
    for n in range(4)
)
LEAD = (
    "<p>Lead one: the town will get a new bridge by the end of the year, its council said.</p>"
    "<p>Lead two: work starts in May and the old bridge closes to cars during the works.</p>"
)
HEADER = "<h1>A new bridge for the town</h1><p>By Jane Doe</p><p>12 May 2024</p>"


def _page(lead: str = LEAD, before: str = "", after_header: str = "") -> PreparedPage:
    story = f"<div class='lead'>{lead}</div><div class='body'>{BODY}</div>"
    return prepared_page(f"{before}<article>{HEADER}{after_header}{story}</article>")


def _kept(page: PreparedPage, lead_p: float = 0.3, title: int = -1) -> set[str]:
    """The blocks the rule keeps when the model keeps the body (p 0.9) and drops the rest
    (the lead at ``lead_p``, everything else at 0.05)."""
    blocks = page.text_blocks
    decisions, probs = {}, []
    for b in blocks:
        body = b.text.startswith("Body")
        label = Label.CONTENT if body else Label.BOILERPLATE
        decisions[b.index] = Decision(b.index, label, "t")
        probs.append(0.9 if body else lead_p if b.text.startswith("Lead") else 0.05)
    main = page.facts.best_container
    changed = keep_lead_paragraphs(blocks, np.array(probs), decisions, main, title)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_lead_paragraphs_before_the_kept_body_are_kept() -> None:
    kept = _kept(_page())
    assert {t[:8] for t in kept} == {"Lead one", "Lead two"}  # not the byline or the date


def test_a_lead_the_model_ruled_out_stays_dropped() -> None:
    assert _kept(_page(), lead_p=0.05) == set()


def test_links_short_lines_captions_and_boxes_stay_dropped() -> None:
    linked = (
        "<p>Lead one: read <a href='/a'>our whole series on the bridges of the town and of "
        "the river</a> here.</p>"
    )
    short = "<p>Lead one: it is ready.</p>"
    caption = (
        "<figure><img src='b.jpg' alt=''><figcaption>Lead one: the old bridge seen from "
        "the east bank in March, before the works.</figcaption></figure>"
    )
    boxed = (
        "<div class='newsletter-popup'><p>Lead one: sign up to our newsletter and get the "
        "news of the town every morning.</p></div>"
    )
    for lead in (linked, short, caption, boxed):
        assert _kept(_page(lead)) == set(), lead


def test_paragraphs_before_the_title_or_outside_the_story_stay_dropped() -> None:
    page = _page(lead="")
    sidebar = (
        "<div class='side'><p>Lead one: other towns are building bridges this year too, "
        "and so on.</p></div>"
    )
    page = prepared_page(f"{sidebar}<article>{HEADER}<div class='body'>{BODY}</div></article>")
    assert _kept(page) == set()  # outside the main container's parent
    page = _page()
    title = next(i for i, b in enumerate(page.text_blocks) if b.text.startswith("Lead two"))
    assert {t[:8] for t in _kept(page, title=title)} == set()  # nothing after the title


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _page()
    probs = np.array([0.9 if b.text.startswith("Body") else 0.3 for b in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return {t[:8] for t in kept_texts(page, probs, params)}

    on, off = (
        kept(AutoParams(decision="threshold")),
        kept(AutoParams(decision="threshold", lead_prose=False)),
    )
    assert "Lead one" in on and "Lead one" not in off
