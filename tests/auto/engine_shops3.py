# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic product and service pages of shapes the shop suites lacked (stop 75, qshop40).

A SaaS pricing page with a comparison table and an FAQ accordion (en), an app's landing
page with store badges (ko), a restaurant's menu and opening hours (tr), a hotel room
with a booking widget (ar), a clinic's treatment prices with an appointment form (nl), a
course programme (pt-BR), an event's ticket tiers (it), a real-estate listing with an
agent's contact form (fr), a used car's detail page with a finance calculator (de),
marketplace items after eBay (en), Mercado Libre (es), Rakuten (ja) and Allegro (pl), a
B2B datasheet with an enquiry form (zh), a service page of flip cards whose backs hold
the text (en), and a Shopify product whose two buy buttons glue their labels (en).

What a reader wants, from wcxb-dev's product and service truths: the name, the
description, the specification values, the menu's or price list's items, the
programme's modules, the FAQ's questions and answers; the buy buttons, the booking and
enquiry forms' labels, the store badges and the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot`` are chrome. Prices and calls to
action are asserted neither way (the truths keep them on some pages and not on others).
No page is copied from a site or from the shared datasets. :func:`shop3_page` returns a
:class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from tests.auto.engine_listings import EngineSpec, ListingPage, _e, engine_page

# A page in its language: (title, body markup, wanted texts, chrome texts).
Built = tuple[str, str, tuple[str, ...], tuple[str, ...]]


def _paras(paras: tuple[str, ...], cls: str = "") -> str:
    return "".join(f"<p class='{cls}'>{_e(p)}</p>" for p in paras)


def _rows(rows: tuple[tuple[str, str], ...]) -> str:
    """A table's body: a header cell and a value cell a row."""
    return "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows)


def _form(labels: tuple[str, ...], button: str, cls: str) -> str:
    """A form of labelled inputs and its submit button."""
    fields = "".join(
        f"<div class='field'><label for='f{i}'>{_e(lab)}</label><input id='f{i}' name='f{i}'></div>"
        for i, lab in enumerate(labels)
    )
    return f"<form class='{cls}' action='/send' method='post'>{fields}<button type='submit'>{_e(button)}</button></form>"


PRICING_EN = (
    "Simple pricing for teams of every size",
    "Every plan includes unlimited projects, single sign-on and support from people who know the product inside out.",
    (
        (
            "Starter",
            "For small teams getting their first workflows off the ground with shared boards and templates.",
        ),
        (
            "Growth",
            "For growing companies that need automations, guest access and reporting across several teams.",
        ),
        (
            "Enterprise",
            "For organisations that need audit logs, data residency and a dedicated success manager.",
        ),
    ),
    ("Automations per month", "Guest accounts", "Audit log retention"),
    (
        (
            "Can I change plans later?",
            "Yes. You can move up or down a plan at any time, and we prorate the difference on your next invoice.",
        ),
        (
            "Do you offer discounts for charities?",
            "Registered charities and schools get half off any plan; write to our team with proof of status.",
        ),
    ),
)


def _pricing(lang: str) -> Built:
    title, lead, plans, features, faq = PRICING_EN
    cards = "".join(
        f"<div class='pricing-card'><h3 class='pricing-card__name'>{_e(n)}</h3><div class='pricing-card__price'><span class='amount'>${9 + 10 * i}</span><span class='period'>/user/month</span></div>"
        f"<p class='pricing-card__desc'>{_e(d)}</p><a class='btn btn--primary' href='/signup'>Start free trial</a></div>"
        for i, (n, d) in enumerate(plans)
    )
    table = "".join(
        f"<tr><th scope='row'>{_e(f)}</th><td>{10 ** (i + 2)}</td><td>{10 ** (i + 3)}</td><td>Unlimited</td></tr>"
        for i, f in enumerate(features)
    )
    qa = "".join(
        f"<details class='faq__item'><summary class='faq__question'>{_e(q)}</summary><div class='faq__answer'><p>{_e(a)}</p></div></details>"
        for q, a in faq
    )
    body = (
        f"<main class='pricing'><section class='hero'><h1>{_e(title)}</h1><p class='lead'>{_e(lead)}</p>"
        "<div class='billing-toggle' role='group'><button aria-pressed='true'>Monthly</button><button aria-pressed='false'>Yearly (save 20%)</button></div></section>"
        f"<section class='pricing-grid'>{cards}</section>"
        "<section class='compare'><h2>Compare plans</h2><table class='compare-table'><thead><tr><th></th>"
        + "".join(f"<th>{_e(n)}</th>" for n, _d in plans)
        + f"</tr></thead><tbody>{table}</tbody></table></section>"
        f"<section class='faq'><h2>Frequently asked questions</h2>{qa}</section></main>"
    )
    wanted = (title, lead, *(n for n, _d in plans), *(d for _n, d in plans), *features)
    return title, body, (*wanted, *(q for q, _a in faq), *(a for _q, a in faq)), ()


