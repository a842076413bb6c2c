"""Forum threads and news pages of countries the earlier suites lack (issue 26, stop 70).

Forums: Discourse, phpBB, XenForo, vBulletin, Simple Machines, MyBB, Invision,
Stack Exchange and Discuz!, each with an opening post and replies: the thread's
author is its opening post's writer (not the last replier, not a moderator), its day the
opening post's, its title the thread's name (several engines set it in no ``h1``).
News: Nordic, Baltic, Balkan, Greek, Hebrew, Persian, Thai, Malay, Filipino, Swahili,
Bengali and Urdu portals with their "By" words and date formats (Buddhist, Solar Hijri
and native digits among them).

The markup is written from each system's public templates (class names, attributes and
the order of the meta line), not copied from any page; the text is made up. The page's
address holds no date.
"""

from __future__ import annotations

from html import escape

from tests.metadata.engine_bylines import story
from tests.metadata.engine_bylines2 import DatedPage

# One made-up sentence of a story in each language the earlier suites lack.
STORY = {
    "sv": "Kommunfullmäktige samlades på tisdagen för att diskutera planen för den nya bron.",
    "nb": "Bystyret møttes tirsdag for å diskutere planen for den nye brua over elva i byen.",
    "da": "Byrådet mødtes tirsdag for at drøfte planen for den nye bro over åen i byen.",
    "fi": "Kaupunginvaltuusto kokoontui tiistaina keskustelemaan uuden sillan suunnitelmasta.",
    "et": "Volikogu kogunes teisipäeval, et arutada uue silla ehitamise plaani üle jõe.",
    "lt": "Taryba antradienį susirinko aptarti naujo tilto per upę statybos plano.",
    "lv": "Dome otrdien sanāca, lai apspriestu jaunā tilta pār upi būvniecības plānu.",
    "sr": "Gradsko veće sastalo se u utorak da razmotri plan izgradnje novog mosta preko reke.",
    "hr": "Gradsko vijeće sastalo se u utorak kako bi raspravilo plan novog mosta preko rijeke.",
    "bg": "Общинският съвет се събра във вторник, за да обсъди плана за новия мост над реката.",
    "el": "Το δημοτικό συμβούλιο συνεδρίασε την Τρίτη για το σχέδιο της νέας γέφυρας στον ποταμό.",
    "he": "מועצת העיר התכנסה ביום שלישי כדי לדון בתוכנית לבניית הגשר החדש מעל הנהר.",
    "fa": "شورای شهر روز سه‌شنبه برای بررسی طرح پل جدید روی رودخانه تشکیل جلسه داد.",
    "th": "สภาเมืองประชุมเมื่อวันอังคารเพื่อหารือเกี่ยวกับแผนการสร้างสะพานแห่งใหม่ข้ามแม่น้ำ",
    "ms": "Majlis bandaraya bermesyuarat pada hari Selasa membincangkan pelan jambatan baharu.",
    "fil": "Nagpulong ang konseho ng lungsod noong Martes upang talakayin ang bagong tulay.",
    "sw": "Baraza la jiji lilikutana Jumanne kujadili mpango wa daraja jipya juu ya mto huo.",
    "bn": "নদীর উপর নতুন সেতুর পরিকল্পনা নিয়ে আলোচনা করতে মঙ্গলবার নগর পরিষদ বৈঠকে বসে।",
    "ur": "شہر کی کونسل نے منگل کو دریا پر نئے پل کے منصوبے پر بات کرنے کے لیے اجلاس کیا۔",
}

