"""The toolbar of a listing: its result count and its sort and filter labels.

A shop's category, a job board's or a property portal's results and a blog's search page
set a toolbar over (and often under) their items: a count of what was found ("Showing
1–12 of 48 results", "48 Ergebnisse gefunden", "48件中 1–12件を表示") and the labels of
its sort menu and filter panel ("Sort by:", "Filter", "Trier par"). The block model,
which reads each block alone, keeps such a line where it keeps the items' fields around
it; it is the engine's chrome, written on every page of the listing. A kept line of a
few words (:data:`MAX_CHARS`) that is wholly a result count (:data:`RESULT_COUNTS`) or a
toolbar label (:data:`TOOLBAR_LABELS`; a label with the count of the filters applied
in brackets, "Filters (1)", too), each in en, de, fr, es, it, pt, ru, zh, ja, is
dropped when the page keeps :data:`MIN_REST` characters besides (a label only where it is
no heading, opens in upper case, and ends in a colon or sits in a control's element: a
manual's "Filters" section, a glossary's "Filter"; with ``controls``, a heading ending in
a colon inside a control, and a label whose element holds its ``select``). A line that says more
("Showing 48 results for hiking boots in Leeds" is still a count; "Sort by colour to
find your size quickly" is not a label) stays. Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest, writes_wide
from thresher.methods.auto.kept_lines import WordTable, kept_holding
from thresher.types import Block, Decision, Label

# A result count, by language: the whole line (marks and spaces around it stripped).
# A count, its thousands separated by a mark or a space ("1.248", "1 248 offres"; a spaced
# group is three digits, read without an alternation before a run of digits).
_N = r"\d[\d.,]*(?:[ \u00a0\u202f]\d{3}(?!\d))*"
_SPAN = rf"{_N}(?:\s*[-–—]\s*{_N}|\s+(?:to|bis|à|a|al|até|по)\s+{_N})?"
# The counted items' name ("products", "Ergebnissen"), a plural mark after it
# (PrestaShop's "item(s)", "Artikel(n)": the closing bracket is stripped with the line's marks).
_TAIL = r"(?:\s+\w+(?:\(\w{1,2})?)?"
# The pages the count runs over, after it (OpenCart's "… of 48 (8 Pages)", "(всего 8 страниц)").
_PAGES = rf"(?:\s*\(\s*(?:всего\s+)?{_N}\s+\w+)?"  # its closing bracket: stripped
RESULT_COUNTS: tuple[tuple[str, str], ...] = (
    (
        "en",
        rf"(?:showing|displaying|viewing|loaded|results?|items?)\s+{_SPAN}"
        rf"(?:\s*\(?\s*(?:of|out of)\s+{_N}\s*\)?)?{_TAIL}\)?{_PAGES}",
    ),
    (
        "en",
        rf"{_N}\s*(?:results?|items?|products?|jobs?|listings?|properties|events?|matches)"
        r"(?:\s+found)?",
    ),
    (
        "de",
        rf"(?:zeige|zeigt|angezeigt|anzeige|ergebnisse|artikel)\s+{_SPAN}"
        rf"(?:\s+(?:von|aus)\s+{_N})?{_TAIL}{_PAGES}",
    ),
    (
        "de",
        rf"{_N}\s*(?:ergebnisse|treffer|artikel|produkte|angebote|stellenangebote|jobs)"
        r"(?:\s+gefunden)?",
    ),
    (
        "fr",
        rf"(?:affichage\s+(?:de\s+)?|afficher\s+){_SPAN}(?:\s+(?:sur|de)\s+{_N})?{_TAIL}{_PAGES}",
    ),
    (
        "fr",
        rf"{_N}\s*(?:résultats?|produits?|articles?|annonces?|offres?)"
        r"(?:\s+d['’]emploi)?(?:\s+trouvés?)?",
    ),
    ("es", rf"(?:mostrando|viendo)\s+(?:del?\s+)?{_SPAN}(?:\s+de\s+{_N})?{_TAIL}{_PAGES}"),
    (
        "es",
        rf"{_N}\s*(?:resultados?|productos?|artículos?|anuncios?|ofertas?)"
        r"(?:\s+encontrados?)?",
    ),
    (
        "it",
        rf"(?:visualizzazione\s+(?:di\s+)?|visualizzati\s+(?:da\s+)?|mostra\s+){_SPAN}"
        rf"(?:\s+(?:su|di)\s+{_N})?{_TAIL}{_PAGES}",
    ),
    ("it", rf"{_N}\s*(?:risultati|prodotti|articoli|annunci|offerte)(?:\s+trovati)?"),
    ("pt", rf"(?:mostrando|exibindo)\s+(?:de\s+)?{_SPAN}(?:\s+de\s+{_N})?{_TAIL}{_PAGES}"),
    ("pt", rf"{_N}\s*(?:resultados?|produtos?|itens|anúncios?|imóveis)(?:\s+encontrados?)?"),
    ("ru", rf"(?:показан[оы]?|показаны)\s+(?:с\s+)?{_SPAN}(?:\s+из\s+{_N})?{_TAIL}{_PAGES}"),
    ("ru", rf"найдено\s+{_N}\s*\w*"),
    ("ru", rf"{_N}\s*(?:результат\w*|товар\w*|объявлени\w*|ваканси\w*)"),
    ("zh", rf"(?:显示)?\s*第?\s*{_SPAN}\s*条?\s*[，,]?\s*共\s*{_N}\s*(?:条|个|件)(?:结果)?"),
    ("zh", rf"(?:找到|共)\s*{_N}\s*(?:条|个|件)(?:结果|商品|职位)?"),
    ("ja", rf"{_N}件中\s*{_SPAN}件(?:を表示)?"),
    ("ja", rf"(?:全\s*)?{_N}件(?:見つかりました|の(?:検索)?結果|ヒット)?"),
    ("ja", rf"求人\s*(?:数\s*)?{_N}\s*件"),  # a job board's "求人 128 件"
    # Polish: "128 ofert pracy", "Znaleziono 48 wyników", "48 produktów".
    ("pl", rf"(?:znaleziono\s+)?{_N}\s*(?:ofert\w*|wynik\w*|produkt\w*|ogłosze\w*)(?:\s+pracy)?"),
    # Korean: "총 1,248개", "1,248개의 상품" (a bare "3개" is a quantity: a word asked).
    (
        "ko",
        rf"(?:총|전체|검색\s*결과)\s*{_N}\s*(?:개|건)(?:의?\s*(?:상품|결과))?"
        rf"|{_N}\s*(?:개|건)의?\s*(?:상품|검색\s*결과)",
    ),
    # WooCommerce's count and its kin in more languages ("Toont 1–12 van 48 resultaten",
    # "Visar 1–12 av 48 resultat", "48 sonuçtan 1–12 arası gösteriliyor").
    ("nl", rf"(?:toont|weergave\s+van)\s+{_SPAN}(?:\s+van\s+{_N}){_TAIL}{_PAGES}"),
    ("sv da no", rf"(?:visar|viser)\s+{_SPAN}(?:\s+(?:av|af)\s+{_N}){_TAIL}{_PAGES}"),
    ("fi", rf"näytetään\s+{_SPAN}(?:\s*(?:/|\s)\s*{_N}){_TAIL}"),
    ("tr", rf"{_N}\s+sonuçtan\s+{_SPAN}\s+arası\s+gösteriliyor"),
    ("cs sk pl", rf"(?:zobrazen[oaéý]?|zobrazujem|wyświetlanie)\s+{_SPAN}(?:\s+z\s+{_N}){_TAIL}"),
    ("id", rf"menampilkan\s+{_SPAN}(?:\s+dari\s+{_N}){_TAIL}"),
    ("vi", rf"hiển thị\s+{_SPAN}(?:\s+(?:của|trong|trên)\s+{_N})(?:\s+kết quả|{_TAIL})"),
    ("ar", rf"عرض\s+{_SPAN}(?:\s+من\s+(?:أصل\s+)?{_N}){_TAIL}"),
    ("he", rf"מציג\s+{_SPAN}(?:\s+מתוך\s+{_N}){_TAIL}"),
    ("ro", rf"(?:se\s+afișează|afișare)\s+{_SPAN}(?:\s+din\s+{_N}){_TAIL}"),
    ("hu", rf"{_SPAN}\s*/\s*{_N}\s*(?:találat|termék)\w*(?:\s+megjelenítése)?"),
    ("el", rf"προβολή\s+{_SPAN}(?:\s+από\s+{_N}){_TAIL}"),
    ("uk", rf"показано\s+{_SPAN}(?:\s+з\s+{_N}){_TAIL}"),
    # ... and a bare count in those languages, one alternative (a digit run read once):
    # "48 resultaten", "310 produkter", "12 tuotetta", "48 hasil ditemukan", "18 kết quả".
    (
        "nl sv da no fi tr cs sk id vi ar he ro hu el uk",
        rf"{_N}\s*(?:resultaten|producten|artikelen|zoekresultaten|resultat|resultater"
        r"|produkter|träffar|treff|varer|annonser|annoncer|tulosta|tuotetta|hakutulosta"
        r"|tuloksia|sonuç|ürün|ilan|výsledků|produktů|položek|inzerátů|výsledkov|produktov"
        r"|hasil|produk|kết quả|sản phẩm|نتيجة|نتائج|منتج|منتجات|תוצאות|מוצרים|rezultate"
        r"|produse|találat|termék|αποτελέσματα|προϊόντα|результат\w*|товар\w*|оголошен\w*)"
        r"(?:\s+(?:gevonden|hittades|fundet|funnet|bulundu|listeleniyor|ditemukan))?",
    ),
    # A count written in one element with its sort menu's label ("48 results found Sort
    # by", the menu's options in a ``select``, left out of the text).
    (
        "en",
        rf"{_N}\s*(?:results?|items?|products?|jobs?|listings?|properties|events?|matches)"
        r"(?:\s+found)?\s*sort(?:\s+by)?",
    ),
    (
        "de",
        rf"{_N}\s*(?:ergebnisse|treffer|artikel|produkte|angebote|stellenangebote|jobs)"
        r"(?:\s+gefunden)?\s*sortieren(?:\s+nach)?",
    ),
    (
        "fr",
        rf"{_N}\s*(?:résultats?|produits?|articles?|annonces?|offres?)(?:\s+trouvés?)?"
        r"\s*trier(?:\s+par)?",
    ),
    (
        "es",
        rf"{_N}\s*(?:resultados?|productos?|artículos?|anuncios?|ofertas?)"
        r"(?:\s+encontrados?)?\s*ordenar(?:\s+por)?",
    ),
    (
        "it",
        rf"{_N}\s*(?:risultati|prodotti|articoli|annunci|offerte)(?:\s+trovati)?"
        r"\s*ordina(?:\s+per)?",
    ),
    (
        "pt",
        rf"{_N}\s*(?:resultados?|produtos?|itens|anúncios?|imóveis)(?:\s+encontrados?)?"
        r"\s*ordenar(?:\s+por)?",
    ),
    ("ru", rf"(?:найдено\s+)?{_N}\s*\w*\s*сортир\w*(?:\s+по)?"),
    ("zh", rf"(?:找到|共)\s*{_N}\s*(?:条|个|件)(?:结果|商品|职位)?\s*排序(?:方式)?"),
    (
        "ja",
        rf"(?:全\s*)?{_N}件(?:見つかりました|の(?:検索)?結果|ヒット)?"
        r"\s*(?:並び替え|並べ替え|表示順)",
    ),
)
# A toolbar's labels, by language: the whole line (a colon or an arrow beside it).
TOOLBAR_LABELS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "en",
        (
            "sort by",
            "sorted by",
            "sort",
            "sort order",
            "filter",
            "filters",
            "filter by",
            "refine by",
            "narrow by",
            "refine results",
            "view as",
            "per page",
            "items per page",
            "results per page",
        ),
    ),
    (
        "de",
        (
            "sortieren nach",
            "sortiert nach",
            "sortieren",
            "sortierung",
            "filter",
            "filtern",
            "filtern nach",
            "ergebnisse filtern",
            "pro seite",
            "artikel pro seite",
        ),
    ),
    (
        "fr",
        (
            "trier par",
            "trié par",
            "triés par",
            "trier",
            "tri",
            "filtrer",
            "filtres",
            "filtrer par",
            "affiner",
            "affiner la recherche",
            "par page",
        ),
    ),
    (
        "es",
        (
            "ordenar por",
            "ordenado por",
            "ordenados por",
            "ordenar",
            "filtrar",
            "filtros",
            "filtrar por",
            "por página",
        ),
    ),
    (
        "it",
        ("ordina per", "ordinato per", "ordinati per", "ordina", "filtra", "filtri", "filtra per"),
    ),
    ("it", ("per pagina",)),
    (
        "pt",
        (
            "ordenar por",
            "ordenado por",
            "classificar por",
            "ordenar",
            "filtrar",
            "filtros",
            "filtrar por",
            "por página",
        ),
    ),
    ("ru", ("сортировать по", "сортировать", "сортировка", "фильтр", "фильтры", "показывать по")),
    ("zh", ("排序方式", "排序", "筛选", "篩選", "过滤")),
    ("ja", ("並び替え", "並べ替え", "絞り込み", "表示順", "表示件数")),
    ("ko", ("정렬", "정렬 기준", "필터")),
    ("nl", ("sorteer op", "sorteren op", "sorteren", "sortering", "filteren", "filter op")),
    ("sv", ("sortera efter", "sortera", "sortering", "filtrera", "filtrera efter")),
    ("da no", ("sortér efter", "sorter efter", "sorter etter", "sorter", "filtrer", "filtre")),
    ("fi", ("lajittele", "järjestä", "järjestys", "suodata", "suodattimet", "rajaa hakua")),
    ("tr", ("sırala", "sıralama", "sıralama ölçütü", "filtrele", "filtreler")),
    ("pl", ("sortuj według", "sortuj", "sortowanie", "filtruj", "filtry", "na stronie")),
    ("cs sk", ("seřadit podle", "řadit podle", "řazení", "filtrovat", "filtry", "zoradiť podľa")),
    ("id", ("urutkan", "urutkan berdasarkan", "saring", "saring berdasarkan")),
    ("vi", ("sắp xếp theo", "sắp xếp", "bộ lọc", "lọc theo")),
    ("ar he", ("ترتيب حسب", "ترتيب", "تصفية", "تصفية حسب", "מיון לפי", "מיון", "סינון")),
    ("ro hu", ("sortează după", "sortare", "filtrează", "filtre", "rendezés", "szűrés")),
    ("el uk", ("ταξινόμηση κατά", "ταξινόμηση", "φίλτρα", "сортувати за", "сортування")),
    ("uk", ("фільтр", "фільтри")),
)
MAX_CHARS = 60  # a toolbar's line: a few words
MIN_REST = 100  # characters the page keeps besides the dropped lines (a Chinese page's few)
# The same where the first toolbar line is written in Chinese, Japanese or Korean (with
# ``controls``): a Chinese collection keeps ~90 characters of names and prices before
# its titles come back.
MIN_REST_WIDE = 50
_ENDS = " \t\n\r\f\v\xa0:：|/•·›»«<>()（）[],.!…→↓▾▼"
_COUNT = LazyPattern("|".join(f"(?:{pattern})" for _, pattern in RESULT_COUNTS), re.IGNORECASE)
_LABELS = frozenset(label for _, labels in TOOLBAR_LABELS for label in labels)
# How a sort menu's label opens, by language: a label of :data:`TOOLBAR_LABELS` opening so,
# a colon and a short value after it, is the menu's face showing its choice ("Sort: Best
# Match", "Sortieren nach: Beliebtheit", "Trier par : Prix croissant").
SORT_OPENINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en de fr es it pt", ("sort", "sortier", "tri", "ordena", "ordina", "classificar")),
    ("nl sv da no fi", ("sorteer", "sorter", "sortér", "sortera", "lajittele", "järjest")),
    ("ru pl cs sk tr", ("сортир", "sortuj", "seřadit", "řadit", "zoradiť", "sırala")),
    ("ro hu id vi", ("sortează", "rendez", "urutkan", "sắp xếp")),
    ("ar he zh ja ko", ("ترتيب", "מיון", "排序", "並び替え", "並べ替え", "表示順", "정렬")),
)
MAX_SORT_VALUE = 30  # characters of the choice a sort menu shows after its label
_SORT_OPENINGS = tuple(opening for _, openings in SORT_OPENINGS for opening in openings)
_SORT_LABELS = frozenset(label for label in _LABELS if label.startswith(_SORT_OPENINGS))
# The first words of the labels: a counted label or a sort choice opens with one.
_LABEL_FIRSTS = frozenset(label.split()[0] for label in _LABELS)
# A label followed by the count of the filters applied ("Filters (1)", "Filter (0)"), the
# line's closing bracket stripped with its marks: the label is the first group.
_COUNTED_LABEL = re.compile(r"(\D+?)\s*\(\s*\d{1,3}")
_REASON = "a listing's toolbar: its result count or a sort or filter label (p={p:.2f})"


# What a toolbar's line holds, lower-cased: a label's first word, or an ASCII digit (an
# ASCII line's; a line not in ASCII is read whatever it holds).
_NEEDLES = tuple(sorted({label.split()[0] for label in _LABELS} | set("0123456789")))
_NEEDLE_TABLE = WordTable(_NEEDLES)  # compiled once for the lines kernel
_ASCII_DIGIT = re.compile("[0-9]")  # the ASCII characters ``str.isdigit`` is true for
_ASCII_LETTER = re.compile("[A-Za-z]")  # the ASCII characters ``str.isalpha`` is true for
# A label's element (or one of its ancestors) says it is a control: its tag, or a class
# or id holding one of these (``woocommerce-ordering``, ``toolbar-sorter``, ``facets``).
CONTROL_TAGS = frozenset({"form", "select", "label", "button", "summary"})
CONTROL_WORDS = (
    "sort",
    "ordering",
    "filter",
    "facet",
    "toolbar",
    "refine",
)  # not "order": "border"
MAX_DEPTH = 4  # ancestors read for a control's tag or words


def is_control(element: object) -> bool:
    """True when ``element`` or one of its :data:`MAX_DEPTH` ancestors is a control: a
    :data:`CONTROL_TAGS` tag, or a class or id holding a :data:`CONTROL_WORDS` word."""
    node = element
    for _ in range(MAX_DEPTH + 1):
        if node is None or not isinstance(node.tag, str):
            return False
        if node.tag in CONTROL_TAGS:
            return True
        names = f"{node.get('class') or ''} {node.get('id') or ''}".lower()
        if any(word in names for word in CONTROL_WORDS):
            return True
        node = node.getparent()
    return False


def is_toolbar_line(text: str, heading: bool = False) -> bool:
    """True when ``text`` is wholly a result count (:data:`RESULT_COUNTS`) or a toolbar
    label (:data:`TOOLBAR_LABELS`; one with the count of the filters applied, "Filters
    (1)"; a sort menu's label with the choice it shows, "Sort: Best Match"), marks and
    spaces around it aside. A label is one only when it is no heading (``heading``: a
    documentation page's "Filters" or "排序" section is its content) and does not open in
    lower case (a term in a list of a manual's, "filters"; a control's label is
    capitalised)."""
    stripped = text.strip(_ENDS)
    line = " ".join(stripped.lower().split())
    if not line:
        return False
    marked = "(" in line or ":" in line or "：" in line  # a counted label's or a choice's
    if line in _LABELS or (marked and _labelled_more(line)):
        return not heading and not stripped[0].islower()
    if not _holds(line, _ASCII_DIGIT, str.isdigit) or line.isdigit():
        return False
    if not _holds(line, _ASCII_LETTER, str.isalpha):  # a pager's "1 2 3 … 8": no count's word
        return False
    return _COUNT.fullmatch(line) is not None


def _labelled_more(line: str) -> bool:
    """Whether ``line`` is a label with the count of the filters applied
    (:func:`_counted_label`) or a sort menu's label with its choice (:func:`_sort_choice`);
    the caller asks only a line holding a bracket or a colon. Both open with a label, so
    a line whose first word (up to a bracket or a colon) opens none is neither."""
    head = line.split(None, 1)[0].split("(", 1)[0].split(":", 1)[0].split("：", 1)[0]
    if head not in _LABEL_FIRSTS:
        return False
    if "(" in line and _counted_label(line):
        return True
    return (":" in line or "：" in line) and _sort_choice(line)


def _counted_label(line: str) -> bool:
    """Whether ``line`` (lower-cased, marks stripped) is a label and the count of the
    filters applied in brackets ("filters (1"): :data:`_COUNTED_LABEL`."""
    counted = _COUNTED_LABEL.fullmatch(line)
    return counted is not None and counted.group(1) in _LABELS


def _sort_choice(line: str) -> bool:
    """Whether ``line`` (lower-cased, marks stripped) is a sort menu's label, a colon and
    the choice it shows, of :data:`MAX_SORT_VALUE` characters or fewer ("sort: best
    match")."""
    label, colon, value = line.replace("：", ":").partition(":")
    return (
        bool(colon) and 0 < len(value.strip()) <= MAX_SORT_VALUE and label.strip() in _SORT_LABELS
    )


def _holds(line: str, ascii_class: re.Pattern[str], test: Callable[[str], bool]) -> bool:
    """Whether a character of ``line`` passes ``test``: for an ASCII line, one search of
    ``ascii_class`` (the ASCII characters that pass it), else character by character."""
    if line.isascii():
        return ascii_class.search(line) is not None
    return any(map(test, line))


def drop_listing_toolbars(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    controls: bool = False,
) -> dict[int, Decision]:
    """The kept lines of :data:`MAX_CHARS` or fewer that are a listing's toolbar
    (:func:`is_toolbar_line`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: each block's kept flag) when the page keeps
    :data:`MIN_REST` characters besides; with ``controls``, a heading that is a label
    ending in a colon inside a control too (a facets panel's "Filter:" ``h2``), a label
    whose element holds its control (:func:`holds_control`), and :data:`MIN_REST_WIDE`
    characters besides where the first line is in a CJK script."""
    short = _candidates(blocks, flags)
    found = [pos for pos in short if _toolbar_block(blocks[pos], controls)]
    if not found:
        return {}
    wide = controls and writes_wide(blocks[found[0]].text)
    rest = MIN_REST_WIDE if wide else MIN_REST
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, rest)


def _candidates(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The kept lines of :data:`MAX_CHARS` or fewer that may be a toolbar's: those whose
    lower-cased text holds a label's first word or an ASCII digit, and those not in ASCII
    (a digit of another script), in order
    (:func:`~thresher.methods.auto.kept_lines.kept_holding`). A line that is a label holds
    its first word; a count holds a digit, an ASCII one where the line is ASCII."""
    return kept_holding(blocks, flags, MAX_CHARS, _NEEDLE_TABLE, str.lower, wide=True)


def _toolbar_block(block: Block, controls: bool = False) -> bool:
    """True when ``block`` is a toolbar's count, or a toolbar's label that ends in a colon
    or sits in a control (:func:`is_control`): a glossary's "Filter" term and a manual's
    index entry "Filters" are no label. With ``controls``, a heading that is a label
    ending in a colon and sits in a control is one (a manual's "Filters:" heading is in
    no control), and so is a label whose element holds its control (OpenCart's "Sort By"
    ``label`` beside its ``select`` in one ``div``)."""
    text = block.text
    colon = text.rstrip().endswith((":", "："))
    heading = block.features.heading_level > 0
    if heading and controls and colon and is_toolbar_line(text):
        return is_control(block.element)
    if not is_toolbar_line(text, heading):
        return False
    if any(ch.isdigit() for ch in text) or colon or ":" in text or "：" in text:
        return True  # a count, a label over its control, or a sort menu showing its choice
    return is_control(block.element) or (controls and holds_control(block.element))


def holds_control(element: object) -> bool:
    """True when one of ``element``'s children is a ``label`` or a ``select``."""
    return element is not None and any(child.tag in _HELD for child in element)


_HELD = frozenset({"label", "select"})
