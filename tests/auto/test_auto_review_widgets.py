"""The controls under a customer review ("Was this helpful? 0 0", "Show translation"),
dropped."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.review_widgets import drop_review_widgets, is_review_control
from thresher.types import Decision, Label

REVIEWS = (
    "I use this standing desk every day and it raises my monitors without any wobble.",
    "Sturdy and easy to adjust, although the keyboard tray took a while to fit well.",
    "The lever is stiff at first but the desk feels solid once it is set up properly.",
)


PRODUCT = (
    '<script type="application/ld+json">{"@context": "https://schema.org", '
    '"@type": "Product", "name": "Standing desk"}</script>'
)


def _reviews(control: str, declared: str = PRODUCT) -> PreparedPage:
    items = "".join(
        f"<div class='review'><h3>Reviewer {n}</h3><p>{text}</p>"
        f"<div class='vote'>{control}</div></div>"
        for n, text in enumerate(REVIEWS)
    )
    return prepared_page(f"{declared}<main><h1>Standing desk</h1>{items}</main>")


def _dropped(page: PreparedPage) -> list[str]:
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    flags = kept_flags(kept, page.text_blocks)
    probs = np.full(len(page.text_blocks), 0.7)
    changed = drop_review_widgets(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return [page.blocks[i].text for i in sorted(changed)]


@pytest.mark.parametrize(
    "control",
    [
        "Was this helpful? 0 0",
        "Was this review helpful? Yes (3) No (1)",
        "Show translation",
        "3 people found this helpful",
        "War diese Bewertung hilfreich? Ja Nein",
        "Cet avis vous a-t-il été utile ? Oui (2) Non (0)",
        "Показать перевод",
        "このレビューは参考になりましたか？ はい いいえ",
    ],
)
def test_a_reviews_controls_are_dropped(control: str) -> None:
    assert _dropped(_reviews(control)) == [control] * 3


@pytest.mark.parametrize("line", ["Yes", "No", "REPORT", "Helpful", "Share | Facebook"])
def test_answers_alone_stay(line: str) -> None:
    assert not is_review_control(line)  # a table's "Yes" cell, a method named REPORT
    assert _dropped(_reviews(line)) == []


def test_a_line_that_says_more_stays() -> None:
    assert not is_review_control("Was this helpful to your business strategy?")
    assert not is_review_control("We translate every review: show translation settings")


def test_the_controls_stay_when_the_page_keeps_little_else() -> None:
    page = prepared_page("<div>Was this helpful? 0 0</div><div>Show original</div>")
    assert _dropped(page) == []


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _reviews("Was this helpful? 0 0")
    probs = np.full(len(page.text_blocks), 0.7)

    def kept(**switches: bool) -> list[str]:
        return kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5, **switches))

    line = "Was this helpful? 0 0"
    assert kept(review_widgets=False).count(line) == 3 and line not in kept()


def test_a_page_that_declares_no_product_keeps_its_lines() -> None:
    page = _reviews("Was this helpful? 0 0", declared="")
    probs = np.full(len(page.text_blocks), 0.7)
    kept = kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5))
    assert kept.count("Was this helpful? 0 0") == 3
