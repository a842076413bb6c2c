"""Post chrome: the lines a forum engine writes inside a thread's posts, named by their words.

A forum or Q&A thread's posts are the content, but the engine writes its own lines among
them: a quoted post's attribution ("Anna said:", "Zitat von Anna", "Originally Posted by
Anna"), the control that unfolds or folds a long quotation ("Click to expand...", "Click
to shrink..."), the signature a phone app appends ("Sent from my Pixel using Tapatalk"),
a reaction line ("Reactions: Anna, Ben"), a row of buttons ("Reply Quote Report"). The
block model keeps some of them, most often in the posts it keeps whole (the quoted text
around an attribution is prose). Inside a recognised thread (the span from the first to
the last block of the posts the page declares, or of the run of posts the model kept in
good part: :mod:`thresher.methods.auto.discussion`), a kept short line that is such a line
(:data:`POST_CHROME`, in several languages: the engines' own translations) is dropped;
every post's own text stays, a line of prose never matching.

The words are the forum engines' (XenForo, vBulletin, phpBB, SMF, Discourse, Tapatalk)
interface strings, not any site's; the rule was chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import attrgetter

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.cleanup import LineKeys, line_keys
from thresher.methods.auto.discussion import has_date_or_time
from thresher.types import Block, Decision, Label

MAX_CHROME_CHARS = 80
MAX_SIGNATURE_CHARS = 120

_SAID = (
    r"said|says|wrote|writes|posted|schrieb|hat geschrieben|hat gesagt|a écrit|a dit|escribió|"
    r"dijo|escreveu|disse|ha scritto|ha detto|scrive|napisał|napisała|napisał\(a\)|написал|"
    r"написала|написал\(а\)|писал|писала|писал\(а\)|пишет|сказал|сказала|сказал\(а\)|"
    r"schreef|skrev|kirjoitti|yazdı|写道|寫道|说|說|さんの発言|が書きました"
)
_QUOTE = (
    r"quote|zitat|citation|cita|citazione|citação|citaçao|cytat|цитата|citaat|citat|"
    r"сообщение|引用|引言|引述"
)
_EXPAND = (
    r"(?:click|tap) (?:here )?to (?:expand|shrink|collapse)|zum vergrößern anklicken|"
    r"zum verkleinern anklicken|klicken zum (?:erweitern|ausklappen)|cliquez pour (?:agrandir|"
    r"réduire|développer)|haz clic para (?:expandir|contraer)|clique para (?:expandir|"
    r"encolher|recolher)|clicca per (?:espandere|ridurre)|kliknij,? aby (?:rozwinąć|zwinąć)|"
    r"нажмите,? (?:для|чтобы) (?:раскрытия|раскрыть|свернуть)|klik om te (?:vergroten|"
    r"verkleinen)|klicka för att (?:expandera|förminska)|点击(?:展开|收起)|點擊(?:展開|收起)|"
    r"クリックして(?:展開|縮小)"
)
_SENT_FROM = (
    r"sent from my|sent using|sent via|enviado desde mi|enviado desde|enviado do meu|"
    r"enviado de meu|gesendet von meinem|gesendet von|gesendet mit|envoyé de mon|"
    r"envoyé depuis mon|envoyé avec|inviato dal mio|inviato dal|inviato con|"
    r"verstuurd vanaf mijn|verzonden vanaf mijn|wysłane z mojego|wysłane z|"
    r"отправлено с моего|отправлено с|skickat från min|从我的|從我的|来自我的|來自我的"
)
_CONTROL_WORDS = frozenset(
    "reply quote report like share permalink multi-quote multiquote upvote downvote "
    "with antworten zitieren melden teilen répondre citer signaler partager responder "
    "citar reportar denunciar compartir rispondi cita segnala condividi responder "
    "ответить цитировать пожаловаться поделиться odpowiedz cytuj zgłoś udostępnij "
    "beantwoorden citeren rapporteren delen "
    # Korean, Arabic, Turkish, Indonesian packs; Vietnamese's two-syllable words by their
    # first syllable (the second is an object's word: "trả lời", "chia sẻ")
    "답글 답글쓰기 댓글쓰기 인용 신고 신고하기 공유 공유하기 좋아요 추천 비추천 "
    "رد اقتباس إبلاغ إعجاب "
    "yanıtla alıntı alıntıla şikayet beğen paylaş cevap yaz "
    # Hebrew and Czech packs: quote, reply, report
    "ציטוט הגב דווח citovat odpovědět nahlásit "
    "balas kutip laporkan suka bagikan "
    "trả trích báo thích chia lubię "
    # the engines' "Reply With Quote" and "Like" buttons in those languages
    "mit zitat gefällt mir avec citation citando gusta нравится цитированием цитатой с "
    "mehrfachzitat multi-citation multi-cita мультицитата "
    # Chinese and Japanese packs (a word of these scripts is the whole run of its letters)
    "回复 回覆 引用 引用回复 举报 檢舉 分享 赞 点赞 返信 通報 報告 共有 いいね "
    # a Chinese topic's own buttons: bookmark it, ignore it, thank its writer
    "收藏 加入收藏 忽略主题 感谢 "
    # an issue tracker's role badge beside a commenter's name (GitHub, GitLab: "Author",
    # "Maintainer"), in the packs that write it as one word
    "author maintainer owner collaborator contributor автор autor författare szerző "
    "συντάκτης מחבר نویسنده "
    # a post footer's link back to the page's top ("Top", "Nach oben", "Наверх", "返回顶部")
    "top oben haut arriba topo наверх вверх 返回顶部 回到顶部 トップへ ページトップへ".split()
)
# A line of one of these control words alone is no button row: "with" and Russian "с"
# ("Reply With Quote", "Ответить с цитированием") name no action by themselves.
_LONE_WORDS = (["with"], ["с"])
# The words a button names its post with ("Quote this post", "Beitrag melden", "Citer ce
# message", "Responder a este mensaje", "Пожаловаться на это сообщение"): a row of them
# is a button's when one of its words is a control's (:data:`_CONTROL_WORDS`).
_OBJECT_WORDS = frozenset(
    "this post message to diesen dieses beitrag nachricht auf ce cette à publication "
    "este esta mensaje publicación a questo messaggio mensagem это на сообщение пост "
    # Chinese and Japanese packs' whole buttons (one run of letters each)
    "引用此帖 举报此帖 举报该帖 回复此帖 回覆此帖 檢舉此帖 分享此帖 "
    "この投稿を引用 この投稿を報告 この投稿に返信 この投稿を共有 "
    # the second syllable of a Vietnamese button, Turkish "Şikayet et" (report)
    "lời dẫn cáo sẻ et "
    # a Turkish button written with a verb: "Alıntı yap" (quote; "Cevap yaz", reply:
    # "yaz" is a control's word, so the row is one above the posts too)
    "yap "
    # the rest of a back-to-top link ("Back to top", "Retour en haut", "Volver arriba")
    "back nach retour en volver voltar ao torna".split()
)
_EDITED = (
    r"last edited|edited by|edited on|edited:|zuletzt bearbeitet|zuletzt geändert|"
    r"geändert von|bearbeitet von|"
    r"dernière modification|modifié par|modifié le|última edición|editado por|editado el|"
    r"última edição|ultima modifica|modificato da|ostatnio edytowany|ostatnia edycja|"
    r"edytowane przez|последний раз редактировалось|отредактировано|laatst bewerkt|"
    r"bewerkt door|senast redigerad|redigerad av|dernière édition|édité par|"
    r"последнее редактирование|"
    r"最后编辑|最後編輯|本帖最后由|最終編集"
)
_REACTIONS = (
    r"reactions|likes|reaktionen|réactions|reacciones|reazioni|reações|реакции|reakcje|"
    r"reacties|reaktioner|反应|反應|回应|リアクション"
)

# A line of post chrome, matched against the whole of a block's text (lower case), besides
# a quote's attribution (_ATTRIBUTION).
_ATTRIBUTION = LazyPattern(rf"^.{{1,60}}?\s(?:{_SAID})\s?[:：]$")  # "Anna said:", "Anna 写道："
POST_CHROME = (
    re.compile(rf"^(?:{_QUOTE})(?:\s(?:from|von|de|di|od|от|van|från)\s.{{1,60}})?\s?[:：]?$"),
    re.compile(
        r"^(?:quote\s)?(?:originally posted by|originalmente (?:escrito|publicado|postado) por"
        r"|messaggio originale di|оригинальное сообщение от|原帖由)\s.{1,60}$"
    ),
    # "引用 Anna 发表的", "引用 Anna 的帖子": a Chinese pack's attribution, the name inside
    re.compile(r"^(?:引用|引述)\s?.{1,60}?\s?(?:发表的|發表的|的帖子|的发言|的發言)\s?[:：]?$"),
    re.compile(rf"^(?:{_EXPAND})\s?(?:\.\.\.|…)?\.*$"),
    re.compile(rf"^(?:{_REACTIONS})\s?(?::\s|：\s?)\S.*$"),
)
# An engine's note of a post's last edit, with its date ("Last edited by Anna on Aug 10,
# 2014, 10:51 AM", "Geändert von Anna (14-03-2016 um 11:46 Uhr)")
_EDIT_NOTE = LazyPattern(rf"^(?:{_EDITED})")
# A machine timestamp written as a line ("2021-04-08T04:06:17.467Z+00:00"), never prose
_TIMESTAMP = re.compile(
    r"^\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})*$"
)
# A phone app's signature: one clause, no comma or sentence break (prose that starts so has)
_SIGNATURE = re.compile(rf"^(?:{_SENT_FROM})\s[^,;!?]+$")
_WORDS = re.compile(r"[^\W\d_][\w-]*")
# :data:`POST_CHROME`, :data:`_TIMESTAMP` and :data:`_EDIT_NOTE` as one alternation: it
# matches a line exactly when one of them does (each is anchored at the line's start, none
# has a group a later one refers to), so a line it does not match is tried against none
# (one search instead of six: most lines of a thread are none of them).
_CHROME_OR_NOTE = LazyPattern(
    "|".join(f"(?:{pattern.pattern})" for pattern in (*POST_CHROME, _TIMESTAMP, _EDIT_NOTE))
)
_CHROME = "a forum engine's line inside the thread's posts ({text!r})"


# A social network's handle alone on a line: "@anna.bsky.social", "@anna@mastodon.social"
_HANDLE = re.compile(r"@[\w-]+(?:\.[\w-]+)+|@[\w.-]+@[\w-]+(?:\.[\w-]+)+")


def is_post_chrome(text: str) -> bool:
    """True when ``text`` is a line of post chrome: a quote's attribution, a fold
    control, a phone app's signature, a reaction line (:data:`POST_CHROME`), a dated note
    of the post's last edit, a machine timestamp or a row of buttons (every word a
    control's, :data:`_CONTROL_WORDS`)."""
    if len(text) > 2 * MAX_SIGNATURE_CHARS:  # a post's prose, before any work on it
        return False
    return is_chrome_line(" ".join(text.split()).lower())


