# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product and service pages of platforms the shop suites lacked (stop 77, qshop42).

Shop engines: PrestaShop 8 with its data sheet (fr), OpenCart 3 with its specification
tab and review form (uk), Salesforce Commerce Cloud's collapsible details (it), Ecwid
(sv), Squarespace Commerce (en), Wix Stores' info sections (nl), Gumroad's digital
product (en); marketplace items after Etsy (de), Mercado Livre (pt), Rakuten Taiwan
(zh), Allegro Czech (cs) and Zalando (da); a SaaS pricing page with a monthly/yearly
toggle (ja), a Webflow agency page with a "trusted by" logo strip (es), a Squarespace
yoga studio (en), an accountant on WordPress Astra (pl) and a removal firm's quote
page in Wix (fi).

Shop engines declare their product (JSON-LD ``Product``, or Magento's and OpenCart's
``og:type`` ``product``) as the real ones do, except where noted. What a reader wants,
from wcxb-dev's product and service truths: the product's name (most product truths
open with it), the description, the specification values, a service page's prose; the
cart buttons, quantity steppers, review and question forms' labels, shipping
calculators, cross-sell rails and the chrome of :func:`tests.auto.engine_listings._head`
and ``_foot`` are chrome. Prices and stock lines are asserted neither way. No page is
copied from a site or from the shared datasets. :func:`shop5_page` returns a
:class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

import json

from tests.auto.engine_listings import EngineSpec, ListingPage, _e, engine_page
from tests.auto.engine_shops3 import Built, _form, _paras, _rows


def _ld(name: str, price: str, currency: str) -> str:
    """A JSON-LD ``Product`` with its offer, as shop engines write in the body."""
    data = {
        "@context": "https://schema.org/",
        "@type": "Product",
        "name": name,
        "offers": {"@type": "Offer", "price": price, "priceCurrency": currency},
    }
    return f"<script type='application/ld+json'>{json.dumps(data, ensure_ascii=False)}</script>"


def _og_product() -> str:
    """``og:type`` ``product``, written in the body where an engine's template puts it."""
    return "<meta property='og:type' content='product'>"


def _qty(label: str) -> str:
    """A quantity stepper with its label."""
    return (
        f"<div class='qty'><label for='quantity_wanted'>{_e(label)}</label>"
        "<button class='qty-down' aria-label='-'>−</button><input type='number' id='quantity_wanted' name='qty' value='1'>"
        "<button class='qty-up' aria-label='+'>+</button></div>"
    )


PRESTA_FR = (
    "Théière en fonte émaillée 0,9 L",
    (
        "Coulée en fonte puis émaillée à l'intérieur, cette théière garde l'eau chaude longtemps et diffuse la chaleur de façon égale pour révéler les thés verts comme les noirs.",
        "Son filtre amovible en inox permet de retirer les feuilles à la fin de l'infusion ; un simple rinçage à l'eau claire suffit pour l'entretenir.",
    ),
    (("Contenance", "0,9 litre"), ("Matière", "Fonte émaillée"), ("Poids", "1,4 kg")),
)


def _prestashop(lang: str) -> Built:
    name, paras, sheet = PRESTA_FR
    dl = "".join(f"<dt class='name'>{_e(k)}</dt><dd class='value'>{_e(v)}</dd>" for k, v in sheet)
    body = (
        f"<section id='wrapper'><div class='container'><div id='content-wrapper'><section id='main'>{_ld(name, '59.00', 'EUR')}"
        "<div class='row product-container js-product-container'><div class='col-md-6'><div class='images-container'><img src='/img/teiere.jpg' alt=''></div></div>"
        f"<div class='col-md-6'><h1 class='h1'>{_e(name)}</h1>"
        "<div class='product-prices js-product-prices'><div class='current-price'><span class='current-price-value' content='59'>59,00 €</span></div><div class='tax-shipping-delivery-label'>TTC</div></div>"
        "<div class='product-actions js-product-actions'><form action='/panier' method='post' id='add-to-cart-or-refresh'>"
        "<div class='product-variants js-product-variants'><div class='clearfix product-variants-item'><span class='control-label'>Couleur : </span>"
        "<select class='form-control form-control-select' id='group_2' name='group[2]'><option value='8' selected>Noir</option><option value='9'>Rouge</option></select></div></div>"
        "<div class='product-add-to-cart js-product-add-to-cart'><span class='control-label'>Quantité</span><div class='product-quantity clearfix'>"
        "<div class='qty'><input type='number' name='qty' id='quantity_wanted' value='1' class='input-group'></div>"
        "<div class='add'><button class='btn btn-primary add-to-cart' data-button-action='add-to-cart' type='submit'>Ajouter au panier</button></div></div></div></form></div>"
        "<div class='blockreassurance_product'><div><span class='block-title'>Livraison offerte dès 49 €</span></div><div><span class='block-title'>Retours sous 30 jours</span></div></div>"
        "<div class='tabs'><ul class='nav nav-tabs' role='tablist'><li class='nav-item'><a class='nav-link active' data-toggle='tab' href='#description'>Description</a></li>"
        "<li class='nav-item'><a class='nav-link' data-toggle='tab' href='#product-details'>Détails du produit</a></li></ul>"
        f"<div class='tab-content' id='tab-content'><div class='tab-pane fade in active' id='description' role='tabpanel'><div class='product-description'>{_paras(paras)}</div></div>"
        f"<div class='tab-pane fade' id='product-details' role='tabpanel'><section class='product-features'><p class='h6'>Fiche technique</p><dl class='data-sheet'>{dl}</dl></section></div></div></div></div></div>"
        "<section class='product-accessories clearfix'><p class='h5 text-uppercase'>Vous aimerez aussi</p><div class='products'><article class='product-miniature'><h3 class='product-title'><a href='/tasses'>Tasses en grès, lot de deux</a></h3><span class='price'>24,00 €</span></article></div></section>"
        "</section></div></div></section>"
    )
    wanted = (name, *paras, *(v for _k, v in sheet))
    return name, body, wanted, ("Ajouter au panier", "Quantité", "Vous aimerez aussi")


