# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product and service pages of shapes the shop suites lacked (stop 76, qshop41).

Shop engines: WooCommerce with its three tabs (description, additional information,
reviews; en), Magento 2 with colour and size swatches (en), BigCommerce with its radio
options (en), Shopware 6 (de), JTL-Shop (de), Lightspeed (nl), Tiendanube with a size
choice of radio buttons (es); marketplace items after Shopee (vi), Tokopedia (id), Lazada
(th), Flipkart (hi), Coupang (ko), Yahoo! Shopping (ja), Ozon (ru), Trendyol (tr) and
Noon (ar); service pages of a law firm (Divi, en), a dentist (Webflow, fr), a plumber
(Elementor, en) and a software consultancy (Framer, de).

What a reader wants, from wcxb-dev's product and service truths: the name, the
description, the specification values, the services and their texts, the opening hours;
the buy and cart buttons, the variant pickers' options, the quantity steppers, the review
forms' labels, the contact forms' labels and the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot`` are chrome. Prices, stock lines
and calls to action are asserted neither way (the truths keep them on some pages and not
on others). No page is copied from a site or from the shared datasets.
:func:`shop4_page` returns a :class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from tests.auto.engine_listings import EngineSpec, ListingPage, _e, engine_page
from tests.auto.engine_shops3 import Built, _form, _paras, _rows

# A marketplace item: (name, description paragraphs, specification pairs, buttons).
Item = tuple[str, tuple[str, ...], tuple[tuple[str, str], ...], tuple[str, ...]]


def _radios(name: str, options: tuple[str, ...], box: str, wrapped: bool) -> str:
    """A choice written as radio buttons, one box an option (``wrapped``: the label
    holds its input, else the input sits before its label)."""
    out = []
    for i, o in enumerate(options):
        inp = f"<input type='radio' name='{name}' id='{name}-{i}' value='{i}'>"
        lab = f"<span class='form-option-value'>{_e(o)}</span>" if wrapped else _e(o)
        label = f"<label for='{name}-{i}'>{inp if wrapped else ''}{lab}</label>"
        out.append(f"<div class='{box}'>{label if wrapped else inp + label}</div>")
    return "".join(out)


def _specs(pairs: tuple[tuple[str, str], ...], shape: str) -> str:
    """Specification pairs as a table, a description list or a list of rows of spans."""
    if shape == "table":
        return f"<table class='specs'><tbody>{_rows(pairs)}</tbody></table>"
    if shape == "dl":
        return (
            "<dl class='characteristics'>"
            + "".join(f"<div class='row'><dt>{_e(k)}</dt><dd>{_e(v)}</dd></div>" for k, v in pairs)
            + "</dl>"
        )
    return (
        "<ul class='spec-list'>"
        + "".join(
            f"<li><span class='spec-key'>{_e(k)}</span><span class='spec-val'>{_e(v)}</span></li>"
            for k, v in pairs
        )
        + "</ul>"
    )


WOO_EN = (
    "Hand-thrown Stoneware Mug",
    (
        "Each mug is thrown on the wheel in our studio and glazed in a speckled oat finish, so no two are quite alike; the handle takes three fingers comfortably.",
        "It holds a generous twelve ounces and keeps its heat longer than thin porcelain, which makes it a good companion for slow Sunday mornings.",
    ),
    (("Weight", "0.45 kg"), ("Dimensions", "9 × 9 × 11 cm"), ("Glaze", "Speckled oat, food safe")),
)


def _woo(lang: str) -> Built:
    name, paras, attrs = WOO_EN
    table = "".join(
        f"<tr class='woocommerce-product-attributes-item'><th class='woocommerce-product-attributes-item__label'>{_e(k)}</th><td class='woocommerce-product-attributes-item__value'><p>{_e(v)}</p></td></tr>"
        for k, v in attrs
    )
    body = (
        "<main id='main' class='site-main'><div class='product type-product'><div class='summary entry-summary'>"
        f"<h1 class='product_title entry-title'>{_e(name)}</h1><p class='price'><span class='woocommerce-Price-amount amount'>$34.00</span></p>"
        "<form class='cart' method='post'><div class='quantity'><label class='screen-reader-text' for='qty'>Mug quantity</label><input type='number' id='qty' value='1'></div>"
        "<button type='submit' class='single_add_to_cart_button button alt'>Add to cart</button></form>"
        "<div class='product_meta'><span class='sku_wrapper'>SKU: <span class='sku'>MUG-OAT-12</span></span> <span class='posted_in'>Category: <a href='/c/mugs'>Mugs</a></span></div></div>"
        "<div class='woocommerce-tabs wc-tabs-wrapper'><ul class='tabs wc-tabs' role='tablist'>"
        "<li class='description_tab active'><a href='#tab-description'>Description</a></li>"
        "<li class='additional_information_tab'><a href='#tab-additional_information'>Additional information</a></li>"
        "<li class='reviews_tab'><a href='#tab-reviews'>Reviews (0)</a></li></ul>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab' id='tab-description' role='tabpanel'><h2>Description</h2>{_paras(paras)}</div>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab' id='tab-additional_information' role='tabpanel'><h2>Additional information</h2><table class='woocommerce-product-attributes shop_attributes'>{table}</table></div>"
        "<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab' id='tab-reviews' role='tabpanel'><div id='reviews' class='woocommerce-Reviews'><h2 class='woocommerce-Reviews-title'>Reviews</h2>"
        "<p class='woocommerce-noreviews'>There are no reviews yet.</p><div id='review_form_wrapper'><div id='respond' class='comment-respond'><span class='comment-reply-title'>Be the first to review this mug</span>"
        "<form class='comment-form'><div class='comment-form-rating'><label for='rating'>Your rating</label><select id='rating'><option>Rate…</option><option>Perfect</option></select></div>"
        "<p class='comment-form-comment'><label for='comment'>Your review</label><textarea id='comment'></textarea></p><p class='form-submit'><input type='submit' class='submit' value='Submit'></p></form></div></div></div></div></div>"
        "<section class='related products'><h2>Related products</h2><ul class='products'><li class='product'><a href='/p/bowl'><h2 class='woocommerce-loop-product__title'>Speckled Serving Bowl</h2></a><a class='button add_to_cart_button' href='?add=2'>Add to cart</a></li></ul></section></div></main>"
    )
    wanted = (name, *paras, *(v for _k, v in attrs))
    return name, body, wanted, ("Add to cart", "Your rating", "Your review", "Mug quantity")