def is_chrome_line(line: str) -> bool:
    """:func:`is_post_chrome` of a text whose lowered, single-spaced line is ``line`` (a
    :func:`~thresher.methods.auto.cleanup.line_keys` key: the same line)."""
    if not line or len(line) > MAX_SIGNATURE_CHARS:
        return False
    if line[0] == "@" and _HANDLE.fullmatch(line):  # a poster's handle under the name
        return True
    if _SIGNATURE.match(line) and ". " not in line:
        return True
    if len(line) > MAX_CHROME_CHARS:
        return False
    if line.endswith((":", "：")) and _ATTRIBUTION.match(
        line
    ):  # the end first: the pattern backtracks
        return True
    if _CHROME_OR_NOTE.match(line) is not None:  # one of the patterns below may match
        if any(pattern.match(line) for pattern in POST_CHROME):
            return True
        if _TIMESTAMP.match(line) or (_EDIT_NOTE.match(line) and has_date_or_time(line)):
            return True
    first = _WORDS.search(line)  # most lines fail on their first word: no list of words
    if first is None:
        return False
    if first.group() not in _CONTROL_WORDS:
        return first.group() in _OBJECT_WORDS and _named_button(_WORDS.findall(line))
    words = _WORDS.findall(line)
    if all(word in _CONTROL_WORDS for word in words):
        return words not in _LONE_WORDS
    return _named_button(words)


