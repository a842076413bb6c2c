"""Synthetic thread pages of engines and page shapes the other suites lack, in languages
they hold few pages of (vi, id, th, ar, fa, tr, uk, pl, pt-BR beside en).

Written after the markup the engines ship in 2024–26 (no page copied from a site or from
the shared datasets): vBulletin 4's ``postbitlegacy`` thread with posters' signatures
(``blockquote.signature``), phpBB 3.3's prosilver topic with signatures
(``div.signature``), an mbin/kbin entry with its comment tree
(``blockquote.entry-comment``), a Jira issue (description and activity comments), a
Bugzilla bug (``div.bz_comment``) and a Brainly-like homework Q&A (a question, answers
with ratings and "Thanks"). Each page carries its engine's chrome: user cards (rank, post
count, join date), "Quote", "Reply", "Report", a signature of prose and links, post
counters, a sign-in prompt, "Similar threads" and pagination. :func:`more5_page` returns
the page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame
from tests.auto.engine_threads_more3 import POSTS3

__all__ = ["MORE5_PAGES", "more5_page"]

# Interface strings, as the engines' language packs print them; "sign" is a poster's
# signature (a host's offer: prose and a link, the same under each of their posts).
WORDS5: dict[str, dict[str, str]] = {
    "en": {"reply": "Reply", "quote": "Reply With Quote", "report": "Report Post",
           "joined": "Join Date", "posts": "Posts", "member": "Junior Member",
           "login": "You must log in to post a reply", "similar": "Similar Threads",
           "sign": "Fast SSD hosting since 2009. Free migration for every new customer, "
                   "ask our team today.",
           "thanks": "Thanks", "points": "5 points", "verified": "Expert-verified",
           "comments": "Comments", "added": "added a comment", "boost": "Boost",
           "more": "More", "ago": "3 hours ago", "page": "Page 1 of 2", "next": "Next",
           "type": "Type", "status": "Status", "priority": "Priority", "bug": "Bug",
           "open": "Open", "major": "Major", "description": "Description",
           "subject": "Physics", "answers": "Answers"},
    "pt": {"reply": "Responder", "quote": "Responder com citação", "report": "Denunciar",
           "joined": "Data de ingresso", "posts": "Mensagens", "member": "Membro júnior",
           "login": "Você precisa entrar para responder", "similar": "Tópicos semelhantes",
           "sign": "Hospedagem SSD rápida desde 2009. Migração grátis para cada novo "
                   "cliente, fale com a nossa equipe hoje.",
           "thanks": "Obrigado", "points": "5 pontos", "verified": "Verificado por especialistas",
           "comments": "Comentários", "added": "adicionou um comentário",
           "ago": "há 3 horas", "page": "Página 1 de 2", "next": "Próxima",
           "subject": "Física", "answers": "Respostas"},
    "tr": {"reply": "Cevapla", "quote": "Alıntı ile Cevapla", "report": "Şikayet Et",
           "joined": "Üyelik tarihi", "posts": "Mesajlar", "member": "Yeni Üye",
           "login": "Cevap yazmak için giriş yapmalısınız", "similar": "Benzer Konular",
           "sign": "2009'dan beri hızlı SSD hosting. Her yeni müşteriye ücretsiz taşıma, "
                   "ekibimize bugün sorun.",
           "page": "Sayfa 1 / 2", "next": "Sonraki"},
    "th": {"reply": "ตอบกลับ", "quote": "อ้างอิง", "report": "รายงาน",
           "joined": "เข้าร่วม", "posts": "โพสต์", "member": "สมาชิกใหม่",
           "login": "ต้องเข้าสู่ระบบเพื่อตอบกลับ", "similar": "กระทู้ที่คล้ายกัน",
           "sign": "โฮสติ้ง SSD ความเร็วสูงตั้งแต่ปี 2009 ย้ายเว็บฟรีสำหรับลูกค้าใหม่ทุกราย "
                   "สอบถามทีมงานของเราได้วันนี้",
           "page": "หน้า 1 จาก 2", "next": "ถัดไป"},
    "ar": {"reply": "رد", "quote": "اقتباس", "report": "إبلاغ",
           "joined": "تاريخ التسجيل", "posts": "المشاركات", "member": "عضو جديد",
           "login": "يجب تسجيل الدخول للرد", "similar": "مواضيع مشابهة",
           "sign": "استضافة SSD سريعة منذ 2009. نقل مجاني لكل عميل جديد، اسأل فريقنا اليوم.",
           "page": "صفحة 1 من 2", "next": "التالي"},
    "pl": {"reply": "odpowiedz", "boost": "podbij", "more": "więcej", "report": "zgłoś",
           "ago": "3 godziny temu", "login": "Zaloguj się, aby odpowiedzieć",
           "similar": "Podobne wątki", "page": "Strona 1 z 2", "next": "Dalej"},
    "uk": {"reply": "відповісти", "boost": "поширити", "more": "більше",
           "report": "поскаржитися", "ago": "3 години тому",
           "login": "Увійдіть, щоб відповісти", "similar": "Схожі теми",
           "page": "Сторінка 1 з 2", "next": "Далі"},
    "vi": {"comments": "Bình luận", "added": "đã thêm bình luận", "type": "Loại",
           "status": "Trạng thái", "priority": "Độ ưu tiên", "bug": "Lỗi", "open": "Mở",
           "major": "Cao", "description": "Mô tả", "thanks": "Cảm ơn", "points": "5 điểm",
           "verified": "Được chuyên gia xác minh", "report": "Báo cáo",
           "login": "Đăng nhập để trả lời", "similar": "Câu hỏi tương tự",
           "page": "Trang 1 trên 2", "next": "Tiếp", "subject": "Vật lý",
           "answers": "Câu trả lời"},
    "id": {"thanks": "Terima kasih", "points": "5 poin", "verified": "Terverifikasi ahli",
           "report": "Laporkan", "login": "Masuk untuk menjawab",
           "similar": "Pertanyaan serupa", "page": "Halaman 1 dari 2",
           "next": "Berikutnya", "subject": "Fisika", "answers": "Jawaban"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR5: tuple[str, ...] = ("Mesh network keeps rebooting", "Fibre modem lights blinking red")
_DATES = ("03-03-2024, 09:41 PM", "03-03-2024, 10:02 PM", "03-03-2024, 10:15 PM",
          "03-04-2024, 07:30 AM", "03-04-2024, 08:12 AM")  # fmt: skip


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR5))
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _signature(w: dict[str, str]) -> str:
    return (f"{escape(w['sign'])}<br><a href='https://host.example.com/' target='_blank'>"
            "host.example.com</a> | <a href='https://host.example.com/vps'>VPS</a>")  # fmt: skip


def _vbulletin4(posts: list[Post], w: dict[str, str]) -> str:
    """vBulletin 4: ``li.postbitlegacy`` with its head (date, "#1"), user info column
    and a signature box under the post (``blockquote.signature``)."""
    return "<div id='postlist' class='postlist restrain'><ol id='posts' class='posts'>" + "".join(
        f"<li class='postbitlegacy postbitim postcontainer old' id='post_{9100 + i}'>"
        f"<div class='posthead'><span class='postdate old'><span class='date'>{_DATES[i]}"
        f"</span></span><span class='nodecontrols'><a class='postcounter' "
        f"href='showthread.php?p={9100 + i}#post{9100 + i}'>#{i + 1}</a></span></div>"
        "<div class='postdetails'><div class='userinfo'><div class='username_container'>"
        f"<a class='username offline popupctrl' href='member.php?u={40 + i}'><strong>{name}"
        f"</strong></a></div><span class='usertitle'>{w['member']}</span>"
        "<hr><dl class='userinfo_extra'>"
        f"<dt>{w['joined']}</dt> <dd>Mar 2019</dd><dt>{w['posts']}</dt> <dd>{120 + i}</dd>"
        "</dl></div><div class='postbody'><div class='postrow'><div class='content'>"
        f"<div id='post_message_{9100 + i}'><blockquote class='postcontent restore'>"
        f"{_lines(paras)}</blockquote></div></div>"
        "<div class='after_content'><blockquote class='signature restore'>"
        f"<div class='signaturecontainer'>{_signature(w)}</div></blockquote></div>"
        "</div></div></div><div class='postfoot'><div class='textcontrols floatcontainer'>"
        f"<span class='postcontrols'><a class='quote' href='newreply.php?p={9100 + i}'>"
        f"{w['quote']}</a></span><span class='postlinking'><a class='report' "
        f"href='report.php?p={9100 + i}'>{w['report']}</a></span></div></div></li>"
        for i, name, paras in posts
    ) + (f"</ol></div><div class='noreplies'><a href='login.php'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _phpbb_signed(posts: list[Post], w: dict[str, str]) -> str:
    """phpBB 3.3 prosilver: ``div.post.bg1``/``bg2`` with ``postprofile`` and a
    ``div.signature`` of prose and links under each post."""
    return "<div class='page-body'>" + "".join(
        f"<div id='p{5200 + i}' class='post has-profile {'bg2' if i % 2 else 'bg1'}'>"
        "<div class='inner'><dl class='postprofile' id='profile{5200 + i}'>"
        f"<dt class='has-profile-rank'><a href='./memberlist.php?u={40 + i}' "
        f"class='username'>{name}</a></dt><dd class='profile-rank'>{w['member']}</dd>"
        f"<dd class='profile-posts'><strong>{w['posts']}:</strong> {120 + i}</dd>"
        f"<dd class='profile-joined'><strong>{w['joined']}:</strong> 03-2019</dd></dl>"
        f"<div class='postbody'><div id='post_content{5200 + i}'>"
        "<ul class='post-buttons'>"
        f"<li><a href='./posting.php?p={5200 + i}' class='button'><span>{w['quote']}"
        f"</span></a></li><li><a href='./report.php?p={5200 + i}' class='button'><span>"
        f"{w['report']}</span></a></li></ul>"
        f"<p class='author'><a href='#p{5200 + i}'>#{i + 1}</a> <strong>{name}</strong>"
        f" » <time datetime='2024-03-03T21:4{i}:00+00:00'>{_DATES[i]}</time></p>"
        f"<div class='content'>{_lines(paras)}</div>"
        f"<div id='sig{5200 + i}' class='signature'>{_signature(w)}</div>"
        "</div></div></div></div>"
        for i, name, paras in posts
    ) + (f"<div class='action-bar'><a class='button' href='./ucp.php?mode=login'>{w['login']}"
         "</a></div></div>" + _similar(w))  # fmt: skip


def _mbin(posts: list[Post], w: dict[str, str]) -> str:
    """mbin/kbin: the entry (``article.entry``) and its comments
    (``blockquote.entry-comment``) with their headers, vote boxes and menus."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<blockquote id='entry-comment-{300 + i}' class='section comment entry-comment "
        f"subject comment-level--{1 if i < 3 else 2}'><header>"
        f"<a href='/u/{name}' class='user-inline'>{name}</a>, "
        f"<time class='timeago'>{w['ago']}</time></header>"
        f"<div class='content'>{_paras(paras)}</div>"
        "<aside class='vote'><form><button class='vote__up'><span>"
        f"{4 + i}</span></button></form></aside><footer><menu>"
        f"<li><a class='stretched-link' href='/reply/{300 + i}'>{w['reply']}</a></li>"
        f"<li><form><button>{w['boost']}</button></form></li>"
        f"<li class='dropdown'><button>{w['more']}</button></li></menu></footer></blockquote>"
        for i, name, paras in rest
    )
    return (
        "<article id='entry-1234' class='section entry subject'>"
        f"<aside class='meta entry__meta'><a href='/u/{qname}' class='user-inline'>{qname}"
        f"</a>, <time class='timeago'>{w['ago']}</time></aside>"
        f"<div class='entry__body'><div class='content'>{_paras(qparas)}</div></div>"
        "<aside class='vote'><button class='vote__up'><span>31</span></button></aside>"
        f"<footer><menu><li><a href='/reply'>{w['reply']}</a></li><li><button>{w['boost']}"
        f"</button></li><li><button>{w['more']}</button></li></menu></footer></article>"
        f"<section id='comments' class='comments entry-comments'>{comments}</section>"
        f"<div class='login-prompt'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


def _jira(posts: list[Post], w: dict[str, str]) -> str:
    """A Jira issue: the details module (type, status, priority), the description and
    the activity module's comments, each headed "<name> added a comment - <date>"."""
    (_, _, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<div id='comment-{1500 + i}' class='issue-data-block activity-comment "
        "twixi-block expanded'><div class='twixi-wrap verbose actionContainer'>"
        f"<div class='action-head'><div class='action-details'><a class='user-hover' "
        f"href='/secure/ViewProfile.jspa?name={name}'>{name}</a> {w['added']} - "
        f"<span class='date user-tz'><time class='livestamp'>{_DATES[i]}</time></span>"
        "</div></div><div class='action-body flooded'>"
        f"{_paras(paras)}</div></div></div>"
        for i, name, paras in rest
    )
    return (
        "<div class='issue-view'><div id='details-module' class='module toggle-wrap'>"
        "<ul id='issuedetails' class='property-list two-cols'>"
        f"<li class='item'><strong class='name'>{w['type']}:</strong> <span class='value'>"
        f"{w['bug']}</span></li><li class='item'><strong class='name'>{w['status']}:</strong>"
        f" <span class='value'>{w['open']}</span></li><li class='item'><strong class='name'>"
        f"{w['priority']}:</strong> <span class='value'>{w['major']}</span></li></ul></div>"
        "<div id='descriptionmodule' class='module toggle-wrap'><div class='mod-header'>"
        f"<h4 class='toggle-title'>{w['description']}</h4></div><div class='mod-content'>"
        f"<div class='user-content-block'>{_paras(qparas)}</div></div></div>"
        "<div id='activitymodule' class='module toggle-wrap'><div class='mod-header'>"
        f"<h4 class='toggle-title'>{w['comments']}</h4></div>"
        f"<div class='mod-content'><div class='issuePanelContainer'>{comments}</div></div>"
        f"</div><div class='login-link'><a href='/login.jsp'>{w['login']}</a></div></div>"
    )


def _bugzilla(posts: list[Post], w: dict[str, str]) -> str:
    """A Bugzilla bug: ``div.bz_comment`` boxes (the first the description), each headed
    by its number, its writer and its time, the text in ``pre.bz_comment_text``."""
    return "<table class='bz_comment_table'><tr><td>" + "".join(
        f"<div id='c{i}' class='bz_comment{' bz_first_comment' if i == 0 else ''}'>"
        f"<div class='bz_comment_head'><span class='bz_comment_number'>"
        f"<a href='show_bug.cgi?id=1234#c{i}'>Comment {i}</a></span> "
        f"<span class='bz_comment_user'><span class='vcard'><a class='email' "
        f"href='mailto:{name}@example.org'>{name}</a></span></span> "
        f"<span class='bz_comment_time'>2024-03-03 21:4{i}:00 UTC</span></div>"
        f"<pre class='bz_comment_text'>{escape(chr(10).join(paras))}</pre></div>"
        for i, name, paras in posts
    ) + "</td></tr></table><p class='bz_add_comment'><a href='index.cgi?GoAheadAndLogIn=1'>" + (
        "Log in to add a comment</a></p>"
    )  # fmt: skip


def _brainly(posts: list[Post], w: dict[str, str]) -> str:
    """A homework Q&A (Brainly-like): the question box (subject, points) and answer boxes
    with a verified badge, the writer's name, "Thanks" with a count, a rating, "Report"."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        "<div data-testid='answer_box' class='brn-qpage-next-answer-box js-answer'>"
        + (f"<div class='answer-badge'><span>{w['verified']}</span></div>" if i == 1 else "")
        + f"<div data-testid='answer_box_author'><a href='/app/profile/{40 + i}'>{name}</a>"
        f"</div><div data-testid='answer_box_text' class='brn-rich-content'>{_paras(paras)}"
        "</div><div class='answer-actions'>"
        f"<button data-testid='answer_box_thanks_button'>{w['thanks']} {10 + i}</button> "
        f"<span data-testid='rating_box'>4.{i}</span> "
        f"<button data-testid='answer_box_report'>{w['report']}</button></div></div>"
        for i, name, paras in rest
    )
    return (
        "<div data-testid='question_box' class='brn-qpage-next-question-box'>"
        f"<div class='question-meta'><a href='/subject/physics'>{w['subject']}</a> "
        f"<span>{w['points']}</span></div><div data-testid='question_box_author'>"
        f"<a href='/app/profile/40'>{qname}</a></div>"
        f"<div data-testid='question_box_text' class='brn-rich-content'>{_paras(qparas)}"
        f"</div></div><h2 class='answers-heading'>{w['answers']}</h2>"
        f"<div class='answers'>{answers}</div>"
        f"<div class='login-prompt'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


ENGINES5: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "vbulletin4": _vbulletin4,
    "phpbb_signed": _phpbb_signed,
    "mbin": _mbin,
    "jira": _jira,
    "bugzilla": _bugzilla,
    "brainly": _brainly,
}
# The interface strings of each engine's page that are chrome (WORDS5 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "vbulletin4": ("sign", "member", "joined", "quote", "report", "login", "similar"),
    "phpbb_signed": ("sign", "member", "joined", "posts", "quote", "report", "login", "similar"),
    "mbin": ("reply", "boost", "more", "login", "similar"),
    "jira": ("login",),
    "bugzilla": (),
    "brainly": ("report", "login", "similar", "verified", "points"),
}
# Chrome lines of an engine written in no language pack.
_CHROME_LINES: dict[str, tuple[str, ...]] = {
    "vbulletin4": ("host.example.com",),
    "phpbb_signed": ("host.example.com",),
    "bugzilla": ("Log in to add a comment",),
}
# Engines whose interface speaks English whatever language the posts are in.
ENGLISH_UI = frozenset({"bugzilla"})
MORE5_PAGES: tuple[tuple[str, str], ...] = (
    ("vbulletin4", "en"),
    ("vbulletin4", "pt"),
    ("vbulletin4", "tr"),
    ("phpbb_signed", "ar"),
    ("phpbb_signed", "th"),
    ("phpbb_signed", "en"),
    ("mbin", "pl"),
    ("mbin", "uk"),
    ("jira", "en"),
    ("jira", "vi"),
    ("bugzilla", "en"),
    ("bugzilla", "fa"),
    ("brainly", "id"),
    ("brainly", "vi"),
    ("brainly", "pt"),
)


def more5_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers."""
    title, texts = {**POSTS, **POSTS2, **POSTS3}[lang]
    w = WORDS5["en" if engine in ENGLISH_UI else lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES5[engine](posts, w), {**WORDS5["en"], **w})
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys) + _CHROME_LINES.get(engine, ())
    chrome += SIMILAR5 if "similar" in keys else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
