# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A thirteenth suite of synthetic listing pages (stop 79): "best of" collections whose
every pick carries its affiliate buttons naming the shops that sell it ("Check price at
Amazon", "Voir le prix sur Fnac", "Jetzt bei Otto ansehen"), in the engines and the
product-box plugins such pages are written with, each in languages those engines lack in
the other suites, with its chrome in its own language.

A WordPress post with a product box plugin's box a pick (AAWP's ``aawp-product`` and
``aawp-button``: en, de, it), Lasso's display boxes (``lasso-container``,
``lasso-button-1``: fr, es), an Elementor page whose two button widgets a pick share one
row (``elementor-button-text``: pt, pl), Ghost's product cards (``kg-product-card``: nl,
de), a Next.js roundup styled by Tailwind whose two shop links sit in one ``div`` (en,
fr), Squarespace's button blocks (``sqs-block-button-element``: es, it) and Gutenberg's
buttons block (``wp-block-buttons``: pt, nl, pl). Written after the plugins' and engines'
markup; no page is copied from a site or from the shared datasets.

:func:`listing_page13` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants (the roundup's intro, the picks' names and paragraphs) and the
chrome lines (the buttons to the shops, the page's cookie notice, newsletter heading and
rights line).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, ListingPage, _e, _foot, _head
from tests.auto.engine_listings11 import WORDS11

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]
# The page chrome every page holds, by its key in the words of its language.
PAGE_CHROME13 = ("cookie", "news", "rights")

