"""Stop 77 (qlist42): blog and shop listings of engines and languages the other suites lack
(:mod:`tests.auto.engine_listings11`: Blogger, Joomla, Jekyll, Webflow, Wix, PaperMod,
Elementor, Divi, WooCommerce, Shopify in pt, tr, cs, hu, fi, da, sv, no, id, ko, vi, ar,
nl, ro, el, de, pl) keep their items and drop their chrome, one test a page; and what this
stop added: a blog card's "read more" button in twenty languages and a shop card's cart
button in more (``card_actions``), a listing's result count and sort and filter labels in
fifteen more languages (``listing_toolbars``), a pager's and a "load more" button's line
(``pager_lines``), a review app's carousel on a collection (``review_apps``), an icon
font's ligature word ("close": ``icon_words``)."""

from __future__ import annotations

import pytest
from tests.auto.engine_listings10 import listing_page10
from tests.auto.engine_listings11 import ENGINES11, cases11, listing_page11
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.methods.auto.card_actions import is_action
from thresher.methods.auto.icon_words import is_icon_line
from thresher.methods.auto.listing_toolbars import is_toolbar_line
from thresher.methods.auto.pager_lines import is_pager_line

# Chrome still kept (this stop's "noticed and left"): the Swedish footer's newsletter
# heading (``form_boxes``, another helper's), and the Norwegian page's cookie notice, all
# that page keeps (below).
KNOWN_CHROME = {
    ("webflow", "sv"): {"Prenumerera på vårt nyhetsbrev"},
    ("webflow", "no"): {
        "Vi bruker informasjonskapsler for å gi deg en bedre opplevelse på nettstedet."
    },
}
# Items still dropped: none (stop 78's ``lone_linked_cards`` keeps the Norwegian Webflow
# grid whose every card is one link, ``w-inline-block``).
KNOWN_MISSING: dict[tuple[str, str], int] = {}


@pytest.mark.parametrize(("engine", "lang"), cases11())
def test_a_listing_keeps_its_items_and_drops_its_chrome(engine: str, lang: str) -> None:
    page = listing_page11(engine, lang)
    text = _text(page)
    assert len(_missing(page, text)) <= KNOWN_MISSING.get((engine, lang), 0)
    assert set(_chrome_kept(page, text)) <= KNOWN_CHROME.get((engine, lang), set())


def test_the_pages_are_what_the_tests_say() -> None:
    assert len(cases11()) == 24 and len(ENGINES11) == 12
    assert "<html lang='ar' dir='rtl'>" in listing_page11("papermod", "ar").html
    assert "class='jump-link'" in listing_page11("blogger", "pt").html
    assert "Ler mais" in listing_page11("blogger", "pt").chrome
    with pytest.raises(ValueError):
        listing_page11("blogger", "en")


def test_the_read_more_buttons_of_stop_76s_blog_are_dropped() -> None:
    for lang in ("pt", "ja"):
        page = listing_page10("blog", lang)
        assert _chrome_kept(page, _text(page)) == [], lang


def test_without_the_tables_the_buttons_and_counts_are_kept() -> None:
    page = listing_page11("elementor", "tr")
    off = extract(page.html, url=page.url, method="auto", card_actions=False).text or ""
    assert "Devamını Oku" in _chrome_kept(page, off)
    page = listing_page11("woocommerce", "vi")
    off = extract(page.html, url=page.url, method="auto", listing_toolbars=False).text or ""
    assert _chrome_kept(page, off) != []


def test_without_the_switch_a_review_apps_carousel_is_kept() -> None:
    for lang in ("de", "pl"):
        page = listing_page11("reviewed", lang)
        off = extract(page.html, url=page.url, method="auto", review_apps=False).text or ""
        assert _chrome_kept(page, off) != [], lang


def test_a_review_app_on_a_product_page_is_left_alone() -> None:
    page = listing_page11("reviewed", "de")
    html = page.html.replace(
        "<main id='MainContent'",
        '<script type=\'application/ld+json\'>{"@context": "https://schema.org",'
        ' "@type": "Product", "name": "Bodenschutzmatte"}</script>'
        "<main id='MainContent'",
        1,
    )
    on = extract(html, url=page.url, method="auto").text or ""
    off = extract(html, url=page.url, method="auto", review_apps=False).text or ""
    assert on == off
    assert "Endlich Ruhe im Keller" in on  # the product's reviews, kept


