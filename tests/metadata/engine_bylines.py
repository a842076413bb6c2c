"""Article pages in the author and title markup of today's publishing systems, in many
languages (issue 26, stop 68): WordPress themes (Astra, GeneratePress, Newspaper, Jannah,
Soledad), Arc XP, Brightspot, Ghost, Substack, Medium, Blogger, Wix, Squarespace, Drupal,
Joomla, 1C-Bitrix, DataLife Engine, Naver and Daum news, Livedoor, Yahoo! News Japan,
Chinese portals, and bylines as written in Arabic, Hindi, Turkish, Indonesian,
Vietnamese, Polish, Greek and Persian news. Each page states the author a reader names
(``None``: the page names no writer) and the title (the headline).

The markup is written from each system's public templates (class names, attributes and
the order of the meta line), not copied from any page; the story's text is made up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape


@dataclass(frozen=True)
class BylinePage:
    """One page: its markup, address, the author a reader names and the headline."""

    name: str
    html: str
    url: str
    author: str | None
    title: str


# One made-up sentence of a story in each language; a paragraph holds it three times.
STORY = {
    "en": "The council met on Tuesday to discuss the plan for the new bridge over the river.",
    "fr": "Le conseil s'est réuni mardi pour discuter du projet de nouveau pont sur la rivière.",
    "it": "Il consiglio si è riunito martedì per discutere il progetto del nuovo ponte sul fiume.",
    "de": (
        "Der Rat traf sich am Dienstag, um den Plan für die neue Brücke über den Fluss zu beraten."
    ),
    "es": "El consejo se reunió el martes para debatir el plan del nuevo puente sobre el río.",
    "pt": "O conselho reuniu-se na terça-feira para discutir o plano da nova ponte sobre o rio.",
    "ru": "Совет собрался во вторник, чтобы обсудить план строительства нового моста через реку.",
    "pl": "Rada zebrała się we wtorek, aby omówić plan budowy nowego mostu na rzece.",
    "cs": "Rada se v úterý sešla, aby projednala plán nového mostu přes řeku.",
    "el": (
        "Το συμβούλιο συνεδρίασε την Τρίτη για να συζητήσει το σχέδιο της νέας γέφυρας στον ποταμό."
    ),
    "tr": "Meclis salı günü nehir üzerindeki yeni köprü planını görüşmek için toplandı.",
    "id": "Dewan bertemu pada hari Selasa untuk membahas rencana jembatan baru di atas sungai.",
    "vi": "Hội đồng đã họp vào thứ Ba để thảo luận về kế hoạch xây cây cầu mới bắc qua sông.",
    "ar": "اجتمع المجلس يوم الثلاثاء لمناقشة خطة الجسر الجديد فوق النهر في المدينة.",
    "fa": "شورای شهر روز سه‌شنبه برای بررسی طرح پل جدید روی رودخانه تشکیل جلسه داد.",
    "hi": "परिषद ने मंगलवार को नदी पर बनने वाले नए पुल की योजना पर चर्चा के लिए बैठक की।",
    "ja": "市議会は火曜日、川に架かる新しい橋の計画について話し合うために集まった。",
    "zh": "市议会周二开会讨论了河上新桥的计划，会议持续了三个小时。",
    "ko": "시의회는 화요일 강 위에 놓일 새 다리 계획을 논의하기 위해 모였다.",
}

# The site's sections in its menu, in each language (a section's name is never the title).
SECTIONS = {
    "en": ("News", "Politics", "Business", "Sport", "Culture"),
    "fr": ("Actualités", "Politique", "Économie", "Sport", "Culture"),
    "it": ("Notizie", "Politica", "Economia", "Sport", "Cultura"),
    "de": ("Nachrichten", "Politik", "Wirtschaft", "Sport", "Kultur"),
    "es": ("Noticias", "Política", "Economía", "Deportes", "Cultura"),
    "pt": ("Notícias", "Política", "Economia", "Desporto", "Cultura"),
    "ru": ("Новости", "Политика", "Экономика", "Спорт", "Культура"),
    "pl": ("Wiadomości", "Polityka", "Gospodarka", "Sport", "Kultura"),
    "cs": ("Zprávy", "Politika", "Ekonomika", "Sport", "Kultura"),
    "el": ("Ειδήσεις", "Πολιτική", "Οικονομία", "Αθλητισμός", "Πολιτισμός"),
    "tr": ("Haberler", "Siyaset", "Ekonomi", "Spor", "Kültür"),
    "id": ("Berita", "Politik", "Ekonomi", "Olahraga", "Budaya"),
    "vi": ("Tin tức", "Chính trị", "Kinh tế", "Thể thao", "Văn hóa"),
    "ar": ("أخبار", "سياسة", "اقتصاد", "رياضة", "ثقافة"),
    "fa": ("اخبار", "سیاست", "اقتصاد", "ورزش", "فرهنگ"),
    "hi": ("समाचार", "राजनीति", "व्यापार", "खेल", "संस्कृति"),
    "ja": ("ニュース", "政治", "経済", "スポーツ", "文化"),
    "zh": ("新闻", "政治", "财经", "体育", "文化"),
    "ko": ("뉴스", "정치", "경제", "스포츠", "문화"),
}


def story(lang: str, paragraphs: int = 3) -> str:
    """``paragraphs`` paragraphs of the story in ``lang``."""
    sentence = STORY[lang]
    joiner = "" if lang in ("ja", "zh") else " "
    return "".join(f"<p>{joiner.join([sentence] * 3)}</p>" for _ in range(paragraphs))


def jsonld(data: object) -> str:
    """A JSON-LD script holding ``data``."""
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def person(name: str) -> dict[str, str]:
    """A schema.org Person."""
    return {"@type": "Person", "name": name}


def news_article(headline: str, author: object, site: str) -> str:
    """A NewsArticle's JSON-LD with ``author`` and the site as publisher."""
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": headline,
        "datePublished": "2024-05-03T10:00:00+00:00",
        "author": author,
        "publisher": {"@type": "Organization", "name": site},
    }
    return jsonld(data)


def page(
    lang: str,
    site: str,
    headline: str,
    article: str,
    *,
    head: str = "",
    title_tag: str | None = None,
    body_class: str = "",
    og: bool = True,
) -> str:
    """A whole page: head, the site's header and menu, ``article``, the footer."""
    title = title_tag if title_tag is not None else f"{headline} - {site}"
    metas = (
        f'<meta property="og:site_name" content="{escape(site)}">'
        f'<meta property="og:title" content="{escape(headline)}">'
        f'<meta property="og:type" content="article">'
        if og
        else ""
    )
    items = enumerate(SECTIONS[lang])
    menu = "".join(f'<li><a href="/{i}/">{escape(w)}</a></li>' for i, w in items)
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{metas}{head}</head>"
        f'<body class="{body_class}"><header class="site-header"><div class="site-branding">'
        f'<p class="site-title"><a href="/" rel="home">{escape(site)}</a></p></div>'
        f'<nav class="main-navigation"><ul class="menu">{menu}</ul></nav></header>'
        f'<main id="main" class="site-main">{article}</main>'
        f'<footer class="site-footer"><p>© 2024 {escape(site)}</p></footer></body></html>'
    )


def _case(
    name: str,
    host: str,
    html: str,
    author: str | None,
    title: str,
) -> BylinePage:
    return BylinePage(name, html, f"https://{host}/2024/05/03/{name}/", author, title)


# -- WordPress themes -------------------------------------------------------------------


def wp_astra() -> BylinePage:
    """Astra: "By NAME / DATE" in ``entry-meta``, the author a vcard link."""
    h = "Council approves the new bridge plan"
    art = (
        '<article class="post type-post ast-article-single" itemscope'
        ' itemtype="https://schema.org/CreativeWork"><div class="ast-post-format- ast-no-thumb">'
        '<header class="entry-header"><h1 class="entry-title" itemprop="headline">'
        f'{h}</h1><div class="entry-meta"><span class="posted-by vcard author"'
        ' itemtype="https://schema.org/Person" itemscope itemprop="author"> By <a'
        ' title="View all posts by Jane Doe" href="https://rivertown.example/author/jane/"'
        ' rel="author" class="url fn n author-link" itemprop="url"><span class="author-name"'
        ' itemprop="name">Jane Doe</span></a></span> / <span class="posted-on"><span'
        ' class="published" itemprop="datePublished">May 3, 2024</span></span></div></header>'
        f'<div class="entry-content clear" itemprop="text">{story("en")}</div></div></article>'
    )
    return _case("wp-astra", "rivertown.example", page("en", "Rivertown", h, art), "Jane Doe", h)


def wp_generatepress_it() -> BylinePage:
    """GeneratePress in Italian: date, then "di NAME"."""
    h = "Il consiglio approva il progetto del nuovo ponte"
    art = (
        '<article class="post type-post"><div class="inside-article"><header'
        f' class="entry-header"><h1 class="entry-title" itemprop="headline">{h}</h1>'
        '<div class="entry-meta"><span class="posted-on"><time class="entry-date published"'
        ' datetime="2024-05-03T10:00:00+02:00" itemprop="datePublished">3 Maggio 2024</time>'
        '</span> <span class="byline">di <span class="author vcard" itemprop="author"'
        ' itemtype="https://schema.org/Person" itemscope><a class="url fn n"'
        ' href="https://fiumeoggi.example/author/marco/" title="Visualizza tutti gli articoli'
        ' di Marco Rossi" rel="author" itemprop="url"><span class="author-name"'
        ' itemprop="name">Marco Rossi</span></a></span></span></div></header>'
        f'<div class="entry-content" itemprop="text">{story("it")}</div></div></article>'
    )
    html = page("it", "Fiume Oggi", h, art)
    return _case("wp-generatepress-it", "fiumeoggi.example", html, "Marco Rossi", h)