MAGENTO_EN = (
    "Merino Trail Running Tee",
    (
        "A lightweight merino and nylon jersey that wicks sweat on the climb and stays warm when the wind picks up on the ridge, without holding on to odours after a long day out.",
        "Flatlock seams sit away from pack straps, and a drop tail keeps your back covered when you lean into the poles.",
    ),
    ("Ember", "Glacier", "Moss"),
    ("XS", "S", "M", "L", "XL"),
)


def _magento(lang: str) -> Built:
    name, paras, colours, sizes = MAGENTO_EN
    colour = "".join(
        f"<div class='swatch-option color' id='option-label-color-93-item-{i}' aria-label='{_e(c)}' option-label='{_e(c)}' role='option' tabindex='0' style='background: #{i}{i}8866'></div>"
        for i, c in enumerate(colours)
    )
    size = "".join(
        f"<div class='swatch-option text' id='option-label-size-144-item-{i}' aria-label='{_e(s)}' role='option' tabindex='0'>{_e(s)}</div>"
        for i, s in enumerate(sizes)
    )
    body = (
        "<main id='maincontent' class='page-main'><div class='columns'><div class='column main'><div class='product-info-main'>"
        f"<div class='page-title-wrapper product'><h1 class='page-title'><span class='base' data-ui-id='page-title-wrapper' itemprop='name'>{_e(name)}</span></h1></div>"
        "<div class='product-reviews-summary empty'><div class='reviews-actions'><a class='action add' href='#review-form'>Be the first to review this product</a></div></div>"
        "<div class='price-box price-final_price'><span class='price'>$64.00</span></div>"
        "<div class='product-info-stock-sku'><div class='stock available'><span>In stock</span></div><div class='product attribute sku'><strong class='type'>SKU</strong><div class='value'>MT-204</div></div></div>"
        "<div class='product-add-form'><form id='product_addtocart_form'><div class='swatch-opt'>"
        f"<div class='swatch-attribute color'><span class='swatch-attribute-label'>Color</span><div class='swatch-attribute-options clearfix' role='listbox'>{colour}</div></div>"
        f"<div class='swatch-attribute size'><span class='swatch-attribute-label'>Size</span><div class='swatch-attribute-options clearfix' role='listbox'>{size}</div></div></div>"
        "<div class='box-tocart'><div class='field qty'><label class='label' for='qty'><span>Qty</span></label><input type='number' id='qty' value='1'></div>"
        "<button type='submit' title='Add to Cart' class='action primary tocart'><span>Add to Cart</span></button></div></form></div>"
        "<div class='product-social-links'><a href='#' class='action towishlist'><span>Add to Wish List</span></a><a href='#' class='action tocompare'><span>Add to Compare</span></a></div></div>"
        f"<div class='product info detailed'><div class='product data items'><div class='data item title active'><a class='data switch' href='#description'>Details</a></div><div class='data item content' id='description'><div class='product attribute description'><div class='value'>{_paras(paras)}</div></div></div></div></div>"
        "</div></div></main>"
    )
    return name, body, (name, *paras), ("Add to Cart", "Add to Wish List", "Add to Compare", "Qty")


BIGC_EN = (
    "Cold Brew Coffee Maker 1.5 L",
    (
        "Steep coarse grounds overnight in the fine mesh filter, lift it out in the morning, and keep a smooth, low-acid concentrate in the fridge for up to two weeks.",
        "The borosilicate carafe and the airtight lid are dishwasher safe; the filter rinses clean under the tap.",
    ),
    ("Frost", "Charcoal", "Sand"),
)


def _bigcommerce(lang: str) -> Built:
    name, paras, colours = BIGC_EN
    body = (
        "<main class='body' id='main-content'><div class='container'><div class='productView'><section class='productView-details product-data'>"
        f"<div class='productView-product'><h1 class='productView-title'>{_e(name)}</h1><h2 class='productView-brand'><a href='/brands/harlow'>Harlow &amp; Co</a></h2>"
        "<div class='productView-price'><span class='price price--withoutTax'>$42.00</span></div></div></section>"
        "<section class='productView-details product-options'><form class='form' method='post' action='/cart.php'><div data-product-option-change>"
        "<div class='form-field' data-product-attribute='set-radio'><label class='form-label form-label--alternate form-label--inlineSmall'>Colour: <span data-option-value></span></label>"
        + _radios("attribute-118", colours, "form-option-wrapper", True)
        + "</div></div><div class='form-field form-field--increments'><label class='form-label form-label--alternate'>Quantity:</label><div class='form-increment'><button class='button button--icon'>−</button><input class='form-input form-input--incrementTotal' type='tel' value='1'><button class='button button--icon'>+</button></div></div>"
        "<div class='form-action'><input id='form-action-addToCart' class='button button--primary' type='submit' value='Add to Cart'></div></form></section>"
        f"<article class='productView-description'><ul class='tabs'><li class='tab is-active'><a class='tab-title' href='#tab-description'>Description</a></li></ul><div class='tab-content is-active' id='tab-description'>{_paras(paras)}</div></article>"
        "</div></div></main>"
    )
    return name, body, (name, *paras), (*colours, "Quantity:")


