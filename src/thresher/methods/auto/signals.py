"""Signals the default method reads from a page: vocabularies as data, page-level facts.

Class/id keyword groups, ancestor tag kinds, comment-section words and the
page facts computed once per page (title words, main-text container, comment
header position). Every rule here is generic web-authoring convention; none
names a site.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.text_measures import no_space_script_chars
from thresher.metadata.date import PUBLISHED_META
from thresher.metadata.sources import ARTICLE_TYPES, PageMeta, has_type
from thresher.methods.auto.page_kind import (
    NO_KIND,
    PageKind,
    RepeatGroup,
    page_kind_of,
    repeat_groups,
)
from thresher.types import Block

KEYWORD_GROUPS: tuple[tuple[str, str], ...] = (
    ("nav", r"nav|menu|breadcrumb|pagination|pager|toolbar|topbar|skip-?link|jump"),
    ("footer", r"foot|copyright|legal|colophon|bottom"),
    (
        "sidebar",
        r"sidebar|side-?bar|aside|widget|rail|related|recommend|popular|trending|"
        r"teaser|also-?read|read-?more|more-?stories|outbrain|taboola",
    ),
    ("comment", r"comment|repl(?:y|ies)|disqus|discussion|respond"),
    (
        "social",
        r"share|sharing|social|follow|newsletter|subscri|sign-?up|login|register|"
        r"print|e-?mail",
    ),
    ("ad", r"ads?(?![a-z])|advert|sponsor|promo|banner|dfp|commercial|affiliate"),
    ("header", r"header|masthead|logo|brand|site-?title|top-?bar"),
    ("popup", r"cookie|consent|gdpr|modal|popup|overlay|paywall|notice"),
    ("meta", r"byline|author|date|time|meta|tags?(?![a-z])|categor|caption|credit|dateline"),
    (
        "content",
        r"article|content|post|entry|story|body|text|main|blog|prose|markdown|"
        r"rich|detail|single|news|report",
    ),
)
KEYWORD_PATTERN = re.compile(
    "|".join(rf"(?<![a-z])(?P<{name}>{pattern})" for name, pattern in KEYWORD_GROUPS)
)
_KEYWORD_BIT = {name: 1 << i for i, (name, _) in enumerate(KEYWORD_GROUPS)}
ANCESTOR_TAGS = (
    "nav",
    "header",
    "footer",
    "aside",
    "article",
    "main",
    "form",
    "li",
    "table",
    "figure",
    "blockquote",
    "section",
    "a",
)
COMMENT_WORDS = frozenset(
    """comments comment responses replies reactions discussion kommentare kommentar
    commentaires commentaire comentarios comentários commenti komentarze komentáře
    reacties комментарии комментариев отзывы 评论 评论区 網友評論 网友评论 コメント 댓글
    yorumlar""".split()
)
COMMENT_PHRASES = re.compile(
    r"^(leave a (reply|comment)|\d+\s+(comments?|responses?|replies)|"
    r"(post|add|write) a comment|join the discussion|show comments|"
    r"kommentar schreiben|laisser un commentaire|deja un comentario|"
    r"оставить комментарий|发表评论)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"\w+")


def class_id_bits(attrib) -> int:
    """Bitmask of keyword groups matched by an element's class and id (element or attrib)."""
    cls, ident = attrib.get("class"), attrib.get("id")
    if not cls and not ident:
        return 0
    return _text_bits(((cls or "") + " " + (ident or "")).lower())


def group_bits(groups: frozenset[str]) -> int:
    """The bitmask of the named keyword groups (:data:`KEYWORD_GROUPS`), as
    :func:`class_id_bits` sets them."""
    return sum(1 << i for i, (name, _) in enumerate(KEYWORD_GROUPS) if name in groups)


def path_in_box(path: str, tags: frozenset[str], bits: int) -> bool:
    """True when an element of a block's path (``tag#id.class/…``) is one of ``tags`` or
    has a class or id naming a keyword group of ``bits`` (:func:`group_bits`)."""
    for part in path.split("/"):
        tag, _, names = part.partition("#") if "#" in part else part.partition(".")
        if tag in tags:
            return True
        if names and class_id_bits({"class": names.replace(".", " ")}) & bits:
            return True
    return False


@lru_cache(maxsize=16_384)
def _text_bits(text: str) -> int:
    bits = 0
    for match in KEYWORD_PATTERN.finditer(text):
        bits |= _KEYWORD_BIT[match.lastgroup]
    return bits


_TAG_BIT = {tag: 1 << i for i, tag in enumerate(ANCESTOR_TAGS)}


def tag_bits(tag: str) -> int:
    """Bitmask of ancestor tag kinds for one tag name."""
    return _TAG_BIT.get(tag, 0)


