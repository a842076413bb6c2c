"""A thread's notes about itself kept as text: the count over its answers ("21 Answers",
"4 Antworten", "5 ответов", "21 个回答"), the notice that it is closed ("Not open for
further replies.", "Für weitere Antworten geschlossen.", "Тема закрыта") and the board's
clock under it ("All times are GMT -4. The time now is 08:15 AM.", "Alle Zeitangaben in
WEZ +1. Es ist jetzt 14:01 Uhr.").

A Q&A engine heads its answers with their count, a forum engine writes under a closed
thread that no one may reply, a board prints its time zone and clock at the foot of each
page. Each is a line of its own in the engine's language pack; the block model reads it
alone and keeps it when it sits among the posts. A kept line whose whole text (lowered,
the marks around it stripped) is such a note (:func:`note_kind`) is dropped, when the
page keeps :data:`MIN_REST` characters besides. A count line is only a number and the
word for answers or replies (comment counts stay: article truths keep "12 comments"); a
closed notice is one of :data:`CLOSED`'s whole lines (Discourse's "New replies are no
longer allowed" stays: it is a post of the thread, and the truths keep it); a clock line
opens with one of :data:`CLOCK_OPENINGS` and names a time zone. Words as data, by
language; nothing here names a site. Chosen by leave-one-source-out validation
(``docs/dev/s63-qforum27.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.cleanup import LineKeys, line_keys
from thresher.methods.auto.decided import kept_chars_outside
from thresher.types import Block, Decision, Label

MAX_CHARS = 120  # a note's line: a clock line is the longest
MIN_REST = 200  # characters the page keeps besides the dropped notes
# The word after an answer or reply count, by language (lower case).
COUNT_WORDS: tuple[tuple[str, str], ...] = (
    ("en", "answer|answers|reply|replies|response|responses"),
    ("de", "antwort|antworten"),
    ("fr", "réponse|réponses"),
    ("es", "respuesta|respuestas"),
    ("it", "risposta|risposte"),
    ("pt", "resposta|respostas"),
    ("nl", "antwoord|antwoorden"),
    ("pl", "odpowiedź|odpowiedzi"),
    ("ru uk", "ответ|ответа|ответов|відповідь|відповіді|відповідей"),
    ("zh", "个回答|個回答|条回复|條回覆|个回复|個回覆|条回答|條回答|回复|回覆|回答"),
    ("ja ko", "件の回答|件の返信|件の回答があります|개의 답변"),
)
# A closed thread's notice, whole lines by language (lower case, end marks left out).
CLOSED: tuple[tuple[str, str], ...] = (
    (
        "en",
        "not open for further replies|this discussion is now closed|this thread is closed"
        "|this thread has been closed|this topic is closed|this topic is locked"
        "|this topic has been locked|closed thread|thread closed|topic locked|locked thread"
        "|this topic is locked, you cannot edit posts or make further replies",
    ),
    (
        "de",
        "für weitere antworten geschlossen|geschlossenes thema|thema geschlossen"
        "|dieses thema ist geschlossen|dieses thema wurde geschlossen|thema gesperrt"
        "|dieses thema ist gesperrt, du kannst keine beiträge editieren oder weitere antworten"
        " erstellen",
    ),
    (
        "fr",
        "non ouverte à d'autres réponses|fermé à de nouvelles réponses|ce sujet est verrouillé"
        "|sujet verrouillé|sujet fermé|discussion fermée|cette discussion est fermée"
        "|ce sujet est verrouillé, vous ne pouvez pas modifier de messages ou poster de réponse",
    ),
    (
        "es",
        "no está abierto para más respuestas|cerrado para nuevas respuestas|tema cerrado"
        "|este tema está cerrado|este tema está bloqueado|discusión cerrada",
    ),
    (
        "it",
        "non aperto ad ulteriori risposte|chiuso a nuove risposte|discussione chiusa"
        "|argomento chiuso|questa discussione è chiusa|argomento bloccato",
    ),
    (
        "pt",
        "não está aberto para novas respostas|fechado para novas respostas|tópico fechado"
        "|tópico trancado|este tópico está fechado|tópico bloqueado",
    ),
    ("nl", "gesloten voor verdere reacties|onderwerp gesloten|topic gesloten"),
    ("pl", "temat zamknięty|wątek zamknięty|zamknięte dla dalszych odpowiedzi"),
    (
        "ru uk",
        "закрыто для дальнейших ответов|тема закрыта|эта тема закрыта|тема закрыта для ответов"
        "|тема закрита|ця тема закрита",
    ),
    ("zh", "主题已关闭|主题已锁定|帖子已关闭|此主题已关闭|本帖已关闭|不接受进一步回复|主題已關閉"),
    (
        "ja",
        "このスレッドはロックされています|これ以上の返信は受け付けていません|このトピックはロックされています",
    ),
)
# The openings of a board's clock line (its time zone, then often its clock), by language
# (lower case); the line names a zone too (:data:`ZONE_WORDS`).
CLOCK_OPENINGS: tuple[tuple[str, str], ...] = (
    ("en", "all times are"),
    ("de", "alle zeitangaben in|alle zeiten sind"),
    ("fr", "toutes les heures sont|fuseau horaire"),
    ("es", "todas las horas son|todos los horarios son"),
    ("it", "tutti gli orari sono|tutti i fusi orari sono"),
    ("pt", "todos os horários são|horários baseados na|horário de"),
    ("nl", "alle tijden zijn"),
    ("pl", "wszystkie czasy|strefa czasowa"),
    ("ru uk", "часовой пояс|все время указано|часовий пояс"),
    ("zh", "所有时间均为|所有時間均為|所有显示的时间为|所有顯示的時間為"),
    ("ja", "全ての時間は|全ての表示時間は|すべての時間は"),
)
ZONE_WORDS = ("gmt", "utc", "wez", "mez", "cet", "cest")
_MARKS = " \t\n\r\f\v\xa0.:：。!！·•|"
_REASONS = {
    "count": "the count over a thread's answers (p={p:.2f})",
    "closed": "a closed thread's notice (p={p:.2f})",
    "clock": "a board's clock line (p={p:.2f})",
}


def _words(table: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(word for _, words in table for word in words.split("|"))


_COUNT = re.compile(
    r"^\d[\d,.\u202f\xa0 ]*\s?(" + "|".join(map(re.escape, _words(COUNT_WORDS))) + r")$"
)
_CLOSED = frozenset(_words(CLOSED))
_CLOCK_OPENINGS = _words(CLOCK_OPENINGS)


def _either(words: Sequence[str]) -> str:
    return "|".join(map(re.escape, words))


# The words one of which every note holds (a count's word, a closed notice's last word),
# as the white space splits a page's kept short lines (a mark may end them), and the
# zones one of which a clock line holds, as text; on a page not all ASCII, the texts (a
# CJK note's words, written without spaces) one of which a note holds. A page whose kept
# short lines hold none (most pages) is not read line by line.
_LAST_WORDS = [phrase.split()[-1] for phrase in (*_words(COUNT_WORDS), *_CLOSED)]
GATE_WORDS = frozenset(word + mark for word in _LAST_WORDS for mark in ("", ".", "!", ":", ")"))
GATE_ZONES = ("gmt", "utc", "wez")
GATE_TEXTS = tuple(
    phrase
    for phrase in (*_words(COUNT_WORDS), *_CLOSED)
    if " " not in phrase
    and not any(char.isascii() or "\u0400" <= char <= "\u04ff" for char in phrase)
)


def drop_thread_notes(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    keys: LineKeys | None = None,
) -> dict[int, Decision]:
    """The kept notes of a thread about itself (:func:`note_kind`) dropped (``blocks``:
    the text blocks; ``probs``: their probabilities; ``flags``: each block's kept flag),
    when the page keeps :data:`MIN_REST` characters besides them. ``keys``: the page's
    line keys found so far (:class:`~thresher.methods.auto.cleanup.LineKeys`). Only a page
    whose kept short lines may hold a note (:func:`may_hold_note`) is read line by line."""
    short = [
        pos for pos in compress(range(len(blocks)), flags) if len(blocks[pos].text) <= MAX_CHARS
    ]
    texts = [blocks[pos].text for pos in short]
    if not may_hold_note("\n".join(texts).lower()):
        return {}
    lines = (line_keys if keys is None else keys)(texts)
    found = {short[at]: kind for at, line in enumerate(lines) if (kind := note_kind(line))}
    if not found or kept_chars_outside(blocks, found, flags) < MIN_REST:
        return {}
    return {
        (index := blocks[pos].index): Decision(
            index, Label.BOILERPLATE, _REASONS[kind].format(p=float(probs[pos]))
        )
        for pos, kind in found.items()
    }


def may_hold_note(joined: str) -> bool:
    """Whether the lowered, joined lines ``joined`` hold a word of :data:`GATE_WORDS` (split
    at white space), a zone of :data:`GATE_ZONES` or, when not all ASCII, a text of
    :data:`GATE_TEXTS`: every note does."""
    if not GATE_WORDS.isdisjoint(joined.split()) or any(zone in joined for zone in GATE_ZONES):
        return True
    return not joined.isascii() and any(text in joined for text in GATE_TEXTS)


def note_kind(key: str) -> str | None:
    """The kind of a thread's note ("count", "closed", "clock") that the line ``key`` is
    (lowered, single-spaced: :func:`~thresher.methods.auto.cleanup.line_keys`), or None."""
    line = key.strip(_MARKS)
    if not line or len(line) > MAX_CHARS:
        return None
    if line[0].isdigit():
        return "count" if _COUNT.match(line) else None
    if line in _CLOSED:
        return "closed"
    if line.startswith(_CLOCK_OPENINGS) and any(word in line for word in ZONE_WORDS):
        return "clock"
    return None
