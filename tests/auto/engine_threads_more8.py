"""Synthetic thread pages of page shapes and engine-language pairs the other suites lack
(pl, cs, tr, id, vi, ja, fr, es, zh, ko, ru, en).

Written after the markup the engines ship in 2023–26 (no page copied from a site or from
the shared datasets). Most are **threads of two posts** (a question and one answer), the
shape the repeat groups cannot see (they need three like siblings): phpBB 3.3's
prosilver topic (pl, cs, tr), XenForo 2's thread (id, vi, ja) and Invision 4's topic (fr,
es), each with its user cards, buttons and sign-in prompt. Then longer threads of engines
in languages they lacked: a V2EX-like topic with its numbered replies (zh), a
Teratail-like Q&A (ja), a Clien-like board post with its comment list (ko) and
Discourse's app view with its topic map that declares nothing (no JSON-LD, no generator
meta: zh, ko). Each page carries its engine's chrome in its own language.
:func:`more8_page` returns the page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import POSTS2, thread_frame
from tests.auto.engine_threads_more3 import POSTS3
from tests.auto.engine_threads_more7 import ENGINES7, WORDS7

__all__ = ["MORE8_PAGES", "WORDS8", "more8_page"]

# Interface strings as the engines' language packs print them.
WORDS8: dict[str, dict[str, str]] = {
    "pl": {"quote": "Cytuj", "posts": "Posty", "joined": "Rejestracja", "by": "autor",
           "rank": "Początkujący", "reply": "Odpowiedz", "back": "Wróć do „Sieci”",
           "jump": "Przejdź do", "page": "Strona 1 z 1", "next": "Dalej"},
    "cs": {"quote": "Citovat", "posts": "Příspěvky", "joined": "Registrován", "by": "od",
           "rank": "Nováček", "reply": "Odpovědět", "back": "Zpět na „Sítě”",
           "jump": "Přejít na", "page": "Stránka 1 z 1", "next": "Další",
           "member": "Nový člen", "messages": "Zprávy", "like": "Líbí se",
           "report": "Nahlásit", "similar": "Podobná témata",
           "login": "Pro odpověď se musíte přihlásit nebo zaregistrovat."},
    "tr": {"quote": "Alıntı yap", "posts": "Mesajlar", "joined": "Kayıt", "by": "gönderen",
           "rank": "Yeni üye", "reply": "Cevap yaz", "back": "„Ağlar” bölümüne dön",
           "jump": "Geçiş yap", "page": "Sayfa 1 / 1", "next": "Sonraki",
           "posted": "Gönderildi", "report": "Şikayet et", "group": "Üyeler",
           "login": "Cevap vermek için giriş yapın", "similar": "Benzer konular"},
    "id": {"member": "Anggota baru", "joined": "Bergabung", "messages": "Pesan",
           "like": "Suka", "reply": "Balas", "report": "Laporkan",
           "login": "Anda harus masuk atau mendaftar untuk membalas di sini.",
           "similar": "Thread serupa", "page": "Halaman 1 dari 1", "next": "Berikutnya"},
    "vi": {"member": "Thành viên mới", "joined": "Tham gia", "messages": "Bài viết",
           "like": "Thích", "reply": "Trả lời", "report": "Báo cáo",
           "login": "Bạn phải đăng nhập hoặc đăng ký để trả lời bài viết này.",
           "similar": "Chủ đề tương tự", "page": "Trang 1 / 1", "next": "Tiếp"},
    "ja": {"member": "新規メンバー", "joined": "登録日", "messages": "メッセージ",
           "like": "いいね", "reply": "返信", "report": "報告",
           "login": "返信するにはログインまたは登録が必要です。",
           "similar": "類似のスレッド", "page": "1 / 1 ページ", "next": "次へ",
           "clip": "質問をクリップ", "good": "グッド", "fix": "修正依頼", "best": "ベストアンサー",
           "comment": "回答へのコメント", "sort": "評価が高い順", "answers": "回答 4件",
           "related": "同じタグがついた質問を見る"},
    "fr": {"posted": "Posté(e) le", "quote": "Citer", "report": "Signaler",
           "posts": "127 messages", "group": "Membres", "login": "Connectez-vous pour répondre",
           "similar": "Sujets similaires", "page": "Page 1 sur 1", "next": "Suivante"},
    "es": {"posted": "Publicado el", "quote": "Citar", "report": "Reportar",
           "posts": "127 publicaciones", "group": "Miembros",
           "login": "Inicia sesión para responder", "similar": "Temas similares",
           "page": "Página 1 de 1", "next": "Siguiente"},
    "zh": {"clicks": "1204 次点击", "fav": "加入收藏", "ignore": "忽略主题", "thank": "感谢",
           "replies": "4 条回复", "reply": "回复", "login": "请先登录或注册后回复",
           "hot": "最热主题", "page": "第 1 页", "next": "下一页"},
    "ko": {"views": "조회 1,204", "like": "공감", "reply": "답글", "report": "신고",
           "comments": "댓글 4", "login": "로그인하시면 댓글을 작성할 수 있습니다.",
           "list": "목록", "page": "1 페이지", "next": "다음"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR8: tuple[str, ...] = ("Mesh nodes lose sync at night", "Modem reboots after update")


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR8))
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _phpbb_pair(posts: list[Post], w: dict[str, str]) -> str:
    """phpBB 3.3 prosilver: each post's profile (rank, posts, joined), its quote button
    and byline; the "Post Reply" bar, "Return to" link and jump box under the topic."""
    body = "".join(
        f"<div id='p{800 + i}' class='post has-profile bg{2 - i % 2}'><div class='inner'>"
        f"<dl class='postprofile' id='profile{800 + i}'><dt class='has-profile-rank'>"
        f"<a class='username' href='./memberlist.php?u={60 + i}'>{name}</a></dt>"
        f"<dd class='profile-rank'>{w['rank']}</dd><dd class='profile-posts'><strong>"
        f"{w['posts']}:</strong> <a href='#'>{31 + i}</a></dd><dd class='profile-joined'>"
        f"<strong>{w['joined']}:</strong> 12.01.2021</dd></dl><div class='postbody'>"
        f"<div id='post_content{800 + i}'><h3><a href='#p{800 + i}'>"
        f"{'Re: ' if i else ''}Router</a></h3><ul class='post-buttons'><li>"
        f"<a class='button button-icon-only' href='#'><span>{w['quote']}</span></a></li>"
        f"</ul><p class='author'><span>{w['by']} <strong><a class='username' href='#'>{name}"
        f"</a></strong> » </span><time datetime='2024-03-03T21:4{i}:00'>03.03.2024, "
        f"21:4{i}</time></p><div class='content'>{_lines(paras)}</div></div></div>"
        f"<div class='back2top'><a href='#top' class='top'>Top</a></div></div></div>"
        "<hr class='divider'>"
        for i, name, paras in posts
    )
    return (
        f"<div class='action-bar bar-top'><a class='button' href='./posting.php'>{w['reply']}"
        f"</a></div><div class='viewtopic'>{body}</div><div class='action-bar bar-bottom'>"
        f"<a class='button' href='./posting.php'>{w['reply']}</a></div>"
        f"<div class='action-bar actions-jump'><p class='jumpbox-return'><a href='./f=2'>"
        f"{w['back']}</a></p><div class='jumpbox dropdown-container'><span class='button'>"
        f"{w['jump']}</span></div></div>"
    )


def _xf_pair(posts: list[Post], w: dict[str, str]) -> str:
    """XenForo 2: ``article.message--post`` a post, its user cell (name, title, joined,
    messages), its attribution, its ``bbWrapper`` and its action bar; the sign-in
    prompt and "Similar threads" under the thread."""
    body = "".join(
        f"<article class='message message--post js-post' data-author='{name}' "
        f"id='js-post-{3100 + i}'><div class='message-inner'><div class='message-cell "
        f"message-cell--user'><section class='message-user'><div class='message-userDetails'>"
        f"<h4 class='message-name'><a class='username' href='/members/{name}.{90 + i}/'>"
        f"{name}</a></h4><h5 class='userTitle message-userTitle'>{w['member']}</h5></div>"
        f"<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>{w['joined']}"
        f"</dt><dd>Mar 3, 2021</dd></dl><dl class='pairs pairs--justified'><dt>"
        f"{w['messages']}</dt><dd>{40 + i}</dd></dl></div></section></div>"
        "<div class='message-cell message-cell--main'><div class='message-main'>"
        "<header class='message-attribution message-attribution--split'><ul "
        f"class='message-attribution-main'><li><a href='#post-{3100 + i}'><time "
        f"class='u-dt' datetime='2024-03-03T21:4{i}:00+0700'>3/3/24</time></a></li></ul>"
        f"<ul class='message-attribution-opposite'><li><a href='#post-{3100 + i}'>#{i + 1}"
        "</a></li></ul></header><div class='message-content js-messageContent'>"
        f"<div class='message-userContent'><article class='message-body'><div class='bbWrapper'>"
        f"{_lines(paras)}</div></article></div></div><footer class='message-footer'>"
        "<div class='message-actionBar actionBar'><div class='actionBar-set actionBar-set--"
        f"external'><a class='actionBar-action actionBar-action--like' href='#'>{w['like']}"
        f"</a><a class='actionBar-action actionBar-action--reply' href='#'>{w['reply']}</a>"
        "</div><div class='actionBar-set actionBar-set--internal'><a class='actionBar-action "
        f"actionBar-action--report' href='#'>{w['report']}</a></div></div></footer></div>"
        "</div></div></article>"
        for i, name, paras in posts
    )
    return (
        f"<div class='block block--messages'><div class='block-container lbContainer'>"
        f"<div class='block-body js-replyNewMessageContainer'>{body}</div></div></div>"
        f"<div class='block-outer block-outer--after'><div class='blockMessage'>"
        f"<a href='/login/'>{w['login']}</a></div></div>{_similar(w)}"
    )


def _ips_pair(posts: list[Post], w: dict[str, str]) -> str:
    """Invision Community 4: ``article.cPost`` a post, its author pane (name, group,
    post count), its date line, its rich text and its controls; the sign-in box and
    similar topics under the topic."""
    body = "".join(
        f"<article id='elComment_{5200 + i}' class='cPost ipsBox ipsResponsive_pull "
        f"ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns'><aside "
        f"class='ipsComment_author cAuthorPane ipsColumn ipsColumn_medium'><h3 "
        f"class='ipsType_sectionHead cAuthorPane_author'><strong><a href='/profile/{70 + i}'>"
        f"{name}</a></strong></h3><ul class='cAuthorPane_info ipsList_reset'>"
        f"<li data-role='group'>{w['group']}</li><li class='ipsType_light'>{w['posts']}</li>"
        f"</ul></aside><div class='ipsColumn ipsColumn_fluid ipsMargin:none'><div "
        f"id='comment-{5200 + i}_wrap' class='ipsComment_content ipsType_medium'><div "
        f"class='ipsComment_meta ipsType_light'><p class='ipsType_reset'>{w['posted']} "
        f"<time datetime='2024-03-03T20:4{i}:00Z'>3/3/2024</time></p></div><div "
        f"class='cPost_contentWrap'><div data-role='commentContent' class='ipsType_normal "
        f"ipsType_richText ipsPadding_bottom ipsContained'>{_paras(paras)}</div>"
        f"<div class='ipsItemControls'><ul class='ipsComment_controls ipsClearfix'>"
        f"<li><a href='#' data-action='quoteComment'>{w['quote']}</a></li></ul>"
        f"<ul class='ipsList_inline'><li><a href='#'>{w['report']}</a></li></ul></div>"
        "</div></div></div></article>"
        for i, name, paras in posts
    )
    return (
        f"<div id='comments' class='cTopic ipsClear ipsSpacer_top'>{body}</div>"
        f"<div class='cTopicPostArea ipsBox'><a href='/login/'>{w['login']}</a></div>" + _similar(w)
    )


def _v2ex(posts: list[Post], w: dict[str, str]) -> str:
    """A V2EX-like topic: the topic box (title line, click count, its text, its
    buttons), then the replies' box of ``div.cell`` tables, each numbered."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    replies = "".join(
        f"<div id='r_{9100 + i}' class='cell'><table cellpadding='0' cellspacing='0' "
        "border='0' width='100%'><tr><td width='48' valign='top' align='center'><img "
        "class='avatar' src='/a.png' width='48' alt=''></td><td width='10'></td>"
        "<td width='auto' valign='top' align='left'><div class='fr'><a href='#' "
        f"class='thank'>{w['thank']}</a> &nbsp; <a href='#'>{w['reply']}</a> &nbsp; "
        f"<span class='no'>{i}</span></div><strong><a href='/member/{name}' class='dark'>"
        f"{name}</a></strong> &nbsp; <span class='ago' title='2024-03-03 21:4{i}:00'>"
        f"2024-03-03 21:4{i}</span><div class='sep5'></div><div class='reply_content'>"
        f"{_lines(paras)}</div></td></tr></table></div>"
        for i, name, paras in rest
    )
    return (
        "<div id='Main'><div class='box'><div class='header'><small class='gray'>"
        f"<a href='/member/{qname}'>{qname}</a> · 2024-03-03 21:40 · {w['clicks']}</small>"
        "</div><div class='cell'><div class='topic_content'><div class='markdown_body'>"
        f"{_paras(qparas)}</div></div></div><div class='topic_buttons'><a href='#' "
        f"class='tb'>{w['fav']}</a> <a href='#' class='tb'>{w['ignore']}</a> <a href='#' "
        f"class='tb'>{w['thank']}</a></div></div><div class='sep20'></div><div class='box'>"
        f"<div class='cell'><span class='gray'>{w['replies']}</span></div>{replies}</div>"
        f"<div class='box'><div class='cell'>{w['login']}</div></div></div>"
        f"<div id='Rightbar'><div class='box'><div class='cell'><span class='fade'>{w['hot']}"
        "</span></div>"
        + "".join(f"<div class='cell'><a href='/t/{n}'>{t}</a></div>"
                  for n, t in enumerate(SIMILAR8))
        + "</div></div>"
    )  # fmt: skip