SHOPWARE_DE = (
    "Gusseisen-Bräter oval 29 cm",
    (
        "Der emaillierte Bräter speichert die Hitze gleichmäßig und gibt sie langsam an Schmorgerichte, Brot und Eintöpfe ab; er eignet sich für alle Herdarten einschließlich Induktion.",
        "Der schwere Deckel hält die Feuchtigkeit im Topf, die Noppen auf seiner Innenseite lassen den Dampf zurück auf das Gargut tropfen.",
    ),
    (
        ("Material", "Gusseisen, emailliert"),
        ("Fassungsvermögen", "4,7 Liter"),
        ("Gewicht", "5,3 kg"),
    ),
)


def _shopware(lang: str) -> Built:
    name, paras, props = SHOPWARE_DE
    table = "".join(
        f"<tr class='properties-row'><th class='properties-label'>{_e(k)}:</th><td class='properties-value'><span>{_e(v)}</span></td></tr>"
        for k, v in props
    )
    body = (
        "<main class='content-main'><div class='container-main'><div class='cms-page'><div class='product-detail'>"
        "<nav aria-label='breadcrumb'><ol class='breadcrumb'><li class='breadcrumb-item'><a href='/kochen/'>Kochen</a></li><li class='breadcrumb-item'><a href='/kochen/braeter/'>Bräter</a></li></ol></nav>"
        f"<div class='product-detail-headline'><h1 class='product-detail-name'>{_e(name)}</h1></div><div class='product-detail-buy'>"
        "<div class='product-detail-price-container'><p class='product-detail-price'>189,00 €*</p><p class='product-detail-tax-container'><a class='product-detail-tax-link' href='/versand'>inkl. MwSt. zzgl. Versandkosten</a></p></div>"
        "<div class='product-delivery-information'><p class='delivery-information delivery-available'>Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div>"
        "<form class='buy-widget' method='post'><div class='buy-widget-container'><select class='custom-select product-detail-quantity-select'><option>1</option><option>2</option></select>"
        "<button class='btn btn-primary btn-block btn-buy' title='In den Warenkorb'>In den Warenkorb</button></div></form>"
        "<div class='product-detail-ordernumber-container'><span class='product-detail-ordernumber-label'>Produktnummer:</span> <meta itemprop='productID' content='x'><span class='product-detail-ordernumber'>SW10042</span></div></div>"
        "<div class='product-detail-tabs'><ul class='nav nav-tabs product-detail-tab-navigation-list' role='tablist'><li class='nav-item'><a class='nav-link active' href='#description-tab-pane'>Beschreibung</a></li><li class='nav-item'><a class='nav-link' href='#review-tab-pane'>Bewertungen</a></li></ul>"
        f"<div class='tab-content'><div class='tab-pane fade show active' id='description-tab-pane' role='tabpanel'><div class='product-detail-description'><h2 class='product-detail-description-title'>Produktinformationen \"{_e(name)}\"</h2>{_paras(paras)}"
        f"<div class='product-detail-properties'><table class='table table-striped product-detail-properties-table'><tbody>{table}</tbody></table></div></div></div>"
        "<div class='tab-pane fade' id='review-tab-pane' role='tabpanel'><div class='product-detail-review'><p>Bewerten Sie dieses Produkt!</p><p>Teilen Sie Ihre Erfahrungen mit anderen Kunden.</p><button class='btn btn-primary product-detail-review-teaser-btn'>Bewertung schreiben</button></div></div></div></div>"
        "</div></div></div></main>"
    )
    return (
        name,
        body,
        (name, *paras, *(v for _k, v in props)),
        ("In den Warenkorb", "Bewertung schreiben", "Bewerten Sie dieses Produkt!"),
    )


JTL_DE = (
    "Bienenwachstücher im Dreierset",
    (
        "Die Tücher aus Bio-Baumwolle sind mit Bienenwachs, Baumharz und Jojobaöl getränkt; mit der Wärme der Hände schmiegen sie sich um Schüsseln, Brot und Käse.",
        "Nach dem Gebrauch mit kaltem Wasser und etwas Spülmittel abwaschen und an der Luft trocknen lassen, so halten sie ein Jahr und länger.",
    ),
    (
        ("Artikelnummer", "BW-3-S"),
        ("Inhalt", "3 Tücher (S, M, L)"),
        ("Herkunft", "Handgefertigt in Franken"),
    ),
)


