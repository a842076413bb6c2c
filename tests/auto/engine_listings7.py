# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A seventh suite of synthetic listing pages (stop 73): paid placements and collections.

A marketplace's search results with sponsored cards (Amazon-/Etsy-like: en, de, fr, es,
nl; a "Sponsored" mark in a label element), a car classifieds portal (Subito-,
Marktplaats-, Blocket-, Sauto-like: it, nl, sv, cs; a React engine's hashed classes, the
"featured" mark named by a ``data-testid`` alone), a "best of" collection of numbered
picks (en, de, hu: a heading a pick, a paragraph, a "check price" button) and an A–Z
index of a directory (en, fr: a letter bar, a heading a letter, the entries linked),
written after the engines' templates and language packs with the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot``. No page is copied from a site or
from the shared datasets.

:func:`listing_page7` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
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

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]

# A marketplace's results, by language: heading, count line, sponsored mark, cart button,
# items (name, seller line, price).
MARKET7 = {
    "en": ("Results for ceramic mugs", "Over 2,000 results", "Sponsored", "Add to basket", (
        ("Hand-thrown stoneware mug with speckled glaze", "Made by a small studio in Cornwall, 350 ml.", "$28.00"),
        ("Set of four espresso cups in matte white", "Dishwasher safe porcelain with a thin rim.", "$34.50"),
        ("Large camping mug in enamelled steel", "Light enough for a rucksack, with a rolled edge.", "$19.90"),
        ("Double-walled glass mug for tea", "Keeps drinks warm and the outside cool to touch.", "$22.00"),
        ("Personalised mug with a hand-painted initial", "Each letter painted to order in blue or red.", "$31.00"),
        ("Tall latte mug with a wooden handle", "Oak handle fitted by hand to a glazed body.", "$26.40"),
    )),
    "de": ("Ergebnisse für Keramikbecher", "Über 2.000 Ergebnisse", "Gesponsert", "In den Warenkorb", (
        ("Handgedrehter Steinzeugbecher mit gesprenkelter Glasur", "Aus einer kleinen Werkstatt im Allgäu, 350 ml.", "28,00 €"),
        ("Vier Espressotassen in mattem Weiß", "Spülmaschinenfestes Porzellan mit dünnem Rand.", "34,50 €"),
        ("Großer Campingbecher aus Emaille", "Leicht genug für den Rucksack, mit gerolltem Rand.", "19,90 €"),
        ("Doppelwandiges Teeglas", "Hält Getränke warm und bleibt außen kühl.", "22,00 €"),
        ("Becher mit handgemaltem Initial", "Jeder Buchstabe wird auf Bestellung gemalt.", "31,00 €"),
        ("Hoher Lattebecher mit Holzgriff", "Eichengriff von Hand an den glasierten Körper gesetzt.", "26,40 €"),
    )),
    "fr": ("Résultats pour tasses en céramique", "Plus de 2 000 résultats", "Sponsorisé", "Ajouter au panier", (
        ("Mug en grès tourné main à l'émail moucheté", "Fabriqué dans un petit atelier breton, 350 ml.", "28,00 €"),
        ("Quatre tasses à expresso blanc mat", "Porcelaine lavable au lave-vaisselle, bord fin.", "34,50 €"),
        ("Grand mug de camping en acier émaillé", "Assez léger pour le sac à dos, bord roulé.", "19,90 €"),
        ("Tasse à thé en verre double paroi", "Garde les boissons chaudes et reste fraîche au toucher.", "22,00 €"),
        ("Mug avec une initiale peinte à la main", "Chaque lettre est peinte sur commande.", "31,00 €"),
        ("Grand mug à latte avec anse en bois", "Anse en chêne posée à la main sur un corps émaillé.", "26,40 €"),
    )),
    "es": ("Resultados de tazas de cerámica", "Más de 2.000 resultados", "Patrocinado", "Añadir a la cesta", (
        ("Taza de gres torneada a mano con esmalte moteado", "Hecha en un pequeño taller de Talavera, 350 ml.", "28,00 €"),
        ("Cuatro tazas de café en blanco mate", "Porcelana apta para lavavajillas con borde fino.", "34,50 €"),
        ("Taza grande de acampada en acero esmaltado", "Ligera para la mochila, con borde enrollado.", "19,90 €"),
        ("Vaso de cristal de doble pared para té", "Mantiene la bebida caliente y el exterior fresco.", "22,00 €"),
        ("Taza con una inicial pintada a mano", "Cada letra se pinta por encargo en azul o rojo.", "31,00 €"),
        ("Taza alta de café con asa de madera", "Asa de roble colocada a mano en un cuerpo esmaltado.", "26,40 €"),
    )),
    "nl": ("Resultaten voor keramische mokken", "Meer dan 2.000 resultaten", "Gesponsord", "In winkelwagen", (
        ("Handgedraaide mok van steengoed met gespikkeld glazuur", "Gemaakt in een klein atelier in Friesland, 350 ml.", "€ 28,00"),
        ("Vier espressokopjes in mat wit", "Vaatwasserbestendig porselein met een dunne rand.", "€ 34,50"),
        ("Grote kampeermok van geëmailleerd staal", "Licht genoeg voor de rugzak, met een opgerolde rand.", "€ 19,90"),
        ("Dubbelwandig theeglas", "Houdt de thee warm en blijft aan de buitenkant koel.", "€ 22,00"),
        ("Mok met een handgeschilderde initiaal", "Elke letter wordt op bestelling geschilderd.", "€ 31,00"),
        ("Hoge lattemok met houten handvat", "Eiken handvat met de hand aan de mok gezet.", "€ 26,40"),
    )),
}  # fmt: skip
# A car portal's ads, by language: heading, featured mark, save button, items (title,
# specs line, price).
CARS7 = {
    "it": ("Auto usate in Lombardia", "In evidenza", "Salva", (
        ("Fiat Panda 1.2 Easy", "2019 · 48.000 km · Benzina · Manuale", "8.900 €"),
        ("Volkswagen Golf 1.6 TDI Business", "2018 · 96.500 km · Diesel · Manuale", "13.400 €"),
        ("Toyota Yaris Hybrid Active", "2020 · 31.200 km · Ibrida · Automatico", "15.800 €"),
        ("Renault Clio TCe 90 Zen", "2017 · 72.000 km · Benzina · Manuale", "9.700 €"),
        ("Peugeot 308 SW BlueHDi Allure", "2019 · 88.300 km · Diesel · Automatico", "14.250 €"),
    )),
    "nl": ("Tweedehands auto's in Utrecht", "Uitgelicht", "Bewaren", (
        ("Volkswagen Polo 1.0 TSI Comfortline", "2019 · 54.000 km · Benzine · Handgeschakeld", "€ 13.950"),
        ("Opel Astra Sports Tourer 1.4 Turbo", "2018 · 88.000 km · Benzine · Automaat", "€ 12.450"),
        ("Kia Niro 1.6 GDi Hybrid DynamicLine", "2020 · 41.500 km · Hybride · Automaat", "€ 21.900"),
        ("Skoda Octavia Combi 1.5 TSI Style", "2021 · 36.200 km · Benzine · Automaat", "€ 23.750"),
        ("Ford Fiesta 1.0 EcoBoost Titanium", "2017 · 79.800 km · Benzine · Handgeschakeld", "€ 9.950"),
    )),
    "sv": ("Begagnade bilar i Göteborg", "Annons", "Spara", (
        ("Volvo V60 D4 Momentum", "2018 · 9 800 mil · Diesel · Automat", "189 900 kr"),
        ("Volkswagen Passat Sportscombi GTE", "2019 · 7 200 mil · Laddhybrid · Automat", "229 500 kr"),
        ("Toyota RAV4 Hybrid Active", "2020 · 4 100 mil · Hybrid · Automat", "309 000 kr"),
        ("Kia Ceed SW 1.6 GDI PHEV", "2021 · 3 600 mil · Laddhybrid · Automat", "239 900 kr"),
        ("Skoda Fabia 1.0 TSI Style", "2019 · 5 900 mil · Bensin · Manuell", "129 000 kr"),
    )),
    "cs": ("Ojeté vozy v Brně", "Topováno", "Uložit", (
        ("Škoda Octavia Combi 2.0 TDI Style", "2019 · 112 000 km · Nafta · Manuální", "389 000 Kč"),
        ("Hyundai i30 1.4 T-GDi Smart", "2020 · 48 000 km · Benzín · Automatická", "419 900 Kč"),
        ("Volkswagen Tiguan 2.0 TDI Highline", "2018 · 136 000 km · Nafta · Automatická", "549 000 Kč"),
        ("Toyota Corolla 1.8 Hybrid Comfort", "2021 · 39 000 km · Hybrid · Automatická", "529 000 Kč"),
        ("Dacia Duster 1.5 dCi Prestige", "2017 · 98 000 km · Nafta · Manuální", "259 000 Kč"),
    )),
}  # fmt: skip
# A "best of" collection, by language: heading, intro, button, picks (name, paragraph).
BEST7 = {
    "en": ("The best hiking boots of the year", "We walked four hundred kilometres in these boots over three seasons, in rain, scree and snow, before picking the ones worth buying.", "Check price", (
        ("Alpine Trail Mid GTX", "A waterproof leather boot that needed no breaking in and kept our feet dry through two days of steady rain on the coast path."),
        ("Ridgeback Lite", "The lightest boot we tried, with a grippy sole that held on wet limestone, though the thin upper wore through by the autumn."),
        ("Summit Pro Leather", "A stiff, heavy boot for scrambles and snow, resoleable and built to last a decade of winters."),
        ("Valley Walker Wide", "Cut wide at the toe for broad feet, with a soft collar that stopped the rubbing we had on longer days."),
        ("Moorland Classic", "A traditional stitched boot at a modest price that took a week to soften and then felt like slippers."),
    )),
    "de": ("Die besten Wanderschuhe des Jahres", "Wir sind in diesen Schuhen vierhundert Kilometer gelaufen, drei Jahreszeiten lang, bei Regen, auf Geröll und im Schnee.", "Preis prüfen", (
        ("Alpine Trail Mid GTX", "Ein wasserdichter Lederschuh, der nicht eingelaufen werden musste und unsere Füße zwei Regentage lang trocken hielt."),
        ("Ridgeback Lite", "Der leichteste Schuh im Test, mit einer griffigen Sohle auf nassem Kalk, doch das dünne Obermaterial war im Herbst durch."),
        ("Summit Pro Leather", "Ein steifer, schwerer Schuh für Kraxeleien und Schnee, neu besohlbar und für zehn Winter gebaut."),
        ("Valley Walker Wide", "Vorne weit geschnitten für breite Füße, mit einem weichen Schaft, der an langen Tagen nicht scheuerte."),
        ("Moorland Classic", "Ein klassisch genähter Schuh zu einem bescheidenen Preis, nach einer Woche weich wie ein Hausschuh."),
    )),
    "hu": ("Az év legjobb túrabakancsai", "Négyszáz kilométert gyalogoltunk ezekben a bakancsokban három évszakon át, esőben, görgetegen és hóban.", "Árak megtekintése", (
        ("Alpine Trail Mid GTX", "Vízálló bőrbakancs, amelyet nem kellett betörni, és két esős napon át szárazon tartotta a lábunkat."),
        ("Ridgeback Lite", "A tesztelt modellek közül a legkönnyebb, a talpa nedves mészkövön is tapadt, de a vékony felsőrész ősszel kikopott."),
        ("Summit Pro Leather", "Merev, nehéz bakancs sziklás terepre és hóra, újratalpalható, és évtizedekig bírja."),
        ("Valley Walker Wide", "Széles lábfejre szabott orrész és puha szár, amely hosszú napokon sem tört."),
        ("Moorland Classic", "Hagyományos varrott bakancs szerény áron, amely egy hét alatt puhára tört."),
    )),
}  # fmt: skip
# An A–Z index, by language: heading, intro, entries (letter, names).
INDEX7 = {
    "en": ("Member societies from A to Z", "Every society affiliated with the federation, with a page of its own for its meetings, its journal and its officers.", (
        ("A", ("Alpine Botany Circle", "Amateur Astronomers of the Downs", "Archive Bookbinders' Guild")),
        ("B", ("Beekeepers of the Northern Vale", "Bell Ringers' Association", "Brass Band League")),
        ("C", ("Canal Heritage Trust", "Chess Problemists' Society", "Coastal Rowing Union")),
        ("D", ("Dry Stone Wallers' Guild", "Dulcimer Players' Circle", "Dialect Recorders' Society")),
    )),
    "fr": ("Les associations membres de A à Z", "Toutes les associations affiliées à la fédération, chacune avec sa page pour ses réunions, sa revue et son bureau.", (
        ("A", ("Amis de la botanique alpine", "Astronomes amateurs du plateau", "Atelier des relieurs d'archives")),
        ("B", ("Apiculteurs de la vallée du Nord", "Bagad des sonneurs de cloches", "Batterie-fanfare de l'Union")),
        ("C", ("Cercle des échecs artistiques", "Comité du patrimoine des canaux", "Club d'aviron de la côte")),
        ("D", ("Dentellières de la vallée", "Disciples du dulcimer", "Défense des parlers locaux")),
    )),
}  # fmt: skip
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# A shop's category with prose for search engines under its grid, by language: heading,
# the prose's paragraphs, a member price's label, the models' names (twelve cards a page,
# each name twice: a men's and a women's model) and their prices.
SEO7 = {
    "en": ("Trail running shoes", (
        "If you love to run on forest paths, gravel roads and mountain ridges, a trail running shoe gives you the grip, the protection and the stability a road shoe cannot. Its lugged outsole bites into mud and loose rock, and a rock plate under the forefoot keeps sharp stones from bruising your feet.",
        "The best trail shoes fit snugly through the midfoot and leave room for the toes to spread on long descents. Cushioning ranges from firm and close to the ground, for a feel of the terrain, to soft and high, for ultra distances over several days in the hills.",
        "Waterproof models keep your feet dry in wet grass and shallow streams but run warmer in summer; a breathable mesh upper drains quickly and suits hot, dry trails. Try shoes on in the afternoon, when your feet are at their largest, and wear the socks you run in.",
    ), "Member price", ("Ridgeline 6", "Cascade 19", "Stonehopper 3", "Summit Speed 2", "Mudguard Pro", "Canyon Trail 8")),
    "de": ("Trailrunning-Schuhe", (
        "Wer gern auf Waldwegen, Schotterstraßen und Bergkämmen läuft, braucht einen Trailschuh, der Halt, Schutz und Stabilität bietet, wie es ein Straßenschuh nicht kann. Seine profilierte Sohle greift in Matsch und losem Geröll, und eine Steinschutzplatte unter dem Vorfuß hält spitze Steine fern.",
        "Gute Trailschuhe sitzen im Mittelfuß fest und lassen den Zehen bei langen Abstiegen Platz. Die Dämpfung reicht von fest und bodennah, für ein Gefühl für den Untergrund, bis weich und hoch, für Ultradistanzen über mehrere Tage in den Bergen.",
        "Wasserdichte Modelle halten die Füße in nassem Gras und flachen Bächen trocken, werden im Sommer aber warm; ein atmungsaktives Obermaterial trocknet schnell und passt zu heißen, trockenen Wegen. Probieren Sie Schuhe am Nachmittag an, wenn die Füße am größten sind.",
    ), "Mitgliederpreis", ("Ridgeline 6", "Cascade 19", "Stonehopper 3", "Summit Speed 2", "Mudguard Pro", "Canyon Trail 8")),
    "fr": ("Chaussures de trail", (
        "Si vous aimez courir sur les chemins forestiers, les pistes de gravier et les crêtes, une chaussure de trail vous donne l'accroche, la protection et la stabilité qu'une chaussure de route n'offre pas. Sa semelle crantée mord dans la boue et les cailloux, et une plaque sous l'avant-pied protège des pierres pointues.",
        "Les meilleures chaussures de trail tiennent bien le médio-pied et laissent de la place aux orteils dans les longues descentes. L'amorti va du ferme et près du sol, pour sentir le terrain, au souple et haut, pour les ultras de plusieurs jours en montagne.",
        "Les modèles imperméables gardent les pieds au sec dans l'herbe mouillée et les petits ruisseaux mais chauffent en été ; une tige en mesh respirant sèche vite et convient aux sentiers chauds et secs. Essayez vos chaussures l'après-midi, quand les pieds sont les plus larges.",
    ), "Prix membre", ("Ridgeline 6", "Cascade 19", "Stonehopper 3", "Summit Speed 2", "Mudguard Pro", "Canyon Trail 8")),
}  # fmt: skip
_SEO_WHO = {"en": ("Men's", "Women's"), "de": ("Herren", "Damen"), "fr": ("Homme", "Femme")}
_SEO_PRICES = {"en": "${0}.95", "de": "{0},95 €", "fr": "{0},95 €"}