APP_KO = (
    "하루 10분, 습관을 바꾸는 가계부",
    "카드와 계좌를 한 번만 연결하면 지출이 자동으로 분류되고, 이번 달 예산이 얼마나 남았는지 홈 화면에서 바로 확인할 수 있습니다.",
    (
        (
            "자동 분류",
            "식비, 교통비, 구독료처럼 자주 쓰는 항목을 스스로 배워서 매번 직접 고를 필요가 없습니다.",
        ),
        (
            "함께 쓰는 가계부",
            "가족이나 룸메이트를 초대하면 공동 지출을 나누어 기록하고 정산까지 한 번에 끝낼 수 있습니다.",
        ),
        (
            "안전한 보관",
            "모든 데이터는 암호화되어 저장되며, 앱을 열 때마다 생체 인증으로 한 번 더 확인합니다.",
        ),
    ),
)


def _app(lang: str) -> Built:
    title, lead, features = APP_KO
    badges = (
        "<div class='store-badges'><a class='badge-appstore' href='https://apps.apple.com/app/id1'>App Store에서 다운로드</a>"
        "<a class='badge-googleplay' href='https://play.google.com/store/apps/details?id=x'>Google Play에서 다운로드</a></div>"
    )
    cards = "".join(
        f"<div class='feature'><h3>{_e(h)}</h3><p>{_e(p)}</p></div>" for h, p in features
    )
    body = (
        f"<main class='landing'><section class='hero'><h1>{_e(title)}</h1><p>{_e(lead)}</p>{badges}</section>"
        f"<section class='features'>{cards}</section>"
        f"<section class='cta'><h2>지금 무료로 시작하세요</h2>{badges}</section></main>"
    )
    wanted = (title, lead, *(h for h, _p in features), *(p for _h, p in features))
    return title, body, wanted, ("App Store에서 다운로드", "Google Play에서 다운로드")


MENU_TR = (
    "Lokanta Mavi Kapı",
    "Ege'nin zeytinyağlı tariflerini mevsimin sebzeleriyle, her sabah komşu pazardan aldığımız ürünlerle hazırlıyoruz.",
    (
        (
            "Enginar dolması",
            "Dereotlu iç pilavla doldurulmuş enginar kalbi, limon ve taze zeytinyağı ile.",
        ),
        (
            "Kabak çiçeği",
            "Peynir ve nane ile doldurulup hafif bir hamurla kızartılan kabak çiçekleri.",
        ),
        (
            "Levrek buğulama",
            "Domates, biber ve defne yaprağı ile kendi suyunda pişirilmiş günlük levrek.",
        ),
    ),
    (
        ("Salı – Cuma", "12:00 – 23:00"),
        ("Cumartesi – Pazar", "10:00 – 24:00"),
        ("Pazartesi", "Kapalı"),
    ),
)


