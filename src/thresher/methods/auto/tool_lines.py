"""A line of the page's tools the model kept: "Email | Print", "Share | Facebook • Twitter".

A story's template sets a row of tool links by the byline or under the story, and an
author card lists each writer's links ("Posts | Bio | E-mail"). The row renders as one
short line of two or more tool words, and the model, reading it beside the story, keeps
some of them; no truth of the left-out sets holds such a line. A kept block whose whole
text is two or more tool words (:data:`TOOL_WORDS`, lower case, without trailing colons),
apart by separators (``|``, ``·``, ``•``, ``/``, one at least; ``:`` and spaces besides), is
dropped. One tool word alone ("Save", "Comment", "打印") may be a table's cell or a
heading, and stays. Words as data, in English, German, French, Spanish, Italian,
Portuguese, Russian, Chinese and Japanese; nothing here names a site
(``docs/dev/s66-qweak30.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_CHARS = 60  # a row of tools, not a sentence
# The tools a row of links offers (lower case).
TOOL_WORDS = (
    "e-?mail(?: this)?|mail|print(?: this)?|share(?: this)?|tweet|comments?|save"
    "|bookmark(?: to)?|pin(?: it)?|reddit|facebook|twitter|linkedin|whatsapp|pinterest|rss"
    "|posts|bio|reprints?|permalink"
    "|drucken|teilen|versenden|merken|kommentare?|imprimer|partager|envoyer|commentaires?"
    "|imprimir|compartir|enviar|comentarios?|stampa|condividi|invia|commenti|compartilhar"
    "|partilhar|печать|поделиться|отправить|комментарии|打印|分享|评论|印刷|共有|シェア"
)
TOOL_LINE = LazyPattern(rf"(?:{TOOL_WORDS})(?:\s*[|·•/:]?\s*(?:{TOOL_WORDS}))+")
# What each of :data:`TOOL_WORDS` opens with (lower case): only the kept lines opening
# with one (leading spaces off) and holding a separator are read
# (:func:`~thresher.methods.auto.kept_lines.kept_opening`).
TOOL_OPENINGS = (
    "email", "e-mail", "mail", "print", "share", "tweet", "comment", "save", "bookmark", "pin",
    "reddit", "facebook", "twitter", "linkedin", "whatsapp", "rss", "posts", "bio", "reprint",
    "permalink", "drucken", "teilen", "versenden", "merken", "kommentar", "imprimer",
    "partager", "envoyer", "imprimir", "compartir", "enviar", "comentario", "stampa",
    "condividi", "invia", "compartilhar", "partilhar", "печать", "поделиться", "отправить",
    "комментарии", "打印", "分享", "评论", "印刷", "共有", "シェア",
)  # fmt: skip
_OPENINGS = WordTable(TOOL_OPENINGS)  # compiled once for the lines kernel
SEPARATOR = LazyPattern(r"[|·•/]")  # a row of tools holds one of these
_SEPARATORS = "|·•/"  # the same as characters: kept lines without any hold no row
_REASON = "line of the page's tools (p={p:.2f})"


def drop_tool_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines made of two or more tool words ("Email | Print"), dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    found: dict[int, Decision] = {}
    rows = kept_opening(blocks, flags, MAX_CHARS, _OPENINGS, str.lower, None, _SEPARATORS)
    for pos in rows:  # one pass a page, in C: most pages hold no such line
        block = blocks[pos]
        if tool_line(block.text):
            reason = _REASON.format(p=probs[pos])
            found[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return found


def tool_line(text: str) -> bool:
    """Whether ``text`` is two or more tool words apart by separators, and nothing else."""
    if SEPARATOR.search(text) is None:  # most lines hold none
        return False
    return TOOL_LINE.fullmatch(text.strip().rstrip(":：").lower()) is not None