def _market(lang: str) -> Page:
    """A marketplace's search results (Amazon-/Etsy-like): a card an item, its linked
    name, a seller line, a price, a cart button; two cards a "Sponsored" mark in a label
    element above the name; a count over them."""
    head, count, mark, cart, items = MARKET7[lang]
    cards = "".join(
        f"<div class='s-result-item s-asin' data-component-type='s-search-result'"
        f" data-index='{i}'><div class='s-card-container'><img src='/i/m{i}.jpg' alt=''>"
        + (
            f"<div class='a-row a-spacing-micro'><span class='puis-sponsored-label-text'>"
            f"{_e(mark)}</span></div>"
            if i in (0, 3)
            else ""
        )
        + f"<h2 class='a-size-mini'><a class='a-link-normal' href='/dp/{5500 + i}'>{_e(n)}</a>"
        f"</h2><div class='a-row a-size-base'><span class='a-color-secondary'>{_e(s)}</span>"
        f"</div><div class='a-row'><span class='a-price'>{_e(p)}</span></div><button"
        f" class='a-button-add'>{_e(cart)}</button></div></div>"
        for i, (n, s, p) in enumerate(items)
    )
    body = (
        f"<div class='s-main-slot s-result-list'><h1 class='s-title'>{_e(head)}</h1><span"
        f" class='s-result-count'>{_e(count)}</span>{cards}</div>"
    )
    wanted = (*(n for n, _s, _p in items), *(s for _n, s, _p in items))
    return head, body, wanted, (mark, cart)


