"""Article pages with the byline and the dateline of news engines of many countries
(issue 26, stop 69): Arc XP, Brightspot, Naver, Daum, Japanese papers, Globo,
Polish, Czech, Turkish, Arabic, Indonesian and Vietnamese portals, Ghost, Substack,
Medium, Wix and WordPress news themes, with their localised "By" words, several
writers joined, a reviewer beside the writer, a brand declared as the author. Each
page states the author a reader names (``None``: the page names no writer), the
headline and the day it was first published (the published day, not the updated one,
as ``htmldate`` reads it).

The markup is written from each system's public templates (class names, attributes and
the order of the meta line), not copied from any page; the story's text is made up
(:func:`tests.metadata.engine_bylines.story`). The page's address holds no date.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.metadata.engine_bylines import jsonld, page, person, story


@dataclass(frozen=True)
class DatedPage:
    """One page: its markup, address, author, headline and published day."""

    name: str
    html: str
    url: str
    author: str | None
    title: str
    date: str | None


def _case(
    name: str, host: str, html: str, author: str | None, title: str, date: str | None
) -> DatedPage:
    return DatedPage(name, html, f"https://{host}/news/{name}-a1b2c3", author, title, date)


def _article_ld(headline: str, author: object, published: str, modified: str) -> str:
    return jsonld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": headline,
            "datePublished": published,
            "dateModified": modified,
            "author": author,
        }
    )


# -- English-language platforms ---------------------------------------------------------


def arc_xp_three() -> DatedPage:
    """Arc XP: "By A, B and C" as ``/people/`` links; published and updated times."""
    h = "Flood barriers hold as river crests downtown"
    art = (
        '<article class="article-body-wrapper"><header><h1 class="headline"'
        f' data-testid="headline">{h}</h1><div class="byline" data-qa="author-byline">'
        '<span>By </span><a href="/people/lena-park/" data-qa="author-name">Lena Park</a>,'
        ' <a href="/people/omar-hale/" data-qa="author-name">Omar Hale</a> and <a'
        ' href="/people/rita-voss/" data-qa="author-name">Rita Voss</a></div><div'
        ' class="display-date" data-qa="timestamp"><span>Published</span> <span'
        ' data-testid="published-date">April 12, 2024 at 6:05 a.m. EDT</span> <span>Updated'
        ' </span><span data-testid="updated-date">April 13, 2024 at 9:10 p.m. EDT</span>'
        f"</div></header>{story('en')}</article>"
    )
    html = page("en", "The Courier", h, art)
    return _case(
        "arc-xp-three", "courier.example", html, "Lena Park; Omar Hale; Rita Voss", h, "2024-04-12"
    )


def brightspot_dates() -> DatedPage:
    """Brightspot: ``Page-authors`` with "By", ``Page-datePublished`` before the update."""
    h = "Lawmakers pass the water rights bill"
    art = (
        '<div class="Page-main"><h1 class="Page-headline">'
        f'{h}</h1><div class="Page-byline"><div class="Page-authors"><span'
        ' class="Page-authorBy">By</span> <a class="Link" href="/people/dana-reyes">Dana'
        ' Reyes</a></div><div class="Page-dates"><div class="Page-datePublished">Published'
        ' March 8, 2024</div><div class="Page-dateModified">Updated March 9, 2024</div>'
        f'</div></div><div class="RichTextArticleBody">{story("en")}</div></div>'
    )
    html = page("en", "KRVR News", h, art)
    return _case("brightspot-dates", "krvr.example", html, "Dana Reyes", h, "2024-03-08")


def ghost_two() -> DatedPage:
    """Ghost (Source theme): two writers' links in ``gh-article-author-name``."""
    h = "What the new zoning map means for renters"
    art = (
        '<main class="gh-main"><article class="gh-article post"><header class="gh-article-header'
        f' gh-canvas"><h1 class="gh-article-title is-title">{h}</h1><div'
        ' class="gh-article-meta"><div class="gh-article-author-image"></div><div'
        ' class="gh-article-meta-wrapper"><h4 class="gh-article-author-name"><a'
        ' href="/author/nina/">Nina Brandt</a>, <a href="/author/sam/">Sam Okafor</a></h4>'
        '<div class="gh-article-meta-content"><time class="gh-article-meta-date"'
        ' datetime="2024-02-19">Feb 19, 2024</time><span class="gh-article-meta-length">'
        '— 6 min read</span></div></div></div></header><section class="gh-content'
        f' gh-canvas is-body">{story("en")}</section></article></main>'
    )
    html = page("en", "City Desk Weekly", h, art)
    return _case("ghost-two", "citydesk.example", html, "Nina Brandt; Sam Okafor", h, "2024-02-19")


