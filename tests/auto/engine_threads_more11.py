"""Synthetic **short threads** (two or three posts) of engine-language pairs the other
suites lack (zh, ja, ru, pl, el, ar, tr, pt, id), each a thread whose replies its engine
writes in the markup of the opening post, under a count or a heading the comment rules
read as a reader-comment section, or dropped by the model as a comment.

Written after the markup the engines ship in 2023–26 (no page copied from a site or from
the shared datasets): a Lemmy post and its comments (zh, ar, pl, el, ja), a mailing list
archive's thread (ru, tr, id), a Vanilla discussion under its comment heading (el, ar), an
old Reddit self post and its comment area (id, ja), an Mbin (kbin) entry and its comments
(pt), a Khoros (Lithium) community topic (zh, tr), an Apache Answer question and its
answer (zh, ar), a Gitea or Forgejo issue (el, ar) and an Invision Community 4 topic (el).
Each page carries its engine's chrome in its own language. :func:`more11_page` returns the
page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame
from tests.auto.engine_threads_more3 import POSTS3

__all__ = ["MORE11_PAGES", "MORE11_THREADS", "WORDS11", "more11_page"]

# Interface strings as the engines' language packs print them: "comments" the count link
# that opens a post's comments (one comment), "answers" the head over one answer,
# "login" the prompt where the reply form would be; "page"/"next" the frame's pagination.
WORDS11: dict[str, dict[str, str]] = {
    "el": {"ago": "πριν από 3 ώρες", "reply": "Απάντηση", "quote": "Παράθεση",
           "like": "Μου αρέσει", "report": "Αναφορά", "save": "Αποθήκευση",
           "share": "Κοινοποίηση", "boost": "Ενίσχυση", "comments": "1 σχόλιο",
           "member": "Μέλος", "posts": "Δημοσιεύσεις", "login": "Συνδεθείτε για να απαντήσετε",
           "page": "Σελίδα 1 από 1", "next": "Επόμενη"},
    "pt": {"ago": "há 3 horas", "reply": "Responder", "quote": "Citar", "like": "Curtir",
           "report": "Denunciar", "save": "Salvar", "share": "Compartilhar",
           "boost": "Impulsionar", "comments": "1 comentário", "member": "Membro",
           "posts": "Mensagens", "login": "Entre para responder", "page": "Página 1 de 1",
           "next": "Próxima"},
    "ja": {"ago": "3時間前", "reply": "返信", "quote": "引用", "like": "いいね", "report": "通報",
           "save": "保存", "share": "共有", "comments": "1件のコメント", "all": "すべてのコメント",
           "points": "3 ポイント", "permalink": "パーマリンク", "member": "メンバー",
           "posts": "投稿数",
           "login": "返信するにはログインしてください", "page": "1 / 1 ページ", "next": "次へ"},
    "id": {"ago": "3 jam yang lalu", "reply": "Balas", "quote": "Kutip", "like": "Suka",
           "report": "Laporkan", "save": "Simpan", "share": "Bagikan", "comments": "1 komentar",
           "all": "Semua komentar", "points": "3 poin", "permalink": "Tautan permanen",
           "member": "Anggota", "posts": "Kiriman", "login": "Masuk untuk membalas",
           "page": "Halaman 1 dari 1", "next": "Berikutnya"},
    "zh": {"ago": "3 小时前", "reply": "回复", "quote": "引用", "like": "点赞", "report": "举报",
           "save": "收藏", "share": "分享", "comments": "1 条评论", "member": "新成员",
           "posts": "帖子", "kudos": "点赞数", "solved": "已解决！", "answers": "1 个回答",
           "vote": "赞同", "asked": "提问于",
           "login": "登录后即可回答", "page": "第 1 页", "next": "下一页"},
    "tr": {"ago": "3 saat önce", "reply": "Yanıtla", "quote": "Alıntı", "like": "Beğen",
           "report": "Bildir", "save": "Kaydet", "share": "Paylaş", "comments": "1 yorum",
           "member": "Üye", "posts": "Mesajlar", "kudos": "Beğeni", "solved": "Çözüldü!",
           "login": "Yanıtlamak için giriş yapın", "page": "Sayfa 1 / 1", "next": "Sonraki"},
    "ar": {"ago": "منذ 3 ساعات", "reply": "رد", "quote": "اقتباس", "like": "إعجاب",
           "report": "إبلاغ", "save": "حفظ", "share": "مشاركة", "comments": "تعليق واحد",
           "member": "عضو", "posts": "المشاركات", "answers": "إجابة واحدة", "vote": "تصويت",
           "asked": "سأل", "login": "سجّل الدخول للإجابة", "page": "الصفحة 1 من 1",
           "next": "التالي"},
    "ru": {"ago": "3 часа назад", "reply": "Ответить", "quote": "Цитировать",
           "like": "Нравится", "report": "Пожаловаться", "save": "Сохранить",
           "share": "Поделиться", "comments": "1 комментарий", "member": "Участник",
           "posts": "Сообщений", "login": "Войдите, чтобы ответить", "page": "Страница 1 из 1",
           "next": "Вперёд"},
    "pl": {"ago": "3 godziny temu", "reply": "Odpowiedz", "quote": "Cytuj", "like": "Lubię to",
           "report": "Zgłoś", "save": "Zapisz", "share": "Udostępnij",
           "comments": "1 komentarz", "member": "Członek", "posts": "Posty",
           "login": "Zaloguj się, aby odpowiedzieć", "page": "Strona 1 z 1", "next": "Dalej"},
}  # fmt: skip


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _mbin(posts: list[Post], w: dict[str, str]) -> str:
    """Mbin (kbin): the entry (author, time, body, its comment count and buttons), then
    its comments, each a ``blockquote.entry-comment`` whose body is the entry's
    ``div.content``."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<blockquote class='section comment entry-comment subject' id='entry-comment-{60 + i}'>"
        f"<header><a class='user-inline' href='/u/{name}'>{name}</a>, <time class='timeago'>"
        f"{w['ago']}</time></header><div class='content'>{_paras(paras)}</div><footer><menu>"
        f"<li><a href='#'>{w['reply']}</a></li><li><button>{w['boost']}</button></li></menu>"
        "</footer></blockquote>"
        for i, name, paras in rest
    )
    return (
        "<article class='entry section subject' id='entry-4101'><aside class='meta "
        f"entry__meta'><a class='user-inline' href='/u/{qname}'>{qname}</a>, <time "
        f"class='timeago'>{w['ago']}</time></aside><div class='entry__body'><div "
        f"class='content formatted'>{_paras(qparas)}</div></div><footer><menu><li><a "
        f"class='stretched-link' href='#comments'>{w['comments']}</a></li><li><button>"
        f"{w['boost']}</button></li><li><button>{w['report']}</button></li></menu></footer>"
        f"</article><section id='comments' class='comments entry-comments comments-tree'>"
        f"{comments}</section>"
    )


