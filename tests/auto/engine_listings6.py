# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A sixth suite of synthetic listing pages (stop 72): markets and services of more countries.

A Tiendanube storefront (es, pt: ``js-item-product``, an instalment line, a "free
shipping" label), a Japanese mall's search results (Rakuten-style: points, "送料無料"),
a Korean smart store (Naver-style: "무료배송", "리뷰"), a Chinese marketplace's search
(Taobao-like: "包邮", "人付款"), a classifieds portal (OLX/Avito-style: pl, ro, uk, ru; a
promoted badge, a place and a time, a follow button), a Turkish marketplace
(Trendyol-style: "Kargo Bedava", "Sepete Ekle"), a real-estate portal (Idealista- and
SeLoger-like: es, fr; four cards, a price and a note each), a German job board
(StepStone-like) and a company's contact page (de, pl, ja, tr, pt), written after the
engines' default templates and language packs with the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot``. No page is copied from a site or
from the shared datasets.

:func:`listing_page6` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import (
    ListingPage,
    _e,
    engine_cases,
    engine_page,
)

# Each market's items, by (genre, language): heading, (name, detail, price).
ITEMS6 = {
    ("shop", "es"): ("Yerba mate y accesorios", (
        ("Mate de calabaza forrado en cuero", "Calabaza curada a mano con virola de alpaca.", "$18.500"),
        ("Bombilla de acero pico de loro", "Acero inoxidable con filtro desmontable.", "$6.900"),
        ("Yerba mate orgánica 1 kg", "Estacionada 24 meses, sin palo y de molienda suave.", "$9.200"),
        ("Termo de acero 1 litro", "Mantiene el agua caliente durante 24 horas.", "$42.000"),
        ("Matera de cuero con correa", "Lleva el termo, el mate y la yerba en un solo bolso.", "$35.700"),
        ("Azucarera y yerbera de lata", "Juego de dos latas con tapa hermética.", "$12.300"),
    )),
    ("shop", "pt"): ("Cafés especiais", (
        ("Café do Cerrado torra média 500 g", "Notas de chocolate e caramelo, grãos inteiros.", "R$ 54,90"),
        ("Café da Mantiqueira torra clara 250 g", "Acidez cítrica e corpo leve, para coados.", "R$ 39,90"),
        ("Moedor manual de cerâmica", "Ajuste fino da moagem e corpo em aço escovado.", "R$ 189,00"),
        ("Prensa francesa de vidro 600 ml", "Filtro de malha dupla e alça de bambu.", "R$ 129,90"),
        ("Chaleira bico de ganso 1 litro", "Controle do fluxo para o método V60.", "R$ 219,00"),
        ("Kit coador de pano com suporte", "Três coadores de algodão e suporte de madeira.", "R$ 49,90"),
    )),
    ("shop", "ja"): ("コーヒー器具の検索結果", (
        ("手挽きコーヒーミル セラミック刃", "粗さを細かく調整できる手挽きミルです。", "3,980円"),
        ("ドリップケトル 1.0L ステンレス", "細口で湯量を調整しやすいケトルです。", "4,580円"),
        ("コーヒードリッパー 有田焼 2〜4杯用", "職人が一つずつ仕上げた磁器のドリッパーです。", "2,750円"),
        ("スペシャルティコーヒー豆 200g", "浅煎りで華やかな香りのエチオピア産です。", "1,620円"),
        ("デジタルスケール タイマー付き", "0.1g単位で量れる抽出用のはかりです。", "2,480円"),
        ("ガラスサーバー 600ml", "耐熱ガラス製で目盛り付きのサーバーです。", "1,980円"),
    )),
    ("shop", "ko"): ("커피 용품", (
        ("핸드드립 커피 그라인더 세라믹", "분쇄도를 세밀하게 조절할 수 있습니다.", "39,000원"),
        ("스테인리스 드립 포트 1L", "가는 주둥이로 물줄기를 조절하기 쉽습니다.", "45,800원"),
        ("도자기 드리퍼 2~4인용", "장인이 하나씩 빚은 도자기 드리퍼입니다.", "27,500원"),
        ("스페셜티 원두 200g", "에티오피아산 약배전 원두입니다.", "16,200원"),
        ("타이머 디지털 저울", "0.1g 단위로 잴 수 있는 추출용 저울입니다.", "24,800원"),
        ("내열 유리 서버 600ml", "눈금이 있는 내열 유리 서버입니다.", "19,800원"),
    )),
    ("shop", "zh"): ("咖啡器具", (
        ("手摇磨豆机 陶瓷磨芯", "粗细可调，适合手冲和法压。", "¥168"),
        ("不锈钢细口手冲壶 1L", "细长壶嘴，水流稳定易控制。", "¥199"),
        ("陶瓷滤杯 2-4人份", "匠人手工烧制，聚热效果好。", "¥89"),
        ("精品咖啡豆 埃塞俄比亚 200g", "浅度烘焙，花香明亮。", "¥78"),
        ("带计时电子秤", "精确到0.1克，冲煮专用。", "¥109"),
        ("耐热玻璃分享壶 600ml", "带刻度，耐高温玻璃。", "¥59"),
    )),
    ("shop", "tr"): ("Kahve ekipmanları", (
        ("Seramik bıçaklı manuel kahve değirmeni", "Öğütme kalınlığı hassas ayarlanabilir.", "1.299 TL"),
        ("Paslanmaz çelik demleme kettle 1 L", "İnce ağızlı, su akışını kolayca kontrol edin.", "1.549 TL"),
        ("Porselen dripper 2-4 kişilik", "Ustalar tarafından tek tek şekillendirildi.", "899 TL"),
        ("Nitelikli çekirdek kahve 250 g", "Etiyopya menşeli, açık kavrum.", "649 TL"),
        ("Zamanlayıcılı dijital terazi", "0,1 gram hassasiyetle ölçer.", "749 TL"),
        ("Isıya dayanıklı cam sürahi 600 ml", "Ölçü çizgili borosilikat cam.", "499 TL"),
    )),
    ("ads", "pl"): ("Rowery w Krakowie", (
        ("Rower gravel Kross Esker 4.0, rozmiar M", "Kraków, Krowodrza - Dzisiaj o 14:32", "3 450 zł"),
        ("Rower miejski Romet z koszykiem", "Kraków, Podgórze - Dzisiaj o 11:05", "890 zł"),
        ("Rower dziecięcy 20 cali, stan bardzo dobry", "Kraków, Nowa Huta - Wczoraj o 19:47", "420 zł"),
        ("Rower szosowy aluminiowy, osprzęt Shimano 105", "Kraków, Bronowice - 12 marca 2024", "2 700 zł"),
        ("Rower elektryczny, bateria 500 Wh", "Kraków, Czyżyny - 11 marca 2024", "5 900 zł"),
    )),
    ("ads", "ro"): ("Biciclete în Cluj-Napoca", (
        ("Bicicletă gravel Kross Esker, mărimea M", "Cluj-Napoca, Mănăștur - Azi la 14:32", "3 400 lei"),
        ("Bicicletă de oraș cu coș, stare bună", "Cluj-Napoca, Gheorgheni - Azi la 11:05", "850 lei"),
        ("Bicicletă pentru copii 20 inch", "Cluj-Napoca, Zorilor - Ieri la 19:47", "400 lei"),
        ("Bicicletă de șosea din aluminiu, Shimano 105", "Cluj-Napoca, Centru - 12 martie 2024", "2 650 lei"),
        ("Bicicletă electrică, baterie 500 Wh", "Cluj-Napoca, Mărăști - 11 martie 2024", "5 800 lei"),
    )),
    ("ads", "uk"): ("Велосипеди у Львові", (
        ("Гравійний велосипед Kross Esker, розмір M", "Львів, Сихівський - Сьогодні о 14:32", "18 500 грн"),
        ("Міський велосипед з кошиком", "Львів, Франківський - Сьогодні о 11:05", "4 900 грн"),
        ("Дитячий велосипед 20 дюймів, гарний стан", "Львів, Шевченківський - Вчора о 19:47", "2 300 грн"),
        ("Шосейний велосипед, алюміній, Shimano 105", "Львів, Личаківський - 12 березня 2024 р.", "14 700 грн"),
        ("Електровелосипед, батарея 500 Вт·год", "Львів, Залізничний - 11 березня 2024 р.", "32 000 грн"),
    )),
    ("ads", "ru"): ("Велосипеды в Казани", (
        ("Гравийный велосипед Kross Esker, размер M", "Казань, Вахитовский район · Сегодня 14:32", "45 000 ₽"),
        ("Городской велосипед с корзиной", "Казань, Советский район · Сегодня 11:05", "12 500 ₽"),
        ("Детский велосипед 20 дюймов, хорошее состояние", "Казань, Приволжский район · Вчера 19:47", "5 800 ₽"),
        ("Шоссейный велосипед, алюминий, Shimano 105", "Казань, Ново-Савиновский район · 12 марта", "37 000 ₽"),
        ("Электровелосипед, батарея 500 Вт·ч", "Казань, Кировский район · 11 марта", "79 000 ₽"),
    )),
    ("homes", "es"): ("Pisos en venta en Chamberí, Madrid", (
        ("Piso en calle de Eloy Gonzalo, Trafalgar", "Reformado hace dos años, muy luminoso y con balcones a la calle, cerca del metro Quevedo.", "465.000 €"),
        ("Ático en calle de Santa Engracia, Ríos Rosas", "Terraza de veinte metros con vistas despejadas y plaza de garaje incluida en el precio.", "689.000 €"),
        ("Piso en calle de Fernández de la Hoz, Almagro", "Finca clásica con portero físico, techos altos y suelos de madera originales.", "825.000 €"),
        ("Estudio en calle de Ponzano, Ríos Rosas", "Ideal como inversión, alquilado hasta junio con buena rentabilidad y gastos bajos.", "219.000 €"),
    )),
    ("homes", "fr"): ("Appartements à vendre à Lyon 6e", (
        ("Appartement 3 pièces, rue Vendôme", "Au troisième étage avec ascenseur, séjour traversant et cuisine équipée refaite à neuf.", "429 000 €"),
        ("Appartement 4 pièces avec balcon, cours Franklin Roosevelt", "Immeuble bourgeois, parquet et moulures d'origine, cave et local à vélos.", "615 000 €"),
        ("Studio meublé, rue Duquesne", "Idéal pour un investissement locatif, proche du parc de la Tête d'Or et des transports.", "179 000 €"),
        ("Duplex 5 pièces sur le toit, boulevard des Belges", "Terrasse de quarante mètres carrés, vue dégagée et deux places de parking.", "1 190 000 €"),
    )),
    ("jobs", "de"): ("Jobs als Softwareentwickler in Hamburg", (
        ("Softwareentwickler Python (m/w/d)", "Hafenlogistik Nord GmbH · Hamburg", "Sie entwickeln unsere Plattform für die Containerplanung weiter und arbeiten eng mit dem Betrieb zusammen."),
        ("Backend-Entwickler Java (m/w/d)", "Elbversicherung AG · Hamburg", "Sie gestalten die Schnittstellen unserer Tarifrechner und bringen neue Produkte in den Markt."),
        ("Frontend-Entwickler React (m/w/d)", "Kontor Digital GmbH · Hamburg oder remote", "Sie bauen barrierefreie Oberflächen für Kunden aus dem Handel und dem öffentlichen Dienst."),
        ("DevOps Engineer (m/w/d)", "Stadtwerke Nordlicht · Hamburg", "Sie betreuen unsere Kubernetes-Cluster und automatisieren Auslieferung und Überwachung."),
        ("Werkstudent Softwareentwicklung (m/w/d)", "Alsterlabs GmbH · Hamburg", "Sie unterstützen unser Team bei Tests, kleinen Funktionen und der Dokumentation."),
    )),
}  # fmt: skip

# Each engine's interface strings, by language.
UI6 = {
    "es": {"buy": "Comprar", "ship": "Envío gratis", "inst": "6 cuotas sin interés", "found": "24 productos", "save": "Guardar", "contact": "Contactar", "count": "1.248 pisos", "new": "Novedad"},
    "pt": {"buy": "Comprar", "ship": "Frete grátis", "inst": "6x sem juros", "found": "24 produtos"},
    "ja": {"ship": "送料無料", "points": "ポイント1倍", "cart": "かごに入れる", "found": "1,248件"},
    "ko": {"ship": "무료배송", "review": "리뷰", "cart": "장바구니 담기", "found": "총 1,248개"},
    "zh": {"ship": "包邮", "paid": "人付款", "cart": "加入购物车", "found": "共1248件宝贝"},
    "tr": {"ship": "Kargo Bedava", "cart": "Sepete Ekle", "fast": "Hızlı Teslimat", "found": "1.248 ürün"},
    "pl": {"promo": "Wyróżnione", "neg": "do negocjacji", "follow": "Obserwuj", "found": "Znaleźliśmy ponad 1 000 ogłoszeń"},
    "ro": {"promo": "Promovat", "neg": "Negociabil", "follow": "Urmărește", "found": "Am găsit peste 1.000 de anunțuri"},
    "uk": {"promo": "ТОП", "neg": "Договірна", "follow": "Стежити", "found": "Ми знайшли понад 1 000 оголошень"},
    "ru": {"promo": "Продвинуто", "neg": "Торг уместен", "follow": "Показать телефон", "found": "1 248 объявлений"},
    "fr": {"save": "Sauvegarder", "contact": "Contacter l'agence", "count": "1 248 annonces", "new": "Nouveauté"},
    "de": {"apply": "Schnellbewerbung", "new": "Neu", "save": "Merken", "count": "1.248 Jobs", "salary": "Gehalt anzeigen"},
}  # fmt: skip

# A company's contact page, by language: heading, intro, (label, text) sections, the
# form's heading and button, the opening-hours label.
CONTACT = {
    "de": ("Kontakt", "Sie erreichen unser Team in Freiburg werktags per Telefon, per E-Mail oder persönlich in unserem Büro am Rotteckring.", (
        ("Adresse", "Werkstatt Nordhang GmbH, Rotteckring 12, 79098 Freiburg im Breisgau"),
        ("Telefon", "+49 761 123 45 67"),
        ("Öffnungszeiten", "Montag bis Freitag von 9 bis 17 Uhr, samstags nach Vereinbarung"),
    ), "Schreiben Sie uns", "Nachricht senden"),
    "pl": ("Kontakt", "Nasz zespół w Gdańsku odpowiada na pytania w dni robocze telefonicznie, mailowo lub na miejscu w biurze przy ulicy Długiej.", (
        ("Adres", "Pracownia Nadmorska sp. z o.o., ul. Długa 12, 80-827 Gdańsk"),
        ("Telefon", "+48 58 123 45 67"),
        ("Godziny otwarcia", "Od poniedziałku do piątku w godzinach 9–17, w soboty po umówieniu"),
    ), "Napisz do nas", "Wyślij wiadomość"),
    "ja": ("お問い合わせ", "札幌の事務所では、平日に電話、メール、または来社にてご相談を承っております。お気軽にご連絡ください。", (
        ("所在地", "〒060-0042 北海道札幌市中央区大通西5丁目8番地 北斗ビル3階"),
        ("電話番号", "011-123-4567"),
        ("営業時間", "月曜日から金曜日の午前9時から午後5時まで（土日祝日を除く）"),
    ), "メールでのお問い合わせ", "送信する"),
    "tr": ("İletişim", "İzmir'deki ekibimize hafta içi telefonla, e-postayla ya da Alsancak'taki ofisimize gelerek ulaşabilirsiniz.", (
        ("Adres", "Ege Atölye Ltd. Şti., Kıbrıs Şehitleri Caddesi No: 12, 35220 Alsancak, İzmir"),
        ("Telefon", "+90 232 123 45 67"),
        ("Çalışma saatleri", "Pazartesiden cumaya 09.00–17.00 arası, cumartesi randevuyla"),
    ), "Bize yazın", "Mesajı gönder"),
    "pt": ("Fale conosco", "Nossa equipe em Curitiba atende de segunda a sexta por telefone, por e-mail ou pessoalmente no escritório do Batel.", (
        ("Endereço", "Oficina Serra Verde Ltda., Rua Comendador Araújo, 512, Batel, Curitiba - PR"),
        ("Telefone", "+55 41 3123-4567"),
        ("Horário de atendimento", "De segunda a sexta, das 9h às 18h, e aos sábados com hora marcada"),
    ), "Envie uma mensagem", "Enviar mensagem"),
}  # fmt: skip
# The contact form's fields, by language: name, e-mail, message.
FIELDS6 = {
    "de": ("Name", "E-Mail", "Ihre Nachricht"),
    "pl": ("Imię i nazwisko", "Adres e-mail", "Treść wiadomości"),
    "ja": ("お名前", "メールアドレス", "お問い合わせ内容"),
    "tr": ("Adınız", "E-posta adresiniz", "Mesajınız"),
    "pt": ("Nome", "E-mail", "Sua mensagem"),
}  # fmt: skip

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]


