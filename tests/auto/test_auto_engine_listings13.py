"""Stop 79 (qlist44): "best of" collections whose picks carry affiliate buttons naming
the shop (:mod:`tests.auto.engine_listings13`: AAWP, Lasso, Elementor, Ghost, a Tailwind
roundup, Squarespace, Gutenberg's buttons, TablePress; in en, de, it, fr, es, pt, pl,
nl) keep their picks and drop their buttons, one test a page; and what this stop added:
a kept line made only of buttons to a shop's offer ("Check price at Amazon", "Voir le
prix sur Fnac", "Jetzt bei Otto ansehen") dropped (``shop_buttons``), while a post's own
list of where to buy ("Buy on Amazon") stays."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings13 import (
    ENGINES13,
    SHOP_BUTTONS13,
    cases13,
    listing_page13,
)
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.api import load_document
from thresher.methods.auto.card_actions import drop_shop_buttons, is_shop_button
from thresher.methods.auto.listing_toolbars import _counted_label, _labelled_more, _sort_choice
from thresher.train.auto import prepare

# The pages whose buttons the model keeps (p ≥ its threshold) and only the rule drops.
_KEPT_BY_THE_MODEL = (("ghost", "nl"), ("ghost", "de"), ("tailwind", "en"), ("tailwind", "fr"))


@pytest.mark.parametrize(("engine", "lang"), cases13())
def test_a_roundup_keeps_its_picks_and_drops_its_shop_buttons(engine: str, lang: str) -> None:
    page = listing_page13(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert _chrome_kept(page, text) == []


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases13()) == 19 and len(ENGINES13) == 8
    assert "class='aawp-button aawp-button--buy'" in listing_page13("aawp", "de").html
    assert "class='kg-product-card-button" in listing_page13("ghost", "nl").html
    assert "Jetzt bei Otto ansehen" in listing_page13("ghost", "de").chrome
    with pytest.raises(ValueError):
        listing_page13("ghost", "en")


@pytest.mark.parametrize(("engine", "lang"), _KEPT_BY_THE_MODEL)
def test_without_the_switch_the_shop_buttons_are_kept(engine: str, lang: str) -> None:
    page = listing_page13(engine, lang)
    off = extract(page.html, url=page.url, method="auto", shop_buttons=False).text or ""
    assert _chrome_kept(page, off) != []
    assert _missing(page, off) == []


@pytest.mark.parametrize(("engine", "lang"), cases13())
def test_the_rule_drops_every_button_and_nothing_else_of_a_page(engine: str, lang: str) -> None:
    page = listing_page13(engine, lang)
    blocks = prepare(load_document(page.html, url=page.url)).text_blocks
    found = drop_shop_buttons(blocks, [0.5] * len(blocks), [True] * len(blocks))
    dropped = [block.text for block in blocks if block.index in found]
    buttons = set(SHOP_BUTTONS13[lang])
    assert dropped and all(
        text in buttons or text == "".join(SHOP_BUTTONS13[lang]) for text in dropped
    )
    assert not set(dropped) & set(page.paragraphs)


@pytest.mark.parametrize(
    "line",
    [
        "Check price at Amazon",
        "Check Price at REI",
        "Check the latest price on Best Buy",
        "See it at Amazon",
        "See price on Amazon US",
        "View deal at B&H Photo",
        "Check price on CuisinartCheck Price - Walmart",
        "See it at AmazonSee it at Razer",
        "Preis prüfen bei Kaufland",
        "Jetzt bei Otto ansehen",
        "Voir le prix sur Fnac",
        "Voir l'offre chez Boulanger",
        "Ver precio en El Corte Inglés",
        "Vedi offerta su Euronics",
        "Ver preço na Worten",
        "Bekijk bij bol.com",
        "Bij Coolblue bekijken",
        "Sprawdź cenę w Media Expert",
        "Check price at Amazon »",
    ],
)
def test_a_shop_button_is_read_in_every_language(line: str) -> None:
    assert is_shop_button(line)


@pytest.mark.parametrize(
    "line",
    [
        "Buy on Amazon",  # a post's own list of where to buy: truths keep it
        "Buy on Amazon | Buy on Adorama",
        "Shop at Nordstrom",
        "Get it on Amazon for 39.99",  # a price in it: the post's text
        "Check price at 20% off",
        "Check price at amazon",  # no shop's name: lower case
        "See it in action",
        "Available at Amazon",
        "Check price",  # card_actions' own phrase
        "Check price at Amazon (on sale!)",
        "Voir le prix",
        "We checked the price at Amazon and Walmart",
    ],
)
def test_other_lines_are_no_shop_button(line: str) -> None:
    assert not is_shop_button(line)


def test_a_posts_own_list_of_shops_stays() -> None:
    items = "".join(
        f"<h2>{i}. {name}</h2><p>{text}</p><ul class='wp-block-list'><li><a"
        f" href='/go/{i}'>Buy on Amazon</a></li><li><a href='/go2/{i}'>Buy on Adorama</a>"
        "</li></ul>"
        for i, (name, text) in enumerate(
            (
                ("Lumix S5", "A small full-frame body whose stabiliser saved many handheld dusks."),
                ("Alpha 7C", "Light enough for a day's hike, with the best autofocus we tried."),
                ("Z6 III", "The viewfinder is the brightest here and the grip fits a large hand."),
            )
        )
    )
    html = (
        "<html lang='en'><head><title>The best mirrorless cameras</title></head><body><main>"
        "<article class='post'><h1>The best mirrorless cameras</h1><div class='entry-content'>"
        "<p>Three bodies we carried for a year of travel, chosen for their size, their"
        f" lenses and how they handle in the cold.</p>{items}</div></article></main></body>"
        "</html>"
    )
    text = extract(html, url="https://blog.example/cameras/", method="auto").text or ""
    blocks = prepare(load_document(html)).text_blocks
    assert drop_shop_buttons(blocks, [0.5] * len(blocks), [True] * len(blocks)) == {}
    assert "Alpha 7C" in text


@pytest.mark.parametrize(
    "line",
    [
        "filters (1",
        "filter(2",
        "sort: best match",
        "sort by: newest",
        "sortieren nach: preis",
        "trier par : prix",
        "排序：价格",
        "絞り込み(3",
        "colours (3",
        "filter: red",
        "sorting algorithms (3",
        "price (low to high",
        "note: sort by date",
        "(2) filters",
    ],
)
def test_the_toolbars_first_word_gate_answers_as_the_two_forms(line: str) -> None:
    both = ("(" in line and _counted_label(line)) or (
        (":" in line or "：" in line) and _sort_choice(line)
    )
    assert _labelled_more(line) is bool(both)
