# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic service and product pages of site builders and CMSs (stop 74, qshop39).

The service pages wcxb-dev holds most of and the suites lacked: SaaS landing pages after
Webflow's and Framer's markup (a button's label written twice for its hover slide), an
agency page of Elementor's icon boxes (de), a restaurant's menu and opening hours in Divi
(it), a salon's price list in Gutenberg blocks (fr), a hotel's rooms on Wix (es), an
event page on Squarespace (en), a consultancy on HubSpot CMS (nl), a university
programme on Drupal (pl), a GOV.UK-like "Apply for" service page (en), a cleaning
company on Tilda (ru), a physiotherapy practice on Jimdo (de), a seminar's landing page
of a Peraichi-like builder (ja), a donation page of a charity (es), and a Shopify
product whose colour swatches write their name twice (en).

What a reader wants, from wcxb-dev's service truths (dev-4896, dev-4480, dev-4908,
dev-4287): the headline, the sections' prose, the feature cards' titles and texts, the
menu's or price list's items, the hours and the address; the buttons' labels written
twice, a GOV.UK page's related links, an event's calendar links, a donation form's
labels and the page chrome of :func:`tests.auto.engine_listings._head` and ``_foot``
are chrome. A section's call to action ("Kostenloses Erstgespräch", "Заказать") is
asserted neither way: the service truths keep it on some pages (dev-4896's "Get
Protection Now", dev-4873's "Learn More") and leave it on others. No page is copied from a site or from the shared datasets.
:func:`service_page` returns a :class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, ListingPage, _e, _foot, _head
from tests.auto.engine_shops import _MORE_CHROME

# A page: (language, title, body class, body markup, wanted texts, chrome texts).
Built = tuple[str, str, str, str, tuple[str, ...], tuple[str, ...]]


def _cards(items: tuple[tuple[str, str], ...], card: str, title: str, text: str) -> str:
    """A grid's cards, a heading and a paragraph each, in the given classes."""
    return "".join(
        f"<div class='{card}'><h3 class='{title}'>{_e(h)}</h3><p class='{text}'>{_e(p)}</p></div>"
        for h, p in items
    )


def _slide_button(label: str, href: str, cls: str) -> str:
    """A button whose label is written twice, the second copy slid in on hover."""
    return (
        f"<a href='{href}' class='{cls} w-inline-block'><div class='button-text'>{_e(label)}</div>"
        f"<div class='button-text is-hover' aria-hidden='true'>{_e(label)}</div></a>"
    )


WEBFLOW_EN = (
    "Payroll that runs itself",
    "Pay your team in forty countries from one dashboard: taxes, contracts and benefits are filed for you, on time, every month.",
    (
        (
            "Automatic tax filing",
            "Every payslip files its own local taxes, and every filing is checked against the latest rules before it is sent.",
        ),
        (
            "Contracts in minutes",
            "Send a compliant employment contract for any of our countries and collect signatures without leaving the dashboard.",
        ),
        (
            "Benefits that travel",
            "Offer health cover and pensions that follow your people when they move from one country to another.",
        ),
    ),
    (
        "We moved twenty-two people onto the platform in a week, and our finance team got its Fridays back.",
        "Maya Okafor, Head of People at Brightline",
    ),
    "Start free trial",
)


def _webflow() -> Built:
    title, lead, features, (quote, who), cta = WEBFLOW_EN
    body = (
        f"<main class='main-wrapper'><section class='section_hero'><div class='padding-global'><h1 class='heading-style-h1'>{_e(title)}</h1>"
        f"<p class='text-size-medium'>{_e(lead)}</p><div class='button-group'>{_slide_button(cta, '/signup', 'button')}"
        f"{_slide_button('Book a demo', '/demo', 'button is-secondary')}</div></div></section>"
        f"<section class='section_features'><h2 class='heading-style-h2'>Everything payroll needs</h2><div class='features_grid w-layout-grid'>"
        f"{_cards(features, 'features_card', 'heading-style-h3', 'text-size-regular')}</div></section>"
        f"<section class='section_testimonial'><blockquote class='testimonial_quote'>{_e(quote)}</blockquote><div class='testimonial_author'>{_e(who)}</div></section>"
        f"<section class='section_cta'><h2 class='heading-style-h2'>Ready when you are</h2>{_slide_button(cta, '/signup', 'button')}</section></main>"
    )
    wanted = (title, lead, *(h for h, _p in features), *(p for _h, p in features), quote)
    return "en", title, "body", body, wanted, (cta + cta, "Book a demoBook a demo")


FRAMER_PT = (
    "Agende consultas sem trocar mensagens",
    "Seus pacientes escolhem o horário pelo link, recebem lembretes pelo WhatsApp e remarcam sozinhos, sem ligar para a clínica.",
    (
        (
            "Agenda online",
            "Um link com os horários livres de cada profissional, atualizado no instante em que alguém marca.",
        ),
        (
            "Lembretes automáticos",
            "Mensagens um dia antes e uma hora antes da consulta reduzem as faltas pela metade.",
        ),
        (
            "Pagamento antecipado",
            "Cobre o sinal no momento do agendamento, por Pix ou cartão, e reduza os cancelamentos.",
        ),
    ),
    "Comece agora",
)


def _framer() -> Built:
    title, lead, features, cta = FRAMER_PT
    label = (
        f"<div class='framer-text-wrap'><p class='framer-text'>{_e(cta)}</p></div>"
        f"<div class='framer-text-wrap' aria-hidden='true'><p class='framer-text'>{_e(cta)}</p></div>"
    )
    cards = "".join(
        f"<div class='framer-1x2y3z' data-framer-name='Card'><h3 class='framer-text'>{_e(h)}</h3><p class='framer-text'>{_e(p)}</p></div>"
        for h, p in features
    )
    body = (
        f"<div id='main' data-framer-root=''><div class='framer-hero' data-framer-name='Hero'><h1 class='framer-text'>{_e(title)}</h1>"
        f"<p class='framer-text'>{_e(lead)}</p><a class='framer-button' href='./cadastro'>{label}</a></div>"
        f"<div class='framer-features' data-framer-name='Features'><h2 class='framer-text'>Tudo o que a recepção fazia, sem a recepção</h2>{cards}</div>"
        f"<div class='framer-cta' data-framer-name='CTA'><h2 class='framer-text'>Teste por 14 dias</h2><a class='framer-button' href='./cadastro'>{label}</a></div></div>"
    )
    wanted = (title, lead, *(h for h, _p in features), *(p for _h, p in features))
    return "pt", title, "framer-body", body, wanted, (cta + cta,)


ELEMENTOR_DE = (
    "Webdesign und Suchmaschinenoptimierung aus Leipzig",
    "Wir bauen Websites für den Mittelstand, die gefunden werden und Anfragen bringen: von der ersten Skizze bis zur Pflege nach dem Start.",
    (
        (
            "Webdesign",
            "Individuelle Websites auf WordPress, schnell geladen, barrierearm und so gebaut, dass Sie Inhalte selbst pflegen können.",
        ),
        (
            "Suchmaschinenoptimierung",
            "Wir analysieren, wonach Ihre Kunden suchen, und bringen Ihre Seiten mit Technik und Texten nach vorn.",
        ),
        (
            "Wartung und Hosting",
            "Updates, Sicherungen und Überwachung aus einer Hand, mit festen Reaktionszeiten im Störungsfall.",
        ),
    ),
    (
        "Seit dem Relaunch kommen doppelt so viele Anfragen über die Website wie vorher.",
        "Katrin Vogel, Geschäftsführerin der Vogel Haustechnik GmbH",
    ),
)


def _elementor() -> Built:
    title, lead, services, (quote, who) = ELEMENTOR_DE
    boxes = "".join(
        "<div class='elementor-column elementor-col-33'><div class='elementor-widget-wrap'><div class='elementor-element elementor-widget elementor-widget-icon-box'>"
        f"<div class='elementor-icon-box-wrapper'><div class='elementor-icon-box-icon'><i class='fas fa-star'></i></div><div class='elementor-icon-box-content'>"
        f"<h3 class='elementor-icon-box-title'><span>{_e(h)}</span></h3><p class='elementor-icon-box-description'>{_e(p)}</p></div></div></div></div></div>"
        for h, p in services
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-42'>"
        f"<section class='elementor-section elementor-top-section'><div class='elementor-widget-heading'><h1 class='elementor-heading-title elementor-size-default'>{_e(title)}</h1></div>"
        f"<div class='elementor-widget-text-editor'><p>{_e(lead)}</p></div>"
        "<div class='elementor-widget-button'><a class='elementor-button elementor-button-link' href='/kontakt'><span class='elementor-button-text'>Kostenloses Erstgespräch</span></a></div></section>"
        f"<section class='elementor-section'><div class='elementor-widget-heading'><h2 class='elementor-heading-title'>Unsere Leistungen</h2></div><div class='elementor-container'>{boxes}</div></section>"
        f"<section class='elementor-section'><div class='elementor-widget-testimonial'><div class='elementor-testimonial-content'>{_e(quote)}</div>"
        f"<div class='elementor-testimonial-name'>{_e(who)}</div></div></section></div>"
    )
    wanted = (title, lead, *(h for h, _p in services), *(p for _h, p in services), quote)
    return "de", title, "page-template-elementor_header_footer", body, wanted, ()


DIVI_IT = (
    "Trattoria del Ponte",
    "Cucina toscana di stagione a due passi dall'Arno: pasta tirata a mano ogni mattina, carni alla brace e vini delle colline intorno a Firenze.",
    (
        ("Pappardelle al ragù di cinghiale", "14 €"),
        ("Ribollita della casa", "11 €"),
        ("Tagliata di manzo con rucola", "22 €"),
        ("Cantucci e vin santo", "7 €"),
    ),
    (
        ("Lunedì", "Chiuso"),
        ("Martedì – Venerdì", "12:00–15:00, 19:00–23:00"),
        ("Sabato e domenica", "12:00–23:00"),
    ),
    "Lungarno Torrigiani 12, 50125 Firenze",
)


def _divi() -> Built:
    title, lead, dishes, hours, street = DIVI_IT
    menu = "".join(
        f"<div class='et_pb_module et_pb_text dish'><div class='et_pb_text_inner'><h4>{_e(n)}</h4><p class='price'>{_e(p)}</p></div></div>"
        for n, p in dishes
    )
    rows = "".join(f"<li><strong>{_e(d)}</strong> {_e(h)}</li>" for d, h in hours)
    body = (
        "<div id='et-main-area'><div id='main-content'><article class='page'><div class='entry-content'><div class='et-l et-l--post'><div class='et_builder_inner_content'>"
        f"<div class='et_pb_section et_pb_section_0'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_text'><div class='et_pb_text_inner'><h1>{_e(title)}</h1><p>{_e(lead)}</p></div></div>"
        "<div class='et_pb_button_module_wrapper'><a class='et_pb_button' href='/prenota'>Prenota un tavolo</a></div></div></div></div>"
        f"<div class='et_pb_section et_pb_section_1'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_text'><div class='et_pb_text_inner'><h2>Il menù</h2></div></div>{menu}</div></div></div>"
        f"<div class='et_pb_section et_pb_section_2'><div class='et_pb_row'><div class='et_pb_column'><div class='et_pb_module et_pb_text'><div class='et_pb_text_inner'><h2>Orari di apertura</h2><ul>{rows}</ul><p>{_e(street)}</p></div></div></div></div></div>"
        "</div></div></div></article></div></div>"
    )
    wanted = (title, lead, *(n for n, _p in dishes), *(h for _d, h in hours), street)
    return "it", title, "page-template-default et_pb_pagebuilder_layout", body, wanted, ()


GUTENBERG_FR = (
    "Nos prestations et tarifs",
    "Le salon Capucine vous accueille du mardi au samedi, avec ou sans rendez-vous. Tous nos soins sont réalisés avec des produits d'origine végétale.",
    (
        (
            "Coupes",
            (
                ("Coupe femme, shampoing et brushing", "48 €"),
                ("Coupe homme", "26 €"),
                ("Coupe enfant, moins de 12 ans", "18 €"),
            ),
        ),
        (
            "Couleurs",
            (
                ("Couleur végétale racines", "45 €"),
                ("Balayage", "à partir de 75 €"),
                ("Patine", "22 €"),
            ),
        ),
    ),
)


def _gutenberg() -> Built:
    title, lead, groups = GUTENBERG_FR
    blocks = "".join(
        f"<h2 class='wp-block-heading'>{_e(g)}</h2><figure class='wp-block-table is-style-stripes'><table><tbody>"
        + "".join(
            f"<tr><td>{_e(n)}</td><td class='has-text-align-right'>{_e(p)}</td></tr>"
            for n, p in rows
        )
        + "</tbody></table></figure>"
        for g, rows in groups
    )
    body = (
        f"<main id='main' class='site-main'><article class='page type-page'><header class='entry-header'><h1 class='entry-title'>{_e(title)}</h1></header>"
        f"<div class='entry-content'><p>{_e(lead)}</p>{blocks}"
        "<div class='wp-block-buttons'><div class='wp-block-button'><a class='wp-block-button__link wp-element-button' href='/rendez-vous'>Prendre rendez-vous en ligne</a></div></div>"
        "</div></article></main>"
    )
    wanted = (title, lead, *(n for _g, rows in groups for n, _p in rows))
    return "fr", title, "page-template-default page", body, wanted, ()


WIX_ES = (
    "Habitaciones y suites",
    "Nuestras doce habitaciones miran al mar o al jardín de olivos, todas con baño privado, aire acondicionado y desayuno casero incluido.",
    (
        (
            "Habitación doble con vistas al mar",
            "Veintidós metros cuadrados, cama de matrimonio y balcón sobre la bahía.",
        ),
        (
            "Suite del jardín",
            "Dormitorio y salón separados, terraza privada y acceso directo a la piscina.",
        ),
        (
            "Habitación familiar",
            "Dos camas dobles y un sofá cama, ideal para familias con dos o tres hijos.",
        ),
    ),
)


def _wix() -> Built:
    title, lead, rooms = WIX_ES
    cards = "".join(
        "<div class='comp-kx1 wixui-column-strip__column'><div data-testid='richTextElement' class='wixui-rich-text'>"
        f"<h3 class='font_3 wixui-rich-text__text'>{_e(h)}</h3></div><div data-testid='richTextElement' class='wixui-rich-text'><p class='font_8 wixui-rich-text__text'>{_e(p)}</p></div>"
        "<a data-testid='linkElement' class='wixui-button' href='/reservar'><span class='wixui-button__label'>Reservar</span></a></div>"
        for h, p in rooms
    )
    body = (
        "<main id='PAGES_CONTAINER' tabindex='-1'><div id='SITE_PAGES'><section class='wixui-section'>"
        f"<div data-testid='richTextElement' class='wixui-rich-text'><h1 class='font_0 wixui-rich-text__text'>{_e(title)}</h1></div>"
        f"<div data-testid='richTextElement' class='wixui-rich-text'><p class='font_7 wixui-rich-text__text'>{_e(lead)}</p></div></section>"
        f"<section class='wixui-section'><div class='wixui-column-strip'>{cards}</div></section></div></main>"
    )
    wanted = (title, lead, *(h for h, _p in rooms), *(p for _h, p in rooms))
    return "es", title, "responsive", body, wanted, ()


SQUARESPACE_EN = (
    "Harbour Lights Winter Concert",
    "Saturday, 14 December 2024, 7:30 pm",
    "St Mary's Church, 3 Quay Street, Falmouth",
    (
        "The Falmouth Community Choir returns to St Mary's for its winter concert, with carols old and new, a brass quartet and a reading by the town's young poet laureate.",
        "Doors open at 7 pm. Mulled wine and mince pies are served in the church hall after the concert, and every pound raised goes to the lifeboat station.",
    ),
)


def _squarespace() -> Built:
    title, when, where, paras = SQUARESPACE_EN
    body = (
        "<main id='page' role='main'><article class='eventitem'><div class='eventitem-column-meta'>"
        f"<h1 class='eventitem-title'>{_e(title)}</h1><ul class='eventitem-meta event-meta-date-time-container'><li class='eventitem-meta-item eventitem-meta-date'><time class='event-date'>{_e(when)}</time></li>"
        f"<li class='eventitem-meta-item eventitem-meta-address'><span class='eventitem-meta-address-line'>{_e(where)}</span> <a class='eventitem-meta-address-maplink' href='#'>(map)</a></li></ul>"
        "<a class='eventitem-meta-export-ical' href='?format=ical'>iCal</a> <a class='eventitem-meta-export-google' href='#'>Google Calendar</a></div>"
        "<div class='eventitem-column-content'><div class='sqs-layout sqs-grid-12'><div class='sqs-block html-block'><div class='sqs-block-content'>"
        + "".join(f"<p class='sqsrte-large'>{_e(p)}</p>" for p in paras)
        + "</div></div><div class='sqs-block button-block'><a class='sqs-block-button-element' href='/tickets'>Get tickets</a></div></div></div></article>"
        "<nav class='eventitem-pagination'><a class='eventitem-pagination-item' href='/events/previous'>Previous: Autumn Open Studios</a></nav></main>"
    )
    wanted = (title, where, *paras)
    return (
        "en",
        title,
        "collection-type-events view-item",
        body,
        wanted,
        ("Google Calendar", "Previous: Autumn Open Studios"),
    )


HUBSPOT_NL = (
    "Procesoptimalisatie voor logistieke bedrijven",
    "Wij helpen transporteurs en warehouses om hun planning, voorraad en facturatie op elkaar aan te sluiten, zodat er minder handwerk en minder fouten zijn.",
    (
        (
            "Analyse",
            "In twee weken brengen we uw processen in kaart en laten we zien waar tijd en geld verloren gaan.",
        ),
        (
            "Implementatie",
            "We koppelen uw systemen en begeleiden uw team tot de nieuwe werkwijze vanzelf gaat.",
        ),
        (
            "Nazorg",
            "Een vast aanspreekpunt en een kwartaalgesprek houden de verbeteringen op koers.",
        ),
    ),
)


def _hubspot() -> Built:
    title, lead, steps = HUBSPOT_NL
    cols = "".join(
        "<div class='span4 widget-span widget-type-cell dnd-column'><div class='widget-type-rich_text'><span id='hs_cos_wrapper_module' class='hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text'>"
        f"<h3>{_e(h)}</h3><p>{_e(p)}</p></span></div></div>"
        for h, p in steps
    )
    body = (
        "<main id='main-content' class='body-container-wrapper'><div class='container-fluid body-container body-container--home'>"
        f"<div class='row-fluid-wrapper row-depth-1 dnd-section'><div class='row-fluid'><div class='span12 widget-span dnd-column'><span class='hs_cos_wrapper hs_cos_wrapper_type_rich_text'><h1>{_e(title)}</h1><p>{_e(lead)}</p></span>"
        "<span class='hs-cta-wrapper' id='hs-cta-wrapper-1'><a class='cta_button' href='/plan-een-gesprek'>Plan een kennismaking</a></span></div></div></div>"
        f"<div class='row-fluid-wrapper row-depth-1 dnd-section'><div class='row-fluid'>{cols}</div></div></div></main>"
    )
    wanted = (title, lead, *(h for h, _p in steps), *(p for _h, p in steps))
    return "nl", title, "hs-content-id-1 hs-site-page page", body, wanted, ()


DRUPAL_PL = (
    "Informatyka – studia pierwszego stopnia",
    "Studia inżynierskie trwają siedem semestrów i łączą podstawy matematyki z programowaniem, sieciami komputerowymi i projektowaniem systemów.",
    (
        ("Forma studiów", "Stacjonarne"),
        ("Czas trwania", "7 semestrów"),
        ("Tytuł zawodowy", "Inżynier"),
        ("Język wykładowy", "Polski"),
    ),
    (
        "Kandydaci są przyjmowani na podstawie wyników matury z matematyki i jednego przedmiotu do wyboru.",
        "Absolwenci pracują jako programiści, administratorzy systemów i analitycy danych.",
    ),
)


def _drupal() -> Built:
    title, lead, facts, paras = DRUPAL_PL
    fields = "".join(
        f"<div class='field field--label-inline'><div class='field__label'>{_e(k)}</div><div class='field__item'>{_e(v)}</div></div>"
        for k, v in facts
    )
    body = (
        "<main role='main' class='main-container'><div class='region region-content'><article class='node node--type-program node--view-mode-full'>"
        f"<h1 class='page-title'><span class='field field--name-title'>{_e(title)}</span></h1><div class='node__content'>"
        f"<div class='field field--name-body field--type-text-with-summary'><p>{_e(lead)}</p></div>{fields}"
        "<h2>Rekrutacja i kariera</h2>"
        + "".join(f"<p>{_e(p)}</p>" for p in paras)
        + "<div class='field field--name-field-cta'><a class='btn btn-primary' href='/rekrutacja'>Zarejestruj się w systemie rekrutacji</a></div>"
        "</div></article></div></main>"
    )
    wanted = (title, lead, *(v for _k, v in facts), *paras)
    return "pl", title, "path-node page-node-type-program", body, wanted, ()


GOVUK_EN = (
    "Apply for a blue parking badge",
    "You can apply for a badge if you have a disability or health condition that affects your mobility.",
    (
        "Check you are eligible.",
        "Get a digital photo of yourself and a scan of your proof of identity.",
        "Fill in the online application form.",
        "Pay the fee of up to £10 if your application is approved.",
    ),
    "It usually takes 12 weeks to get a decision after you apply.",
)


def _govuk() -> Built:
    title, lead, steps, wait = GOVUK_EN
    body = (
        "<div class='govuk-width-container'><div class='govuk-breadcrumbs'><ol class='govuk-breadcrumbs__list'>"
        "<li class='govuk-breadcrumbs__list-item'><a class='govuk-breadcrumbs__link' href='/'>Home</a></li>"
        "<li class='govuk-breadcrumbs__list-item'><a class='govuk-breadcrumbs__link' href='/browse/driving'>Driving and transport</a></li></ol></div>"
        "<main class='govuk-main-wrapper' id='main-content' role='main'><div class='govuk-grid-row'><div class='govuk-grid-column-two-thirds'>"
        f"<h1 class='govuk-heading-xl'>{_e(title)}</h1><p class='govuk-body-l'>{_e(lead)}</p>"
        "<h2 class='govuk-heading-m'>What you need to do</h2><ol class='govuk-list govuk-list--number'>"
        + "".join(f"<li>{_e(s)}</li>" for s in steps)
        + f"</ol><p class='govuk-body'>{_e(wait)}</p>"
        "<a href='/apply' role='button' draggable='false' class='govuk-button govuk-button--start' data-module='govuk-button'>Start now<svg class='govuk-button__start-icon'></svg></a>"
        "</div><div class='govuk-grid-column-one-third'><aside class='app-related-items' role='complementary'><h2 class='govuk-heading-s'>Related content</h2>"
        "<ul class='govuk-list govuk-!-font-size-16'><li><a href='/renew'>Renew a blue badge</a></li><li><a href='/lost'>Report a lost or stolen badge</a></li></ul></aside></div></div></main></div>"
    )
    wanted = (title, lead, *steps, wait)
    return (
        "en",
        title,
        "govuk-template__body",
        body,
        wanted,
        ("Renew a blue badge", "Report a lost or stolen badge"),
    )


TILDA_RU = (
    "Генеральная уборка квартир в Казани",
    "Приезжаем со своими средствами и инвентарём, убираем за один день и принимаем работу вместе с вами по чек-листу.",
    (
        ("Поддерживающая уборка", "от 2 500 ₽"),
        ("Генеральная уборка", "от 6 900 ₽"),
        ("Уборка после ремонта", "от 9 800 ₽"),
    ),
    (
        (
            "Проверенные клинеры",
            "Каждый сотрудник проходит собеседование, проверку документов и обучение в нашей школе.",
        ),
        (
            "Гарантия результата",
            "Если что-то не понравится, вернёмся и переделаем бесплатно в течение суток.",
        ),
    ),
)


def _tilda() -> Built:
    title, lead, prices, pros = TILDA_RU
    price_cards = "".join(
        f"<div class='t-col t-col_4 t-item'><div class='t-name t-name_md'>{_e(n)}</div><div class='t-price t-price_md'>{_e(p)}</div>"
        "<a href='#order' class='t-btn'><table role='presentation'><tr><td>Заказать</td></tr></table></a></div>"
        for n, p in prices
    )
    pro_cards = "".join(
        f"<div class='t-col t-col_6 t-item'><div class='t-name t-name_xl'>{_e(h)}</div><div class='t-descr t-descr_sm'>{_e(p)}</div></div>"
        for h, p in pros
    )
    body = (
        "<div id='allrecords' class='t-records' data-tilda-project-id='1'>"
        f"<div id='rec1' class='r t-rec' data-record-type='205'><div class='t-cover'><h1 class='t-cover__title t-title t-title_xl'>{_e(title)}</h1>"
        f"<div class='t-cover__descr t-descr t-descr_xl'>{_e(lead)}</div></div></div>"
        f"<div id='rec2' class='r t-rec' data-record-type='778'><div class='t-section__title t-title t-title_xs'>Цены</div><div class='t-container'>{price_cards}</div></div>"
        f"<div id='rec3' class='r t-rec' data-record-type='490'><div class='t-container'>{pro_cards}</div></div></div>"
    )
    wanted = (title, lead, *(n for n, _p in prices), *(h for h, _p in pros), *(p for _h, p in pros))
    return "ru", title, "t-body", body, wanted, ()


JIMDO_DE = (
    "Physiotherapie am Stadtpark",
    "In unserer Praxis behandeln wir Rückenschmerzen, Sportverletzungen und Beschwerden nach Operationen, mit Krankengymnastik, manueller Therapie und Lymphdrainage.",
    (("Montag bis Donnerstag", "7:30 – 19:00 Uhr"), ("Freitag", "7:30 – 14:00 Uhr")),
    "Parkstraße 8, 79098 Freiburg im Breisgau",
)


def _jimdo() -> Built:
    title, lead, hours, street = JIMDO_DE
    body = (
        "<div class='jtpl-main'><div class='content-options'><div id='content_area' data-container='content'>"
        f"<div class='j-module n j-header'><h1 class=''>{_e(title)}</h1></div>"
        f"<div class='j-module n j-text'><p>{_e(lead)}</p></div>"
        "<div class='j-module n j-header'><h2 class=''>Öffnungszeiten</h2></div><div class='j-module n j-text'>"
        + "".join(f"<p>{_e(d)}: {_e(h)}</p>" for d, h in hours)
        + f"</div><div class='j-module n j-text'><p>{_e(street)}</p></div>"
        "<div class='j-module n j-callToAction'><a class='j-calltoaction-link j-calltoaction-link-style-1' href='/termin/'>Termin anfragen</a></div>"
        "</div></div></div>"
    )
    wanted = (title, lead, *(f"{d}: {h}" for d, h in hours), street)
    return "de", title, "jtpl-body", body, wanted, ()


PERAICHI_JA = (
    "はじめての確定申告セミナー",
    "フリーランスと副業の方のための、二時間で確定申告の流れがわかるオンラインセミナーです。帳簿のつけ方から電子申告まで、実際の画面を見ながら説明します。",
    (
        ("日時", "2025年2月8日（土）14:00〜16:00"),
        ("会場", "オンライン（Zoom）"),
        ("参加費", "3,000円（税込）"),
    ),
    "講師は税理士の山田花子です。これまで五百人以上の個人事業主の申告を手伝ってきました。",
)


def _peraichi() -> Built:
    title, lead, facts, teacher = PERAICHI_JA
    rows = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in facts)
    body = (
        "<div class='page-container'><div class='block block-heading'><div class='container'>"
        f"<h1 class='heading heading-1'>{_e(title)}</h1></div></div>"
        f"<div class='block block-text'><div class='container'><p class='text'>{_e(lead)}</p></div></div>"
        f"<div class='block block-table'><div class='container'><h2 class='heading heading-2'>開催概要</h2><table class='table'>{rows}</table></div></div>"
        f"<div class='block block-text'><div class='container'><h2 class='heading heading-2'>講師紹介</h2><p class='text'>{_e(teacher)}</p></div></div>"
        "<div class='block block-button'><div class='container'><a class='btn btn-primary btn-lg' href='#form'>今すぐ申し込む</a></div></div></div>"
    )
    wanted = (title, lead, *(v for _k, v in facts), teacher)
    return "ja", title, "peraichi-page", body, wanted, ()