# The site's sections in its menu (never the title).
SECTIONS = {
    "sv": ("Nyheter", "Sport", "Kultur"),
    "nb": ("Nyheter", "Sport", "Kultur"),
    "da": ("Nyheder", "Sport", "Kultur"),
    "fi": ("Uutiset", "Urheilu", "Kulttuuri"),
    "et": ("Uudised", "Sport", "Kultuur"),
    "lt": ("Naujienos", "Sportas", "Kultūra"),
    "lv": ("Ziņas", "Sports", "Kultūra"),
    "sr": ("Vesti", "Sport", "Kultura"),
    "hr": ("Vijesti", "Sport", "Kultura"),
    "bg": ("Новини", "Спорт", "Култура"),
    "el": ("Ειδήσεις", "Αθλητισμός", "Πολιτισμός"),
    "he": ("חדשות", "ספורט", "תרבות"),
    "fa": ("اخبار", "ورزش", "فرهنگ"),
    "th": ("ข่าว", "กีฬา", "วัฒนธรรม"),
    "ms": ("Berita", "Sukan", "Budaya"),
    "fil": ("Balita", "Palakasan", "Kultura"),
    "sw": ("Habari", "Michezo", "Utamaduni"),
    "bn": ("খবর", "খেলা", "সংস্কৃতি"),
    "ur": ("خبریں", "کھیل", "ثقافت"),
    "en": ("Forums", "What's new", "Members"),
    "zh": ("论坛", "搜索", "帮助"),
}

_REPLY = "Thanks, that worked for me after I restarted the router and cleared the cache."
_QUESTION = (
    "My router drops the connection every evening at the same time and I cannot find why."
    " I have already updated the firmware and changed the channel, without any change."
)


def _text(lang: str) -> str:
    sentence = STORY.get(lang)
    if sentence is None:
        return story(lang)
    joiner = "" if lang == "th" else " "
    return "".join(f"<p>{joiner.join([sentence] * 3)}</p>" for _ in range(3))


def _page(lang: str, site: str, title: str, main: str, *, og_title: str | None = None) -> str:
    """A whole page: head (``<title>``, the site's name), menu, ``main``, footer."""
    og = f'<meta property="og:title" content="{escape(og_title)}">' if og_title else ""
    menu = "".join(f'<li><a href="/s{i}/">{w}</a></li>' for i, w in enumerate(SECTIONS[lang]))
    direction = ' dir="rtl"' if lang in ("he", "fa", "ur") else ""
    return (
        f'<!DOCTYPE html><html lang="{lang}"{direction}><head><meta charset="utf-8">'
        f'<title>{escape(title)}</title><meta property="og:site_name" content="{site}">{og}'
        f'</head><body><header class="site-header"><a class="logo" href="/">{site}</a>'
        f'<nav class="menu"><ul>{menu}</ul></nav></header><main id="main">{main}</main>'
        f'<footer class="site-footer"><p>© 2024 {site}</p></footer></body></html>'
    )


def _case(
    name: str, host: str, html: str, author: str | None, title: str, date: str | None
) -> DatedPage:
    return DatedPage(name, html, f"https://{host}/t/{name}-48213", author, title, date)


# -- Forums -----------------------------------------------------------------------------


def discourse() -> DatedPage:
    """Discourse's crawler view: ``itemprop=author`` in each post, ``time`` with
    ``datetime``; the topic title in an ``h1`` link; a reply by a moderator."""
    t = "Router drops the connection every evening"
    posts = (
        '<div id="post_1" itemscope itemtype="http://schema.org/DiscussionForumPosting"'
        ' class="topic-body crawler-post"><div class="crawler-post-meta"><span'
        ' class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">'
        '<a itemprop="url" href="/u/nightowl"><span itemprop="name">nightowl</span></a>'
        '</span><span class="crawler-post-infos"><time itemprop="datePublished"'
        ' datetime="2024-03-05T19:02:11Z" class="post-time">March 5, 2024,  7:02pm</time>'
        '<meta itemprop="position" content="1"></span></div><div class="post"'
        f' itemprop="text"><p>{_QUESTION}</p></div></div>'
        '<div id="post_2" itemscope itemtype="http://schema.org/DiscussionForumPosting"'
        ' class="topic-body crawler-post"><div class="crawler-post-meta"><span'
        ' class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">'
        '<a itemprop="url" href="/u/modkate"><span itemprop="name">modkate</span></a>'
        ' <span class="moderator">Moderator</span></span><span class="crawler-post-infos">'
        '<time itemprop="datePublished" datetime="2024-03-07T08:15:00Z" class="post-time">'
        'March 7, 2024,  8:15am</time><meta itemprop="position" content="2"></span></div>'
        f'<div class="post" itemprop="text"><p>{_REPLY}</p></div></div>'
    )
    main = (
        f'<div id="topic-title"><h1><a href="/t/router-drops/48213">{t}</a></h1>'
        '<div class="topic-category"><span class="category-name">Networking</span></div>'
        f"</div>{posts}"
    )
    html = _page("en", "Home Network Community", f"{t} - Networking - Home Network Community", main)
    return _case("discourse", "community.example", html, "nightowl", t, "2024-03-05")