def wp_newspaper_tr() -> BylinePage:
    """tagDiv Newspaper in Turkish: ``td-post-author-name`` with its "Tarafından" word."""
    h = "Meclis yeni köprü planını onayladı"
    art = (
        '<article class="post td-post-template-default"><div class="td-post-header">'
        '<ul class="td-category"><li class="entry-category"><a href="/kategori/gundem/">'
        'Gündem</a></li></ul><header class="td-post-title"><h1 class="entry-title">'
        f'{h}</h1><div class="td-module-meta-info"><div class="td-post-author-name">'
        '<div class="td-author-by">Tarafından</div> <a href="https://nehirhaber.example/'
        'author/mehmet/">Mehmet Demir</a><div class="td-author-line"> - </div></div>'
        '<span class="td-post-date"><time class="entry-date updated td-module-date"'
        ' datetime="2024-05-03T10:00:00+03:00">3 Mayıs 2024</time></span></div></header>'
        f'</div><div class="td-post-content tagdiv-type">{story("tr")}</div></article>'
    )
    html = page("tr", "Nehir Haber", h, art)
    return _case("wp-newspaper-tr", "nehirhaber.example", html, "Mehmet Demir", h)


def wp_jannah_ar() -> BylinePage:
    """Jannah in Arabic: ``meta-author`` link before the date, in ``post-meta``."""
    h = "المجلس يوافق على خطة الجسر الجديد"
    art = (
        '<article id="the-post" class="container-wrapper post-content"><header'
        ' class="entry-header-outer"><div class="entry-header"><span class="post-cat-wrap">'
        '<a class="post-cat tie-cat-2" href="/category/local/">محليات</a></span>'
        f'<h1 class="post-title entry-title">{h}</h1><div class="single-post-meta post-meta'
        ' clearfix"><span class="author-meta single-author with-avatars"><span'
        ' class="meta-item meta-author-wrapper"><span class="meta-author-avatar"><a'
        ' href="/author/ahmed/"><img alt="صورة أحمد حسن" class="avatar"></a></span><span'
        ' class="meta-author"><a href="/author/ahmed/" class="author-name tie-icon"'
        ' title="أحمد حسن">أحمد حسن</a></span></span></span><span class="date meta-item'
        ' tie-icon">3 مايو 2024</span></div></div></header><div class="entry-content'
        f' entry clearfix">{story("ar")}</div></article>'
    )
    html = page("ar", "صحيفة النهر", h, art)
    return _case("wp-jannah-ar", "alnahr.example", html, "أحمد حسن", h)


def wp_soledad_vi() -> BylinePage:
    """Soledad in Vietnamese: "bởi NAME" in ``post-box-meta-single``."""
    h = "Hội đồng thông qua kế hoạch xây cầu mới"
    art = (
        '<article class="post type-post"><div class="header-standard header-classic'
        ' single-header"><div class="penci-standard-cat"><span class="cat"><a'
        ' class="penci-cat-name" href="/chuyen-muc/thoi-su/">Thời sự</a></span></div>'
        f'<h1 class="post-title single-post-title entry-title">{h}</h1><div'
        ' class="post-box-meta-single"><span class="author-post byline"><span class="author'
        ' vcard">bởi <a class="author-url url fn n" href="/author/an/">Nguyễn Văn An</a>'
        '</span></span><span><time class="entry-date published"'
        ' datetime="2024-05-03T10:00:00+07:00">03/05/2024</time></span></div></div>'
        f'<div class="post-entry blockquote-style-1"><div class="inner-post-entry'
        f' entry-content">{story("vi")}</div></div></article>'
    )
    html = page("vi", "Báo Sông", h, art)
    return _case("wp-soledad-vi", "baosong.example", html, "Nguyễn Văn An", h)


def wp_site_title_h1() -> BylinePage:
    """A classic theme whose header holds the site's name in an ``h1`` and the post's
    headline in an ``h2.entry-title``: the headline is the title, not the site."""
    h = "Five things we learned from the river survey"
    art = (
        '<article class="post hentry"><header class="entry-header"><h2 class="entry-title">'
        f'<a href="/2024/05/03/river-survey/" rel="bookmark">{h}</a></h2><div'
        ' class="entry-meta">Posted on <a href="/2024/05/03/"><time class="entry-date"'
        ' datetime="2024-05-03">May 3, 2024</time></a> by <span class="author vcard"><a'
        ' class="url fn n" href="/author/tom/">Tom Baker</a></span></div></header><div'
        f' class="entry-content">{story("en")}</div></article>'
    )
    html = page("en", "Riverbank Notes", h, art, title_tag=f"{h} | Riverbank Notes")
    html = html.replace('<p class="site-title">', '<h1 class="site-title">', 1).replace(
        "Riverbank Notes</a></p></div>", "Riverbank Notes</a></h1></div>", 1
    )
    return _case("wp-site-title-h1", "riverbank.example", html, "Tom Baker", h)


# -- News platforms ---------------------------------------------------------------------


def arc_xp_two_authors() -> BylinePage:
    """Arc XP: "By NAME and NAME", each a ``/people/`` link; JSON-LD Person array."""
    h = "Bridge plan wins council vote after long debate"
    head = news_article(h, [person("Jane Smith"), person("John Roe")], "The Courier")
    art = (
        '<article class="article-body-wrapper"><header><div class="overline"><a'
        ' href="/politics/" class="overline-link">Politics</a></div><h1'
        f' class="headline" data-testid="headline">{h}</h1><div class="byline'
        ' ts-byline"><span class="ts-byline__by">By </span><span'
        ' class="ts-byline__names"><a href="/people/jane-smith/" class="ts-byline__link">'
        'Jane Smith</a> and <a href="/people/john-roe/" class="ts-byline__link">John Roe'
        '</a></span></div><div class="timestamp"><time datetime="2024-05-03T10:00:00Z">'
        f"May 3, 2024 at 10:00 a.m. UTC</time></div></header>{story('en')}</article>"
    )
    html = page("en", "The Courier", h, art, head=head)
    return _case("arc-xp", "courier.example", html, "Jane Smith; John Roe", h)


def brightspot() -> BylinePage:
    """Brightspot: ``ArticlePage-authorName`` with its "By" span."""
    h = "State opens the new river crossing to traffic"
    art = (
        '<div class="ArticlePage-mainContent"><div class="ArticlePage-breadcrumbs"><a'
        ' class="Link" href="/local">Local</a></div><h1 class="ArticlePage-headline">'
        f'{h}</h1><div class="ArticlePage-articleDetails"><div class="ArticlePage-authors">'
        '<div class="ArticlePage-authorInfo"><div class="ArticlePage-authorName"><span'
        ' class="ArticlePage-authorBy">By</span> <a class="Link" href="/people/maria-garcia">'
        'Maria Garcia</a></div></div></div><div class="ArticlePage-datePublished">Published'
        ' May 3, 2024 at 10:00 AM CDT</div></div><div class="ArticlePage-articleBody"><div'
        f' class="RichTextArticleBody">{story("en")}</div></div></div>'
    )
    html = page("en", "KRVR News", h, art)
    return _case("brightspot", "krvr.example", html, "Maria Garcia", h)


def ghost_pl() -> BylinePage:
    """Ghost (Casper, Polish): the author's name in ``article-byline``; JSON-LD Person."""
    h = "Rada zatwierdziła plan budowy nowego mostu"
    head = jsonld(
        {
            "@context": "https://schema.org",
            "@type": "Article",
            "publisher": {"@type": "Organization", "name": "Nad Rzeką"},
            "author": {
                "@type": "Person",
                "name": "Anna Kowalska",
                "url": "https://nadrzeka.example/author/anna/",
            },
            "headline": h,
        }
    )
    art = (
        '<article class="article post tag-miasto"><header class="article-header gh-canvas">'
        '<div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a'
        f' href="/tag/miasto/">Miasto</a></span></div><h1 class="article-title">{h}</h1>'
        '<div class="article-byline"><section class="article-byline-content"><ul'
        ' class="author-list"><li class="author-list-item"><a href="/author/anna/"'
        ' class="author-avatar"><img class="author-profile-image" alt="Anna Kowalska"></a>'
        '</li></ul><div class="article-byline-meta"><h4 class="author-name"><a'
        ' href="/author/anna/">Anna Kowalska</a></h4><div class="byline-meta-content"><time'
        ' class="byline-meta-date" datetime="2024-05-03">3 maj 2024</time><span'
        ' class="byline-reading-time"><span class="bull">•</span> 3 min czytania</span>'
        '</div></div></section></div></header><section class="gh-content gh-canvas">'
        f"{story('pl')}</section></article>"
    )
    html = page("pl", "Nad Rzeką", h, art, head=head)
    return _case("ghost-pl", "nadrzeka.example", html, "Anna Kowalska", h)


def substack_fr() -> BylinePage:
    """Substack in French: ``post-title``, the subtitle, the writer's profile link."""
    h = "Pourquoi le nouveau pont change tout"
    head = '<meta name="author" content="Claire Dubois">' + jsonld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": h,
            "author": [
                {"@type": "Person", "name": "Claire Dubois", "url": "https://substack.com/@claire"}
            ],
            "publisher": {"@type": "Organization", "name": "La Lettre du Fleuve"},
        }
    )
    art = (
        '<div class="single-post-container"><div class="container"><div class="single-post">'
        '<article class="typography newsletter-post post"><div class="post-header"><h1'
        f' class="post-title published" dir="auto">{h}</h1><h3 class="subtitle" dir="auto">'
        "Trois questions sur le chantier qui commence lundi</h3><div"
        ' class="post-meta-author-byline"><div class="profile-hover-card-target"><a'
        ' href="https://substack.com/@claire" class="pencraft frontend-pencraft-Text-module__'
        'decoration-hover-underline">Claire Dubois</a></div><div class="pencraft'
        ' pc-display-flex">03 mai 2024</div></div></div><div class="available-content"><div'
        f' dir="auto" class="body markup">{story("fr")}</div></div></article></div></div></div>'
    )
    html = page("fr", "La Lettre du Fleuve", h, art, head=head, title_tag=f"{h} - by Claire Dubois")
    return _case("substack-fr", "lalettre.substack.example", html, "Claire Dubois", h)