def _jtl(lang: str) -> Built:
    name, paras, attrs = JTL_DE
    body = (
        "<main id='main-wrapper' class='main-wrapper'><div id='content'><div id='result-wrapper' itemscope itemtype='https://schema.org/Product'><div class='product-detail'>"
        f"<div class='product-info'><h1 class='product-title h2' itemprop='name'>{_e(name)}</h1>"
        "<div class='price_wrapper'><div class='price h1'><span>14,90 €</span></div><div class='price-note'><span class='vat_info'>inkl. gesetzlicher MwSt. zzgl. <a href='/Versandinformationen'>Versand</a></span></div></div>"
        "<div class='delivery-status'><span class='status status-2'>Lieferzeit: 2 - 4 Werktage</span></div>"
        "<form id='buy_form' class='jtl-validate'><div class='basket-form-inline'><div class='input-group' role='group'><button class='btn btn-decrement' aria-label='Menge verringern'>-</button><input type='number' class='quantity form-control' value='1'><button class='btn btn-increment' aria-label='Menge erhöhen'>+</button></div>"
        "<button class='btn btn-primary btn-block basket-to-cart' type='submit'><span class='btn-basket-check'>In den Warenkorb</span></button></div></form>"
        "<div class='product-actions'><a class='btn btn-link wishlist' href='#'>Auf den Wunschzettel</a><a class='btn btn-link compare' href='#'>Auf die Vergleichsliste</a><a class='btn btn-link' href='#'>Frage zum Produkt</a></div></div>"
        "<div class='product-tabs'><ul class='nav nav-tabs'><li class='nav-item'><a class='nav-link active' href='#tab-description'>Beschreibung</a></li><li class='nav-item'><a class='nav-link' href='#tab-votes'>Bewertungen</a></li></ul>"
        f"<div class='tab-content'><div class='tab-pane fade show active' id='tab-description'><div class='desc'>{_paras(paras)}</div><div class='product-attributes'><table class='table table-sm table-striped'><tbody>{_rows(attrs)}</tbody></table></div></div>"
        "<div class='tab-pane fade' id='tab-votes'><div class='reviews'><p>Es sind noch keine Bewertungen vorhanden.</p><a class='btn btn-outline-primary' href='#'>Schreiben Sie die erste Bewertung!</a></div></div></div></div>"
        "</div></div></div></main>"
    )
    return (
        name,
        body,
        (name, *paras, *(v for _k, v in attrs)),
        ("In den Warenkorb", "Auf den Wunschzettel", "Auf die Vergleichsliste"),
    )


LIGHTSPEED_NL = (
    "Wollen plaid visgraatmotief",
    (
        "Geweven van zuivere lamswol in een klassiek visgraatmotief, met franjes aan de korte zijden; groot genoeg om samen onder te kruipen op de bank.",
        "Lucht de plaid regelmatig buiten en was hem alleen op een wolprogramma op dertig graden.",
    ),
    (("Afmetingen", "140 x 200 cm"), ("Materiaal", "100% lamswol"), ("Merk", "Weverij Noord")),
)


def _lightspeed(lang: str) -> Built:
    name, paras, specs = LIGHTSPEED_NL
    body = (
        "<div class='wrapper'><div class='product-page'><div class='product-info'>"
        f"<div class='page-title'><h1 class='product-page'>{_e(name)}</h1></div>"
        "<div class='product-price'><span class='price'>€129,00</span><small class='price-tax'>Incl. btw</small></div>"
        "<div class='product-stock'><span class='in-stock'>Op voorraad</span> <span class='delivery'>Voor 22:00 besteld, morgen in huis</span></div>"
        "<form action='/cart/add/' id='product_configure_form' method='post'><div class='product-configure'><div class='product-configure-quantity'><label>Aantal:</label><input type='text' name='quantity' value='1'></div></div>"
        "<div class='cart'><a href='#' class='button' title='Toevoegen aan winkelwagen'><span>Toevoegen aan winkelwagen</span></a></div></form>"
        "<div class='product-actions'><a href='/account/wishlistAdd/' class='wishlist'>Aan verlanglijst toevoegen</a><a href='/compare/add/' class='compare'>Toevoegen om te vergelijken</a></div></div>"
        f"<div class='product-tabs tabs'><ul><li class='active'><a rel='info' href='#'>Informatie</a></li><li><a rel='specs' href='#'>Specificaties</a></li><li><a rel='reviews' href='#'>Reviews (0)</a></li></ul></div>"
        f"<div class='tabsPages'><div class='page info active'>{_paras(paras)}</div>"
        f"<div class='page specs'><table class='details'><tbody>{_rows(specs)}</tbody></table></div>"
        "<div class='page reviews'><p>Er zijn nog geen reviews geschreven over dit product.</p><a href='#' class='write'>Je eigen review schrijven</a></div></div>"
        "</div></div>"
    )
    return (
        name,
        body,
        (name, *paras, *(v for _k, v in specs)),
        ("Toevoegen aan winkelwagen", "Aan verlanglijst toevoegen", "Je eigen review schrijven"),
    )


TIENDANUBE_ES = (
    "Campera de jean oversize",
    (
        "Confeccionada en denim rígido de algodón con lavado claro, tiene botones metálicos, dos bolsillos con tapa en el pecho y puños ajustables.",
        "El calce es amplio: si preferís que quede al cuerpo, te recomendamos elegir un talle menos del habitual.",
    ),
    ("S", "M", "L", "XL"),
)


def _tiendanube(lang: str) -> Built:
    name, paras, sizes = TIENDANUBE_ES
    body = (
        "<div class='container'><div class='row' id='single-product' data-variants='[]'><div class='col-md-5'>"
        f"<h1 class='js-product-name h2 h1-md'>{_e(name)}</h1>"
        "<div class='price-container'><span class='js-price-display h2' id='price_display'>$45.900</span><span class='js-installments'>6 cuotas sin interés de $7.650</span></div>"
        "<form id='product_form' class='js-product-form' method='post'><div class='js-product-variants form-row'><div class='js-product-variants-group col-12' data-variation-id='0'>"
        "<label class='form-label'>Talle:</label><div class='form-group'>"
        + _radios("variation_0", sizes, "btn-variant", False)
        + "</div></div></div><div class='form-row'><div class='form-quantity'><label class='form-label'>Cantidad</label><input type='number' class='js-quantity-input' value='1'></div>"
        "<input type='submit' class='js-addtocart btn btn-primary btn-block' value='Agregar al carrito'></div></form>"
        "<div class='shipping-calculator'><label>Medios de envío</label><input type='text' placeholder='Tu código postal'><button class='btn'>Calcular</button></div>"
        f"<div class='product-description user-content' data-store='product-description'>{_paras(paras)}</div></div></div></div>"
    )
    return (
        name,
        body,
        (name, *paras),
        ("Agregar al carrito", "Tu código postal", "Calcular", "Medios de envío"),
    )