def substack_two() -> DatedPage:
    """Substack: ``byline-names`` joining two writers, the day in the post header."""
    h = "Notes on the river economy"
    art = (
        '<div class="post-header"><h1 dir="auto" class="post-title published">'
        f'{h}</h1><h3 dir="auto" class="subtitle">Why the barges came back</h3><div'
        ' class="post-meta"><div class="profile-hover-card-target"><div class="byline-names">'
        '<a href="https://substack.com/@ellawu">Ella Wu</a> and <a'
        ' href="https://substack.com/@mark">Mark Tan</a></div><div class="post-date"'
        ' title="Jan 22, 2024, 7:00 AM">Jan 22, 2024</div></div></div></div>'
        f'<div class="available-content"><div class="body markup">{story("en")}</div></div>'
    )
    html = page("en", "River Letters", h, art)
    return _case("substack-two", "riverletters.example", html, "Ella Wu; Mark Tan", h, "2024-01-22")


def medium_story() -> DatedPage:
    """Medium: ``data-testid=authorName`` and ``storyPublishDate``."""
    h = "How we cut our build times in half"
    art = (
        '<article><div class="speechify-ignore"><h1 data-testid="storyTitle"'
        f' class="pw-post-title">{h}</h1><div class="pw-post-byline-header"><span><a'
        ' data-testid="authorName" href="/@kfischer?source=post_page">Karl Fischer</a></span>'
        '<span data-testid="storyReadTime">7 min read</span><span>·</span><span'
        ' data-testid="storyPublishDate">Nov 14, 2023</span></div></div><section>'
        f'<div class="pw-post-body-paragraph">{story("en")}</div></section></article>'
    )
    html = page("en", "Medium", h, art, title_tag=f"{h} | by Karl Fischer | Medium")
    return _case("medium-story", "medium.example", html, "Karl Fischer", h, "2023-11-14")


def wix_user_name() -> DatedPage:
    """Wix Blog: the writer only in ``data-hook=user-name``."""
    h = "Five walks along the old canal"
    art = (
        '<div data-hook="post-page"><article data-hook="post"><div data-hook="post-header">'
        '<div class="avatar"><a data-hook="profile-link" href="/profile/hanna/profile">'
        '<img alt="Writer&#39;s picture"></a></div><div><span data-hook="user-name"'
        ' class="user-name">Hanna Berg</span></div><ul><li><span data-hook="time-ago"'
        ' title="Jun 4, 2023">Jun 4, 2023</span></li><li><span data-hook="time-to-read">'
        f'3 min read</span></li></ul></div><div><h1 data-hook="post-title">{h}</h1></div>'
        f'<div data-hook="post-description"><div class="post-content">{story("en")}</div>'
        "</div></article></div>"
    )
    html = page("en", "Canal Walks", h, art, title_tag=h)
    return _case("wix-user-name", "canalwalks.example", html, "Hanna Berg", h, "2023-06-04")