def medium() -> BylinePage:
    """Medium: ``pw-post-title`` headline, ``data-testid=authorName`` link, meta author."""
    h = "What the river taught me about building bridges"
    head = '<meta name="author" content="Ravi Kumar">'
    art = (
        '<article><div class="l"><section><div><h1 id="a1b2" class="pw-post-title"'
        f' data-testid="storyTitle" data-selectable-paragraph="">{h}</h1><div'
        ' class="speechify-ignore ab co"><div class="ab q"><a rel="noopener follow"'
        ' href="/@ravikumar?source=post_page"><img alt="Ravi Kumar"></a><div><span><a'
        ' data-testid="authorName" rel="noopener follow" href="/@ravikumar">Ravi Kumar</a>'
        "</span><span><button>Follow</button></span></div><div><span"
        ' data-testid="storyReadTime">6 min read</span><span>·</span><span'
        ' data-testid="storyPublishDate">May 3, 2024</span></div></div></div>'
        f"{story('en')}</div></section></div></article>"
    )
    html = page("en", "Medium", h, art, head=head, title_tag=f"{h} | by Ravi Kumar | Medium")
    return _case("medium", "medium.example", html, "Ravi Kumar", h)


def blogger_id() -> BylinePage:
    """Blogger in Indonesian: "Diposting oleh NAME" in ``post-author vcard``."""
    h = "Jembatan baru di kampung kami"
    art = (
        '<div class="date-outer"><h2 class="date-header"><span>Jumat, 03 Mei 2024</span>'
        '</h2><div class="date-posts"><div class="post-outer"><div class="post hentry"'
        ' itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting"><h3'
        f' class="post-title entry-title" itemprop="name">{h}</h3><div class="post-header">'
        '</div><div class="post-body entry-content" itemprop="description articleBody">'
        f'{story("id")}</div><div class="post-footer"><div class="post-footer-line'
        ' post-footer-line-1"><span class="post-author vcard">Diposting oleh <span'
        ' class="fn" itemprop="author" itemscope itemtype="http://schema.org/Person"><a'
        ' class="g-profile" href="https://www.blogger.com/profile/0123456789" rel="author"'
        ' title="author profile"><span itemprop="name">Budi Santoso</span></a></span></span>'
        '<span class="post-timestamp"> di <a class="timestamp-link" href="#">10.00</a>'
        "</span></div></div></div></div></div></div>"
    )
    html = page("id", "Catatan Kampung", h, art, title_tag=f"Catatan Kampung: {h}", og=False)
    return _case("blogger-id", "catatankampung.example", html, "Budi Santoso", h)


def wix_pt() -> BylinePage:
    """Wix Blog in Portuguese: the writer in ``data-hook=user-name``."""
    h = "A nova ponte sobre o rio já tem data"
    art = (
        '<div data-hook="post-page"><article data-hook="post"><div data-hook="post-header">'
        '<div class="avatar"><a data-hook="profile-link" href="/profile/sofia/profile">'
        '<img alt="Foto do escritor"></a></div><div><span data-hook="user-name"'
        ' class="user-name">Sofia Martins</span></div><ul><li><span data-hook="time-ago"'
        ' title="3 de mai. de 2024">3 de mai. de 2024</span></li><li><span'
        ' data-hook="time-to-read">2 min de leitura</span></li></ul></div><div><h1'
        f' data-hook="post-title" class="post-title">{h}</h1></div><div'
        f' data-hook="post-description"><div class="post-content">{story("pt")}</div></div>'
        "</article></div>"
    )
    html = page("pt", "Ponte Nova Blog", h, art, title_tag=f"{h}")
    return _case("wix-pt", "pontenova.example", html, "Sofia Martins", h)


def squarespace() -> BylinePage:
    """Squarespace 7.1: ``blog-author-name`` link to ``?author=``; meta itemprop author."""
    h = "Notes from the opening of the river bridge"
    art = (
        '<article class="entry h-entry" data-item-id="1"><div class="blog-item-wrapper">'
        '<div class="blog-item-top-wrapper"><div class="blog-item-title"><h1'
        f' class="entry-title entry-title--large p-name" data-content-field="title">{h}</h1>'
        '</div><div class="blog-item-meta-wrapper"><div class="blog-item-author-date-wrapper">'
        '<div class="blog-meta-item blog-meta-item--date"><time class="dt-published'
        ' blog-meta-item blog-meta-item--date" datetime="2024-05-03">May 3</time></div>'
        '<div class="blog-author blog-meta-item blog-meta-item--author"><a'
        ' href="/journal?author=5f1" class="blog-author-name">Emma Clark</a></div></div>'
        '</div></div><div class="blog-item-content-wrapper"><div class="blog-item-content'
        f' e-content">{story("en")}</div></div></div></article>'
    )
    html = page("en", "Wildwater Studio", h, art, title_tag=f"{h} — Wildwater Studio")
    return _case("squarespace", "wildwater.example", html, "Emma Clark", h)


def drupal_de() -> BylinePage:
    """Drupal 9 Olivero in German: "Gespeichert von NAME am DATE" in ``node__meta``."""
    h = "Neue Brücke über den Fluss genehmigt"
    art = (
        '<article data-history-node-id="12" role="article" class="node node--type-article'
        ' node--promoted node--view-mode-full"><header class="node__header"><h1'
        f' class="title page-title"><span class="field field--name-title">{h}</span></h1>'
        '<div class="node__meta"><span>Gespeichert von <span class="field field--name-uid'
        ' field--type-entity-reference field--label-hidden"><span lang="" about="/user/7"'
        ' typeof="schema:Person" property="schema:name" datatype="">Klaus Becker</span>'
        '</span> am <span class="field field--name-created field--type-created'
        ' field--label-hidden">Fr., 03.05.2024 - 10:00</span></span></div></header><div'
        ' class="node__content"><div class="text-content clearfix field field--name-body'
        f' field--type-text-with-summary">{story("de")}</div></div></article>'
    )
    html = page("de", "Flussblick", h, art, title_tag=f"{h} | Flussblick")
    return _case("drupal-de", "flussblick.example", html, "Klaus Becker", h)


def joomla_cs() -> BylinePage:
    """Joomla 4 in Czech: ``dd.createdby`` "Napsal: NAME" in ``article-info``."""
    h = "Rada schválila plán nového mostu"
    art = (
        '<div class="com-content-article item-page" itemscope'
        ' itemtype="https://schema.org/Article"><div class="page-header"><h1'
        f' itemprop="headline">{h}</h1></div><dl class="article-info text-muted"><dt'
        ' class="article-info-term">Podrobnosti</dt><dd class="createdby" itemprop="author"'
        ' itemscope itemtype="https://schema.org/Person"><span class="icon-user icon-fw"'
        ' aria-hidden="true"></span>Napsal: <span itemprop="name">Petr Novák</span></dd>'
        '<dd class="category-name"><span class="icon-folder-open icon-fw"></span>'
        'Kategorie: <a href="/zpravy" itemprop="genre">Zprávy</a></dd><dd class="published">'
        '<span class="icon-calendar icon-fw"></span><time datetime="2024-05-03T10:00:00+02:00"'
        ' itemprop="datePublished">Zveřejněno: 03. květen 2024</time></dd></dl><div'
        f' itemprop="articleBody" class="com-content-article__body">{story("cs")}</div></div>'
    )
    html = page("cs", "Nad řekou", h, art, title_tag=h, og=False)
    return _case("joomla-cs", "nadrekou.example", html, "Petr Novák", h)


def joomla_super_user() -> BylinePage:
    """Joomla with the installer's account left as writer: "Written by: Super User"."""
    h = "Opening hours over the holidays"
    art = (
        '<div class="item-page" itemscope itemtype="https://schema.org/Article"><div'
        f' class="page-header"><h2 itemprop="headline">{h}</h2></div><dl class="article-info'
        ' muted"><dt class="article-info-term">Details</dt><dd class="createdby"'
        ' itemprop="author" itemscope itemtype="https://schema.org/Person">Written by <span'
        ' itemprop="name">Super User</span></dd><dd class="published"><time'
        ' datetime="2024-05-03T10:00:00+00:00" itemprop="datePublished">Published: 03 May'
        ' 2024</time></dd></dl><div itemprop="articleBody">'
        f"{story('en')}</div></div>"
    )
    html = page("en", "Riverside Library", h, art, title_tag=h, og=False)
    return _case("joomla-super-user", "riversidelib.example", html, None, h)


def bitrix_ru() -> BylinePage:
    """1C-Bitrix news detail in Russian: the date, then "Автор: NAME" after the text."""
    h = "Совет утвердил проект нового моста"
    art = (
        '<div class="news-detail"><span class="news-date-time">03.05.2024</span>'
        f'<h3>{h}</h3><div class="news-detail-text">{story("ru")}</div><div'
        ' style="clear:both"></div><br><div class="news-detail-author">Автор: Иван Петров'
        '</div><div class="news-detail-share"><noindex>Поделиться</noindex></div></div>'
    )
    html = page("ru", "Городские вести", h, art, title_tag=h, og=False)
    crumbs = f'<div class="bx-breadcrumb">Главная / Новости</div><h1 id="pagetitle">{h}</h1>'
    html = html.replace("<main", crumbs + "<main", 1)
    return _case("bitrix-ru", "vesti-goroda.example", html, "Иван Петров", h)