def phpbb() -> DatedPage:
    """phpBB 3 prosilver: ``h2.topic-title``, "by NAME » DATE" in ``p.author``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, day: str, text: str) -> str:
        return (
            f'<div id="p{n}" class="post has-profile bg2"><div class="inner"><dl'
            f' class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&amp;u={n}"'
            f' class="username">{who}</a></dt><dd class="profile-posts"><strong>Posts:</strong>'
            f' 12</dd></dl><div class="postbody"><div id="post_content{n}"><h3><a'
            f' href="#p{n}">Re: {t}</a></h3><p class="author"><a href="./viewtopic.php?p={n}">'
            '<span class="imageset icon_post_target">Post</span></a><span class="responsive-'
            f'hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={n}"'
            f' class="username">{who}</a></strong> » </span>{day}</p><div class="content">'
            f"{text}</div></div></div></div></div>"
        )

    main = (
        f'<div class="page-body"><h2 class="topic-title"><a href="./viewtopic.php?t=48213">{t}'
        '</a></h2><div class="action-bar bar-top"><a class="button" href="./posting.php">'
        "Post Reply</a></div>"
        + post(101, "nightowl", "Tue Mar 05, 2024 7:02 pm", _QUESTION)
        + post(102, "kate_m", "Thu Mar 07, 2024 8:15 am", _REPLY)
        + post(103, "leo", "Fri Mar 08, 2024 9:40 pm", _REPLY)
        + "</div>"
    )
    html = _page("en", "Home Network Forum", f"{t} - Home Network Forum", main)
    return _case("phpbb", "forum.example", html, "nightowl", t, "2024-03-05")


def xenforo() -> DatedPage:
    """XenForo 2: ``article.message`` with ``data-author``; the thread starter in the
    description line; ``time.u-dt`` with ``datetime``; the title in ``h1.p-title-value``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, stamp: str, shown: str, text: str) -> str:
        return (
            f'<article class="message message--post js-post" data-author="{who}"'
            f' data-content="post-{n}" id="js-post-{n}"><div class="message-inner"><div'
            f' class="message-cell message-cell--user"><section class="message-user"><h4'
            f' class="message-name"><a href="/members/{who}.{n}/" class="username">{who}</a>'
            '</h4><h5 class="userTitle message-userTitle">Well-known member</h5></section></div>'
            '<div class="message-cell message-cell--main"><header class="message-attribution">'
            f'<ul class="message-attribution-main"><li><a href="/posts/{n}/"><time class="u-dt"'
            f' datetime="{stamp}" data-date-string="{shown}">{shown}</time></a></li></ul>'
            f'</header><div class="message-content"><div class="bbWrapper">{text}</div></div>'
            "</div></div></article>"
        )

    main = (
        '<div class="p-body-header"><div class="p-title"><h1 class="p-title-value">'
        f'{t}</h1></div><div class="p-description"><ul class="listInline"><li>Thread starter'
        ' <a href="/members/nightowl.7/" class="username">nightowl</a></li><li>Start date'
        ' <time class="u-dt" datetime="2024-03-05T19:02:11+0000">Mar 5, 2024</time></li>'
        '</ul></div></div><div class="block-body">'
        + post(7, "nightowl", "2024-03-05T19:02:11+0000", "Mar 5, 2024", _QUESTION)
        + post(8, "kate_m", "2024-03-07T08:15:00+0000", "Mar 7, 2024", _REPLY)
        + post(9, "leo", "2024-03-09T10:00:00+0000", "Mar 9, 2024", _REPLY)
        + "</div>"
    )
    html = _page("en", "Home Network Forums", f"{t} | Home Network Forums", main)
    return _case("xenforo", "forums.example", html, "nightowl", t, "2024-03-05")