def reviewed_and_written() -> DatedPage:
    """A health publisher's meta line: "Written by" the writer, "Medically reviewed
    by" a doctor: the writer is the author."""
    h = "Seven signs of dehydration in adults"
    art = (
        f'<article><h1 class="article-title">{h}</h1><div class="article-meta"><div'
        ' class="meta-writer">Written by <a href="/authors/claire-moss">Claire Moss</a></div>'
        '<div class="meta-reviewer">Medically reviewed by <a href="/reviewers/dr-ian-hart">'
        'Ian Hart, MD</a></div><div class="meta-date">Updated on September 5, 2023</div>'
        f'</div><div class="article-body">{story("en")}</div></article>'
    )
    head = '<meta property="article:published_time" content="2023-08-30T09:00:00Z">'
    html = page("en", "Well Daily", h, art, head=head)
    return _case("reviewed-and-written", "welldaily.example", html, "Claire Moss", h, "2023-08-30")


def brand_author_and_byline() -> DatedPage:
    """A Shopify blog: ``meta name=author`` and ``og:site_name`` the shop's brand of
    common words, the post's byline under the headline a writer."""
    h = "How to store seeds over winter"
    art = (
        f'<article class="article"><h1 class="article__title">{h}</h1><div class="article__meta">'
        '<span class="article__author">by Joan Pike</span> <time datetime="2023-10-02T08:00:00Z">'
        f'October 2, 2023</time></div><div class="rte">{story("en")}</div></article>'
    )
    head = '<meta name="author" content="Little Seed Garden">'
    html = page("en", "Little Seed Garden", h, art, head=head)
    return _case("brand-author", "littleseedgarden.example", html, "Joan Pike", h, "2023-10-02")


def wp_jnews() -> DatedPage:
    """JNews: "by NAME" in ``jeg_meta_author``, ``jeg_meta_date`` after it."""
    h = "Port expansion clears its last hurdle"
    art = (
        '<div class="jeg_inner_content"><div class="entry-header"><h1 class="jeg_post_title">'
        f'{h}</h1><div class="jeg_meta_container"><div class="jeg_post_meta'
        ' jeg_post_meta_1"><div class="meta_left"><div class="jeg_meta_author"><span'
        ' class="meta_text">by</span> <a href="/author/peter-lund/">Peter Lund</a></div>'
        '<div class="jeg_meta_date"><a href="#">July 21, 2023</a></div></div></div></div>'
        f'</div><div class="entry-content"><div class="content-inner">{story("en")}</div>'
        "</div></div>"
    )
    html = page("en", "Harbour Times", h, art)
    return _case("wp-jnews", "harbourtimes.example", html, "Peter Lund", h, "2023-07-21")


# -- Asia -------------------------------------------------------------------------------


def naver_dates() -> DatedPage:
    """Naver news: "NAME 기자" in ``media_end_head_journalist_name``; the input time's
    ``data-date-time`` before the modified one."""
    h = "시의회, 새 다리 건설 계획 승인"
    art = (
        '<div class="media_end_head go_trans"><div class="media_end_head_title"><h2'
        f' id="title_area" class="media_end_head_headline"><span>{h}</span></h2></div>'
        '<div class="media_end_head_info nv_notrans"><div class="media_end_head_journalist">'
        '<a href="#" class="media_end_head_journalist_box"><em'
        ' class="media_end_head_journalist_name">박영희 기자</em></a></div><div'
        ' class="media_end_head_info_datestamp"><div'
        ' class="media_end_head_info_datestamp_bunch"><span'
        ' class="media_end_head_info_datestamp_term">입력</span><span'
        ' class="media_end_head_info_datestamp_time _ARTICLE_DATE_TIME"'
        ' data-date-time="2024-04-02 09:31:00">2024.04.02. 오전 9:31</span></div><div'
        ' class="media_end_head_info_datestamp_bunch"><span'
        ' class="media_end_head_info_datestamp_term">수정</span><span'
        ' class="media_end_head_info_datestamp_time _ARTICLE_MODIFY_DATE_TIME"'
        ' data-modify-date-time="2024-04-03 11:02:00">2024.04.03. 오전 11:02</span></div>'
        '</div></div></div><div id="newsct_article" class="newsct_article _article_body">'
        f'<article id="dic_area" class="go_trans _article_content">{story("ko")}</article></div>'
    )
    html = page("ko", "네이버 뉴스", h, art, title_tag=h)
    return _case("naver-dates", "n.news.naver.example", html, "박영희", h, "2024-04-02")


