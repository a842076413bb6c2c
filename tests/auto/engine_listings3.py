# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""More synthetic listing pages (stop 69): engines of today the other suites lack.

WooCommerce's block product collection (``wc-block-product-template``), Shopware 6's
listing (``product-box`` cards, ``filter-panel``, ``sorting``), OpenCart 4's category
(``product-thumb``, "Sort By" / "Show" selects, "Showing 1 to 6 of 48 (8 Pages)"), WP
Job Manager's job list, The Events Calendar's list view and a used-car portal's results,
each in three languages, written after the engines' default templates and language packs
with the page chrome of :func:`tests.auto.engine_listings._head` and ``_foot``. No page
is copied from a site or from the shared datasets.

:func:`listing_page3` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants (the items' names, short texts and prices) and the chrome lines
(sort and filter labels, result counts, cart and save buttons, pager, page chrome).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, PRODUCTS, ListingPage, _e, _foot, _head, _price

# A shop's interface strings the other suites' tables lack, by language.
SHOP = {
    "en": {"ex_tax": "Ex Tax:", "show": "Show", "sort_by": "Sort By", "count": "Showing 1 to 6 of 48 (8 Pages)", "maker": "Manufacturer", "reset": "Reset all"},
    "de": {"ex_tax": "Netto:", "show": "Anzeigen", "sort_by": "Sortieren nach", "count": "Zeige 1 bis 6 von 48 (8 Seiten)", "maker": "Hersteller", "reset": "Alle zurücksetzen"},
    "fr": {"ex_tax": "HT :", "show": "Afficher", "sort_by": "Trier par", "count": "Affichage de 1 à 6 sur 48 (8 pages)", "maker": "Fabricant", "reset": "Tout réinitialiser"},
    "es": {"ex_tax": "Sin IVA:", "show": "Mostrar", "sort_by": "Ordenar por", "count": "Mostrando 1 a 6 de 48 (8 páginas)", "maker": "Fabricante", "reset": "Restablecer todo"},
    "ru": {"ex_tax": "Без НДС:", "show": "Показать", "sort_by": "Сортировать по", "count": "Показано с 1 по 6 из 48 (всего 8 страниц)", "maker": "Производитель", "reset": "Сбросить всё"},
}  # fmt: skip

# Each (kind, language): the page's heading and four items (title, short text, a field).
ITEMS: dict[tuple[str, str], tuple[str, tuple[tuple[str, str, str], ...]]] = {
    ("jobs", "en"): (
        "Jobs",
        (
            ("Senior mountain guide", "Alpenrand Tours", "Innsbruck"),
            ("Hut warden for the summer season", "Stubai Alpine Club", "Neustift"),
            ("Outdoor gear shop assistant", "Bergsport Kogler", "Salzburg"),
            ("Trail maintenance crew lead", "Tyrol Trails Association", "Landeck"),
        ),
    ),
    ("jobs", "fr"): (
        "Offres d'emploi",
        (
            ("Accompagnateur en montagne confirmé", "Alpenrand Voyages", "Chamonix"),
            ("Gardien de refuge pour la saison d'été", "Club alpin de Savoie", "Pralognan"),
            ("Vendeur en magasin de matériel outdoor", "Sports Montagne Durand", "Annecy"),
            ("Chef d'équipe pour l'entretien des sentiers", "Parc naturel des Bauges", "Le Châtelard"),
        ),
    ),
    ("jobs", "es"): (
        "Empleos",
        (
            ("Guía de montaña con experiencia", "Alpenrand Viajes", "Benasque"),
            ("Guarda de refugio para la temporada de verano", "Club Alpino de Aragón", "Torla"),
            ("Dependiente de tienda de material de montaña", "Deportes Pirineo", "Jaca"),
            ("Jefe de cuadrilla de mantenimiento de senderos", "Parque Natural Posets", "Eriste"),
        ),
    ),
    ("events", "de"): (
        "Veranstaltungen",
        (
            ("Vortrag: Zu Fuß über die Alpen", "Eine Fotografin erzählt von ihrer Überquerung von München nach Venedig in achtundzwanzig Etappen.", "Stadtbücherei Innsbruck"),
            ("Kurs: Erste Hilfe am Berg", "Ein Bergretter zeigt an einem Tag, was bei Verletzungen abseits der Straße zu tun ist.", "Alpenvereinshaus"),
            ("Herbstwanderung zum Lärchensee", "Eine gemütliche Tour mit Einkehr, geeignet für Familien und Einsteiger.", "Treffpunkt Talstation"),
            ("Kartenkunde für Einsteiger", "Wie man Höhenlinien liest und eine Route auf der Karte plant, ganz ohne Handy.", "Volkshochschule Hall"),
        ),
    ),
    ("events", "fr"): (
        "Événements",
        (
            ("Conférence : traverser les Alpes à pied", "Une photographe raconte sa traversée de Munich à Venise en vingt-huit étapes.", "Médiathèque d'Annecy"),
            ("Stage : premiers secours en montagne", "Un secouriste montre en une journée que faire en cas de blessure loin de la route.", "Maison de la montagne"),
            ("Randonnée d'automne au lac des mélèzes", "Une sortie tranquille avec pause au refuge, pour les familles et les débutants.", "Départ de la télécabine"),
            ("Lire une carte pour débuter", "Comment lire les courbes de niveau et préparer un itinéraire sur papier, sans téléphone.", "Maison des associations"),
        ),
    ),
    ("events", "it"): (
        "Eventi",
        (
            ("Serata: attraverso le Alpi a piedi", "Una fotografa racconta la sua traversata da Monaco a Venezia in ventotto tappe.", "Biblioteca civica di Bolzano"),
            ("Corso: primo soccorso in montagna", "Un soccorritore mostra in una giornata cosa fare in caso di ferite lontano dalla strada.", "Casa della montagna"),
            ("Escursione d'autunno al lago dei larici", "Un giro tranquillo con sosta al rifugio, adatto a famiglie e principianti.", "Partenza dalla funivia"),
            ("Leggere una carta per principianti", "Come leggere le curve di livello e pianificare un percorso su carta, senza telefono.", "Sala civica di Merano"),
        ),
    ),
    ("cars", "de"): (
        "Gebrauchtwagen",
        (
            ("VW Golf 1.5 TSI Life", "Scheckheftgepflegt, Nichtraucherfahrzeug, Winterräder auf Alufelgen dabei.", "18.990 €"),
            ("Škoda Octavia Combi 2.0 TDI", "Anhängerkupplung, Standheizung und neue Bremsen, TÜV bis 2026.", "21.450 €"),
            ("Toyota Yaris Hybrid Comfort", "Erste Hand, sparsam im Stadtverkehr, Rückfahrkamera und Sitzheizung.", "15.700 €"),
            ("Dacia Duster Blue dCi 115 4x4", "Allrad für den Weg zur Hütte, Dachträger und Gummimatten inklusive.", "17.200 €"),
        ),
    ),
    ("cars", "fr"): (
        "Voitures d'occasion",
        (
            ("Peugeot 308 1.2 PureTech Allure", "Carnet d'entretien complet, non fumeur, pneus hiver sur jantes fournis.", "16 990 €"),
            ("Renault Clio V E-Tech hybride", "Première main, faible consommation en ville, caméra de recul.", "17 450 €"),
            ("Citroën Berlingo BlueHDi 100", "Attelage, barres de toit et sièges arrière rabattables, contrôle technique à jour.", "14 800 €"),
            ("Dacia Duster Blue dCi 115 4x4", "Quatre roues motrices pour monter au chalet, tapis caoutchouc inclus.", "17 200 €"),
        ),
    ),
    ("cars", "pt"): (
        "Carros usados",
        (
            ("Fiat Argo Drive 1.0", "Revisões em dia na concessionária, único dono, pneus novos.", "R$ 62.900"),
            ("Volkswagen Polo Highline 200 TSI", "Central multimídia, câmera de ré e bancos em couro, IPVA pago.", "R$ 89.500"),
            ("Toyota Corolla XEi 2.0", "Carro de garagem, manual e chave reserva, laudo cautelar aprovado.", "R$ 118.000"),
            ("Renault Duster Iconic 1.6", "Engate, rack de teto e tapetes de borracha, ótimo para viagens.", "R$ 84.700"),
        ),
    ),
}  # fmt: skip

# The interface strings of the job, event and car engines, by language.
UI = {
    "en": {"load_jobs": "Load more listings", "keywords": "Keywords", "location": "Location", "search_jobs": "Search Jobs", "full_time": "Full Time"},
    "fr": {"load_jobs": "Charger plus d'annonces", "keywords": "Mots-clés", "location": "Lieu", "search_jobs": "Rechercher des offres", "full_time": "Temps plein",
           "find": "Trouver des évènements", "today": "Aujourd'hui", "prev_ev": "Évènements précédents", "next_ev": "Évènements suivants", "ics": "S'abonner au calendrier",
           "save": "Ajouter aux favoris", "count": "1 248 annonces", "sort": "Trier par :"},
    "es": {"load_jobs": "Cargar más ofertas", "keywords": "Palabras clave", "location": "Ubicación", "search_jobs": "Buscar empleos", "full_time": "Tiempo completo"},
    "de": {"find": "Veranstaltungen finden", "today": "Heute", "prev_ev": "Vorherige Veranstaltungen", "next_ev": "Nächste Veranstaltungen", "ics": "Kalender abonnieren",
           "save": "Merken", "count": "1.248 Angebote", "sort": "Sortieren nach:"},
    "it": {"find": "Trova eventi", "today": "Oggi", "prev_ev": "Eventi precedenti", "next_ev": "Eventi successivi", "ics": "Iscriviti al calendario"},
    "pt": {"save": "Adicionar aos favoritos", "count": "1.248 anúncios", "sort": "Ordenar por:"},
}  # fmt: skip


def _woo_blocks(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """WooCommerce's block theme: a Product Collection block of product cards."""
    w = CHROME[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    cards = "".join(
        f"<li class='wc-block-product post-{500 + i} product type-product status-publish"
        " instock has-post-thumbnail'><div class='wc-block-components-product-image"
        f" wc-block-grid__product-image'><a href='/product/{i}/'><img src='/i/p{i}.jpg'"
        " alt=''></a></div><h3 class='has-text-align-center wp-block-post-title"
        f" has-medium-font-size'><a href='/product/{i}/' target='_self'>{_e(n)}</a></h3>"
        "<div class='wp-block-woocommerce-product-price has-text-align-center'><div"
        " class='wc-block-components-product-price'><span class='woocommerce-Price-amount"
        f" amount'>{_e(_price(w, i))}</span></div></div><div class='wp-block-button"
        " wc-block-components-product-button align-center'><button class='wp-block-button__link"
        " wp-element-button add_to_cart_button wc-block-components-product-button__button'"
        f" data-product_id='{500 + i}'><span>{_e(w['add'])}</span></button></div></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<main class='wp-block-group'><div class='wp-block-query-title'><h1 class='wp-block-"
        f"query-title'>{_e(cat)}</h1></div><div class='wp-block-term-description'><p>"
        f"{_e(intro)}</p></div><div class='wp-block-group alignwide'><p"
        f" class='woocommerce-result-count'>{_e(w['results'])}</p><form"
        " class='woocommerce-ordering'><select name='orderby' class='orderby'"
        f" aria-label='{_e(w['sort'])}'><option>{_e(w['latest'])}</option></select></form></div>"
        "<div class='wp-block-woocommerce-product-collection'><ul class='wc-block-product-"
        f"template wp-block-woocommerce-product-template is-flex-container columns-3'>{cards}"
        "</ul><nav class='wp-block-query-pagination' aria-label='Pagination'><div"
        " class='wp-block-query-pagination-numbers'><span class='page-numbers current'>1</span>"
        "<a class='page-numbers' href='?query-page=2'>2</a><a class='page-numbers'"
        " href='?query-page=3'>3</a></div><a class='wp-block-query-pagination-next'"
        f" href='?query-page=2'>{_e(w['next'])}</a></nav></div></main>"
    )
    wanted = (intro, *(n for n, _x in products), *(_price(w, i) for i in range(len(products))))
    return cat, body, wanted, (w["add"], w["results"], w["next"])


def _shopware(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """Shopware 6's Storefront: a category's listing, its filter panel and sorting."""
    w, s = CHROME[lang], SHOP[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    boxes = "".join(
        "<div class='cms-listing-col col-sm-6 col-lg-4 col-xl-3'><div class='card product-box"
        " box-standard'><div class='card-body'><div class='product-image-wrapper'><a"
        f" href='/detail/{i}' class='product-image-link'><img src='/i/p{i}.jpg' alt=''></a></div>"
        f"<div class='product-info'><a href='/detail/{i}' class='product-name'"
        f" title='{_e(n)}'>{_e(n)}</a><div class='product-variant-characteristics'></div><div"
        f" class='product-description'>{_e(x)}</div><div class='product-price-info'><div"
        f" class='product-price-wrapper'><span class='product-price'>{_e(_price(w, i))}*</span>"
        "</div></div><div class='product-action'><form action='/checkout/line-item/add'"
        " class='buy-widget'><button class='btn btn-block btn-buy'"
        f" title='{_e(w['add'])}'>{_e(w['add'])}</button></form></div></div></div></div></div>"
        for i, (n, x) in enumerate(products)
    )
    body = (
        "<main class='content-main'><div class='cms-page'><div class='cms-section'><div"
        " class='cms-block cms-block-text'><div class='cms-element-text'>"
        f"<h1>{_e(cat)}</h1><p>{_e(intro)}</p></div></div><div class='cms-block"
        " cms-block-sidebar-filter'><div class='cms-element-sidebar-filter'><div"
        " class='filter-panel'><div class='filter-panel-items-container'><div"
        " class='filter-multi-select filter-panel-item dropdown'><button"
        f" class='filter-panel-item-toggle btn'>{_e(s['maker'])}</button></div><div"
        " class='filter-panel-active-container'><button class='filter-reset-all btn"
        f" btn-sm'>{_e(s['reset'])}</button></div></div></div></div></div><div class='cms-block"
        " cms-block-product-listing'><div class='cms-element-product-listing-wrapper'><div"
        " class='cms-element-product-listing-actions row justify-content-between'><div"
        f" class='sorting'><select class='sorting custom-select' aria-label='{_e(s['sort_by'])}'>"
        f"<option>{_e(w['latest'])}</option></select></div></div><div"
        f" class='row cms-listing-row js-listing-wrapper'>{boxes}</div><nav"
        " class='pagination-nav'><ul class='pagination'><li class='page-item active'><label"
        " class='page-link'>1</label></li><li class='page-item'><label class='page-link'>2"
        "</label></li><li class='page-item page-next'><label class='page-link'>»</label></li>"
        "</ul></nav></div></div></div></div></main>"
    )
    wanted = (intro, *(n for n, _x in products), *(x for _n, x in products))
    return cat, body, wanted, (w["add"], s["reset"])


def _opencart(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """OpenCart 4's default theme: a category, its sort and limit selects and count."""
    w, s = CHROME[lang], SHOP[lang]
    cat, intro, products, _desc = PRODUCTS[lang]
    thumbs = "".join(
        "<div class='col mb-3'><div class='product-thumb'><div class='image'><a"
        f" href='/product?product_id={40 + i}'><img src='/i/p{i}.jpg' alt=''"
        " class='img-fluid'></a></div><div class='content'><div class='description'><h4><a"
        f" href='/product?product_id={40 + i}'>{_e(n)}</a></h4><p>{_e(x)}</p><div"
        f" class='price'><span class='price-new'>{_e(_price(w, i))}</span> <span"
        f" class='price-tax'>{_e(s['ex_tax'])} {_e(_price(w, i))}</span></div></div><form"
        " method='post'><div class='button-group'><button type='submit'"
        f" formaction='/checkout/cart.add' title='{_e(w['add'])}'><i class='fa-solid"
        " fa-shopping-cart'></i></button><button type='submit' formaction='/wishlist.add'"
        f" title='{_e(w['wish'])}'><i class='fa-solid fa-heart'></i></button></div></form>"
        "</div></div></div>"
        for i, (n, x) in enumerate(products)
    )
    body = (
        "<div id='product-category' class='container'><ul class='breadcrumb'><li"
        f" class='breadcrumb-item'><a href='/'>{_e(w['home'])}</a></li><li"
        f" class='breadcrumb-item'><a href='/c/20'>{_e(cat)}</a></li></ul><div class='row'><div"
        f" id='content' class='col'><h1>{_e(cat)}</h1><div class='row'><div class='col-sm-10'>"
        f"<p>{_e(intro)}</p></div></div><div id='display-control' class='row'><div"
        " class='col-lg-4 offset-lg-1'><div class='input-group mb-3'><label for='input-sort'"
        f" class='input-group-text'>{_e(s['sort_by'])}</label><select id='input-sort'"
        f" class='form-select'><option>{_e(w['latest'])}</option></select></div></div><div"
        " class='col-lg-3'><div class='input-group mb-3'><label for='input-limit'"
        f" class='input-group-text'>{_e(s['show'])}</label><select id='input-limit'"
        " class='form-select'><option>12</option></select></div></div></div><div"
        f" id='product-list' class='row row-cols-1 row-cols-sm-2 row-cols-md-3'>{thumbs}</div>"
        "<div class='row'><div class='col-sm-6 text-start'><ul class='pagination'><li"
        " class='page-item active'><span class='page-link'>1</span></li><li class='page-item'><a"
        " class='page-link' href='?page=2'>2</a></li><li class='page-item'><a class='page-link'"
        " href='?page=2'>&gt;</a></li></ul></div><div class='col-sm-6 text-end'>"
        f"{_e(s['count'])}</div></div></div></div></div>"
    )
    wanted = (intro, *(n for n, _x in products), *(x for _n, x in products))
    return cat, body, wanted, (s["count"], s["sort_by"])


def _jobs(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """WP Job Manager's ``[jobs]`` list: a search form and a job a row."""
    u = UI[lang]
    head, items = ITEMS[("jobs", lang)]
    rows = "".join(
        f"<li class='post-{700 + i} job_listing type-job_listing status-publish"
        f" job-type-full-time'><a href='/job/{700 + i}/'><img class='company_logo'"
        f" src='/i/c{i}.png' alt=''><div class='position'><h3>{_e(t)}</h3><div"
        f" class='company'><strong>{_e(c)}</strong></div></div><div"
        f" class='location'>{_e(where)}</div><ul class='meta'><li class='job-type"
        f" full-time'>{_e(u['full_time'])}</li><li class='date'><time"
        f" datetime='2024-03-0{i + 1}'>2024-03-0{i + 1}</time></li></ul></a></li>"
        for i, (t, c, where) in enumerate(items)
    )
    body = (
        "<main id='main' class='site-main'><article class='page type-page'><header"
        f" class='entry-header'><h1 class='entry-title'>{_e(head)}</h1></header><div"
        " class='entry-content'><div class='job_listings' data-location=''><form"
        " class='job_filters'><div class='search_jobs'><div class='search_keywords'><label"
        f" for='search_keywords'>{_e(u['keywords'])}</label><input type='text'"
        " id='search_keywords'></div><div class='search_location'><label"
        f" for='search_location'>{_e(u['location'])}</label><input type='text'"
        " id='search_location'></div><div class='search_submit'><input type='submit'"
        f" value='{_e(u['search_jobs'])}'></div></div></form><ul class='job_listings'>{rows}"
        f"</ul><a class='load_more_jobs' href='#'><strong>{_e(u['load_jobs'])}</strong></a>"
        "</div></div></article></main>"
    )
    wanted = (*(t for t, _c, _w in items), *(c for _t, c, _w in items))
    return head, body, wanted, (u["load_jobs"],)


def _events(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """The Events Calendar's list view (its v2 views): a bar, a row per event, a pager."""
    u = UI[lang]
    head, items = ITEMS[("events", lang)]
    rows = "".join(
        "<div class='tribe-common-g-row tribe-events-calendar-list__event-row'><div"
        " class='tribe-events-calendar-list__event-date-tag tribe-common-g-col'><time"
        f" class='tribe-events-calendar-list__event-date-tag-datetime' datetime='2024-10-1{i}'>"
        "<span class='tribe-events-calendar-list__event-date-tag-weekday'>Sa</span><span"
        f" class='tribe-events-calendar-list__event-date-tag-daynum'>1{i}</span></time></div>"
        "<div class='tribe-events-calendar-list__event-wrapper tribe-common-g-col'><article"
        f" class='tribe-events-calendar-list__event post-{900 + i} tribe_events'><div"
        " class='tribe-events-calendar-list__event-details'><header"
        " class='tribe-events-calendar-list__event-header'><div"
        " class='tribe-events-calendar-list__event-datetime-wrapper'><time"
        f" datetime='2024-10-1{i}'><span class='tribe-event-date-start'>1{i}.10. 19:00</span>"
        " - <span class='tribe-event-time'>21:00</span></time></div><h3"
        " class='tribe-events-calendar-list__event-title tribe-common-h6'><a"
        f" href='/event/{900 + i}/' class='tribe-events-calendar-list__event-title-link'>"
        f"{_e(t)}</a></h3><address class='tribe-events-calendar-list__event-venue'><span"
        f" class='tribe-events-calendar-list__event-venue-title'>{_e(venue)}</span></address>"
        "</header><div class='tribe-events-calendar-list__event-description'><p>"
        f"{_e(x)}</p></div></div></article></div></div>"
        for i, (t, x, venue) in enumerate(items)
    )
    body = (
        "<div class='tribe-common tribe-events tribe-events-view tribe-events-view--list'>"
        f"<header class='tribe-events-header'><h1 class='tribe-events-header__title'>{_e(head)}"
        "</h1><div class='tribe-events-header__events-bar tribe-events-c-events-bar'><form"
        " class='tribe-events-c-search'><input type='text' name='tribe-events-views[tribe-bar-"
        "search]'><button class='tribe-common-c-btn tribe-events-c-search__button'"
        f" type='submit'>{_e(u['find'])}</button></form></div><div"
        " class='tribe-events-c-top-bar tribe-events-header__top-bar'><a"
        f" class='tribe-common-c-btn-border-small tribe-events-c-top-bar__today-button' href='#'>"
        f"{_e(u['today'])}</a></div></header><div class='tribe-events-calendar-list'>{rows}"
        "</div><nav class='tribe-events-calendar-list-nav tribe-events-c-nav'><ul"
        " class='tribe-events-c-nav__list'><li class='tribe-events-c-nav__list-item"
        " tribe-events-c-nav__list-item--prev'><a class='tribe-events-c-nav__prev' href='#'>"
        f"{_e(u['prev_ev'])}</a></li><li class='tribe-events-c-nav__list-item"
        " tribe-events-c-nav__list-item--next'><a class='tribe-events-c-nav__next' href='#'>"
        f"{_e(u['next_ev'])}</a></li></ul></nav><div class='tribe-events-c-subscribe-dropdown'>"
        f"<button class='tribe-events-c-subscribe-dropdown__button'>{_e(u['ics'])}</button>"
        "</div></div>"
    )
    wanted = (*(t for t, _x, _v in items), *(x for _t, x, _v in items))
    return head, body, wanted, (u["find"], u["prev_ev"], u["next_ev"], u["ics"])


def _cars(lang: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """A used-car portal's results: a count and sort bar, a card per car, save buttons."""
    u = UI[lang]
    head, items = ITEMS[("cars", lang)]
    cards = "".join(
        f"<article class='vehicle-card' data-listing-id='{3100 + i}'><a class='vehicle-card__"
        f"link' href='/angebot/{3100 + i}'><div class='vehicle-card__gallery'><img"
        f" src='/i/v{i}.jpg' alt=''></div><div class='vehicle-card__body'><h2"
        f" class='vehicle-card__title'>{_e(t)}</h2><div class='vehicle-card__price'>"
        f"{_e(price)}</div><ul class='vehicle-card__specs'><li>03/202{i}</li><li>4{i}.000 km"
        f"</li><li>110 kW (150 PS)</li></ul><p class='vehicle-card__note'>{_e(x)}</p></div></a>"
        f"<button class='vehicle-card__save' type='button'>{_e(u['save'])}</button></article>"
        for i, (t, x, price) in enumerate(items)
    )
    body = (
        f"<main class='search-results'><h1 class='search-results__title'>{_e(head)}</h1><div"
        " class='results-toolbar'><span class='results-toolbar__count'>"
        f"{_e(u['count'])}</span><div class='results-toolbar__sort'><label"
        f" for='sort'>{_e(u['sort'])}</label><select id='sort'><option>Preis</option>"
        f"</select></div></div><div class='results-list'>{cards}</div><nav"
        " class='pagination'><a class='pagination__page is-active' href='?page=1'>1</a><a"
        " class='pagination__page' href='?page=2'>2</a><a class='pagination__page'"
        " href='?page=3'>3</a></nav></main>"
    )
    wanted = (
        *(t for t, _x, _p in items),
        *(x for _t, x, _p in items),
        *(p for _t, _x, p in items),
    )
    return head, body, wanted, (u["save"], u["count"], u["sort"])


Builder = Callable[[str], tuple[str, str, tuple[str, ...], tuple[str, ...]]]

# Each engine: what builds its page (heading, body, wanted texts, chrome lines), its
# body class and its languages.
ENGINES3: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "woo_blocks": (_woo_blocks, "archive tax-product_cat woocommerce wp-site-blocks", ("en", "de", "fr")),
    "shopware": (_shopware, "is-ctl-navigation is-act-index", ("de", "en", "es")),
    "opencart": (_opencart, "product-category-20", ("en", "de", "ru")),
    "job_manager": (_jobs, "page-template-default page", ("en", "fr", "es")),
    "events_list": (_events, "post-type-archive-tribe_events tribe-events-page-template", ("de", "fr", "it")),
    "car_results": (_cars, "search-results-page", ("de", "fr", "pt")),
}  # fmt: skip
_PAGE_CHROME = ("cookie", "news", "rights")


def listing_page3(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    build, body_class, langs = ENGINES3[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = CHROME[lang]
    title, body, wanted, chrome = build(lang)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = tuple(words[key] for key in _PAGE_CHROME)
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))


def cases3() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES3.items() for lang in spec[2]]