def vbulletin() -> DatedPage:
    """vBulletin 4: the thread's title in ``span.threadtitle``, each post's date in
    ``span.date`` and its writer's ``a.username``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, day: str, text: str) -> str:
        return (
            f'<li class="postbitlegacy postbitim postcontainer" id="post_{n}"><div'
            f' class="posthead"><span class="postdate old"><span class="date">{day}</span>'
            f'</span><span class="nodecontrols"><a name="{n}" href="#post{n}">#{n - 40}</a>'
            '</span></div><div class="postdetails"><div class="userinfo"><div'
            f' class="username_container"><a class="username offline popupctrl"'
            f' href="member.php?u={n}"><strong>{who}</strong></a></div><span'
            ' class="usertitle">Junior Member</span></div><div class="postbody"><div'
            f' class="content"><blockquote class="postcontent restore">{text}</blockquote>'
            "</div></div></div></li>"
        )

    main = (
        '<div id="pagetitle"><h1><span class="threadtitle"><a href="showthread.php?48213"'
        f' title="Reload this Page">{t}</a></span></h1></div><div id="postlist"'
        ' class="postlist restrain"><ol id="posts" class="posts">'
        + post(41, "nightowl", "03-15-2024,&nbsp;<span class='time'>07:02 PM</span>", _QUESTION)
        + post(42, "kate_m", "03-17-2024,&nbsp;<span class='time'>08:15 AM</span>", _REPLY)
        + "</ol></div>"
    )
    html = _page("en", "Home Network Board", f"{t} - Home Network Board", main)
    return _case("vbulletin", "board.example", html, "nightowl", t, "2024-03-15")


def smf() -> DatedPage:
    """Simple Machines 2.0: no ``h1``; the topic in ``h3.catbg`` ("Topic: NAME (Read 212
    times)"), each post's poster in ``div.poster h4`` and "« on: DATE »" in ``div.smalltext``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, day: str, text: str, first: bool) -> str:
        on = "on:" if first else "Reply #1 on:"
        return (
            f'<div class="windowbg"><div class="post_wrapper"><div class="poster"><h4><a'
            f' href="index.php?action=profile;u={n}" title="View the profile of {who}">{who}</a>'
            '</h4><ul class="reset smalltext"><li class="membergroup">Newbie</li><li'
            ' class="postcount">Posts: 12</li></ul></div><div class="postarea"><div'
            f' class="flow_hidden"><div class="keyinfo"><h5 id="subject_{n}"><a'
            f' href="index.php?topic=48213.msg{n}#msg{n}">{t}</a></h5><div class="smalltext">'
            f'« <strong>{on}</strong> {day} »</div></div></div><div class="post"><div'
            f' class="inner" id="msg_{n}">{text}</div></div></div></div></div>'
        )

    main = (
        '<div class="linktree" id="linktree_upper"><ul><li><a href="index.php">Home Network'
        ' Forum</a></li><li><a href="index.php?board=3.0">Networking</a></li></ul></div>'
        '<div id="forumposts"><div class="cat_bar"><h3 class="catbg"><img'
        ' src="topic/veryhot_post.gif" alt=""><span id="author">Author</span> Topic:'
        f" {t} &nbsp;(Read 212 times)</h3></div>"
        + post(5501, "nightowl", "March 05, 2024, 07:02:11 PM", _QUESTION, True)
        + post(5502, "kate_m", "March 07, 2024, 08:15:00 AM", _REPLY, False)
        + "</div>"
    )
    html = _page("en", "Home Network Forum", t, main)
    return _case("smf", "smf.example", html, "nightowl", t, "2024-03-05")