def test_without_the_switch_the_icons_words_are_kept() -> None:
    for lang in ("fr", "es"):
        page = listing_page11("shows", lang)
        off = extract(page.html, url=page.url, method="auto", icon_words=False).text or ""
        assert _chrome_kept(page, off) == ["close"], lang


def test_a_close_word_outside_an_icon_font_stays() -> None:
    page = listing_page11("shows", "fr")
    html = page.html.replace("<i class='material-icons right'>close</i>", "<b>close</b>")
    text = extract(html, url=page.url, method="auto").text or ""
    off = extract(html, url=page.url, method="auto", icon_words=False).text or ""
    assert text == off
    assert "close" in text.split("\n")  # kept: a word, no icon


def test_icon_lines() -> None:
    for line in ("close", "clear", "expand_more", "chevron_left chevron_right"):
        assert is_icon_line(line), line
    for line in ("check", "Close", "close the door", "star", ""):
        assert not is_icon_line(line), line


def test_read_more_buttons_in_twenty_languages() -> None:
    for line in (
        "Read more »",
        "Continue reading →",
        "Weiterlesen",
        "Lire la suite",
        "Leer más",
        "Leggi tutto",
        "Ler mais",
        "Leia mais",
        "Lees verder ›",
        "Czytaj dalej",
        "Číst dál …",
        "Läs mer →",
        "Læs mere",
        "Les mer",
        "Lue lisää",
        "Читать далее",
        "Devamını oku »",
        "Citește mai mult",
        "Διαβάστε περισσότερα",
        "Baca selengkapnya",
        "Đọc tiếp",
        "اقرأ المزيد",
        "続きを読む",
        "阅读全文",
        "더 읽기",
    ):
        assert is_action(line), line
    for line in (
        "Read more about our garden",
        "Read the full story",
        "Read",
        "Learn more",
        "Ler mais tarde o relatório",
        "続きを読む前に",
    ):
        assert not is_action(line), line


def test_cart_buttons_in_more_languages() -> None:
    for line in ("Sepete ekle", "Lägg i varukorgen", "Přidat do košíku", "Thêm vào giỏ hàng"):
        assert is_action(line), line
    assert not is_action("Sepete ekle ve kargo bedava kazan")


def test_counts_and_labels_in_more_languages() -> None:
    for line in (
        "Toont 1–12 van 48 resultaten",
        "Visar 1–12 av 48 resultat",
        "Viser 1–12 af 48 resultater",
        "Näytetään 1–12 / 48 tulosta",
        "48 sonuçtan 1–12 arası gösteriliyor",
        "Zobrazeno 1–12 z 48 výsledků",
        "Wyświetlanie 1–12 z 48 wyników",
        "Menampilkan 1–12 dari 48 hasil",
        "Hiển thị 1–4 của 18 kết quả",
        "عرض 1–4 من أصل 18 نتيجة",
        "מציג 1–12 מתוך 48 תוצאות",
        "Se afișează 1–12 din 48 rezultate",
        "Προβολή 1–12 από 48 αποτελέσματα",
        "Показано 1–12 з 48 результатів",
        "12 tuotetta",
        "Lajittele:",
        "Sorteer op",
        "Sırala",
        "Sắp xếp theo",
        "Ταξινόμηση κατά",
    ):
        assert is_toolbar_line(line), line
    for line in (
        "Visar vägen till 48 resultat i Malmö",
        "12 tuotetta lisää varastoon ensi viikolla",
    ):
        assert not is_toolbar_line(line), line


def test_pager_lines() -> None:
    for line in (
        "Load more",
        "« Older posts",
        "Mehr laden",
        "Volgende pagina",
        "Eski Yayınlar",
        "Mensagens antigas",
        "Daha fazla yükle",
        "Muat Lebih Banyak",
        "Trang tiếp",
        "الصفحة التالية »",
        "« Articole mai vechi",
        "もっと見る",
        "더 보기",
    ):
        assert is_pager_line(line), line
    for line in ("Next", "More", "Load more recipes from Tuscany", "Older posts on gardening"):
        assert not is_pager_line(line), line