def dle_ru() -> BylinePage:
    """DataLife Engine in Russian: the poster's account "admin" in ``story_info``: no one."""
    h = "На реке начали строить новый мост"
    art = (
        '<div class="full-story"><div class="fheader"><h1>'
        f'{h}</h1></div><div class="story_info"><span class="author"><i'
        ' class="fa fa-user"></i> <a onclick="ShowProfile(\'admin\','
        " 'https://rechnoy.example/user/admin/', '0'); return false;\""
        ' href="https://rechnoy.example/user/admin/">admin</a></span> <span class="date"><i'
        ' class="fa fa-clock-o"></i> 3-05-2024, 10:00</span> <span class="category"><a'
        f' href="/news/">Новости</a></span></div><div class="full-text">{story("ru")}</div>'
        "</div>"
    )
    html = page("ru", "Речной край", h, art, title_tag=f"{h} » Речной край", og=False)
    return _case("dle-ru", "rechnoy.example", html, None, h)


def dle_ru_named() -> BylinePage:
    """DataLife Engine with a writer's line "Автор: NAME" at the top of the story."""
    h = "Мост через реку откроют осенью"
    art = (
        '<div class="full-story"><div class="fheader"><h1>'
        f'{h}</h1></div><div class="story_info"><span class="date">3-05-2024, 10:00</span>'
        ' <span class="category"><a href="/news/">Новости</a></span></div><div'
        ' class="full-text"><p><b>Автор: Сергей Иванов</b></p>'
        f"{story('ru')}</div></div>"
    )
    html = page("ru", "Речной край", h, art, title_tag=f"{h} » Речной край", og=False)
    return _case("dle-ru-named", "rechnoy.example", html, "Сергей Иванов", h)


# -- East Asian portals -----------------------------------------------------------------


def naver_news() -> BylinePage:
    """Naver news: the reporter "NAME 기자" in ``media_end_head_journalist_name``."""
    h = "시의회, 새 다리 건설 계획 승인"
    art = (
        '<div id="ct" class="ct_wrap"><div class="media_end_head go_trans"><div'
        ' class="media_end_head_title"><h2 id="title_area"'
        f' class="media_end_head_headline"><span>{h}</span></h2></div><div'
        ' class="media_end_head_info nv_notrans"><div class="media_end_head_journalist">'
        '<button type="button" class="media_end_head_journalist_box"><em'
        ' class="media_end_head_journalist_name">홍길동 기자</em></button></div><div'
        ' class="media_end_head_info_datestamp"><span'
        ' class="media_end_head_info_datestamp_time _ARTICLE_DATE_TIME"'
        ' data-date-time="2024-05-03 10:00:00">2024.05.03. 오전 10:00</span></div></div>'
        f'</div><article id="dic_area" class="go_trans _article_content">{story("ko")}'
        "</article></div>"
    )
    html = page("ko", "네이버 뉴스", h, art, title_tag=f"{h} : 네이버 뉴스")
    return _case("naver-news", "n.news.naver.example", html, "홍길동", h)


def daum_news() -> BylinePage:
    """Daum news: "NAME 기자" in the ``info_view`` line, then the date."""
    h = "새 다리, 가을에 개통"
    art = (
        '<div class="news_view"><div class="head_view"><h3 class="tit_view"'
        f' data-translation="true">{h}</h3><span class="info_view"><span class="txt_info">'
        '김철수 기자</span><span class="txt_info">입력 <span class="num_date">2024. 5. 3.'
        ' 10:00</span></span></span></div><div class="article_view"><section'
        f' dmcf-sid="1">{story("ko")}</section></div></div>'
    )
    html = page("ko", "다음뉴스", h, art, title_tag=f"{h} | 다음뉴스")
    return _case("daum-news", "v.daum.example", html, "김철수", h)


def yahoo_japan() -> BylinePage:
    """Yahoo! News Japan: the provider's name under the headline, the writer's
    "【NAME】" closing the story."""
    h = "川に新しい橋、市議会が計画を承認"
    art = (
        '<article id="uamods" class="article_body"><header><h1 class="sc-headline">'
        f'{h}</h1><div class="sc-meta"><time>5/3(金) 10:00</time><a href="/media/mai"'
        ' class="sc-provider">毎日新聞</a></div></header><div class="article_body'
        f' highLightSearchTarget"><div class="sc-paragraph">{story("ja")}'
        "<p>【山田太郎】</p></div></div></article>"
    )
    html = page("ja", "Yahoo!ニュース", h, art, title_tag=f"{h}（毎日新聞） - Yahoo!ニュース")
    return _case("yahoo-japan", "news.yahoo.example", html, "山田太郎", h)


def livedoor_blog() -> BylinePage:
    """Livedoor Blog: a personal blog whose posts carry no writer's name: no one."""
    h = "新しい橋を見に行ってきました"
    art = (
        '<div class="article-outer hentry"><div class="article-header"><p class="article-date">'
        '<abbr class="updated" title="2024-05-03T10:00:00+09:00">2024年05月03日</abbr></p>'
        f'<h1 class="article-title entry-title"><a href="/archives/1.html">{h}</a></h1></div>'
        f'<div class="article-body entry-content">{story("ja")}</div><div'
        ' class="article-footer"><span class="article-footer-category">カテゴリ：<a'
        ' href="/archives/cat_1.html">日記</a></span><span class="comment-count"><a'
        ' href="#comments">コメント(0)</a></span></div></div>'
    )
    html = page("ja", "川辺の日記", h, art, title_tag=f"{h} : 川辺の日記")
    return _case("livedoor-blog", "kawabe.blog.example", html, None, h)


def china_portal() -> BylinePage:
    """A Chinese portal: "来源：X 作者：NAME" under the headline, "责任编辑：NAME" after."""
    h = "市议会批准新桥建设计划"
    art = (
        '<div class="main_content"><div class="article"><h1 class="main-title">'
        f'{h}</h1><div class="date-source"><span class="date">2024年05月03日 10:00</span>'
        '<span class="source">来源：新华网</span> <span class="author">作者：李明</span>'
        f'</div><div class="article-content" id="artibody">{story("zh")}</div><p'
        ' class="show_author">责任编辑：王刚</p></div></div>'
    )
    html = page("zh", "河畔网", h, art, title_tag=f"{h}_新闻_河畔网")
    return _case("china-portal", "hepan.example", html, "李明", h)


def china_editor_only() -> BylinePage:
    """A Chinese portal naming only the source and the responsible editor: no writer."""
    h = "新桥将于秋季通车"
    art = (
        '<div class="main_content"><div class="article"><h1 class="main-title">'
        f'{h}</h1><div class="date-source"><span class="date">2024年05月03日 10:00</span>'
        '<span class="source">来源：人民网</span></div><div class="article-content"'
        f' id="artibody">{story("zh")}</div><p class="show_author">责任编辑：王刚</p></div></div>'
    )
    html = page("zh", "河畔网", h, art, title_tag=f"{h}_新闻_河畔网")
    return _case("china-editor-only", "hepan.example", html, None, h)


def china_reporter() -> BylinePage:
    """A Chinese paper: the reporters in the dateline "本报讯（记者 NAME NAME）"."""
    h = "新桥建设进展顺利"
    art = (
        f'<div class="article"><h1>{h}</h1><div class="info">2024-05-03 10:00 来源：河畔日报'
        '</div><div class="content"><p>本报讯（记者 张伟 刘芳）'
        f"{STORY['zh'] * 3}</p>{story('zh', 2)}</div></div>"
    )
    html = page("zh", "河畔日报", h, art, title_tag=f"{h}-河畔日报")
    return _case("china-reporter", "hepanribao.example", html, "张伟; 刘芳", h)


# -- Bylines as written in many languages -----------------------------------------------


def _plain_byline(
    name: str, lang: str, site: str, host: str, byline: str, author: str | None, h: str
) -> BylinePage:
    """A news article with ``byline`` in a ``div.meta`` under the headline."""
    art = (
        f'<article class="article"><div class="kicker"><a href="/1/">{SECTIONS[lang][1]}</a>'
        f'</div><h1 class="article-title">{h}</h1><div class="meta">{byline}</div>'
        f'<div class="article-body">{story(lang)}</div></article>'
    )
    return _case(name, host, page(lang, site, h, art), author, h)


def arabic_bqalam() -> BylinePage:
    return _plain_byline(
        "arabic-bqalam",
        "ar",
        "صحيفة الوادي",
        "alwadi.example",
        "بقلم: محمد علي | 3 مايو 2024",
        "محمد علي",
        "جسر جديد فوق النهر",
    )


def arabic_kataba() -> BylinePage:
    return _plain_byline(
        "arabic-kataba",
        "ar",
        "صحيفة الوادي",
        "alwadi.example",
        "كتب - أحمد حسن",
        "أحمد حسن",
        "الجسر الجديد يفتح في الخريف",
    )


def hindi_lekhak() -> BylinePage:
    return _plain_byline(
        "hindi-lekhak",
        "hi",
        "नदी समाचार",
        "nadisamachar.example",
        "लेखक: राहुल शर्मा",
        "राहुल शर्मा",
        "नदी पर नए पुल की योजना मंजूर",
    )


def turkish_yazar() -> BylinePage:
    return _plain_byline(
        "turkish-yazar",
        "tr",
        "Nehir Gazetesi",
        "nehirgazetesi.example",
        "Yazar: Ayşe Kaya | 03.05.2024 10:00",
        "Ayşe Kaya",
        "Yeni köprü sonbaharda açılıyor",
    )


def indonesian_editor() -> BylinePage:
    return _plain_byline(
        "indonesian-editor",
        "id",
        "Kabar Sungai",
        "kabarsungai.example",
        "Penulis: Dewi Lestari | Editor: Rina Wati",
        "Dewi Lestari",
        "Jembatan baru dibuka musim gugur",
    )