def _restaurant(lang: str) -> Built:
    name, lead, dishes, hours = MENU_TR
    menu = "".join(
        f"<li class='menu-item'><div class='menu-item__head'><h4 class='menu-item__name'>{_e(d)}</h4><span class='menu-item__price'>{180 + 40 * i} ₺</span></div><p class='menu-item__desc'>{_e(t)}</p></li>"
        for i, (d, t) in enumerate(dishes)
    )
    body = (
        f"<main id='content' class='site-main'><section class='intro'><h1>{_e(name)}</h1><p>{_e(lead)}</p></section>"
        f"<section class='menu'><h2>Menü</h2><ul class='menu-list'>{menu}</ul></section>"
        f"<section class='hours'><h2>Çalışma saatleri</h2><table class='opening-hours'>{_rows(hours)}</table></section>"
        "<section class='reserve'><h2>Rezervasyon</h2>"
        + _form(("Ad Soyad", "Kişi sayısı", "Tarih"), "Masa ayırt", "reservation-form")
        + "</section></main>"
    )
    wanted = (name, lead, *(d for d, _t in dishes), *(t for _d, t in dishes))
    return name, body, (*wanted, *(h for _d, h in hours[:2])), ("Kişi sayısı", "Masa ayırt")


ROOM_AR = (
    "غرفة ديلوكس مطلة على البحر",
    (
        "تطل الغرفة على الخليج من شرفة خاصة، وتتسع لشخصين مع سرير كبير ومنطقة جلوس مريحة بجوار النافذة.",
        "يشمل السعر وجبة الإفطار في المطعم الرئيسي، والدخول إلى المسبح والنادي الصحي طوال فترة الإقامة.",
    ),
    ("إنترنت لاسلكي مجاني", "آلة قهوة", "خزنة إلكترونية", "حمام مع حوض استحمام"),
)


def _hotel(lang: str) -> Built:
    name, paras, amenities = ROOM_AR
    widget = (
        "<aside class='booking-widget'><h3>احجز إقامتك</h3>"
        + _form(("تاريخ الوصول", "تاريخ المغادرة", "عدد الضيوف"), "تحقق من التوفر", "booking-form")
        + "</aside>"
    )
    body = (
        f"<main class='room-detail' dir='rtl'><h1 class='room-title'>{_e(name)}</h1><div class='room-body'>{_paras(paras)}"
        "<h2>المرافق</h2><ul class='amenities'>"
        + "".join(f"<li>{_e(a)}</li>" for a in amenities)
        + f"</ul></div>{widget}</main>"
    )
    return name, body, (name, *paras, *amenities), ("تاريخ الوصول", "تحقق من التوفر")


CLINIC_NL = (
    "Fysiotherapie en sportmassage",
    "In onze praktijk werken vijf therapeuten die gespecialiseerd zijn in klachten aan rug, nek en schouders en in herstel na een sportblessure.",
    (
        ("Intake en onderzoek (45 minuten)", "€ 62,50"),
        ("Behandeling fysiotherapie (30 minuten)", "€ 41,00"),
        ("Sportmassage (60 minuten)", "€ 70,00"),
    ),
    "De meeste aanvullende verzekeringen vergoeden een deel van de behandelingen; kijk in uw polis hoeveel sessies per jaar worden vergoed.",
)


def _clinic(lang: str) -> Built:
    title, lead, prices, note = CLINIC_NL
    table = "".join(
        f"<tr><td class='treatment'>{_e(t)}</td><td class='price'>{_e(p)}</td></tr>"
        for t, p in prices
    )
    body = (
        f"<main class='page-content'><h1>{_e(title)}</h1><p>{_e(lead)}</p><h2>Tarieven</h2>"
        f"<table class='tarieven'><tbody>{table}</tbody></table><p>{_e(note)}</p>"
        "<div class='appointment-box'><h3>Maak een afspraak</h3>"
        + _form(("Naam", "Telefoonnummer", "Gewenste datum"), "Afspraak aanvragen", "wpcf7-form")
        + "</div></main>"
    )
    return (
        title,
        body,
        (title, lead, *(t for t, _p in prices), note),
        ("Telefoonnummer", "Afspraak aanvragen"),
    )


COURSE_PT = (
    "Especialização em Ciência de Dados",
    "Um programa de doze meses, com aulas ao vivo à noite, para profissionais que querem tomar decisões com dados e levar modelos do caderno à produção.",
    (
        (
            "Módulo 1: Estatística aplicada",
            "Amostragem, testes de hipótese e regressão com exemplos de negócios reais.",
        ),
        (
            "Módulo 2: Aprendizado de máquina",
            "Árvores de decisão, métodos de conjunto e validação de modelos em Python.",
        ),
        (
            "Módulo 3: Dados em produção",
            "Pipelines, monitoramento de modelos e boas práticas de engenharia de dados.",
        ),
    ),
    (("Duração", "12 meses"), ("Carga horária", "360 horas"), ("Modalidade", "Online ao vivo")),
)


