"""Synthetic news articles of the countries and page forms the earlier news suites lack.

Each page follows an article template as publishers ship it today: a German live ticker
and a Spanish and a Brazilian live page (timestamped posts under the story's lead, a
refresh button, a newsletter box), a Czech paper ("Čtěte také:" insert, a share bar, a
topic strip, a photo credit), an Arabic portal (an inline "اقرأ أيضا:" link, a share bar
and a tag strip, right to left), an Indonesian portal ("Baca Juga:" inserts, an editor's
line, a tag strip), a South African paper (an "ALSO READ:" insert, a newsletter sign-up)
and a Finnish broadcaster ("Lue myös:", a share bar). Each page says its headline,
writer and publication date. No page is copied from a site or from the shared datasets.
:func:`news_page` returns a :class:`~tests.auto.engine_news4.NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_news4 import NewsPage4, _Built, _footer, _header, _p, article_page
from tests.metadata.engine_bylines4 import STORIES

PUBLISHED = "<meta property='article:published_time' content='2025-03-05T14:32:00+01:00'>"


def _posts(times: tuple[str, ...], paras: tuple[str, ...]) -> str:
    """A live page's posts: each a time stamp over one paragraph of the story."""
    return "".join(
        f"<div class='live-post'><time class='post-time'>{t}</time><div class='post-body'>"
        f"<p>{escape(p)}</p></div></div>"
        for t, p in zip(times, paras, strict=True)
    )