OPENCART_UK = (
    "Рюкзак міський водовідштовхувальний 25 л",
    (
        "Рюкзак пошитий з щільного поліестеру з водовідштовхувальним просоченням, тож ноутбук і документи залишаються сухими навіть під осінньою зливою.",
        "М'яка спинка з повітряними каналами не дає спині пітніти, а приховану кишеню для паспорта видно лише тому, хто носить рюкзак.",
    ),
    (
        ("Об'єм", "25 л"),
        ("Матеріал", "Поліестер 600D"),
        ("Відділення для ноутбука", "до 15,6 дюйма"),
    ),
)


def _opencart(lang: str) -> Built:
    name, paras, specs = OPENCART_UK
    table = "".join(f"<tr><td>{_e(k)}</td><td>{_e(v)}</td></tr>" for k, v in specs)
    body = (
        f"<div id='product-product' class='container'>{_og_product()}<ul class='breadcrumb'><li><a href='/'><i class='fa fa-home'></i></a></li><li><a href='/ryukzaky'>Рюкзаки</a></li></ul>"
        "<div class='row'><div id='content' class='col-sm-12'><div class='row'><div class='col-sm-8'><ul class='thumbnails'><li><a class='thumbnail' href='/img/r.jpg'><img src='/img/r.jpg' alt=''></a></li></ul>"
        "<ul class='nav nav-tabs'><li class='active'><a href='#tab-description' data-toggle='tab'>Опис</a></li><li><a href='#tab-specification' data-toggle='tab'>Характеристики</a></li><li><a href='#tab-review' data-toggle='tab'>Відгуки (0)</a></li></ul>"
        f"<div class='tab-content'><div class='tab-pane active' id='tab-description'>{_paras(paras)}</div>"
        f"<div class='tab-pane' id='tab-specification'><table class='table table-bordered'><thead><tr><td colspan='2'><strong>Загальні</strong></td></tr></thead><tbody>{table}</tbody></table></div>"
        "<div class='tab-pane' id='tab-review'><form class='form-horizontal' id='form-review'><div id='review'><p>Немає відгуків про цей товар.</p></div><h2>Написати відгук</h2>"
        "<div class='form-group required'><div class='col-sm-12'><label class='control-label' for='input-name'>Ваше ім'я</label><input type='text' name='name' id='input-name' class='form-control'></div></div>"
        "<div class='form-group required'><div class='col-sm-12'><label class='control-label' for='input-review'>Ваш відгук</label><textarea name='text' rows='5' id='input-review' class='form-control'></textarea>"
        "<div class='help-block'><span class='text-danger'>Примітка:</span> HTML не підтримується!</div></div></div>"
        "<div class='buttons clearfix'><div class='pull-right'><button type='button' id='button-review' class='btn btn-primary'>Продовжити</button></div></div></form></div></div></div>"
        f"<div class='col-sm-4'><div class='btn-group'><button type='button' class='btn btn-default' title='В закладки'><i class='fa fa-heart'></i></button></div><h1>{_e(name)}</h1>"
        "<ul class='list-unstyled'><li>Виробник: <a href='/brand/miskyi'>Міський</a></li><li>Код товару: RM-25</li><li>Наявність: Є в наявності</li></ul>"
        "<ul class='list-unstyled'><li><h2>1 299 грн</h2></li></ul>"
        "<div id='product'><div class='form-group'><label class='control-label' for='input-quantity'>Кількість</label><input type='text' name='quantity' value='1' size='2' id='input-quantity' class='form-control'>"
        "<br><button type='button' id='button-cart' class='btn btn-primary btn-lg btn-block'>Купити</button></div></div></div></div></div></div></div>"
    )
    wanted = (name, *paras, *(v for _k, v in specs))
    return name, body, wanted, ("Купити", "Кількість", "Ваше ім'я", "Ваш відгук", "Написати відгук")


SFCC_IT = (
    "Giacca imbottita leggera uomo",
    (
        "Un'imbottitura in piuma riciclata rende la giacca calda ma così leggera da poterla riporre nella sua tasca interna, pronta per un cambio di tempo in montagna.",
        "Il tessuto esterno antivento è trattato per respingere la pioggerella, e le cuciture sono nastrate sulle spalle dove lo zaino sfrega di più.",
    ),
    (("Peso", "310 g"), ("Imbottitura", "Piuma riciclata 800 cuin"), ("Vestibilità", "Regolare")),
)


def _sfcc(lang: str) -> Built:
    name, paras, details = SFCC_IT
    rows = "".join(f"<li><span class='label'>{_e(k)}:</span> {_e(v)}</li>" for k, v in details)
    body = (
        f"<div class='container product-detail product-wrapper' data-pid='M-4410'>{_ld(name, '189.00', 'EUR')}<div class='row'><div class='col-12 col-sm-6'><div class='primary-images'><img src='/i/giacca.jpg' alt=''></div></div>"
        f"<div class='col-12 col-sm-6'><div class='product-name-wrapper'><h1 class='product-name'>{_e(name)}</h1></div>"
        "<div class='prices'><div class='price'><span class='sales'><span class='value' content='189.00'>189,00 €</span></span></div></div>"
        "<div class='attributes'><div class='attribute'><label class='size' for='size-1'>Seleziona la taglia</label>"
        "<select class='custom-select form-control select-size' id='size-1'><option>Seleziona la taglia</option><option>S</option><option>M</option><option>L</option></select></div>"
        "<div class='quantity'><label for='quantity-1'>Quantità</label><select class='quantity-select custom-select form-control' id='quantity-1'><option>1</option><option>2</option></select></div></div>"
        "<div class='cart-and-ipay'><button class='add-to-cart btn btn-primary' data-pid='M-4410'>Aggiungi al carrello</button></div>"
        "<div class='product-availability'><div class='availability-msg'>Disponibile</div></div></div></div>"
        "<div class='description-and-detail'><div class='row collapsible-xs description'><div class='col-sm-12 col-md-4 col-lg-3'><h2 class='title'>Descrizione</h2></div>"
        f"<div class='col-sm-12 col-md-8 col-lg-9 value content' id='collapsible-description-1'>{_paras(paras)}</div></div>"
        "<div class='row collapsible-xs details'><div class='col-sm-12 col-md-4 col-lg-3'><h2 class='title'>Dettagli</h2></div>"
        f"<div class='col-sm-12 col-md-8 col-lg-9 value content' id='collapsible-details-1'><ul>{rows}</ul></div></div></div>"
        "<div class='recommendations'><h2 class='title'>Potrebbe piacerti anche</h2><div class='product-tile'><div class='pdp-link'><a class='link' href='/p/gilet'>Gilet imbottito uomo</a></div><span class='value'>129,00 €</span></div></div></div>"
    )
    wanted = (name, *paras, *(v for _k, v in details))
    return (
        name,
        body,
        wanted,
        ("Aggiungi al carrello", "Quantità", "Seleziona la taglia", "Potrebbe piacerti anche"),
    )