def vietnamese_tacgia() -> BylinePage:
    return _plain_byline(
        "vietnamese-tacgia",
        "vi",
        "Báo Sông",
        "baosong.example",
        "Tác giả: Trần Thị Bình",
        "Trần Thị Bình",
        "Cây cầu mới sẽ thông xe vào mùa thu",
    )


def polish_autor() -> BylinePage:
    return _plain_byline(
        "polish-autor",
        "pl",
        "Gazeta Rzeczna",
        "gazetarzeczna.example",
        "Autor: Tomasz Nowak, 03.05.2024 10:00",
        "Tomasz Nowak",
        "Nowy most otwarty jesienią",
    )


def greek_syntaktis() -> BylinePage:
    return _plain_byline(
        "greek-syntaktis",
        "el",
        "Ποτάμι",
        "potami.example",
        "Συντάκτης: Γιώργος Παπαδόπουλος",
        "Γιώργος Παπαδόπουλος",
        "Η νέα γέφυρα ανοίγει το φθινόπωρο",
    )


def persian_nevisande() -> BylinePage:
    return _plain_byline(
        "persian-nevisande",
        "fa",
        "روزنامه رود",
        "rood.example",
        "نویسنده: علی رضایی",
        "علی رضایی",
        "پل جدید در پاییز افتتاح می‌شود",
    )


def spanish_agency() -> BylinePage:
    """A person with an agency after a comma: the person, not "EFE"."""
    return _plain_byline(
        "spanish-agency",
        "es",
        "Diario del Río",
        "diariodelrio.example",
        "Por Lucía Fernández, EFE",
        "Lucía Fernández",
        "El nuevo puente abrirá en otoño",
    )


# -- Shapes of bylines ------------------------------------------------------------------


def three_authors() -> BylinePage:
    return _plain_byline(
        "three-authors",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Jane Doe, John Roe and Mary Major",
        "Jane Doe; John Roe; Mary Major",
        "Inside the long fight over the river crossing",
    )


def date_run_together() -> BylinePage:
    """A byline whose name runs into the date without a space."""
    art_byline = '<span class="author">By Alex Carter</span><span class="date">May 3, 2024</span>'
    return _plain_byline(
        "date-run-together",
        "en",
        "The Valley Post",
        "valleypost.example",
        art_byline,
        "Alex Carter",
        "Bridge tolls to stay the same next year",
    )


def date_glued_text() -> BylinePage:
    """ "By NAME" and the date in one text node, glued by the template."""
    return _plain_byline(
        "date-glued-text",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Alex CarterMay 3, 2024",
        "Alex Carter",
        "Bridge tolls stay the same",
    )


def updated_by() -> BylinePage:
    """ "By NAME · Updated by NAME": the writer, not the editor who updated it."""
    return _plain_byline(
        "updated-by",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Jane Doe · Updated by John Roe on May 4, 2024",
        "Jane Doe",
        "Water levels fall after the storm",
    )


def agency_only() -> BylinePage:
    """A wire story signed by the agency alone: the agency (the project's policy)."""
    return _plain_byline(
        "agency-only",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Reuters",
        "Reuters",
        "Markets rise as bridge tender opens",
    )


def person_and_agency() -> BylinePage:
    return _plain_byline(
        "person-and-agency",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Pierre Laurent with AFP",
        "Pierre Laurent",
        "France joins the bridge project",
    )


def staff_byline() -> BylinePage:
    """ "By Staff": a role word alone, no one."""
    return _plain_byline(
        "staff-byline",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Staff | May 3, 2024",
        None,
        "Road closures this weekend",
    )


def site_staff_byline() -> BylinePage:
    """ "By Valley Post Staff": the site's staff sign, kept as written (wcxb-dev's truth
    names "EcoCult Staff", "The Upwork Team")."""
    return _plain_byline(
        "site-staff-byline",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By Valley Post Staff",
        "Valley Post Staff",
        "Road works start on Monday",
    )


def rel_author() -> BylinePage:
    """A ``rel=author`` link alone, no byline word."""
    return _plain_byline(
        "rel-author",
        "en",
        "The Valley Post",
        "valleypost.example",
        '<a rel="author" href="/contributors/nina-patel">Nina Patel</a> · May 3, 2024',
        "Nina Patel",
        "A walk along the new riverside path",
    )


def meta_author_is_site() -> BylinePage:
    """``meta name=author`` holds the site's name; the byline names the writer."""
    h = "How the bridge was paid for"
    art = (
        '<article class="article"><h1 class="article-title">'
        f'{h}</h1><div class="meta">Written by Ana Ruiz</div>'
        f'<div class="article-body">{story("en")}</div></article>'
    )
    head = '<meta name="author" content="Garcia Legal Group">'
    html = page("en", "Garcia Legal Group", h, art, head=head)
    return _case("meta-author-is-site", "garcialegal.example", html, "Ana Ruiz", h)


def personal_site() -> BylinePage:
    """A writer's own site, named after her: she is the author."""
    h = "Why I moved to the river"
    art = (
        '<article class="post"><h1 class="entry-title">'
        f'{h}</h1><div class="entry-meta">By <a href="/about/">Sarah Whitfield</a></div>'
        f'<div class="entry-content">{story("en")}</div></article>'
    )
    html = page("en", "Sarah Whitfield", h, art)
    return _case("personal-site", "sarahwhitfield.example", html, "Sarah Whitfield", h)


def jsonld_organization_author() -> BylinePage:
    """JSON-LD names the publisher as author (an Organization); the byline a person."""
    h = "River festival returns this summer"
    head = news_article(h, {"@type": "Organization", "name": "The Valley Post"}, "The Valley Post")
    art = (
        '<article class="article"><h1 class="article-title">'
        f'{h}</h1><div class="byline">By <a href="/staff/leo-grant">Leo Grant</a></div>'
        f'<div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, head=head)
    return _case("jsonld-organization", "valleypost.example", html, "Leo Grant", h)


def jsonld_person_array() -> BylinePage:
    """JSON-LD with two Persons and no visible byline."""
    h = "What the survey found under the old bridge"
    head = news_article(h, [person("Hannah Weber"), person("Jonas Vogel")], "Flussblick")
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1>'
        f'<div class="article-body">{story("de")}</div></article>'
    )
    html = page("de", "Flussblick", h, art, head=head)
    return _case("jsonld-person-array", "flussblick.example", html, "Hannah Weber; Jonas Vogel", h)


# -- Titles -----------------------------------------------------------------------------


