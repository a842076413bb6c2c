"""Stop 77 (qshop42): product and service pages of platforms the shop suites lacked
(:mod:`tests.auto.engine_shops5`) keep their text and drop their chrome, one test a page;
and what this stop changed: a field's label dropped (``field_labels``), a declared
product's name kept as content in every format (``product_names``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_shops4 import shop4_page
from tests.auto.engine_shops5 import SHOP5_ENGINES, shop5_page
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract

# Specification values the model doubts (p 0.2-0.4), in PrestaShop's data sheet and
# OpenCart's specification table, both in a tab pane: kept since stop 78 (``spec_panes``,
# the pane beside the kept description on a page that declares a product).
KNOWN_MISSING: dict[str, int] = {}
# Ecwid's share box's title; Squarespace's "Quantity:" (a div, no label element);
# Rakuten's "數量" (the page keeps under 200 characters besides: Chinese says more in
# fewer characters); Allegro's "Počet kusů" (the label shares its box's line with "z 86
# kusů") and its "Podobné nabídky" rail heading; the pricing toggle's "月払い" (two
# inline labels of named radio buttons, joined without a space: ``option_labels``
# compares words; compared spaces aside, it also drops a VitePress code group's tabs
# that ``tab_labels`` owns); a Webflow logo strip's caption (the truths keep such a line
# on 7 pages of 18).
KNOWN_CHROME = {
    "ecwid": 1,
    "squarespace": 1,
    "rakuten": 1,
    "allegro": 2,
    "pricing": 1,
    "agency": 1,
}


@pytest.mark.parametrize("engine", list(SHOP5_ENGINES))
def test_a_shop5_page_keeps_its_text_and_drops_its_chrome(engine: str) -> None:
    page = shop5_page(engine)
    text = _text(page)
    missing = _missing(page, text)
    assert len(missing) == KNOWN_MISSING.get(engine, 0), missing
    kept = _chrome_kept(page, text)
    assert len(kept) == KNOWN_CHROME.get(engine, 0), kept


def test_the_suite_has_seventeen_pages() -> None:
    assert len(SHOP5_ENGINES) == 17


@pytest.mark.parametrize(
    ("engine", "label"), [("sfcc", "Quantità"), ("wix", "Aantal"), ("etsy", "Personalisierung")]
)
def test_field_labels_drops_a_fields_label_and_only_with_the_switch(
    engine: str, label: str
) -> None:
    page = shop5_page(engine)
    lines = (extract(page.html, url=page.url, method="auto").text or "").splitlines()
    assert not any(line.startswith(label) for line in lines)
    off = extract(page.html, url=page.url, method="auto", field_labels=False).text or ""
    assert any(line.startswith(label) for line in off.splitlines())


def test_field_labels_passes_a_checkbox_label_over() -> None:
    page = shop5_page("sfcc")
    box = (
        "<label for='quantity-1'>Quantità</label><select class='quantity-select custom-select "
        "form-control' id='quantity-1'><option>1</option><option>2</option></select>"
    )
    assert box in page.html
    checkbox = "<label for='quantity-1'>Quantità</label><input type='checkbox' id='quantity-1'>"
    lines = extract(page.html.replace(box, checkbox), url=page.url, method="auto").text or ""
    assert "Quantità" in lines.splitlines()


_OG_PRODUCT = "<meta property='og:type' content='product'>"


@pytest.mark.parametrize("engine", ["magento", "lightspeed", "jtl"])
def test_a_declared_products_name_is_content_in_text_and_markdown(engine: str) -> None:
    page = shop4_page(engine)
    html = page.html.replace("</head>", _OG_PRODUCT + "</head>")
    name = page.paragraphs[0]
    result = extract(html, url=page.url, method="auto")
    assert name in (result.text or "").splitlines()
    assert name in (result.markdown or "")
    off = extract(html, url=page.url, method="auto", product_names=False)
    assert name not in (off.text or "").splitlines()


def test_product_names_needs_a_declared_product() -> None:
    page = shop4_page("magento")
    name = page.paragraphs[0]
    assert name not in (extract(page.html, url=page.url, method="auto").text or "").splitlines()


def test_an_articles_headline_stays_out_of_the_text_on_a_product_page() -> None:
    page = shop4_page("magento")
    article = "<meta property='og:type' content='article'>"
    ld = (
        '<script type=\'application/ld+json\'>{"@context": "https://schema.org", '
        '"@graph": [{"@type": "Article", "headline": "x"}, {"@type": "Product", "name": "x"}]}'
        "</script>"
    )
    html = page.html.replace("</head>", article + ld + "</head>")
    name = page.paragraphs[0]
    on = extract(html, url=page.url, method="auto")
    off = extract(html, url=page.url, method="auto", product_names=False)
    assert on.text == off.text and on.markdown == off.markdown
    assert name not in (on.text or "").splitlines()