def _course(lang: str) -> Built:
    title, lead, modules, facts = COURSE_PT
    mods = "".join(
        f"<div class='accordion-item'><h3 class='accordion-header'><button class='accordion-button collapsed' type='button' aria-expanded='false'>{_e(m)}</button></h3><div class='accordion-collapse collapse'><div class='accordion-body'>{_e(t)}</div></div></div>"
        for m, t in modules
    )
    body = (
        f"<main class='curso'><section class='curso-hero'><h1>{_e(title)}</h1><p class='curso-lead'>{_e(lead)}</p>"
        f"<dl class='curso-fatos'>{''.join(f'<dt>{_e(k)}</dt><dd>{_e(v)}</dd>' for k, v in facts)}</dl>"
        "<a class='btn btn-inscricao' href='/inscricao'>Inscreva-se</a></section>"
        f"<section class='grade'><h2>Grade curricular</h2><div class='accordion'>{mods}</div></section>"
        "<section class='lead-form'><h2>Fale com um consultor</h2>"
        + _form(("Nome completo", "WhatsApp", "E-mail"), "Quero mais informações", "rd-form")
        + "</section></main>"
    )
    wanted = (title, lead, *(m for m, _t in modules), *(t for _m, t in modules))
    return title, body, (*wanted, *(v for _k, v in facts)), ("Quero mais informações",)


EVENT_IT = (
    "Notte del Jazz al Chiostro",
    (
        "Una sera d'estate nel chiostro del convento, tre formazioni che attraversano cinquant'anni di jazz italiano, dallo swing ai suoni elettrici di oggi.",
        "Le porte aprono alle 20; il bar del chiostro serve vini delle colline vicine e piatti freddi fino a mezzanotte.",
    ),
    (
        ("Posto unico", "Accesso al chiostro, posti in piedi e sedute libere."),
        ("Platea numerata", "Poltrona numerata nelle prime file e un calice di benvenuto."),
    ),
)


def _event(lang: str) -> Built:
    title, paras, tiers = EVENT_IT
    rows = "".join(
        f"<div class='ticket-tier'><div class='ticket-tier__info'><h4>{_e(n)}</h4><p>{_e(d)}</p><span class='ticket-tier__price'>{25 + 15 * i},00 €</span></div>"
        "<div class='quantity'><button class='qty-minus' aria-label='Diminuisci'>−</button><input type='number' value='0'><button class='qty-plus' aria-label='Aumenta'>+</button></div></div>"
        for i, (n, d) in enumerate(tiers)
    )
    body = (
        f"<main class='event-single'><h1 class='event-title'>{_e(title)}</h1>"
        "<div class='event-meta'><span class='event-date'>Sabato 12 luglio 2025, ore 21:00</span></div>"
        f"<div class='event-description'>{_paras(paras)}</div>"
        f"<section class='tickets'><h2>Biglietti</h2>{rows}<button class='btn add-tickets'>Aggiungi al carrello</button></section></main>"
    )
    wanted = (title, *paras, *(n for n, _d in tiers), *(d for _n, d in tiers))
    return title, body, wanted, ("Aggiungi al carrello",)


ESTATE_FR = (
    "Maison de ville avec jardin, 5 pièces",
    (
        "Au calme d'une rue piétonne, cette maison de ville de 1930 entièrement rénovée offre un séjour traversant, une cuisine ouverte sur le jardin et trois chambres à l'étage.",
        "Le jardin clos de 120 m² est exposé plein sud ; une cave voûtée et un atelier complètent le bien, à dix minutes à pied de la gare.",
    ),
    (("Surface habitable", "128 m²"), ("Pièces", "5"), ("Chambres", "3"), ("Classe énergie", "C")),
)