def _reddit_old(posts: list[Post], w: dict[str, str]) -> str:
    """Old Reddit: the self post (score, tagline, its text in ``div.md``, the buttons with
    its comment count), the comment area's title and each comment (tagline, text in the
    same ``div.md``, buttons)."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<div class='thing id-t1_k{i} comment' data-type='comment'><div class='entry "
        f"unvoted'><p class='tagline'><a class='author' href='/user/{name}'>{name}</a> "
        f"<span class='score unvoted'>{w['points']}</span> <time>{w['ago']}</time></p><form "
        f"class='usertext'><div class='usertext-body'><div class='md'>{_paras(paras)}</div>"
        f"</div></form><ul class='flat-list buttons'><li class='first'><a class='bylink' "
        f"href='#'>{w['permalink']}</a></li><li><a href='#'>{w['reply']}</a></li></ul></div>"
        "</div>"
        for i, name, paras in rest
    )
    return (
        "<div id='siteTable' class='sitetable linklisting'><div class='thing id-t3_q1 link "
        "self' data-type='link'><div class='midcol unvoted'><div class='score unvoted'>42"
        f"</div></div><div class='entry unvoted'><p class='tagline'><time>{w['ago']}</time> "
        f"<a class='author' href='/user/{qname}'>{qname}</a></p><div class='expando'><form "
        f"class='usertext'><div class='usertext-body'><div class='md'>{_paras(qparas)}</div>"
        "</div></form></div><ul class='flat-list buttons'><li class='first'><a class='bylink "
        f"comments' href='#'>{w['comments']}</a></li><li><a href='#'>{w['share']}</a></li><li>"
        f"<a href='#'>{w['save']}</a></li><li><a href='#'>{w['report']}</a></li></ul></div>"
        "</div></div><div class='commentarea'><div class='panestack-title'><span "
        f"class='title'>{w['all']}</span></div><div class='sitetable nestedlisting'>"
        f"{comments}</div></div>"
    )


def _khoros(posts: list[Post], w: dict[str, str]) -> str:
    """Khoros (Lithium) community: the topic message and each reply in the same message
    view (author, rank, date, ``div.lia-message-body-content``, kudos and reply buttons),
    the accepted reply marked solved."""
    views = "".join(
        "<div class='lia-linear-display-message-view'><div class='MessageView "
        f"lia-message-view-forum-message lia-message-view-display' id='msg-{300 + i}'><div "
        "class='lia-quilt-row lia-quilt-row-header'><div class='lia-message-author'><a "
        f"class='UserName lia-user-name-link' href='/t5/user/{name}'>{name}</a><div "
        f"class='lia-message-author-rank'>{w['member']}</div></div><div "
        f"class='lia-message-post-date'><span class='DateTime'>{w['ago']}</span></div>"
        + (f"<div class='lia-message-solved'>{w['solved']}</div>" if i == 1 else "")
        + "</div><div class='lia-quilt-row lia-quilt-row-main'><div class='lia-message-body'>"
        f"<div class='lia-message-body-content'>{_paras(paras)}</div></div></div><div "
        "class='lia-quilt-row lia-quilt-row-footer'><div class='lia-message-footer'><a "
        f"class='lia-button-image-kudos' href='#'>{w['kudos']}</a> <a class='lia-button "
        f"lia-button-reply' href='#'>{w['reply']}</a></div></div></div></div>"
        for i, name, paras in posts
    )
    return f"<div class='lia-component-message-list'>{views}</div>"


def _apache_answer(posts: list[Post], w: dict[str, str]) -> str:
    """Apache Answer: the question (its text in ``div.fmt``, the vote and share buttons,
    the asker's card), the answers' head and each answer in the same ``div.fmt``, the
    sign-in line where the answer form would be."""
    (_, qname, qparas), rest = posts[0], posts[1:]

    def card(name: str, verb: str) -> str:
        return (
            f"<div class='d-flex user-card'><a class='me-1' href='/users/{name}'>{name}</a>"
            f"<span class='text-secondary'>{verb} {w['ago']}</span></div>"
        )

    def actions() -> str:
        return (
            f"<div class='d-flex align-items-center'><button class='btn btn-outline-"
            f"secondary'>{w['vote']}</button> <a class='link-secondary' href='#'>{w['share']}"
            f"</a> <a class='link-secondary' href='#'>{w['report']}</a></div>"
        )

    answers = "".join(
        f"<div class='answer-item py-4' id='a{900 + i}'><article class='fmt text-break'>"
        f"{_paras(paras)}</article>{actions()}{card(name, w['reply'])}</div>"
        for i, name, paras in rest
    )
    return (
        f"<div id='questionDetails'><article class='fmt text-break'>{_paras(qparas)}"
        f"</article>{actions()}{card(qname, w['asked'])}</div><div class='answer-head "
        f"d-flex'><h5 class='mb-0'>{w['answers']}</h5></div>{answers}<div "
        f"class='answer-editor'><p class='text-center'>{w['login']}</p></div>"
    )


def _invision(posts: list[Post], w: dict[str, str]) -> str:
    """Invision Community 4: each ``article.cPost`` with its author column (name, group,
    post count), its date line, its text in ``div.ipsType_richText`` and its quote and
    like buttons."""
    body = "".join(
        f"<article id='elComment_{600 + i}' class='cPost ipsBox ipsComment ipsClearfix'><aside "
        f"class='ipsComment_author cAuthorPane'><h3 class='cAuthorPane_author'><strong><a "
        f"href='/profile/{name}'>{name}</a></strong></h3><ul class='cAuthorPane_info'><li "
        f"data-role='group'>{w['member']}</li><li data-role='posts'>{12 + i} {w['posts']}"
        "</li></ul></aside><div class='ipsColumn ipsColumn_fluid'><div id='comment-"
        f"{600 + i}_wrap' class='ipsComment_content'><div class='ipsComment_meta'><time>"
        f"{w['ago']}</time></div><div class='cPost_contentWrap'><div data-role='commentContent'"
        f" class='ipsType_normal ipsType_richText ipsContained'>{_paras(paras)}</div></div>"
        "<div class='ipsItemControls'><ul class='ipsComment_controls'><li><a href='#'>"
        f"{w['quote']}</a></li><li><a href='#'>{w['like']}</a></li></ul></div></div></div>"
        "</article>"
        for i, name, paras in posts
    )
    return (
        f"<div data-role='commentFeed'>{body}</div><div class='cTopicPostArea'>{w['login']}</div>"
    )


def _lemmy(posts: list[Post], w: dict[str, str]) -> str:
    """Lemmy 0.19: the post (author, time, its text in ``div.md-div``, its buttons and the
    count link that opens its comments), then the comment tree, each comment's text in the
    same ``div.md-div``."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<li class='comment list-unstyled' role='comment'><article id='comment-{910 + i}' "
        f"class='details comment-node py-2'><div class='comment-header d-flex'><a "
        f"class='person-listing' href='/u/{name}'>{name}</a> <span class='moment-time'>"
        f"{w['ago']}</span></div><div class='md-div'>{_paras(paras)}</div><div "
        f"class='comment-bottom-btns'><button class='btn btn-link'>{w['reply']}</button> "
        f"<button class='btn btn-link'>{w['save']}</button></div></article></li>"
        for i, name, paras in rest
    )
    return (
        "<div class='post-listing mt-2'><div class='post-title'><ul class='list-inline'>"
        f"<li><a class='person-listing' href='/u/{qname}'>{qname}</a></li><li><span "
        f"class='moment-time'>{w['ago']}</span></li></ul></div><div class='md-div'>"
        f"{_paras(qparas)}</div><div class='post-bottom-btns'><a class='btn btn-link' "
        f"href='#comments'>{w['comments']}</a> <button class='btn btn-link'>{w['save']}"
        f"</button></div></div><div id='comments' class='comments'><ul class='comments'>"
        f"{comments}</ul><div class='alert alert-warning'>{w['login']}</div></div>"
    )