def _named_button(words: list[str]) -> bool:
    """True for a button that names its post: every word a control's or an object's
    (:data:`_OBJECT_WORDS`), one a control's at least, or a whole Chinese or Japanese
    button (one word of the objects' table that holds its control)."""
    if len(words) == 1:
        return len(words[0]) > 3 and words[0] in _OBJECT_WORDS and not words[0].isascii()
    controls = [word for word in words if word in _CONTROL_WORDS]
    if not controls or controls == ["with"]:
        return False
    return all(word in _CONTROL_WORDS or word in _OBJECT_WORDS for word in words)


# A badge an engine writes on the post a question thread accepted ("Accepted Solution",
# Khoros; "Solution", XenForo 2; "Best answer", a vendor's community), the whole line
# lowered: read only inside a recognised thread, with ``marks`` (``solution_marks``).
SOLUTION_MARKS = frozenset(
    {
        "solution", "accepted solution", "solved", "accepted answer", "best answer",
        "marked as solution", "lösung", "akzeptierte lösung", "gelöst", "beste antwort",
        "als lösung markiert", "solution acceptée", "résolu", "meilleure réponse",
        "réponse acceptée", "solución", "solución aceptada", "resuelto", "mejor respuesta",
        "respuesta aceptada", "решение", "принятое решение", "решено", "лучший ответ",
        "принятый ответ", "solução", "solução aceita", "resolvido", "melhor resposta",
        "resposta aceita", "soluzione", "soluzione accettata", "risolto", "risposta migliore",
        "miglior risposta", "risposta accettata", "解决方案", "已采纳的解决方案", "已解决",
        "最佳答案", "已采纳", "采纳答案", "解決策", "承認された解決策", "解決済み",
        "ベストアンサー", "承認された回答", "已采纳的回答", "采纳的回答", "최고의 답변",
        "채택된 답변", "채택 답변", "kabul edilen cevap", "en iyi cevap", "çözüm",
        "zaakceptowana odpowiedź", "najlepsza odpowiedź", "rozwiązanie",
        "câu trả lời được chấp nhận", "câu trả lời hay nhất", "giải pháp",
        "jawaban yang diterima", "jawaban terbaik", "solusi", "إجابة مقبولة",
        "الإجابة المقبولة", "أفضل إجابة", "الحل", "recommended answer", "best reply",
        "marked as answer", "прийнята відповідь", "найкраща відповідь", "рішення",
        "přijatá odpověď", "nejlepší odpověď", "řešení", "accepterat svar", "bästa svar",
        "lösning", "תשובה מקובלת", "התשובה הטובה ביותר", "פתרון", "स्वीकृत उत्तर",
        "सर्वश्रेष्ठ उत्तर", "समाधान", "คำตอบที่ยอมรับ", "คำตอบที่ดีที่สุด", "วิธีแก้ปัญหา",
        "গৃহীত উত্তর", "সেরা উত্তর", "সমাধান", "ஏற்றுக்கொள்ளப்பட்ட பதில்", "சிறந்த பதில்",
        "தீர்வு", "قبول شدہ جواب", "بہترین جواب", "پاسخ پذیرفته شده", "بهترین پاسخ",
        "راه حل", "jawapan diterima", "jawapan terbaik", "penyelesaian",
        "jibu lililokubaliwa", "jibu bora", "suluhisho", "tinanggap na sagot",
        "pinakamahusay na sagot", "solusyon", "câu trả lời được chọn", "đã giải quyết",
        "expert-verified", "expert verified", "verified answer", "von experten geprüft",
        "vérifié par un expert", "verificado por expertos", "verificado por especialistas",
        "resposta verificada", "проверено экспертом", "перевірено експертом",
        "zweryfikowane przez eksperta", "uzman onaylı", "được chuyên gia xác minh",
        "terverifikasi ahli", "jawaban terverifikasi",
        # a Q&A's most helpful answer, as its readers voted it ("Hilfreichste Antwort")
        "most helpful answer", "hilfreichste antwort", "réponse la plus utile",
        "respuesta más útil", "resposta mais útil", "risposta più utile",
        "самый полезный ответ", "найкорисніша відповідь", "najbardziej pomocna odpowiedź",
        "en faydalı cevap", "nuttigste antwoord",
    }
)  # fmt: skip