def _market(
    item: Item, classes: tuple[str, str, str], shape: str, extra: str = ""
) -> tuple[str, str]:
    """A marketplace item's page: its name, buy box (``item``'s buttons), specifications
    in ``shape`` and description (``classes``: the page's, the buy box's and the
    description's), with ``extra`` chrome after the buy box."""
    name, paras, specs, buttons = item
    page, buy, desc = classes
    buttons_html = "".join(
        f"<button class='btn btn-{i}' type='button'>{_e(b)}</button>" for i, b in enumerate(buttons)
    )
    body = (
        f"<main class='{page}'><div class='product-briefing'><h1 class='item-name'>{_e(name)}</h1>"
        f"<div class='{buy}'><div class='qty-stepper'><button aria-label='-'>−</button><input type='text' value='1'><button aria-label='+'>+</button></div>"
        f"<div class='buy-actions'>{buttons_html}</div></div>{extra}</div>"
        f"<section class='product-spec'>{_specs(specs, shape)}</section>"
        f"<section class='{desc}'>{_paras(paras)}</section></main>"
    )
    return name, body


SHOPEE_VI: Item = (
    "Nồi chiên không dầu 6 lít cảm ứng",
    (
        "Nồi chiên dùng luồng khí nóng tuần hoàn để làm chín đều thực phẩm, giúp món ăn giòn bên ngoài mà vẫn mềm bên trong, giảm đến tám mươi phần trăm lượng dầu mỡ.",
        "Lòng nồi phủ lớp chống dính dễ vệ sinh, bảng điều khiển cảm ứng có tám chế độ nấu cài sẵn cho khoai tây, gà, cá và bánh.",
    ),
    (("Thương hiệu", "Bếp Việt"), ("Dung tích", "6 lít"), ("Công suất", "1700 W")),
    ("Thêm vào giỏ hàng", "Mua ngay"),
)

TOKOPEDIA_ID: Item = (
    "Sepatu Lari Pria Ringan Anti Slip",
    (
        "Bagian atas sepatu terbuat dari rajutan yang menyerap udara sehingga kaki tetap sejuk saat berlari jauh, sementara sol karet bergerigi mencengkeram jalan yang basah.",
        "Bantalan busa di tumit meredam hentakan dan tali sepatu yang pipih tidak mudah lepas di tengah jalan.",
    ),
    (("Kondisi", "Baru"), ("Berat Satuan", "650 g"), ("Etalase", "Sepatu Olahraga")),
    ("+ Keranjang", "Beli Langsung"),
)

LAZADA_TH: Item = (
    "พัดลมตั้งโต๊ะไร้ใบพัด ปรับได้ 9 ระดับ",
    (
        "พัดลมดีไซน์ไร้ใบพัดให้ลมที่นุ่มนวลและสม่ำเสมอ ปลอดภัยสำหรับเด็กและสัตว์เลี้ยง เสียงเงียบเหมาะสำหรับใช้งานในห้องนอนตลอดคืน",
        "มาพร้อมรีโมตคอนโทรลและตั้งเวลาปิดได้สูงสุดแปดชั่วโมง ทำความสะอาดง่ายเพียงเช็ดด้วยผ้าแห้ง",
    ),
    (("แบรนด์", "ลมเย็น"), ("กำลังไฟ", "45 วัตต์"), ("รับประกัน", "1 ปี")),
    ("ซื้อเลย", "เพิ่มไปยังรถเข็น"),
)

FLIPKART_HI: Item = (
    "स्टेनलेस स्टील प्रेशर कुकर 5 लीटर",
    (
        "मोटी तली वाला यह कुकर गैस और इंडक्शन दोनों पर चलता है और खाना जल्दी और समान रूप से पकाता है, जिससे रोज़ की दाल और चावल कम समय में तैयार हो जाते हैं।",
        "सेफ्टी वाल्व और मज़बूत हैंडल रसोई में सुरक्षित उपयोग सुनिश्चित करते हैं, और इसे साफ़ करना भी आसान है।",
    ),
    (("ब्रांड", "रसोईघर"), ("क्षमता", "5 लीटर"), ("वारंटी", "5 वर्ष")),
    ("कार्ट में जोड़ें", "अभी खरीदें"),
)

COUPANG_KO: Item = (
    "무선 핸디 청소기 초경량 1.2kg",
    (
        "가벼운 본체와 강력한 흡입력으로 소파 틈새와 차량 시트까지 손쉽게 청소할 수 있으며, 한 번 충전으로 최대 사십 분 동안 사용할 수 있습니다.",
        "먼지통은 버튼 하나로 비울 수 있고, 물세척이 가능한 필터로 미세먼지까지 걸러 줍니다.",
    ),
    (("제조사", "클린홈"), ("무게", "1.2kg"), ("사용 시간", "최대 40분")),
    ("장바구니 담기", "바로구매"),
)

YAHOO_JA: Item = (
    "国産ひのき まな板 大 天然木",
    (
        "四国産のひのきを一枚板で仕上げたまな板です。刃当たりがやわらかく包丁の刃を傷めにくく、ひのき特有のさわやかな香りが楽しめます。",
        "使用後はたわしで水洗いし、風通しのよい場所で立てて乾かしてください。食器洗浄機はご使用いただけません。",
    ),
    (("サイズ", "幅42×奥行24×厚さ3cm"), ("材質", "ひのき"), ("原産国", "日本")),
    ("カートに入れる", "お気に入りに追加"),
)