def _tiendanube(lang: str) -> Page:
    """Tiendanube's storefront: a category's grid, a linked name, a price, an instalment
    line and a "free shipping" label over the image, a buy button; the count."""
    u = UI6[lang]
    head, items = ITEMS6[("shop", lang)]
    tiles = "".join(
        f"<div class='js-item-product col-6 col-md-4 item-product' data-product-id='{900 + i}'>"
        "<div class='item'><div class='item-image'><a href='/productos/p"
        f"{900 + i}/'><img class='js-item-image' src='/i/n{i}.jpg' alt='{_e(n)}'></a>"
        + (f"<div class='label label-accent'>{_e(u['ship'])}</div>" if i < 3 else "")
        + f"</div><div class='item-description'><a href='/productos/p{900 + i}/'"
        f" class='item-link'><div class='js-item-name item-name'>{_e(n)}</div><div"
        f" class='item-price-container'><span class='js-price-display item-price'>{_e(p)}"
        f"</span></div><div class='item-installments'>{_e(u['inst'])}</div></a></div><div"
        f" class='item-actions'><input type='submit' class='js-addtocart btn' value='{_e(u['buy'])}'>"
        "</div></div></div>"
        for i, (n, _x, p) in enumerate(items)
    )
    body = (
        "<section class='category-body'><div class='container'><div class='category-header'>"
        f"<h1 class='h2'>{_e(head)}</h1><div class='js-products-count'>{_e(u['found'])}</div>"
        f"</div><div class='js-product-table row'>{tiles}</div></div></section>"
    )
    wanted = (*(n for n, _x, _p in items), *(p for _n, _x, p in items))
    return head, body, wanted, (u["ship"], u["found"])


