"""Stop 74 (qlist39): collections of kinds the other suites lack
(:mod:`tests.auto.engine_listings8`: a wiki's category page, an academic search, a
package index, a forum's board index, a job board, a library catalogue, shop grids with a
"Compare" link, a fashion grid with a size picker) keep their items and drop their
chrome, one test a page; and what this stop added: a wiki category's members
(``category_members``), a card's price the model dropped in every card
(``card_prices``), a job board's quick-apply marks and counts of more languages, a
card's size picker and quantity label (``card_actions``, ``listing_toolbars``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings import listing_page
from tests.auto.engine_listings8 import ENGINES8, cases8, listing_page8
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.listing_toolbars import is_toolbar_line

# Chrome lines still kept (stop 74's "noticed and left"): a phpBB board index's "who is
# online" box, a package index's facet heading in Chinese.
KNOWN_KEPT = {
    ("boards", "en"): {"Who is online"},
    ("boards", "de"): {"Wer ist online?"},
    ("boards", "ru"): {"Кто сейчас на конференции"},
    ("packages", "zh"): {"按分类筛选"},
}


@pytest.mark.parametrize(("engine", "lang"), cases8())
def test_a_collection_keeps_its_items_and_drops_its_chrome(engine: str, lang: str) -> None:
    page = listing_page8(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert set(_chrome_kept(page, text)) <= KNOWN_KEPT.get((engine, lang), set())


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases8()) == 24 and len(ENGINES8) == 8
    wiki = listing_page8("wiki_category", "de").html
    assert "class='mediawiki ns-14" in wiki and "<div id='mw-pages'>" in wiki
    assert "class='ialbl iaTextBlack'>簡単応募<" in listing_page8("jobs", "ja").html
    with pytest.raises(ValueError):
        listing_page8("jobs", "en")


def test_without_the_switches_the_new_cases_fail() -> None:
    wiki = listing_page8("wiki_category", "de")
    off = extract(wiki.html, url=wiki.url, method="auto", category_members=False).text or ""
    assert _missing(wiki, off) and not _missing(wiki, _text(wiki))
    shop = listing_page("bigcommerce", "zh")  # the model drops every card's price
    prices = ("¥89", "¥649", "¥59")
    on = extract(shop.html, url=shop.url, method="auto", card_prices=True).text or ""
    off = extract(shop.html, url=shop.url, method="auto", card_prices=False).text or ""
    lines_on, lines_off = set(on.splitlines()), set(off.splitlines())
    assert all(p in lines_on for p in prices) and not any(p in lines_off for p in prices)


def test_the_widened_tables_read_whole_lines() -> None:
    for mark in ("Easily apply", "Einfach bewerben", "Aplikuj szybko", "簡単応募", "Qty:"):
        assert is_action(mark), mark
    for picker in ("Select your size", "Größe wählen", "Choisir une taille", "サイズを選択"):
        assert is_action(picker), picker
    for line in ("Easily apply what you learn on the job", "Quantity", "Select a size guide"):
        assert not is_action(line), line
    for count in ("128 offres d'emploi", "128 ofert pracy", "Znaleziono 48 wyników", "求人 128 件"):
        assert is_toolbar_line(count), count
    for line in ("12 ofert pracy w Gdańsku dla elektryków", "求人 128 件の中から選ぶ"):
        assert not is_toolbar_line(line), line
