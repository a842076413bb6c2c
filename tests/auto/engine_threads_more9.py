"""Synthetic thread pages of engine-language pairs the other suites lack
(pt, ru, zh, ja, de, fr, es, ko), all of them **short threads** (two or three posts).

Written after the markup the engines ship in 2023–26 (no page copied from a site or from
the shared datasets): Question2Answer's question page (pt, ru), a Discuz! X3 thread whose
asker signs in a ``div.sign`` (zh, ja), Flarum's two-post discussion (ja, de), NodeBB 3's
two-post topic (fr, es), a GitHub Discussions-like question with its answer badge (de,
ko), a Lemmy post with one comment (de, ru), a Zhihu/KnowledgeiN-like Q&A whose answers
sit under a count written word first and a bare sort order (zh, ko) and a vBulletin 3
thread whose posters' signatures sit under a rule of underscores in a box no class names
(de, ru). Where a page has signatures, its asker writes the first and the last post,
so that the engine prints the same signature twice. Each page carries its engine's
chrome in its own language. :func:`more9_page` returns the page, its posts' paragraphs
and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame

__all__ = ["MORE9_PAGES", "WORDS9", "more9_page"]

# Interface strings as the engines' language packs print them; "sig" a poster's signature
# (a slogan and its link), "page"/"next" the frame's pagination.
WORDS9: dict[str, dict[str, str]] = {
    "pt": {"asked": "perguntada 3 mar em Redes por", "answered": "respondida 3 mar por",
           "votes": "2 votos", "comment": "comentar", "answer": "responder",
           "answers": "2 Respostas", "related": "Perguntas relacionadas",
           "login": "Por favor, entre ou cadastre-se para responder a esta pergunta.",
           "page": "Página 1 de 1", "next": "Próxima"},
    "ru": {"asked": "спросил 3 мар в Сети", "answered": "ответил 3 мар",
           "votes": "2 голоса", "comment": "комментировать", "answer": "ответить",
           "answers": "2 Ответа", "related": "Похожие вопросы",
           "login": "Пожалуйста, войдите или зарегистрируйтесь, чтобы ответить на этот вопрос.",
           "member": "Участник", "reply": "Ответить", "save": "Сохранить",
           "share": "Поделиться", "comments": "1 комментарий", "ago": "3 часа назад",
           "posts": "Сообщений", "joined": "Регистрация", "quote": "Цитата",
           "rank": "Местный", "thanks": "Сказать спасибо",
           "sig": "Мои заметки о домашней сети — здесь",
           "page": "Страница 1 из 1", "next": "Вперёд"},
    "zh": {"views": "查看: 1204", "rank": "中级会员", "posts": "帖子", "only": "只看该作者",
           "reply": "回复", "quote": "引用", "report": "举报",
           "sig": "我的家庭网络笔记，欢迎来看看", "login": "您需要登录后才可以回帖 登录 | 立即注册",
           "answers": "回答 2", "sort": "按投票排序", "agree": "赞同 12", "comment": "添加评论",
           "related": "相关问题", "follow": "关注问题", "write": "写回答",
           "page": "第 1 页", "next": "下一页"},
    "ja": {"views": "閲覧: 1204", "rank": "一般会員", "posts": "投稿", "only": "この作者のみ表示",
           "reply": "返信", "quote": "引用", "report": "通報",
           "sig": "自宅ネットワークのメモはこちら", "login": "返信するにはログインしてください",
           "member": "メンバー", "ago": "3時間前", "like": "いいね",
           "page": "1 / 1 ページ", "next": "次へ"},
    "de": {"member": "Mitglied", "ago": "vor 3 Stunden", "like": "Gefällt mir",
           "reply": "Antworten", "login": "Melde dich an, um zu antworten",
           "answered": "Beantwortet von", "replies": "2 Kommentare · 1 Antwort",
           "commented": "kommentierte am 3. März 2024", "mark": "Als Antwort markieren",
           "upvote": "Hochstimmen", "signup": "Registriere dich kostenlos, um an dieser "
           "Diskussion teilzunehmen und zu antworten.",
           "save": "Speichern", "share": "Teilen", "comments": "1 Kommentar",
           "posts": "Beiträge", "joined": "Registriert seit", "quote": "Zitieren",
           "rank": "Stammgast", "thanks": "Danke sagen",
           "sig": "Meine Notizen zum Heimnetz gibt es hier",
           "page": "Seite 1 von 1", "next": "Weiter"},
    "fr": {"member": "Membre", "ago": "il y a 3 heures", "reply": "Répondre",
           "quote": "Citer", "login": "Connectez-vous pour répondre",
           "page": "Page 1 sur 1", "next": "Suivante"},
    "es": {"member": "Miembro", "ago": "hace 3 horas", "reply": "Responder",
           "quote": "Citar", "login": "Inicia sesión para responder",
           "page": "Página 1 de 1", "next": "Siguiente"},
    "ko": {"answered": "답변 채택:", "replies": "댓글 2개 · 답글 1개",
           "commented": "2024년 3월 3일에 댓글 작성", "mark": "답변으로 표시",
           "upvote": "추천", "reply": "답글",
           "signup": "무료로 가입하고 이 토론에 참여하세요. 이미 계정이 있나요? "
           "로그인하여 댓글 달기",
           "answers": "답변 2", "sort": "추천순", "agree": "추천 12", "comment": "댓글 달기",
           "related": "관련 질문", "follow": "질문 팔로우", "write": "답변하기",
           "page": "1 페이지", "next": "다음"},
}  # fmt: skip

# Other threads' titles a "Related" box lists (dropped with the box).
RELATED9: tuple[str, ...] = ("Mesh nodes lose sync at night", "Modem reboots after update")
SIG_URL = "https://notes.example.org/homelab"


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _related(w: dict[str, str], tag: str = "h2") -> str:
    items = "".join(f"<li><a href='/q/{n}'>{t}</a></li>" for n, t in enumerate(RELATED9))
    return f"<aside class='related'><{tag}>{w['related']}</{tag}><ul>{items}</ul></aside>"


def _q2a(posts: list[Post], w: dict[str, str]) -> str:
    """Question2Answer 1.8: its ``QAPage`` microdata, the question (votes, its "asked …
    by" line, its buttons), the answers' count heading, each answer with its votes and
    "answered … by" line, the sign-in prompt and the related questions."""

    def meta(name: str, verb: str) -> str:
        return (
            f"<span class='qa-q-item-meta'><span class='qa-q-item-what'>{verb}</span> "
            f"<span class='qa-q-item-who'><a class='qa-user-link' href='/user/{name}'>{name}"
            "</a></span></span>"
        )

    def votes() -> str:
        return (
            "<div class='qa-voting qa-voting-net'><div class='qa-vote-buttons'><button "
            "class='qa-vote-first-button qa-vote-up-button' title='+'>+</button></div>"
            f"<div class='qa-vote-count'><span class='qa-netvote-count-data'>{w['votes']}"
            "</span></div></div>"
        )

    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<div class='qa-a-list-item hentry answer' id='a{300 + i}' itemprop='suggestedAnswer' "
        f"itemscope itemtype='https://schema.org/Answer'>{votes()}<div class='qa-a-item-main'>"
        f"<div class='qa-a-item-content qa-post-content'><div itemprop='text'>{_paras(paras)}"
        f"</div></div>{meta(name, w['answered'])}<div class='qa-a-item-buttons'><button "
        f"class='qa-form-light-button'>{w['comment']}</button></div></div></div>"
        for i, name, paras in rest
    )
    return (
        "<div class='qa-body-wrapper' itemscope itemtype='https://schema.org/QAPage'>"
        "<div class='qa-part-q-view'><div class='qa-q-view hentry question' id='q300' itemscope "
        f"itemtype='https://schema.org/Question'>{votes()}<div class='qa-q-view-main'>"
        f"{meta(qname, w['asked'])}<div class='qa-q-view-content qa-post-content'><div "
        f"itemprop='text'>{_paras(qparas)}</div></div><div class='qa-q-view-buttons'><button "
        f"class='qa-form-light-button'>{w['answer']}</button> <button class='qa-form-light-"
        f"button'>{w['comment']}</button></div></div></div></div><div class='qa-part-a-list'>"
        f"<h2 id='a_list_title'>{w['answers']}</h2><div class='qa-a-list'>{answers}</div></div>"
        f"<div class='qa-part-a-form'><p class='qa-a-form-login'>{w['login']}</p></div>"
        f"<div class='qa-part-related'>{_related(w)}</div></div>"
    )


def _sig_link(w: dict[str, str]) -> str:
    return f"{w['sig']}: <a href='{SIG_URL}'>notes.example.org</a>"


def _discuz_sign(posts: list[Post], w: dict[str, str]) -> str:
    """Discuz! X3.4: each post's ``table.plhin`` with its author cell (rank, posts), its
    floor and "only this author" link, its message, its buttons; the asker's signature in
    a ``div.sign`` under both of their posts; the reply bar's sign-in line."""
    body = "".join(
        f"<div id='post_{700 + i}'><table id='pid{700 + i}' class='plhin' summary='pid{700 + i}'"
        f"><tr><td class='pls' rowspan='2'><div class='pi'><div class='authi'><a href='space-"
        f"uid-{40 + i}.html' class='xw1'>{name}</a></div></div><p><em><a href='home.php?mod="
        f"spacecp'>{w['rank']}</a></em></p><dl class='pil cl'><dt>{w['posts']}</dt><dd><a "
        f"href='#'>{17 + i}</a></dd></dl></td><td class='plc'><div class='pi'><strong><a "
        f"href='#' id='postnum{700 + i}'><em>{i + 1}</em><sup>#</sup></a></strong><div "
        f"class='pti'><div class='authi'><em id='authorposton{700 + i}'>2024-3-3 21:4{i}</em> "
        f"<span class='pipe'>|</span> <a href='#' rel='nofollow'>{w['only']}</a></div></div>"
        "</div><div class='pct'><div class='pcb'><div class='t_fsz'><table cellspacing='0' "
        f"cellpadding='0'><tr><td class='t_f' id='postmessage_{700 + i}'>{_lines(paras)}</td>"
        "</tr></table></div></div></div></td></tr><tr><td class='plc plm'>"
        + (f"<div class='sign'>{_sig_link(w)}</div>" if name == NAMES[0] else "")
        + "</td></tr><tr><td class='pls'></td><td class='plc'><div class='po hin'><div "
        f"class='pob cl'><em><a class='fastre' href='#'>{w['reply']}</a> <a class='repquote' "
        f"href='#'>{w['quote']}</a></em><p><a href='#'>{w['report']}</a></p></div></div></td>"
        "</tr></table></div>"
        for i, name, paras in posts
    )
    return (
        "<div id='postlist' class='pl bm'><table cellspacing='0' cellpadding='0'><tr><td "
        f"class='pls ptn pbn'><div class='hm ptn'><span class='xg1'>{w['views']}</span></div>"
        f"</td></tr></table>{body}</div><div id='f_pst' class='pl bm bmw'><div "
        f"class='pt hm'>{w['login']}</div></div>"
    )


def _flarum_pair(posts: list[Post], w: dict[str, str]) -> str:
    """Flarum 1.8: a question and its one reply in the post stream, each with its user's
    badge, its like and reply buttons and its "liked by" footer; the reply placeholder's
    sign-in line after the stream."""
    stream = "".join(
        f"<div class='PostStream-item' data-index='{i}' data-number='{i + 1}'><article "
        "class='Post CommentPost'><div><header class='Post-header'><ul><li class='item-user'>"
        f"<div class='PostUser'><h3 class='PostUser-name'><a href='/u/{name}'><span "
        f"class='username'>{name}</span></a></h3><ul class='PostUser-badges badges'><li "
        f"class='item-group1'><span class='Badge'>{w['member']}</span></li></ul></div></li>"
        f"<li class='item-meta'><div class='Dropdown PostMeta'><a class='Dropdown-toggle'><time>"
        f"{w['ago']}</time></a></div></li></ul></header><div class='Post-body'>{_paras(paras)}"
        "</div><aside class='Post-actions'><ul><li class='item-like'><button class='Button "
        f"Button--link'><span class='Button-label'>{w['like']}</span></button></li><li "
        "class='item-reply'><button class='Button Button--link'><span class='Button-label'>"
        f"{w['reply']}</span></button></li></ul></aside></div></article></div>"
        for i, name, paras in posts
    )
    return (
        f"<div class='DiscussionPage-stream'><div class='PostStream' role='feed'>{stream}"
        "<div class='PostStream-item'><article class='Post ReplyPlaceholder'><header "
        f"class='Post-header'><span class='Post-header-text'>{w['login']}</span></header>"
        "</article></div></div></div>"
    )


def _nodebb_pair(posts: list[Post], w: dict[str, str]) -> str:
    """NodeBB 3: a question and its one reply, each ``li[component=post]`` with its group
    badge, its time, its reply and quote buttons and its vote count; the sign-in button
    under the topic."""
    items = "".join(
        f"<li component='post' class='pt-4' data-index='{i}' data-pid='{40 + i}'><div "
        "class='d-flex align-items-start gap-3'><div class='post-container d-flex "
        "flex-grow-1 flex-column'><div class='d-flex align-items-center gap-1 post-header'>"
        f"<a class='fw-bold text-nowrap' href='/user/{name}'>{name}</a> <a href='/groups/"
        f"members' class='badge rounded-1'>{w['member']}</a> <a class='timeago text-muted' "
        f"href='/post/{40 + i}'>{w['ago']}</a></div><div class='content text-break' "
        f"component='post/content'>{_paras(paras)}</div><div component='post/footer' "
        "class='post-footer'><div class='d-flex gap-2 justify-content-end'><a "
        f"component='post/reply' href='#' class='btn btn-ghost btn-sm'>{w['reply']}</a> <a "
        f"component='post/quote' href='#' class='btn btn-ghost btn-sm'>{w['quote']}</a> <span "
        f"component='post/vote-count' class='votes'>{i}</span></div></div></div></div></li>"
        for i, name, paras in posts
    )
    return (
        f"<div class='topic'><ul component='topic' class='posts timeline'>{items}</ul>"
        f"<div class='topic-reply'><a href='/login' class='btn btn-primary'>{w['login']}</a>"
        "</div></div>"
    )


def _gh_discussion(posts: list[Post], w: dict[str, str]) -> str:
    """A GitHub Discussions-like question: its "answered by" box and counts, each comment
    with its author line, its reaction and buttons, the chosen answer marked; the sign-up
    prompt under the discussion."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<div class='timeline-comment js-comment' id='discussioncomment-{800 + i}'><div "
        f"class='timeline-comment-header'><a class='author' href='/{name}'>{name}</a> <span "
        f"class='color-fg-muted'>{w['commented']}</span></div><div class='comment-body "
        f"markdown-body'>{_paras(paras)}</div><div class='discussion-footer'><button "
        f"class='social-reaction-summary-item'>{w['upvote']} {4 - i}</button> <button "
        f"class='btn-link'>{w['reply']}</button> <button class='btn-link'>{w['mark']}</button>"
        "</div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='discussion'><div class='discussion-answered'>{w['answered']} <a href='/"
        f"{rest[0][1]}'>{rest[0][1]}</a></div><div class='timeline-comment' id='discussion-1'>"
        f"<div class='timeline-comment-header'><a class='author' href='/{qname}'>{qname}</a> "
        f"<span class='color-fg-muted'>{w['commented']}</span></div><div class='comment-body "
        f"markdown-body'>{_paras(qparas)}</div></div><div class='discussion-counts'>"
        f"<h3>{w['replies']}</h3></div><div class='discussion-timeline'>{comments}</div>"
        f"<div class='discussion-signup'><p>{w['signup']}</p></div></div>"
    )


def _lemmy_pair(posts: list[Post], w: dict[str, str]) -> str:
    """Lemmy 0.19: the post with its votes, author, buttons and comment count, and its
    one comment."""
    (_, qname, qparas), (i, name, paras) = posts[0], posts[1]
    return (
        f"<div class='post-listing mt-2'><div class='post-title'><ul class='list-inline'><li>"
        f"<a class='person-listing' href='/u/{qname}'>{qname}</a></li><li><span class='moment-"
        f"time'>{w['ago']}</span></li></ul></div><div class='md-div'>{_paras(qparas)}</div>"
        f"<div class='post-bottom-btns'><a class='btn btn-link' href='#comments'>"
        f"{w['comments']}</a> <button class='btn btn-link'>{w['save']}</button> <button "
        f"class='btn btn-link'>{w['share']}</button></div></div><div id='comments' "
        "class='comments'><ul class='comments'><li class='comment list-unstyled' "
        f"role='comment'><article id='comment-{900 + i}' class='details comment-node py-2'>"
        f"<div class='comment-header d-flex'><a class='person-listing' href='/u/{name}'>{name}"
        f"</a><span class='moment-time'>{w['ago']}</span></div><div class='md-div'>"
        f"{_paras(paras)}</div><div class='comment-bottom-btns'><button class='btn btn-link'>"
        f"{w['reply']}</button> <button class='btn btn-link'>{w['save']}</button></div>"
        "</article></li></ul></div>"
    )


def _qa_sorted(posts: list[Post], w: dict[str, str]) -> str:
    """A Zhihu/KnowledgeiN-like Q&A: the question with its follow and answer buttons, then
    a head over the answers (the count written word first, a bare sort order), each answer
    with its agree and comment buttons; related questions."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<div class='List-item'><div class='ContentItem AnswerItem' data-za-index='{i}' "
        "itemprop='answer' itemscope itemtype='http://schema.org/Answer'><div "
        f"class='AuthorInfo'><a class='UserLink-link' href='/people/{name}'>{name}</a></div>"
        "<div class='RichContent'><div class='RichText' itemprop='text'>"
        f"{_paras(paras)}</div></div><div "
        f"class='ContentItem-actions'><button class='VoteButton'>{w['agree']}</button> "
        f"<button class='ContentItem-action'>{w['comment']}</button></div></div></div>"
        for i, name, paras in rest
    )
    return (
        "<div class='QuestionPage' itemscope itemtype='http://schema.org/Question'>"
        f"<div class='QuestionHeader'><div class='QuestionHeader-detail'><a class='UserLink' "
        f"href='/people/{qname}'>{qname}</a><div class='RichText'>{_paras(qparas)}</div></div>"
        f"<div class='QuestionHeader-footer'><button class='FollowButton'>{w['follow']}"
        f"</button> <button class='AnswerButton'>{w['write']}</button></div></div><div "
        f"class='Question-main'><div class='List'><div class='List-header'><h4 "
        f"class='List-headerText'>{w['answers']}</h4><div class='List-headerOptions'><span>"
        f"{w['sort']}</span></div></div>{answers}</div></div></div>{_related(w, 'h3')}"
    )