def _jp_mall(lang: str) -> Page:
    """A Japanese mall's search results (Rakuten-style): a row an item, its linked name,
    a catch line, a price, its points and a "free shipping" mark, a cart button."""
    u = UI6[lang]
    head, items = ITEMS6[("shop", lang)]
    rows = "".join(
        f"<div class='searchresultitem' data-id='{400 + i}'><div class='image'><a"
        f" href='/item/{400 + i}/'><img src='/i/r{i}.jpg' alt='{_e(n)}'></a></div><div"
        f" class='content title'><h2><a href='/item/{400 + i}/'>{_e(n)}</a></h2></div><div"
        f" class='content description'>{_e(x)}</div><div class='content price'><span"
        f" class='important'>{_e(p)}</span></div><div class='content points'><span>"
        f"{_e(u['points'])}</span></div><div class='content shipping'><span class='dui-tag'>"
        f"{_e(u['ship'])}</span></div><div class='content cart'><button class='cart-button'>"
        f"{_e(u['cart'])}</button></div></div>"
        for i, (n, x, p) in enumerate(items)
    )
    body = (
        f"<div id='root'><div class='dui-container searchresults'><h1>{_e(head)}</h1><div"
        f" class='count'><span>{_e(u['found'])}</span></div>{rows}</div></div>"
    )
    wanted = (*(n for n, _x, _p in items), *(x for _n, x, _p in items))
    return head, body, wanted, (u["ship"], u["cart"], u["found"])