def _vanilla(posts: list[Post], w: dict[str, str]) -> str:
    """Vanilla 4: the discussion's item (author, role, date, its text in ``div.Message``,
    its reactions), the comment heading with the count, each comment's item in the same
    shape, the sign-in box where the comment form would be."""

    def item(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            f"<div class='Item-Header'><div class='AuthorWrap'><a class='Username' "
            f"href='/profile/{name}'>{name}</a> <span class='MItem RoleTitle'>{w['member']}"
            f"</span></div><div class='Meta'><time datetime='2024-03-03T21:4{i}:00Z'>"
            f"{w['ago']}</time></div></div><div class='Item-BodyWrap'><div class='Item-Body'>"
            f"<div class='Message userContent'>{_paras(paras)}</div></div></div><div "
            f"class='Reactions'><a class='ReactButton Quote' href='#'>{w['quote']}</a> <a "
            f"class='ReactButton Flag' href='#'>{w['report']}</a></div>"
        )

    first, *rest = posts
    return (
        "<div class='MessageList Discussion'><div class='Item ItemDiscussion'><div "
        f"class='Discussion'>{item(*first)}</div></div></div><h2 class='CommentHeading'>"
        f"{w['comments']}</h2><div class='DataBox DataBox-Comments'><ul class='MessageList "
        "DataList Comments'>"
        + "".join(
            f"<li class='Item ItemComment' id='Comment_{920 + i}'><div class='Comment'>"
            f"{item(i, name, paras)}</div></li>"
            for i, name, paras in rest
        )
        + f"</ul></div><div class='CommentForm'><p>{w['login']}</p></div>"
    )


