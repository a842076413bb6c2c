"""Synthetic news articles whose chrome lines are the phrases of stop 79's
``chrome_languages`` (issue 26): an ad slot's label and "Article continues below" in
the languages of about forty countries' papers, a text-to-speech player's "Listen to this
article", a share row's "Copy link", a "Follow us on Google News" line at the story's
foot, a "Most read" box's heading, and headings written in capitals in Greek and Turkish
("ΣΧΕΤΙΚΑ ΑΡΘΡΑ", "İLGİLİ HABERLER"), whose lowered forms lose their accents or gain a
combining dot.

Four page shapes, each as publishers' templates ship it today: a paper with a tools row
over the story (a player's button, a copy-link button) and a "most read" box after it
(``_tools_paper``), a WordPress portal with an ad's label or "continues below" line inside
the story and a follow line at its foot (``_wp_portal``), a broadcaster built on a
JavaScript framework (hashed class names; a player over the story, a share row under it,
``_app_broadcaster``), a paper whose box headings and ad labels are written in capitals
(``_caps_paper``) and a Chinese or Japanese portal whose story ends with a line of linked
headlines split by bars (``_trail_portal``: a headline of a script without spaces is one
"word" to ``str.split``). Each page says its headline, writer and publication date. No page is
copied from a site or from the shared datasets. :func:`news_page` returns a
:class:`~tests.auto.engine_news4.NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from tests.auto.engine_news4 import NewsPage4, _Built, _footer, _header, _links, _p, article_page
from tests.metadata.engine_bylines4 import STORIES


def _published(zone: str) -> str:
    return f"<meta property='article:published_time' content='2025-03-05T14:32:00{zone}'>"


def _time(zone: str) -> str:
    return f"<time datetime='2025-03-05T14:32:00{zone}'>05.03.2025 14:32</time>"


@dataclass(frozen=True)
class Chrome:
    """A page's chrome in its language: its site, sections and writer, the player's and
    the copy button's labels (``tools``), the line inside the story (an ad's label or
    "continues below"), the follow line at the story's foot, the box's heading and its
    three linked headlines (``box``)."""

    site: str
    sections: tuple[str, ...]
    writer: str
    tools: tuple[str, ...]
    inside: str
    follow: str
    box: tuple[str, tuple[str, ...]]
    zone: str = "+01:00"


def _tools_paper(c: Chrome) -> Callable[[str, tuple[str, ...]], _Built]:
    """A paper: a player's label opening the story's text and a copy button's label
    closing it (spans the page's script answers), the ad's label in a paragraph of its
    own inside the story, and a "most read" box after the story inside the article."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        heading, teasers = c.box
        listen, copy = c.tools
        body = (
            _header(c.site, c.sections) + f"<main><article class='story'><h1>{escape(title)}</h1>"
            f"<div class='byline'>{escape(c.writer)} {_time(c.zone)}</div>"
            f"<div class='story-body'><p class='audio'><span>{escape(listen)}</span></p>"
            + _p(paras[:2])
            + f"<p class='small center'>{escape(c.inside)}</p>"
            + _p(paras[2:])
            + f"<p class='copy'><span>{escape(copy)}</span></p>"
            + f"</div><aside class='box'><h3>{escape(heading)}</h3><ol>"
            + _links(teasers)
            + "</ol></aside></article></main>"
            + _footer(f"© 2025 {c.site}")
        )
        chrome = (listen, copy, c.inside, heading, *teasers)
        return _Built(body, chrome, c.writer, c.site, _published(c.zone))

    return build


def _wp_portal(c: Chrome) -> Callable[[str, tuple[str, ...]], _Built]:
    """A WordPress portal: the line inside the story in a block of its own, the follow
    line (a link to a news aggregator) at the story's foot, a share row with the copy
    button after it, and a related box after the entry."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        heading, teasers = c.box
        share = "".join(f"<span class='share-btn'>{escape(t)}</span>" for t in c.tools)
        body = (
            _header(c.site, c.sections)
            + "<main id='main'><article class='post type-post'><header class='entry-header'>"
            f"<h1 class='entry-title'>{escape(title)}</h1><div class='entry-meta'>"
            f"<span class='author vcard'>{escape(c.writer)}</span> {_time(c.zone)}</div>"
            "</header><div class='entry-content'>"
            + _p(paras[:2])
            + f"<div class='wp-block-group'><span>{escape(c.inside)}</span></div>"
            + _p(paras[2:])
            + f"<p><a href='https://news.google.com/publications/x'>{escape(c.follow)}</a></p>"
            + f"</div><div class='entry-share'>{share}</div></article>"
            + f"<section class='widget'><h4>{escape(heading)}</h4><ul>"
            + _links(teasers)
            + "</ul></section></main>"
            + _footer(f"© 2025 {c.site}")
        )
        chrome = (*c.tools, c.inside, c.follow, heading, *teasers)
        return _Built(body, chrome, c.writer, c.site, _published(c.zone))

    return build


def _app_broadcaster(c: Chrome) -> Callable[[str, tuple[str, ...]], _Built]:
    """A broadcaster on a JavaScript framework (hashed class names): a player's button
    over the story, the line inside it, the follow line and the copy button under it,
    the box after the article."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        heading, teasers = c.box
        listen, copy = c.tools
        body = (
            _header(c.site, c.sections)
            + "<div id='__next'><main class='Layout_main__k3J9a'><article"
            f" class='Article_root__Qm2x1'><h1 class='Headline_h__a81Zq'>{escape(title)}</h1>"
            f"<div class='Byline_root__xY2'><span>{escape(c.writer)}</span>{_time(c.zone)}"
            f"</div><div class='Player_root__9fKz'><a href='#'>{escape(listen)}</a></div>"
            "<div class='Article_body__Lp0s'>"
            + _p(paras[:2])
            + f"<div class='Slot_root__Tn3'><div>{escape(c.inside)}</div></div>"
            + _p(paras[2:])
            + f"</div><div class='Share_root__Vb7'><a href='#'>{escape(copy)}</a></div>"
            + f"<p class='Follow_root__3Jd'><a href='https://news.google.com/x'>"
            f"{escape(c.follow)}</a></p></article><section class='Rail_root__u4'>"
            f"<h2>{escape(heading)}</h2><ul>"
            + _links(teasers)
            + "</ul></section></main></div>"
            + _footer(f"© 2025 {c.site}")
        )
        chrome = (listen, copy, c.inside, c.follow, heading, *teasers)
        return _Built(body, chrome, c.writer, c.site, _published(c.zone))

    return build


def _caps_paper(c: Chrome) -> Callable[[str, tuple[str, ...]], _Built]:
    """A paper whose ad label and box heading are written in capitals in its source
    (not by a style sheet), the box a run of linked headlines inside the article."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        heading, teasers = c.box
        body = (
            _header(c.site, c.sections)
            + f"<main><article><h1>{escape(title)}</h1><p class='author'>{escape(c.writer)}"
            f"</p>{_time(c.zone)}<div class='article-text'>"
            + _p(paras[:2])
            + f"<div class='banner'><p>{escape(c.inside)}</p></div>"
            + _p(paras[2:])
            + f"</div><div class='related'><h3>{escape(heading)}</h3><ul>"
            + _links(teasers)
            + "</ul></div></article></main>"
            + _footer(f"© 2025 {c.site}")
        )
        chrome = (c.inside, heading, *teasers)
        return _Built(body, chrome, c.writer, c.site, _published(c.zone))

    return build


def _trail_portal(c: Chrome) -> Callable[[str, tuple[str, ...]], _Built]:
    """A portal whose story ends with a line of linked headlines split by bars (the box's
    heading is not written), an ad's label in a paragraph of its own inside the story."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        _, teasers = c.box
        line = " | ".join(
            f"<a href='/news/{n}.html'>{escape(t)}</a>" for n, t in enumerate(teasers)
        )
        body = (
            _header(c.site, c.sections)
            + f"<main><div class='article'><h1>{escape(title)}</h1><div class='info'>"
            f"<span>{escape(c.writer)}</span> {_time(c.zone)}</div><div class='content'>"
            + _p(paras[:2])
            + f"<p>{escape(c.inside)}</p>"
            + _p(paras[2:])
            + f"<p>{line}</p></div></div></main>"
            + _footer(f"© 2025 {c.site}")
        )
        chrome = (c.inside, *teasers)
        return _Built(body, chrome, c.writer, c.site, _published(c.zone))

    return build


_TEASERS = {
    "fa": ("بندر دو یدک‌کش تازه سفارش داد", "بازار ماهی پس از بازسازی باز شد", "قیمت نان ثابت ماند"),
    "bn": ("বন্দরে আসছে দুটি নতুন টাগবোট", "মাছের বাজার আবার খুলল", "রুটির দাম অপরিবর্তিত"),
    "sw": (
        "Bandari yaagiza meli mbili mpya",
        "Soko la samaki lafunguliwa",
        "Bei ya mkate haijabadilika",
    ),
    "el": ("Δύο νέα ρυμουλκά για το λιμάνι", "Ξανανοίγει η ψαραγορά", "Σταθερή η τιμή του ψωμιού"),
    "tr": ("Limana iki yeni römorkör", "Balık hali yeniden açıldı", "Ekmek fiyatı değişmedi"),
    "ro": (
        "Portul comandă două remorchere",
        "Piața de pește se redeschide",
        "Prețul pâinii rămâne",
    ),
    "pl": ("Port zamawia dwa holowniki", "Targ rybny znów otwarty", "Cena chleba bez zmian"),
    "uk": ("Порт замовив два буксири", "Рибний ринок знову відкрито", "Ціна хліба не змінилася"),
    "fi": ("Satama tilaa kaksi hinaajaa", "Kalahalli avautuu taas", "Leivän hinta ei muutu"),
    "sv": ("Hamnen beställer två bogserbåtar", "Fiskhallen öppnar igen", "Brödpriset oförändrat"),
    "nb": ("Havnen bestiller to slepebåter", "Fiskehallen åpner igjen", "Brødprisen uendret"),
    "lt": ("Uostas užsako du vilkikus", "Žuvies turgus vėl atidarytas", "Duonos kaina nesikeičia"),
    "de": ("Hafen bestellt zwei Schlepper", "Fischhalle öffnet wieder", "Brotpreis bleibt stabil"),
    "fr": (
        "Le port commande deux remorqueurs",
        "La halle aux poissons rouvre",
        "Le prix du pain stable",
    ),
    "es": ("El puerto encarga dos remolcadores", "Reabre la lonja", "El precio del pan no cambia"),
    "it": (
        "Il porto ordina due rimorchiatori",
        "Riapre il mercato del pesce",
        "Prezzo del pane fermo",
    ),
    "pt": ("Porto encomenda dois rebocadores", "Mercado do peixe reabre", "Preço do pão estável"),
    "id": ("Pelabuhan memesan dua kapal tunda", "Pasar ikan dibuka kembali", "Harga roti tetap"),
    "ko": ("항구, 예인선 두 척 새로 주문", "수산시장 다시 문 열어", "빵값 그대로"),
    "he": ("הנמל הזמין שתי גוררות חדשות", "שוק הדגים נפתח מחדש", "מחיר הלחם לא השתנה"),
    "vi": ("Cảng đặt mua hai tàu lai dắt", "Chợ cá mở cửa trở lại", "Giá bánh mì không đổi"),
    "zh": ("港口订购两艘新拖船", "鱼市在翻修三年后重新开放", "面包价格本月保持不变"),
    "ja": ("港が新しいタグボート2隻を発注", "魚市場が3年ぶりに再開", "パンの価格は今月も据え置き"),
    "en": ("Port orders two new tugboats", "Fish market reopens", "Bread prices hold steady"),
}


def _chrome(lang: str, site: str, sections: str, writer: str, tools: str, inside: str,
            follow: str, heading: str, zone: str) -> Chrome:  # fmt: skip
    return Chrome(
        site, tuple(sections.split("|")), writer, tuple(tools.split("|")), inside, follow,
        (heading, _TEASERS[lang]), zone,
    )  # fmt: skip


Builder = Callable[[str, tuple[str, ...]], _Built]
_PAGES: tuple[tuple[str, Callable[[Chrome], Builder], Chrome], ...] = (
    (
        "fa_paper",
        _tools_paper,
        _chrome(
            "fa",
            "روزنامه شمال",
            "سیاسی|اقتصادی|ورزشی",
            "مریم احمدی",
            "شنیدن خبر|کپی لینک",
            "تبلیغات",
            "",
            "پربازدیدترین",
            "+03:30",
        ),
    ),
    (
        "bn_portal",
        _tools_paper,
        _chrome(
            "bn",
            "উত্তরের খবর",
            "জাতীয়|খেলা|বিনোদন",
            "করিম হোসেন",
            "খবরটি শুনুন|লিংক কপি করুন",
            "বিজ্ঞাপন",
            "",
            "সর্বাধিক পঠিত",
            "+06:00",
        ),
    ),
    (
        "sw_portal",
        _wp_portal,
        _chrome(
            "sw",
            "Sauti ya Pwani",
            "Habari|Michezo|Biashara",
            "Amina Said",
            "Shiriki|Nakili kiungo",
            "Tangazo",
            "Tufuate kwenye Facebook",
            "Habari zinazohusiana",
            "+03:00",
        ),
    ),
    (
        "el_caps_paper",
        _caps_paper,
        _chrome(
            "el",
            "Η Φωνή του Λιμανιού",
            "Ειδήσεις|Οικονομία|Αθλητισμός",
            "Νίκος Παπαδόπουλος",
            "",
            "ΔΙΑΦΗΜΙΣΗ",
            "",
            "ΣΧΕΤΙΚΑ ΑΡΘΡΑ",
            "+02:00",
        ),
    ),
    (
        "tr_caps_paper",
        _caps_paper,
        _chrome(
            "tr",
            "Liman Gazetesi",
            "Gündem|Ekonomi|Spor",
            "Mehmet Kaya",
            "",
            "SPONSORLU İÇERİK",
            "",
            "İLGİLİ HABERLER",
            "+03:00",
        ),
    ),
    (
        "tr_portal",
        _wp_portal,
        _chrome(
            "tr",
            "Ege Haber",
            "Gündem|Ekonomi|Spor",
            "Zeynep Demir",
            "Paylaş|Bağlantıyı kopyala",
            "Sponsorlu",
            "Bizi Google News'ten takip edin",
            "İlgili Haberler",
            "+03:00",
        ),
    ),
    (
        "ro_portal",
        _wp_portal,
        _chrome(
            "ro",
            "Știri de Vest",
            "Actualitate|Economie|Sport",
            "Andrei Popescu",
            "Distribuie|Copiază linkul",
            "Articolul continuă după reclamă",
            "Urmărește-ne pe Google News",
            "Cele mai citite",
            "+02:00",
        ),
    ),
    (
        "pl_broadcaster",
        _app_broadcaster,
        _chrome(
            "pl",
            "Radio Północ",
            "Kraj|Świat|Sport",
            "Anna Nowak",
            "Posłuchaj artykułu|Kopiuj link",
            "Dalsza część artykułu pod reklamą",
            "Obserwuj nas w Google News",
            "Najpopularniejsze",
            "+01:00",
        ),
    ),
    (
        "uk_broadcaster",
        _app_broadcaster,
        _chrome(
            "uk",
            "Радіо Захід",
            "Новини|Економіка|Спорт",
            "Ірина Мельник",
            "Прослухати статтю|Копіювати посилання",
            "Продовження після реклами",
            "Підписуйтесь на нас у Google Новини",
            "Найчитаніше",
            "+02:00",
        ),
    ),
    (
        "fi_paper",
        _tools_paper,
        _chrome(
            "fi",
            "Pohjoisen Sanomat",
            "Kotimaa|Talous|Urheilu",
            "Liisa Korhonen",
            "Kuuntele artikkeli|Kopioi linkki",
            "Artikkeli jatkuu mainoksen jälkeen",
            "",
            "Luetuimmat",
            "+02:00",
        ),
    ),
    (
        "sv_broadcaster",
        _app_broadcaster,
        _chrome(
            "sv",
            "Radio Norr",
            "Nyheter|Sport|Kultur",
            "Karin Lind",
            "Lyssna på artikeln|Kopiera länk",
            "Artikeln fortsätter efter annonsen",
            "Följ oss på Facebook",
            "Mest läst",
            "+01:00",
        ),
    ),
    (
        "nb_paper",
        _tools_paper,
        _chrome(
            "nb",
            "Vestlandsposten",
            "Nyheter|Sport|Kultur",
            "Ola Berg",
            "Hør artikkelen|Kopier lenke",
            "Saken fortsetter under annonsen",
            "",
            "Mest lest",
            "+01:00",
        ),
    ),
    (
        "lt_portal",
        _wp_portal,
        _chrome(
            "lt",
            "Uosto žinios",
            "Naujienos|Verslas|Sportas",
            "Jonas Petraitis",
            "Dalintis|Kopijuoti nuorodą",
            "Reklaminis turinys",
            "Sekite mus Facebook",
            "Skaitomiausi",
            "+02:00",
        ),
    ),
    (
        "fr_paper",
        _tools_paper,
        _chrome(
            "fr",
            "La Voix du Port",
            "France|Monde|Sports",
            "Claire Martin",
            "Écouter cet article|Copier le lien",
            "Annonce",
            "",
            "Vous aimerez aussi",
            "+01:00",
        ),
    ),
    (
        "es_portal",
        _wp_portal,
        _chrome(
            "es",
            "Diario del Puerto",
            "España|Mundo|Deportes",
            "Lucía García",
            "Compartir|Copiar enlace",
            "Anuncio",
            "Síguenos en Google News",
            "Lo más visto",
            "+01:00",
        ),
    ),
    (
        "pt_paper",
        _tools_paper,
        _chrome(
            "pt",
            "Jornal do Porto",
            "Brasil|Mundo|Esportes",
            "Ana Souza",
            "Ouvir notícia|Copiar link",
            "Anúncio",
            "",
            "Mais lidos",
            "-03:00",
        ),
    ),
    (
        "id_broadcaster",
        _app_broadcaster,
        _chrome(
            "id",
            "Radio Nusantara",
            "Berita|Ekonomi|Olahraga",
            "Siti Rahma",
            "Dengarkan artikel|Salin tautan",
            "Scroll untuk melanjutkan",
            "Ikuti kami di Google News",
            "Terpopuler",
            "+07:00",
        ),
    ),
    (
        "ko_paper",
        _tools_paper,
        _chrome(
            "ko",
            "항구일보",
            "정치|경제|스포츠",
            "김민지 기자",
            "기사 듣기|링크 복사",
            "[PR]",
            "",
            "많이 본 뉴스",
            "+09:00",
        ),
    ),
    (
        "zh_portal",
        _trail_portal,
        _chrome("zh", "港城新闻网", "首页|本地|财经", "记者 王芳", "", "推广", "", "", "+08:00"),
    ),
    (
        "ja_portal",
        _trail_portal,
        _chrome("ja", "港町ニュース", "トップ|地域|経済", "山田花子", "", "[PR]", "", "", "+09:00"),
    ),
)
SYSTEMS: dict[str, tuple[Builder, str]] = {
    name: (shape(chrome), name.split("_")[0]) for name, shape, chrome in _PAGES
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    return article_page(system, lang, title, paras, build(title, paras))