ECWID_SV = (
    "Handgjord ljusstake i mässing",
    (
        "Ljusstaken svarvas för hand i massiv mässing i en liten verkstad i Småland och får med tiden en varm, mörkare patina som vi tycker gör den vackrare.",
        "Den passar vanliga kronljus och står stadigt tack vare den tunga foten; putsa med en mjuk trasa om du vill behålla den blanka ytan.",
    ),
)


def _ecwid(lang: str) -> Built:
    name, paras = ECWID_SV
    body = (
        f"<div class='ec-store ec-store__product-page'>{_ld(name, '495', 'SEK')}<div class='ecwid-productBrowser ecwid-productBrowser-ProductPage'><div class='product-details'>"
        "<div class='product-details__gallery'><img src='/img/ljus.jpg' alt=''></div>"
        f"<div class='product-details__sidebar'><h1 class='product-details__product-title ec-header-h3'>{_e(name)}</h1>"
        "<div class='product-details__product-price ec-price-item'><span class='details-product-price__value ec-price-item notranslate'>495 kr</span></div>"
        "<div class='product-details-module product-details__action-panel details-product-purchase'><div class='details-product-purchase__qty'><div class='product-details-module__title ec-header-h6'>Antal</div>"
        "<div class='form-control form-control--flexible'><input type='number' class='form-control__text' value='1' aria-label='Antal'></div></div>"
        "<div class='form-control form-control--button'><button class='form-control__button'><span class='form-control__button-text'>Lägg i varukorgen</span></button></div></div>"
        "<div class='product-details-module product-details__share'><div class='product-details-module__title ec-header-h6'>Dela den här produkten med dina vänner</div>"
        "<div class='product-details__share-buttons'><a class='ec-likely__widget' href='#'>Dela</a><a class='ec-likely__widget' href='#'>Pinna</a></div></div></div>"
        f"<div class='product-details__product-description ec-text-muted' itemprop='description'>{_paras(paras)}</div></div></div></div>"
    )
    return (
        name,
        body,
        (name, *paras),
        ("Lägg i varukorgen", "Dela den här produkten med dina vänner"),
    )


SQUARESPACE_EN = (
    "Linen Apron with Cross Back",
    (
        "Cut from stonewashed European linen that softens with every wash, this apron crosses at the back so no ties pull on your neck through a long day at the bench.",
        "Two deep front pockets hold a phone, a pencil and a notebook; the hem is finished by hand in our Portland studio.",
    ),
    (
        "Machine wash cold and line dry; a warm iron brings back the crisp look if you want it.",
        "Each apron is made to order and ships within five working days.",
    ),
)


def _squarespace(lang: str) -> Built:
    name, paras, care = SQUARESPACE_EN
    body = (
        f"<main id='page' role='main'><section class='ProductItem' data-item-id='65fa'>{_ld(name, '68.00', 'USD')}"
        "<nav class='ProductItem-nav'><div class='ProductItem-nav-breadcrumb'><a href='/shop' class='ProductItem-nav-breadcrumb-link'>Shop</a><span class='ProductItem-nav-breadcrumb-separator'></span><a href='/shop/p/apron' class='ProductItem-nav-breadcrumb-link'>Linen Apron with Cross Back</a></div>"
        "<div class='ProductItem-nav-pagination'><a href='/shop/p/tote' class='ProductItem-nav-pagination-link--prev'>Back</a><a href='/shop/p/mitt' class='ProductItem-nav-pagination-link--next'>Next</a></div></nav>"
        "<section class='ProductItem-summary'><div class='ProductItem-gallery'><img src='/s/apron.jpg' alt=''></div><div class='ProductItem-details'>"
        f"<h1 class='ProductItem-details-title' data-content-field='title'>{_e(name)}</h1>"
        "<div class='product-price'>$68.00</div>"
        f"<div class='ProductItem-details-excerpt'>{_paras(paras)}</div>"
        "<div class='product-variants' data-variants='[]'><div class='variant-option'><div class='variant-option-title'>Colour:</div><div class='variant-select-wrapper'><select aria-label='Select Colour'><option>Select Colour</option><option>Oat</option><option>Charcoal</option></select></div></div></div>"
        "<div class='product-quantity-input'><div class='quantity-label'>Quantity:</div><input aria-label='Quantity' size='4' type='number' min='1' value='1'></div>"
        "<div class='sqs-add-to-cart-button-wrapper'><div class='sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary' role='button' tabindex='0'><div class='sqs-add-to-cart-button-inner'>Add To Cart</div></div></div>"
        "</div></section><section class='ProductItem-additional'><div class='sqs-layout sqs-grid-12 columns-12'><div class='sqs-block html-block'><div class='sqs-block-content'><h3>Care</h3>"
        f"{_paras(care)}</div></div></div></section>"
        "<section class='ProductItem-relatedProducts'><h2 class='ProductItem-relatedProducts-heading'>You Might Also Like</h2><div class='ProductItem-relatedProducts-item'><a href='/shop/p/mitt' class='ProductItem-relatedProducts-title'>Quilted Oven Mitt</a><div class='product-price'>$32.00</div></div></section></section></main>"
    )
    return name, body, (name, *paras, *care), ("Add To Cart", "Quantity:", "You Might Also Like")