def _mail_archive(posts: list[Post], w: dict[str, str]) -> str:
    """A mailing list archive (HyperKitty-like): the first message, then the replies in
    ``div.replies``, every message's text in ``div.email-body`` (lines parted by breaks)
    under its author and date and over its reply link."""

    def email(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            f"<div class='email' id='m{7100 + i}'><div class='email-header'><div "
            f"class='email-author'><a href='/users/{i}/'>{name}</a></div><div "
            f"class='email-date'>{w['ago']}</div></div><div class='email-body'>"
            f"{_lines(paras)}</div><div class='email-info'><a class='reply' href='#'>"
            f"{w['reply']}</a></div></div>"
        )

    first, *rest = posts
    return (
        f"<div class='thread-content'>{email(*first)}<div class='replies'>"
        + "".join(f"<div class='odd'>{email(*post)}</div>" for post in rest)
        + "</div></div>"
    )


def _forge_issue(posts: list[Post], w: dict[str, str]) -> str:
    """A Gitea or Forgejo issue: the timeline's items, each with its author and time over
    its text in ``div.render-content``, the opening comment first; the sign-in line under
    the timeline."""
    items = "".join(
        f"<div class='timeline-item comment' id='issuecomment-{50 + i}'><div class='content "
        "comment-container'><div class='ui top attached header comment-header'><a "
        f"class='author' href='/{name}'>{name}</a> <span class='text grey'>{w['ago']}</span>"
        "</div><div class='ui attached segment comment-body'><div class='render-content "
        f"markup'>{_paras(paras)}</div></div></div></div>"
        for i, name, paras in posts
    )
    return (
        f"<div class='issue-content'><div class='ui timeline'>{items}</div><div class='ui "
        f"warning message'>{w['login']}</div></div>"
    )