def _teratail(posts: list[Post], w: dict[str, str]) -> str:
    """A Teratail-like Q&A (ja): the question with its clip button, the answers' count
    and sort, each answer with its best-answer badge, its good count and its buttons."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    answers = "".join(
        f"<div class='answer' id='reply-{4400 + i}'><div class='answer-head'>"
        + (f"<span class='badge best'>{w['best']}</span>" if i == 1 else "")
        + f"<a class='user' href='/users/{name}'>{name}</a> <time>2024/03/03 21:4{i}</time>"
        f"</div><div class='answer-body markdown'>{_paras(paras)}</div><div class='answer-"
        f"foot'><button class='good'>{w['good']} {i + 2}</button><button>{w['fix']}</button>"
        f"<button>{w['comment']}</button></div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='question'><div class='question-head'><a class='user' href='/users/"
        f"{qname}'>{qname}</a> <time>2024/03/03 21:40</time></div><div class='question-body "
        f"markdown'>{_paras(qparas)}</div><div class='question-foot'><button>{w['clip']}"
        f"</button><button>{w['fix']}</button></div></div><div class='answers'><div "
        f"class='answers-head'><h2>{w['answers']}</h2><span class='sort'>{w['sort']}</span>"
        f"</div>{answers}</div><aside class='related'><h3>{w['related']}</h3><ul>"
        + "".join(f"<li><a href='/q/{n}'>{t}</a></li>" for n, t in enumerate(SIMILAR8))
        + "</ul></aside>"
    )


def _clien(posts: list[Post], w: dict[str, str]) -> str:
    """A Clien-like board post (ko): the post's head (writer, views), its text, its
    like button, then the comment list (``div.comment_row``), each with its writer,
    time, text and buttons; the sign-in line and the board's list button."""
    (_, qname, qparas), rest = posts[0], posts[1:]
    rows = "".join(
        f"<div class='comment_row' data-comment-sn='{6600 + i}'><div class='comment_info'>"
        f"<span class='nickname'>{name}</span> <span class='timestamp'>2024-03-03 21:4{i}"
        f"</span></div><div class='comment_content'><div class='comment_view'>"
        f"{_paras(paras)}</div></div><div class='comment_button'><button class='like'>"
        f"{w['like']} {i}</button><button>{w['reply']}</button><button>{w['report']}</button>"
        "</div></div>"
        for i, name, paras in rest
    )
    return (
        f"<div class='post_view'><div class='post_info'><span class='nickname'>{qname}</span>"
        f" <span class='view_count'>{w['views']}</span> <span class='post_time'>2024-03-03 "
        f"21:40</span></div><div class='post_content'><article><div class='post_article'>"
        f"{_paras(qparas)}</div></article></div><div class='post_ccls'><button "
        f"class='symph'>{w['like']} 7</button></div></div><div class='post_comment'>"
        f"<div class='comment_head'><span>{w['comments']}</span></div><div "
        f"class='comment'>{rows}</div><div class='comment_write'>{w['login']}</div></div>"
        f"<div class='board_btn'><a href='/board'>{w['list']}</a></div>"
    )


