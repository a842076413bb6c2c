# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product and service pages of two classes wcxb-dev showed (stop 78, qshop43).

**A product's data sheet in the tab or fold beside its description** (wcxb-dev dev-4017: a
Shopify theme's "Specifications" fold, every line in the truth, the model at p 0.1): the
description is kept, the sheet's pairs (``dt``/``dd``, two-cell rows, "label: value")
are dropped. WooCommerce's "Additional information" tab (it), a Shopify theme's
``details`` folds (de) and its custom-element tabs (ja, full-width colons), Magento 2's
"More Information" (pl), Shopware 6's properties tab (nl), BigCommerce's specification
tab (es), PrestaShop 1.7's data sheet (pt), OpenCart's specification tab (it), Wix
Stores' info sections (sv).

**A service's pricing cards whose lists are kept and whose names and prices are not**
(wcxb-dev dev-4900: Divi's pricing tables, "Entry Level Resume" and "$479" at p 0.2-0.4,
both in the truth, the included features kept): Divi (es), Elementor's price table
(fr), Webflow (it), HubSpot (nl), Squarespace (pt), a Kadence block theme (ja).

Shop pages declare their product (JSON-LD ``Product``) as the engines do. What a reader
wants: the description, the sheet's values, the plans' names and prices and what each
includes; the cart buttons, quantity labels, review forms, cross-sell rails, a plan's
button and the chrome of :func:`tests.auto.engine_listings._head` and ``_foot`` are
chrome. No page is copied from a site or from the shared datasets. :func:`shop6_page`
returns a :class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from tests.auto.engine_listings import EngineSpec, ListingPage, _e, engine_page
from tests.auto.engine_shops3 import Built, _paras
from tests.auto.engine_shops5 import _ld

Sheet = tuple[tuple[str, str], ...]


def _dl(sheet: Sheet, cls: str = "") -> str:
    """A definition list of the sheet's pairs."""
    pairs = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in sheet)
    return f"<dl class='{cls}'>{pairs}</dl>"


def _tbody(sheet: Sheet, head: str = "th") -> str:
    """A table's body of the sheet's pairs, a label cell and a value cell a row."""
    rows = "".join(
        f"<tr><{head} class='label'>{_e(k)}</{head}><td class='data'>{_e(v)}</td></tr>"
        for k, v in sheet
    )
    return f"<tbody>{rows}</tbody>"


def _table(sheet: Sheet, cls: str) -> str:
    """A table of the sheet's pairs."""
    return f"<table class='{cls}'>{_tbody(sheet)}</table>"


def _lines(sheet: Sheet, colon: str = ": ") -> str:
    """The sheet's pairs as paragraphs, "label: value"."""
    return "".join(f"<p>{_e(k)}{colon}{_e(v)}</p>" for k, v in sheet)


def _values(sheet: Sheet) -> tuple[str, ...]:
    return tuple(v for _k, v in sheet)


# (name, description paragraphs, sheet) of each shop page
WOO_IT = (
    "Moka in acciaio inox 6 tazze",
    (
        "Il corpo in acciaio inox a tre strati distribuisce il calore in modo uniforme, così il caffè sale lento e pieno anche sul piano a induzione di casa.",
        "La guarnizione in silicone alimentare si sostituisce senza attrezzi e il manico in bachelite resta freddo al tatto durante l'estrazione.",
    ),
    (
        ("Capacità", "6 tazze (300 ml)"),
        ("Materiale", "Acciaio inox 18/10"),
        ("Peso", "820 g"),
        ("Compatibilità", "Gas, elettrico, induzione"),
    ),
)


def _woo(lang: str) -> Built:
    name, paras, sheet = WOO_IT
    body = (
        f"<div id='primary' class='content-area'><main id='main' class='site-main'>{_ld(name, '54.90', 'EUR')}"
        f"<div id='product-311' class='product type-product'><div class='summary entry-summary'><h1 class='product_title entry-title'>{_e(name)}</h1>"
        "<p class='price'><span class='woocommerce-Price-amount amount'>54,90 €</span></p>"
        "<form class='cart' method='post'><div class='quantity'><label class='screen-reader-text' for='quantity_1'>Quantità</label><input type='number' id='quantity_1' class='input-text qty text' name='quantity' value='1'></div>"
        "<button type='submit' name='add-to-cart' class='single_add_to_cart_button button alt'>Aggiungi al carrello</button></form>"
        "<div class='product_meta'><span class='posted_in'>Categoria: <a href='/c/caffe'>Caffè</a></span></div></div>"
        "<div class='woocommerce-tabs wc-tabs-wrapper'><ul class='tabs wc-tabs' role='tablist'><li class='description_tab active'><a href='#tab-description'>Descrizione</a></li>"
        "<li class='additional_information_tab'><a href='#tab-additional_information'>Informazioni aggiuntive</a></li><li class='reviews_tab'><a href='#tab-reviews'>Recensioni (0)</a></li></ul>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab' id='tab-description' role='tabpanel'><h2>Descrizione</h2>{_paras(paras)}</div>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab' id='tab-additional_information' role='tabpanel'><h2>Informazioni aggiuntive</h2>{_table(sheet, 'woocommerce-product-attributes shop_attributes')}</div>"
        "<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab' id='tab-reviews' role='tabpanel'><div id='reviews'><h2 class='woocommerce-Reviews-title'>Recensioni</h2><p class='woocommerce-noreviews'>Non ci sono ancora recensioni.</p>"
        "<div id='review_form'><span class='comment-reply-title'>Scrivi per primo una recensione</span><form class='comment-form'><p><label for='comment'>La tua recensione</label><textarea id='comment' name='comment'></textarea></p><p class='form-submit'><input type='submit' class='submit' value='Invia'></p></form></div></div></div></div>"
        "<section class='related products'><h2>Prodotti correlati</h2><ul class='products columns-4'><li class='product'><a href='/p/tazzine'><h2 class='woocommerce-loop-product__title'>Tazzine in porcellana, set da 6</h2><span class='price'>19,90 €</span></a><a href='?add-to-cart=12' class='button'>Aggiungi al carrello</a></li></ul></section>"
        "</div></main></div>"
    )
    wanted = (*paras, *_values(sheet))
    return (
        name,
        body,
        wanted,
        (
            "Aggiungi al carrello",
            "Quantità",
            "Prodotti correlati",
            "Scrivi per primo una recensione",
        ),
    )


