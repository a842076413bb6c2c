"""A card's badges: "Sold out", "Only 3 left!", "New", "-20 %", "%", "Open now", "Popular".

A shop's card lays a badge over its picture: the stock left, a sale, a discount, a
novelty (a directory's card: whether the place is open now; a pricing page's plan card:
the plan most chosen). The block model reads the
short line alone beside the card's kept title and price and keeps it; the line is the
card's decoration, written by the shop engine in an element its theme names for it
(Shopify's ``product-badges__badge``, PrestaShop's ``product-flag``, WooCommerce's
``onsale``, Magento's ``product-label``, GeoDirectory's ``gd-badge``). A kept line of a few
words (:data:`MAX_CHARS`) that is wholly a badge (:data:`BADGES`, several languages;
a discount, :data:`DISCOUNTS`) and whose element or one of its two nearest ancestors has
a class or id holding a badge's word (:data:`BADGE_WORDS`) is dropped when the page keeps
:data:`MIN_REST` characters besides. A line that says more ("New hiking boots for
autumn", "Save 20% on your first order with code …") stays, and so does a badge outside
such an element: some pages write a product's stock in its text. With ``promoted``, a
classifieds or marketplace card's paid-placement mark ("Promoted", "Wyróżnione",
"Promovat", "ТОП": :data:`PROMOTED`) is a badge too, and the element's names read are
its ``data-testid`` besides its class and id (a React engine names its elements by hashed
classes and a test id alone: ``data-testid="adCard-featured"``) with the placement's
words (:data:`PROMOTED_WORDS`) besides the badge's. Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thresher.html.nodes import marked_ancestor
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import WIDE_FIRST, relabel_beside_rest
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

# A badge's whole line (lower-cased, marks around it stripped), by language.
BADGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "new",
            "sale",
            "on sale",
            "sold out",
            "coming soon",
            "out of stock",
            "low stock",
            "best seller",
            "bestseller",
            "pre-order",
            "preorder",
            "back in stock",
        ),
    ),
    # A plan card's ribbon on a pricing page (Elementor's ``elementor-price-table__ribbon``).
    ("en", ("popular", "most popular", "best value", "recommended")),
    ("de", ("beliebt", "am beliebtesten", "empfohlen", "bestes angebot")),
    ("fr", ("populaire", "le plus populaire", "recommandé", "meilleure offre")),
    ("es", ("popular", "más popular", "recomendado", "mejor valor")),
    ("it", ("popolare", "più popolare", "consigliato")),
    ("pt", ("popular", "mais popular", "recomendado", "melhor opção")),
    ("pl", ("popularny", "najpopularniejszy", "polecany")),
    ("tr", ("popüler", "en popüler", "önerilen")),
    ("ru", ("популярный", "рекомендуем")),
    ("ja", ("人気", "人気no.1", "一番人気", "おすすめ")),
    ("zh", ("最受欢迎", "推荐", "热门")),
    # A marketplace card's delivery stamp (Tiendanube's ``label``, a Korean store's
    # ``badge_delivery``, a Chinese market's service tag), by language.
    ("en", ("free shipping", "free delivery", "fast delivery")),
    ("de", ("kostenloser versand", "versandkostenfrei", "gratis versand")),
    ("fr", ("livraison gratuite", "livraison offerte")),
    ("es", ("envío gratis", "envío gratuito")),
    ("it", ("spedizione gratuita",)),
    ("pt", ("frete grátis", "entrega grátis")),
    ("pl", ("darmowa dostawa",)),
    ("tr", ("kargo bedava", "ücretsiz kargo", "hızlı teslimat")),
    ("ru", ("бесплатная доставка",)),
    ("ja", ("送料無料",)),
    ("zh", ("包邮", "免运费")),
    ("ko", ("무료배송",)),
    # Shopware's discount badge: a percent sign alone.
    ("any", ("%",)),
    # A directory's opening-hours badge (GeoDirectory's ``gd-badge``).
    ("en", ("open now", "closed now")),
    ("de", ("jetzt geöffnet", "jetzt geschlossen")),
    ("fr", ("ouvert maintenant", "fermé maintenant")),
    ("es", ("abierto ahora", "cerrado ahora")),
    ("it", ("aperto ora", "chiuso ora")),
    ("pt", ("aberto agora", "fechado agora")),
    ("pl", ("otwarte teraz", "zamknięte teraz")),
    ("tr", ("şimdi açık", "şimdi kapalı")),
    ("ru", ("открыто сейчас", "сейчас открыто")),
    ("ja", ("営業中", "営業時間外")),
    ("zh", ("营业中",)),
    ("nl", ("nu geopend", "nu gesloten")),
    ("sv", ("öppet nu", "stängt nu")),
    ("vi", ("đang mở cửa", "đã đóng cửa")),
    ("id", ("buka sekarang", "tutup sekarang")),
    ("ko", ("영업 중", "영업 종료")),
    ("de", ("neu", "ausverkauft", "bald verfügbar", "nicht auf lager", "vorbestellen", "angebot")),
    (
        "fr",
        (
            "nouveau",
            "nouvelle",
            "nouveauté",
            "promo",
            "épuisé",
            "bientôt disponible",
            "rupture de stock",
            "meilleure vente",
        ),
    ),
    ("es", ("nuevo", "nueva", "novedad", "oferta", "agotado", "próximamente", "más vendido")),
    ("it", ("nuovo", "nuova", "offerta", "esaurito", "prossimamente", "più venduto")),
    ("pt", ("novo", "nova", "promoção", "esgotado", "em breve", "mais vendido")),
    ("ru", ("новинка", "хит", "распродажа", "нет в наличии", "скидка")),
    ("pl", ("nowość", "nowa", "nowy", "nowe", "promocja", "wyprzedane")),
    ("tr", ("yeni", "indirim", "tükendi")),
    ("zh", ("新品", "热卖", "售罄", "缺货", "促销")),
    ("ja", ("新着", "新商品", "セール", "売り切れ", "在庫切れ", "残りわずか", "予約受付中")),
)
# A card's paid-placement mark (a classifieds portal's "promoted" ad, a marketplace's
# sponsored result): the whole line, lower-cased, by language; read with ``promoted``.
# Not a mark whose first word opens many lines ("in evidenza", "à la une", de "top"):
# every kept line opening with it would be read.
PROMOTED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("promoted", "sponsored", "ad", "top ad")),  # "featured": a sort option, a tag
    ("de", ("gesponsert", "hervorgehoben", "anzeige", "top-anzeige")),
    ("fr", ("sponsorisé", "annonce sponsorisée")),
    ("es", ("destacado", "destacada", "patrocinado", "promocionado", "anuncio")),
    ("it", ("sponsorizzato", "vetrina", "annuncio")),
    ("pt", ("destaque", "patrocinado", "impulsionado", "anúncio")),
    ("nl", ("uitgelicht", "gesponsord", "topadvertentie", "advertentie")),
    ("pl", ("wyróżnione", "wyróżnienie", "promowane", "sponsorowane")),
    ("ro", ("promovat", "sponsorizat")),
    ("cs", ("topováno", "topovaný", "sponzorováno")),
    ("sv", ("sponsrad", "annons")),
    ("tr", ("sponsorlu", "öne çıkan", "reklam")),
    ("uk", ("топ", "реклама")),
    ("ru", ("топ", "продвинуто", "реклама")),
    ("ar", ("مميز", "إعلان")),
    ("ja", ("広告", "スポンサー")),
    ("zh", ("广告", "推广")),
    ("ko", ("광고",)),
)
# A class, id or test id word of a paid-placement mark's element (``adCard-featured``,
# ``promoted-badge``, ``sponsored-label``), read with ``promoted`` besides the badge's.
PROMOTED_WORDS = ("featured", "promoted", "sponsor", "highlight", "premium")
_N = r"\d{1,3}"
# A discount or the stock left, written as a badge: the whole line, lower-cased, marks
# around it stripped but a leading minus ("-20 %"; a bare "8%" is a figure's tile).
DISCOUNTS: tuple[tuple[str, str], ...] = (
    ("any", rf"[-–−]\s?{_N}\s?%"),
    ("en", rf"(?:save\s+|up\s+to\s+)?{_N}\s?%\s+off|save\s+{_N}\s?%|only\s+{_N}\s+left"),
    ("de", rf"nur\s+noch\s+{_N}(?:\s+auf\s+lager|\s+verfügbar)?"),
    ("fr", rf"plus\s+que\s+{_N}(?:\s+en\s+stock)?"),
    ("es", rf"solo\s+quedan\s+{_N}"),
    ("it", rf"solo\s+{_N}\s+rimast[ie]"),
    ("pt", rf"(?:apenas|só)\s+{_N}\s+(?:restantes?|em\s+estoque)"),
    ("ja", rf"{_N}\s?%\s?オフ|残り\s?{_N}\s?点"),
    ("zh", rf"{_N}\s?%\s?off|仅剩\s?{_N}\s?件"),
)
# A class or id word of a badge's element (``product-badges__badge``, ``product-flag``,
# ``onsale``, ``product-label``, ``ribbon``, ``sticker``).
BADGE_WORDS = ("badge", "flag", "onsale", "label", "ribbon", "sticker")
_PLACEMENT_WORDS = BADGE_WORDS + PROMOTED_WORDS
MAX_CHARS = 30  # a badge: a few words
MAX_DEPTH = 2  # ancestors read for a badge's class
MIN_REST = 100  # characters the page keeps besides the dropped lines (a CJK page: few)
_LINE_ENDS = "!¡?¿.,:;()[]*+—|/•· \t\n\r\f\v\xa0"  # a badge's line: its minus kept
_ENDS = _LINE_ENDS + "-–−"  # read for its first word: a minus stripped too
_PHRASES = frozenset(badge for _, badges in BADGES for badge in badges)
_PROMOTED = frozenset(mark for _, marks in PROMOTED for mark in marks)
# The discounts and stock counts, read only in a line that holds a digit.
_DISCOUNT = LazyPattern("|".join(pattern for _, pattern in DISCOUNTS), re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_SPACES = re.compile(r"\s+")
# What a badge's line opens with, lower-cased and marks stripped: a phrase's first word
# or first character (a CJK phrase).
_DIGITS = "0123456789"


def _firsts(table: tuple[tuple[str, tuple[str, ...]], ...]) -> set[str]:
    """A phrase table's first words (a CJK phrase's first character)."""
    return {b[:1] if b[0] >= WIDE_FIRST else b.split()[0] for _, bs in table for b in bs}


_BADGE_FIRSTS = (
    _firsts(BADGES)
    | {"save", "up", "only", "nur", "plus", "solo", "apenas", "só", "残", "仅"}
    | set(_DIGITS)  # a discount's line ("20 %", "20%オフ"): read only when it holds a "%"
)
_FIRSTS = WordTable(sorted(_BADGE_FIRSTS))
_FIRSTS_PROMOTED = WordTable(sorted(_BADGE_FIRSTS | _firsts(PROMOTED)))
_REASON = "a product card's badge (p={p:.2f})"


def drop_card_badges(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    promoted: bool = False,
) -> dict[int, Decision]:
    """The kept lines that are wholly a card's badge in a badge's element, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag), when the page keeps :data:`MIN_REST` characters besides; with
    ``promoted``, a paid-placement mark in its element too (:data:`PROMOTED`)."""
    words = _FIRSTS_PROMOTED if promoted else _FIRSTS
    opening = kept_opening(blocks, flags, MAX_CHARS, words, str.lower, _ENDS)
    memo: dict[object, bool] = {}  # each element's answer, once a page
    if promoted:
        marks: dict[object, bool] = {}
        found = [pos for pos in opening if _is_marked(blocks[pos], memo, marks)]
    else:
        found = [
            pos
            for pos in opening
            if is_badge(blocks[pos].text) and _in_badge(blocks[pos].element, memo)
        ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def kept_badges(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the kept lines that are wholly a badge (:func:`is_badge`), in
    whatever element (``flags``: each block's kept flag)."""
    opening = kept_opening(blocks, flags, MAX_CHARS, _FIRSTS, str.lower, _ENDS)
    return [pos for pos in opening if is_badge(blocks[pos].text)]


