# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product pages of the big shop engines and service pages (stop 73, qshop38).

Product pages written after the default templates of Shopify (Dawn and the older Debut),
WooCommerce (Storefront), Magento 2 / Adobe Commerce (Luma), PrestaShop (Classic),
Shopware 6, BigCommerce (Cornerstone), OpenCart, Wix Stores, Squarespace Commerce,
Salesforce Commerce Cloud (SFRA), and marketplaces' product pages (Amazon-, Rakuten- and
Allegro-like), in en, de, fr, es, it, pl, ja, pt-BR, tr, nl; and service pages (a
pricing page with plan cards and a comparison table of marks, an about page, a contact
page, a legal notice, a SaaS landing page with a feature grid) in de, fr, es, ja, pt-BR.
Each has the page chrome of :func:`tests.auto.engine_listings._head` and ``_foot``.

What a reader wants, from wcxb-dev's product truths (dev-2947, dev-4062, dev-4780,
dev-4206): the product's name, its description and its specifications; the buy box's
controls (the add-to-cart button, the quantity picker, "buy now"), the recommendation
rows ("Customers also bought", "Recently viewed") and the shipping and returns lines
("Free shipping over …", "Free returns within 30 days") are chrome. Prices are not
asserted either way (the truths keep the product's own), nor are the variant swatches
or the customer reviews, which the truths keep on some pages and leave on others.

No page is copied from a site or from the shared datasets. :func:`shop_page` returns a
:class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, ListingPage, _e, _foot, _head

# The chrome of _head/_foot for the languages engine_listings has no table of.
_MORE_CHROME = {
    "pl": {
        "cookie": "Używamy plików cookie, aby ulepszyć działanie naszego sklepu.", "accept": "Akceptuję",
        "menu": "Menu", "home": "Strona główna", "shop": "Sklep", "blog": "Blog", "about": "O nas",
        "contact": "Kontakt", "account": "Moje konto", "cart": "Koszyk", "news": "Zapisz się do newslettera",
        "email": "Twój adres e-mail", "sub": "Zapisz się", "follow": "Obserwuj nas", "rights": "Wszelkie prawa zastrzeżone.",
    },
    "tr": {
        "cookie": "Alışveriş deneyiminizi iyileştirmek için çerezler kullanıyoruz.", "accept": "Kabul et",
        "menu": "Menü", "home": "Ana sayfa", "shop": "Mağaza", "blog": "Blog", "about": "Hakkımızda",
        "contact": "İletişim", "account": "Hesabım", "cart": "Sepetim", "news": "Bültenimize abone olun",
        "email": "E-posta adresiniz", "sub": "Abone ol", "follow": "Bizi takip edin", "rights": "Tüm hakları saklıdır.",
    },
    "nl": {
        "cookie": "We gebruiken cookies om je ervaring in onze winkel te verbeteren.", "accept": "Alles accepteren",
        "menu": "Menu", "home": "Home", "shop": "Winkel", "blog": "Blog", "about": "Over ons",
        "contact": "Contact", "account": "Mijn account", "cart": "Winkelwagen", "news": "Schrijf je in voor onze nieuwsbrief",
        "email": "Je e-mailadres", "sub": "Inschrijven", "follow": "Volg ons", "rights": "Alle rechten voorbehouden.",
    },
}  # fmt: skip

# A buy box's and a product page's chrome by language: the add-to-cart button, the
# quantity label, "buy now", the recommendation rows' headings, the shipping and returns
# lines, the description's and the specifications' headings.
SHOP_WORDS: dict[str, dict[str, str]] = {
    "en": {"add": "Add to cart", "qty": "Quantity", "buy": "Buy it now", "also": "Customers also bought",
           "recent": "Recently viewed", "ship": "Free shipping on orders over $50", "returns": "Free returns within 30 days",
           "desc": "Description", "specs": "Specifications", "wish": "Add to wishlist"},
    "de": {"add": "In den Warenkorb", "qty": "Menge", "buy": "Jetzt kaufen", "also": "Kunden kauften auch",
           "recent": "Zuletzt angesehen", "ship": "Kostenloser Versand ab 50 € Bestellwert", "returns": "30 Tage kostenlose Rücksendung",
           "desc": "Beschreibung", "specs": "Technische Daten", "wish": "Auf die Wunschliste"},
    "fr": {"add": "Ajouter au panier", "qty": "Quantité", "buy": "Acheter maintenant", "also": "Les clients ont aussi acheté",
           "recent": "Vus récemment", "ship": "Livraison offerte dès 50 € d'achat", "returns": "Retours gratuits sous 30 jours",
           "desc": "Description", "specs": "Caractéristiques techniques", "wish": "Ajouter à ma liste d'envies"},
    "es": {"add": "Añadir al carrito", "qty": "Cantidad", "buy": "Comprar ahora", "also": "Los clientes también compraron",
           "recent": "Vistos recientemente", "ship": "Envío gratis en pedidos superiores a 50 €", "returns": "Devoluciones gratuitas en 30 días",
           "desc": "Descripción", "specs": "Especificaciones", "wish": "Añadir a la lista de deseos"},
    "it": {"add": "Aggiungi al carrello", "qty": "Quantità", "buy": "Acquista ora", "also": "I clienti hanno acquistato anche",
           "recent": "Visti di recente", "ship": "Spedizione gratuita per ordini superiori a 50 €", "returns": "Reso gratuito entro 30 giorni",
           "desc": "Descrizione", "specs": "Scheda tecnica", "wish": "Aggiungi alla lista dei desideri"},
    "pl": {"add": "Dodaj do koszyka", "qty": "Ilość", "buy": "Kup teraz", "also": "Klienci kupili również",
           "recent": "Ostatnio oglądane", "ship": "Darmowa dostawa od 199 zł", "returns": "Darmowy zwrot do 30 dni",
           "desc": "Opis", "specs": "Parametry", "wish": "Dodaj do ulubionych"},
    "ja": {"add": "カートに入れる", "qty": "数量", "buy": "今すぐ購入", "also": "この商品を買った人はこんな商品も買っています",
           "recent": "最近チェックした商品", "ship": "5,000円以上のご注文で送料無料", "returns": "30日間返品無料",
           "desc": "商品説明", "specs": "仕様", "wish": "お気に入りに追加"},
    "pt": {"add": "Adicionar ao carrinho", "qty": "Quantidade", "buy": "Comprar agora", "also": "Quem comprou também comprou",
           "recent": "Vistos recentemente", "ship": "Frete grátis para compras acima de R$ 199", "returns": "Devolução grátis em até 30 dias",
           "desc": "Descrição", "specs": "Especificações técnicas", "wish": "Adicionar aos favoritos"},
    "tr": {"add": "Sepete Ekle", "qty": "Adet", "buy": "Hemen Al", "also": "Bu ürünü alanlar bunları da aldı",
           "recent": "Son gezdiğiniz ürünler", "ship": "500 TL üzeri siparişlerde kargo bedava", "returns": "30 gün içinde ücretsiz iade",
           "desc": "Ürün Açıklaması", "specs": "Teknik Özellikler", "wish": "Favorilere ekle"},
    "nl": {"add": "Toevoegen aan winkelwagen", "qty": "Aantal", "buy": "Nu kopen", "also": "Klanten kochten ook",
           "recent": "Recent bekeken", "ship": "Gratis verzending vanaf € 50", "returns": "30 dagen gratis retourneren",
           "desc": "Omschrijving", "specs": "Specificaties", "wish": "Op verlanglijst"},
}  # fmt: skip

# Each language's product: name, two paragraphs of description, four specification rows,
# price, and three other products' names (the recommendation row).
ITEMS: dict[str, tuple[str, tuple[str, str], tuple[tuple[str, str], ...], str, tuple[str, ...]]] = {
    "en": ("Ridgeline 28 L Hiking Backpack", (
        "The Ridgeline is a day pack for long walks in changing weather: a ventilated back panel keeps you cool on the climb and the roll-top closure keeps the rain out on the way down.",
        "Side pockets take a one-litre bottle each, the hip belt holds a phone and a snack, and the lid folds away when you need the space for a jacket.",
        ), (("Volume", "28 litres"), ("Weight", "1.1 kg"), ("Fabric", "Recycled ripstop nylon"), ("Back length", "Adjustable 42–52 cm")),
        "$139.00", ("Trail Running Vest 12 L", "Merino Hiking Socks, Pair", "Collapsible Trekking Poles")),
    "de": ("Edelstahl-Wasserkocher Aurel 1,5 Liter", (
        "Der Aurel kocht anderthalb Liter Wasser in gut vier Minuten und schaltet sich ab, sobald es sprudelt; der Innenraum ist aus Edelstahl, ohne Kunststoff, der mit dem heißen Wasser in Berührung kommt.",
        "Über sechs Temperaturstufen von 40 bis 100 Grad bereiten Sie grünen Tee, Babynahrung oder Filterkaffee genau richtig zu, und die Warmhaltefunktion hält das Wasser eine halbe Stunde lang heiß.",
        ), (("Fassungsvermögen", "1,5 Liter"), ("Leistung", "2200 Watt"), ("Material", "Gebürsteter Edelstahl"), ("Kabellänge", "75 Zentimeter")),
        "79,90 €", ("Teekanne aus Glas mit Sieb", "Milchaufschäumer Duo", "Entkalker für Wasserkocher")),
    "fr": ("Cocotte en fonte émaillée Brunelle 24 cm", (
        "La cocotte Brunelle mijote les plats longs à feu doux : la fonte répartit la chaleur sur toute la surface et le couvercle à picots renvoie la vapeur sur les aliments pour qu'ils restent moelleux.",
        "Elle passe du feu au four jusqu'à 250 degrés, convient à l'induction et se nettoie à l'eau chaude ; l'émail intérieur noir se patine au fil des cuissons.",
        ), (("Diamètre", "24 centimètres"), ("Capacité", "4,2 litres"), ("Poids", "4,6 kilogrammes"), ("Compatibilité", "Tous feux dont induction")),
        "129,00 €", ("Poêle en acier carbone 28 cm", "Maniques en lin lavé", "Dessous-de-plat en liège")),
    "es": ("Cafetera italiana de acero Marbella 6 tazas", (
        "La Marbella prepara seis tazas de café intenso en unos cinco minutos; el cuerpo de acero inoxidable no guarda sabores y aguanta años de uso diario sin perder el brillo.",
        "Funciona en vitrocerámica, gas e inducción, y la válvula de seguridad y el asa de baquelita permiten servir sin quemarse aunque la cafetera acabe de salir del fuego.",
        ), (("Capacidad", "300 mililitros"), ("Material", "Acero inoxidable 18/10"), ("Altura", "22 centímetros"), ("Fuegos compatibles", "Gas, vitrocerámica e inducción")),
        "39,95 €", ("Molinillo de café manual", "Juego de tazas de espresso", "Filtro de repuesto para cafetera")),
    "it": ("Zaino da trekking Dolomia 35 litri", (
        "Lo zaino Dolomia accompagna le escursioni di più giorni: lo schienale regolabile distribuisce il peso sui fianchi e la tasca frontale elastica tiene a portata di mano la giacca impermeabile.",
        "Il fondo rinforzato resiste alle rocce dei sentieri alpini e la copertura antipioggia, riposta in una tasca sotto il fondo, si apre in pochi secondi quando il tempo cambia.",
        ), (("Capacità", "35 litri"), ("Peso", "1,3 chilogrammi"), ("Tessuto", "Nylon riciclato antistrappo"), ("Colore", "Verde bosco")),
        "119,00 €", ("Borraccia termica 750 ml", "Bastoncini da trekking pieghevoli", "Calze in lana merino")),
    "pl": ("Czajnik elektryczny ze stali Wisła 1,7 l", (
        "Czajnik Wisła zagotuje półtora litra wody w niespełna cztery minuty i wyłączy się sam, gdy woda zacznie wrzeć; wnętrze jest w całości ze stali nierdzewnej.",
        "Pięć ustawień temperatury pozwala przygotować zieloną herbatę, kawę z dripa albo mleko dla dziecka, a funkcja podtrzymania utrzymuje ciepło wody przez pół godziny.",
        ), (("Pojemność", "1,7 litra"), ("Moc", "2200 watów"), ("Materiał", "Stal szlachetna szczotkowana"), ("Długość przewodu", "80 centymetrów")),
        "249,00 zł", ("Dzbanek filtrujący do wody", "Spieniacz do mleka", "Odkamieniacz do czajników")),
    "ja": ("ステンレス電気ケトル 細口 0.8L", (
        "細い注ぎ口で湯量を細かく調整できる電気ケトルです。ハンドドリップのコーヒーを淹れるときに、狙った場所へ静かにお湯を注げます。",
        "温度は六十度から百度まで一度単位で設定でき、保温機能で設定した温度を三十分間保ちます。本体は二重構造で、外側が熱くなりにくい設計です。",
        ), (("容量", "0.8リットル"), ("消費電力", "1200ワット"), ("本体材質", "ステンレス鋼"), ("コードの長さ", "0.75メートル")),
        "12,980円", ("セラミック刃のコーヒーミル", "ガラス製コーヒーサーバー", "タイマー付きスケール")),
    "pt": ("Panela de ferro fundido Serra 26 cm", (
        "A panela Serra distribui o calor por igual e o mantém por muito tempo, ideal para feijoadas, ensopados e arroz que cozinham devagar no fogo baixo.",
        "Vai do fogão ao forno e à mesa, funciona em indução e, com o tempo, a superfície curada fica cada vez mais antiaderente a cada preparo.",
        ), (("Diâmetro", "26 centímetros"), ("Capacidade", "4,5 litros"), ("Peso", "4,8 quilos"), ("Fogões compatíveis", "Gás, elétrico e indução")),
        "R$ 389,90", ("Frigideira de aço carbono", "Luva térmica de algodão", "Descanso de panela em cortiça")),
    "tr": ("Paslanmaz çelik Türk kahvesi makinesi Ege", (
        "Ege, köpüklü Türk kahvesini iki dakikada hazırlar ve kahve taşmadan önce kendiliğinden durur; cezve paslanmaz çelikten, haznesi dört fincanlıktır.",
        "Sesli uyarı kahvenin hazır olduğunu haber verir, çıkarılabilir hazne kolayca yıkanır ve kısa kablo tezgahta yer kaplamaz.",
        ), (("Kapasite", "4 fincan"), ("Güç", "735 watt"), ("Malzeme", "Paslanmaz çelik cezve"), ("Renk", "Gece mavisi")),
        "2.499 TL", ("Porselen kahve fincanı takımı", "Bakır cezve", "Kahve öğütücü")),
    "nl": ("Regenjas Polder unisex", (
        "De Polder is een lichte regenjas voor de fiets en de stad: de naden zijn getapet, de capuchon past over een helm en de lange achterkant houdt je droog op het zadel.",
        "Reflecterende details maken je zichtbaar in het donker, en de jas vouwt zich op in zijn eigen borstzak als de zon doorbreekt.",
        ), (("Waterkolom", "10.000 millimeter"), ("Gewicht", "420 gram"), ("Materiaal", "Gerecycled polyester"), ("Pasvorm", "Normaal, valt op maat")),
        "€ 149,95", ("Waterdichte fietstas", "Regenbroek met ritsen", "Fietshandschoenen")),
}  # fmt: skip


def _item(lang: str):
    return ITEMS[lang]


def _recs(lang: str, item_class: str, title_class: str, price: str) -> str:
    """A recommendation row: "Customers also bought", three linked products."""
    words, names = SHOP_WORDS[lang], _item(lang)[4]
    items = "".join(
        f"<li class='{item_class}'><a href='/p/r{i}'><img src='/i/r{i}.jpg' alt=''></a>"
        f"<a class='{title_class}' href='/p/r{i}'>{_e(n)}</a><span class='price'>{_e(price)}</span></li>"
        for i, n in enumerate(names)
    )
    return (
        f"<section class='related-products'><h2>{_e(words['also'])}</h2><ul>{items}</ul></section>"
    )


def _recent(lang: str) -> str:
    words, names = SHOP_WORDS[lang], _item(lang)[4]
    return (
        f"<section class='recently-viewed'><h3>{_e(words['recent'])}</h3><ul>"
        f"<li><a href='/p/r0'>{_e(names[0])}</a></li></ul></section>"
    )


def _paras(lang: str) -> str:
    return "".join(f"<p>{_e(p)}</p>" for p in _item(lang)[1])


def _spec_rows(lang: str) -> str:
    return "".join(
        f"<tr><th class='label'>{_e(k)}</th><td class='data'>{_e(v)}</td></tr>"
        for k, v in _item(lang)[2]
    )


def _spec_dl(lang: str, dt: str = "name", dd: str = "value") -> str:
    return "".join(
        f"<dt class='{dt}'>{_e(k)}</dt><dd class='{dd}'>{_e(v)}</dd>" for k, v in _item(lang)[2]
    )


def _ship(lang: str) -> str:
    w = SHOP_WORDS[lang]
    return f"<ul class='product-usps'><li>{_e(w['ship'])}</li><li>{_e(w['returns'])}</li></ul>"


def _shopify_dawn(lang: str) -> tuple[str, str]:
    """Shopify with Dawn: the buy box, a collapsible specifications row, a recommendations row."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    body = (
        "<main id='MainContent' class='content-for-layout'><section class='shopify-section section'>"
        "<div class='product product--large grid grid--2-col-tablet'><div class='grid__item product__media-wrapper'>"
        "<img src='/i/p.jpg' alt=''></div><div class='product__info-wrapper grid__item'><div class='product__info-container'>"
        f"<div class='product__title'><h1>{_e(name)}</h1></div><div class='price price--large'>"
        f"<span class='price-item price-item--regular'>{_e(price)}</span></div>"
        "<variant-radios><fieldset class='js product-form__input'><legend class='form__label'>Size</legend>"
        "<input type='radio' id='opt-1' name='Size' value='S'><label for='opt-1'>S</label>"
        "<input type='radio' id='opt-2' name='Size' value='M'><label for='opt-2'>M</label></fieldset></variant-radios>"
        f"<div class='product-form__input product-form__quantity'><label class='quantity__label form__label'>{_e(w['qty'])}</label>"
        "<quantity-input class='quantity'><button class='quantity__button' name='minus'>−</button>"
        "<input class='quantity__input' type='number' value='1'><button class='quantity__button' name='plus'>+</button></quantity-input></div>"
        "<product-form class='product-form'><form method='post' action='/cart/add' class='form'>"
        f"<div class='product-form__buttons'><button type='submit' class='product-form__submit button'><span>{_e(w['add'])}</span></button>"
        f"<div class='shopify-payment-button'><button class='shopify-payment-button__button'>{_e(w['buy'])}</button></div></div></form></product-form>"
        f"<div class='product__description rte quick-add-hidden'>{_paras(lang)}</div>"
        f"<div class='product__accordion accordion'><details><summary><h2 class='accordion__title'>{_e(w['specs'])}</h2></summary>"
        f"<div class='accordion__content rte'><table>{_spec_rows(lang)}</table></div></details></div>"
        f"{_ship(lang)}</div></div></div></section>"
        f"<section class='shopify-section'><product-recommendations class='product-recommendations'>{_recs(lang, 'grid__item', 'card__heading', price)}</product-recommendations></section></main>"
    )
    return "gradient template-product", body


def _shopify_debut(lang: str) -> tuple[str, str]:
    """Shopify with the older Debut theme: product-single, a select of variants."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    body = (
        "<main class='main-content' id='MainContent'><div class='product-template__container page-width' id='ProductSection-product-template'>"
        "<div class='grid product-single'><div class='grid__item product-single__photos medium-up--one-half'><img src='/i/p.jpg' alt=''></div>"
        f"<div class='grid__item medium-up--one-half'><div class='product-single__meta'><h1 class='product-single__title'>{_e(name)}</h1>"
        f"<div class='product__price'><dl class='price'><dd><span class='price-item price-item--regular'>{_e(price)}</span></dd></dl></div>"
        "<form method='post' action='/cart/add' class='product-form product-form-product-template'>"
        "<div class='selector-wrapper js product-form__item'><label for='SingleOptionSelector-0'>Farbe</label>"
        "<select class='single-option-selector' id='SingleOptionSelector-0'><option>Silber</option><option>Schwarz</option></select></div>"
        f"<div class='product-form__controls-group'><div class='product-form__item'><label for='Quantity'>{_e(w['qty'])}</label>"
        "<input type='number' id='Quantity' value='1' min='1' class='product-form__input'></div></div>"
        f"<div class='product-form__error-message-wrapper hidden'></div><button type='submit' class='btn product-form__cart-submit'><span>{_e(w['add'])}</span></button></form>"
        f"<div class='product-single__description rte'>{_paras(lang)}<h3>{_e(w['specs'])}</h3><table>{_spec_rows(lang)}</table></div>"
        f"{_ship(lang)}</div></div></div></div>{_recs(lang, 'grid__item grid-product', 'grid-view-item__title', price)}</main>"
    )
    return "template-product", body