def _cars(lang: str) -> Page:
    """A car classifieds portal (Subito-/Marktplaats-/Blocket-/Sauto-like, a React
    engine): a card an ad in hashed classes, its title in an ``h2``, a specs line, a
    price, a save button; two cards a featured mark named by a ``data-testid`` alone."""
    head, mark, save, items = CARS7[lang]
    cards = "".join(
        f"<article data-testid='listing-card' class='sc-1fcmfeb-2 kJjuWl'><a"
        f" class='sc-1fcmfeb-0' href='/annunci/{6600 + i}'><div class='sc-1k4f0-1'><img"
        f" src='/i/a{i}.jpg' alt=''>"
        + (
            f"<div data-testid='featured-ad-marker' class='sc-3bf1d-4 hQtPqa'>{_e(mark)}</div>"
            if i < 2
            else ""
        )
        + f"</div><div class='sc-1k4f0-2'><h2 class='sc-7e9a1-0 bVMhNf'>{_e(t)}</h2><p"
        f" class='sc-7e9a1-1'>{_e(x)}</p><p data-testid='ad-price' class='sc-7e9a1-2'>"
        f"{_e(p)}</p></div></a><button class='sc-1q2w3-0' aria-label='{_e(save)}'>{_e(save)}"
        "</button></article>"
        for i, (t, x, p) in enumerate(items)
    )
    body = (
        f"<main class='sc-main'><h1 class='sc-h1'>{_e(head)}</h1><div"
        f" data-testid='results-list' class='sc-grid'>{cards}</div></main>"
    )
    wanted = (
        *(t for t, _x, _p in items),
        *(x for _t, x, _p in items),
        *(p for _t, _x, p in items),
    )
    return head, body, wanted, (mark, save)