def daum_two() -> DatedPage:
    """Daum: two reporters "NAME 기자, NAME 기자", then 입력 (input) and 수정 (update)."""
    h = "도심 하천 정비 사업 착수"
    art = (
        '<div class="news_view"><div class="head_view"><h3 class="tit_view"'
        f' data-translation="true">{h}</h3><span class="info_view"><span class="txt_info">'
        '이민수 기자, 정하나 기자</span><span class="txt_info">입력 <span class="num_date">'
        '2024. 3. 15. 08:10</span></span><span class="txt_info">수정 <span class="num_date">'
        '2024. 3. 16. 12:00</span></span></span></div><div class="article_view"><section'
        f' dmcf-sid="1">{story("ko")}</section></div></div>'
    )
    html = page("ko", "다음뉴스", h, art, title_tag=f"{h} | 다음뉴스")
    return _case("daum-two", "v.daum.example", html, "이민수; 정하나", h, "2024-03-15")


def japan_paper_kisha() -> DatedPage:
    """A Japanese paper: "（山田花子記者）" credit line and "2024年3月1日 10時00分"."""
    h = "市、川沿いの遊歩道を延長へ"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div class="article-meta">'
        '<time class="article-date" datetime="2024-03-01T10:00:00+09:00">2024年3月1日 10時00分'
        '</time> <span class="article-author">山田花子記者</span></div><div'
        f' class="article-body">{story("ja")}</div></article>'
    )
    html = page("ja", "川辺新聞", h, art, title_tag=f"{h}：川辺新聞")
    return _case("japan-kisha", "kawabe-np.example", html, "山田花子", h, "2024-03-01")


def japan_closing_brackets() -> DatedPage:
    """A Japanese paper's story closed by the writer's name in "【】" brackets."""
    h = "新駅の開業日が決定"
    art = (
        f'<article class="article_body"><header><h1 class="sc-headline">{h}</h1><div'
        ' class="sc-meta"><time datetime="2024-02-10T07:30:00+09:00">2024年2月10日 7時30分'
        f'</time></div></header><div class="article_text">{story("ja")}'
        "<p>【佐藤健一】</p></div></article>"
    )
    html = page("ja", "河北日報", h, art, title_tag=f"{h} | 河北日報")
    return _case("japan-closing-brackets", "kahoku-np.example", html, "佐藤健一", h, "2024-02-10")


def china_news_dates() -> DatedPage:
    """A Chinese portal: "2024-01-08 09:12 来源：X" and "作者：NAME"; "编辑" after."""
    h = "新城区地铁线路规划公布"
    art = (
        f'<div class="article"><h1 class="title">{h}</h1><div class="info"><span'
        ' class="time">2024-01-08 09:12</span><span class="source">来源：江城日报</span>'
        '<span class="author">作者：陈晓东 刘洋</span></div><div class="content">'
        f'{story("zh")}</div><div class="editor">编辑：赵敏</div></div>'
    )
    html = page("zh", "江城网", h, art, title_tag=f"{h}_江城网")
    return _case("china-dates", "jiangcheng.example", html, "陈晓东; 刘洋", h, "2024-01-08")


def vnexpress() -> DatedPage:
    """A Vietnamese portal: "Thứ sáu, 3/5/2024, 10:00 (GMT+7)" and the writer in
    bold closing the story."""
    h = "Thành phố khởi công cầu vượt sông mới"
    art = (
        '<section class="section page-detail top-detail"><div class="header-content">'
        '<span class="date">Thứ sáu, 3/5/2024, 10:00 (GMT+7)</span></div>'
        f'<h1 class="title-detail">{h}</h1><article class="fck_detail">{story("vi")}'
        '<p class="Normal" style="text-align:right;"><strong>Trần Minh Quân</strong></p>'
        "</article></section>"
    )
    html = page("vi", "Tin Sông", h, art, title_tag=f"{h} - Tin Sông")
    return _case("vnexpress", "tinsong.example", html, "Trần Minh Quân", h, "2024-05-03")


