"""Stop 78 (qshop43): product pages whose data sheet sits in a tab or fold beside the
description, and service pages of pricing cards (:mod:`tests.auto.engine_shops6`), keep
their text and drop their chrome, one test a page; and what this stop changed: the data
sheet kept (``spec_panes``), the names and prices of cards the model kept mostly
(``plan_heads``). The rules' own tests set the probabilities by hand (no model)."""

from __future__ import annotations

import numpy as np
import pytest
from lxml.html import fragment_fromstring
from tests.auto.engine_shops5 import _ld
from tests.auto.engine_shops6 import SHOP6_ENGINES, shop6_page
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.api import load_document
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.methods.auto.spec_panes import pair_positions, same_shape
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

# A plan's button the model keeps beside its card (p 0.5-0.6): Webflow's "Inizia la
# prova", Kadence's "お申し込み" (a card's link; no rule reads a plan's button yet).
KNOWN_CHROME = {"webflow": 1, "kadence": 1}
# The pages whose sheet the model drops on main (p 0.15-0.4): the ones ``spec_panes`` keeps.
SHEET_PAGES = ("magento", "prestashop", "opencart")


@pytest.mark.parametrize("engine", list(SHOP6_ENGINES))
def test_a_shop6_page_keeps_its_text_and_drops_its_chrome(engine: str) -> None:
    page = shop6_page(engine)
    text = _text(page)
    assert _missing(page, text) == []
    kept = _chrome_kept(page, text)
    assert len(kept) == KNOWN_CHROME.get(engine, 0), kept


def test_the_suite_has_fifteen_pages() -> None:
    assert len(SHOP6_ENGINES) == 15


@pytest.mark.parametrize("engine", SHEET_PAGES)
def test_spec_panes_keeps_a_sheet_and_only_with_the_switch(engine: str) -> None:
    page = shop6_page(engine)
    on = extract(page.html, url=page.url, method="auto").text or ""
    off = extract(page.html, url=page.url, method="auto", spec_panes=False).text or ""
    assert _missing(page, on) == []
    assert _missing(page, off)  # values of the sheet lost


def test_spec_panes_reads_only_a_page_that_declares_a_product() -> None:
    page = shop6_page("prestashop")
    html = page.html.replace(_ld("Cafeteira de êmbolo em vidro 1 L", "32.50", "EUR"), "")
    assert html != page.html
    text = extract(html, url=page.url, method="auto").text or ""
    assert "1 litro (8 chávenas)" not in text


# The rule's own page: a description pane, a sheet pane, a prose pane and a pane of two
# pairs, each a sibling ``div.tab-pane``; the description sure, every other line at 0.1.
PRODUCT_LD = (
    "<script type='application/ld+json'>"
    '{"@context": "https://schema.org/", "@type": "Product", "name": "Kettle"}</script>'
)
DESCRIPTION = (
    "A kettle of brushed steel whose spout pours without dripping, and whose handle stays "
    "cool while the water boils on any hob."
)
PANES = (
    "<div class='tab-content'>"
    f"<div class='tab-pane active' id='d'><p>{DESCRIPTION}</p></div>"
    "<div class='tab-pane' id='s'><p>Data sheet</p><dl><dt>Capacity</dt><dd>1.5 litres</dd>"
    "<dt>Weight</dt><dd>900 g</dd><dt>Hob</dt><dd>Gas, induction</dd></dl></div>"
    "<div class='tab-pane' id='r'><p>Returns are free within thirty days.</p>"
    "<p>Delivery takes two working days.</p></div>"
    "<div class='tab-pane' id='t'><p>Colour: Steel</p><p>Finish: Brushed</p></div>"
    "</div>"
)


