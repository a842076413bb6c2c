"""A service's pricing cards the model dropped are kept (``plan_cards``).

Three to six cards side by side, each a plan's name, its price on a line of its own and
what it includes: the model drops them (short lines, no sentence), too few for the run
rules. No model needed: the probabilities are set by hand.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from thresher.api import load_document
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.methods.auto.plan_cards import keep_plan_cards
from thresher.methods.auto.price_words import is_price
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

INTRO = (
    "<h1>Resume writing services</h1><p>Our writers craft a resume that gets you noticed by "
    "recruiters, and every plan comes with a guarantee. Choose the one that suits you.</p>"
)
PLAN = (
    "<div class='plan{n}'><h3>{name}</h3><div class='price'>${price}</div>"
    "<p>Expertly crafted resume</p><p>Cover letter {n}</p><p>{n}0-day guarantee</p>"
    "<a href='/buy{n}'>Get started</a></div>"
)
TILE = (
    "<div class='tile'><a href='/p{n}'><img src='p{n}.jpg'></a><a href='/p{n}'>{name}</a>"
    "<div class='price'>${price}</div><a href='/c{n}'>3 colours</a><a href='/q{n}'>Quick view</a>"
    "<p>Free shipping</p><p>In stock</p></div>"
)
NAMES = ("Basic", "Professional", "Executive", "Premium")


def _page(card: str = PLAN, count: int = 3, jsonld: str = ""):
    cards = "".join(card.format(n=n, name=NAMES[n], price=99 + 100 * n) for n in range(count))
    html = (
        f"<html><head>{jsonld}</head><body>{INTRO}<div class='plans'>{cards}</div>"
        "<footer><p>Terms</p></footer></body></html>"
    )
    doc = load_document(html.encode(), url="https://r.example/services")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _probs(page, card_level: float = 0.1) -> np.ndarray:
    """The intro sure, the cards' lines at ``card_level``, the footer far under them."""
    levels = []
    for block in page.text_blocks:
        if block.text.startswith(("Resume", "Our writers")):
            levels.append(0.95)
        elif block.text == "Terms":
            levels.append(0.001)
        else:
            levels.append(card_level)
    return np.array(levels)


def _kept(page, probs, params: AutoParams) -> set[str]:
    result = decide_page(page, probs, Options(), params)
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


@pytest.mark.parametrize(
    ("text", "price"),
    [
        ("$179", True),
        ("€ 29,90", True),
        ("29 € / mo", True),
        ("$22/mo", True),
        ("USD 49 per month", True),
        ("From $9.99", True),
        ("$90.00 first year, renews at $107.88/yr", False),
        ("Save 16%", False),
        ("179 reviews", False),
        ("2026", False),
        ("CHF 29.-", True),
        ("R$ 49,90", True),
        ("1\u202f299 kr", True),
        ("1.299,00 €", True),
        ("ab 9,90 € pro Monat", True),
        ("29 €/Monat", True),
        ("19 € par mois", True),
        ("10 € al mes", True),
        ("¥980/月", True),
        ("499 ₽", True),
        ("99 zł", True),
        ("₹499", True),
        ("$12 /user/mo", True),
        ("10 Leitsätze", False),
        ("5 users", False),
        ("$10 million", False),
        ("10 ft", False),
        ("12.5 kg", False),
    ],
)
def test_a_price_line(text: str, price: bool) -> None:
    assert is_price(text) is price


def test_dropped_plan_cards_are_kept() -> None:
    page = _page()
    probs = _probs(page)
    flags = [bool(p >= 0.5) for p in probs]
    found = keep_plan_cards(page.text_blocks, probs, flags)
    texts = {page.blocks[i].text for i in found}
    assert {"Basic", "$99", "Expertly crafted resume", "Cover letter 2", "$299"} <= texts
    assert "Terms" not in texts


def test_the_floor_follows_the_cards_level() -> None:
    """On a source the model doubts throughout, the cards' lines sit under the fixed floor
    (0.03) and are kept at their own level; a line far under it is not."""
    page = _page()
    probs = _probs(page, card_level=0.01)
    low = next(i for i, b in enumerate(page.text_blocks) if b.text == "Cover letter 1")
    probs[low] = 0.001
    flags = [bool(p >= 0.5) for p in probs]
    texts = {page.blocks[i].text for i in keep_plan_cards(page.text_blocks, probs, flags)}
    assert "Executive" in texts and "Cover letter 1" not in texts


def test_product_tiles_are_not_plans() -> None:
    """A strip of product tiles links its picture, name, colours and a quick view."""
    page = _page(TILE)
    probs = _probs(page)
    assert keep_plan_cards(page.text_blocks, probs, [bool(p >= 0.5) for p in probs]) == {}


def test_a_price_and_its_old_one_in_each_card() -> None:
    """Two price lines at one path in every card (the price and the one it replaces)."""
    card = PLAN.replace("${price}</div>", "${price}</div><div class='price'>$999</div>")
    page = _page(card)
    probs = _probs(page)
    flags = [bool(p >= 0.5) for p in probs]
    texts = {page.blocks[i].text for i in keep_plan_cards(page.text_blocks, probs, flags)}
    assert {"$99", "$199", "Cover letter 0"} <= texts


def test_plans_priced_in_another_currency_and_language() -> None:
    """Plans priced "CHF 29.- /Monat" are found; cards led by a counted noun are not."""
    chf = PLAN.replace("${price}", "CHF {price}.- /Monat")
    page = _page(chf)
    probs = _probs(page)
    flags = [bool(p >= 0.5) for p in probs]
    texts = {page.blocks[i].text for i in keep_plan_cards(page.text_blocks, probs, flags)}
    assert {"CHF 199.- /Monat", "Cover letter 1"} <= texts
    counted = _page(PLAN.replace("${price}", "{price} Leitsätze"))
    probs = _probs(counted)
    assert keep_plan_cards(counted.text_blocks, probs, [bool(p >= 0.5) for p in probs]) == {}


def test_two_cards_are_no_row_of_plans() -> None:
    page = _page(count=2)
    probs = _probs(page)
    assert keep_plan_cards(page.text_blocks, probs, [bool(p >= 0.5) for p in probs]) == {}


def test_seven_prices_are_a_product_grid() -> None:
    """Seven prices at one path: the listing rules' grid, not a row of plans."""
    cards = "".join(PLAN.format(n=n % 4, name="X", price=9 + n) for n in range(7))
    html = f"<html><body>{INTRO}<div class='plans'>{cards}</div></body></html>"
    doc = load_document(html.encode(), url="https://r.example/")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    probs = _probs(page)
    assert keep_plan_cards(page.text_blocks, probs, [bool(p >= 0.5) for p in probs]) == {}


def test_a_page_declaring_an_article_keeps_its_own() -> None:
    page = _page()
    probs = _probs(page)
    flags = [bool(p >= 0.5) for p in probs]
    assert keep_plan_cards(page.text_blocks, probs, flags, declares_article=True) == {}


def test_the_switch_in_decide_page() -> None:
    page = _page()
    probs = _probs(page)
    fixed = AutoParams(decision="threshold", threshold=0.5)
    on, off = _kept(page, probs, fixed), _kept(page, probs, replace(fixed, plan_cards=False))
    assert "$199" in on and "Expertly crafted resume" in on
    assert "$199" not in off
