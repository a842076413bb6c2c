"""The titles of like cards dropped in every card, and the link paragraphs after a run of
paragraphs (no model needed)."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.listing import complete_listing, keep_card_titles
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

CARD = (
    "<li class='tile'><div class='name'><a href='/p{n}'>Helmet light model {n}, {n}0 lumens"
    "</a></div><div class='cart'><a href='/c{n}'>Add to basket</a></div>"
    "<div class='brand'>Maker {n}</div><div class='price'>${n}9.95</div></li>"
)
NAV = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))


def _prepared(body: str):
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://shop.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _grid(cards: int = 6):
    return _prepared(
        NAV + "</ul><ul class='grid'>" + "".join(CARD.format(n=n) for n in range(cards))
    )


def _decide(page, keep, prob: float = 0.15):
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if keep(b.text) else Label.BOILERPLATE, "t")
        for b in page.text_blocks
    }
    probs = np.array([0.9 if keep(b.text) else prob for b in page.text_blocks])
    return decisions, probs


def _titles(page, decisions, probs) -> set[str]:
    changed = keep_card_titles(page.text_blocks, page.facts.repeats, probs, decisions)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return {page.blocks[i].text for i in changed}


def _prices(text: str) -> bool:
    return text.startswith("$")


def test_a_title_dropped_in_every_card_is_kept_but_not_a_button_or_a_plain_field() -> None:
    page = _grid()
    decisions, probs = _decide(page, _prices)
    titles = _titles(page, decisions, probs)
    assert titles == {f"Helmet light model {n}, {n}0 lumens" for n in range(6)}


def test_a_title_the_model_ruled_out_or_kept_in_a_card_is_not_this_rules() -> None:
    page = _grid()
    decisions, probs = _decide(page, _prices)
    ruled_out = [b.text.startswith("Helmet light model 2") for b in page.text_blocks]
    assert "Helmet light model 2, 20 lumens" not in _titles(
        page, decisions, np.where(ruled_out, 0.01, probs)
    )
    decisions, probs = _decide(page, lambda t: _prices(t) or t.startswith("Helmet light model 0"))
    assert _titles(page, decisions, probs) == set()  # a field kept in a card: card_fields' case


def test_a_grid_kept_in_under_half_its_cards_is_left_alone() -> None:
    page = _grid(8)
    decisions, probs = _decide(page, lambda t: t in ("$09.95", "$19.95", "$29.95"))
    assert _titles(page, decisions, probs) == set()


def test_a_title_in_too_few_cards_is_no_cards_title() -> None:
    few = "".join(
        CARD.format(n=n) if n < 2 else CARD.format(n=n).replace("class='name'", "class='alt'")
        for n in range(6)
    )
    page = _prepared("<ul class='grid'>" + few + "</ul>")
    decisions, probs = _decide(page, _prices)
    assert _titles(page, decisions, probs) == {
        f"Helmet light model {n}, {n}0 lumens" for n in range(2, 6)
    }


def test_card_titles_turn_on_and_off_in_decide_page() -> None:
    page = _grid()
    _, probs = _decide(page, _prices)
    probs = np.where(probs == 0.9, 0.6, probs)
    fixed = {"decision": "threshold", "threshold": 0.5}

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert "Helmet light model 3, 30 lumens" in kept(AutoParams(**fixed))
    assert "Helmet light model 3, 30 lumens" not in kept(AutoParams(card_titles=False, **fixed))


STORY = "".join(
    f"<p>Paragraph {n} of the story tells how the county's rescue crews searched the hills "
    "overnight, and what the sheriff said when they came back.</p>"
    for n in range(10)
)
KEPT_LINK = "<p><a href='/vote'>Read also: the council votes on the rescue budget</a></p>"
STORY = STORY.replace("<p>Paragraph 2 ", KEPT_LINK + "<p>Paragraph 2 ")  # a link line kept
ENDING = (
    "<p><a href='mailto:desk@news.example'>desk@news.example</a></p>"
    "<p><a href='https://social.example/me'>Follow me on social media</a></p>"
)


def _kept_lines(text: str) -> bool:
    return text.startswith(("Read also: the council", *(f"Paragraph {n} " for n in range(7))))


def _story(body: str):
    page = _prepared(f"<div class='story'>{body}</div><div class='aside'>{'x ' * 40}</div>")
    decisions, probs = _decide(page, _kept_lines, 0.3)
    return page, decisions, probs


def _completed(page, decisions, probs, trailing: bool) -> set[str]:
    args = (page.text_blocks, page.facts.repeats, probs, decisions)
    return {page.blocks[i].text for i in complete_listing(*args, trailing_links=trailing)}


def test_link_paragraphs_after_a_runs_last_kept_paragraph_stay_dropped() -> None:
    page, decisions, probs = _story(STORY + ENDING)
    off = _completed(page, decisions, probs, False)
    on = _completed(page, decisions, probs, True)
    assert "Follow me on social media" in off and "desk@news.example" in off
    assert on == off - {"Follow me on social media", "desk@news.example"}
    assert any(t.startswith("Paragraph 9 ") for t in on)


def test_a_link_paragraph_before_the_last_kept_one_is_completed() -> None:
    middle = STORY.replace("<p>Paragraph 3 ", ENDING + "<p>Paragraph 3 ")
    page, decisions, probs = _story(middle)
    assert "Follow me on social media" in _completed(page, decisions, probs, True)


def test_trailing_links_turn_on_and_off_in_decide_page() -> None:
    page, _, probs = _story(STORY + ENDING)
    probs = np.where(probs == 0.9, 0.6, probs)
    fixed = {"decision": "threshold", "threshold": 0.5}

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert "Follow me on social media" not in kept(AutoParams(**fixed))
    assert "Follow me on social media" in kept(AutoParams(trailing_links=False, **fixed))


def test_a_lists_trailing_linked_entries_are_no_paragraphs_and_are_completed() -> None:
    items = STORY.replace("<p>", "<li>").replace("</p>", "</li>")
    ending = ENDING.replace("<p>", "<li>").replace("</p>", "</li>")
    page = _prepared(f"<ul class='story'>{items}{ending}</ul><div class='aside'>{'x ' * 40}</div>")
    decisions, probs = _decide(page, _kept_lines, 0.3)
    assert "Follow me on social media" in _completed(page, decisions, probs, True)
