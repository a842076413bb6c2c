"""A live page's refresh control, kept in the story's header.

A live page (a ticker, a live blog) sets in its header, beside the time of its last
post, a link or a button that reloads the posts: "Actualizar", "Aktualisieren",
"Refresh", "Atualizar", "Yenile". Written inline after the ``time`` element, it shares a
line with the time ("05 mar 2025 - 14:32 CETActualizar"), and the model, reading a dated
line in the story's header, keeps it. On a page that holds a ``time`` element (asked of
the page's markup words by ``decide_page`` first), a kept line of at most
:data:`MAX_CHARS` characters made of such controls (an ``a`` whose whole text is one of
:data:`REFRESH_WORDS`, by language, leading to no page: ``href`` empty, ``#`` or a
script; a ``button``'s text is no block's, segmentation leaves it out), separators and
``time`` elements' text alone, one control at least, is dropped (switch
``refresh_controls``). A refresh word in a sentence, in a heading or as plain text
("Update" over a post) is no control. The rule reads only the kept short lines holding a
refresh word, found in one scan (:func:`~thresher.methods.auto.kept_lines.kept_holding`).
Words as data; nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thresher.methods.auto.kept_lines import WordTable, kept_holding
from thresher.types import Block, Decision, Label

MAX_CHARS = 80  # a time and a control, not a sentence
# A refresh control's whole text (lower-cased), by language: en, de, es, pt, fr, it, nl,
# pl, cs, sk, ro, hu, ru, uk, sv, nb, da, fi, tr, el, id, vi, ar, he, ja, ko, zh.
REFRESH_WORDS = frozenset(
    ("refresh", "reload", "update", "aktualisieren", "neu laden", "actualizar",
     "atualizar", "actualiser", "rafraîchir", "aggiorna", "vernieuwen", "verversen",
     "odśwież", "obnovit", "obnoviť", "actualizează", "reîmprospătează", "frissítés",
     "обновить", "оновити", "uppdatera", "oppdater", "opdater", "päivitä", "yenile",
     "ανανέωση", "perbarui", "muat ulang", "làm mới", "تحديث", "רענן", "更新", "새로고침",
     "刷新")
)  # fmt: skip
_WORDS = WordTable(sorted(REFRESH_WORDS))
CONTROL_TAGS = frozenset(("a",))
_NOWHERE = ("", "#")  # a link's address that leads to no page
_PARTS = ("text", "tail")  # a piece of an element's text or tail, not an image's
_REASON = "live page's refresh control (p={p:.2f})"


def drop_refresh_controls(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines made of refresh controls and times alone, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_holding(blocks, flags, MAX_CHARS, _WORDS, str.lower):
        block = blocks[pos]
        if is_refresh_line(block):
            found[block.index] = Decision(
                block.index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
            )
    return found


def is_refresh_line(block: Block) -> bool:
    """Whether ``block``'s text is made of refresh controls and ``time`` elements' text,
    one control at least, and separators (read from its pieces: each an element and
    whether its text or its tail is the piece)."""
    controls = 0
    for element, part in block.pieces:
        if part not in _PARTS:
            return False  # an image's words
        text = _piece_text(element, part).strip()
        if not any(char.isalnum() for char in text):
            continue  # a separator between the time and the control
        tag = element.tag if part == "text" else None
        if tag in CONTROL_TAGS and text.lower() in REFRESH_WORDS and _reloads(element):
            controls += 1
        elif tag != "time":
            return False
    return controls > 0


def _reloads(link: Any) -> bool:
    """Whether the link leads nowhere but to a script (``href`` absent, empty, ``#`` or
    ``javascript:``): a control, not a link to a page or a section ("#update")."""
    href = (link.get("href") or "").strip()
    return href in _NOWHERE or href.lower().startswith("javascript:")


def _piece_text(element: Any, part: str) -> str:
    """The piece's string: the element's text, or its tail."""
    return (element.text if part == "text" else element.tail) or ""
