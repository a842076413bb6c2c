"""Synthetic thread pages of forum and Q&A engines, in nine languages, for the thread tests.

Each page is written after the markup of an engine's default template (phpBB's prosilver,
XenForo 2, Discourse's crawler view, Invision 4, SMF 2.1, MyBB, NodeBB, Stack Exchange, old
Reddit, a mailing list archive, a guest book, a shop's product Q&A; vBulletin and more are
in :mod:`tests.auto.engine_threads_more`), with the
interface strings of the engine's language pack, a site header, a breadcrumb, pagination and
a footer. No page is copied from a site or from the shared datasets. :func:`thread_page`
returns the page and the posts' texts (what a reader of the thread wants) and the chrome
lines (what they do not).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

LANGUAGES = ("en", "de", "fr", "es", "ru", "pt", "it", "zh", "ja")

# Each language: the thread's title and five posts' paragraphs (a question and four replies).
POSTS: dict[str, tuple[str, tuple[tuple[str, ...], ...]]] = {
    "en": (
        "Router drops the connection every evening",
        (
            (
                "Since last week my router drops the connection every evening at about eight.",
                "I already replaced the cable and reset it to the factory settings, but nothing"
                " changed. Has anyone seen this before?",
            ),
            (
                "Check whether the provider pushes a firmware update at that time; mine did"
                " exactly the same thing for a month.",
            ),
            (
                "Could also be the wireless channel. In the evening all the neighbours are at"
                " home and the band gets crowded, so try a fixed channel.",
            ),
            (
                "Thanks, the fixed channel helped a lot. The connection has stayed up for three"
                " evenings now.",
            ),
            ("Glad it works. I would still ask the provider about the firmware, just in case.",),
        ),
    ),
    "de": (
        "Router trennt jeden Abend die Verbindung",
        (
            (
                "Seit letzter Woche trennt mein Router jeden Abend gegen acht Uhr die Verbindung.",
                "Ich habe das Kabel schon getauscht und ihn auf Werkseinstellungen zurückgesetzt,"
                " aber es hat sich nichts geändert. Kennt das jemand?",
            ),
            (
                "Schau mal, ob der Anbieter um diese Zeit ein Firmware-Update einspielt; bei mir"
                " war es einen Monat lang genau so.",
            ),
            (
                "Es kann auch am Funkkanal liegen. Abends sind alle Nachbarn zu Hause und das"
                " Band ist voll, also stell einen festen Kanal ein.",
            ),
            (
                "Danke, der feste Kanal hat sehr geholfen. Die Verbindung hält jetzt seit drei"
                " Abenden.",
            ),
            (
                "Schön, dass es läuft. Ich würde trotzdem beim Anbieter wegen der Firmware"
                " nachfragen.",
            ),
        ),
    ),
    "fr": (
        "Le routeur coupe la connexion tous les soirs",
        (
            (
                "Depuis la semaine dernière, mon routeur coupe la connexion tous les soirs vers"
                " vingt heures.",
                "J'ai déjà changé le câble et remis les réglages d'usine, mais rien n'a changé."
                " Quelqu'un a déjà vu ça ?",
            ),
            (
                "Vérifie si le fournisseur installe une mise à jour du micrologiciel à cette"
                " heure-là ; le mien faisait exactement pareil pendant un mois.",
            ),
            (
                "Ça peut aussi venir du canal sans fil. Le soir, tous les voisins sont chez eux"
                " et la bande est saturée, essaie un canal fixe.",
            ),
            (
                "Merci, le canal fixe a beaucoup aidé. La connexion tient depuis trois soirs"
                " maintenant.",
            ),
            (
                "Content que ça marche. Je demanderais quand même au fournisseur pour le"
                " micrologiciel.",
            ),
        ),
    ),
    "es": (
        "El router corta la conexión todas las noches",
        (
            (
                "Desde la semana pasada mi router corta la conexión todas las noches hacia las"
                " ocho.",
                "Ya cambié el cable y lo restablecí a los valores de fábrica, pero no cambió"
                " nada. ¿A alguien le ha pasado?",
            ),
            (
                "Mira si el proveedor instala una actualización de firmware a esa hora; al mío"
                " le pasó exactamente lo mismo durante un mes.",
            ),
            (
                "También puede ser el canal inalámbrico. Por la noche todos los vecinos están en"
                " casa y la banda se satura, prueba con un canal fijo.",
            ),
            ("Gracias, el canal fijo ayudó mucho. La conexión lleva tres noches sin cortarse.",),
            (
                "Me alegro de que funcione. Aun así preguntaría al proveedor por el firmware,"
                " por si acaso.",
            ),
        ),
    ),
    "ru": (
        "Роутер каждый вечер обрывает соединение",
        (
            (
                "С прошлой недели мой роутер каждый вечер около восьми обрывает соединение.",
                "Я уже поменял кабель и сбросил его до заводских настроек, но ничего не"
                " изменилось. Кто-нибудь сталкивался с таким?",
            ),
            (
                "Проверьте, не ставит ли провайдер в это время обновление прошивки; у меня"
                " целый месяц было точно так же.",
            ),
            (
                "Может быть и канал беспроводной сети. Вечером все соседи дома и диапазон"
                " забит, попробуйте выставить фиксированный канал.",
            ),
            ("Спасибо, фиксированный канал очень помог. Соединение держится уже три вечера.",),
            (
                "Рад, что заработало. Я бы всё равно спросил провайдера про прошивку, на"
                " всякий случай.",
            ),
        ),
    ),
    "pt": (
        "O roteador derruba a conexão todas as noites",
        (
            (
                "Desde a semana passada o meu roteador derruba a conexão todas as noites por"
                " volta das oito.",
                "Já troquei o cabo e restaurei as configurações de fábrica, mas nada mudou."
                " Alguém já viu isso?",
            ),
            (
                "Veja se o provedor instala uma atualização de firmware nesse horário; o meu"
                " fez exatamente a mesma coisa durante um mês.",
            ),
            (
                "Também pode ser o canal sem fio. À noite todos os vizinhos estão em casa e a"
                " banda fica congestionada, tente um canal fixo.",
            ),
            ("Obrigado, o canal fixo ajudou muito. A conexão está estável há três noites.",),
            (
                "Que bom que funcionou. Eu ainda perguntaria ao provedor sobre o firmware, só"
                " por garantia.",
            ),
        ),
    ),
    "it": (
        "Il router interrompe la connessione ogni sera",
        (
            (
                "Dalla settimana scorsa il mio router interrompe la connessione ogni sera verso"
                " le otto.",
                "Ho già cambiato il cavo e ripristinato le impostazioni di fabbrica, ma non è"
                " cambiato nulla. Qualcuno ha già visto questo problema?",
            ),
            (
                "Controlla se il fornitore installa un aggiornamento del firmware a quell'ora;"
                " il mio ha fatto esattamente lo stesso per un mese.",
            ),
            (
                "Potrebbe anche essere il canale wireless. La sera tutti i vicini sono a casa e"
                " la banda è affollata, prova un canale fisso.",
            ),
            ("Grazie, il canale fisso ha aiutato molto. La connessione regge da tre sere ormai.",),
            ("Bene che funzioni. Chiederei comunque al fornitore del firmware, per sicurezza.",),
        ),
    ),
    "zh": (
        "路由器每天晚上都会断网",
        (
            (
                "从上周开始，我的路由器每天晚上八点左右都会断开连接。",
                "我已经换过网线，也恢复了出厂设置，但是一点变化都没有。有人遇到过这种情况吗？",
            ),
            ("看看运营商是不是在那个时间推送固件更新，我的路由器整整一个月都是这样。",),
            ("也可能是无线信道的问题。晚上邻居都在家，频段很拥挤，试试设置一个固定信道。",),
            ("谢谢，固定信道帮了大忙。现在已经连续三个晚上没有断网了。",),
            ("很高兴问题解决了。不过我还是建议你问一下运营商固件的事情，以防万一。",),
        ),
    ),
    "ja": (
        "ルーターが毎晩接続を切断します",
        (
            (
                "先週から、ルーターが毎晩八時ごろに接続を切断するようになりました。",
                "ケーブルを交換して工場出荷時の設定に戻しましたが、何も変わりません。同じ経験のある方はいますか？",
            ),
            (
                "その時間にプロバイダーがファームウェアの更新を配信していないか確認してください。私のルーターも一か月間まったく同じでした。",
            ),
            (
                "無線のチャンネルが原因かもしれません。夜は近所の人がみんな家にいて帯域が混雑するので、固定チャンネルを試してください。",
            ),
            (
                "ありがとうございます。固定チャンネルでかなり改善しました。もう三晩続けて接続が切れていません。",
            ),
            (
                "うまくいってよかったです。念のため、ファームウェアについてプロバイダーにも聞いてみてください。",
            ),
        ),
    ),
}

# The engines' interface strings, as their language packs print them.
CHROME: dict[str, dict[str, str]] = {
    "en": {
        "reply": "Reply", "quote": "Quote", "like": "Like", "report": "Report",
        "joined": "Joined", "posts": "Posts", "by": "by", "new_reply": "Post Reply",
        "reply_topic": "Reply to this topic", "page": "Page 1 of 2", "next": "Next",
        "share": "Share", "member": "Member", "rank": "Junior Member",
        "liked": "{a} and {b} liked this", "reactions": "Reaction score",
        "asked": "asked", "answered": "answered", "comment": "Add a comment",
        "helpful": "Was this helpful?", "yes": "Yes", "no": "No", "points": "points",
        "ago": "3 hours ago", "sign": "Sent from my phone using the app",
        "date": "March 3, 2024, 9:41 PM", "login": "Log in to reply",
    },
    "de": {
        "reply": "Antworten", "quote": "Zitieren", "like": "Gefällt mir", "report": "Melden",
        "joined": "Registriert", "posts": "Beiträge", "by": "von", "new_reply": "Antwort erstellen",
        "reply_topic": "Auf dieses Thema antworten", "page": "Seite 1 von 2", "next": "Weiter",
        "share": "Teilen", "member": "Mitglied", "rank": "Neues Mitglied",
        "liked": "{a} und {b} gefällt das", "reactions": "Reaktionspunkte",
        "asked": "gefragt", "answered": "beantwortet", "comment": "Kommentar hinzufügen",
        "helpful": "War das hilfreich?", "yes": "Ja", "no": "Nein", "points": "Punkte",
        "ago": "vor 3 Stunden", "sign": "Gesendet von meinem Handy mit der App",
        "date": "3. März 2024, 21:41", "login": "Zum Antworten anmelden",
    },
    "fr": {
        "reply": "Répondre", "quote": "Citer", "like": "J'aime", "report": "Signaler",
        "joined": "Inscription", "posts": "Messages", "by": "par", "new_reply": "Répondre au sujet",
        "reply_topic": "Répondre à ce sujet", "page": "Page 1 sur 2", "next": "Suivante",
        "share": "Partager", "member": "Membre", "rank": "Nouveau membre",
        "liked": "{a} et {b} aiment ceci", "reactions": "Score de réaction",
        "asked": "demandé", "answered": "répondu", "comment": "Ajouter un commentaire",
        "helpful": "Cette réponse vous a-t-elle été utile ?", "yes": "Oui", "no": "Non",
        "points": "points", "ago": "il y a 3 heures",
        "sign": "Envoyé de mon téléphone avec l'application",
        "date": "3 mars 2024 à 21:41", "login": "Connectez-vous pour répondre",
    },
    "es": {
        "reply": "Responder", "quote": "Citar", "like": "Me gusta", "report": "Reportar",
        "joined": "Registrado", "posts": "Mensajes", "by": "por", "new_reply": "Publicar respuesta",
        "reply_topic": "Responder a este tema", "page": "Página 1 de 2", "next": "Siguiente",
        "share": "Compartir", "member": "Miembro", "rank": "Miembro nuevo",
        "liked": "A {a} y {b} les gusta esto", "reactions": "Puntuación de reacciones",
        "asked": "preguntado", "answered": "respondido", "comment": "Añadir un comentario",
        "helpful": "¿Te resultó útil?", "yes": "Sí", "no": "No", "points": "puntos",
        "ago": "hace 3 horas", "sign": "Enviado desde mi teléfono con la aplicación",
        "date": "3 mar 2024, 21:41", "login": "Inicia sesión para responder",
    },
    "ru": {
        "reply": "Ответить", "quote": "Цитировать", "like": "Нравится", "report": "Пожаловаться",
        "joined": "Регистрация", "posts": "Сообщения", "by": "автор", "new_reply": "Ответить в"
        " тему",
        "reply_topic": "Ответить в эту тему", "page": "Страница 1 из 2", "next": "Далее",
        "share": "Поделиться", "member": "Участник", "rank": "Новичок",
        "liked": "{a} и {b} нравится это", "reactions": "Баллы реакций",
        "asked": "задан", "answered": "ответ дан", "comment": "Добавить комментарий",
        "helpful": "Был ли этот ответ полезен?", "yes": "Да", "no": "Нет", "points": "очков",
        "ago": "3 часа назад", "sign": "Отправлено с моего телефона через приложение",
        "date": "3 мар 2024, 21:41", "login": "Войдите, чтобы ответить",
    },
    "pt": {
        "reply": "Responder", "quote": "Citar", "like": "Curtir", "report": "Denunciar",
        "joined": "Registrado", "posts": "Mensagens", "by": "por", "new_reply": "Postar resposta",
        "reply_topic": "Responder a este tópico", "page": "Página 1 de 2", "next": "Próxima",
        "share": "Compartilhar", "member": "Membro", "rank": "Membro novo",
        "liked": "{a} e {b} curtiram isto", "reactions": "Pontuação de reações",
        "asked": "perguntada", "answered": "respondida", "comment": "Adicionar um comentário",
        "helpful": "Isso foi útil?", "yes": "Sim", "no": "Não", "points": "pontos",
        "ago": "há 3 horas", "sign": "Enviado do meu celular usando o aplicativo",
        "date": "3 de mar. de 2024, 21:41", "login": "Entre para responder",
    },
    "it": {
        "reply": "Rispondi", "quote": "Cita", "like": "Mi piace", "report": "Segnala",
        "joined": "Iscritto", "posts": "Messaggi", "by": "di", "new_reply": "Invia risposta",
        "reply_topic": "Rispondi a questa discussione", "page": "Pagina 1 di 2",
        "next": "Successiva", "share": "Condividi", "member": "Utente", "rank": "Nuovo utente",
        "liked": "A {a} e {b} piace questo", "reactions": "Punteggio reazioni",
        "asked": "chiesto", "answered": "risposto", "comment": "Aggiungi un commento",
        "helpful": "Ti è stato utile?", "yes": "Sì", "no": "No", "points": "punti",
        "ago": "3 ore fa", "sign": "Inviato dal mio telefono con l'app",
        "date": "3 mar 2024, 21:41", "login": "Accedi per rispondere",
    },
    "zh": {
        "reply": "回复", "quote": "引用", "like": "赞", "report": "举报",
        "joined": "注册时间", "posts": "帖子", "by": "作者", "new_reply": "发表回复",
        "reply_topic": "回复此主题", "page": "第 1 页，共 2 页", "next": "下一页",
        "share": "分享", "member": "会员", "rank": "新手上路",
        "liked": "{a} 和 {b} 赞了这个", "reactions": "反应得分",
        "asked": "提问于", "answered": "回答于", "comment": "添加评论",
        "helpful": "这个回答有帮助吗？", "yes": "是", "no": "否", "points": "分",
        "ago": "3 小时前", "sign": "来自我的手机客户端",
        "date": "2024年3月3日 21:41", "login": "登录后回复",
    },
    "ja": {
        "reply": "返信", "quote": "引用", "like": "いいね", "report": "報告",
        "joined": "登録日", "posts": "投稿", "by": "投稿者", "new_reply": "返信を投稿",
        "reply_topic": "このトピックに返信", "page": "1 / 2 ページ", "next": "次へ",
        "share": "共有", "member": "メンバー", "rank": "新規メンバー",
        "liked": "{a} さんと {b} さんがいいねしました", "reactions": "リアクションスコア",
        "asked": "質問日時", "answered": "回答日時", "comment": "コメントを追加",
        "helpful": "この回答は役に立ちましたか？", "yes": "はい", "no": "いいえ",
        "points": "ポイント", "ago": "3 時間前", "sign": "スマートフォンのアプリから送信",
        "date": "2024年3月3日 21:41", "login": "ログインして返信",
    },
}  # fmt: skip

NAMES = ("karl_m", "Ines84", "tomasz.w", "mariel", "Zhou_L")


@dataclass(frozen=True)
class ThreadPage:
    """A synthetic thread page: its markup, its posts' paragraphs, its chrome lines."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]


