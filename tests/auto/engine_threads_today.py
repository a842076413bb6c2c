"""Synthetic thread pages of the forum, Q&A and social engines of today, in nine languages.

Written after the markup the engines ship in 2024–26 (no page copied from a site or from
the shared datasets): XenForo 2's question thread with its "Solution" marks, Discourse's
app view with a solved topic, Stack Overflow's 2024 question page, a WordPress bbPress
forum, a Khoros (Lithium) community with kudos and an accepted solution, a vendor's support
community (ranked levels and points, "I have this question too", "Helpful"), Zhihu-style
answers under a question, a Tieba-style board (floors, levels) and a Mastodon thread's web
view. Each in the nine languages of :mod:`tests.auto.engine_threads` with its interface
strings. :func:`today_page` returns the page, its posts' paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import CHROME, LANGUAGES, NAMES, POSTS, Post, ThreadPage

__all__ = ["LANGUAGES", "TODAY_ENGINES", "today_page"]

# Interface strings the other modules' tables lack, as the engines' language packs print them.
TODAY_CHROME: dict[str, dict[str, str]] = {
    "en": {"solution": "Solution", "solved": "Solved", "jump": "Jump to solution",
           "accepted": "Accepted Solution", "kudos": "Kudos", "participant": "Participant",
           "viewing": "Viewing 5 posts - 1 through 5 (of 5 total)", "views": "1,234 Views",
           "helpful": "Helpful", "too": "I have this question too", "level": "Level 8",
           "agree": "Upvote", "save": "Save", "boost": "Boost", "fav": "Favourite",
           "follow": "Follow", "improve": "Improve this answer", "sorted": "Sorted by:",
           "floor": "Floor", "best": "Best answer", "message": "Message 1 of 5",
           "comments": "12 comments", "frequent": "Frequent Visitor"},
    "de": {"solution": "Lösung", "solved": "Gelöst", "jump": "Zur Lösung springen",
           "accepted": "Akzeptierte Lösung", "kudos": "Kudos", "participant": "Teilnehmer",
           "viewing": "Zeige 5 Beiträge - 1 bis 5 (von insgesamt 5)",
           "views": "1.234 Aufrufe", "helpful": "Hilfreich",
           "too": "Ich habe dieselbe Frage", "level": "Stufe 8", "agree": "Zustimmen",
           "save": "Speichern", "boost": "Teilen", "fav": "Favorisieren", "follow": "Folgen",
           "improve": "Antwort verbessern", "sorted": "Sortiert nach:", "floor": "Etage",
           "best": "Beste Antwort", "message": "Nachricht 1 von 5",
           "comments": "12 Kommentare", "frequent": "Häufiger Besucher"},
    "fr": {"solution": "Solution", "solved": "Résolu", "jump": "Aller à la solution",
           "accepted": "Solution acceptée", "kudos": "Félicitations",
           "participant": "Participant",
           "viewing": "Affichage de 5 messages - 1 à 5 (sur 5 au total)",
           "views": "1 234 vues", "helpful": "Utile",
           "too": "J'ai la même question", "level": "Niveau 8", "agree": "Voter pour",
           "save": "Enregistrer", "boost": "Partager", "fav": "Ajouter aux favoris",
           "follow": "Suivre", "improve": "Améliorer cette réponse", "sorted": "Trié par :",
           "floor": "Étage", "best": "Meilleure réponse", "message": "Message 1 sur 5",
           "comments": "12 commentaires", "frequent": "Visiteur fréquent"},
    "es": {"solution": "Solución", "solved": "Resuelto", "jump": "Ir a la solución",
           "accepted": "Solución aceptada", "kudos": "Kudos", "participant": "Participante",
           "viewing": "Viendo 5 entradas - de la 1 a la 5 (de un total de 5)",
           "views": "1.234 visitas", "helpful": "Útil",
           "too": "Tengo la misma pregunta", "level": "Nivel 8", "agree": "Votar a favor",
           "save": "Guardar", "boost": "Impulsar", "fav": "Marcar como favorito",
           "follow": "Seguir", "improve": "Mejorar esta respuesta", "sorted": "Ordenado por:",
           "floor": "Piso", "best": "Mejor respuesta", "message": "Mensaje 1 de 5",
           "comments": "12 comentarios", "frequent": "Visitante frecuente"},
    "ru": {"solution": "Решение", "solved": "Решено", "jump": "Перейти к решению",
           "accepted": "Принятое решение", "kudos": "Благодарность",
           "participant": "Участник",
           "viewing": "Просмотр 5 сообщений - с 1 по 5 (всего 5)",
           "views": "1 234 просмотра", "helpful": "Полезно",
           "too": "У меня тот же вопрос", "level": "Уровень 8", "agree": "Голосовать за",
           "save": "Сохранить", "boost": "Продвинуть", "fav": "В избранное",
           "follow": "Подписаться", "improve": "Улучшить ответ", "sorted": "Сортировка:",
           "floor": "Этаж", "best": "Лучший ответ", "message": "Сообщение 1 из 5",
           "comments": "12 комментариев", "frequent": "Частый гость"},
    "pt": {"solution": "Solução", "solved": "Resolvido", "jump": "Ir para a solução",
           "accepted": "Solução aceita", "kudos": "Kudos", "participant": "Participante",
           "viewing": "Visualizando 5 posts - 1 até 5 (de 5 no total)",
           "views": "1.234 visualizações", "helpful": "Útil",
           "too": "Tenho a mesma pergunta", "level": "Nível 8", "agree": "Votar a favor",
           "save": "Salvar", "boost": "Impulsionar", "fav": "Favoritar",
           "follow": "Seguir", "improve": "Melhorar esta resposta",
           "sorted": "Ordenado por:", "floor": "Andar", "best": "Melhor resposta",
           "message": "Mensagem 1 de 5", "comments": "12 comentários",
           "frequent": "Visitante frequente"},
    "it": {"solution": "Soluzione", "solved": "Risolto", "jump": "Vai alla soluzione",
           "accepted": "Soluzione accettata", "kudos": "Kudos", "participant": "Partecipante",
           "viewing": "Stai visualizzando 5 articoli - dal 1 al 5 (di 5 totali)",
           "views": "1.234 visualizzazioni", "helpful": "Utile",
           "too": "Ho la stessa domanda", "level": "Livello 8", "agree": "Vota a favore",
           "save": "Salva", "boost": "Condividi", "fav": "Aggiungi ai preferiti",
           "follow": "Segui", "improve": "Migliora questa risposta",
           "sorted": "Ordinato per:", "floor": "Piano", "best": "Risposta migliore",
           "message": "Messaggio 1 di 5", "comments": "12 commenti",
           "frequent": "Visitatore frequente"},
    "zh": {"solution": "解决方案", "solved": "已解决", "jump": "跳转到解决方案",
           "accepted": "已采纳的解决方案", "kudos": "点赞", "participant": "参与者",
           "viewing": "正在查看 5 个帖子 - 第 1 至 5 个（共 5 个）", "views": "1,234 次浏览",
           "helpful": "有帮助", "too": "我也有这个问题", "level": "等级 8",
           "agree": "赞同", "save": "收藏", "boost": "转嘟", "fav": "喜欢", "follow": "关注",
           "improve": "改进此回答", "sorted": "排序方式：", "floor": "楼",
           "best": "最佳答案", "message": "第 1 条消息（共 5 条）", "comments": "12 条评论",
           "frequent": "常客"},
    "ja": {"solution": "解決策", "solved": "解決済み", "jump": "解決策に移動",
           "accepted": "承認された解決策", "kudos": "いいね！", "participant": "参加者",
           "viewing": "5 件の投稿を表示中 - 1 - 5 件目 (全 5 件中)", "views": "1,234 閲覧",
           "helpful": "役に立った", "too": "同じ質問があります", "level": "レベル 8",
           "agree": "賛成", "save": "保存", "boost": "ブースト", "fav": "お気に入り",
           "follow": "フォロー", "improve": "この回答を改善する", "sorted": "並べ替え:",
           "floor": "階", "best": "ベストアンサー", "message": "メッセージ 1 / 5",
           "comments": "コメント 12 件", "frequent": "常連"},
}  # fmt: skip


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _frame(lang: str, title: str, thread: str, w: dict[str, str], header: str = "") -> str:
    """The site around a thread: header, menu, breadcrumb, title, pagination, footer."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)} - Home Network Community</title></head><body>"
        "<header class='site-header'><a class='logo' href='/'>Home Network Community</a>"
        "<nav class='site-nav'><ul><li><a href='/'>Forums</a></li><li><a href='/latest'>Latest"
        "</a></li><li><a href='/members'>Members</a></li></ul></nav></header>"
        "<main class='site-main'><ol class='breadcrumbs'><li><a href='/'>Forums</a></li>"
        "<li><a href='/c/network'>Network</a></li></ol>"
        f"<h1 class='thread-title'>{escape(title)}</h1>{header}{thread}"
        f"<nav class='pagination'><span>{w['page']}</span> <a href='?page=2'>2</a>"
        f" <a href='?page=2'>{w['next']}</a></nav></main>"
        "<footer class='site-footer'><a href='/terms'>Terms</a> <a href='/privacy'>Privacy</a>"
        "<p>© 2025 Home Network Community</p></footer></body></html>"
    )


