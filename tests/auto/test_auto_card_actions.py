"""The action buttons of a listing's cards ("Add to cart", "Quick view"), dropped."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.card_actions import drop_card_actions, is_action, is_review_prompt
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Decision, Label

INTRO = (
    "<p>Our ergonomic office chairs support you through the longest working day, with "
    "adjustable lumbar support, breathable mesh backs and arms that move with you.</p>"
)


def _grid(button: str, cards: int = 4) -> PreparedPage:
    items = "".join(
        f"<div class='card'><h3>Mesh chair model {n}</h3><p>${100 + n}.00</p>"
        f"<a class='btn'>{button}</a></div>"
        for n in range(cards)
    )
    grid = f"<div class='grid'>{items}</div>"
    return prepared_page(f"<main><h1>Office chairs</h1>{INTRO}{grid}</main>")


def _dropped(page: PreparedPage) -> list[str]:
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    flags = kept_flags(kept, page.text_blocks)
    probs = np.full(len(page.text_blocks), 0.7)
    changed = drop_card_actions(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return [page.blocks[i].text for i in sorted(changed)]


@pytest.mark.parametrize(
    "button",
    ["Add to cart", "Quick view View options", "Compare", "In den Warenkorb", "В корзину"],
)
def test_a_cards_action_button_is_dropped(button: str) -> None:
    assert _dropped(_grid(button)) == [button] * 4


def test_a_line_that_says_more_than_its_button_stays() -> None:
    assert _dropped(_grid("Compare the chairs side by side")) == []
    assert _dropped(_grid("Learn more")) == []  # names a section as often as a button


def test_the_buttons_stay_when_the_page_keeps_little_else() -> None:
    page = prepared_page("<div><a>Add to cart</a></div><div><a>Buy now</a></div>")
    assert _dropped(page) == []


def test_action_lines() -> None:
    for line in ("Add to cart", "QUICK VIEW | ADD TO CART", "Buy now »", " Add to compare "):
        assert is_action(line)
    for line in ("", "Read more:", "Cart", "Compare prices", "Apply now for the spring term"):
        assert not is_action(line)


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _grid("Add to cart")
    probs = np.full(len(page.text_blocks), 0.7)

    def kept(params: AutoParams) -> list[str]:
        return kept_texts(page, probs, params)

    on = kept(AutoParams(decision="threshold", threshold=0.5))
    off = kept(AutoParams(decision="threshold", threshold=0.5, card_actions=False))
    assert off.count("Add to cart") == 4 and on.count("Add to cart") == 0


@pytest.mark.parametrize("button", ["» Add to cart", "• QUICK VIEW", "+ Compare", "\xa0Buy now"])
def test_a_button_opening_with_a_mark_or_a_capital_is_dropped(button: str) -> None:
    page = _grid(button)
    shown = next(
        b.text
        for b in page.text_blocks
        if b.text.strip("»•+ \xa0").lower()[:3] in ("add", "qui", "com", "buy")
    )
    assert _dropped(page) == [shown] * 4


@pytest.mark.parametrize(
    "prompt",
    [
        "Be the first to review this product",
        "Write a Review",
        "No reviews yet.",
        "Soyez le premier à donner votre avis",
        "Noch keine Bewertungen",
        "Нет отзывов",
        "レビューを書く",
    ],
)
def test_a_cards_prompt_to_review_it_is_dropped(prompt: str) -> None:
    page = _grid(prompt)
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    probs = np.full(len(page.text_blocks), 0.7)
    flags = kept_flags(kept, page.text_blocks)
    changed = drop_card_actions(page.text_blocks, probs, flags, prompts=True)
    assert [page.blocks[i].text for i in sorted(changed)] == [prompt] * 4
    assert _dropped(page) == []  # not an action button: read only with the prompts


def test_actions_and_prompts_are_read_in_one_pass() -> None:
    page = _grid("Write a review | Add to cart")
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    probs = np.full(len(page.text_blocks), 0.7)
    flags = kept_flags(kept, page.text_blocks)
    assert len(drop_card_actions(page.text_blocks, probs, flags, prompts=True)) == 4
    assert drop_card_actions(page.text_blocks, probs, flags) == {}


def test_review_prompt_lines() -> None:
    assert is_review_prompt("Write a review | Be the first to review this product")
    for line in ("13 Reviews", "Write a review of the film", "Reviews", "Add to cart"):
        assert not is_review_prompt(line)


def test_the_review_prompts_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _grid("Be the first to review this product")
    probs = np.full(len(page.text_blocks), 0.7)

    def kept(**switches: bool) -> list[str]:
        return kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5, **switches))

    prompt = "Be the first to review this product"
    assert kept(review_prompts=False).count(prompt) == 4 and prompt not in kept()
    assert kept(card_actions=False).count(prompt) == 4  # read in the actions' pass