def _vb3_sig(posts: list[Post], w: dict[str, str]) -> str:
    """vBulletin 3.8's legacy postbit: a table a post, its user cell (rank, join date,
    posts), its message and, under a rule of underscores in a ``div`` no class names, its
    poster's signature; the thanks and quote buttons."""
    body = "".join(
        f"<div id='edit{5000 + i}'><table id='post{5000 + i}' class='tborder' cellpadding='6'"
        " cellspacing='0' border='0' width='100%'><tr><td class='thead'>"
        f"<a name='post{5000 + i}'></a>03.03.2024, 21:4{i}</td><td class='thead' "
        f"align='right'>#<a href='#post{5000 + i}'><strong>{i + 1}</strong></a></td></tr><tr>"
        "<td class='alt2' width='175'><div id='postmenu_"
        f"{5000 + i}'><a class='bigusername' href='member.php?u={30 + i}'>{name}</a></div>"
        f"<div class='smallfont'>{w['rank']}</div><div class='smallfont'><div>{w['joined']}: "
        f"03.2019</div><div>{w['posts']}: {120 + i}</div></div></td><td class='alt1' "
        f"id='td_post_{5000 + i}'><div id='post_message_{5000 + i}'>{_lines(paras)}</div>"
        + (f"<div>__________________<br>{_sig_link(w)}</div>" if name == NAMES[0] else "")
        + "</td></tr><tr><td class='alt2'></td><td class='alt1' align='right'><a href='#'>"
        f"{w['thanks']}</a> <a href='#'>{w['quote']}</a></td></tr></table></div>"
        for i, name, paras in posts
    )
    return f"<div id='posts'>{body}</div>"