# A badge that names who chose the answer, then that one name (GitHub Discussions: "Answer
# selected by anna")
_CHOSEN_BY = "answer selected by "


def is_solution_mark(line: str) -> bool:
    """True when ``line`` (lowered, single spaced) is a solution's badge: one of
    :data:`SOLUTION_MARKS`, or :data:`_CHOSEN_BY` and one name."""
    if line in SOLUTION_MARKS:
        return True
    return line.startswith(_CHOSEN_BY) and " " not in line[len(_CHOSEN_BY) :]


def drop_post_chrome(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    span: tuple[int, int] | None,
    keys: LineKeys | None = None,
    marks: bool = False,
) -> dict[int, Decision]:
    """The kept blocks (``flags``) whose index lies in ``span`` (the first and last block
    index of a recognised thread's posts, None when the page has none) and whose text is
    post chrome (:func:`is_post_chrome`), dropped (``keys``: the page's line keys found so
    far, read and added to: :class:`~thresher.methods.auto.cleanup.LineKeys`). With
    ``marks``, a line that is only a solution's badge (:data:`SOLUTION_MARKS`) too."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    short = [
        b
        for b in compress(blocks[lo:hi], flags[lo:hi])
        if len(b.text) <= 2 * MAX_SIGNATURE_CHARS  # a post's prose: no line made of it
    ]
    lines = (line_keys if keys is None else keys)([b.text for b in short])
    changed: dict[int, Decision] = {}
    for block, line in zip(short, lines, strict=True):
        if is_chrome_line(line) or (marks and is_solution_mark(line)):
            reason = _CHROME.format(text=block.text[:30])
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return changed


MAX_MARK_CHARS = 40  # the longest badge of SOLUTION_MARKS, with room: longer lines are none
_MARKED = "a solution's badge among a thread's posts ({text!r})"


def solution_mark_positions(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the kept blocks, no heading, whose whole line (lowered, single
    spaced) is a solution's badge (:func:`is_solution_mark`)."""
    return [
        pos
        for pos, block in enumerate(blocks)
        if flags[pos]
        and len(block.text) <= MAX_MARK_CHARS
        and not block.features.heading_level
        and is_solution_mark(" ".join(block.text.split()).lower())
    ]


