"""Synthetic news articles of the publishing systems and countries the earlier news suites
lack (issue 26, stop 77).

Each page follows an article template as a publishing system ships it today: Arc XP's
US paper ("Advertisement" slots, a photo credit, a "More from …" list), a WordPress VIP
nonprofit newsroom (a membership box), a Swedish Naviga paper and a Polish Polopoly one
(a paywall's "read on" prompt in their languages), a Norwegian Escenic paper ("Les
også:", "Annonse"), a Ghost and a Substack newsletter (their sign-up prompts; Substack
names the writer in a ``meta`` tag, as the platform does), a Brazilian and a Turkish live
page (a refresh button in the live page's header), a Senegalese paper ("Lire aussi :"),
a Hindi portal ("यह भी पढ़ें:", "विज्ञापन"), a Thai portal, a Romanian paper (a donation
prompt), a Japanese paper (a newsletter box, "メールマガジン", at the story's foot and in the
page's footer), a Russian paper (a paywall's prompt), a Korean portal and a Mexican
paper (a newsletter box after or inside the story). Each page says its headline, writer
and publication date. No page is copied from a site or from the shared datasets.
:func:`news_page` returns a :class:`~tests.auto.engine_news4.NewsPage4`.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_news4 import NewsPage4, _Built, _footer, _header, _links, _p, article_page
from tests.metadata.engine_bylines4 import STORIES


def _published(zone: str) -> str:
    return f"<meta property='article:published_time' content='2025-03-05T14:32:00{zone}'>"


def _posts(times: tuple[str, ...], paras: tuple[str, ...]) -> str:
    """A live page's posts: each a time stamp over one paragraph of the story."""
    return "".join(
        f"<div class='live-post'><time class='post-time'>{t}</time><div class='post-body'>"
        f"<p>{escape(p)}</p></div></div>"
        for t, p in zip(times, paras, strict=True)
    )


