"""A word searched in a page's markup before any element is walked (a rule that cannot
fire on a page without its class or type word passes the page over at once).

The definition is ``word in doc.source_text``. A page's source is long and rarely
ASCII-only, and ``in`` steps at most the word's length at a time over its 2- or 4-byte
characters; the rules kernel (``thresher._core._rules``) jumps instead from one place of
the word's character rarest in markup to the next and compares the word around it there,
in the page's bytes when the load kept them (``Document.source_utf8``: one byte a
character; a markup word is in a text exactly when its UTF-8 is in those bytes), else in the text
(``tests/test_compiled_rules.py`` holds the searches equal to ``in``). A word of letters
common in markup (``modal``) gives a second place: its bytes are tested two places at a
time, 64 starts at once, where one byte would stop the search too often.

The words the rules ask of nearly every page (:data:`PAGE_WORDS`) are found together, in
one pass over the page's bytes the first time one of them is asked (:func:`page_words`,
remembered for the page's tree): each is then answered by a bit, not by a search of its
own. A word outside the table is searched alone; the table is the search's speed, never
its answer.
"""

from __future__ import annotations

from functools import lru_cache

from thresher._core import kernel
from thresher._core.modules import RULES
from thresher.html.memo import TreeMemo
from thresher.html.prepass import SEAM_CHARS, markup_word
from thresher.types import Document

# The words the rules ask of nearly every page, each with the place of three of its bytes
# seldom together in markup (the filter of the one pass that finds them all reads them:
# few places to check). A word's bucket in the filter is its place here modulo 8: the
# words 8 places apart share one, and a place where one word of a bucket has its first
# byte's nibble, another its second's, passes it for nothing; so the words share buckets
# with words whose bytes are unlike theirs, each bucket one word at most of those many
# pages hold ("label", "radio": found at once, then out of the filter). At most
# :data:`MAX_PAGE_WORDS` words; the :func:`~thresher.html.prepass.markup_word` ones answer
# :func:`source_holds`, the others (:data:`PAGE_OPENINGS`) the bytes searches of
# :func:`source_holds_opening`. A word every page's rules search alone costs each page a
# pass of its own (the icount sample's 72 pages: about 50 thousand instructions a page for
# "w-condition-invisible"); here, a share of the one pass (a few thousand).
PAGE_WORDS: tuple[tuple[str, int], ...] = (
    ("DiscussionForumPosting", 13),  # "mPo"  (discussion: a declared thread)
    ("schema.org/Comment", 9),  # "g/C"  (discussion: marked replies)
    ("dialog", 2),  # "alo"  (role_boxes)
    ("marquee", 1),  # "arq"
    ("modal", 2),  # "dal"  (hidden_boxes: closed modals)
    ("location-popup", 7),  # "n-p"
    ("<time", 0),  # "<ti"  (timed_headers: a time element)
    ("tab-pane", 1),  # "ab-"  (hidden_boxes: inactive panes)
    ("QAPage", 0),  # "QAP"  (with "mPo")
    ("schema.org/Answer", 9),  # "g/A"  (with "g/C")
    ("label", 2),  # "bel"  (field_labels: a label element)
    ("shopify-section", 5),  # "fy-"  (review_apps: a Shopify theme's section)
    ("jdgm-", 1),  # "dgm"  (review_apps: Judge.me's widget)
    ("yotpo-", 1),  # "otp"  (review_apps: Yotpo's widget)
    ("<</", 0),  # a cut end tag's seam (with "<ti")
    ("radio", 2),  # "dio"  (option_labels: a radio button)
    ("uote", 0),  # "uot"  (post_quotes: a quotation's markup)
    ("w-condition-invisible", 13),  # "nvi"  (hidden_boxes: Webflow's hidden items)
    ("nebox", 0),  # "neb"  (link_previews: Discourse's onebox)
    ("nfurl", 1),  # "fur"  (link_previews: XenForo's unfurl)
    ("ignature", 1),  # "gna"  (post_signatures: a signature's class)
    ("review", 1),  # "evi"  (link_previews: a link's preview)
    ("caption", 2),  # "pti"  (captions: most pages that name one write it in small letters)
)
MAX_PAGE_WORDS = 64  # the most words the rules kernel finds in one pass (``_rules.MAX_EACH``)
PAGE_OPENINGS = frozenset({"<time", "<</"})  # searched in the bytes only
_PAGE_BITS = {word: 1 << i for i, (word, _) in enumerate(PAGE_WORDS)}
_MARKUP_BITS = {word: bit for word, bit in _PAGE_BITS.items() if word not in PAGE_OPENINGS}
_PAGE_BYTES = tuple(word.encode("utf-8") for word, _ in PAGE_WORDS)
_PAGE_PLACES = tuple(place for _, place in PAGE_WORDS)