def _ko_store(lang: str) -> Page:
    """A Korean smart store (Naver-style): a product list, a name, a price, a delivery
    badge and a review count, a cart button."""
    u = UI6[lang]
    head, items = ITEMS6[("shop", lang)]
    cards = "".join(
        f"<li class='product_item'><a class='product_link' href='/products/{600 + i}'><div"
        f" class='product_thumb'><img src='/i/k{i}.jpg' alt='{_e(n)}'></div><strong"
        f" class='product_name'>{_e(n)}</strong><p class='product_desc'>{_e(x)}</p><div"
        f" class='product_price'><span class='price_num'>{_e(p)}</span></div></a><div"
        f" class='product_etc'><div class='badge_delivery'>{_e(u['ship'])}</div><div"
        f" class='review_count'>{_e(u['review'])} {120 + i}</div></div><button"
        f" class='btn_cart'>{_e(u['cart'])}</button></li>"
        for i, (n, x, p) in enumerate(items)
    )
    body = (
        f"<div id='content' class='category_wrap'><h2 class='category_title'>{_e(head)}</h2>"
        f"<div class='list_total'>{_e(u['found'])}</div><ul class='product_list'>{cards}</ul>"
        "</div>"
    )
    wanted = (*(n for n, _x, _p in items), *(x for _n, x, _p in items))
    return head, body, wanted, (u["ship"], u["cart"], u["found"])