WIX_NL = (
    "Keramieken plantenpot met schotel",
    (
        "De pot is met de hand gedraaid en aan de binnenkant geglazuurd, zodat hij geen water doorlaat en ook binnen op een houten vensterbank kan staan.",
        "Door het afvoergat in de bodem en de losse schotel krijgen de wortels nooit natte voeten.",
    ),
    (
        (
            "Productinformatie",
            "Doorsnede 18 cm, hoogte 16 cm; past een kwekerspot tot veertien centimeter.",
        ),
        (
            "Retourbeleid",
            "Niet tevreden? Binnen veertien dagen terugsturen kan, in de originele verpakking.",
        ),
    ),
)


def _wix(lang: str) -> Built:
    name, paras, sections = WIX_NL
    info = "".join(
        f"<li data-hook='info-section'><h2 data-hook='info-section-title'><span>{_e(t)}</span></h2><div data-hook='info-section-description'><p>{_e(d)}</p></div></li>"
        for t, d in sections
    )
    body = (
        f"<main id='PAGES_CONTAINER'>{_ld(name, '34.95', 'EUR')}<div data-hook='product-page'><article data-hook='product-page-layout'><section data-hook='product-gallery'><img src='/w/pot.jpg' alt=''></section>"
        f"<section data-hook='details-placeholder'><h1 data-hook='product-title'>{_e(name)}</h1>"
        "<div data-hook='product-prices-wrapper'><span data-hook='formatted-primary-price'>€ 34,95</span></div>"
        f"<pre data-hook='description'>{_paras(paras)}</pre>"
        "<div data-hook='product-options'><span data-hook='options-dropdown-title'>Kleur</span><button data-hook='dropdown-base'>Kies</button></div>"
        "<div data-hook='number-input-spinner'><label data-hook='quantity-label'>Aantal</label><input data-hook='number-input-spinner-input' type='number' value='1'></div>"
        "<div data-hook='add-to-cart-wrapper'><button data-hook='add-to-cart'><span>Toevoegen aan winkelwagen</span></button></div>"
        "<div data-hook='buy-now-button-wrapper'><button data-hook='buy-now-button'>Nu kopen</button></div></section>"
        f"<section data-hook='info-section-layout'><ul>{info}</ul></section></article></div></main>"
    )
    wanted = (name, *paras, *(d for _t, d in sections))
    return name, body, wanted, ("Toevoegen aan winkelwagen", "Nu kopen", "Aantal")


GUMROAD_EN = (
    "Field Recording Sample Pack: Northern Coasts",
    (
        "Four hundred clean recordings of waves, shingle, gulls and harbour ropes, captured over two winters on the coasts of Norway and Scotland with a pair of matched omni microphones.",
        "Every file is trimmed, named by place and season, and delivered as 24-bit WAV, ready to drop into a film mix or a sampler.",
    ),
    (("Size", "2.1 GB"), ("Files", "412 WAV"), ("Length", "3 h 40 min")),
)


def _gumroad(lang: str) -> Built:
    name, paras, info = GUMROAD_EN
    rows = "".join(f"<div class='row'><h5>{_e(k)}</h5><div>{_e(v)}</div></div>" for k, v in info)
    body = (
        f"<main class='product-page'>{_ld(name, '24', 'USD')}<article class='product'><figure class='preview-container'><img src='/g/cover.png' alt=''></figure>"
        f"<section><header><h1 itemprop='name'>{_e(name)}</h1></header>"
        "<section class='details'><div class='has-tooltip right'><div class='price' itemprop='offers'>$24+</div></div>"
        "<div class='user'><a href='https://example.com/u'>Tide Archive</a></div><div class='rating'><span class='rating-number'>4.9</span> (212 ratings)</div></section>"
        f"<section><div class='rich-text'>{_paras(paras)}</div></section></section>"
        "<section><section class='stack'><div><fieldset><legend><label for='pwyw'>Name a fair price:</label></legend><div class='input'><div class='pill'>$</div><input type='text' id='pwyw' placeholder='24+'></div></fieldset>"
        "<a class='button accent' href='#checkout' target='_top'>I want this!</a></div>"
        f"<div class='info'>{rows}</div>"
        "<div class='share'><button class='button' type='button'>Add to wishlist</button></div></section></section></article></main>"
    )
    wanted = (name, *paras, *(v for _k, v in info))
    return name, body, wanted, ("I want this!", "Name a fair price:", "Add to wishlist")


# A marketplace item: (name, description paragraphs, specification pairs, buttons).
Item = tuple[str, tuple[str, ...], tuple[tuple[str, str], ...], tuple[str, ...]]

ETSY_DE: Item = (
    "Personalisiertes Schneidebrett aus Walnussholz",
    (
        "Jedes Brett wird aus einem Stück amerikanischem Nussbaum geschnitten, mit Leinöl behandelt und auf Wunsch mit euren Namen und einem Datum graviert.",
        "Ein schönes Geschenk zur Hochzeit oder zum Einzug; bitte das Brett nicht in die Spülmaschine geben, sondern von Hand abwischen.",
    ),
    (("Material", "Walnussholz"), ("Größe", "40 × 25 cm"), ("Herstellung", "Handgefertigt")),
    ("In den Warenkorb", "Jetzt kaufen"),
)