def _frame(lang: str, title: str, thread: str, words: dict[str, str]) -> str:
    """The site around the thread: header, menu, breadcrumb, pagination, footer."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)} | Netzwerk Forum</title></head><body>"
        "<header class='site-header'><a class='logo' href='/'>Netzwerk Forum</a>"
        "<nav><ul><li><a href='/'>Forum</a></li><li><a href='/new'>What's new</a></li>"
        "<li><a href='/members'>Members</a></li><li><a href='/help'>Help</a></li></ul></nav>"
        "</header><main><ul class='breadcrumb'><li><a href='/'>Forum</a></li>"
        "<li><a href='/f/network'>Network</a></li></ul>"
        f"<h1 class='topic-title'>{escape(title)}</h1>"
        f"<div class='pagination'><span>{words['page']}</span> <a href='?page=2'>2</a>"
        f" <a href='?page=2'>{words['next']}</a></div>"
        f"{thread}"
        f"<div class='pagination'><span>{words['page']}</span> <a href='?page=2'>2</a>"
        f" <a href='?page=2'>{words['next']}</a></div>"
        f"<a class='button' href='/reply'>{words['reply_topic']}</a></main>"
        "<footer><ul><li><a href='/terms'>Terms and rules</a></li>"
        "<li><a href='/privacy'>Privacy policy</a></li></ul>"
        "<p>Forum software © 2024 Example Forums Ltd.</p></footer></body></html>"
    )


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


Post = tuple[int, str, tuple[str, ...]]  # position, writer, paragraphs


def _phpbb(posts: list[Post], w: dict[str, str]) -> str:
    return "".join(
        f"<div id='p{900 + i}' class='post has-profile bg{1 + i % 2}'><div class='inner'>"
        f"<dl class='postprofile' id='profile{900 + i}'><dt class='has-profile-rank'>"
        f"<a href='./memberlist.php?mode=viewprofile&amp;u={40 + i}' class='username'>{name}</a>"
        f"</dt><dd class='profile-rank'>{w['rank']}</dd>"
        f"<dd class='profile-posts'><strong>{w['posts']}:</strong> <a href='/s?u={i}'>{17 + i}</a>"
        "</dd>"
        f"<dd class='profile-joined'><strong>{w['joined']}:</strong> {w['date']}</dd></dl>"
        f"<div class='postbody'><div id='post_content{900 + i}'>"
        f"<h3><a href='#p{900 + i}'>Re: {w['reply']}</a></h3>"
        f"<ul class='post-buttons'><li><a href='/posting?p={i}' class='button'><span>{w['quote']}"
        "</span></a></li>"
        f"<li><a href='/report?p={i}' class='button'><span>{w['report']}</span></a></li></ul>"
        f"<p class='author'><a href='#p{900 + i}'></a><span class='responsive-hide'>{w['by']}"
        f" <strong><a href='./memberlist.php?u={40 + i}' class='username'>{name}</a></strong> » "
        "</span>"
        f"<time datetime='2024-03-0{1 + i}T21:41:00'>{w['date']}</time></p>"
        f"<div class='content'>{_lines(paras)}</div>"
        f"<div id='sig{900 + i}' class='signature'>{w['sign']}</div>"
        "</div></div></div></div><hr class='divider'>"
        for i, name, paras in posts
    )


def _xenforo(posts: list[Post], w: dict[str, str]) -> str:
    return (
        "<div class='block-body js-replyNewMessageContainer'>"
        + "".join(
            f"<article class='message message--post js-post' data-author='{name}'"
            f" id='js-post-{70 + i}'>"
            "<span class='u-anchorTarget' id='post-70'></span><div class='message-inner'>"
            "<div class='message-cell message-cell--user'><section class='message-user'>"
            f"<div class='message-avatar'><a href='/members/{name}.{i}/' class='avatar'></a></div>"
            "<div class='message-userDetails'><h4 class='message-name'><a"
            f" href='/members/{name}.{i}/'"
            f" class='username'>{name}</a></h4><h5 class='userTitle"
            f" message-userTitle'>{w['member']}"
            "</h5></div>"
            f"<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>{w['joined']}"
            "</dt>"
            f"<dd>{w['date']}</dd></dl><dl class='pairs pairs--justified'><dt>{w['posts']}</dt>"
            f"<dd>{120 + i}</dd></dl><dl class='pairs pairs--justified'><dt>{w['reactions']}</dt>"
            f"<dd>{30 + i}</dd></dl></div></section></div>"
            "<div class='message-cell message-cell--main'><div class='message-main'>"
            "<header class='message-attribution message-attribution--split'>"
            "<ul class='message-attribution-main listInline'><li class='u-concealed'>"
            f"<a href='/posts/{i}/'>"
            f"<time class='u-dt' datetime='2024-03-03T21:41:00'>{w['date']}</time></a></li></ul>"
            "<ul class='message-attribution-opposite listInline'><li>"
            f"<a href='/posts/{i}/share'>{w['share']}</a></li>"
            f"<li><a href='/posts/{i}/'>#{i + 1}</a></li></ul></header>"
            "<div class='message-content js-messageContent'><div class='message-userContent'>"
            f"<article class='message-body js-selectToQuote'><div class='bbWrapper'>{_lines(paras)}"
            "</div>"
            "</article></div></div>"
            "<footer class='message-footer'><div class='message-actionBar actionBar'>"
            "<div class='actionBar-set actionBar-set--external'>"
            f"<a href='/posts/{i}/react' class='reaction'>"
            f"<span>{w['like']}</span></a>"
            f"<a href='/posts/{i}/quote' class='actionBar-action'>{w['reply']}</a>"
            f"</div><div class='actionBar-set actionBar-set--internal'><a href='/posts/{i}/report'"
            f" class='actionBar-action'>{w['report']}</a></div></div>"
            f"<div class='reactionsBar'><a href='/posts/{i}/reactions'>"
            f"{w['liked'].format(a=NAMES[(i + 1) % 5], b=NAMES[(i + 2) % 5])}</a></div>"
            "</footer></div></div></div></article>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _discourse(posts: list[Post], w: dict[str, str]) -> str:
    return "".join(
        f"<div class='topic-body crawler-post' id='post_{i + 1}' itemprop='comment' itemscope"
        " itemtype='http://schema.org/Comment'><div class='crawler-post-meta'>"
        "<span class='creator' itemprop='author' itemscope itemtype='http://schema.org/Person'>"
        f"<a itemprop='url' href='/u/{name}'><span itemprop='name'>{name}</span></a></span>"
        "<span class='crawler-post-infos'><time itemprop='datePublished'"
        f" datetime='2024-03-03T21:41:00Z' class='post-time'>{w['date']}</time>"
        f"<meta itemprop='position' content='{i + 1}'></span></div>"
        f"<div class='post' itemprop='text'>{_paras(paras)}</div>"
        "<div itemprop='interactionStatistic' itemscope"
        " itemtype='http://schema.org/InteractionCounter'><meta itemprop='interactionType'"
        " content='http://schema.org/LikeAction'>"
        f"<meta itemprop='userInteractionCount' content='{i}'>"
        f"<span class='post-likes'>{i + 2} {w['like']}</span></div></div>"
        for i, name, paras in posts
    )


def _invision(posts: list[Post], w: dict[str, str]) -> str:
    return "".join(
        f"<article id='elComment_{500 + i}' class='cPost ipsBox ipsComment ipsComment_parent"
        " ipsClearfix ipsColumns'><div class='cAuthorPane_mobile ipsResponsive_showPhone'>"
        f"<h3 class='ipsType_sectionHead cAuthorPane_author'><a href='/profile/{i}-{name}/'>{name}"
        "</a></h3>"
        f"<span class='ipsType_light'>{w['posts']} {17 + i}</span></div>"
        "<aside class='ipsComment_author cAuthorPane ipsColumn ipsColumn_medium'>"
        "<h3 class='ipsType_sectionHead cAuthorPane_author'><strong>"
        f"<a href='/profile/{i}-{name}/'>{name}</a>"
        "</strong></h3><ul class='cAuthorPane_info ipsList_reset'>"
        f"<li class='ipsType_break'>{w['member']}</li>"
        f"<li class='ipsResponsive_hidePhone'>{17 + i} {w['posts']}</li></ul></aside>"
        "<div class='ipsColumn ipsColumn_fluid ipsMargin:none'><div class='ipsComment_content"
        " ipsType_medium'><div class='ipsComment_meta ipsType_light ipsFlex'>"
        f"<p class='ipsType_reset'><a href='/topic/1/?do=findComment&amp;comment={i}'>"
        f"<time datetime='2024-03-03T21:41:00Z'>{w['date']}</time></a></p></div>"
        "<div class='cPost_contentWrap'><div data-role='commentContent'"
        f" class='ipsType_normal ipsType_richText ipsPadding_bottom ipsContained'>{_paras(paras)}"
        "</div>"
        f"<div data-role='memberSignature' class='ipsResponsive_hidePhone'>{w['sign']}</div></div>"
        "<div class='ipsItemControls'><div data-controller='core.front.core.reaction'"
        f" class='ipsItemControls_right ipsReact'><span class='ipsReact_button'>{w['like']}</span>"
        f"<span class='ipsReact_count'>{i + 1}</span></div><ul class='ipsComment_controls'>"
        f"<li><a href='#' class='ipsButton'>{w['quote']}</a></li></ul></div></div></div></article>"
        for i, name, paras in posts
    )


def _smf(posts: list[Post], w: dict[str, str]) -> str:
    return (
        "<div id='forumposts'>"
        + "".join(
            f"<div class='windowbg' id='msg{300 + i}'><div class='post_wrapper'><div"
            " class='poster'>"
            f"<h4><a href='/index.php?action=profile;u={i}'>{name}</a></h4><ul class='user_info'>"
            f"<li class='membergroup'>{w['rank']}</li><li class='postcount'>{w['posts']}: {17 + i}"
            "</li>"
            "</ul></div><div class='postarea'><div class='keyinfo'><div id='subject_300'"
            f" class='subject_title'><a href='/index.php?msg={i}'>Re: {w['reply']}</a></div>"
            f"<a class='smalltext' href='/index.php?msg={i}'>« #{i} : {w['date']} »</a></div>"
            f"<div class='post'><div class='inner' id='msg_{300 + i}'>{_lines(paras)}</div></div>"
            f"<ul class='quickbuttons'><li><a href='#'>{w['quote']}</a></li>"
            f"<li><a href='#'>{w['report']}</a></li></ul></div>"
            "<div class='moderatorbar'>"
            f"<div class='signature' id='msg_{300 + i}_signature'>{w['sign']}</div>"
            "</div></div></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _mybb(posts: list[Post], w: dict[str, str]) -> str:
    return (
        "<div id='posts'>"
        + "".join(
            f"<div class='post classic' id='post_{i}'><div class='post_author scaleimages'>"
            "<div class='author_information'><strong><span class='largetext'>"
            f"<a href='/member.php?uid={i}'>"
            f"{name}</a></span></strong><br><span class='smalltext'>{w['rank']}</span></div>"
            f"<div class='author_statistics'>{w['posts']}: {17 + i}<br>{w['joined']}: {w['date']}"
            "</div></div>"
            f"<div class='post_content'><div class='post_head'><span class='post_date'>{w['date']}"
            "</span>"
            f"</div><div class='post_body scaleimages' id='pid_{i}'>{_lines(paras)}</div>"
            f"<div class='signature scaleimages'>{w['sign']}</div></div><div class='post_controls'>"
            f"<div class='postbit_buttons'><a href='#' class='postbit_quote'><span>{w['quote']}"
            "</span>"
            "</a>"
            f"<a href='#' class='postbit_report'><span>{w['report']}</span></a></div></div></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _nodebb(posts: list[Post], w: dict[str, str]) -> str:
    return (
        "<ul component='topic' class='posts'>"
        + "".join(
            f"<li component='post' class='pt-4' data-index='{i}' data-pid='{i}' itemprop='comment'"
            " itemscope itemtype='http://schema.org/Comment'><div class='post-header'>"
            f"<a class='fw-bold' href='/user/{name}' itemprop='author'>{name}</a> "
            f"<a class='timeago' href='/post/{i}' title='2024-03-03T21:41:00Z'>{w['ago']}</a></div>"
            f"<div class='content' component='post/content' itemprop='text'>{_paras(paras)}</div>"
            "<div class='post-footer' component='post/footer'>"
            f"<a component='post/reply' href='#'>{w['reply']}</a>"
            f" <a component='post/quote' href='#'>{w['quote']}</a> "
            f"<span component='post/vote-count'>{i}</span>"
            "</div></li>"
            for i, name, paras in posts
        )
        + "</ul>"
    )


def _stackexchange(posts: list[Post], w: dict[str, str]) -> str:
    def card(i: int, name: str, verb: str) -> str:
        return (
            f"<div class='post-signature'><div class='user-info'><div class='user-action-time'>"
            f"{verb} <span class='relativetime' title='2024-03-03 21:41:00Z'>{w['date']}</span>"
            "</div>"
            f"<div class='user-details'><a href='/users/{i}/{name}'>{name}</a><div"
            f" class='-flair'><span class='reputation-score'>{1200 + i}</span></div></div></div>"
            "</div>"
        )

    def cell(i: int, name: str, paras: tuple[str, ...], verb: str) -> str:
        return (
            f"<div class='votecell'><div class='js-vote-count'>{7 - i}</div></div>"
            "<div class='postcell'>"
            f"<div class='s-prose js-post-body' itemprop='text'>{_paras(paras)}</div>"
            f"<div class='post-menu'><a href='#'>{w['share']}</a> <a href='#'>{w['report']}</a>"
            "</div>"
            f"{card(i, name, verb)}</div><div class='comments'>"
            f"<a class='js-add-link'>{w['comment']}</a></div>"
        )

    first, rest = posts[0], posts[1:]
    question = f"<div class='question' id='question'>{cell(*first, w['asked'])}</div>"
    answers = "".join(
        f"<div id='answer-{i}' class='answer js-answer' itemprop='suggestedAnswer'"
        f" itemscope itemtype='https://schema.org/Answer'>{cell(i, name, paras, w['answered'])}"
        "</div>"
        for i, name, paras in rest
    )
    return f"{question}<div id='answers'><h2>{len(rest)} {w['answered']}</h2>{answers}</div>"


def _reddit(posts: list[Post], w: dict[str, str]) -> str:
    def entry(i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            "<div class='entry unvoted'><p class='tagline'>"
            f"<a href='/user/{name}' class='author'>{name}</a>"
            f" <span class='score unvoted'>{12 - i} {w['points']}</span> <time"
            f" datetime='2024-03-03T21:41:00+00:00'>{w['ago']}</time></p>"
            f"<form class='usertext'><div class='usertext-body'><div class='md'>{_paras(paras)}"
            "</div></div></form>"
            "<ul class='flat-list buttons'><li><a href='#'>permalink</a></li><li>"
            f"<a href='#'>{w['share']}</a>"
            f"</li><li><a href='#'>{w['report']}</a></li><li><a href='#'>{w['reply']}</a></li>"
            "</ul></div>"
        )

    first, rest = posts[0], posts[1:]
    head = f"<div class='thing link self' id='thing_t3_1'>{entry(*first)}</div>"
    comments = "".join(
        f"<div class='thing comment' id='thing_t1_{i}'>{entry(i, name, paras)}</div>"
        for i, name, paras in rest
    )
    return (
        f"{head}<div class='commentarea'><div class='sitetable nestedlisting'>{comments}</div>"
        "</div>"
    )


def _mailing_list(posts: list[Post], w: dict[str, str]) -> str:
    return "".join(
        f"<div class='email'><h2 class='email-subject'>Re: {escape(w['reply'])}</h2>"
        f"<div class='email-header'><b>{name}</b> <a href='mailto:{name}@example.org'>"
        f"{name} at example.org</a><br><i>{w['date']}</i></div>"
        f"<pre class='email-body'>{escape(chr(10).join(paras))}\n\n-- \n{escape(w['sign'])}</pre>"
        "<p class='email-nav'><a href='#'>Previous message</a> | <a href='#'>Next message</a></p>"
        "</div>"
        for i, name, paras in posts
    )


def _guest_book(posts: list[Post], w: dict[str, str]) -> str:
    return (
        "<div class='guestbook'>"
        + "".join(
            f"<div class='gb-entry'><div class='gb-head'><span class='gb-name'>{name}</span>"
            f" <span class='gb-date'>{w['date']}</span></div>"
            f"<div class='gb-message'>{_paras(paras)}</div></div>"
            for i, name, paras in posts
        )
        + "</div>"
    )


def _product_qa(posts: list[Post], w: dict[str, str]) -> str:
    first, rest = posts[0], posts[1:]
    answers = "".join(
        f"<li class='qa-answer'><div class='qa-answer-text'>{_paras(paras)}</div>"
        f"<div class='qa-meta'><span class='qa-author'>{w['answered']} {w['by']} {name}</span>"
        f" <span class='qa-date'>{w['date']}</span></div><div class='qa-vote'>{w['helpful']}"
        f" <button>{w['yes']} ({3 + i})</button> <button>{w['no']} (0)</button></div></li>"
        for i, name, paras in rest
    )
    return (
        f"<section class='product-qa'><div class='qa-question'><div class='qa-question-text'>"
        f"{_paras(first[2])}</div><div class='qa-meta'><span class='qa-author'>{w['asked']}"
        f" {w['by']} {first[1]}</span> <span class='qa-date'>{w['date']}</span></div></div>"
        f"<ul class='qa-answers'>{answers}</ul></section>"
    )


ENGINES: dict[str, Callable[[list[Post], dict[str, str]], str]] = {
    "phpbb": _phpbb,
    "xenforo": _xenforo,
    "discourse": _discourse,
    "invision": _invision,
    "smf": _smf,
    "mybb": _mybb,
    "nodebb": _nodebb,
    "stackexchange": _stackexchange,
    "reddit": _reddit,
    "mailing_list": _mailing_list,
    "guest_book": _guest_book,
    "product_qa": _product_qa,
}

# The chrome keys each engine prints in every post (the lines a reader does not want).
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "phpbb": ("quote", "report", "rank", "sign"),
    "xenforo": ("member", "reactions", "share", "like", "report"),
    "discourse": (),
    "invision": ("member", "quote", "sign"),
    "smf": ("rank", "quote", "report", "sign"),
    "mybb": ("rank", "quote", "report", "sign"),
    "nodebb": ("reply", "quote"),
    "stackexchange": ("share", "report", "comment"),
    "reddit": ("share", "report", "reply"),
    "mailing_list": (),
    "guest_book": (),
    "product_qa": ("helpful",),
}


def thread_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: five posts by five writers."""
    title, texts = POSTS[lang]
    words = CHROME[lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    page = _frame(lang, title, ENGINES[engine](posts, words), words)
    chrome = (*(words[key] for key in _ENGINE_CHROME[engine]), words["reply_topic"])
    paragraphs = tuple(p for paras in texts for p in paras)
    return ThreadPage(page, f"https://forum.example.org/t/{engine}-{lang}/1234", paragraphs, chrome)