def drop_marks_in(
    blocks: Sequence[Block], marks: Sequence[int], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The badges at ``marks`` (:func:`solution_mark_positions`) whose block index lies in
    ``span`` (the posts of a thread and what their items' parent holds around them:
    :func:`~thresher.methods.auto.discussion.posts_span`), dropped: a badge above the
    first answer, or in a thread whose question lies outside the answers' run, which
    ``drop_post_chrome``'s span leaves out."""
    if span is None:
        return {}
    first, last = span
    return {
        block.index: Decision(block.index, Label.BOILERPLATE, _MARKED.format(text=block.text))
        for block in map(blocks.__getitem__, marks)
        if first <= block.index <= last
    }


# A thread's position counter above its posts ("Message 1 of 5 (1,234 Views)", Khoros;
# "Nachricht 1 von 5", "第 1 条消息（共 5 条）"): the engines' words for a post, a count
# out of the thread's posts, a view count in brackets after it at most.
_POST_WORDS = (
    r"message|post|reply|nachricht|beitrag|antwort|mensaje|respuesta|publicación|mensagem|"
    r"resposta|messaggio|risposta|сообщение|ответ|bericht|wiadomość|meddelande|"
    r"メッセージ|投稿"
)
_COUNTER = LazyPattern(
    rf"^(?:(?:{_POST_WORDS})\s?\d+\s?(?:of|von|sur|de|di|из|z|van|av|/)\s?\d+"
    r"|第\s?\d+\s?(?:条|則)(?:消息|帖子|回复)?[（(]共\s?\d+\s?(?:条|則)[）)])"
    r"(?:\s?[（(][^()（）]{1,40}[）)])?$"
)
# A post's vote count and a topic's view count, alone on a line: the count and the packs'
# word ("2 votes", "2 голоса", "Views: 1,204", "查看: 1204", "조회 1,204").
_VOTE_WORDS = r"votes?|votos?|голос|голоса|голосов|stimmen?|voti|voto|głos|głosy|głosów|oy|票"
_VIEW_WORDS = (
    r"views|aufrufe|visualizações|visualizaciones|vistas|visite|просмотров|просмотры|"
    r"переглядів|wyświetlenia|wyświetleń|görüntülenme|查看|浏览|瀏覽|閲覧|閲覧数|조회|조회수"
)
# A post's comment count, alone on a line, count first ("1 comment", "1件のコメント", "1 条评论",
# "3 σχόλια"): the link that opens a post's comments on a link aggregator or a Q&A site.
_COMMENT_COUNT_WORDS = (
    r"comments?|kommentare?|komentarz[ey]?|komentarzy|комментари[йяев]|коментар(?:ів|і)?|"
    r"σχόλι[οα]|yorum|komentar|komentáře|komentářů|comentários?|comentarios?|commentaires?|"
    r"comment[oi]|reacties?|kommentarer?|件のコメント|条评论|則留言|개의 댓글"
)
_COUNT_LINE = LazyPattern(
    rf"^(?:\d[\d,.\u202f\xa0]*\s?(?:{_VOTE_WORDS}|{_VIEW_WORDS}|{_COMMENT_COUNT_WORDS})"
    rf"|(?:{_VIEW_WORDS})\s?[:：]?\s?\d[\d,.\u202f\xa0]*)$"
)
MAX_COUNTER_CHARS = 60
_COUNTED = "a thread's position counter ({text!r})"


def is_thread_counter(text: str) -> bool:
    """True for a thread's position counter: "Message 1 of 5", "Mensagem 1 de 5 (1.234
    visualizações)", "メッセージ 1 / 5" (:data:`_COUNTER`), or a line that is only a
    vote, view or comment count ("2 votos", "查看: 1204", "1件のコメント": :data:`_COUNT_LINE`)."""
    if len(text) > MAX_COUNTER_CHARS or not any(map(str.isdigit, text)):
        return False
    line = " ".join(text.split()).lower()
    return _COUNTER.match(line) is not None or _COUNT_LINE.match(line) is not None


def drop_thread_counters(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept position counters (:func:`is_thread_counter`) up to the end of a
    recognised thread (``span`` as in :func:`drop_post_chrome`), dropped: the engine's
    line above the opening post, which the model keeps beside the title."""
    if span is None:
        return {}
    _, hi = span_positions(blocks, span)
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _COUNTED.format(text=b.text[:30]))
        for b in compress(blocks[:hi], flags[:hi])
        if is_thread_counter(b.text)
    }


# A thread's sort control above its replies ("Sort by: Best", "Ordenar por: Mejores",
# "Sırala: En iyi"): the label, then one or two words of the chosen order.
_SORT = LazyPattern(
    r"^(?:sort by|sorted by|sortieren nach|sortiert nach|trier par|triés par|ordenar por"
    r"|ordenado por|ordina per|ordinati per|сортировать по|сортировка|сортувати за"
    r"|sortuj według|sortuj wg|sırala|sıralama|sorteer op|urutkan|sắp xếp theo|排序方式"
    r"|排序|並べ替え|정렬)\s?[:：]?\s?[^\W\d][\w-]*(?:\s[\w-]+)?$"
)
MAX_CONTROL_CHARS = 40
MAX_FOOTER_CHARS = 120
# Button words of scripts whose vowel signs part a word for ``_WORDS`` (Thai), read as
# whole space-parted tokens at a post footer's end.
# An imageboard's delete and agree buttons ("del", "そうだね+") end its header lines.
_SPACED_CONTROLS = frozenset("ตอบกลับ แจ้งลบ ถูกใจ อ้างอิง รายงาน แชร์ del そうだね".split())
_CONTROL = "a thread's control row above or among its posts ({text!r})"


def is_thread_control(line: str) -> bool:
    """True when ``line`` (lowered, single spaced) is a thread's sort control
    (:data:`_SORT`) or a row of buttons, every word a control's (:data:`_CONTROL_WORDS`):
    "Sort by: Best", "추천", "Reply Share"."""
    if not line or len(line) > MAX_CONTROL_CHARS:
        return False
    return is_button_row(line) or _SORT.match(line) is not None


def is_button_row(line: str) -> bool:
    """True when ``line`` (lowered, single spaced) is a row of buttons: every word a
    control's (:data:`_CONTROL_WORDS`), nothing else beside them ("reply quote report",
    "ответить ответить с цитированием пожаловаться"); no length is read here."""
    first = _WORDS.match(line)  # most lines fail on their first word
    if first is None or first.group() not in _CONTROL_WORDS:
        return False
    words = _WORDS.findall(line)
    if words in _LONE_WORDS or not all(word in _CONTROL_WORDS for word in words):
        return False
    return len(words) == len(line.split())  # a count or a mark beside: no row


def drop_thread_controls(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    span: tuple[int, int] | None,
    keys: LineKeys | None = None,
) -> dict[int, Decision]:
    """The kept control rows (:func:`is_thread_control`) up to the end of a recognised
    thread (``span`` as in :func:`drop_post_chrome`), dropped: an opening post's buttons
    set apart above the replies' run ("추천", "Share") and the sort bar between them,
    which ``drop_post_chrome``'s span leaves out (``keys`` as there)."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    short = [b for b in compress(blocks[:lo], flags[:lo]) if len(b.text) <= MAX_CONTROL_CHARS]
    before = len(short)  # the lines before the posts: control rows only
    short += [b for b in compress(blocks[lo:hi], flags[lo:hi]) if len(b.text) <= MAX_FOOTER_CHARS]
    if not short:
        return {}
    lines = (line_keys if keys is None else keys)([b.text for b in short])
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _CONTROL.format(text=b.text[:30]))
        for k, (b, line) in enumerate(zip(short, lines, strict=True))
        if is_thread_control(line) or (k >= before and is_post_footer(line))
    }