SHOPIFY_DE = (
    "Leinen-Bettwäsche-Set, Salbeigrün",
    (
        "Gewebt aus reinem europäischem Flachs und vorgewaschen, fühlt sich diese Bettwäsche schon in der ersten Nacht weich an und wird mit jeder Wäsche geschmeidiger.",
        "Leinen nimmt Feuchtigkeit auf und gibt sie schnell wieder ab: Im Sommer schläft man kühl, im Winter angenehm warm.",
    ),
    (
        ("Material", "100 % Leinen, OEKO-TEX zertifiziert"),
        ("Maße", "Bezug 135 x 200 cm, Kissen 80 x 80 cm"),
        ("Verschluss", "Verdeckte Knopfleiste"),
        ("Pflege", "Waschbar bei 40 °C"),
    ),
)


def _fold(title: str, inner: str) -> str:
    """A Shopify theme's collapsible tab: a ``details`` fold in its accordion box."""
    return (
        f"<div class='product__accordion accordion'><details><summary><h2 class='h4 accordion__title'>{_e(title)}</h2></summary>"
        f"<div class='accordion__content rte'>{inner}</div></details></div>"
    )


def _shopify(lang: str) -> Built:
    name, paras, sheet = SHOPIFY_DE
    body = (
        f"<main id='MainContent' class='content-for-layout'>{_ld(name, '149.00', 'EUR')}<section class='shopify-section section'><div class='product product--large grid'>"
        "<div class='grid__item product__media-wrapper'><img src='/img/leinen.jpg' alt=''></div>"
        f"<div class='product__info-wrapper grid__item'><div class='product__info-container'><div class='product__title'><h1>{_e(name)}</h1></div>"
        "<div class='price'><span class='price-item price-item--regular'>149,00 €</span></div>"
        "<form method='post' action='/cart/add' class='form'><div class='product-form__quantity'><label class='quantity__label form__label' for='Quantity-1'>Anzahl</label>"
        "<quantity-input class='quantity'><input class='quantity__input' type='number' name='quantity' id='Quantity-1' value='1'></quantity-input></div>"
        "<div class='product-form__buttons'><button type='submit' name='add' class='product-form__submit button'>In den Warenkorb legen</button></div></form>"
        f"<div class='product__description rte'>{_paras(paras)}</div>"
        f"{_fold('Technische Daten', _lines(sheet))}"
        f"{_fold('Versand und Rückgabe', '<p>Kostenloser Versand ab 50 €. Rückgabe innerhalb von 30 Tagen.</p>')}"
        "</div></div></div></section>"
        "<section class='shopify-section related-products'><h2 class='related-products__heading'>Das könnte dir auch gefallen</h2><ul class='grid product-grid'><li class='grid__item'><a href='/products/kissen'>Leinen-Kissenbezug, 2er-Set</a><span class='price'>39,00 €</span></li></ul></section></main>"
    )
    wanted = (*paras, *(f"{k}: {v}" for k, v in sheet))
    return name, body, wanted, ("In den Warenkorb legen", "Anzahl", "Das könnte dir auch gefallen")


SHOPIFY_JA = (
    "有田焼 マグカップ 藍",
    (
        "佐賀県有田町の窯元で一つずつ手描きした藍色の線が、使うたびに少しずつ表情を変えていきます。厚手の磁器なので、熱い飲み物を入れても持ち手まで熱くなりにくいのが特長です。",
        "電子レンジと食器洗い乾燥機に対応しているので、毎日気兼ねなくお使いいただけます。",
    ),
    (
        ("素材", "磁器"),
        ("容量", "約300ml"),
        ("サイズ", "直径8.5cm×高さ9cm"),
        ("生産地", "佐賀県有田町"),
    ),
)


def _tab(title: str, inner: str, state: str = "") -> str:
    """A theme's tab as a custom element, a title and a panel."""
    return (
        f"<collapsible-tab class='product-tab {state}'><button class='product-tab__title'>{_e(title)}</button>"
        f"<div class='product-tab__panel'>{inner}</div></collapsible-tab>"
    )


