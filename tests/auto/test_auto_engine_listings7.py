"""Stop 73 (qlist38): paid placements and collections (:mod:`tests.auto.engine_listings7`:
a marketplace's sponsored results, a car portal's featured ads, a "best of" collection, an
A–Z index, shop categories with prose for search engines under their grids) keep their
items and drop their chrome, one test a page; and what this stop added: a card's
paid-placement mark named by a ``data-testid`` (``promoted_marks``), a pick's affiliate
button (``card_actions``), a grid of priced cards dropped beside a kept blurb
(``blurbed_grids``)."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html
from tests.auto.engine_listings6 import listing_page6
from tests.auto.engine_listings7 import ENGINES7, cases7, listing_page7
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.card_badges import _in_badge, _names_placement, is_promoted


@pytest.mark.parametrize(("engine", "lang"), cases7())
def test_a_collection_keeps_its_items_and_drops_its_chrome(engine: str, lang: str) -> None:
    page = listing_page7(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert _chrome_kept(page, text) == []


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases7()) == 20 and len(ENGINES7) == 7
    assert "data-testid='featured-ad-marker'" in listing_page7("cars", "cs").html
    assert "class='col--3RkFe category-seo'" in listing_page7("seo_react", "en").html
    with pytest.raises(ValueError):
        listing_page7("cars", "en")


def test_without_the_switches_the_new_cases_fail() -> None:
    for page in (listing_page7("cars", "nl"), listing_page6("classifieds", "pl")):
        off = extract(page.html, url=page.url, method="auto", promoted_marks=False).text or ""
        assert _chrome_kept(page, off) and not _chrome_kept(page, _text(page))
    seo = listing_page7("seo_react", "en")
    off = extract(seo.html, url=seo.url, method="auto", blurbed_grids=False).text or ""
    assert _missing(seo, off) and not _missing(seo, _text(seo))


def test_the_widened_tables_read_whole_lines_and_placement_names() -> None:
    for mark in ("Sponsored", "Gesponsert", "Wyróżnione", "Promovat", "ТОП", "Topováno", "広告"):
        assert is_promoted(mark), mark
    for line in ("Featured", "Sponsored by the city council", "Top 10 trails", "Advertise"):
        assert not is_promoted(line), line
    for button in ("Check price", "View deal", "Preis prüfen", "Árak megtekintése"):
        assert is_action(button), button
    assert not is_action("Check prices before you buy a used car")
    root = lxml_html.fromstring(
        "<div><div data-testid='adCard-featured' class='css-1jh69qu'>Promoted</div>"
        "<div data-testid='ad-title' class='css-9a8b7c'>Promoted</div>"
        "<span class='sponsored-label'>Sponsored</span></div>"
    )
    marked, plain, label = root
    assert _in_badge(marked, None, _names_placement) and _in_badge(label, None, _names_placement)
    assert not _in_badge(plain, None, _names_placement) and not _in_badge(marked)
