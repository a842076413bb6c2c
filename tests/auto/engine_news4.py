"""Synthetic news articles whose bylines, headlines and dates take the forms of many
countries' news engines.

Each page follows an article template as publishers ship it today (Globo and UOL, Clarín
and Infobae on Arc XP, El Tiempo, Times of India and NDTV, Hindi and Bengali portals,
Dawn, Daily Nation and Taifa Leo, Punch, Hürriyet, Ynet, Al Jazeera, Tuoi Tre, Kompas,
Rappler, Gazeta Wyborcza, Delfi, Yle, SVT, Naver, Yahoo Japan, a Chinese portal,
Brightspot, Drupal Thunder, WordPress Newspack) with the byline in the form each uses
("Por", "Von", "Par", "Автор:", "記者", "기자", "Reportagem de", "Na", several writers,
agency credits, photographers and editors who are not the writer), an updated date
beside the published one, and some of the page's chrome. Each page says its headline,
writer (``None`` where it names no person) and publication date. No page is copied from
a site or from the shared datasets. :func:`news_page` returns a :class:`NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from tests.auto.engine_news import STORIES as STORIES1
from tests.auto.engine_news2 import STORIES as STORIES2
from tests.auto.engine_news3 import STORIES as STORIES3


@dataclass(frozen=True)
class NewsPage4:
    """A synthetic article: markup, story lines, chrome lines and the page's metadata."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]
    title: str
    author: str | None
    date: str


# Stories of the languages the earlier suites lack (a market hall reopened).
STORIES4: dict[str, tuple[str, tuple[str, ...]]] = {
    "fi": (
        "Vanha kauppahalli avautuu jälleen kolmen vuoden remontin jälkeen",
        (
            "Kaupungin vanha kauppahalli avasi ovensa maanantaina kolmen vuoden"
            " korjaustöiden jälkeen. Remontti maksoi kaupungille noin 18 miljoonaa euroa.",
            "Vuonna 1889 valmistunut rakennus sai uuden katon, hissit ja ilmanvaihdon, ja"
            " hallin neljäkymmentä myyntipaikkaa on nyt vuokrattu kokonaan.",
            "– Kauppahalli on aina ollut kaupungin olohuone, ja halusimme antaa sen takaisin"
            " asukkaille, sanoi pormestari avajaisissa, joihin saapui satoja ihmisiä.",
            "Halli on auki arkisin kello kahdeksasta kahdeksaantoista, ja lauantaisin sen"
            " pihalla järjestetään tuottajien tori koko kesän ajan.",
        ),
    ),
    "bn": (
        "তিন বছর সংস্কারের পর আবার খুলল শহরের পুরোনো বাজার ভবন",
        (
            "তিন বছরের সংস্কারকাজ শেষে সোমবার আবার খুলে দেওয়া হয়েছে শহরের পুরোনো বাজার ভবন।"
            " এই কাজে খরচ হয়েছে প্রায় ১২০ কোটি টাকা।",
            "১৮৮৯ সালে নির্মিত ভবনটিতে নতুন ছাদ, লিফট ও বায়ু চলাচলের ব্যবস্থা করা হয়েছে এবং"
            " চল্লিশটি দোকানের সবগুলোই এখন ভাড়া হয়ে গেছে।",
            "উদ্বোধনী অনুষ্ঠানে মেয়র বলেন, \u2018এই বাজার সব সময় শহরের প্রাণকেন্দ্র ছিল, তাই"
            " আমরা এটি মানুষের কাছে ফিরিয়ে দিতে চেয়েছি।\u2019 অনুষ্ঠানে কয়েক শ মানুষ উপস্থিত ছিলেন।",
            "বাজারটি প্রতিদিন সকাল আটটা থেকে রাত আটটা পর্যন্ত খোলা থাকবে এবং শুক্রবার ভবনের সামনে কৃষকদের হাট বসবে।",
        ),
    ),
    "sw": (
        "Soko la zamani la jiji lafunguliwa tena baada ya miaka mitatu ya ukarabati",
        (
            "Soko la zamani la jiji lilifunguliwa tena Jumatatu baada ya miaka mitatu ya"
            " ukarabati uliogharimu karibu shilingi bilioni mbili za Kenya.",
            "Jengo hilo lililojengwa mwaka 1889 limepata paa jipya, lifti na mfumo mpya wa"
            " hewa, na vibanda vyote arobaini vya wafanyabiashara sasa vimekodishwa.",
            "\u201cSoko hili limekuwa moyo wa jiji letu kwa muda mrefu, na tulitaka kulirudisha"
            " kwa wananchi,\u201d alisema meya wakati wa ufunguzi uliohudhuriwa na mamia ya watu.",
            "Soko litakuwa wazi kila siku kuanzia saa mbili asubuhi hadi saa mbili usiku, na"
            " siku za Jumamosi wakulima wataruhusiwa kuuza mazao yao nje ya jengo.",
        ),
    ),
}


def _story(suite: int, lang: str) -> tuple[str, tuple[str, ...]]:
    table = {1: STORIES1, 2: STORIES2, 3: STORIES3, 4: STORIES4}[suite]
    return table[lang]


def _p(paras: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paras)


def _links(titles: tuple[str, ...]) -> str:
    return "".join(
        f"<li><a href='/news/{n}-story'>{escape(t)}</a></li>" for n, t in enumerate(titles)
    )