def is_badge(text: str) -> bool:
    """True when ``text`` is wholly a badge (:data:`BADGES`, :data:`DISCOUNTS`)."""
    return _is_badge_line(_line(text))


def _line(text: str) -> str:
    """``text`` as the tables hold it: stripped of its ends, spaces joined, lower case."""
    return _SPACES.sub(" ", text.strip(_LINE_ENDS)).lower()


def _is_badge_line(line: str) -> bool:
    """True when ``line`` (:func:`_line`) is wholly a badge."""
    if line in _PHRASES:
        return True
    if line[:1] in _DIGITS and "%" not in line:  # most lines that open with a digit
        return False
    return _DIGIT.search(line) is not None and _DISCOUNT.fullmatch(line) is not None


def is_promoted(text: str) -> bool:
    """True when ``text`` is wholly a card's paid-placement mark (:data:`PROMOTED`)."""
    return _line(text) in _PROMOTED


def _is_marked(block: Block, memo: dict[object, bool], marks: dict[object, bool]) -> bool:
    """True when ``block`` is a badge in a badge's element, its test id read too, or a
    paid-placement mark in a badge's or a placement's element (``memo``, ``marks``: the
    elements' answers so far)."""
    line = _line(block.text)
    if _is_badge_line(line):
        return _in_badge(block.element, memo, _names_tested_badge)
    return line in _PROMOTED and _in_badge(block.element, marks, _names_placement)