# A "best of" collection, by language: heading, intro, picks (name, paragraph).
BEST13 = {
    "en": ("The best robot vacuums we tested this year", "We ran eleven robot vacuums through the same flat for three months, over rugs, tiles and a dog's winter coat, and kept the four worth their price.", (
        ("Brightline S8 Max", "The quietest of the lot, it mapped the flat on its first run and never once got stuck under the sofa."),
        ("Kestrel Vac 3", "A cheaper robot whose side brush tangled on long rugs but which picked up more dog hair than any other."),
        ("Orbis Home Pro", "Its self-emptying dock held a month of dust, though the bags it needs cost more than we would like."),
        ("Tidy Mini 2", "Small enough to pass under the kitchen cupboards, it is the one to buy for a flat with narrow corners."),
    )),
    "de": ("Die besten Kaffeevollautomaten im Test", "Wir haben neun Vollautomaten zwei Monate lang jeden Morgen benutzt, Espresso, Cappuccino und Kaffee, und vier davon empfehlen wir.", (
        ("Barista Duo 700", "Das Mahlwerk ist leise, der Milchschaum fein, und die Reinigung dauert keine zwei Minuten."),
        ("Kaffeeform Classic", "Ein einfacher Automat ohne Display, der trotzdem den besten Espresso im ganzen Test brühte."),
        ("Milano Touch Plus", "Zwölf Rezepte auf Knopfdruck, doch der Wassertank ist für eine große Familie etwas klein."),
        ("Crema Compact", "Der schmalste Automat im Test, der auch in eine kleine Küche neben den Herd passt."),
    )),
    "it": ("Le migliori friggitrici ad aria del momento", "Abbiamo cucinato patatine, verdure e pollo in dieci friggitrici ad aria per sei settimane e ne consigliamo quattro.", (
        ("Crispo XL Dual", "Due cestelli indipendenti che finiscono insieme, comodi per la cena di una famiglia numerosa."),
        ("Aria Chef 5", "La più silenziosa della prova, con un cestello che si lava in lavastoviglie senza perdere il rivestimento."),
        ("Frigo Smart Pro", "Si comanda dal telefono, ma il display sul coperchio è difficile da leggere con la luce del giorno."),
        ("Mini Cuoco 2", "Piccola e veloce, perfetta per una persona sola o per un monolocale con poco spazio sul piano."),
    )),
    "fr": ("Les meilleurs casques à réduction de bruit", "Nous avons porté douze casques dans le métro, en avion et au bureau pendant deux mois avant de retenir ces quatre modèles.", (
        ("Silence Pro 900", "La meilleure réduction de bruit du comparatif, avec une autonomie qui tient un aller-retour Paris-Tokyo."),
        ("Aria Studio", "Un son précis et naturel, mais des coussinets qui chauffent un peu au bout de deux heures."),
        ("Nomade Fold", "Le plus léger et le plus compact une fois plié, idéal pour glisser dans un sac à dos."),
        ("Calme Essentiel", "Un casque abordable dont la réduction de bruit reste correcte dans un open space bruyant."),
    )),
    "es": ("Las mejores cafeteras de cápsulas", "Preparamos más de seiscientos cafés con diez cafeteras de cápsulas durante dos meses y estas son las cuatro que recomendamos.", (
        ("Capsa Vertuo Plus", "Reconoce cada cápsula y ajusta la cantidad de agua, de modo que el café sale siempre igual."),
        ("Dolce Mini Rojo", "Pequeña y barata, calienta en veinte segundos, aunque el depósito es algo escaso."),
        ("Barista Cápsula Pro", "La única con espumador de leche integrado que se limpia sin desmontar nada."),
        ("Expresso Urbana", "Tiene el mejor diseño del análisis y hace un espresso con una crema densa y persistente."),
    )),
    "pt": ("As melhores trotinetes elétricas para a cidade", "Percorremos mais de mil quilómetros em Lisboa com nove trotinetes elétricas, em calçada, ciclovias e subidas, e escolhemos quatro.", (
        ("Volta Urban 10", "A mais estável na calçada portuguesa, com pneus largos que absorvem bem os buracos."),
        ("Ponte Lite", "Leve o suficiente para levar no comboio, embora a autonomia não chegue aos vinte quilómetros."),
        ("Tejo Max Pro", "Sobe as colinas da cidade sem esforço e trava com segurança mesmo em piso molhado."),
        ("Rua Compacta", "Dobra-se num segundo e cabe debaixo da secretária do escritório."),
    )),
    "pl": ("Najlepsze oczyszczacze powietrza", "Przez cały sezon grzewczy testowaliśmy osiem oczyszczaczy powietrza w mieszkaniu w Krakowie i wybraliśmy cztery najlepsze.", (
        ("Czyste Powietrze 600", "Najszybciej obniża stężenie pyłów i pracuje tak cicho, że można spać przy włączonym urządzeniu."),
        ("Smog Stop Mini", "Niewielki oczyszczacz do sypialni, którego filtr wystarcza na cały sezon."),
        ("Wiatr Pro Max", "Ma czujnik jakości powietrza i aplikację, ale jest dość głośny na najwyższym biegu."),
        ("Domowy Filtr 3", "Tani w zakupie i w utrzymaniu, sprawdzi się w małym pokoju dziecka."),
    )),
    "nl": ("De beste elektrische fietsen van dit jaar", "We fietsten drie maanden lang met tien elektrische fietsen door Utrecht, in regen en wind, en kozen er vier uit.", (
        ("Stadsfiets E7", "Een comfortabele fiets met een stille middenmotor en een accu die een week woon-werkverkeer meegaat."),
        ("Polder Lite", "Licht genoeg om de trap op te dragen, al is de trapondersteuning bij tegenwind wat zwak."),
        ("Dijk Pro 9", "De krachtigste motor van de test en hydraulische remmen die ook in de regen goed werken."),
        ("Gracht Compact", "Een vouwfiets met hulpmotor die in de trein en onder het bureau past."),
    )),
}  # fmt: skip

# Each language's two shops' buttons (the shops are invented): the button's words round
# the shop's name, as the language writes them.
SHOP_BUTTONS13 = {
    "en": ("Check price at Shopwell", "See it at Gearhouse"),
    "de": ("Preis prüfen bei Kaufland", "Jetzt bei Otto ansehen"),
    "it": ("Vedi prezzo su Unieuro", "Vedi offerta su Euronics"),
    "fr": ("Voir le prix sur Fnac", "Voir l'offre chez Boulanger"),
    "es": ("Ver precio en El Corte Inglés", "Ver oferta en MediaMarkt"),
    "pt": ("Ver preço na Worten", "Ver oferta na Fnac"),
    "pl": ("Sprawdź cenę w Media Expert", "Zobacz ofertę w Komputronik"),
    "nl": ("Bekijk bij Coolblue", "Bekijk prijs bij Bol"),
}