def is_post_footer(line: str) -> bool:
    """True when ``line`` (lowered, single spaced) is a post's footer: a dated line of
    four words or more that ends in two buttons ("ถูกใจ 11 anna สมาชิกหมายเลข 7100301 3
    มีนาคม 2567 เวลา 21:41 น. ตอบกลับ แจ้งลบ", "anna 3 Mar 2024 21:41 Reply Report")."""
    if len(line) > MAX_FOOTER_CHARS or not _button_word(line[line.rfind(" ") + 1 :]):
        return False
    words = line.split()
    return len(words) >= 4 and _button_word(words[-2]) and has_date_or_time(line)


def _button_word(word: str) -> bool:
    word = word.rstrip("+")  # an agree button's count sign: "そうだね+"
    return word in _CONTROL_WORDS or word in _SPACED_CONTROLS


def without_chrome(blocks: Sequence[Block], changed: Mapping[int, Decision]) -> dict[int, Decision]:
    """``changed`` (decisions of some of ``blocks``, by index) without those of the blocks
    whose text is post chrome (:func:`is_post_chrome`): lines a rule would keep that the
    chrome rule is not there to drop again."""
    texts = {b.index: b.text for b in blocks if b.index in changed}
    return {i: d for i, d in changed.items() if not is_post_chrome(texts.get(i, ""))}