def _shopify_ja(lang: str) -> Built:
    name, paras, sheet = SHOPIFY_JA
    body = (
        f"<main id='MainContent'>{_ld(name, '3300', 'JPY')}<div class='product-page'><div class='product-media'><img src='/img/mug.jpg' alt=''></div>"
        f"<div class='product-info'><h1 class='product-info__title'>{_e(name)}</h1><p class='product-info__price'>¥3,300（税込）</p>"
        "<form action='/cart/add' method='post'><div class='quantity-selector'><span class='quantity-selector__label'>数量</span><input type='number' name='quantity' value='1'></div>"
        "<button type='submit' class='button button--primary'>カートに追加する</button></form>"
        "<div class='product-tabs'>"
        f"{_tab('商品説明', _paras(paras), 'is-open')}"
        f"{_tab('仕様', _lines(sheet, '：'))}"
        "</div></div></div>"
        "<section class='recommendations'><h2>こちらもおすすめ</h2><ul><li><a href='/products/plate'>有田焼 豆皿 5枚セット</a><span>¥2,750</span></li></ul></section></main>"
    )
    wanted = (*paras, *(f"{k}：{v}" for k, v in sheet))
    return name, body, wanted, ("カートに追加する", "数量", "こちらもおすすめ")


MAGENTO_PL = (
    "Czajnik elektryczny szklany 1,7 l",
    (
        "Szklany dzbanek z podświetleniem LED pokazuje, kiedy woda się gotuje, a filtr kamienia w dzióbku zatrzymuje osad, zanim trafi do herbaty.",
        "Czajnik wyłącza się sam po zagotowaniu i przy braku wody; podstawa obraca się o 360 stopni, więc łatwo go odstawić z każdej strony.",
    ),
    (
        ("Pojemność", "1,7 l"),
        ("Moc", "2200 W"),
        ("Materiał", "Szkło borokrzemowe, stal nierdzewna"),
        ("Gwarancja", "24 miesiące"),
    ),
)


def _magento(lang: str) -> Built:
    name, paras, sheet = MAGENTO_PL
    item = "data item content"
    body = (
        f"<main id='maincontent' class='page-main'>{_ld(name, '189.00', 'PLN')}<div class='columns'><div class='column main'>"
        f"<div class='product-info-main'><div class='page-title-wrapper product'><h1 class='page-title'><span class='base'>{_e(name)}</span></h1></div>"
        "<div class='product-info-price'><span class='price'>189,00 zł</span></div>"
        "<div class='product-add-form'><form id='product_addtocart_form'><div class='field qty'><label class='label' for='qty'><span>Ilość</span></label><div class='control'><input type='number' name='qty' id='qty' value='1'></div></div>"
        "<button type='submit' class='action primary tocart'><span>Dodaj do koszyka</span></button></form></div></div>"
        "<div class='product info detailed'><div class='product data items' data-mage-init='tabs'>"
        "<div class='data item title active'><a class='data switch' href='#description'>Szczegóły</a></div>"
        f"<div class='{item}' id='description'><div class='product attribute description'><div class='value'>{_paras(paras)}</div></div></div>"
        "<div class='data item title'><a class='data switch' href='#additional'>Więcej informacji</a></div>"
        f"<div class='{item}' id='additional'><div class='additional-attributes-wrapper table-wrapper'>{_table(sheet, 'data table additional-attributes')}</div></div>"
        "<div class='data item title'><a class='data switch' href='#reviews'>Opinie</a></div>"
        "<div class='data item content' id='reviews'><div class='block review-add'><div class='block-title'><strong>Napisz własną opinię</strong></div><form class='review-form'><label for='nickname_field'>Pseudonim</label><input id='nickname_field' type='text'><button type='submit' class='action submit primary'>Wyślij opinię</button></form></div></div>"
        "</div></div>"
        "<div class='block upsell'><div class='block-title title'><strong>Zobacz także</strong></div><ol class='products list items'><li class='item product'><a class='product-item-link' href='/dzbanek'>Dzbanek filtrujący 2,4 l</a><span class='price'>79,00 zł</span></li></ol></div>"
        "</div></div></main>"
    )
    wanted = (*paras, *_values(sheet))
    return name, body, wanted, ("Dodaj do koszyka", "Ilość", "Napisz własną opinię", "Zobacz także")


SHOPWARE_NL = (
    "Wollen plaid met visgraatpatroon",
    (
        "Deze plaid is geweven van zachte lamswol uit Schotland en houdt je warm op de bank zonder te kriebelen; de franjes zijn met de hand geknoopt.",
        "Door het dichte visgraatpatroon blijft de plaid jarenlang in vorm, ook als hij elke avond gebruikt wordt.",
    ),
    (
        ("Materiaal", "100% lamswol"),
        ("Afmetingen", "130 x 180 cm"),
        ("Gewicht", "950 g"),
        ("Onderhoud", "Handwas of wolprogramma"),
    ),
)


