"""Synthetic thread pages of engine-language pairs the other suites lack
(de, ru, fr, it, es, pl, ko, zh), many of them **short threads** (two or three posts).

Written after the markup the engines ship (no page copied from a site or from the shared
datasets), each on a class of misses the real thread pages showed at stop 78:

* vBulletin 4's ``li.postbitlegacy`` posts, each with its poster's pop-up menu, a dated
  head, user title and place, a signature, an edit note and a row of buttons under the
  text. Chatty posts (a sentence and short lines: a greeting, a smiley, a name) in boxes
  of one class (de, ru, it) are one group too little of which is prose: no post-like
  run; the headed boxes find the thread, but no span rule read it and the buttons stayed
  (a real German vBulletin 4 thread's "Zitieren" under every post). Posts of prose in
  boxes whose class tells read from unread posts ("old", "new": de, ru, fr, it, es, pl)
  make no group and the headed boxes' run gives the span; Russian "Ответить с
  цитированием" was no button row there.
* A magazine's own board (a ``div`` a comment, a name-and-time line, the text, a vote box
  and a reply button), closed by a line that asks the reader to sign in **to take part in
  the discussion** rather than to reply (de, it, zh with three posts; pl, ko, fr with
  two).
* Flarum's post stream closed by its reply placeholder, a post box whose only text is
  the sign-in prompt (fr, ru, ko, es; two posts).

Each page carries its engine's chrome in its own language. :func:`more10_page` returns
the page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame

__all__ = ["CHATTY", "ENGINES10", "MORE10_PAGES", "WORDS10", "more10_page"]

# Interface strings as the engines' language packs print them; "page"/"next" the frame's
# pagination, "signin" the line that closes a board's thread.
WORDS10: dict[str, dict[str, str]] = {
    "de": {"write": "Kommentieren", "sig": "Wer später bremst ist länger schnell",
           "blog": "Mein Blog",
           "profile": "Profil", "posts": "Beiträge anzeigen", "rank": "Erfahrener Benutzer",
           "place": "Ort", "edited": "Geändert von", "at": "um", "quote": "Zitieren",
           "reply": "Antworten", "report": "Melden", "topic": "Thema",
           "helpful": "Hilfreich?",
           "signin": "Sie müssen sich einloggen, um sich an der Diskussion zu beteiligen.",
           "page": "Seite 1 von 1", "next": "Weiter"},
    "ru": {"sig": "Тише едешь дальше будешь", "blog": "Мой блог",
           "profile": "Профиль", "posts": "Сообщения пользователя", "rank": "Участник",
           "place": "Адрес", "edited": "Последний раз редактировалось", "at": "в",
           "quote": "Ответить с цитированием", "reply": "Ответить", "report": "Пожаловаться",
           "topic": "Тема", "member": "Участник", "ago": "3 часа назад", "like": "Нравится",
           "login": "Войдите, чтобы ответить",
           "page": "Страница 1 из 1", "next": "Вперёд"},
    "fr": {"write": "Commenter", "sig": "Qui va piano va sano", "blog": "Mon blog",
           "profile": "Profil", "posts": "Voir ses messages", "rank": "Membre confirmé",
           "place": "Localisation", "edited": "Dernière modification par", "at": "à",
           "quote": "Citer", "reply": "Répondre", "report": "Signaler", "topic": "Sujet",
           "member": "Membre", "ago": "il y a 3 heures", "like": "J'aime",
           "login": "Connectez-vous pour répondre", "helpful": "Utile ?",
           "signin": "Vous devez être connecté pour participer à la discussion.",
           "page": "Page 1 sur 1", "next": "Suivante"},
    "it": {"write": "Commenta", "sig": "Chi va piano va sano e va lontano", "blog": "Il mio blog",
           "profile": "Profilo", "posts": "Visualizza messaggi", "rank": "Utente esperto",
           "place": "Località", "edited": "Ultima modifica di", "at": "alle",
           "quote": "Cita", "reply": "Rispondi", "report": "Segnala", "topic": "Discussione",
           "helpful": "Utile?", "signin": "Accedi per partecipare alla discussione.",
           "page": "Pagina 1 di 1", "next": "Successiva"},
    "es": {"sig": "Poco a poco se va lejos", "blog": "Mi blog",
           "profile": "Perfil", "posts": "Ver mensajes", "rank": "Usuario habitual",
           "place": "Ubicación", "edited": "Última edición por", "at": "a las",
           "quote": "Citar", "reply": "Responder", "report": "Denunciar", "topic": "Tema",
           "member": "Miembro", "ago": "hace 3 horas", "like": "Me gusta",
           "login": "Inicia sesión para responder",
           "page": "Página 1 de 1", "next": "Siguiente"},
    "pl": {"write": "Skomentuj", "sig": "Kto pyta nie błądzi", "blog": "Mój blog",
           "profile": "Profil", "posts": "Pokaż posty", "rank": "Stały bywalec",
           "place": "Skąd", "edited": "Ostatnio edytowane przez", "at": "o",
           "quote": "Cytuj", "reply": "Odpowiedz", "report": "Zgłoś", "topic": "Temat",
           "helpful": "Pomocne?", "signin": "Zaloguj się, aby wziąć udział w dyskusji.",
           "page": "Strona 1 z 1", "next": "Dalej"},
    "ko": {"write": "댓글 쓰기", "member": "회원", "ago": "3시간 전", "like": "좋아요",
           "reply": "답글",
           "login": "로그인하여 답글 달기", "helpful": "도움이 되었나요?",
           "signin": "로그인 후 토론에 참여할 수 있습니다.",
           "page": "1 페이지", "next": "다음"},
    "zh": {"write": "发表评论", "reply": "回复", "helpful": "有帮助吗？",
           "signin": "登录后才能参与讨论",
           "page": "第 1 页", "next": "下一页"},
}  # fmt: skip


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _vb4_popup(posts: list[Post], w: dict[str, str]) -> str:
    """vBulletin 4's legacy postbit: an ``li`` a post, its dated head and number, the
    poster's name with its pop-up menu (a ``ul`` of two links in every post), user title
    and place, the first post's title (``w["title"]``), the text, an edit note under the
    second post, the signature and the buttons row (reply, quote, report) under each; the
    third post on of class ``w["unread"]`` ("new" unless given)."""

    unread = w.get("unread", "new")  # the class of the posts the reader has not seen

    def post(i: int, name: str, paras: tuple[str, ...]) -> str:
        title = f"<h2 class='title icon'>{escape(w['title'])}</h2>" if i == 0 else ""
        edited = (
            f"<blockquote class='postcontent lastedited'>{w['edited']} {name} "
            f"(14-03-2024 {w['at']} <span class='time'>11:46</span>)</blockquote>"
            if i == 1
            else ""
        )
        return (
            f"<li class='postbitlegacy postbitim postcontainer {'old' if i < 2 else unread}' "
            f"id='post_{4450 + i}'>"
            "<div class='posthead'><span class='postdate old'><span class='date'>"
            f"1{i}-03-2024,&nbsp;<span class='time'>11:4{i}</span></span></span><span "
            f"class='nodecontrols'><a class='postcounter' href='#post{4450 + i}'>#{i + 1}</a>"
            "</span></div><div class='postdetails'><div class='userinfo'><div "
            "class='username_container'><div class='popupmenu memberaction'><a class="
            f"'username offline popupctrl' href='member.php?{30 + i}'><strong>{name}</strong>"
            "</a><ul class='popupbody popuphover memberaction_body'><li class='left'><a "
            f"href='member.php?{30 + i}' class='siteicon_profile'>{w['profile']}</a></li>"
            f"<li class='right'><a href='search.php?u={30 + i}' class='siteicon_forum'>"
            f"{w['posts']}</a></li></ul></div></div><span class='usertitle'>{w['rank']}"
            f"</span><hr><dl class='userinfo_extra'>{w['place']}: Berlin</dl></div><div "
            f"class='postbody'><div class='postrow'>{title}<div class='content'><div "
            f"id='post_message_{4450 + i}'><blockquote class='postcontent restore'>"
            f"{_lines(paras)}</blockquote></div></div></div><div class='after_content'>"
            f"{edited}<blockquote class='signature restore'><div class='signaturecontainer'>"
            f"{w['sig']}<br><a href='https://notes.example.org/{name}'>{w['blog']}</a></div>"
            "</blockquote></div></div></div><div class='postfoot'><div class='textcontrols "
            f"floatcontainer'><span class='postcontrols'><a class='newreply' href="
            f"'newreply.php?p={4450 + i}'>{w['reply']}</a> <a class='quote' href="
            f"'newreply.php?q={4450 + i}'>{w['quote']}</a> <a class='report' href="
            f"'report.php?p={4450 + i}'>{w['report']}</a></span></div></div><hr></li>"
        )

    body = "".join(post(i, name, paras) for i, name, paras in posts)
    return (
        f"<div id='postlist' class='postlist restrain'><ol id='posts' class='posts'>{body}"
        "</ol></div>"
    )


# Chatty posts (one sentence and short lines each, a greeting, a smiley, a name), the
# thread's title and its four posts: too little of each box is prose for a post-like run.
CHATTY: dict[str, tuple[str, tuple[tuple[str, ...], ...]]] = {
    "de": ("Router blinkt rot", (
        ("Seit gestern geht mein Router gar nicht mehr, er blinkt nur noch rot.",
         "Jemand eine Idee?", "Grüße", "Karl"),
        ("Stecker ziehen und dann dreißig Sekunden warten, das hat bei mir geholfen.",
         ":)", "Viel Glück", "Ines"),
        ("Gleiches Problem hier, seit dem Update vom Montag geht nichts mehr.",
         "Grüße", "Tomasz", "PS: Fritzbox 7590"),
        ("Danke euch, nach dem Neustart läuft er wieder ohne Probleme.",
         ":)", "Bis dann", "Mariel"),
    )),
    "ru": ("Роутер мигает красным", (
        ("Со вчерашнего дня роутер совсем не работает и только мигает красным.",
         "Есть идеи?", "Спасибо", "Карл"),
        ("Выдерните вилку и подождите секунд тридцать, мне это помогло.",
         ":)", "Удачи", "Инес"),
        ("Та же проблема, после обновления в понедельник ничего не работает.",
         "Привет всем", "Томаш", "PS: Keenetic Giga"),
        ("Спасибо всем, после перезагрузки он снова работает без проблем.",
         ":)", "Пока", "Мариэль"),
    )),
    "it": ("Il router lampeggia rosso", (
        ("Da ieri il mio router non funziona più e lampeggia solo di rosso.",
         "Qualche idea?", "Saluti", "Karl"),
        ("Stacca la spina e aspetta trenta secondi, a me ha funzionato.",
         ":)", "In bocca al lupo", "Ines"),
        ("Stesso problema qui, dopo l'aggiornamento di lunedì non va più niente.",
         "Ciao", "Tomasz", "PS: Fritzbox 7590"),
        ("Grazie a tutti, dopo il riavvio funziona di nuovo senza problemi.",
         ":)", "A presto", "Mariel"),
    )),
}  # fmt: skip


def _board_signin(posts: list[Post], w: dict[str, str]) -> str:
    """A magazine's own board: a ``div`` a comment (picture, name and time line, text), a
    vote box ("helpful?" and a count) and a reply button beside each, and the line that
    asks the reader to sign in to take part in the discussion, a heading under the form's
    heading ("Kommentieren"), where the form would be."""
    items = "".join(
        f"<div class='forum-comment' id='c{660 + i}'><div class='forum-comment-profile'>"
        "<span class='avatar-dummy'></span></div><div class='forum-comment-content'><div "
        f"class='forum-comment-info'><span class='forum-comment-name'>{name}</span><span "
        f"class='forum-comment-time'><span>18.10.24</span> <span>19:1{i}</span></span>"
        f"</div><div class='forum-comment-text'>{_lines(paras)}</div></div><div "
        "class='forum-comment-functions'><div class='forum-comment-vote'><span class='note'>"
        f"{w['helpful']}</span> <span class='counter'>{i}</span></div> <a class='button' "
        f"href='#reply-{660 + i}'>{w['reply']}</a></div></div>"
        for i, name, paras in posts
    )
    return (
        f"<div class='forum-comments'>{items}</div><div id='form'><h2 class='title'>"
        f"{w['write']}</h2><h3 class='message-note'>{w['signin']}</h3></div>"
    )


def _flarum_placeholder(posts: list[Post], w: dict[str, str]) -> str:
    """Flarum 1.8's post stream: a question and its one reply, each with its user's badge,
    time, like and reply buttons, and the reply placeholder, the stream's last post box,
    whose only text is the sign-in prompt."""
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
        "class='Post-header'><div class='PostUser'><span class='Avatar'></span></div><span "
        f"class='Post-header-text'>{w['login']}</span></header></article></div></div></div>"
    )


ENGINES10: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "vb4_popup": _vb4_popup,
    "vb4_chatty": _vb4_popup,
    "board_signin": _board_signin,
    "flarum_placeholder": _flarum_placeholder,
}
# The interface strings of each engine's page that are chrome (WORDS10 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "vb4_popup": ("reply", "quote", "report"),
    "vb4_chatty": ("reply", "quote", "report"),
    "board_signin": ("reply", "write", "signin"),
    "flarum_placeholder": ("member", "like", "reply", "login"),
}
MORE10_PAGES: tuple[tuple[str, str], ...] = (
    ("vb4_popup", "de"),
    ("vb4_popup", "ru"),
    ("vb4_popup", "fr"),
    ("vb4_popup", "it"),
    ("vb4_popup", "es"),
    ("vb4_popup", "pl"),
    ("vb4_chatty", "de"),
    ("vb4_chatty", "ru"),
    ("vb4_chatty", "it"),
    ("board_signin", "de"),
    ("board_signin", "it"),
    ("board_signin", "zh"),
    ("board_signin", "pl"),
    ("board_signin", "ko"),
    ("board_signin", "fr"),
    ("flarum_placeholder", "fr"),
    ("flarum_placeholder", "ru"),
    ("flarum_placeholder", "ko"),
    ("flarum_placeholder", "es"),
)
# Posts a page holds: three (a question and two answers) unless named here.
_COUNTS = {"board_signin": 3, "flarum_placeholder": 2}
_TWO_POSTS = {("board_signin", "pl"), ("board_signin", "ko"), ("board_signin", "fr")}


def more10_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and one or two answers."""
    title, texts = (CHATTY if engine == "vb4_chatty" else {**POSTS, **POSTS2})[lang]
    texts = texts[: 2 if (engine, lang) in _TWO_POSTS else _COUNTS.get(engine, 4)]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    w = {**WORDS10[lang], "title": title}
    if engine == "vb4_chatty":  # every post of one class: the boxes are one group
        w["unread"] = "old"
    html = thread_frame(lang, title, ENGINES10[engine](posts, w), w)
    chrome = tuple(w[k] for k in _CHROME_KEYS[engine])
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
