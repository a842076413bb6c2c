"""Stop 71 (qlist36): engines the other listing suites lack
(:mod:`tests.auto.engine_listings5`: Salesforce Commerce's SFRA, Shopware 6, OpenCart 4,
VTEX, a package registry, an events calendar, a GeoDirectory directory, Elementor's price
table and a software service's pricing cards) keep their items and drop their chrome, one
test a page; and the tables this stop widened: Shopware's "%", a directory's "Open now"
and a plan's "Popular" badges (``card_badges``), a directory card's call and route buttons
and a plan's call to action (``card_actions``), OpenCart's Italian count and a count whose
thousands a space separates (``listing_toolbars``), a Japanese sign-up heading on a page
that keeps few characters (``form_headings``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings4 import listing_page4
from tests.auto.engine_listings5 import ENGINES5, cases5, listing_page5
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.card_badges import is_badge
from thresher.methods.auto.listing_toolbars import is_toolbar_line


@pytest.mark.parametrize(("engine", "lang"), cases5())
def test_a_listing_of_another_engine_keeps_its_items_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = listing_page5(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert _chrome_kept(page, text) == []


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases5()) == 28 and len(ENGINES5) == 9
    assert "badge-discount'><span>%</span>" in listing_page5("shopware", "de").html
    assert "gd-badge" in listing_page5("directory", "pl").html
    with pytest.raises(ValueError):
        listing_page5("vtex", "ja")


def test_without_the_switch_the_new_badges_are_kept() -> None:
    for engine, lang, badge in (("shopware", "en", "%"), ("directory", "pl", "Otwarte teraz")):
        page = listing_page5(engine, lang)
        off = extract(page.html, url=page.url, method="auto", card_badges=False).text or ""
        assert badge in {line.strip() for line in off.splitlines()}, (engine, lang)
        assert badge not in {line.strip() for line in _text(page).splitlines()}


def test_the_widened_tables_read_whole_lines_only() -> None:
    for badge in (
        "%",
        "Open now",
        "Ouvert maintenant",
        "営業中",
        "Otwarte teraz",
        "Beliebt",
        "人気No.1",
    ):
        assert is_badge(badge), badge
    for line in ("10%", "Open now until 6 pm", "Open", "open source"):
        assert not is_badge(line), line
    for action in ("Appeler", "電話する", "Call now", "Zadzwoń", "Start free trial", "Hemen başla"):
        assert is_action(action), action
    for line in ("Directions", "Call for papers", "Get started", "Commencer", "Start"):
        assert not is_action(line), line
    assert is_toolbar_line("Visualizzati da 1 a 6 di 48 (8 pagine)")


def test_the_fourth_suites_left_pages_are_clean() -> None:
    for engine, lang in (("job_board", "ja"), ("job_board", "fr")):
        page = listing_page4(engine, lang)
        text = _text(page)
        assert _missing(page, text) == [] and _chrome_kept(page, text) == [], (engine, lang)
    assert is_toolbar_line("1 248 offres") and is_toolbar_line("Showing 1–12 of 1 248 results")
    assert not is_toolbar_line("1 24 offres")