def _shopware(lang: str) -> Built:
    name, paras, sheet = SHOPWARE_NL
    body = (
        f"<main class='content-main'>{_ld(name, '89.95', 'EUR')}<div class='cms-page'><div class='product-detail'><div class='row product-detail-main'>"
        f"<div class='col-lg-5 product-detail-buy'><h1 class='product-detail-name'>{_e(name)}</h1><p class='product-detail-price'>€ 89,95*</p>"
        "<form class='buy-widget'><div class='col-4 d-flex justify-content-end'><select class='custom-select product-detail-quantity-select' name='quantity'><option>1</option><option>2</option></select></div>"
        "<button class='btn btn-primary btn-block btn-buy'>In winkelwagen</button></form>"
        "<p class='product-detail-ordernumber-container'><span class='product-detail-ordernumber-label'>Artikelnummer:</span> WP-130</p></div></div>"
        "<div class='product-detail-tabs'><ul class='nav nav-tabs product-detail-tab-navigation-list' role='tablist'>"
        "<li class='nav-item'><a class='nav-link active' data-bs-toggle='tab' href='#description-tab-pane'>Omschrijving</a></li>"
        "<li class='nav-item'><a class='nav-link' data-bs-toggle='tab' href='#review-tab-pane'>Beoordelingen</a></li></ul>"
        "<div class='tab-content'>"
        f"<div class='tab-pane fade show active' id='description-tab-pane' role='tabpanel'><div class='product-detail-description'><div class='product-detail-description-text'>{_paras(paras)}</div>"
        f"<div class='product-detail-properties'><div class='row'><div class='col-md-10'>{_table(sheet, 'table table-striped product-detail-properties-table')}</div></div></div></div></div>"
        "<div class='tab-pane fade' id='review-tab-pane' role='tabpanel'><div class='product-detail-review'><p class='product-detail-review-title'>Beoordelingen</p><p>Er zijn nog geen beoordelingen.</p><button class='btn btn-primary product-detail-review-teaser-btn'>Schrijf een beoordeling</button></div></div>"
        "</div></div></div></div></main>"
    )
    wanted = (*paras, *_values(sheet))
    return name, body, wanted, ("In winkelwagen", "Schrijf een beoordeling")


BIGCOMMERCE_ES = (
    "Sartén de hierro fundido 28 cm",
    (
        "Precurada con aceite vegetal, esta sartén llega lista para sellar carnes y dorar verduras, y su superficie mejora con cada uso.",
        "El hierro fundido guarda el calor durante mucho tiempo, de modo que el fuego puede ser bajo y la comida sigue cocinándose de manera uniforme.",
    ),
    (
        ("Diámetro", "28 cm"),
        ("Peso", "2,9 kg"),
        ("Material", "Hierro fundido precurado"),
        ("Apta para", "Gas, inducción, horno y brasa"),
    ),
)


def _bigcommerce(lang: str) -> Built:
    name, paras, sheet = BIGCOMMERCE_ES
    body = (
        f"<main class='body' id='main-content'>{_ld(name, '45.00', 'USD')}<div class='container'><div class='productView'>"
        f"<section class='productView-details product-data'><div class='productView-product'><h1 class='productView-title'>{_e(name)}</h1>"
        "<div class='productView-price'><span class='price price--withoutTax'>$45.00</span></div></div>"
        "<form class='form' method='post' action='/cart.php'><div class='form-field form-field--increments'><label class='form-label form-label--alternate'>Cantidad:</label>"
        "<div class='form-increment'><button class='button button--icon' data-action='dec'>−</button><input class='form-input form-input--incrementTotal' name='qty[]' type='tel' value='1'><button class='button button--icon' data-action='inc'>+</button></div></div>"
        "<input id='form-action-addToCart' class='button button--primary' type='submit' value='Agregar al carrito'></form></section>"
        "<article class='productView-description'><ul class='tabs' data-tab><li class='tab is-active'><a class='tab-title' href='#tab-description'>Descripción</a></li><li class='tab'><a class='tab-title' href='#tab-specifications'>Especificaciones</a></li></ul>"
        f"<div class='tabs-contents'><div class='tab-content is-active' id='tab-description'>{_paras(paras)}</div>"
        f"<div class='tab-content' id='tab-specifications'>{_dl(sheet, 'productView-info')}</div></div></article>"
        "</div><section class='product-reviews' id='product-reviews'><h3 class='page-heading'>Reseñas</h3><a href='#' class='button button--primary'>Escribir una reseña</a></section>"
        "<section class='productCarousel'><h3 class='page-heading'>Productos relacionados</h3><ul><li><a href='/tapa'>Tapa de vidrio 28 cm</a><span class='price'>$18.00</span></li></ul></section></div></main>"
    )
    wanted = (*paras, *_values(sheet))
    return name, body, wanted, ("Escribir una reseña", "Productos relacionados")


PRESTA_PT = (
    "Cafeteira de êmbolo em vidro 1 L",
    (
        "O filtro de malha fina em aço inoxidável deixa passar os óleos do café e retém o pó, para uma chávena encorpada e sem borras.",
        "O copo de vidro borossilicato resiste a mudanças bruscas de temperatura e a estrutura desmonta-se por completo para lavar na máquina.",
    ),
    (
        ("Capacidade", "1 litro (8 chávenas)"),
        ("Material", "Vidro borossilicato e aço inox"),
        ("Altura", "23 cm"),
    ),
)


def _prestashop(lang: str) -> Built:
    name, paras, sheet = PRESTA_PT
    body = (
        f"<section id='wrapper'><div class='container'><div id='content-wrapper'><section id='main'>{_ld(name, '32.50', 'EUR')}"
        f"<div class='row product-container'><div class='col-md-6'><h1 class='h1'>{_e(name)}</h1>"
        "<div class='product-prices'><div class='current-price'><span class='current-price-value'>32,50 €</span></div><div class='tax-shipping-delivery-label'>IVA incluído</div></div>"
        "<div class='product-actions'><form action='/carrinho' method='post' id='add-to-cart-or-refresh'><div class='product-add-to-cart'><span class='control-label'>Quantidade</span>"
        "<div class='qty'><input type='number' name='qty' id='quantity_wanted' value='1' class='input-group'></div>"
        "<div class='add'><button class='btn btn-primary add-to-cart' type='submit'>Adicionar ao carrinho</button></div></div></form></div>"
        "<div class='tabs'><ul class='nav nav-tabs' role='tablist'><li class='nav-item'><a class='nav-link active' data-toggle='tab' href='#description'>Descrição</a></li>"
        "<li class='nav-item'><a class='nav-link' data-toggle='tab' href='#product-details'>Detalhes do produto</a></li></ul>"
        f"<div class='tab-content' id='tab-content'><div class='tab-pane fade in active' id='description' role='tabpanel'><div class='product-description'>{_paras(paras)}</div></div>"
        f"<div class='tab-pane fade' id='product-details' role='tabpanel'><div class='product-reference'><label class='label'>Referência </label><span>CE-1000</span></div>"
        f"<section class='product-features'><p class='h6'>Ficha técnica</p>{_dl(sheet, 'data-sheet')}</section></div></div></div></div></div>"
        "<section class='product-accessories clearfix'><p class='h5 text-uppercase'>Também poderá gostar</p><div class='products'><article class='product-miniature'><h3 class='product-title'><a href='/moinho'>Moinho de café manual</a></h3><span class='price'>27,00 €</span></article></div></section>"
        "</section></div></div></section>"
    )
    wanted = (*paras, *_values(sheet))
    return name, body, wanted, ("Adicionar ao carrinho", "Quantidade", "Também poderá gostar")


