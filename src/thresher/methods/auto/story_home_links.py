"""A portal's link home under a story: "返回搜狐，查看更多", "Back to the homepage for more news".

A news portal closes each story with a link back to its front page that invites the
reader to see more ("返回搜狐，查看更多": back to the portal, see more). The link sits in
the story's element, one short line of its own, and the model keeps it with the story;
no truth holds it. A kept block of at most :data:`MAX_CHARS` characters, wholly in links
(:data:`MIN_LINK_SHARE`), whose text is a "back to …" phrase followed by a "see more"
phrase (:data:`HOME_LINES`, by language) is dropped. A linked headline that opens with
"Back to" ("Back to school: …") does not say "more" and stays. Words as data, in Chinese,
English, German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian,
Ukrainian, Indonesian and Vietnamese; nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_CHARS = 60  # a link's words, not a sentence
MIN_LINK_SHARE = 0.9  # the whole line is the link home
# "back to <the portal>, see more" (lower case), by language: the "back to" words, up to
# 30 characters of the portal's name, a comma or a joining word, then "see more".
HOME_LINE_WORDS: tuple[tuple[str, str], ...] = (
    ("zh", r"(返回|回到).{1,12}?[，,、\s]*(查看|阅读|閱讀|浏览|瀏覽|看|获取|獲取)更多.{0,6}"),
    ("en", r"(go )?back to .{1,30}?(,\s*| for | to )(see|read|get|view)? ?(more|all)\b.{0,15}"),
    ("de", r"zurück zu[mr]? .{1,30}?(,\s*| für | - )(weitere|mehr) .{0,15}"),
    ("fr", r"retour (à|au|sur) .{1,30}?(,\s*| pour )(voir|lire) plus.{0,15}"),
    ("es it pt", r"(volver|regresar) a .{1,30}?(,\s*| para )(ver|leer) más.{0,15}"
     r"|torna (a|alla|al) .{1,30}?(,\s*| per )(vedere|leggere) (altro|di più).{0,15}"
     r"|voltar (para|à|ao) .{1,30}?(,\s*| para )(ver|ler) mais.{0,15}"),
    ("nl pl", r"terug naar .{1,30}?(,\s*| voor )(meer|nog meer).{0,15}"
     r"|(powrót|wróć) do .{1,30}?(,\s*| i )(zobacz|czytaj) więcej.{0,15}"),
    ("ru uk", r"(вернуться|назад) (на|в) .{1,30}?(,\s*| и | чтобы )(читать|смотреть|узнать)"
     r" (больше|ещё|еще).{0,15}|(повернутися|назад) (на|до) .{1,30}?(,\s*| і )"
     r"(читати|дивитися) більше.{0,15}"),
    ("id vi", r"kembali ke .{1,30}?(,\s*| untuk )(lihat|baca) (lebih banyak|selengkapnya).{0,15}"
     r"|(quay lại|trở về) .{1,30}?(,\s*| để )xem thêm.{0,15}"),
)  # fmt: skip
HOME_LINES = LazyPattern(
    "|".join(f"(?:{words})" for _, words in HOME_LINE_WORDS), re.IGNORECASE | re.DOTALL
)
# What the lines open with (lower case): only the kept short lines opening with one are
# read (one pass in the lines kernel).
HOME_OPENINGS = (
    "返回", "回到", "back to", "go back to", "zurück zu", "retour ", "volver a", "regresar a",
    "torna a", "torna al", "voltar ", "terug naar", "powrót do", "wróć do", "вернуться",
    "назад", "повернутися", "kembali ke", "quay lại", "trở về",
)  # fmt: skip
_OPENINGS = WordTable(HOME_OPENINGS)
_REASON = "portal's link home under the story (p={p:.2f})"


def drop_home_links(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that are only a link back to the portal's front page with an
    invitation to see more ("返回搜狐，查看更多"), dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_CHARS, _OPENINGS, str.lower):
        block = blocks[pos]
        if block.features.link_density >= MIN_LINK_SHARE and home_line(block.text):
            reason = _REASON.format(p=probs[pos])
            found[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return found


def home_line(text: str) -> bool:
    """Whether ``text`` is wholly a "back to the portal, see more" phrase."""
    return HOME_LINES.fullmatch(" ".join(text.split()).rstrip(".!…>»")) is not None