SOLUTION = 3  # the post a question thread marks as its solution (the fourth: "Thanks, …")


def _xenforo_solution(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def post(i: int, name: str, paras: tuple[str, ...]) -> str:
        badge = (
            f"<span class='message-solutionBadge'>{t['solution']}</span>" if i == SOLUTION else ""
        )
        return (
            f"<article class='message message--post js-post{' is-solution' * (i == SOLUTION)}'"
            f" data-author='{name}' id='js-post-{80 + i}'><div class='message-inner'>"
            "<div class='message-cell message-cell--user'><section class='message-user'>"
            f"<div class='message-userDetails'><h4 class='message-name'><a href='/members/{i}/'"
            f" class='username'>{name}</a></h4><h5 class='userTitle message-userTitle'>"
            f"{w['member']}</h5></div></section></div>"
            "<div class='message-cell message-cell--main'><div class='message-main'>"
            "<header class='message-attribution'><ul class='message-attribution-main'>"
            f"<li><a href='/posts/{i}/'><time class='u-dt'>{w['date']}</time></a></li></ul>"
            f"<ul class='message-attribution-opposite'><li>{badge}</li>"
            f"<li><a href='/posts/{i}/share'>{w['share']}</a></li>"
            f"<li><a href='/posts/{i}/'>#{i + 1}</a></li></ul></header>"
            "<div class='message-content'><article class='message-body'>"
            f"<div class='bbWrapper'>{_lines(paras)}</div></article></div>"
            "<footer class='message-footer'><div class='message-actionBar actionBar'>"
            f"<a href='/posts/{i}/react' class='reaction'><span>{w['like']}</span></a> "
            f"<a href='/posts/{i}/quote' class='actionBar-action'>{w['reply']}</a> "
            f"<a href='/posts/{i}/report' class='actionBar-action'>{w['report']}</a>"
            "</div></footer></div></div></div></article>"
        )

    top = (
        f"<div class='block-outer'><div class='questionSolution'><span>{t['solved']}</span> "
        f"<a href='#js-post-{80 + SOLUTION}'>{t['jump']}</a></div></div>"
    )
    return top + "<div class='block-body'>" + "".join(post(*p) for p in posts) + "</div>"


def _discourse_app(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def post(i: int, name: str, paras: tuple[str, ...]) -> str:
        solved = (
            f"<aside class='accepted-answer'><div class='title'>{t['solved']} "
            f"<a href='#post_{SOLUTION + 1}'>{t['jump']}</a></div></aside>"
            if i == 0
            else ""
        )
        mark = (
            f"<span class='accepted-answer-label'>{t['solution']}</span>" if i == SOLUTION else ""
        )
        return (
            f"<div class='topic-post clearfix regular'><article id='post_{i + 1}'"
            f" class='boxed onscreen-post' data-post-id='{500 + i}'><div class='row'>"
            f"<div class='topic-avatar'><a class='trigger-user-card' href='/u/{name}'></a></div>"
            "<div class='topic-body clearfix'><div class='topic-meta-data'>"
            f"<div class='names trigger-user-card'><span class='first username'>"
            f"<a href='/u/{name}'>{name}</a></span></div><div class='post-infos'>"
            f"<div class='post-info post-date'><a class='post-date' href='/t/1/{i + 1}'>"
            f"<span class='relative-date'>{w['ago']}</span></a></div></div></div>"
            f"<div class='regular contents'><div class='cooked'>{_paras(paras)}</div>{solved}"
            "<section class='post-menu-area clearfix'><nav class='post-controls'>"
            f"<div class='actions'>{mark}<button class='like-count'>{i + 1}</button>"
            f"<button class='toggle-like' title='{w['like']}'></button>"
            f"<button class='share'>{w['share']}</button>"
            f"<button class='reply'>{w['reply']}</button></div></nav></section></div>"
            "</div></div></article></div>"
        )

    return "<div class='post-stream'>" + "".join(post(*p) for p in posts) + "</div>"


def _stackoverflow(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def cell(i: int, name: str, paras: tuple[str, ...], verb: str, what: str) -> str:
        accepted = (
            "<div class='js-accepted-answer-indicator' title='accepted'>"
            "<svg aria-hidden='true'></svg></div>"
            if i == SOLUTION
            else ""
        )
        return (
            "<div class='post-layout'><div class='votecell post-layout--left'>"
            "<div class='js-voting-container d-flex'>"
            f"<button class='js-vote-up-btn' aria-label='{t['agree']}'></button>"
            f"<div class='js-vote-count' itemprop='upvoteCount'>{9 - i}</div>"
            f"<button class='js-vote-down-btn'></button>{accepted}</div></div>"
            "<div class='postcell post-layout--right'>"
            f"<div class='s-prose js-post-body' itemprop='text'>{_paras(paras)}</div>"
            "<div class='mt24'><div class='d-flex fw-wrap'><div class='js-post-menu'>"
            f"<a href='/a/{i}' class='js-share-link'>{w['share']}</a> "
            f"<a href='/posts/{i}/edit'>{what}</a> "
            f"<button class='js-follow-post'>{t['follow']}</button></div>"
            "<div class='post-signature'><div class='user-info'>"
            f"<div class='user-action-time'>{verb} <span class='relativetime'>{w['date']}</span>"
            f"</div><div class='user-details'><a href='/users/{i}/{name}'>{name}</a>"
            f"<div class='-flair'><span class='reputation-score'>{1200 + i}</span></div></div>"
            "</div></div></div></div></div>"
            "<div class='post-layout--right js-post-comments-component'>"
            f"<a class='js-add-link comments-link'>{w['comment']}</a></div></div>"
        )

    first, rest = posts[0], posts[1:]
    question = (
        "<div class='question js-question' id='question'>"
        f"{cell(*first, w['asked'], t['improve'])}</div>"
    )
    answers = "".join(
        f"<div id='answer-{i}' class='answer js-answer{' accepted-answer' * (i == SOLUTION)}'"
        f" itemprop='suggestedAnswer' itemscope itemtype='https://schema.org/Answer'>"
        f"{cell(i, name, paras, w['answered'], t['improve'])}</div>"
        for i, name, paras in rest
    )
    head = (
        f"<div id='answers-header'><h2>{len(rest)} {w['answered']}</h2>"
        f"<label>{t['sorted']}</label><select><option>Highest score</option></select></div>"
    )
    return f"{question}<div id='answers'>{head}{answers}</div>"


def _bbpress(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    items = "".join(
        f"<li><div class='bbp-reply-header' id='post-{300 + i}'><div class='bbp-meta'>"
        f"<span class='bbp-reply-post-date'>{w['date']}</span>"
        f"<a href='#post-{300 + i}' class='bbp-reply-permalink'>#{300 + i}</a>"
        f"<span class='bbp-admin-links'><a href='#' class='bbp-reply-to-link'>{w['reply']}</a>"
        "</span></div></div>"
        f"<div id='post-{300 + i}' class='bbp-body loop-item-{i} user-id-{i} bbp-parent-forum-7"
        " odd post type-reply status-publish'><div class='bbp-reply-author'>"
        f"<a href='/forums/users/{name}/' class='bbp-author-link'>"
        f"<span class='bbp-author-name'>{name}</span></a>"
        f"<div class='bbp-author-role'>{t['participant']}</div></div>"
        f"<div class='bbp-reply-content'>{_paras(paras)}</div></div></li>"
        for i, name, paras in posts
    )
    return (
        f"<div id='bbpress-forums' class='bbpress-wrapper'><div class='bbp-pagination'>"
        f"<div class='bbp-pagination-count'>{t['viewing']}</div></div>"
        f"<ul id='topic-7-replies' class='forums bbp-replies'>{items}</ul></div>"
    )


def _khoros(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def message(i: int, name: str, paras: tuple[str, ...]) -> str:
        badge = (
            f"<div class='lia-message-solution-badge'>{t['accepted']}</div>"
            if i == SOLUTION
            else ""
        )
        return (
            f"<div class='lia-linear-display-message-view' id='M{600 + i}'>"
            "<div class='lia-message-view-wrapper lia-component-forums-widget-message-view'>"
            "<div class='lia-quilt-row lia-quilt-row-header'><div class='lia-message-author'>"
            f"<a class='lia-link-navigation lia-user-name-link' href='/t5/user/{i}'>"
            f"<span class='login-bold'>{name}</span></a>"
            f"<div class='lia-message-author-rank'>{t['frequent']}</div></div>"
            f"<div class='lia-message-post-date'><span class='local-date'>{w['date']}</span>"
            f"</div><div class='lia-message-position'>{badge}</div></div>"
            f"<div class='lia-message-body-content'>{_paras(paras)}</div>"
            "<div class='lia-quilt-row lia-quilt-row-footer'><div class='lia-button-group'>"
            f"<a class='lia-button kudos-button' href='#'>{i + 2} {t['kudos']}</a> "
            f"<a class='lia-button reply-action-link' href='#'>{w['reply']}</a>"
            "</div></div></div></div>"
        )

    head = (
        f"<div class='lia-thread-topic-header'><span class='lia-message-read'>{t['message']}"
        f"</span> <span class='lia-message-stats'>({t['views']})</span></div>"
    )
    body = "".join(message(*p) for p in posts)
    return f"{head}<div class='linear-message-list'>{body}</div>"


def _support_community(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def entry(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            f"<article class='post-reply' id='reply-{400 + i}'><header class='author-header'>"
            f"<a class='author-name' href='/profile/{name}'>{name}</a>"
            f"<span class='author-level'>{t['level']}</span>"
            f"<span class='author-points'>{12345 + i} points</span></header>"
            f"<div class='post-body'><time>{w['date']}</time><div class='post-text'>"
            f"{_paras(paras)}</div></div><footer class='post-actions'>"
            f"<button class='helpful-button'>{t['helpful']} ({i + 3})</button>"
            f"<button class='reply-button'>{w['reply']}</button></footer></article>"
        )

    (_, qname, qparas), rest = posts[0], posts[1:]
    best = posts[SOLUTION]
    return (
        f"<section class='question-thread'><article class='post-question'>"
        f"<header class='author-header'><a class='author-name' href='/profile/{qname}'>{qname}"
        f"</a><span class='author-level'>{t['level']}</span></header>"
        f"<div class='post-body'><time>{w['date']}</time><div class='post-text'>"
        f"{_paras(qparas)}</div></div><footer class='post-actions'>"
        f"<button class='me-too'>{t['too']} (12)</button>"
        f"<button class='reply-button'>{w['reply']}</button></footer></article>"
        f"<section class='best-answer'><h2>{t['best']}</h2>{entry(*best)}</section>"
        f"<section class='all-replies'>{''.join(entry(*p) for p in rest if p != best)}</section>"
        "</section>"
    )


def _zhihu(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def answer(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            "<div class='List-item'><div class='ContentItem AnswerItem' itemprop='answer'"
            " itemscope itemtype='http://schema.org/Answer'><div class='ContentItem-meta'>"
            f"<div class='AuthorInfo'><a class='UserLink-link' href='/people/{name}'>{name}</a>"
            f"</div></div><div class='RichContent'><span class='RichText'>{_paras(paras)}"
            f"</span><div class='ContentItem-time'>{w['date']}</div></div>"
            "<div class='ContentItem-actions'>"
            f"<button class='VoteButton VoteButton--up'>{t['agree']} {40 + i}</button>"
            f"<button class='ContentItem-action'>{t['comments']}</button>"
            f"<button class='ContentItem-action'>{w['share']}</button>"
            f"<button class='ContentItem-action'>{t['save']}</button>"
            f"<button class='ContentItem-action'>{t['fav']}</button></div></div></div>"
        )

    (_, _, qparas), rest = posts[0], posts[1:]
    return (
        "<div class='QuestionHeader'><div class='QuestionRichText'>"
        f"<span class='RichText'>{_paras(qparas)}</span></div>"
        f"<div class='QuestionHeader-footer'><button>{t['follow']}</button>"
        f"<button>{t['comments']}</button></div></div>"
        f"<div class='Question-main'><div class='List'>{''.join(answer(*p) for p in rest)}</div>"
        "</div>"
    )


def _tieba(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    return (
        "<div id='j_p_postlist' class='p_postlist'>"
        + "".join(
            f"<div class='l_post j_l_post l_post_bright' data-field='{{&quot;pid&quot;:{i}}}'>"
            f"<div class='d_author'><ul class='p_author'><li class='d_name'>"
            f"<a class='p_author_name j_user_card' href='/home/{name}'>{name}</a></li>"
            f"<li class='l_badge'><div class='d_badge_title'>{w['rank']}</div>"
            f"<div class='d_badge_lv'>{7 + i % 3}</div></li></ul></div>"
            "<div class='d_post_content_main'><div class='p_content'>"
            f"<div id='post_content_{i}' class='d_post_content j_d_post_content'>{_lines(paras)}"
            "</div></div><div class='core_reply j_lzl_wrapper'><div class='core_reply_tail'>"
            f"<ul class='p_tail'><li><span>{i + 1}{t['floor']}</span></li>"
            f"<li><span>{w['date']}</span></li></ul>"
            f"<a class='lzl_link_unfold' href='#'>{w['reply']}</a></div></div></div></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _mastodon(posts: list[Post], w: dict[str, str], t: dict[str, str]) -> str:
    def status(i: int, name: str, paras: tuple[str, ...]) -> str:
        kind = "detailed-status" if i == 0 else "status"
        return (
            f"<article data-id='{1000 + i}'><div class='{kind} status-public'>"
            f"<div class='status__info'><a class='status__display-name' href='/@{name}'>"
            f"<span class='display-name__html'>{name}</span></a>"
            f"<a class='status__relative-time' href='/@{name}/{1000 + i}'><time>{w['ago']}"
            "</time></a></div>"
            f"<div class='status__content'><div class='status__content__text'>{_paras(paras)}"
            "</div></div><div class='status__action-bar'>"
            f"<button class='status__action-bar__button' title='{w['reply']}'>"
            f"<span>{w['reply']}</span> {i}</button>"
            f"<button class='status__action-bar__button'><span>{t['boost']}</span> {i + 2}"
            "</button>"
            f"<button class='status__action-bar__button'><span>{t['fav']}</span> {i + 5}"
            "</button></div></div></article>"
        )

    return (
        "<div class='columns-area'><div class='scrollable'>"
        + "".join(status(*p) for p in posts)
        + "</div></div>"
    )


Writer = Callable[[list[Post], dict[str, str], dict[str, str]], str]
TODAY_ENGINES: dict[str, Writer] = {
    "xenforo_solution": _xenforo_solution,
    "discourse_app": _discourse_app,
    "stackoverflow": _stackoverflow,
    "bbpress": _bbpress,
    "khoros": _khoros,
    "support_community": _support_community,
    "zhihu": _zhihu,
    "tieba": _tieba,
    "mastodon": _mastodon,
}

# The chrome lines each engine prints (keys of CHROME, or of TODAY_CHROME after "t.").
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "xenforo_solution": ("member", "t.solution", "t.jump", "share", "like", "report"),
    "discourse_app": ("t.solved", "t.solution", "share", "reply"),
    "stackoverflow": ("share", "t.improve", "t.follow", "comment", "t.sorted"),
    "bbpress": ("t.participant", "t.viewing", "reply"),
    "khoros": ("t.frequent", "t.accepted", "t.message", "reply"),
    "support_community": ("t.level", "t.too", "t.helpful", "reply"),
    "zhihu": ("t.agree", "t.comments", "share", "t.save", "t.follow"),
    "tieba": ("rank", "reply"),
    "mastodon": ("reply", "t.boost", "t.fav"),
}


def today_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers (the fourth post the thread's solution where the engine marks one)."""
    title, texts = POSTS[lang]
    w, t = CHROME[lang], TODAY_CHROME[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = _frame(lang, title, TODAY_ENGINES[engine](posts, w, t), w)
    chrome = tuple(t[k[2:]] if k.startswith("t.") else w[k] for k in _CHROME_KEYS[engine])
    paragraphs = tuple(p for paras in texts for p in paras)
    url = f"https://community.example.org/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