OPENCART_IT = (
    "Zaino da trekking 35 litri",
    (
        "Lo schienale a rete tesa lascia circolare l'aria tra la schiena e il carico, mentre la cintura imbottita scarica il peso sui fianchi nelle salite lunghe.",
        "Il coprizaino antipioggia è riposto in una tasca sul fondo e si estrae in pochi secondi quando il tempo cambia.",
    ),
    (
        ("Volume", "35 l"),
        ("Peso", "1,2 kg"),
        ("Tessuto", "Nylon ripstop 210D"),
        ("Lunghezza schiena", "Regolabile, 42-52 cm"),
    ),
)


def _opencart(lang: str) -> Built:
    name, paras, sheet = OPENCART_IT
    body = (
        f"<div id='product-product' class='container'>{_ld(name, '119.00', 'EUR')}<div class='row'><div id='content' class='col-sm-12'><div class='row'><div class='col-sm-8'>"
        "<ul class='nav nav-tabs'><li class='active'><a href='#tab-description' data-toggle='tab'>Descrizione</a></li><li><a href='#tab-specification' data-toggle='tab'>Specifiche</a></li><li><a href='#tab-review' data-toggle='tab'>Recensioni (0)</a></li></ul>"
        f"<div class='tab-content'><div class='tab-pane active' id='tab-description'>{_paras(paras)}</div>"
        f"<div class='tab-pane' id='tab-specification'><table class='table table-bordered'><thead><tr><td colspan='2'><strong>Generale</strong></td></tr></thead>{_tbody(sheet, 'td')}</table></div>"
        "<div class='tab-pane' id='tab-review'><form class='form-horizontal' id='form-review'><div id='review'><p>Non ci sono recensioni per questo prodotto.</p></div><h2>Scrivi una recensione</h2>"
        "<div class='form-group required'><label class='control-label' for='input-name'>Il tuo nome</label><input type='text' name='name' id='input-name' class='form-control'></div>"
        "<div class='buttons clearfix'><button type='button' id='button-review' class='btn btn-primary'>Continua</button></div></form></div></div></div>"
        f"<div class='col-sm-4'><h1>{_e(name)}</h1><ul class='list-unstyled'><li><h2>119,00 €</h2></li></ul>"
        "<div id='product'><div class='form-group'><label class='control-label' for='input-quantity'>Quantità</label><input type='text' name='quantity' value='1' size='2' id='input-quantity' class='form-control'>"
        "<button type='button' id='button-cart' class='btn btn-primary btn-lg btn-block'>Aggiungi al carrello</button></div></div></div></div></div></div></div>"
    )
    wanted = (*paras, *_values(sheet))
    return name, body, wanted, ("Aggiungi al carrello", "Quantità", "Scrivi una recensione")


WIX_SV = (
    "Linneförkläde i naturfärg",
    (
        "Förklädet är sytt av tvättat linne som blir mjukare för varje tvätt, med en rymlig bröstficka för termometer och penna.",
        "De långa knytbanden går i kors över ryggen, så vikten vilar på axlarna i stället för i nacken även under långa dagar i köket.",
    ),
    (
        ("Material", "100 % linne"),
        ("Storlek", "85 x 70 cm"),
        ("Färg", "Natur"),
        ("Tvätt", "40 °C, torktumla ej"),
    ),
)


def _wix_section(title: str, inner: str) -> str:
    """A Wix Stores info section: a collapsible title over its text."""
    return (
        f"<li class='info-section' data-hook='info-section'><div class='info-section-title' data-hook='info-section-title'><h2>{_e(title)}</h2></div>"
        f"<div class='info-section-description' data-hook='info-section-description'>{inner}</div></li>"
    )


