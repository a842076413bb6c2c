# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product and service pages of the classes wcxb-dev showed at stop 79 (qshop44).

**The frame of a reviews section whose reviews are dropped** (wcxb-dev dev-4200: a
WooCommerce product page whose customer reviews the model drops at p 0.03 while a run
rule keeps "Share your thoughts!", "4.8 out of 5 stars", "5 reviews", "Let us know what
you think..." and "Only logged in customers who have purchased this product may leave a
review.", none in the truth; dev-4206: an empty widget's "0 stars based on 0 reviews",
"0 reviews" kept): WooCommerce (de), a Lightspeed-like theme's empty widget (nl),
Shopify with Judge.me (es), Shopify's Product Reviews app (ja), Shopify with Stamped
(pt), Magento 2 (fr), Shopware 6 (it), BigCommerce (ru), OpenCart (zh).

**A service page's sections** (lead 2 of the brief, decided by the truths' majority on
wcxb-dev's 60 service pages: the prose, the "why us" tiles, the testimonials and the FAQ
kept; the call-to-action band's button and the chrome dropped): Elementor (de), Webflow
(es), HubSpot (it), Squarespace (fr), Framer (en), Tilda (ru), Wix (pt).

What a reader wants: the product's description; the service's prose, tiles, testimonials
and FAQ. The customer reviews are neither wanted nor chrome (the truths disagree), and
their section's title and summary go with them; a review form (its title, note, rating
label, its "Write a review" link), the frame of reviews the page drops (WooCommerce's),
an empty widget's lines (Lightspeed's), cart buttons, a service's call-to-action button
and the chrome of :func:`tests.auto.engine_listings._head` and ``_foot`` are chrome. No page is copied from
a site or from the shared datasets. :func:`shop7_page` returns a
:class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from tests.auto.engine_listings import EngineSpec, ListingPage, _e, engine_page
from tests.auto.engine_shops3 import Built, _paras
from tests.auto.engine_shops5 import _ld

# (author, date, review title, review text) of a customer review
Review = tuple[str, str, str, str]
# (name, description paragraphs, price, currency, reviews, frame lines, cart button)
Product = tuple[str, tuple[str, ...], str, str, tuple[Review, ...], tuple[str, ...], str]

WOO_DE: Product = (
    "Wanderrucksack Alpin 38 L",
    (
        "Der Alpin 38 trägt sich dank des belüfteten Netzrückens auch auf langen Sommertouren angenehm, und der Hüftgurt verteilt die Last auf das Becken statt auf die Schultern.",
        "Das Hauptfach lässt sich von oben und über einen umlaufenden Reißverschluss von vorne öffnen; die Regenhülle steckt in einem eigenen Fach am Boden.",
    ),
    "129.00",
    "EUR",
    (
        (
            "Katrin M.",
            "12. Mai 2024",
            "Sitzt wie angegossen",
            "Ich habe den Rucksack auf einer Hüttentour über fünf Tage getragen und hatte nie Druckstellen, auch nicht mit zwölf Kilo Gepäck am letzten Tag.",
        ),
        (
            "Jonas",
            "3. Juni 2024",
            "Gut durchdacht",
            "Die Fächer sind sinnvoll verteilt, die Trinkblase passt hinein, nur die Seitentaschen könnten für große Flaschen etwas tiefer sein.",
        ),
        (
            "Petra S.",
            "18. Juli 2024",
            "Bequem und robust",
            "Nach einem Sommer im Fels zeigt der Stoff keine Scheuerstellen, und die Reißverschlüsse laufen noch wie am ersten Tag.",
        ),
    ),
    (
        "3 Bewertungen für Wanderrucksack Alpin 38 L",
        "Füge deine Bewertung hinzu",
        "Nur angemeldete Kunden, die dieses Produkt gekauft haben, dürfen eine Bewertung abgeben.",
    ),
    "In den Warenkorb",
)