def _etsy(lang: str) -> Built:
    name, paras, details, buttons = ETSY_DE
    lis = "".join(
        f"<li><div class='wt-text-body-01'>{_e(k)}: {_e(v)}</div></li>" for k, v in details
    )
    body = (
        f"<div class='listing-page'>{_ld(name, '54.00', 'EUR')}<div class='wt-grid'><div class='image-col'><img src='/e/brett.jpg' alt=''></div><div class='body-wrap'>"
        "<div data-buy-box-region='price'><p class='wt-text-title-larger'>54,00 €</p><p class='wt-text-caption'>Inkl. MwSt. (wo zutreffend)</p></div>"
        f"<h1 class='wt-text-body-01 wt-line-height-tight wt-break-word' data-buy-box-listing-title='true'>{_e(name)}</h1>"
        "<div class='shop-name'><a href='/shop/holzwerk'>HolzwerkNord</a> <span class='star-seller'>Star-Verkäufer</span></div>"
        "<div data-selector='listing-page-personalization'><label for='personalization-input' class='wt-label'>Personalisierung hinzufügen</label><textarea id='personalization-input'></textarea></div>"
        f"<div data-selector='add-to-cart-button'><button class='wt-btn wt-btn--filled' type='submit'>{_e(buttons[0])}</button></div><div><button class='wt-btn wt-btn--outline'>{_e(buttons[1])}</button></div>"
        f"<div id='product-details-content-toggle'><h2 class='wt-text-body-01'>Artikeldetails</h2><ul class='wt-text-body-01'>{lis}</ul>"
        f"<div data-id='description-text'><p class='wt-text-body-01 wt-break-word'>{_e(paras[0])}<br><br>{_e(paras[1])}</p></div></div>"
        "<div id='shipping-variant-div'><h2>Versand und Rückgaberichtlinien</h2><div class='wt-grid__item'><p>Voraussichtliche Lieferung: 12.–15. März</p></div>"
        "<form class='shipping-calculator'><label for='estimated-country'>Land</label><select id='estimated-country'><option>Deutschland</option></select>"
        "<label for='zip'>Postleitzahl</label><input type='text' id='zip'><button type='submit'>Aktualisieren</button></form></div></div></div>"
        "<div class='listing-page-recs'><h2>Das könnte dir auch gefallen</h2><ul><li><a href='/l/2'>Servierbrett aus Eiche mit Griff</a></li></ul></div></div>"
    )
    wanted = (name, *paras, *(v for _k, v in details))
    return (
        name,
        body,
        wanted,
        (*buttons, "Personalisierung hinzufügen", "Postleitzahl", "Das könnte dir auch gefallen"),
    )


MELI_PT: Item = (
    "Cafeteira Italiana Inox 6 Xícaras Indução",
    (
        "Feita em aço inoxidável escovado, a cafeteira funciona em fogão a gás, elétrico, vitrocerâmico e de indução, e prepara seis xícaras de café encorpado em poucos minutos.",
        "A válvula de segurança em latão e a borracha de vedação de silicone garantem o uso por muitos anos; basta lavar com água e sabão neutro.",
    ),
    (("Marca", "Bella Moka"), ("Capacidade", "300 ml"), ("Material", "Aço inoxidável")),
    ("Comprar agora", "Adicionar ao carrinho"),
)


def _meli(lang: str) -> Built:
    name, paras, specs, buttons = MELI_PT
    rows = "".join(
        f"<tr class='andes-table__row'><th class='andes-table__header'>{_e(k)}</th><td class='andes-table__column'><span class='andes-table__column--value'>{_e(v)}</span></td></tr>"
        for k, v in specs
    )
    body = (
        f"<main role='main' id='root-app'>{_ld(name, '149.90', 'BRL')}<div class='ui-pdp-container'><div class='ui-pdp-container__col col-2'><div class='ui-pdp-gallery'><img src='/m/moka.jpg' alt=''></div>"
        "<div class='ui-pdp-header'><div class='ui-pdp-header__subtitle'><span class='ui-pdp-subtitle'>Novo  |  +1000 vendidos</span></div>"
        f"<div class='ui-pdp-header__title-container'><h1 class='ui-pdp-title'>{_e(name)}</h1></div></div>"
        "<div class='ui-pdp-price'><span class='andes-money-amount'>R$ 149,90</span><p class='ui-pdp-color--GREEN'>em 10x R$ 14,99 sem juros</p></div>"
        f"<div class='ui-pdp-specs'><h2 class='ui-pdp-specs__title'>Características do produto</h2><table class='andes-table'><tbody>{rows}</tbody></table></div>"
        f"<div class='ui-pdp-description'><h2 class='ui-pdp-description__title'>Descrição</h2><p class='ui-pdp-description__content'>{_e(paras[0])}<br><br>{_e(paras[1])}</p></div>"
        "<div class='ui-pdp-questions'><h2 class='ui-pdp-questions__title'>Perguntas e respostas</h2><form class='ui-pdp-questions__form'><label for='q'>Pergunte ao vendedor</label><textarea id='q' placeholder='Escreva sua pergunta...'></textarea><button type='submit'>Perguntar</button></form></div></div>"
        "<div class='ui-pdp-container__col col-1'><div class='ui-pdp-buybox'><p class='ui-pdp-stock-information__title'>Estoque disponível</p>"
        "<div class='ui-pdp-buybox__quantity'><span class='andes-dropdown__display-values'>Quantidade: 1 unidade</span></div>"
        f"<div class='ui-pdp-actions'><button class='andes-button andes-button--loud'>{_e(buttons[0])}</button><button class='andes-button andes-button--quiet'>{_e(buttons[1])}</button></div>"
        "<div class='ui-pdp-shipping'><p>Calcular o frete</p><a href='#cep'>Informe seu CEP</a></div></div></div></div></main>"
    )
    wanted = (name, *paras, *(v for _k, v in specs))
    return (
        name,
        body,
        wanted,
        (*buttons, "Pergunte ao vendedor", "Quantidade: 1 unidade", "Informe seu CEP"),
    )


RAKUTEN_ZH: Item = (
    "304不鏽鋼真空保溫瓶 750ml",
    (
        "瓶身採用雙層304不鏽鋼真空結構，熱飲可保溫十二小時，冰飲可保冷二十四小時，瓶外不凝結水珠，放進包包也不會弄濕文件。",
        "杯蓋附矽膠密封圈，倒放也不漏水；瓶口寬大，可以直接放入冰塊，清洗時用長柄刷即可刷到瓶底。",
    ),
    (("容量", "750ml"), ("材質", "304不鏽鋼"), ("重量", "約360g")),
    ("加入購物車", "立即購買"),
)