OZON_RU: Item = (
    "Чайник электрический стеклянный 1,7 л с подсветкой",
    (
        "Корпус из жаропрочного стекла позволяет видеть, как закипает вода, а мягкая синяя подсветка включается вместе с нагревом и гаснет после отключения.",
        "Чайник отключается сам, когда вода закипит или если его включить пустым; фильтр от накипи снимается и моется под краном.",
    ),
    (("Бренд", "Теплый дом"), ("Объем", "1,7 л"), ("Мощность", "2200 Вт")),
    ("Добавить в корзину", "Купить в 1 клик"),
)

TRENDYOL_TR: Item = (
    "Pamuklu Nevresim Takımı Çift Kişilik",
    (
        "Yüzde yüz pamuklu ranforse kumaştan dikilen nevresim takımı, ilk yıkamadan sonra daha da yumuşar ve bütün yıl boyunca nefes alır.",
        "Takımda bir nevresim, bir çarşaf ve iki yastık kılıfı bulunur; kırk derecede yıkanabilir ve ütü gerektirmez.",
    ),
    (("Materyal", "%100 Pamuk"), ("Nevresim Ölçüsü", "200 x 220 cm"), ("Menşei", "TR")),
    ("Sepete Ekle", "Şimdi Al"),
)

NOON_AR: Item = (
    "سماعات رأس لاسلكية بخاصية إلغاء الضوضاء",
    (
        "تحجب السماعات ضوضاء الطائرة والشارع بفضل أربعة ميكروفونات، وتمنحك صوتًا واضحًا بجهير عميق طوال ثلاثين ساعة من التشغيل بشحنة واحدة.",
        "تنطوي الوسائد الناعمة لتوضع في الحقيبة المرفقة، ويمكن توصيلها بجهازين في الوقت نفسه.",
    ),
    (("العلامة التجارية", "صدى"), ("عمر البطارية", "30 ساعة"), ("الاتصال", "بلوتوث 5.3")),
    ("أضف إلى العربة", "اشترِ الآن"),
)


def _marketplace(item: Item, classes: tuple[str, str, str], shape: str, extra: str = "") -> Built:
    """A marketplace item's page (:func:`_market`): its name, description and
    specification values wanted, its buttons chrome."""
    name, body = _market(item, classes, shape, extra)
    _n, paras, specs, buttons = item
    return name, body, (name, *paras, *(v for _k, v in specs)), buttons


def _shopee(lang: str) -> Built:
    extra = "<div class='shipping-row'><span class='label'>Vận chuyển</span><span>Miễn phí vận chuyển</span></div>"
    return _marketplace(
        SHOPEE_VI, ("product-page", "product-buy-box", "product-detail__description"), "rows", extra
    )


def _tokopedia(lang: str) -> Built:
    return _marketplace(
        TOKOPEDIA_ID, ("css-pdp-main", "css-pdp-buybox", "css-product-info"), "rows"
    )


def _lazada(lang: str) -> Built:
    return _marketplace(LAZADA_TH, ("pdp-block", "pdp-cart-concern", "pdp-product-detail"), "table")


def _flipkart(lang: str) -> Built:
    return _marketplace(
        FLIPKART_HI, ("pdp-container", "buy-buttons", "product-description"), "table"
    )


def _coupang(lang: str) -> Built:
    return _marketplace(COUPANG_KO, ("prod-atf", "prod-buy", "product-detail-content"), "table")


def _yahoo(lang: str) -> Built:
    return _marketplace(YAHOO_JA, ("ItemDetail", "ItemCartArea", "ItemDescription"), "dl")


def _ozon(lang: str) -> Built:
    return _marketplace(OZON_RU, ("product-layout", "buy-widget", "product-about"), "dl")


def _trendyol(lang: str) -> Built:
    return _marketplace(
        TRENDYOL_TR,
        ("product-detail-container", "product-button-container", "detail-desc-contents"),
        "rows",
    )


def _noon(lang: str) -> Built:
    return _marketplace(NOON_AR, ("pdp-wrapper", "add-to-cart-box", "overview-section"), "table")


LAW_EN = (
    "Employment law for people, not corporations",
    "We represent employees across the state in wrongful termination, unpaid wages and discrimination cases, and we only get paid when you do.",
    (
        (
            "Wrongful termination",
            "If you were fired for reporting safety problems, taking medical leave or refusing to break the law, you may be owed back pay and damages.",
        ),
        (
            "Unpaid overtime",
            "Many workers labelled as managers or contractors are still owed overtime; we review your pay records at no cost.",
        ),
        (
            "Workplace discrimination",
            "We handle claims based on age, pregnancy, disability, race and religion before the agency and in court.",
        ),
    ),
)


