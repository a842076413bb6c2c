# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""More synthetic listing pages (stop 70): shop engines of today, boards and collections.

Shopify's newer themes (Horizon's ``product-card`` with a badge and hidden price
labels), BigCommerce's Cornerstone (``card-title``, "Was:" / "Now:", "Quick view"),
Magento 2 with Hyvä (``product-item-link``, "Items 1-12 of 48", "Add to Wish List"),
PrestaShop 8's classic theme (``product-miniature``, "-20%" and "New" flags), a
real-estate portal (pl, tr, ja, de, pt-BR) and a job board (pl, tr, ja, fr, es), a podcast's episode
list and a recipe collection, each in three languages or more, written after the engines'
default templates and language packs with the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot``. No page is copied from a site or
from the shared datasets.

:func:`listing_page4` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants (the items' names, short texts and prices) and the chrome lines
(badges, buttons, counts, sort labels, page chrome).
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

# A shop's interface strings the other suites' tables lack, by language.
SHOP4 = {
    "en": {"few": "Only 3 left!", "new": "New", "off": "-20%", "sold": "Sold out", "was": "Was:", "now": "Now:", "items": "Items 1-6 of 48", "sort": "Sort By", "dir": "Set Descending Direction", "count": "Showing 1-6 of 48 item(s)"},
    "de": {"few": "Nur noch 3 auf Lager!", "new": "Neu", "off": "-20 %", "sold": "Ausverkauft", "was": "Statt:", "now": "Jetzt:", "items": "Artikel 1-6 von 48", "sort": "Sortieren nach", "dir": "Absteigend sortieren", "count": "Zeige 1-6 von 48 Artikel(n)"},
    "ja": {"few": "残りわずか", "new": "新着", "off": "20%オフ", "sold": "売り切れ", "was": "通常価格:", "now": "販売価格:", "items": "48件中 1-6件", "sort": "並べ替え", "dir": "降順に並べ替え", "count": "48 件中 1-6 件を表示"},
    "fr": {"few": "Plus que 3 en stock !", "new": "Nouveau", "off": "-20 %", "sold": "Épuisé", "was": "Avant :", "now": "Maintenant :", "items": "Articles 1-6 sur 48", "sort": "Trier par", "dir": "Ordre décroissant", "count": "Affichage 1-6 de 48 article(s)"},
    "es": {"few": "¡Solo quedan 3!", "new": "Nuevo", "off": "-20 %", "sold": "Agotado", "was": "Antes:", "now": "Ahora:", "items": "Artículos 1-6 de 48", "sort": "Ordenar por", "dir": "Orden descendente", "count": "Mostrando 1-6 de 48 artículo(s)"},
    "it": {"few": "Solo 3 rimasti!", "new": "Nuovo", "off": "-20%", "sold": "Esaurito", "was": "Prima:", "now": "Ora:", "items": "Articoli 1-6 di 48", "sort": "Ordina per", "dir": "Ordine decrescente", "count": "Visualizzati 1-6 su 48 articoli"},
}  # fmt: skip

# Each (kind, language): the page's heading, its intro and four items (title, short text,
# a field).
ITEMS4: dict[tuple[str, str], tuple[str, str, tuple[tuple[str, str, str], ...]]] = {
    ("homes", "pl"): (
        "Mieszkania na sprzedaż w Krakowie",
        "Oferty mieszkań od właścicieli i biur nieruchomości, codziennie aktualizowane.",
        (
            ("Słoneczne 3 pokoje z balkonem na Kazimierzu", "Po remoncie, blisko Wisły i tramwaju, piwnica w cenie.", "789 000 zł"),
            ("Kawalerka w nowym budownictwie, Ruczaj", "Wysoki standard, miejsce postojowe w hali garażowej.", "459 000 zł"),
            ("Dwupoziomowe mieszkanie z widokiem na Wawel", "Ostatnie piętro kamienicy, duży taras i antresola.", "1 290 000 zł"),
            ("Dwa pokoje przy parku Jordana", "Cicha okolica, kuchnia z oknem, do wprowadzenia od zaraz.", "615 000 zł"),
        ),
    ),
    ("homes", "tr"): (
        "İstanbul'da satılık daireler",
        "Sahibinden ve emlak ofislerinden güncel ilanlar, her gün yenilenir.",
        (
            ("Kadıköy'de deniz manzaralı 3+1 daire", "Metroya yürüme mesafesinde, yeni tadilatlı, asansörlü binada.", "8.750.000 TL"),
            ("Beşiktaş'ta site içinde 2+1", "Kapalı otopark, yüzme havuzu ve 7/24 güvenlik.", "11.200.000 TL"),
            ("Üsküdar'da bahçe katı 1+1", "Sessiz sokakta, bahçe kullanımı ve ayrı girişli.", "4.950.000 TL"),
            ("Şişli'de ofise uygun 4+1", "Geniş salon, iki banyo, ana caddeye yakın.", "14.500.000 TL"),
        ),
    ),
    ("homes", "ja"): (
        "京都市の中古マンション",
        "京都市内の中古マンション情報を毎日更新しています。",
        (
            ("四条烏丸駅徒歩5分 南向き2LDK", "2019年リフォーム済み、角部屋で日当たり良好です。", "4,280万円"),
            ("鴨川まで徒歩3分の1LDK", "ペット可、オートロック付きで単身の方におすすめです。", "2,980万円"),
            ("北山エリアの広々3LDK", "管理体制良好、駐車場空きあり、小学校まで徒歩6分。", "5,650万円"),
            ("二条城近くの角部屋2LDK", "最上階で眺望良好、床暖房と浴室乾燥機付き。", "3,790万円"),
        ),
    ),
    ("homes", "de"): (
        "Eigentumswohnungen in Leipzig",
        "Wohnungen von privat und vom Makler, täglich aktualisiert.",
        (
            ("Helle 3-Zimmer-Wohnung mit Balkon in Gohlis", "Saniert, nahe Straßenbahn und Rosental, Kellerabteil inklusive.", "329.000 €"),
            ("Kleines Apartment im Neubau, Plagwitz", "Hochwertige Ausstattung, Tiefgaragenstellplatz vorhanden.", "189.000 €"),
            ("Maisonette mit Dachterrasse in der Südvorstadt", "Oberste Etage im Altbau, große Terrasse und Galerie.", "545.000 €"),
            ("Zwei Zimmer am Clara-Zetkin-Park", "Ruhige Lage, Küche mit Fenster, sofort bezugsfrei.", "259.000 €"),
        ),
    ),
    ("homes", "pt"): (
        "Apartamentos à venda em Curitiba",
        "Imóveis de proprietários e imobiliárias, atualizados todos os dias.",
        (
            ("Apartamento de 3 quartos com sacada no Batel", "Reformado, perto do parque e do comércio, com depósito privativo.", "R$ 890.000"),
            ("Studio novo no Água Verde", "Acabamento de alto padrão, vaga de garagem coberta.", "R$ 420.000"),
            ("Cobertura duplex com vista para o Jardim Botânico", "Último andar, terraço amplo e churrasqueira.", "R$ 1.350.000"),
            ("Dois quartos perto do Parque Barigui", "Rua tranquila, cozinha com janela, pronto para morar.", "R$ 560.000"),
        ),
    ),
    ("jobs", "fr"): (
        "Offres d'emploi : développeur",
        "Des offres vérifiées pour les développeurs dans toute la France.",
        (
            ("Développeur Python (Django)", "Alpenrand Logiciels SAS", "Lyon"),
            ("Ingénieur données senior", "Rhône Analytique", "Grenoble"),
            ("Développeur front-end React", "Atelier Numérique Savoie", "Annecy"),
            ("Administrateur systèmes Linux", "Hébergement du Léman", "Genève"),
        ),
    ),
    ("jobs", "es"): (
        "Ofertas de empleo: programador",
        "Ofertas verificadas para programadores en toda España.",
        (
            ("Programador Python (Django)", "Alpenrand Software S.L.", "Zaragoza"),
            ("Ingeniero de datos sénior", "Analítica del Ebro", "Madrid"),
            ("Desarrollador front-end React", "Estudio Digital Pirineo", "Huesca"),
            ("Administrador de sistemas Linux", "Alojamiento Cantábrico", "Santander"),
        ),
    ),
    ("jobs", "pl"): (
        "Oferty pracy: programista",
        "Sprawdzone oferty pracy dla programistów z całej Polski.",
        (
            ("Programista Python (Django)", "Alpenrand Software sp. z o.o.", "Kraków"),
            ("Starszy inżynier danych", "Wisła Analytics S.A.", "Warszawa"),
            ("Programista frontend React", "Tatry Digital", "Wrocław"),
            ("Administrator systemów Linux", "Bałtyk Hosting", "Gdańsk"),
        ),
    ),
    ("jobs", "tr"): (
        "Yazılım geliştirici iş ilanları",
        "Türkiye genelinde yazılım geliştiriciler için güncel iş ilanları.",
        (
            ("Python geliştirici (Django)", "Alpenrand Yazılım A.Ş.", "İstanbul"),
            ("Kıdemli veri mühendisi", "Boğaziçi Analitik", "Ankara"),
            ("Frontend geliştirici (React)", "Ege Dijital", "İzmir"),
            ("Linux sistem yöneticisi", "Anadolu Barındırma", "Bursa"),
        ),
    ),
    ("jobs", "ja"): (
        "エンジニアの求人",
        "全国のエンジニア向け求人を掲載しています。",
        (
            ("Pythonエンジニア（Django）", "株式会社アルペンランド", "東京都渋谷区"),
            ("シニアデータエンジニア", "比叡アナリティクス株式会社", "京都府京都市"),
            ("フロントエンドエンジニア（React）", "株式会社瀬戸デジタル", "大阪府大阪市"),
            ("Linuxサーバー管理者", "北海ホスティング株式会社", "北海道札幌市"),
        ),
    ),
    ("episodes", "en"): (
        "Trail Talk: all episodes",
        "A weekly podcast about long-distance hiking, gear and the people who keep the trails open.",
        (
            ("Ep. 42: Crossing the Alps in 28 days", "A photographer on her route from Munich to Venice, the huts she slept in and what she would leave at home next time.", "48 min"),
            ("Ep. 41: What a hut warden does all summer", "Cooking for sixty, radioing the rescue team and the one week a year the helicopter brings supplies.", "52 min"),
            ("Ep. 40: Repairing trails after a storm", "A volunteer crew lead explains how a washed-out path is rebuilt by hand.", "39 min"),
            ("Ep. 39: Reading a map without a phone", "Contour lines, bearings and why every hiker should carry paper.", "44 min"),
        ),
    ),
    ("episodes", "de"): (
        "Wegfunk: alle Folgen",
        "Ein wöchentlicher Podcast über Weitwandern, Ausrüstung und die Menschen, die Wege offen halten.",
        (
            ("Folge 42: In 28 Tagen über die Alpen", "Eine Fotografin über ihre Route von München nach Venedig, ihre Hütten und was sie nächstes Mal daheim lässt.", "48 Min."),
            ("Folge 41: Was eine Hüttenwirtin den Sommer über tut", "Kochen für sechzig Gäste, Funk mit der Bergrettung und die eine Woche mit dem Hubschrauber.", "52 Min."),
            ("Folge 40: Wege nach dem Unwetter", "Ein Ehrenamtlicher erklärt, wie ein weggespülter Steig von Hand neu gebaut wird.", "39 Min."),
            ("Folge 39: Karte lesen ohne Handy", "Höhenlinien, Kompasskurs und warum jede Wanderin Papier dabeihaben sollte.", "44 Min."),
        ),
    ),
    ("episodes", "es"): (
        "Senda: todos los episodios",
        "Un pódcast semanal sobre senderismo de larga distancia, material y la gente que mantiene los caminos.",
        (
            ("Ep. 42: Cruzar los Alpes en 28 días", "Una fotógrafa cuenta su ruta de Múnich a Venecia, los refugios y lo que dejaría en casa la próxima vez.", "48 min"),
            ("Ep. 41: El verano de una guarda de refugio", "Cocinar para sesenta, hablar por radio con el rescate y la semana del helicóptero.", "52 min"),
            ("Ep. 40: Reparar senderos tras una tormenta", "Un voluntario explica cómo se reconstruye a mano un camino arrastrado por el agua.", "39 min"),
            ("Ep. 39: Leer un mapa sin teléfono", "Curvas de nivel, rumbos y por qué todo senderista debería llevar papel.", "44 min"),
        ),
    ),
    ("recipes", "en"): (
        "Hut dinners",
        "Hearty one-pot meals we cook at the hut after a long day on the trail.",
        (
            ("Lentil stew with smoked sausage", "A thick stew that simmers while you dry your boots, ready in under an hour.", "55 minutes"),
            ("Cheese dumplings in brown butter", "Stale bread, mountain cheese and an egg: the classic hut supper.", "40 minutes"),
            ("Barley soup with root vegetables", "A warming soup that tastes even better on the second day.", "70 minutes"),
            ("Apple pancake from the cast-iron pan", "Sweet, fluffy and big enough to share between four hungry hikers.", "25 minutes"),
        ),
    ),
    ("recipes", "fr"): (
        "Dîners de refuge",
        "Des plats uniques et copieux que nous cuisinons au refuge après une longue journée de marche.",
        (
            ("Ragoût de lentilles à la saucisse fumée", "Un ragoût épais qui mijote pendant que les chaussures sèchent, prêt en moins d'une heure.", "55 minutes"),
            ("Quenelles au fromage et beurre noisette", "Du pain rassis, du fromage d'alpage et un œuf : le souper classique du refuge.", "40 minutes"),
            ("Soupe d'orge aux légumes racines", "Une soupe réconfortante, encore meilleure le lendemain.", "70 minutes"),
            ("Crêpe aux pommes à la poêle en fonte", "Sucrée, moelleuse et assez grande pour quatre randonneurs affamés.", "25 minutes"),
        ),
    ),
    ("recipes", "pt"): (
        "Jantares de refúgio",
        "Pratos de panela única que cozinhamos no refúgio depois de um longo dia de trilha.",
        (
            ("Ensopado de lentilha com linguiça defumada", "Um ensopado grosso que cozinha enquanto as botas secam, pronto em menos de uma hora.", "55 minutos"),
            ("Bolinhos de queijo na manteiga dourada", "Pão amanhecido, queijo da montanha e um ovo: o jantar clássico do refúgio.", "40 minutos"),
            ("Sopa de cevada com legumes", "Uma sopa que aquece e fica ainda melhor no dia seguinte.", "70 minutos"),
            ("Panqueca de maçã na frigideira de ferro", "Doce, fofa e grande o bastante para quatro trilheiros famintos.", "25 minutos"),
        ),
    ),
}  # fmt: skip

# The interface strings of the boards, the podcast and the recipe engines, by language.
UI4 = {
    "pl": {"save": "Zapisz", "map": "Pokaż na mapie", "count": "1 248 ogłoszeń", "sort": "Sortuj:", "apply": "Aplikuj", "new": "Nowa", "rooms": "pokoje", "page": "Następna strona"},
    "tr": {"save": "Kaydet", "map": "Haritada göster", "count": "1.248 ilan", "sort": "Sırala:", "apply": "Başvur", "new": "Yeni", "rooms": "oda", "page": "Sonraki sayfa"},
    "ja": {"save": "保存する", "map": "地図で見る", "count": "1,248件", "sort": "並び替え：", "apply": "応募する", "new": "NEW", "rooms": "間取り", "page": "次のページ"},
    "de": {"save": "Merken", "map": "Auf der Karte zeigen", "count": "1.248 Angebote", "sort": "Sortieren:", "rooms": "Zimmer", "new": "Neu", "page": "Nächste Seite",
           "play": "Folge abspielen", "download": "Herunterladen", "subscribe": "Auf Apple Podcasts abonnieren", "older": "Ältere Folgen"},
    "pt": {"save": "Salvar", "map": "Ver no mapa", "count": "1.248 imóveis", "sort": "Ordenar:", "rooms": "quartos", "new": "Novo", "page": "Próxima página",
           "jump": "Ir para a receita", "save_r": "Salvar receita", "total": "Tempo total", "rate": "Nenhuma avaliação ainda"},
    "fr": {"apply": "Postuler", "save": "Sauvegarder", "count": "1 248 offres", "new": "Nouveau", "page": "Page suivante",
           "jump": "Aller à la recette", "save_r": "Enregistrer la recette", "total": "Temps total", "rate": "Pas encore de note"},
    "es": {"apply": "Inscribirme", "save": "Guardar", "count": "1.248 ofertas", "new": "Nueva", "page": "Página siguiente",
           "play": "Reproducir episodio", "download": "Descargar", "subscribe": "Suscríbete en Apple Podcasts", "older": "Episodios anteriores"},
    "en": {"play": "Play episode", "download": "Download", "subscribe": "Subscribe on Apple Podcasts", "older": "Older episodes", "jump": "Jump to Recipe", "save_r": "Save Recipe", "total": "Total Time", "rate": "No ratings yet"},
}  # fmt: skip


def _horizon(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Shopify's Horizon theme: ``product-card`` elements in a ``product-grid``, a stock
    badge, hidden price labels and a facets bar."""
    w, s = CHROME[lang], SHOP4[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    badges = (s["few"], s["sold"], "", s["off"])
    cards = "".join(
        f"<li class='product-grid__item' data-product-id='{800 + i}'><product-card"
        " class='product-card'><div class='product-card__content layout-panel-flex'><a"
        f" class='product-card__link' href='/products/{i}'><span class='visually-hidden'>{_e(n)}"
        f"</span></a><div class='card-gallery'><img src='/i/p{i}.jpg' alt=''>"
        + (
            f"<div class='product-badges'><span class='product-badges__badge color-scheme-3'>{_e(badges[i % 4])}</span></div>"
            if badges[i % 4]
            else ""
        )
        + f"</div><div class='product-title'><p class='text-block text-block--align-left'>{_e(n)}"
        f"</p></div><p class='product-card__text'>{_e(x)}</p><product-price class='text-block"
        " product-price'><div class='price'><span class='visually-hidden'>"
        f"{_e(w['regular'])}</span><span class='price'>{_e(_price(w, i))}</span></div>"
        "</product-price><quick-add-component class='quick-add'><button class='button"
        f" quick-add__button'>{_e(w['add'])}</button></quick-add-component></div>"
        "</product-card></li>"
        for i, (n, x) in enumerate(products[:4])
    )
    body = (
        "<main id='MainContent' class='content-for-layout'><div class='shopify-section"
        f" section'><div class='collection-header'><h1>{_e(cat)}</h1><div"
        f" class='rte collection-description'><p>{_e(intro)}</p></div></div></div><div"
        " class='shopify-section section-resource-list'><results-list class='collection-wrapper'>"
        "<div class='facets facets--horizontal'><facets-form-component><form"
        " class='facets__form'><details class='facets__panel'><summary"
        f" class='facets__summary'><span>{_e(w['avail'])}</span></summary></details><div"
        f" class='sorting-filter'><label for='sort'>{_e(w['sort'])}</label><select"
        f" id='sort'><option>{_e(w['latest'])}</option></select></div><span"
        f" class='products-count'>{_e(w['found'])}</span></form></facets-form-component>"
        f"</div><ul class='product-grid grid'>{cards}</ul></results-list></div></main>"
    )
    wanted = (intro, *(n for n, _x in products[:4]), *(x for _n, x in products[:4]))
    return cat, body, wanted, (s["few"], s["sold"], s["off"], w["add"], w["found"])


def _bigcommerce(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """BigCommerce's Cornerstone theme: a category's ``card`` grid, "Was:" and "Now:"
    prices, "Quick view" and "Compare"."""
    w, s = CHROME[lang], SHOP4[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    cards = "".join(
        f"<li class='product'><article class='card' data-test='card-{i}'><figure"
        f" class='card-figure'><a class='card-figure__link' href='/p/{i}/'><img"
        f" class='card-image' src='/i/p{i}.jpg' alt=''></a><figcaption class='card-figcaption'>"
        "<div class='card-figcaption-body'><button class='button button--small"
        f" card-figcaption-button quickview'>{_e(w['quick'])}</button><label"
        " class='button button--small card-figcaption-button'><input type='checkbox'"
        f" name='products[]'>Compare</label></div></figcaption></figure><div class='card-body'>"
        f"<p class='card-text' data-test-info-type='brandName'>Alpenrand</p><h3"
        f" class='card-title'><a href='/p/{i}/'>{_e(n)}</a></h3><p"
        f" class='card-text card-text--summary'>{_e(x)}</p><div class='card-text'"
        " data-test-info-type='price'><div class='price-section price-section--withoutTax"
        f" rrp-price--withoutTax'><span class='price-label'>{_e(s['was'])}</span> <span"
        f" class='price price--rrp'>{_e(_price(w, i + 1))}</span></div><div"
        " class='price-section price-section--withoutTax'><span class='price-label'>"
        f"{_e(s['now'])}</span> <span class='price price--withoutTax'>{_e(_price(w, i))}"
        "</span></div></div><div class='card-text card-text--extra'><a class='button"
        f" button--small card-figcaption-button' href='/cart.php?action=add&amp;product_id={i}'>"
        f"{_e(w['add'])}</a></div></div></article></li>"
        for i, (n, x) in enumerate(products[:4])
    )
    body = (
        "<main class='body' id='main-content'><div class='container'><nav"
        " aria-label='Breadcrumb'><ol class='breadcrumbs'><li class='breadcrumb'><a"
        f" href='/'>{_e(w['home'])}</a></li><li class='breadcrumb is-active'>{_e(cat)}</li>"
        f"</ol></nav><h1 class='page-heading'>{_e(cat)}</h1><div class='category-description'>"
        f"<p>{_e(intro)}</p></div><div class='page'><main class='page-content'"
        " id='product-listing-container'><form class='actionBar'><fieldset"
        f" class='form-fieldset actionBar-section'><div class='form-field'><label"
        f" class='form-label' for='sort'>{_e(s['sort'])}:</label><select class='form-select"
        f" form-select--small' id='sort'><option>{_e(w['latest'])}</option></select></div>"
        f"</fieldset></form><ul class='productGrid'>{cards}</ul><nav"
        " class='pagination'><ul class='pagination-list'><li class='pagination-item"
        " pagination-item--current'><a class='pagination-link' href='?page=1'>1</a></li><li"
        " class='pagination-item'><a class='pagination-link' href='?page=2'>2</a></li><li"
        " class='pagination-item pagination-item--next'><a class='pagination-link'"
        f" href='?page=2'>{_e(w['next'])}</a></li></ul></nav></main></div></div></main>"
    )
    wanted = (intro, *(n for n, _x in products[:4]), *(x for _n, x in products[:4]))
    return cat, body, wanted, (w["quick"], "Compare", w["add"], f"{s['sort']}:")


def _hyva(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Magento 2 with the Hyvä theme: a category's toolbar and ``product-item`` cards."""
    w, s = CHROME[lang], SHOP4[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    toolbar = (
        "<div class='toolbar toolbar-products flex flex-col md:flex-row'><p"
        f" class='toolbar-amount' id='toolbar-amount'>{_e(s['items'])}</p><div"
        f" class='toolbar-sorter sorter'><label class='sorter-label'>{_e(s['sort'])}</label>"
        f"<select class='sorter-options form-select'><option>{_e(w['latest'])}</option></select>"
        "<a href='?product_list_dir=desc' class='action sorter-action'"
        f" title='{_e(s['dir'])}'><span class='sr-only'>{_e(s['dir'])}</span></a></div></div>"
    )
    cards = "".join(
        f"<form method='post' class='item product product-item product_addtocart_form card"
        f" card-interactive flex flex-col w-full'><a href='/p{i}.html' class='product"
        f" photo product-item-photo'><img class='product-image-photo' src='/i/p{i}.jpg' alt=''>"
        "</a><div class='product-info flex flex-col grow'><div class='mt-2 mb-1 items-center"
        f" justify-center text-primary text-lg'><a class='product-item-link' href='/p{i}.html'>"
        f"{_e(n)}</a></div><div class='product-item-description'>{_e(x)}</div><div"
        f" class='price-box price-final_price'><span class='price-container'><span"
        f" class='price-wrapper'><span class='price'>{_e(_price(w, i))}</span></span></span>"
        "</div><div class='mt-auto pt-3 flex flex-wrap justify-center items-center'><button"
        f" class='btn btn-primary' aria-label='{_e(w['add'])}'><span>{_e(w['add'])}</span>"
        f"</button><button class='rounded-full w-9 h-9 bg-gray-200' aria-label='{_e(w['wish'])}'>"
        "<svg></svg></button></div></div></form>"
        for i, (n, x) in enumerate(products[:4])
    )
    body = (
        "<main id='maincontent' class='page-main container'><div class='page-title-wrapper'>"
        f"<h1 class='page-title'><span class='base'>{_e(cat)}</span></h1></div><div"
        f" class='category-view'><div class='category-description'><p>{_e(intro)}</p></div>"
        f"</div><div class='columns'><div class='column main'>{toolbar}<section"
        " class='py-8' id='product-list'><div class='products wrapper mode-grid"
        f" products-grid'><div class='grid gap-4 grid-cols-1 sm:grid-cols-2'>{cards}</div></div>"
        f"</section>{toolbar}</div></div></main>"
    )
    wanted = (intro, *(n for n, _x in products[:4]), *(x for _n, x in products[:4]))
    return cat, body, wanted, (s["items"], s["sort"], w["add"])


def _prestashop(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """PrestaShop 8's classic theme: ``product-miniature`` cards with "New" and "-20%"
    flags, a regular and a discounted price, "Quick view"."""
    w, s = CHROME[lang], SHOP4[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    cards = "".join(
        f"<div class='js-product product col-xs-12 col-sm-6 col-xl-4'><article"
        f" class='product-miniature js-product-miniature' data-id-product='{i + 1}'><div"
        f" class='thumbnail-container'><div class='thumbnail-top'><a href='/{i + 1}-item.html'"
        f" class='thumbnail product-thumbnail'><img src='/i/p{i}.jpg' alt=''></a><div"
        " class='highlighted-informations no-variants'><a class='quick-view js-quick-view'"
        f" href='#' data-link-action='quickview'><i class='material-icons search'>&#xE8B6;</i>"
        f" {_e(w['quick'])}</a></div></div><div class='product-description'><h2"
        f" class='h3 product-title'><a href='/{i + 1}-item.html'>{_e(n)}</a></h2><div"
        " class='product-price-and-shipping'>"
        + (
            f"<span class='regular-price' aria-label='{_e(w['regular'])}'>{_e(_price(w, i + 1))}</span><span class='discount-percentage discount-product'>{_e(s['off'])}</span>"
            if i % 2 == 0
            else ""
        )
        + f"<span class='price'>{_e(_price(w, i))}"
        f"</span></div><p class='product-short'>{_e(x)}</p></div><ul class='product-flags"
        " js-product-flags'>"
        + (
            f"<li class='product-flag discount'>{_e(s['off'])}</li>"
            if i % 2 == 0
            else f"<li class='product-flag new'>{_e(s['new'])}</li>"
        )
        + "</ul></div></article></div>"
        for i, (n, x) in enumerate(products[:4])
    )
    body = (
        "<section id='wrapper'><div class='container'><nav data-depth='2'"
        " class='breadcrumb'><ol><li><a href='/'><span>"
        f"{_e(w['home'])}</span></a></li><li><span>{_e(cat)}</span></li></ol></nav><div"
        " id='content-wrapper' class='js-content-wrapper'><section id='main'><div"
        f" id='js-product-list-header'><div class='block-category card card-block'><h1"
        f" class='h1'>{_e(cat)}</h1><div class='block-category-inner'><div"
        f" id='category-description' class='text-muted'><p>{_e(intro)}</p></div></div></div>"
        "</div><section id='products'><div id='js-product-list-top' class='row"
        " products-selection'><div class='col-md-6 hidden-sm-down total-products'><p>"
        f"{_e(s['count'])}</p></div><div class='col-md-6'><div class='row sort-by-row'><span"
        f" class='col-sm-3 col-md-3 hidden-sm-down sort-by'>{_e(s['sort'])}</span><div"
        " class='col-sm-9 products-sort-order dropdown'><button class='btn-unstyle"
        f" select-title'>{_e(w['latest'])}</button></div></div></div></div><div"
        f" id='js-product-list'><div class='products row'>{cards}</div><nav"
        " class='pagination'><div class='col-md-4'>"
        f"{_e(s['count'])}</div><div class='col-md-6 offset-md-2 pr-0'><ul"
        " class='page-list clearfix text-sm-center'><li class='current'><a rel='nofollow'"
        " href='?page=1' class='disabled js-search-link'>1</a></li><li><a rel='nofollow'"
        " href='?page=2' class='js-search-link'>2</a></li><li><a rel='next' href='?page=2'"
        f" class='next js-search-link'>{_e(w['next'])}</a></li></ul></div></nav></div>"
        "</section></section></div></div></section>"
    )
    wanted = (intro, *(n for n, _x in products[:4]), *(x for _n, x in products[:4]))
    return cat, body, wanted, (s["count"], s["off"], s["new"], w["quick"], s["sort"])


def _homes(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A real-estate portal's results: a count, a sort bar, a card per home with its
    price, rooms and a note, save and map buttons."""
    u = UI4[lang]
    head, intro, items = ITEMS4[("homes", lang)]
    cards = "".join(
        f"<article class='listing-card' data-id='{5200 + i}'><a class='listing-card__link'"
        f" href='/oferta/{5200 + i}'><div class='listing-card__media'><img src='/i/h{i}.jpg'"
        " alt=''>"
        + (f"<span class='listing-card__badge'>{_e(u['new'])}</span>" if i == 0 else "")
        + f"</div><div class='listing-card__body'><h3 class='listing-card__title'>{_e(t)}</h3>"
        f"<p class='listing-card__price'>{_e(price)}</p><ul class='listing-card__facts'>"
        f"<li>{3 + i} {_e(u['rooms'])}</li><li>{54 + 9 * i} m²</li></ul><p"
        f" class='listing-card__note'>{_e(x)}</p></div></a><div class='listing-card__actions'>"
        f"<button type='button' class='btn-save'>{_e(u['save'])}</button><button type='button'"
        f" class='btn-map'>{_e(u['map'])}</button></div></article>"
        for i, (t, x, price) in enumerate(items)
    )
    body = (
        f"<main class='search-page'><h1>{_e(head)}</h1><p class='search-page__lead'>"
        f"{_e(intro)}</p><div class='search-toolbar'><span class='search-toolbar__count'>"
        f"{_e(u['count'])}</span><label for='sort'>{_e(u['sort'])}</label><select"
        f" id='sort'><option>—</option></select></div><section class='search-results'>{cards}"
        "</section><nav class='pager'><a href='?page=2' class='pager__next'>"
        f"{_e(u['page'])}</a></nav></main>"
    )
    wanted = (
        intro,
        *(t for t, _x, _p in items),
        *(x for _t, x, _p in items),
        *(p for _t, _x, p in items),
    )
    return head, body, wanted, (u["save"], u["map"], u["count"], u["sort"], u["page"], u["new"])


def _board(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A job board's results: an offer a row with its employer and town, an apply
    button and a "new" badge."""
    u = UI4[lang]
    head, intro, items = ITEMS4[("jobs", lang)]
    rows = "".join(
        f"<li class='offer-row' data-offer='{6100 + i}'><div class='offer-row__main'><h2"
        f" class='offer-row__title'><a href='/praca/{6100 + i}'>{_e(t)}</a></h2>"
        + (f"<span class='offer-row__badge'>{_e(u['new'])}</span>" if i < 2 else "")
        + f"<p class='offer-row__company'>{_e(c)}</p><p class='offer-row__place'>{_e(where)}"
        "</p></div><div class='offer-row__side'><a class='btn btn-apply'"
        f" href='/praca/{6100 + i}/apply'>{_e(u['apply'])}</a><button class='btn-save'>"
        f"{_e(u['save'])}</button></div></li>"
        for i, (t, c, where) in enumerate(items)
    )
    body = (
        f"<main class='offers'><h1>{_e(head)}</h1><p class='offers__lead'>{_e(intro)}</p><div"
        f" class='offers__bar'><span class='offers__count'>{_e(u['count'])}</span></div><ul"
        f" class='offers__list'>{rows}</ul><nav class='pager'><a href='?page=2'>"
        f"{_e(u['page'])}</a></nav></main>"
    )
    wanted = (*(t for t, _c, _w in items), *(c for _t, c, _w in items))
    return head, body, wanted, (u["apply"], u["save"], u["count"], u["page"], u["new"])


def _episodes(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A podcast site's episode list: an episode a card with its number and title, a
    date, a duration, a summary, play and download buttons."""
    u = UI4[lang]
    head, intro, items = ITEMS4[("episodes", lang)]
    cards = "".join(
        f"<article class='episode-card'><div class='episode-card__meta'><time"
        f" datetime='2024-0{9 - i}-02'>2024-0{9 - i}-02</time> · <span"
        f" class='episode-card__duration'>{_e(d)}</span></div><h2 class='episode-card__title'>"
        f"<a href='/episodes/{42 - i}'>{_e(t)}</a></h2><p class='episode-card__summary'>{_e(x)}"
        "</p><div class='episode-card__actions'><button class='episode-card__play'"
        f" aria-label='{_e(u['play'])}'>{_e(u['play'])}</button><a"
        f" class='episode-card__download' href='/e/{42 - i}.mp3' download>{_e(u['download'])}"
        "</a></div></article>"
        for i, (t, x, d) in enumerate(items)
    )
    body = (
        f"<main class='podcast'><header class='podcast__header'><h1>{_e(head)}</h1><p>"
        f"{_e(intro)}</p><a class='podcast__subscribe' href='#'>{_e(u['subscribe'])}</a>"
        f"</header><section class='episode-list'>{cards}</section><nav class='pager'><a"
        f" href='?page=2'>{_e(u['older'])}</a></nav></main>"
    )
    wanted = (intro, *(t for t, _x, _d in items), *(x for _t, x, _d in items))
    return head, body, wanted, (u["play"], u["download"], u["subscribe"], u["older"])


def _recipes(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A food blog's recipe collection (WP Recipe Maker's roundup cards): a title, a
    summary, the total time, a rating prompt, jump and save buttons."""
    u = UI4[lang]
    head, intro, items = ITEMS4[("recipes", lang)]
    cards = "".join(
        "<div class='wprm-recipe wprm-recipe-template-roundup'><div class='wprm-recipe-image'>"
        f"<img src='/i/r{i}.jpg' alt=''></div><div class='wprm-recipe-roundup-content'><h3"
        f" class='wprm-recipe-name'><a href='/recipe/{i}/'>{_e(t)}</a></h3><div"
        f" class='wprm-recipe-rating'><span class='wprm-recipe-rating-details'>{_e(u['rate'])}"
        f"</span></div><div class='wprm-recipe-summary'>{_e(x)}</div><div"
        " class='wprm-recipe-times-container'><span class='wprm-recipe-details-label'>"
        f"{_e(u['total'])}</span> <span class='wprm-recipe-total_time'>{_e(d)}</span></div>"
        f"<div class='wprm-recipe-buttons'><a class='wprm-recipe-jump' href='/recipe/{i}/#r'>"
        f"{_e(u['jump'])}</a><a class='wprm-recipe-add-to-collection' href='#'>{_e(u['save_r'])}"
        "</a></div></div></div>"
        for i, (t, x, d) in enumerate(items)
    )
    body = (
        "<main class='site-main'><article class='page type-page'><header class='entry-header'>"
        f"<h1 class='entry-title'>{_e(head)}</h1></header><div class='entry-content'><p>"
        f"{_e(intro)}</p>{cards}</div></article></main>"
    )
    wanted = (intro, *(t for t, _x, _d in items), *(x for _t, x, _d in items))
    return head, body, wanted, (u["rate"], u["jump"], u["save_r"])


Builder = Callable[[str], tuple[str, str, tuple[str, ...], tuple[str, ...]]]

# Each engine: what builds its page (heading, body, wanted texts, chrome lines), its
# body class and its languages.
ENGINES4: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "horizon": (_horizon, "template-collection", ("en", "de", "ja")),
    "bigcommerce": (_bigcommerce, "page-type-category", ("en", "fr", "es")),
    "hyva": (_hyva, "page-products categorypath-grinders catalog-category-view", ("en", "de", "fr")),
    "prestashop": (_prestashop, "category-id-3 category-grinders page-category", ("fr", "es", "it")),
    "homes": (_homes, "search-results-page", ("pl", "tr", "ja", "de", "pt")),
    "job_board": (_board, "offers-page", ("pl", "tr", "ja", "fr", "es")),
    "episodes": (_episodes, "podcast-archive", ("en", "de", "es")),
    "recipes": (_recipes, "page-template-default page", ("en", "fr", "pt")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"pl": "en", "tr": "en"}


def listing_page4(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES4, _OTHER, engine, lang)


def cases4() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES4)