def _rakuten(lang: str) -> Built:
    name, paras, specs, buttons = RAKUTEN_ZH
    body = (
        f"<div id='container' class='product-page'>{_ld(name, '690', 'TWD')}<div class='b-container'><div class='b-product-image'><img src='/r/bottle.jpg' alt=''></div>"
        f"<div class='b-product-info'><h1 class='b-ttl-main'>{_e(name)}</h1>"
        "<div class='b-product-price'><span class='b-text-prime'>NT$690</span><span class='b-point'>點數回饋 1%</span></div>"
        "<div class='b-option'><label class='b-label' for='color'>顏色</label><select id='color'><option>請選擇</option><option>霧黑</option><option>奶白</option></select></div>"
        "<div class='b-quantity'><label class='b-label' for='qty'>數量</label><input id='qty' type='number' value='1'></div>"
        f"<div class='b-buttons'><button class='b-btn-cart'>{_e(buttons[0])}</button><button class='b-btn-buy'>{_e(buttons[1])}</button></div></div>"
        f"<div class='b-product-spec'><h2>商品規格</h2><table class='b-spec'><tbody>{_rows(specs)}</tbody></table></div>"
        f"<div class='b-product-desc'><h2>商品說明</h2>{_paras(paras)}</div>"
        "<div class='b-shop-reco'><h2>店長推薦</h2><ul><li><a href='/r/cup'>不鏽鋼隨行咖啡杯 400ml</a></li></ul></div></div></div>"
    )
    wanted = (name, *paras, *(v for _k, v in specs))
    return name, body, wanted, (*buttons, "數量", "店長推薦")


ALLEGRO_CS: Item = (
    "Elektrická konvice skleněná 1,7 l s LED podsvícením",
    (
        "Konvice ze žáruvzdorného skla uvaří plnou nádobu vody za necelé čtyři minuty a modré podsvícení ukazuje, kdy se ohřívá.",
        "Vyjímatelný filtr zachytí vodní kámen a ochrana proti chodu naprázdno vypne topné těleso, když v konvici nezbude voda.",
    ),
    (("Stav", "Nové"), ("Objem", "1,7 l"), ("Příkon", "2200 W")),
    ("Přidat do košíku", "Koupit nyní"),
)


def _allegro(lang: str) -> Built:
    name, paras, specs, buttons = ALLEGRO_CS
    params = "".join(
        f"<li class='_param'><div class='_name'>{_e(k)}</div><div class='_value'>{_e(v)}</div></li>"
        for k, v in specs
    )
    body = (
        f"<div class='opbox-layout' data-box-name='showoffer'>{_ld(name, '799', 'CZK')}<div class='mp-gallery'><img src='/a/konvice.jpg' alt=''></div>"
        f"<div data-box-name='summaryOneColumn'><h1 class='mp4t_0 mryx_0'>{_e(name)}</h1>"
        "<div data-box-name='Price'><div aria-label='cena 799,00 Kč'>799,00 Kč</div><div class='mp0t_0'>Doprava zdarma se Smart!</div></div>"
        "<div data-box-name='Quantity'><label for='quantity'>Počet kusů</label><input id='quantity' type='number' value='1'><span>z 86 kusů</span></div>"
        f"<div data-box-name='Buttons'><button data-role='add-to-cart-button'>{_e(buttons[0])}</button><button data-role='buy-now'>{_e(buttons[1])}</button></div>"
        "<div data-box-name='Delivery'><p>Dodání: zítra u vás</p><a href='#delivery'>Více možností dodání</a></div></div>"
        f"<div data-box-name='Parameters'><h2>Parametry</h2><ul class='_params'>{params}</ul></div>"
        f"<div data-box-name='Description'><h2>Popis</h2><div class='_description'>{_paras(paras)}</div></div>"
        "<div data-box-name='Recommendations'><h2>Podobné nabídky</h2><article><h3><a href='/o/2'>Rychlovarná konvice nerez 1,5 l</a></h3><span>549 Kč</span></article></div></div>"
    )
    wanted = (name, *paras, *(v for _k, v in specs))
    return name, body, wanted, (*buttons, "Počet kusů", "Podobné nabídky")


ZALANDO_DA: Item = (
    "Vandtæt regnjakke med hætte",
    (
        "Jakken er syet af genanvendt polyester med tapede sømme, så den holder både regn og blæst ude på cyklen til arbejde.",
        "Hætten kan justeres med en snor i nakken, og den lange ryg dækker, når du læner dig frem over styret.",
    ),
    (
        ("Materiale", "100% genanvendt polyester"),
        ("Pasform", "Normal"),
        ("Vask", "Maskinvask ved 30 °C"),
    ),
    ("Læg i indkøbskurv", "Gem"),
)


def _zalando(lang: str) -> Built:
    name, paras, specs, buttons = ZALANDO_DA
    dl = "".join(f"<div><dt>{_e(k)}:</dt><dd>{_e(v)}</dd></div>" for k, v in specs)
    body = (
        f"<main class='z-pdp'>{_ld(name, '899.00', 'DKK')}<x-wrapper-re-1-4><div class='pdp-gallery'><img src='/z/jakke.jpg' alt=''></div>"
        f"<div class='pdp-buybox'><h3 class='brand'>Nordvind</h3><h1 class='sDq_FX'>{_e(name)}</h1>"
        "<p class='price'>899,00 kr. <span>inkl. moms</span></p><div class='color-picker'><span>Farve: Olivengrøn</span></div>"
        "<div class='size-picker'><button aria-haspopup='listbox'>Vælg størrelse</button></div>"
        f"<div class='buy-actions'><button class='add-to-bag'>{_e(buttons[0])}</button><button class='wishlist'>{_e(buttons[1])}</button></div>"
        "<div class='delivery-info'><p>Standardlevering 2-4 hverdage</p><p>Gratis levering og returnering i 100 dage</p></div></div>"
        f"<div class='pdp-details'><section><h2>Materiale og pleje</h2><dl>{dl}</dl></section>"
        f"<section><h2>Produktbeskrivelse</h2>{_paras(paras)}</section></div></x-wrapper-re-1-4>"
        "<section class='recos'><h2>Du kan også lide</h2><article><a href='/p/2'><h3>Fleecetrøje med lynlås</h3><p>449,00 kr.</p></a></article></section></main>"
    )
    wanted = (name, *paras, *(v for _k, v in specs))
    return name, body, wanted, (*buttons, "Vælg størrelse", "Du kan også lide")