def _de_liveticker(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Aktualisieren", "Newsletter abonnieren", "Jetzt anmelden", "Teilen")
    body = (
        _header("Tagesblatt", ("Politik", "Wirtschaft", "Sport", "Kultur"))
        + f"<main><article><header><span class='live-badge'>LIVE</span><h1>{escape(title)}"
        "</h1><p class='author'>Von Anna Schmidt</p><time datetime='2025-03-05T14:32:00"
        "+01:00'>05.03.2025, 14:32 Uhr</time><button class='refresh'>Aktualisieren</button>"
        "</header><div class='ticker'>"
        + _p(paras[:1])
        + _posts(("16:05 Uhr", "15:40 Uhr", "15:12 Uhr"), paras[1:])
        + "</div><div class='newsletter-box'><p>Newsletter abonnieren</p><a"
        " href='/newsletter'>Jetzt anmelden</a></div><div class='share'><button>Teilen"
        "</button></div></article></main>" + _footer("© Tagesblatt 2025")
    )
    return _Built(body, chrome, "Anna Schmidt", "Tagesblatt", PUBLISHED)


def _es_directo(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Actualizar", "Suscríbete a nuestra newsletter", "Compartir en Facebook")
    body = (
        _header("Diario", ("España", "Internacional", "Economía", "Deportes"))
        + f"<main><article><header><span class='directo'>EN DIRECTO</span><h1>"
        f"{escape(title)}</h1><div class='byline'>Por <a href='/autor/lucia-garcia'>Lucía"
        " García</a></div><time datetime='2025-03-05T14:32:00+01:00'>05 mar 2025 - 14:32"
        " CET</time><a class='refresh' href='#'>Actualizar</a></header>"
        + _p(paras[:1])
        + _posts(("16:05", "15:40", "15:12"), paras[1:])
        + "<div class='newsletter'><p>Suscríbete a nuestra newsletter</p></div><ul"
        " class='share'><li><a href='/fb'>Compartir en Facebook</a></li></ul></article>"
        "</main>" + _footer("© Diario 2025")
    )
    return _Built(body, chrome, "Lucía García", "Diario", PUBLISHED)


def _pt_aovivo(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Receba as notícias no seu e-mail", "Cadastre-se", "Compartilhe")
    body = (
        _header("Jornal", ("Brasil", "Política", "Economia", "Esportes"))
        + f"<main><article><header><span class='ao-vivo'>AO VIVO</span><h1>{escape(title)}"
        "</h1><p class='author'>Por João Almeida</p><time datetime='2025-03-05T14:32:00"
        "-03:00'>05/03/2025 14h32</time></header>"
        + _p(paras[:1])
        + _posts(("16h05", "15h40", "15h12"), paras[1:])
        + "<div class='newsletter'><p>Receba as notícias no seu e-mail</p><a"
        " href='/cadastro'>Cadastre-se</a></div><div class='share'><span>Compartilhe"
        "</span></div></article></main>" + _footer("© Jornal 2025")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00-03:00'>"
    return _Built(body, chrome, "João Almeida", "Jornal", head)


def _cs_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Čtěte také:", "Jízdné v MHD od ledna zdraží", "Sdílet", "Témata:", "Foto: ČTK")
    body = (
        _header("Deník", ("Zprávy", "Ekonomika", "Sport", "Kultura"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Autor: Jan Novák"
        "</div><time datetime='2025-03-05T14:32:00+01:00'>5. března 2025 14:32</time>"
        "<figure><img src='/img/hala.jpg' alt=''><figcaption><span class='credit'>Foto: ČTK"
        "</span></figcaption></figure>"
        + _p(paras[:2])
        + "<p class='read-also'><strong>Čtěte také:</strong> <a href='/b'>Jízdné v MHD od"
        " ledna zdraží</a></p>"
        + _p(paras[2:])
        + "<div class='share'><button>Sdílet</button></div><div class='tags'><span>Témata:"
        "</span><a href='/t/praha'>Praha</a><a href='/t/trhy'>trhy</a></div></article></main>"
        + _footer("© 2025 Deník")
    )
    return _Built(body, chrome, "Jan Novák", "Deník", PUBLISHED)


def _ar_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("اقرأ أيضا:", "الميناء يطلب قاطرتين جديدتين", "شارك", "الكلمات المفتاحية")
    body = (
        _header("البوابة", ("أخبار", "سياسة", "اقتصاد", "رياضة"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>كتب: أحمد سعيد"
        "</div><time datetime='2025-03-05T14:32:00+02:00'>الأربعاء 5 مارس 2025</time>"
        "<div class='share'><span>شارك</span></div>"
        + _p(paras[:2])
        + "<p><strong>اقرأ أيضا:</strong> <a href='/b'>الميناء يطلب قاطرتين جديدتين</a></p>"
        + _p(paras[2:])
        + "<div class='tags'><h3>الكلمات المفتاحية</h3><a href='/t/1'>السوق</a><a"
        " href='/t/2'>المدينة</a></div></article></main>" + _footer("© 2025 البوابة")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+02:00'>"
    return _Built(body, chrome, "أحمد سعيد", "البوابة", head)


def _id_portal2(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Baca Juga:", "Tarif bus naik mulai Januari", "Editor: Budi Santoso", "Tag")
    body = (
        _header("Kabar", ("Nasional", "Daerah", "Ekonomi", "Olahraga"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Penulis: Siti"
        " Rahma</div><div class='editor'>Editor: Budi Santoso</div><time"
        " datetime='2025-03-05T14:32:00+07:00'>Rabu, 5 Maret 2025 14:32 WIB</time>"
        + _p(paras[:2])
        + "<p><strong>Baca Juga:</strong> <a href='/b'>Tarif bus naik mulai Januari</a></p>"
        + _p(paras[2:])
        + "<div class='tag'><h4>Tag</h4><a href='/tag/pasar'>pasar</a><a"
        " href='/tag/kota'>kota</a></div></article></main>" + _footer("© 2025 Kabar")
    )
    return _Built(body, chrome, "Siti Rahma", "Kabar", PUBLISHED)


def _en_za_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("ALSO READ:", "Port orders two new tugboats", "Sign up to our newsletter")
    body = (
        _header("The Citizen Times", ("News", "Business", "Sport", "Opinion"))
        + f"<main><article><h1>{escape(title)}</h1><div class='byline'>By Thabo Nkosi"
        "</div><time datetime='2025-03-05T14:32:00+02:00'>5 March 2025, 2:32 pm</time>"
        + _p(paras[:2])
        + "<p><strong>ALSO READ:</strong> <a href='/b'>Port orders two new tugboats</a></p>"
        + _p(paras[2:])
        + "<div class='newsletter-signup'><p>Sign up to our newsletter</p><form><input"
        " type='email'></form></div></article></main>" + _footer("© 2025 The Citizen Times")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+02:00'>"
    return _Built(body, chrome, "Thabo Nkosi", "The Citizen Times", head)


def _fi_broadcaster(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lue myös:", "Bussiliput kallistuvat tammikuussa", "Jaa artikkeli")
    body = (
        _header("Uutiset", ("Kotimaa", "Ulkomaat", "Talous", "Urheilu"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Matti Virtanen"
        "</div><time datetime='2025-03-05T14:32:00+02:00'>5.3.2025 14:32</time>"
        + _p(paras[:2])
        + "<p><strong>Lue myös:</strong> <a href='/b'>Bussiliput kallistuvat tammikuussa</a>"
        "</p>"
        + _p(paras[2:])
        + "<div class='share'><button>Jaa artikkeli</button></div></article></main>"
        + _footer("© Uutiset 2025")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+02:00'>"
    return _Built(body, chrome, "Matti Virtanen", "Uutiset", head)


Builder = Callable[[str, tuple[str, ...]], _Built]

SYSTEMS: dict[str, tuple[Builder, str]] = {
    "de_liveticker": (_de_liveticker, "de"),
    "es_directo": (_es_directo, "es"),
    "pt_aovivo": (_pt_aovivo, "pt"),
    "cs_paper": (_cs_paper, "cs"),
    "ar_portal": (_ar_portal, "ar"),
    "id_portal2": (_id_portal2, "id"),
    "en_za_paper": (_en_za_paper, "en"),
    "fi_broadcaster": (_fi_broadcaster, "fi"),
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    return article_page(system, lang, title, paras, build(title, paras))
