"""Synthetic news articles of the countries and engines the earlier news suites lack.

Each page follows an article template as publishers ship it today: a Norwegian paper
(two writers and a photographer), a Dutch public broadcaster ("Door onze redacteur"), the
BBC's World Service in Persian ("نویسنده," with the role on its own line), an Australian
public broadcaster ("By political reporter"), an Indian broadcaster's header listing the
writer and the editor in a ``nav`` under the headline, a Chinese portal and an Indonesian
portal closing the story with a link back to their front page ("返回首页，查看更多",
"Kembali ke beranda untuk baca selengkapnya"), a wire story whose byline is only its
dateline ("PARIS (AFP) –"), a Greek paper's read-on line, an Indonesian regional paper
("Laporan Wartawan …,"), a New Zealand broadcaster ("By Jo Lee of RNZ") and a Romanian
portal ("de Ion Popescu"). Each page says its headline, writer (the agency where the
byline names only one) and publication date. No page is copied from a site or from the
shared datasets. :func:`news_page` returns a :class:`~tests.auto.engine_news4.NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_news4 import NewsPage4, _Built, _footer, _header, _links, _p, article_page
from tests.metadata.engine_bylines4 import STORIES

PUBLISHED = "<meta property='article:published_time' content='2025-03-05T14:32:00+01:00'>"


def _nb_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Les også:", "Bussbillettene blir dyrere i januar", "Foto: Ola Hansen")
    body = (
        _header("Avisen", ("Nyheter", "Sport", "Kultur", "Meninger"))
        + f"<main><article><header><h1>{escape(title)}</h1><div class='byline'><p"
        " class='authors'>Av <a href='/forfatter/kari-nordmann'>Kari Nordmann</a> og <a"
        " href='/forfatter/per-olsen'>Per Olsen</a></p><p class='photographer'>Foto: Ola"
        " Hansen</p><time datetime='2025-03-05T14:32"
        ":00+01:00'>Publisert 05.03.2025 14:32</time> <time datetime='2025-03-06T09:10:00"
        "+01:00'>Oppdatert 06.03.2025 09:10</time></div></header><div class='body'>"
        + _p(paras[:2])
        + "<p><b>Les også:</b> <a href='/b'>Bussbillettene blir dyrere i januar</a></p>"
        + _p(paras[2:])
        + "</div></article></main>"
        + _footer("© Avisen 2025")
    )
    return _Built(body, chrome, "Kari Nordmann; Per Olsen", "Avisen", PUBLISHED)


def _nl_broadcaster(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lees ook", "Buskaartjes worden in januari duurder", "Deel artikel:")
    body = (
        _header("Omroep", ("Nieuws", "Sport", "Binnenland", "Buitenland"))
        + f"<main><article><h1>{escape(title)}</h1><p class='author'>Door onze redacteur"
        " Jan de Vries</p><time datetime='2025-03-05T14:32:00+01:00'>5 maart 2025, 14:32"
        "</time>"
        + _p(paras[:2])
        + "<aside class='related'><h2>Lees ook</h2><ul>"
        + _links(("Buskaartjes worden in januari duurder",))
        + "</ul></aside>"
        + _p(paras[2:])
        + "</article><div class='share'><span>Deel artikel:</span></div></main>"
        + _footer("© Omroep 2025")
    )
    return _Built(body, chrome, "Jan de Vries", "Omroep", PUBLISHED)


def _fa_world_service(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("نقش,", "خبرهای مرتبط", "کرایه اتوبوس از دی ماه گران می‌شود")
    body = (
        _header("خبر", ("ایران", "جهان", "اقتصاد", "ورزش"))
        + f"<main><article><header><h1>{escape(title)}</h1><ul class='byline'><li><span"
        " class='hidden'>نویسنده,</span><span class='name'>سارا احمدی</span></li><li><span"
        " class='hidden'>نقش,</span><span>خبرنگار</span></li></ul><time"
        " datetime='2025-03-05'>۱۵ اسفند ۱۴۰۳</time></header>"
        + _p(paras)
        + "</article><section class='related'><h2>خبرهای مرتبط</h2><ul>"
        + _links(("کرایه اتوبوس از دی ماه گران می‌شود",))
        + "</ul></section></main>"
        + _footer("© 2025 خبر")
    )
    return _Built(body, chrome, "سارا احمدی", "خبر")


def _en_au_broadcaster(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Also read:", "Bus fares to rise in January", "Posted")
    body = (
        _header("ABN News", ("Just In", "Politics", "World", "Business"))
        + f"<main><article><header><h1>{escape(title)}</h1><div class='byline'>By political"
        " reporter <a href='/news/jane-smith/1234'>Jane Smith</a></div><div class='dates'>"
        "<span>Posted</span> <time datetime='2025-03-05T03:32:00.000Z'>Wed 5 Mar 2025 at"
        " 2:32pm</time></div></header>"
        + _p(paras[:2])
        + "<p>Also read: <a href='/b'>Bus fares to rise in January</a></p>"
        + _p(paras[2:])
        + "</article></main>"
        + _footer("© 2025 ABN")
    )
    return _Built(body, chrome, "Jane Smith", "ABN News", PUBLISHED)


def _en_in_broadcaster(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Port trust orders two new tugboats",)
    body = (
        _header("NewsTV", ("India", "World", "Business", "Cities"))
        + f"<main><div class='hd'><h1>{escape(title)}</h1><nav class='by'><ul><li>Written"
        " by: <a href='/author/asha-menon'>Asha Menon</a></li><li>Edited by: <a"
        " href='/author/vikram-das'>Vikram Das</a></li><li>Updated: March 06, 2025 9:10 am"
        " IST</li></ul></nav></div><div class='story'>"
        + _p(paras)
        + "</div><div class='related'><ul>"
        + _links(("Port trust orders two new tugboats",))
        + "</ul></div></main>"
        + _footer("© NewsTV 2025")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+05:30'>"
    return _Built(body, chrome, "Asha Menon", "NewsTV", head)


def _zh_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("返回首页，查看更多", "公交票价一月起上涨")
    body = (
        _header("新闻网", ("新闻", "体育", "财经", "科技"))
        + f"<main><article><h1>{escape(title)}</h1><div class='info'><span class='time'>"
        "2025-03-05 14:32</span><span class='source'>来源：城市晚报</span></div>"
        + _p(paras)
        + "<p><a href='/'>返回首页，查看更多</a></p></article><div class='recommend'><ul>"
        + _links(("公交票价一月起上涨",))
        + "</ul></div></main>"
        + _footer("© 2025 新闻网")
    )
    return _Built(body, chrome, None, "新闻网")


def _id_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Kembali ke beranda untuk baca selengkapnya", "Tarif bus naik mulai Januari")
    body = (
        _header("Warta", ("Berita", "Daerah", "Bisnis", "Olahraga"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Laporan Wartawan"
        " Warta.com, Andi Saputra</div><time datetime='2025-03-05T14:32:00+07:00'>Rabu, 5"
        " Maret 2025 14:32 WIB</time>"
        + _p(paras)
        + "<p><a href='/'>Kembali ke beranda untuk baca selengkapnya</a></p></article><ul"
        " class='terkait'>"
        + _links(("Tarif bus naik mulai Januari",))
        + "</ul></main>"
        + _footer("© 2025 Warta")
    )
    return _Built(body, chrome, "Andi Saputra", "Warta", PUBLISHED)


def _fr_wire(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Les tarifs des bus augmentent en janvier",)
    body = (
        _header("Le Quotidien", ("France", "Monde", "Économie", "Sport"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>PARIS (AFP) -</div>"
        + _p(paras)
        + "</article><div class='related'><ul>"
        + _links(("Les tarifs des bus augmentent en janvier",))
        + "</ul></div></main>"
        + _footer("© 2025 Le Quotidien")
    )
    return _Built(body, chrome, "AFP", "Le Quotidien", PUBLISHED)


def _el_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ:", "Ακριβότερα τα εισιτήρια των λεωφορείων από τον Ιανουάριο")
    body = (
        _header("Εφημερίδα", ("Ελλάδα", "Κόσμος", "Οικονομία", "Αθλητισμός"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Γιώργος"
        " Παπαδόπουλος</div>"
        + _p(paras[:2])
        + "<p><b>ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ:</b> <a href='/b'>Ακριβότερα τα εισιτήρια των λεωφορείων"
        " από τον Ιανουάριο</a></p>"
        + _p(paras[2:])
        + "</article></main>"
        + _footer("© 2025 Εφημερίδα")
    )
    return _Built(body, chrome, "Γιώργος Παπαδόπουλος", "Εφημερίδα", PUBLISHED)


def _en_nz_broadcaster(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Bus fares to rise in January", "Share this")
    body = (
        _header("Radio News", ("New Zealand", "World", "Politics", "Business"))
        + f"<main><article><h1>{escape(title)}</h1><div class='byline'>By Mere Walker of"
        " RNZ</div><div class='share'><a href='/share'>Share this</a></div>"
        + _p(paras)
        + "</article><div class='related'><ul>"
        + _links(("Bus fares to rise in January",))
        + "</ul></div></main>"
        + _footer("© 2025 Radio News")
    )
    return _Built(body, chrome, "Mere Walker", "Radio News", PUBLISHED)


def _ro_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Citește și:", "Biletele de autobuz se scumpesc din ianuarie")
    body = (
        _header("Știri", ("Actualitate", "Economie", "Externe", "Sport"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>de Ion Popescu</div>"
        + _p(paras[:2])
        + "<p>Citește și: <a href='/b'>Biletele de autobuz se scumpesc din ianuarie</a></p>"
        + _p(paras[2:])
        + "</article></main>"
        + _footer("© 2025 Știri")
    )
    return _Built(body, chrome, "Ion Popescu", "Știri", PUBLISHED)


Builder = Callable[[str, tuple[str, ...]], _Built]

SYSTEMS: dict[str, tuple[Builder, str]] = {
    "nb_paper": (_nb_paper, "nb"),
    "nl_broadcaster": (_nl_broadcaster, "nl"),
    "fa_world_service": (_fa_world_service, "fa"),
    "en_au_broadcaster": (_en_au_broadcaster, "en"),
    "en_in_broadcaster": (_en_in_broadcaster, "en"),
    "zh_portal": (_zh_portal, "zh"),
    "id_portal": (_id_portal, "id"),
    "fr_wire": (_fr_wire, "fr"),
    "el_paper": (_el_paper, "el"),
    "en_nz_broadcaster": (_en_nz_broadcaster, "en"),
    "ro_portal": (_ro_portal, "ro"),
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    return article_page(system, lang, title, paras, build(title, paras))