def _estate(lang: str) -> Built:
    title, paras, facts = ESTATE_FR
    body = (
        f"<main class='annonce'><h1 class='annonce-titre'>{_e(title)}</h1><div class='annonce-prix'>495 000 €</div>"
        f"<ul class='annonce-criteres'>{''.join(f'<li><span class=label>{_e(k)}</span> <span class=valeur>{_e(v)}</span></li>' for k, v in facts)}</ul>"
        f"<div class='annonce-description'>{_paras(paras)}</div>"
        "<aside class='contact-agence'><h3>Contacter l'agence</h3>"
        + _form(
            ("Votre nom", "Votre téléphone", "Votre message"), "Envoyer ma demande", "contact-form"
        )
        + "</aside></main>"
    )
    return (
        title,
        body,
        (title, *paras, *(v for k, v in facts if len(v) > 2)),
        ("Envoyer ma demande",),
    )


CAR_DE = (
    "Volkswagen Golf Variant 1.5 TSI Life",
    (
        "Gepflegter Kombi aus erster Hand, scheckheftgepflegt beim Vertragshändler, Nichtraucherfahrzeug mit neuen Sommerreifen und frischer Hauptuntersuchung.",
        "Das Fahrzeug wird mit zwölf Monaten Gebrauchtwagengarantie übergeben; eine Probefahrt ist nach Terminabsprache jederzeit möglich.",
    ),
    (
        ("Erstzulassung", "03/2021"),
        ("Kilometerstand", "48.300 km"),
        ("Leistung", "96 kW (130 PS)"),
        ("Getriebe", "Schaltgetriebe"),
    ),
    ("Sitzheizung vorne", "Einparkhilfe vorne und hinten", "Adaptive Geschwindigkeitsregelung"),
)


def _car(lang: str) -> Built:
    title, paras, data, equipment = CAR_DE
    body = (
        f"<main class='vehicle-detail'><h1>{_e(title)}</h1><div class='vehicle-price'>21.890 €</div>"
        f"<table class='technical-data'>{_rows(data)}</table>"
        f"<section class='vehicle-description'><h2>Fahrzeugbeschreibung</h2>{_paras(paras)}</section>"
        "<section class='equipment'><h2>Ausstattung</h2><ul>"
        + "".join(f"<li>{_e(x)}</li>" for x in equipment)
        + "</ul></section><section class='finance-calculator'><h3>Finanzierungsrechner</h3>"
        + _form(("Anzahlung", "Laufzeit in Monaten", "Schlussrate"), "Rate berechnen", "calculator")
        + "</section></main>"
    )
    wanted = (title, *paras, *(v for _k, v in data), *equipment)
    return title, body, wanted, ("Laufzeit in Monaten", "Rate berechnen")


EBAY_EN = (
    "Vintage Olympus OM-2N 35mm SLR Camera Body, Tested and Working",
    (
        "This OM-2N has been cleaned, the light seals replaced and the shutter tested at every speed against a calibrated tester; the meter reads within a third of a stop.",
        "The viewfinder is clear with a few specks of dust that do not show on film. The body has light brassing on the top plate corners, as the photos show.",
    ),
    (("Condition", "Used"), ("Brand", "Olympus"), ("Model", "OM-2N"), ("Format", "35mm")),
)


def _ebay(lang: str) -> Built:
    title, paras, specifics = EBAY_EN
    body = (
        "<main id='mainContent'><div class='x-item-title'><h1 class='x-item-title__mainTitle'><span class='ux-textspans ux-textspans--BOLD'>"
        f"{_e(title)}</span></h1></div><div class='x-price-primary'><span class='ux-textspans'>US $189.00</span></div>"
        "<div class='x-buybox-cta'><ul><li><a class='ux-call-to-action' href='/bin'><span>Buy It Now</span></a></li>"
        "<li><a class='ux-call-to-action' href='/cart'><span>Add to cart</span></a></li>"
        "<li><a class='ux-call-to-action' href='/watch'><span>Add to Watchlist</span></a></li></ul></div>"
        "<div class='x-sellercard-atf'><span class='ux-textspans'>camerahaus_uk</span> <span class='ux-textspans'>(2417)</span>"
        " <span class='ux-textspans'>99.8% positive</span></div>"
        "<div class='ux-layout-section-evo'><h2>Item specifics</h2><dl class='ux-labels-values'>"
        + "".join(
            f"<dt class='ux-labels-values__labels'>{_e(k)}</dt><dd class='ux-labels-values__values'>{_e(v)}</dd>"
            for k, v in specifics
        )
        + f"</dl></div><div class='d-item-description'><h2>Item description from the seller</h2>{_paras(paras)}</div></main>"
    )
    wanted = (title, *paras, *(v for _k, v in specifics))
    return title, body, wanted, ("Buy It Now", "Add to Watchlist", "99.8% positive")