def _zh_market(lang: str) -> Page:
    """A Chinese marketplace's search (Taobao-like): a card an item, a price, how many
    paid, a "free shipping" tag, a shop's name and a cart button."""
    u = UI6[lang]
    head, items = ITEMS6[("shop", lang)]
    cards = "".join(
        f"<div class='item J_MouserOnverReq' data-nid='{700 + i}'><div class='pic'><a"
        f" href='/item.htm?id={700 + i}'><img src='/i/z{i}.jpg' alt=''></a></div><div"
        f" class='ctx-box'><div class='row row-1'><div class='price'><strong>{_e(p)}</strong>"
        f"</div><div class='deal-cnt'>{300 + 100 * i}{_e(u['paid'])}</div></div><div"
        f" class='row row-2 title'><a href='/item.htm?id={700 + i}'>{_e(n)}</a></div><div"
        f" class='row row-3'><p class='desc'>{_e(x)}</p></div><div class='row row-4'><span"
        f" class='service-tag'>{_e(u['ship'])}</span></div><button class='add-cart'>"
        f"{_e(u['cart'])}</button></div></div>"
        for i, (n, x, p) in enumerate(items)
    )
    body = (
        f"<div id='mainsrp-itemlist'><h1 class='title'>{_e(head)}</h1><div class='total'>"
        f"{_e(u['found'])}</div><div class='items'>{cards}</div></div>"
    )
    wanted = (*(n for n, _x, _p in items), *(x for _n, x, _p in items))
    return head, body, wanted, (u["ship"], u["cart"], u["found"])


