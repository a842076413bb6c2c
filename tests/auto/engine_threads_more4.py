"""Synthetic thread pages of forum engines the other suites lack, in languages they lack
(ms, tl, sw, ur, ta beside en).

Written after the markup the engines ship in 2024–26 (no page copied from a site or from
the shared datasets): wpForo's topic (the WordPress forum plugin), WoltLab Suite's
Burning Board thread, Kunena's topic (the Joomla forum), FluxBB's topic and a Bluesky
post's thread view. Each page carries its engine's chrome: user cards (rank, post count,
join date), "Quote", "Like", "Report", "Reply", post numbers, a sign-in prompt,
"Similar threads" and pagination. :func:`more4_page` returns the page, its posts'
paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import thread_frame

__all__ = ["MORE4_PAGES", "more4_page"]

# A question and four replies in the languages the other suites lack (title, posts).
POSTS4: dict[str, tuple[str, tuple[tuple[str, ...], ...]]] = {
    "ms": ("Penghala terputus sambungan setiap petang", (
        ("Sejak minggu lepas penghala saya terputus sambungan setiap petang kira-kira pukul "
         "lapan.",
         "Saya sudah menukar kabel dan menetapkan semula kepada tetapan kilang, tetapi tiada "
         "apa yang berubah. Ada sesiapa pernah mengalami masalah ini?"),
        ("Periksa sama ada pembekal menghantar kemas kini perisian tegar pada waktu itu; "
         "penghala saya berkelakuan sama selama sebulan.",),
        ("Mungkin juga saluran tanpa wayar. Pada waktu petang semua jiran ada di rumah dan "
         "jalurnya sesak, jadi cuba saluran yang tetap.",),
        ("Terima kasih, saluran tetap sangat membantu. Sambungan sudah stabil selama tiga "
         "petang.",),
        ("Baguslah sudah berfungsi. Saya tetap akan bertanya kepada pembekal tentang perisian "
         "tegar itu, untuk berjaga-jaga.",),
    )),
    "tl": ("Nawawala ang koneksyon ng router tuwing gabi", (
        ("Mula noong isang linggo, nawawala ang koneksyon ng router ko tuwing gabi bandang "
         "alas-otso.",
         "Pinalitan ko na ang kable at ibinalik ko na sa factory settings, pero walang "
         "nagbago. May nakaranas na ba nito?"),
        ("Tingnan mo kung nagpapadala ang provider ng firmware update sa oras na iyon; ganyan "
         "din ang nangyari sa akin nang isang buwan.",),
        ("Puwede ring dahil sa wireless channel. Sa gabi nasa bahay ang lahat ng kapitbahay "
         "at siksikan ang band, kaya subukan mo ang nakapirming channel.",),
        ("Salamat, malaking tulong ang nakapirming channel. Tatlong gabi na itong hindi "
         "nawawala.",),
        ("Mabuti at gumana na. Itatanong ko pa rin sa provider ang tungkol sa firmware, para "
         "sigurado.",),
    )),
    "sw": ("Ruta inakata muunganisho kila jioni", (
        ("Tangu wiki iliyopita ruta yangu inakata muunganisho kila jioni karibu saa mbili "
         "usiku.",
         "Nimeshabadilisha kebo na kuirejesha kwenye mipangilio ya kiwanda, lakini hakuna "
         "kilichobadilika. Kuna mtu aliyewahi kukutana na hili?"),
        ("Angalia kama mtoa huduma anatuma sasisho la programu dhibiti wakati huo; yangu "
         "ilifanya hivyo hivyo kwa mwezi mzima.",),
        ("Inaweza pia kuwa chaneli ya pasiwaya. Jioni majirani wote wako nyumbani na bendi "
         "imejaa, kwa hiyo jaribu chaneli isiyobadilika.",),
        ("Asante, chaneli isiyobadilika imesaidia sana. Muunganisho umedumu kwa jioni tatu "
         "sasa.",),
        ("Nafurahi imefanya kazi. Hata hivyo ningemuuliza mtoa huduma kuhusu programu "
         "dhibiti, kwa tahadhari tu.",),
    )),
    "ur": ("راؤٹر ہر شام کنکشن توڑ دیتا ہے", (
        ("پچھلے ہفتے سے میرا راؤٹر ہر شام تقریباً آٹھ بجے کنکشن توڑ دیتا ہے۔",
         "میں نے کیبل بدل دی ہے اور اسے فیکٹری سیٹنگز پر ری سیٹ بھی کر دیا، لیکن کچھ نہیں "
         "بدلا۔ کیا کسی کے ساتھ پہلے ایسا ہوا ہے؟"),
        ("دیکھیں کہ کیا اس وقت آپ کا فراہم کنندہ فرم ویئر اپ ڈیٹ بھیجتا ہے؛ میرے ساتھ پورا ایک "
         "مہینہ بالکل یہی ہوا تھا۔",),
        ("یہ وائرلیس چینل کی وجہ سے بھی ہو سکتا ہے۔ شام کو سب پڑوسی گھر پر ہوتے ہیں اور بینڈ "
         "بھر جاتا ہے، اس لیے ایک مستقل چینل آزمائیں۔",),
        ("شکریہ، مستقل چینل سے بہت مدد ملی۔ اب تین شاموں سے کنکشن برقرار ہے۔",),
        ("اچھا ہوا کہ کام کر گیا۔ پھر بھی احتیاطاً میں فراہم کنندہ سے فرم ویئر کے بارے میں پوچھ "
         "لیتا۔",),
    )),
    "ta": ("ரவுட்டர் ஒவ்வொரு மாலையும் இணைப்பைத் துண்டிக்கிறது", (
        ("கடந்த வாரம் முதல் என் ரவுட்டர் ஒவ்வொரு மாலையும் சுமார் எட்டு மணிக்கு இணைப்பைத் "
         "துண்டிக்கிறது.",
         "கேபிளை மாற்றிவிட்டேன், தொழிற்சாலை அமைப்புகளுக்கும் மீட்டமைத்தேன், ஆனால் எதுவும் "
         "மாறவில்லை. யாருக்காவது இப்படி நடந்திருக்கிறதா?"),
        ("அந்த நேரத்தில் உங்கள் சேவை வழங்குநர் ஃபர்ம்வேர் புதுப்பிப்பை அனுப்புகிறாரா என்று "
         "பாருங்கள்; எனக்கும் ஒரு மாதம் முழுவதும் இப்படியே நடந்தது.",),
        ("வயர்லெஸ் சேனலாலும் இருக்கலாம். மாலையில் எல்லா அண்டை வீட்டாரும் வீட்டில் இருப்பதால் "
         "அலைவரிசை நெரிசலாகிறது, எனவே நிலையான சேனலை முயற்சிக்கவும்.",),
        ("நன்றி, நிலையான சேனல் நிறைய உதவியது. மூன்று மாலைகளாக இணைப்பு நிலைத்திருக்கிறது.",),
        ("வேலை செய்தது மகிழ்ச்சி. இருந்தாலும் முன்னெச்சரிக்கையாக ஃபர்ம்வேர் பற்றி சேவை "
         "வழங்குநரிடம் கேட்டுக்கொள்ளுங்கள்.",),
    )),
}  # fmt: skip

# Interface strings, as the engines' language packs print them.
WORDS4: dict[str, dict[str, str]] = {
    "en": {"reply": "Reply", "quote": "Quote", "like": "Like", "report": "Report",
           "joined": "Joined", "posts": "Posts", "member": "Member", "date": "March 3, 2024",
           "ago": "3 hours ago", "page": "Page 1 of 2", "next": "Next",
           "similar": "Similar threads", "login": "Log in to reply", "thanks": "Thank you",
           "repost": "Repost"},
    "ms": {"reply": "Balas", "quote": "Petik", "like": "Suka", "report": "Laporkan",
           "joined": "Menyertai", "posts": "Kiriman", "member": "Ahli",
           "date": "3 Mac 2024", "ago": "3 jam lalu", "page": "Halaman 1 daripada 2",
           "next": "Seterusnya", "similar": "Topik serupa",
           "login": "Log masuk untuk membalas", "thanks": "Ucap terima kasih"},
    "tl": {"reply": "Sumagot", "quote": "Sipiin", "like": "Gusto", "report": "Iulat",
           "joined": "Sumali", "posts": "Mga post", "member": "Miyembro",
           "date": "Marso 3, 2024", "ago": "3 oras ang nakalipas", "page": "Pahina 1 ng 2",
           "next": "Susunod", "similar": "Mga katulad na paksa",
           "login": "Mag-log in para sumagot", "thanks": "Magpasalamat"},
    "sw": {"reply": "Jibu", "quote": "Nukuu", "like": "Penda", "report": "Ripoti",
           "joined": "Alijiunga", "posts": "Machapisho", "member": "Mwanachama",
           "date": "3 Machi 2024", "ago": "saa 3 zilizopita", "page": "Ukurasa 1 kati ya 2",
           "next": "Ifuatayo", "similar": "Mada zinazofanana",
           "login": "Ingia ili kujibu", "thanks": "Asante"},
    "ur": {"reply": "جواب دیں", "quote": "اقتباس", "like": "پسند", "report": "رپورٹ",
           "joined": "شمولیت", "posts": "پوسٹس", "member": "رکن",
           "date": "3 مارچ 2024", "ago": "3 گھنٹے پہلے", "page": "صفحہ 1 از 2",
           "next": "اگلا", "similar": "ملتے جلتے موضوعات",
           "login": "جواب دینے کے لیے لاگ ان کریں", "thanks": "شکریہ"},
    "ta": {"reply": "பதிலளி", "quote": "மேற்கோள்", "like": "விருப்பம்", "report": "புகார்",
           "joined": "இணைந்தது", "posts": "பதிவுகள்", "member": "உறுப்பினர்",
           "date": "3 மார்ச் 2024", "ago": "3 மணிநேரம் முன்பு", "page": "பக்கம் 1 / 2",
           "next": "அடுத்து", "similar": "ஒத்த தலைப்புகள்",
           "login": "பதிலளிக்க உள்நுழைக", "thanks": "நன்றி"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR4: tuple[str, ...] = ("Mesh network keeps rebooting", "Fibre modem lights blinking red")


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a> <span>{w['ago']}</span></li>"
                    for n, t in enumerate(SIMILAR4))  # fmt: skip
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _wpforo(posts: list[Post], w: dict[str, str]) -> str:
    """wpForo 2: ``div.wpforo-post`` with its author column and action buttons."""
    return "<div id='wpforo'><div id='wpforo-wrap' class='wpft-topic'>" + "".join(
        f"<div id='post-{700 + i}' class='wpforo-post wpfcl-1'><div class='wpf-left'>"
        "<div class='author-data'><div class='author-avatar'><img src='/a.png' alt=''></div>"
        f"<div class='author-name'><span><a href='/participant/{name}/'>{name}</a></span></div>"
        f"<div class='author-title'>{w['member']}</div>"
        f"<div class='author-stat-item'><span>{w['posts']}: {120 + i}</span></div>"
        f"<div class='author-joined'>{w['joined']}: {w['date']}</div></div></div>"
        "<div class='wpf-right'><div class='wpforo-post-content-top'>"
        f"<div class='wpf-post-date'>{w['date']}</div><div class='wpf-post-btns'>"
        f"<a class='wpf-post-link' href='#post-{700 + i}'>#{i + 1}</a></div></div>"
        f"<div class='wpforo-post-content'>{_paras(paras)}</div>"
        f"<div class='wpf-post-button-actions'><span class='wpf-action wpforo-quote'>"
        f"{w['quote']}</span> <span class='wpf-action wpforo-like'>{w['like']}</span> "
        f"<span class='wpf-action wpforo-reply'>{w['reply']}</span> "
        f"<span class='wpf-action wpforo-report'>{w['report']}</span></div></div></div>"
        for i, name, paras in posts
    ) + (f"<div class='wpf-topic-form-wrap'><a class='wpf-login' href='/login'>{w['login']}"
         "</a></div></div></div>" + _similar(w))  # fmt: skip


def _woltlab(posts: list[Post], w: dict[str, str]) -> str:
    """WoltLab Suite's Burning Board 5/6: ``article.wbbPost.message`` in
    ``ul.wbbThreadPostList``, its sidebar's user title and credits."""
    return "<ul class='wbbThreadPostList messageList'>" + "".join(
        f"<li id='post{800 + i}'><article class='wbbPost message messageSidebarOrientationLeft'"
        f" data-post-id='{800 + i}'><aside class='messageSidebar member'>"
        "<div class='messageAuthor'><div class='userAvatar'><img src='/a.png' alt=''></div>"
        f"<div class='messageAuthorContainer'><a class='username userLink' href='/user/{name}/'>"
        f"<span>{name}</span></a></div><div class='userTitle'>"
        f"<span class='badge userTitleBadge'>{w['member']}</span></div></div>"
        "<div class='userCredits'><dl class='plain dataList'>"
        f"<dt><a href='/search/?user={name}'>{w['posts']}</a></dt><dd>{120 + i}</dd>"
        f"<dt>{w['joined']}</dt><dd>{w['date']}</dd></dl></div></aside>"
        "<div class='messageContent'><header class='messageHeader'>"
        "<div class='messageHeaderBox'><ul class='messageHeaderMetaData'><li>"
        f"<a class='permalink messagePublicationTime' href='#post{800 + i}'>"
        f"<time class='datetime' datetime='2024-03-03T21:4{i}:00+00:00'>{w['date']}</time>"
        "</a></li></ul></div><ul class='messageQuickOptions'>"
        f"<li><a href='#post{800 + i}'>#{i + 1}</a></li></ul></header>"
        f"<div class='messageBody'><div class='messageText'>{_paras(paras)}</div></div>"
        "<footer class='messageFooter'><div class='messageFooterGroup'>"
        "<ul class='messageFooterButtons buttonList smallButtons'>"
        f"<li><a class='button jsQuoteMessage' href='#'><span>{w['quote']}</span></a></li>"
        f"<li><a class='reactButton' href='#'><span>{w['like']}</span></a></li>"
        f"<li><a class='reportButton' href='#'><span>{w['report']}</span></a></li></ul>"
        "</div></footer></div></article></li>"
        for i, name, paras in posts
    ) + (f"</ul><div class='messageListPagination'><a href='/login/'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _kunena(posts: list[Post], w: dict[str, str]) -> str:
    """Kunena 6 (Joomla): ``div.row.message`` with its profile box and its buttons."""
    return "<div id='kunena' class='layout'><div class='kmessages'>" + "".join(
        f"<div class='row message' id='{600 + i}'><div class='col-md-2 profilebox-wrap'>"
        f"<ul class='unstyled center profilebox'><li><strong><a class='kwho-user' "
        f"href='/profile/{name}'>{name}</a></strong></li>"
        f"<li><span class='ranksname'>{w['member']}</span></li>"
        f"<li class='kpost-userposts'>{w['posts']}: {120 + i}</li></ul></div>"
        "<div class='col-md-10 message-published'><div class='badger-left message-kunena'>"
        "<div class='mykmsg-header'><small class='text-muted float-end'>"
        f"<span class='kmsgdate' title='2024-03-03 21:4{i}'>{w['date']}</span> "
        f"<a href='#{600 + i}'>#{600 + i}</a></small></div>"
        f"<div class='kmessage'><div class='kmsg'>{_paras(paras)}</div></div></div>"
        "<div class='kmessagepadding btn-toolbar'>"
        f"<a class='btn kreply' href='#'>{w['reply']}</a> "
        f"<a class='btn kquote' href='#'>{w['quote']}</a> "
        f"<a class='btn kthankyou' href='#'>{w['thanks']}</a></div></div></div>"
        for i, name, paras in posts
    ) + "</div></div>" + _similar(w)  # fmt: skip


def _fluxbb(posts: list[Post], w: dict[str, str]) -> str:
    """FluxBB 1.5: ``div.blockpost`` with its ``postleft`` card and ``postfoot`` links."""
    return "<div id='brdmain'>" + "".join(
        f"<div id='p{400 + i}' class='blockpost {'rowodd' if i % 2 else 'roweven'}'>"
        f"<h2><span><span class='conr'>#{i + 1}</span> "
        f"<a href='viewtopic.php?pid={400 + i}#p{400 + i}'>{w['date']} 21:4{i}</a></span></h2>"
        "<div class='box'><div class='inbox'><div class='postbody'><div class='postleft'>"
        f"<dl><dt><strong><a href='profile.php?id={i + 2}'>{name}</a></strong></dt>"
        f"<dd class='usertitle'><strong>{w['member']}</strong></dd>"
        f"<dd><span>{w['joined']}: 2024-03-03</span></dd>"
        f"<dd><span>{w['posts']}: {120 + i}</span></dd></dl></div>"
        f"<div class='postright'><div class='postmsg'>{_paras(paras)}</div></div></div></div>"
        "<div class='inbox'><div class='postfoot clearb'><div class='postfootright'><ul>"
        f"<li class='postreport'><span><a href='misc.php?report={400 + i}'>{w['report']}</a>"
        f"</span></li><li class='postquote'><span><a href='post.php?qid={400 + i}'>"
        f"{w['quote']}</a></span></li></ul></div></div></div></div></div>"
        for i, name, paras in posts
    ) + (f"<div class='postlink'><a href='login.php'>{w['login']}</a></div></div>"
         + _similar(w))  # fmt: skip


def _bluesky(posts: list[Post], w: dict[str, str]) -> str:
    """A Bluesky post's thread view as the web app renders it: ``data-testid`` items,
    handles, relative times and the reply, repost and like counts under each post."""
    return "<div data-testid='postThreadScreen'><div class='css-175oi2r'>" + "".join(
        f"<div data-testid='postThreadItem-by-{name.lower()}' class='css-175oi2r'>"
        "<div class='css-175oi2r r-18u37iz'><a href='/profile/x' aria-label='avatar'>"
        "<img src='/a.png' alt=''></a><div class='css-175oi2r'>"
        f"<a class='css-146c3p1' href='/profile/{name.lower()}.bsky.social'>{name}</a>"
        f"<div class='css-146c3p1'>@{name.lower()}.bsky.social</div></div></div>"
        f"<div data-testid='postText' class='css-146c3p1'>{'<br><br>'.join(map(escape, paras))}"
        f"</div><div class='css-175oi2r'><a href='/post/{i}' class='css-146c3p1'>"
        f"{w['date']} at 9:4{i} PM</a></div><div class='css-175oi2r r-18u37iz'>"
        f"<button aria-label='{w['reply']}' data-testid='replyBtn'>{3 + i}</button>"
        f"<button aria-label='{w['repost']}' data-testid='repostBtn'>{i}</button>"
        f"<button aria-label='{w['like']}' data-testid='likeBtn'>{12 + i}</button></div></div>"
        for i, name, paras in posts
    ) + "</div></div>"  # fmt: skip


ENGINES4: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "wpforo": _wpforo,
    "woltlab": _woltlab,
    "kunena": _kunena,
    "fluxbb": _fluxbb,
    "bluesky": _bluesky,
}
# The interface strings of each engine's page that are chrome (WORDS4 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "wpforo": ("member", "posts", "joined", "quote", "like", "report", "login", "similar"),
    "woltlab": ("member", "posts", "joined", "quote", "like", "report", "login", "similar"),
    "kunena": ("member", "posts", "reply", "quote", "thanks", "similar"),
    "fluxbb": ("member", "joined", "posts", "report", "quote", "login", "similar"),
    "bluesky": (),
}
# Chrome lines of an engine written in no language pack (handles).
_CHROME_LINES: dict[str, tuple[str, ...]] = {
    "bluesky": ("@karl_m.bsky.social", "@ines84.bsky.social"),
}
# Engines whose interface speaks English whatever language the posts are in.
ENGLISH_UI = frozenset({"bluesky"})
MORE4_PAGES: tuple[tuple[str, str], ...] = (
    ("wpforo", "ms"),
    ("wpforo", "ur"),
    ("wpforo", "en"),
    ("woltlab", "sw"),
    ("woltlab", "ta"),
    ("woltlab", "en"),
    ("kunena", "tl"),
    ("kunena", "ms"),
    ("fluxbb", "ta"),
    ("fluxbb", "sw"),
    ("fluxbb", "ur"),
    ("bluesky", "tl"),
    ("bluesky", "en"),
)


def more4_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers."""
    title, texts = POSTS4[lang] if lang in POSTS4 else POSTS[lang]
    w = WORDS4["en" if engine in ENGLISH_UI else lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES4[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys) + _CHROME_LINES.get(engine, ())
    chrome += SIMILAR4 if "similar" in keys else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