def detik_dates() -> DatedPage:
    """An Indonesian portal: "NAME - detikNews" and "Jumat, 03 Mei 2024 10:00 WIB"."""
    h = "Jembatan baru di atas sungai mulai dibangun"
    art = (
        '<article class="detail"><div class="detail__header"><h1 class="detail__title">'
        f'{h}</h1><div class="detail__author">Rina Wulandari - kabarNews</div><div'
        ' class="detail__date">Jumat, 03 Mei 2024 10:00 WIB</div></div><div'
        f' class="detail__body-text itp_bodycontent">{story("id")}</div></article>'
    )
    html = page("id", "kabar.example", h, art, title_tag=f"{h}", og=False)
    return _case("detik-dates", "news.kabar.example", html, "Rina Wulandari", h, "2024-05-03")


# -- Europe, Americas, Middle East -----------------------------------------------------


def globo_dates() -> DatedPage:
    """g1 (Globo): "Por NAME e NAME, g1 — Rio" and "03/05/2024 10h00 Atualizado há 2 dias"."""
    h = "Prefeitura anuncia nova ponte sobre o rio"
    art = (
        '<div class="mc-article-header"><div class="title"><h1 class="content-head__title"'
        f' itemprop="headline">{h}</h1></div><div class="content-publication-data"><p'
        ' class="content-publication-data__from">Por <strong>Ana Souza</strong> e <strong>Luiz'
        ' Prado</strong>, g1 — Rio</p><p class="content-publication-data__updated"><time'
        ' itemprop="datePublished" datetime="2024-04-18T13:00:00.000Z">18/04/2024 10h00</time>'
        ' Atualizado <time itemprop="dateModified" datetime="2024-04-19T09:00:00.000Z">'
        "19/04/2024 06h00</time></p></div></div>"
        f'<article itemprop="articleBody"><div class="mc-column content-text">{story("pt")}'
        "</div></article>"
    )
    html = page("pt", "g1", h, art)
    return _case("globo-dates", "g1.example", html, "Ana Souza; Luiz Prado", h, "2024-04-18")


def polish_portal() -> DatedPage:
    """A Polish portal: "Autor: NAME", "Data utworzenia: 3 maja 2024, 10:00" then
    "Data aktualizacji"."""
    h = "Rada miasta przyjęła plan budowy mostu"
    art = (
        f'<article class="article"><h1 class="article-title">{h}</h1><div class="article-meta">'
        '<span class="author">Autor: <a href="/autor/jan-nowak">Jan Nowak</a></span>'
        ' <span class="date">Data utworzenia: 3 maja 2024, 10:00</span> <span class="date">'
        'Data aktualizacji: 5 maja 2024, 08:00</span></div><div class="article-body">'
        f"{story('pl')}</div></article>"
    )
    html = page("pl", "Nad Wisłą", h, art, og=False)
    return _case("polish-portal", "nadwisla.example", html, "Jan Nowak", h, "2024-05-03")


def czech_portal() -> DatedPage:
    """A Czech portal: "Petr Novák, Jana Dvořáková" in ``authors`` and "3. května 2024
    10:00" in ``time``."""
    h = "Zastupitelé schválili stavbu nového mostu"
    art = (
        f'<div class="art-full"><h1 itemprop="name headline">{h}</h1><div class="art-info">'
        '<div class="authors"><span itemprop="author"><a href="/novak">Petr Novák</a></span>, '
        '<span itemprop="author"><a href="/dvorakova">Jana Dvořáková</a></span></div>'
        '<span class="time">3. května 2024 10:00</span></div><div class="bbtext"'
        f' itemprop="articleBody">{story("cs")}</div></div>'
    )
    html = page("cs", "Zprávy z řeky", h, art, og=False)
    return _case(
        "czech-portal", "zpravyzreky.example", html, "Petr Novák; Jana Dvořáková", h, "2024-05-03"
    )