PRICING_JA = (
    "チームの規模に合わせて選べる料金プラン",
    "すべてのプランで無制限のプロジェクトと二段階認証をご利用いただけます。",
    (
        (
            "フリー",
            "0円",
            "三人までの小さなチームが、基本的なタスク管理とファイル共有を無料で始められます。",
        ),
        (
            "スタンダード",
            "980円",
            "ガントチャートと時間の記録が加わり、二十人までのチームで締め切りを共有できます。",
        ),
        (
            "エンタープライズ",
            "お問い合わせ",
            "シングルサインオン、監査ログ、専任の担当者によるサポートが含まれます。",
        ),
    ),
    (
        (
            "途中でプランを変更できますか？",
            "はい。アップグレードはすぐに反映され、料金は日割りで計算されます。",
        ),
        (
            "支払い方法は何がありますか？",
            "クレジットカードのほか、年払いのプランでは請求書払いも選べます。",
        ),
    ),
)


def _pricing(lang: str) -> Built:
    title, lead, plans, faq = PRICING_JA
    toggle = (
        "<div class='billing-toggle' role='radiogroup'><label><input type='radio' name='billing' value='monthly' checked>月払い</label>"
        "<label><input type='radio' name='billing' value='yearly'>年払い（2か月分お得）</label></div>"
    )
    cards = "".join(
        f"<div class='plan-card'><h3 class='plan-name'>{_e(n)}</h3><p class='plan-price'><span class='amount'>{_e(p)}</span><span class='per'>／ユーザー／月</span></p>"
        f"<p class='plan-desc'>{_e(d)}</p><a class='btn btn-plan' href='/signup'>無料で始める</a></div>"
        for n, p, d in plans
    )
    qa = "".join(
        f"<details class='faq-item'><summary>{_e(q)}</summary><p>{_e(a)}</p></details>"
        for q, a in faq
    )
    body = (
        f"<main class='pricing-page'><section class='pricing-hero'><h1>{_e(title)}</h1><p class='lead'>{_e(lead)}</p>{toggle}</section>"
        f"<section class='plans'>{cards}</section><section class='faq'><h2>よくある質問</h2>{qa}</section>"
        "<section class='cta-band'><p>まずは14日間の無料トライアルから</p><a class='btn' href='/signup'>無料で始める</a></section></main>"
    )
    wanted = (
        title,
        lead,
        *(n for n, _p, _d in plans),
        *(d for _n, _p, d in plans),
        *(q for q, _a in faq),
        *(a for _q, a in faq),
    )
    return title, body, wanted, ("月払い", "年払い（2か月分お得）")


AGENCY_ES = (
    "Diseñamos marcas que la gente recuerda",
    "Somos un estudio de diseño y estrategia en Valencia. Ayudamos a empresas pequeñas a contar quiénes son con una identidad clara y una web que funciona.",
    (
        (
            "Identidad de marca",
            "Nombre, logotipo, tipografías y un manual de uso que tu equipo pueda seguir sin llamarnos.",
        ),
        (
            "Diseño web",
            "Sitios rápidos y accesibles, escritos con tu voz, que puedes editar tú mismo cuando cambie tu oferta.",
        ),
        (
            "Estrategia de contenido",
            "Qué decir, a quién y dónde: un plan de publicaciones realista para los próximos seis meses.",
        ),
    ),
)


def _agency(lang: str) -> Built:
    title, lead, services = AGENCY_ES
    cards = "".join(
        f"<div class='service-card w-dyn-item'><h3 class='heading-3'>{_e(h)}</h3><p class='paragraph'>{_e(p)}</p></div>"
        for h, p in services
    )
    logos = "".join(
        f"<img class='logo-image' src='/l/{i}.svg' alt='' loading='lazy'>" for i in range(6)
    )
    body = (
        "<div class='page-wrapper'><section class='section hero'><div class='w-layout-blockcontainer container w-container'>"
        f"<h1 class='heading-1'>{_e(title)}</h1><p class='hero-paragraph'>{_e(lead)}</p>"
        "<a href='/contacto' class='button w-button'>Hablemos</a></div></section>"
        "<section class='section logos'><div class='container w-container'><div class='logos-caption'>Confían en nosotros</div>"
        f"<div class='logos-grid w-layout-grid'>{logos}</div></div></section>"
        f"<section class='section services'><div class='container w-container'><h2 class='heading-2'>Lo que hacemos</h2><div class='w-dyn-list'><div class='services-grid w-dyn-items'>{cards}</div></div></div></section>"
        "<section class='section cta'><div class='container w-container'><h2 class='cta-heading'>¿Tienes un proyecto en mente?</h2>"
        "<a href='/contacto' class='button w-button'>Escríbenos</a></div></section></div>"
    )
    wanted = (title, lead, *(h for h, _p in services), *(p for _h, p in services))
    return title, body, wanted, ("Confían en nosotros", "Hablemos", "Escríbenos")


YOGA_EN = (
    "Slow Flow Yoga in the Heart of Leith",
    (
        "Our small studio holds twelve mats, so every class is taught to the people in the room: beginners are shown the shapes step by step, and regulars are given room to go deeper.",
        "Classes run morning and evening on weekdays and Saturday mornings; mats, blocks and blankets are all provided.",
    ),
    (
        ("Drop-in class", "£14"),
        ("Ten-class pass", "£120, valid for six months"),
        ("Unlimited monthly", "£85"),
    ),
)


def _yoga(lang: str) -> Built:
    title, paras, prices = YOGA_EN
    body = (
        "<main id='page' class='container' role='main'><article class='sections'>"
        f"<section class='page-section' data-section-theme='light'><div class='content-wrapper'><div class='sqs-block html-block'><div class='sqs-block-content'><h1>{_e(title)}</h1>{_paras(paras)}</div></div></div></section>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-block html-block'><div class='sqs-block-content'><h2>Prices</h2><table><tbody>{_rows(prices)}</tbody></table></div></div></div></section>"
        "<section class='page-section'><div class='content-wrapper'><div class='sqs-block form-block'><div class='sqs-block-content'><div class='form-wrapper'><div class='form-title'>Book a free first class</div>"
        + _form(
            ("First Name", "Email Address", "Which class would you like to try?"),
            "Send",
            "react-form-contents",
        )
        + "</div></div></div></div></section></article></main>"
    )
    wanted = (title, *paras, *(v for _k, v in prices))
    return (
        title,
        body,
        wanted,
        ("First Name", "Email Address", "Which class would you like to try?"),
    )