def _best_of(lang: str) -> Page:
    """A "best of" collection (a WordPress review theme): an intro, a numbered heading a
    pick, a paragraph, a "check price" button in an affiliate box."""
    head, intro, button, picks = BEST7[lang]
    items = "".join(
        f"<section class='product-roundup-item' id='pick-{i + 1}'><h2 class='roundup-title'>"
        f"{i + 1}. {_e(n)}</h2><img src='/i/b{i}.jpg' alt=''><p>{_e(x)}</p><div"
        f" class='affiliate-box'><a class='btn-affiliate' rel='sponsored nofollow'"
        f" href='/go/{i}'>{_e(button)}</a></div></section>"
        for i, (n, x) in enumerate(picks)
    )
    body = (
        f"<main id='main' class='site-main'><article class='post type-post'><header"
        f" class='entry-header'><h1 class='entry-title'>{_e(head)}</h1></header><div"
        f" class='entry-content'><p>{_e(intro)}</p>{items}</div></article></main>"
    )
    wanted = (intro, *(n for n, _x in picks), *(x for _n, x in picks))
    return head, body, wanted, (button,)


def _az_index(lang: str) -> Page:
    """An A–Z index of a directory: a bar of the alphabet's letters, a heading a letter,
    its entries linked in a list."""
    head, intro, groups = INDEX7[lang]
    bar = "".join(f"<li><a href='#letter-{c}'>{c}</a></li>" for c in _LETTERS)
    sections = "".join(
        f"<section class='az-group' id='letter-{letter}'><h2 class='az-letter'>{letter}</h2>"
        "<ul class='az-entries'>"
        + "".join(
            f"<li><a href='/societies/{letter.lower()}{j}'>{_e(n)}</a></li>"
            for j, n in enumerate(names)
        )
        + "</ul></section>"
        for letter, names in groups
    )
    body = (
        f"<main id='content'><h1 class='page-title'>{_e(head)}</h1><p class='intro'>"
        f"{_e(intro)}</p><nav class='az-nav' aria-label='A-Z'><ul class='az-bar'>{bar}</ul>"
        f"</nav>{sections}</main>"
    )
    wanted = (intro, *(n for _letter, names in groups for n in names))
    return head, body, wanted, ()