def _woocommerce(lang: str) -> tuple[str, str]:
    """WooCommerce with Storefront: summary, tabs (description, additional information)."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    attrs = "".join(
        f"<tr class='woocommerce-product-attributes-item'><th class='woocommerce-product-attributes-item__label'>{_e(k)}</th>"
        f"<td class='woocommerce-product-attributes-item__value'><p>{_e(v)}</p></td></tr>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<div id='content' class='site-content'><div class='col-full'><div id='primary' class='content-area'><main id='main' class='site-main'>"
        "<div id='product-501' class='product type-product status-publish instock'><div class='woocommerce-product-gallery'><img src='/i/p.jpg' alt=''></div>"
        f"<div class='summary entry-summary'><h1 class='product_title entry-title'>{_e(name)}</h1>"
        f"<p class='price'><span class='woocommerce-Price-amount amount'>{_e(price)}</span></p>"
        f"<form class='cart' method='post'><div class='quantity'><label class='screen-reader-text' for='quantity_1'>{_e(w['qty'])}</label>"
        f"<input type='number' id='quantity_1' class='input-text qty text' value='1'></div><button type='submit' name='add-to-cart' class='single_add_to_cart_button button alt'>{_e(w['add'])}</button></form>"
        f"<div class='yith-wcwl-add-to-wishlist'><a href='?add_to_wishlist=501'>{_e(w['wish'])}</a></div></div>"
        "<div class='woocommerce-tabs wc-tabs-wrapper'><ul class='tabs wc-tabs' role='tablist'>"
        f"<li class='description_tab'><a href='#tab-description'>{_e(w['desc'])}</a></li>"
        f"<li class='additional_information_tab'><a href='#tab-additional_information'>{_e(w['specs'])}</a></li></ul>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab' id='tab-description'><h2>{_e(w['desc'])}</h2>{_paras(lang)}</div>"
        f"<div class='woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab' id='tab-additional_information'><h2>{_e(w['specs'])}</h2>"
        f"<table class='woocommerce-product-attributes shop_attributes'>{attrs}</table></div></div>"
        f"{_recs(lang, 'product type-product', 'woocommerce-loop-product__title', price)}</div></main></div></div></div>"
    )
    return "product-template-default single single-product woocommerce", body


def _magento(lang: str) -> tuple[str, str]:
    """Magento 2 / Adobe Commerce with Luma: product-info-main, the details tabs."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    specs = "".join(
        f"<tr><th class='col label' scope='row'>{_e(k)}</th><td class='col data' data-th='{_e(k)}'>{_e(v)}</td></tr>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<main id='maincontent' class='page-main'><div class='columns'><div class='column main'>"
        f"<div class='product-info-main'><div class='page-title-wrapper product'><h1 class='page-title'><span class='base' data-ui-id='page-title-wrapper' itemprop='name'>{_e(name)}</span></h1></div>"
        f"<div class='product-info-price'><div class='price-box price-final_price'><span class='price-container'><span class='price-wrapper'><span class='price'>{_e(price)}</span></span></span></div>"
        "<div class='product-info-stock-sku'><div class='product attribute sku'><strong class='type'>SKU</strong><div class='value' itemprop='sku'>MB-4412</div></div></div></div>"
        "<div class='product-add-form'><form id='product_addtocart_form' method='post'><div class='box-tocart'><div class='fieldset'>"
        f"<div class='field qty'><label class='label' for='qty'><span>{_e(w['qty'])}</span></label><div class='control'><input type='number' name='qty' id='qty' value='1' class='input-text qty'></div></div>"
        f"<div class='actions'><button type='submit' title='{_e(w['add'])}' class='action primary tocart' id='product-addtocart-button'><span>{_e(w['add'])}</span></button></div></div></div></form></div>"
        f"<div class='product-social-links'><div class='product-addto-links'><a href='#' class='action towishlist'><span>{_e(w['wish'])}</span></a></div></div></div>"
        "<div class='product info detailed'><div class='product data items' data-mage-init='tabs'>"
        f"<div class='data item title' id='tab-label-description'><a class='data switch' href='#description'>{_e(w['desc'])}</a></div>"
        f"<div class='data item content' id='description'><div class='product attribute description'><div class='value'>{_paras(lang)}</div></div></div>"
        f"<div class='data item title' id='tab-label-additional'><a class='data switch' href='#additional'>{_e(w['specs'])}</a></div>"
        f"<div class='data item content' id='additional'><div class='additional-attributes-wrapper table-wrapper'><table class='data table additional-attributes' id='product-attribute-specs-table'><tbody>{specs}</tbody></table></div></div></div></div>"
        f"<div class='block related'><div class='block-title title'><strong id='block-related-heading'>{_e(w['also'])}</strong></div>"
        f"<div class='block-content content'><ol class='products list items product-items'>"
        + "".join(
            f"<li class='item product product-item'><div class='product-item-info'><a class='product-item-link' href='/p/r{i}'>{_e(n)}</a><span class='price'>{_e(price)}</span></div></li>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</ol></div></div></div></div></main>"
    )
    return "catalog-product-view product-page page-layout-1column", body