def section_title_tag() -> BylinePage:
    """``<title>`` and ``og:title`` name the section; the headline is the ``h1``."""
    h = "Council votes to widen the river path"
    art = (
        '<article class="article"><div class="section-label"><h2>Local News</h2></div>'
        f'<h1 class="article-title">{h}</h1><div class="byline">By Leo Grant</div>'
        f'<div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, title_tag="Local News | The Valley Post", og=False)
    return _case("section-title-tag", "valleypost.example", html, "Leo Grant", h)


def section_h2_before_h1() -> BylinePage:
    """A section's name in an ``h2`` above the headline; ``<title>`` holds the headline."""
    h = "Neue Radwege entlang des Flusses"
    art = (
        '<article class="article"><h2 class="section-title">Politik</h2>'
        f'<h1 class="article-title">{h}</h1><div class="byline">Von Lena Hoffmann</div>'
        f'<div class="article-body">{story("de")}</div></article>'
    )
    html = page("de", "Flussblick", h, art, title_tag=f"{h} | Politik | Flussblick")
    return _case("section-h2-before-h1", "flussblick.example", html, "Lena Hoffmann", h)


# -- More news bylines of many countries ------------------------------------------------


def g1_por() -> BylinePage:
    """Globo's g1: "Por NAME, g1 — CITY" in ``content-publication-data__from``."""
    h = "Nova ponte sobre o rio deve abrir no segundo semestre"
    art = (
        '<div class="mc-article-header"><div class="title"><h1 class="content-head__title"'
        f' itemprop="headline">{h}</h1></div><h2 class="content-head__subtitle">Obras'
        ' começam na segunda-feira.</h2></div><div class="content-publication-data"><p'
        ' class="content-publication-data__from" title="Por Sofia Martins, g1 — São Paulo">'
        'Por Sofia Martins, g1 — São Paulo</p><p class="content-publication-data__updated">'
        '<time itemprop="datePublished" datetime="2024-05-03T10:00:00.000Z">03/05/2024'
        f' 10h00</time></p></div><article itemprop="articleBody">{story("pt")}</article>'
    )
    html = page("pt", "g1", h, art, title_tag=f"{h} | São Paulo | G1")
    return _case("g1-por", "g1.example", html, "Sofia Martins", h)


def spiegel_two() -> BylinePage:
    """A German magazine: "Von NAME und NAME", each a link to the writer's page."""
    h = "Die neue Brücke kommt später als geplant"
    art = (
        f'<article><header><h2><span class="kicker">Verkehr</span><span'
        f' class="headline">{h}</span></h2></header><div class="meta"><span>Von <a'
        ' href="/impressum/autor-hannah-weber">Hannah Weber</a> und <a'
        ' href="/impressum/autor-jonas-vogel">Jonas Vogel</a></span></div>'
        f'<section class="article-section">{story("de")}</section></article>'
    )
    html = page("de", "Flussblick", h, art, title_tag=f"Verkehr: {h} - Flussblick")
    return _case("spiegel-two", "flussblick.example", html, "Hannah Weber; Jonas Vogel", h)


def el_pais_autor() -> BylinePage:
    """A Spanish paper: the writer's link to ``/autor/`` in the meta line, the city after."""
    h = "El nuevo puente abrirá antes del verano"
    art = (
        '<article class="a"><header class="a_e"><div class="a_k"><a href="/espana/">España'
        f'</a></div><h1 class="a_t">{h}</h1><h2 class="a_st">Las obras empiezan el lunes.'
        '</h2></header><div class="a_md"><div class="a_md_a"><a href="/autor/lucia-fernandez/"'
        ' class="a_md_a_n">Lucía Fernández</a><span class="a_md_a_l">Sevilla</span></div>'
        '<div class="a_md_f"><time datetime="2024-05-03T10:00:00+02:00">03 may 2024 -'
        f' 10:00 CEST</time></div></div><div class="a_c">{story("es")}</div></article>'
    )
    html = page("es", "Diario del Río", h, art)
    return _case("el-pais-autor", "diariodelrio.example", html, "Lucía Fernández", h)


def corriere_di() -> BylinePage:
    """An Italian paper: "di NAME" in a ``writer`` span."""
    h = "Il nuovo ponte aprirà in autunno"
    art = (
        f'<div class="article"><h1 class="title-art">{h}</h1><div class="info-art">'
        '<span class="writer">di Marco Rossi</span> <span class="date">3 maggio 2024</span>'
        f'</div><div class="body-art">{story("it")}</div></div>'
    )
    html = page("it", "Fiume Oggi", h, art)
    return _case("corriere-di", "fiumeoggi.example", html, "Marco Rossi", h)


def dutch_door() -> BylinePage:
    """A Dutch site: "Door NAME" under the headline."""
    h = "Nieuwe brug over de rivier gaat in het najaar open"
    art = (
        f'<article><h1 class="article__title">{h}</h1><div class="article__meta"><span'
        ' class="article__author">Door Jan de Vries</span> · <time>3 mei 2024</time></div>'
        f'<div class="article__body">{story("en")}</div></article>'
    )
    html = page("en", "Rivierbode", h, art)
    html = html.replace('lang="en"', 'lang="nl"', 1)
    return _case("dutch-door", "rivierbode.example", html, "Jan de Vries", h)


def german_dpa() -> BylinePage:
    """A German regional paper: "Von NAME, dpa"."""
    return _plain_byline(
        "german-dpa",
        "de",
        "Flussblick",
        "flussblick.example",
        "Von Max Mustermann, dpa",
        "Max Mustermann",
        "Brückenbau beginnt im Juni",
    )


def detik_desk() -> BylinePage:
    """An Indonesian portal: "NAME - detikNews" in ``detail__author``."""
    h = "Jembatan baru di atas sungai mulai dibangun"
    art = (
        f'<article class="detail"><div class="detail__header"><h1 class="detail__title">{h}'
        '</h1><div class="detail__author">Dewi Lestari - kabarNews</div><div'
        ' class="detail__date">Jumat, 03 Mei 2024 10:00 WIB</div></div><div'
        f' class="detail__body-text itp_bodycontent">{story("id")}</div></article>'
    )
    html = page("id", "Kabar Sungai", h, art)
    return _case("detik-desk", "kabarsungai.example", html, "Dewi Lestari", h)


def kompas_label_apart() -> BylinePage:
    """An Indonesian paper: the label "Penulis" and the name in elements of their own."""
    h = "Pembangunan jembatan baru dimulai pekan depan"
    art = (
        f'<div class="read__header"><h1 class="read__title">{h}</h1><div class="read__time">'
        'Kompas - 03/05/2024, 10:00 WIB</div></div><div class="read__credit"><div'
        ' class="credit-title"><div class="credit-title-item"><h6>Penulis</h6><div'
        ' class="credit-title-name">Dewi Lestari</div></div><div class="credit-title-item">'
        '<h6>Editor</h6><div class="credit-title-name">Rina Wati</div></div></div></div>'
        f'<div class="read__content"><div class="clearfix">{story("id")}</div></div>'
    )
    html = page("id", "Kabar Sungai", h, art)
    return _case("kompas-label-apart", "kabarsungai.example", html, "Dewi Lestari", h)


def times_india() -> BylinePage:
    """An Indian paper: "NAME / TNN / Updated: DATE" in the byline."""
    h = "New bridge over the river to open by October"
    art = (
        f'<div class="article"><h1 class="HNMDR"><span>{h}</span></h1><div class="xf8Pm'
        ' byline"><a href="/toireporter/author-rahul-sharma-4791.cms">Rahul Sharma</a> /'
        ' TNN / Updated: May 3, 2024, 10:00 IST</div><div class="_s30J clearfix">'
        f"{story('en')}</div></div>"
    )
    html = page("en", "The Daily River", h, art)
    return _case("times-india", "dailyriver.example", html, "Rahul Sharma", h)


def hindi_published_by() -> BylinePage:
    """A Hindi portal: a desk's line, then "Published by: NAME Updated ..."."""
    h = "नदी पर नए पुल का काम अगले हफ्ते से"
    art = (
        f'<div class="article-desc"><h1 class="article-title">{h}</h1><div'
        ' class="auther-sec"><span class="desk">न्यूज डेस्क, नदी समाचार, नई दिल्ली</span>'
        '<span class="auther-name">Published by: राहुल शर्मा</span><span'
        ' class="date">Updated Fri, 03 May 2024 10:00 AM IST</span></div><div'
        f' class="article-body">{story("hi")}</div></div>'
    )
    html = page("hi", "नदी समाचार", h, art)
    return _case("hindi-published-by", "nadisamachar.example", html, "राहुल शर्मा", h)


def turkish_desk() -> BylinePage:
    """A Turkish paper signed by its news desk "Haber Merkezi": no one."""
    return _plain_byline(
        "turkish-desk",
        "tr",
        "Nehir Gazetesi",
        "nehirgazetesi.example",
        "Haber Merkezi | 03.05.2024",
        None,
        "Köprü inşaatı başladı",
    )


def spanish_redaccion() -> BylinePage:
    """A Spanish paper signed "Redacción": no one."""
    return _plain_byline(
        "spanish-redaccion",
        "es",
        "Diario del Río",
        "diariodelrio.example",
        "Redacción",
        None,
        "Cortes de tráfico por las obras del puente",
    )


def greek_genitive() -> BylinePage:
    """A Greek paper: "Του NAME" (of), the name in the genitive as written."""
    return _plain_byline(
        "greek-genitive",
        "el",
        "Ποτάμι",
        "potami.example",
        "Του Γιώργου Παπαδόπουλου",
        "Γιώργου Παπαδόπουλου",
        "Ξεκινούν τα έργα στη γέφυρα",
    )


def korean_chosun() -> BylinePage:
    """A Korean paper: "NAME 기자" in an ``article-byline__author`` link."""
    h = "새 다리 공사 다음 주 시작"
    art = (
        f'<article class="article"><h1 class="article-header__headline"><span>{h}</span></h1>'
        '<div class="article-byline"><a class="article-byline__author" href="/people/1">'
        '김철수 기자</a><span class="upDate">입력 2024.05.03. 10:00</span></div><section'
        f' class="article-body">{story("ko")}</section></article>'
    )
    html = page("ko", "강변일보", h, art)
    return _case("korean-chosun", "gangbyeon.example", html, "김철수", h)


def russian_lenta() -> BylinePage:
    """A Russian portal: the writer's link to ``/authors/`` in ``topic-authors``."""
    h = "Новый мост через реку откроют осенью"
    art = (
        f'<div class="topic-body"><h1 class="topic-body__titles"><span'
        f' class="topic-body__title">{h}</span></h1><div class="topic-authors"><a'
        ' class="topic-authors__author" href="/authors/ivan-petrov/">Иван Петров</a></div>'
        '<time class="topic-header__time">10:00, 3 мая 2024</time><div'
        f' class="topic-body__content">{story("ru")}</div></div>'
    )
    html = page("ru", "Речной край", h, art)
    return _case("russian-lenta", "rechnoy.example", html, "Иван Петров", h)


def vietnamese_closing() -> BylinePage:
    """A Vietnamese paper: the writer's name in capitals in ``author-info``."""
    h = "Cầu mới bắc qua sông sẽ khởi công tuần tới"
    art = (
        f'<div class="detail-cmain"><h1 class="detail-title article-title">{h}</h1><div'
        ' class="detail-time">03/05/2024 10:00 GMT+7</div><div class="detail-content'
        f' afcbc-body">{story("vi")}</div><div class="author-info"><a class="name"'
        ' href="/tac-gia/tran-binh.htm">TRẦN BÌNH</a></div></div>'
    )
    html = page("vi", "Báo Sông", h, art)
    return _case("vietnamese-closing", "baosong.example", html, "Trần Bình", h)


# -- More titles ------------------------------------------------------------------------


def site_only_title() -> BylinePage:
    """``<title>`` is the site's name; the header's logo is an ``h1`` link; the story's
    headline another ``h1``."""
    h = "Flood defences finished ahead of winter"
    art = (
        f'<article class="story"><h1 class="story-headline">{h}</h1><p class="byline">By'
        f' Leo Grant</p><div class="story-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, title_tag="The Valley Post", og=False)
    html = html.replace(
        '<p class="site-title"><a href="/" rel="home">The Valley Post</a></p>',
        '<h1 class="logo"><a href="/" rel="home">The Valley Post</a></h1>',
        1,
    )
    return _case("site-only-title", "valleypost.example", html, "Leo Grant", h)


def section_first_title() -> BylinePage:
    """``<title>`` "Site | Section", no ``og:title``; the headline in ``h2.entry-title``."""
    h = "Volunteers clean the riverbank"
    art = (
        f'<div class="post"><h2 class="entry-title">{h}</h2><div class="post-meta">Posted by'
        f' <a href="/author/mia/" rel="author">Mia Chen</a></div><div class="entry">'
        f"{story('en')}</div></div>"
    )
    html = page("en", "Riverbank Notes", h, art, title_tag="Riverbank Notes | Community", og=False)
    return _case("section-first-title", "riverbank.example", html, "Mia Chen", h)


# -- More themes and shapes -------------------------------------------------------------


def wp_block_theme() -> BylinePage:
    """A WordPress block theme (Twenty Twenty-Four): "by" in a paragraph of its own,
    the name in ``wp-block-post-author-name``."""
    h = "A morning on the new river path"
    art = (
        '<main class="wp-block-group"><div class="wp-block-group"><h1 class="wp-block-post-title'
        f' has-x-large-font-size">{h}</h1><div class="wp-block-group is-layout-flex"><div'
        ' class="wp-block-post-date"><time datetime="2024-05-03T10:00:00+00:00">May 3, 2024'
        '</time></div><p class="has-small-font-size">— by</p><div class="wp-block-post-author-name'
        ' has-small-font-size"><a href="/author/mia/" target="_self"'
        ' class="wp-block-post-author-name__link">Mia Chen</a></div></div></div><div'
        f' class="entry-content wp-block-post-content">{story("en")}</div></main>'
    )
    html = page("en", "Riverbank Notes", h, art)
    return _case("wp-block-theme", "riverbank.example", html, "Mia Chen", h)


def wp_oceanwp() -> BylinePage:
    """OceanWP: a screen reader's "Post author:" label before the author's link."""
    h = "Ten photos of the river at dawn"
    art = (
        '<article class="single-post-article"><header class="entry-header"><h2'
        f' class="single-post-title entry-title" itemprop="headline">{h}</h2></header><ul'
        ' class="meta ospm-default clr"><li class="meta-author" itemprop="name"><span'
        ' class="screen-reader-text">Post author:</span><i class="icon-user"></i><a'
        ' href="/author/tom/" title="Posts by Tom Baker" rel="author" itemprop="author"'
        ' itemscope itemtype="https://schema.org/Person">Tom Baker</a></li><li'
        ' class="meta-date" itemprop="datePublished"><span class="screen-reader-text">Post'
        ' published:</span>May 3, 2024</li><li class="meta-cat"><span'
        ' class="screen-reader-text">Post category:</span><a href="/category/photos/"'
        ' rel="category tag">Photos</a></li></ul><div class="entry-content clr"'
        f' itemprop="text">{story("en")}</div></article>'
    )
    html = page("en", "Riverbank Notes", h, art)
    return _case("wp-oceanwp", "riverbank.example", html, "Tom Baker", h)


def yoast_graph() -> BylinePage:
    """Yoast SEO's JSON-LD graph: the article's author a reference to the Person node."""
    h = "Where to watch the bridge opening"
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {
                "@type": "Article",
                "@id": "https://valleypost.example/bridge/#article",
                "headline": h,
                "author": {"@id": "https://valleypost.example/#/schema/person/5a1"},
                "publisher": {"@id": "https://valleypost.example/#organization"},
            },
            {
                "@type": "Organization",
                "@id": "https://valleypost.example/#organization",
                "name": "The Valley Post",
            },
            {
                "@type": "Person",
                "@id": "https://valleypost.example/#/schema/person/5a1",
                "name": "Nina Patel",
            },
        ],
    }
    art = (
        f'<article class="post"><h1 class="entry-title">{h}</h1><div class="entry-content">'
        f"{story('en')}</div></article>"
    )
    html = page("en", "The Valley Post", h, art, head=jsonld(graph))
    return _case("yoast-graph", "valleypost.example", html, "Nina Patel", h)