def _tr_market(lang: str) -> Page:
    """A Turkish marketplace (Trendyol-style): a card a product, a brand and a name, a
    rating count, a price, "free shipping" and "fast delivery" stamps, a cart button."""
    u = UI6[lang]
    head, items = ITEMS6[("shop", lang)]
    cards = "".join(
        f"<div class='p-card-wrppr' data-id='{500 + i}'><div class='p-card-chldrn-cntnr'><a"
        f" href='/p/{500 + i}'><div class='image-container'><img src='/i/t{i}.jpg' alt=''>"
        f"<div class='stamps'><span class='product-stamp'>{_e(u['fast'])}</span></div></div><div"
        f" class='prdct-desc-cntnr'><h3 class='prdct-desc-cntnr-ttl-w'><span"
        f" class='prdct-desc-cntnr-name'>{_e(n)}</span></h3><div class='product-desc-sub-text'>"
        f"{_e(x)}</div></div><div class='ratings-container'><span class='ratingCount'>"
        f"({1200 + i})</span></div><div class='prc-box-dscntd'>{_e(p)}</div><div"
        f" class='product-badges'><span class='badge-text'>{_e(u['ship'])}</span></div></a>"
        f"<button class='add-to-basket'>{_e(u['cart'])}</button></div></div>"
        for i, (n, x, p) in enumerate(items)
    )
    body = (
        f"<div class='srch-rslt-cntnt'><div class='srch-rslt-title'><h1>{_e(head)}</h1><div"
        f" class='dscrptn'>{_e(u['found'])}</div></div><div class='prdct-cntnr-wrppr'>{cards}"
        "</div></div>"
    )
    wanted = (*(n for n, _x, _p in items), *(x for _n, x, _p in items))
    return head, body, wanted, (u["ship"], u["fast"], u["cart"], u["found"])