MELI_ES = (
    "Cafetera Italiana de Acero Inoxidable 6 Tazas",
    (
        "La cafetera está hecha de acero inoxidable 18/10, sirve para cocinas de gas, eléctricas y de inducción, y prepara seis tazas de café en menos de cinco minutos.",
        "Incluye una junta y un filtro de repuesto. Todas las piezas se pueden lavar con agua tibia; recomendamos no usar el lavavajillas para conservar el brillo.",
    ),
    (("Marca", "Casa Moka"), ("Capacidad", "300 ml"), ("Material", "Acero inoxidable")),
)


def _meli(lang: str) -> Built:
    title, paras, specs = MELI_ES
    body = (
        "<main class='ui-pdp'><div class='ui-pdp-header'><span class='ui-pdp-subtitle'>Nuevo | +1000 vendidos</span>"
        f"<h1 class='ui-pdp-title'>{_e(title)}</h1></div><div class='ui-pdp-price'><span class='andes-money-amount'>$ 32.999</span></div>"
        "<div class='ui-pdp-actions'><button class='andes-button andes-button--loud'>Comprar ahora</button>"
        "<button class='andes-button andes-button--quiet'>Agregar al carrito</button></div>"
        "<div class='ui-pdp-specs'><h2>Características principales</h2><table class='andes-table'><tbody>"
        + _rows(specs)
        + f"</tbody></table></div><div class='ui-pdp-description'><h2>Descripción</h2>{_paras(paras, 'ui-pdp-description__content')}</div>"
        "<div class='ui-pdp-questions'><h2>Preguntas y respuestas</h2>"
        + _form(("Escribe tu pregunta...",), "Preguntar", "ui-pdp-questions__form")
        + "</div></main>"
    )
    return (
        title,
        body,
        (title, *paras, *(v for _k, v in specs)),
        ("Comprar ahora", "Agregar al carrito"),
    )


RAKUTEN_JA = (
    "有田焼 藍染 飯碗 ペア 化粧箱入り",
    (
        "有田の窯元で一つずつ手描きした藍色の飯碗です。薄手で軽く、手になじむ丸みのある形に仕上げました。",
        "電子レンジと食器洗い乾燥機にも対応しています。化粧箱に入れてお届けしますので、贈り物にもおすすめです。",
    ),
    (("サイズ", "直径11.5cm 高さ6cm"), ("素材", "磁器"), ("産地", "佐賀県有田町")),
)


def _rakuten(lang: str) -> Built:
    title, paras, specs = RAKUTEN_JA
    body = (
        f"<div id='pagebody'><table class='item-layout'><tr><td class='item-main'><h1 class='item_name'>{_e(title)}</h1>"
        "<span class='price2'>4,400円</span><span class='tax-label'>(税込) 送料込</span>"
        "<form class='cart-form' action='/cart'><select name='qty'><option>1</option></select><button class='new_addToCart'>買い物かごに入れる</button></form>"
        f"<span class='item_desc'>{'<br><br>'.join(_e(p) for p in paras)}</span>"
        f"<table class='spec-table'>{_rows(specs)}</table></td></tr></table></div>"
    )
    return title, body, (title, *paras, *(v for _k, v in specs)), ("買い物かごに入れる",)


ALLEGRO_PL = (
    "Plecak turystyczny 40 l z pokrowcem przeciwdeszczowym",
    (
        "Plecak ma regulowany system nośny, wentylowane plecy i pas biodrowy z dwiema kieszeniami, dzięki czemu sprawdza się na całodniowych wędrówkach w górach.",
        "W komplecie jest pokrowiec przeciwdeszczowy schowany w dolnej kieszeni oraz miejsce na bukłak z wyprowadzeniem rurki na szelkę.",
    ),
    (
        ("Stan", "Nowy"),
        ("Pojemność", "40 l"),
        ("Materiał", "Poliester ripstop"),
        ("Waga", "1,2 kg"),
    ),
)