DONATION_ES = (
    "Dona para llevar agua potable a las escuelas rurales",
    "Con tu aportación instalamos depósitos y filtros en escuelas de la sierra, formamos a las familias para mantenerlos y medimos la calidad del agua cada trimestre.",
    "El año pasado, 4.200 niños y niñas empezaron a beber agua segura en su escuela gracias a más de tres mil donantes.",
)


def _donation() -> Built:
    title, lead, impact = DONATION_ES
    amounts = "".join(
        f"<li><button type='button' class='give-donation-level-btn give-btn' value='{v}'>{v} €</button></li>"
        for v in ("10", "25", "50", "100")
    )
    body = (
        f"<main id='main' class='site-main'><article class='page'><h1 class='entry-title'>{_e(title)}</h1><div class='entry-content'><p>{_e(lead)}</p><p>{_e(impact)}</p>"
        "<div class='give-form-wrap give-display-onpage'><form class='give-form' method='post'><ul id='give-donation-level-button-wrap' class='give-donation-levels-wrap'>"
        f"{amounts}<li><button type='button' class='give-donation-level-btn give-btn' value='custom'>Otra cantidad</button></li></ul>"
        "<fieldset id='give-payment-mode-select'><legend class='give-payment-mode-label'>Elige el método de pago</legend>"
        "<label><input type='radio' name='payment-mode' value='stripe'> Tarjeta de crédito</label><label><input type='radio' name='payment-mode' value='paypal'> PayPal</label></fieldset>"
        "<input type='submit' class='give-submit give-btn' value='Donar ahora'></form></div></div></article></main>"
    )
    return (
        "es",
        title,
        "page-template-default page give-page",
        body,
        (title, lead, impact),
        ("Elige el método de pago",),
    )


