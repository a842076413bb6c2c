"""The buttons of a customer review: "Was this helpful? 0 0", "Show translation", "Report".

A shop writes under each customer review the same few controls: a vote on the review
("Was this review helpful? Yes (3) No (1)"), a link that translates it ("Show
translation", "Show original") and one that reports it. The block model reads each line
alone and keeps it where it keeps the review around it, so a page whose reviews are kept
keeps these lines once a review; no truth keeps them, whether it keeps the reviews or
not. A kept line of :data:`MAX_CHARS` or fewer made only of such controls, with at
least one of the questions or links of :data:`REVIEW_CONTROLS` (several languages) among
them, is dropped, when the page keeps :data:`MIN_REST` characters besides. The answers
and counts (:data:`ANSWERS`: "Yes", "No", "Helpful", "Report", numbers) never make a line
on their own: a table's "Yes" and "No" cells, a method named "REPORT", stay. Nothing
here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.methods.auto.decided import kept_short, relabel_beside_rest
from thresher.types import Block, Decision, Label

# The questions and links of a review's controls by language: a line holds one of them.
REVIEW_CONTROLS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "was this helpful",
            "was this review helpful",
            "was this review helpful to you",
            "did you find this helpful",
            "did you find this review helpful",
            "is this review helpful",
            "is this helpful",
            "found this helpful",
            "found this review helpful",
            "show translation",
            "show original",
            "see translation",
            "see original",
            "translate review",
            "report this review",
            "report review",
        ),
    ),
    (
        "de",
        (
            "war diese bewertung hilfreich",
            "war das hilfreich",
            "war dies hilfreich",
            "fanden sie diese bewertung hilfreich",
            "fanden dies hilfreich",
            "fand dies hilfreich",
            "übersetzung anzeigen",
            "original anzeigen",
            "bewertung melden",
        ),
    ),
    (
        "fr",
        (
            "cet avis vous a-t-il été utile",
            "cet avis vous a t il été utile",
            "avez-vous trouvé cet avis utile",
            "ont trouvé cet avis utile",
            "a trouvé cet avis utile",
            "afficher la traduction",
            "voir la traduction",
            "afficher l'original",
            "voir l'original",
            "signaler cet avis",
        ),
    ),
    (
        "es",
        (
            "te resultó útil esta opinión",
            "te resultó útil esta reseña",
            "te ha resultado útil",
            "fue útil esta reseña",
            "fue útil esta opinión",
            "te resultó útil",
            "encontraron esto útil",
            "ver traducción",
            "mostrar traducción",
            "ver original",
            "denunciar reseña",
        ),
    ),
    (
        "it",
        (
            "questa recensione ti è stata utile",
            "ti è stata utile",
            "ti è stato utile",
            "mostra traduzione",
            "mostra originale",
            "segnala recensione",
        ),
    ),
    (
        "pt",
        (
            "esta avaliação foi útil",
            "esta avaliação foi útil para você",
            "isso foi útil",
            "ver tradução",
            "mostrar tradução",
            "mostrar original",
            "denunciar avaliação",
        ),
    ),
    (
        "ru",
        (
            "был ли этот отзыв полезен",
            "отзыв полезен",
            "этот отзыв был полезен",
            "показать перевод",
            "показать оригинал",
            "пожаловаться на отзыв",
        ),
    ),
    ("zh", ("这条评价有用吗", "此评价有用吗", "显示翻译", "查看翻译", "查看原文", "举报评价")),
    ("ja", ("このレビューは参考になりましたか", "参考になりましたか", "翻訳を表示", "原文を表示")),
)
# The answers and counts beside a review's controls: part of a control's line, never one.
ANSWERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("yes", "no", "helpful", "not helpful", "unhelpful", "report", "people", "person")),
    ("de", ("ja", "nein", "hilfreich", "nicht hilfreich", "melden", "personen", "person")),
    ("fr", ("oui", "non", "utile", "pas utile", "signaler", "personnes", "personne")),
    ("es", ("sí", "si", "no", "útil", "no útil", "denunciar", "personas", "persona")),
    ("it", ("sì", "si", "no", "utile", "segnala", "persone")),
    ("pt", ("sim", "não", "útil", "denunciar", "pessoas", "pessoa")),
    ("ru", ("да", "нет", "полезно", "пожаловаться")),
    ("zh", ("是", "否", "有用", "没用", "举报")),
    ("ja", ("はい", "いいえ", "参考になった", "報告する")),
)
MAX_CHARS = 80  # a line of controls: a question, two answers and their counts
MIN_REST = 200  # characters the page keeps besides the dropped lines
_REASON = "a customer review's controls (p={p:.2f})"


_MARKS = "()[]|/•·:,.!?¿¡…+-–—？！（）：，。、"
# Marks between and around a line's words ("Yes (3)", "Helpful? | Report", "有用（3）").
_BETWEEN = re.compile(r"[\s()\[\]|/•·:,.!?¿¡…+\-–—？！（）：，。、]+")


def _by_first(table: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The phrases of ``table`` as word tuples by their first word, the longest first."""
    phrases = sorted({tuple(_BETWEEN.split(p)) for p in table}, key=len, reverse=True)
    found: dict[str, list[tuple[str, ...]]] = {}
    for words in phrases:
        found.setdefault(words[0], []).append(words)
    return {first: tuple(group) for first, group in found.items()}


_CONTROLS = frozenset(tuple(_BETWEEN.split(p)) for _, words in REVIEW_CONTROLS for p in words)
_PHRASES = _by_first(
    tuple(p for table in (REVIEW_CONTROLS, ANSWERS) for _, words in table for p in words)
)


def is_review_control(text: str) -> bool:
    """True when ``text`` is a line of a review's controls: only the controls, answers
    and counts of :data:`REVIEW_CONTROLS` and :data:`ANSWERS`, one control at least."""
    head = text.split(None, 1)
    first = head[0].lower().strip(_MARKS) if head else ""
    if first not in _PHRASES and not first.isdigit():
        return False  # most lines: a first word no control or answer starts with
    words = [w for w in _BETWEEN.split(text.lower()) if w]
    at, control = 0, False
    while at < len(words):
        if words[at].isdigit():
            at += 1
            continue
        phrase = next(
            (p for p in _PHRASES.get(words[at], ()) if tuple(words[at : at + len(p)]) == p), None
        )
        if phrase is None:
            return False
        control = control or phrase in _CONTROLS
        at += len(phrase)
    return control


def drop_review_widgets(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of :data:`MAX_CHARS` or fewer that are a customer review's controls
    (:func:`is_review_control`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: each block's kept flag) when the page keeps
    :data:`MIN_REST` characters besides. A line is read further only when its first
    word opens a control or an answer, or is a count."""
    found = []
    for pos in kept_short(blocks, flags, MAX_CHARS):
        head = blocks[pos].text.split(None, 1)
        first = head[0].lower().strip(_MARKS) if head else ""
        if (first in _PHRASES or first.isdigit()) and is_review_control(blocks[pos].text):
            found.append(pos)
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)