def _seo_cards(lang: str) -> list[tuple[str, str, str]]:
    """A category's twelve cards: (name, price, member price line)."""
    member, models = SEO7[lang][2:]
    price = _SEO_PRICES[lang]
    return [
        (
            f"{who} {model}",
            price.format(99 + 10 * i + 5 * j),
            f"{member} {price.format(89 + 10 * i)}",
        )
        for i, model in enumerate(models)
        for j, who in enumerate(_SEO_WHO[lang])
    ]


def _seo_react(lang: str) -> Page:
    """A shop's category written by a React engine (hashed classes): twelve cards, a name
    in an ``h2``, a price, a member price; the prose for search engines under the grid."""
    head, prose, _member, _models = SEO7[lang]
    cards = "".join(
        f"<div class='product-card--2xK9a'><a href='/p/{3300 + i}'><img src='/i/s{i}.jpg'"
        f" alt=''><h2 class='tag_h2--2y8Ae product-card-title--1Qw3e'>{_e(n)}</h2></a><div"
        f" class='price--3hG7x'>{_e(p)}</div><div class='vip-price--9Jk2L'>{_e(m)}</div></div>"
        for i, (n, p, m) in enumerate(_seo_cards(lang))
    )
    body = (
        f"<div class='page--1aB2c'><h1 class='tag_h1--hWc2x'>{_e(head)}</h1><div"
        f" class='grid--7Yt6r'>{cards}</div><div class='col--3RkFe category-seo'>"
        + "".join(f"<p>{_e(x)}</p>" for x in prose)
        + "</div></div>"
    )
    return head, body, (*(n for n, _p, _m in _seo_cards(lang)), *prose), ()