def _prestashop(lang: str) -> tuple[str, str]:
    """PrestaShop 1.7/8 with Classic: product-actions, the details tab's data sheet."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    body = (
        "<section id='wrapper'><div class='container'><div id='content-wrapper'><section id='main'><div class='row product-container'>"
        "<div class='col-md-6'><section class='page-content' id='content'><div class='images-container'><img src='/i/p.jpg' alt=''></div></section></div>"
        f"<div class='col-md-6'><h1 class='h1 product-title'>{_e(name)}</h1><div class='product-prices'><div class='product-price h5'><div class='current-price'><span class='current-price-value' content='1'>{_e(price)}</span></div></div></div>"
        "<div class='product-information'><div class='product-actions'><form action='/panier' method='post' id='add-to-cart-or-refresh'>"
        "<div class='product-variants'><div class='clearfix product-variants-item'><span class='control-label'>Taille</span>"
        "<ul id='group_1'><li class='input-container float-xs-left'><label><input class='input-radio' type='radio' name='group[1]' value='1' checked><span class='radio-label'>S</span></label></li>"
        "<li class='input-container float-xs-left'><label><input class='input-radio' type='radio' name='group[1]' value='2'><span class='radio-label'>M</span></label></li></ul></div></div>"
        f"<div class='product-add-to-cart'><span class='control-label'>{_e(w['qty'])}</span><div class='product-quantity clearfix'><div class='qty'><input type='number' name='qty' id='quantity_wanted' value='1' class='input-group'></div>"
        f"<div class='add'><button class='btn btn-primary add-to-cart' data-button-action='add-to-cart' type='submit'>{_e(w['add'])}</button></div></div></div></form></div>"
        f"<div class='blockreassurance_product'><div><span class='block-title'>{_e(w['ship'])}</span></div><div><span class='block-title'>{_e(w['returns'])}</span></div></div>"
        "<div class='tabs'><ul class='nav nav-tabs' role='tablist'>"
        f"<li class='nav-item'><a class='nav-link active' data-toggle='tab' href='#description'>{_e(w['desc'])}</a></li>"
        f"<li class='nav-item'><a class='nav-link' data-toggle='tab' href='#product-details'>{_e(w['specs'])}</a></li></ul>"
        f"<div class='tab-content' id='tab-content'><div class='tab-pane fade in active' id='description'><div class='product-description'>{_paras(lang)}</div></div>"
        f"<div class='tab-pane fade' id='product-details'><section class='product-features'><dl class='data-sheet'>{_spec_dl(lang)}</dl></section></div></div></div></div></div></div>"
        f"<section class='product-accessories clearfix'><p class='h5 text-uppercase'>{_e(w['also'])}</p><div class='products'>"
        + "".join(
            f"<article class='product-miniature js-product-miniature'><div class='thumbnail-container'><div class='product-description'><h3 class='h3 product-title'><a href='/p/r{i}'>{_e(n)}</a></h3>"
            f"<div class='product-price-and-shipping'><span class='price'>{_e(price)}</span></div></div></div></article>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</div></section></section></div></div></section>"
    )
    return "lang-fr country-fr product-id-12 page-product", body


def _shopware(lang: str) -> tuple[str, str]:
    """Shopware 6: the buy widget, the description tab, the properties table, a cross-selling slider."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    props = "".join(
        f"<tr class='properties-row'><th class='properties-label'>{_e(k)}:</th><td class='properties-value'><span>{_e(v)}</span></td></tr>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<main class='content-main'><div class='container'><div class='cms-page'><div class='product-detail'><div class='product-detail-content'>"
        f"<div class='row product-detail-main'><div class='col-lg-7 product-detail-media'><img src='/i/p.jpg' alt=''></div><div class='col-lg-5 product-detail-buy'>"
        f"<div class='product-detail-name-container'><h1 class='product-detail-name'>{_e(name)}</h1></div>"
        f"<div class='product-detail-price-container'><p class='product-detail-price'>{_e(price)}*</p></div>"
        "<p class='product-detail-price-unit'><span class='price-unit-label'>Inhalt:</span> 1 Stück</p>"
        f"<div class='product-detail-delivery-information'><p class='delivery-information delivery-available'>Sofort verfügbar, Lieferzeit 1-3 Werktage</p></div>"
        "<form action='/checkout/line-item/add' method='post' class='buy-widget'><div class='form-row buy-widget-container'>"
        f"<div class='col-4'><select class='custom-select product-detail-quantity-select' aria-label='{_e(w['qty'])}'><option value='1'>1</option><option value='2'>2</option></select></div>"
        f"<div class='col-8'><button class='btn btn-primary btn-block btn-buy' title='{_e(w['add'])}'>{_e(w['add'])}</button></div></div></form>"
        f"<div class='product-detail-ordernumber-container'><span class='product-detail-ordernumber-label'>Produktnummer:</span> <meta itemprop='productID' content='1'><span class='product-detail-ordernumber'>SW10042</span></div>"
        "</div></div></div>"
        "<div class='product-detail-tabs'><ul class='nav nav-tabs product-detail-tab-navigation-list' role='tablist'>"
        f"<li class='nav-item'><a class='nav-link active product-detail-tab-navigation-link' href='#description-tab-pane'>{_e(w['desc'])}</a></li>"
        f"<li class='nav-item'><a class='nav-link product-detail-tab-navigation-link' href='#review-tab-pane'>Bewertungen</a></li></ul>"
        f"<div class='product-detail-tabs-content card-body'><div class='tab-pane fade show active' id='description-tab-pane'><div class='product-detail-description tab-pane-container'>"
        f"<div class='h3 product-detail-description-title'>{_e(w['desc'])}</div><div class='product-detail-description-text'>{_paras(lang)}</div>"
        f"<div class='product-detail-properties'><table class='table table-striped product-detail-properties-table'><tbody>{props}</tbody></table></div></div></div></div></div>"
        f"<div class='product-detail-cross-selling'><div class='cms-element-product-slider'><div class='cms-element-title'><p class='cms-element-title-paragraph'>{_e(w['also'])}</p></div>"
        + "".join(
            f"<div class='product-slider-item'><div class='card product-box box-standard'><div class='product-info'><a href='/p/r{i}' class='product-name'>{_e(n)}</a>"
            f"<div class='product-price-info'><span class='product-price'>{_e(price)}*</span></div></div></div></div>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</div></div></div></div></div></main>"
    )
    return "is-ctl-product is-act-index", body