def capitals_role() -> BylinePage:
    """ "By JANE DOE, Senior Reporter": the name, in title case."""
    return _plain_byline(
        "capitals-role",
        "en",
        "The Valley Post",
        "valleypost.example",
        "By JANE DOE, Senior Reporter",
        "Jane Doe",
        "Council delays the bridge vote",
    )


def reviewed_by() -> BylinePage:
    """A health site: "Written by NAME — Medically reviewed by NAME, MD"."""
    return _plain_byline(
        "reviewed-by",
        "en",
        "River Health",
        "riverhealth.example",
        "Written by Jane Doe — Medically reviewed by John Roe, MD",
        "Jane Doe",
        "Is cold water swimming good for you?",
    )


def french_publie_par() -> BylinePage:
    """ "Publié le DATE, par NAME et NAME"."""
    return _plain_byline(
        "french-publie-par",
        "fr",
        "Le Fleuve",
        "lefleuve.example",
        "Publié le 3 mai 2024 à 10h00, par Jean Dupont et Marie Curie",
        "Jean Dupont; Marie Curie",
        "Le nouveau pont ouvrira à l'automne",
    )


def spanish_two() -> BylinePage:
    return _plain_byline(
        "spanish-two",
        "es",
        "Diario del Río",
        "diariodelrio.example",
        "Por Lucía Fernández y Carlos Ruiz",
        "Lucía Fernández; Carlos Ruiz",
        "El puente costará el doble",
    )


def japanese_bun() -> BylinePage:
    """A Japanese web magazine: "取材・文／NAME"."""
    return _plain_byline(
        "japanese-bun",
        "ja",
        "川辺マガジン",
        "kawabe-mag.example",
        '<p class="writer">取材・文／山田太郎</p>',
        "山田太郎",
        "新しい橋を歩いてみた",
    )


def korean_bracket() -> BylinePage:
    """A Korean paper: "[PAPER NAME 기자]" opening the meta line."""
    return _plain_byline(
        "korean-bracket",
        "ko",
        "강변일보",
        "gangbyeon.example",
        "[강변일보 김철수 기자]",
        "김철수",
        "새 다리 개통 앞당겨져",
    )


def thai_doi() -> BylinePage:
    return _plain_byline(
        "thai-doi",
        "en",
        "Khao Mae Nam",
        "khaomaenam.example",
        "โดย สมชาย ใจดี",
        "สมชาย ใจดี",
        "New bridge opens in Chiang Mai",
    )


def ukrainian_avtor() -> BylinePage:
    return _plain_byline(
        "ukrainian-avtor",
        "ru",
        "Річкові новини",
        "richkovi.example",
        "Автор: Олена Коваль",
        "Олена Коваль",
        "Новий міст відкриють восени",
    )


def swedish_av() -> BylinePage:
    return _plain_byline(
        "swedish-av",
        "en",
        "Älvposten",
        "alvposten.example",
        "Av Anna Svensson",
        "Anna Svensson",
        "Ny bro över älven öppnar i höst",
    )


def jsonld_joined_string() -> BylinePage:
    """JSON-LD's author one string naming two writers."""
    h = "The people who built the bridge"
    head = news_article(h, "Jane Doe and John Roe", "The Valley Post")
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1>'
        f'<div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, head=head)
    return _case("jsonld-joined-string", "valleypost.example", html, "Jane Doe; John Roe", h)


def kicker_in_h1() -> BylinePage:
    """A kicker inside the ``h1``: the ``<title>``'s headline, not the kicker."""
    h = "Bridge opening moved to October"
    art = (
        f'<article class="article"><h1 class="article-title"><span class="kicker">Exclusive'
        f'</span> {h}</h1><div class="byline">By Leo Grant</div><div class="article-body">'
        f"{story('en')}</div></article>"
    )
    html = page("en", "The Valley Post", h, art, title_tag=f"{h} | The Valley Post")
    return _case("kicker-in-h1", "valleypost.example", html, "Leo Grant", h)


# -- Traps: other credits and names near the story --------------------------------------


def author_box_only() -> BylinePage:
    """Genesis: no byline under the headline; the author box after the story names the
    writer ("About NAME", the box an ``itemprop=author`` Person)."""
    h = "Our guide to the riverside trails"
    art = (
        '<article class="post entry" itemscope itemtype="https://schema.org/CreativeWork">'
        f'<header class="entry-header"><h1 class="entry-title" itemprop="headline">{h}</h1>'
        '<p class="entry-meta"><time class="entry-time" itemprop="datePublished">May 3, 2024'
        '</time></p></header><div class="entry-content" itemprop="text">'
        f'{story("en")}</div><section class="author-box" itemprop="author" itemscope'
        ' itemtype="https://schema.org/Person"><img alt="" class="avatar"><h4'
        ' class="author-box-title">About <span itemprop="name">Jane Doe</span></h4><div'
        ' class="author-box-content" itemprop="description"><p>Jane Doe writes about walks'
        " and rivers and has lived in the valley for twenty years.</p></div></section>"
        "</article>"
    )
    html = page("en", "Riverbank Notes", h, art)
    return _case("author-box-only", "riverbank.example", html, "Jane Doe", h)


def trending_bylines_first() -> BylinePage:
    """A "Trending" list with its stories' bylines above the article's own byline."""
    h = "Bridge inspectors find no cracks"
    trending = "".join(
        f'<li class="trending-item"><a href="/s/{i}/">{t}</a><span class="byline">By {n}</span>'
        "</li>"
        for i, (t, n) in enumerate(
            (("Road works start", "Amy Lowe"), ("Ferry fares rise", "Ben Ortiz"))
        )
    )
    art = (
        f'<div class="trending"><h3>Trending</h3><ul>{trending}</ul></div><article'
        f' class="article"><h1 class="article-title">{h}</h1><div class="byline">By Leo'
        f' Grant</div><div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art)
    return _case("trending-bylines-first", "valleypost.example", html, "Leo Grant", h)


def photo_credit_first() -> BylinePage:
    """A photo's credit under the lead image, above the writer's byline."""
    h = "The bridge at night"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><figure><img alt="">'
        "<figcaption>The new bridge. Photo by John Roe</figcaption></figure><div"
        ' class="meta">By Amy Lowe</div><div class="article-body">'
        f"{story('en')}</div></article>"
    )
    html = page("en", "The Valley Post", h, art)
    return _case("photo-credit-first", "valleypost.example", html, "Amy Lowe", h)


def subscribe_by() -> BylinePage:
    """A sign-up box's "By subscribing, you agree…" under the headline: no writer."""
    h = "Weekend events along the river"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div'
        ' class="signup-inline"><p>By subscribing, you agree to our Terms and Privacy'
        f' Policy.</p></div><div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art)
    return _case("subscribe-by", "valleypost.example", html, None, h)


