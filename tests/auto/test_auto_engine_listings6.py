"""Stop 72 (qlist37): markets and services of more countries
(:mod:`tests.auto.engine_listings6`: Tiendanube, a Japanese mall, a Korean smart store, a
Chinese marketplace, a Turkish marketplace, a classifieds portal, a real-estate portal, a
German job board, a company's contact page) keep their items and drop their chrome, one
test a page; and what this stop added: delivery stamps (``card_badges``), a job card's
quick application (``card_actions``), Korean counts (``listing_toolbars``), a CJK contact
form's labels (``wide_forms``), four priced cards (``lone_priced_cards``), a Substack
archive kept one preview in two (``whole_page_runs``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings import listing_page
from tests.auto.engine_listings3 import listing_page3
from tests.auto.engine_listings6 import ENGINES6, cases6, listing_page6
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.card_badges import is_badge
from thresher.methods.auto.listing_toolbars import is_toolbar_line

# Chrome lines still kept, by page (the classifieds' "promoted" marks are dropped since
# stop 73's ``promoted_marks``): a badge in an element whose class names a "tag" or a
# "stamp" (``dui-tag``, ``service-tag``, ``product-stamp``, ``listing-tag``):
# ``card_badges`` does not read those words, since wcxb-dev truths keep the "Bestseller"
# of a ``bestseller-tag`` and the "Save 16%" of a ``pricing2_tag``.
KNOWN_KEPT = {
    ("jp_mall", "ja"): {"送料無料"},
    ("zh_market", "zh"): {"包邮"},
    ("tr_market", "tr"): {"Hızlı Teslimat"},
    ("homes", "es"): {"Novedad"},
    ("homes", "fr"): {"Nouveauté"},
}


def _lines(text: str) -> set[str]:
    return {line.strip() for line in text.splitlines()}


@pytest.mark.parametrize(("engine", "lang"), cases6())
def test_a_market_or_service_page_keeps_its_items_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = listing_page6(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert set(_chrome_kept(page, text)) <= KNOWN_KEPT.get((engine, lang), set())


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases6()) == 18 and len(ENGINES6) == 9
    assert "class='service-tag'" in listing_page6("zh_market", "zh").html
    assert "<form class='wpcf7-form'" in listing_page6("contact", "ja").html
    with pytest.raises(ValueError):
        listing_page6("homes", "ja")


def test_without_the_switches_the_new_cases_fail() -> None:
    cars = listing_page3("car_results", "de")
    # The cards are each one link too: stop 78's ``lone_linked_cards`` keeps them as well.
    both = {"lone_priced_cards": False, "lone_linked_cards": False}
    off = extract(cars.html, url=cars.url, method="auto", **both).text or ""
    assert _missing(cars, off) and not _missing(cars, _text(cars))
    ja = listing_page6("contact", "ja")
    off = extract(ja.html, url=ja.url, method="auto", wide_forms=False).text or ""
    assert "お名前" in _lines(off) and "お名前" not in _lines(_text(ja))


def test_the_widened_tables_read_whole_lines_and_badge_classes_only() -> None:
    for badge in ("Free shipping", "Envío gratis", "Frete grátis", "送料無料", "包邮", "무료배송"):
        assert is_badge(badge), badge
    for line in ("Free shipping on orders over $50", "Livraison gratuite dès 49 €"):
        assert not is_badge(line), line
    html = (
        "<div class='card'><h3><a href='/p1'>Hand grinder</a></h3>"
        "<span class='{cls}'>Free shipping</span><p>A ceramic burr grinder for travel.</p></div>"
    )
    for cls, dropped in (("badge_delivery", True), ("item-label", True), ("service-tag", False)):
        page = "".join(html.replace("/p1", f"/p{i}").format(cls=cls) for i in range(6))
        text = extract(f"<html><body><main>{page}</main></body></html>", method="auto").text
        assert ("Free shipping" not in _lines(text or "")) is dropped, cls
    assert is_action("Schnellbewerbung") and not is_action("Schnellbewerbung in 2 Minuten")
    for count in ("총 1,248개", "1,248개의 상품", "검색결과 1,248건"):
        assert is_toolbar_line(count), count
    assert not is_toolbar_line("3개") and not is_toolbar_line("1,248개")


def test_a_substack_archive_kept_in_part_is_completed() -> None:
    for lang in ("fr", "it"):
        page = listing_page("substack", lang)
        off = extract(page.html, url=page.url, method="auto", whole_page_runs=False).text or ""
        assert _missing(page, off) and _missing(page, _text(page)) == [], lang