ENGINES9: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "q2a": _q2a,
    "discuz_sign": _discuz_sign,
    "flarum_pair": _flarum_pair,
    "nodebb_pair": _nodebb_pair,
    "gh_discussion": _gh_discussion,
    "lemmy_pair": _lemmy_pair,
    "qa_sorted": _qa_sorted,
    "vb3_sig": _vb3_sig,
}
# The interface strings of each engine's page that are chrome (WORDS9 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "q2a": ("votes", "comment", "answers", "related", "login"),
    "discuz_sign": ("views", "rank", "only", "reply", "login", "sig"),
    "flarum_pair": ("member", "like", "reply", "login"),
    "nodebb_pair": ("member", "reply", "login"),
    "gh_discussion": ("answered", "replies", "upvote", "mark", "signup"),
    "lemmy_pair": ("comments", "reply", "save"),
    "qa_sorted": ("follow", "answers", "sort", "agree", "comment", "related"),
    "vb3_sig": ("rank", "thanks", "sig"),
}
# Posts a page holds: two (a question and its one answer) or three.
_COUNTS = {"flarum_pair": 2, "nodebb_pair": 2, "lemmy_pair": 2}
# Pages whose asker writes the last post too (the signature printed twice).
_SIGNED = ("discuz_sign", "vb3_sig")
MORE9_PAGES: tuple[tuple[str, str], ...] = (
    ("q2a", "pt"),
    ("q2a", "ru"),
    ("discuz_sign", "zh"),
    ("discuz_sign", "ja"),
    ("flarum_pair", "ja"),
    ("flarum_pair", "de"),
    ("nodebb_pair", "fr"),
    ("nodebb_pair", "es"),
    ("gh_discussion", "de"),
    ("gh_discussion", "ko"),
    ("lemmy_pair", "de"),
    ("lemmy_pair", "ru"),
    ("qa_sorted", "zh"),
    ("qa_sorted", "ko"),
    ("vb3_sig", "de"),
    ("vb3_sig", "ru"),
)


def more9_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and one or two answers (on a
    signed page the asker writes the third post)."""
    title, texts = {**POSTS, **POSTS2}[lang]
    texts = texts[: _COUNTS.get(engine, 3)]
    writers = (0, 1, 0) if engine in _SIGNED else (0, 1, 2)
    posts = [(i, NAMES[writers[i]], paras) for i, paras in enumerate(texts)]
    w = WORDS9[lang]
    html = thread_frame(lang, title, ENGINES9[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys)
    chrome += RELATED9 if "related" in keys else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
