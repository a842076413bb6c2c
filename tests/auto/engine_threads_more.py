"""More synthetic thread pages: engines and page forms :mod:`tests.auto.engine_threads` lacks.

Written after the markup the engines and themes ship (vBulletin 5, Flarum, Lemmy, GitHub's
issue view, a Zendesk-style help-centre community post, Chinese Discuz! X3, a Japanese
2ch-style board, a uCoz forum of the Russian web), two comment sections under a blog
article (Disqus's thread markup and Discourse's embedded comments, both rendered in the
page), and a news site's live blog, each in the nine languages of the threads with their
interface strings. No page is copied from a site or from the shared datasets.

A thread's posts (and a live blog's entries) are the page's content whatever
``include_comments`` says; a comment section's posts are reader comments under an article,
kept only with it. :func:`more_page` returns the page, the texts a reader wants, the
reader comments (empty on a thread) and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import CHROME, LANGUAGES, NAMES, POSTS, Post, ThreadPage

__all__ = ["COMMENT_FORMS", "LANGUAGES", "MORE_ENGINES", "more_page"]

# Interface strings the first module's table lacks, as the engines' language packs print them.
MORE_CHROME: dict[str, dict[str, str]] = {
    "en": {"follow": "Follow", "anon": "Anonymous", "top": "Top", "only": "Only this author",
           "says": "says:", "comments": "5 comments",
           "signin": "Please sign in to leave a comment.",
           "live": "Live", "updated": "Updated", "join": "Join Date", "group": "Group: Users",
           "continue": "Continue discussion", "views": "Views", "heading": "Comments"},
    "de": {"follow": "Folgen", "anon": "Anonym", "top": "Nach oben", "only": "Nur dieser Autor",
           "says": "sagt:", "comments": "5 Kommentare",
           "signin": "Bitte melde dich an, um einen Kommentar zu hinterlassen.", "live": "Live",
           "updated": "Aktualisiert", "join": "Registriert seit", "group": "Gruppe: Benutzer",
           "continue": "Diskussion fortsetzen", "views": "Aufrufe", "heading": "Kommentare"},
    "fr": {"follow": "Suivre", "anon": "Anonyme", "top": "Haut", "only": "Voir cet auteur",
           "says": "dit :", "comments": "5 commentaires",
           "signin": "Veuillez vous connecter pour laisser un commentaire.", "live": "En direct",
           "updated": "Mis à jour", "join": "Inscrit le", "group": "Groupe : Utilisateurs",
           "continue": "Poursuivre la discussion", "views": "Vues",
           "heading": "Commentaires"},
    "es": {"follow": "Seguir", "anon": "Anónimo", "top": "Arriba", "only": "Solo este autor",
           "says": "dice:", "comments": "5 comentarios",
           "signin": "Inicia sesión para dejar un comentario.", "live": "En directo",
           "updated": "Actualizado", "join": "Fecha de ingreso", "group": "Grupo: Usuarios",
           "continue": "Continuar discusión", "views": "Visitas",
           "heading": "Comentarios"},
    "ru": {"follow": "Подписаться", "anon": "Аноним", "top": "Наверх", "only": "Только этот автор",
           "says": "пишет:", "comments": "5 комментариев",
           "signin": "Войдите, чтобы оставить комментарий.", "live": "Онлайн",
           "updated": "Обновлено", "join": "Дата регистрации", "group": "Группа: Пользователи",
           "continue": "Продолжить обсуждение", "views": "Просмотров",
           "heading": "Комментарии"},
    "pt": {"follow": "Seguir", "anon": "Anônimo", "top": "Topo", "only": "Somente este autor",
           "says": "disse:", "comments": "5 comentários",
           "signin": "Faça login para deixar um comentário.", "live": "Ao vivo",
           "updated": "Atualizado", "join": "Data de registro", "group": "Grupo: Usuários",
           "continue": "Continuar discussão", "views": "Visualizações",
           "heading": "Comentários"},
    "it": {"follow": "Segui", "anon": "Anonimo", "top": "Su", "only": "Solo questo autore",
           "says": "ha detto:", "comments": "5 commenti",
           "signin": "Accedi per lasciare un commento.", "live": "In diretta",
           "updated": "Aggiornato", "join": "Data registrazione", "group": "Gruppo: Utenti",
           "continue": "Continua la discussione", "views": "Visite",
           "heading": "Commenti"},
    "zh": {"follow": "关注", "anon": "匿名", "top": "返回顶部", "only": "只看该作者",
           "says": "说：", "comments": "5 条评论", "signin": "请登录后发表评论。", "live": "直播",
           "updated": "更新于", "join": "注册时间", "group": "用户组：注册会员",
           "continue": "继续讨论", "views": "查看", "heading": "评论"},
    "ja": {"follow": "フォロー", "anon": "名無しさん", "top": "トップへ",
           "only": "この作者のみ表示",
           "says": "より：", "comments": "コメント 5 件",
           "signin": "コメントを残すにはサインインしてください。", "live": "ライブ",
           "updated": "更新", "join": "登録日", "group": "グループ：ユーザー",
           "continue": "ディスカッションを続ける", "views": "閲覧",
           "heading": "コメント"},
}  # fmt: skip

# The article a comment section sits under: its title and three paragraphs.
ARTICLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "en": (
        "Choosing a wireless channel at home",
        (
            "Most home routers pick their wireless channel once, when they start, and keep it"
            " until the next restart, however crowded the band becomes.",
            "In a block of flats the evening is the worst time: every neighbour streams at"
            " once, and a router on a busy channel loses packets until the link gives up.",
            "A fixed channel that few neighbours use is often the simplest cure. A free"
            " scanner app shows which channels are busy around you.",
        ),
    ),
    "de": (
        "Den richtigen Funkkanal zu Hause wählen",
        (
            "Die meisten Router wählen ihren Funkkanal einmal beim Start und behalten ihn bis"
            " zum nächsten Neustart, egal wie voll das Band wird.",
            "In einem Mehrfamilienhaus ist der Abend die schlechteste Zeit: Alle Nachbarn"
            " streamen gleichzeitig, und ein Router auf einem vollen Kanal verliert Pakete.",
            "Ein fester Kanal, den wenige Nachbarn nutzen, hilft oft am einfachsten. Eine"
            " kostenlose Scanner-App zeigt, welche Kanäle in der Umgebung belegt sind.",
        ),
    ),
    "fr": (
        "Choisir un canal sans fil à la maison",
        (
            "La plupart des routeurs choisissent leur canal une seule fois, au démarrage, et le"
            " gardent jusqu'au prochain redémarrage, même quand la bande sature.",
            "Dans un immeuble, le soir est le pire moment : tous les voisins regardent des"
            " vidéos en même temps et un routeur sur un canal chargé perd des paquets.",
            "Un canal fixe que peu de voisins utilisent est souvent le remède le plus simple."
            " Une application gratuite montre quels canaux sont occupés autour de vous.",
        ),
    ),
    "es": (
        "Cómo elegir un canal inalámbrico en casa",
        (
            "La mayoría de los routers eligen su canal una sola vez, al arrancar, y lo"
            " mantienen hasta el siguiente reinicio, aunque la banda se sature.",
            "En un edificio de pisos la noche es el peor momento: todos los vecinos ven"
            " vídeos a la vez y un router en un canal ocupado pierde paquetes.",
            "Un canal fijo que usen pocos vecinos suele ser la solución más sencilla. Una"
            " aplicación gratuita muestra qué canales están ocupados a tu alrededor.",
        ),
    ),
    "ru": (
        "Как выбрать канал беспроводной сети дома",
        (
            "Большинство домашних роутеров выбирают канал один раз, при запуске, и держат его"
            " до следующей перезагрузки, как бы ни был забит диапазон.",
            "В многоквартирном доме вечер — худшее время: все соседи смотрят видео"
            " одновременно, и роутер на загруженном канале теряет пакеты.",
            "Фиксированный канал, которым пользуются немногие соседи, часто помогает проще"
            " всего. Бесплатное приложение покажет, какие каналы вокруг заняты.",
        ),
    ),
    "pt": (
        "Como escolher um canal sem fio em casa",
        (
            "A maioria dos roteadores escolhe o canal uma única vez, ao iniciar, e o mantém"
            " até a próxima reinicialização, por mais congestionada que a banda fique.",
            "Num prédio de apartamentos a noite é o pior momento: todos os vizinhos assistem"
            " a vídeos ao mesmo tempo e um roteador num canal cheio perde pacotes.",
            "Um canal fixo que poucos vizinhos usam costuma ser a solução mais simples. Um"
            " aplicativo gratuito mostra quais canais estão ocupados ao seu redor.",
        ),
    ),
    "it": (
        "Come scegliere un canale wireless a casa",
        (
            "La maggior parte dei router sceglie il canale una sola volta, all'avvio, e lo"
            " mantiene fino al riavvio successivo, anche quando la banda è affollata.",
            "In un condominio la sera è il momento peggiore: tutti i vicini guardano video"
            " nello stesso momento e un router su un canale affollato perde pacchetti.",
            "Un canale fisso usato da pochi vicini è spesso il rimedio più semplice. Un'app"
            " gratuita mostra quali canali sono occupati intorno a te.",
        ),
    ),
    "zh": (
        "如何在家里选择无线信道",
        (
            "大多数家用路由器只在启动时选择一次无线信道，然后一直使用到下次重启，不管频段有多拥挤。",
            "在公寓楼里，晚上是最糟糕的时候：所有邻居同时看视频，处在繁忙信道上的路由器会不断丢包。",
            "选择一个很少有邻居使用的固定信道，往往是最简单的办法。免费的扫描应用可以显示周围哪些信道被占用。",
        ),
    ),
    "ja": (
        "自宅で無線チャンネルを選ぶには",
        (
            "ほとんどの家庭用ルーターは起動時に一度だけ無線チャンネルを選び、帯域がどれほど混雑しても次の再起動までそれを使い続けます。",
            "集合住宅では夜が最悪の時間帯です。近所の人が一斉に動画を見るため、混雑したチャンネルのルーターはパケットを失います。",
            "近所であまり使われていない固定チャンネルを選ぶのが、たいてい一番簡単な解決策です。無料のスキャンアプリで周囲の混雑状況が分かります。",
        ),
    ),
}


JOIN_YEARS = (2019, 2012, 2021, 2016, 2023)  # the writers' join years: in no order


def _joined(w: dict[str, str], i: int) -> str:
    """The day writer ``i`` joined, in the language's date form."""
    return w["date"].replace("2024", str(JOIN_YEARS[i % len(JOIN_YEARS)]))


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _forum_frame(lang: str, title: str, thread: str, w: dict[str, str]) -> str:
    """A forum's page around a thread: header, menu, breadcrumb, title, footer."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)} - Netzwerk Forum</title></head><body>"
        "<div id='header'><a class='logo' href='/'>Netzwerk Forum</a><ul class='nav'>"
        "<li><a href='/'>Forum</a></li><li><a href='/search'>Search</a></li>"
        "<li><a href='/members'>Members</a></li></ul></div>"
        "<div id='content'><div class='breadcrumbs'><a href='/'>Forum</a> › "
        "<a href='/f/network'>Network</a></div>"
        f"<h1 class='thread-title'>{escape(title)}</h1>{thread}"
        f"<div class='pagenav'><span>{w['page']}</span> <a href='?page=2'>2</a>"
        f" <a href='?page=2'>{w['next']}</a></div>"
        f"<a class='button' href='/reply'>{w['reply_topic']}</a></div>"
        "<div id='footer'><a href='/terms'>Terms</a> · <a href='/privacy'>Privacy</a>"
        "<p>Powered by forum software © 2024</p></div></body></html>"
    )


def _blog_frame(lang: str, title: str, body: str, w: dict[str, str]) -> str:
    """A blog's or a news site's page around an article and what follows it."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)} – Heimnetz Blog</title></head><body class='single'>"
        "<header class='site-header'><a class='site-title' href='/'>Heimnetz Blog</a>"
        "<nav class='main-navigation'><ul><li><a href='/'>Home</a></li>"
        "<li><a href='/guides'>Guides</a></li><li><a href='/about'>About</a></li></ul></nav>"
        f"</header><main id='main' class='site-main'>{body}</main>"
        "<footer class='site-footer'><p>© 2024 Heimnetz Blog</p>"
        "<a href='/privacy'>Privacy</a></footer></body></html>"
    )