def _in_badge(
    node: object | None,
    memo: dict[object, bool] | None = None,
    names: Callable[[object], bool] | None = None,
) -> bool:
    """True when ``node``, one of its :data:`MAX_DEPTH` nearest ancestors or one of its
    children (an inline ``span`` whose text the block holds) has a class or id holding a
    badge's word (:data:`BADGE_WORDS`; ``memo``: the elements' answers so far, if kept;
    ``names``: another test of an element's names)."""
    if node is None:
        return False
    test = _names_badge if names is None else names
    if any(test(child) for child in node):  # type: ignore[attr-defined]
        return True
    return marked_ancestor(node, MAX_DEPTH, {} if memo is None else memo, test) is not None


def _names_badge(node: object) -> bool:
    """True when the element's class or id holds a badge's word (:data:`BADGE_WORDS`)."""
    get = getattr(node, "get", None)
    if get is None:
        return False
    names = f"{get('class') or ''} {get('id') or ''}".lower()
    return any(word in names for word in BADGE_WORDS)


def _names_tested_badge(node: object) -> bool:
    """True when the element's class, id or test id holds a badge's word."""
    return _holds_word(node, BADGE_WORDS)


def _names_placement(node: object) -> bool:
    """True when the element's class, id or test id holds a badge's or a paid placement's
    word (:data:`BADGE_WORDS`, :data:`PROMOTED_WORDS`)."""
    return _holds_word(node, _PLACEMENT_WORDS)


def _holds_word(node: object, words: tuple[str, ...]) -> bool:
    """True when the element's class, id or ``data-testid`` holds one of ``words``."""
    get = getattr(node, "get", None)
    if get is None:
        return False
    names = f"{get('class') or ''} {get('id') or ''} {get('data-testid') or ''}".lower()
    return any(word in names for word in words)