def _wix(lang: str) -> Built:
    name, paras, sheet = WIX_SV
    body = (
        f"<main id='PAGES_CONTAINER'>{_ld(name, '395', 'SEK')}<div class='product-page' data-hook='product-page'>"
        f"<section class='details'><h1 data-hook='product-title'>{_e(name)}</h1><span data-hook='formatted-primary-price'>395,00 kr</span>"
        "<div data-hook='quantity-input-neighbor'><span class='quantity-label'>Antal</span><input type='number' value='1' aria-label='Antal'></div>"
        "<button data-hook='add-to-cart' class='button'>Lägg i varukorgen</button>"
        f"<pre data-hook='description' class='description'><p>{_e(paras[0])}</p><p>{_e(paras[1])}</p></pre></section>"
        "<ul class='info-sections' data-hook='info-section-list'>"
        f"{_wix_section('Produktinformation', '<p>Sydd för hand i vår ateljé i Borås.</p><p>Varje förkläde får små variationer i färgen.</p>')}"
        f"{_wix_section('Skötsel och mått', _lines(sheet))}"
        "</ul></div>"
        "<section class='related-products'><h2>Du kanske också gillar</h2><ul><li><a href='/product-page/handduk'>Linnehandduk, 2-pack</a><span>249,00 kr</span></li></ul></section></main>"
    )
    wanted = (*paras, *(f"{k}: {v}" for k, v in sheet))
    return name, body, wanted, ("Lägg i varukorgen", "Du kanske också gillar")


# Pricing pages: (title, intro, plans: (name, price, features))
Plan = tuple[str, str, tuple[str, ...]]


def _plans_wanted(intro: str, plans: tuple[Plan, ...]) -> tuple[str, ...]:
    return (intro, *(line for name, price, feats in plans for line in (name, price, *feats)))


DIVI_ES = (
    "Servicio de redacción de currículums",
    "Nuestros redactores han trabajado como reclutadores en empresas de todos los sectores y saben qué buscan los responsables de selección en los primeros segundos de lectura.",
    (
        (
            "Currículum inicial",
            "149 €",
            (
                "Para quien tiene menos de dos años de experiencia laboral.",
                "Una llamada de 30 minutos con tu redactor asignado.",
                "Primer borrador en tres días hábiles.",
                "Dos rondas de revisiones completas.",
            ),
        ),
        (
            "Currículum profesional",
            "219 €",
            (
                "Para quien tiene más de dos años de experiencia laboral.",
                "Una llamada de 45 minutos con tu redactor asignado.",
                "Primer borrador en tres días hábiles.",
                "Carta de presentación adaptada a una oferta.",
            ),
        ),
        (
            "Currículum directivo",
            "329 €",
            (
                "Para puestos de dirección y consejos de administración.",
                "Una llamada de 60 minutos con un redactor sénior.",
                "Perfil de LinkedIn reescrito por completo.",
                "Revisiones ilimitadas durante treinta días.",
            ),
        ),
    ),
)


def _divi(lang: str) -> Built:
    title, intro, plans = DIVI_ES
    tables = "".join(
        f"<div class='et_pb_pricing_table et_pb_pricing_table_{i}'><div class='et_pb_pricing_heading'><h2 class='et_pb_pricing_title'>{_e(name)}</h2></div>"
        f"<div class='et_pb_pricing_content_top'><span class='et_pb_et_price'><span class='et_pb_sum'>{_e(price)}</span></span></div>"
        "<div class='et_pb_pricing_content'><ul class='et_pb_pricing'>"
        + "".join(f"<li><span>{_e(f)}</span></li>" for f in feats)
        + f"</ul></div><div class='et_pb_button_wrapper'><a class='et_pb_button et_pb_pricing_table_button' href='/pedido?plan={i}'>Elegir</a></div></div>"
        for i, (name, price, feats) in enumerate(plans)
    )
    body = (
        "<div id='et-main-area'><div id='main-content'><article class='page type-page'><div class='entry-content'><div class='et-l et-l--post'><div class='et_builder_inner_content'>"
        f"<div class='et_pb_section et_pb_section_0'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_text'><div class='et_pb_text_inner'><h1>{_e(title)}</h1><p>{_e(intro)}</p></div></div></div></div></div>"
        f"<div class='et_pb_section et_pb_section_1'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_pricing_tables_0 et_pb_pricing'><div class='et_pb_pricing_table_wrap'>{tables}</div></div></div></div></div>"
        "</div></div></div></article></div></div>"
    )
    return title, body, _plans_wanted(intro, plans), ("Elegir",)


ELEMENTOR_FR = (
    "Formules de ménage à domicile",
    "Nos intervenantes sont salariées, formées et assurées ; elles viennent avec leurs propres produits écologiques et gardent le même créneau chaque semaine.",
    (
        (
            "Essentiel",
            "24 € / heure",
            (
                "Deux heures par semaine au minimum.",
                "Produits écologiques fournis.",
                "Remplacement en cas d'absence.",
            ),
        ),
        (
            "Confort",
            "22 € / heure",
            (
                "Quatre heures par semaine au minimum.",
                "Repassage inclus dans chaque passage.",
                "Une intervenante attitrée.",
            ),
        ),
        (
            "Sérénité",
            "21 € / heure",
            (
                "Six heures par semaine au minimum.",
                "Grand ménage de printemps offert.",
                "Gestion des clés et des absences.",
            ),
        ),
    ),
)


