"""Synthetic thread pages of engines and page shapes the other suites lack, each in the
language of the sites that run it (de, he, en, pt, ja, ru, ko, uk, fr, pl, fa, es, zh).

Written after the markup the engines ship in 2023–26 (no page copied from a site or from
the shared datasets): a phpBB 3.3 topic with its "Who is online" box, a Slashdot-like
story with nested comments, a Google Groups-like conversation, an OKWave-like question
(ja), an Otvet-like question (ru), a Naver KnowledgeiN-like question (ko), a XenForo 2.3
thread with threadmarks, an Invision 4 club topic, MyBB 1.8 right to left (fa, he) and
page 2 of a XenForo thread (replies only, no opening post). Each page carries its
engine's chrome in its own language. :func:`more7_page` returns the page, its posts'
paragraphs and its chrome lines.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame
from tests.auto.engine_threads_more3 import POSTS3

__all__ = ["MORE7_PAGES", "more7_page"]

# Interface strings as the engines' language packs print them.
WORDS7: dict[str, dict[str, str]] = {
    "de": {"quote": "Zitieren", "report": "Melden", "posts": "Beiträge",
           "joined": "Registriert", "online": "Wer ist online?",
           "browsing": "Mitglieder in diesem Forum: 0 Mitglieder und 3 Gäste",
           "jump": "Gehe zu", "page": "Seite 1 von 2", "next": "Nächste",
           "similar": "Ähnliche Themen", "by": "von"},
    "he": {"quote": "ציטוט", "report": "דווח", "posts": "הודעות", "joined": "הצטרף",
           "online": "מי מחובר",
           "browsing": "משתמשים שגולשים בפורום זה: אין משתמשים רשומים ו-3 אורחים",
           "jump": "עבור אל", "page": "עמוד 1 מתוך 2", "next": "הבא",
           "similar": "נושאים דומים", "by": "מאת", "reply": "הגב", "member": "חבר",
           "thanks": "תודה", "prev": "הקודם", "page2": "עמוד 2 מתוך 3", "threads": "נושאים: 8",
           "reactions": "תגובות:", "like": "אהבתי", "login": "עליך להתחבר כדי להגיב."},
    "en": {"reply": "Reply to This", "parent": "Parent", "flag": "Flag as Inappropriate",
           "score": "Score:5, Insightful", "threshold": "Threshold/Search",
           "more": "Related Links", "page": "Page 1 of 2", "next": "Next",
           "all": "Reply all", "author": "Reply to author", "forward": "Forward",
           "unread": "unread,", "convs": "Conversations", "join": "Join group to post",
           "threadmarks": "Threadmarks", "view_all": "View all 3 threadmarks",
           "reader": "Reader mode", "next_mark": "Next threadmark", "member": "Well-known member",
           "reactions": "Reactions:", "report": "Report", "like": "Like",
           "similar": "Similar threads", "login": "You must log in or register to reply here."},
    "pt": {"reply": "Responder a isto", "parent": "Pai", "flag": "Marcar como impróprio",
           "score": "Pontuação:5, Perspicaz", "threshold": "Limite/Busca",
           "more": "Links relacionados", "page": "Página 1 de 2", "next": "Próxima"},
    "ja": {"all": "全員に返信", "author": "投稿者に返信", "forward": "転送",
           "unread": "未読,", "convs": "会話", "join": "投稿するにはグループに参加してください",
           "page": "1 / 2 ページ", "next": "次へ", "no": "回答No.", "best": "ベストアンサー",
           "thanks": "共感・感謝の気持ちを伝えよう！", "report": "通報する",
           "asked": "質問者", "similar": "関連するQ&A", "answers": "回答 (4件)",
           "login": "ログインして回答する"},
    "ru": {"best": "Лучший ответ", "rank": "Мыслитель (5243)", "like": "Нравится",
           "report": "Пожаловаться", "reply": "Ответить", "comment": "Комментировать",
           "answers": "Ответы (4)", "similar": "Похожие вопросы", "ago": "3 часа назад",
           "page": "Страница 1 из 2", "next": "Далее",
           "login": "Войдите, чтобы ответить на вопрос"},
    "ko": {"question": "질문", "chosen": "질문자 채택", "answer": "답변", "like": "좋아요",
           "report": "신고", "rank": "지존 (12,040)", "views": "조회수 1,204",
           "similar": "관련 질문", "page": "1 / 2 페이지", "next": "다음",
           "login": "로그인 후 답변할 수 있습니다", "comment": "의견 쓰기", "reply": "답글",
           "share": "공유", "created": "작성됨", "last": "마지막 답글", "replies": "답글",
           "seen": "조회", "users": "사용자", "suggested": "추천 주제", "ago": "3시간"},
    "uk": {"threadmarks": "Закладки теми", "view_all": "Переглянути всі 3 закладки",
           "reader": "Режим читання", "next_mark": "Наступна закладка",
           "member": "Відомий учасник", "reactions": "Реакції:", "report": "Скарга",
           "like": "Подобається", "reply": "Відповісти", "similar": "Схожі теми",
           "login": "Увійдіть або зареєструйтеся, щоб відповісти.",
           "page": "Сторінка 1 з 2", "next": "Далі"},
    "fr": {"club": "Club : Réseau maison", "members": "42 membres", "join": "Rejoindre ce club",
           "overview": "Aperçu", "forum": "Forum", "posted": "Posté(e)",
           "quote": "Citer", "report": "Signaler", "posts": "Messages : 120",
           "login": "Vous devez être membre du club pour répondre", "similar": "Sujets similaires",
           "page": "Page 1 sur 2", "next": "Suivante"},
    "pl": {"club": "Klub: Sieć domowa", "members": "42 członków", "join": "Dołącz do klubu",
           "overview": "Przegląd", "forum": "Forum", "posted": "Opublikowano",
           "quote": "Cytuj", "report": "Zgłoś", "posts": "Posty: 120",
           "login": "Musisz być członkiem klubu, aby odpowiedzieć",
           "similar": "Podobne tematy", "page": "Strona 1 z 2", "next": "Następna"},
    "fa": {"posts": "ارسال‌ها: 120", "threads": "موضوع‌ها: 8", "joined": "تاریخ عضویت",
           "quote": "نقل قول", "report": "گزارش", "reply": "پاسخ", "thanks": "تشکر",
           "member": "کاربر عضو", "similar": "موضوعات مشابه", "page": "صفحه 1 از 2",
           "next": "بعدی", "login": "برای ارسال پاسخ وارد شوید"},
    "es": {"member": "Miembro conocido", "reactions": "Reacciones:", "report": "Reportar",
           "like": "Me gusta", "reply": "Responder", "similar": "Temas similares",
           "login": "Debes iniciar sesión o registrarte para responder.",
           "prev": "Anterior", "page2": "Página 2 de 3", "page": "Página 2 de 3",
           "next": "Siguiente"},
    "zh": {"like": "赞", "reply": "回复", "share": "分享", "created": "创建",
           "last": "最后回复", "replies": "回复", "seen": "浏览", "users": "用户",
           "suggested": "建议的话题", "login": "登录后才能回复", "page": "第 1 页",
           "next": "下一页", "ago": "3 小时"},
    "ar": {"reply_no": "رد #", "on": "في", "group": "عضو مبتدئ", "like": "أعجبني",
           "posts": "المشاركات", "joined": "تاريخ التسجيل", "quote": "اقتباس",
           "report": "إبلاغ", "by": "بواسطة", "prev": "السابق", "page2": "صفحة 2 من 3",
           "page": "صفحة 2 من 3", "next": "التالي", "online": "المتواجدون الآن",
           "browsing": "المستخدمون المتصفحون لهذا المنتدى: لا يوجد أعضاء مسجلون و 3 زوار",
           "jump": "الانتقال إلى", "similar": "مواضيع مشابهة"},
}  # fmt: skip
# mail-archive words (the archive's own interface is English on every list)
_MAIL = {"via": "Reply via email to", "prev": "Previous message", "thread": "View by thread",
         "date": "View by date", "next": "Next message", "wrote": "wrote:"}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR7: tuple[str, ...] = ("Mesh nodes lose sync at night", "Modem reboots after update")


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR7))
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _phpbb_online(posts: list[Post], w: dict[str, str]) -> str:
    """phpBB 3.3 prosilver: the posts, the action bar, the jump box and the "Who is
    online" block under the topic."""
    body = "".join(
        f"<div id='p{900 + i}' class='post has-profile bg{1 + i % 2}'><div class='inner'>"
        f"<dl class='postprofile'><dt><a class='username' href='./memberlist.php?u={40 + i}'>"
        f"{name}</a></dt><dd class='profile-posts'><strong>{w['posts']}:</strong> "
        f"<a href='#'>{17 + i}</a></dd><dd class='profile-joined'><strong>{w['joined']}:"
        "</strong> 03.03.2019</dd></dl><div class='postbody'><div id='post_content{900 + i}'>"
        f"<ul class='post-buttons'><li><a class='button button-icon-only' href='#'><span>"
        f"{w['quote']}</span></a></li></ul><p class='author'><span>{w['by']} <strong>"
        f"<a class='username' href='#'>{name}</a></strong> » </span><time "
        f"datetime='2024-03-03T21:4{i}:00'>03.03.2024, 21:4{i}</time></p>"
        f"<div class='content'>{_lines(paras)}</div></div></div></div></div>"
        "<hr class='divider'>"
        for i, name, paras in posts
    )
    return (
        f"<div class='viewtopic'>{body}</div><div class='action-bar actions-jump'>"
        f"<div class='jumpbox dropdown-container'><span class='button'>{w['jump']}</span></div>"
        "</div><div class='stat-block online-list'>"
        f"<h3>{w['online']}</h3><p>{w['browsing']}</p></div>"
    )


