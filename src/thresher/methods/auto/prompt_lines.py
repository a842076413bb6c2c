"""A news or forum page's chrome lines in the languages of the world's web: "Share",
"Поделиться", "Read also:", "Нашли опечатку? Выделите её и нажмите Ctrl+Enter".

A page writes around its story a few short lines of its own: a share or print button's
label, a "Related articles" header over its teasers, a prompt to comment on or rate the
story, a "Loading…" placeholder, a prompt to follow the site on social networks, a
line that asks the reader to report a typo with Ctrl+Enter. The block model reads
each line alone and keeps one that sits in the story's element; the clean-up tables
(:mod:`~thresher.methods.auto.cleanup`) know some of them in a few languages. A kept
line whose whole text, lower-cased and without the marks and counts around it
("Share:", "Комментарии (3)", "» Zobacz także"), is one of the phrases of
:data:`LINES` (by class and language) is dropped; so is a kept short line that
:data:`PROMPTS` match (a typo report names an error and Ctrl+Enter; a follow prompt
opens with "Follow us" and names where). Each is dropped only when the page keeps
:data:`MIN_REST` characters besides. A line that says more than its phrase ("Share
your story with us", "Читайте также в нашем журнале …") stays, and so does a forum
post, which is never only a button's word. Words as data; nothing here names a site.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.html.patterns import LazyPattern
from thresher.html.text_measures import word_count
from thresher.methods.auto.cleanup import LineKeys, line_keys
from thresher.methods.auto.decided import kept_chars_outside, kept_short
from thresher.types import Block, Decision, Label

# A thread's notes about itself, in the engines' language packs: a closed thread's notice
# ("Not open for further replies.", "Тема закрыта"), the count over a Q&A page's answers
# ("21 Answers", "4 Antworten", "5 ответов", "21 个回答", "回答数：4"; comment counts stay: article
# truths keep "12 comments") and the board's clock line ("All times are GMT -4. The time
# now is 08:15 AM."). Discourse's "New replies are no longer allowed" is a post of the
# thread, which the truths keep: not a notice here.
CLOSED_THREAD = "closed thread notice"
HELPFUL_PROMPT = "helpfulness prompt"  # dropped only under ``helpful_prompts``
SIGNIN_PROMPT = "sign-in prompt"  # dropped only under ``signin_prompts``
COPY_CONFIRMATION = "copy confirmation"  # dropped only under ``copy_confirmations``
ANSWER_COUNT = "answer count"
BOARD_CLOCK = "board clock line"
# A mail archive's navigation around a message (Pipermail, Mailman 2's language packs):
# "Previous message: [net] …", "Messages sorted by: [ date ] [ thread ] …"
ARCHIVE_NAVIGATION = "mail archive navigation"
_ARCHIVE_LABELS = (
    "previous message|next message|messages sorted by|vorherige nachricht|nächste nachricht"
    "|nachrichten sortiert nach|message précédent|message suivant|messages triés par"
    "|mensaje anterior|siguiente mensaje|mensajes ordenados por"
)
_COUNT_WORDS = (
    "answer|answers|reply|replies|response|responses|antwort|antworten|réponse|réponses"
    "|respuesta|respuestas|risposta|risposte|resposta|respostas|antwoord|antwoorden"
    "|odpowiedź|odpowiedzi|ответ|ответа|ответов|відповідь|відповіді|відповідей"
    "|个回答|個回答|条回复|條回覆|个回复|個回覆|条回答|條回答|回复|回覆|回答"
    "|件の回答|件の返信|개의 답변"
)
# The label before a count of answers in the Japanese, Chinese and Korean Q&A sites'
# packs ("回答数：4", Yahoo! Chiebukuro; "답변 수 4")
_COUNT_LABELS = "回答数|回答件数|答案数|回答数量|답변 수|답변수"
# "Was this page helpful?" in the language packs of help centres and documentation
# themes (Zendesk, Writerside, Docusaurus and MkDocs feedback plugins, Intercom, Help
# Scout, Microsoft Learn): a page's, an article's, an answer's or the information's;
# the polite and the familiar forms. Sentences only: a bare word ("nuttig") stays.
HELPFUL_MORE: tuple[tuple[str, str], ...] = (
    (
        "en",
        "was this page useful|was this article useful|did this page help you"
        "|did this article help you|did this answer your question"
        "|was this information helpful",
    ),
    (
        "de",
        "hat ihnen dieser artikel geholfen|hat ihnen diese seite geholfen"
        "|hat dir diese seite geholfen|war dieser inhalt hilfreich"
        "|war diese information hilfreich|fanden sie diese seite hilfreich"
        "|fanden sie diesen artikel hilfreich",
    ),
    (
        "fr",
        "cette page vous a-t-elle aidé|cet article vous a-t-il aidé"
        "|cette page a-t-elle été utile|avez-vous trouvé cette page utile"
        "|cet article a-t-il été utile|ces informations vous ont-elles été utiles",
    ),
    (
        "es",
        "¿le resultó útil esta página|le resultó útil esta página"
        "|¿te resultó útil esta página|te resultó útil esta página"
        "|¿esta página le resultó útil|¿esta página te resultó útil"
        "|¿fue útil esta página|¿le ha sido útil esta página"
        "|¿le resultó útil este artículo|¿te resultó útil este artículo"
        "|¿fue útil este artículo|¿te ha resultado útil este artículo",
    ),
    (
        "it",
        "questa pagina è stata utile|questo articolo è stato utile"
        "|ti è stata utile questa pagina|queste informazioni ti sono state utili"
        "|questa pagina ti è stata d'aiuto",
    ),
    (
        "pt",
        "esta página ajudou|este artigo ajudou|este conteúdo foi útil|isso ajudou"
        "|essas informações foram úteis|esta página foi útil para você"
        "|este artigo foi útil para você",
    ),
    (
        "nl",
        "was deze pagina nuttig|was dit artikel nuttig|was dit nuttig"
        "|was dit antwoord nuttig|was deze informatie nuttig"
        "|heeft dit artikel je geholpen|heeft deze pagina je geholpen"
        "|was deze pagina behulpzaam",
    ),
    (
        "pl",
        "czy ta strona była pomocna|czy to było pomocne|czy ten artykuł był pomocny"
        "|czy ta odpowiedź była pomocna|czy ta informacja była pomocna"
        "|czy te informacje były pomocne",
    ),
    (
        "cs sk",
        "byla tato stránka užitečná|byl tento článek užitečný"
        "|byla tato odpověď užitečná|pomohl vám tento článek"
        "|byly tyto informace užitečné|bola táto stránka užitočná"
        "|bol tento článok užitočný|pomohol vám tento článok",
    ),
    (
        "uk",
        "чи була ця сторінка корисною|чи була ця стаття корисною"
        "|чи була ця інформація корисною|чи допомогла вам ця стаття"
        "|чи корисна ця відповідь",
    ),
    (
        "sv da no fi",
        "var den här sidan till hjälp|var den här sidan hjälpsam"
        "|var den här artikeln till hjälp|var detta till hjälp|var det här till hjälp"
        "|var denne side nyttig|var denne artikel nyttig|var dette nyttigt"
        "|var denne siden nyttig|var denne artikkelen nyttig|var dette til hjelp"
        "|oliko tästä sivusta apua|oliko tästä artikkelista apua|oliko tästä apua",
    ),
    (
        "hu ro el",
        "hasznos volt ez az oldal|hasznos volt ez a cikk"
        "|hasznosnak találta ezt az oldalt|a fost utilă această pagină"
        "|v-a fost de folos această pagină|a fost util acest articol"
        "|ήταν χρήσιμη αυτή η σελίδα|ήταν χρήσιμο αυτό το άρθρο"
        "|σας βοήθησε αυτό το άρθρο",
    ),
    (
        "tr",
        "bu sayfa yardımcı oldu mu|bu sayfa faydalı oldu mu|bu makale yardımcı oldu mu"
        "|bu yanıt yardımcı oldu mu|bu bilgi yardımcı oldu mu"
        "|bu içerik yardımcı oldu mu|bu makale faydalı oldu mu",
    ),
    (
        "ko",
        "이 페이지가 도움이 되었나요|이 페이지가 도움이 되었습니까"
        "|이 문서가 도움이 되었나요|이 문서가 도움이 되었습니까|이 글이 도움이 되었나요"
        "|이 답변이 도움이 되었나요|이 답변이 도움이 되었습니까"
        "|이 정보가 도움이 되었나요|이 정보가 도움이 되었습니까"
        "|이 기사가 도움이 되었나요|도움이 되었나요|도움이 되었습니까",
    ),
    (
        "zh",
        "这个页面有帮助吗|这篇文章对您有帮助吗|此内容是否有帮助|这对你有帮助吗"
        "|這個頁面有幫助嗎|此頁面是否有幫助|這篇文章對您有幫助嗎|這篇文章有幫助嗎"
        "|此頁面對您有幫助嗎|本頁內容是否有幫助|這對您有幫助嗎|此內容是否有幫助"
        "|這個回答有幫助嗎",
    ),
    (
        "ja",
        "この記事は役に立ちましたか|このページは参考になりましたか"
        "|この記事は参考になりましたか|この情報は参考になりましたか"
        "|このページはお役に立ちましたか|この記事はお役に立ちましたか",
    ),
    (
        "vi id",
        "trang này có hữu ích không|bài viết này có hữu ích không"
        "|thông tin này có hữu ích không|câu trả lời này có hữu ích không"
        "|apakah halaman ini membantu|apakah artikel ini membantu|apakah ini membantu"
        "|apakah jawaban ini membantu|apakah informasi ini membantu",
    ),
    (
        "ar he",
        "هل كانت هذه الصفحة مفيدة|هل كانت هذه المقالة مفيدة|هل كان هذا مفيدًا"
        "|هل كان هذا مفيدا|هل كانت هذه الإجابة مفيدة|هل كانت هذه المعلومات مفيدة"
        "|האם הדף הזה עזר לך|האם דף זה היה מועיל|האם המאמר הזה עזר לך|האם זה עזר לך",
    ),
    (
        "hi th",
        "क्या यह पेज मददगार था|क्या यह पृष्ठ उपयोगी था|क्या यह लेख मददगार था"
        "|क्या यह जानकारी उपयोगी थी|หน้านี้มีประโยชน์หรือไม่|บทความนี้มีประโยชน์หรือไม่"
        "|ข้อมูลนี้มีประโยชน์หรือไม่",
    ),
)
# Whole lines by class, each class by language (ISO 639-1): a kept line that is only one
# of these (marks and a count around it aside) is the page's chrome.
LINES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "share prompt",
        (
            ("en", "share|share this|share this article|share this story|share this post"),
            ("de", "teilen|artikel teilen|diesen artikel teilen|beitrag teilen"),
            ("fr", "partager|partager cet article|partagez|partager sur"),
            ("es", "compartir|comparte|compartir en|compartir este artículo|comparte esta noticia"),
            ("it", "condividi|condividi su|condividi questo articolo"),
            ("pt", "compartilhe|compartilhar|partilhar|partilhe"),
            ("nl", "delen|deel dit artikel|deel dit bericht"),
            ("pl", "udostępnij|podziel się|udostępnij artykuł"),
            ("ru", "поделиться|поделитесь|поделиться новостью|поделиться ссылкой"),
            ("uk", "поділитися|поділіться"),
            ("cs sk", "sdílet|sdílejte|zdieľať|zdieľajte"),
            ("hu ro", "megosztás|oszd meg|distribuie|distribuiți"),
            ("el", "κοινοποίηση|μοιραστείτε|μοιράσου το"),
            ("tr", "paylaş|paylaşın"),
            ("sv da no fi", "dela|del artikel|jaa"),
            ("hr sr bg", "podijeli|podeli|подели|сподели|споделяне"),
            ("zh", "分享|分享到|分享至|分享本文|分享工具|分享此文|转发|分享給朋友"),
            ("ja ko", "シェア|シェアする|この記事をシェア|공유|공유하기"),
            ("ar fa he", "مشاركة|شارك|شارك المقال|اشتراک گذاری|שתף|שתפו"),
            ("hi id vi th", "साझा करें|शेयर करें|bagikan|kongsi|chia sẻ|แชร์|แชร์ข่าว|แชร์บทความ"),
            ("en ru pl", "embed|embed code|embed this|показать окно с кодом|код для вставки"),
        ),
    ),
    (
        "comment prompt",
        (
            ("en", "add comment|add a comment|post comment|post your comment|write a comment"),
            ("de", "kommentar schreiben|kommentieren|jetzt kommentieren"),
            ("fr", "commenter|réagir|ajouter un commentaire"),
            ("es it pt", "comentar|añadir comentario|commenta|comente|deixe seu comentário"),
            ("pl", "skomentuj|dodaj komentarz|napisz komentarz"),
            ("ru uk", "добавить комментарий|комментировать|написать комментарий|коментувати"),
            ("el", "σχολιάστε|γράψτε σχόλιο|προσθήκη σχολίου"),
            ("zh", "发表评论|我要评论|發表評論|我要評論|发表评论 >>>"),
            ("ja ko", "コメントする|コメントを書く|댓글쓰기|댓글 쓰기"),
            ("ar tr vi id", "أضف تعليق|اكتب تعليق|yorum yap|yorum yaz|bình luận|tulis komentar"),
        ),
    ),
    (
        HELPFUL_PROMPT,  # under an answer, a review or a help page, with its Yes/No buttons
        (
            (
                "en",
                "was this helpful|was this answer helpful|was this review helpful"
                "|was this post helpful|was this page helpful|was this article helpful"
                "|did you find this helpful|is this helpful|helpful|not helpful",
            ),
            (
                "de",
                "war das hilfreich|war diese antwort hilfreich|war dieser beitrag hilfreich"
                "|war diese seite hilfreich|war dieser artikel hilfreich"
                "|war diese bewertung hilfreich|ist das hilfreich|hilfreich|nicht hilfreich",
            ),
            (
                "fr",
                "cette réponse vous a-t-elle été utile|cet avis vous a-t-il été utile"
                "|cet article vous a-t-il été utile|cette page vous a-t-elle été utile"
                "|cela vous a-t-il été utile|avez-vous trouvé cette réponse utile",
            ),
            (
                "es",
                "¿te resultó útil|te resultó útil|¿te ha resultado útil|¿fue útil"
                "|¿te ha sido útil|¿esta respuesta te resultó útil|¿le resultó útil esta respuesta"
                "|¿te resultó útil esta reseña|¿es útil esta página|¿te ha servido"
                "|¿te ha resultado útil esta página|¿le ha resultado útil esta página",
            ),
            (
                "it",
                "ti è stato utile|questa risposta ti è stata utile"
                "|questa recensione ti è stata utile|questa pagina ti è stata utile"
                "|questo articolo ti è stato utile",
            ),
            (
                "pt",
                "isso foi útil|isto foi útil|esta resposta foi útil|essa resposta foi útil"
                "|esta avaliação foi útil|esta página foi útil|este artigo foi útil",
            ),
            (
                "ru",
                "был ли этот ответ полезен|была ли эта статья полезна"
                "|была ли эта информация полезна|был ли этот отзыв полезен|это было полезно"
                "|этот ответ помог|была ли эта страница полезной|была ли эта страница полезна",
            ),
            (
                "zh",
                "这个回答有帮助吗|此回答是否有帮助|这篇文章有帮助吗|此页面是否有帮助"
                "|这条评价有用吗|这对您有帮助吗|有帮助吗|是否有帮助|此页面对您有帮助吗|本页内容是否有帮助",
            ),
            (
                "ja",
                "この回答は役に立ちましたか|このレビューは参考になりましたか"
                "|この情報は役に立ちましたか|このページは役に立ちましたか|役に立ちましたか"
                "|参考になりましたか|参考になった|役に立った|共感・感謝の気持ちを伝えよう",
            ),
            # the help centres' and documentation themes' packs in more languages (stop 77)
            *HELPFUL_MORE,
        ),
    ),
    (
        SIGNIN_PROMPT,  # under a thread or a comment section, where the reply form would be
        (
            (
                "en",
                "please sign in to leave a comment|sign in to leave a comment|sign in to comment"
                "|log in to comment|log in to reply|sign in to reply|please log in to reply"
                "|you must be logged in to post a comment|log in or sign up to reply",
            ),
            (
                "de",
                "bitte melde dich an, um einen kommentar zu hinterlassen|zum antworten anmelden"
                "|melde dich an, um zu kommentieren|anmelden, um zu antworten"
                "|du musst angemeldet sein, um einen kommentar abzugeben",
            ),
            (
                "fr",
                "veuillez vous connecter pour laisser un commentaire|connectez-vous pour répondre"
                "|connectez-vous pour commenter"
                "|vous devez être connecté pour publier un commentaire",
            ),
            (
                "es",
                "inicia sesión para dejar un comentario|inicia sesión para responder"
                "|inicia sesión para comentar|debes iniciar sesión para publicar un comentario",
            ),
            (
                "it",
                "accedi per lasciare un commento|accedi per rispondere|accedi per commentare"
                "|devi essere connesso per inviare un commento",
            ),
            (
                "pt",
                "faça login para deixar um comentário|entre para responder"
                "|faça login para comentar|faça login para responder"
                "|você precisa fazer login para publicar um comentário",
            ),
            (
                "ru",
                "войдите, чтобы оставить комментарий|войдите, чтобы ответить"
                "|авторизуйтесь, чтобы оставить комментарий|войдите, чтобы комментировать",
            ),
            ("zh", "请登录后发表评论|登录后回复|登录后发表评论|登录后才能发表评论"),
            ("zh", "請登入後發表評論|登入後回覆"),
            ("ja", "コメントを残すにはサインインしてください|ログインして返信"),
            ("ja", "ログインしてコメントする"),
        ),
    ),
    (
        # a copy button's confirmation popup (Dokka's "Content copied to clipboard" beside a
        # signature, a theme's "Copied!" toast, a share box's "Link copied"), which the
        # page's script shows only after a click
        COPY_CONFIRMATION,
        (
            ("en", "copied|copied to clipboard|content copied to clipboard|link copied"),
            ("en", "link copied to clipboard|code copied|code copied to clipboard"),
            ("de", "kopiert|in die zwischenablage kopiert|link kopiert|code kopiert"),
            ("fr", "copié|copié dans le presse-papiers|lien copié|code copié"),
            ("es pt", "copiado|copiado al portapapeles|enlace copiado|link copiado"),
            ("pt it", "copiado para a área de transferência|copiato|copiato negli appunti"),
            ("nl pl tr", "gekopieerd|naar klembord gekopieerd|skopiowano|kopyalandı"),
            ("ru uk", "скопировано|скопировано в буфер обмена|ссылка скопирована|скопійовано"),
            ("zh", "已复制|已复制到剪贴板|链接已复制|复制成功|已複製|已複製到剪貼簿|複製成功"),
            ("ja ko", "コピーしました|クリップボードにコピーしました|복사됨|복사되었습니다"),
            ("ko", "클립보드에 복사되었습니다|링크가 복사되었습니다"),
        ),
    ),
    (
        "rating prompt",
        (
            ("en", "rate this article|rate this story|rate this|rate this post"),
            ("de fr es", "artikel bewerten|bewerten|noter cet article|valora este artículo"),
            ("pl", "oceń|oceń artykuł"),
            ("ru", "оцените статью|оцените материал|оцените, пожалуйста, статью"),
            ("ru", "оцените, пожалуйста, статью. нам важно ваше мнение"),
            ("zh", "请您对该文章评分|文章评分|给文章打分"),
        ),
    ),
    (
        "loading placeholder",
        (
            ("en", "loading|loading, please wait|please wait"),
            ("de fr es", "wird geladen|chargement|chargement en cours|cargando"),
            ("it pt nl", "caricamento|caricamento in corso|carregando|bezig met laden"),
            ("pl", "ładowanie|trwa ładowanie|wczytywanie"),
            ("ru uk", "загрузка|загружается|загружается, подождите|подождите|завантаження"),
            ("el tr", "φόρτωση|φορτώνει|yükleniyor"),
            ("zh ja ko", "加载中|正在加载|載入中|読み込み中|로딩중|로딩 중"),
            ("ar", "جاري التحميل"),
        ),
    ),
    (
        "print, font-size or close button",
        (
            ("en", "print this article|print article|print this page|printer-friendly version"),
            ("en", "a a a|a+ a-|a- a+|text size: a a a"),
            ("de fr es", "artikel drucken|druckversion|imprimer l'article|imprimir artículo"),
            ("it pt nl", "stampa articolo|versione stampabile|imprimir artigo|artikel afdrukken"),
            ("pl", "drukuj artykuł|wersja do druku|drukuj [x]"),
            ("ru uk", "версия для печати|распечатать статью|друкувати статтю"),
            ("el", "εκτύπωση άρθρου"),
            ("zh", "[打印]|【打印】|打印本页|打印本文|打印此文|【大 中 小】|[大 中 小]"),
            ("zh", "字体：大 中 小"),
            ("zh", "字号：大 中 小|字体: 大 中 小|字号: 大 中 小|[关闭]|【关闭】|[关闭窗口]"),
            ("ja ko", "この記事を印刷する|기사 인쇄"),
        ),
    ),
    (
        "teaser header",
        (
            ("en", "related articles|related stories|related news|related posts|read also"),
            ("en", "also read|more stories|more news|top stories|most read|trending now"),
            ("de", "lesen sie auch|mehr zum thema|auch interessant|weitere artikel|meistgelesen"),
            ("fr", "lire aussi|à lire aussi|à lire également|sur le même sujet|les plus lus"),
            ("es", "lea también|lee también|noticias relacionadas|te puede interesar"),
            ("es", "lo más leído|más noticias|artículos relacionados"),
            ("it", "leggi anche|articoli correlati|potrebbe interessarti|i più letti"),
            ("pt", "leia também|veja também|leia mais|notícias relacionadas|mais lidas"),
            ("nl", "lees ook|lees meer|meest gelezen|gerelateerde artikelen"),
            ("pl", "zobacz także|zobacz też|czytaj także|czytaj też|czytaj również|polecamy"),
            ("pl", "przeczytaj też|przeczytaj także|najczęściej czytane|podobne artykuły"),
            ("ru", "читайте также|смотрите также|ссылки по теме|новости по теме|по теме"),
            ("ru", "материалы по теме|статьи по теме|другие новости|последние новости"),
            ("ru", "похожие новости|похожие статьи|самое читаемое|популярное|статьи дня"),
            ("ru", "материалы наших партнеров|новости партнеров|лента новостей|новости дня"),
            ("uk", "читайте також|дивіться також|новини по темі|схожі новини|останні новини"),
            ("cs sk", "čtěte také|čtěte též|související články|súvisiace články|čítajte aj"),
            ("hu ro", "kapcsolódó cikkek|ezek is érdekelhetik|citește și|articole similare"),
            ("el", "διαβάστε επίσης|διαβάστε ακόμα|διαβάστε ακόμη|σχετικά άρθρα"),
            ("el", "σχετικές ειδήσεις|δείτε επίσης|περισσότερα άρθρα|τα πιο δημοφιλή"),
            ("tr", "ilgili haberler|bunlar da ilginizi çekebilir|benzer haberler|çok okunanlar"),
            ("sv da no fi", "läs också|läs även|læs også|les også|les mer|lue myös"),
            ("hr sr bg", "pročitajte još|pročitajte i|povezani članci|прочетете още|още по темата"),
            ("zh", "相关新闻|相关报道|相关阅读|相关文章|相关链接|延伸阅读|更多关于|热门推荐"),
            ("zh", "相關新聞|相關報導|延伸閱讀|相關文章|推荐阅读|推薦閱讀|猜你喜欢|热点新闻"),
            ("ja ko", "関連記事|関連ニュース|あわせて読みたい|おすすめ記事|관련기사|관련 기사"),
            ("ar", "مقالات ذات صلة|اقرأ أيضا|اقرأ أيضاً|أخبار ذات صلة|الأكثر قراءة"),
            ("fa he", "مطالب مرتبط|بیشتر بخوانید|اخبار مرتبط|קראו גם|כתבות נוספות"),
            ("hi", "यह भी पढ़ें|और पढ़ें|संबंधित खबरें|ये भी पढ़ें"),
            ("id ms", "baca juga|berita terkait|artikel terkait|baca lagi"),
            ("vi th", "đọc thêm|tin liên quan|bài viết liên quan|อ่านเพิ่มเติม|ข่าวที่เกี่ยวข้อง"),
        ),
    ),
    (
        "tag list label",
        (
            ("en de fr es", "tags|schlagwörter|schlagworte|mots-clés|mots clés|etiquetas"),
            ("it pt nl pl", "etichette|tags relacionadas|trefwoorden|tagi|słowa kluczowe"),
            ("ru uk el tr", "теги|метки|ключевые слова|теги статьи|мітки|ετικέτες|etiketler"),
            ("zh ja ko ar", "标签|標籤|关键词|關鍵字|本文标签|タグ|태그|الوسوم|كلمات مفتاحية"),
            ("vi id", "từ khóa|thẻ|kata kunci"),
        ),
    ),
    (
        "advertisement label",
        (
            ("pl cs sk", "reklama|reklamy|sponsorowane|artykuł sponsorowany"),
            ("da sv no fi", "reklame|annons|annonse|mainos"),
            ("pt nl hu el tr", "publicidade|advertentie|hirdetés|διαφήμιση|reklam"),
            ("ja ko ar", "広告|スポンサーリンク|광고|إعلان|اعلان"),
            ("he vi id th hi", "פרסומת|quảng cáo|iklan|โฆษณา|विज्ञापन"),
            ("de fr es", "gesponsert|sponsorisé|patrocinado|contenido patrocinado"),
        ),
    ),
    (
        CLOSED_THREAD,
        (
            (
                "en",
                "not open for further replies|this discussion is now closed"
                "|this thread is closed|this thread has been closed|this topic is closed"
                "|this topic is locked|this topic has been locked|closed thread|thread closed"
                "|topic locked|locked thread",
            ),
            (
                "de",
                "für weitere antworten geschlossen|geschlossenes thema|thema geschlossen"
                "|dieses thema ist geschlossen|dieses thema wurde geschlossen|thema gesperrt",
            ),
            (
                "fr",
                "non ouverte à d'autres réponses|fermé à de nouvelles réponses|sujet fermé"
                "|ce sujet est verrouillé|sujet verrouillé|discussion fermée"
                "|cette discussion est fermée",
            ),
            (
                "es",
                "no está abierto para más respuestas|cerrado para nuevas respuestas"
                "|tema cerrado|este tema está cerrado|este tema está bloqueado|discusión cerrada",
            ),
            (
                "it",
                "non aperto ad ulteriori risposte|chiuso a nuove risposte|discussione chiusa"
                "|argomento chiuso|questa discussione è chiusa|argomento bloccato",
            ),
            (
                "pt",
                "não está aberto para novas respostas|fechado para novas respostas"
                "|tópico fechado|tópico trancado|este tópico está fechado|tópico bloqueado",
            ),
            ("nl pl", "gesloten voor verdere reacties|onderwerp gesloten|temat zamknięty"),
            ("pl", "wątek zamknięty|zamknięte dla dalszych odpowiedzi"),
            (
                "ru uk",
                "закрыто для дальнейших ответов|тема закрыта|эта тема закрыта"
                "|тема закрыта для ответов|тема закрита|ця тема закрита",
            ),
            (
                "zh",
                "主题已关闭|主题已锁定|帖子已关闭|此主题已关闭|本帖已关闭|不接受进一步回复|主題已關閉",
            ),
            (
                "ja",
                "このスレッドはロックされています|これ以上の返信は受け付けていません"
                "|このトピックはロックされています"
                # an imageboard's note that the thread will soon be pruned
                "|このスレは古いので、もうすぐ消えます。|このスレは古いので、もうすぐ消えます",
            ),
        ),
    ),
)
# Stop 79: the same classes' phrases in the languages and forms today's news pages of
# about forty countries write around a story (an ad slot's label, "Article continues below",
# "Most read", "Copy link", "Listen to this article", "Follow us on Google News"). They are
# read as :data:`LINES` are, and dropped only under ``chrome_languages``. Single words that
# are also a story's subheading ("Recommendations", "The main thing", "More") are left out,
# and so are "Related" and "Trending" (truths keep them in a story: a "Related:" insert).
LISTEN_PROMPT = "listen prompt"
_Lines = tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
LINES_MORE: _Lines = (
    (
        "advertisement label",
        (
            ("fr es it pt", "annonce|anuncio|annuncio|anúncio|anuncios"),
            ("ro tr", "publicitate|reclamă|sponsorlu|sponsorlu içerik"),
            ("lt lv et", "reklaminis turinys|reklāma|reklaam"),
            ("fa ur", "تبلیغات|آگهی|تبلیغ|اشتہار"),
            ("bn ta mr", "বিজ্ঞাপন|விளம்பரம்|जाहिरात"),
            ("sw am", "tangazo|matangazo|ማስታወቂያ"),
            ("he zh", "תוכן שיווקי|תוכן ממומן|廣告|推广|推廣|赞助内容|贊助內容"),
            ("ja ka hy kk", "[pr]|【pr】|რეკლამა|գովազդ|жарнама"),
            (
                "en",
                "article continues below|story continues below|continue reading below"
                "|article continues below advertisement|story continues after advertisement",
            ),
            (
                "uk pl",
                "продовження після реклами|dalszy ciąg materiału pod wideo"
                "|dalsza część artykułu pod reklamą|dalsza część tekstu pod reklamą",
            ),
            ("ro", "articolul continuă după reclamă|articolul continuă după publicitate"),
            (
                "fi sv",
                "artikkeli jatkuu mainoksen jälkeen|juttu jatkuu mainoksen jälkeen"
                "|artikeln fortsätter efter annonsen|artikeln fortsätter under annonsen",
            ),
            (
                "nb da",
                "saken fortsetter under annonsen|saken fortsetter etter annonsen"
                "|artikkelen fortsetter under annonsen|artiklen fortsætter under annoncen",
            ),
            ("id", "scroll untuk melanjutkan|scroll ke bawah untuk melanjutkan"),
        ),
    ),
    (
        "teaser header",
        (
            ("en", "most popular|most viewed|you may also like|recommended for you"),
            ("en", "more on this story|more from this section"),
            ("de", "das könnte sie auch interessieren|das könnte dich auch interessieren"),
            ("de", "meistgelesene artikel|empfohlene artikel|meistgelesen auf"),
            ("fr", "vous aimerez aussi|les plus populaires|nos recommandations|les plus lus"),
            ("es", "más leídas|más leídos|también te puede interesar|lo más visto"),
            ("it pt", "più letti|potrebbe interessarti anche|ti potrebbe interessare"),
            ("pt nl", "mais lidos|recomendados para você|você pode gostar|ook interessant"),
            ("ru", "еще по теме|ещё по теме|вам может быть интересно|читайте также:"),
            ("uk", "найпопулярніше|найчитаніше|більше новин|вас може зацікавити"),
            ("pl", "najpopularniejsze|polecane|może cię zainteresować"),
            ("cs ro", "nejčtenější|mohlo by vás zajímat|cele mai citite|te-ar putea interesa"),
            ("el tr", "δημοφιλή|πιο δημοφιλή|en çok okunanlar|en çok okunan haberler"),
            ("fi sv nb da", "luetuimmat|suosituimmat|mest läst|mest lästa|mest lest|mest læst"),
            ("lt", "taip pat skaitykite|skaitomiausi|populiariausi|susiję straipsniai"),
            ("ar fa", "الأكثر مشاهدة|مواضيع ذات صلة|پربازدیدترین|پربازدیدها|پربازدیدترین ها"),
            ("he hi", "הכי נקראים|הנקראים ביותר|עוד בנושא|सबसे ज्यादा पढ़ी गई|ज़्यादा पढ़ी गईं"),
            ("bn", "আরও পড়ুন|সর্বাধিক পঠিত|সম্পর্কিত খবর|পাঠকপ্রিয়"),
            ("sw", "soma pia|soma zaidi|habari zinazohusiana|zilizosomwa zaidi|habari zaidi"),
            ("id", "terpopuler|pilihan redaksi|berita lainnya|simak juga"),
            ("vi th", "đọc nhiều nhất|xem nhiều nhất|tin cùng chuyên mục|ข่าวยอดนิยม"),
            ("th", "บทความที่เกี่ยวข้อง|ข่าวที่น่าสนใจ"),
            ("zh", "热门新闻|热门文章|更多新闻|阅读排行|热门排行|熱門新聞|熱門文章|閱讀排行"),
            ("ja ko", "アクセスランキング|人気記事|人気記事ランキング|많이 본 뉴스|많이 본 기사"),
            ("ko", "인기기사|가장 많이 본 뉴스|추천 기사|기사 더보기"),
        ),
    ),
    (
        "share prompt",
        (
            ("en", "copy link|share on facebook|share on twitter|share on x|share via email"),
            ("de fr", "link kopieren|copier le lien|auf facebook teilen|partager sur facebook"),
            ("es it pt", "copiar enlace|copia link|copia il link|copiar link|copiar o link"),
            ("nl ru uk", "kopieer link|скопировать ссылку|копировать ссылку|копіювати посилання"),
            ("pl cs", "kopiuj link|skopiuj link|kopírovat odkaz|zkopírovat odkaz"),
            ("ro el tr", "copiază linkul|αντιγραφή συνδέσμου|bağlantıyı kopyala|linki kopyala"),
            ("fi sv nb", "kopioi linkki|kopiera länk|kopiera länken|kopier lenke|kopier lenken"),
            ("lt ar fa", "kopijuoti nuorodą|نسخ الرابط|کپی لینک|اشتراک‌گذاری"),
            ("he hi bn", "העתק קישור|העתיקו קישור|लिंक कॉपी करें|লিংক কপি করুন|শেয়ার করুন"),
            ("sw id vi", "nakili kiungo|shiriki|salin tautan|salin link|sao chép liên kết"),
            ("th zh ja ko", "คัดลอกลิงก์|复制链接|複製連結|リンクをコピー|링크 복사"),
            ("ko", "이 기사를 공유합니다|기사 공유하기"),
        ),
    ),
    (
        LISTEN_PROMPT,  # a text-to-speech player's button over the story
        (
            ("en", "listen to this article|listen to article|listen to this story"),
            ("de fr", "artikel anhören|artikel vorlesen lassen|écouter cet article"),
            ("fr", "écouter l'article"),
            ("es it", "escuchar artículo|escuchar noticia|escuchar este artículo"),
            ("it", "ascolta l'articolo"),
            ("pt nl", "ouvir notícia|ouvir artigo|ouça esta notícia|beluister dit artikel"),
            ("ru uk", "прослушать статью|слушать статью|прослухати статтю|слухати статтю"),
            ("pl cs", "posłuchaj artykułu|odsłuchaj artykuł|poslechnout článek"),
            ("cs", "poslechněte si článek"),
            ("ro el tr", "ascultă articolul|ακούστε το άρθρο|haberi dinle|bu haberi dinle"),
            ("fi sv nb", "kuuntele artikkeli|kuuntele juttu|lyssna på artikeln|hør artikkelen"),
            ("id vi", "dengarkan artikel|dengarkan berita|nghe bài viết|nghe đọc bài"),
            ("ar fa he", "استمع إلى المقال|استمع للمقال|شنیدن خبر|האזינו לכתבה"),
            ("hi bn", "इस खबर को सुनें|खबर सुनें|খবরটি শুনুন"),
            ("zh ja", "收听本文|听新闻|この記事を聞く|記事を読み上げる"),
            ("ko", "기사 듣기|기사를 읽어드립니다"),
        ),
    ),
    (
        "follow prompt",
        (
            ("en", "follow us|关注我们|關注我們|フォローする|팔로우|팔로우하기"),
            ("es pt", "síguenos en google news|siga-nos no google news|siga o no google news"),
            ("fr de", "suivez-nous sur google news|folgen sie uns auf google news"),
            ("it pl", "seguici su google news|obserwuj nas w google news"),
            ("cs ro", "sledujte nás na facebooku|sledujte nás|urmărește-ne pe google news"),
            ("el tr", "ακολουθήστε μας στο google news|bizi google news'ten takip edin"),
            ("fi sv nb", "seuraa meitä|seuraa meitä facebookissa|följ oss|følg oss"),
            ("lt ar", "sekite mus|sekite mus facebook|تابعونا على جوجل نيوز"),
            ("fa he", "ما را در تلگرام دنبال کنید|ما را دنبال کنید|עקבו אחרינו"),
            ("hi bn", "हमें फॉलो करें|আমাদের ফলো করুন|আমাদের অনুসরণ করুন"),
            ("sw id vi", "tufuate|tufuate kwenye facebook|ikuti kami di google news"),
            ("vi th", "theo dõi chúng tôi trên google news|ติดตามเราได้ที่|ติดตามเรา"),
        ),
    ),
)
FOLLOW_MORE = "follow prompt, more languages"  # dropped only under ``chrome_languages``
_FOLLOW_MORE = (
    "follow us|urmărește-ne|urmăriți-ne|sledujte nás|sledujte nás|sledujte nas|seuraa meitä"
    "|följ oss|følg oss|følg os|sekite mus|sekojiet mums|jälgi meid|pratite nas|пратите нас"
    "|следете ни|kövess minket|kövessen minket|עקבו אחרינו|تابعونا|تابعنا|ikuti kami|tufuate"
    "|theo dõi chúng tôi|ติดตามเรา|关注我们|關注我們|フォローする|팔로우하기|підписуйтесь на нас"
    "|подписывайтесь на нас|siga-nos|síguenos|seguici|suivez-nous|folgen sie uns|obserwuj nas"
    "|ακολουθήστε μας|bizi takip edin|volg ons"
)
# Short lines that a pattern names: (class, texts one of which such a line opens with,
# texts one of which it ends with, texts one of which it holds; "|" between them: cheap
# tests before the pattern, which is searched for in the line as :func:`line_kind` reads
# it and may match only a line that passes one of them).
PROMPTS: tuple[tuple[str, str, str, str, str], ...] = (
    (
        "typo report",
        "нашли |заметили |увидели |знайшли |помітили |zauważyłeś |widzisz |znalazłeś "
        "|found a|spotted a",
        "",
        "ctrl",
        r"ctrl ?\+ ?enter|ctrl-enter"
        r"|^(нашли|заметили|увидели) (ошибку|опечатку)|^(знайшли|помітили) помилку"
        r"|^(zauważyłeś|widzisz|znalazłeś) (błąd|literówkę)|^(found|spotted) an? (typo|error)",
    ),
    (
        "view count",
        "просмотр|переглядів|wyświetle|odsłon|views|aufrufe|vues|visitas|visualizzazioni"
        "|visualizações|προβολές|görüntülenme|阅读|浏览|閱讀|瀏覽|点击|點擊|閲覧数|조회",
        "просмотров|просмотра|переглядів|views|wyświetleń|wyświetlenia|προβολές|次阅读|次浏览"
        "|人阅读|次閱讀",
        "",
        r"^(просмотров|просмотры|переглядів|wyświetle(ń|nia)|odsłon|views|aufrufe|vues"
        r"|visitas|visualizzazioni|visualizações|προβολές|görüntülenme|阅读|浏览|閱讀|瀏覽|点击"
        r"|點擊|閲覧数|조회수?) ?[:：]? ?[\d\s.,]+"
        # one more count after it at most ("조회 123 전체 댓글 4", "Views 1,204 · Replies 4")
        r"([|·•,]? ?[^\W\d]{1,12}( [^\W\d]{1,12})? ?[:：]? ?\d[\d.,]*)?$"
        r"|^(\d[\d\s.,]*)?\d ?(просмотр(ов|а)|переглядів"
        r"|views|wyświetle(ń|nia)|προβολές|次阅读|次浏览|人阅读|次閱讀)$",
    ),
    (
        "follow prompt",
        "follow us|присоединяйтесь к нам|подписывайтесь на нас|читайте нас|підписуйтесь на нас"
        "|obserwuj nas|dołącz do nas|folgen sie uns|folge uns|suivez-nous|síguenos|seguici"
        "|siga-nos|siga nos|volg ons|ακολουθήστε μας|bizi takip edin|关注我们|フォローする"
        "|팔로우|تابعونا|ikuti kami|theo dõi chúng tôi",
        "",
        "",
        r"^(follow us|присоединяйтесь к нам|подписывайтесь на нас|читайте нас"
        r"|підписуйтесь на нас|obserwuj nas|dołącz do nas|folgen sie uns|folge uns"
        r"|suivez-nous|síguenos|seguici|siga-nos|siga nos|volg ons|ακολουθήστε μας"
        r"|bizi takip edin|关注我们|フォローする|팔로우|تابعونا|ikuti kami|theo dõi chúng tôi)"
        r"( (on|at|in|na|в|во|auf|sur|en|su|em|op|στο|στα))? ?.{0,80}(?<![a-z])(facebook|twitter"
        r"|instagram|telegram|вконтакте|в контакте|vk|youtube|x|weibo|微博|微信)(?![a-z]).{0,80}",
    ),
    (
        # (stop 79, under ``chrome_languages``) the follow prompt's openings in more
        # languages, and the news aggregators and messengers beside the networks
        FOLLOW_MORE,
        _FOLLOW_MORE,
        "",
        "",
        rf"^({_FOLLOW_MORE})( (on|at|in|na|на|в|pe|på|per|di|trên|ב|στο|στα|su|auf|sur|en|em))?"
        r" ?.{0,80}(?<![a-z])(facebook|facebookissa|facebooku|facebooke|twitter|instagram"
        r"|telegram|тел[еґ]грам|whatsapp|tiktok|linkedin|threads|youtube|google news"
        r"|google новини|google новости|дзен|dzen|line|kakao|weibo|微博|微信|פייסבוק|فيسبوك"
        r"|تلگرام|x)(?![a-z]).{0,80}",
    ),
    (
        ANSWER_COUNT,
        _COUNT_LABELS,
        _COUNT_WORDS,
        "",
        rf"^(?:\d[\d,.\u202f\xa0 ]*\s?({_COUNT_WORDS})|(?:{_COUNT_LABELS})\s?[:：]?\s?\d[\d,]*"
        r"\s?(?:件|개)?)$",
    ),
    (
        ARCHIVE_NAVIGATION,
        _ARCHIVE_LABELS,
        "",
        "",
        rf"^(?:{_ARCHIVE_LABELS})\s?:\s?\S",
    ),
    (
        BOARD_CLOCK,
        "",
        "",
        "gmt|utc|wez|mez",
        r"^(all times are|alle zeitangaben in|alle zeiten sind|toutes les heures sont"
        r"|fuseau horaire|todas las horas son|todos los horarios son|tutti gli orari sono"
        r"|tutti i fusi orari sono|todos os horários são|horários baseados na|alle tijden zijn"
        r"|wszystkie czasy|strefa czasowa|часовой пояс|все время указано|часовий пояс"
        r"|所有时间均为|所有時間均為|所有显示的时间为|所有顯示的時間為|全ての時間は|全ての表示時間は"
        r"|すべての時間は).*(gmt|utc|wez|mez)",
    ),
)
# The classes of a thread's notes about itself (and of a mail archive's links around a
# message), dropped only under ``thread_notes``.
THREAD_NOTES = frozenset((CLOSED_THREAD, ANSWER_COUNT, BOARD_CLOCK, ARCHIVE_NAVIGATION))
MAX_PROMPT_CHARS = 240  # a typo report's or a follow prompt's sentence
MIN_REST = 200  # characters the page keeps besides the dropped lines
# The same in a script written without spaces (Chinese, Japanese, Thai: a short brief of
# 200 such characters says what 600 Latin ones do), under ``unspaced_scripts``.
MIN_REST_SIGNS = 80
# Around a line's phrase: marks, counts and white space ("» Zobacz także:", "Комментарии (3)").
_ENDS = " \t\n\r\f\v\xa0:：.…»«›‹>|•·*#-–—!！?？؟/\"'“”„"
_COUNT = re.compile(r"\s*[(（]\d*[)）]$")  # a count after the phrase: "Комментарии (3)"
_REASON = "a page's {kind} (p={p:.2f})"
# (typo reports need an error word beside Ctrl+Enter: a help page's shortcut does not)
_ERROR = LazyPattern(
    r"ошибк|опечат|помилк|błąd|błęd|literówk|fehler|erreur|faute|error|typo|mistake|errat"
    r"|chyb|hib|greš|грешк|λάθ|hata|错|錯|誤字|오타|오류|خطأ|غلط|שגיא|lỗi|kesalahan"
)


def _phrase_kinds(tables: Sequence[_Lines] = (LINES, LINES_MORE)) -> dict[str, str]:
    """Each phrase of ``tables`` as :func:`line_kind` reads a line, to its class; a Greek
    phrase also without its accents (a line in capitals loses them when lowered:
    "ΣΧΕΤΙΚΑ ΑΡΘΡΑ")."""
    kinds: dict[str, str] = {}
    for table in tables:
        for kind, languages in table:
            for _, phrases in languages:
                for phrase in phrases.split("|"):
                    for form in (phrase, *_case_forms(phrase, tables)):
                        kinds.setdefault(_line(form), kind)
    return kinds


def _case_forms(phrase: str, tables: Sequence[_Lines]) -> tuple[str, ...]:
    """The forms a phrase takes when a page writes it in capitals and the line is lowered,
    beyond the phrase itself (read only for :data:`LINES_MORE`'s ``tables``): a Greek
    phrase without its accents ("ΣΧΕΤΙΚΑ ΑΡΘΡΑ"), and a phrase with a Turkish dotted
    capital "İ" lowered to "i" and a combining dot, at its words' starts ("İlgili
    Haberler") or everywhere ("İLGİLİ HABERLER")."""
    if LINES_MORE not in tables:
        return ()
    forms = [_unaccented_greek(phrase)]
    if "i" in phrase:
        forms.append(
            " ".join(_DOTTED + word[1:] if word[:1] == "i" else word for word in phrase.split(" "))
        )
        forms.append(phrase.replace("i", _DOTTED))
    return tuple(form for form in forms if form != phrase)


def _unaccented_greek(phrase: str) -> str:
    """A phrase holding Greek letters without their accents (tonos, dialytika); any other
    phrase as it is."""
    if not any("\u0370" <= ch <= "\u03ff" for ch in phrase):
        return phrase
    bare = unicodedata.normalize("NFD", phrase)
    return unicodedata.normalize("NFC", "".join(ch for ch in bare if not unicodedata.combining(ch)))


def _line(text: str) -> str:
    """The text lowered, its white space collapsed, the marks and counts around it
    stripped."""
    return _stripped(" ".join(text.lower().split()))


def _stripped(key: str) -> str:
    """A lowered, single-spaced line (:func:`~thresher.methods.auto.cleanup.line_keys`)
    without the marks and counts around it."""
    line = key.strip(_ENDS)
    return _uncounted(line).strip(_ENDS) if line.endswith((")", "）")) else line


def _uncounted(line: str) -> str:
    """``_COUNT.sub("", line)`` for a line that ends with a closing bracket, without the
    search that tries the pattern at every place of the line: a count is the line's last
    opening bracket, digits (``\\d``: ``str.isdecimal``) and the closing bracket, and the
    white space before it (``\\s``: ``str.isspace``, what ``rstrip`` strips)."""
    start = max(line.rfind("("), line.rfind("（"))
    if start < 0 or not line.endswith((")", "）")):
        return line
    digits = line[start + 1 : -1]
    if digits and not digits.isdecimal():
        return line
    return line[:start].rstrip()


def _texts(joined: str) -> tuple[str, ...]:
    return tuple(joined.split("|")) if joined else ()


_DOTTED = "i\u0307"  # "İ" lowered (``str.lower``): an "i" and a combining dot above
_KINDS = _phrase_kinds()
# The keys only :data:`LINES_MORE` and the accentless Greek forms add (``chrome_languages``).
_MORE_KEYS = frozenset(_KINDS) - frozenset(_phrase_kinds((LINES,)))
_PROMPTS = tuple(
    (kind, _texts(opens), _texts(ends), _texts(holds), re.compile(pattern))
    for kind, opens, ends, holds, pattern in PROMPTS
)
_LONGEST = max(map(len, _KINDS))  # a longer line is no phrase of LINES
# A line that opens with none of the openings, ends with none of the endings and holds
# none of the held texts of any prompt is tried against none (most lines).
_OPENS = tuple(text for stage in _PROMPTS for text in stage[1])
_ENDINGS = tuple(text for stage in _PROMPTS for text in stage[2])
_HELD = tuple(text for stage in _PROMPTS for text in stage[3])


def _by_end(texts: tuple[str, ...], end: int) -> dict[str, tuple[str, ...]]:
    """``texts`` by their first (``end`` 0) or last (-1) character: a line opens (ends)
    with one of ``texts`` exactly when it opens (ends) with one of those under its own
    first (last) character. An empty text would open every line: refused."""
    table: dict[str, tuple[str, ...]] = {}
    for text in texts:
        if not text:
            raise ValueError("an empty opening or ending in PROMPTS")
        table[text[end]] = (*table.get(text[end], ()), text)
    return table


_OPENS_BY_FIRST = _by_end(_OPENS, 0)
_ENDINGS_BY_LAST = _by_end(_ENDINGS, -1)


def drop_prompt_lines(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    keys: LineKeys | None = None,
    notes: bool = True,
    helpful: bool = True,
    signin: bool = True,
    copied: bool = True,
    more: bool = True,
    signs: bool = True,
) -> dict[int, Decision]:
    """The kept chrome lines (:func:`line_kind`) dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag), when the page
    keeps :data:`MIN_REST` characters besides them. Each line's class is its reason.
    ``keys``: the page's line keys found so far, read and added to
    (:class:`~thresher.methods.auto.cleanup.LineKeys`). ``notes``: whether a thread's
    notes about itself (:data:`THREAD_NOTES`) are dropped too; ``helpful``: whether a
    "Was this helpful?" prompt (:data:`HELPFUL_PROMPT`) is; ``signin``: whether a "Log in
    to reply" prompt (:data:`SIGNIN_PROMPT`) is; ``copied``: whether a copy button's
    confirmation (:data:`COPY_CONFIRMATION`) is; ``more``: whether the phrases of
    :data:`LINES_MORE` (and Greek phrases without their accents) are read; ``signs``:
    whether a page whose kept text is written without spaces needs only
    :data:`MIN_REST_SIGNS` characters besides (:func:`_rest_enough`)."""
    short = kept_short(blocks, flags, MAX_PROMPT_CHARS)
    found = {}
    lines = (line_keys if keys is None else keys)([blocks[pos].text for pos in short])
    for at, kind, line in _line_kinds(lines):
        kind = kind if kind is not None else _prompt_kind(line)
        if kind is not None and (notes or kind not in THREAD_NOTES):
            if (kind == HELPFUL_PROMPT and not helpful) or (kind == SIGNIN_PROMPT and not signin):
                continue
            if kind == COPY_CONFIRMATION and not copied:
                continue
            if not more and (kind == FOLLOW_MORE or line in _MORE_KEYS):
                continue
            found[short[at]] = kind
    if not found:
        return {}
    if notes and CLOSED_THREAD in found.values():
        found.update(_status_labels(short, lines, found))
    if not _rest_enough(blocks, found, flags, signs):
        return {}
    return {
        (index := blocks[pos].index): Decision(
            index, Label.BOILERPLATE, _REASON.format(kind=kind, p=float(probs[pos]))
        )
        for pos, kind in found.items()
    }


def _rest_enough(
    blocks: Sequence[Block], found: dict[int, str], flags: Sequence[bool], signs: bool
) -> bool:
    """Whether the page keeps :data:`MIN_REST` characters besides the ``found`` lines, or
    (``signs``) :data:`MIN_REST_SIGNS` when that kept text is mostly written without
    spaces (its ``word_count``, each such character a word, more than twice its spaced
    words)."""
    rest = kept_chars_outside(blocks, found, flags)
    if rest >= MIN_REST:
        return True
    if not signs or rest < MIN_REST_SIGNS:
        return False
    text = " ".join(b.text for pos, b in enumerate(blocks) if flags[pos] and pos not in found)
    return not text.isascii() and word_count(text) > 2 * len(text.split())


# The label an engine writes before a closed thread's notice (XenForo's ``dl.blockStatus``:
# "Status" over "Not open for further replies."), the whole line.
STATUS_LABELS = frozenset(
    "status statut estado stato stan durum статус 状态 狀態 ステータス 상태 الحالة".split()
)


def _status_labels(
    short: Sequence[int], lines: Sequence[str], found: dict[int, str]
) -> dict[int, str]:
    """The kept short lines (``short``: their positions, ``lines``: their keys) that are
    only a status label (:data:`STATUS_LABELS`, a colon after it at most) just before a
    closed thread's notice of ``found``: the notice's label, a closed-thread note too."""
    return {
        short[at - 1]: CLOSED_THREAD
        for at in range(1, len(short))
        if found.get(short[at]) == CLOSED_THREAD and lines[at - 1].rstrip(":： ") in STATUS_LABELS
    }


def _line_kinds(keys: list[str]) -> list[tuple[int, str | None, str]]:
    """:func:`_line_kinds_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.prompt_line_kinds(keys)
    return _line_kinds_reference(keys)


def _line_kinds_reference(keys: list[str]) -> list[tuple[int, str | None, str]]:
    """The lines of ``keys`` (:func:`~thresher.methods.auto.cleanup.line_keys`) that may be
    chrome: (the key's number, its line's class when the line (:func:`_stripped`) is a
    phrase of :data:`LINES`, else None, the line), for each line that is such a phrase or
    that :func:`_may_prompt` tries."""
    found = []
    for at, key in enumerate(keys):
        line = _stripped(key)
        kind = _KINDS.get(line) if len(line) <= _LONGEST else None
        if kind is not None or _may_prompt(line):
            found.append((at, kind, line))
    return found


def line_kind(text: str) -> str | None:
    """The class of a chrome line: its whole text (lowered, white space collapsed, the
    marks and counts around it stripped) a phrase of :data:`LINES`, or the line matched
    by one of :data:`PROMPTS` (:data:`MAX_PROMPT_CHARS` at most); else None."""
    if len(text) > MAX_PROMPT_CHARS:
        return None
    line = _line(text)
    found = _KINDS.get(line) if len(line) <= _LONGEST else None
    return found if found is not None or not _may_prompt(line) else _prompt_kind(line)


def _may_prompt(line: str) -> bool:
    """Whether one of :data:`PROMPTS` is tried on the line: it opens with one of their
    openings, ends with one of their endings or holds one of their held texts."""
    return (
        line.startswith(_OPENS_BY_FIRST.get(line[:1], ()))  # the openings of its first character
        or line.endswith(_ENDINGS_BY_LAST.get(line[-1:], ()))
        or _holds(line, _HELD)
    )


def _prompt_kind(line: str) -> str | None:
    """The class of the first of :data:`PROMPTS` that matches the line (tried when the line
    opens with, ends with or holds one of its texts; a typo report names an error too,
    :data:`_ERROR`), or None."""
    for kind, opens, ends, holds, pattern in _PROMPTS:
        tried = line.startswith(opens) or line.endswith(ends) or _holds(line, holds)
        if tried and pattern.search(line) and (kind != "typo report" or _ERROR.search(line)):
            return kind
    return None


def _holds(line: str, texts: tuple[str, ...]) -> bool:
    for text in texts:  # noqa: SIM110 - a loop: any() over a generator costs more here
        if text in line:
            return True
    return False