def _law(lang: str) -> Built:
    title, lead, areas = LAW_EN
    blurbs = "".join(
        f"<div class='et_pb_module et_pb_blurb et_pb_blurb_{i}'><div class='et_pb_blurb_content'><div class='et_pb_main_blurb_image'><span class='et-pb-icon'>&#xe08d;</span></div>"
        f"<div class='et_pb_blurb_container'><h4 class='et_pb_module_header'><span>{_e(h)}</span></h4><div class='et_pb_blurb_description'><p>{_e(p)}</p></div></div></div></div>"
        for i, (h, p) in enumerate(areas)
    )
    body = (
        "<div id='et-main-area'><div id='main-content'><article class='page'><div class='entry-content'><div class='et-l et-l--post'><div class='et_builder_inner_content'>"
        f"<div class='et_pb_section et_pb_section_0'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_text'><div class='et_pb_text_inner'><h1>{_e(title)}</h1><p>{_e(lead)}</p></div></div>"
        "<div class='et_pb_button_module_wrapper'><a class='et_pb_button' href='tel:+15555550100'>Call (555) 555-0100</a></div></div></div></div>"
        f"<div class='et_pb_section et_pb_section_1'><div class='et_pb_row'><div class='et_pb_column'>{blurbs}</div></div></div>"
        "<div class='et_pb_section et_pb_section_2'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_contact_form_container'><h2 class='et_pb_contact_main_title'>Free case review</h2>"
        + _form(
            ("First name", "Phone number", "Tell us what happened"),
            "Submit",
            "et_pb_contact_form clearfix",
        )
        + "</div></div></div></div></div></div></div></article></div></div>"
    )
    wanted = (title, lead, *(h for h, _p in areas), *(p for _h, p in areas))
    return title, body, wanted, ("Phone number", "Tell us what happened")


DENTIST_FR = (
    "Cabinet dentaire des Tilleuls",
    "Nous accueillons enfants et adultes pour les soins courants, l'orthodontie invisible et les implants, dans un cabinet accessible aux personnes à mobilité réduite.",
    (
        (
            "Soins et prévention",
            "Détartrage, traitement des caries et conseils d'hygiène adaptés à chaque âge, avec un rappel par SMS tous les six mois.",
        ),
        (
            "Orthodontie invisible",
            "Des gouttières transparentes réalisées à partir d'une empreinte numérique, sans bagues ni fils métalliques.",
        ),
        (
            "Implantologie",
            "Le remplacement d'une dent manquante par un implant en titane, posé sous anesthésie locale en une séance.",
        ),
    ),
    (("Lundi – Vendredi", "8 h 30 – 19 h"), ("Samedi", "9 h – 13 h")),
)


def _dentist(lang: str) -> Built:
    title, lead, services, hours = DENTIST_FR
    cards = "".join(
        f"<div class='w-layout-grid service-card'><div class='service-icon w-embed'><svg viewBox='0 0 24 24'></svg></div><h3 class='heading-3'>{_e(h)}</h3><p class='paragraph-small'>{_e(p)}</p>"
        "<a href='/rendez-vous' class='link-block w-inline-block'><div class='text-link'>Prendre rendez-vous</div></a></div>"
        for h, p in services
    )
    body = (
        f"<div class='page-wrapper'><main class='main-wrapper'><section class='section-hero'><div class='container'><h1 class='heading-xlarge'>{_e(title)}</h1><p class='text-size-medium'>{_e(lead)}</p>"
        "<a href='/rendez-vous' class='button w-button'>Prendre rendez-vous en ligne</a></div></section>"
        f"<section class='section-services'><div class='container'><h2>Nos soins</h2><div class='w-layout-grid grid-services'>{cards}</div></div></section>"
        f"<section class='section-hours'><div class='container'><h2>Horaires d'ouverture</h2><table class='hours'>{_rows(hours)}</table></div></section></main></div>"
    )
    wanted = (
        title,
        lead,
        *(h for h, _p in services),
        *(p for _h, p in services),
        *(v for _k, v in hours),
    )
    return title, body, wanted, ("Prendre rendez-vous",)


PLUMBER_EN = (
    "Same-day plumbing repairs in Riverside",
    "Licensed plumbers on call seven days a week for leaks, blocked drains and water heaters, with upfront prices before any work starts.",
    (
        (
            "Leak detection",
            "Acoustic and thermal tools find hidden leaks behind walls and under slabs without tearing up your floors.",
        ),
        (
            "Drain cleaning",
            "Hydro-jetting clears grease and roots from kitchen and sewer lines, and a camera check shows the pipe is clear.",
        ),
        (
            "Water heaters",
            "We repair and replace tank and tankless heaters, and haul the old unit away at no extra charge.",
        ),
    ),
    (
        (
            "Maria G.",
            "They came out on a Sunday, found the leak in an hour and left the kitchen cleaner than they found it.",
        ),
    ),
)


def _plumber(lang: str) -> Built:
    title, lead, services, quotes = PLUMBER_EN
    boxes = "".join(
        f"<div class='elementor-column elementor-col-33'><div class='elementor-widget-wrap'><div class='elementor-element elementor-widget elementor-widget-icon-box'><div class='elementor-widget-container'><div class='elementor-icon-box-wrapper'>"
        f"<div class='elementor-icon-box-icon'><span class='elementor-icon'><i class='fas fa-wrench'></i></span></div><div class='elementor-icon-box-content'><h3 class='elementor-icon-box-title'><span>{_e(h)}</span></h3><p class='elementor-icon-box-description'>{_e(p)}</p></div></div></div></div></div></div>"
        for h, p in services
    )
    testimonials = "".join(
        f"<div class='elementor-testimonial-wrapper'><div class='elementor-testimonial-content'>{_e(q)}</div><div class='elementor-testimonial-meta'><div class='elementor-testimonial-details'><div class='elementor-testimonial-name'>{_e(n)}</div></div></div></div>"
        for n, q in quotes
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-12'>"
        f"<section class='elementor-section elementor-top-section'><div class='elementor-container'><div class='elementor-widget-wrap'><div class='elementor-widget elementor-widget-heading'><div class='elementor-widget-container'><h1 class='elementor-heading-title'>{_e(title)}</h1></div></div>"
        f"<div class='elementor-widget elementor-widget-text-editor'><div class='elementor-widget-container'><p>{_e(lead)}</p></div></div>"
        "<div class='elementor-widget elementor-widget-button'><div class='elementor-widget-container'><a class='elementor-button elementor-button-link' href='tel:5555550123'><span class='elementor-button-content-wrapper'><span class='elementor-button-text'>Call now: 555-0123</span></span></a></div></div></div></div></section>"
        f"<section class='elementor-section services'><div class='elementor-container'>{boxes}</div></section>"
        f"<section class='elementor-section testimonials'><div class='elementor-container'><div class='elementor-widget-testimonial'><div class='elementor-widget-container'>{testimonials}</div></div></div></section>"
        "<section class='elementor-section quote'><div class='elementor-container'><div class='elementor-widget-form'>"
        + _form(
            ("Your name", "ZIP code", "Describe the problem"), "Get my free quote", "elementor-form"
        )
        + "</div></div></section></div>"
    )
    wanted = (
        title,
        lead,
        *(h for h, _p in services),
        *(p for _h, p in services),
        *(q for _n, q in quotes),
    )
    return title, body, wanted, ("ZIP code", "Describe the problem", "Get my free quote")


