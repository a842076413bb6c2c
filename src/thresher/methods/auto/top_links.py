"""A "back to top" link: "< back to top", "Nach oben", "Till toppen", "回到顶部".

A long page, an A–Z index or a listing split into sections closes each section with a
link back to the page's top (``<a href="#top">``). The block model reads the short line
beside the section's kept items and keeps it, once a section. A kept line of a few words
(:data:`MAX_CHARS`) that is wholly such a link's words (:data:`PHRASES`, several
languages; arrows and marks around them stripped) and whose block holds a link to a place
in the page (an ``href`` opening with ``#``) is dropped, when the page keeps
:data:`MIN_REST` characters besides. A line that says more ("Back to top ten
destinations") or whose link leaves the page stays. Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

# A "back to top" link's whole line (lower-cased, marks around it stripped), by language.
PHRASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "back to top",
            "back to the top",
            "to top",
            "top",
            "top of page",
            "go to top",
            "scroll to top",
            "return to top",
        ),
    ),
    ("de", ("nach oben", "zurück nach oben", "zum seitenanfang", "seitenanfang")),
    ("fr", ("retour en haut", "retour en haut de page", "haut de page", "remonter")),
    ("es", ("volver arriba", "ir arriba", "subir")),
    ("it", ("torna su", "torna in alto", "inizio pagina")),
    ("pt", ("voltar ao topo", "ir para o topo", "topo")),
    ("nl", ("naar boven", "terug naar boven")),
    ("sv", ("till toppen", "tillbaka till toppen", "upp")),
    ("pl", ("do góry", "na górę", "powrót na górę")),
    ("ru", ("наверх", "вернуться наверх")),
    ("tr", ("başa dön", "yukarı çık", "sayfa başı")),
    ("ar", ("العودة إلى الأعلى", "إلى الأعلى")),
    ("vi", ("về đầu trang", "lên đầu trang")),
    ("id", ("kembali ke atas", "ke atas")),
    ("ko", ("맨 위로", "위로")),
    ("ja", ("ページトップへ", "トップへ戻る", "ページの先頭へ", "ページ上部へ")),
    ("zh", ("回到顶部", "返回顶部", "回到頂部", "返回頂部")),
)
MAX_CHARS = 30  # a link's few words
MIN_REST = 200  # characters kept besides: the page says something else
# Arrows and marks around the words ("< back to top", "↑ Nach oben", "Top ▲").
_ENDS = "<>^↑⇧▲△⬆︿⌃«»‹›-–—|·•*[]() \t\n\r\f\v\xa0"
_SPACES = re.compile(r"\s+")
_LINES = frozenset(phrase for _, phrases in PHRASES for phrase in phrases)
_FIRSTS = WordTable(sorted({phrase.split()[0] for phrase in _LINES}))
_REASON = "a link back to the page's top (p={p:.2f})"


def drop_top_links(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines wholly a "back to top" link's words whose block links to a place in
    the page dropped (``blocks``: the text blocks; ``probs``: their probabilities;
    ``flags``: each block's kept flag), when the page keeps :data:`MIN_REST` characters
    besides; else none."""
    opening = kept_opening(blocks, flags, MAX_CHARS, _FIRSTS, str.lower, _ENDS)
    found = [
        pos for pos in opening if is_top_link(blocks[pos].text) and _links_in_page(blocks[pos])
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def is_top_link(text: str) -> bool:
    """True when ``text`` is wholly a "back to top" link's words (:data:`PHRASES`)."""
    return _SPACES.sub(" ", text.strip(_ENDS)).lower() in _LINES


def _links_in_page(block: Block) -> bool:
    """True when the block's element is, or holds, a link to a place in the page."""
    element = block.element
    if element is None:
        return False
    return any((link.get("href") or "").startswith("#") for link in element.iter("a"))
