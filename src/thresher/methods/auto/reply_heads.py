"""The lines right above a thread's replies: the answers' count and a bare sort order.

A Q&A page sets a head over its answers: a count of them written word first ("回答 4件",
"Answers (4)", "답변 4", "Ответы: 4") and the order they are sorted in, often without a
label ("評価が高い順", "Newest first", "최신순"; a labelled one, "Sort by: Best", is
:func:`~thresher.methods.auto.post_chrome.is_thread_control`'s). The model keeps both
with the question above them: a heading and a short line that read like a section's
start. Inside a recognised thread (its ``span``: the first and last block index of its
posts), the kept short lines right above the first post, with no longer kept line
between them and it, are dropped when they are such a count (:data:`_COUNT`) or a sort
order of the engines' language packs (:data:`SORT_ORDERS`). The words are the packs'
(Teratail, Stack Exchange, Yahoo! Chiebukuro, Naver, Zhihu-like Q&A engines), not any
site's.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.post_chrome import span_positions
from thresher.types import Block, Decision, Label

MAX_HEAD_CHARS = 40  # a count or an order, not a sentence
MAX_HEAD_LINES = 3  # the count, the order and a tab's label at most
MAX_WALK = 12  # blocks looked at above the first post (dropped ones between them)
# A count's word for answers or replies in the Q&A and forum engines' packs (no comments:
# an article's comment count is the comment rules').
_ANSWER_WORDS = (
    r"answers|answer|replies|reply|responses|antworten|antwort|réponses|réponse|respuestas"
    r"|respuesta|risposte|risposta|respostas|resposta|antwoorden|antwoord|odpowiedzi"
    r"|odpowiedź|ответы|ответов|ответа|ответ|відповіді|відповідей|odpovědi|odpověď|cevaplar"
    r"|yanıtlar|jawaban|balasan|câu trả lời|trả lời|תשובות|إجابات|ردود|回答|回复|回覆|答案"
    r"|返信|답변|답글"
)
# "回答 4件", "Answers (4)", "Ответы: 4", "답변 4개": the word first, then the count.
_COUNT = LazyPattern(
    rf"^(?:{_ANSWER_WORDS})\s?[:：]?\s?[(（]?\d[\d,.]*\s?(?:件|개|条|條|个|個)?[)）]?$"
)
# Sort orders as the packs print them without a label, the whole line lowered.
SORT_ORDERS = frozenset(
    {
        "newest first", "oldest first", "most votes", "highest score", "most recent",
        "top voted", "neueste zuerst", "älteste zuerst", "beste zuerst", "les plus récents",
        "les plus anciens", "más recientes", "más antiguos", "más votados", "più recenti",
        "più vecchi", "più votati", "mais recentes", "mais antigos", "mais votados",
        "сначала новые", "сначала старые", "по рейтингу", "спочатку нові", "najnowsze",
        "najstarsze", "en yeni", "en eski", "terbaru", "terlama", "mới nhất", "cũ nhất",
        "評価が高い順", "新しい順", "古い順", "投票順", "人気順", "新着順", "投稿順",
        "おすすめ順", "按时间排序", "按热度排序", "按投票排序", "默认排序", "最新回复",
        "按時間排序", "최신순", "등록순", "추천순", "인기순", "공감순", "오래된순",
    }
)  # fmt: skip
_REASON = "a head over a thread's replies ({text!r})"


def is_reply_head(text: str) -> bool:
    """True for an answers' count written word first ("回答 4件", "Answers (4)") or a
    sort order without its label ("評価が高い順", "Newest first")."""
    if len(text) > MAX_HEAD_CHARS:
        return False
    line = " ".join(text.split()).lower()
    return line in SORT_ORDERS or (any(map(str.isdigit, line)) and _COUNT.match(line) is not None)


def drop_reply_heads(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept short lines right above a recognised thread's first post (``span``:
    its posts' first and last block index; ``blocks`` the text blocks, ``flags`` their
    kept flags) that are a reply head (:func:`is_reply_head`), dropped; the walk up stops
    at the first longer kept line (:data:`MAX_HEAD_CHARS`), after :data:`MAX_HEAD_LINES`
    kept lines or :data:`MAX_WALK` blocks."""
    if span is None:
        return {}
    lo, _ = span_positions(blocks, span)
    changed: dict[int, Decision] = {}
    seen = 0
    for at in range(lo - 1, max(lo - 1 - MAX_WALK, -1), -1):
        if not flags[at]:
            continue
        block = blocks[at]
        seen += 1
        if len(block.text) > MAX_HEAD_CHARS or seen > MAX_HEAD_LINES:
            break
        if is_reply_head(block.text):
            changed[block.index] = Decision(
                block.index, Label.BOILERPLATE, _REASON.format(text=block.text[:30])
            )
    return changed