def _elementor(lang: str) -> Built:
    title, intro, plans = ELEMENTOR_FR
    cols = "".join(
        "<div class='elementor-column elementor-col-33'><div class='elementor-widget-wrap'><div class='elementor-element elementor-widget elementor-widget-price-table'><div class='elementor-widget-container'><div class='elementor-price-table'>"
        f"<div class='elementor-price-table__header'><h3 class='elementor-price-table__heading'>{_e(name)}</h3></div>"
        f"<div class='elementor-price-table__price'><span class='elementor-price-table__integer-part'>{_e(price)}</span></div>"
        "<ul class='elementor-price-table__features-list'>"
        + "".join(
            f"<li class='elementor-repeater-item'><div class='elementor-price-table__feature-inner'><span>{_e(f)}</span></div></li>"
            for f in feats
        )
        + "</ul><div class='elementor-price-table__footer'><a class='elementor-price-table__button elementor-button' href='/devis'>Demander un devis</a></div></div></div></div></div></div>"
        for name, price, feats in plans
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-42'>"
        f"<section class='elementor-section elementor-top-section'><div class='elementor-container'><div class='elementor-column elementor-col-100'><div class='elementor-widget-wrap'><div class='elementor-element elementor-widget elementor-widget-heading'><div class='elementor-widget-container'><h1 class='elementor-heading-title'>{_e(title)}</h1></div></div>"
        f"<div class='elementor-element elementor-widget elementor-widget-text-editor'><div class='elementor-widget-container'><p>{_e(intro)}</p></div></div></div></div></div></section>"
        f"<section class='elementor-section elementor-top-section'><div class='elementor-container'>{cols}</div></section></div>"
    )
    return title, body, _plans_wanted(intro, plans), ("Demander un devis",)


WEBFLOW_IT = (
    "Piani per studi fotografici",
    "Ogni piano comprende il sito con il tuo dominio, le gallerie private per i clienti e il supporto via chat dal lunedì al sabato.",
    (
        (
            "Base",
            "12 €/mese",
            (
                "Fino a 20 gallerie attive.",
                "50 GB di spazio per le foto.",
                "Download in alta risoluzione per i clienti.",
            ),
        ),
        (
            "Studio",
            "29 €/mese",
            (
                "Gallerie illimitate.",
                "500 GB di spazio per le foto.",
                "Vendita di stampe con il tuo listino.",
            ),
        ),
        (
            "Agenzia",
            "59 €/mese",
            (
                "Cinque fotografi nello stesso account.",
                "2 TB di spazio per le foto.",
                "Contratti e fatture dal pannello.",
            ),
        ),
    ),
)


def _webflow(lang: str) -> Built:
    title, intro, plans = WEBFLOW_IT
    cards = "".join(
        f"<div class='pricing-card w-inline-block'><div class='pricing-card-top'><h3 class='pricing-title'>{_e(name)}</h3><div class='pricing-price'>{_e(price)}</div></div>"
        "<div class='pricing-features'>"
        + "".join(f"<p class='pricing-feature'>{_e(f)}</p>" for f in feats)
        + "</div><a href='/registrati' class='button-primary w-button'>Inizia la prova</a></div>"
        for name, price, feats in plans
    )
    body = (
        f"<div class='page-wrapper'><section class='section-hero'><div class='container'><h1 class='heading-xl'>{_e(title)}</h1><p class='paragraph-lg'>{_e(intro)}</p></div></section>"
        f"<section class='section-pricing'><div class='container'><div class='pricing-grid w-layout-grid'>{cards}</div></div></section></div>"
    )
    return title, body, _plans_wanted(intro, plans), ("Inizia la prova",)


HUBSPOT_NL = (
    "Abonnementen voor boekhoudondersteuning",
    "Een vaste boekhouder verwerkt je bonnetjes, doet de btw-aangifte op tijd en belt je als er iets opvalt in de cijfers, zodat je zelf kunt ondernemen.",
    (
        (
            "Starter",
            "€ 95 per maand",
            (
                "Tot 50 transacties per maand.",
                "Btw-aangifte per kwartaal.",
                "Jaarrekening voor de eenmanszaak.",
            ),
        ),
        (
            "Groei",
            "€ 185 per maand",
            (
                "Tot 200 transacties per maand.",
                "Loonadministratie voor drie medewerkers.",
                "Kwartaalgesprek over je cijfers.",
            ),
        ),
        (
            "Compleet",
            "€ 340 per maand",
            (
                "Onbeperkt aantal transacties.",
                "Loonadministratie voor tien medewerkers.",
                "Fiscaal advies bij elke investering.",
            ),
        ),
    ),
)


def _hubspot(lang: str) -> Built:
    title, intro, plans = HUBSPOT_NL
    cards = "".join(
        f"<div class='pricing-card'><div class='pricing-card__header'><h3>{_e(name)}</h3><p class='pricing-card__price'>{_e(price)}</p></div>"
        "<div class='pricing-card__body'><ul>"
        + "".join(f"<li>{_e(f)}</li>" for f in feats)
        + "</ul></div><div class='pricing-card__footer'><a class='hs-button primary' href='/contact'>Plan een kennismaking</a></div></div>"
        for name, price, feats in plans
    )
    body = (
        "<main id='main-content' class='body-container-wrapper'><div class='body-container body-container--pricing'>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'><div class='span12 widget-span widget-type-cell dnd-column'><div class='hs_cos_wrapper hs_cos_wrapper_widget'><h1>{_e(title)}</h1><p>{_e(intro)}</p></div></div></div></div>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'><div class='span12 widget-span dnd-module'><div class='hs_cos_wrapper hs_cos_wrapper_widget pricing-cards'>{cards}</div></div></div></div>"
        "</div></main>"
    )
    return title, body, _plans_wanted(intro, plans), ("Plan een kennismaking",)