def _picks(lang: str) -> tuple[str, str, tuple[tuple[str, str], ...], tuple[str, str]]:
    """The roundup's heading, intro, picks and two shop buttons in ``lang``."""
    head, intro, picks = BEST13[lang]
    return head, intro, picks, SHOP_BUTTONS13[lang]


def _wanted(intro: str, picks: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return (intro, *(n for n, _x in picks), *(x for _n, x in picks))


def _post(head: str, intro: str, items: str) -> str:
    """A WordPress post round the picks."""
    return (
        "<main id='main' class='site-main'><article class='post type-post hentry'><header"
        f" class='entry-header'><h1 class='entry-title'>{_e(head)}</h1></header><div"
        f" class='entry-content'><p>{_e(intro)}</p>{items}</div></article></main>"
    )


def _aawp(lang: str) -> Page:
    """A WordPress post with AAWP's product box a pick: the pick's name, its paragraph and
    a button (``aawp-button``) to a shop, its second shop's button below the box."""
    head, intro, picks, (one, two) = _picks(lang)
    items = "".join(
        f"<h2>{i + 1}. {_e(n)}</h2><p>{_e(x)}</p><div class='aawp'><div class='aawp-product"
        f" aawp-product--horizontal'><div class='aawp-product__thumb'><img src='/i/p{i}.jpg'"
        " alt=''></div><div class='aawp-product__content'><a class='aawp-product__title'"
        f" href='/go/{i}'>{_e(n)}</a></div><div class='aawp-product__footer'><a"
        f" class='aawp-button aawp-button--buy' href='/go/{i}' rel='nofollow sponsored'>"
        f"{_e(one)}</a></div></div></div><p class='has-text-align-center'><a"
        f" class='affiliate-link' href='/go2/{i}' rel='sponsored'>{_e(two)}</a></p>"
        for i, (n, x) in enumerate(picks)
    )
    return head, _post(head, intro, items), _wanted(intro, picks), (one, two)


def _lasso(lang: str) -> Page:
    """A WordPress post with Lasso's display box a pick (``lasso-container``): the pick's
    name as the box's title, its paragraph as the box's description, two buttons."""
    head, intro, picks, (one, two) = _picks(lang)
    items = "".join(
        f"<div class='lasso-container'><div class='lasso-display lasso-cactus'><div"
        f" class='lasso-box-1'><a class='lasso-title' href='/go/{i}'>{_e(n)}</a><div"
        f" class='lasso-description'><p>{_e(x)}</p></div><div><a class='lasso-button-1'"
        f" href='/go/{i}' rel='sponsored'>{_e(one)}</a></div><div><a class='lasso-button-2'"
        f" href='/go2/{i}' rel='sponsored'>{_e(two)}</a></div></div><div class='lasso-box-2'>"
        f"<img class='lasso-image' src='/i/l{i}.jpg' alt=''></div></div></div>"
        for i, (n, x) in enumerate(picks)
    )
    return head, _post(head, intro, items), _wanted(intro, picks), (one, two)


def _elementor(lang: str) -> Page:
    """An Elementor page: a heading widget, a text widget and a row of two button widgets
    a pick (``elementor-button-text``), the row one block."""
    head, intro, picks, (one, two) = _picks(lang)

    def button(text: str, href: str) -> str:
        return (
            "<div class='elementor-element elementor-widget elementor-widget-button'><div"
            f" class='elementor-widget-container'><a class='elementor-button' href='{href}'>"
            "<span class='elementor-button-content-wrapper'><span class='elementor-button-text'>"
            f"{_e(text)}</span></span></a></div></div>"
        )

    items = "".join(
        "<div class='elementor-element e-con e-flex'><div class='elementor-element"
        " elementor-widget elementor-widget-heading'><div class='elementor-widget-container'>"
        f"<h2 class='elementor-heading-title'>{_e(n)}</h2></div></div><div"
        " class='elementor-element elementor-widget elementor-widget-text-editor'><div"
        f" class='elementor-widget-container'><p>{_e(x)}</p></div></div><div"
        f" class='elementor-element e-con e-child'>{button(one, f'/go/{i}')}"
        f"{button(two, f'/go2/{i}')}</div></div>"
        for i, (n, x) in enumerate(picks)
    )
    body = (
        "<main id='content' class='site-main'><div data-elementor-type='wp-page'"
        " class='elementor elementor-42'><div class='elementor-element e-con e-parent'><div"
        " class='elementor-element elementor-widget elementor-widget-heading'><div"
        f" class='elementor-widget-container'><h1 class='elementor-heading-title'>{_e(head)}"
        "</h1></div></div><div class='elementor-element elementor-widget"
        " elementor-widget-text-editor'><div class='elementor-widget-container'><p>"
        f"{_e(intro)}</p></div></div></div>{items}</div></main>"
    )
    return head, body, _wanted(intro, picks), (one, two)


def _ghost(lang: str) -> Page:
    """A Ghost post with the editor's product card a pick (``kg-product-card``: its
    title, description and button), the second shop's link a paragraph of its own."""
    head, intro, picks, (one, two) = _picks(lang)
    items = "".join(
        f"<div class='kg-card kg-product-card'><div class='kg-product-card-container'><img"
        f" src='/i/g{i}.jpg' class='kg-product-card-image' alt=''><div"
        f" class='kg-product-card-title-container'><h4 class='kg-product-card-title'>{_e(n)}"
        f"</h4></div><div class='kg-product-card-description'><p>{_e(x)}</p></div><a"
        f" href='/go/{i}' class='kg-product-card-button kg-product-card-btn-accent'><span>"
        f"{_e(one)}</span></a></div></div><p><a href='/go2/{i}'>{_e(two)}</a></p>"
        for i, (n, x) in enumerate(picks)
    )
    body = (
        "<main id='site-main' class='site-main outer'><article class='article post'><header"
        f" class='article-header gh-canvas'><h1 class='article-title'>{_e(head)}</h1></header>"
        f"<section class='gh-content gh-canvas'><p>{_e(intro)}</p>{items}</section></article>"
        "</main>"
    )
    return head, body, _wanted(intro, picks), (one, two)


def _tailwind(lang: str) -> Page:
    """A Next.js roundup styled by Tailwind: a pick's card whose two shop links sit in one
    ``div`` with no white space between them (one block, the two buttons joined)."""
    head, intro, picks, (one, two) = _picks(lang)
    items = "".join(
        f"<div class='my-10 rounded-xl border p-6'><h2 class='text-2xl font-bold'>{_e(n)}</h2>"
        f"<p class='mt-2 text-gray-700'>{_e(x)}</p><div class='mt-4 flex gap-3'><a"
        f" class='rounded bg-orange-500 px-4 py-2 text-white' href='/go/{i}'>{_e(one)}</a><a"
        f" class='rounded bg-gray-900 px-4 py-2 text-white' href='/go2/{i}'>{_e(two)}</a></div>"
        "</div>"
        for i, (n, x) in enumerate(picks)
    )
    body = (
        "<div id='__next'><main class='mx-auto max-w-3xl px-4'><h1 class='text-4xl"
        f" font-extrabold'>{_e(head)}</h1><p class='mt-4 text-lg'>{_e(intro)}</p>{items}"
        "</main></div>"
    )
    return head, body, _wanted(intro, picks), (one, two)


def _squarespace(lang: str) -> Page:
    """A Squarespace page: a text block and two button blocks a pick
    (``sqs-block-button-element``)."""
    head, intro, picks, (one, two) = _picks(lang)

    def button(text: str, href: str) -> str:
        return (
            "<div class='sqs-block button-block sqs-block-button'><div"
            " class='sqs-block-content'><div class='sqs-block-button-container'><a"
            f" href='{href}' class='sqs-block-button-element--medium sqs-button-element--primary"
            f" sqs-block-button-element'>{_e(text)}</a></div></div></div>"
        )

    items = "".join(
        "<div class='sqs-block html-block sqs-block-html'><div class='sqs-block-content'><div"
        f" class='sqs-html-content'><h2>{_e(n)}</h2><p>{_e(x)}</p></div></div></div>"
        f"{button(one, f'/go/{i}')}{button(two, f'/go2/{i}')}"
        for i, (n, x) in enumerate(picks)
    )
    body = (
        "<main id='page' role='main'><article class='sections'><section class='page-section'>"
        "<div class='content-wrapper'><div class='sqs-layout sqs-grid-12 columns-12'><div"
        " class='sqs-block html-block sqs-block-html'><div class='sqs-block-content'><div"
        f" class='sqs-html-content'><h1>{_e(head)}</h1><p>{_e(intro)}</p></div></div></div>"
        f"{items}</div></div></section></article></main>"
    )
    return head, body, _wanted(intro, picks), (one, two)


def _gutenberg(lang: str) -> Page:
    """A WordPress post whose pick closes with Gutenberg's buttons block
    (``wp-block-buttons`` > two ``wp-block-button``)."""
    head, intro, picks, (one, two) = _picks(lang)
    items = "".join(
        f"<h2 class='wp-block-heading'>{_e(n)}</h2><p>{_e(x)}</p><div class='wp-block-buttons"
        " is-layout-flex'><div class='wp-block-button'><a class='wp-block-button__link"
        f" wp-element-button' href='/go/{i}' rel='sponsored nofollow'>{_e(one)}</a></div><div"
        " class='wp-block-button is-style-outline'><a class='wp-block-button__link"
        f" wp-element-button' href='/go2/{i}' rel='sponsored nofollow'>{_e(two)}</a></div></div>"
        for i, (n, x) in enumerate(picks)
    )
    return head, _post(head, intro, items), _wanted(intro, picks), (one, two)


def _compare_table(lang: str) -> Page:
    """A WordPress post closing its picks with TablePress's comparison table: a row a
    pick, its name, and a cell of its two shop buttons (``tablepress``, one link a
    button in a ``div`` of its own)."""
    head, intro, picks, (one, two) = _picks(lang)
    sections = "".join(
        f"<h2 class='wp-block-heading'>{i + 1}. {_e(n)}</h2><p>{_e(x)}</p>"
        for i, (n, x) in enumerate(picks)
    )
    rows = "".join(
        f"<tr class='row-{i + 2}'><td class='column-1'>{_e(n)}</td><td class='column-2'><a"
        f" href='/go/{i}' rel='sponsored'><div class='price_button'>{_e(one)}</div></a></td>"
        f"<td class='column-3'><a href='/go2/{i}' rel='sponsored'><div class='price_button'>"
        f"{_e(two)}</div></a></td></tr>"
        for i, (n, _x) in enumerate(picks)
    )
    table = (
        "<table id='tablepress-3' class='tablepress tablepress-id-3'><tbody"
        f" class='row-hover'>{rows}</tbody></table>"
    )
    return head, _post(head, intro, sections + table), _wanted(intro, picks), (one, two)


ENGINES13: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "aawp": (_aawp, "post-template-default single single-post", ("en", "de", "it")),
    "lasso": (_lasso, "post-template-default single single-post", ("fr", "es")),
    "elementor": (_elementor, "page-template elementor-page", ("pt", "pl")),
    "ghost": (_ghost, "post-template", ("nl", "de")),
    "tailwind": (_tailwind, "antialiased", ("en", "fr")),
    "squarespace": (_squarespace, "page collection-type-page", ("es", "it")),
    "gutenberg": (_gutenberg, "single-post wp-embed-responsive", ("pt", "nl", "pl")),
    "compare_table": (_compare_table, "single-post", ("en", "it", "es")),
}


def listing_page13(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    build, body_class, langs = ENGINES13[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = WORDS11.get(lang) or CHROME[lang]
    title, body, wanted, chrome = build(lang)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = tuple(words[key] for key in PAGE_CHROME13)
    url = f"https://www.testbank.example/{engine}/{lang}/best/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))


def cases13() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES13.items() for lang in spec[2]]
