# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A twelfth suite of synthetic listing pages (stop 78): shop collections under the
carousels of four review apps the other suites lack, and blog indexes whose every card is
one link, each in languages those engines lack in the other suites, with its chrome in
its own language.

A Shopify collection (Dawn's grid) closing with a review app's carousel of customer
reviews: Okendo's first widgets (``okeReviews-…``: it) and its second (``oke-w-…``: nl),
Stamped's (``stamped-…``: fr, es), Loox's (``loox-…``: pt of Portugal, sv) and Junip's
(``junip-…``: da, cs). A blog index whose cards are each one link round a heading, a
summary and a "read more" line, under a cookie notice: Webflow's CMS link blocks
(``w-dyn-item`` > ``a.w-inline-block``: de, fr, ja), a Next.js blog styled by Tailwind
(``a.group.block``: ro, el, ko) and Framer's (``a.framer-…``: id, vi). A headless storefront's category whose toolbar
counts the filters applied ("Filtri (2)") and shows the sort menu's choice ("Sorteer op:
Nieuwste"), its classes hashed (it, nl). Written after
the apps' and engines' markup; no page is copied from a site or from the shared datasets.

:func:`listing_page12` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants (a collection's intro and product names, the posts' titles and
summaries) and the chrome lines (the reviews' titles and bodies, the cards' "read more"
lines, the page's cookie notice, newsletter heading and rights line).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, POSTS, ListingPage, _e, _foot, _head
from tests.auto.engine_listings11 import POSTS11, WORDS11

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]
# The page chrome every page holds, by its key in the words of its language.
PAGE_CHROME12 = ("cookie", "news", "rights")

# A collection under a review app's carousel, by language: heading, intro, the carousel's
# heading, eight products (name, price), reviews (title, body, name, date).
COLLECTIONS12 = {
    "it": ("Tappetini da yoga", "Tappetini in gomma naturale e sughero per lo yoga a casa e in studio, antiscivolo e facili da pulire.", "Cosa dicono i nostri clienti", (
        ("Tappetino in sughero 4 mm", "49,00 €"), ("Tappetino da viaggio pieghevole", "39,00 €"),
        ("Tappetino extra lungo 200 cm", "69,00 €"), ("Mattoncino in sughero", "14,00 €"),
        ("Cinghia per tappetino", "12,00 €"), ("Tappetino per bambini", "29,00 €"), ("Borsa porta tappetino", "24,00 €"), ("Asciugamano da yoga", "19,00 €")), (
        ("Perfetto per il vinyasa", "Non scivola nemmeno quando sudo molto e dopo un mese di pratica quotidiana sembra ancora nuovo.", "Giulia R.", "12/02/2026"),
        ("Ottima qualità", "Spesso il giusto, non ha odore di plastica e si arrotola facilmente nella borsa.", "Marco", "30/01/2026"),
        ("Lo consiglio", "L'ho comprato per mia figlia e ne ho ordinato subito un secondo per me.", "Francesca", "18/01/2026"),
    )),
    "nl": ("Yogamatten", "Matten van natuurrubber en kurk voor yoga thuis en in de studio, antislip en makkelijk schoon te maken.", "Wat onze klanten zeggen", (
        ("Kurken mat 4 mm", "49,00 €"), ("Opvouwbare reismat", "39,00 €"),
        ("Extra lange mat 200 cm", "69,00 €"), ("Kurken yogablok", "14,00 €"),
        ("Draagriem voor mat", "12,00 €"), ("Kindermat", "29,00 €"), ("Mattas", "24,00 €"), ("Yogahanddoek", "19,00 €")), (
        ("Perfect voor vinyasa", "Ik glij niet weg, ook niet als ik flink zweet, en na een maand dagelijks gebruik ziet hij er nog als nieuw uit.", "Sanne V.", "12-02-2026"),
        ("Top kwaliteit", "Precies dik genoeg, ruikt niet naar plastic en rolt makkelijk op in mijn tas.", "Joris", "30-01-2026"),
        ("Echt een aanrader", "Gekocht voor mijn dochter en meteen een tweede voor mezelf besteld.", "Linda", "18-01-2026"),
    )),
    "fr": ("Théières et infuseurs", "Théières en fonte, en verre et en porcelaine, infuseurs et boîtes à thé pour préparer vos feuilles à la maison.", "L'avis de nos clients", (
        ("Théière en fonte 0,8 L", "59,00 €"), ("Théière en verre avec filtre", "34,00 €"),
        ("Infuseur en inox", "9,90 €"), ("Boîte à thé en métal", "12,50 €"),
        ("Tasses en grès, lot de deux", "22,00 €"), ("Bouilloire à col de cygne", "49,00 €"), ("Plateau en bambou", "18,00 €"), ("Chauffe-théière", "16,00 €")), (
        ("Magnifique théière", "La fonte garde le thé chaud très longtemps et l'émail intérieur se nettoie d'un coup d'éponge.", "Claire D.", "11/02/2026"),
        ("Livraison rapide", "Colis bien protégé, reçu en deux jours, et la théière est encore plus belle qu'en photo.", "Olivier", "29/01/2026"),
        ("Très satisfaite", "Le filtre est assez fin pour les thés verts japonais, rien ne passe dans la tasse.", "Nathalie", "15/01/2026"),
    )),
    "es": ("Teteras e infusores", "Teteras de hierro fundido, vidrio y porcelana, infusores y latas para preparar tus hojas de té en casa.", "Lo que opinan nuestros clientes", (
        ("Tetera de hierro fundido 0,8 L", "59,00 €"), ("Tetera de vidrio con filtro", "34,00 €"),
        ("Infusor de acero inoxidable", "9,90 €"), ("Lata para té", "12,50 €"),
        ("Tazas de gres, juego de dos", "22,00 €"), ("Hervidor cuello de cisne", "49,00 €"), ("Bandeja de bambú", "18,00 €"), ("Calentador de tetera", "16,00 €")), (
        ("Una tetera preciosa", "El hierro mantiene el té caliente mucho tiempo y el esmalte interior se limpia en un momento.", "Lucía M.", "11/02/2026"),
        ("Envío rapidísimo", "El paquete llegó muy bien protegido en dos días y la tetera es aún más bonita que en la foto.", "Javier", "29/01/2026"),
        ("Muy contenta", "El filtro es lo bastante fino para los tés verdes japoneses, no pasa nada a la taza.", "Carmen", "15/01/2026"),
    )),
    "pt": ("Mochilas de caminhada", "Mochilas leves e resistentes para caminhadas de um dia e travessias de vários dias, com capa para a chuva.", "O que dizem os nossos clientes", (
        ("Mochila 22 litros", "79,00 €"), ("Mochila 38 litros", "119,00 €"),
        ("Mochila de hidratação 10 litros", "59,00 €"), ("Capa de chuva", "14,00 €"),
        ("Bastões de caminhada", "45,00 €"), ("Garrafa térmica 750 ml", "24,00 €"), ("Bolsa de cintura", "19,00 €"), ("Saco estanque 5 litros", "12,00 €")), (
        ("Muito confortável", "Fiz a Rota Vicentina com ela e as costas nunca aqueceram demasiado, mesmo em agosto.", "Inês", "10/02/2026"),
        ("Excelente compra", "Os bolsos laterais chegam bem às garrafas sem tirar a mochila e o tecido aguenta muito.", "Rui P.", "28/01/2026"),
        ("Recomendo", "Tamanho ideal para um dia na serra, cabe tudo e ainda sobra espaço para o casaco.", "Ana", "14/01/2026"),
    )),
    "sv": ("Vandringsryggsäckar", "Lätta och tåliga ryggsäckar för dagsturer och flerdagarsvandringar, med regnskydd.", "Det här säger våra kunder", (
        ("Ryggsäck 22 liter", "899 kr"), ("Ryggsäck 38 liter", "1 299 kr"),
        ("Vätskeryggsäck 10 liter", "649 kr"), ("Regnskydd", "159 kr"),
        ("Vandringsstavar", "499 kr"), ("Termos 750 ml", "279 kr"), ("Midjeväska", "229 kr"), ("Vattentät packpåse 5 liter", "149 kr")), (
        ("Sitter som en smäck", "Jag gick Kungsleden med den och ryggen blev aldrig varm, inte ens i uppförsbackarna.", "Emma", "10/02/2026"),
        ("Riktigt bra köp", "Sidfickorna når man utan att ta av sig säcken och tyget tål mycket.", "Johan L.", "28/01/2026"),
        ("Rekommenderas", "Perfekt storlek för en dag i fjällen, allt får plats och jackan med.", "Sara", "14/01/2026"),
    )),
    "da": ("Kaffekværne", "Håndkværne og elektriske kværne med keramiske og stålkværne til espresso, filter og french press.", "Det siger vores kunder", (
        ("Håndkværn med stålkværn", "649 kr."), ("Elektrisk kværn 40 mm", "1.499 kr."),
        ("Rejsekværn", "399 kr."), ("Doseringskop", "129 kr."),
        ("Kaffevægt med timer", "349 kr."), ("Kande med svanehals", "449 kr."), ("Bønnebeholder", "199 kr."), ("Rengøringsbørste", "79 kr.")), (
        ("Helt jævn formaling", "Endelig en kværn der giver samme kornstørrelse hver gang, min espresso er blevet meget bedre.", "Mette", "09/02/2026"),
        ("God kvalitet", "Den er tung og solid, og håndtaget drejer let selv med lyse bønner.", "Søren K.", "27/01/2026"),
        ("Kan varmt anbefales", "Købt som gave til min far, som nu kværner sine bønner hver morgen.", "Line", "13/01/2026"),
    )),
    "cs": ("Mlýnky na kávu", "Ruční i elektrické mlýnky s keramickými a ocelovými kameny na espresso, filtr i french press.", "Co říkají naši zákazníci", (
        ("Ruční mlýnek s ocelovými kameny", "2 490 Kč"), ("Elektrický mlýnek 40 mm", "5 990 Kč"),
        ("Cestovní mlýnek", "1 490 Kč"), ("Dávkovací miska", "390 Kč"),
        ("Váha na kávu s časovačem", "1 290 Kč"), ("Konvice s labutím krkem", "1 690 Kč"), ("Dóza na zrnkovou kávu", "690 Kč"), ("Čisticí kartáček", "290 Kč")), (
        ("Krásně rovnoměrné mletí", "Konečně mlýnek, který mele pokaždé stejně, moje espresso je mnohem lepší.", "Petra", "09.02.2026"),
        ("Kvalitní kousek", "Je těžký a pevný a klička se točí lehce i u světle pražených zrn.", "Tomáš K.", "27.01.2026"),
        ("Vřele doporučuji", "Koupila jsem ho tátovi k narozeninám a teď si mele kávu každé ráno.", "Jana", "13.01.2026"),
    )),
}  # fmt: skip

# Each app's carousel: its wrapper (the heading and the slides given) and a slide's markup
# (title, body, name, date given).
_APPS12: dict[str, tuple[str, str]] = {
    "okendo": (
        "<div data-oke-widget class='okeReviews okeReviews--theme'><div"
        " class='okeReviews-reviewsCarousel'><h2 class='okeReviews-reviewsCarousel-heading'>"
        "{said}</h2><ul class='okeReviews-reviewsCarousel-slides'>{slides}</ul></div></div>",
        "<li class='okeReviews-reviewsCarousel-slide'><div class='okeReviews-review'><div"
        " class='okeReviews-review-reviewer'><strong class='okeReviews-review-reviewer-name'>"
        "{name}</strong><span class='okeReviews-review-date'>{date}</span></div><h3"
        " class='okeReviews-review-title'>{title}</h3><div class='okeReviews-review-body'><p>"
        "{body}</p></div></div></li>",
    ),
    "okendo_w": (
        "<div data-oke-widget class='oke-w oke-w-reviewsCarousel'><h2 class='oke-w-heading'>"
        "{said}</h2><div class='oke-w-carousel-track'>{slides}</div></div>",
        "<div class='oke-w-review'><div class='oke-w-reviewer-name'>{name}</div><div"
        " class='oke-w-review-date'>{date}</div><h3 class='oke-w-review-title'>{title}</h3>"
        "<div class='oke-w-review-body'><p>{body}</p></div></div>",
    ),
    "stamped": (
        "<div id='stamped-reviews-widget' data-widget-type='carousel' class='stamped-carousel'>"
        "<h2 class='stamped-carousel-title'>{said}</h2><div class='stamped-carousel-scroll'>"
        "{slides}</div></div>",
        "<div class='stamped-carousel-item'><div class='stamped-carousel-item-inner'><div"
        " class='stamped-review-header-title'>{title}</div><div"
        " class='stamped-review-content-body'>{body}</div><div class='stamped-carousel-author'>"
        "<strong class='author'>{name}</strong> <span class='created'>{date}</span></div></div>"
        "</div>",
    ),
    "loox": (
        "<div id='looxCarousel' class='loox-carousel-widget'><h2 class='loox-carousel-title'>"
        "{said}</h2><div class='loox-carousel-track'>{slides}</div></div>",
        "<div class='loox-review-card'><div class='loox-review-author'>{name}</div><div"
        " class='loox-review-date'>{date}</div><div class='loox-review-title'>{title}</div><p"
        " class='loox-review-text'>{body}</p></div>",
    ),
    "junip": (
        "<div class='junip-store-reviews-carousel'><h2 class='junip-carousel-heading'>{said}"
        "</h2><div class='junip-carousel-track'>{slides}</div></div>",
        "<div class='junip-review-card'><div class='junip-review-title'>{title}</div><div"
        " class='junip-review-body'><p>{body}</p></div><div class='junip-review-footer'><span"
        " class='junip-customer-name'>{name}</span> <span class='junip-review-date'>{date}"
        "</span></div></div>",
    ),
}


def _reviewed(app: str) -> Builder:
    """A Shopify collection (Dawn's grid) closing with ``app``'s carousel of customer
    reviews (a title, a body, a name and a date a review)."""

    def build(lang: str) -> Page:
        head, intro, said, items, reviews = COLLECTIONS12[lang]
        wrapper, slide = _APPS12[app]
        cards = "".join(
            f"<li class='grid__item'><div class='card-wrapper product-card-wrapper'><div"
            f" class='card__information'><h3 class='card__heading h5'><a href='/products/r-{i}'"
            f" class='full-unstyled-link'>{_e(n)}</a></h3><div class='price'><span"
            f" class='price-item price-item--regular'>{_e(p)}</span></div></div></div></li>"
            for i, (n, p) in enumerate(items)
        )
        slides = "".join(
            slide.format(title=_e(t), body=_e(b), name=_e(n), date=_e(d)) for t, b, n, d in reviews
        )
        body = (
            "<main id='MainContent' class='content-for-layout'><div class='collection-hero'>"
            f"<h1 class='collection-hero__title'>{_e(head)}</h1><div"
            f" class='collection-hero__description rte'>{_e(intro)}</div></div><div"
            f" id='ProductGridContainer'><ul id='product-grid' class='grid product-grid'>{cards}"
            "</ul></div><div class='shopify-section shopify-app-block'>"
            + wrapper.format(said=_e(said), slides=slides)
            + "</div></main>"
        )
        chrome = tuple(x for t, b, _n, _d in reviews for x in (t, b))
        return head, body, (intro, *(n for n, _p in items)), chrome

    return build


# The cards' "read more" line and the index's heading, by language (Webflow, Tailwind and
# Framer pages).
READ_MORE12 = {
    "de": "Weiterlesen →", "fr": "Lire la suite →", "ja": "続きを読む →", "ro": "Citește mai mult →",
    "el": "Διαβάστε περισσότερα →", "ko": "더 읽기 →", "id": "Baca selengkapnya →", "vi": "Đọc thêm →",
}  # fmt: skip


def _index_posts(lang: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """An index's heading and four posts (title, summary) in ``lang``."""
    if lang in POSTS:
        cat, _intro, posts = POSTS[lang]
        return cat, posts[:4]
    return POSTS11[lang]


def _wanted(items: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return (*(t for t, _x in items), *(x for _t, x in items))


def _webflow_cards(lang: str) -> Page:
    """A Webflow CMS collection list whose every card is one link block (``w-dyn-item`` >
    ``a.w-inline-block`` round the heading, the summary and a "read more" line)."""
    head, items = _index_posts(lang)
    more = READ_MORE12[lang]
    cards = "".join(
        f"<div role='listitem' class='collection-item w-dyn-item'><a href='/posts/p-{i}'"
        " class='post-link-block w-inline-block'><div class='post-card-text'><h3"
        f" class='post-card-title'>{_e(t)}</h3><p class='post-card-summary'>{_e(x)}</p><div"
        f" class='read-more-text'>{_e(more)}</div></div></a></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div class='page-wrapper'><div class='section-blog'><div class='container-large'><h1"
        f" class='heading-style-h1'>{_e(head)}</h1><div class='collection-list-wrapper"
        f" w-dyn-list'><div role='list' class='collection-list w-dyn-items'>{cards}</div>"
        "</div></div></div></div>"
    )
    return head, body, _wanted(items), (more.rstrip(" →"),)


def _tailwind_cards(lang: str) -> Page:
    """A Next.js blog styled by Tailwind: an ``article`` a post whose link (``a.group
    block``) holds its heading, its summary and a "read more" line."""
    head, items = _index_posts(lang)
    more = READ_MORE12[lang]
    cards = "".join(
        "<article class='flex flex-col'><a class='group block rounded-2xl p-6"
        f" hover:bg-zinc-50' href='/blog/post-{i}'><h2 class='text-base font-semibold"
        f" tracking-tight text-zinc-800'>{_e(t)}</h2><p class='mt-2 text-sm text-zinc-600'>"
        f"{_e(x)}</p><span class='mt-4 flex items-center text-sm font-medium text-teal-500'>"
        f"{_e(more)}</span></a></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='flex-auto'><div class='mx-auto max-w-7xl px-8'><header"
        f" class='max-w-2xl'><h1 class='text-4xl font-bold'>{_e(head)}</h1></header><div"
        f" class='mt-16 grid gap-8 sm:grid-cols-2'>{cards}</div></div></main>"
    )
    return head, body, _wanted(items), (more.rstrip(" →"),)


def _framer_cards(lang: str) -> Page:
    """A Framer site's blog: a card a post, one link (``a.framer-…``) round its heading,
    its summary and a "read more" line in Framer's ``framer-text`` elements."""
    head, items = _index_posts(lang)
    more = READ_MORE12[lang]
    cards = "".join(
        f"<div class='framer-1q2w3e-container'><a class='framer-Ab12c framer-v-1x9k2m"
        f" framer-8jk3pl' href='./blog/post-{i}'><div class='framer-5tb7h1'><h3"
        f" class='framer-text framer-styles-preset-1wicq5s'>{_e(t)}</h3></div><div"
        f" class='framer-1pn4ga'><p class='framer-text'>{_e(x)}</p></div><div"
        f" class='framer-c9ce9v'><p class='framer-text'>{_e(more)}</p></div></a></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div id='main' data-framer-hydrate-v2><div class='framer-72rtr7'><section"
        f" class='framer-1d2g7sb'><h1 class='framer-text'>{_e(head)}</h1></section><div"
        f" class='framer-1tw3s4k'>{cards}</div></div></div>"
    )
    return head, body, _wanted(items), (more.rstrip(" →"),)


# A storefront's toolbar, by language: the filter button with the count of the filters
# applied, the sort menu's face showing its choice, the result count.
TOOLBAR12 = {
    "it": ("Filtri (2)", "Ordina per: Novità", "16 prodotti"),
    "nl": ("Filters (2)", "Sorteer op: Nieuwste", "16 producten"),
}


def _storefront(lang: str) -> Page:
    """A headless storefront's category (a React shop after Salesforce Commerce's
    ``refinement-bar`` and ``product-tile``): a toolbar whose filter button counts the
    filters applied and whose sort menu shows its choice, then a tile a product."""
    head, intro, _said, items, _reviews = COLLECTIONS12[lang]
    filt, sort, count = TOOLBAR12[lang]
    tiles = "".join(
        f"<div class='col-6 col-sm-4'><div class='product' data-pid='p{i}'><div"
        f" class='product-tile'><div class='tile-body'><div class='pdp-link'><a class='link'"
        f" href='/p/p{i}.html'>{_e(n)}</a></div><div class='price'><span class='sales'><span"
        f" class='value'>{_e(p)}</span></span></div></div></div></div></div>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        "<main role='main' class='page'><div class='container search-results'><div"
        f" class='search-banner'><h1 class='page-title'>{_e(head)}</h1><p"
        f" class='category-description'>{_e(intro)}</p></div><div class='row search-nav'><div"
        f" class='x7Kq2'><div role='button' tabindex='0' class='Lw2Pd'>{_e(filt)}</div></div>"
        "<div class='Qm3Zp'><div role='button' tabindex='0' aria-haspopup='listbox'"
        f" class='Hd81s'>{_e(sort)}</div></div><div"
        f" class='result-count'><span>{_e(count)}</span></div></div><div class='row"
        f" product-grid'>{tiles}</div></div></main>"
    )
    return head, body, (intro, *(n for n, _p in items)), (filt, sort, count)


ENGINES12: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "okendo": (_reviewed("okendo"), "template-collection gradient", ("it",)),
    "okendo_w": (_reviewed("okendo_w"), "template-collection gradient", ("nl",)),
    "stamped": (_reviewed("stamped"), "template-collection gradient", ("fr", "es")),
    "loox": (_reviewed("loox"), "template-collection gradient", ("pt", "sv")),
    "junip": (_reviewed("junip"), "template-collection gradient", ("da", "cs")),
    "webflow_cards": (_webflow_cards, "body", ("de", "fr", "ja")),
    "tailwind_cards": (_tailwind_cards, "flex h-full bg-zinc-50", ("ro", "el", "ko")),
    "framer_cards": (_framer_cards, "framer-body", ("id", "vi")),
    "storefront": (_storefront, "page-search", ("it", "nl")),
}


def listing_page12(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    build, body_class, langs = ENGINES12[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = WORDS11.get(lang) or CHROME[lang]
    title, body, wanted, chrome = build(lang)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = tuple(words[key] for key in PAGE_CHROME12)
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))


def cases12() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES12.items() for lang in spec[2]]