def _allegro(lang: str) -> Built:
    title, paras, params = ALLEGRO_PL
    body = (
        f"<main class='opbox-listing'><div class='_offer-title'><h1>{_e(title)}</h1></div>"
        "<div class='_price'><span aria-label='cena 249,99 zł'>249,99 zł</span></div>"
        "<div class='_buy-box'><button data-role='add-to-cart'>Dodaj do koszyka</button><button data-role='buy-now'>Kup teraz</button></div>"
        "<section data-box-name='Parameters'><h2>Parametry</h2><table><tbody>"
        + _rows(params)
        + f"</tbody></table></section><section data-box-name='Description'><h2>Opis</h2>{_paras(paras)}</section></main>"
    )
    return title, body, (title, *paras, *(v for _k, v in params)), ("Dodaj do koszyka", "Kup teraz")


DATASHEET_ZH = (
    "工业级千兆以太网交换机 IES-1008G",
    "IES-1008G 是一款面向工厂自动化和轨道交通的工业级非网管交换机，提供八个千兆电口，支持导轨安装和冗余电源输入。",
    (
        "宽温设计，可在零下四十度到七十五度的环境中长期稳定运行。",
        "铝合金外壳，防护等级 IP40，通过电磁兼容四级测试。",
    ),
    (
        ("端口", "8 × 10/100/1000Base-T"),
        ("输入电压", "12–48 VDC 冗余输入"),
        ("工作温度", "-40 ~ 75 °C"),
    ),
)


def _datasheet(lang: str) -> Built:
    title, lead, points, specs = DATASHEET_ZH
    body = (
        f"<div class='product-detail'><h1 class='pro-title'>{_e(title)}</h1><p class='pro-intro'>{_e(lead)}</p>"
        "<div class='pro-tabs'><ul class='tab-nav'><li class='on'>产品特点</li><li>技术参数</li><li>资料下载</li></ul>"
        f"<div class='tab-con'><ul class='features'>{''.join(f'<li>{_e(p)}</li>' for p in points)}</ul></div>"
        f"<div class='tab-con'><table class='spec'>{_rows(specs)}</table></div>"
        "<div class='tab-con'><a class='download' href='/files/ies-1008g.pdf'>产品规格书 PDF</a></div></div>"
        "<div class='inquiry'><h3>在线询价</h3>"
        + _form(("公司名称", "联系人", "联系电话"), "提交询价", "inquiry-form")
        + "</div></div>"
    )
    return title, body, (title, lead, *points, *(v for _k, v in specs)), ("提交询价",)


FLIP_EN = (
    "Managed IT for growing practices",
    "We look after the computers, networks and backups of medical and dental practices, so your staff can look after patients.",
    (
        (
            "Helpdesk",
            "A real engineer answers within fifteen minutes, by phone or chat, from eight in the morning until eight at night.",
        ),
        (
            "Backups",
            "Every server and laptop is backed up each night to two data centres, and we test a full restore every quarter.",
        ),
        (
            "Security",
            "Endpoint protection, patching and staff phishing training are included for every device we manage.",
        ),
    ),
)


def _flip(lang: str) -> Built:
    title, lead, cards = FLIP_EN
    flips = "".join(
        f"<div class='flip-card'><div class='flip-card-inner'><div class='flip-card-front'><h3>{_e(h)}</h3></div>"
        f"<div class='flip-card-back'><p>{_e(p)}</p><a href='/services'>Learn more</a></div></div></div>"
        for h, p in cards
    )
    body = (
        f"<main class='elementor'><section class='hero'><h1>{_e(title)}</h1><p>{_e(lead)}</p></section>"
        f"<section class='services-grid'>{flips}</section></main>"
    )
    return title, body, (title, lead, *(h for h, _p in cards), *(p for _h, p in cards)), ()


