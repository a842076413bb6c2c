"""A help centre article's byline and its update line, kept above the article.

Help-centre engines (Intercom's and its kin) set under an article's title the writers and
how long ago it was updated, each on a line of its own beside the writers' avatars:
"Written by Jane Smith, Tom Brown" over "Updated over a week ago" (or "Written by Jane
Smith and 2 others" over "Updated this week"). The model, reading each line alone in the
article's header, keeps them (or the update line alone). A kept line of at most
:data:`MAX_UPDATED_CHARS` characters that is wholly an update's relative time
(:data:`UPDATED_AGO`, by language: "Updated over a week ago", "Updated yesterday",
"Actualizado hace 3 días", "Mis à jour il y a plus d'une semaine", "Vor über einer Woche
aktualisiert", "1주 전에 업데이트됨", "一周前更新", "1週間前に更新") is dropped when one of
the :data:`PAIR_WINDOW` blocks before it opens with a writer's words (:data:`WRITTEN_BY`,
by language; at most :data:`MAX_BYLINE_CHARS` characters), and that line with it where
it is kept (switch ``help_bylines``). A date is no relative time ("Updated May 3, 2025"
stays the model's). Words as data; nothing here names a site. The rule reads only the
kept short lines that open as an update line does, found in one scan
(:func:`~thresher.methods.auto.kept_lines.kept_opening`), and the two lines over each.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_BYLINE_CHARS = 160  # the writers' names, not a sentence
MAX_UPDATED_CHARS = 60  # an update's relative time
PAIR_WINDOW = 2  # blocks after the byline its update line may sit (an avatar between)
# A writer's words opening a help article's byline (lower-cased): en, de, fr, es, pt, it,
# nl, ko, zh, ja.
WRITTEN_BY = (
    "written by", "geschrieben von", "verfasst von", "écrit par", "rédigé par",
    "escrito por", "scritto da", "geschreven door", "작성자", "作者", "作成者",
)  # fmt: skip
# How every line :data:`UPDATED_AGO` matches opens (lower-cased): one scan finds them.
_UPDATE_OPENINGS = WordTable(
    ("updated", "aktualisiert", "vor", "heute", "gestern", "diese", "mis à jour",
     "actualizado", "atualizado", "aggiornato", "bijgewerkt", *"0123456789",
     "一", "两", "兩", "几", "幾", "数")
)  # fmt: skip
_SPAN = r"(?:a|an|one|\d+|einer|einem|un|une|uno|una|um|uma|een)"
_UNIT = (
    r"(?:minutes?|hours?|days?|weeks?|months?|years?|minuten?|stunden?|tagen?|wochen?"
    r"|monaten?|jahren?|heures?|jours?|semaines?|mois|ans?|minutos?|horas?|días?|dias?"
    r"|semanas?|mes(?:es)?|meses|años?|anos?|minut[oi]|or[ae]|giorn[oi]|settiman[ae]"
    r"|mes[ei]|ann[oi]|uur|dagen?|weken?|maanden?|jaren?)"
)
_MORE = (
    r"(?:(?:over|about|more than|almost|über|etwa|mehr als|plus d'|plus de|environ|más de"
    r"|mais de|cerca de|più di|circa|meer dan|ongeveer)\s*)?"
)
_WHEN = (
    r"(?:today|yesterday|this week|this month|last week|heute|gestern|diese woche"
    r"|aujourd'hui|hier|cette semaine|hoy|ayer|esta semana|hoje|ontem|oggi|ieri"
    r"|questa settimana|vandaag|gisteren|deze week)"
)
# An update's relative time, a line's whole text (lower-cased).
UPDATED_AGO = LazyPattern(
    r"\s*(?:(?:updated|aktualisiert|mis à jour|actualizado|atualizado|aggiornato|bijgewerkt)"
    rf"\s+(?:{_MORE}{_SPAN}\s+{_UNIT}\s+(?:ago|fa|geleden)|(?:il y a|hace|há)\s+{_MORE}"
    rf"{_SPAN}\s+{_UNIT}|{_WHEN})|(?:vor\s+{_MORE}{_SPAN}\s+{_UNIT}|{_WHEN})\s+aktualisiert"
    r"|(?:\d+|一|两|兩|几|幾)\s*(?:주|일|개월|시간|분|년)\s*전에\s*업데이트됨"
    r"|(?:\d+|一|两|兩|几|幾)\s*(?:周|週|天|个月|個月|小时|小時|分钟|分鐘|年)(?:以)?前更新"
    r"|(?:\d+|一|数)\s*(?:週間|日|か月|ヶ月|時間|分|年)前に更新"
    r")\s*",
    re.IGNORECASE,
)
_REASON = "help article's byline: {kind} (p={p:.2f})"


def drop_help_bylines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept update lines ("Updated over a week ago") under a "Written by …" line, with
    that line where it is kept, dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their kept flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_UPDATED_CHARS, _UPDATE_OPENINGS, str.lower):
        for before in range(pos - 1, max(pos - 1 - PAIR_WINDOW, -1), -1):
            writers = blocks[before].text
            if len(writers) > MAX_BYLINE_CHARS:
                continue
            if writers.lstrip().lower().startswith(WRITTEN_BY):
                if is_updated_line(blocks[pos].text):
                    found[blocks[pos].index] = _dropped(blocks[pos], probs[pos], "updated")
                    if flags[before]:
                        reason = _dropped(blocks[before], probs[before], "writers")
                        found[blocks[before].index] = reason
                break
    return found


def is_updated_line(text: str) -> bool:
    """Whether ``text`` is wholly an update's relative time ("Updated over a week ago")."""
    return len(text) <= MAX_UPDATED_CHARS and UPDATED_AGO.fullmatch(text.lower()) is not None


def _dropped(block: Block, p: float, kind: str) -> Decision:
    return Decision(block.index, Label.BOILERPLATE, _REASON.format(kind=kind, p=p))
