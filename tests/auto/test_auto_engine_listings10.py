"""Stop 76 (qlist41): collections of shapes and languages the other suites lack
(:mod:`tests.auto.engine_listings10`: a hotel search, photo galleries of three engines, a
code host's project list, a news tag page in hi, th and fa, a faculty's course list, a
Squarespace blog index, a symposium's programme in two engines) keep their items and drop
their chrome, one test a page; and what this stop added: a card's line field the model
dropped in every card kept (``card_lines``), a gallery page's dropped captions kept
(``gallery_pages``), a booking card's availability button dropped (``card_actions``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings9 import listing_page9
from tests.auto.engine_listings10 import ENGINES10, cases10, listing_page10
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action

# Chrome still kept (this stop's "noticed and left", other helpers' modules): the
# footer's newsletter heading in Japanese on two pages (``form_boxes``). The blog cards'
# "Ler mais" and "続きを読む" are dropped since stop 77 (``card_actions``' read-more rows).
KNOWN_CHROME = {
    ("gallery", "ja"): {"ニュースレターを購読する"},
    ("sessions", "ja"): {"ニュースレターを購読する"},
}


@pytest.mark.parametrize(("engine", "lang"), cases10())
def test_a_collection_keeps_its_items_and_drops_its_chrome(engine: str, lang: str) -> None:
    page = listing_page10(engine, lang)
    text = _text(page)
    assert _missing(page, text) == []
    assert set(_chrome_kept(page, text)) <= KNOWN_CHROME.get((engine, lang), set())


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases10()) == 20 and len(ENGINES10) == 8
    assert (
        "<figcaption class='wp-caption-text gallery-caption'"
        in listing_page10("gallery", "pt").html
    )
    assert "<html lang='fa'" in listing_page10("tags", "fa").html
    assert "dir='rtl'" in listing_page10("tags", "fa").html
    with pytest.raises(ValueError):
        listing_page10("hotels", "en")


def test_without_the_switch_the_speakers_are_dropped() -> None:
    for page in (listing_page10("sessions", "ja"), listing_page9("schedule", "vi")):
        off = extract(page.html, url=page.url, method="auto", card_lines=False).text or ""
        assert _missing(page, off) != [], page.url


def test_without_the_switch_the_captions_are_dropped() -> None:
    for lang in ("pl", "pt", "ja"):
        page = listing_page10("gallery", lang)
        off = extract(page.html, url=page.url, method="auto", gallery_pages=False).text or ""
        assert _missing(page, off) != [], lang


def test_the_new_buttons_are_actions() -> None:
    for line in (
        "See availability",
        "Vedi disponibilità",
        "Ver disponibilidade",
        "空室状況を確認",
        "Read the Review",
        "Get Pricing",
        "View More",
    ):
        assert is_action(line), line
    for line in (
        "Availability",
        "Ver disponibilidade em Lisboa",
        "See more of Lisbon",
        "Read Review",
    ):
        assert not is_action(line), line