GLUED_EN = (
    "Linen Apron with Leather Straps",
    (
        "Cut from heavy washed linen, the apron has a deep front pocket split in two and a loop for a towel; the leather straps cross at the back so nothing pulls on your neck.",
        "It softens with every wash. Machine wash at forty degrees and hang to dry; oil the straps now and then to keep them supple.",
    ),
)


def _glued(lang: str) -> Built:
    name, paras = GLUED_EN
    body = (
        "<main id='MainContent' class='content-for-layout'><section class='product'><div class='product__info-wrapper'>"
        f"<h1 class='product__title'>{_e(name)}</h1><div class='price'><span class='price-item price-item--regular'>$58.00</span></div>"
        "<div class='product-form__buttons'><button type='submit' class='product-form__submit button'><span>Add to cart</span></button>"
        "<div data-shopify='payment-button' class='shopify-payment-button'><button class='shopify-payment-button__button'>Buy it now</button></div></div>"
        f"<div class='product__description rte'>{_paras(paras)}</div></div></section></main>"
    )
    return name, body, (name, *paras), ("Add to cart", "Buy it now", "Add to cartBuy it now")


PICKER_EN = (
    "Insulated Steel Tumbler 20 oz",
    (
        "Double-wall vacuum insulation keeps coffee hot through the morning commute and iced tea cold through a long afternoon, and the tumbler fits most cupholders.",
        "The lid closes with a magnet, so it opens with one thumb; the steel body and the lid both go in the dishwasher.",
    ),
    (("Colour", ("Harbour Blue", "Sage Green", "Canyon Red")), ("Size", ("20 oz", "30 oz"))),
)


def _picker(lang: str) -> Built:
    name, paras, groups = PICKER_EN
    pickers = "".join(
        f"<div class='attribute'><span class='attribute-name'>{_e(g)}</span><div class='attributes-collection'>"
        + "".join(
            f"<div class='custom-control custom-radio attribute-item' title='{_e(o)}'><input type='radio' class='custom-control-input' id='{g}-{i}' name='{g}'>"
            f"<label class='custom-control-label' for='{g}-{i}'>{_e(o)}</label></div>"
            for i, o in enumerate(options)
        )
        + "</div></div>"
        for g, options in groups
    )
    body = (
        f"<main class='pdp'><div class='product-detail'><h1 class='product-name'>{_e(name)}</h1><div class='prices'><span class='value'>$35.00</span></div>"
        f"<div class='attributes'>{pickers}</div><button class='add-to-cart btn btn-primary'>Add to Cart</button>"
        f"<div class='description-and-detail'><h2>Overview</h2>{_paras(paras)}</div></div></main>"
    )
    return name, body, (name, *paras), tuple(o for _g, options in groups for o in options)


SHOP3_ENGINES: dict[str, EngineSpec] = {
    "pricing": (_pricing, "page-template-pricing", ("en",)),
    "app": (_app, "landing", ("ko",)),
    "restaurant": (_restaurant, "page-template-default", ("tr",)),
    "hotel": (_hotel, "single-room", ("ar",)),
    "clinic": (_clinic, "page-template-default", ("nl",)),
    "course": (_course, "curso-template", ("pt",)),
    "event": (_event, "single-tribe_events", ("it",)),
    "estate": (_estate, "annonce-detail", ("fr",)),
    "car": (_car, "vehicle-page", ("de",)),
    "ebay": (_ebay, "vi-page", ("en",)),
    "meli": (_meli, "pdp", ("es",)),
    "rakuten": (_rakuten, "item-page", ("ja",)),
    "allegro": (_allegro, "offer-page", ("pl",)),
    "datasheet": (_datasheet, "product-page", ("zh",)),
    "flip": (_flip, "elementor-page", ("en",)),
    "glued": (_glued, "template-product", ("en",)),
    "picker": (_picker, "product-detail-page", ("en",)),
}

# The languages without chrome words of their own in :data:`engine_listings.CHROME`.
_OTHER = {"ko": "en", "ar": "en", "tr": "en", "nl": "en", "pl": "en"}


def shop3_page(engine: str) -> ListingPage:
    """The page of ``engine`` (in its one language): markup, wanted texts, chrome lines."""
    return engine_page(SHOP3_ENGINES, _OTHER, engine, SHOP3_ENGINES[engine][2][0])