def _seo_magento(lang: str) -> Page:
    """A Magento category (Luma's ``product-item``): twelve cards, a name in a ``strong``
    heading, a price box; the category's description under the grid."""
    head, prose, _member, _models = SEO7[lang]
    cards = "".join(
        f"<li class='item product product-item'><div class='product-item-info'><img"
        f" src='/i/g{i}.jpg' alt=''><div class='product details product-item-details'><h3"
        f" class='product name product-item-name'><a class='product-item-link'"
        f" href='/p{i}.html'>{_e(n)}</a></h3><div class='price-box price-final_price'><span"
        f" class='price'>{_e(p)}</span></div><div class='member-price'>{_e(m)}</div></div>"
        "</div></li>"
        for i, (n, p, m) in enumerate(_seo_cards(lang))
    )
    body = (
        f"<main id='maincontent' class='page-main'><h1 class='page-title'><span"
        f" class='base'>{_e(head)}</span></h1><div class='products wrapper grid products-grid'>"
        f"<ol class='products list items product-items'>{cards}</ol></div><div"
        " class='category-description'>"
        + "".join(f"<p>{_e(x)}</p>" for x in prose)
        + "</div></main>"
    )
    return head, body, (*(n for n, _p, _m in _seo_cards(lang)), *prose), ()