def _bigcommerce(lang: str) -> tuple[str, str]:
    """BigCommerce with Cornerstone: productView, the form's options, a "related" tab."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    body = (
        "<main class='body' id='main-content'><div class='container'><div class='page'><div class='productView'>"
        "<section class='productView-images'><img src='/i/p.jpg' alt=''></section><section class='productView-details product-data'><div class='productView-product'>"
        f"<h2 class='productView-brand'><a href='/brands/ridge/'><span>Ridgeline</span></a></h2><h1 class='productView-title'>{_e(name)}</h1>"
        f"<div class='productView-price'><div class='price-section price-section--withoutTax'><span class='price price--withoutTax'>{_e(price)}</span></div></div>"
        f"<dl class='productView-info'>{_spec_dl(lang, 'productView-info-name', 'productView-info-value')}</dl></div></section>"
        "<section class='productView-details product-options'><div class='productView-options'><form class='form' method='post' action='/cart.php' data-cart-item-add>"
        "<div class='form-field' data-product-attribute='set-rectangle'><label class='form-label form-label--alternate'>Size:</label>"
        "<input class='form-radio' type='radio' id='attribute_rectangle__1' name='attribute[1]' value='1'><label class='form-option' for='attribute_rectangle__1'><span class='form-option-variant'>S</span></label>"
        "<input class='form-radio' type='radio' id='attribute_rectangle__2' name='attribute[1]' value='2'><label class='form-option' for='attribute_rectangle__2'><span class='form-option-variant'>M</span></label></div>"
        f"<div class='form-field form-field--increments'><label class='form-label form-label--alternate' for='qty[]'>{_e(w['qty'])}:</label>"
        "<div class='form-increment'><button class='button button--icon' data-action='dec'>−</button><input class='form-input form-input--incrementTotal' id='qty[]' type='tel' value='1'><button class='button button--icon' data-action='inc'>+</button></div></div>"
        f"<div class='form-action'><input id='form-action-addToCart' class='button button--primary' type='submit' value='{_e(w['add'])}'></div></form></div></section>"
        f"<article class='productView-description'><ul class='tabs'><li class='tab is-active'><a class='tab-title' href='#tab-description'>{_e(w['desc'])}</a></li></ul>"
        f"<div class='tabs-contents'><div class='tab-content is-active' id='tab-description'>{_paras(lang)}</div></div></article></div>"
        f"<div class='tabs-contents'><div role='tabpanel' class='tab-content is-active' id='tab-related'><h2 class='page-heading'>{_e(w['also'])}</h2><ul class='productGrid productGrid--maxCol6'>"
        + "".join(
            f"<li class='product'><article class='card'><div class='card-body'><h3 class='card-title'><a href='/p/r{i}'>{_e(n)}</a></h3><div class='card-text'><span class='price'>{_e(price)}</span></div></div></article></li>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</ul></div></div></div></div></main>"
    )
    return "page-type-product", body


def _opencart(lang: str) -> tuple[str, str]:
    """OpenCart 3/4: the product's column, the description and specification tabs."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    specs = "".join(f"<tr><td>{_e(k)}</td><td>{_e(v)}</td></tr>" for k, v in _item(lang)[2])
    body = (
        "<div id='product-product' class='container'><ul class='breadcrumb'><li><a href='/'>Ana sayfa</a></li><li><a href='/c'>Mutfak</a></li></ul>"
        "<div class='row'><div id='content' class='col-sm-12'><div class='row'><div class='col-sm-8'><ul class='thumbnails'><li><img src='/i/p.jpg' alt=''></li></ul>"
        f"<ul class='nav nav-tabs'><li class='active'><a href='#tab-description' data-toggle='tab'>{_e(w['desc'])}</a></li><li><a href='#tab-specification' data-toggle='tab'>{_e(w['specs'])}</a></li></ul>"
        f"<div class='tab-content'><div class='tab-pane active' id='tab-description'>{_paras(lang)}</div>"
        f"<div class='tab-pane' id='tab-specification'><table class='table table-bordered'><thead><tr><td colspan='2'><strong>{_e(w['specs'])}</strong></td></tr></thead><tbody>{specs}</tbody></table></div></div></div>"
        f"<div class='col-sm-4'><div class='btn-group'><button type='button' class='btn btn-default' title='{_e(w['wish'])}'><i class='fa fa-heart'></i></button></div>"
        f"<h1>{_e(name)}</h1><ul class='list-unstyled'><li>Marka: <a href='/m/ege'>Ege</a></li><li>Ürün Kodu: EGE-735</li><li>Stok Durumu: Stokta var</li></ul>"
        f"<ul class='list-unstyled'><li><h2>{_e(price)}</h2></li></ul><div id='product'><div class='form-group'><label class='control-label' for='input-quantity'>{_e(w['qty'])}</label>"
        f"<input type='text' name='quantity' value='1' size='2' id='input-quantity' class='form-control'><br><button type='button' id='button-cart' class='btn btn-primary btn-lg btn-block'>{_e(w['add'])}</button></div></div></div></div>"
        f"<h3>{_e(w['also'])}</h3><div class='row'>"
        + "".join(
            f"<div class='product-layout col-lg-3'><div class='product-thumb transition'><div class='caption'><h4><a href='/p/r{i}'>{_e(n)}</a></h4><p class='price'>{_e(price)}</p></div>"
            f"<div class='button-group'><button type='button'><span class='hidden-xs'>{_e(w['add'])}</span></button></div></div></div>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</div></div></div></div>"
    )
    return "product-product-42", body


def _wix(lang: str) -> tuple[str, str]:
    """Wix Stores: data-hook attributes on everything, an info section of collapsible panels."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    specs = "".join(f"<li><p>{_e(k)}: {_e(v)}</p></li>" for k, v in _item(lang)[2])
    body = (
        "<main id='PAGES_CONTAINER'><div id='SITE_PAGES'><div data-hook='product-page'><article class='_3xlc1' data-hook='product-page-content'>"
        "<section data-hook='product-gallery-composite'><img src='/i/p.jpg' alt=''></section>"
        f"<section class='_1Vjp5' data-hook='product-info'><h1 class='_2qrJF' data-hook='product-title'>{_e(name)}</h1>"
        f"<div data-hook='product-prices-wrapper'><span data-hook='formatted-primary-price'>{_e(price)}</span></div>"
        f"<div data-hook='product-quantity-container'><label data-hook='number-input-spinner-label'>{_e(w['qty'])}</label><input data-hook='number-input-spinner-input' type='number' value='1'></div>"
        f"<div data-hook='product-page-buttons'><button data-hook='add-to-cart'><span>{_e(w['add'])}</span></button><button data-hook='buy-now-button'><span>{_e(w['buy'])}</span></button></div>"
        f"<pre class='_28cEs' data-hook='description'>{_paras(lang)}</pre></section>"
        "<section data-hook='info-section-collapse'><ul>"
        f"<li data-hook='info-section-title'><h2>{_e(w['specs'])}</h2><div data-hook='info-section-description'><ul>{specs}</ul></div></li>"
        f"<li data-hook='info-section-title'><h2>{_e(w['returns'])}</h2></li></ul></section></article>"
        f"<section data-hook='related-products'><h2 data-hook='slider-gallery-title'>{_e(w['also'])}</h2>"
        + "".join(
            f"<div data-hook='product-item-root'><a href='/p/r{i}'><h3 data-hook='product-item-name'>{_e(n)}</h3></a><span data-hook='product-item-price-to-pay'>{_e(price)}</span></div>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</section></div></div></main>"
    )
    return "wix-stores", body


def _squarespace(lang: str) -> tuple[str, str]:
    """Squarespace Commerce (7.1): ProductItem, its details and the additional info block."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    specs = "".join(f"<li><p>{_e(k)}: {_e(v)}</p></li>" for k, v in _item(lang)[2])
    body = (
        "<main id='page' role='main'><article class='sections'><section class='page-section'><div class='content-wrapper'><div class='content'>"
        "<div class='product-detail ProductItem' data-product-type='1'><div class='ProductItem-gallery'><img src='/i/p.jpg' alt=''></div>"
        f"<div class='ProductItem-details'><h1 class='ProductItem-details-title' data-content-field='title'>{_e(name)}</h1>"
        f"<div class='product-price'>{_e(price)}</div><div class='ProductItem-details-excerpt'>{_paras(lang)}</div>"
        f"<div class='product-quantity-input'><div class='quantity-label'>{_e(w['qty'])}:</div><input aria-label='{_e(w['qty'])}' size='4' max='9999' min='1' value='1' type='number'></div>"
        f"<div class='sqs-add-to-cart-button-wrapper'><div class='sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary' role='button'><div class='sqs-add-to-cart-button-inner'>{_e(w['add'])}</div></div></div></div>"
        f"<div class='ProductItem-additional'><div class='sqs-layout'><div class='sqs-block html-block'><div class='sqs-block-content'><h3>{_e(w['specs'])}</h3><ul>{specs}</ul></div></div></div></div></div>"
        f"<section class='ProductItem-relatedProducts'><h2 class='ProductItem-relatedProducts-heading'>{_e(w['also'])}</h2>"
        + "".join(
            f"<div class='ProductItem-relatedProducts-item'><a href='/p/r{i}' class='product-list-item-link'><div class='product-list-item-title'>{_e(n)}</div><div class='product-list-item-price'>{_e(price)}</div></a></div>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</section></div></div></section></article></main>"
    )
    return "collection-type-products view-item", body


def _sfcc(lang: str) -> tuple[str, str]:
    """Salesforce Commerce Cloud (SFRA): product-detail, attributes, description and details."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    attrs = "".join(
        f"<li class='attribute-values'><span class='attribute-label'>{_e(k)}:</span> {_e(v)}</li>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<div class='container product-detail product-wrapper' data-pid='R35'><div class='row'><div class='col-12 col-sm-6'><div class='primary-images'><img src='/i/p.jpg' alt=''></div></div>"
        f"<div class='col-12 col-sm-6'><div class='row'><div class='col'><h1 class='product-name'>{_e(name)}</h1></div></div>"
        "<div class='row'><div class='col'><div class='product-number-rating'><div class='product-number'>Item No. <span class='product-id'>R35</span></div></div></div></div>"
        "<div class='attributes'><div class='row'><div class='col-8'><div class='attribute'><label class='color'>Colore</label>"
        "<button class='color-attribute' aria-label='Seleziona colore Verde bosco'><span class='swatch-circle-verde'></span></button></div></div></div>"
        f"<div class='row'><div class='col-4'><div class='quantity'><label for='quantity-1'>{_e(w['qty'])}</label><select class='quantity-select custom-select form-control' id='quantity-1'><option>1</option><option>2</option></select></div></div></div>"
        f"<div class='prices'><div class='price'><span class='sales'><span class='value' content='119.00'>{_e(price)}</span></span></div></div>"
        f"<div class='cart-and-ipay'><button class='add-to-cart btn btn-primary'><i class='fa fa-shopping-bag'></i>{_e(w['add'])}</button></div>"
        f"<div class='product-availability'><div class='availability-msg'><div class='in-stock'>Disponibile</div></div></div></div></div></div>"
        "<div class='description-and-detail'><div class='row product-attributes collapsible-xs'>"
        f"<div class='col-sm-12 col-md-4'><h2 class='title'>{_e(w['specs'])}</h2></div><div class='col-sm-12 col-md-8 value content'><ul>{attrs}</ul></div></div>"
        f"<div class='row description collapsible-xs'><div class='col-sm-12 col-md-4'><h2 class='title'>{_e(w['desc'])}</h2></div><div class='col-sm-12 col-md-8 value content'>{_paras(lang)}</div></div></div>"
        f"<div class='recommendations'><div class='container'><h2 class='title'>{_e(w['also'])}</h2>"
        + "".join(
            f"<div class='product-tile'><div class='tile-body'><div class='pdp-link'><a class='link' href='/p/r{i}'>{_e(n)}</a></div><div class='price'><span class='value'>{_e(price)}</span></div></div></div>"
            for i, n in enumerate(_item(lang)[4])
        )
        + f"</div></div>{_recent(lang)}</div>"
    )
    return "page-product", body


def _amazon_like(lang: str) -> tuple[str, str]:
    """An Amazon-like marketplace: centerCol's bullets, the buy box, the tech spec table."""
    name, paras, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    specs = "".join(
        f"<tr><th class='a-color-secondary a-size-base prodDetSectionEntry'>{_e(k)}</th><td class='a-size-base prodDetAttrValue'>{_e(v)}</td></tr>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<div id='dp' class='a-container'><div id='dp-container'><div id='ppd'><div id='leftCol'><div id='imageBlock'><img src='/i/p.jpg' alt=''></div></div>"
        f"<div id='centerCol'><div id='titleSection'><h1 id='title' class='a-size-large a-spacing-none'><span id='productTitle' class='a-size-large product-title-word-break'>{_e(name)}</span></h1></div>"
        "<div id='averageCustomerReviews'><span class='a-icon-alt'>4.6 out of 5 stars</span> <a id='acrCustomerReviewLink' href='#customerReviews'><span id='acrCustomerReviewText'>2,314 ratings</span></a></div>"
        f"<div id='corePrice_feature_div'><span class='a-price'><span class='a-offscreen'>{_e(price)}</span></span></div>"
        "<div id='feature-bullets' class='a-section a-spacing-medium a-spacing-top-small'><ul class='a-unordered-list a-vertical a-spacing-mini'>"
        + "".join(f"<li><span class='a-list-item'>{_e(p)}</span></li>" for p in paras)
        + "</ul></div></div>"
        "<div id='rightCol'><div id='buybox'><div id='desktop_buybox'><div class='a-box-group'>"
        f"<div id='mir-layout-DELIVERY_BLOCK'><span>{_e(w['ship'])}</span></div><div id='availability'><span class='a-size-medium a-color-success'>In Stock</span></div>"
        f"<div id='selectQuantity'><label for='quantity' class='a-native-dropdown'>{_e(w['qty'])}:</label><select name='quantity' id='quantity'><option>1</option><option>2</option></select></div>"
        f"<span id='submit.add-to-cart' class='a-button a-button-primary'><input id='add-to-cart-button' type='submit' value='{_e(w['add'])}'><span class='a-button-text'>{_e(w['add'])}</span></span>"
        f"<span id='submit.buy-now' class='a-button'><span class='a-button-text'>{_e(w['buy'])}</span></span>"
        f"<div id='returnsInfoFeature_feature_div'><span>{_e(w['returns'])}</span></div></div></div></div></div></div>"
        f"<div id='prodDetails'><h2>{_e(w['specs'])}</h2><table id='productDetails_techSpec_section_1' class='a-keyvalue prodDetTable'>{specs}</table></div>"
        f"<div id='sims-consolidated-2_feature_div'><div class='a-carousel-container'><h2 class='a-carousel-heading'>{_e(w['also'])}</h2><ol class='a-carousel'>"
        + "".join(
            f"<li class='a-carousel-card'><a class='a-link-normal' href='/dp/r{i}'><div class='p13n-sc-truncate-desktop-type2'>{_e(n)}</div></a><span class='a-color-price'>{_e(price)}</span></li>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</ol></div></div></div></div>"
    )
    return "a-m-us a-aui_72554-c", body


def _rakuten_like(lang: str) -> tuple[str, str]:
    """A Rakuten-like mall's item page: the shop's own header, points, a spec table."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    body = (
        "<div id='pagebody'><div class='shop-header'><a href='/shop/'>キッチン雑貨のお店 こもれび</a></div>"
        f"<table class='item-layout'><tr><td class='item-image'><img src='/i/p.jpg' alt=''></td><td class='item-info'><h1 class='item_name'>{_e(name)}</h1>"
        f"<div class='price2'><span class='price'>{_e(price)}</span><span class='tax'>（税込）</span><span class='postage'>送料無料</span></div>"
        "<div class='point'>129ポイント（1倍）</div>"
        f"<div class='normal_reserve_item_number'><span>{_e(w['qty'])}</span><input type='text' name='units' value='1'></div>"
        f"<div class='cart-button'><button type='submit' class='new_addToCart'>{_e(w['add'])}</button></div>"
        f"<div class='favorite'><a href='/fav'>{_e(w['wish'])}</a></div></td></tr></table>"
        f"<div class='item_desc'><h2>{_e(w['desc'])}</h2>{_paras(lang)}</div>"
        f"<div class='item_spec'><h2>{_e(w['specs'])}</h2><table class='spec-table'>{_spec_rows(lang)}</table></div>"
        f"<div class='shop-notes'><p>{_e(w['ship'])}</p><p>{_e(w['returns'])}</p></div>"
        f"{_recs(lang, 'recommend-item', 'recommend-name', price)}{_recent(lang)}</div>"
    )
    return "rakuten-item", body


def _allegro_like(lang: str) -> tuple[str, str]:
    """An Allegro-like marketplace: hashed classes, data-role attributes, a parameters table."""
    name, _p, _s, price, _r = _item(lang)
    w = SHOP_WORDS[lang]
    params = "".join(
        f"<tr class='mp4t_0'><td class='_3a4zn'>{_e(k)}</td><td class='_1qltd'>{_e(v)}</td></tr>"
        for k, v in _item(lang)[2]
    )
    body = (
        "<div class='main-wrapper' data-box-name='allegro.showoffer'><div class='mpof_ki' data-role='app-container'>"
        f"<div data-box-name='showoffer.productHeader'><h1 class='mp4t_0 mryx_0 mj7a_4'>{_e(name)}</h1></div>"
        f"<div data-box-name='showoffer.price'><div aria-label='cena {_e(price)}' class='mli8_k4 msa3_z4'>{_e(price)}</div></div>"
        f"<div data-box-name='showoffer.delivery'><p class='mpof_uk'>{_e(w['ship'])}</p><p class='mpof_uk'>{_e(w['returns'])}</p></div>"
        f"<div data-box-name='showoffer.quantity'><label for='qty-input' class='_1h7wt'>{_e(w['qty'])}</label><input id='qty-input' type='number' value='1'></div>"
        f"<div data-box-name='showoffer.buyButtons'><button data-role='add-to-cart-button' class='mgn2_14'>{_e(w['add'])}</button><button data-role='buy-now-button' class='mgn2_14'>{_e(w['buy'])}</button></div>"
        f"<div data-box-name='Parameters'><h2 class='mp0t_ji'>{_e(w['specs'])}</h2><table class='_52af9'><tbody>{params}</tbody></table></div>"
        f"<div data-box-name='Description'><h2 class='mp0t_ji'>{_e(w['desc'])}</h2><div class='_0d3bd'>{_paras(lang)}</div></div>"
        f"<div data-box-name='showoffer.similar'><h2 class='mp0t_ji'>{_e(w['also'])}</h2>"
        + "".join(
            f"<article class='mx7m_1'><h3 class='mgn2_14'><a href='/oferta/r{i}'>{_e(n)}</a></h3><span class='mli8_k4'>{_e(price)}</span></article>"
            for i, n in enumerate(_item(lang)[4])
        )
        + "</div></div></div>"
    )
    return "allegro", body


# --- service pages ---------------------------------------------------------------------

# A pricing page (de): three plan cards and a comparison table of marks.
PRICING_DE = (
    "Preise für jedes Team",
    "Wählen Sie den Tarif, der zu Ihrem Team passt. Alle Tarife lassen sich monatlich kündigen und enthalten unbegrenzt viele Projekte.",
    (
        ("Starter", "9 €", "Für Einzelne, die ihre Aufgaben ordnen wollen."),
        ("Team", "19 €", "Für Teams, die gemeinsam an Projekten arbeiten."),
        ("Business", "39 €", "Für Firmen mit Freigaben und Prüfprotokollen."),
    ),
    (
        ("Unbegrenzte Projekte", ("Ja", "Ja", "Ja")),
        ("Gemeinsame Kalender", ("—", "Ja", "Ja")),
        ("Zeiterfassung", ("—", "Ja", "Ja")),
        ("Freigabe-Workflows", ("—", "—", "Ja")),
        ("Prüfprotokoll", ("—", "—", "Ja")),
        ("Single Sign-on", ("—", "—", "Ja")),
    ),
)
ABOUT_FR = (
    "Qui sommes-nous",
    (
        "Atelier Brume est un cabinet d'architectes installé à Nantes depuis 2009. Nous dessinons des logements, des écoles et des lieux de travail, en bois le plus souvent, avec des entreprises de la région.",
        "Notre équipe réunit douze architectes, deux ingénieures structure et une paysagiste. Chaque projet est suivi du premier croquis à la réception du chantier par la même personne.",
        "Nous croyons qu'un bâtiment réussi se construit avec ceux qui l'habiteront : chaque projet commence par des ateliers avec les futurs usagers.",
    ),
)
CONTACT_ES = (
    "Contacta con nosotros",
    (
        "Nuestra oficina de Valencia atiende de lunes a viernes, de 9:00 a 18:00. Para presupuestos de reformas, escríbenos con las medidas aproximadas y te responderemos en dos días laborables.",
        "Calle de la Paz 14, 46003 Valencia",
        "Teléfono: +34 960 000 000",
    ),
)
LEGAL_JA = (
    "特定商取引法に基づく表記",
    (
        ("販売業者", "株式会社こもれび商店"),
        ("所在地", "東京都台東区蔵前二丁目一番地"),
        ("代金の支払時期", "ご注文時にお支払いいただきます。"),
        (
            "返品について",
            "商品到着後八日以内にご連絡いただいた場合に限り、未使用品の返品を承ります。",
        ),
    ),
)
SAAS_PT = (
    "Gestão de estoque simples para o seu negócio",
    "Controle entradas, saídas e inventários de várias lojas em um só lugar, do computador ou do celular.",
    (
        (
            "Estoque em tempo real",
            "Cada venda baixa o estoque na hora, em todas as lojas e no e-commerce.",
        ),
        (
            "Alertas de reposição",
            "Defina um mínimo por produto e receba um aviso antes que ele acabe.",
        ),
        ("Relatórios de giro", "Veja quais produtos vendem mais e quais estão parados há meses."),
        (
            "Integração com marketplaces",
            "Sincronize o estoque com as principais plataformas de venda online.",
        ),
    ),
)
_SERVICE_CHROME = {
    "de": ("Jetzt kostenlos testen", "Tarif wählen", "Häufig gestellte Fragen"),
    "fr": ("Demander un devis", "Voir nos réalisations"),
    "es": ("Enviar mensaje", "Acepto la política de privacidad", "Nombre", "Correo electrónico"),
    "ja": ("お問い合わせフォーム", "ページの先頭へ"),
    "pt": ("Teste grátis por 14 dias", "Fale com um especialista", "Sem cartão de crédito"),
}


def _pricing(lang: str) -> tuple[str, str]:
    """A SaaS pricing page (de): plan cards with a button each, then a comparison table."""
    title, intro, plans, rows = PRICING_DE
    cards = "".join(
        f"<div class='pricing-card'><h3 class='plan-name'>{_e(n)}</h3><div class='plan-price'>{_e(p)}</div>"
        f"<p class='plan-desc'>{_e(d)}</p><a class='btn btn-primary' href='/signup?plan={i}'>Tarif wählen</a></div>"
        for i, (n, p, d) in enumerate(plans)
    )
    head = "<tr><th></th>" + "".join(f"<th>{_e(n)}</th>" for n, _p, _d in plans) + "</tr>"
    body_rows = "".join(
        f"<tr><td class='feature'>{_e(f)}</td>"
        + "".join(f"<td>{_e(m)}</td>" for m in marks)
        + "</tr>"
        for f, marks in rows
    )
    body = (
        f"<main id='main'><section class='hero'><h1>{_e(title)}</h1><p>{_e(intro)}</p>"
        "<a class='btn' href='/trial'>Jetzt kostenlos testen</a></section>"
        f"<section class='pricing'><div class='pricing-cards'>{cards}</div></section>"
        f"<section class='compare'><h2>Tarife im Vergleich</h2><table class='compare-table'><thead>{head}</thead><tbody>{body_rows}</tbody></table></section>"
        "<section class='faq-teaser'><a href='/faq'>Häufig gestellte Fragen</a></section></main>"
    )
    return "page-template-pricing", body


def _about(lang: str) -> tuple[str, str]:
    title, paras = ABOUT_FR
    body = (
        f"<main id='main' class='site-main'><article class='page'><header class='entry-header'><h1 class='entry-title'>{_e(title)}</h1></header>"
        "<div class='entry-content'>"
        + "".join(f"<p>{_e(p)}</p>" for p in paras)
        + "</div></article>"
        "<aside class='cta-band'><a class='button' href='/devis'>Demander un devis</a> <a href='/projets'>Voir nos réalisations</a></aside></main>"
    )
    return "page-template-default page", body


def _contact(lang: str) -> tuple[str, str]:
    title, (intro, street, phone) = CONTACT_ES
    body = (
        f"<main id='main'><article class='page'><h1 class='entry-title'>{_e(title)}</h1><div class='entry-content'><p>{_e(intro)}</p>"
        f"<address><p>{_e(street)}</p><p>{_e(phone)}</p></address>"
        "<div class='wpcf7'><form class='wpcf7-form' method='post'><p><label>Nombre<br><input type='text' name='your-name'></label></p>"
        "<p><label>Correo electrónico<br><input type='email' name='your-email'></label></p><p><label>Mensaje<br><textarea name='your-message'></textarea></label></p>"
        "<p><label><input type='checkbox' name='acceptance'> Acepto la política de privacidad</label></p>"
        "<p><input type='submit' value='Enviar mensaje' class='wpcf7-submit'></p></form></div></div></article></main>"
    )
    return "page-template-default page", body


def _legal(lang: str) -> tuple[str, str]:
    title, rows = LEGAL_JA
    body = (
        f"<main id='main'><div class='page-content'><h1>{_e(title)}</h1><table class='tokushoho'>"
        + "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows)
        + "</table><p class='contact-link'><a href='/contact'>お問い合わせフォーム</a></p>"
        "<p class='pagetop'><a href='#top'>ページの先頭へ</a></p></div></main>"
    )
    return "page legal", body


def _saas(lang: str) -> tuple[str, str]:
    title, intro, features = SAAS_PT
    grid = "".join(
        f"<div class='feature-card'><div class='feature-icon'><svg></svg></div><h3>{_e(h)}</h3><p>{_e(p)}</p></div>"
        for h, p in features
    )
    body = (
        f"<main><section class='hero'><h1>{_e(title)}</h1><p class='lead'>{_e(intro)}</p>"
        "<div class='hero-ctas'><a class='btn btn-primary' href='/cadastro'>Teste grátis por 14 dias</a>"
        "<a class='btn btn-link' href='/demo'>Fale com um especialista</a></div><small>Sem cartão de crédito</small></section>"
        f"<section class='features'><div class='feature-grid'>{grid}</div></section></main>"
    )
    return "landing", body


# engine -> (template, languages)
PRODUCT_ENGINES: dict[str, tuple[Callable[[str], tuple[str, str]], tuple[str, ...]]] = {
    "shopify_dawn": (_shopify_dawn, ("en", "nl")),
    "shopify_debut": (_shopify_debut, ("de",)),
    "woocommerce": (_woocommerce, ("fr", "es")),
    "magento": (_magento, ("de", "it")),
    "prestashop": (_prestashop, ("fr", "pl")),
    "shopware": (_shopware, ("de",)),
    "bigcommerce": (_bigcommerce, ("en",)),
    "opencart": (_opencart, ("tr",)),
    "wix": (_wix, ("pt",)),
    "squarespace": (_squarespace, ("en",)),
    "sfcc": (_sfcc, ("it",)),
    "amazon_like": (_amazon_like, ("en", "ja")),
    "rakuten_like": (_rakuten_like, ("ja",)),
    "allegro_like": (_allegro_like, ("pl",)),
}
SERVICE_ENGINES: dict[str, tuple[Callable[[str], tuple[str, str]], tuple[str, ...]]] = {
    "pricing": (_pricing, ("de",)),
    "about": (_about, ("fr",)),
    "contact": (_contact, ("es",)),
    "legal": (_legal, ("ja",)),
    "saas": (_saas, ("pt",)),
}


def shop_cases() -> list[tuple[str, str]]:
    """Every (engine, language) page of the suite, products then services."""
    return [
        (engine, lang)
        for engines in (PRODUCT_ENGINES, SERVICE_ENGINES)
        for engine, (_t, langs) in engines.items()
        for lang in langs
    ]


def _words(lang: str) -> dict[str, str]:
    return CHROME.get(lang) or _MORE_CHROME[lang]


def _service_wanted(engine: str) -> tuple[str, ...]:
    if engine == "pricing":
        title, intro, plans, rows = PRICING_DE
        return (
            title,
            intro,
            *(n for n, _p, _d in plans),
            *(d for _n, _p, d in plans),
            *(f for f, _m in rows),
        )
    if engine == "about":
        return (ABOUT_FR[0], *ABOUT_FR[1])
    if engine == "contact":
        return (CONTACT_ES[0], *CONTACT_ES[1])
    if engine == "legal":
        return (LEGAL_JA[0], *(v for _k, v in LEGAL_JA[1]))
    title, intro, features = SAAS_PT
    return (title, intro, *(h for h, _p in features), *(p for _h, p in features))


def shop_page(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: markup, the texts a reader wants, chrome lines."""
    if engine in PRODUCT_ENGINES:
        template, langs = PRODUCT_ENGINES[engine]
    else:
        template, langs = SERVICE_ENGINES[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = _words(lang)
    body_class, body = template(lang)
    if engine in PRODUCT_ENGINES:
        name, paras, specs, _price, recs = _item(lang)
        wanted = (name, *paras, *(v for _k, v in specs))
        w = SHOP_WORDS[lang]
        chrome = (w["add"], w["also"], w["ship"], w["returns"], *recs)
        title = name
    else:
        wanted = _service_wanted(engine)
        chrome = _SERVICE_CHROME[lang]
        title = wanted[0]
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = (words["cookie"], words["news"], words["rights"])
    url = f"https://www.alpenrand.example/{engine}/{lang}/item"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))