SWATCH_EN = (
    "Aria Enamel Table Lamp",
    (
        "The Aria throws a warm, even light across a desk or a bedside table: its enamelled steel shade is lined in white to soften the bulb, and the brass stem tilts through forty degrees.",
        "A dimmer on the cable takes it from a reading light down to a glow, and the weighted base keeps it steady when you turn the shade.",
    ),
    ("Black", "Copper", "Sage"),
)


def _swatches() -> Built:
    name, paras, colours = SWATCH_EN
    swatches = "".join(
        f"<li class='swatch-element'><label class='swatch' for='c{i}'><span class='swatch__tooltip'>{_e(c)}</span>{_e(c)}</label></li>"
        for i, c in enumerate(colours)
    )
    body = (
        "<main id='MainContent' class='content-for-layout'><section class='product'><div class='product__info-wrapper'>"
        f"<h1 class='product__title'>{_e(name)}</h1><div class='price'><span class='price-item price-item--regular'>$189.00</span></div>"
        f"<fieldset class='product-form__input'><legend class='form__label'>Colour</legend><ul class='swatches'>{swatches}</ul></fieldset>"
        "<button type='submit' class='product-form__submit button'>Add to cart</button>"
        "<div class='product__description rte'>"
        + "".join(f"<p>{_e(p)}</p>" for p in paras)
        + "</div></div></section></main>"
    )
    chrome = tuple(c + c for c in colours)
    return "en", name, "template-product", body, (name, *paras), ("Add to cart", *chrome)


SERVICE_PAGES: dict[str, Callable[[], Built]] = {
    "webflow": _webflow,
    "framer": _framer,
    "elementor": _elementor,
    "divi": _divi,
    "gutenberg": _gutenberg,
    "wix": _wix,
    "squarespace": _squarespace,
    "hubspot": _hubspot,
    "drupal": _drupal,
    "govuk": _govuk,
    "tilda": _tilda,
    "jimdo": _jimdo,
    "peraichi": _peraichi,
    "donation": _donation,
    "swatches": _swatches,
}


def service_page(engine: str) -> ListingPage:
    """The page of ``engine``: markup, the texts a reader wants, chrome lines."""
    lang, title, body_class, body, wanted, chrome = SERVICE_PAGES[engine]()
    words = CHROME.get(lang) or _MORE_CHROME[lang]
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = (words["cookie"], words["news"], words["rights"])
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))