def _woo(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = WOO_DE
    items = "".join(
        f"<li class='review byuser comment-author-{i} even thread-even depth-1' id='li-comment-{40 + i}'><div id='comment-{40 + i}' class='comment_container'>"
        f"<img class='avatar avatar-60 photo' src='/a/{i}.png' alt=''><div class='comment-text'><div class='star-rating' role='img' aria-label='Bewertet mit 5 von 5'><span>Bewertet mit <strong class='rating'>5</strong> von 5</span></div>"
        f"<p class='meta'><strong class='woocommerce-review__author'>{_e(a)}</strong> <span class='woocommerce-review__dash'>–</span> <time class='woocommerce-review__published-date'>{_e(d)}</time></p>"
        f"<div class='description'><p>{_e(t)} {_e(x)}</p></div></div></div></li>"
        for i, (a, d, t, x) in enumerate(reviews)
    )
    body = (
        f"<div id='primary' class='content-area'><main id='main' class='site-main'>{_ld(name, price, cur)}"
        f"<div id='product-77' class='product type-product'><div class='summary entry-summary'><h1 class='product_title entry-title'>{_e(name)}</h1>"
        "<p class='price'><span class='woocommerce-Price-amount amount'>129,00 €</span></p>"
        f"<form class='cart' method='post'><button type='submit' name='add-to-cart' class='single_add_to_cart_button button alt'>{_e(cart)}</button></form></div>"
        "<div class='woocommerce-tabs wc-tabs-wrapper'><ul class='tabs wc-tabs' role='tablist'><li class='description_tab active'><a href='#tab-description'>Beschreibung</a></li><li class='reviews_tab'><a href='#tab-reviews'>Bewertungen (3)</a></li></ul>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab' id='tab-description' role='tabpanel'><h2>Beschreibung</h2>{_paras(paras)}</div>"
        "<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab' id='tab-reviews' role='tabpanel'><div id='reviews' class='woocommerce-Reviews'>"
        f"<div id='comments'><h2 class='woocommerce-Reviews-title'>{_e(frame[0])}</h2><ol class='commentlist'>{items}</ol></div>"
        f"<div id='review_form_wrapper'><div id='review_form'><span id='reply-title' class='comment-reply-title'>{_e(frame[1])}</span>"
        f"<p class='woocommerce-verification-required'>{_e(frame[2])}</p></div></div></div></div></div></div></main></div>"
    )
    return name, body, paras, (*frame, cart)


LIGHTSPEED_NL = (
    "Dons slaapzak Nordkap -10",
    (
        "Gevuld met 700 gram verantwoord gewonnen eendendons houdt deze mummieslaapzak je warm tot min tien graden, terwijl hij samengeperst niet groter is dan een brood.",
        "De ritssluiting loopt over de volle lengte en heeft een afdekstrook tegen koude lucht; de capuchon sluit met één trekkoord rond het gezicht.",
    ),
    (
        ("Specificaties:", ""),
        ("Gewicht: 1150 g", ""),
        ("Comforttemperatuur: -3 °C", ""),
    ),
    ("0 sterren op basis van 0 beoordelingen", "0 beoordelingen", "Schrijf je eigen review"),
)


def _lightspeed(lang: str) -> Built:
    name, paras, specs, frame = LIGHTSPEED_NL
    spec_items = "".join(f"<li>{_e(k)}</li>" for k, _v in specs)
    body = (
        "<div class='wrapper'><div class='content-box'><div class='row'><div class='col-12'><div class='offer-holder'>"
        f"<h1 class='product-title'>{_e(name)}</h1>"
        "<div class='product-price'><div class='row'><div class='col'><div class='price'>€ 249,00 incl. btw</div></div></div></div>"
        f"<div class='row'><div class='col-md-12'><div class='product-description'>{_paras(paras)}</div></div></div>"
        "<form class='product-configure'><button class='btn btn-cart'>In winkelwagen</button></form></div></div>"
        f"<div class='col-md-7'><div id='information'><h3 class='pp-section-title'>Productomschrijving</h3><div class='toggle-content'><ul>{spec_items}</ul></div></div></div>"
        "<div class='col-md-5'><div id='reviews'><h3 class='pp-section-title'>Reviews</h3><div class='toggle-content'>"
        f"<div id='product-reviews' class='d-flex'><div class='flex-grow-1'><div class='fz-110'>{_e(frame[0])}</div><div class='d-block'>{_e(frame[1])}</div></div>"
        f"<div class='ml-3'><a href='#write-review' class='btn'>{_e(frame[2])}</a></div></div></div></div></div></div></div></div>"
    )
    wanted = (*paras, *(k for k, _v in specs))
    return name, body, wanted, (frame[0], frame[1], frame[2], "In winkelwagen")


JUDGEME_ES: Product = (
    "Taza de cerámica esmaltada 350 ml",
    (
        "Cada taza se tornea a mano en un pequeño taller de Talavera y se esmalta dos veces, así que el tono de azul cambia un poco de una pieza a otra.",
        "Apta para lavavajillas y microondas; el asa ancha se sujeta con comodidad incluso con guantes de cocina.",
    ),
    "24.00",
    "EUR",
    (
        (
            "Lucía R.",
            "02/04/2024",
            "Preciosa",
            "El color es todavía más bonito que en la foto y el café se mantiene caliente bastante rato gracias al grosor de la cerámica.",
        ),
        (
            "Martín",
            "15/05/2024",
            "Regalo perfecto",
            "La compré para mi madre y le encantó; llegó muy bien protegida en una caja de cartón reciclado con papel de seda.",
        ),
        (
            "Elena G.",
            "28/06/2024",
            "Muy buena calidad",
            "Se nota que está hecha a mano, pesa lo justo y el esmalte no se ha rayado después de dos meses de uso diario.",
        ),
    ),
    ("Opiniones de clientes", "Basado en 3 opiniones", "Escribir una opinión"),
    "Añadir al carrito",
)


def _judgeme(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = JUDGEME_ES
    items = "".join(
        f"<div class='jdgm-rev jdgm-divider-top' data-review-id='r{i}'><div class='jdgm-rev__header'><span class='jdgm-rev__rating' data-score='5'></span>"
        f"<span class='jdgm-rev__timestamp'>{_e(d)}</span><div class='jdgm-rev__br'></div><span class='jdgm-rev__author'>{_e(a)}</span></div>"
        f"<div class='jdgm-rev__content'><b class='jdgm-rev__title'>{_e(t)}</b><div class='jdgm-rev__body'><p>{_e(x)}</p></div></div></div>"
        for i, (a, d, t, x) in enumerate(reviews)
    )
    body = (
        f"<main id='MainContent' class='content-for-layout'><section class='shopify-section section'>{_ld(name, price, cur)}"
        f"<div class='product__info-container'><div class='product__title'><h1>{_e(name)}</h1></div>"
        "<div class='price'><span class='price-item price-item--regular'>€24,00 EUR</span></div>"
        f"<button type='submit' class='product-form__submit button'>{_e(cart)}</button>"
        f"<div class='product__description rte'>{_paras(paras)}</div></div></section>"
        "<div class='shopify-section'><div id='judgeme_product_reviews' class='jdgm-widget jdgm-review-widget'><div class='jdgm-rev-widg'>"
        f"<div class='jdgm-rev-widg__header'><h2 class='jdgm-rev-widg__title'>{_e(frame[0])}</h2><div class='jdgm-rev-widg__summary'><div class='jdgm-rev-widg__summary-text'>{_e(frame[1])}</div></div>"
        f"<a class='jdgm-write-rev-link' href='#'>{_e(frame[2])}</a></div><div class='jdgm-rev-widg__body'><div class='jdgm-rev-widg__reviews'>{items}</div></div></div></div></div></main>"
    )
    return name, body, paras, (frame[2], cart)  # title and summary: the reviews'


SPR_JA: Product = (
    "南部鉄器 急須 0.6L",
    (
        "岩手の工房で一つずつ砂型に流し込んで作る急須です。内側はホーロー加工なので、錆びにくく、紅茶やハーブティーにも気兼ねなく使えます。",
        "蓋のつまみは手になじむ丸い形で、茶こしは取り外して洗えます。直火にはかけず、お湯を注いでお使いください。",
    ),
    "8800",
    "JPY",
    (
        (
            "佐藤",
            "2024/03/11",
            "一生ものです",
            "ずっしりとした重さがあり、お茶がまろやかになる気がします。毎朝使っていますが、注ぎ口から垂れることもありません。",
        ),
        (
            "K.T.",
            "2024/04/02",
            "贈り物に",
            "両親への贈り物にしました。箱もしっかりしていて、説明書が丁寧だったので安心して使い始められたそうです。",
        ),
        (
            "みどり",
            "2024/05/20",
            "色が素敵",
            "写真よりも少し深い黒で、和室にも洋室にも合います。茶こしの目が細かく、茶葉が出てこないのも嬉しいです。",
        ),
    ),
    ("カスタマーレビュー", "3件のレビューに基づく", "レビューを書く"),
    "カートに追加する",
)


def _spr(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = SPR_JA
    items = "".join(
        f"<div class='spr-review' id='spr-review-{i}'><div class='spr-review-header'><span class='spr-starratings spr-review-header-starratings'></span>"
        f"<h3 class='spr-review-header-title'>{_e(t)}</h3><span class='spr-review-header-byline'><strong>{_e(a)}</strong> / <strong>{_e(d)}</strong></span></div>"
        f"<div class='spr-review-content'><p class='spr-review-content-body'>{_e(x)}</p></div></div>"
        for i, (a, d, t, x) in enumerate(reviews)
    )
    body = (
        f"<main id='MainContent' class='main-content'>{_ld(name, price, cur)}<div class='product-single'><div class='product-single__meta'>"
        f"<h1 class='product-single__title'>{_e(name)}</h1><span class='product-price'>¥8,800</span>"
        f"<button class='btn product-form__cart-submit'>{_e(cart)}</button>"
        f"<div class='product-single__description rte'>{_paras(paras)}</div></div></div>"
        "<div id='shopify-product-reviews' data-id='7001'><div class='spr-container'><div class='spr-header'>"
        f"<h2 class='spr-header-title'>{_e(frame[0])}</h2><div class='spr-summary'><span class='spr-summary-caption'>{_e(frame[1])}</span>"
        f"<span class='spr-summary-actions'><a href='#' class='spr-summary-actions-newreview'>{_e(frame[2])}</a></span></div></div>"
        f"<div class='spr-content'><div class='spr-reviews'>{items}</div></div></div></div></main>"
    )
    return name, body, paras, (frame[2], cart)  # title and summary: the reviews'


STAMPED_PT: Product = (
    "Cobertor de lã merino para sofá",
    (
        "Tecido num tear tradicional da Serra da Estrela, este cobertor de lã merino é leve, quente e suficientemente grande para cobrir um sofá de três lugares.",
        "Lava-se à mão em água fria; as franjas são atadas uma a uma e não se desfazem com o uso.",
    ),
    "89.00",
    "EUR",
    (
        (
            "Ana P.",
            "04/01/2024",
            "Muito quente",
            "Uso-o todas as noites no sofá e aquece imenso sem pesar; a lã não pica nada, o que me surpreendeu bastante.",
        ),
        (
            "Rui",
            "20/02/2024",
            "Lindo",
            "As cores são sóbrias e combinam com tudo; chegou bem embalado e com um cartão escrito à mão pela tecedeira.",
        ),
        (
            "Marta C.",
            "11/03/2024",
            "Recomendo",
            "Depois de duas lavagens continua macio e sem bolinhas, e o tamanho é mesmo generoso para duas pessoas.",
        ),
    ),
    ("Avaliações de clientes", "Com base em 3 avaliações", "Escrever uma avaliação"),
    "Adicionar ao carrinho",
)


def _stamped(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = STAMPED_PT
    items = "".join(
        f"<div class='stamped-review' id='stamped-review-{i}'><div class='stamped-review-header'><strong class='author'>{_e(a)}</strong><div class='created'>{_e(d)}</div></div>"
        f"<div class='stamped-review-content'><h3 class='stamped-review-header-title'>{_e(t)}</h3><p class='stamped-review-content-body'>{_e(x)}</p></div></div>"
        for i, (a, d, t, x) in enumerate(reviews)
    )
    body = (
        f"<main id='MainContent'><div class='shopify-section'>{_ld(name, price, cur)}<div class='product__info'>"
        f"<h1 class='product__title'>{_e(name)}</h1><div class='price'>€89,00</div>"
        f"<button class='product-form__submit'>{_e(cart)}</button><div class='product__description'>{_paras(paras)}</div></div></div>"
        "<div class='shopify-section'><div id='stamped-main-widget' class='stamped-main-widget'><div class='stamped-container'>"
        f"<div class='stamped-header-title'>{_e(frame[0])}</div><div class='stamped-header'><div class='stamped-summary'><span class='stamped-summary-caption'>{_e(frame[1])}</span>"
        f"<span class='stamped-summary-actions'><a class='stamped-summary-actions-newreview' href='#'>{_e(frame[2])}</a></span></div></div>"
        f"<div class='stamped-content'><div class='stamped-reviews'>{items}</div></div></div></div></div></main>"
    )
    return name, body, paras, (frame[2], cart)  # title and summary: the reviews'


MAGENTO_FR: Product = (
    "Poêle en fonte émaillée 28 cm",
    (
        "Coulée en une seule pièce dans une fonderie des Ardennes, cette poêle garde la chaleur longtemps et saisit la viande sans la dessécher.",
        "L'émail noir mat ne demande pas d'être culotté et supporte tous les feux, induction et four compris, jusqu'à 250 degrés.",
    ),
    "69.90",
    "EUR",
    (
        (
            "Claire",
            "14/02/2024",
            "Excellente",
            "Elle chauffe de façon très régulière et les œufs n'accrochent plus depuis que je la préchauffe quelques minutes à feu moyen.",
        ),
        (
            "Bruno L.",
            "03/03/2024",
            "Lourde mais parfaite",
            "Il faut deux mains pour la porter pleine, mais la cuisson est incomparable avec celle de mes anciennes poêles antiadhésives.",
        ),
        (
            "Sophie",
            "22/04/2024",
            "Très contente",
            "Livraison rapide, produit bien emballé, et l'émail n'a pas bougé après plusieurs passages au four à haute température.",
        ),
    ),
    ("Avis clients", "Vous donnez votre avis sur :", "Votre note"),
    "Ajouter au panier",
)


def _magento(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = MAGENTO_FR
    items = "".join(
        f"<li class='item review-item'><div class='review-title'>{_e(t)}</div><div class='review-content'>{_e(x)}</div>"
        f"<div class='review-details'><p class='review-author'><span class='review-details-label'>Avis de</span> <strong class='review-details-value'>{_e(a)}</strong></p>"
        f"<p class='review-date'><span class='review-details-label'>Publié le</span> <time class='review-details-value'>{_e(d)}</time></p></div></li>"
        for a, d, t, x in reviews
    )
    body = (
        f"<main id='maincontent' class='page-main'>{_ld(name, price, cur)}<div class='columns'><div class='column main'>"
        f"<div class='page-title-wrapper product'><h1 class='page-title'><span class='base'>{_e(name)}</span></h1></div>"
        "<div class='product-info-main'><div class='product-info-price'><span class='price'>69,90 €</span></div>"
        f"<form id='product_addtocart_form'><button type='submit' class='action primary tocart'>{_e(cart)}</button></form></div>"
        "<div class='product info detailed'><div class='product data items'>"
        f"<div class='data item content' id='description'><div class='product attribute description'><div class='value'>{_paras(paras)}</div></div></div>"
        "<div class='data item content' id='reviews'><div id='product-review-container'><div class='block review-list' id='customer-reviews'>"
        f"<div class='block-title'><strong>{_e(frame[0])}</strong></div><div class='block-content'><ol class='items review-items'>{items}</ol></div></div></div>"
        f"<div class='block review-add'><div class='block-content'><form class='review-form'><fieldset class='fieldset review-fieldset'><legend class='legend review-legend'><span>{_e(frame[1])}</span><strong>{_e(name)}</strong></legend>"
        f"<span class='label'>{_e(frame[2])}</span></fieldset></form></div></div></div></div></div></div></div></main>"
    )
    return name, body, paras, (frame[1], frame[2], cart)  # the form; the title: the reviews'


SHOPWARE_IT: Product = (
    "Lampada da tavolo in ottone Serena",
    (
        "Il paralume in vetro soffiato di Murano diffonde una luce calda e morbida, adatta a un comodino o a un angolo lettura del soggiorno.",
        "La base in ottone spazzolato è zavorrata per non ribaltarsi e il cavo in tessuto ha un interruttore a rotella a metà lunghezza.",
    ),
    "149.00",
    "EUR",
    (
        (
            "Giulia",
            "05/01/2024",
            "Bellissima",
            "La luce è calda e rilassante, perfetta per leggere la sera; il vetro ha piccole bolle che la rendono unica.",
        ),
        (
            "Marco T.",
            "19/02/2024",
            "Ottima fattura",
            "Si vede che è fatta con cura: l'ottone è pesante, le finiture sono precise e il cavo in tessuto è di qualità.",
        ),
        (
            "Francesca",
            "08/03/2024",
            "Consigliata",
            "Arrivata in tre giorni, imballata benissimo; sta sul mio comodino e tutti mi chiedono dove l'ho comprata.",
        ),
    ),
    ("Valutazioni", "3 recensioni", "Scrivi una recensione"),
    "Aggiungi al carrello",
)


def _shopware(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = SHOPWARE_IT
    items = "".join(
        f"<div class='product-detail-review-item'><div class='product-detail-review-item-info'><p class='product-detail-review-item-date'><small>{_e(d)}</small></p>"
        f"<p class='product-detail-review-item-title'><strong>{_e(t)}</strong></p></div>"
        f"<p class='product-detail-review-item-content'>{_e(x)}</p><p class='product-detail-review-item-author'>{_e(a)}</p></div>"
        for a, d, t, x in reviews
    )
    body = (
        f"<main class='content-main'>{_ld(name, price, cur)}<div class='cms-page'><div class='product-detail'><div class='product-detail-buy'>"
        f"<h1 class='product-detail-name'>{_e(name)}</h1><p class='product-detail-price'>149,00 €*</p>"
        f"<button class='btn btn-primary btn-buy'>{_e(cart)}</button></div>"
        "<div class='product-detail-tabs'><div class='tab-content'>"
        f"<div class='tab-pane fade show active' id='description-tab-pane'><div class='product-detail-description'><div class='product-detail-description-text'>{_paras(paras)}</div></div></div>"
        "<div class='tab-pane fade' id='review-tab-pane'><div class='product-detail-review'><div class='product-detail-review-widget'>"
        f"<p class='product-detail-review-title'><strong>{_e(frame[0])}</strong></p><p class='product-detail-review-count'>{_e(frame[1])}</p>"
        f"<button class='btn btn-outline-primary product-detail-review-teaser-btn'>{_e(frame[2])}</button></div>"
        f"<div class='product-detail-review-list'>{items}</div></div></div></div></div></div></div></main>"
    )
    return name, body, paras, (*frame, cart)


BIGCOMMERCE_RU: Product = (
    "Чайник из нержавеющей стали 1,7 л",
    (
        "Корпус из матовой нержавеющей стали не оставляет отпечатков пальцев, а свисток на носике слышно даже из соседней комнаты.",
        "Дно из трёх слоёв металла подходит для индукционной плиты; ручка покрыта силиконом и не нагревается, пока вода закипает.",
    ),
    "3490",
    "RUB",
    (
        (
            "Ольга",
            "12.01.2024",
            "Отличный чайник",
            "Закипает быстро, свисток громкий, но не противный; за три месяца внутри не появилось ни накипи, ни ржавчины.",
        ),
        (
            "Дмитрий К.",
            "03.02.2024",
            "Доволен покупкой",
            "Выглядит солидно и хорошо держится в руке, вода наливается без брызг, крышка плотно закрывается.",
        ),
        (
            "Наталья",
            "25.03.2024",
            "Рекомендую",
            "Брали на дачу, пользуемся каждый день на газовой плите, дно не деформировалось и ручка не плавится.",
        ),
    ),
    ("Отзывы", "3 отзыва", "Написать отзыв"),
    "Добавить в корзину",
)


def _bigcommerce(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = BIGCOMMERCE_RU
    items = "".join(
        f"<li class='productReview'><article><header><h5 class='productReview-title'>{_e(t)}</h5>"
        f"<p class='productReview-author'>{_e(a)}, {_e(d)}</p></header><p class='productReview-body'>{_e(x)}</p></article></li>"
        for a, d, t, x in reviews
    )
    body = (
        f"<main class='page'>{_ld(name, price, cur)}<div class='productView'><section class='productView-details'>"
        f"<h1 class='productView-title'>{_e(name)}</h1><div class='productView-price'><span class='price price--withoutTax'>3 490 ₽</span></div>"
        f"<form class='form'><input id='form-action-addToCart' class='button button--primary' type='submit' value='{_e(cart)}'></form></section>"
        f"<article class='productView-description'><div class='tab-content is-active' id='tab-description'>{_paras(paras)}</div></article></div>"
        f"<section class='productView-reviews' id='product-reviews'><h4 class='productView-reviews-title'>{_e(frame[0])}</h4>"
        f"<div class='productReviews-summary'><span>{_e(frame[1])}</span><a class='productView-reviewLink' href='#write_review'>{_e(frame[2])}</a></div>"
        f"<ul class='productReviews-list'>{items}</ul></section></main>"
    )
    return name, body, paras, (frame[2], cart)  # title and summary: the reviews'


OPENCART_ZH: Product = (
    "手工竹编收纳篮 大号",
    (
        "这款收纳篮由浙江安吉的老师傅用当年的毛竹手工编织而成，竹篾经过蒸煮和晾晒，不易发霉，也没有刺手的毛边。",
        "篮身高二十八厘米，可以放毛巾、玩具或者换季的衣物；两侧的提手用麻绳加固，装满东西也能轻松搬动。",
    ),
    "168.00",
    "CNY",
    (
        (
            "王女士",
            "2024-02-10",
            "做工很细",
            "编得非常紧密，放在客厅里很有味道，装了孩子的绘本和玩具，整个角落都整齐了很多，家里人都很喜欢。",
        ),
        (
            "小李",
            "2024-03-05",
            "物超所值",
            "比想象中还要结实，提手的麻绳很粗，装了两床被子也没有变形，下次还会再买一个小号的放在卫生间里。",
        ),
        (
            "陈先生",
            "2024-04-18",
            "送货很快",
            "三天就收到了，包装用的是纸箱和稻草，没有多余的塑料，很环保，打开以后几乎没有什么气味，可以直接使用。",
        ),
    ),
    ("3 条评论", "撰写评论", "注意：不支持HTML！"),
    "加入购物车",
)


def _opencart(lang: str) -> Built:
    name, paras, price, cur, reviews, frame, cart = OPENCART_ZH
    items = "".join(
        f"<table class='table table-striped table-bordered'><tr><td style='width: 50%;'><strong>{_e(a)}</strong></td><td class='text-right'>{_e(d)}</td></tr>"
        f"<tr><td colspan='2'><p>{_e(t)}：{_e(x)}</p></td></tr></table>"
        for a, d, t, x in reviews
    )
    body = (
        f"<div id='product-product' class='container'>{_ld(name, price, cur)}<div class='row'><div id='content' class='col-sm-12'><div class='row'>"
        "<div class='col-sm-8'><ul class='nav nav-tabs'><li class='active'><a href='#tab-description' data-toggle='tab'>商品描述</a></li>"
        f"<li><a href='#tab-review' data-toggle='tab'>{_e(frame[0])}</a></li></ul><div class='tab-content'>"
        f"<div class='tab-pane active' id='tab-description'>{_paras(paras)}</div>"
        f"<div class='tab-pane' id='tab-review'><form class='form-horizontal' id='form-review'><div id='review'>{items}</div>"
        f"<h2>{_e(frame[1])}</h2><div class='help-block'>{_e(frame[2])}</div></form></div></div></div>"
        f"<div class='col-sm-4'><h1>{_e(name)}</h1><ul class='list-unstyled'><li><h2>¥168.00</h2></li></ul>"
        f"<button type='button' id='button-cart' class='btn btn-primary btn-lg btn-block'>{_e(cart)}</button></div></div></div></div></div>"
    )
    return name, body, paras, (frame[1], frame[2], cart)


# (name, lead, tiles, testimonials, FAQ, call-to-action heading and button) of a service
Service = tuple[
    str,
    str,
    tuple[tuple[str, str], ...],
    tuple[tuple[str, str], ...],
    tuple[tuple[str, str], ...],
    tuple[str, str],
]

ELEMENTOR_DE: Service = (
    "Steuerberatung für Selbstständige",
    "Wir übernehmen Ihre Buchhaltung, die Umsatzsteuervoranmeldung und den Jahresabschluss, damit Sie sich auf Ihre Kundinnen und Kunden konzentrieren können.",
    (
        (
            "Feste Ansprechpartner",
            "Eine Beraterin kennt Ihre Zahlen und ist per Telefon oder Videocall für Sie erreichbar.",
        ),
        (
            "Digitale Belege",
            "Sie fotografieren Ihre Quittungen mit der App, wir buchen sie innerhalb von zwei Werktagen.",
        ),
        (
            "Klare Pauschalen",
            "Sie zahlen einen festen Monatsbetrag ohne versteckte Stundenhonorare oder Zusatzgebühren.",
        ),
    ),
    (
        (
            "Seit ich die Buchhaltung abgegeben habe, habe ich jeden Monat einen ganzen Tag mehr für meine Aufträge.",
            "Miriam K., Grafikdesignerin",
        ),
        (
            "Die Beratung zur Gründung meiner GmbH war verständlich, schnell und hat mir eine teure Fehlentscheidung erspart.",
            "Thomas B., Softwareentwickler",
        ),
    ),
    (
        (
            "Für wen eignet sich das Angebot?",
            "Für Freiberufler, Einzelunternehmen und kleine Gesellschaften mit bis zu zehn Angestellten.",
        ),
        (
            "Wie schnell kann ich wechseln?",
            "Der Wechsel dauert in der Regel zwei Wochen; die Unterlagen Ihres bisherigen Beraters fordern wir für Sie an.",
        ),
        (
            "Was kostet die Erstberatung?",
            "Das erste Gespräch von dreißig Minuten ist kostenlos und unverbindlich.",
        ),
    ),
    ("Bereit für weniger Papierkram?", "Jetzt Termin vereinbaren"),
)

WEBFLOW_ES: Service = (
    "Diseño de marca para restaurantes",
    "Creamos la identidad de tu restaurante, desde el logotipo y la carta hasta la señalética y las redes sociales, con un equipo que ha trabajado en cocinas de verdad.",
    (
        (
            "Estrategia",
            "Estudiamos a tu clientela y a la competencia del barrio antes de dibujar una sola línea.",
        ),
        (
            "Identidad visual",
            "Logotipo, tipografías, paleta y un manual de uso que tu equipo entiende sin diseñador.",
        ),
        (
            "Carta y espacio",
            "Diseñamos la carta, los rótulos y los detalles de la sala para que todo cuente la misma historia.",
        ),
    ),
    (
        (
            "Desde la nueva imagen, las reservas de los fines de semana se llenan con una semana de antelación.",
            "Carmen V., Taberna del Puerto",
        ),
        (
            "Entendieron a la primera qué queríamos transmitir y nos entregaron todo a tiempo para la reapertura.",
            "Iñaki L., Sidrería Goiko",
        ),
    ),
    (
        (
            "¿Cuánto dura un proyecto?",
            "Entre seis y diez semanas, según si el local necesita también rótulos y mobiliario.",
        ),
        (
            "¿Trabajáis fuera de Madrid?",
            "Sí, hemos hecho proyectos en toda España y visitamos el local al menos una vez.",
        ),
        (
            "¿Qué necesito para empezar?",
            "Una conversación de una hora y, si la tienes, la carta actual de tu restaurante.",
        ),
    ),
    ("¿Hablamos de tu restaurante?", "Reserva una llamada"),
)

HUBSPOT_IT: Service = (
    "Software per la gestione degli studi dentistici",
    "Agenda, cartella clinica, preventivi e promemoria ai pazienti in un unico programma che funziona dal browser, senza installazioni e con i dati su server in Italia.",
    (
        (
            "Agenda condivisa",
            "Ogni poltrona ha la sua colonna e la segreteria vede in un colpo d'occhio i buchi della giornata.",
        ),
        (
            "Promemoria automatici",
            "I pazienti ricevono un SMS il giorno prima e possono confermare o spostare l'appuntamento.",
        ),
        (
            "Preventivi in due clic",
            "Il piano di cura diventa un preventivo firmabile sul tablet direttamente alla poltrona.",
        ),
    ),
    (
        (
            "Le mancate presentazioni sono calate di un terzo dal primo mese di utilizzo dei promemoria.",
            "Dott.ssa Bianchi, Studio Dentistico Bianchi",
        ),
        (
            "Il passaggio dal vecchio gestionale è stato seguito passo passo e non abbiamo perso nessun dato.",
            "Dott. Ferri, Clinica Ferri",
        ),
    ),
    (
        (
            "Posso provarlo gratis?",
            "Sì, la prova dura trenta giorni e non chiediamo la carta di credito.",
        ),
        (
            "I dati sono al sicuro?",
            "I dati sono cifrati e conservati su server certificati in Italia, con copie giornaliere.",
        ),
        (
            "Serve un tecnico per l'installazione?",
            "No, basta un browser aggiornato; ti aiutiamo noi a importare l'archivio dei pazienti.",
        ),
    ),
    ("Pronto a semplificare il tuo studio?", "Richiedi una demo"),
)

SQUARESPACE_FR: Service = (
    "Cabinet de kinésithérapie du sport",
    "Nous accompagnons les sportifs amateurs et confirmés après une blessure, de la première séance jusqu'au retour sur le terrain, avec un programme adapté à chaque discipline.",
    (
        (
            "Bilan complet",
            "La première séance dure une heure et comprend un bilan postural et des tests de force.",
        ),
        (
            "Plateau technique",
            "Tapis de course, isocinétisme et salle de renforcement sont à votre disposition.",
        ),
        (
            "Suivi à distance",
            "Vos exercices à la maison sont dans une application et nous voyons vos progrès.",
        ),
    ),
    (
        (
            "Après ma rupture des ligaments croisés, j'ai repris le handball en sept mois sans douleur.",
            "Léa, handballeuse",
        ),
        (
            "Un suivi très sérieux et des séances variées : je n'ai jamais eu l'impression de perdre mon temps.",
            "Karim, coureur de trail",
        ),
    ),
    (
        (
            "Faut-il une ordonnance ?",
            "Oui, une prescription médicale est nécessaire pour le remboursement par l'Assurance maladie.",
        ),
        (
            "Combien de séances faut-il prévoir ?",
            "Cela dépend de la blessure ; le bilan initial permet de fixer un nombre de séances réaliste.",
        ),
        (
            "Recevez-vous le samedi ?",
            "Le cabinet est ouvert le samedi matin pour les sportifs qui travaillent en semaine.",
        ),
    ),
    ("Une blessure à soigner ?", "Prendre rendez-vous"),
)

FRAMER_EN: Service = (
    "Bookkeeping for small online shops",
    "We reconcile your payouts, fees and refunds every week, so your books match your bank and your accountant gets clean numbers at the end of the year.",
    (
        (
            "Weekly reconciliation",
            "Every payout from your shop platform and payment provider is matched to your bank account.",
        ),
        (
            "Sales tax ready",
            "Your sales are split by country and rate, ready for each filing deadline.",
        ),
        (
            "A real bookkeeper",
            "You get a named bookkeeper who answers your questions within one business day.",
        ),
    ),
    (
        (
            "For the first time in five years I know my margin on every product line before the month is over.",
            "Hannah, ceramics shop owner",
        ),
        (
            "Our accountant said it was the cleanest set of books a client had ever sent her.",
            "Oliver, outdoor gear store",
        ),
    ),
    (
        (
            "Which platforms do you support?",
            "The common shop platforms and payment providers; we ask for read-only access.",
        ),
        (
            "Do you file my taxes?",
            "No, we prepare the books and the reports; your accountant or tax adviser files them.",
        ),
        (
            "Can I cancel any time?",
            "Yes, plans are monthly and you keep every report we have made for you.",
        ),
    ),
    ("Ready for books you can trust?", "Book a free call"),
)

TILDA_RU: Service = (
    "Ремонт квартир под ключ",
    "Делаем ремонт квартир в новостройках и вторичном жилье: от проекта и черновых работ до чистовой отделки и уборки, с фиксированной сметой и гарантией три года.",
    (
        ("Смета не меняется", "Цена фиксируется в договоре и не растёт в процессе работ."),
        ("Свои бригады", "Мы не нанимаем субподрядчиков: с вами работают одни и те же мастера."),
        ("Фотоотчёты", "Каждый день прораб присылает фотографии и план на следующий день."),
    ),
    (
        (
            "Сделали ремонт двушки за три месяца, как и обещали, и ни разу не попросили доплатить.",
            "Анна и Сергей, Казань",
        ),
        (
            "Прораб всегда был на связи, а после сдачи бригада ещё и вывезла весь мусор.",
            "Игорь, Москва",
        ),
    ),
    (
        (
            "Сколько стоит ремонт?",
            "Стоимость зависит от площади и материалов; точную смету мы готовим после бесплатного замера.",
        ),
        (
            "Сколько длится ремонт?",
            "Ремонт однокомнатной квартиры занимает около двух месяцев, двухкомнатной — около трёх.",
        ),
        (
            "Даёте ли вы гарантию?",
            "Да, на все работы действует гарантия три года, она прописана в договоре.",
        ),
    ),
    ("Рассчитаем ремонт вашей квартиры", "Вызвать замерщика"),
)

WIX_PT: Service = (
    "Escola de surf na Ericeira",
    "Damos aulas de surf para todos os níveis numa das praias mais bonitas da costa portuguesa, com pranchas, fatos e seguro incluídos em todas as aulas.",
    (
        (
            "Grupos pequenos",
            "No máximo seis alunos por instrutor, para que cada um receba correções na água.",
        ),
        (
            "Instrutores certificados",
            "Toda a equipa tem certificação da federação e formação em primeiros socorros.",
        ),
        (
            "Praia certa para o dia",
            "Escolhemos a praia de cada aula conforme o mar e o vento da manhã.",
        ),
    ),
    (
        (
            "Consegui pôr-me de pé na prancha logo na segunda aula e voltei no verão seguinte com os meus filhos.",
            "Sofia, Lisboa",
        ),
        (
            "Instrutores pacientes e muito divertidos, o material estava em ótimo estado.",
            "Lukas, Berlim",
        ),
    ),
    (
        (
            "Preciso de saber nadar?",
            "Sim, é preciso saber nadar com à-vontade; as aulas decorrem sempre em zonas vigiadas.",
        ),
        (
            "A partir de que idade?",
            "Aceitamos crianças a partir dos oito anos, em grupos separados dos adultos.",
        ),
        (
            "E se o mar estiver mau?",
            "Se as condições não forem seguras, mudamos a aula para outro dia sem custos.",
        ),
    ),
    ("Pronto para apanhar a primeira onda?", "Reservar aula"),
)


def _service_wanted(service: Service) -> tuple[str, ...]:
    """The texts a reader of a service page wants: its lead, tiles, testimonials, FAQ."""
    _name, lead, tiles, quotes, faq, _cta = service
    return (
        lead,
        *(text for pair in tiles for text in pair),
        *(quote for quote, _who in quotes),
        *(text for pair in faq for text in pair),
    )


def _elementor(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = ELEMENTOR_DE
    widget = "elementor-element elementor-widget"
    tile_html = "".join(
        f"<div class='elementor-column elementor-col-33'><div class='{widget} elementor-widget-icon-box'><div class='elementor-icon-box-wrapper'><div class='elementor-icon-box-content'>"
        f"<h3 class='elementor-icon-box-title'><span>{_e(t)}</span></h3><p class='elementor-icon-box-description'>{_e(x)}</p></div></div></div></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='swiper-slide'><div class='elementor-testimonial'><div class='elementor-testimonial__content'><div class='elementor-testimonial__text'>{_e(q)}</div></div>"
        f"<div class='elementor-testimonial__footer'><cite class='elementor-testimonial__cite'><span class='elementor-testimonial__name'>{_e(w)}</span></cite></div></div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<div class='elementor-accordion-item'><div class='elementor-tab-title' role='button'><a class='elementor-accordion-title' tabindex='0'>{_e(q)}</a></div>"
        f"<div class='elementor-tab-content elementor-clearfix' role='region'><p>{_e(a)}</p></div></div>"
        for q, a in faq
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-12'>"
        f"<section class='elementor-section elementor-top-section'><div class='elementor-container'><div class='{widget} elementor-widget-heading'><h1 class='elementor-heading-title'>{_e(name)}</h1></div>"
        f"<div class='{widget} elementor-widget-text-editor'><p>{_e(lead)}</p></div></div></section>"
        f"<section class='elementor-section'><div class='elementor-container'>{tile_html}</div></section>"
        f"<section class='elementor-section'><div class='elementor-container'><div class='{widget} elementor-widget-testimonial-carousel'><div class='swiper-wrapper'>{quote_html}</div></div></div></section>"
        f"<section class='elementor-section'><div class='elementor-container'><div class='{widget} elementor-widget-heading'><h2 class='elementor-heading-title'>Häufige Fragen</h2></div>"
        f"<div class='{widget} elementor-widget-accordion'><div class='elementor-accordion'>{faq_html}</div></div></div></section>"
        f"<section class='elementor-section cta-band'><div class='elementor-container'><div class='{widget} elementor-widget-heading'><h2 class='elementor-heading-title'>{_e(cta[0])}</h2></div>"
        f"<div class='{widget} elementor-widget-button'><a class='elementor-button elementor-button-link' href='/termin'><span class='elementor-button-text'>{_e(cta[1])}</span></a></div></div></section></div>"
    )
    return name, body, _service_wanted(ELEMENTOR_DE), (cta[1],)


def _webflow(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = WEBFLOW_ES
    tile_html = "".join(
        f"<div class='service-card'><h3 class='heading-style-h4'>{_e(t)}</h3><p class='text-size-regular'>{_e(x)}</p></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='testimonial_content'><div class='testimonial_quote'><p class='text-size-large'>“{_e(q)}”</p></div><div class='testimonial_client-name'>{_e(w)}</div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<div class='faq_accordion'><div class='faq_question' data-w-id='q{i}'><div class='text-size-medium text-weight-bold'>{_e(q)}</div></div>"
        f"<div class='faq_answer' style='height:0px'><div class='margin-bottom'><p>{_e(a)}</p></div></div></div>"
        for i, (q, a) in enumerate(faq)
    )
    body = (
        "<main class='main-wrapper'><header class='section_header'><div class='padding-global'><div class='container-large'>"
        f"<h1 class='heading-style-h1'>{_e(name)}</h1><p class='text-size-medium'>{_e(lead)}</p></div></div></header>"
        f"<section class='section_services'><div class='padding-global'><div class='services_grid w-layout-grid'>{tile_html}</div></div></section>"
        f"<section class='section_testimonial'><div class='padding-global'><div class='testimonial_component'>{quote_html}</div></div></section>"
        f"<section class='section_faq'><div class='padding-global'><h2 class='heading-style-h2'>Preguntas frecuentes</h2><div class='faq_list'>{faq_html}</div></div></section>"
        f"<section class='section_cta'><div class='padding-global'><div class='cta_component'><h2 class='heading-style-h2'>{_e(cta[0])}</h2>"
        f"<a href='/contacto' class='button w-button'>{_e(cta[1])}</a></div></div></section></main>"
    )
    return name, body, _service_wanted(WEBFLOW_ES), (cta[1],)


def _hubspot(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = HUBSPOT_IT
    tile_html = "".join(
        f"<div class='span4 widget-span widget-type-custom_widget'><div class='feature-card'><h3>{_e(t)}</h3><p>{_e(x)}</p></div></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='testimonial-item'><blockquote class='testimonial-quote'><p>{_e(q)}</p></blockquote><p class='testimonial-author'>{_e(w)}</p></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<details class='accordion__item'><summary class='accordion__title'>{_e(q)}</summary><div class='accordion__content'><p>{_e(a)}</p></div></details>"
        for q, a in faq
    )
    body = (
        "<main id='main-content' class='body-container-wrapper'><div class='body-container body-container--home'>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'><div class='span12 widget-span'><h1>{_e(name)}</h1><p class='hero-lead'>{_e(lead)}</p></div></div></div>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'>{tile_html}</div></div>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'><div class='span12 widget-span testimonials'>{quote_html}</div></div></div>"
        f"<div class='row-fluid-wrapper dnd-section'><div class='row-fluid'><div class='span12 widget-span'><h2>Domande frequenti</h2><div class='accordion'>{faq_html}</div></div></div></div>"
        f"<div class='row-fluid-wrapper dnd-section cta-section'><div class='row-fluid'><div class='span12 widget-span'><h2>{_e(cta[0])}</h2>"
        f"<span class='hs-cta-wrapper'><a class='hs-cta-button cta_button' href='/demo'>{_e(cta[1])}</a></span></div></div></div></div></main>"
    )
    return name, body, _service_wanted(HUBSPOT_IT), (cta[1],)


def _squarespace(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = SQUARESPACE_FR
    tile_html = "".join(
        f"<div class='user-items-list-item-container'><li class='list-item'><div class='list-item-content'><h2 class='list-item-content__title'>{_e(t)}</h2>"
        f"<div class='list-item-content__description'><p>{_e(x)}</p></div></div></li></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='sqs-block html-block'><div class='sqs-block-content'><blockquote><p>« {_e(q)} »</p></blockquote><p class='quote-source'>— {_e(w)}</p></div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<li class='accordion-item'><h4 class='accordion-item__title-wrapper'><button class='accordion-item__click-target'><span class='accordion-item__title'>{_e(q)}</span></button></h4>"
        f"<div class='accordion-item__dropdown'><div class='accordion-item__description'><p>{_e(a)}</p></div></div></li>"
        for q, a in faq
    )
    body = (
        "<main id='page' class='container' role='main'><article class='sections' id='sections'>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-block html-block'><div class='sqs-block-content'><h1>{_e(name)}</h1><p>{_e(lead)}</p></div></div></div></section>"
        f"<section class='page-section user-items-list-section'><ul class='user-items-list-simple'>{tile_html}</ul></section>"
        f"<section class='page-section'><div class='content-wrapper'>{quote_html}</div></section>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-block html-block'><div class='sqs-block-content'><h2>Questions fréquentes</h2></div></div>"
        f"<div class='sqs-block accordion-block'><ul class='accordion-items-container'>{faq_html}</ul></div></div></section>"
        f"<section class='page-section'><div class='content-wrapper'><div class='sqs-block html-block'><div class='sqs-block-content'><h2>{_e(cta[0])}</h2></div></div>"
        f"<div class='sqs-block button-block'><div class='sqs-block-button-container'><a href='/rendez-vous' class='sqs-block-button-element'>{_e(cta[1])}</a></div></div></div></section></article></main>"
    )
    return name, body, _service_wanted(SQUARESPACE_FR), (cta[1],)


def _framer(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = FRAMER_EN
    tile_html = "".join(
        f"<div class='framer-1x2c3d4' data-framer-name='Feature'><div class='framer-text-wrap'><h3 class='framer-text'>{_e(t)}</h3></div>"
        f"<div class='framer-text-wrap'><p class='framer-text'>{_e(x)}</p></div></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='framer-9k8j7h' data-framer-name='Testimonial'><div class='framer-text-wrap'><p class='framer-text'>“{_e(q)}”</p></div>"
        f"<div class='framer-text-wrap'><p class='framer-text framer-styles-preset-small'>{_e(w)}</p></div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<div class='framer-faq-row' data-framer-name='Question'><div class='framer-text-wrap'><h4 class='framer-text'>{_e(q)}</h4></div>"
        f"<div class='framer-text-wrap'><p class='framer-text'>{_e(a)}</p></div></div>"
        for q, a in faq
    )
    body = (
        "<div id='main' data-framer-hydrate-v2='1'><div class='framer-AbCdE framer-72rtr7' data-framer-name='Desktop'>"
        f"<section class='framer-hero' data-framer-name='Hero'><div class='framer-text-wrap'><h1 class='framer-text'>{_e(name)}</h1></div><div class='framer-text-wrap'><p class='framer-text'>{_e(lead)}</p></div></section>"
        f"<section class='framer-features' data-framer-name='Features'>{tile_html}</section>"
        f"<section class='framer-testimonials' data-framer-name='Testimonials'>{quote_html}</section>"
        f"<section class='framer-faq' data-framer-name='FAQ'><div class='framer-text-wrap'><h2 class='framer-text'>Questions</h2></div>{faq_html}</section>"
        f"<section class='framer-cta' data-framer-name='CTA'><div class='framer-text-wrap'><h2 class='framer-text'>{_e(cta[0])}</h2></div>"
        f"<a class='framer-button' href='./call'><div class='framer-text-wrap'><p class='framer-text'>{_e(cta[1])}</p></div></a></section></div></div>"
    )
    return name, body, _service_wanted(FRAMER_EN), (cta[1],)


def _tilda(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = TILDA_RU
    tile_html = "".join(
        f"<div class='t490__col t-col t-col_4'><div class='t490__wrappercenter'><div class='t-name t-name_xl t490__bottommargin_sm'>{_e(t)}</div>"
        f"<div class='t-descr t-descr_xs'>{_e(x)}</div></div></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='t526__col t-col t-col_6'><div class='t526__textwrapper'><div class='t-text t-text_md'>{_e(q)}</div><div class='t-name t-name_xs'>{_e(w)}</div></div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<div class='t668__accordion'><div class='t668__wrapper'><div class='t668__header'><div class='t668__title t-name t-name_xl'>{_e(q)}</div></div>"
        f"<div class='t668__content'><div class='t668__textwrapper'><div class='t668__text t-descr t-descr_xs'>{_e(a)}</div></div></div></div></div>"
        for q, a in faq
    )
    body = (
        "<div id='allrecords' class='t-records'>"
        f"<div id='rec101' class='r t-rec'><div class='t001'><div class='t-container'><h1 class='t001__title t-title t-title_xl'>{_e(name)}</h1><div class='t001__descr t-descr t-descr_xl'>{_e(lead)}</div></div></div></div>"
        f"<div id='rec102' class='r t-rec'><div class='t490'><div class='t-container'>{tile_html}</div></div></div>"
        f"<div id='rec103' class='r t-rec'><div class='t526'><div class='t-container'>{quote_html}</div></div></div>"
        f"<div id='rec104' class='r t-rec'><div class='t668'><div class='t-section__container t-container'><div class='t-section__title t-title t-title_xs'>Частые вопросы</div></div><div class='t-container'>{faq_html}</div></div></div>"
        f"<div id='rec105' class='r t-rec'><div class='t142'><div class='t-container'><div class='t-title t-title_md'>{_e(cta[0])}</div>"
        f"<a href='#popup:zamer' class='t-btn t142__submit'><span class='t142__text'>{_e(cta[1])}</span></a></div></div></div></div>"
    )
    return name, body, _service_wanted(TILDA_RU), (cta[1],)


def _wix(lang: str) -> Built:
    name, lead, tiles, quotes, faq, cta = WIX_PT
    rich = "wixui-rich-text"
    tile_html = "".join(
        f"<div class='comp-tile wixui-column-strip__column'><div class='{rich}' data-testid='richTextElement'><h3 class='font_4 {rich}__text'>{_e(t)}</h3></div>"
        f"<div class='{rich}' data-testid='richTextElement'><p class='font_8 {rich}__text'>{_e(x)}</p></div></div>"
        for t, x in tiles
    )
    quote_html = "".join(
        f"<div class='comp-quote'><div class='{rich}' data-testid='richTextElement'><p class='font_7 {rich}__text'>“{_e(q)}”</p><p class='font_9 {rich}__text'>{_e(w)}</p></div></div>"
        for q, w in quotes
    )
    faq_html = "".join(
        f"<div class='faq-item' data-hook='faq-item'><div class='faq-question' data-hook='faq-question' role='button'>{_e(q)}</div>"
        f"<div class='faq-answer' data-hook='faq-answer'><p>{_e(a)}</p></div></div>"
        for q, a in faq
    )
    body = (
        "<main id='PAGES_CONTAINER' tabindex='-1'><div id='SITE_PAGES'><div class='page-content'>"
        f"<section class='wixui-section comp-hero'><div class='{rich}' data-testid='richTextElement'><h1 class='font_0 {rich}__text'>{_e(name)}</h1><p class='font_7 {rich}__text'>{_e(lead)}</p></div></section>"
        f"<section class='wixui-section comp-tiles'><div class='wixui-column-strip'>{tile_html}</div></section>"
        f"<section class='wixui-section comp-quotes'>{quote_html}</section>"
        f"<section class='wixui-section comp-faq'><div class='{rich}' data-testid='richTextElement'><h2 class='font_2 {rich}__text'>Perguntas frequentes</h2></div><div class='faq-list' data-hook='faq-list'>{faq_html}</div></section>"
        f"<section class='wixui-section comp-cta'><div class='{rich}' data-testid='richTextElement'><h2 class='font_2 {rich}__text'>{_e(cta[0])}</h2></div>"
        f"<a class='wixui-button StylableButton' href='/reservas' data-testid='linkElement'><span class='wixui-button__label'>{_e(cta[1])}</span></a></section></div></div></main>"
    )
    return name, body, _service_wanted(WIX_PT), (cta[1],)


SHOP7_ENGINES: dict[str, EngineSpec] = {
    "woocommerce": (_woo, "product-template-default single single-product woocommerce", ("de",)),
    "lightspeed": (_lightspeed, "layout-custom", ("nl",)),
    "judgeme": (_judgeme, "template-product", ("es",)),
    "spr": (_spr, "template-product", ("ja",)),
    "stamped": (_stamped, "template-product", ("pt",)),
    "magento": (_magento, "catalog-product-view page-layout-1column", ("fr",)),
    "shopware": (_shopware, "is-ctl-product is-act-index", ("it",)),
    "bigcommerce": (_bigcommerce, "page-type-product", ("ru",)),
    "opencart": (_opencart, "product-product-51", ("zh",)),
    "elementor": (_elementor, "page-template-default elementor-default elementor-page", ("de",)),
    "webflow": (_webflow, "body", ("es",)),
    "hubspot": (_hubspot, "hs-content-id-77 page", ("it",)),
    "squarespace": (_squarespace, "collection-type-page", ("fr",)),
    "framer": (_framer, "framer-body", ("en",)),
    "tilda": (_tilda, "t-body", ("ru",)),
    "wix": (_wix, "wix-site", ("pt",)),
}

# The languages without chrome words of their own in :data:`engine_listings.CHROME`.
_OTHER = {"nl": "en"}


def shop7_page(engine: str) -> ListingPage:
    """The page of ``engine`` (in its one language): markup, wanted texts, chrome lines."""
    return engine_page(SHOP7_ENGINES, _OTHER, engine, SHOP7_ENGINES[engine][2][0])