def is_comment_header(text: str) -> bool:
    """True for a short block announcing a comment section, in several languages."""
    if len(text) > 60:
        return False
    # a comment word opens the text (rare): only then are the words counted
    if _first_word(text).casefold() in COMMENT_WORDS and len(_words_not_numbers(text)) <= 4:
        return True
    return COMMENT_PHRASES.search(text.strip()) is not None


def _first_word(text: str) -> str:
    """The first ``\\w+`` word of ``text`` that is not a number, "" when none."""
    found = _WORD.search(text)
    while found is not None and found[0].isdigit():
        found = _WORD.search(text, found.end())
    return "" if found is None else found[0]


def _words_not_numbers(text: str) -> list[str]:
    return [w for w in _WORD.findall(text) if not w.isdigit()]


def word_set(text: str) -> set[str]:
    """Case-folded words of a text; each character for scripts written without spaces."""
    if text.isascii():  # case folding is lower-casing, and no word changes its bounds
        return {w for w in _WORD.findall(text.lower()) if _counts_as_word(w)}
    words = {w.casefold() for w in _WORD.findall(text) if _counts_as_word(w)}
    return words | set(no_space_script_chars(text))


def _counts_as_word(word: str) -> bool:
    """:func:`word_set`'s rule: a word of more than two characters, or a number."""
    return len(word) > 2 or word.isdigit()


def count_shared_words(text: str, words: frozenset[str]) -> int:
    """``len(word_set(text) & words)`` for a set of :func:`word_set` words, faster."""
    ascii_text = text.isascii()
    folded = text.lower() if ascii_text else text.casefold()
    for word in words:
        if word in folded:  # cheap: most blocks share no title word
            break
    else:
        return 0
    if ascii_text:  # ``words`` passed word_set()'s length filter already: none needed
        return len(words.intersection(_WORD.findall(folded)))
    if len(folded) != len(text) or _FOLDS_INTO_WORD in text:
        return len(word_set(text) & words)
    # Each character folded to one, keeping ``\w`` and digits: the words of ``folded`` are
    # the text's words folded, of the same lengths, so word_set's rule reads them alike.
    shared = {w for w in words if _counts_as_word(w) and _has_word(folded, w)}
    if min(map(len, words)) == 1:  # the title has characters of a script without spaces
        shared.update(words.intersection(no_space_script_chars(text)))
    return len(shared)


# The one character that folds to one character but not keeping ``\w`` (U+0345, a combining
# mark, folds to the letter iota); tests/auto/test_page_facts_fast.py checks every code point.
_FOLDS_INTO_WORD = "\u0345"


def _has_word(text: str, word: str) -> bool:
    """True when ``word`` is one of the ``\\w+`` words of ``text`` (no list of them made)."""
    start = text.find(word)
    while start >= 0:
        run = _WORD.match(text, start)  # the run of word characters starting there
        whole = run is not None and run.end() == start + len(word)
        if whole and (start == 0 or not _WORD.match(text, start - 1)):
            return True
        start = text.find(word, start + 1)
    return False


_NO_META = PageMeta()


@dataclass(frozen=True)
class PageFacts:
    """Facts about the whole page that block features are measured against."""

    title_words: frozenset[str]
    title_block: int
    comment_header: int
    best_container: object
    total_chars: int
    dominant_container: object = None
    article_page: bool = False
    dated_page: bool = False
    kind: PageKind = NO_KIND
    repeats: tuple[RepeatGroup, ...] = ()

    @property
    def declares_article(self) -> bool:
        """True when the page declares itself an article or its publication date."""
        return self.article_page or self.dated_page


def find_best_container(blocks: list[Block]) -> object:
    """The element whose sentence-bearing child blocks hold the most text (Readability-like)."""
    return main_containers(blocks)[0]


def find_dominant_container(blocks: list[Block], share: float = 0.6) -> object:
    """The deepest element holding ``share`` of the page's sentence-bearing, link-poor text."""
    return main_containers(blocks, share)[1]


_LEVEL_SHARES = (1.0, 0.5, 0.25)


def main_containers(blocks: list[Block], share: float = 0.6) -> tuple[object, object]:
    """(:func:`find_best_container`, :func:`find_dominant_container`) in one walk up.

    The compiled kernel (``thresher._core._facts``) when it is built and
    ``THRESHER_PURE`` is not set, else :func:`main_containers_reference`: the same
    elements.
    """
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.main_containers(blocks, share)
        if found is not None:
            return found
    return main_containers_reference(blocks, share)