def source_holds(doc: Document, word: str, pivot: int = 0, second: int = -1) -> bool:
    """``word in doc.source_text``, by the rules kernel when it is built (``pivot``: the
    place in ``word`` of its character rarest in markup, where the kernel's search jumps;
    ``second``, another place, for a word of common letters: its bytes searched two
    places at a time)."""
    compiled = kernel(RULES)
    if compiled is None:
        return word in doc.source_text
    data = doc.source_utf8
    if data is not None and (bit := _MARKUP_BITS.get(word)) is not None:
        return bool(_page_mask(doc, data) & bit)
    searched = None if data is None else _utf8_search(word, pivot, second)
    if searched is None:
        return compiled.holds(doc.source_text, word, pivot)
    return compiled.holds_utf8(data, *searched)


def _page_words(doc: Document) -> tuple[bytes, int]:
    """The page's bytes and a mask of the :data:`PAGE_WORDS` in them (bit ``i``: the
    ``i``-th word), found in one pass by the rules kernel (``holds_each_utf8``; the bytes
    kept by the load and the kernel built: :func:`source_holds` asks only then). The
    bytes say which Document's the mask is (a memo keys it by the tree)."""
    compiled = kernel(RULES)
    data = doc.source_utf8
    if compiled is None or data is None:
        raise ValueError("the page's words are found in its bytes, by the rules kernel")
    return data, compiled.holds_each_utf8(data, _PAGE_BYTES, _PAGE_PLACES)


page_words: TreeMemo[tuple[bytes, int]] = TreeMemo(_page_words)


def _page_mask(doc: Document, data: bytes) -> int:
    """:func:`page_words`' mask of the page whose bytes are ``data``."""
    found = page_words(doc)
    if found[0] is not data:  # another Document of the same tree: its own bytes read
        found = _page_words(doc)
    return found[1]


@lru_cache(maxsize=64)
def _utf8_search(word: str, pivot: int, second: int) -> tuple[bytes, int, int] | None:
    """The arguments of the bytes search for ``word`` (its UTF-8 and the byte places of
    the characters at ``pivot`` and ``second``), or None for a word the page's bytes
    cannot answer (:func:`~thresher.html.prepass.markup_word`). The rules ask for a few
    constant words on every page: each is read once, not once a page."""
    if not markup_word(word):
        return None
    return word.encode("utf-8"), _byte_place(word, pivot), _byte_place(word, second)


def _byte_place(word: str, place: int) -> int:
    """The place in ``word``'s UTF-8 of its character at ``place`` (-1 stays -1)."""
    return len(word[:place].encode("utf-8")) if place > 0 else place


def source_holds_opening(doc: Document, word: str, second: int) -> bool:
    """``word in doc.source_text`` for a tag's opening (``word``: "<", then characters of
    a :func:`~thresher.html.prepass.markup_word` not opening with "/", as "<time"),
    searched in the page's bytes when the load kept them (``second``: a place in ``word``
    whose byte the search tests beside the "<"), else as :func:`source_holds` does.

    The bytes are the text's UTF-8, or the page whose ``</body>`` and ``</html>`` the load
    cut at closed seams only (:class:`~thresher.types.Document`). No such end tag overlaps
    the word (its one "<" opens it and is not followed by "/"), so the word in the bytes is
    in the text. A cut makes the word only where a seam splits it, and a closed seam has a
    :data:`~thresher.html.prepass.SEAM_CHARS` character on one side: here only its "<",
    right before the cut, so the bytes hold "<</". Without the word and "<</" in the bytes,
    the text lacks the word; with "<</", the text is searched.
    """
    if word[:1] != "<" or word[1:2] == "/" or not SEAM_CHARS.isdisjoint(word[1:]):
        raise ValueError(f"{word!r} is no tag's opening")
    compiled = kernel(RULES)
    data = doc.source_utf8
    if compiled is None or data is None or not word.isascii():
        return source_holds(doc, word)
    if _in_bytes(doc, data, word, second):
        return True
    return _in_bytes(doc, data, "<</", 2) and source_holds(doc, word)


def _in_bytes(doc: Document, data: bytes, word: str, second: int) -> bool:
    """``word`` (ASCII) in the page's bytes ``data``: its bit of :func:`page_words` for a
    word of :data:`PAGE_WORDS`, else the rules kernel's pair search from its first byte
    and the one at ``second``."""
    bit = _PAGE_BITS.get(word)
    if bit is not None:
        return bool(_page_mask(doc, data) & bit)
    return kernel(RULES).holds_utf8(data, word.encode("ascii"), 0, second)


_ASCII_SMALL = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def source_holds_folded(doc: Document, word: str) -> bool:
    """``word`` (small ASCII letters) in ``doc.source_text`` with its ASCII capitals read
    as small letters (by the rules kernel in the page's bytes, when both are at hand: the
    word's bit of :func:`page_words` first, for a word of :data:`PAGE_WORDS`, since the
    word as it is in the page is in it folded too)."""
    compiled = kernel(RULES)
    data = doc.source_utf8
    if compiled is None or data is None:
        return word in doc.source_text.translate(_ASCII_SMALL)
    bit = _MARKUP_BITS.get(word)
    if bit is not None and _page_mask(doc, data) & bit:
        return True
    return compiled.holds_folded_utf8(data, word.encode("ascii"))