def _classifieds(lang: str) -> Page:
    """A classifieds portal (OLX/Avito-style): a card an ad, its title in an ``h6``, a
    price and "negotiable", a place and a time, a promoted badge, a follow button."""
    u = UI6[lang]
    head, items = ITEMS6[("ads", lang)]
    cards = "".join(
        f"<div data-cy='l-card' data-testid='l-card' id='{8800 + i}' class='css-l9drzq'><a"
        f" class='css-z3gu2d' href='/d/oferta/{8800 + i}.html'><div class='css-1venxj6'>"
        f"<img src='/i/c{i}.jpg' alt=''>"
        + (
            f"<div data-testid='adCard-featured' class='css-1jh69qu'>{_e(u['promo'])}</div>"
            if i < 2
            else ""
        )
        + f"</div><div class='css-u2ayx9'><h6 class='css-16v5mdi'>{_e(n)}</h6><p"
        f" data-testid='ad-price' class='css-10b0gli'>{_e(p)}</p>"
        + (f"<span class='css-e2ir3r'>{_e(u['neg'])}</span>" if i % 2 else "")
        + f"<p data-testid='location-date' class='css-1a4brun'>{_e(x)}</p></div></a><button"
        f" class='css-observe' aria-label='{_e(u['follow'])}'>{_e(u['follow'])}</button></div>"
        for i, (n, x, p) in enumerate(items)
    )
    body = (
        f"<div data-testid='listing-grid' class='css-oukcj3'><h1 class='css-title'>{_e(head)}"
        f"</h1><div data-testid='total-count' class='css-7ddzao'>{_e(u['found'])}</div>{cards}"
        "</div>"
    )
    wanted = (*(n for n, _x, _p in items), *(p for _n, _x, p in items))
    return head, body, wanted, (u["promo"], u["follow"], u["found"])


def _homes(lang: str) -> Page:
    """A real-estate portal (Idealista-/SeLoger-like): four cards, a linked title, a price,
    the rooms and the surface, a note, contact and save buttons; a count over them."""
    u = UI6[lang]
    head, items = ITEMS6[("homes", lang)]
    cards = "".join(
        f"<article class='item' data-adid='{7700 + i}'><div class='item-multimedia'><img"
        f" src='/i/h{i}.jpg' alt=''>"
        + (f"<span class='listing-tag'>{_e(u['new'])}</span>" if i == 0 else "")
        + f"</div><div class='item-info-container'><h3 class='item-title'><a class='item-link'"
        f" href='/inmueble/{7700 + i}/'>{_e(t)}</a></h3><div class='price-row'><span"
        f" class='item-price'>{_e(p)}</span></div><div class='item-detail-char'><span"
        f" class='item-detail'>{2 + i} hab.</span><span class='item-detail'>{64 + 18 * i}"
        f" m²</span></div><div class='item-description'><p>{_e(x)}</p></div><div"
        f" class='item-toolbar'><button class='contact-button'>{_e(u['contact'])}</button>"
        f"<button class='favorite-btn'>{_e(u['save'])}</button></div></div></article>"
        for i, (t, x, p) in enumerate(items)
    )
    body = (
        f"<main id='main-content'><div class='listing-top'><h1 id='h1-container'>{_e(head)}"
        f"</h1><span class='listing-count'>{_e(u['count'])}</span></div><section"
        f" class='items-container items-list'>{cards}</section></main>"
    )
    wanted = (
        *(t for t, _x, _p in items),
        *(x for _t, x, _p in items),
        *(p for _t, _x, p in items),
    )
    return head, body, wanted, (u["contact"], u["save"], u["count"], u["new"])


