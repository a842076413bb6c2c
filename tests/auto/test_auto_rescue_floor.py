"""The rescued run's floor follows the run's own probabilities (``rescue_run_floor``).

A job board's cards the model dropped whole are kept by ``rescue_listing``; its fixed
floor (``RESCUE_MIN_PROBABILITY``) left out every field of every card when the model,
unsure of the whole source, put them all under it. No model needed: the probabilities
are set by hand.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from thresher.api import load_document
from thresher.methods.auto import listing
from thresher.methods.auto.decided import run_columns
from thresher.methods.auto.listing import rescue_listing
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

NAV = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))
INTRO = "<p>Looking for a remote role? These are this week's openings, newest first.</p>"
JOB = (
    "<li class='job'><h3><a href='/j{n}'>Backend engineer {n}</a></h3>"
    "<div class='company'>Company {n}</div><div class='place'>Remote</div>"
    "<div class='pay'>$9{n},000</div><div><a href='/c{n}'>View profile</a></div></li>"
)


def _board(head: str = ""):
    body = NAV + f"</ul>{INTRO}<ul class='jobs'>" + "".join(JOB.format(n=n) for n in range(10))
    html = f"<html><head>{head}</head><body>{body}</ul></body></html>"
    doc = load_document(html.encode(), url="https://j.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _unsure(page, card: float, button: float) -> tuple[dict, np.ndarray]:
    """The intro kept, the cards' fields at ``card``, their buttons at ``button``."""
    texts = [b.text for b in page.text_blocks]
    probs = np.array(
        [0.9 if t.startswith("Looking") else button if t == "View profile" else card for t in texts]
    )
    label = {True: Label.CONTENT, False: Label.BOILERPLATE}
    decisions = {
        b.index: Decision(b.index, label[b.text.startswith("Looking")], "t")
        for b in page.text_blocks
    }
    return decisions, probs


def _rescued(page, decisions, probs, relative: bool) -> set[str]:
    args = (page.text_blocks, page.facts.repeats, probs, decisions)
    return {page.blocks[i].text for i in rescue_listing(*args, relative=relative)}


def test_cards_under_the_fixed_floor_are_kept_by_the_runs_own_level() -> None:
    page = _board()
    decisions, probs = _unsure(page, card=0.004, button=0.0002)  # all under 0.01
    assert _rescued(page, decisions, probs, relative=False) == set()
    kept = _rescued(page, decisions, probs, relative=True)
    assert {"Backend engineer 0", "Company 3", "$95,000", "Remote"} <= kept
    assert "View profile" not in kept  # far under the run's level: a button
    assert not any(text.startswith("Menu") for text in kept)


TEASER = (
    "<li class='teaser'><div>NEWS</div><h3><a href='/t{n}'>Another headline, number {n}</a></h3>"
    "<div>0{n} Mar 2017</div></li>"
)
STORY = (
    "<p>Paragraph {n} of the story tells what happened in the town, and why it matters "
    "to the people who live there, in a sentence long enough to count.</p>"
)


def _news(story_prob: float) -> tuple:
    story = "".join(STORY.format(n=n) for n in range(8))
    teasers = "".join(TEASER.format(n=n) for n in range(40))
    body = f"<article>{story}</article><ul class='more'>{teasers}</ul>"
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://n.example/")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    story_flags = [b.text.startswith("Paragraph") for b in page.text_blocks]
    probs = np.where(story_flags, story_prob, 0.001)
    label = {True: Label.CONTENT, False: Label.BOILERPLATE}
    decisions = {
        b.index: Decision(b.index, label[flag], "t")
        for b, flag in zip(page.text_blocks, story_flags, strict=True)
    }
    return page.text_blocks, page.facts.repeats, probs, decisions


def test_teasers_under_an_article_the_model_is_sure_of_keep_the_fixed_floor() -> None:
    sure = _news(story_prob=0.95)  # 800 characters and more at p >= 0.9: an article
    assert rescue_listing(*sure, relative=False) == {}
    assert rescue_listing(*sure, relative=True) == {}
    unsure = _news(story_prob=0.6)  # the same page, the model unsure of its story too
    assert rescue_listing(*unsure, relative=False) == {}
    assert rescue_listing(*unsure, relative=True)  # the run's own level: its teasers in


def test_a_run_the_model_rates_as_usual_keeps_the_fixed_floor() -> None:
    page = _board()
    decisions, probs = _unsure(page, card=0.05, button=0.008)  # the button at 0.16 of the run
    both = [_rescued(page, decisions, probs, relative) for relative in (False, True)]
    assert both[0] == both[1]
    assert "Backend engineer 4" in both[1] and "View profile" not in both[1]
    # a floor never rises above the fixed one: a button at 0.02 stays kept as before
    decisions, probs = _unsure(page, card=0.2, button=0.02)
    assert "View profile" in _rescued(page, decisions, probs, relative=True)


def test_the_floor_is_the_lower_of_the_fixed_one_and_a_share_of_the_median() -> None:
    page = _board()
    groups = page.facts.repeats
    chosen = max(g.ident for g in groups)
    members = [pos for pos, g in enumerate(groups) if g.ident == chosen]
    places = run_columns(page.text_blocks, groups, listing.MIN_ITEMS).places({chosen})
    probs = np.full(len(groups), 0.5)
    probs[members] = 0.004
    expected = min(listing.RESCUE_MIN_PROBABILITY, listing.RESCUE_RUN_SHARE * 0.004)
    assert listing._rescue_floor(places, probs, chosen) == expected
    probs[members] = 0.3
    assert listing._rescue_floor(places, probs, chosen) == listing.RESCUE_MIN_PROBABILITY


def test_the_switch_in_decide_page() -> None:
    page = _board()
    _, probs = _unsure(page, card=0.004, button=0.0002)
    fixed = AutoParams(decision="threshold", threshold=0.5)

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        labels = {d.block: d.label for d in result.decisions}
        return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}

    on, off = kept(fixed), kept(replace(fixed, rescue_run_floor=False))
    assert "Company 3" in on and "Company 3" not in off


def test_a_page_that_declares_an_article_keeps_the_fixed_floor() -> None:
    """A story's job-ad or teaser strip the model put far under its (doubted) story."""
    page = _board(head="<meta property='og:type' content='article'>")
    assert page.facts.declares_article
    _, probs = _unsure(page, card=0.004, button=0.0002)
    result = decide_page(page, probs, Options(), AutoParams(decision="threshold", threshold=0.5))
    labels = {d.block: d.label for d in result.decisions}
    kept = {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}
    assert "Company 3" not in kept
