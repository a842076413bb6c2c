"""The action buttons of a shop's or a job board's cards: "Add to cart", "Quick view",
"Compare", "Apply now".

A listing repeats one card (a title, a short text, a price) and each card carries its
buttons. The block model, which reads each block alone, keeps a button's line where it
keeps the card's fields around it, and the listing rules (:mod:`~thresher.methods.auto.
listing`) keep it as a field of the card: the line is the page's chrome, written once
a card. A kept line of a few words (:data:`MAX_CHARS`) made only of action phrases
(:data:`ACTIONS`, several languages; "Quick view View options", "Add to compare") is
dropped, when the page keeps :data:`MIN_REST` characters besides. A line that says
more than its button ("Apply now for the spring term") stays, and so do "Learn more"
and "Details", which name a section as often as a button. Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

# Action phrases of cards and offers by language; a line wholly made of them is a button.
ACTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "add to cart",
            "add to bag",
            "add to basket",
            "add to trolley",
            "add to wishlist",
            "add to wish list",
            "add to favorites",
            "add to favourites",
            "add to compare",
            "compare",
            "quick view",
            "quickview",
            "quick shop",
            "quick add",
            "view options",
            "select options",
            "choose options",
            "see options",
            "more variations",
            "more colors",
            "more colours",
            "view details",
            "view product",
            "view profile",
            "view company profile",
            "shop now",
            "buy now",
            "order now",
            "book now",
            "apply now",
            "fast apply",
            "easy apply",
            "wishlist",
            "save for later",
            "notify me",
        ),
    ),
    (
        "de",
        (
            "in den warenkorb",
            "jetzt kaufen",
            "merken",
            "vergleichen",
            "schnellansicht",
            "details ansehen",
            "zur wunschliste",
            "auf die wunschliste",
        ),
    ),
    (
        "fr",
        (
            "ajouter au panier",
            "acheter",
            "acheter maintenant",
            "aperçu rapide",
            "comparer",
            "voir le produit",
        ),
    ),
    (
        "es",
        (
            "añadir al carrito",
            "agregar al carrito",
            "comprar",
            "comprar ahora",
            "vista rápida",
            "comparar",
        ),
    ),
    ("it", ("aggiungi al carrello", "acquista", "acquista ora", "confronta")),
    ("pt", ("adicionar ao carrinho", "comprar agora")),
    ("ru", ("в корзину", "купить", "сравнить", "быстрый просмотр")),
    ("pl", ("do koszyka", "dodaj do koszyka", "kup teraz", "porównaj")),
    ("nl", ("in winkelwagen", "bestel nu", "vergelijk")),
    ("zh", ("加入购物车", "立即购买", "对比")),
    ("ja", ("カートに入れる", "今すぐ購入")),
)
MAX_CHARS = 60  # a button's line: a few words
MIN_REST = 200  # characters the page keeps besides the dropped lines
_MARKS = "|/•·›»«<>:,.!…+-–—"  # between and around a line's phrases, with white space
_ENDS = _MARKS + " \t\n\r\f\v\xa0"
_BETWEEN = re.compile(f"[\\s{re.escape(_MARKS)}]+")
_REASON = "a card's action button (p={p:.2f})"


def drop_card_actions(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines made only of action phrases, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag), when the page
    keeps :data:`MIN_REST` characters besides them."""
    found = [
        pos
        for pos, text in zip(
            compress(range(len(blocks)), flags), _kept_texts(blocks, flags), strict=True
        )
        if len(text) <= MAX_CHARS
        and text.lstrip(_ENDS)[:1].lower()[:1] in _OPENINGS
        and is_action(text)
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def is_action(text: str) -> bool:
    """True when ``text`` is made only of action phrases (:data:`ACTIONS`) and separators."""
    line = text.lower().strip(_ENDS)
    head = line.split(None, 1)[0] if line else ""
    if head not in _BY_FIRST and (head.isalnum() or not head):
        return False  # most lines: a first word no phrase starts with, and no mark in it
    words = _BETWEEN.split(line)
    if words[0] not in _BY_FIRST:
        return False
    at = 0
    while at < len(words):
        phrase = next((p for p in _BY_FIRST.get(words[at], ()) if _starts(words, at, p)), None)
        if phrase is None:
            return False
        at += len(phrase)
    return at > 0


def _phrases_by_first(
    actions: tuple[tuple[str, tuple[str, ...]], ...],
) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each action phrase's words, by the phrase's first word, the longest phrases first."""
    found: dict[str, set[tuple[str, ...]]] = {}
    for _, phrases in actions:
        for phrase in phrases:
            words = tuple(phrase.split())
            found.setdefault(words[0], set()).add(words)
    return {first: tuple(sorted(words, key=len, reverse=True)) for first, words in found.items()}


_BY_FIRST = _phrases_by_first(ACTIONS)
# The first characters of the phrases: a line opening with another is no action (its
# lower-cased first character after the marks is its stripped lower-cased line's first).
_OPENINGS = frozenset(first[0] for first in _BY_FIRST)


def _kept_texts(blocks: Sequence[Block], flags: Sequence[bool]) -> list[str]:
    """The texts of the kept blocks (``flags``: each block's kept flag)."""
    return [block.text for block in compress(blocks, flags)]


def _starts(words: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[at : at + len(phrase)]) == phrase