def turkish_portal() -> DatedPage:
    """A Turkish portal: the writer's name, "Giriş Tarihi: 03.05.2024 10:00" and
    "Güncelleme Tarihi"."""
    h = "Belediye yeni köprü projesini açıkladı"
    art = (
        f'<div class="news-detail"><h1 class="news-title">{h}</h1><div class="news-info">'
        '<div class="author-name"><a href="/yazarlar/ayse-kaya">Ayşe Kaya</a></div><div'
        ' class="dates"><span>Giriş Tarihi: 03.05.2024 10:00</span> <span>Güncelleme Tarihi:'
        f' 04.05.2024 12:00</span></div></div><div class="news-content">{story("tr")}</div></div>'
    )
    html = page("tr", "Nehir Gazetesi", h, art, og=False)
    return _case("turkish-portal", "nehirgazetesi.example", html, "Ayşe Kaya", h, "2024-05-03")


def arabic_portal() -> DatedPage:
    """An Arabic portal: "كتب NAME" (wrote, no colon) in the writer's box and
    "الجمعة، 03 مايو 2024 10:00 ص"."""
    h = "المحافظة تعلن خطة الجسر الجديد"
    art = (
        f'<div class="article-header"><h1 class="article-title">{h}</h1><div'
        ' class="article-writer">كتب محمود السيد</div><div class="news-date">الجمعة، 03 مايو 2024'
        f' 10:00 ص</div></div><div class="article-text">{story("ar")}</div>'
    )
    html = page("ar", "صوت النهر", h, art, og=False)
    return _case("arabic-portal", "sawtalnahr.example", html, "محمود السيد", h, "2024-05-03")


def german_von_und() -> DatedPage:
    """A German paper: "Von NAME und NAME", "03.05.2024, 10:00 Uhr" then "aktualisiert"."""
    h = "Stadtrat beschließt neue Rheinbrücke"
    art = (
        f'<article class="article"><header><h1 class="article-headline">{h}</h1><p'
        ' class="article-author">Von <a href="/autoren/anna-schmidt">Anna Schmidt</a> und'
        ' <a href="/autoren/peter-mueller">Peter Müller</a></p><p class="article-date">'
        '<time datetime="2024-05-03T10:00:00+02:00">03.05.2024, 10:00 Uhr</time> · aktualisiert'
        ' 04.05.2024, 08:00 Uhr</p></header><div class="article-body">'
        f"{story('de')}</div></article>"
    )
    html = page("de", "Rheinblick", h, art, og=False)
    return _case(
        "german-von-und", "rheinblick.example", html, "Anna Schmidt; Peter Müller", h, "2024-05-03"
    )


def french_par() -> DatedPage:
    """A French paper: "Par NAME", "Publié le 3 mai 2024 à 10h00, modifié le 4 mai"."""
    h = "Le conseil vote le projet du nouveau pont"
    art = (
        f'<article class="article"><h1 class="article__title">{h}</h1><div class="meta">'
        '<span class="meta__author">Par <a href="/signatures/claire-martin">Claire Martin</a>'
        '</span><span class="meta__date">Publié le 3 mai 2024 à 10h00, modifié le 4 mai 2024'
        f' à 08h12</span></div><div class="article__content">{story("fr")}</div></article>'
    )
    html = page("fr", "Le Riverain", h, art, og=False)
    return _case("french-par", "leriverain.example", html, "Claire Martin", h, "2024-05-03")


