"""Synthetic news articles whose writer is named the ways the byline suites of stop 78
add (issue 26): a link to the writer's page named in the paper's language, a blog
engine's "all posts by" link in its theme's translation, a writer's label with a colon in
Ukrainian, Hebrew, Persian, Bengali and Swahili; each with its country's chrome.

A Turkish paper (a columnist's "/yazar/" link, "Reklam", "İlgili Haberler"), a
Vietnamese paper (a "/tac-gia/" link, "Quảng cáo", "Tin liên quan"), an Indonesian
portal (a "/penulis/" link, "ADVERTISEMENT", "Baca Juga:"), a Finnish broadcaster (a
"/toimittaja/" link, "Mainos", "Lue myös:"), a Spanish paper (a "/periodista/" link,
"Publicidad", "Te puede interesar"), an Italian paper (a "/giornalista/" link,
"Pubblicità", "Leggi anche:"), a German WordPress blog (the theme's author box after the
story, "Alle Beiträge von … anzeigen"; its share bar), a Ukrainian paper ("Авторка:",
"Реклама", "Читайте також:"), an Israeli paper ("כתבת:", "פרסומת"), a Persian agency
("گزارش:", "تبلیغات"), a Bangladeshi paper ("প্রতিবেদক:", "বিজ্ঞাপন") and a Tanzanian
paper ("Mwandishi:" in a writer's box, "Tangazo"). Each page says its headline, writer and
publication date. No page is copied from a site or from the shared datasets.
:func:`news_page` returns a :class:`~tests.auto.engine_news4.NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_news4 import NewsPage4, _Built, _footer, _header, _links, _p, article_page
from tests.metadata.engine_bylines4 import STORIES


def _published(zone: str) -> str:
    return f"<meta property='article:published_time' content='2025-03-05T14:32:00{zone}'>"


def _linked_paper(
    site: str,
    sections: tuple[str, ...],
    writer: tuple[str, str],
    ad: str,
    related: tuple[str, str],
    zone: str,
) -> Callable[[str, tuple[str, ...]], _Built]:
    """A paper whose byline is a link to the writer's page (``writer``: its address and
    the name), with an ad's label inside the story and a related list after it."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        path, name = writer
        label, headline = related
        body = (
            _header(site, sections)
            + f"<main><article class='news-detail'><h1>{escape(title)}</h1><div"
            f" class='news-info'><a href='{path}'>{escape(name)}</a> <time"
            f" datetime='2025-03-05T14:32:00{zone}'>05.03.2025 14:32</time></div>"
            "<div class='news-content'>"
            + _p(paras[:2])
            + f"<div class='ad-slot'><span class='ad-label'>{escape(ad)}</span></div>"
            + _p(paras[2:])
            + f"</div></article><section class='related'><h2>{escape(label)}</h2><ul>"
            + _links((headline,))
            + "</ul></section></main>"
            + _footer(f"© 2025 {site}")
        )
        return _Built(body, (ad, label, headline), name, site, _published(zone))

    return build


def _labelled_paper(
    site: str,
    sections: tuple[str, ...],
    byline: str,
    writer: str,
    ad: str,
    zone: str,
    box: str = "meta",
) -> Callable[[str, tuple[str, ...]], _Built]:
    """A paper whose byline is a writer's label, a colon and the name, with an ad's label
    inside the story."""

    def build(title: str, paras: tuple[str, ...]) -> _Built:
        body = (
            _header(site, sections)
            + f"<main><article><h1>{escape(title)}</h1><div class='{box}'>{escape(byline)}"
            f"</div><time datetime='2025-03-05T14:32:00{zone}'>2025-03-05</time>"
            + _p(paras[:2])
            + f"<div class='adv'><small>{escape(ad)}</small></div>"
            + _p(paras[2:])
            + "</article></main>"
            + _footer(f"© 2025 {site}")
        )
        return _Built(body, (ad,), writer, site, _published(zone))

    return build


