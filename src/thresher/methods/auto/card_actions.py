"""The action buttons of a shop's or a job board's cards: "Add to cart", "Quick view",
"Compare", "Apply now", a directory's "Call now", a plan's "Start free trial".

A listing repeats one card (a title, a short text, a price) and each card carries its
buttons. The block model, which reads each block alone, keeps a button's line where it
keeps the card's fields around it, and the listing rules (:mod:`~thresher.methods.auto.
listing`) keep it as a field of the card: the line is the page's chrome, written once
a card. A kept line of a few words (:data:`MAX_CHARS`) made only of action phrases
(:data:`ACTIONS`, several languages; "Quick view View options", "Add to compare") is
dropped, when the page keeps :data:`MIN_REST` characters besides. A line that says
more than its button ("Apply now for the spring term") stays, and so do "Learn more"
and "Details", which name a section as often as a button. A forge's release card's
generated archives ("Source code (zip)", "(tar.gz)") are its buttons too, and so is a
blog card's button to the whole post ("Read more »", "Ler mais", "続きを読む":
:data:`READ_MORE_BUTTONS`, twenty-odd languages; "Read more:" ending in a colon is a label,
no button). Nothing here names a site.

A shop's card also writes where its reviews would be a prompt to write one ("Be the first
to review this product", "Write a review", "No reviews yet"; :data:`REVIEW_PROMPTS`,
several languages): with ``prompts``, a kept line made only of such prompts and actions
is dropped as a button's is, found in the same pass. A count of reviews ("13 Reviews")
stays: some truths keep it with the card's rating.

A "best of" collection's pick carries its affiliate buttons, each naming the shop that
sells the pick ("Check price at Amazon", "See it at REI", "Voir le prix sur Fnac", "Jetzt
bei Otto ansehen"): :func:`drop_shop_buttons` drops a kept line made only of such
buttons (:data:`SHOP_BUTTONS`: a button's phrase, the word that joins it to the shop,
the shop's name of one to three words, capitalised and without a digit; a language that
names the shop first, :data:`SHOP_FIRST`), two joined with no space between them too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest, writes_wide
from thresher.methods.auto.kept_lines import WordTable, kept_opening
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
            "auf den merkzettel",
            "zum merkzettel",
            "zu den favoriten",
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
            "ajouter à la liste d'envies",
            "ajouter à ma liste d'envies",
            "ajouter aux favoris",
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
            "añadir a la lista de deseos",
            "añadir a favoritos",
        ),
    ),
    (
        "it",
        (
            "aggiungi al carrello",
            "acquista",
            "acquista ora",
            "confronta",
            "aggiungi alla lista dei desideri",
            "aggiungi ai preferiti",
        ),
    ),
    (
        "pt",
        (
            "adicionar ao carrinho",
            "comprar agora",
            "adicionar à lista de desejos",
            "adicionar aos favoritos",
        ),
    ),
    ("ru", ("в корзину", "купить", "сравнить", "быстрый просмотр", "в избранное", "к сравнению")),
    ("pl", ("do koszyka", "dodaj do koszyka", "kup teraz", "porównaj")),
    ("nl", ("in winkelwagen", "bestel nu", "vergelijk")),
    ("zh", ("加入购物车", "立即购买", "对比", "加入心愿单", "加入收藏", "快速查看")),
    ("ja", ("カートに入れる", "今すぐ購入", "お気に入りに追加", "クイックビュー")),
    # The cart button in the languages above lack (WooCommerce's and Shopify's packs).
    ("sv da no", ("lägg i varukorgen", "lägg i varukorg", "læg i kurv", "legg i handlekurv")),
    ("fi tr", ("lisää ostoskoriin", "sepete ekle", "sepete at")),
    ("cs sk", ("přidat do košíku", "vložit do košíku", "pridať do košíka", "do košíka")),
    ("id vi", ("tambah ke keranjang", "masukkan ke keranjang", "thêm vào giỏ hàng")),
    ("ar he", ("أضف إلى السلة", "أضف للسلة", "הוספה לסל", "הוסף לסל")),
    ("ro hu el", ("adaugă în coș", "kosárba", "kosárba teszem", "προσθήκη στο καλάθι")),
    ("uk ko", ("додати в кошик", "в кошик", "장바구니 담기", "장바구니에 담기")),
    # A plan card's call to action on a pricing page, by language (no one-word "Start":
    # a manual's section heading says as much).
    ("en", ("start free trial", "start your free trial", "try it free", "try for free")),
    ("en", ("choose plan", "select plan", "choose this plan", "select this plan")),
    ("de", ("jetzt starten", "kostenlos testen", "tarif wählen", "plan wählen")),
    ("fr", ("essai gratuit", "essayer gratuitement", "choisir cette offre", "choisir ce forfait")),
    ("es", ("empezar ahora", "prueba gratis", "elegir plan", "elegir este plan")),
    ("it", ("inizia ora", "prova gratis", "scegli il piano")),
    ("pt", ("começar agora", "teste grátis", "escolher plano", "assinar agora")),
    ("pl", ("wybierz plan", "wypróbuj za darmo")),
    ("tr", ("hemen başla", "ücretsiz dene", "planı seç")),
    ("ja", ("無料で試す", "今すぐ始める", "プランを選択")),
    # A job board's card: its quick-application mark, by language (StepStone's, HelloWork's,
    # Indeed's "Easily apply").
    ("en", ("easily apply", "quick apply", "1-click apply")),
    ("de", ("schnellbewerbung", "jetzt bewerben", "einfach bewerben", "schnell bewerben")),
    ("fr", ("candidature simplifiée", "postuler maintenant", "candidature facile")),
    ("es", ("solicitud sencilla", "postulación rápida", "inscríbete ahora")),
    ("it", ("candidatura semplice", "candidati ora")),
    ("pt", ("candidatura simplificada", "candidatura fácil", "candidatar-se agora")),
    ("nl", ("eenvoudig solliciteren", "solliciteer direct", "snel solliciteren")),
    ("pl", ("aplikuj szybko", "szybka aplikacja", "aplikuj teraz")),
    ("ja", ("簡単応募", "今すぐ応募", "応募する")),
    # A fashion card's quick-add size picker and a shop card's quantity label, by language
    # (not "Quantity": a product truth keeps it over its field).
    ("en", ("select your size", "select size", "choose your size", "choose size", "qty")),
    ("de", ("größe wählen", "größe auswählen", "wähle deine größe")),
    ("fr", ("choisir une taille", "choisissez votre taille", "sélectionner une taille")),
    ("es", ("selecciona tu talla", "elige tu talla", "seleccionar talla")),
    ("it", ("seleziona la taglia", "scegli la taglia")),
    ("pt", ("selecione o tamanho", "escolha o tamanho")),
    ("nl", ("kies je maat", "selecteer maat")),
    ("pl", ("wybierz rozmiar",)),
    ("ja", ("サイズを選択", "サイズを選ぶ")),
    ("zh", ("选择尺码", "选择尺寸")),
    # A "best of" collection's pick: its affiliate button to a shop's offer, by language.
    ("en", ("check price", "check prices", "see price", "see prices", "view deal", "see deal")),
    ("de", ("preis prüfen", "preis ansehen", "zum angebot", "preise vergleichen")),
    ("fr", ("voir le prix", "vérifier le prix", "voir l'offre")),
    ("es", ("ver precio", "comprobar precio", "ver oferta")),
    ("it", ("vedi prezzo", "verifica il prezzo", "vedi offerta")),
    ("pt", ("ver preço", "verificar preço", "ver oferta")),
    ("nl", ("bekijk prijs", "bekijk aanbieding")),
    ("pl", ("sprawdź cenę", "zobacz ofertę")),
    ("hu", ("árak megtekintése", "ár ellenőrzése", "megnézem az árat")),
    ("ru", ("узнать цену", "проверить цену")),
    # ... and its link to the pick's full review (not "Read review": a truth keeps one).
    ("en", ("read the review", "read full review", "read the full review", "read our review")),
    ("de", ("zum testbericht", "testbericht lesen", "zum ganzen test")),
    ("fr", ("lire le test", "lire le test complet", "lire notre test")),
    ("es", ("leer la reseña", "leer el análisis", "leer la review")),
    ("it", ("leggi la recensione", "leggi la recensione completa")),
    # A directory's card (a business, a venue): its call and route buttons, by language.
    ("en", ("call now", "get directions")),
    ("de", ("anrufen", "jetzt anrufen", "route planen")),
    ("fr", ("appeler", "appeler maintenant", "obtenir l'itinéraire")),
    ("es", ("llamar", "llamar ahora", "cómo llegar")),
    ("it", ("chiama", "chiama ora")),
    ("pt", ("ligar", "ligar agora")),
    ("pl", ("zadzwoń", "wyznacz trasę")),
    ("ru", ("позвонить", "проложить маршрут")),
    ("ja", ("電話する", "電話をかける", "ルート案内")),
    # A booking engine's property card: its availability button, by language; a quote-only
    # shop's card: its pricing request; a grid's "View more" link (en).
    ("en", ("see availability", "check availability", "get pricing", "request pricing")),
    ("en", ("view more", "see more")),
    ("de", ("verfügbarkeit prüfen", "verfügbarkeit anzeigen")),
    ("fr", ("voir les disponibilités", "vérifier les disponibilités")),
    ("es", ("ver disponibilidad", "comprobar disponibilidad")),
    ("it", ("vedi disponibilità", "verifica disponibilità")),
    ("pt", ("ver disponibilidade", "verificar disponibilidade")),
    ("nl", ("beschikbaarheid bekijken", "bekijk beschikbaarheid")),
    ("pl", ("sprawdź dostępność", "zobacz dostępność")),
    ("ja", ("空室状況を確認", "空室を確認")),
    # A forge's release card: the archives it generates of the tagged source (GitHub,
    # GitLab, Gitea, Forgejo), by language.
    ("en", ("source code (zip)", "source code (tar.gz)", "source code (tar.bz2)")),
    ("de", ("quellcode (zip)", "quellcode (tar.gz)")),
    ("fr", ("code source (zip)", "code source (tar.gz)")),
    ("es", ("código fuente (zip)", "código fuente (tar.gz)")),
    ("it", ("codice sorgente (zip)", "codice sorgente (tar.gz)")),
    ("pt", ("código-fonte (zip)", "código-fonte (tar.gz)")),  # "código fonte": read alike
    ("ru", ("исходный код (zip)", "исходный код (tar.gz)")),
    ("zh", ("源代码 (zip)", "源代码 (tar.gz)", "源代碼 (zip)", "源代碼 (tar.gz)")),
    ("ja", ("ソースコード (zip)", "ソースコード (tar.gz)")),
)
# A blog card's or a teaser's button to the whole post, by language: a line of its own
# under the excerpt ("Read more »", "Ler mais", "続きを読む"; not "Learn more" nor "Read the
# full story": a truth keeps a teaser's link of that kind). Read with :data:`ACTIONS`, but
# a line that ends in a colon is a label over what it introduces ("Read more:"), no button.
READ_MORE_BUTTONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("read more", "continue reading", "keep reading")),
    ("de", ("weiterlesen", "mehr lesen", "lesen sie mehr")),
    ("fr", ("lire la suite", "lire plus", "continuer la lecture")),
    ("es", ("leer más", "seguir leyendo", "continuar leyendo")),
    ("it", ("leggi tutto", "leggi di più", "continua a leggere")),
    ("pt", ("ler mais", "leia mais", "continuar a ler", "continue lendo")),
    ("nl", ("lees meer", "lees verder", "verder lezen")),
    ("pl", ("czytaj więcej", "czytaj dalej")),
    ("cs sk", ("číst dál", "číst více", "čítať ďalej", "čítať viac")),
    ("sv da no", ("läs mer", "läs vidare", "læs mere", "læs videre", "les mer", "les videre")),
    ("fi", ("lue lisää", "jatka lukemista")),
    ("ru uk", ("читать далее", "читать дальше", "читати далі", "читати більше")),
    ("tr", ("devamını oku", "devamı", "daha fazla oku")),
    ("ro hu el", ("citește mai mult", "citește tot", "tovább", "bővebben", "διαβάστε περισσότερα")),
    ("id vi", ("baca selengkapnya", "baca lebih lanjut", "đọc tiếp", "đọc thêm", "xem tiếp")),
    ("ar he hi", ("اقرأ المزيد", "قراءة المزيد", "המשך קריאה", "קרא עוד", "और पढ़ें")),
    ("ja", ("続きを読む", "もっと読む", "記事を読む")),
    ("zh", ("阅读更多", "閱讀更多", "阅读全文", "閱讀全文", "继续阅读", "繼續閱讀")),
    ("ko", ("더 읽기", "계속 읽기", "더보기")),
)
# The lines a card or a product writes where its reviews would be, by language.
REVIEW_PROMPTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "write a review",
            "write the first review",
            "be the first to review",
            "be the first to review this product",
            "be the first to review this item",
            "be the first to write a review",
            "no reviews yet",
            "no ratings yet",
            "not yet rated",
            "review this product",
        ),
    ),
    (
        "de",
        (
            "bewertung schreiben",
            "eine bewertung schreiben",
            "schreiben sie die erste bewertung",
            "noch keine bewertungen",
            "noch nicht bewertet",
            "produkt bewerten",
        ),
    ),
    (
        "fr",
        (
            "écrire un avis",
            "donner votre avis",
            "donnez votre avis",
            "soyez le premier à donner votre avis",
            "soyez le premier à laisser un avis",
            "aucun avis",
            "aucun avis pour le moment",
            "pas encore de note",
            "pas encore d'avis",
        ),
    ),
    (
        "es",
        (
            "escribir una reseña",
            "escribir una opinión",
            "escribe una reseña",
            "sé el primero en opinar",
            "sé el primero en escribir una reseña",
            "aún no hay reseñas",
            "todavía no hay reseñas",
            "aún no hay valoraciones",
            "sin valoraciones",
        ),
    ),
    (
        "it",
        (
            "scrivi una recensione",
            "scrivi la prima recensione",
            "sii il primo a recensire questo prodotto",
            "nessuna recensione",
            "nessuna valutazione",
        ),
    ),
    (
        "pt",
        (
            "escrever uma avaliação",
            "escreva uma avaliação",
            "seja o primeiro a avaliar",
            "seja o primeiro a avaliar este produto",
            "nenhuma avaliação",
            "nenhuma avaliação ainda",
            "ainda sem avaliações",
        ),
    ),
    (
        "ru",
        ("оставить отзыв", "написать отзыв", "нет отзывов", "отзывов пока нет"),
    ),
    ("pl", ("napisz opinię", "dodaj opinię", "brak opinii")),
    ("nl", ("schrijf een review", "schrijf een recensie", "nog geen reviews")),
    ("zh", ("写评价", "发表评价", "暂无评价")),
    ("ja", ("レビューを書く", "レビューはまだありません")),
)
MAX_CHARS = 60  # a button's line: a few words
MIN_REST = 200  # characters the page keeps besides the dropped lines
# The same for a page whose buttons are written in Chinese, Japanese or Korean: a
# character there says what a word says in a Latin script (a Chinese shop category keeps
# 150 characters of names and prices).
MIN_REST_WIDE = 100
_MARKS = "|/•·›»«‹<>:,.!…+-–—→←"  # between and around a line's phrases, with white space
_ENDS = _MARKS + " \t\n\r\f\v\xa0"
_BETWEEN = re.compile(f"[\\s{re.escape(_MARKS)}]+")
_REASON = "a card's action button (p={p:.2f})"  # a prompt to review is one too


def drop_card_actions(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    prompts: bool = False,
) -> dict[int, Decision]:
    """The kept lines made only of action phrases, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag), when the page
    keeps :data:`MIN_REST` characters besides them; with ``prompts``, the lines made only
    of action phrases and prompts to review (:data:`REVIEW_PROMPTS`), read in the same
    pass. A page whose first such line is written in a CJK script needs
    :data:`MIN_REST_WIDE` characters besides."""
    by_first, firsts = (_LINES_BY_FIRST, _LINE_FIRSTS) if prompts else (_BY_FIRST, _FIRSTS)
    lines = PhraseLines(by_first, firsts, MAX_CHARS, _button, _REASON)
    return drop_phrase_lines(blocks, probs, flags, lines)


@dataclass(frozen=True)
class PhraseLines:
    """Lines made only of a table's phrases: the table by first word
    (:func:`phrases_by_first`), its first words, the longest line, the test of a line
    (``is_line(text, by_first)``) and the reason of a dropped one."""

    by_first: Mapping[str, tuple[tuple[str, ...], ...]]
    firsts: WordTable
    max_chars: int
    is_line: Callable[[str, Mapping[str, tuple[tuple[str, ...], ...]]], bool]
    reason: str


def drop_phrase_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], lines: PhraseLines
) -> dict[int, Decision]:
    """The kept lines of ``lines.max_chars`` or fewer made only of the phrases of
    ``lines`` (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``:
    each block's kept flag), dropped when the page keeps :data:`MIN_REST` characters
    besides (:data:`MIN_REST_WIDE` where the first line is in a CJK script). Only the
    lines that open with a first word, marks aside and lower-cased, are read
    (:func:`~thresher.methods.auto.kept_lines.kept_opening`)."""
    opening = kept_opening(blocks, flags, lines.max_chars, lines.firsts, str.lower, _ENDS)
    found = [pos for pos in opening if lines.is_line(blocks[pos].text, lines.by_first)]
    if not found:
        return {}
    rest = MIN_REST_WIDE if writes_wide(blocks[found[0]].text) else MIN_REST
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, lines.reason, rest)


def is_action(text: str) -> bool:
    """True when ``text`` is made only of action phrases (:data:`ACTIONS`,
    :data:`READ_MORE_BUTTONS`) and separators, and is no read-on label ("Read more:")."""
    return _button(text, _BY_FIRST)


def _button(text: str, by_first: Mapping[str, tuple[tuple[str, ...], ...]]) -> bool:
    """True when ``text`` is made only of the phrases of ``by_first`` and separators, and
    is not a line of :data:`READ_MORE_BUTTONS`' phrases that ends in a colon (a label)."""
    if not made_of(text, by_first):
        return False
    return not text.rstrip().endswith((":", "：")) or not made_of(text, _READ_MORE_BY_FIRST)


def is_review_prompt(text: str) -> bool:
    """True when ``text`` is made only of prompts to review (:data:`REVIEW_PROMPTS`)."""
    return made_of(text, _PROMPTS_BY_FIRST)


def made_of(text: str, by_first: Mapping[str, tuple[tuple[str, ...], ...]]) -> bool:
    """True when ``text`` is made only of the phrases of ``by_first``
    (:func:`phrases_by_first`) and separators."""
    line = text.lower().strip(_ENDS)
    head = line.split(None, 1)[0] if line else ""
    if head not in by_first and (head.isalnum() or not head):
        return False  # most lines: a first word no phrase starts with, and no mark in it
    words = _BETWEEN.split(line)
    if words[0] not in by_first:
        return False
    at = 0
    while at < len(words):
        phrase = next((p for p in by_first.get(words[at], ()) if _starts(words, at, p)), None)
        if phrase is None:
            return False
        at += len(phrase)
    return at > 0


def phrases_by_first(
    actions: tuple[tuple[str, tuple[str, ...]], ...],
) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each phrase's words of a table by language (``actions``), by the phrase's first word,
    the longest phrases first."""
    found: dict[str, set[tuple[str, ...]]] = {}
    for _, phrases in actions:
        for phrase in phrases:
            words = tuple(_BETWEEN.split(phrase))  # "source code (tar.gz)": read as a line is
            found.setdefault(words[0], set()).add(words)
    return {first: tuple(sorted(words, key=len, reverse=True)) for first, words in found.items()}


_BY_FIRST = phrases_by_first(ACTIONS + READ_MORE_BUTTONS)
# The first words of the phrases: a line that does not open with one, marks aside, is no
# action (its lower-cased text, marks stripped from its start, opens as its stripped
# lower-cased line: no mark lower-cases to another character, and no other character to
# a mark).
_FIRSTS = WordTable(_BY_FIRST)
_PROMPTS_BY_FIRST = phrases_by_first(REVIEW_PROMPTS)
# The actions and the prompts, read in one pass (``drop_card_actions(…, prompts=True)``).
_LINES_BY_FIRST = phrases_by_first(ACTIONS + READ_MORE_BUTTONS + REVIEW_PROMPTS)
_READ_MORE_BY_FIRST = phrases_by_first(READ_MORE_BUTTONS)
_LINE_FIRSTS = WordTable(_LINES_BY_FIRST)


def _starts(words: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[at : at + len(phrase)]) == phrase


# A pick's affiliate button naming the shop, by language: the button's phrases and the
# words that join them to the shop's name ("Check price at Amazon", "Ver precio en
# El Corte Inglés"). Not "Buy on Amazon" nor "Shop at …": a truth keeps a post's own list
# of where to buy its pick; not "Available at", "Sold by": labels kept with a price.
SHOP_BUTTONS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        "en",
        (
            "check price",
            "check prices",
            "check the price",
            "check latest price",
            "check the latest price",
            "see price",
            "see prices",
            "see it",
            "view it",
            "view price",
            "view prices",
            "view deal",
            "see deal",
            "view product",
            "see details",
            "get it",
            "compare prices",
        ),
        ("at", "on", "from"),
    ),
    (
        "de",
        ("preis prüfen", "preis ansehen", "zum angebot", "angebot ansehen", "jetzt kaufen"),
        ("bei", "auf"),
    ),
    ("fr", ("voir le prix", "vérifier le prix", "voir l'offre", "voir les prix"), ("sur", "chez")),
    ("es", ("ver precio", "comprobar precio", "ver oferta", "ver precios"), ("en",)),
    ("it", ("vedi prezzo", "verifica il prezzo", "vedi offerta"), ("su", "da")),
    ("pt", ("ver preço", "verificar preço", "ver oferta"), ("na", "no", "em")),
    ("nl", ("bekijk prijs", "bekijk aanbieding", "bekijk"), ("bij", "op")),
    ("pl", ("sprawdź cenę", "zobacz ofertę"), ("w", "na")),
)
# A language that names the shop before the button's verb ("Jetzt bei Otto ansehen",
# "Bekijk bij bol.com" is read above): the opening words, then the verbs after the name.
SHOP_FIRST: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("de", ("jetzt bei", "bei"), ("ansehen", "kaufen", "bestellen", "anschauen")),
    ("nl", ("nu bij", "bij"), ("bekijken", "kopen", "bestellen")),
)
MAX_SHOP_CHARS = 80  # two buttons joined ("See it at AmazonSee it at Razer")
# A shop's name: one to three words, the first capitalised or a domain ("bol.com"), none
# with a digit (a price or a discount is no shop: "Buy now at 20% off").
_NAME = r"(?:[A-ZÀ-Þ][^\s\d]*|[a-z][a-z-]*\.[a-z]{2,3})(?:\s[A-ZÀ-Þ&][^\s\d]*){0,2}"


def _words(phrases: tuple[str, ...]) -> str:
    """The alternation of ``phrases`` (longest first), its spaces any white space."""
    ordered = sorted(phrases, key=len, reverse=True)
    return "|".join(re.escape(p).replace("\\ ", r"\s+") for p in ordered)


def _shop_pattern() -> str:
    """One or more shop buttons, joined by marks, white space or nothing."""
    units = [
        rf"(?i:{_words(phrases)})(?:\s+(?i:{_words(joins)})\s+|\s*[-–:]\s*){_NAME}"
        for _, phrases, joins in SHOP_BUTTONS
    ] + [
        rf"(?i:{_words(opens)})\s+{_NAME}\s+(?i:{_words(verbs)})" for _, opens, verbs in SHOP_FIRST
    ]
    unit = "|".join(units)
    return rf"(?:{unit})(?:[\s|/•·]*(?:{unit}))*"


_SHOP_LINE = LazyPattern(_shop_pattern())
_SHOP_FIRSTS = WordTable(
    sorted(
        {p.split()[0] for _, phrases, _j in SHOP_BUTTONS for p in phrases}
        | {p.split()[0] for _, opens, _v in SHOP_FIRST for p in opens}
    )
)
_SHOP_REASON = "a pick's button to a shop (p={p:.2f})"


def is_shop_button(text: str) -> bool:
    """True when ``text`` is made only of buttons to a shop's offer (:data:`SHOP_BUTTONS`,
    :data:`SHOP_FIRST`): "Check price at Amazon", "Jetzt bei Otto ansehen"."""
    return _SHOP_LINE.fullmatch(text.strip(_ENDS)) is not None


def drop_shop_buttons(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines made only of buttons to a shop's offer (:func:`is_shop_button`),
    dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag) when the page keeps :data:`MIN_REST` characters besides them. Only
    the lines that open with a button's first word are read."""
    opening = kept_opening(blocks, flags, MAX_SHOP_CHARS, _SHOP_FIRSTS, str.lower, _ENDS)
    found = [pos for pos in opening if is_shop_button(blocks[pos].text)]
    if not found:
        return {}
    return relabel_beside_rest(
        blocks, probs, found, flags, Label.BOILERPLATE, _SHOP_REASON, MIN_REST
    )
