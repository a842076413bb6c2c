"""Synthetic thread pages of engines and page shapes the other suites lack, each in the
language of the sites that run it (zh, ja, ko, ru, uk, id, ms, th, fr, es, pt, de, it,
en, tr).

Written after the markup the engines ship in 2023–26 (no page copied from a site or from
the shared datasets): PHPWind 9's floors (``div.read_t``), a Futaba-like imageboard
thread (``div.thre`` and reply tables), a DC Inside-like gallery post with its comment
list, a 4PDA-like Invision Power Board 2 topic (tables, user card rows), a Kaskus-like
thread (quote, reply and "cendol" buttons), a Pantip-like topic ("ความคิดเห็นที่ 1"
comment boxes), a Jeuxvideo.com-like forum topic (``div.bloc-message-forum``), a
ForoCoches-like vBulletin 3 thread (one ``table`` a post), a Gutefrage-like Q&A (a most
helpful answer's badge, "Hilfreich" counts) and Reddit's new layout (``shreddit-post``,
``shreddit-comment`` custom elements), a Donanımhaber-like forum and a Wykop-like entry
with its replies. Each page carries its engine's chrome in its own
language: user cards, "Quote", "Reply", "Report", reactions, post counters, a sign-in
prompt, "Similar threads" and pagination. :func:`more6_page` returns the page, its posts'
paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame
from tests.auto.engine_threads_more3 import POSTS3
from tests.auto.engine_threads_more4 import POSTS4

__all__ = ["MORE6_PAGES", "more6_page"]

# Interface strings as the engines' language packs print them.
WORDS6: dict[str, dict[str, str]] = {
    "zh": {"reply": "回复", "quote": "引用", "report": "举报", "level": "级别: 新手上路",
           "posts": "发帖", "joined": "注册时间", "only": "只看该作者", "floor": "楼主",
           "login": "您需要登录后才可以回帖", "similar": "相关帖子",
           "page": "第 1 页 / 共 2 页", "next": "下一页"},
    "ja": {"untitled": "無題", "anon": "としあき", "sod": "そうだね",
           "expire": "このスレは古いので、もうすぐ消えます。", "similar": "関連スレッド",
           "page": "ページ 1 / 2", "next": "次へ"},
    "ko": {"views": "조회", "recommend": "추천", "unrecommend": "비추천", "share": "공유",
           "report": "신고", "reply": "답글", "delete": "삭제", "comments": "전체 댓글",
           "login": "로그인 후 댓글을 작성할 수 있습니다", "similar": "관련 게시물",
           "page": "1 / 2 페이지", "next": "다음"},
    "ru": {"group": "Группа: Пользователи", "posts": "Сообщений", "joined": "Регистрация",
           "rep": "Репутация", "quote": "Цитата", "report": "Жалоба",
           "reply": "Быстрый ответ", "sent": "Отправлено", "login": "Для ответа необходимо войти",
           "similar": "Похожие темы", "page": "Страница 1 из 2", "next": "Вперёд"},
    "uk": {"group": "Група: Користувачі", "posts": "Повідомлень", "joined": "Реєстрація",
           "rep": "Репутація", "quote": "Цитата", "report": "Скарга",
           "reply": "Швидка відповідь", "sent": "Надіслано",
           "login": "Щоб відповісти, увійдіть", "similar": "Схожі теми",
           "page": "Сторінка 1 з 2", "next": "Далі"},
    "id": {"quote": "Kutip", "reply": "Balas", "like": "Beri Cendol", "report": "Laporkan",
           "member": "Kaskus Addict", "posts": "Post", "ago": "3 jam lalu",
           "login": "Masuk untuk membalas thread ini", "similar": "Thread Terkait",
           "page": "Halaman 1 dari 2", "next": "Berikutnya"},
    "ms": {"quote": "Petik", "reply": "Balas", "like": "Suka", "report": "Lapor",
           "member": "Ahli Baru", "posts": "Pos", "ago": "3 jam lalu",
           "login": "Log masuk untuk membalas", "similar": "Topik berkaitan",
           "page": "Halaman 1 daripada 2", "next": "Seterusnya"},
    "th": {"comment": "ความคิดเห็นที่", "like": "ถูกใจ", "reply": "ตอบกลับ",
           "report": "แจ้งลบ", "member": "สมาชิกหมายเลข", "date": "3 มีนาคม 2567 เวลา 21:41 น.",
           "login": "เข้าสู่ระบบเพื่อแสดงความคิดเห็น", "similar": "กระทู้ที่คุณอาจสนใจ",
           "page": "หน้า 1 จาก 2", "next": "ถัดไป"},
    "fr": {"quote": "Citer", "report": "Signaler", "reply": "Répondre",
           "date": "3 mars 2024 à 21:41:00", "login": "Vous devez être connecté pour répondre",
           "similar": "Sujets similaires", "page": "Page 1 sur 2", "next": "Suivante"},
    "es": {"joined": "Fecha de Ingreso", "posts": "Mensajes", "member": "Forero",
           "quote": "Citar", "reply": "Responder", "report": "Reportar",
           "login": "Debes iniciar sesión para responder", "similar": "Temas similares",
           "page": "Página 1 de 2", "next": "Siguiente", "award": "Premiar",
           "share": "Compartir", "sort": "Ordenar por: Mejores", "ago": "hace 3 h",
           "join": "Unirse", "more": "Más publicaciones que te pueden gustar",
           "comment_login": "Inicia sesión para comentar"},
    "pt": {"joined": "Data de Ingresso", "posts": "Mensagens", "member": "Membro",
           "quote": "Citar", "reply": "Responder", "report": "Denunciar",
           "login": "Você precisa entrar para responder", "similar": "Tópicos semelhantes",
           "page": "Página 1 de 2", "next": "Próxima"},
    "de": {"best": "Hilfreichste Antwort", "helpful": "Hilfreich", "comment": "Kommentieren",
           "report": "Melden", "expert": "Community-Experte", "asked": "Frage von",
           "answers": "4 Antworten", "ago": "vor 3 Stunden",
           "login": "Melde dich an, um zu antworten", "similar": "Ähnliche Fragen",
           "page": "Seite 1 von 2", "next": "Weiter"},
    "it": {"best": "Risposta più utile", "helpful": "Utile", "comment": "Commenta",
           "report": "Segnala", "expert": "Esperto della community", "asked": "Domanda di",
           "answers": "4 risposte", "ago": "3 ore fa", "login": "Accedi per rispondere",
           "similar": "Domande simili", "page": "Pagina 1 di 2", "next": "Avanti"},
    "en": {"reply": "Reply", "award": "Award", "share": "Share", "sort": "Sort by: Best",
           "ago": "3h ago", "join": "Join", "more": "More posts you may like",
           "comment_login": "Log in to comment", "page": "Page 1 of 2", "next": "Next"},
    "tr": {"reply": "Yanıtla", "award": "Ödül ver", "share": "Paylaş",
           "sort": "Sırala: En iyi", "ago": "3 sa. önce", "join": "Katıl",
           "more": "Beğenebileceğin diğer gönderiler",
           "comment_login": "Yorum yapmak için giriş yap", "page": "Sayfa 1 / 2",
           "next": "Sonraki", "quote": "Alıntı", "report": "Şikayet", "joined": "Kayıt",
           "posts": "Mesaj", "member": "Üye", "like": "Beğen",
           "login": "Cevap yazmak için giriş yapmalısınız", "similar": "Benzer konular"},
    "pl": {"reply": "Odpowiedz", "report": "Zgłoś", "ago": "3 godz. temu",
           "more": "Więcej", "login": "Zaloguj się, aby dodać komentarz",
           "similar": "Podobne wpisy", "page": "Strona 1 z 2", "next": "Następna",
           "sort": "Sortuj według: najnowsze"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR6: tuple[str, ...] = ("Mesh network keeps rebooting", "Fibre modem lights blinking red")
_FLOORS = ("楼主", "沙发", "板凳", "地板", "4楼")  # PHPWind's names of the first floors


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR6))
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _phpwind(posts: list[Post], w: dict[str, str]) -> str:
    """PHPWind 9: a ``div.read_t`` floor a post, its user card in ``td.floot_left``."""
    return "<div id='J_posts_list'>" + "".join(
        f"<div class='read_t' id='read_{300 + i}'><table class='floot'><tr>"
        f"<td class='floot_left'><div class='floot_leftdiv'><a class='name' "
        f"href='/u/{40 + i}'>{name}</a><p class='level'>{w['level']}</p>"
        f"<p>{w['posts']}: {120 + i}</p><p>{w['joined']}: 2019-03-03</p></div></td>"
        "<td class='floot_right'><div class='read_h'>"
        f"<a class='floor' href='#read_{300 + i}'>{_FLOORS[i]}</a> "
        f"<span class='time'>发表于 2024-03-03 21:4{i}</span> "
        f"<a class='only' href='?uid={40 + i}'>{w['only']}</a></div>"
        f"<div class='editor_content'>{_lines(paras)}</div>"
        f"<div class='read_f'><a href='#reply'>{w['reply']}</a> <a href='#quote'>{w['quote']}"
        f"</a> <a href='#report'>{w['report']}</a></div></td></tr></table></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='reply_login'><a href='/login'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _futaba(posts: list[Post], w: dict[str, str]) -> str:
    """A Futaba-like imageboard: the opening post in ``div.thre``, each reply a table
    whose cell ``td.rtd`` holds its header line and its text (``blockquote``)."""
    (_, _, qparas), rest = posts[0], posts[1:]

    def head(i: int) -> str:
        return (f"<span class='csb'>{w['untitled']}</span> Name <span class='cnm'>"
                f"{w['anon']}</span> <span class='cnw'>24/03/03(日)21:4{i}:0{i}</span> "
                f"<span class='cno'>No.{120400 + i}</span> <a class='del' href='#'>del</a> "
                f"<a class='sod' href='#'>{w['sod']}+</a>")  # fmt: skip

    replies = "".join(
        "<table border='0'><tr><td class='rts'>…</td>"
        f"<td class='rtd'>{head(i)}<blockquote>"
        f"<a class='qt' href='#'>&gt;&gt;{120400 + i - 1}</a><br>{_lines(paras)}"
        "</blockquote></td></tr></table>"
        for i, _, paras in rest
    )
    return (
        f"<div class='thre' data-res='120400'>{head(0)}<blockquote>{_lines(qparas)}"
        f"</blockquote>{replies}<span class='cntd'>{w['expire']}</span></div>" + _similar(w)
    )


def _dcinside(posts: list[Post], w: dict[str, str]) -> str:
    """A DC Inside-like gallery post: the head (writer, date, views), the body
    (``div.write_div``), the recommend box and the comment list (``li.ub-content``)."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<li id='comment_li_{900 + i}' class='ub-content'><div class='cmt_info clear'>"
        f"<div class='cmt_nickbox'><span class='gall_writer ub-writer'><span class='nickname'>"
        f"<em>{name}</em></span></span></div><div class='clear cmt_txtbox btn_reply_write_all'>"
        f"<p class='usertxt ub-word'>{escape(' '.join(paras))}</p></div>"
        f"<div class='fr clear'><span class='date_time'>03.03 21:4{i}:10</span>"
        f"<div class='cmt_mdf_del'><a class='btn_cmt_reply' href='#'>{w['reply']}</a> "
        f"<a class='btn_cmt_delete' href='#'>{w['delete']}</a></div></div></div></li>"
        for i, name, paras in rest
    )
    return (
        "<div class='view_content_wrap'><header><div class='gallview_head clear ub-content'>"
        f"<div class='gall_writer ub-writer'><span class='nickname'><em>{qname}</em></span> "
        "<span class='gall_date'>2024.03.03 21:41:00</span></div>"
        f"<div class='fr'><span class='gall_count'>{w['views']} 123</span> "
        f"<span class='gall_reply_num'>{w['comments']} 4</span></div></div></header>"
        f"<div class='gallview_contents'><div class='write_div'>{_paras(qparas)}</div></div>"
        "<div class='btn_recommend_box clear'>"
        f"<div class='inner_box'><div class='up_num_box'><p class='up_num'>12</p>"
        f"<p class='sup_num'>{w['recommend']}</p></div><div class='down_num_box'>"
        f"<p class='down_num'>0</p><p class='sup_num'>{w['unrecommend']}</p></div></div>"
        f"<div class='recom_bottom_box clear'><button>{w['share']}</button> "
        f"<button class='btn_report'>{w['report']}</button></div></div></div>"
        f"<div class='comment_wrap show'><div class='comment_count'><span>{w['comments']} "
        f"4</span></div><div class='comment_box'><ul class='cmt_list'>{comments}</ul></div>"
        f"<div class='cmt_write_box'><p class='login_notice'>{w['login']}</p></div></div>"
        + _similar(w)
    )