def _de_wp_blog(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Teilen mit:", "Alle Beiträge von Petra Weber anzeigen")
    body = (
        _header("Stadtnotizen", ("Start", "Stadt", "Kultur", "Über mich"))
        + "<main id='main'><article class='post type-post'><header class='entry-header'>"
        f"<h1 class='entry-title'>{escape(title)}</h1><div class='entry-meta'><time"
        " class='entry-date published' datetime='2025-03-05T14:32:00+01:00'>5. März 2025"
        "</time></div></header><div class='entry-content'>"
        + _p(paras)
        + "<div class='sharedaddy'><h3 class='sd-title'>Teilen mit:</h3><ul><li><a"
        " href='#' class='share-mail'>E-Mail</a></li></ul></div></div><div"
        " class='author-info'><div class='author-description'><h2 class='author-title'>"
        "<span class='author-heading'>Autorin:</span> Petra Weber</h2><p"
        " class='author-bio'><a class='author-link' href='/author/petra/' rel='author'>"
        "Alle Beiträge von Petra Weber anzeigen</a></p></div></div></article></main>"
        + _footer("© 2025 Stadtnotizen")
    )
    return _Built(body, chrome, "Petra Weber", "Stadtnotizen", _published("+01:00"))


Builder = Callable[[str, tuple[str, ...]], _Built]
SYSTEMS: dict[str, tuple[Builder, str]] = {
    "tr_paper": (
        _linked_paper(
            "Ege Postası",
            ("Gündem", "Ekonomi", "Spor", "Yazarlar"),
            ("/yazar/ayse-yilmaz", "Ayşe Yılmaz"),
            "Reklam",
            ("İlgili Haberler", "Limana iki yeni römorkör geliyor"),
            "+03:00",
        ),
        "tr",
    ),
    "vi_paper": (
        _linked_paper(
            "Báo Miền Nam",
            ("Thời sự", "Kinh tế", "Thể thao", "Giải trí"),
            ("/tac-gia/nguyen-van-an.html", "Nguyễn Văn An"),
            "Quảng cáo",
            ("Tin liên quan", "Cảng đặt mua hai tàu lai dắt mới"),
            "+07:00",
        ),
        "vi",
    ),
    "id_portal3": (
        _linked_paper(
            "Kabar Nusantara",
            ("Berita", "Ekonomi", "Olahraga", "Hiburan"),
            ("/penulis/budi-santoso", "Budi Santoso"),
            "ADVERTISEMENT",
            ("Baca Juga:", "Pelabuhan memesan dua kapal tunda baru"),
            "+07:00",
        ),
        "id",
    ),
    "fi_broadcaster2": (
        _linked_paper(
            "Pohjolan Radio",
            ("Uutiset", "Urheilu", "Kulttuuri", "Sää"),
            ("/toimittaja/matti-virtanen", "Matti Virtanen"),
            "Mainos",
            ("Lue myös:", "Satama tilaa kaksi uutta hinaajaa"),
            "+02:00",
        ),
        "fi",
    ),
    "es_paper2": (
        _linked_paper(
            "Diario del Sur",
            ("España", "Economía", "Deportes", "Cultura"),
            ("/periodista/juan-perez/", "Juan Pérez"),
            "Publicidad",
            ("Te puede interesar", "El puerto encarga dos nuevos remolcadores"),
            "+01:00",
        ),
        "es",
    ),
    "it_paper2": (
        _linked_paper(
            "Gazzetta del Lago",
            ("Cronaca", "Economia", "Sport", "Cultura"),
            ("/giornalista/mario-rossi", "Mario Rossi"),
            "Pubblicità",
            ("Leggi anche:", "Il porto ordina due nuovi rimorchiatori"),
            "+01:00",
        ),
        "it",
    ),
    "de_wp_blog": (_de_wp_blog, "de"),
    "uk_paper": (
        _labelled_paper(
            "Вісті Поділля",
            ("Новини", "Економіка", "Спорт", "Культура"),
            "Авторка: Олена Коваленко",
            "Олена Коваленко",
            "Реклама",
            "+02:00",
        ),
        "uk",
    ),
    "he_paper": (
        _labelled_paper(
            "חדשות הצפון",
            ("חדשות", "כלכלה", "ספורט", "תרבות"),
            "כתבת: דנה לוי",
            "דנה לוי",
            "פרסומת",
            "+02:00",
        ),
        "he",
    ),
    "fa_agency": (
        _labelled_paper(
            "خبرگزاری شمال",
            ("سیاسی", "اقتصادی", "ورزشی", "فرهنگی"),
            "گزارش: علی رضایی",
            "علی رضایی",
            "تبلیغات",
            "+03:30",
        ),
        "fa",
    ),
    "bn_paper": (
        _labelled_paper(
            "দৈনিক উত্তরাঞ্চল",
            ("জাতীয়", "অর্থনীতি", "খেলা", "বিনোদন"),
            "প্রতিবেদক: রহিম উদ্দিন",
            "রহিম উদ্দিন",
            "বিজ্ঞাপন",
            "+06:00",
        ),
        "bn",
    ),
    "sw_paper": (
        _labelled_paper(
            "Habari za Pwani",
            ("Habari", "Biashara", "Michezo", "Burudani"),
            "Mwandishi: Juma Hamisi",
            "Juma Hamisi",
            "Tangazo",
            "+03:00",
            box="author",
        ),
        "sw",
    ),
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    return article_page(system, lang, title, paras, build(title, paras))