def _seo_dawn(lang: str) -> Page:
    """A Shopify collection (Dawn's ``card__heading``): twelve cards, a name in an
    ``h3``, a price; a rich-text section for search engines under the grid."""
    head, prose, _member, _models = SEO7[lang]
    cards = "".join(
        f"<li class='grid__item'><div class='card-wrapper product-card-wrapper'><div"
        f" class='card card--standard'><div class='card__content'><h3 class='card__heading"
        f" h5'><a class='full-unstyled-link' href='/products/s{i}'>{_e(n)}</a></h3><div"
        f" class='price'><span class='price-item price-item--regular'>{_e(p)}</span></div>"
        f"<div class='card__information'>{_e(m)}</div></div></div></div></li>"
        for i, (n, p, m) in enumerate(_seo_cards(lang))
    )
    body = (
        f"<main id='MainContent' class='content-for-layout'><div class='collection-hero'><h1"
        f" class='collection-hero__title'>{_e(head)}</h1></div><ul id='product-grid'"
        f" class='grid product-grid grid--4-col-desktop'>{cards}</ul><div"
        " class='rich-text__wrapper'><div class='rich-text__text rte'>"
        + "".join(f"<p>{_e(x)}</p>" for x in prose)
        + "</div></div></main>"
    )
    return head, body, (*(n for n, _p, _m in _seo_cards(lang)), *prose), ()


ENGINES7: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "market": (_market, "search-results", ("en", "de", "fr", "es", "nl")),
    "cars": (_cars, "listing-page", ("it", "nl", "sv", "cs")),
    "best_of": (_best_of, "single-post", ("en", "de", "hu")),
    "az_index": (_az_index, "page-template-default page", ("en", "fr")),
    "seo_react": (_seo_react, "category-page", ("en", "de")),
    "seo_magento": (_seo_magento, "catalog-category-view page-products", ("en", "fr")),
    "seo_dawn": (_seo_dawn, "template-collection", ("en", "de")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"nl": "en", "sv": "en", "cs": "en", "hu": "en"}


def listing_page7(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES7, _OTHER, engine, lang)


def cases7() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES7)