def opinion_by() -> BylinePage:
    return _plain_byline(
        "opinion-by",
        "en",
        "The Valley Post",
        "valleypost.example",
        "Opinion by Jane Doe",
        "Jane Doe",
        "The bridge we need is not the one we got",
    )


def analysis_by_outlet() -> BylinePage:
    return _plain_byline(
        "analysis-by-outlet",
        "en",
        "The Valley Post",
        "valleypost.example",
        "Analysis by Jane Doe, Valley Post",
        "Jane Doe",
        "What the bridge vote tells us",
    )


def story_by_msn() -> BylinePage:
    """A portal's syndicated story: "Story by NAME • 2h"."""
    return _plain_byline(
        "story-by",
        "en",
        "River Start",
        "riverstart.example",
        "Story by Jane Doe • 2h",
        "Jane Doe",
        "Bridge opening draws thousands",
    )


def german_beitrag_von() -> BylinePage:
    return _plain_byline(
        "german-beitrag-von",
        "de",
        "Flussblick",
        "flussblick.example",
        "Ein Beitrag von Max Mustermann",
        "Max Mustermann",
        "Wie die Brücke gebaut wurde",
    )


def german_stand() -> BylinePage:
    """A public broadcaster: "Von NAME | Stand: DATE"."""
    return _plain_byline(
        "german-stand",
        "de",
        "Flussblick",
        "flussblick.example",
        "Von Lena Hoffmann | Stand: 03.05.2024 10:00 Uhr",
        "Lena Hoffmann",
        "Brücke wird früher fertig",
    )


def italian_a_cura_di() -> BylinePage:
    return _plain_byline(
        "italian-a-cura-di",
        "it",
        "Fiume Oggi",
        "fiumeoggi.example",
        '<span class="autore">A cura di Giulia Bianchi</span>',
        "Giulia Bianchi",
        "Tutto sul nuovo ponte",
    )


def spanish_texto_fotos() -> BylinePage:
    return _plain_byline(
        "spanish-texto-fotos",
        "es",
        "Diario del Río",
        "diariodelrio.example",
        "Texto: Lucía Fernández / Fotos: Carlos Ruiz",
        "Lucía Fernández",
        "Un paseo por el nuevo puente",
    )


def russian_photo_only() -> BylinePage:
    """Only a photographer's credit: no writer."""
    return _plain_byline(
        "russian-photo-only",
        "ru",
        "Речной край",
        "rechnoy.example",
        "Фото: Иван Петров",
        None,
        "Мост в лучах заката",
    )


def person_named_site() -> BylinePage:
    """A site named after a person (a brand), JSON-LD's author the brand as an
    Organization, the byline a writer."""
    h = "Five picnic spots by the river"
    head = news_article(h, {"@type": "Organization", "name": "Martha Green"}, "Martha Green")
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div class="byline">By'
        ' <a href="/author/amy-lowe/">Amy Lowe</a></div><div class="article-body">'
        f"{story('en')}</div></article>"
    )
    html = page("en", "Martha Green", h, art, head=head)
    return _case("person-named-site", "marthagreen.example", html, "Amy Lowe", h)


def meta_author_handle() -> BylinePage:
    """``meta name=author`` holds the site's account handle; the byline a writer."""
    h = "River levels back to normal"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div class="byline">By'
        f' Ben Ortiz</div><div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, head='<meta name="author" content="valleypost">')
    return _case("meta-author-handle", "valleypost.example", html, "Ben Ortiz", h)


def site_h1_not_link() -> BylinePage:
    """The header's site name in an ``h1`` that is no link; the story's headline in an
    ``h2``; ``<title>`` "Headline - Site"."""
    h = "Rowing club marks fifty years"
    art = (
        f'<div class="post"><h2 class="post-title">{h}</h2><p class="post-byline">By Amy Lowe'
        f'</p><div class="post-body">{story("en")}</div></div>'
    )
    html = page("en", "Valley Rowing", h, art, og=False)
    html = html.replace(
        '<p class="site-title"><a href="/" rel="home">Valley Rowing</a></p>',
        '<h1 class="site-name">Valley Rowing</h1>',
        1,
    )
    return _case("site-h1-not-link", "valleyrowing.example", html, "Amy Lowe", h)


def site_first_title_tag() -> BylinePage:
    """``<title>`` "Site | Headline" (the site first)."""
    h = "Swimming ban lifted after tests"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div class="byline">By'
        f' Ben Ortiz</div><div class="article-body">{story("en")}</div></article>'
    )
    html = page("en", "The Valley Post", h, art, title_tag=f"The Valley Post | {h}", og=False)
    return _case("site-first-title-tag", "valleypost.example", html, "Ben Ortiz", h)


def brand_meta_author() -> BylinePage:
    """A brand of common words ("Green Leaf Planted") as ``meta name=author`` and
    ``og:site_name`` (Shopify blogs), the byline under the headline a writer."""
    h = "Twelve ways to cut kitchen waste"
    art = (
        f'<div class="blog_meta"><h1 class="article-title">{h}</h1><div class="my-meta"><span>'
        '<a href="/search?type=article&amp;q=Amy+Lowe">by Amy Lowe</a></span> <span>May 3,'
        f' 2024</span></div></div><div class="rte">{story("en")}</div>'
    )
    head = '<meta name="author" content="Green Leaf Planted">'
    html = page("en", "Green Leaf Planted", h, art, head=head)
    return _case("brand-meta-author", "greenleafplanted.example", html, "Amy Lowe", h)


def site_name_title_no_logo() -> BylinePage:
    """``<title>`` is the site's name alone (spelling the host), shown nowhere as a logo
    link; the story's only ``h1`` shares no word with it."""
    h = "Red-hot frontrunners"
    art = (
        f'<div class="story"><h1>{h}</h1><p class="byline">By Amy Lowe</p>'
        f'<div class="story-body">{story("en")}</div></div>'
    )
    html = page("en", "The Valley Post", h, art, title_tag="The Valley Post", og=False)
    html = html.replace(
        '<p class="site-title"><a href="/" rel="home">The Valley Post</a></p>',
        '<p class="site-title">The Valley Post</p>',
        1,
    )
    return _case("site-name-title-no-logo", "valleypost.example", html, "Amy Lowe", h)


def og_title_in_breadcrumb() -> BylinePage:
    """``<title>`` "• Blog" (the blog's name, also a category in the menu); ``og:title``
    the headline, which the ``h1`` shows as its permalink and a breadcrumb as text."""
    h = "Did the river ever freeze over?"
    art = (
        f'<article><header><h1 class="posttitle"><a href="/freeze/" rel="bookmark">{h}</a>'
        '</h1></header><div class="breadcrumbs"><span class="item"><a href="/">Home</a></span>'
        f' » <span class="item">{h}</span></div><div class="entry">{story("en")}</div>'
        "</article>"
    )
    html = page("en", "Valley Notes", h, art, title_tag="• Valley Notes")
    notes = '<li><a href="/category/notes/">Valley Notes</a></li>'
    html = html.replace('<ul class="menu">', '<ul class="menu">' + notes, 1)
    return _case("og-title-in-breadcrumb", "valleynotes.example", html, None, h)


PAGES = (
    wp_astra,
    wp_generatepress_it,
    wp_newspaper_tr,
    wp_jannah_ar,
    wp_soledad_vi,
    wp_site_title_h1,
    arc_xp_two_authors,
    brightspot,
    ghost_pl,
    substack_fr,
    medium,
    blogger_id,
    wix_pt,
    squarespace,
    drupal_de,
    joomla_cs,
    joomla_super_user,
    bitrix_ru,
    dle_ru,
    dle_ru_named,
    naver_news,
    daum_news,
    yahoo_japan,
    livedoor_blog,
    china_portal,
    china_editor_only,
    china_reporter,
    arabic_bqalam,
    arabic_kataba,
    hindi_lekhak,
    turkish_yazar,
    indonesian_editor,
    vietnamese_tacgia,
    polish_autor,
    greek_syntaktis,
    persian_nevisande,
    spanish_agency,
    three_authors,
    date_run_together,
    date_glued_text,
    updated_by,
    agency_only,
    person_and_agency,
    staff_byline,
    site_staff_byline,
    rel_author,
    meta_author_is_site,
    personal_site,
    jsonld_organization_author,
    jsonld_person_array,
    section_title_tag,
    section_h2_before_h1,
    g1_por,
    spiegel_two,
    el_pais_autor,
    corriere_di,
    dutch_door,
    german_dpa,
    detik_desk,
    kompas_label_apart,
    times_india,
    hindi_published_by,
    turkish_desk,
    spanish_redaccion,
    greek_genitive,
    korean_chosun,
    russian_lenta,
    vietnamese_closing,
    site_only_title,
    section_first_title,
    wp_block_theme,
    wp_oceanwp,
    yoast_graph,
    capitals_role,
    reviewed_by,
    french_publie_par,
    spanish_two,
    japanese_bun,
    korean_bracket,
    thai_doi,
    ukrainian_avtor,
    swedish_av,
    jsonld_joined_string,
    kicker_in_h1,
    author_box_only,
    trending_bylines_first,
    photo_credit_first,
    subscribe_by,
    opinion_by,
    analysis_by_outlet,
    story_by_msn,
    german_beitrag_von,
    german_stand,
    italian_a_cura_di,
    spanish_texto_fotos,
    russian_photo_only,
    person_named_site,
    meta_author_handle,
    site_h1_not_link,
    site_first_title_tag,
    brand_meta_author,
    site_name_title_no_logo,
    og_title_in_breadcrumb,
)


def pages() -> list[BylinePage]:
    """Every page of the suite."""
    return [make() for make in PAGES]