def mybb() -> DatedPage:
    """MyBB: no ``h1``; the thread's name in a ``td.thead`` ``strong``, each post's author
    in ``div.author_information``, its date in ``span.post_date``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, day: str, text: str) -> str:
        return (
            f'<div class="post classic" id="post_{n}"><div class="post_author scaleimages">'
            '<div class="author_information"><strong><span class="largetext"><a'
            f' href="member.php?action=profile&amp;uid={n}">{who}</a></span></strong><br>'
            '<span class="smalltext">Junior Member</span></div></div><div class="post_content">'
            f'<div class="post_head"><span class="post_date">{day}</span></div><div'
            f' class="post_body scaleimages" id="pid_{n}">{text}</div></div></div>'
        )

    main = (
        '<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear">'
        f'<tr><td class="thead"><div><strong>{t}</strong></div></td></tr></table>'
        '<div id="posts">'
        + post(31, "nightowl", "03-15-2024, 07:02 PM", _QUESTION)
        + post(32, "kate_m", "03-17-2024, 08:15 AM", _REPLY)
        + "</div>"
    )
    html = _page("en", "Home Network Forum", f"{t}", main)
    return _case("mybb", "mybb.example", html, "nightowl", t, "2024-03-15")


def invision() -> DatedPage:
    """Invision Community 4: ``ipsType_pageTitle``; "By NAME, DATE in FORUM" under it;
    each post's author in ``aside.cAuthorPane`` and its ``time datetime``."""
    t = "Router drops the connection every evening"

    def post(n: int, who: str, stamp: str, shown: str, text: str) -> str:
        return (
            f'<article id="elComment_{n}" class="cPost ipsBox ipsComment ipsComment_parent">'
            '<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium"><h3'
            ' class="ipsType_sectionHead cAuthorPane_author"><strong><a'
            f' href="/profile/{n}-{who}/" class="ipsType_break">{who}</a></strong></h3>'
            '<ul class="cAuthorPane_info"><li class="ipsType_break">Members</li><li>12 posts'
            '</li></ul></aside><div class="ipsColumn ipsColumn_fluid"><div class="ipsComment_meta'
            f' ipsType_light"><a href="?do=findComment&amp;comment={n}"><time datetime="{stamp}"'
            f' title="{shown}">{shown}</time></a></div><div data-role="commentContent"'
            f' class="ipsType_normal ipsType_richText ipsContained">{text}</div></div></article>'
        )

    main = (
        '<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding"><h1'
        f' class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break">{t}'
        '</span></h1><div class="ipsPageHeader__meta"><p>By <a href="/profile/61-nightowl/">'
        'nightowl</a>, <time datetime="2024-03-05T19:02:11Z">March 5, 2024</time> in <a'
        ' href="/forum/3-networking/">Networking</a></p></div></div>'
        + post(61, "nightowl", "2024-03-05T19:02:11Z", "March 5, 2024", _QUESTION)
        + post(62, "kate_m", "2024-03-07T08:15:00Z", "March 7, 2024", _REPLY)
    )
    html = _page("en", "Home Network Community", f"{t} - Networking - Home Network Community", main)
    return _case("invision", "ips.example", html, "nightowl", t, "2024-03-05")


