"""Stop 75 (qshop40): product and service pages of shapes the shop suites lacked
(:mod:`tests.auto.engine_shops3`) keep their text and drop their chrome, one test a page;
and what this stop added: a radio button's option kept as a line is dropped
(``option_labels``, off by default: a product's colours and sizes)."""

from __future__ import annotations

import pytest
from tests.auto.engine_shops3 import SHOP3_ENGINES, shop3_page
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract

# The course's module titles are written in Bootstrap's accordion buttons, which never
# make a block (the load stage drops a button's text); no rule this stop.
KNOWN_MISSING = {"course": 3}
# The picker's five options stay without ``option_labels``, off by default this stop.
KNOWN_CHROME: dict[str, int] = {}


@pytest.mark.parametrize("engine", list(SHOP3_ENGINES))
def test_a_shop3_page_keeps_its_text_and_drops_its_chrome(engine: str) -> None:
    page = shop3_page(engine)
    text = _text(page)
    missing = _missing(page, text)
    assert len(missing) == KNOWN_MISSING.get(engine, 0), missing
    assert len(_chrome_kept(page, text)) == KNOWN_CHROME.get(engine, 0)


def test_radio_options_are_dropped_only_with_option_labels() -> None:
    page = shop3_page("picker")
    without = extract(page.html, url=page.url, method="auto", option_labels=False).text or ""
    assert "Harbour Blue" in without.splitlines() and "30 oz" in without.splitlines()
    text = extract(page.html, url=page.url, method="auto", option_labels=True).text or ""
    assert _chrome_kept(page, text) == [] and _missing(page, text) == []
    assert len(SHOP3_ENGINES) == 17
