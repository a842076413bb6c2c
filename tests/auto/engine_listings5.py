# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A fifth suite of synthetic listing pages (stop 71): engines the other suites lack.

Salesforce Commerce's storefront reference (SFRA: ``product-tile``, ``pdp-link``, a
tile of a name and a price only), Shopware 6 (``product-box``, ``product-name``,
``product-price``), OpenCart 4 (``product-thumb``, "Ex Tax:", "Showing 1 to 6 of 48 (8
Pages)"), VTEX's store framework (``vtex-product-summary``, an instalment line), a
package registry's search results, an events calendar's list view (The Events Calendar),
a local business directory (GeoDirectory), and two service pricing pages (Elementor Pro's
price table widget in de, pl, tr; a software service's plan cards in ja, pt-BR, fr, es),
each in three languages or more, written after the engines'
default templates and language packs with the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot``. No page is copied from a site or
from the shared datasets.

:func:`listing_page5` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import (
    CHROME,
    PRODUCTS,
    ListingPage,
    _e,
    _price,
    engine_cases,
    engine_page,
)

# The engines' interface strings, by language.
UI5 = {
    "en": {"results": "6 Results", "quick": "Quick View", "details": "Details", "tax": "Ex Tax:", "count": "Showing 1 to 6 of 48 (8 Pages)", "inst": "or 10x of", "found": "48 products", "buy": "Add to cart",
           "version": "Released:", "pkgs": "1,248 projects", "more": "Find out more", "upcoming": "Upcoming events", "subscribe": "Subscribe to calendar", "call": "Call", "route": "Directions", "open": "Open now"},
    "de": {"results": "6 Ergebnisse", "quick": "Schnellansicht", "details": "Details", "found": "48 Produkte", "buy": "In den Warenkorb", "unit": "Inhalt:",
           "version": "Veröffentlicht:", "pkgs": "1.248 Projekte", "more": "Mehr erfahren", "upcoming": "Kommende Veranstaltungen", "subscribe": "Kalender abonnieren"},
    "fr": {"results": "6 résultats", "quick": "Aperçu rapide", "call": "Appeler", "route": "Obtenir l'itinéraire", "open": "Ouvert maintenant"},
    "es": {"found": "48 productos", "buy": "Añadir al carrito", "inst": "o 10x de", "details": "Detalles", "unit": "Contenido:",
           "more": "Más información", "upcoming": "Próximos eventos", "subscribe": "Suscribirse al calendario"},
    "pt": {"found": "48 produtos", "buy": "Adicionar ao carrinho", "inst": "ou 10x de"},
    "ru": {"tax": "Без НДС:", "count": "Показано с 1 по 6 из 48 (всего 8 страниц)"},
    "it": {"tax": "Imponibile:", "count": "Visualizzati da 1 a 6 di 48 (8 pagine)"},
    "ja": {"version": "リリース日:", "pkgs": "1,248件のプロジェクト", "call": "電話する", "route": "ルート案内", "open": "営業中"},
    "pl": {"call": "Zadzwoń", "route": "Wyznacz trasę", "open": "Otwarte teraz"},
}  # fmt: skip

# A package registry's results, by language: heading, intro, (name, version, date, summary).
PACKAGES = {
    "en": ("Search results", "Packages matching “html extraction”.", (
        ("htmlgleaner", "2.4.1", "Mar 3, 2024", "Extract the main text of web pages with a small learned model."),
        ("tagsoup-lite", "0.9.0", "Jan 18, 2024", "A forgiving HTML tokenizer written in pure Python."),
        ("readable-core", "1.12.3", "Feb 27, 2024", "Readability-style article extraction with Markdown output."),
        ("boilerkill", "3.0.2", "Dec 2, 2023", "Remove navigation, ads and footers from crawled pages."),
        ("pagefold", "0.4.7", "Nov 9, 2023", "Split long documents into sections by their headings."),
    )),
    "de": ("Suchergebnisse", "Pakete zu „HTML-Extraktion“.", (
        ("htmlgleaner", "2.4.1", "3. März 2024", "Extrahiert den Haupttext von Webseiten mit einem kleinen gelernten Modell."),
        ("tagsoup-lite", "0.9.0", "18. Jan. 2024", "Ein nachsichtiger HTML-Tokenizer in reinem Python."),
        ("readable-core", "1.12.3", "27. Feb. 2024", "Artikelextraktion im Stil von Readability mit Markdown-Ausgabe."),
        ("boilerkill", "3.0.2", "2. Dez. 2023", "Entfernt Navigation, Werbung und Fußzeilen aus gecrawlten Seiten."),
        ("pagefold", "0.4.7", "9. Nov. 2023", "Teilt lange Dokumente anhand ihrer Überschriften in Abschnitte."),
    )),
    "ja": ("検索結果", "「HTML 抽出」に一致するパッケージ。", (
        ("htmlgleaner", "2.4.1", "2024年3月3日", "小さな学習済みモデルでウェブページの本文を抽出します。"),
        ("tagsoup-lite", "0.9.0", "2024年1月18日", "純粋な Python で書かれた寛容な HTML トークナイザーです。"),
        ("readable-core", "1.12.3", "2024年2月27日", "Markdown 出力に対応した Readability 風の記事抽出です。"),
        ("boilerkill", "3.0.2", "2023年12月2日", "クロールしたページからナビゲーションや広告を取り除きます。"),
        ("pagefold", "0.4.7", "2023年11月9日", "長い文書を見出しごとのセクションに分割します。"),
    )),
}  # fmt: skip

# An events calendar's list, by language: heading, (date, title, venue, summary).
EVENTS = {
    "en": ("Events", (
        ("March 14 @ 7:00 pm - 9:00 pm", "Spring night walk on the Alpenrand trail", "Visitor Centre, Lindenweg 4", "A guided walk of two hours under the stars, lamps provided."),
        ("March 21 @ 10:00 am - 1:00 pm", "Repair café: bikes and kettles", "Old Fire Station, Marktplatz 2", "Bring what is broken and fix it with our volunteers."),
        ("April 2 @ 6:30 pm - 8:00 pm", "Talk: the glaciers of the valley", "Town Library, Hall B", "A glaciologist on a century of photographs and measurements."),
        ("April 12 @ 9:00 am - 4:00 pm", "Farmers' market opening day", "Riverside Square", "Forty stalls of cheese, bread and early vegetables."),
    )),
    "de": ("Veranstaltungen", (
        ("14. März @ 19:00 - 21:00", "Frühlingsnachtwanderung auf dem Alpenrandweg", "Besucherzentrum, Lindenweg 4", "Eine geführte Wanderung von zwei Stunden unter den Sternen, Lampen werden gestellt."),
        ("21. März @ 10:00 - 13:00", "Repair-Café: Fahrräder und Wasserkocher", "Alte Feuerwache, Marktplatz 2", "Bringen Sie mit, was kaputt ist, und reparieren Sie es mit unseren Ehrenamtlichen."),
        ("2. April @ 18:30 - 20:00", "Vortrag: Die Gletscher des Tals", "Stadtbibliothek, Saal B", "Eine Glaziologin über ein Jahrhundert an Fotografien und Messungen."),
        ("12. April @ 9:00 - 16:00", "Eröffnung des Bauernmarkts", "Flussplatz", "Vierzig Stände mit Käse, Brot und frühem Gemüse."),
    )),
    "es": ("Eventos", (
        ("14 de marzo @ 19:00 - 21:00", "Paseo nocturno de primavera por el sendero Alpenrand", "Centro de visitantes, Lindenweg 4", "Una caminata guiada de dos horas bajo las estrellas, con linternas incluidas."),
        ("21 de marzo @ 10:00 - 13:00", "Café de reparación: bicicletas y hervidores", "Antiguo parque de bomberos, Marktplatz 2", "Trae lo que esté roto y arréglalo con nuestros voluntarios."),
        ("2 de abril @ 18:30 - 20:00", "Charla: los glaciares del valle", "Biblioteca municipal, sala B", "Una glacióloga sobre un siglo de fotografías y mediciones."),
        ("12 de abril @ 9:00 - 16:00", "Inauguración del mercado de agricultores", "Plaza del río", "Cuarenta puestos de queso, pan y verduras tempranas."),
    )),
}  # fmt: skip

# A local business directory, by language: heading, (name, category, address, phone).
PLACES = {
    "fr": ("Boulangeries à Annecy", (
        ("Boulangerie du Pâquier", "Boulangerie, pâtisserie", "12 rue Royale, 74000 Annecy", "04 50 12 34 56"),
        ("Au Pain des Alpes", "Boulangerie bio", "3 avenue de Genève, 74000 Annecy", "04 50 23 45 67"),
        ("La Fournée du Lac", "Boulangerie, salon de thé", "28 quai Eustache Chappuis, 74000 Annecy", "04 50 34 56 78"),
        ("Maison Verdier", "Boulangerie artisanale", "5 place Sainte-Claire, 74000 Annecy", "04 50 45 67 89"),
        ("Le Fournil de Novel", "Boulangerie de quartier", "41 avenue de Novel, 74000 Annecy", "04 50 56 78 90"),
    )),
    "ja": ("松本市のパン屋", (
        ("ベーカリー城山", "パン屋・カフェ", "長野県松本市城山1-2-3", "0263-12-3456"),
        ("麦の家 中町店", "天然酵母パン", "長野県松本市中町2-4-6", "0263-23-4567"),
        ("あがたの森ベーカリー", "パン屋・焼き菓子", "長野県松本市県3-1-8", "0263-34-5678"),
        ("石窯パン工房 梓", "石窯パン", "長野県松本市梓川4-5-1", "0263-45-6789"),
        ("ブーランジェリー女鳥羽", "フランスパン", "長野県松本市大手5-7-2", "0263-56-7890"),
    )),
    "pl": ("Piekarnie w Krakowie", (
        ("Piekarnia pod Wawelem", "Piekarnia, cukiernia", "ul. Grodzka 12, 31-006 Kraków", "12 345 67 89"),
        ("Chleb i Wino", "Piekarnia rzemieślnicza", "ul. Józefa 8, 31-056 Kraków", "12 456 78 90"),
        ("Zakwas na Kazimierzu", "Piekarnia na zakwasie", "ul. Szeroka 3, 31-053 Kraków", "12 567 89 01"),
        ("Bułka z Masłem", "Piekarnia osiedlowa", "ul. Długa 41, 31-146 Kraków", "12 678 90 12"),
        ("Stary Młyn", "Piekarnia i kawiarnia", "ul. Karmelicka 27, 31-131 Kraków", "12 789 01 23"),
    )),
}  # fmt: skip

# A service's pricing page, by language: heading, intro, (plan, price, features), the
# plan's button, the ribbon over the middle plan, the period toggle's two labels.
PLANS = {
    "de": ("Preise", "Alle Tarife enthalten unbegrenzte Nutzer und deutschen Support per E-Mail.", (
        ("Basis", "29 €", ("5 Projekte", "10 GB Speicher", "Support per E-Mail")),
        ("Team", "79 €", ("50 Projekte", "100 GB Speicher", "Support per Telefon")),
        ("Unternehmen", "199 €", ("Unbegrenzte Projekte", "1 TB Speicher", "Persönlicher Ansprechpartner")),
    ), "Jetzt starten", "Beliebt", ("Monatlich", "Jährlich")),
    "pl": ("Cennik", "Każdy plan obejmuje nieograniczoną liczbę użytkowników i pomoc po polsku.", (
        ("Podstawowy", "99 zł", ("5 projektów", "10 GB miejsca", "Pomoc przez e-mail")),
        ("Zespół", "249 zł", ("50 projektów", "100 GB miejsca", "Pomoc telefoniczna")),
        ("Firma", "599 zł", ("Bez limitu projektów", "1 TB miejsca", "Opiekun klienta")),
    ), "Wybierz plan", "Najpopularniejszy", ("Miesięcznie", "Rocznie")),
    "tr": ("Fiyatlandırma", "Tüm paketlerde sınırsız kullanıcı ve Türkçe destek bulunur.", (
        ("Temel", "299 TL", ("5 proje", "10 GB depolama", "E-posta desteği")),
        ("Ekip", "799 TL", ("50 proje", "100 GB depolama", "Telefon desteği")),
        ("Kurumsal", "1.999 TL", ("Sınırsız proje", "1 TB depolama", "Özel müşteri temsilcisi")),
    ), "Hemen başla", "En popüler", ("Aylık", "Yıllık")),
    "ja": ("料金プラン", "すべてのプランでユーザー数は無制限、日本語サポートが付きます。", (
        ("ベーシック", "¥2,980", ("プロジェクト5件", "ストレージ10GB", "メールサポート")),
        ("チーム", "¥7,980", ("プロジェクト50件", "ストレージ100GB", "電話サポート")),
        ("エンタープライズ", "¥19,800", ("プロジェクト無制限", "ストレージ1TB", "専任担当者")),
    ), "無料で試す", "人気No.1", ("月払い", "年払い")),
    "pt": ("Planos e preços", "Todos os planos incluem usuários ilimitados e suporte em português.", (
        ("Básico", "R$ 49", ("5 projetos", "10 GB de armazenamento", "Suporte por e-mail")),
        ("Equipe", "R$ 129", ("50 projetos", "100 GB de armazenamento", "Suporte por telefone")),
        ("Empresa", "R$ 349", ("Projetos ilimitados", "1 TB de armazenamento", "Gerente de conta dedicado")),
    ), "Começar agora", "Mais popular", ("Mensal", "Anual")),
    "fr": ("Tarifs", "Toutes les offres incluent des utilisateurs illimités et une assistance en français.", (
        ("Essentiel", "29 €", ("5 projets", "10 Go de stockage", "Assistance par e-mail")),
        ("Équipe", "79 €", ("50 projets", "100 Go de stockage", "Assistance téléphonique")),
        ("Entreprise", "199 €", ("Projets illimités", "1 To de stockage", "Interlocuteur dédié")),
    ), "Choisir cette offre", "Populaire", ("Mensuel", "Annuel")),
    "es": ("Precios", "Todos los planes incluyen usuarios ilimitados y soporte en español.", (
        ("Básico", "29 €", ("5 proyectos", "10 GB de almacenamiento", "Soporte por correo")),
        ("Equipo", "79 €", ("50 proyectos", "100 GB de almacenamiento", "Soporte telefónico")),
        ("Empresa", "199 €", ("Proyectos ilimitados", "1 TB de almacenamiento", "Gestor de cuenta dedicado")),
    ), "Empezar ahora", "Más popular", ("Mensual", "Anual")),
}  # fmt: skip

Builder = Callable[[str], tuple[str, str, tuple[str, ...], tuple[str, ...]]]


def _sfra(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Salesforce Commerce's SFRA: a category's grid of tiles, a name and a price each."""
    w, u = CHROME[lang], UI5[lang]
    cat, _intro, products, _d = PRODUCTS[lang]
    tiles = "".join(
        "<div class='col-6 col-sm-4'><div class='product' data-pid='"
        f"{700 + i}'><div class='product-tile'><div class='image-container'><a"
        f" href='/p/{700 + i}.html'><img class='tile-image' src='/i/t{i}.jpg' alt='{_e(n)}'></a>"
        f"<a class='quickview hidden-sm-down' href='/quick/{700 + i}' title='{_e(u['quick'])}'>"
        "<i class='fa fa-expand'></i></a></div><div class='tile-body'><div class='pdp-link'><a"
        f" class='link' href='/p/{700 + i}.html'>{_e(n)}</a></div><div class='price'><span>"
        f"<span class='sales'><span class='value' content='{i}'>{_e(_price(w, i))}</span>"
        "</span></span></div></div></div></div></div>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<div class='container search-results'><div class='row search-nav'><ol"
        f" class='breadcrumb'><li class='breadcrumb-item'><a href='/'>{_e(w['home'])}</a></li>"
        f"<li class='breadcrumb-item'>{_e(cat)}</li></ol></div><h1 class='page-title'>"
        f"{_e(cat)}</h1><div class='row grid-header'><div class='result-count col-6'>"
        f"<span>{_e(u['results'])}</span></div><div class='col-6 sort-order'><select"
        f" name='sort-order' class='custom-select' aria-label='{_e(w['sort'])}'><option>"
        f"{_e(w['sort'])}</option></select></div></div><div class='row product-grid'"
        f" itemtype='http://schema.org/SomeProducts'>{tiles}</div><div class='col-12"
        f" grid-footer'><button class='btn btn-outline-primary more'>{_e(w['load'])}</button>"
        "</div></div>"
    )
    wanted = (*(n for n, _x in products), *(_price(w, i) for i in range(len(products))))
    return cat, body, wanted, (u["results"], w["load"])


def _shopware(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Shopware 6: a listing of product boxes, a name, a short text, a price, a button."""
    w, u = CHROME[lang], UI5[lang]
    cat, intro, products, _d = PRODUCTS[lang]
    boxes = "".join(
        "<div class='cms-listing-col col-sm-6 col-lg-4'><div class='card product-box"
        " box-standard'><div class='card-body'>"
        + (
            "<div class='product-badges'><div class='badge bg-danger badge-discount'><span>"
            "%</span></div></div>"
            if i == 1
            else ""
        )
        + f"<div class='product-image-wrapper'><a href='/detail/{800 + i}' class='product-image"
        f"-link is-standard'><img src='/i/s{i}.jpg' alt='{_e(n)}'></a></div><div"
        f" class='product-info'><a href='/detail/{800 + i}' class='product-name'"
        f" title='{_e(n)}'>{_e(n)}</a><div class='product-description'>{_e(x)}</div><div"
        " class='product-price-info'><div class='product-price-wrapper'><span"
        f" class='product-price'>{_e(_price(w, i))}*</span></div></div><div"
        " class='product-action'><form action='/checkout/line-item/add' method='post'"
        " class='buy-widget'><div class='d-grid'><button class='btn btn-buy'"
        f" title='{_e(u['buy'])}'>{_e(u['buy'])}</button></div></form></div></div></div></div>"
        "</div>"
        for i, (n, x) in enumerate(products)
    )
    body = (
        "<main class='content-main'><div class='container'><div class='cms-page'><div"
        " class='cms-section'><div class='cms-block cms-block-text'><h1>"
        f"{_e(cat)}</h1><p>{_e(intro)}</p></div><div class='cms-element-product-listing"
        "-wrapper'><div class='cms-element-product-listing'><div class='cms-element-product"
        "-listing-actions row justify-content-between'><div class='col-md-auto'><div"
        " class='sorting'><select class='sorting form-select' aria-label='"
        f"{_e(w['sort'])}'><option>{_e(w['latest'])}</option></select></div></div></div><div"
        f" class='row cms-listing-row js-listing-wrapper'>{boxes}</div></div></div></div></div>"
        "</div></main>"
    )
    wanted = (intro, *(n for n, _x in products), *(x for _n, x in products))
    return cat, body, wanted, (u["buy"], "%")


def _opencart(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """OpenCart 4: a category's product thumbs, a name, a text, a price with its tax line,
    icon buttons, and a count with the pages."""
    w, u = CHROME[lang], UI5[lang]
    cat, intro, products, _d = PRODUCTS[lang]
    thumbs = "".join(
        "<div class='col mb-3'><div class='product-thumb'><div class='image'><a"
        f" href='/index.php?route=product/product&amp;product_id={40 + i}'><img"
        f" src='/i/o{i}.jpg' alt='{_e(n)}' class='img-fluid'></a></div><div><div"
        f" class='description'><h4><a href='/index.php?route=product/product&amp;product_id={40 + i}'>"
        f"{_e(n)}</a></h4><p>{_e(x)}</p><div class='price'><span class='price-new'>"
        f"{_e(_price(w, i))}</span> <span class='price-tax'>{_e(u['tax'])} "
        f"{_e(_price(w, i))}</span></div></div><form method='post'><div"
        f" class='button-group'><button type='submit' title='{_e(w['add'])}'><i class='fa-solid"
        f" fa-shopping-cart'></i></button><button type='submit' title='{_e(w['wish'])}'><i"
        " class='fa-solid fa-heart'></i></button></div></form></div></div></div>"
        for i, (n, x) in enumerate(products)
    )
    body = (
        "<div id='product-category' class='container'><ul class='breadcrumb'><li"
        f" class='breadcrumb-item'><a href='/'>{_e(w['home'])}</a></li><li"
        f" class='breadcrumb-item'>{_e(cat)}</li></ul><div class='row'><div id='content'"
        f" class='col'><h2>{_e(cat)}</h2><div class='row'><div class='col-sm-10'><p>"
        f"{_e(intro)}</p></div></div><div id='display-control' class='row'><div"
        " class='col-lg-4 col-6'><div class='input-group mb-3'><label for='input-sort'"
        f" class='input-group-text'>{_e(w['sort'])}</label><select id='input-sort'"
        f" class='form-select'><option>Default</option></select></div></div></div><div"
        f" id='product-list' class='row row-cols-1 row-cols-sm-2 row-cols-md-3'>{thumbs}</div>"
        "<div class='row'><div class='col-sm-6 text-start'><ul class='pagination'><li"
        " class='page-item active'><span class='page-link'>1</span></li><li"
        " class='page-item'><a href='?page=2' class='page-link'>2</a></li></ul></div><div"
        f" class='col-sm-6 text-end'>{_e(u['count'])}</div></div></div></div></div>"
    )
    wanted = (intro, *(n for n, _x in products), *(x for _n, x in products))
    return cat, body, wanted, (u["count"], u["tax"])


def _vtex(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """VTEX's store framework: a search result's product summaries, a brand, a name, a
    selling price, an instalment line and a button; the count of products."""
    w, u = CHROME[lang], UI5[lang]
    cat, _intro, products, _d = PRODUCTS[lang]
    summaries = "".join(
        "<div class='vtex-search-result-3-x-galleryItem'><section class='vtex-product"
        f"-summary-2-x-container'><a class='vtex-product-summary-2-x-clearLink' href='/p{i}/p'>"
        "<article class='vtex-product-summary-2-x-element'><div class='vtex-product-summary"
        f"-2-x-imageContainer'><img class='vtex-product-summary-2-x-image' src='/i/v{i}.jpg'"
        f" alt='{_e(n)}'></div><div class='vtex-product-summary-2-x-nameContainer'><h3"
        " class='vtex-product-summary-2-x-productNameContainer'><span class='vtex-product"
        f"-summary-2-x-productBrand vtex-product-summary-2-x-brandName'>{_e(n)}</span></h3>"
        "</div><div class='vtex-product-price-1-x-sellingPrice'><span class='vtex-product"
        f"-price-1-x-sellingPriceValue'>{_e(_price(w, i))}</span></div><div"
        " class='vtex-product-price-1-x-installments'><span class='vtex-product-price-1-x"
        f"-installmentsNumber'>{_e(u['inst'])}</span> <span class='vtex-product-price-1-x"
        f"-installmentValue'>{_e(_price(w, i))}</span></div><div class='vtex-add-to-cart"
        "-button-0-x-buttonDataContainer'><button class='vtex-button'><span"
        f" class='vtex-add-to-cart-button-0-x-buttonText'>{_e(u['buy'])}</span></button></div>"
        "</article></a></section></div>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<div class='vtex-store__template'><div class='vtex-search-result-3-x-container'>"
        "<div class='vtex-breadcrumb-1-x-container'><a class='vtex-breadcrumb-1-x-link'"
        f" href='/'>{_e(w['home'])}</a> <span class='vtex-breadcrumb-1-x-term'>{_e(cat)}</span>"
        "</div><div class='vtex-search-result-3-x-galleryTitle--layout'><h1>"
        f"{_e(cat)}</h1></div><div class='vtex-search-result-3-x-totalProducts--layout'>"
        f"<span>{_e(u['found'])}</span></div><div class='vtex-search-result-3-x-orderBy"
        f"Container'><button class='vtex-search-result-3-x-orderByButton'>{_e(w['sort'])}"
        "</button></div><div class='vtex-search-result-3-x-gallery flex flex-row flex-wrap'>"
        f"{summaries}</div><div class='vtex-search-result-3-x-buttonShowMore'><button"
        f" class='vtex-button'>{_e(w['load'])}</button></div></div></div>"
    )
    wanted = (*(n for n, _x in products), *(_price(w, i) for i in range(len(products))))
    return cat, body, wanted, (u["buy"], u["found"], w["load"])


def _registry(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A package registry's search results (PyPI's Warehouse markup): a snippet a package,
    its name, version, release date and summary; the count of projects."""
    u = UI5[lang]
    head, intro, packages = PACKAGES[lang]
    snippets = "".join(
        f"<li><a class='package-snippet' href='/project/{_e(n)}/'><h3"
        f" class='package-snippet__title'><span class='package-snippet__name'>{_e(n)}</span>"
        f" <span class='package-snippet__version'>{_e(v)}</span> <span"
        f" class='package-snippet__created'>{_e(u['version'])} <time>{_e(d)}</time></span>"
        f"</h3><p class='package-snippet__description'>{_e(s)}</p></a></li>"
        for n, v, d, s in packages
    )
    body = (
        "<main id='content'><div class='horizontal-section'><div class='left-layout'><div"
        f" class='left-layout__main'><h1 class='page-title'>{_e(head)}</h1><p>{_e(intro)}</p>"
        "<form class='-js-form-submit-trigger'><div class='split-layout"
        f" split-layout--table'><p><strong>{_e(u['pkgs'])}</strong></p><div><select"
        " name='o' class='-js-form-submit-trigger'><option>Relevance</option></select></div>"
        f"</div></form><ul class='unstyled' aria-label='{_e(head)}'>{snippets}</ul><div"
        " class='button-group button-group--pagination'><a class='button button-group__button"
        " button--primary'>1</a><a class='button button-group__button' href='?page=2'>2</a>"
        "</div></div></div></div></main>"
    )
    wanted = (*(n for n, _v, _d, _s in packages), *(s for _n, _v, _d, s in packages))
    return head, body, wanted, (u["pkgs"],)


def _events(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """The Events Calendar's list view: a month separator, an event a row with its time,
    title, venue and summary, a "find out more" link; the view's bar and export link."""
    u = UI5[lang]
    head, events = EVENTS[lang]
    rows = "".join(
        "<div class='tribe-common-g-row tribe-events-calendar-list__event-row'><div"
        " class='tribe-events-calendar-list__event-wrapper tribe-common-g-col'><article"
        " class='tribe-events-calendar-list__event tribe-common-g-row'><div"
        " class='tribe-events-calendar-list__event-details tribe-common-g-col'><header"
        " class='tribe-events-calendar-list__event-header'><div"
        " class='tribe-events-calendar-list__event-datetime-wrapper'><time"
        f" class='tribe-events-calendar-list__event-datetime'>{_e(d)}</time></div><h3"
        f" class='tribe-events-calendar-list__event-title'><a href='/event/{90 + i}/'"
        f" class='tribe-events-calendar-list__event-title-link'>{_e(t)}</a></h3><address"
        f" class='tribe-events-calendar-list__event-venue'><span>{_e(v)}</span></address>"
        "</header><div class='tribe-events-calendar-list__event-description'><p>"
        f"{_e(s)}</p></div><a href='/event/{90 + i}/' class='tribe-events-calendar-list"
        f"__event-read-more'>{_e(u['more'])}</a></div></article></div></div>"
        for i, (d, t, v, s) in enumerate(events)
    )
    body = (
        "<main id='tribe-events-pg-template' class='tribe-events-pg-template'><div"
        " class='tribe-common tribe-events tribe-events-view tribe-events-view--list'><div"
        f" class='tribe-events-header'><h1 class='tribe-events-header__title'>{_e(head)}"
        "</h1><div class='tribe-events-c-top-bar'><h2 class='tribe-events-c-top-bar__datepicker"
        f"-button'>{_e(u['upcoming'])}</h2></div></div><div"
        " class='tribe-events-calendar-list'>"
        f"{rows}</div><div class='tribe-events-c-ical'><a class='tribe-events-c-ical__link'"
        f" href='/events/?ical=1'>{_e(u['subscribe'])}</a></div></div></main>"
    )
    wanted = (*(t for _d, t, _v, _s in events), *(s for _d, _t, _v, s in events))
    return head, body, wanted, (u["more"], u["subscribe"])


def _directory(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A local business directory (GeoDirectory's archive): a card a business, its name,
    category, address and phone, an "open now" badge and call and route buttons."""
    u = UI5[lang]
    head, places = PLACES[lang]
    cards = "".join(
        f"<li class='gd_place type-gd_place geodir-post post-{300 + i}'><div"
        " class='geodir-post-content-container'><h2 class='geodir-entry-title'><a"
        f" href='/places/{300 + i}/'>{_e(n)}</a></h2>"
        + (
            "<div class='gd-badge-meta geodir-post-badge'><span class='gd-badge badge"
            f" badge-success'>{_e(u['open'])}</span></div>"
            if i < 2
            else ""
        )
        + f"<div class='geodir_post_meta geodir-field-post_category'>{_e(c)}</div><div"
        f" class='geodir_post_meta geodir-field-address'>{_e(a)}</div><div"
        f" class='geodir_post_meta geodir-field-phone'>{_e(p)}</div></div><div"
        f" class='geodir-post-actions'><a class='btn btn-call' href='tel:{300 + i}'>"
        f"{_e(u['call'])}</a> <a class='btn btn-route' href='/route/{300 + i}'>"
        f"{_e(u['route'])}</a></div></li>"
        for i, (n, c, a, p) in enumerate(places)
    )
    body = (
        f"<main class='geodir-archive'><h1 class='page-title'>{_e(head)}</h1><ul"
        f" class='geodir-category-list-view'>{cards}</ul><nav class='geodir-pagination'><a"
        " href='?page=2' class='next page-numbers'>2</a></nav></main>"
    )
    wanted = (*(n for n, _c, _a, _p in places), *(a for _n, _c, a, _p in places))
    return head, body, wanted, (u["call"], u["route"], u["open"])


def _elementor_prices(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Elementor Pro's price table widget: three plans side by side, a heading, a price
    split into currency and figure, a period, a features list, a button and a ribbon."""
    head, intro, plans, button, ribbon, _toggle = PLANS[lang]
    tables = "".join(
        "<div class='elementor-column elementor-col-33'><div class='elementor-widget"
        "-wrap'><div class='elementor-element elementor-widget elementor-widget-price-table'>"
        "<div class='elementor-widget-container'><div class='elementor-price-table'><div"
        " class='elementor-price-table__header'><h3 class='elementor-price-table__heading'>"
        f"{_e(name)}</h3></div><div class='elementor-price-table__price'><span"
        f" class='elementor-price-table__integer-part'>{_e(price)}</span></div><ul"
        " class='elementor-price-table__features-list'>"
        + "".join(
            "<li class='elementor-repeater-item'><div class='elementor-price-table__feature"
            f"-inner'><i class='fas fa-check'></i><span>{_e(f)}</span></div></li>"
            for f in features
        )
        + "</ul><div class='elementor-price-table__footer'><a class='elementor-price-table"
        f"__button elementor-button elementor-size-md' href='/signup?plan={i}'>{_e(button)}"
        "</a></div></div>"
        + (
            "<div class='elementor-price-table__ribbon'><div class='elementor-price-table"
            f"__ribbon-inner'>{_e(ribbon)}</div></div>"
            if i == 1
            else ""
        )
        + "</div></div></div></div>"
        for i, (name, price, features) in enumerate(plans)
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-42'><section"
        " class='elementor-section elementor-top-section'><div class='elementor-container'>"
        "<div class='elementor-widget-heading'><h1 class='elementor-heading-title'>"
        f"{_e(head)}</h1></div><div class='elementor-widget-text-editor'><p>{_e(intro)}</p>"
        "</div></div></section><section class='elementor-section elementor-inner-section'>"
        f"<div class='elementor-container elementor-column-gap-default'>{tables}</div>"
        "</section></div>"
    )
    wanted = (
        intro,
        *(name for name, _p, _f in plans),
        *(f for _n, _p, features in plans for f in features),
    )
    return head, body, wanted, (button, ribbon)


def _saas_pricing(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A software service's pricing page: a period toggle, three plan cards (a name, a
    price with its period, a feature list, a call to action, a "popular" badge)."""
    head, intro, plans, button, ribbon, (monthly, yearly) = PLANS[lang]
    cards = "".join(
        f"<div class='pricing-card{' pricing-card--featured' if i == 1 else ''}'>"
        + (f"<span class='pricing-card__badge'>{_e(ribbon)}</span>" if i == 1 else "")
        + f"<h2 class='pricing-card__name'>{_e(name)}</h2><p class='pricing-card__price'>"
        f"{_e(price)}</p><ul class='pricing-card__features'>"
        + "".join(f"<li>{_e(f)}</li>" for f in features)
        + f"</ul><a class='button pricing-card__cta' href='/signup?plan={i}'>{_e(button)}</a>"
        "</div>"
        for i, (name, price, features) in enumerate(plans)
    )
    body = (
        f"<main class='pricing-page'><section class='pricing-hero'><h1>{_e(head)}</h1><p"
        f" class='pricing-hero__lead'>{_e(intro)}</p><div class='pricing-toggle'"
        f" role='tablist'><button role='tab' aria-selected='true'>{_e(monthly)}</button>"
        f"<button role='tab' aria-selected='false'>{_e(yearly)}</button></div></section>"
        f"<section class='pricing-grid'>{cards}</section></main>"
    )
    wanted = (
        intro,
        *(name for name, _p, _f in plans),
        *(f for _n, _p, features in plans for f in features),
    )
    return head, body, wanted, (button, ribbon, monthly, yearly)


ENGINES5: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "sfra": (_sfra, "search-results-page", ("en", "de", "fr")),
    "shopware": (_shopware, "is-ctl-navigation is-act-index", ("de", "en", "es")),
    "opencart": (_opencart, "product-category-20", ("en", "ru", "it")),
    "vtex": (_vtex, "bg-base", ("pt", "es", "en")),
    "registry": (_registry, "search-page", ("en", "de", "ja")),
    "events": (_events, "post-type-archive-tribe_events", ("en", "de", "es")),
    "directory": (_directory, "archive post-type-archive-gd_place geodir-page", ("fr", "ja", "pl")),
    "elementor_prices": (_elementor_prices, "page-template-default page elementor-page", ("de", "pl", "tr")),
    "saas_pricing": (_saas_pricing, "pricing", ("ja", "pt", "fr", "es")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"pl": "en", "tr": "en"}


def listing_page5(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES5, _OTHER, engine, lang)


def cases5() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES5)