def _slashdot(posts: list[Post], w: dict[str, str]) -> str:
    """A Slashdot-like story: the story body, then nested comments (``li.comment``),
    each with its title and score, its byline, its body and its buttons row."""
    (_, qname, qparas), rest = posts[0], posts[1:]

    def comment(i: int, name: str, paras: tuple[str, ...], inner: str) -> str:
        return (f"<li id='tree_{64000 + i}' class='comment'><div id='comment_{64000 + i}' "
                f"class='cw'><div class='commentTop'><div class='title'><h4><a href='#'>"
                f"Re:{escape(paras[0][:18])}</a> <span class='score'>({w['score']})</span>"
                f"</h4></div><div class='details'>by <span class='by'><a href='#'>{name}"
                f"</a> ({4000 + i})</span> on <span class='otherdetails'>Sunday March 03, "
                f"2024 @09:4{i}PM (<a href='#'>#{64000 + i}</a>)</span></div></div>"
                f"<div class='commentBody'><div id='comment_body_{64000 + i}'>{_paras(paras)}"
                f"</div></div><div class='commentSub'><span class='nbutton'><a href='#'>"
                f"{w['reply']}</a></span> <span class='nbutton'><a href='#'>{w['parent']}</a>"
                f"</span> <span class='modsel'>{w['flag']}</span></div></div>{inner}"
                "</li>")  # fmt: skip

    nested = ""
    for i, name, paras in reversed(rest[2:]):
        nested = f"<ul id='commtree_{64000 + i}'>{comment(i, name, paras, nested)}</ul>"
    top = "".join(comment(i, n, p, nested if i == 2 else "") for i, n, p in rest[:2])
    return (
        f"<article class='fhitem'><header><span class='story-byline'>Posted by {qname} on "
        "Sunday March 03, 2024 @09:40PM</span></header><div class='body'><div class='p'>"
        f"{_paras(qparas)}</div></div></article><div id='commentControlBox'>"
        f"<span>{w['threshold']}</span></div><ul id='commentlisting' class='d2'>{top}</ul>"
        f"<aside class='related'><h3>{w['more']}</h3><ul>"
        + "".join(f"<li><a href='/s/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR7))
        + "</ul></aside>"
    )


def _google_groups(posts: list[Post], w: dict[str, str]) -> str:
    """A Google Groups-like conversation: a ``section[role=listitem]`` a message, its
    header (writer, "unread,", date), its text and its reply buttons."""
    return (
        f"<div class='conversations'><span class='label'>{w['convs']}</span></div>"
        "<div role='list' class='thread'>"
        + "".join(
            f"<section role='listitem' data-doc-id='{7300 + i}'><div class='msg-head'>"
            f"<span class='author'>{name}</span><span class='state'>{w['unread']}</span>"
            f"<span class='date'>Mar 3, 2024, 9:4{i}:00 PM</span></div>"
            f"<div class='msg-body' role='region'>{_paras(paras)}</div>"
            f"<div class='msg-actions'><div role='button'>{w['all']}</div>"
            f"<div role='button'>{w['author']}</div><div role='button'>{w['forward']}</div>"
            "</div></section>"
            for i, name, paras in posts
        )
        + f"</div><div class='join-prompt'>{w['join']}</div>"
    )


def _okwave(posts: list[Post], w: dict[str, str]) -> str:
    """An OKWave-like question: the question box, the answers' count, each answer with
    its number ("回答No.1"), a best-answer badge on one, its text and its empathy and
    report buttons."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<div class='a_article' id='a{8100 + i}'><div class='a_head'>"
        f"<span class='a_no'>{w['no']}{i}</span>"
        + (f"<span class='best_label'>{w['best']}</span>" if i == 1 else "")
        + f"<a class='a_user' href='/u/{name}'>{name}</a><span class='a_date'>2024/03/03 21:4{i}"
        f"</span></div><div class='a_text'>{_lines(paras)}</div><div class='a_foot'>"
        f"<p class='kyokan'>{w['thanks']}</p><button>{w['report']}</button></div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='q_article'><div class='q_head'><span>{w['asked']}</span> "
        f"<a href='/u/{qname}'>{qname}</a> <span>2024/03/03 21:40</span></div>"
        f"<div class='q_text'>{_lines(qparas)}</div></div>"
        f"<h2 class='a_count'>{w['answers']}</h2><div class='answers'>{answers}</div>"
        f"<div class='a_login'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


def _otvet(posts: list[Post], w: dict[str, str]) -> str:
    """An Otvet-like question: the question, the best answer block and the other
    answers, each with the writer's rank, its text and its like, comment and report
    buttons."""
    (_, qname, qparas), rest = posts[0], posts[1:]

    def answer(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (f"<div class='answer' data-id='{3300 + i}'><div class='answer-author'>"
                f"<a href='/profile/{name}'>{name}</a> <span class='rank'>{w['rank']}</span>"
                f"</div><div class='answer-text'>{_paras(paras)}</div>"
                f"<div class='answer-actions'><time>{w['ago']}</time> <button>{w['like']} "
                f"{9 - i}</button> <button>{w['comment']}</button> <button>{w['report']}"
                "</button></div></div>")  # fmt: skip

    (bi, bname, bparas), others = rest[0], rest[1:]
    return (
        f"<div class='question'><div class='q-author'><a href='/profile/{qname}'>{qname}</a>"
        f" <time>{w['ago']}</time></div><div class='q-text'>{_paras(qparas)}</div>"
        f"<div class='q-actions'><button>{w['reply']}</button></div></div>"
        f"<div class='best-answer'><h3>{w['best']}</h3>{answer(bi, bname, bparas)}</div>"
        f"<h3 class='answers-title'>{w['answers']}</h3><div class='answers'>"
        + "".join(answer(*a) for a in others)
        + f"</div><div class='login-box'><a href='/login'>{w['login']}</a></div>"
        + _similar(w)
    )


def _kin(posts: list[Post], w: dict[str, str]) -> str:
    """A Naver KnowledgeiN-like question: the question head (label, views), its text,
    then each answer (``div.answer-content__item``) with its writer's grade, the asker's
    choice badge on one, its text and its like, report and comment buttons."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<div class='answer-content__item' id='answer_{i}'><div class='c-heading-answer'>"
        f"<span class='c-heading-answer__title'>{w['answer']} {i}</span>"
        + (f"<span class='adopt-check-box'>{w['chosen']}</span>" if i == 1 else "")
        + f"<a class='c-userinfo__name' href='#'>{name}</a> <span class='c-userinfo__grade'>"
        f"{w['rank']}</span></div><div class='c-heading-answer__content'>"
        f"<div class='se-main-container'>{_paras(paras)}</div></div>"
        f"<div class='c-heading-answer__bottom'><span class='answer-date'>2024.03.03.</span> "
        f"<button>{w['like']} {5 - i}</button> <button>{w['report']}</button> "
        f"<button>{w['comment']}</button></div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='c-heading'><span class='c-heading__label'>{w['question']}</span> "
        f"<a href='#'>{qname}</a> <span class='c-heading__info'>{w['views']}</span>"
        f"<div class='c-heading__content'>{_paras(qparas)}</div></div>"
        f"<div class='answer-content'>{answers}</div>"
        f"<div class='answer-login'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


def _xf_post(i: int, name: str, paras: tuple[str, ...], w: dict[str, str], mark: str) -> str:
    """A XenForo 2.3 post (``article.message``), with a threadmark header when ``mark``."""
    head = (
        f"<div class='message-cell message-cell--threadmark-header'><span class='threadmarkLabel'>"
        f"{w['threadmarks']}</span>: <span>{mark}</span></div>"
        if mark
        else ""
    )
    return (
        f"<article class='message message--post js-post' data-author='{name}' "
        f"id='js-post-{70 + i}'>{head}<div class='message-inner'>"
        "<div class='message-cell message-cell--user'><section class='message-user'>"
        f"<h4 class='message-name'><a class='username' href='/members/{name}.{i}/'>{name}</a>"
        f"</h4><h5 class='userTitle message-userTitle'>{w['member']}</h5></section></div>"
        "<div class='message-cell message-cell--main'><header class='message-attribution'>"
        f"<time datetime='2024-03-03T21:4{i}:00'>03.03.2024</time> <a href='#post-{70 + i}'>"
        f"#{i + 1}</a></header><div class='message-content js-messageContent'>"
        f"<div class='bbWrapper'>{_lines(paras)}</div></div><footer class='message-footer'>"
        f"<div class='reactionsBar'>{w['reactions']} <a href='#'>karl_m</a></div>"
        f"<div class='actionBar'><a class='actionBar-action--report' href='#'>{w['report']}</a>"
        f" <a class='actionBar-action--like' href='#'>{w['like']}</a> <a href='#'>"
        f"{w['reply']}</a></div></footer></div></div></article>"
    )


def _xf_threadmarks(posts: list[Post], w: dict[str, str]) -> str:
    """XenForo 2.3 with threadmarks: the threadmark bar above the posts, a threadmark
    header on the marked posts, and the reader-mode link."""
    marks = {0: "Chapter 1", 2: "Chapter 2", 4: "Chapter 3"}
    return (
        f"<div class='block-outer threadmarkBar'><a href='#'>{w['threadmarks']}</a> "
        f"<a href='#'>{w['view_all']}</a> <a href='#'>{w['reader']}</a></div>"
        "<div class='block-body js-replyNewMessageContainer'>"
        + "".join(_xf_post(i, name, paras, w, marks.get(i, "")) for i, name, paras in posts)
        + f"</div><div class='block-outer'><a href='#'>{w['next_mark']}</a></div>"
        f"<div class='block-login'>{w['login']}</div>" + _similar(w)
    )


def _xf_page2(posts: list[Post], w: dict[str, str]) -> str:
    """Page 2 of a XenForo thread: replies #21–#24 only (no opening post), a back link
    to page 1 in the page navigation above them."""
    return (
        f"<div class='pageNav'><a class='pageNav-jump--prev' href='?page=1'>{w['prev']}</a> "
        f"<span>{w['page2']}</span></div><div class='block-body js-replyNewMessageContainer'>"
        + "".join(_xf_post(20 + i, name, paras, w, "") for i, name, paras in posts[1:])
        + f"</div><div class='block-login'>{w['login']}</div>"
        + _similar(w)
    )


def _ips_club(posts: list[Post], w: dict[str, str]) -> str:
    """An Invision Community 4 club topic: the club header (name, members, join button,
    tabs), then the topic's posts (``article.cPost``) with author pane and controls."""
    return (
        f"<div class='cClubHeader'><h2 class='ipsType_pageTitle'>{w['club']}</h2>"
        f"<p class='ipsType_light'>{w['members']}</p><a class='ipsButton' href='#'>"
        f"{w['join']}</a><ul class='ipsTabs'><li><a href='#'>{w['overview']}</a></li>"
        f"<li><a href='#'>{w['forum']}</a></li></ul></div><div class='cTopic ipsClear'>"
        + "".join(
            f"<article id='elComment_{5600 + i}' class='cPost ipsBox ipsComment "
            f"ipsComment_parent'><aside class='ipsComment_author cAuthorPane'>"
            f"<h3 class='cAuthorPane_author'><a href='/profile/{name}'>{name}</a></h3>"
            f"<ul class='cAuthorPane_info'><li>{w['posts']}</li></ul></aside>"
            "<div class='ipsColumn ipsColumn_fluid'><div class='ipsComment_meta'>"
            f"<p>{w['posted']} <time datetime='2024-03-03T21:4{i}:00Z'>3 mars 2024</time></p>"
            f"</div><div class='cPost_contentWrap'><div data-role='commentContent' "
            f"class='ipsType_normal ipsType_richText'>{_paras(paras)}</div>"
            f"<ul class='ipsComment_controls'><li><a href='#'>{w['quote']}</a></li>"
            f"<li><a href='#'>{w['report']}</a></li></ul></div></div></article>"
            for i, name, paras in posts
        )
        + f"</div><div class='ipsComposeArea'><p>{w['login']}</p></div>"
        + _similar(w)
    )


def _mybb(posts: list[Post], w: dict[str, str]) -> str:
    """MyBB 1.8 (right to left on fa/he sites): a ``div.post`` a post, its author box
    (title, posts, threads, join date), its body and its buttons row."""
    return "<div id='posts'>" + "".join(
        f"<div class='post classic' id='post_{4100 + i}'><div class='post_author scaleimages'>"
        f"<div class='author_information'><strong><span class='largetext'><a href='#'>{name}"
        f"</a></span></strong><br><span class='smalltext'>{w['member']}</span></div>"
        f"<div class='author_statistics'>{w['posts']}<br>{w['threads']}<br>{w['joined']}: "
        f"2019</div></div><div class='post_content'><div class='post_head'>"
        f"<span class='post_date'>2024-03-03، 21:4{i}</span> <a href='#pid{4100 + i}'>#{i + 1}"
        f"</a></div><div class='post_body scaleimages' id='pid_{4100 + i}'>{_lines(paras)}"
        f"</div></div><div class='post_controls'><div class='postbit_buttons'>"
        f"<a class='postbit_quote' href='#'><span>{w['quote']}</span></a> "
        f"<a class='postbit_report' href='#'><span>{w['report']}</span></a> "
        f"<a class='postbit_thx' href='#'><span>{w['thanks']}</span></a></div></div></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='quick_reply'><a href='/member.php'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _mail_archive(posts: list[Post], w: dict[str, str]) -> str:
    """A mail-archive-like message page: the message's head (subject, sender, date), its
    body in ``pre`` quoting the message it answers ("> " lines, below an "… wrote:"
    line), the reply buttons, the thread's messages listed, the neighbours' links."""
    (_, _, qparas), (_, qname, _), (i, name, paras) = posts[0], posts[2], posts[3]
    quoted = "\n".join("> " + escape(p) for p in posts[2][2])
    body = "\n\n".join(escape(p) for p in paras)
    items = "".join(
        f"<li class='icons-email'><span class='subject'><a href='/msg{600 + k}.html'>"
        f"Re: {escape(qparas[0][:24])}</a></span> <span class='sender'>{n}</span></li>"
        for k, n, _ in posts
    )
    return (
        f"<div class='msgHead'><p><span class='sender pipe'><a href='#'>{name}</a></span> "
        f"<span class='date'><a href='#'>Sun, 03 Mar 2024 21:4{i}:00 -0800</a></span></p></div>"
        f"<div class='msgBody'><pre>{body}\n\nOn Sun, 3 Mar 2024 {qname} {_MAIL['wrote']}\n"
        f"{quoted}\n</pre></div><div class='msgButtons'><ul><li><a href='mailto:x'>"
        f"{_MAIL['via']}</a></li></ul></div><div class='tSliceList'><ul class='icons'>{items}"
        f"</ul></div><ul class='neighbors'><li><a href='#'>{_MAIL['prev']}</a></li>"
        f"<li><a href='#'>{_MAIL['thread']}</a></li><li><a href='#'>{_MAIL['date']}</a></li>"
        f"<li><a href='#'>{_MAIL['next']}</a></li></ul>"
    )


def _discourse_map(posts: list[Post], w: dict[str, str]) -> str:
    """Discourse's app view with its topic map under the first post (created, last
    reply, replies, views, users) and the suggested topics' table under the stream."""

    def post(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (f"<div class='topic-post clearfix regular'><article id='post_{i + 1}' "
                f"class='boxed onscreen-post' data-post-id='{500 + i}'><div class='row'>"
                "<div class='topic-body clearfix'><div class='topic-meta-data'>"
                f"<div class='names'><span class='first username'><a href='/u/{name}'>{name}"
                "</a></span></div><div class='post-infos'><a class='post-date' href='#'>"
                f"<span class='relative-date'>{w['ago']}</span></a></div></div>"
                f"<div class='regular contents'><div class='cooked'>{_paras(paras)}</div>"
                "<section class='post-menu-area clearfix'><nav class='post-controls'>"
                f"<div class='actions'><button class='like-count'>{i + 1}</button>"
                f"<button class='toggle-like' title='{w['like']}'></button>"
                f"<button class='share'>{w['share']}</button><button class='reply'>"
                f"{w['reply']}</button></div></nav></section></div></div></div></article>"
                + (_topic_map(w) if i == 0 else "") + "</div>")  # fmt: skip

    rows = "".join(
        f"<tr class='topic-list-item'><td class='main-link'><a href='/t/{n}'>{t}</a></td>"
        f"<td class='posts'>{3 + n}</td><td class='views'>{120 + n}</td></tr>"
        for n, t in enumerate(SIMILAR7)
    )
    stream = "".join(post(*p) for p in posts)
    return (
        f"{_declared(posts)}<div class='post-stream'>{stream}</div>"
        f"<div class='more-topics__container'><h3 class='suggested-topics-title'>"
        f"{w['suggested']}</h3><table class='topic-list'><tbody>{rows}</tbody></table></div>"
        f"<div class='login-to-reply'><a href='/login'>{w['login']}</a></div>"
    )


def _declared(posts: list[Post]) -> str:
    """Discourse's JSON-LD: the topic as a ``DiscussionForumPosting``, its replies as
    its ``comment`` list."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    posting = {
        "@context": "https://schema.org",
        "@type": "DiscussionForumPosting",
        "author": {"@type": "Person", "name": qname},
        "text": " ".join(qparas),
        "comment": [
            {"@type": "Comment", "author": {"@type": "Person", "name": n}, "text": " ".join(p)}
            for _, n, p in rest
        ],
    }
    return f"<script type='application/ld+json'>{json.dumps(posting, ensure_ascii=False)}</script>"


def _topic_map(w: dict[str, str]) -> str:
    """Discourse's topic map: the topic's counts in a row of labelled cells."""
    return (
        "<div class='topic-map'><ul class='clearfix'>"
        f"<li><h4>{w['created']}</h4><span class='relative-date'>{w['ago']}</span></li>"
        f"<li><h4>{w['last']}</h4><span class='relative-date'>{w['ago']}</span></li>"
        f"<li><span class='number'>4</span><h4>{w['replies']}</h4></li>"
        f"<li><span class='number'>1.2k</span><h4>{w['seen']}</h4></li>"
        f"<li><span class='number'>5</span><h4>{w['users']}</h4></li></ul></div>"
    )


def _phpbb_page2(posts: list[Post], w: dict[str, str]) -> str:
    """Page 2 of a phpBB topic: replies only ("Re:" subjects), the pagination above
    them, and the "Who is online" block under them."""
    prev = (
        f"<div class='action-bar bar-top'><div class='pagination'><a class='button' "
        f"href='?start=0'>{w['prev']}</a> <span>{w['page2']}</span></div></div>"
    )
    return prev + _phpbb_online([(20 + i, n, p) for i, n, p in posts[1:]], w)


def _smf_rtl(posts: list[Post], w: dict[str, str]) -> str:
    """SMF 2.1 (right to left on Arabic sites): a ``div.windowbg`` a post, its poster
    column (name, group, post count), its key info ("« رد #1 في: … »"), its text and its
    quick buttons."""
    return "<div id='forumposts'>" + "".join(
        f"<div class='windowbg' id='msg{7400 + i}'><div class='post_wrapper'>"
        f"<div class='poster'><h4><a href='?action=profile;u={40 + i}'>{name}</a></h4>"
        f"<ul class='user_info'><li class='membergroup'>{w['group']}</li>"
        f"<li class='postcount'>{w['posts']}: {120 + i}</li></ul></div>"
        "<div class='postarea'><div class='keyinfo'><div class='postinfo'>"
        f"<a class='smalltext' href='#msg{7400 + i}'>« {w['reply_no']}{i} {w['on']}: "
        f"03 مارس 2024، 21:4{i} »</a></div></div><div class='post'>"
        f"<div class='inner' id='msg_{7400 + i}'>{_lines(paras)}</div></div></div>"
        "<div class='moderatorbar'><ul class='quickbuttons'>"
        f"<li><a href='#'>{w['quote']}</a></li><li><a href='#'>{w['like']}</a></li>"
        f"<li><a href='#'>{w['report']}</a></li></ul></div></div></div>"
        for i, name, paras in posts
    ) + ("</div>" + _similar(w))  # fmt: skip


ENGINES7: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "phpbb_online": _phpbb_online,
    "slashdot": _slashdot,
    "google_groups": _google_groups,
    "okwave": _okwave,
    "otvet": _otvet,
    "kin": _kin,
    "xf_threadmarks": _xf_threadmarks,
    "xf_page2": _xf_page2,
    "ips_club": _ips_club,
    "mybb": _mybb,
    "mail_archive": _mail_archive,
    "discourse_map": _discourse_map,
    "phpbb_page2": _phpbb_page2,
    "smf_rtl": _smf_rtl,
}
# The interface strings of each engine's page that are chrome (WORDS7 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "phpbb_online": ("quote", "jump", "online", "browsing"),
    "slashdot": ("reply", "flag", "threshold", "more"),
    "google_groups": ("convs", "all", "join"),
    "okwave": ("thanks", "report", "login", "similar"),
    "otvet": ("rank", "like", "login", "similar"),
    "kin": ("views", "chosen", "rank", "like", "login", "similar"),
    "xf_threadmarks": ("view_all", "reader", "next_mark", "member", "reactions", "report",
                       "login", "similar"),
    "xf_page2": ("member", "reactions", "report", "login", "similar"),
    "ips_club": ("members", "join", "posts", "quote", "login", "similar"),
    "mybb": ("member", "posts", "threads", "quote", "login", "similar"),
    "mail_archive": (),
    "discourse_map": ("created", "last", "seen", "users", "suggested", "login"),
    "phpbb_page2": ("quote", "jump", "online", "browsing"),
    "smf_rtl": ("group", "posts", "quote", "similar"),
}  # fmt: skip
MORE7_PAGES: tuple[tuple[str, str], ...] = (
    ("phpbb_online", "de"),
    ("phpbb_online", "he"),
    ("slashdot", "en"),
    ("slashdot", "pt"),
    ("google_groups", "en"),
    ("google_groups", "ja"),
    ("okwave", "ja"),
    ("otvet", "ru"),
    ("kin", "ko"),
    ("xf_threadmarks", "en"),
    ("xf_threadmarks", "uk"),
    ("xf_page2", "es"),
    ("xf_page2", "he"),
    ("ips_club", "fr"),
    ("ips_club", "pl"),
    ("mybb", "fa"),
    ("mybb", "he"),
    ("mail_archive", "de"),
    ("mail_archive", "ru"),
    ("discourse_map", "zh"),
    ("discourse_map", "ko"),
    ("phpbb_page2", "ar"),
    ("smf_rtl", "ar"),
)
# The posts a page shows of its thread (the others: on another page, or quoted).
_SHOWN: dict[str, slice] = {
    "xf_page2": slice(1, None),
    "phpbb_page2": slice(1, None),
    "mail_archive": slice(3, 4),
}


def more7_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers (page 2: the four replies alone)."""
    title, texts = {**POSTS, **POSTS2, **POSTS3}[lang]
    w = WORDS7[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES7[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys)
    chrome += SIMILAR7 if {"similar", "more", "suggested"} & set(keys) else ()
    chrome += tuple(_MAIL[k] for k in ("via", "prev", "thread")) if engine == "mail_archive" else ()
    kept = texts[_SHOWN.get(engine, slice(None))]
    paragraphs = tuple(p for paras in kept for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