def italian_di() -> DatedPage:
    """An Italian paper: "di NAME" in ``author`` and "3 maggio 2024 (modifica il 4
    maggio 2024 | 08:00)"."""
    h = "Il comune approva il progetto del ponte"
    art = (
        f'<article><h1 class="title-art">{h}</h1><div class="article-info"><p'
        ' class="author-art">di <a href="/autori/luca-ferri">Luca Ferri</a></p><p'
        ' class="date-art">3 maggio 2024 (modifica il 4 maggio 2024 | 08:00)</p></div><div'
        f' class="body-art">{story("it")}</div></article>'
    )
    html = page("it", "Il Fiume", h, art, og=False)
    return _case("italian-di", "ilfiume.example", html, "Luca Ferri", h, "2024-05-03")


def russian_avtor() -> DatedPage:
    """A Russian portal: "Автор: NAME" and "3 мая 2024, 10:00"."""
    h = "Горсовет утвердил план строительства моста"
    art = (
        f'<div class="article"><h1 class="article__title">{h}</h1><div class="article__info">'
        '<span class="article__date">3 мая 2024, 10:00</span> <span class="article__author">'
        'Автор: <a href="/authors/ivan-petrov/">Иван Петров</a></span></div><div'
        f' class="article__text">{story("ru")}</div></div>'
    )
    html = page("ru", "Речные вести", h, art, og=False)
    return _case("russian-avtor", "rechnye.example", html, "Иван Петров", h, "2024-05-03")


def spanish_por() -> DatedPage:
    """A Spanish paper: "Por NAME", JSON-LD dates (published before modified)."""
    h = "El ayuntamiento aprueba el nuevo puente"
    head = _article_ld(
        h,
        [person("María López"), person("Jorge Ruiz")],
        "2024-04-25T10:00:00+02:00",
        "2024-04-26T08:00:00+02:00",
    )
    art = (
        f'<article><h1 class="a_t">{h}</h1><div class="a_md"><div class="a_md_a">Por <a'
        ' href="/autor/maria-lopez/">María López</a> y <a href="/autor/jorge-ruiz/">Jorge'
        ' Ruiz</a></div><div class="a_md_f"><span>25 abr 2024 - 10:00 CEST</span>'
        '<span>Actualizado: 26 abr 2024 - 08:00 CEST</span></div></div><div class="a_c">'
        f"{story('es')}</div></article>"
    )
    html = page("es", "El Ribereño", h, art, head=head)
    return _case(
        "spanish-por", "elribereno.example", html, "María López; Jorge Ruiz", h, "2024-04-25"
    )


def brand_signed_reviewed() -> DatedPage:
    """A shop's blog: the byline box names the shop, then "Reviewed by" an expert,
    the one person the page credits."""
    h = "Which pillow suits back sleepers in loft beds?"
    art = (
        f'<div class="post"><h1>{h}</h1><div class="meta-row"><div class="author-link"><p>Dream'
        ' Loft Beds</p><p>Reviewed by <a href="/reviewer/nora-quinn/">Nora Quinn</a></p></div>'
        '<div class="post-date"><p>September 14, 2022 · 6 min read</p></div></div><div'
        f' class="post-body">{story("en")}</div></div>'
    )
    html = page("en", "Dream Loft Beds", h, art)
    return _case(
        "brand-signed-reviewed", "dreamloftbeds.example", html, "Nora Quinn", h, "2022-09-14"
    )


def guest_heading_byline() -> DatedPage:
    """A WordPress site whose ``meta name=author`` is the editor who posted the piece;
    the story opens with a columnist's byline set as an ``h3``."""
    h = "A reader's guide to retirement calculators"
    art = (
        f'<article class="post"><div class="post-hero"><h1 class="post-title">{h}</h1><div'
        ' class="post-author"><h3 class="m-0">By <a href="/lena-ortiz/">Lena Ortiz</a>, <span'
        ' class="fst-italic">Columnist</span></h3><time datetime="2025-08-19">August 19, 2025'
        f'</time></div></div><div class="entry-content">{story("en")}</div></article>'
    )
    head = '<meta name="author" content="Tom Becker">'
    html = page("en", "The Money Desk", h, art, head=head)
    return _case("guest-heading-byline", "moneydesk.example", html, "Lena Ortiz", h, "2025-08-19")