def _vbulletin(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<ul class='conversation-list list-container h-clearfix thread-view'>"
        + "".join(
            f"<li class='b-post js-post b-post--{'first' if i == 0 else 'reply'}'"
            f" data-node-id='{800 + i}'><div class='b-post__grid'>"
            f"<div class='b-userinfo' data-userid='{40 + i}'><div class='b-avatar'>"
            f"<img src='/avatar/{i}.png' alt='{name}'></div><div class='b-userinfo__details'>"
            f"<div class='author'><strong><a href='/member/{40 + i}-{name}'>{name}</a></strong>"
            f"</div><div class='b-userinfo__rank'>{w['rank']}</div>"
            "<ul class='b-userinfo__additional-info-block'>"
            f"<li class='b-userinfo__additional-info'><label>{m['join']}:</label>"
            f" <span>{_joined(w, i)}</span></li><li class='b-userinfo__additional-info'>"
            f"<label>{w['posts']}:</label> <span>{17 + i}</span></li></ul></div></div>"
            f"<div class='b-post__body'><div class='b-post__timestamp'><time>{w['date']}</time>"
            f"</div><div class='b-post__count'>#{i + 1}</div>"
            "<div class='js-post__content-wrapper'><div class='b-post__content js-post__content'>"
            f"<div class='js-post__content-text restore h-wordwrap'>{_lines(paras)}</div></div>"
            "</div><div class='b-post__footer'><ul class='h-left js-post-controls'>"
            f"<li><a class='b-button'>{w['reply']}</a></li><li><a class='b-button'>{w['quote']}"
            f"</a></li><li><a class='b-button'>{w['like']}</a></li></ul></div></div></div></li>"
            for i, name, paras in posts
        )
        + "</ul>"
    )