def _ipb2(posts: list[Post], w: dict[str, str]) -> str:
    """A 4PDA-like Invision Power Board 2 topic: a ``table.ipbtable`` a post, its header
    row (sent date, "#1"), the user card cell (group, posts, join date, reputation) and
    the buttons row (quote, report, quick reply)."""
    return "<div class='borderwrap'>" + "".join(
        f"<table class='ipbtable' cellspacing='1' data-post='{7700 + i}'><tr>"
        f"<td class='row2' colspan='2'><span class='postdetails'>{w['sent']}: 3.3.2024, "
        f"21:4{i}</span> <a href='#entry{7700 + i}'>#{i + 1}</a></td></tr><tr>"
        f"<td class='post2' valign='top' width='180'><span class='normalname'>"
        f"<a href='/showuser={40 + i}'>{name}</a></span><br><span class='postdetails'>"
        f"{w['group']}<br>{w['posts']}: {120 + i}<br>{w['joined']}: 3.3.2019<br>"
        f"{w['rep']}: 5</span></td><td class='post2' valign='top'>"
        f"<div class='postcolor' id='post-{7700 + i}'>{_lines(paras)}</div></td></tr><tr>"
        "<td class='formbuttonrow' colspan='2'>"
        f"<a class='g-btn' href='#quote'>{w['quote']}</a> <a class='g-btn' href='#report'>"
        f"{w['report']}</a> <a class='g-btn' href='#qr'>{w['reply']}</a></td></tr></table>"
        for i, name, paras in posts
    ) + (f"</div><div class='guest-notice'><a href='/act=login'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _kaskus(posts: list[Post], w: dict[str, str]) -> str:
    """A Kaskus-like thread: a ``div.Post`` a post, its author box (rank, posts), its
    body and its action row (quote, reply, cendol, report)."""
    return "<div class='PostList'>" + "".join(
        f"<div class='Post' id='post{5500 + i}'><div class='PostAuthor'>"
        f"<a class='username' href='/@{name}'>{name}</a><span class='rank'>{w['member']}</span>"
        f"<span class='postcount'>{w['posts']}: {120 + i}</span></div>"
        f"<div class='PostMeta'><time>{w['ago']}</time> <a href='#post{5500 + i}'>#{i + 1}"
        f"</a></div><div class='PostContent htmlContentRenderer'>{_lines(paras)}</div>"
        f"<div class='PostActions'><button class='quote'>{w['quote']}</button> "
        f"<button class='reply'>{w['reply']}</button> <button class='cendol'>{w['like']}"
        f"</button> <button class='report'>{w['report']}</button></div></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='ReplyLogin'><a href='/login'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _pantip(posts: list[Post], w: dict[str, str]) -> str:
    """A Pantip-like topic: the story (``div.display-post-story``) and its footer, then a
    comment box a reply ("ความคิดเห็นที่ 1"), each with its writer's member number, date,
    like, reply and report buttons."""

    def footer(i: int, name: str) -> str:
        return (f"<div class='display-post-story-footer'><span class='display-post-vote'>"
                f"{w['like']} {12 - i}</span> <a class='display-post-name' href='#'>{name}</a>"
                f" <span class='display-post-member'>{w['member']} {7100300 + i}</span> "
                f"<span class='display-post-timestamp'>{w['date']}</span> "
                f"<a class='reply-button' href='#'>{w['reply']}</a> "
                f"<a class='report-button' href='#'>{w['report']}</a></div>")  # fmt: skip

    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<div class='display-post-wrapper section-comment' id='comment{i}'>"
        f"<div class='display-post-number'>{w['comment']} {i}</div>"
        f"<div class='display-post-story'>{_lines(paras)}</div>{footer(i, name)}</div>"
        for i, name, paras in rest
    )
    return (
        "<div class='display-post-wrapper main-post'>"
        f"<div class='display-post-story'>{_lines(qparas)}</div>{footer(0, qname)}</div>"
        f"<div id='comments-jsrender'>{comments}</div>"
        f"<div class='comment-login'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


def _jvc(posts: list[Post], w: dict[str, str]) -> str:
    """A Jeuxvideo.com-like topic: ``div.bloc-message-forum`` with its header (name,
    date, quote and report options) and its text (``div.txt-msg``)."""
    return "<div class='conteneur-messages-pagi'>" + "".join(
        f"<div class='bloc-message-forum' data-id='{1230 + i}'><div class='conteneur-message'>"
        "<div class='bloc-header'><div class='bloc-pseudo-msg text-user'>"
        f"<a href='/profil/{name}'>{name}</a></div><div class='bloc-options-msg'>"
        f"<span class='picto-msg-quote' title='{w['quote']}'>{w['quote']}</span> "
        f"<span class='picto-msg-exclam' title='{w['report']}'>{w['report']}</span></div>"
        f"<div class='bloc-date-msg'><span class='lien-jv'>{w['date']}</span></div></div>"
        "<div class='bloc-contenu'><div class='txt-msg text-enrichi-forum'>"
        f"{_paras(paras)}</div></div></div></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='bloc-repondre'><a href='#form'>{w['reply']}</a> "
         f"<span>{w['login']}</span></div>" + _similar(w))  # fmt: skip


def _vbulletin3(posts: list[Post], w: dict[str, str]) -> str:
    """A ForoCoches-like vBulletin 3.8 thread: a ``table.tborder`` a post, its head row
    (date, "#1"), the user cell (``a.bigusername``, title, join date, posts), the message
    cell and the buttons row."""
    return "<div id='posts'>" + "".join(
        f"<div id='edit{8800 + i}'><table class='tborder' id='post{8800 + i}' cellpadding='6'>"
        f"<tr><td class='thead'>03-mar-2024, 21:4{i}</td><td class='thead' align='right'>"
        f"<a href='showpost.php?p={8800 + i}&amp;postcount={i + 1}'>#{i + 1}</a></td></tr>"
        f"<tr><td class='alt2' width='175'><div id='postmenu_{8800 + i}'>"
        f"<a class='bigusername' href='member.php?u={40 + i}'>{name}</a></div>"
        f"<div class='smallfont'>{w['member']}</div><div class='smallfont'>"
        f"<div>{w['joined']}: mar 2019</div><div>{w['posts']}: {120 + i}</div></div></td>"
        f"<td class='alt1' id='td_post_{8800 + i}'><div id='post_message_{8800 + i}'>"
        f"{_lines(paras)}</div></td></tr><tr><td class='alt2'></td>"
        f"<td class='alt1' align='right'><a href='newreply.php?p={8800 + i}'>{w['quote']}</a> "
        f"<a href='report.php?p={8800 + i}'>{w['report']}</a></td></tr></table></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='smallfont'><a href='login.php'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _gutefrage(posts: list[Post], w: dict[str, str]) -> str:
    """A Gutefrage-like Q&A: the question (writer, age, text), the answers' count, each
    answer an ``article`` with a most-helpful badge on one, the writer's expert line, the
    text and its actions (helpful count, comment, report)."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<article class='Answer' id='answer-{4400 + i}'>"
        + (f"<div class='Answer-badge'>{w['best']}</div>" if i == 1 else "")
        + f"<header class='ContentMeta'><a class='ContentMeta-author' href='/nutzer/{name}'>"
        f"{name}</a> <span class='ContentMeta-expert'>{w['expert']}</span> "
        f"<span class='ContentMeta-age'>{w['ago']}</span></header>"
        f"<div class='ContentBody'>{_paras(paras)}</div><footer class='Actions'>"
        f"<button class='Actions-helpful'>{w['helpful']} {10 - i}</button> "
        f"<button class='Actions-comment'>{w['comment']}</button> "
        f"<button class='Actions-report'>{w['report']}</button></footer></article>"
        for i, name, paras in rest
    )
    return (
        "<article class='Question'><header class='ContentMeta'>"
        f"<span>{w['asked']}</span> <a href='/nutzer/{qname}'>{qname}</a> "
        f"<span class='ContentMeta-age'>{w['ago']}</span></header>"
        f"<div class='ContentBody'>{_paras(qparas)}</div></article>"
        f"<h2 class='Answers-heading'>{w['answers']}</h2>"
        f"<section class='Answers'>{answers}</section>"
        f"<div class='AnswerForm-login'><a href='/login'>{w['login']}</a></div>" + _similar(w)
    )


def _shreddit(posts: list[Post], w: dict[str, str]) -> str:
    """Reddit's new layout: ``shreddit-post`` (its text in ``div[slot=text-body]``) and a
    ``shreddit-comment`` a reply (meta, text, action row with votes, reply, award,
    share), the sort bar and the sign-in prompt."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    comments = "".join(
        f"<shreddit-comment author='{name}' depth='{0 if i < 3 else 1}' "
        f"thingid='t1_k{i}'><div slot='commentMeta'><a href='/user/{name}/'>{name}</a> "
        f"<span>•</span> <faceplate-timeago>{w['ago']}</faceplate-timeago></div>"
        f"<div slot='comment'><div class='md'>{_paras(paras)}</div></div>"
        f"<shreddit-comment-action-row slot='actionRow'><span>{20 - i}</span> "
        f"<button>{w['reply']}</button> <button>{w['award']}</button> "
        f"<button>{w['share']}</button></shreddit-comment-action-row></shreddit-comment>"
        for i, name, paras in rest
    )
    return (
        f"<shreddit-post author='{qname}' score='31' post-type='text'>"
        f"<div slot='credit-bar'><a href='/r/homenetworking/'>r/homenetworking</a> "
        f"<span>•</span> <faceplate-timeago>{w['ago']}</faceplate-timeago> "
        f"<button>{w['join']}</button></div>"
        f"<div slot='text-body'><div class='md'>{_paras(qparas)}</div></div></shreddit-post>"
        f"<div class='sort-bar'><span>{w['sort']}</span></div>"
        f"<shreddit-comment-tree>{comments}</shreddit-comment-tree>"
        f"<div class='login-prompt'><a href='/login'>{w['comment_login']}</a></div>"
        f"<aside class='more-posts'><h3>{w['more']}</h3><ul>"
        + "".join(f"<li><a href='/r/x/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR6))
        + "</ul></aside>"
    )


def _donanimhaber(posts: list[Post], w: dict[str, str]) -> str:
    """A Donanımhaber-like forum: a ``div.kl-icerik-satir`` a post, its user column
    (rank, join date, posts), its text and its buttons row (like, quote, report)."""
    return "<div class='kl-icerik'>" + "".join(
        f"<div class='kl-icerik-satir' id='mesaj{6600 + i}'><div class='ki-kullanici'>"
        f"<a class='ki-kullaniciadi' href='/profil/{name}'>{name}</a>"
        f"<div class='ki-unvan'>{w['member']}</div><div class='ki-bilgi'>"
        f"<span>{w['joined']}: 03.03.2019</span><span>{w['posts']}: {120 + i}</span></div>"
        f"</div><div class='ki-mesaj'><div class='ki-tarih'>3 Mart 2024 21:4{i} "
        f"<a href='#mesaj{6600 + i}'>#{i + 1}</a></div><div class='msg'>{_lines(paras)}"
        f"</div><div class='ki-butonlar'><a href='#'>{w['like']}</a> <a href='#'>"
        f"{w['quote']}</a> <a href='#'>{w['report']}</a></div></div></div>"
        for i, name, paras in posts
    ) + (f"</div><div class='kl-giris'><a href='/giris'>{w['login']}</a></div>"
         + _similar(w))  # fmt: skip


def _wykop(posts: list[Post], w: dict[str, str]) -> str:
    """A Wykop-like entry: ``section.entry`` with its author header, text and vote box,
    the replies in ``section.entry.reply`` under it, a sort bar between."""

    def entry(i: int, name: str, paras: tuple[str, ...], kind: str) -> str:
        return (f"<section class='entry {kind}' id='comment-{5100 + i}'><header>"
                f"<a class='username' href='/ludzie/{name}'>{name}</a> "
                f"<time title='2024-03-03 21:4{i}'>{w['ago']}</time></header>"
                f"<div class='entry-content'>{_paras(paras)}</div><div class='actions'>"
                f"<button class='plus'>+{12 - i}</button> <button>{w['reply']}</button> "
                f"<button>{w['report']}</button></div></section>")  # fmt: skip

    (_, qname, qparas), rest = posts[0], posts[1:]
    replies = "".join(entry(i, name, paras, "reply") for i, name, paras in rest)
    return (
        f"{entry(0, qname, qparas, 'link-block')}<div class='sort-bar'>{w['sort']}</div>"
        f"<section class='entries replies'>{replies}</section>"
        f"<div class='login-box'><a href='/zaloguj'>{w['login']}</a></div>" + _similar(w)
    )


ENGINES6: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "phpwind": _phpwind,
    "futaba": _futaba,
    "dcinside": _dcinside,
    "ipb2": _ipb2,
    "kaskus": _kaskus,
    "pantip": _pantip,
    "jvc": _jvc,
    "vbulletin3": _vbulletin3,
    "gutefrage": _gutefrage,
    "shreddit": _shreddit,
    "donanimhaber": _donanimhaber,
    "wykop": _wykop,
}
# The interface strings of each engine's page that are chrome (WORDS6 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "phpwind": ("level", "only", "reply", "login", "similar"),
    "futaba": ("untitled", "expire", "similar"),
    "dcinside": ("views", "recommend", "unrecommend", "share", "reply", "login", "similar"),
    "ipb2": ("group", "posts", "joined", "rep", "quote", "login", "similar"),
    "kaskus": ("member", "posts", "quote", "login", "similar"),
    "pantip": ("comment", "like", "member", "login", "similar"),
    "jvc": ("quote", "reply", "similar"),
    "vbulletin3": ("member", "joined", "posts", "quote", "login", "similar"),
    "gutefrage": ("best", "helpful", "expert", "login", "similar"),
    "shreddit": ("join", "sort", "reply", "comment_login", "more"),
    "donanimhaber": ("member", "joined", "like", "login", "similar"),
    "wykop": ("reply", "sort", "login", "similar"),
}
MORE6_PAGES: tuple[tuple[str, str], ...] = (
    ("phpwind", "zh"),
    ("futaba", "ja"),
    ("dcinside", "ko"),
    ("ipb2", "ru"),
    ("ipb2", "uk"),
    ("kaskus", "id"),
    ("kaskus", "ms"),
    ("pantip", "th"),
    ("jvc", "fr"),
    ("vbulletin3", "es"),
    ("vbulletin3", "pt"),
    ("gutefrage", "de"),
    ("gutefrage", "it"),
    ("shreddit", "en"),
    ("shreddit", "es"),
    ("shreddit", "tr"),
    ("donanimhaber", "tr"),
    ("wykop", "pl"),
)


def more6_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers."""
    title, texts = {**POSTS, **POSTS2, **POSTS3, **POSTS4}[lang]
    w = WORDS6[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES6[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys)
    chrome += SIMILAR6 if {"similar", "more"} & set(keys) else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