# A kept line of a post's frame (the poster's card, the post's header) the model dropped in
# the other posts: at most this share of the lines at its element path in the thread kept,
# and that path in MIN_FRAME_POSTS posts or more.
MIN_FRAME_POSTS = 3
MAX_FRAME_KEPT_SHARE = 0.34
MAX_FRAME_CHARS = 40
# With ``long`` (``AutoParams.long_frames``), an undated line up to this length is a frame
# line too: a reputation line ("12.4k5 gold badges50 silver badges46 bronze badges"). A
# dated one stays at MAX_FRAME_CHARS: past it lie headers and quote attributions ("Quote
# from: X on June 20, 2020, 09:30:06 AM"), which the truths keep on some engines.
MAX_LONG_FRAME_CHARS = 60
MAX_PLACE_WORDS = 5  # a user card's place: "Washington, DC USA"
_INDEX = attrgetter("index")
_NO_DIGITS = str.maketrans("", "", "0123456789")  # a post's id in the path: js-post-23364295
_DIGIT_BYTES = b"0123456789"
_FRAME = "a line of a post's frame the model dropped in the thread's other posts"


def drop_post_frames(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    span: tuple[int, int] | None,
    model: Sequence[bool] | None = None,
    long: bool = False,
) -> dict[int, Decision]:
    """The kept short lines without a sentence up to the end of a recognised thread
    (``span`` as in :func:`drop_post_chrome`) at an element path (its digits, posts' ids,
    left out) the span repeats :data:`MIN_FRAME_POSTS` times or more, whose lines there
    the model dropped (at most :data:`MAX_FRAME_KEPT_SHARE` of them kept), dropped: the
    opening post's user card ("Joined: Jun 15, 2024", "Messages: 275") and header, which
    the model keeps beside the title while it drops every reply's (the opening post's
    frame may come before its first declared text). A span with fewer than
    :data:`MIN_FRAME_POSTS` dated lines is a list of cards, not a thread: nothing.

    ``model``: each text block's kept flag before the runs' rules completed the posts
    (``complete_listing`` keeps every card's count once the model kept a few of them at
    low probability); a card's count or place (:func:`card_value`) counts as kept at its
    path only where both flags keep it, other lines as ``flags`` say. ``long``: an
    undated line of up to :data:`MAX_LONG_FRAME_CHARS` is short too (:func:`_frame_line`)."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    most = MAX_LONG_FRAME_CHARS if long else MAX_FRAME_CHARS
    lines = [b for b in compress(blocks[:hi], flags[:hi]) if _frame_line(b, most)]
    if not lines:  # most threads: the model kept no card
        return {}
    ends = {_tail(b.path) for b in lines}  # a cheap test before the whole path's
    shapes: dict[str, str | None] = {}  # each path's shape, read by both counts
    seen = _path_counts(blocks[lo:hi], flags[lo:hi], ends, shapes)
    values = None  # the counts under both flags, found when a card's value first asks
    changed: dict[int, Decision] = {}
    for block in lines:
        shape = without_digits(block.path)
        total, kept_here = seen.get(shape, (0, 0))
        if total < MIN_FRAME_POSTS:
            continue
        if kept_here > MAX_FRAME_KEPT_SHARE * total:  # kept in most posts, as it stands
            if model is None or not card_value(block):
                continue
            if values is None:
                both = [a and b for a, b in zip(flags[lo:hi], model[lo:hi], strict=True)]
                values = _path_counts(blocks[lo:hi], both, ends, shapes)
            if values.get(shape, (0, 0))[1] > MAX_FRAME_KEPT_SHARE * total:
                continue
        changed[block.index] = Decision(block.index, Label.BOILERPLATE, _FRAME)
    if changed and _dated_lines(blocks[lo:hi]) < MIN_FRAME_POSTS:
        return {}  # cards of a list, not posts: a thread dates its posts
    return changed


def _path_counts(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    ends: set[str],
    shapes: dict[str, str | None] | None = None,
) -> dict[str, list[int]]:
    """How many of ``blocks`` lie at each element path (digits left out) whose last
    element (digits left out) is one of ``ends``, and how many of those are kept
    (``flags``); each distinct path read once (a thread's posts repeat a few; ``shapes``:
    each path read so far to its digitless form, None when not counted, for ``ends``,
    read and added to)."""
    shapes = {} if shapes is None else shapes
    seen: dict[str, list[int]] = {}
    for block, kept in zip(blocks, flags, strict=True):
        path = block.path
        shape = shapes.get(path, path)  # the path itself: not read yet
        if shape is path:
            shape = shapes[path] = without_digits(path) if _tail(path) in ends else None
        if shape is not None:
            counts = seen.setdefault(shape, [0, 0])
            counts[0] += 1
            counts[1] += kept
    return seen


def _dated_lines(blocks: Sequence[Block]) -> int:
    """How many of ``blocks`` hold a date or a time, counted up to MIN_FRAME_POSTS."""
    dated = 0
    for block in blocks:
        dated += has_date_or_time(block.text)
        if dated >= MIN_FRAME_POSTS:
            break
    return dated


def span_positions(blocks: Sequence[Block], span: tuple[int, int]) -> tuple[int, int]:
    """The slice of ``blocks`` (in index order) whose index lies in ``span``, found by
    bisection: the rules read only the thread, not the page."""
    first, last = span
    return bisect_left(blocks, first, key=_INDEX), bisect_right(blocks, last, key=_INDEX)


def _tail(path: str) -> str:
    """The last element of a block's path, digits left out."""
    return without_digits(path[path.rfind("/") + 1 :])