def _header(site: str, items: tuple[str, ...]) -> str:
    links = "".join(f"<li><a href='/{n}'>{escape(i)}</a></li>" for n, i in enumerate(items))
    logo = f"<a class='logo' href='/'>{escape(site)}</a>"
    return f"<header>{logo}<nav><ul>{links}</ul></nav></header>"


def _footer(line: str) -> str:
    return f"<footer><p>{escape(line)}</p></footer>"


@dataclass(frozen=True)
class _Built:
    body: str
    chrome: tuple[str, ...]
    author: str | None
    site: str
    head: str = ""


def _pt_globo(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("PUBLICIDADE", "Veja também", "Porto encomenda dois novos rebocadores")
    body = (
        _header("g1", ("Brasil", "Economia", "Política", "Mundo"))
        + "<main><div class='mc-article-header'><div class='title'><h1"
        f" class='content-head__title' itemprop='headline'>{escape(title)}</h1></div><div"
        " class='content-publication-data'><p class='content-publication-data__from'>Por <a"
        " href='/autores/carla-souza/'>Carla Souza</a>, g1 SP</p><p"
        " class='content-publication-data__updated'><time itemprop='datePublished'"
        " datetime='2025-03-05T17:32:00.000Z'>05/03/2025 14h32</time> · Atualizado há 2 dias"
        "</p></div></div><article itemprop='articleBody'>"
        + _p(paras[:2])
        + "<div class='content-ads'><span>PUBLICIDADE</span></div>"
        + _p(paras[2:])
        + "</article><section class='veja-tambem'><h3>Veja também</h3><ul>"
        + _links(("Porto encomenda dois novos rebocadores",))
        + "</ul></section></main>"
        + _footer("© Copyright 2000-2025 Globo Comunicação e Participações S.A.")
    )
    return _Built(body, chrome, "Carla Souza", "g1")


def _pt_uol(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Leia também", "Porto encomenda dois novos rebocadores", "Comunicar erro")
    body = (
        _header("UOL", ("Notícias", "Economia", "Esporte", "Entretenimento"))
        + "<main><article class='container'><header><h1 class='title'>"
        f"{escape(title)}</h1><div class='solar-author'><div class='solar-author-names'><p"
        " class='solar-author-name'>Reportagem de Ana Costa</p><p class='p-author'>Do UOL, em"
        " São Paulo</p></div><div class='solar-date'><p class='p-author time'>05/03/2025"
        " 14h32</p><p class='p-author'>Atualizada em 06/03/2025 09h10</p></div></div></header>"
        "<div class='text'>"
        + _p(paras)
        + "<div class='related'><h3>Leia também</h3><ul>"
        + _links(("Porto encomenda dois novos rebocadores",))
        + "</ul></div><button class='report'>Comunicar erro</button></div></article></main>"
        + _footer("© 1996-2025 UOL - O melhor conteúdo.")
    )
    return _Built(body, chrome, "Ana Costa", "UOL")


def _es_infobae(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Seguir leyendo:", "El puerto encarga dos nuevos remolcadores")
    body = (
        _header("infobae", ("América", "Economía", "Política", "Sociedad"))
        + "<main><article class='article'><header class='article-header'><h1"
        f" class='d23-article-headline'>{escape(title)}</h1><div class='article-info'><div"
        " class='byline'><span class='byline-author'>Por <a class='d23-byline-author'"
        " href='/autor/martin-gomez/'>Martín Gómez</a> y <a class='d23-byline-author'"
        " href='/autor/lucia-fernandez/'>Lucía Fernández</a></span></div><span"
        " class='sharebar-article-date'>5 Mar, 2025 02:32 p.m. AR</span></div></header>"
        "<div class='body-article'>"
        + _p(paras)
        + "<p class='paragraph'><b>Seguir leyendo:</b></p><ul>"
        + _links(("El puerto encarga dos nuevos remolcadores",))
        + "</ul></div></article></main>"
        + _footer("Copyright 2025 Infobae")
    )
    head = "<meta property='article:published_time' content='2025-03-05T17:32:00.000Z'>"
    return _Built(body, chrome, "Martín Gómez; Lucía Fernández", "infobae", head)


def _es_clarin(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Mirá también", "El puerto encarga dos nuevos remolcadores",
              "Foto: Emmanuel Fernández")  # fmt: skip
    body = (
        _header("Clarín", ("Política", "Economía", "Sociedad", "Mundo"))
        + "<main><div class='entry-head'><p class='volanta'>Ciudad</p><h1 id='title'>"
        f"{escape(title)}</h1><div class='entry-data'><div class='author-info'><p"
        " class='name-author'>Laura Benítez</p></div><div class='date'><span"
        " class='publishedDate'>05/03/2025 14:32</span><span class='modificatedDate'>"
        "Actualizado al 06/03/2025 09:10</span></div></div></div><div class='body-nota'>"
        "<figure><img src='/l.jpg' alt=''><figcaption>La sala de lectura. Foto: Emmanuel"
        " Fernández</figcaption></figure>"
        + _p(paras[:2])
        + "<div class='mira-tambien'><span>Mirá también</span><a href='/p'>El puerto encarga"
        " dos nuevos remolcadores</a></div>"
        + _p(paras[2:])
        + "</div></main>"
        + _footer("Copyright 1996-2025 Clarín.com")
    )
    return _Built(body, chrome, "Laura Benítez", "Clarín")


def _es_eltiempo(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lea también:", "Tarifa de buses subirá en enero", "Conforme a los criterios de")
    body = (
        _header("EL TIEMPO", ("Colombia", "Bogotá", "Economía", "Deportes"))
        + "<main><article class='articulo'><h1 class='titulo'>"
        f"{escape(title)}</h1><div class='autores'><div class='autor-nombre'>Juliana Rojas"
        "</div><div class='autor-cargo'>Redacción Bogotá</div></div><div class='fecha'>"
        "<time datetime='2025-03-05'>05 de marzo 2025, 02:32 p. m.</time></div><div"
        " class='articulo-contenido'>"
        + _p(paras[:2])
        + "<p class='lea-tambien'><b>Lea también:</b> <a href='/b'>Tarifa de buses subirá en"
        " enero</a></p>"
        + _p(paras[2:])
        + "</div><div class='trust'><p>Conforme a los criterios de The Trust Project</p></div>"
        "</article></main>" + _footer("© 2025 EL TIEMPO Casa Editorial")
    )
    return _Built(body, chrome, "Juliana Rojas", "EL TIEMPO")


def _en_toi(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Read more", "Port trust orders two new tugboats", "Follow us on")
    body = (
        _header("The Times of India", ("City", "India", "World", "Business", "Sports"))
        + f"<main><div class='article'><h1 class='HNMDR'><span>{escape(title)}</span></h1>"
        "<div class='xf8Pm byline'><div><a href='/toireporter/author-rohit-sharma.cms'>Rohit"
        " Sharma</a> / TNN / Updated: Mar 6, 2025, 09:10 IST</div></div><div"
        " class='_s30J clearfix'>"
        + _p(paras)
        + "</div><div class='readmore'><h3>Read more</h3><ul>"
        + _links(("Port trust orders two new tugboats",))
        + "</ul></div><div class='follow'>Follow us on</div></div></main>"
        + _footer("Copyright © 2025 Bennett, Coleman & Co. Ltd.")
    )
    head = (
        "<meta property='article:published_time' content='2025-03-05T14:32:00+05:30'>"
        "<meta property='article:modified_time' content='2025-03-06T09:10:00+05:30'>"
    )
    return _Built(body, chrome, "Rohit Sharma", "The Times of India", head)


def _en_ndtv(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Track Latest News Live on NDTV.com", "Port trust orders two new tugboats")
    body = (
        _header("NDTV", ("India", "World", "Business", "Cities"))
        + f"<main><div class='sp-hd'><h1 class='sp-ttl'>{escape(title)}</h1><nav"
        " class='pst-by'><ul class='pst-by_ul'><li class='pst-by_li'>Written by: <a"
        " class='pst-by_lnk' href='/author/priya-nair'>Priya Nair</a></li><li"
        " class='pst-by_li'>Edited by: <a class='pst-by_lnk' href='/author/arjun-rao'>Arjun"
        " Rao</a></li><li class='pst-by_li'><span itemprop='dateModified'>Updated: March 06,"
        " 2025 9:10 am IST</span></li></ul></nav></div><div class='Art-exp_wr'>"
        + _p(paras)
        + "<p><b>Track Latest News Live on NDTV.com</b></p></div><div class='related'><ul>"
        + _links(("Port trust orders two new tugboats",))
        + "</ul></div></main>"
        + _footer("© Copyright NDTV Convergence Limited 2025.")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+05:30'>"
    return _Built(body, chrome, "Priya Nair", "NDTV", head)


def _hi_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("ये भी पढ़ें", "बस किराया जनवरी से बढ़ेगा", "विज्ञापन")
    body = (
        _header("समाचार", ("देश", "विदेश", "राज्य", "खेल"))
        + f"<main><article><h1 class='article-title'>{escape(title)}</h1><div"
        " class='auth-detail'><span class='author'>न्यूज डेस्क, लखनऊ</span><span"
        " class='author'>Published by: <a href='/author/rahul-verma'>राहुल वर्मा</a></span>"
        "<span class='date'>Updated Wed, 05 Mar 2025 02:32 PM IST</span></div><div"
        " class='article-desc'>"
        + _p(paras[:2])
        + "<div class='ads'><span>विज्ञापन</span></div><div class='also-read'><b>ये भी पढ़ें"
        "</b><a href='/b'>बस किराया जनवरी से बढ़ेगा</a></div>"
        + _p(paras[2:])
        + "</div></article></main>"
        + _footer("© 2025 समाचार")
    )
    return _Built(body, chrome, "राहुल वर्मा", "समाचार")


def _bn_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("আরও পড়ুন", "বাসভাড়া জানুয়ারি থেকে বাড়ছে", "বিজ্ঞাপন")
    body = (
        _header("সংবাদ", ("বাংলাদেশ", "বিশ্ব", "বাণিজ্য", "খেলা"))
        + f"<main><div class='story'><h1 class='headline'>{escape(title)}</h1><div"
        " class='story-meta'><div class='author-name'>রহিম উদ্দিন</div><div"
        " class='author-location'>ঢাকা</div><div class='storyPageMetaData-m__publish-time'>"
        "<span>প্রকাশ: ০৫ মার্চ ২০২৫, ১৪: ৩২</span></div></div><div class='story-element'>"
        + _p(paras[:2])
        + "<div class='ad'><span>বিজ্ঞাপন</span></div><p><strong>আরও পড়ুন</strong></p><ul>"
        + _links(("বাসভাড়া জানুয়ারি থেকে বাড়ছে",))
        + "</ul>"
        + _p(paras[2:])
        + "</div></div></main>"
        + _footer("© ২০২৫ সংবাদ")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+06:00'>"
    return _Built(body, chrome, "রহিম উদ্দিন", "সংবাদ", head)


def _en_dawn(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Comments", "Port trust orders two new tugboats")
    body = (
        _header("DAWN.COM", ("Home", "Latest", "Pakistan", "Business", "Opinion"))
        + f"<main><article class='story'><h2 class='story__title'><a class='story__link'"
        f" href='/news/1'>{escape(title)}</a></h2><div class='story__byline'><span><a"
        " class='story__byline__link' href='/authors/imran-ali'>Imran Ali</a></span> <span"
        " class='story__time'>Published <span class='timestamp--date'>March 5, 2025</span>"
        "</span></div><div class='story__content'>"
        + _p(paras)
        + "<p><em>Published in Dawn, March 5th, 2025</em></p></div></article><div"
        " class='related'><ul>"
        + _links(("Port trust orders two new tugboats",))
        + "</ul></div><section class='comments'><h3>Comments</h3></section></main>"
        + _footer("Copyright © 2025, Dawn")
    )
    head = "<meta property='article:published_time' content='2025-03-05T08:32:00+05:00'>"
    return _Built(body, chrome, "Imran Ali", "DAWN.COM", head)


def _sw_taifa(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("SOMA PIA:", "Bandari yaagiza meli mbili mpya", "Habari zaidi")
    body = (
        _header("Taifa Leo", ("Habari", "Siasa", "Michezo", "Makala"))
        + f"<main><article><h1 class='title-medium'>{escape(title)}</h1><div"
        " class='article-authors'><p class='article-authors_name'>Na JUMA HASSAN</p></div>"
        "<div class='date'><time datetime='2025-03-05T14:32:00+03:00'>Machi 05, 2025</time>"
        "</div><div class='paragraph-wrapper'>"
        + _p(paras[:2])
        + "<p><strong>SOMA PIA:</strong> <a href='/b'>Bandari yaagiza meli mbili mpya</a></p>"
        + _p(paras[2:])
        + "</div></article><section class='more'><h3>Habari zaidi</h3><ul>"
        + _links(("Nauli za mabasi kupanda Januari",))
        + "</ul></section></main>"
        + _footer("© 2025 Nation Media Group")
    )
    return _Built(body, chrome, "Juma Hassan", "Taifa Leo")


def _en_nation(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Read: Port orders two new tugboats", "Subscribe for free")
    body = (
        _header("Nation", ("News", "Counties", "Business", "Sports", "Opinion"))
        + f"<main><article><h1 class='title-medium'>{escape(title)}</h1><div"
        " class='article-authors'><p class='article-authors_name'>By Wanjiru Kamau</p><p"
        " class='article-authors_title'>Senior Reporter</p><p class='article-authors_group'>"
        "Nation Media Group</p></div><div class='date'><time"
        " datetime='2025-03-05T14:32:00+03:00'>March 05, 2025</time></div><div"
        " class='paragraph-wrapper'>"
        + _p(paras[:2])
        + "<p><strong><a href='/b'>Read: Port orders two new tugboats</a></strong></p>"
        + _p(paras[2:])
        + "</div><div class='subscribe'><p>Subscribe for free</p></div></article></main>"
        + _footer("© 2025 Nation Media Group")
    )
    return _Built(body, chrome, "Wanjiru Kamau", "Nation")


def _en_punch(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Related News", "Port orders two new tugboats", "Download e-paper")
    body = (
        _header("Punch Newspapers", ("News", "Metro Plus", "Politics", "Business"))
        + f"<main><article class='post'><h1 class='post-title'>{escape(title)}</h1><div"
        " class='post-meta'><span class='post-author'>By&nbsp;<a href='/author/adebayo/'>"
        "Adebayo Okafor</a></span><span class='post-date'>5th March 2025</span></div><div"
        " class='post-content'>"
        + _p(paras[:2])
        + "<div class='related'><h4>Related News</h4><ul>"
        + _links(("Port orders two new tugboats",))
        + "</ul></div>"
        + _p(paras[2:])
        + "</div><div class='epaper'>Download e-paper</div></article></main>"
        + _footer("© 2025 Punch Nigeria Limited")
    )
    return _Built(body, chrome, "Adebayo Okafor", "Punch Newspapers")


def _tr_hurriyet(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("İLGİLİ HABERLER", "Liman iki yeni römorkör sipariş etti", "Reklam")
    body = (
        _header("Hürriyet", ("Gündem", "Ekonomi", "Dünya", "Spor"))
        + "<main><div class='news-detail'><h1 class='news-detail-title'>"
        f"{escape(title)}</h1><div class='news-detail-text'><div class='author-info'><a"
        " href='/yazarlar/ayse-yilmaz/' class='author-name'>Ayşe Yılmaz</a></div><div"
        " class='news-date'><span>Giriş Tarihi: 05.03.2025 14:32</span><span>Güncelleme"
        " Tarihi: 06.03.2025 09:10</span></div>"
        + _p(paras[:2])
        + "<div class='ad'><span>Reklam</span></div>"
        + _p(paras[2:])
        + "</div><div class='related'><h3>İLGİLİ HABERLER</h3><ul>"
        + _links(("Liman iki yeni römorkör sipariş etti",))
        + "</ul></div></div></main>"
        + _footer("© 2025 Hürriyet")
    )
    return _Built(body, chrome, "Ayşe Yılmaz", "Hürriyet")


def _he_ynet(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("פרסומת", "כתבות נוספות", "נמל העיר מזמין שתי ספינות גרר חדשות")
    body = (
        _header("ynet", ("חדשות", "כלכלה", "ספורט", "תרבות"))
        + "<main><div class='ArticleHeaderComponent'><h1 class='mainTitle'>"
        f"{escape(title)}</h1><div class='authors'><span>ענבל לוי</span><span> | </span><span"
        " class='date'><time datetime='2025-03-05T12:32:00.000Z'>פורסם: 05.03.25, 14:32"
        "</time></span></div></div><div class='ArticleBodyComponent'>"
        + _p(paras[:2])
        + "<div class='ad'><span>פרסומת</span></div>"
        + _p(paras[2:])
        + "</div><aside><h3>כתבות נוספות</h3><ul>"
        + _links(("נמל העיר מזמין שתי ספינות גרר חדשות",))
        + "</ul></aside></main>"
        + _footer("כל הזכויות שמורות 2025")
    )
    return _Built(body, chrome, "ענבל לוי", "ynet")


def _ar_jazeera(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("اقرأ أيضا", "الميناء يطلب قاطرتين جديدتين", "المصدر : الجزيرة + وكالات")
    body = (
        _header("الجزيرة نت", ("أخبار", "سياسة", "اقتصاد", "رياضة"))
        + "<main><div class='article-header'><h1>"
        f"{escape(title)}</h1><div class='article-info-block'><div class='article-dates'>"
        "<span class='date-simple'><span class='screen-reader-text'>نشر في </span>5/3/2025"
        "</span></div></div></div><div class='wysiwyg wysiwyg--all-content'>"
        + _p(paras[:2])
        + "<div class='more-on'><h2>اقرأ أيضا</h2><ul>"
        + _links(("الميناء يطلب قاطرتين جديدتين",))
        + "</ul></div>"
        + _p(paras[2:])
        + "</div><div class='article-source'>المصدر : الجزيرة + وكالات</div></main>"
        + _footer("© 2025 المعهد الإعلامي")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+03:00'>"
    return _Built(body, chrome, None, "الجزيرة نت", head)


def _vi_tuoitre(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Đọc tiếp", "Cảng đặt mua hai tàu lai dắt mới", "Tin liên quan")
    body = (
        _header("Tuổi Trẻ", ("Thời sự", "Thế giới", "Kinh tế", "Giáo dục"))
        + "<main><div class='detail-cmain'><div class='detail-time'><div"
        " data-role='publishdate'>05/03/2025 14:32 GMT+7</div></div><h1"
        f" class='detail-title article-title' data-role='title'>{escape(title)}</h1><div"
        " class='detail-content afcbc-body' data-role='content'>"
        + _p(paras)
        + "</div><div class='detail-author'><div class='author-info'><a class='name'"
        " href='/tac-gia/nguyen-van-an.htm'>NGUYỄN VĂN AN</a></div></div><div"
        " class='related'><h3>Tin liên quan</h3><ul>"
        + _links(("Cảng đặt mua hai tàu lai dắt mới",))
        + "</ul></div></div></main>"
        + _footer("© Copyright 2025 TuoiTre Online")
    )
    return _Built(body, chrome, "Nguyễn Văn An", "Tuổi Trẻ")


def _id_kompas(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Baca juga:", "Tarif bus kota naik mulai Januari", "Simak breaking news")
    body = (
        _header("KOMPAS.com", ("News", "Nasional", "Regional", "Megapolitan"))
        + f"<main><div class='read__header'><h1 class='read__title'>{escape(title)}</h1><div"
        " class='read__time'>Kompas.com, 5 Maret 2025, 14:32 WIB</div><div"
        " class='credit'><div class='credit-title-name'>Penulis <a href='/penulis/dian'>Dian"
        " Sari</a></div><div class='credit-title-name'>Editor <a href='/editor/budi'>Budi"
        " Santoso</a></div></div></div><div class='read__content'>"
        + _p(paras[:2])
        + "<p><strong>Baca juga:</strong> <a class='inner-link-baca-juga' href='/b'>Tarif bus"
        " kota naik mulai Januari</a></p>"
        + _p(paras[2:])
        + "<p>Simak breaking news dan berita pilihan kami langsung di ponselmu.</p></div></main>"
        + _footer("Copyright 2008 - 2025 PT. Kompas Cyber Media")
    )
    return _Built(body, chrome, "Dian Sari", "KOMPAS.com")


def _en_rappler(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Add a comment", "How does this make you feel?", "Port orders two new tugboats")
    body = (
        _header("Rappler", ("Philippines", "World", "Business", "Sports"))
        + f"<main><article><header class='post-single__header'><h1"
        f" class='post-single__title'>{escape(title)}</h1><div class='post-single__authors'>"
        "<a href='/author/jairo-bolledo/'>JAIRO BOLLEDO</a></div><time"
        " datetime='2025-03-05T14:32:00+08:00'>Mar 5, 2025 2:32 PM PHT</time></header><div"
        " class='post-single__content entry-content'>"
        + _p(paras)
        + "<p>– Rappler.com</p></div><div class='emotion'><h3>How does this make you feel?</h3>"
        "</div><div class='comments'><a href='#c'>Add a comment</a></div></article><div"
        " class='related'><ul>"
        + _links(("Port orders two new tugboats",))
        + "</ul></div></main>"
        + _footer("© 2025 Rappler Inc.")
    )
    return _Built(body, chrome, "Jairo Bolledo", "Rappler")


def _pl_wyborcza(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Czytaj też:", "Bilety autobusowe podrożeją od stycznia", "Reklama")
    body = (
        _header("Wyborcza.pl", ("Kraj", "Świat", "Gospodarka", "Kultura"))
        + f"<main><div id='art-header'><h1 class='art-title'>{escape(title)}</h1><div"
        " class='art-authors'><span class='art-author'>Anna Kowalska</span>, <span"
        " class='art-author'>Piotr Nowak</span></div><div class='art-datetime'><time"
        " datetime='2025-03-05 14:32'>5 marca 2025 | 14:32</time></div></div><div"
        " class='art_content'>"
        + _p(paras[:2])
        + "<div class='ad'><span>Reklama</span></div><p><b>Czytaj też:</b> <a href='/b'>Bilety"
        " autobusowe podrożeją od stycznia</a></p>"
        + _p(paras[2:])
        + "</div></main>"
        + _footer("© Agora SA 2025")
    )
    return _Built(body, chrome, "Anna Kowalska; Piotr Nowak", "Wyborcza.pl")


def _lt_delfi(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Reklama", "Susiję straipsniai", "Uostas užsakė du naujus vilkikus")
    body = (
        _header("DELFI", ("Naujienos", "Verslas", "Sportas", "Mokslas"))
        + f"<main><div class='article-header'><h1 class='headline-title'>{escape(title)}</h1>"
        "<div class='source-and-date'><div class='headline-authors'><span"
        " class='delfi-source-name'>Jonas Kazlauskas</span>, DELFI</div><div"
        " class='source-date'>2025 m. kovo 5 d. 14:32</div></div></div><div"
        " class='article-body'>"
        + _p(paras[:2])
        + "<div class='ad'><span>Reklama</span></div>"
        + _p(paras[2:])
        + "</div><section><h3>Susiję straipsniai</h3><ul>"
        + _links(("Uostas užsakė du naujus vilkikus",))
        + "</ul></section></main>"
        + _footer("© 2025 DELFI")
    )
    return _Built(body, chrome, "Jonas Kazlauskas", "DELFI")


def _fi_yle(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lue myös:", "Bussiliput kallistuvat tammikuussa", "Kuva: Jussi Nukari / Lehtikuva")
    body = (
        _header("Yle", ("Uutiset", "Kotimaa", "Ulkomaat", "Talous"))
        + f"<main><article><header><h1 class='yle__article__heading'>{escape(title)}</h1><div"
        " class='yle__article__author'><span class='yle__article__author__name'>Matti"
        " Virtanen</span></div><div class='yle__article__date'><time class='published'"
        " datetime='2025-03-05T14:32:00+02:00'>5.3.2025 14:32</time> | päivitetty <time"
        " class='modified' datetime='2025-03-06T09:10:00+02:00'>6.3.2025 9:10</time></div>"
        "</header><figure><img src='/l.jpg' alt=''><figcaption>Kauppahalli remontin jälkeen."
        " Kuva: Jussi Nukari / Lehtikuva</figcaption></figure><div class='yle__article__content'>"
        + _p(paras[:2])
        + "<p><strong>Lue myös:</strong> <a href='/b'>Bussiliput kallistuvat tammikuussa</a></p>"
        + _p(paras[2:])
        + "</div></article></main>"
        + _footer("© Yleisradio 2025")
    )
    return _Built(body, chrome, "Matti Virtanen", "Yle")


def _sv_svt(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Dela", "Läs mer", "Hamnen beställer två nya bogserbåtar")
    body = (
        _header("SVT Nyheter", ("Inrikes", "Utrikes", "Ekonomi", "Kultur"))
        + f"<main><article><h1 class='nyh_article__heading'>{escape(title)}</h1><div"
        " class='nyh_article__meta'><div class='nyh_article__author'>Av <a href='/av/erik'>"
        "Erik Johansson</a></div><div class='nyh_article__dates'><span>Uppdaterad 6 mars 2025"
        "</span><span>Publicerad 5 mars 2025</span></div><button>Dela</button></div><div"
        " class='nyh_article-body'>"
        + _p(paras)
        + "</div></article><section><h3>Läs mer</h3><ul>"
        + _links(("Hamnen beställer två nya bogserbåtar",))
        + "</ul></section></main>"
        + _footer("© SVT 2025")
    )
    return _Built(body, chrome, "Erik Johansson", "SVT Nyheter")


def _ko_naver(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("구독", "많이 본 뉴스", "항만공사, 새 예인선 두 척 발주")
    body = (
        _header("네이버 뉴스", ("정치", "경제", "사회", "세계"))
        + "<main><div class='media_end_head'><div class='media_end_head_title'><h2"
        f" id='title_area' class='media_end_head_headline'><span>{escape(title)}</span></h2>"
        "</div><div class='media_end_head_info'><div class='media_end_head_journalist'><em"
        " class='media_end_head_journalist_name'>김민준 기자</em></div><div"
        " class='media_end_head_info_datestamp'><span"
        " class='media_end_head_info_datestamp_time _ARTICLE_DATE_TIME'"
        " data-date-time='2025-03-05 14:32:00'>2025.03.05. 오후 2:32</span><span"
        " class='media_end_head_info_datestamp_time _ARTICLE_MODIFY_DATE_TIME'"
        " data-modify-date-time='2025-03-06 09:10:00'>2025.03.06. 오전 9:10</span></div><button"
        " class='subscribe'>구독</button></div></div><article id='dic_area' class='go_trans"
        " _article_content'>"
        + "<br>".join(escape(p) for p in paras)
        + "</article><div class='reco'><h3>많이 본 뉴스</h3><ul>"
        + _links(("항만공사, 새 예인선 두 척 발주",))
        + "</ul></div></main>"
        + _footer("Copyright NAVER Corp.")
    )
    return _Built(body, chrome, "김민준", "네이버 뉴스")


def _ja_yahoo(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("【関連記事】", "港湾局、新しいタグボート2隻を発注", "最終更新:")
    body = (
        _header("Yahoo!ニュース", ("主要", "国内", "国際", "経済"))
        + f"<main><article><header><h1 class='sc-title'>{escape(title)}</h1><div"
        " class='sc-meta'><time>3/5(水) 14:32配信</time><a class='source' href='/media/m'>"
        "毎日新聞</a></div></header><div class='article_body highLightSearchTarget'>"
        + _p(paras)
        + "<p>【田中太郎】</p></div><div class='related'><p>【関連記事】</p><ul>"
        + _links(("港湾局、新しいタグボート2隻を発注",))
        + "</ul></div><p class='updated'>最終更新:3/6(木) 9:10</p></article></main>"
        + _footer("© LY Corporation")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00+09:00'>"
    return _Built(body, chrome, "田中太郎", "Yahoo!ニュース", head)


def _zh_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("相关新闻", "港口订购两艘新拖船", "分享到：")
    body = (
        _header("新闻网", ("首页", "国内", "国际", "财经"))
        + f"<main><div class='article'><h1 class='main-title'>{escape(title)}</h1><div"
        " class='date-source'><span class='date'>2025年03月05日 14:32</span><span"
        " class='source'>来源：城市晚报</span><span class='author'>作者：王明</span></div><div"
        " class='share'>分享到：</div><div class='article-content' id='artibody'>"
        + _p(paras)
        + "</div><div class='related'><h3>相关新闻</h3><ul>"
        + _links(("港口订购两艘新拖船",))
        + "</ul></div></div></main>"
        + _footer("Copyright © 2025 新闻网")
    )
    return _Built(body, chrome, "王明", "新闻网")


def _en_brightspot(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Port authority orders two new tugboats", "Sign up for our newsletter")
    body = (
        _header("The Daily Courier", ("News", "Politics", "Business", "Opinion"))
        + "<main><div class='Page-articleBody'><div class='Page-headline'><h1"
        f" class='Page-headline'>{escape(title)}</h1></div><div class='Page-byline'><div"
        " class='Page-authors'>By <a class='Link' href='/people/jane-doe'>Jane Doe</a>"
        "</div><div class='Page-byline-info'><div class='Page-datePublished'>Published March"
        " 5, 2025</div><div class='Page-dateModified'>Updated March 6, 2025</div></div><div"
        " class='Page-photographers'>Photography by <a href='/people/john-roe'>John Roe</a>"
        "</div></div><div class='RichTextArticleBody'>"
        + _p(paras)
        + "</div><div class='newsletter'><p>Sign up for our newsletter</p></div></div><ul"
        " class='related'>"
        + _links(("Port authority orders two new tugboats",))
        + "</ul></main>"
        + _footer("© 2025 The Daily Courier")
    )
    head = "<meta property='article:published_time' content='2025-03-05T14:32:00-05:00'>"
    return _Built(body, chrome, "Jane Doe", "The Daily Courier", head)


def _de_thunder(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Anzeige", "Mehr zum Thema", "Hafen bestellt zwei neue Schlepper")
    body = (
        _header("Stadtanzeiger", ("Politik", "Wirtschaft", "Kultur", "Sport"))
        + "<main><article class='node node--type-article'><div class='field--name-field-seo-"
        f"title'><h1>{escape(title)}</h1></div><div class='article-meta'><div"
        " class='field--name-field-author'>Von <a href='/autor/anna-schmidt'>Anna Schmidt</a>"
        " und <a href='/autor/peter-mueller'>Peter Müller</a></div><div"
        " class='field--name-field-published'>05.03.2025, 14:32 Uhr</div></div><div"
        " class='field--name-field-paragraphs'>"
        + _p(paras[:2])
        + "<div class='ad'><span>Anzeige</span></div>"
        + _p(paras[2:])
        + "</div></article><section><h3>Mehr zum Thema</h3><ul>"
        + _links(("Hafen bestellt zwei neue Schlepper",))
        + "</ul></section></main>"
        + _footer("© 2025 Stadtanzeiger")
    )
    return _Built(body, chrome, "Anna Schmidt; Peter Müller", "Stadtanzeiger")


def _fr_afp(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lire aussi", "Le port commande deux nouveaux remorqueurs", "Publicité")
    body = (
        _header("Le Quotidien", ("France", "Monde", "Économie", "Culture"))
        + f"<main><article><h1 class='article__title'>{escape(title)}</h1><div"
        " class='article__meta'><span class='article__author'>Par Marie Dubois (avec AFP)"
        "</span><span class='article__date'>Publié le 05/03/2025 à 14h32, mis à jour le"
        " 06/03/2025 à 09h10</span></div><div class='article__content'>"
        + _p(paras[:2])
        + "<div class='ad'><span>Publicité</span></div><p class='lire'><span>Lire aussi</span>"
        " <a href='/b'>Le port commande deux nouveaux remorqueurs</a></p>"
        + _p(paras[2:])
        + "</div></article></main>"
        + _footer("© Le Quotidien 2025")
    )
    return _Built(body, chrome, "Marie Dubois", "Le Quotidien")


def _ru_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Читайте также:", "Порт заказал два новых буксира", "Реклама")
    body = (
        _header("Новости", ("Политика", "Экономика", "Общество", "Спорт"))
        + f"<main><article><h1 class='article__title'>{escape(title)}</h1><div"
        " class='article__info'><div class='article__author'>Автор: <a href='/a/ivan'>Иван"
        " Петров</a></div><div class='article__date'>5 марта 2025, 14:32</div><div"
        " class='article__photo-author'>Фото: Сергей Смирнов</div></div><div"
        " class='article__text'>"
        + _p(paras[:2])
        + "<div class='ad'><span>Реклама</span></div><p><b>Читайте также:</b> <a"
        " href='/b'>Порт заказал два новых буксира</a></p>"
        + _p(paras[2:])
        + "</div></article></main>"
        + _footer("© 2025 Новости")
    )
    return _Built(body, chrome, "Иван Петров", "Новости")


Builder = Callable[[str, tuple[str, ...]], _Built]

SYSTEMS: dict[str, tuple[Builder, int, str]] = {
    "pt_globo": (_pt_globo, 3, "pt"),
    "pt_uol": (_pt_uol, 2, "pt"),
    "es_infobae": (_es_infobae, 3, "es"),
    "es_clarin": (_es_clarin, 2, "es"),
    "es_eltiempo": (_es_eltiempo, 1, "es"),
    "en_toi": (_en_toi, 2, "en"),
    "en_ndtv": (_en_ndtv, 3, "en"),
    "hi_portal": (_hi_portal, 3, "hi"),
    "bn_portal": (_bn_portal, 4, "bn"),
    "en_dawn": (_en_dawn, 1, "en"),
    "sw_taifa": (_sw_taifa, 4, "sw"),
    "en_nation": (_en_nation, 3, "en"),
    "en_punch": (_en_punch, 2, "en"),
    "tr_hurriyet": (_tr_hurriyet, 1, "tr"),
    "he_ynet": (_he_ynet, 3, "he"),
    "ar_jazeera": (_ar_jazeera, 3, "ar"),
    "vi_tuoitre": (_vi_tuoitre, 2, "vi"),
    "id_kompas": (_id_kompas, 3, "id"),
    "en_rappler": (_en_rappler, 1, "en"),
    "pl_wyborcza": (_pl_wyborcza, 2, "pl"),
    "lt_delfi": (_lt_delfi, 3, "lt"),
    "fi_yle": (_fi_yle, 4, "fi"),
    "sv_svt": (_sv_svt, 3, "sv"),
    "ko_naver": (_ko_naver, 3, "ko"),
    "ja_yahoo": (_ja_yahoo, 3, "ja"),
    "zh_portal": (_zh_portal, 3, "zh"),
    "en_brightspot": (_en_brightspot, 3, "en"),
    "de_thunder": (_de_thunder, 3, "de"),
    "fr_afp": (_fr_afp, 1, "fr"),
    "ru_portal": (_ru_portal, 1, "ru"),
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, suite, lang = SYSTEMS[system]
    title, paras = _story(suite, lang)
    return article_page(system, lang, title, paras, build(title, paras))


def article_page(
    system: str, lang: str, title: str, paras: tuple[str, ...], built: _Built
) -> NewsPage4:
    """The whole page of ``system``'s article ``built`` (its story ``title`` and ``paras``
    in ``lang``), dated 2025-03-05 (the news suites' builders share it)."""
    direction = " dir='rtl'" if lang in ("ar", "he", "fa") else ""
    html = (
        f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'>"
        f"<title>{escape(title)} - {escape(built.site)}</title>"
        f"<meta property='og:title' content='{escape(title)}'>"
        f"<meta property='og:type' content='article'>{built.head}</head>"
        f"<body>{built.body}</body></html>"
    )
    url = f"https://news.example.org/{lang}/2025/03/05/{system}"
    return NewsPage4(html, url, paras, built.chrome, title, built.author, "2025-03-05")
