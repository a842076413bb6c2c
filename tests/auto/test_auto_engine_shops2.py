"""Stop 74 (qshop39): service pages of site builders and CMSs and a product page whose
swatches write their names twice (:mod:`tests.auto.engine_shops2`) keep their text and
drop their chrome, one test a page; and what this stop added: a line that writes one
phrase twice is dropped (``doubled_lines``: the swatches' "BlackBlack")."""

from __future__ import annotations

import pytest
from tests.auto.engine_shops2 import SERVICE_PAGES, service_page
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.doubled_lines import doubled_phrase

# Squarespace's event page: the title and the venue sit in the item's meta column beside
# the description, which the model drops (the date too, not asserted); no rule this stop.
KNOWN_MISSING = {"squarespace": 2}


@pytest.mark.parametrize("engine", list(SERVICE_PAGES))
def test_a_service_page_keeps_its_text_and_drops_its_chrome(engine: str) -> None:
    page = service_page(engine)
    text = _text(page)
    missing = _missing(page, text)
    assert len(missing) == KNOWN_MISSING.get(engine, 0), missing
    assert _chrome_kept(page, text) == []


def test_swatch_names_written_twice_are_dropped_only_with_doubled_lines() -> None:
    page = service_page("swatches")
    without = extract(page.html, url=page.url, method="auto", doubled_lines=False).text or ""
    assert "BlackBlack" in without
    assert "BlackBlack" not in _text(page) and "Aria Enamel Table Lamp" in _text(page)


def test_a_doubled_phrase_is_one_phrase_written_twice() -> None:
    assert doubled_phrase("Get startedGet started") == "Get started"
    assert doubled_phrase("Request more information Request more information") == (
        "Request more information"
    )
    assert doubled_phrase("Bora Bora") is None  # one word, spaced: a name
    assert doubled_phrase("* * * *") is None and doubled_phrase("ababab") is None
    assert doubled_phrase("CopperCopper") == "Copper" and doubled_phrase("abab") is None
    assert len(SERVICE_PAGES) == 15