def _flarum(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<div class='PostStream' role='feed'>"
        + "".join(
            f"<div class='PostStream-item' data-index='{i}' data-id='{60 + i}'>"
            "<article class='Post CommentPost'><div><header class='Post-header'><ul>"
            "<li class='item-user'><div class='PostUser'><h3 class='PostUser-name'>"
            f"<a href='/u/{name}'><span class='Avatar'>{name[0].upper()}</span>"
            f"<span class='username'>{name}</span></a></h3></div></li><li class='item-meta'>"
            "<div class='Dropdown PostMeta'><a class='Dropdown-toggle'>"
            f"<time datetime='2024-03-03T21:41:00+00:00'>{w['ago']}</time></a></div></li></ul>"
            f"</header><div class='Post-body'>{_paras(paras)}</div>"
            "<aside class='Post-actions'><ul><li class='item-like'><button class='Button"
            f" Button--link'><span class='Button-label'>{w['like']}</span></button></li>"
            "<li class='item-reply'><button class='Button Button--link'>"
            f"<span class='Button-label'>{w['reply']}</span></button></li></ul></aside>"
            "<footer class='Post-footer'><ul><li class='item-liked'><div class='Post-likedBy'>"
            f"{w['liked'].format(a=NAMES[(i + 1) % 5], b=NAMES[(i + 2) % 5])}</div></li></ul>"
            "</footer></div></article></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _lemmy(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    def meta(i: int, name: str) -> str:
        return (
            "<div class='d-flex flex-wrap align-items-center text-muted small'>"
            f"<span class='me-2'><a class='person-listing' href='/u/{name}'>{name}</a></span>"
            f"<span class='ms-2' data-tippy-content='{12 - i} {w['points']}'>{12 - i}</span>"
            f"<span class='ms-1'><span class='moment-time'>{w['ago']}</span></span></div>"
        )

    (i0, name0, paras0), rest = posts[0], posts[1:]
    post = (
        f"<div class='post-listing mt-2'>{meta(i0, name0)}"
        f"<div class='md-div'>{_paras(paras0)}</div>"
        "<div class='d-flex post-action-bar'><button class='btn btn-link' aria-label='upvote'>"
        f"{12 - i0}</button><span class='comments-count'>{len(rest)}</span></div></div>"
    )
    comments = "".join(
        f"<li class='comment' role='comment'><article class='comment-node py-2'>{meta(i, name)}"
        f"<div class='md-div'>{_paras(paras)}</div><div class='comment-bottom-btns d-flex'>"
        f"<button class='btn btn-link' aria-label='upvote'>{12 - i}</button>"
        "<button class='btn btn-link' aria-label='reply'></button></div></article></li>"
        for i, name, paras in rest
    )
    return f"{post}<div class='comments'><ul class='comments'>{comments}</ul></div>"


def _github_issue(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    # GitHub prints its interface in English whatever the issue's language.
    def comment(i: int, name: str, paras: tuple[str, ...]) -> str:
        label = "Author" if i in (0, 3) else "Contributor"
        return (
            "<div class='TimelineItem js-comment-container'><div class='TimelineItem-avatar'>"
            f"<a href='/{name}'><img class='avatar' alt='@{name}'></a></div>"
            "<div class='timeline-comment-group'><div class='timeline-comment'>"
            "<div class='timeline-comment-header'><h3 class='timeline-comment-header-text'>"
            f"<strong><a class='author Link--primary' href='/{name}'>{name}</a></strong>"
            " commented <a href='#issuecomment-1' class='Link--secondary'>"
            "<relative-time datetime='2024-03-03T21:41:00Z'>Mar 3, 2024</relative-time></a>"
            f"</h3><span class='Label'>{label}</span></div><div class='edit-comment-hide'>"
            "<table class='d-block'><tbody class='d-block'><tr class='d-block'>"
            f"<td class='d-block comment-body markdown-body js-comment-body'>{_paras(paras)}"
            "</td></tr></tbody></table></div><div class='comment-reactions'>"
            f"<button class='social-reaction-summary-item'>👍 {3 + i}</button></div>"
            "</div></div></div>"
        )

    event = (
        "<div class='TimelineItem'><div class='TimelineItem-body'><a class='author'"
        f" href='/{NAMES[1]}'>{NAMES[1]}</a> added the <span class='Label'>bug</span> label"
        " <relative-time datetime='2024-03-04T10:00:00Z'>Mar 4, 2024</relative-time></div></div>"
    )
    items = [comment(*post) for post in posts]
    items.insert(2, event)
    return (
        "<div class='gh-header-meta'><span class='State State--open'>Open</span>"
        f" <a class='author' href='/{NAMES[0]}'>{NAMES[0]}</a> opened this issue"
        f" · {len(posts) - 1} comments</div><div class='js-discussion'>{''.join(items)}</div>"
    )


def _zendesk(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    def meta(name: str, kind: str) -> str:
        return (
            f"<div class='{kind}-author'><div class='avatar'><img class='user-avatar'"
            f" alt=''></div><div class='{kind}-meta'><span class='{kind}-author-name'>"
            f"<a href='/hc/profiles/{name}'>{name}</a></span><ul class='meta-group'>"
            f"<li class='meta-data'><time datetime='2024-03-03T21:41:00Z'>{w['date']}</time>"
            "</li></ul></div></div>"
        )

    (_, name0, paras0), rest = posts[0], posts[1:]
    question = (
        f"<div class='post'><div class='post-info-container'>{meta(name0, 'post')}"
        f"<div class='post-body'>{_paras(paras0)}</div><div class='post-footer'>"
        f"<div class='post-comment-count'><span>{m['comments']}</span></div>"
        "<div class='post-vote vote'><button class='vote-up' aria-label='up'></button>"
        "<span class='vote-sum'>3</span></div><div class='post-follow'>"
        f"<button class='button'>{m['follow']}</button></div></div></div></div>"
    )
    comments = "".join(
        f"<li id='community_comment_{i}' class='comment'><div class='comment-wrapper'>"
        f"<div class='comment-info'>{meta(name, 'comment')}<section class='comment-body'>"
        f"{_paras(paras)}</section></div><div class='comment-vote vote'>"
        f"<button class='vote-up' aria-label='up'></button><span class='vote-sum'>{i - 1}</span>"
        "</div></div></li>"
        for i, name, paras in rest
    )
    return (
        f"<div class='post-container'>{question}<section class='comments'>"
        f"<h2 class='comment-heading'>{m['heading']}</h2>"
        f"<ul id='comments' class='comment-list'>{comments}</ul>"
        f"<p class='comment-sign-in'>{m['signin']}</p></section></div>"
    )


def _discuz(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<div id='postlist' class='pl bm'><table cellspacing='0' cellpadding='0'><tr>"
        f"<td class='pls ptn pbn'><div class='hm ptn'><span class='xg1'>{m['views']}:</span>"
        " <span class='xi1'>1234</span></div></td></tr></table>"
        + "".join(
            f"<div id='post_{700 + i}'><table id='pid{700 + i}' class='plhin'"
            f" summary='pid{700 + i}'><tr><td class='pls' rowspan='2'><div class='pi'>"
            f"<div class='authi'><a href='space-uid-{40 + i}.html' class='xw1'>{name}</a></div>"
            f"</div><div class='avatar'><a href='space-uid-{40 + i}.html'><img alt=''></a></div>"
            f"<p><em><a href='home.php?mod=spacecp&amp;ac=usergroup'>{w['rank']}</a></em></p>"
            f"<dl class='pil cl'><dt>{w['posts']}</dt><dd><a href='#'>{17 + i}</a></dd></dl></td>"
            f"<td class='plc'><div class='pi'><strong><a href='#' id='postnum{700 + i}'>"
            f"<em>{i + 1}</em><sup>#</sup></a></strong><div class='pti'><div class='authi'>"
            f"<em id='authorposton{700 + i}'>{w['date']}</em> <span class='pipe'>|</span>"
            f" <a href='#' rel='nofollow'>{m['only']}</a></div></div></div>"
            "<div class='pct'><div class='pcb'><div class='t_fsz'><table cellspacing='0'"
            f" cellpadding='0'><tr><td class='t_f' id='postmessage_{700 + i}'>{_lines(paras)}"
            "</td></tr></table></div></div></div></td></tr><tr><td class='plc plm'>"
            f"<div class='sign'>{w['sign']}</div></td></tr><tr><td class='pls'></td>"
            "<td class='plc'><div class='po hin'><div class='pob cl'><em>"
            f"<a class='fastre' href='#'>{w['reply']}</a> <a class='repquote' href='#'>"
            f"{w['quote']}</a></em><p><a href='#'>{w['report']}</a></p></div></div></td></tr>"
            "</table></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _board_2ch(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<div class='thread'>"
        + "".join(
            f"<div class='post' id='{i + 1}' data-id='{i + 1}'><div class='meta'>"
            f"<span class='number'>{i + 1}</span> <span class='name'><b>{m['anon']}</b></span>"
            f" <span class='date'>2024/03/03(日) 21:{41 + i}:0{i}.12</span>"
            f" <span class='uid'>ID:aBc{i}D1x{i}</span></div><div class='message'>"
            f"<span class='escaped'>{' <br> '.join(escape(p) for p in paras)}</span></div>"
            "</div><br>"
            for i, _name, paras in posts
        )
        + "</div>"
    )


def _ucoz(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return "".join(
        f"<table border='0' width='100%' cellspacing='1' cellpadding='2' class='gTable'"
        f" id='post{900 + i}'><tr><td width='23%' class='postTdTop' align='center'>"
        f"<a class='postUser' href='javascript://'>{name}</a></td><td class='postTdTop'>"
        f"<div style='float:right' class='postNumberLink'># {i + 1}</div>{w['date']}</td></tr>"
        "<tr><td class='postTdInfo' valign='top'>"
        f"<div class='postRankName'>{w['rank']}</div><div class='postRankIco'></div>"
        f"<div class='postUser'>{m['group']}</div><div class='postUser'>{w['posts']}:"
        f" {17 + i}</div></td><td class='posttdMessage' valign='top'>"
        f"<span class='ucoz-forum-post' id='ucoz-forum-post-{900 + i}'>{_lines(paras)}</span>"
        "</td></tr><tr><td class='postBottom' align='center'>"
        f"<a href='javascript:scroll(0,0);'>{m['top']}</a></td><td class='postBottom'>"
        f"<a href='#' class='postQuote'>{w['quote']}</a></td></tr></table>"
        for i, name, paras in posts
    )


def _disqus(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<div id='disqus_thread'><div id='layout'><div class='nav nav-primary'>"
        f"<span class='comment-count'>{m['comments']}</span></div><div id='posts'>"
        "<ul id='post-list' class='post-list'>"
        + "".join(
            f"<li class='post' id='post-{600 + i}'><div class='post-content'>"
            f"<div class='avatar hovercard'><a href='/by/{name}/'><img alt='Avatar'></a></div>"
            "<div class='post-body'><header class='comment__header'><span class='post-byline'>"
            f"<span class='author publisher-anchor-color'><a href='/by/{name}/'>{name}</a>"
            f"</span></span> <span class='post-meta'><a class='time-ago' title='{w['date']}'"
            f" href='#comment-{600 + i}'>{w['ago']}</a></span></header>"
            "<div class='post-body-inner'><div class='post-message' dir='auto'>"
            f"<div>{_paras(paras)}</div></div></div><footer class='comment__footer'>"
            f"<menu class='comment-footer__menu'><li class='voting'><a class='vote-up'>{3 + i}"
            f"</a></li><li class='reply'><a href='#'>{w['reply']}</a></li>"
            f"<li class='share'><a href='#'>{w['share']}</a></li></menu></footer></div></div></li>"
            for i, name, paras in posts
        )
        + "</ul></div></div></div>"
    )


def _discourse_embed(posts: list[Post], w: dict[str, str], m: dict[str, str]) -> str:
    return (
        "<div id='discourse-comments'><div class='embed-posts'><header>"
        f"<h3 class='embed-title'>{m['comments']}</h3></header>"
        + "".join(
            f"<article class='post' id='post-{i + 2}'><header><div class='author'>"
            f"<a href='/u/{name}'><img class='avatar' alt=''></a></div><div class='byline'>"
            f"<h3><a href='/u/{name}'>{name}</a></h3></div><div class='post-date'>"
            f"<a href='/t/1/{i + 2}'>{w['date']}</a></div></header>"
            f"<div class='cooked'>{_paras(paras)}</div></article>"
            for i, name, paras in posts
        )
        + f"<footer><a class='button' href='/t/1'>{m['continue']}</a></footer></div></div>"
    )


def _live_blog(lang: str, title: str, entries: tuple[str, ...], w: dict[str, str]) -> str:
    items = "".join(
        f"<article class='block liveblog-entry' id='block-{30 - i}'>"
        f"<header class='block-time'><time datetime='2024-03-03T{21 - i // 2}:{45 - i:02d}'>"
        f"{21 - i // 2}:{45 - i:02d}</time></header><div class='block-elements'><p>{escape(text)}"
        f"</p></div><footer class='block-share'><button class='share'>{w['share']}</button>"
        "</footer></article>"
        for i, text in enumerate(entries)
    )
    return (
        f"<article class='liveblog'><span class='badge-live'>{MORE_CHROME[lang]['live']}</span>"
        f"<h1>{escape(title)}</h1><p class='dateline'>{MORE_CHROME[lang]['updated']}"
        f" {w['date']}</p><div class='liveblog-feed'>{items}</div></article>"
    )


Engine = Callable[[list[Post], dict[str, str], dict[str, str]], str]

# Threads: every post is the page's content.
MORE_ENGINES: dict[str, Engine] = {
    "vbulletin": _vbulletin,
    "flarum": _flarum,
    "lemmy": _lemmy,
    "github_issue": _github_issue,
    "zendesk": _zendesk,
    "discuz": _discuz,
    "board_2ch": _board_2ch,
    "ucoz": _ucoz,
}

# Comment sections under a blog article: the posts are reader comments.
COMMENT_FORMS: dict[str, Engine] = {"disqus": _disqus, "discourse_embed": _discourse_embed}

# The chrome each form prints in every post: keys of CHROME, or of MORE_CHROME with "m.".
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "vbulletin": ("rank", "quote", "like", "m.join"),
    "flarum": ("like", "reply"),
    "lemmy": (),
    "github_issue": ("Contributor",),
    "zendesk": ("m.follow", "m.signin"),
    "discuz": ("rank", "quote", "report", "sign", "m.only"),
    "board_2ch": (),
    "ucoz": ("rank", "quote", "m.top", "m.group"),
    "disqus": ("reply", "share"),
    "discourse_embed": ("m.continue",),
    "live_blog": ("share",),
}


def _chrome(form: str, w: dict[str, str], m: dict[str, str]) -> tuple[str, ...]:
    keys = _CHROME_KEYS[form]
    return tuple(m[k[2:]] if k.startswith("m.") else w.get(k, k) for k in keys)


def more_page(form: str, lang: str) -> tuple[ThreadPage, tuple[str, ...]]:
    """The page of ``form`` (an engine, a comment form or ``"live_blog"``) in ``lang``.

    Returns the page (its ``paragraphs`` the content: a thread's posts, an article, a live
    blog's entries) and the reader comments' paragraphs (empty but for a comment form).
    """
    title, texts = POSTS[lang]
    w, m = CHROME["en" if form == "github_issue" else lang], MORE_CHROME[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    flat = tuple(p for paras in texts for p in paras)
    url = f"https://example.org/t/{form}-{lang}/1234"
    if form == "live_blog":
        html = _blog_frame(lang, title, _live_blog(lang, title, flat, w), w)
        return ThreadPage(html, url, flat, _chrome(form, w, m)), ()
    if form in COMMENT_FORMS:
        head, body = ARTICLES[lang]
        article = (
            f"<article class='post type-post'><h1 class='entry-title'>{escape(head)}</h1>"
            f"<div class='entry-meta'><time>{w['date']}</time></div>"
            f"<div class='entry-content'>{_paras(body)}</div></article>"
        )
        html = _blog_frame(lang, head, article + COMMENT_FORMS[form](posts, w, m), w)
        return ThreadPage(html, url, body, _chrome(form, w, m)), flat
    html = _forum_frame(lang, title, MORE_ENGINES[form](posts, w, m), w)
    return ThreadPage(html, url, flat, (*_chrome(form, w, m), w["reply_topic"])), ()