def _stepstone(lang: str) -> Page:
    """A German job board (StepStone-like): an offer a card, its title, employer and town,
    a teaser, a "new" badge, a salary button, a quick-apply label and a save button."""
    u = UI6[lang]
    head, items = ITEMS6[("jobs", lang)]
    cards = "".join(
        f"<article class='res-1p8f8en' data-at='job-item' id='job-item-{4400 + i}'><div"
        f" class='res-nehv70'><h2 class='res-1tassqi'><a data-at='job-item-title'"
        f" href='/stellenangebote--{4400 + i}.html'>{_e(t)}</a></h2><div data-at='job-item"
        f"-company-name' class='res-btchsq'>{_e(c)}</div>"
        + (f"<span class='res-new-badge'>{_e(u['new'])}</span>" if i < 2 else "")
        + f"<div class='res-17md5or' data-at='jobcard-content'><p>{_e(x)}</p></div><div"
        f" class='res-actions'><button class='res-salary'>{_e(u['salary'])}</button><span"
        f" class='res-apply'>{_e(u['apply'])}</span><button class='res-save'>{_e(u['save'])}"
        "</button></div></div></article>"
        for i, (t, c, x) in enumerate(items)
    )
    body = (
        f"<main class='res-results'><h1 class='res-h1'>{_e(head)}</h1><span"
        f" class='res-count'>{_e(u['count'])}</span><div class='res-list'>{cards}</div></main>"
    )
    wanted = (*(t for t, _c, _x in items), *(x for _t, _c, x in items))
    return head, body, wanted, (u["apply"], u["salary"], u["save"], u["count"], u["new"])


def _contact(lang: str) -> Page:
    """A company's contact page: an intro, an address, a phone and opening hours in a
    block each, and a contact form under its own heading."""
    head, intro, sections, form_head, button = CONTACT[lang]
    name, mail, message = FIELDS6[lang]
    info = "".join(
        f"<div class='contact-item'><h3 class='contact-item__label'>{_e(label)}</h3><p"
        f" class='contact-item__text'>{_e(text)}</p></div>"
        for label, text in sections
    )
    body = (
        f"<main id='main' class='site-main'><article class='page type-page'><header"
        f" class='entry-header'><h1 class='entry-title'>{_e(head)}</h1></header><div"
        f" class='entry-content'><p>{_e(intro)}</p><div class='contact-grid'>{info}</div>"
        f"<div class='wpcf7'><h2 class='form-title'>{_e(form_head)}</h2><form"
        f" class='wpcf7-form' method='post'><p><label>{_e(name)}<br><input type='text'"
        f" name='your-name'></label></p><p><label>{_e(mail)}<br><input type='email'"
        f" name='your-email'></label></p><p><label>{_e(message)}<br><textarea"
        f" name='your-message'></textarea></label></p><p><input type='submit'"
        f" value='{_e(button)}' class='wpcf7-submit'></p></form></div></div></article></main>"
    )
    wanted = (intro, *(text for _label, text in sections))
    return head, body, wanted, (name, mail, message)


ENGINES6: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "tiendanube": (_tiendanube, "template-category", ("es", "pt")),
    "jp_mall": (_jp_mall, "search-page", ("ja",)),
    "ko_store": (_ko_store, "category-page", ("ko",)),
    "zh_market": (_zh_market, "srp-page", ("zh",)),
    "tr_market": (_tr_market, "search-page", ("tr",)),
    "classifieds": (_classifieds, "listing-page", ("pl", "ro", "uk", "ru")),
    "homes": (_homes, "listing-page", ("es", "fr")),
    "stepstone": (_stepstone, "results-page", ("de",)),
    "contact": (_contact, "page-template-default page", ("de", "pl", "ja", "tr", "pt")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"ko": "en", "tr": "en", "pl": "en", "ro": "en", "uk": "ru"}


def listing_page6(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES6, _OTHER, engine, lang)


def cases6() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES6)