def _en_arcxp(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Advertisement", "More from Local", "City council approves new bus lanes")
    body = (
        _header("The Metro Herald", ("Local", "Politics", "Business", "Sports"))
        + "<main><article class='b-article'><header class='a-header'><h1"
        f" class='headline'>{escape(title)}</h1><div class='byline'><span>By </span><a"
        " class='byline-author' href='/people/jane-doe/'>Jane Doe</a></div><div"
        " class='timestamp'><time datetime='2025-03-05T14:32:00-05:00'>March 5, 2025 at 2:32"
        " p.m. EST</time></div></header><figure class='lead-art'><img src='/l.jpg' alt=''>"
        "<figcaption>The reading room. (John Roe/The Metro Herald)</figcaption></figure>"
        "<div class='article-body'>"
        + _p(paras[:2])
        + "<div class='arcad'><p class='ad-label'>Advertisement</p></div>"
        + _p(paras[2:])
        + "</div></article><section class='more-from'><h2>More from Local</h2><ul>"
        + _links(("City council approves new bus lanes",))
        + "</ul></section></main>"
        + _footer("© 2025 The Metro Herald")
    )
    return _Built(body, chrome, "Jane Doe", "The Metro Herald", _published("-05:00"))


def _en_wpvip(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Become a member", "Our reporting is free because readers support it.")
    body = (
        _header("Valley Public Media", ("News", "Education", "Environment", "Arts"))
        + "<main><article class='post type-post'><header class='entry-header'><h1"
        f" class='entry-title'>{escape(title)}</h1><div class='entry-meta'><span"
        " class='byline'>By <a class='url fn n' href='/author/maria-lopez/'>Maria Lopez</a>"
        "</span> <time class='entry-date published' datetime='2025-03-05T14:32:00-08:00'>"
        "March 5, 2025</time></div></header><div class='entry-content'>"
        + _p(paras[:3])
        + "<div class='wp-block-group membership-callout'><h3>Become a member</h3><p>Our"
        " reporting is free because readers support it.</p><a class='wp-block-button__link'"
        " href='/join/'>Join today</a></div>"
        + _p(paras[3:])
        + "</div></article></main>"
        + _footer("© 2025 Valley Public Media")
    )
    return _Built(body, chrome, "Maria Lopez", "Valley Public Media", _published("-08:00"))


def _sv_naviga(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Logga in eller bli prenumerant för att läsa vidare", "Annons")
    body = (
        _header("Lokaltidningen", ("Nyheter", "Sport", "Kultur", "Åsikt"))
        + f"<main><article class='article'><h1 class='article__headline'>{escape(title)}"
        "</h1><div class='article__byline'><span class='author'>Anna Lindqvist</span></div>"
        "<time datetime='2025-03-05T14:32:00+01:00'>5 mars 2025 14:32</time>"
        + _p(paras)
        + "<div class='ad'><span>Annons</span></div><div class='paywall'><p>Logga in eller"
        " bli prenumerant för att läsa vidare</p><a href='/login'>Logga in</a></div>"
        "</article></main>" + _footer("© 2025 Lokaltidningen")
    )
    return _Built(body, chrome, "Anna Lindqvist", "Lokaltidningen", _published("+01:00"))


def _pl_polopoly(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("REKLAMA", "Czytaj także:", "Port zamawia dwa nowe holowniki")
    chrome += ("Wykup subskrypcję, aby czytać dalej",)
    body = (
        _header("Gazeta Miejska", ("Kraj", "Świat", "Gospodarka", "Sport"))
        + f"<main><article><h1 class='art-title'>{escape(title)}</h1><div"
        " class='art-author'>Autor: <a href='/autor/jan-kowalski'>Jan Kowalski</a></div>"
        "<time datetime='2025-03-05T14:32:00+01:00'>5 marca 2025, 14:32</time>"
        + _p(paras[:2])
        + "<div class='adv'><span>REKLAMA</span></div><p class='related'><b>Czytaj także:"
        "</b> <a href='/b'>Port zamawia dwa nowe holowniki</a></p>"
        + _p(paras[2:])
        + "<div class='paywall-box'><p>Wykup subskrypcję, aby czytać dalej</p></div>"
        "</article></main>" + _footer("© 2025 Gazeta Miejska")
    )
    return _Built(body, chrome, "Jan Kowalski", "Gazeta Miejska", _published("+01:00"))


def _nb_escenic(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Les også:", "Havna bestiller to nye slepebåter", "Annonse", "Del artikkelen")
    body = (
        _header("Avisa", ("Nyheter", "Sport", "Kultur", "Meninger"))
        + f"<main><article class='article'><h1>{escape(title)}</h1><div class='byline'>"
        "<span class='name'>Kari Nordmann</span><span class='role'>Journalist</span></div>"
        "<time datetime='2025-03-05T14:32:00+01:00'>05.03.2025 14:32</time><div"
        " class='body'>"
        + _p(paras[:2])
        + "<p class='related'><strong>Les også:</strong> <a href='/b'>Havna bestiller to"
        " nye slepebåter</a></p><div class='ad'><span>Annonse</span></div>"
        + _p(paras[2:])
        + "</div><div class='share'><button>Del artikkelen</button></div></article></main>"
        + _footer("© 2025 Avisa")
    )
    return _Built(body, chrome, "Kari Nordmann", "Avisa", _published("+01:00"))


def _en_ghost(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Sign up for more like this.", "Enter your email", "Subscribe")
    body = (
        _header("Field Notes", ("Home", "About", "Archive"))
        + "<main><article class='article post'><header class='article-header'><h1"
        f" class='article-title'>{escape(title)}</h1><div class='article-byline'><div"
        " class='article-byline-meta'><h4 class='author-name'><a href='/author/sam/'>Sam"
        " Carter</a></h4><div class='byline-meta-content'><time class='byline-meta-date'"
        " datetime='2025-03-05'>Mar 5, 2025</time></div></div></div></header><section"
        " class='gh-content gh-canvas'>"
        + _p(paras)
        + "</section></article><section class='footer-cta'><h2 class='footer-cta-title'>Sign"
        " up for more like this.</h2><a class='footer-cta-button' href='#/portal'><div"
        " class='footer-cta-input'>Enter your email</div><span>Subscribe</span></a>"
        "</section></main>" + _footer("Field Notes © 2025. Powered by Ghost")
    )
    return _Built(body, chrome, "Sam Carter", "Field Notes", _published("+00:00"))


def _en_substack(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = (
        "Thanks for reading The Civic Ledger! Subscribe for free to receive new posts and"
        " support my work.",
        "Leave a comment",
    )
    body = (
        _header("The Civic Ledger", ("Home", "Archive", "About"))
        + "<main><article class='typography newsletter-post post'><div class='post-header'>"
        f"<h1 class='post-title'>{escape(title)}</h1><div class='post-meta'><div"
        " class='profile-hover-card-target'><a href='https://substack.com/@leah'>Leah Park"
        "</a></div><div class='pencraft'>Mar 05, 2025</div></div></div><div"
        " class='available-content'><div class='body markup'>"
        + _p(paras[:2])
        + "<div class='subscription-widget-wrap'><p class='cta-caption'>Thanks for reading"
        " The Civic Ledger! Subscribe for free to receive new posts and support my work."
        "</p><form class='form'><input type='email' placeholder='Type your email…'><input"
        " type='submit' value='Subscribe'></form></div>"
        + _p(paras[2:])
        + "</div></div><div class='post-footer'><a class='button' href='#comments'>Leave a"
        " comment</a></div></article></main>" + _footer("© 2025 Leah Park")
    )
    head = _published("+00:00") + "<meta name='author' content='Leah Park'>"
    return _Built(body, chrome, "Leah Park", "The Civic Ledger", head)


def _pt_live(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Atualizar", "Compartilhe")
    body = (
        _header("Folha do Vale", ("Cidades", "Política", "Economia", "Esportes"))
        + f"<main><article><header><span class='ao-vivo'>AO VIVO</span><h1>{escape(title)}"
        "</h1><p class='autor'>Por Carla Mendes</p><time datetime='2025-03-05T14:32:00-03:00'>"
        "05/03/2025 14h32</time><button class='atualizar' type='button'>Atualizar</button>"
        "</header>"
        + _p(paras[:1])
        + _posts(("16h05", "15h40", "15h12"), paras[1:])
        + "<div class='share'><span>Compartilhe</span></div></article></main>"
        + _footer("© 2025 Folha do Vale")
    )
    return _Built(body, chrome, "Carla Mendes", "Folha do Vale", _published("-03:00"))


def _tr_live(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Yenile", "Paylaş")
    body = (
        _header("Gazete", ("Gündem", "Ekonomi", "Spor", "Dünya"))
        + f"<main><article><header><span class='canli'>CANLI</span><h1>{escape(title)}</h1>"
        "<div class='author'>Haber: Ayşe Demir</div><time datetime='2025-03-05T14:32:00"
        "+03:00'>05.03.2025 14:32</time><a class='refresh' href='#'>Yenile</a></header>"
        + _p(paras[:1])
        + _posts(("16:05", "15:40", "15:12"), paras[1:])
        + "<div class='share'><span>Paylaş</span></div></article></main>"
        + _footer("© 2025 Gazete")
    )
    return _Built(body, chrome, "Ayşe Demir", "Gazete", _published("+03:00"))


def _fr_sn_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Lire aussi :", "Le port commande deux remorqueurs", "Publicité", "Partager")
    body = (
        _header("Le Soleil du Matin", ("Politique", "Économie", "Société", "Sport"))
        + f"<main><article><h1 class='entry-title'>{escape(title)}</h1><div"
        " class='td-post-author-name'>Par <a href='/author/moussa-diop/'>Moussa Diop</a>"
        "</div><time class='entry-date' datetime='2025-03-05T14:32:00+00:00'>5 mars 2025"
        "</time><div class='td-post-content'>"
        + _p(paras[:2])
        + "<p><strong>Lire aussi :</strong> <a href='/b'>Le port commande deux remorqueurs"
        "</a></p><div class='td-a-rec'><span>Publicité</span></div>"
        + _p(paras[2:])
        + "</div><div class='td-post-sharing'><span>Partager</span></div></article></main>"
        + _footer("© 2025 Le Soleil du Matin")
    )
    return _Built(body, chrome, "Moussa Diop", "Le Soleil du Matin", _published("+00:00"))


def _hi_portal2(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("यह भी पढ़ें:", "बंदरगाह ने दो नए टगबोट मंगवाए", "विज्ञापन")
    body = (
        _header("समाचार", ("देश", "विदेश", "व्यापार", "खेल"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>लेखक: राहुल शर्मा"
        "</div><time datetime='2025-03-05T14:32:00+05:30'>05 मार्च 2025, 14:32 IST</time>"
        + _p(paras[:2])
        + "<div class='ad'><span>विज्ञापन</span></div><p><strong>यह भी पढ़ें:</strong> <a"
        " href='/b'>बंदरगाह ने दो नए टगबोट मंगवाए</a></p>"
        + _p(paras[2:])
        + "</article></main>"
        + _footer("© 2025 समाचार")
    )
    return _Built(body, chrome, "राहुल शर्मा", "समाचार", _published("+05:30"))


def _th_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("อ่านเพิ่มเติม", "ท่าเรือสั่งซื้อเรือลากจูงใหม่สองลำ", "แชร์")
    body = (
        _header("ข่าวเมือง", ("การเมือง", "เศรษฐกิจ", "กีฬา", "บันเทิง"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>โดย สมชาย ใจดี</div>"
        "<time datetime='2025-03-05T14:32:00+07:00'>5 มี.ค. 2568 14:32 น.</time>"
        + _p(paras[:2])
        + "<p><strong>อ่านเพิ่มเติม</strong></p><ul class='related'>"
        + _links(("ท่าเรือสั่งซื้อเรือลากจูงใหม่สองลำ",))
        + "</ul>"
        + _p(paras[2:])
        + "<div class='share'><span>แชร์</span></div></article></main>"
        + _footer("© 2025 ข่าวเมือง")
    )
    return _Built(body, chrome, "สมชาย ใจดี", "ข่าวเมือง", _published("+07:00"))


def _ro_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Citește și:", "Portul comandă două remorchere noi")
    chrome += ("Susține jurnalismul independent", "Donează")
    body = (
        _header("Gazeta", ("Politică", "Economie", "Social", "Sport"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Autor: Andrei"
        " Popescu</div><time datetime='2025-03-05T14:32:00+02:00'>5 martie 2025, 14:32"
        "</time>"
        + _p(paras[:2])
        + "<p><strong>Citește și:</strong> <a href='/b'>Portul comandă două remorchere noi"
        "</a></p>"
        + _p(paras[2:])
        + "<div class='support-box'><h3>Susține jurnalismul independent</h3><a"
        " href='/sustine'>Donează</a></div></article></main>" + _footer("© 2025 Gazeta")
    )
    return _Built(body, chrome, "Andrei Popescu", "Gazeta", _published("+02:00"))


def _ja_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("メールマガジン", "最新ニュースをお届けします", "登録はこちら")
    body = (
        _header("みなと新聞", ("社会", "政治", "経済", "スポーツ"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>筆者：山田花子</div>"
        "<time datetime='2025-03-05T14:32:00+09:00'>2025年3月5日 14時32分</time>"
        + _p(paras)
        + "<div class='article-footer'><div class='mail-magazine'><h2>メールマガジン</h2><p>"
        "最新ニュースをお届けします</p><a href='/mail'>登録はこちら</a></div></div></article>"
        "</main><footer><div class='mail-magazine'><h2>メールマガジン</h2><p>最新ニュースを"
        "お届けします</p><a href='/mail'>登録はこちら</a></div><p>© 2025 みなと新聞</p>"
        "</footer>"
    )
    return _Built(body, chrome, "山田花子", "みなと新聞", _published("+09:00"))


def _ru_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Оформите подписку, чтобы продолжить чтение", "Реклама")
    body = (
        _header("Вести города", ("Политика", "Экономика", "Общество", "Спорт"))
        + f"<main><article><h1>{escape(title)}</h1><div class='author'>Автор: Ольга"
        " Смирнова</div><time datetime='2025-03-05T14:32:00+03:00'>5 марта 2025, 14:32"
        "</time>"
        + _p(paras[:3])
        + "<div class='ad'><span>Реклама</span></div>"
        + _p(paras[3:])
        + "<div class='paywall'><p>Оформите подписку, чтобы продолжить чтение</p></div>"
        "</article></main>" + _footer("© 2025 Вести города")
    )
    return _Built(body, chrome, "Ольга Смирнова", "Вести города", _published("+03:00"))


def _ko_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("뉴스레터", "매일 아침 주요 뉴스를 이메일로 받아보세요.", "구독하기")
    body = (
        _header("시민일보", ("정치", "경제", "사회", "스포츠"))
        + f"<main><article><h1>{escape(title)}</h1><div class='byline'>김민수 기자</div>"
        "<time datetime='2025-03-05T14:32:00+09:00'>2025.03.05 14:32</time>"
        + _p(paras)
        + "<div class='newsletter-box'><h3>뉴스레터</h3><p>매일 아침 주요 뉴스를 이메일로"
        " 받아보세요.</p><a href='/newsletter'>구독하기</a></div></article></main>"
        + _footer("© 2025 시민일보")
    )
    return _Built(body, chrome, "김민수", "시민일보", _published("+09:00"))


def _es_mx_paper(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Boletín", "Recibe cada mañana las noticias más importantes en tu correo.")
    chrome += ("Suscríbete",)
    body = (
        _header("El Diario del Norte", ("Local", "Nacional", "Mundo", "Deportes"))
        + f"<main><article><h1>{escape(title)}</h1><div class='autor'>Por Sofía Hernández"
        "</div><time datetime='2025-03-05T14:32:00-06:00'>5 de marzo de 2025</time>"
        + _p(paras[:3])
        + "<section id='newsletter'><h2>Boletín</h2><p>Recibe cada mañana las noticias más"
        " importantes en tu correo.</p><a href='/boletin'>Suscríbete</a></section>"
        + _p(paras[3:])
        + "</article></main>"
        + _footer("© 2025 El Diario del Norte")
    )
    return _Built(body, chrome, "Sofía Hernández", "El Diario del Norte", _published("-06:00"))


Builder = Callable[[str, tuple[str, ...]], _Built]
SYSTEMS: dict[str, tuple[Builder, str]] = {
    "en_arcxp": (_en_arcxp, "en"),
    "en_wpvip": (_en_wpvip, "en"),
    "sv_naviga": (_sv_naviga, "sv"),
    "pl_polopoly": (_pl_polopoly, "pl"),
    "nb_escenic": (_nb_escenic, "nb"),
    "en_ghost": (_en_ghost, "en"),
    "en_substack": (_en_substack, "en"),
    "pt_live": (_pt_live, "pt"),
    "tr_live": (_tr_live, "tr"),
    "fr_sn_paper": (_fr_sn_paper, "fr"),
    "hi_portal2": (_hi_portal2, "hi"),
    "th_portal": (_th_portal, "th"),
    "ro_paper": (_ro_paper, "ro"),
    "ja_paper": (_ja_paper, "ja"),
    "ru_paper": (_ru_paper, "ru"),
    "ko_portal": (_ko_portal, "ko"),
    "es_mx_paper": (_es_mx_paper, "es"),
}


def news_page(system: str) -> NewsPage4:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    return article_page(system, lang, title, paras, build(title, paras))