_LD = re.compile(r"<script type='application/ld\+json'>.*?</script>", re.S)


def _discourse_bare(posts: list[Post], w: dict[str, str]) -> str:
    """Discourse's app view with its topic map (stop 75's page) that declares nothing:
    no JSON-LD, no generator meta."""
    return _LD.sub("", ENGINES7["discourse_map"](posts, w))


ENGINES8: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "phpbb_pair": _phpbb_pair,
    "xf_pair": _xf_pair,
    "ips_pair": _ips_pair,
    "v2ex": _v2ex,
    "teratail": _teratail,
    "clien": _clien,
    "discourse_bare": _discourse_bare,
}
# The interface strings of each engine's page that are chrome (WORDS8 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "phpbb_pair": ("quote", "rank", "reply", "back", "jump"),
    "xf_pair": ("member", "like", "report", "login", "similar"),
    "ips_pair": ("group", "posts", "quote", "report", "login", "similar"),
    "v2ex": ("clicks", "fav", "thank", "replies", "login", "hot"),
    "teratail": ("clip", "good", "fix", "sort", "answers", "related"),
    "clien": ("views", "like", "comments", "login", "list"),
    "discourse_bare": ("created", "last", "seen", "users", "suggested", "login"),
}
# Two-post pages: a question and its one answer.
_PAIRS = ("phpbb_pair", "xf_pair", "ips_pair")
MORE8_PAGES: tuple[tuple[str, str], ...] = (
    ("phpbb_pair", "pl"),
    ("phpbb_pair", "cs"),
    ("phpbb_pair", "tr"),
    ("xf_pair", "id"),
    ("xf_pair", "vi"),
    ("xf_pair", "ja"),
    ("ips_pair", "fr"),
    ("ips_pair", "es"),
    ("ips_pair", "tr"),
    ("xf_pair", "cs"),
    ("v2ex", "zh"),
    ("teratail", "ja"),
    ("clien", "ko"),
    ("discourse_bare", "zh"),
    ("discourse_bare", "ko"),
)


def more8_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers, or a question and one answer on a two-post engine."""
    title, texts = {**POSTS, **POSTS2, **POSTS3}[lang]
    w = WORDS7[lang] if engine == "discourse_bare" else WORDS8[lang]
    texts = texts[:2] if engine in _PAIRS else texts
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES8[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys)
    chrome += SIMILAR8 if {"similar", "hot", "related", "suggested"} & set(keys) else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