def stack_exchange() -> DatedPage:
    """Stack Exchange: a ``QAPage`` whose ``Question`` item holds the asker as its
    ``author`` (in the "asked" signature, after an editor's signature that is no item's
    author), and answers by others."""
    t = "Why does my router drop the connection every evening?"

    def signature(kind: str, verb: str, who: str, stamp: str, shown: str) -> str:
        marks = ' itemprop="author" itemscope itemtype="http://schema.org/Person"' if kind else ""
        name = f'<span class="d-none" itemprop="name">{who}</span>' if kind else ""
        return (
            f'<div class="post-signature {kind}"><div class="user-info"><div'
            f' class="user-action-time">{verb} <span title="{stamp}" class="relativetime">'
            f'{shown}</span></div><div class="user-details"{marks}><a'
            f' href="/users/{len(who)}/{who}">{who}</a>{name}</div></div></div>'
        )

    main = (
        '<div itemscope itemtype="https://schema.org/QAPage"><div id="question-header"><h1'
        ' itemprop="name" class="fs-headline1"><a href="/questions/48213/why-does-my-router"'
        f' class="question-hyperlink">{t}</a></h1></div><div class="d-flex"><div'
        ' class="flex--item"><span class="fc-black-400">Asked</span> <time'
        ' itemprop="dateCreated" datetime="2024-03-05T19:02:11">5 Mar 2024</time></div><div'
        ' class="flex--item"><span>Modified</span> <a href="?lastactivity">1 year ago</a></div>'
        '</div><div id="question" class="question js-question" itemprop="mainEntity" itemscope'
        ' itemtype="https://schema.org/Question"><div class="s-prose js-post-body"'
        f' itemprop="text"><p>{_QUESTION}</p></div>'
        + signature("", "edited", "kate_m", "2024-03-06 10:00:00Z", "Mar 6, 2024 at 10:00")
        + signature("owner", "asked", "nightowl", "2024-03-05 19:02:11Z", "Mar 5, 2024 at 19:02")
        + '</div><div id="answers"><h2 class="mb0">2 Answers</h2><div class="answer"'
        ' itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div'
        f' class="s-prose js-post-body" itemprop="text"><p>{_REPLY}</p></div>'
        + signature("owner", "answered", "leo", "2024-03-07 08:15:00Z", "Mar 7, 2024 at 8:15")
        + "</div></div></div>"
    )
    html = _page("en", "Super User", f"networking - {t} - Super User", main)
    return _case("stack-exchange", "superuser.example", html, "nightowl", t, "2024-03-05")


def discuz() -> DatedPage:
    """Discuz! X3 (Chinese): the thread's title in ``span#thread_subject`` under an
    ``h1.ts``; each post's author in ``div.authi a.xw1``, "发表于 2024-3-5 19:02"."""
    t = "路由器每天晚上都会断网怎么办"
    q = "路由器每天晚上同一时间断网，已经升级固件并更换了信道，还是没有用。" * 3
    r = "谢谢，重启路由器并清除缓存之后就好了。" * 3

    def post(n: int, who: str, day: str, text: str) -> str:
        return (
            f'<div id="post_{n}"><table id="pid{n}" class="plhin"><tr><td class="pls"><div'
            f' class="pi"><div class="authi"><a href="space-uid-{n}.html" class="xw1">{who}</a>'
            '</div></div></td><td class="plc"><div class="pi"><div class="pti"><div'
            f' class="authi"><em id="authorposton{n}">发表于 {day}</em></div></div></div><div'
            f' class="pct"><div class="t_fsz"><table><tr><td class="t_f" id="postmessage_{n}">'
            f"{text}</td></tr></table></div></div></td></tr></table></div>"
        )

    main = (
        '<div id="pt" class="bm cl"><div class="z"><a href="./">首页</a> <em>›</em> <a'
        ' href="forum-3-1.html">网络设备</a></div></div><div id="postlist" class="pl bm">'
        '<table cellspacing="0" cellpadding="0"><tr><td class="plc ptm pbn vwthd"><h1'
        f' class="ts"><span id="thread_subject">{t}</span></h1></td></tr></table>'
        + post(881, "夜猫子", "2024-3-5 19:02", q)
        + post(882, "小凯", "2024-3-7 08:15", r)
        + "</div>"
    )
    html = _page("zh", "家庭网络论坛", f"{t} - 网络设备 - 家庭网络论坛", main)
    return _case("discuz", "bbs.example", html, "夜猫子", t, "2024-03-05")


FORUMS = (discourse, phpbb, xenforo, vbulletin, smf, mybb, invision, stack_exchange, discuz)