def without_digits(text: str) -> str:
    """``text`` without its digits (``text.translate(_NO_DIGITS)``): the digits deleted from
    the text's bytes in one pass (``str.translate`` looks each character up in the table:
    several times slower on a long path, over ten times on one that is not ASCII). In
    UTF-8 no byte of a character beyond ASCII is an ASCII byte, so deleting the digits'
    bytes deletes the digits alone (lone surrogates pass through as their three bytes)."""
    if text.isascii():
        return text.encode("ascii").translate(None, _DIGIT_BYTES).decode("ascii")
    data = text.encode("utf-8", "surrogatepass").translate(None, _DIGIT_BYTES)
    return data.decode("utf-8", "surrogatepass")


def card_value(block: Block) -> bool:
    """True for a short line that may be a user card's count or place ("2,947", "NS,
    Canada"): a digit or a place's name (:func:`_place`), no date or time (a post's
    header, which some threads' readers keep), not a heading or a link (a card's title).
    A name or a post's subject line is none."""
    features = block.features
    if features.heading_level or features.link_text_length:
        return False
    text = block.text
    return (_place(text) or any(map(str.isdigit, text))) and not has_date_or_time(text)


def _place(text: str) -> bool:
    """True for a place's name as a card writes it: a few words in parts a comma
    separates, each capitalised ("NS, Canada", "Bay Area, California"), not a phrase
    ("Gorgeous guitar, poor factory setup")."""
    parts = text.split(", ")
    return (
        len(parts) > 1
        and len(text.split()) <= MAX_PLACE_WORDS
        and all(part[:1].isupper() for part in parts)
    )


def _frame_line(block: Block, most: int = MAX_FRAME_CHARS) -> bool:
    """True for a short line without a sentence: a name, a date, a count, a label (of
    :data:`MAX_FRAME_CHARS`, or of ``most`` when it holds no date or time)."""
    size = len(block.text)
    if size > most or block.features.sentence_count:
        return False
    return size <= MAX_FRAME_CHARS or not has_date_or_time(block.text)