SQUARESPACE_PT = (
    "Pacotes de fotografia de casamento",
    "Fotografamos casamentos em todo o país desde 2012, com uma equipa de dois fotógrafos em cada dia e as fotografias entregues numa galeria online em seis semanas.",
    (
        (
            "Cerimónia",
            "890 €",
            (
                "Quatro horas de cobertura no dia.",
                "Um fotógrafo principal.",
                "Galeria online com 300 fotografias.",
            ),
        ),
        (
            "Dia inteiro",
            "1 650 €",
            (
                "Dez horas de cobertura, da preparação à festa.",
                "Dois fotógrafos.",
                "Galeria online com 700 fotografias.",
            ),
        ),
        (
            "Fim de semana",
            "2 400 €",
            (
                "Jantar de ensaio e dia do casamento.",
                "Dois fotógrafos e um assistente.",
                "Álbum impresso de 40 páginas.",
            ),
        ),
    ),
)


def _squarespace(lang: str) -> Built:
    title, intro, plans = SQUARESPACE_PT
    cols = "".join(
        "<div class='col sqs-col-4 span-4'><div class='sqs-block html-block sqs-block-html'><div class='sqs-block-content'><div class='sqs-html-content'>"
        f"<h3>{_e(name)}</h3><h4>{_e(price)}</h4>"
        + "".join(f"<p class='sqsrte-small'>{_e(f)}</p>" for f in feats)
        + "</div></div></div><div class='sqs-block button-block'><div class='sqs-block-content'><a class='sqs-block-button-element' href='/contacto'>Pedir disponibilidade</a></div></div></div>"
        for name, price, feats in plans
    )
    body = (
        "<main id='page' class='container' role='main'><article class='sections' id='sections'>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-layout'><div class='row sqs-row'><div class='col sqs-col-12'><div class='sqs-block html-block'><div class='sqs-block-content'><div class='sqs-html-content'><h1>{_e(title)}</h1><p>{_e(intro)}</p></div></div></div></div></div></div></div></section>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-layout'><div class='row sqs-row'>{cols}</div></div></div></section>"
        "</article></main>"
    )
    return title, body, _plans_wanted(intro, plans), ("Pedir disponibilidade",)


KADENCE_JA = (
    "ホームページ制作の料金プラン",
    "小さなお店や事務所のホームページを、取材から公開後の更新まで一つのチームでお手伝いします。どのプランも独自ドメインとSSLの設定が含まれます。",
    (
        (
            "ライト",
            "月額9,800円",
            ("5ページまでの制作。", "月1回の更新代行。", "お問い合わせフォームの設置。"),
        ),
        (
            "スタンダード",
            "月額19,800円",
            ("15ページまでの制作。", "月4回の更新代行。", "アクセス解析の月次レポート。"),
        ),
        (
            "プレミアム",
            "月額39,800円",
            ("ページ数は無制限。", "更新代行は回数無制限。", "撮影スタッフによる写真撮影。"),
        ),
    ),
)


def _kadence(lang: str) -> Built:
    title, intro, plans = KADENCE_JA
    cols = "".join(
        "<div class='wp-block-kadence-column kb-section-dir-vertical'><div class='kt-inside-inner-col'>"
        f"<h3 class='kt-adv-heading plan-name'>{_e(name)}</h3><p class='kt-adv-heading plan-price'>{_e(price)}</p>"
        "<ul class='kt-svg-icon-list'>"
        + "".join(
            f"<li class='kt-svg-icon-list-item-wrap'><span class='kt-svg-icon-list-text'>{_e(f)}</span></li>"
            for f in feats
        )
        + "</ul><div class='kb-buttons-wrap'><a class='kb-button kt-button' href='/contact/'>お申し込み</a></div></div></div>"
        for name, price, feats in plans
    )
    body = (
        "<div id='inner-wrap' class='wrap'><main id='main' class='site-main'><article class='entry content-bg single-entry page'><div class='entry-content single-content'>"
        f"<h1 class='wp-block-heading'>{_e(title)}</h1><p>{_e(intro)}</p>"
        f"<div class='wp-block-kadence-rowlayout'><div class='kt-row-column-wrap kt-has-3-columns'>{cols}</div></div>"
        "</div></article></main></div>"
    )
    return title, body, _plans_wanted(intro, plans), ("お申し込み",)


SHOP6_ENGINES: dict[str, EngineSpec] = {
    "woocommerce": (_woo, "product-template-default single single-product woocommerce", ("it",)),
    "shopify": (_shopify, "template-product", ("de",)),
    "shopify_tabs": (_shopify_ja, "template-product", ("ja",)),
    "magento": (_magento, "catalog-product-view page-layout-1column", ("pl",)),
    "shopware": (_shopware, "is-ctl-product is-act-index", ("nl",)),
    "bigcommerce": (_bigcommerce, "page-type-product", ("es",)),
    "prestashop": (_prestashop, "product-id-7 page-product", ("pt",)),
    "opencart": (_opencart, "product-product-51", ("it",)),
    "wix": (_wix, "wix-stores", ("sv",)),
    "divi": (_divi, "page-template-default et_pb_pagebuilder_layout", ("es",)),
    "elementor": (_elementor, "elementor-default elementor-page", ("fr",)),
    "webflow": (_webflow, "body", ("it",)),
    "hubspot": (_hubspot, "hs-content-id-42 page", ("nl",)),
    "squarespace": (_squarespace, "collection-type-page", ("pt",)),
    "kadence": (_kadence, "page-template-default wp-custom-logo", ("ja",)),
}

# The languages without chrome words of their own in :data:`engine_listings.CHROME`.
_OTHER = {"pl": "en", "nl": "en", "sv": "en"}


def shop6_page(engine: str) -> ListingPage:
    """The page of ``engine`` (in its one language): markup, wanted texts, chrome lines."""
    return engine_page(SHOP6_ENGINES, _OTHER, engine, SHOP6_ENGINES[engine][2][0])