def main_containers_reference(blocks: list[Block], share: float = 0.6) -> tuple[object, object]:
    """:func:`main_containers` in Python: the definition the kernel is held to.

    Each sentence-bearing, link-poor block adds its length to every ancestor:
    in full to the totals, and by :data:`_LEVEL_SHARES` to the scores of its
    three nearest ones. Blocks of one parent climb once, with their lengths summed
    (whole numbers and quarters: the sums are exact in any order), parents in the
    order their first block comes, so the elements enter the scores and totals in
    the order one climb per block gives.
    """
    scores: dict[object, float] = {}
    totals: dict[object, float] = {}
    overall = 0.0
    weights: dict[object, float] = {}  # a block's parent -> its blocks' lengths
    for block in blocks:
        f = block.features
        if block.element is None or f.sentence_count == 0 or f.link_density > 0.3:
            continue
        weight = float(f.text_length)
        overall += weight
        parent = block.element.getparent()
        weights[parent] = weights.get(parent, 0.0) + weight
    for parent, weight in weights.items():
        level = 0
        while parent is not None:
            if level < len(_LEVEL_SHARES):
                scores[parent] = scores.get(parent, 0.0) + weight * _LEVEL_SHARES[level]
                level += 1
            totals[parent] = totals.get(parent, 0.0) + weight
            parent = parent.getparent()
    best = max(scores, key=scores.__getitem__) if scores else None
    return best, _deepest_holding(totals, share * overall) if overall else None


def _deepest_holding(totals: dict[object, float], need: float) -> object:
    # the qualifying elements form one chain; its deepest has the smallest total,
    # and dict order puts a deeper element before its ancestors on ties
    found, found_total = None, math.inf
    for element, total in totals.items():
        if need <= total < found_total:
            found, found_total = element, total
    return found


_PUBLISHED_NAMES = frozenset(PUBLISHED_META)  # a set: isdisjoint walks the smaller side
_ARTICLE_KINDS = tuple(t for t in ARTICLE_TYPES if t.endswith(("Article", "Posting", "Report")))


def page_kind(meta: PageMeta) -> tuple[bool, bool]:
    """(declared an article by Open Graph or JSON-LD, declares a publication date)."""
    og_type = (meta.first("og:type") or "").lower()
    jsonld = meta.jsonld
    article = "article" in og_type or any(has_type(o, _ARTICLE_KINDS) for o in jsonld)
    # no published-date name among the page's meta names: first() would find no value
    dated = (
        not meta.meta.keys().isdisjoint(_PUBLISHED_NAMES)
        and meta.first(*PUBLISHED_META) is not None
    ) or bool(jsonld and meta.jsonld_value("datePublished"))
    return article, dated


def page_facts(blocks: list[Block], title: str | None, meta: PageMeta = _NO_META) -> PageFacts:
    """Compute the page-level facts once (``meta``: the page's, for its kind)."""
    title_words = frozenset(word_set(title or ""))
    total = 0
    for block in blocks:  # no generator frames
        total += block.features.text_length
    total = total or 1
    best, dominant = main_containers(blocks)
    repeats = repeat_groups(blocks, total)
    return PageFacts(
        title_words,
        _title_block(blocks, _norm(title or "")),
        _comment_header(blocks),
        best,
        total,
        dominant,
        *page_kind(meta),
        page_kind_of(blocks, repeats, total, meta),
        tuple(repeats),
    )


def _title_block(blocks: list[Block], title_key: str) -> int:
    """Position of the first short block whose words are the title's (or 10+ characters
    of them), -1 when none: the compiled kernel (``thresher._core._facts``) when it is
    built and ``THRESHER_PURE`` is not set, else :func:`_title_block_reference`."""
    compiled = kernel(FACTS)
    if compiled is not None:
        return compiled.title_block(blocks, title_key)
    return _title_block_reference(blocks, title_key)


def _title_block_reference(blocks: list[Block], title_key: str) -> int:
    """:func:`_title_block` in Python: the definition the kernel is held to."""
    if not title_key:
        return -1
    for pos, block in enumerate(blocks):
        if block.features.text_length < 400:
            folded = block.text.casefold()
            # the key starts with the first word of ``folded``: no key without it in the title's
            first = _WORD.search(folded)
            if first is None or first[0] not in title_key:
                continue
            key = _norm(block.text)
            if key == title_key or (len(key) >= 10 and key in title_key):
                return pos
    return -1


def _comment_header(blocks: list[Block]) -> int:
    """Position of the first comment-section header past the page's first fifth, -1 when
    none: the compiled kernel (``thresher._core._facts``) when it is built and
    ``THRESHER_PURE`` is not set, else :func:`_comment_header_reference`."""
    compiled = kernel(FACTS)
    if compiled is not None:
        return compiled.comment_header(blocks)
    return _comment_header_reference(blocks)


def _comment_header_reference(blocks: list[Block]) -> int:
    """:func:`_comment_header` in Python: the definition the kernel is held to."""
    first = int(len(blocks) * 0.2) + 1  # the first integer above len(blocks) * 0.2
    not_headers: set[str] = set()  # the page's short texts already read (a text repeats)
    for pos in range(first, len(blocks)):
        text = blocks[pos].text
        if len(text) > 60 or text in not_headers:  # longer: never a header
            continue
        if is_comment_header(text):
            return pos
        not_headers.add(text)
    return -1


def _norm(text: str) -> str:
    return "".join(_WORD.findall(text.casefold()))