FRAMER_DE = (
    "Softwareentwicklung für den Mittelstand",
    "Wir bauen Webanwendungen und Schnittstellen, die Ihre Warenwirtschaft, Ihren Onlineshop und Ihre Buchhaltung verbinden, und betreuen sie auch nach dem Start.",
    (
        (
            "Individuelle Anwendungen",
            "Von der ersten Skizze bis zum Betrieb: Wir entwickeln Portale und interne Werkzeuge, die genau zu Ihren Abläufen passen.",
        ),
        (
            "Schnittstellen",
            "Wir verbinden ERP, Shop und Versanddienstleister, damit Bestellungen ohne Abtippen durch Ihr Unternehmen laufen.",
        ),
        (
            "Wartung und Betrieb",
            "Updates, Monitoring und ein fester Ansprechpartner, der Ihr System kennt, zu einem monatlichen Festpreis.",
        ),
    ),
)


def _framer(lang: str) -> Built:
    title, lead, offers = FRAMER_DE
    cards = "".join(
        f"<div class='framer-1x2y3z' data-framer-name='Card'><div class='framer-text-wrap' data-framer-component-type='RichTextContainer'><h3 class='framer-text'>{_e(h)}</h3></div>"
        f"<div class='framer-text-wrap' data-framer-component-type='RichTextContainer'><p class='framer-text'>{_e(p)}</p></div></div>"
        for h, p in offers
    )
    body = (
        "<div id='main' data-framer-hydrate-v2='{}'><div class='framer-Yx9Qa framer-72rtr7' data-framer-name='Desktop'>"
        f"<section class='framer-hero' data-framer-name='Hero'><div data-framer-component-type='RichTextContainer'><h1 class='framer-text'>{_e(title)}</h1></div>"
        f"<div data-framer-component-type='RichTextContainer'><p class='framer-text'>{_e(lead)}</p></div>"
        "<a class='framer-button' href='./kontakt' data-framer-name='Button'><div data-framer-component-type='RichTextContainer'><p class='framer-text'>Erstgespräch vereinbaren</p></div></a></section>"
        f"<section class='framer-services' data-framer-name='Leistungen'>{cards}</section>"
        "<section class='framer-logos' data-framer-name='Logos'><div data-framer-component-type='RichTextContainer'><p class='framer-text'>Diese Unternehmen vertrauen uns</p></div></section>"
        "</div></div>"
    )
    wanted = (title, lead, *(h for h, _p in offers), *(p for _h, p in offers))
    return title, body, wanted, ("Diese Unternehmen vertrauen uns",)


SHOP4_ENGINES: dict[str, EngineSpec] = {
    "woo": (_woo, "single-product woocommerce", ("en",)),
    "magento": (_magento, "catalog-product-view", ("en",)),
    "bigcommerce": (_bigcommerce, "page-type-product", ("en",)),
    "shopware": (_shopware, "is-ctl-product is-act-index", ("de",)),
    "jtl": (_jtl, "page-type-1", ("de",)),
    "lightspeed": (_lightspeed, "template-product", ("nl",)),
    "tiendanube": (_tiendanube, "template-product", ("es",)),
    "shopee": (_shopee, "product-detail", ("vi",)),
    "tokopedia": (_tokopedia, "pdp", ("id",)),
    "lazada": (_lazada, "pdp", ("th",)),
    "flipkart": (_flipkart, "product-page", ("hi",)),
    "coupang": (_coupang, "prod-page", ("ko",)),
    "yahoo": (_yahoo, "item-page", ("ja",)),
    "ozon": (_ozon, "product-page", ("ru",)),
    "trendyol": (_trendyol, "product-detail", ("tr",)),
    "noon": (_noon, "pdp", ("ar",)),
    "law": (_law, "page-template-default et_pb_pagebuilder_layout", ("en",)),
    "dentist": (_dentist, "body", ("fr",)),
    "plumber": (_plumber, "elementor-default elementor-page", ("en",)),
    "framer": (_framer, "framer-body", ("de",)),
}

# The languages without chrome words of their own in :data:`engine_listings.CHROME`.
_OTHER = {
    "nl": "en",
    "vi": "en",
    "id": "en",
    "th": "en",
    "hi": "en",
    "ko": "en",
    "tr": "en",
    "ar": "en",
}


def shop4_page(engine: str) -> ListingPage:
    """The page of ``engine`` (in its one language): markup, wanted texts, chrome lines."""
    return engine_page(SHOP4_ENGINES, _OTHER, engine, SHOP4_ENGINES[engine][2][0])