def indonesian_desk() -> DatedPage:
    """An Indonesian portal signed by its desk ("Tim Redaksi": the editorial team) and
    dated "Senin, 12 Februari 2024 - 14:30 WIB": no writer named."""
    h = "Warga diminta waspada banjir kiriman"
    art = (
        f'<div class="article"><h1 class="article__title">{h}</h1><div class="article__meta">'
        '<span class="article__author">Tim Redaksi</span> <span class="article__date">Senin,'
        ' 12 Februari 2024 - 14:30 WIB</span></div><div class="article__body">'
        f"{story('id')}</div></div>"
    )
    html = page("id", "Warta Sungai", h, art, og=False)
    return _case("indonesian-desk", "wartasungai.example", html, None, h, "2024-02-12")


def polish_redakcja() -> DatedPage:
    """A Polish portal signed "Autor: Redakcja" (the newsroom): no writer named."""
    h = "Nowy rozkład jazdy tramwajów od poniedziałku"
    art = (
        f'<article><h1 class="title">{h}</h1><p class="meta"><span class="author">Autor:'
        ' Redakcja</span> | <span class="date">12.02.2024, 14:30</span></p><div'
        f' class="text">{story("pl")}</div></article>'
    )
    html = page("pl", "Tramwaje Dziś", h, art, og=False)
    return _case("polish-redakcja", "tramwajedzis.example", html, None, h, "2024-02-12")


def read_time_only() -> DatedPage:
    """A blog's meta line with the day and the reading time, no writer: no one."""
    h = "Ten small habits for a tidier desk"
    art = (
        f'<article class="post"><h1 class="post-title">{h}</h1><div class="post-meta"><time'
        ' datetime="2024-03-03">Mar 3, 2024</time> · <span class="reading-time">4 min'
        f' read</span></div><div class="post-content">{story("en")}</div></article>'
    )
    html = page("en", "Desk Notes", h, art)
    return _case("read-time-only", "desknotes.example", html, None, h, "2024-03-03")


def yahoo_japan_dated() -> DatedPage:
    """A Japanese news portal: the provider's name under the headline, the time
    "2024/5/3(金) 10:00" with the weekday in brackets, the writer's "（山田花子）" closing."""
    h = "市民会館の改修工事が始まる"
    art = (
        f'<article class="article_body"><header><h1 class="sc-headline">{h}</h1><div'
        ' class="sc-meta"><a href="/media/kahoku" class="sc-provider">河北日報</a><time>'
        '2024/5/3(金) 10:00</time></div></header><div class="article_text">'
        f"{story('ja')}<p>（山田花子）</p></div></article>"
    )
    html = page("ja", "ニュース", h, art, title_tag=f"{h}（河北日報） - ニュース")
    return _case("yahoo-japan-dated", "news.portal.example", html, "山田花子", h, "2024-05-03")


PAGES = (
    arc_xp_three,
    brightspot_dates,
    ghost_two,
    substack_two,
    medium_story,
    wix_user_name,
    reviewed_and_written,
    brand_author_and_byline,
    wp_jnews,
    naver_dates,
    daum_two,
    japan_paper_kisha,
    japan_closing_brackets,
    china_news_dates,
    vnexpress,
    detik_dates,
    globo_dates,
    polish_portal,
    czech_portal,
    turkish_portal,
    arabic_portal,
    german_von_und,
    french_par,
    italian_di,
    russian_avtor,
    spanish_por,
    brand_signed_reviewed,
    guest_heading_byline,
    indonesian_desk,
    polish_redakcja,
    read_time_only,
    yahoo_japan_dated,
)


def pages() -> list[DatedPage]:
    """Every page of the suite."""
    return [make() for make in PAGES]