def _prepared(body: str, head: str = PRODUCT_LD):
    foot = "<footer><p>Terms</p></footer>"
    html = f"<html><head>{head}</head><body><main>{body}</main>{foot}</body></html>"
    doc = load_document(html.encode(), url="https://shop.example/kettle")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _kept(page, probs: np.ndarray, **switches: bool) -> set[str]:
    result = decide_page(page, probs, Options(), AutoParams(**switches))
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def _levels(page, sure: tuple[str, ...], level: float = 0.1) -> np.ndarray:
    return np.array(
        [0.95 if b.text.startswith(sure) else level for b in page.text_blocks], dtype=np.float64
    )


def test_a_sheet_pane_beside_the_description_is_kept_and_nothing_else() -> None:
    page = _prepared(PANES)
    probs = _levels(page, (DESCRIPTION[:20],))
    kept = _kept(page, probs)
    assert {"Data sheet", "Capacity", "1.5 litres", "900 g", "Gas, induction"} <= kept
    assert "Returns are free within thirty days." not in kept  # prose: no sheet
    assert "Colour: Steel" not in kept  # two pairs: under MIN_PAIRS
    assert "1.5 litres" not in _kept(page, probs, spec_panes=False)


def test_a_sheet_pane_of_a_page_without_a_product_is_not_read() -> None:
    page = _prepared(PANES, head="")
    assert "1.5 litres" not in _kept(page, _levels(page, (DESCRIPTION[:20],)))


def test_panes_of_one_widget() -> None:
    box = fragment_fromstring(
        "<div><div class='tab-pane active'></div><div class='tab-pane fade'></div>"
        "<div class='active'></div><details></details><details></details>"
        "<x-tab></x-tab><x-tab></x-tab><div role='tabpanel'></div><div role='tabpanel'></div></div>"
    )
    one, two, state, fold1, fold2, tab1, tab2, role1, role2 = list(box)
    assert same_shape(one, two)
    assert not same_shape(one, state)  # "active" says which shows, not what it is
    assert same_shape(fold1, fold2) and same_shape(tab1, tab2) and same_shape(role1, role2)
    assert not same_shape(one, fold1)


def test_pairs_of_a_sheet() -> None:
    page = _prepared(
        "<div><dl><dt>A</dt><dd>1</dd><dt>B</dt></dl>"
        "<table><tr><th>C</th><td>3</td></tr><tr><td>D</td><td>4</td><td>5</td></tr></table>"
        "<p>Material: wool</p><p>At 4:08 the clip ends</p></div>"
    )
    positions = list(range(len(page.text_blocks)))
    pairs, covered = pair_positions(page.text_blocks, positions)
    texts = {page.text_blocks[pos].text for pos in covered}
    assert pairs == 3  # A/1, the row C/3, "Material: wool"
    assert texts == {"A", "1", "C", "3", "Material: wool"}


# Pricing cards the model kept mostly: what each plan includes sure, the plan's name and
# price and its button at 0.1 (wcxb-dev dev-4900's Divi tables).
PLANS = "".join(
    f"<div class='plan'><h3>{name}</h3><div class='price'>${price}</div>"
    f"<p>Everything in the {name.lower()} plan, written for you.</p>"
    f"<p>A phone call with your {name.lower()} writer.</p><p>Two rounds of revisions, {name}.</p>"
    f"<a href='/buy/{price}'>Choose</a></div>"
    for name, price in (("Entry", 479), ("Professional", 589), ("Executive", 699))
)


def test_plan_heads_keeps_the_names_and_prices_of_cards_kept_mostly() -> None:
    intro = "<p>Our writers are recruiters who know what a hiring manager reads first.</p>"
    page = _prepared(f"{intro}<div class='plans'>{PLANS}</div>", head="")
    probs = _levels(page, ("Our writers", "Everything", "A phone call", "Two rounds"))
    kept = _kept(page, probs)
    assert {"Entry", "$479", "Professional", "$589", "Executive", "$699"} <= kept
    assert "Choose" not in kept  # a plan's button
    off = _kept(page, probs, plan_heads=False)
    assert "Entry" not in off and "$479" not in off