ENGINES11: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "mbin": _mbin,
    "reddit_old": _reddit_old,
    "khoros": _khoros,
    "apache_answer": _apache_answer,
    "invision": _invision,
    "lemmy": _lemmy,
    "vanilla": _vanilla,
    "mail_archive": _mail_archive,
    "forge_issue": _forge_issue,
}
# The interface strings of each engine's page that are chrome (WORDS11 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "mbin": ("comments", "boost", "reply"),
    "reddit_old": ("comments", "all", "permalink", "reply"),
    "khoros": ("kudos", "reply"),
    "apache_answer": ("vote", "answers", "login"),
    "invision": ("quote", "like", "login"),
    "lemmy": ("comments", "reply", "save", "login"),
    "vanilla": ("comments", "quote", "report", "login"),
    "mail_archive": ("reply",),
    "forge_issue": ("login",),
}
# The pages: an engine, a language and the posts the thread holds (an opening post and
# one or two replies).
MORE11_THREADS: tuple[tuple[str, str, int], ...] = (
    ("lemmy", "zh", 2),
    ("lemmy", "ar", 2),
    ("lemmy", "pl", 3),
    ("lemmy", "el", 2),
    ("mail_archive", "ru", 3),
    ("mail_archive", "tr", 3),
    ("mail_archive", "id", 2),
    ("vanilla", "el", 2),
    ("vanilla", "ar", 3),
    ("reddit_old", "id", 2),
    ("reddit_old", "ja", 2),
    ("lemmy", "ja", 2),
    ("mbin", "pt", 3),
    ("khoros", "zh", 2),
    ("khoros", "tr", 3),
    ("apache_answer", "zh", 2),
    ("apache_answer", "ar", 2),
    ("forge_issue", "el", 2),
    ("forge_issue", "ar", 2),
    ("invision", "el", 2),
)
MORE11_PAGES: tuple[tuple[str, str], ...] = tuple((e, lang) for e, lang, _ in MORE11_THREADS)
_POSTS11 = {(e, lang): n for e, lang, n in MORE11_THREADS}


def more11_page(engine: str, lang: str, count: int | None = None) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: an opening post and one or two replies
    (:data:`MORE11_THREADS`; ``count`` posts when given)."""
    title, texts = {**POSTS, **POSTS2, **POSTS3}[lang]
    texts = texts[: count or _POSTS11.get((engine, lang), 2)]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    w = WORDS11[lang]
    html = thread_frame(lang, title, ENGINES11[engine](posts, w), w)
    chrome = tuple(w[k] for k in _CHROME_KEYS[engine])
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