ASTRA_PL = (
    "Biuro rachunkowe dla małych firm",
    (
        "Prowadzimy pełną księgowość i księgę przychodów i rozchodów dla jednoosobowych działalności i spółek z Krakowa i okolic, od ponad piętnastu lat.",
        "Dokumenty możesz przesyłać przez aplikację albo zostawić w naszym biurze; co miesiąc dostajesz zestawienie podatków do zapłaty i przypomnienie o terminach.",
    ),
    (
        ("Księgowość", "Ewidencja dokumentów, deklaracje VAT i JPK, rozliczenia roczne."),
        ("Kadry i płace", "Umowy, listy płac, zgłoszenia do ZUS i rozliczenia pracowników."),
    ),
)


def _astra(lang: str) -> Built:
    title, paras, services = ASTRA_PL
    cols = "".join(
        f"<div class='wp-block-column'><h3 class='wp-block-heading'>{_e(h)}</h3><p>{_e(p)}</p></div>"
        for h, p in services
    )
    body = (
        "<div id='content' class='site-content'><div class='ast-container'><div id='primary' class='content-area primary'><main id='main' class='site-main'>"
        "<article class='post-2 page type-page status-publish ast-article-single'><header class='entry-header ast-no-thumbnail'>"
        f"<h1 class='entry-title' itemprop='headline'>{_e(title)}</h1></header><div class='entry-content clear' itemprop='text'>{_paras(paras)}"
        f"<h2 class='wp-block-heading'>Zakres usług</h2><div class='wp-block-columns'>{cols}</div>"
        "<div class='wp-block-group kontakt'><h2 class='wp-block-heading'>Zapytaj o wycenę</h2>"
        + _form(("Imię i nazwisko", "Adres e-mail", "Wiadomość"), "Wyślij", "wpcf7-form init")
        + "</div></div></article></main></div></div></div>"
    )
    wanted = (title, *paras, *(h for h, _p in services), *(p for _h, p in services))
    return title, body, wanted, ("Imię i nazwisko", "Adres e-mail", "Wiadomość")


WIXMOVE_FI = (
    "Muuttopalvelu Tampereella",
    (
        "Pakkaamme, kannamme ja kuljetamme kotisi tavarat uuteen osoitteeseen samana päivänä; isot huonekalut puramme ja kokoamme paikan päällä.",
        "Hinta perustuu kuljetettavien tavaroiden määrään ja kerroksiin, ja saat kiinteän tarjouksen ennen muuttopäivää.",
    ),
)


def _wixmove(lang: str) -> Built:
    title, paras = WIXMOVE_FI
    body = (
        "<main id='PAGES_CONTAINER' tabindex='-1'><div id='SITE_PAGES'><section id='comp-lk1' class='wixui-section'>"
        f"<div id='comp-lk2' class='wixui-rich-text' data-testid='richTextElement'><h1 class='font_0 wixui-rich-text__text'>{_e(title)}</h1></div>"
        + "".join(
            f"<div class='wixui-rich-text' data-testid='richTextElement'><p class='font_8 wixui-rich-text__text'>{_e(p)}</p></div>"
            for p in paras
        )
        + "</section><section id='comp-lk3' class='wixui-section'><div class='wixui-rich-text' data-testid='richTextElement'><h2 class='font_2 wixui-rich-text__text'>Pyydä tarjous</h2></div>"
        "<form id='comp-lk4' class='wixui-form'><div class='wixui-text-input'><label for='input_1'>Nimi</label><input id='input_1' type='text'></div>"
        "<div class='wixui-text-input'><label for='input_2'>Sähköposti</label><input id='input_2' type='email'></div>"
        "<div class='wixui-text-input'><label for='input_3'>Muuttopäivä</label><input id='input_3' type='date'></div>"
        "<div class='wixui-button'><button type='submit'>Lähetä</button></div></form></section></div></main>"
    )
    return title, body, (title, *paras), ("Nimi", "Sähköposti", "Muuttopäivä", "Lähetä")


SHOP5_ENGINES: dict[str, EngineSpec] = {
    "prestashop": (_prestashop, "product-id-12 product page-product", ("fr",)),
    "opencart": (_opencart, "product-product-42", ("uk",)),
    "sfcc": (_sfcc, "pdp", ("it",)),
    "ecwid": (_ecwid, "ecwid-store", ("sv",)),
    "squarespace": (_squarespace, "collection-type-products view-item", ("en",)),
    "wix": (_wix, "wix-stores", ("nl",)),
    "gumroad": (_gumroad, "product", ("en",)),
    "etsy": (_etsy, "listing-page", ("de",)),
    "meli": (_meli, "pdp", ("pt",)),
    "rakuten": (_rakuten, "item-page", ("zh",)),
    "allegro": (_allegro, "offer-page", ("cs",)),
    "zalando": (_zalando, "z-pdp-body", ("da",)),
    "pricing": (_pricing, "page-pricing", ("ja",)),
    "agency": (_agency, "body", ("es",)),
    "yoga": (_yoga, "collection-type-page", ("en",)),
    "astra": (_astra, "page-template-default ast-page-builder-template", ("pl",)),
    "wixmove": (_wixmove, "wix-site", ("fi",)),
}

# The languages without chrome words of their own in :data:`engine_listings.CHROME`.
_OTHER = {"uk": "ru", "sv": "en", "nl": "en", "cs": "en", "da": "en", "pl": "en", "fi": "en"}


def shop5_page(engine: str) -> ListingPage:
    """The page of ``engine`` (in its one language): markup, wanted texts, chrome lines."""
    return engine_page(SHOP5_ENGINES, _OTHER, engine, SHOP5_ENGINES[engine][2][0])