# -- News of countries the earlier suites lack -----------------------------------------


def _news(
    name: str,
    lang: str,
    site: str,
    host: str,
    headline: str,
    meta_line: str,
    author: str | None,
    date: str,
) -> DatedPage:
    """A news article: section kicker, ``h1`` headline, ``meta_line`` under it, the story."""
    art = (
        f'<article class="article"><div class="kicker"><a href="/s0/">{SECTIONS[lang][0]}</a>'
        f'</div><h1 class="article-title">{headline}</h1><div class="article-meta">'
        f'{meta_line}</div><div class="article-body">{_text(lang)}</div></article>'
    )
    html = _page(lang, site, f"{headline} - {site}", art, og_title=headline)
    return _case(name, host, html, author, headline, date)


def news_pages() -> tuple[DatedPage, ...]:
    """The news pages, one a country's engine and byline form."""
    return (
        _news(
            "swedish-av",
            "sv",
            "Dagposten",
            "dagposten.example",
            "Ny bro över älven klar till hösten",
            '<span class="byline">Av <a href="/av/anna-lindqvist">Anna Lindqvist</a></span>'
            " <time>Publicerad 3 maj 2024 kl. 10.15</time> <span>Uppdaterad 4 maj 2024"
            " kl. 08.00</span>",
            "Anna Lindqvist",
            "2024-05-03",
        ),
        _news(
            "norwegian-publisert",
            "nb",
            "Dagsavisa",
            "dagsavisa.example",
            "Ny bru over elva åpner til høsten",
            '<p class="byline">Av <span class="author">Ola Nordmann</span></p><p>Publisert'
            " 03.05.2024 10:15 | Oppdatert 04.05.2024 08:00</p>",
            "Ola Nordmann",
            "2024-05-03",
        ),
        _news(
            "danish-af",
            "da",
            "Dagbladet Vest",
            "dagbladvest.example",
            "Ny bro over åen åbner til efteråret",
            "<p>Af Mette Frederiksen Holm</p><p>3. maj 2024 kl. 10:15</p>",
            "Mette Frederiksen Holm",
            "2024-05-03",
        ),
        _news(
            "finnish-julkaistu",
            "fi",
            "Aamulehti Uusi",
            "aamu.example",
            "Uusi silta valmistuu syksyllä",
            '<span class="author">Matti Virtanen</span> <span>Julkaistu 3.5.2024 10:15'
            "</span> <span>Päivitetty 4.5.2024 8:00</span>",
            "Matti Virtanen",
            "2024-05-03",
        ),
        _news(
            "estonian-autor",
            "et",
            "Päevaleht Uus",
            "paev.example",
            "Uus sild valmib sügiseks",
            "<p>Autor: Mari Tamm</p><p>3. mai 2024, 10:15</p>",
            "Mari Tamm",
            "2024-05-03",
        ),
        _news(
            "lithuanian-autorius",
            "lt",
            "Dienos žinios",
            "dienos.example",
            "Naujas tiltas bus baigtas rudenį",
            "<p>Autorius: Jonas Petraitis</p><p>2024-05-03 10:15</p>",
            "Jonas Petraitis",
            "2024-05-03",
        ),
        _news(
            "latvian-autors",
            "lv",
            "Dienas ziņas",
            "dienas.example",
            "Jaunais tilts būs gatavs rudenī",
            "<p>Autors: Jānis Bērziņš</p><p>2024. gada 3. maijs 10:15</p>",
            "Jānis Bērziņš",
            "2024-05-03",
        ),
        _news(
            "serbian-pise",
            "sr",
            "Dnevne vesti",
            "vesti.example",
            "Novi most biće završen na jesen",
            "<p>Piše: Marko Jovanović</p><p>03.05.2024. 10:15</p>",
            "Marko Jovanović",
            "2024-05-03",
        ),
        _news(
            "croatian-autor",
            "hr",
            "Dnevni list",
            "dnevni.example",
            "Novi most bit će gotov na jesen",
            '<div class="author">Autor: <a href="/autor/ivana-horvat">Ivana Horvat</a></div>'
            "<time>3. svibnja 2024. u 10:15</time>",
            "Ivana Horvat",
            "2024-05-03",
        ),
        _news(
            "bulgarian-avtor",
            "bg",
            "Дневни новини",
            "dnevni-bg.example",
            "Новият мост ще бъде готов през есента",
            "<p>Автор: Иван Петров</p><p>03 май 2024, 10:15</p>",
            "Иван Петров",
            "2024-05-03",
        ),
        _news(
            "greek-apo",
            "el",
            "Η Ημερήσια",
            "imerisia.example",
            "Η νέα γέφυρα θα είναι έτοιμη το φθινόπωρο",
            '<span class="author">Γιώργος Παπαδόπουλος</span> <time>03.05.2024 • 10:15</time>',
            "Γιώργος Παπαδόπουλος",
            "2024-05-03",
        ),
        _news(
            "hebrew-meet",
            "he",
            "חדשות היום",
            "hadashot.example",
            "הגשר החדש ייפתח בסתיו",
            "<p>מאת דנה כהן</p><p>03.05.2024, 10:15</p>",
            "דנה כהן",
            "2024-05-03",
        ),
        _news(
            "persian-solar",
            "fa",
            "روزنامه شهر",
            "shahr.example",
            "پل جدید تا پاییز آماده می‌شود",
            "<p>نویسنده: علی رضایی</p><p>۱۴ اردیبهشت ۱۴۰۳ - ۱۰:۱۵</p>",
            "علی رضایی",
            "2024-05-03",
        ),
        _news(
            "thai-buddhist",
            "th",
            "ข่าวเมือง",
            "khaomuang.example",
            "สะพานใหม่จะเสร็จในฤดูใบไม้ร่วง",
            "<p>โดย สมชาย ใจดี</p><p>3 พ.ค. 2567 10:15 น.</p>",
            "สมชาย ใจดี",
            "2024-05-03",
        ),
        _news(
            "malay-oleh",
            "ms",
            "Berita Harian Baru",
            "beritabaru.example",
            "Jambatan baharu siap pada musim luruh",
            "<p>Oleh Ahmad Faizal Ismail</p><p>Mei 3, 2024 @ 10:15am</p>",
            "Ahmad Faizal Ismail",
            "2024-05-03",
        ),
        _news(
            "filipino-ni",
            "fil",
            "Balita Ngayon",
            "balita.example",
            "Bagong tulay matatapos sa taglagas",
            "<p>Ni Maria Santos</p><p>Mayo 3, 2024 - 10:15 AM</p>",
            "Maria Santos",
            "2024-05-03",
        ),
        _news(
            "swahili-na",
            "sw",
            "Habari Leo",
            "habarileo.example",
            "Daraja jipya kukamilika mwezi Oktoba",
            "<p>Na Juma Mwinyi</p><p>Mei 3, 2024</p>",
            "Juma Mwinyi",
            "2024-05-03",
        ),
        _news(
            "bengali-digits",
            "bn",
            "দৈনিক খবর",
            "khobor.example",
            "নতুন সেতু শরতে চালু হবে",
            "<p>লেখক: রহিম উদ্দিন</p><p>প্রকাশ: ০৩ মে ২০২৪, ১০:১৫</p>",
            "রহিম উদ্দিন",
            "2024-05-03",
        ),
        _news(
            "urdu-tehreer",
            "ur",
            "روزنامہ شہر",
            "shehr.example",
            "نیا پل خزاں تک مکمل ہو جائے گا",
            "<p>تحریر: احمد خان</p><p>03 مئی 2024</p>",
            "احمد خان",
            "2024-05-03",
        ),
    )


def pages() -> tuple[DatedPage, ...]:
    """Every page of the suite: the forum threads, then the news pages."""
    return (*(make() for make in FORUMS), *news_pages())
