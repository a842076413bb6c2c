# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""Page scans in C that read many elements' attributes: the metadata's byline and
date-class scans, its meta/link/JSON-LD read, and the page facts' repeat walk; and the
page facts' comment-header scan.

The references are Python and stay the definitions and the fallbacks:
``metadata.authors._openings_reference`` (which elements may be a byline),
``metadata.date._date_class_elements_reference`` (which elements' class or id names
a date), ``metadata.sources._page_meta_parts_reference`` (the page's meta tags, links
and JSON-LD scripts), ``metadata.date._keyed_scripts_reference`` (the scripts holding a
date key), ``methods.auto.page_kind._RepeatWalk`` (each block's nearest repeated
item), ``methods.auto.loose_runs.loose_groups_reference`` (the same walk with the class's
first token, from the blocks of no group) and
``methods.auto.signals._comment_header_reference`` (the first comment header). The kernel reads the nodes' parents, children, tags and attributes from
libxml2's structs instead of asking lxml's proxies (``getparent()``, ``el.tag``,
``el.values()``, ``el.get("class")``); the repeat walk's answers name parents and
items by node address and signatures by bytes (``tag NUL class-without-digits``),
which name the same groups as the reference's proxy ids and tuples. The rules'
cheap tests are answered in C where they are exactly a byte test:

- an alternation of literal words (``_MARK_STEMS``, ``_DATE_CLASS_ASCII``) searched
  in lower-cased ASCII text holds iff one of the words is a substring of it: the
  kernel reads the words back from the compiled patterns (and refuses to load if a
  pattern is not such an alternation);
- ``names.may_open_byline`` of an ASCII opening is a lower-cased ``startswith`` of the
  ASCII byline words, which the kernel reads from ``names``;
- ``names.may_start_byline`` of a text is its answer for the text's first character
  after Unicode whitespace (``_FIRST_LETTER`` is whitespace and one of single
  characters, none a space: checked at import); that answer is asked of Python once a
  character of the BMP and kept;
- ``authors._leads_byline`` of an element whose text is one text node opening, after
  ASCII whitespace, with a run of ASCII letters and then an ASCII byte (or its end) is
  False when the run, lowered, is no byline word's leading run of ASCII letters (the
  words read from ``names._PREFIX_WORDS`` and ``names._PREFIX_OPENING``, none of whose
  other characters matches an ASCII one without case: checked at import);
- ``authors._may_be_marked`` reads the values of the attributes ``_MARK_ATTRIBUTES``
  (and, on a link, ``_LINK_MARK_ATTRIBUTES``): checked at import;
- a script's text holds an ASCII key (or its stem) iff its UTF-8 bytes do (``strstr``);
- ``page_kind._DIGITS`` (``\\d+``) removed from an ASCII class removes the bytes 0-9;
- ``loose_runs._first_token`` of a class whose bytes up to the whitespace after its first
  token are ASCII is that run of bytes (``str.split`` cuts at the ASCII whitespace bytes
  among them, ``_ASCII_SPACE``), digits removed, and the class splits;
- ``signals.is_comment_header`` is asked only of a text whose stripped first two
  characters may open a ``COMMENT_PHRASES`` match (the pattern's openings read from its
  parsed form, each character matched against them by ``re`` once) or whose first word
  that is not a number may case-fold to a ``COMMENT_WORDS`` word.

Anything else (a value with a non-ASCII byte, a namespaced or repeated attribute, a
value that is not one text node, a node that is not an element) is handed to the
Python rule for that element. The kernel refuses to load when the mirrored Python
changes (``WRITTEN_FOR``, a digest of its source lines; see ``reference_fingerprint``).
``tests/test_compiled_facts.py``, ``tests/test_compiled_facts_groups.py``,
``tests/test_compiled_facts_loose.py`` and ``tests/test_compiled_comment_header.py`` hold
both paths equal.
"""

include "_source.pxi"

import re
from array import array

from cpython.long cimport PyLong_AsDouble
from cpython.mem cimport PyMem_Calloc, PyMem_Free, PyMem_Realloc
from cpython.ref cimport Py_DECREF, Py_INCREF
from cpython.unicode cimport PyUnicode_GET_LENGTH, PyUnicode_READ_CHAR, Py_UNICODE_ISSPACE
from libc.math cimport INFINITY
from libc.string cimport memcmp, memcpy, strchr, strlen, strncmp, strstr

include "_nodes.pxi"
include "_slots.pxi"

from thresher._core.fingerprint import source_fingerprint
from thresher.metadata import authors as _authors
from thresher.metadata import date as _date
from thresher.metadata import date_calendars as _date_calendars
from thresher.metadata import names as _names
from thresher.metadata import sources as _sources
from thresher import types as _types
from thresher.methods.auto import deep_posts as _deep
from thresher.methods.auto import discussion as _discussion
from thresher.methods.auto import headed_posts as _headed
from thresher.methods.auto import loose_runs as _loose
from thresher.methods.auto import page_kind as _page_kind
from thresher.methods.auto import signals as _signals

# ------------------------------------------------------------ what the kernel was written for

# The digest (reference_fingerprint()) of the mirrored definitions this kernel
# reproduces: edit the reference, then the kernel, then this digest.
WRITTEN_FOR = "1e206dc2303081db"
_MIRRORED = (
    (
        _authors,
        ("_openings_reference", "_may_be_marked", "may_mark", "_stems_pattern", "_leads_byline"),
    ),
    (_names, ("may_open_byline", "may_start_byline", "may_lead_byline", "is_prefix_word")),
    (
        _date,
        (
            "_date_class_elements_reference",
            "_marks_date",
            "names_date",
            "_itemprop_elements",
            "_keyed_scripts_reference",
            "_holds_any",
            "_holds_key",
        ),
    ),
    (_sources, ("_page_meta_parts_reference",)),
    (
        _page_kind,
        (
            "_nearest_items",
            "_RepeatWalk",
            "repeat_groups_reference",
            "_add_block",
            "_group_measures",
            "RepeatGroup",
            "_with_items_reference",
        ),
    ),
    (
        _signals,
        (
            "main_containers_reference",
            "_deepest_holding",
            "_title_block_reference",
            "_norm",
            "_comment_header_reference",
            "is_comment_header",
            "_first_word",
        ),
    ),
    (_types, ("BlockFeatures",)),
    (_headed, ("_item_places_reference", "_path_reference", "_candidates_reference")),
    (_discussion, ("ItemOf",)),
    (_deep, ("_holders_reference",)),
    (
        _loose,
        (
            "_LooseWalk",
            "_first_token",
            "loose_groups_reference",
            "group_spans_reference",
            "join_split_grids_reference",
            "_joined_run",
            "_Siblings",
            "_regrouped",
        ),
    ),
)


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_MIRRORED)


def _refuse(what):
    raise ImportError(f"the facts kernel is not used: {what}")


def literal_words(pattern):
    """The words of a pattern that is an alternation of escaped literals, else None."""
    if pattern.flags != re.UNICODE:
        return None
    return _alternation_words(pattern.pattern)


def _alternation_words(text):
    """The words of ``text``, an alternation of escaped literals, else None."""
    words = [re.sub(r"\\(.)", r"\1", part, flags=re.S) for part in text.split("|")]
    if "|".join(map(re.escape, words)) != text:
        return None
    return tuple(words)


# ------------------------------------------------------------ word tables

cdef enum:
    _MAX_WORDS = 128


cdef struct Words:
    # lower-case byte words, chained by first byte
    int count
    const char* word[_MAX_WORDS]
    Py_ssize_t size[_MAX_WORDS]
    int next_with_first[_MAX_WORDS]
    int first[256]
    # 1 for a byte _lower_holds_word must look at: NUL, a byte past ASCII, or a word's
    # first letter in either case; 0 for any other (a word starts at none of them)
    unsigned char stop[256]
    bint has_empty


cdef list _KEEP = []  # the bytes the tables point into


cdef int _fill_words(Words* table, words) except -1:
    cdef int i, b
    cdef bytes raw
    if len(words) > _MAX_WORDS:
        _refuse("more words than the kernel's table holds")
    table.count = len(words)
    table.has_empty = False
    for b in range(256):
        table.first[b] = -1
    for i in range(len(words) - 1, -1, -1):  # chains in word order
        raw = words[i].encode("utf-8")
        _KEEP.append(raw)
        table.word[i] = <const char*>raw
        table.size[i] = len(raw)
        if not raw:
            table.has_empty = True
            table.next_with_first[i] = -1
            continue
        b = <unsigned char>raw[0]
        table.next_with_first[i] = table.first[b]
        table.first[b] = i
    for b in range(256):
        table.stop[b] = (
            b == 0
            or b >= 0x80
            or table.first[b] >= 0
            or (65 <= b <= 90 and table.first[b + 32] >= 0)
        )
    return 0


_MAY_START = _names.may_start_byline
# names.may_start_byline of each BMP character alone: 0 not asked yet, else 1 + answer
cdef unsigned char _STARTS[65536]
# whether str.lower() of each BMP character holds an ASCII character: 0 not asked yet,
# 1 no, 2 yes
cdef unsigned char _LOWERS[65536]
cdef unsigned char _LOWER_BYTE[256]  # ASCII capitals lowered, every other byte kept
cdef Words _MARK_WORDS
cdef Words _DATE_WORDS
cdef Words _OPENINGS
cdef Py_ssize_t _LONGEST_OPENING = 0
# the leading runs of ASCII letters, lowered, of the byline words _leads_byline reads,
# and the first words of _PREFIX_OPENING made of ASCII letters alone, lowered
cdef Words _LEAD_RUNS
cdef Words _LEAD_FIRSTS
cdef bint _LEADS_IN_C = False  # whether _text_leads may answer (else Python is asked)
# ends_run of each BMP character past ASCII: 0 not asked yet, 1 no, 2 yes
cdef unsigned char _ENDS_RUN[65536]


cdef int _check_reference() except -1:
    """Refuse the kernel unless the reference is the one it was written for."""
    global _LONGEST_OPENING
    if reference_fingerprint() != WRITTEN_FOR:
        _refuse(f"the mirrored code's digest is {reference_fingerprint()}, not {WRITTEN_FOR}")
    marks = literal_words(_authors._MARK_STEMS)
    dates = literal_words(_date._DATE_CLASS_ASCII)
    if marks is None or dates is None:
        _refuse("a stems pattern is not an alternation of literal words")
    if _date.names_date(" "):
        _refuse("names_date of no class and no id")
    openings = _names._ASCII_PREFIXES
    if not isinstance(openings, tuple) or not all(
        isinstance(w, str) and w.isascii() and w == w.lower() for w in openings
    ):
        _refuse("names._ASCII_PREFIXES is not a tuple of lower-case ASCII words")
    if not all(w.isascii() and " " not in w for w in marks + dates):
        _refuse("a mark or date word holds a space or a non-ASCII character")
    _fill_words(&_MARK_WORDS, marks)
    for b in range(256):
        _LOWER_BYTE[b] = b + 32 if 65 <= b <= 90 else b
    _fill_words(&_DATE_WORDS, dates)
    if not all(
        _names.may_start_byline(first + "x")
        for word in openings
        for first in (word[:1], word[:1].upper())
    ):
        _refuse("an ASCII byline word's first letter does not start a byline")
    _fill_words(&_OPENINGS, openings)
    _LONGEST_OPENING = _names._LONGEST_PREFIX
    if _page_kind._DIGITS.pattern != r"\d+" or _page_kind._DIGITS.flags != re.UNICODE:
        _refuse("page_kind._DIGITS")
    if not first_letters_read(_names._FIRST_LETTER):
        _refuse("names._FIRST_LETTER is not whitespace and one of single characters")
    if _authors._MARK_ATTRIBUTES != frozenset({"itemprop", "class", "id"}) or (
        _authors._LINK_MARK_ATTRIBUTES != _authors._MARK_ATTRIBUTES | {"rel", "href"}
    ):
        _refuse("authors._MARK_ATTRIBUTES are not the attributes the kernel reads")
    _read_lead_runs()
    return 0


def opening_words(pattern):
    """The first words of ``names._PREFIX_OPENING`` (``\\s*(?:a|b|…)[\\s:：・＝\\-–—]``,
    without case), else None."""
    text = pattern.pattern
    head, tail = "\\s*(?:", ")[\\s:：・＝\\-–—]"
    if pattern.flags != re.IGNORECASE | re.UNICODE:
        return None
    if not (text.startswith(head) and text.endswith(tail)):
        return None
    return _alternation_words(text[len(head) : len(text) - len(tail)])


_ASCII_ALIKE = re.compile("[\\x00-\\x7f]", re.IGNORECASE)


def ascii_alike(character):
    """Whether ``character`` and an ASCII character match without case (the Kelvin sign
    and "k", the long s and "s")."""
    return _ASCII_ALIKE.fullmatch(character) is not None


_ASCII_RUN = re.compile("[A-Za-z]*")


def lead_words():
    """(runs, firsts): the leading runs of ASCII letters, lowered, of the byline words
    ``_leads_byline`` reads (``is_prefix_word``'s words, ``_PREFIX_OPENING``'s first
    words), and those first words made of ASCII letters alone, lowered; None when a word
    holds a character past ASCII that an ASCII one matches without case, or a first word
    holds ASCII whitespace (the kernel then asks Python)."""
    firsts = opening_words(_names._PREFIX_OPENING)
    if firsts is None:
        return None
    words = (*sorted(_names._PREFIX_WORDS), *firsts)
    for word in words:
        if any(not ch.isascii() and ascii_alike(ch) for ch in word):
            return None
    if any(ch in word for word in firsts for ch in " \t\n\r\f\v\x1c\x1d\x1e\x1f"):
        return None
    runs = {_ASCII_RUN.match(word).group().lower() for word in words} - {""}
    whole = {word.lower() for word in firsts if _ASCII_RUN.fullmatch(word) and word}
    return tuple(sorted(runs)), tuple(sorted(whole))


def ends_run(str character):
    """Whether a character past ASCII right after a run of ASCII letters ends there every
    byline word matched with the run: no ASCII character matches it without case, and its
    casefolded form opens with no ASCII letter."""
    folded = character.casefold()[:1]
    return not (folded.isascii() and folded.isalpha()) and not ascii_alike(character)


cdef int _read_lead_runs() except -1:
    global _LEADS_IN_C
    words = lead_words()
    _LEADS_IN_C = words is not None and max(map(len, words)) <= _MAX_WORDS
    if _LEADS_IN_C:
        _fill_words(&_LEAD_RUNS, words[0])
        _fill_words(&_LEAD_FIRSTS, words[1])
    return 0


def first_letters_read(pattern):
    """True when ``pattern`` is ``\\s*(?:a|b|…)`` (case-insensitive) of single escaped
    characters, none a space: a match then depends on the first character after the
    whitespace alone."""
    text = pattern.pattern
    if pattern.flags != re.IGNORECASE | re.UNICODE:
        return False
    if not (text.startswith("\\s*(?:") and text.endswith(")")):
        return False
    items = text[6 : len(text) - 1].split("|")
    return all(
        len(ch) == 1 and re.escape(ch) == item and not ch.isspace()
        for item in items
        for ch in (re.sub(r"\\(.)", r"\1", item, flags=re.S),)
    )


_check_reference()


# ------------------------------------------------------------ a byte buffer

cdef struct Buffer:
    char* data
    Py_ssize_t size
    Py_ssize_t capacity
    bint ascii


cdef int _reserve(Buffer* buf, Py_ssize_t more) except -1:
    cdef char* grown
    if buf.size + more <= buf.capacity:
        return 0
    buf.capacity = (buf.size + more) * 2 + 256
    grown = <char*>PyMem_Realloc(buf.data, buf.capacity)
    if grown is NULL:
        raise MemoryError()
    buf.data = grown
    return 0


# ------------------------------------------------------------ attribute values as bytes

cdef inline xmlNode* _element_node(object element):
    """The element's libxml2 node when it is an lxml element node, else NULL."""
    cdef xmlNode* c
    if not isinstance(element, cetree._Element):
        return NULL
    c = (<cetree._Element>element)._c_node
    if c is NULL or c.type != tree.XML_ELEMENT_NODE:
        return NULL
    return c


# ------------------------------------------------------------ the byline scan

cdef bint _may_open_byline(str own) except -1:
    """``own and names.may_open_byline(own) and names.may_start_byline(own)`` (an ASCII
    opening that passes the first test passes the second: checked at import)."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(own), head, i, size
    cdef unsigned long ch
    cdef int w
    cdef const char* word
    if n == 0:
        return False
    head = n if n < _LONGEST_OPENING else _LONGEST_OPENING
    for i in range(head):
        if <unsigned long>PyUnicode_READ_CHAR(own, i) >= 0x80:
            return _starts_byline(own, n)  # a non-ASCII opening may hold a byline word
    if _OPENINGS.has_empty:
        return True
    ch = <unsigned long>PyUnicode_READ_CHAR(own, 0)
    if ch >= 65 and ch <= 90:
        ch += 32
    w = _OPENINGS.first[ch]  # the words opening with that character (ASCII: ch < 128)
    while w >= 0:
        size = _OPENINGS.size[w]
        word = _OPENINGS.word[w]
        if size <= head:
            for i in range(1, size):
                ch = <unsigned long>PyUnicode_READ_CHAR(own, i)
                if ch >= 65 and ch <= 90:
                    ch += 32
                if ch != <unsigned char>word[i]:
                    break
            else:
                return True
        w = _OPENINGS.next_with_first[w]
    return False


cdef bint _starts_byline(str own, Py_ssize_t n) except -1:
    """``names.may_start_byline(own)``: the answer of the first character after
    whitespace, asked of Python once a BMP character."""
    cdef Py_ssize_t i = 0
    cdef Py_UCS4 c
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ_CHAR(own, i)):
        i += 1
    if i == n:
        return False
    c = PyUnicode_READ_CHAR(own, i)
    if c >= 65536:
        return _MAY_START(own)
    if _STARTS[c] == 0:
        _STARTS[c] = 2 if _MAY_START(chr(c)) else 1
    return _STARTS[c] == 2


def lower_holds_ascii(str char):
    """Whether ``char.lower()`` holds an ASCII character (``"K"``, the Kelvin sign,
    lowers to ``"k"``)."""
    return any(ord(ch) < 128 for ch in char.lower())


def may_be_marked_values(str values):
    """``authors.may_mark(values)`` as the byline scan answers it for attribute values
    joined by spaces (no NUL: lxml's values hold none)."""
    cdef bytes raw = values.encode("utf-8", "surrogatepass")
    cdef const unsigned char* data = <const unsigned char*>raw
    cdef bint wide = False
    if _MARK_WORDS.has_empty or _lower_holds_word(&_MARK_WORDS, data, &wide):
        return True
    if wide and not _lowers_apart(data, len(raw)):
        return _authors.may_mark(values)
    return False


def may_start_byline(str text):
    """``names.may_start_byline(text)`` as the byline scan answers it."""
    return _starts_byline(text, PyUnicode_GET_LENGTH(text))


cdef bint _may_be_marked(object element) except -1:
    """``authors._may_be_marked(element)`` (for an element with attributes)."""
    cdef xmlNode* c = _element_node(element)
    cdef int found = 2 if c is NULL else _marked_values(c)
    if found == 2:
        return _authors._may_be_marked(element)
    return found == 1


cdef inline bint _mark_attribute(const char* name, bint link) noexcept nogil:
    """Whether ``authors._may_be_marked`` reads an attribute of this name: itemprop, class
    and id (``_MARK_ATTRIBUTES``); on a link also rel and href (``_LINK_MARK_ATTRIBUTES``)."""
    if name[0] == b"c":
        return strcmp(name, "class") == 0
    if name[0] == b"i":
        return strcmp(name, "id") == 0 or strcmp(name, "itemprop") == 0
    if link and name[0] == b"h":
        return strcmp(name, "href") == 0
    if link and name[0] == b"r":
        return strcmp(name, "rel") == 0
    return False


cdef int _marked_values(xmlNode* c) except -1:
    """``authors._may_be_marked`` of ``c`` read from its attribute values: 1 or 0, or 2
    when the kernel cannot tell. No mark word holds a space or a non-ASCII character
    (checked at import): one found in the joined values is found in one value, and one
    found in a value's ASCII bytes, lowered, is in its ``lower()``. Every value of a name
    read counts, as ``el.items()`` gives them."""
    cdef xmlAttr* a = c.properties
    cdef const unsigned char* value
    cdef bint wide
    cdef bint link = (c.ns is NULL or c.ns.href is NULL) and strcmp(<const char*>c.name, "a") == 0
    if _MARK_WORDS.has_empty:
        return 1
    while a is not NULL:
        if a.type == tree.XML_ATTRIBUTE_NODE:
            if a.ns is not NULL or a.name is NULL:
                return 2
            if not _mark_attribute(<const char*>a.name, link):
                a = a.next
                continue
            value = <const unsigned char*>_plain_value(a)
            if value is NULL:
                return 2
            wide = False
            if _lower_holds_word(&_MARK_WORDS, value, &wide):
                return 1
            if wide and not _lowers_apart(value, strlen(<const char*>value)):
                return 2
        a = a.next
    return 0


cdef bint _lower_holds_word(Words* table, const unsigned char* text, bint* wide) noexcept nogil:
    """True when one of the table's words is a substring of the NUL-ended ``text`` with
    its ASCII letters lowered; sets ``wide`` on a non-ASCII byte."""
    cdef Py_ssize_t i = 0, k
    cdef int w
    cdef unsigned char b
    cdef const char* word
    while True:
        while not table.stop[text[i]]:  # most bytes: no word starts there
            i += 1
        b = text[i]
        if b == 0:
            return False
        if b >= 0x80:
            wide[0] = True
        else:
            w = table.first[_LOWER_BYTE[b]]
            while w >= 0:
                word = table.word[w]
                k = 1  # a NUL in text ends the comparison: no word holds one
                while k < table.size[w] and _LOWER_BYTE[text[i + k]] == <unsigned char>word[k]:
                    k += 1
                if k == table.size[w]:
                    return True
                w = table.next_with_first[w]
        i += 1


cdef bint _lowers_apart(const unsigned char* data, Py_ssize_t n) except -1:
    """True when each non-ASCII character of the UTF-8 ``data`` (``n`` bytes) is a BMP
    character whose ``lower()`` holds no ASCII character: the text's ASCII bytes, lowered,
    are then the ASCII characters of its ``lower()``, with the same neighbours, and no
    ASCII word is found across the other bytes. False when the kernel cannot tell."""
    cdef Py_ssize_t i = 0
    cdef unsigned char b
    cdef Py_UCS4 c
    while i < n:
        b = data[i]
        if b < 0x80:
            i += 1
            continue
        if 0xC2 <= b <= 0xDF and i + 1 < n and data[i + 1] & 0xC0 == 0x80:
            c = ((b & 0x1F) << 6) | (data[i + 1] & 0x3F)
            i += 2
        elif (
            0xE0 <= b <= 0xEF
            and i + 2 < n
            and data[i + 1] & 0xC0 == 0x80
            and data[i + 2] & 0xC0 == 0x80
        ):
            c = ((b & 0x0F) << 12) | ((data[i + 1] & 0x3F) << 6) | (data[i + 2] & 0x3F)
            if c < 0x800 or 0xD800 <= c <= 0xDFFF:
                return False  # an overlong form or a surrogate: not what lxml reads
            i += 3
        else:
            return False
        if _LOWERS[c] == 0:
            _LOWERS[c] = 2 if lower_holds_ascii(chr(c)) else 1
        if _LOWERS[c] == 2:
            return False
    return True


def _python_opens(own):
    return bool(own and _names.may_open_byline(own) and _names.may_start_byline(own))


cdef inline bint _ascii_letter(unsigned char b) noexcept nogil:
    return 65 <= b <= 90 or 97 <= b <= 122


cdef inline bint _text_like(xmlNode* c) noexcept nogil:
    """A node ``_collect_text`` reads or skips (text, CDATA, XInclude markers)."""
    return (
        c.type == tree.XML_TEXT_NODE
        or c.type == tree.XML_CDATA_SECTION_NODE
        or c.type == tree.XML_XINCLUDE_START
        or c.type == tree.XML_XINCLUDE_END
    )


cdef bint _is_word(Words* table, const unsigned char* run, Py_ssize_t size) noexcept nogil:
    """Whether the ASCII letters ``run``, lowered, are one of the table's words."""
    cdef int w = table.first[_LOWER_BYTE[run[0]]]
    cdef Py_ssize_t k
    while w >= 0:
        if table.size[w] == size:
            k = 1
            while k < size and _LOWER_BYTE[run[k]] == <unsigned char>table.word[w][k]:
                k += 1
            if k == size:
                return True
        w = table.next_with_first[w]
    return False


cdef int _run_ended(const unsigned char* s) except -1:
    """Whether the character past ASCII at ``s`` (UTF-8, in the BMP) is one ``ends_run``
    says yes of (asked once a character and kept); False when it cannot tell."""
    cdef Py_UCS4 c
    if 0xC2 <= s[0] <= 0xDF and s[1] & 0xC0 == 0x80:
        c = ((s[0] & 0x1F) << 6) | (s[1] & 0x3F)
    elif 0xE0 <= s[0] <= 0xEF and s[1] & 0xC0 == 0x80 and s[2] & 0xC0 == 0x80:
        c = ((s[0] & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F)
        if c < 0x800 or 0xD800 <= c <= 0xDFFF:
            return False
    else:
        return False
    if _ENDS_RUN[c] == 0:
        _ENDS_RUN[c] = 2 if ends_run(chr(c)) else 1
    return _ENDS_RUN[c] == 2


cdef int _text_leads(xmlNode* c) except -1:
    """``authors._leads_byline`` of ``c`` read from its first child: 1 or 0, or 2 when the
    kernel cannot tell. The element's text is read when it is one node that opens, after
    ASCII whitespace, with a run of ASCII letters. A byline word matched there without
    case has ASCII letters where the run has (checked at import): when the run, lowered,
    is no word's leading run (``_LEAD_RUNS``), a word ends inside the run (before a
    letter: no space or colon) or runs past it into the next character, which an ASCII
    byte or an ``ends_run`` character does not allow; and a word equal to the text,
    casefolded, would lead with the run: 0. A run that is a first word of letters alone
    (``_LEAD_FIRSTS``) followed by ASCII whitespace, a colon, a hyphen or the text's end opens
    ``_PREFIX_OPENING``'s match: 1."""
    cdef xmlNode* t = c.children
    cdef const unsigned char* s
    cdef Py_ssize_t i = 0, j
    cdef unsigned char b
    if t is NULL:
        return 1  # el.text is None
    if t.type == tree.XML_XINCLUDE_START or t.type == tree.XML_XINCLUDE_END:
        return 2
    if t.type != tree.XML_TEXT_NODE and t.type != tree.XML_CDATA_SECTION_NODE:
        return 1
    if t.next is not NULL and _text_like(t.next):
        return 2
    s = <const unsigned char*>t.content
    if s is NULL:
        return 1  # el.text is ""
    while s[i] == 32 or 9 <= s[i] <= 13:
        i += 1
    if s[i] == 0:
        return 1  # blank
    if not _LEADS_IN_C or not _ascii_letter(s[i]):
        return 2
    j = i + 1
    while _ascii_letter(s[j]):
        j += 1
    b = s[j]
    if not _is_word(&_LEAD_RUNS, s + i, j - i):
        return 0 if b < 0x80 or _run_ended(s + j) else 2
    if (b == 0 or b == 32 or 9 <= b <= 13 or b == 58 or b == 45) and _is_word(&_LEAD_FIRSTS, s + i, j - i):
        return 1
    return 2


cdef bint _leads(object element) except -1:
    """``authors._leads_byline(element)``."""
    cdef xmlNode* c = _element_node(element)
    cdef int found = 2 if c is NULL else _text_leads(c)
    if found == 2:
        return _authors._leads_byline(element)
    return found == 1


def leads_byline(element):
    """``authors._leads_byline(element)`` as the byline scan answers it."""
    return _leads(element)


cdef bint _int64s(values):
    """True for an ``array("q")`` (the index's prefix sums, read as C numbers)."""
    return type(values) is array and values.typecode == "q"


cdef Py_ssize_t _run_end(tuple elements, Py_ssize_t start, stop) except -1:
    """The end of the run ``start`` to ``stop`` (None: the last element) of ``elements``,
    as a slice ``elements[start:stop]`` reads it (``start`` and ``stop`` at least 0)."""
    cdef Py_ssize_t n = len(elements), end
    end = n if stop is None else min(<Py_ssize_t>stop, n)
    return max(end, start)


def byline_openings(index, Py_ssize_t start=0, stop=None):
    """``list(authors._openings_reference(index))``; None for an index whose ``attrs``
    are not ``array("q")`` (the reference reads it). The tests are pure: an element's
    tag is looked up only when the others would take it (most pass none).

    With ``start`` and ``stop`` (at least 0; else None): the answer for the elements ``start`` to
    ``stop`` alone, numbered from ``start`` as 0 (``index_runs.index_slice``'s run: each
    element is decided by itself alone), without making the slice."""
    cdef Py_ssize_t position, n
    cdef bint marked
    cdef tuple elements = index.elements, tags = index.tags, own_text = index.own_text
    cdef const long long[::1] attrs
    if not _int64s(index.attrs) or start < 0 or (stop is not None and stop < 0):
        return None
    attrs = index.attrs  # prefix sums
    skip = _authors._SKIP_TAGS
    found = []
    n = _run_end(elements, start, stop)
    for position in range(start, n):
        marked = False
        if attrs[position + 1] > attrs[position]:
            marked = _may_be_marked(elements[position])
        own = own_text[position]
        if (
            marked
            or (
                (_may_open_byline(<str>own) if type(own) is str else _python_opens(own))
                and _leads(elements[position])
            )
        ) and tags[position] not in skip:
            found.append((position - start, marked))
    return found


# ------------------------------------------------------------ the date-class scan

cdef bint _marks_date(object element, xmlNode* c) except -1:
    """``date._marks_date(element)``."""
    cdef int found = _class_or_id_dated(c) if c is not NULL else 2
    if found == 2:
        return _date._marks_date(element)
    return found == 1


cdef int _class_or_id_dated(xmlNode* c) noexcept:
    """``date._marks_date`` of ``c`` read from its class and id in place: 1 or 0, or 2 when
    the kernel cannot tell (a value that is not one text node, or not ASCII: the rule
    reads a wide text with another pattern). No date word holds a space (checked at
    import): one found in the joined class and id is found in one of them."""
    cdef Found attributes
    cdef const unsigned char* cls = NULL
    cdef const unsigned char* ident = NULL
    cdef bint wide = False, dated = False
    _find_attributes(c, &attributes)
    if not (attributes.bits & (A_CLASS | A_ID)):
        return 0  # names_date(" ") is False (checked at import)
    if attributes.bits & A_CLASS:
        cls = <const unsigned char*>_plain_value(attributes.cls)
        if cls is NULL:
            return 2
    if attributes.bits & A_ID:
        ident = <const unsigned char*>_plain_value(attributes.id)
        if ident is NULL:
            return 2
    if cls is not NULL:
        dated = _lower_holds_word(&_DATE_WORDS, cls, &wide)
        if wide:
            return 2
    if ident is not NULL:
        if dated:
            return 2 if _has_wide_byte(ident) else 1
        dated = _lower_holds_word(&_DATE_WORDS, ident, &wide)
        if wide:
            return 2
    return 1 if dated else 0


cdef inline bint _has_wide_byte(const unsigned char* text) noexcept nogil:
    """True when the NUL-ended ``text`` holds a byte past ASCII."""
    while text[0]:
        if text[0] >= 0x80:
            return True
        text += 1
    return False


def date_class_positions(index, Py_ssize_t start=0, stop=None):
    """The positions ``date._date_class_elements_reference(index)`` yields, before its
    size test (at most 300 characters, left to the caller); None for a document whose
    DTD may declare default attributes (``el.get`` would see them), or an index whose
    ``attrs`` are not ``array("q")``. With ``start`` and ``stop`` (at least 0): those of
    the elements ``start`` to ``stop`` alone, numbered from ``start`` as 0 (as
    :func:`byline_openings`)."""
    cdef Py_ssize_t position, n
    cdef xmlNode* c
    cdef tuple elements = index.elements
    cdef const long long[::1] attrs
    if not _int64s(index.attrs) or start < 0 or (stop is not None and stop < 0):
        return None
    attrs = index.attrs  # prefix sums
    found = []
    n = _run_end(elements, start, stop)
    for position in range(start, n):
        if attrs[position + 1] == attrs[position]:
            continue
        element = elements[position]
        c = _element_node(element)
        if c is not NULL and _dtd_defaults(c.doc):
            return None
        if _marks_date(element, c):
            found.append(position - start)
    return found


# ------------------------------------------------------------ the repeat walk (page facts)

cdef inline xmlNode* _parent(xmlNode* c) noexcept nogil:
    """lxml's ``getparent()``: the parent when it is element-like, else NULL."""
    c = c.parent
    if c is NULL or not _element_like(c):
        return NULL
    return c


cdef inline bint _has_children(xmlNode* c, Py_ssize_t least) noexcept nogil:
    """``len(el) >= least``, counting no further than ``least``."""
    cdef Py_ssize_t n = 0
    c = _first_child(c)
    while c is not NULL and n < least:
        n += 1
        c = _next_sibling(c)
    return n >= least


cdef enum:
    _LEVEL_KEYS = 64  # (node, levels left) as one number: levels below this

# the group index of a child whose parent the loose walk's gate passes (no repeats there)
cdef Py_ssize_t _GATED = (<Py_ssize_t>1) << 62


cdef struct Entry:
    size_t key  # 0: empty
    Py_ssize_t value


cdef struct Map:
    # non-zero numbers (node addresses, or an address and a level) to numbers: open
    # addressing, the keys' bits mixed by Fibonacci hashing
    Entry* slots
    size_t bits, used


cdef inline size_t _mixed(size_t key, size_t bits) noexcept nogil:
    return (key * <size_t>11400714819323198485ULL) >> (64 - bits)


cdef inline size_t _bits_for(size_t least) noexcept nogil:
    """The bits of a table of at least ``least`` slots (64 at the fewest)."""
    cdef size_t bits = 6
    while (<size_t>1 << bits) < least:
        bits += 1
    return bits


cdef int _map_open(Map* m, size_t least=0) except -1:
    """An empty map of at least ``least`` slots (it grows past half full)."""
    m.bits = _bits_for(least)
    m.used = 0
    m.slots = <Entry*>PyMem_Calloc(<size_t>1 << m.bits, sizeof(Entry))
    if m.slots is NULL:
        raise MemoryError()
    return 0


cdef inline Py_ssize_t _map_get(Map* m, size_t key) noexcept nogil:
    """The value of ``key``, -1 when it has none."""
    cdef size_t mask = (<size_t>1 << m.bits) - 1
    cdef size_t i = _mixed(key, m.bits)
    while m.slots[i].key:
        if m.slots[i].key == key:
            return m.slots[i].value
        i = (i + 1) & mask
    return -1


cdef int _map_put(Map* m, size_t key, Py_ssize_t value) except -1:
    """Give ``key`` (not in the map yet) its value."""
    cdef size_t mask, i
    if 2 * (m.used + 1) > (<size_t>1 << m.bits):
        _map_grow(m)
    mask = (<size_t>1 << m.bits) - 1
    i = _mixed(key, m.bits)
    while m.slots[i].key:
        i = (i + 1) & mask
    m.slots[i].key = key
    m.slots[i].value = value
    m.used += 1
    return 0


cdef int _map_grow(Map* m) except -1:
    cdef Entry* old = m.slots
    cdef size_t size = <size_t>1 << m.bits, i, j, mask = 2 * size - 1
    cdef Entry* grown = <Entry*>PyMem_Calloc(2 * size, sizeof(Entry))
    if grown is NULL:
        raise MemoryError()
    m.slots = grown
    m.bits += 1
    for i in range(size):
        if old[i].key:
            j = _mixed(old[i].key, m.bits)
            while grown[j].key:
                j = (j + 1) & mask
            grown[j] = old[i]
    PyMem_Free(old)
    return 0


cdef struct Group:
    # one parent's children of one signature, and the blocks whose item is one of them
    xmlNode* parent
    size_t hash  # of the parent and the signature
    Py_ssize_t count  # the children
    Py_ssize_t sig_at, sig_size  # the signature's bytes in the walk's ``names``
    Py_ssize_t number  # the group's number in first-block order, -1 before a block
    double chars, sentences, blocks, links


cdef class _Walk:
    """``page_kind._RepeatWalk`` over libxml2's nodes: node addresses stand for the
    reference's tokens (the nodes' places in document order), a signature is the bytes ``tag + NUL + class without digits``, and a parent's
    children are counted once into groups (one per signature), each child mapped to its
    group. An answer is the item's node address (0: None); the item's group gives the
    reference's parent, signature and repeats.

    With ``loose`` set, ``loose_runs._LooseWalk``: the signature is ``tag NUL first class
    token without digits``, and a parent none of whose children's classes split (hold
    whitespace) maps its children to ``_GATED``, a group of no repeats."""

    cdef Map group_at  # a counted child -> its group's index
    cdef Map answers  # node * _LEVEL_KEYS + levels left -> the answer
    cdef Map placed  # an item -> where repeat_groups keeps its RepeatGroup (opened there)
    cdef Group* groups
    cdef Py_ssize_t size, capacity
    cdef Py_ssize_t* homes  # the groups by (parent, signature): index + 1, 0 when empty
    cdef size_t home_bits
    cdef Py_ssize_t min_repeats
    cdef bint loose  # the first-token signature and the gate (``_LooseWalk``)
    cdef bint gate  # the gate alone (set with ``loose``; ``_SiblingTest`` lifts it)
    cdef Buffer buf  # the signature being read
    cdef Buffer names  # the groups' signatures

    def __cinit__(self, Py_ssize_t min_repeats, bint loose=False, size_t blocks=0):
        # the tables sized for ``blocks`` walked: on the bench pages a walk keeps about
        # 1.8 answers a block (2.9 in the loose walk, from the blocks of no group), 1.4
        # counted children (2.9) and 0.6 groups (0.8); each table is at most half full
        self.group_at.slots = self.answers.slots = self.placed.slots = NULL
        self.groups = NULL
        self.homes = NULL
        self.size = self.capacity = 0
        self.buf.data = self.names.data = NULL
        self.buf.size = self.buf.capacity = self.names.size = self.names.capacity = 0
        self.min_repeats = min_repeats
        self.loose = self.gate = loose
        _map_open(&self.group_at, (6 if loose else 3) * blocks)
        _map_open(&self.answers, (6 if loose else 4) * blocks)
        self.home_bits = _bits_for(2 * blocks)
        self.homes = <Py_ssize_t*>PyMem_Calloc(<size_t>1 << self.home_bits, sizeof(Py_ssize_t))
        if self.homes is NULL:
            raise MemoryError()

    def __dealloc__(self):
        PyMem_Free(self.group_at.slots)
        PyMem_Free(self.answers.slots)
        PyMem_Free(self.placed.slots)
        PyMem_Free(self.groups)
        PyMem_Free(self.homes)
        PyMem_Free(self.buf.data)
        PyMem_Free(self.names.data)

    cdef size_t nearest(self, xmlNode* c, Py_ssize_t levels) except? 1:
        """``_RepeatWalk.nearest`` (``levels`` below ``_LEVEL_KEYS``): the item's address."""
        cdef xmlNode* parent
        cdef size_t passed[_LEVEL_KEYS]
        cdef size_t key, answer = 0
        cdef Py_ssize_t count = 0, i, known
        while c is not NULL and levels:
            key = (<size_t>c) * _LEVEL_KEYS + <size_t>levels
            known = _map_get(&self.answers, key)
            if known >= 0:
                answer = <size_t>known
                break
            passed[count] = key
            count += 1
            parent = _parent(c)
            if parent is NULL:
                break
            if _has_children(parent, self.min_repeats):
                answer = self.repeat(parent, c)
                if answer:
                    break
            c = parent
            levels -= 1
        for i in range(count):
            _map_put(&self.answers, passed[i], <Py_ssize_t>answer)
        return answer

    cdef size_t repeat(self, xmlNode* parent, xmlNode* c) except? 1:
        """``_RepeatWalk._repeat``: ``c``'s address when it has enough like siblings."""
        cdef Py_ssize_t at = _map_get(&self.group_at, <size_t>c)
        if at < 0 and _map_get(&self.group_at, <size_t>_first_child(parent)) < 0:
            self.count_children(parent)
            at = _map_get(&self.group_at, <size_t>c)
        if at >= 0 and at != _GATED and self.groups[at].count >= self.min_repeats:
            return <size_t>c
        return 0

    cdef int count_children(self, xmlNode* parent) except -1:
        """Each child of ``parent`` counted in its group and mapped to it (in the loose
        walk, each mapped to ``_GATED`` when no child's class splits)."""
        cdef xmlNode* child = _first_child(parent)
        if self.gate and not self.any_splits(parent):
            while child is not NULL:
                _map_put(&self.group_at, <size_t>child, _GATED)
                child = _next_sibling(child)
            return 0
        while child is not NULL:
            self.sign(child)
            _map_put(&self.group_at, <size_t>child, self.group_of(parent))
            child = _next_sibling(child)
        return 0

    cdef bint any_splits(self, xmlNode* parent) except -1:
        """Whether the class of a child of ``parent`` splits (``_LooseWalk._tally``)."""
        cdef xmlNode* child = _first_child(parent)
        while child is not NULL:
            if self.sign(child):
                return True
            child = _next_sibling(child)
        return False

    cdef Py_ssize_t group_of(self, xmlNode* parent) except -1:
        """The index of ``parent``'s group of the signature in ``buf``, counted once more
        (made when new)."""
        cdef size_t h = 14695981039346656037ULL, mask, i
        cdef Py_ssize_t k, at
        cdef Group* g
        for k in range(self.buf.size):
            h = (h ^ <unsigned char>self.buf.data[k]) * <size_t>1099511628211ULL
        h ^= <size_t>parent
        mask = (<size_t>1 << self.home_bits) - 1
        i = _mixed(h, self.home_bits)
        while self.homes[i]:
            at = self.homes[i] - 1
            g = &self.groups[at]
            if (
                g.hash == h
                and g.parent == parent
                and g.sig_size == self.buf.size
                and memcmp(self.names.data + g.sig_at, self.buf.data, self.buf.size) == 0
            ):
                g.count += 1
                return at
            i = (i + 1) & mask
        if self.size == self.capacity:
            self.capacity = 2 * self.capacity + 64
            grown = <Group*>PyMem_Realloc(self.groups, self.capacity * sizeof(Group))
            if grown is NULL:
                raise MemoryError()
            self.groups = grown
        at = self.size
        g = &self.groups[at]
        g.parent = parent
        g.hash = h
        g.count = 1
        g.sig_at = self.names.size
        g.sig_size = self.buf.size
        g.number = -1
        g.chars = g.sentences = g.blocks = g.links = 0.0
        _reserve(&self.names, self.buf.size)
        memcpy(self.names.data + self.names.size, self.buf.data, self.buf.size)
        self.names.size += self.buf.size
        self.homes[i] = at + 1
        self.size += 1
        if 2 * self.size > (<Py_ssize_t>1 << self.home_bits):
            self._grow_homes()
        return at

    cdef int _grow_homes(self) except -1:
        cdef size_t bits = self.home_bits + 1, i, mask = ((<size_t>1) << bits) - 1
        cdef Py_ssize_t at
        cdef Py_ssize_t* homes = <Py_ssize_t*>PyMem_Calloc(<size_t>1 << bits, sizeof(Py_ssize_t))
        if homes is NULL:
            raise MemoryError()
        PyMem_Free(self.homes)
        self.homes = homes
        self.home_bits = bits
        for at in range(self.size):
            i = _mixed(self.groups[at].hash, bits)
            while homes[i]:
                i = (i + 1) & mask
            homes[i] = at + 1
        return 0

    cdef tuple answer(self, size_t item):
        """The reference's answer for an item: (parent, signature, repeats, item)."""
        cdef Group* g = &self.groups[_map_get(&self.group_at, item)]
        return (
            <size_t>g.parent,
            self.names.data[g.sig_at : g.sig_at + g.sig_size],
            g.count,
            item,
        )

    cdef int sign(self, xmlNode* c) except -1:
        """``_RepeatWalk.signature`` as bytes, into ``buf`` (the loose walk's: 1 when the
        class splits, else 0)."""
        cdef Found found
        cdef const char* value
        cdef const char* name
        cdef Py_ssize_t i, n, size
        cdef char b
        self.buf.size = 0
        if c.type != tree.XML_ELEMENT_NODE:
            _reserve(&self.buf, 1)  # a comment, instruction or entity: ("", "")
            self.buf.data[0] = 0
            self.buf.size = 1
            return 0
        if c.ns is not NULL and c.ns.href is not NULL:
            tag = _tag(c).encode("utf-8")
        else:
            tag = None
        _find_attributes(c, &found)
        value = b""
        if found.bits & A_CLASS:
            value = _plain_value(found.cls)
        if tag is not None or value is NULL:
            return self._python_sign(c, &found, tag)
        name = <const char*>c.name
        size = strlen(name)
        n = strlen(value)
        _reserve(&self.buf, size + n + 1)
        memcpy(self.buf.data, name, size)
        self.buf.data[size] = 0
        self.buf.size = size + 1
        if self.loose:
            return self._first_token(c, &found, value, n)
        for i in range(n):
            b = value[i]
            if <unsigned char>b >= 0x80:
                return self._python_sign(c, &found, tag)
            if b < 48 or b > 57:
                self.buf.data[self.buf.size] = b
                self.buf.size += 1
        return 0

    cdef int _first_token(self, xmlNode* c, Found* found, const char* value, Py_ssize_t n) except -1:
        """``loose_runs._first_token`` of a class whose bytes up to its first token's end
        are ASCII, appended to ``buf`` (whose tag and NUL are in): the first run of bytes
        that are not ASCII whitespace (``str.split``'s), digits left out; 1 when the class
        holds whitespace. Read no further than the whitespace after the token: an ASCII
        prefix ends the token there, whatever follows."""
        cdef Py_ssize_t i, start = -1, end = n
        cdef bint splits = False
        cdef unsigned char b
        for i in range(n):
            b = <unsigned char>value[i]
            if b >= 0x80:  # may be whitespace or a digit of Python's: asked of Python
                return self._python_sign(c, found, None)
            if _ASCII_SPACE[b]:
                splits = True
                if start >= 0:
                    end = i
                    break
            elif start < 0:
                start = i
        if start < 0:
            return splits
        _reserve(&self.buf, end - start)
        for i in range(start, end):
            b = <unsigned char>value[i]
            if b < 48 or b > 57:
                self.buf.data[self.buf.size] = <char>b
                self.buf.size += 1
        return splits

    cdef int _python_sign(self, xmlNode* c, Found* found, object tag) except -1:
        """The signature of a namespaced tag or a class that is not ASCII or not one text
        node: the class's digits removed by ``page_kind._DIGITS`` (the loose walk: its
        first token by ``loose_runs._first_token``, 1 when the class splits)."""
        cdef bytes signature
        cdef Py_ssize_t n
        cdef int splits = 0
        if tag is None:
            tag = <bytes>(<const char*>c.name)
        if not (found.bits & A_CLASS):
            signature = tag + b"\0"
        elif self.loose:
            token, splits = _loose._first_token(_attribute_value(c, found.cls))
            signature = tag + b"\0" + token.encode("utf-8")
        else:
            signature = tag + b"\0" + _bare_class(_attribute_value(c, found.cls))
        n = len(signature)
        self.buf.size = 0
        _reserve(&self.buf, n)
        memcpy(self.buf.data, PyBytes_AS_STRING(signature), n)
        self.buf.size = n
        return splits


cdef bytes _bare_class(str cls):
    """The class without ``\\d`` digits (``page_kind._DIGITS``), as UTF-8."""
    return _page_kind._DIGITS.sub("", cls).encode("utf-8")


cdef xmlNode* _lxml_node(object element) except? NULL:
    """The node of an lxml element whose document declares no default attributes; NULL
    (with no error) when the kernel must leave the element to Python."""
    cdef xmlNode* c
    if not isinstance(element, cetree._Element):
        return NULL
    c = (<cetree._Element>element)._c_node
    if c is NULL or _dtd_defaults(c.doc):
        return NULL
    return c


def nearest_items(elements, Py_ssize_t levels, Py_ssize_t min_repeats, bint loose=False):
    """``[_RepeatWalk().nearest(el, levels) for el in elements]`` (``loose``:
    ``_LooseWalk``'s) with node addresses for the parent and item ids and bytes for the
    signature; None for an element that is not lxml's or a document whose DTD may declare
    a default class."""
    cdef _Walk walk = _Walk(min_repeats, loose, len(elements))
    cdef xmlNode* c
    cdef size_t item
    if not 0 <= levels < <Py_ssize_t>_LEVEL_KEYS:
        return None
    found = []
    for element in elements:
        if element is None:
            found.append(None)
            continue
        c = _lxml_node(element)
        if c is NULL:
            return None
        item = walk.nearest(c, levels)
        found.append(walk.answer(item) if item else None)
    return found


# ``page_kind.RepeatGroup``'s fields in its order, set as its frozen ``__init__`` sets them.
_GROUP_FIELDS = (
    "count", "page_share", "sentence_share", "link_density", "blocks_per_item", "ident", "item"
)
cdef Py_ssize_t _GROUP_AT[7]  # where a RepeatGroup keeps each field


cdef extern from "Python.h":
    bint _long_exact "PyLong_CheckExact"(PyObject* value)
    Py_ssize_t _long_as_ssize "PyLong_AsSsize_t"(PyObject* value) except? -1
    ctypedef struct _AllocType "PyTypeObject":
        PyObject* (*tp_alloc)(_AllocType*, Py_ssize_t)


cdef int _check_group_class() except -1:
    """Refuse the kernel unless ``RepeatGroup`` is built by its fields alone, each kept in
    a slot."""
    import dataclasses
    group = _page_kind.RepeatGroup
    if tuple(f.name for f in dataclasses.fields(group)) != _GROUP_FIELDS:
        _refuse("RepeatGroup's fields changed")
    if hasattr(group, "__post_init__") or group.__new__ is not object.__new__:
        _refuse("RepeatGroup has a __post_init__ or its own __new__")
    if tuple(getattr(group, "__slots__", ())) != _GROUP_FIELDS or hasattr(group(), "__dict__"):
        _refuse("RepeatGroup does not keep exactly its fields in slots")
    for i in range(7):
        _GROUP_AT[i] = _slot_offset(group, _GROUP_FIELDS[i])
        if _GROUP_AT[i] < 0:
            _refuse(f"RepeatGroup's {_GROUP_FIELDS[i]} is not a plain slot")
    return 0


_check_group_class()


cdef inline void _set_slot(PyObject* made, Py_ssize_t offset, object value) noexcept:
    Py_INCREF(value)
    (<PyObject**>((<char*>made) + offset))[0] = <PyObject*>value


cdef object _group(type cls, tuple measures, object item):
    """``RepeatGroup(*measures, item)``: the instance allocated by its type and each slot
    set as the frozen ``__init__`` sets it, without the Python frame."""
    cdef Py_ssize_t i
    cdef PyObject* made = (<_AllocType*>cls).tp_alloc(<_AllocType*>cls, 0)
    if made is NULL:
        raise MemoryError()
    group = <object>made
    Py_DECREF(group)  # ``group`` holds the one reference
    for i in range(6):
        _set_slot(made, _GROUP_AT[i], measures[i])
    _set_slot(made, _GROUP_AT[6], item)
    return group


_Block = _types.Block
# where a Block keeps its element and features, and BlockFeatures its three sums
cdef Py_ssize_t _ELEMENT_AT = _slot_offset(_Block, "element")
cdef Py_ssize_t _FEATURES_AT = _slot_offset(_Block, "features")
cdef Py_ssize_t _LENGTH_AT = _slot_offset(_types.BlockFeatures, "text_length")
cdef Py_ssize_t _SENTENCES_AT = _slot_offset(_types.BlockFeatures, "sentence_count")
cdef Py_ssize_t _LINKS_AT = _slot_offset(_types.BlockFeatures, "link_text_length")


cdef inline double _as_double(object value) except? -1.0:
    """``float(value)`` as a C double (an int converted directly, as its ``__float__`` does)."""
    if type(value) is int:
        return PyLong_AsDouble(value)
    return <double>value


def repeat_groups(blocks, total_chars, Py_ssize_t levels, Py_ssize_t min_repeats):
    """``page_kind.repeat_groups_reference``: each block's item found by the walk, its
    group numbered in first-block order, summed and built in C; None when the walk is
    left to Python."""
    cdef _Walk walk = _Walk(min_repeats, False, len(blocks))
    cdef Py_ssize_t i, n = len(blocks), number = 0, at
    cdef size_t item, last = 0
    cdef xmlNode* c
    cdef Group* g
    cdef double total = total_chars
    cdef bint exact
    if not 0 <= levels < <Py_ssize_t>_LEVEL_KEYS:
        return None
    items = bytearray(n * sizeof(size_t))  # each block's item (0: none)
    order = bytearray(n * sizeof(Py_ssize_t))  # each number's group
    cdef size_t* item_of = <size_t*><char*>items
    cdef Py_ssize_t* group_numbered = <Py_ssize_t*><char*>order
    for i in range(n):
        block = blocks[i]
        element = _read_slot(block, _ELEMENT_AT if type(block) is _Block else -1, "element")
        if element is None:
            item_of[i] = 0
            continue
        c = _lxml_node(element)
        if c is NULL:
            return None
        item = item_of[i] = walk.nearest(c, levels)
        if not item:
            continue
        g = &walk.groups[_map_get(&walk.group_at, item)]
        if g.number < 0:
            g.number = number
            group_numbered[number] = g - walk.groups
            number += 1
        f = _read_slot(block, _FEATURES_AT if type(block) is _Block else -1, "features")
        exact = type(f) is _BlockFeatures
        g.chars += _as_double(_read_slot(f, _LENGTH_AT if exact else -1, "text_length"))
        g.sentences += 1.0 if _read_slot(f, _SENTENCES_AT if exact else -1, "sentence_count") else 0.0
        g.blocks += 1.0
        g.links += _as_double(_read_slot(f, _LINKS_AT if exact else -1, "link_text_length"))
    measures = []
    for at in range(number):
        g = &walk.groups[group_numbered[at]]
        measures.append((
            g.count,
            g.chars / total,
            g.sentences / g.blocks,
            g.links / g.chars if g.chars else 0.0,
            g.blocks / <double>g.count,
            at,
        ))
    group_class = _page_kind.RepeatGroup
    _map_open(&walk.placed, n)
    made = []
    out = []
    group = _page_kind.NO_GROUP
    for i in range(n):
        item = item_of[i]
        if item != last:  # else the same answer as the block before: its group
            if not item:
                group = _page_kind.NO_GROUP
            else:
                at = _map_get(&walk.placed, item)
                if at >= 0:
                    group = made[at]
                else:
                    g = &walk.groups[_map_get(&walk.group_at, item)]
                    group = _group(group_class, measures[g.number], item)
                    _map_put(&walk.placed, item, len(made))
                    made.append(group)
            last = item
        out.append(group)
    return out


cdef Py_ssize_t _IDENT_AT = _GROUP_AT[5]


def loose_groups(blocks, groups, Py_ssize_t levels, Py_ssize_t min_repeats):
    """``loose_runs.loose_groups_reference``: the blocks of no group (``ident`` < 0) walked
    with the first-token signature, their groups numbered after the page's in first-block
    order, each placed block given its own ``RepeatGroup``; an empty list when no block is
    placed, None when the walk is left to Python."""
    cdef _Walk walk
    cdef Py_ssize_t i, n = len(groups), number = 0, walked = 0, ident, top = -1
    cdef size_t item
    cdef xmlNode* c
    cdef Group* g
    cdef double total = 0.0
    cdef bint exact
    if not 0 <= levels < <Py_ssize_t>_LEVEL_KEYS:
        return None
    group_class = _page_kind.RepeatGroup
    items = bytearray(n * sizeof(size_t))  # each block's item (0: none)
    order = bytearray(n * sizeof(Py_ssize_t))  # each number's group
    cdef size_t* item_of = <size_t*><char*>items
    cdef Py_ssize_t* group_numbered = <Py_ssize_t*><char*>order
    for i in range(n):
        group = groups[i]
        number_of = _read_slot(group, _IDENT_AT if type(group) is group_class else -1, "ident")
        if type(number_of) is not int:  # not a group this kernel can number after
            return None
        ident = number_of
        if i == 0 or ident > top:
            top = ident
        if ident < 0:  # a block of no group: to walk
            item_of[i] = 1
            walked += 1
        else:
            item_of[i] = 0
    if walked == 0:
        return []
    walk = _Walk(min_repeats, True, walked)
    for i in range(n):
        if not item_of[i]:
            continue
        item_of[i] = 0
        block = blocks[i]
        element = _read_slot(block, _ELEMENT_AT if type(block) is _Block else -1, "element")
        if element is None:
            continue
        c = _lxml_node(element)
        if c is NULL:
            return None
        item = item_of[i] = walk.nearest(c, levels)
        if not item:
            continue
        g = &walk.groups[_map_get(&walk.group_at, item)]
        if g.number < 0:
            g.number = number
            group_numbered[number] = g - walk.groups
            number += 1
        f = _read_slot(block, _FEATURES_AT if type(block) is _Block else -1, "features")
        exact = type(f) is _BlockFeatures
        g.chars += _as_double(_read_slot(f, _LENGTH_AT if exact else -1, "text_length"))
        g.sentences += 1.0 if _read_slot(f, _SENTENCES_AT if exact else -1, "sentence_count") else 0.0
        g.blocks += 1.0
        g.links += _as_double(_read_slot(f, _LINKS_AT if exact else -1, "link_text_length"))
    if number == 0:
        return []
    for block in blocks:
        f = _read_slot(block, _FEATURES_AT if type(block) is _Block else -1, "features")
        total += _as_double(_read_slot(f, _LENGTH_AT if type(f) is _BlockFeatures else -1, "text_length"))
    if total == 0.0:
        total = 1.0
    first = top + 1
    measures = []
    for i in range(number):
        g = &walk.groups[group_numbered[i]]
        measures.append((
            g.count,
            g.chars / total,
            g.sentences / g.blocks,
            g.links / g.chars if g.chars else 0.0,
            g.blocks / <double>g.count,
            first + i,
        ))
    out = list(groups)
    for i in range(n):
        item = item_of[i]
        if item:
            g = &walk.groups[_map_get(&walk.group_at, item)]
            out[i] = _group(group_class, measures[g.number], item)
    return out



def group_spans(strict, loose):
    """``loose_runs.group_spans_reference``: the ident after ``strict``'s largest, and each
    group's first and last position in ``loose`` by ident, in first-block order, no block
    of no group (``-1``); None when a group is not a ``RepeatGroup`` with an int ident
    from -1 up (Python then answers)."""
    cdef Py_ssize_t i, n, top = -1, ident, size
    cdef Py_ssize_t* idents
    cdef Py_ssize_t* lo
    cdef Py_ssize_t* hi
    cdef list groups
    group_class = _page_kind.RepeatGroup
    groups = list(strict)
    n = len(groups)
    if n == 0:
        return None
    for i in range(n):
        if _group_ident(groups[i], group_class, &ident) < 0 or ident < -1:
            return None
        if ident > top:
            top = ident
    groups = list(loose)
    n = len(groups)
    if top > 4 * n + 64:  # not the page's numbering: Python answers
        return None
    size = 4 * n + top + 66
    held = bytearray((n + 2 * size) * sizeof(Py_ssize_t))
    idents = <Py_ssize_t*><char*>held
    lo = idents + n
    hi = lo + size
    for i in range(n):
        if _group_ident(groups[i], group_class, &ident) < 0 or not -1 <= ident < size:
            return None
        idents[i] = ident
    for i in range(size):
        lo[i] = -1
    order = []
    for i in range(n):
        ident = idents[i]
        if ident < 0:
            continue
        if lo[ident] < 0:
            lo[ident] = i
            order.append(ident)
        hi[ident] = i
    return top + 1, {ident: (lo[ident], hi[ident]) for ident in order}


cdef inline int _group_ident(object group, object group_class, Py_ssize_t* ident) except -2:
    """``group.ident`` into ``ident`` (0), or -1 when it is not an int."""
    cdef PyObject* value
    if type(group) is group_class:  # the slot read in place, no reference taken
        value = (<PyObject**>((<char*><void*>group) + _IDENT_AT))[0]
        if value is not NULL and _long_exact(value):
            ident[0] = _long_as_ssize(value)
            return 0
    number_of = _read_slot(group, _IDENT_AT if type(group) is group_class else -1, "ident")
    if type(number_of) is not int:
        return -1
    ident[0] = number_of
    return 0


_NO_IDENT = -1  # the ident of a block of no group (a Python int: a dict's key)
cdef Py_ssize_t _COUNT_AT = _GROUP_AT[0]
cdef Py_ssize_t _ITEM_AT = _GROUP_AT[6]


cdef int _group_count(object group, object group_class, Py_ssize_t* count) except -2:
    """``group.count`` into ``count`` (0), or -1 when it is not an int."""
    number_of = _read_slot(group, _COUNT_AT if type(group) is group_class else -1, "count")
    if type(number_of) is not int:
        return -1
    count[0] = number_of
    return 0


cdef xmlNode* _block_node(object block) except? NULL:
    """The lxml node of a block's element; NULL (no error) when Python must answer."""
    element = _read_slot(block, _ELEMENT_AT if type(block) is _Block else -1, "element")
    if element is None:
        return NULL
    return _lxml_node(element)


cdef Py_ssize_t _counted_group(_Walk walk, xmlNode* parent, xmlNode* child) except -1:
    """The index of ``child``'s group in ``walk`` (``parent``'s children of its signature),
    ``parent``'s children counted on first asking."""
    cdef Py_ssize_t at = _map_get(&walk.group_at, <size_t>child)
    if at < 0:
        walk.count_children(parent)
        at = _map_get(&walk.group_at, <size_t>child)
    return at


cdef class _SiblingTest:
    """``loose_runs._Siblings`` over libxml2's nodes: the two blocks' lines climbed with
    ``_parent`` (``getparent``), the meeting parent's children counted once by loose and by
    strict signature into the two walks' groups (``_Walk.count_children``, the loose walk's
    gate lifted: ``_Siblings._tally`` counts every parent), so that a child's group is its
    signature's tally under its parent."""

    cdef _Walk loose_walk, strict_walk
    cdef Py_ssize_t levels

    def __cinit__(self, Py_ssize_t levels, Py_ssize_t min_repeats):
        self.levels = levels
        self.loose_walk = _Walk(min_repeats, True, 0)
        self.loose_walk.gate = False
        self.strict_walk = _Walk(min_repeats, False, 0)

    cdef int test(self, xmlNode* a, xmlNode* b, Py_ssize_t group_count, Py_ssize_t run_count) except -1:
        """``_Siblings.__call__`` for the blocks' nodes ``a`` (the page group's) and ``b``
        (the loose run's): 1 when siblings, else 0."""
        cdef xmlNode* ours[_LEVEL_KEYS]
        cdef xmlNode* theirs[_LEVEL_KEYS]
        cdef Py_ssize_t n_ours, n_theirs, level, found, i
        if run_count <= group_count:
            return 0
        n_ours = _line(a, ours, self.levels)
        n_theirs = _line(b, theirs, self.levels)
        for level in range(1, n_theirs):
            found = -1
            for i in range(n_ours):
                if ours[i] == theirs[level]:
                    found = i
                    break
            if found < 0:
                continue
            if found == 0:
                return 0  # the block's element holds the other: no two items
            return self.alike(ours[found - 1], theirs[level - 1], theirs[level], group_count, run_count)
        return 0

    cdef int alike(
        self, xmlNode* item, xmlNode* peer, xmlNode* parent, Py_ssize_t group_count, Py_ssize_t run_count
    ) except -1:
        """``_Siblings._alike``: ``item`` and ``peer`` (children of ``parent``) differ and
        share the loose signature (one group of the loose walk's), and ``parent`` holds
        ``run_count`` children of it and ``group_count`` of the item's strict signature
        (the two groups' counts)."""
        cdef Py_ssize_t at
        if item == peer:
            return 0
        at = _counted_group(self.loose_walk, parent, peer)
        if _counted_group(self.loose_walk, parent, item) != at:
            return 0
        if self.loose_walk.groups[at].count != run_count:
            return 0
        at = _counted_group(self.strict_walk, parent, item)
        return self.strict_walk.groups[at].count == group_count


cdef Py_ssize_t _line(xmlNode* c, xmlNode** line, Py_ssize_t levels) noexcept nogil:
    """``_Siblings._line``: ``c`` and its ancestors up to ``levels`` above it, into
    ``line``; how many."""
    cdef Py_ssize_t n = 1
    line[0] = c
    while n <= levels:
        c = _parent(c)
        if c is NULL:
            break
        line[n] = c
        n += 1
    return n


def join_split_grids(
    blocks, strict, loose, total_chars, Py_ssize_t levels, Py_ssize_t min_repeats, bint by_ident=False
):
    """``loose_runs.join_split_grids_reference``: the spans (as ``group_spans``), the
    regions, the sibling test (``_SiblingTest``) and the regrouping (``_regrouped``) over C
    arrays; ``loose`` itself when nothing is joined, None when Python must answer (a
    group's count or ident not an int, an ident below -1 or past the page's numbering, no
    page group, a block's element not lxml's). With ``by_ident``, a pair: that answer and
    ``decided.groups_by_ident`` of it (None when nothing is joined), made from the spans
    (each ident at its first block, with its last block's group)."""
    cdef Py_ssize_t first = -1, k, n_spans = 0, r, n_runs = 0, j, n_left = 0, m, run, start, end
    cdef Py_ssize_t top = -1, ident, t, pos, lo, hi, count, group_count, run_count, n
    cdef Py_ssize_t none_lo = -1, none_hi = -1
    cdef xmlNode* a
    cdef xmlNode* b
    cdef _SiblingTest siblings
    cdef double total
    cdef bint exact, grown = True
    cdef list groups
    if not 0 <= levels < <Py_ssize_t>_LEVEL_KEYS - 1:
        return None
    group_class = _page_kind.RepeatGroup
    groups = strict if type(strict) is list else list(strict)  # read, not changed
    if not groups:
        return None
    for group in groups:
        if _group_ident(group, group_class, &ident) < 0 or ident < -1:
            return None
        if ident > first:
            first = ident
    first += 1  # the ident after the page's groups
    groups = loose if type(loose) is list else list(loose)
    n = len(groups)
    held_idents = bytearray((n + 1) * sizeof(Py_ssize_t))
    cdef Py_ssize_t* idents = <Py_ssize_t*><char*>held_idents  # each block's group's ident
    for pos in range(n):
        if _group_ident(groups[pos], group_class, &ident) < 0 or ident < -1:
            return None
        idents[pos] = ident
        if ident > top:
            top = ident
        elif ident < 0:
            if none_lo < 0:
                none_lo = pos
            none_hi = pos
    if top > 4 * n + 64:  # not the page's numbering: Python answers
        return None
    held = bytearray(12 * (top + 2) * sizeof(Py_ssize_t))
    cdef Py_ssize_t* span_of = <Py_ssize_t*><char*>held  # an ident's span, -1
    cdef Py_ssize_t* span_ident = span_of + top + 2  # a span's ident, first and last block
    cdef Py_ssize_t* los = span_ident + top + 2
    cdef Py_ssize_t* his = los + top + 2
    cdef Py_ssize_t* runs = his + top + 2  # the runs' spans, their regions
    cdef Py_ssize_t* region_lo = runs + top + 2
    cdef Py_ssize_t* region_hi = region_lo + top + 2
    cdef Py_ssize_t* left = region_hi + top + 2  # the page groups' spans not yet joined
    cdef Py_ssize_t* target = left + top + 2  # a span's run (index in ``runs``), -1
    cdef Py_ssize_t* dest = target + top + 2  # an ident's run's ident when concerned, -1
    cdef Py_ssize_t* counts = dest + top + 2  # a run's count
    cdef Py_ssize_t* last = counts + top + 2  # a run's last block, its joined groups' too
    for ident in range(top + 1):
        span_of[ident] = -1
        dest[ident] = -1
    for pos in range(n):  # the spans in first-block order (``group_spans``)
        ident = idents[pos]
        if ident < 0:
            continue
        k = span_of[ident]
        if k < 0:
            k = span_of[ident] = n_spans
            n_spans += 1
            span_ident[k], los[k] = ident, pos
            target[k] = -1
        his[k] = pos
    for k in range(n_spans):
        ident = span_ident[k]
        if ident >= first:
            runs[n_runs] = k
            region_lo[n_runs], region_hi[n_runs] = los[k] - 1, his[k] + 1
            n_runs += 1
        else:
            left[n_left] = k
            n_left += 1
    if n_runs == 0:
        return (loose, None) if by_ident else loose
    tried = bytearray(n_spans * n_runs)  # (page group's span, run) found apart
    cdef char* failed = <char*>tried
    siblings = _SiblingTest(levels, min_repeats)
    while grown:  # a group joined widens its run's region: another part may reach into it
        grown = False
        m = 0
        for j in range(n_left):
            k = left[j]
            start, end = los[k], his[k]
            run = -1
            for r in range(n_runs):
                if start > region_hi[r] or end < region_lo[r] or failed[k * n_runs + r]:
                    continue
                pos = los[runs[r]]
                if _group_count(groups[start], group_class, &group_count) < 0:
                    return None
                if _group_count(groups[pos], group_class, &run_count) < 0:
                    return None
                a = _block_node(blocks[start])
                b = _block_node(blocks[pos])
                if a is NULL or b is NULL:
                    return None
                if siblings.test(a, b, group_count, run_count):
                    run = r
                    break
                failed[k * n_runs + r] = 1
            if run < 0:
                left[m] = k
                m += 1
                continue
            target[k] = run
            region_lo[run] = min(region_lo[run], start - 1)
            region_hi[run] = max(region_hi[run], end + 1)
            grown = True
        n_left = m
    # the groups concerned: each joined page group to its run's ident, each such run to itself
    lo, hi = -1, -1
    for k in range(n_spans):
        if target[k] < 0:
            continue
        r = runs[target[k]]
        dest[span_ident[k]] = span_ident[r]
        dest[span_ident[r]] = span_ident[r]
        last[span_ident[r]] = max(last[span_ident[r]], his[k], his[r])  # 0 at first
        for pos in (los[k], los[r]):
            if lo < 0 or pos < lo:
                lo = pos
        for pos in (his[k], his[r]):
            if pos > hi:
                hi = pos
    if lo < 0:
        return (loose, None) if by_ident else loose
    if total_chars is None:
        total_chars = sum([block.features.text_length for block in blocks]) or 1
    total = _as_double(total_chars)
    sums = bytearray(4 * (top + 1) * sizeof(double))
    cdef double* chars = <double*><char*>sums
    cdef double* sentences = chars + top + 1
    cdef double* counted = sentences + top + 1
    cdef double* links = counted + top + 1
    for pos in range(lo, hi + 1):
        ident = idents[pos]
        if ident < 0 or dest[ident] < 0:
            continue
        t = dest[ident]
        block = blocks[pos]
        f = _read_slot(block, _FEATURES_AT if type(block) is _Block else -1, "features")
        exact = type(f) is _BlockFeatures
        chars[t] += _as_double(_read_slot(f, _LENGTH_AT if exact else -1, "text_length"))
        sentences[t] += 1.0 if _read_slot(f, _SENTENCES_AT if exact else -1, "sentence_count") else 0.0
        counted[t] += 1.0
        links[t] += _as_double(_read_slot(f, _LINKS_AT if exact else -1, "link_text_length"))
        if ident == t:
            if _group_count(groups[pos], group_class, &count) < 0:
                return None
            counts[t] = count
    measures = {}
    out = list(groups)
    made = {}  # one group object an item, as the walk's
    for pos in range(lo, hi + 1):
        ident = idents[pos]
        if ident < 0 or dest[ident] < 0:
            continue
        t = dest[ident]
        group = groups[pos]
        item = _read_slot(group, _ITEM_AT if type(group) is group_class else -1, "item")
        key = (t, item)
        found = made.get(key)
        if found is None:
            measured = measures.get(t)
            if measured is None:
                measured = measures[t] = (
                    counts[t],
                    chars[t] / total,
                    sentences[t] / counted[t],
                    links[t] / chars[t] if chars[t] else 0.0,
                    counted[t] / <double>counts[t],
                    t,
                )
            found = made[key] = _group(group_class, measured, item)
        out[pos] = found
    if not by_ident:
        return out
    cdef dict idents_of = {}  # ``groups_by_ident(out)``: each ident at its first block
    for k in range(n_spans):
        if 0 <= none_lo < los[k]:
            idents_of[_NO_IDENT] = out[none_hi]
            none_lo = -1
        ident = span_ident[k]
        t = dest[ident]
        if t < 0:
            idents_of[ident] = out[his[k]]
        elif t not in idents_of:
            idents_of[t] = out[last[t]]
    if none_lo >= 0:
        idents_of[_NO_IDENT] = out[none_hi]
    return out, idents_of


# ------------------------------------------------------------ microdata (dates)

cdef bint _has_itemprop(xmlNode* c) noexcept nogil:
    """``el.get("itemprop") is not None`` (no DTD defaults: checked by the caller)."""
    return _plain_attribute(c, "itemprop") is not NULL


cdef xmlNode* _next_in_order(xmlNode* c, xmlNode* top) noexcept nogil:
    """The element-like node after ``c`` in document order below ``top`` (lxml's
    descendant iteration: children first, not into entity references), or NULL."""
    cdef xmlNode* n
    if c.type != tree.XML_ENTITY_REF_NODE:
        n = _first_child(c)
        if n is not NULL:
            return n
    while c is not NULL and c != top:
        n = _next_sibling(c)
        if n is not NULL:
            return n
        c = c.parent
    return NULL


def itemprop_elements(root):
    """``list(root.iterfind(".//*[@itemprop]"))``; None when ``root`` is not lxml's
    element or its document's DTD may declare default attributes."""
    cdef xmlNode* top
    cdef xmlNode* c
    cdef cetree._Document doc
    if not isinstance(root, cetree._Element):
        return None
    top = (<cetree._Element>root)._c_node
    if top is NULL or _dtd_defaults(top.doc):
        return None
    doc = (<cetree._Element>root)._doc
    found = []
    c = _next_in_order(top, top)
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE and _has_itemprop(c):
            found.append(cetree.elementFactory(doc, c))
        c = _next_in_order(c, top)
    return found


# ------------------------------------------------------------ meta tags, links, JSON-LD (sources)

cdef str _get(xmlNode* c, const char* name):
    """``el.get(name)`` (no DTD defaults: checked by the caller)."""
    cdef xmlAttr* a = _plain_attribute(c, name)
    return None if a is NULL else _attribute_value(c, a)


cdef int _add_meta(xmlNode* c, dict meta) except -1:
    """The meta branch of ``sources._page_meta_parts_reference`` for the element ``c``."""
    key = (_get(c, "property") or _get(c, "name") or _get(c, "itemprop") or "").lower()
    if not key and (_get(c, "http-equiv") or "").lower() == "content-language":
        key = "content-language"
    content = _get(c, "content")
    if key and content is not None:
        meta.setdefault(key.strip(), []).append(content)
    return 0


cdef int _add_link(xmlNode* c, dict links) except -1:
    """The link branch of ``sources._page_meta_parts_reference`` for the element ``c``."""
    rel = (_get(c, "rel") or "").lower()
    if rel and _get(c, "href") and rel not in links:
        links[rel] = _get(c, "href")
    return 0


cdef inline bint _named(xmlNode* c, const char* name) noexcept nogil:
    """``c``'s name is ``name``, of two bytes or more (those compared before ``strcmp``)."""
    return (
        <char>c.name[0] == name[0]
        and <char>c.name[1] == name[1]
        and strcmp(<const char*>c.name, name) == 0
    )


def page_meta_parts(root):
    """``sources._page_meta_parts_reference(root)``: the meta values by key, the links by
    rel and the JSON-LD scripts' texts, read from libxml2's nodes in the order of
    ``root.iter("meta", "link", "script")``; in the same walk, whether an element is
    ``root.iter("time")``'s (named ``time``, no namespace) and whether one below ``root``
    is ``itemprop_elements``'. None when ``root`` is not lxml's element, its document's
    DTD may declare default attributes, or a meta, link or script element has a
    namespace (its ``tag`` is not the bare name)."""
    cdef xmlNode* top
    cdef xmlNode* c
    cdef dict meta = {}
    cdef dict links = {}
    cdef list scripts = []
    cdef bint holds_time = False, holds_itemprop = False
    if not isinstance(root, cetree._Element):
        return None
    top = (<cetree._Element>root)._c_node
    if top is NULL or _dtd_defaults(top.doc):
        return None
    c = top
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE and c.name is not NULL:
            if _named(c, "meta"):
                if c.ns is not NULL:
                    return None
                _add_meta(c, meta)
            elif _named(c, "link"):
                if c.ns is not NULL:
                    return None
                _add_link(c, links)
            elif _named(c, "script"):
                if c.ns is not NULL:
                    return None
                if (_get(c, "type") or "").lower() == "application/ld+json":
                    scripts.append(_collect_text(c.children) or "")
            elif not holds_time and c.ns is NULL and _named(c, "time"):
                holds_time = True
            if not holds_itemprop and c != top and _has_itemprop(c):
                holds_itemprop = True
        c = _next_in_order(c, top)
    return meta, links, scripts, holds_time, holds_itemprop


# ------------------------------------------------------------ scripts holding a date key's stem

cdef tuple _STEMS_DATED = ()  # date._PUBLISHED_KEY_STEMS as bytes
cdef tuple _STEMS_UPDATED = ()  # date._MODIFIED_KEY_STEMS as bytes
cdef tuple _KEYS_DATED = ()  # date._QUOTED_PUBLISHED_KEYS as bytes
cdef tuple _KEYS_UPDATED = ()  # date._QUOTED_MODIFIED_KEYS as bytes
cdef Py_ssize_t _MAX_SCRIPT_BYTES = 0
# For the one-pass search (:func:`_script_keys`): bit 1 (2) of a byte's entry is set when a
# publication (update) key has it right after its opening quote (``_KEY_SECOND``), or one,
# two, three bytes later; ``_KEYS_HOLD_STEMS`` when every key opens with a quote, has four
# bytes after it and holds a stem of its list (then a text holding a key holds a stem:
# ``_holds_key`` is the keys' search alone).
cdef unsigned char _KEY_SECOND[256]
cdef unsigned char _KEY_THIRD[256]  # the same for the byte after it, and the next two
cdef unsigned char _KEY_FOURTH[256]
cdef unsigned char _KEY_FIFTH[256]
cdef bint _KEYS_HOLD_STEMS = False


cdef int _check_script_stems() except -1:
    """The stems and keys as bytes; refused unless each is a non-empty ASCII word: a text
    holds an ASCII word exactly where its UTF-8 bytes do."""
    global _STEMS_DATED, _STEMS_UPDATED, _KEYS_DATED, _KEYS_UPDATED, _MAX_SCRIPT_BYTES
    words = (
        _date._PUBLISHED_KEY_STEMS,
        _date._MODIFIED_KEY_STEMS,
        _date._QUOTED_PUBLISHED_KEYS,
        _date._QUOTED_MODIFIED_KEYS,
    )
    if not all(
        isinstance(group, tuple) and all(isinstance(w, str) and w and w.isascii() for w in group)
        for group in words
    ):
        _refuse("a script key or its stem is empty or not ASCII")
    _STEMS_DATED, _STEMS_UPDATED, _KEYS_DATED, _KEYS_UPDATED = (
        tuple(w.encode("ascii") for w in group) for group in words
    )
    _MAX_SCRIPT_BYTES = _date._MAX_SCRIPT_CHARS
    _read_key_seconds()
    return 0


cdef int _read_key_seconds() except -1:
    """Fill :data:`_KEY_SECOND` and :data:`_KEYS_HOLD_STEMS` from the keys and stems."""
    global _KEYS_HOLD_STEMS
    cdef int i
    for i in range(256):
        _KEY_SECOND[i] = _KEY_THIRD[i] = _KEY_FOURTH[i] = _KEY_FIFTH[i] = 0
    groups = ((_KEYS_DATED, _STEMS_DATED, 1), (_KEYS_UPDATED, _STEMS_UPDATED, 2))
    _KEYS_HOLD_STEMS = all(
        len(key) >= 5 and key[0] == 34 and 0 not in key and any(stem in key for stem in stems)
        for keys, stems, _ in groups
        for key in keys
    )
    for keys, _, bit in groups:
        for key in keys:
            if len(key) >= 5:
                _KEY_SECOND[key[1]] |= bit
                _KEY_THIRD[key[2]] |= bit
                _KEY_FOURTH[key[3]] |= bit
                _KEY_FIFTH[key[4]] |= bit
    return 0


_check_script_stems()


cdef int _holds_stem(const char* text, tuple stems) except -1:
    """``_holds_any`` of ASCII ``stems`` (or keys) in a text, read in its UTF-8 bytes."""
    cdef bytes stem
    for stem in stems:
        if strstr(text, <const char*>stem) is not NULL:
            return True
    return False


cdef int _opens_key(const char* at, tuple keys) except -1:
    """Whether the text at ``at`` (a NUL-terminated run of bytes) starts with one of
    ``keys``."""
    cdef bytes key
    for key in keys:
        if strncmp(at, <const char*>key, len(key)) == 0:
            return True
    return False


cdef int _script_keys(const char* quote, bint* dated, bint* updated) except -1:
    """``_holds_key`` of the publication keys (``dated``) and of the update keys
    (``updated``) in a script's bytes, from its first quote ``quote`` on, in one pass from
    quote to quote (``_KEYS_HOLD_STEMS``: every key opens with a quote and holds a stem,
    so the stems' search changes nothing), instead of a ``strstr`` pass a stem and key."""
    cdef unsigned char bits
    dated[0] = updated[0] = False
    while quote is not NULL:
        # each byte read only after the one before it is no NUL (no entry of 0 is set)
        bits = _KEY_SECOND[<unsigned char>quote[1]]
        if bits:
            bits &= _KEY_THIRD[<unsigned char>quote[2]]
        if bits:
            bits &= _KEY_FOURTH[<unsigned char>quote[3]]
        if bits:
            bits &= _KEY_FIFTH[<unsigned char>quote[4]]
        if bits:
            if bits & 1 and not dated[0] and _opens_key(quote, _KEYS_DATED):
                dated[0] = True
            if bits & 2 and not updated[0] and _opens_key(quote, _KEYS_UPDATED):
                updated[0] = True
            if dated[0] and updated[0]:
                return 0
        quote = strchr(quote + 1, 34)
    return 0


cdef xmlNode* _lone_text(xmlNode* c) noexcept nogil:
    """The text node of ``el.text`` when its run of text nodes is that one node, else NULL."""
    cdef xmlNode* first = _text_or_skip(c.children)
    if first is NULL or _text_or_skip(first.next) is not NULL:
        return NULL
    return first


cdef int _add_keyed(list found, str text) except -1:
    """``_keyed_scripts_reference``'s test of one script's text, as Python reads it."""
    text = text[:_MAX_SCRIPT_BYTES]
    if '"' not in text:
        return 0
    dated = _date._holds_key(text, _date._PUBLISHED_KEY_STEMS, _date._QUOTED_PUBLISHED_KEYS)
    updated = _date._holds_key(text, _date._MODIFIED_KEY_STEMS, _date._QUOTED_MODIFIED_KEYS)
    if dated or updated:
        found.append((text, dated, updated))
    return 0


def keyed_scripts(root):
    """``list(date._keyed_scripts_reference(root))``: a script's text searched for a quote,
    the stems and the keys in libxml2's UTF-8 bytes (``strchr``, ``strstr``), decoded only
    when it holds a key. None when ``root`` is not lxml's element, a script is namespaced (its
    ``tag`` is not the bare name), or one with a quote is longer than the cut in bytes."""
    cdef xmlNode* top
    cdef xmlNode* c
    cdef xmlNode* text
    cdef const char* s
    cdef bint dated, updated
    cdef list found = []
    if not isinstance(root, cetree._Element):
        return None
    top = (<cetree._Element>root)._c_node
    if top is NULL:
        return None
    c = top
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE and c.name is not NULL and _named(c, "script"):
            if c.ns is not NULL:
                return None
            text = _lone_text(c)
            if text is NULL:  # no text, or a run of nodes: read as lxml joins them
                _add_keyed(found, _collect_text(c.children) or "")
            elif text.content is not NULL and strchr(<const char*>text.content, 34) is not NULL:
                s = <const char*>text.content
                if <Py_ssize_t>strlen(s) > _MAX_SCRIPT_BYTES:
                    return None
                if _KEYS_HOLD_STEMS:
                    _script_keys(strchr(s, 34), &dated, &updated)
                else:
                    dated = _holds_stem(s, _STEMS_DATED) and _holds_stem(s, _KEYS_DATED)
                    updated = _holds_stem(s, _STEMS_UPDATED) and _holds_stem(s, _KEYS_UPDATED)
                if dated or updated:
                    found.append((_decode(s), dated, updated))
        c = _next_in_order(c, top)
    return found


# ------------------------------------------------------------ the main containers (page facts)

cdef struct Holder:
    xmlNode* node
    double score, total
    bint scored


cdef class _Holders:
    """Elements in the order they are first met, with their score and total, found by node
    address (open addressing)."""

    cdef Holder* items
    cdef Py_ssize_t size, capacity
    cdef Py_ssize_t* slots  # item number + 1, 0 when empty
    cdef size_t bits

    def __cinit__(self):
        self.items = NULL
        self.slots = NULL
        self.size = self.capacity = 0
        self.bits = 0

    def __dealloc__(self):
        PyMem_Free(self.items)
        PyMem_Free(self.slots)

    cdef inline size_t _home(self, xmlNode* c) noexcept nogil:
        return (<size_t>c * <size_t>11400714819323198485ULL) >> (64 - self.bits)

    cdef Py_ssize_t of(self, xmlNode* c) except -1:
        """The number of ``c``'s item, added (score and total 0.0) when it has none."""
        cdef size_t mask, i
        cdef Py_ssize_t at
        if 2 * (self.size + 1) > (<Py_ssize_t>1 << self.bits) or self.slots is NULL:
            self._grow()
        mask = (<size_t>1 << self.bits) - 1
        i = self._home(c)
        while self.slots[i]:
            at = self.slots[i] - 1
            if self.items[at].node == c:
                return at
            i = (i + 1) & mask
        if self.size == self.capacity:
            self.capacity = 2 * self.capacity + 64
            grown = <Holder*>PyMem_Realloc(self.items, self.capacity * sizeof(Holder))
            if grown is NULL:
                raise MemoryError()
            self.items = grown
        self.items[self.size].node = c
        self.items[self.size].score = self.items[self.size].total = 0.0
        self.items[self.size].scored = False
        self.slots[i] = self.size + 1
        self.size += 1
        return self.size - 1

    cdef int _grow(self) except -1:
        cdef size_t bits = self.bits + 1 if self.slots is not NULL else 8
        cdef Py_ssize_t* slots = <Py_ssize_t*>PyMem_Calloc(<size_t>1 << bits, sizeof(Py_ssize_t))
        cdef Py_ssize_t at
        cdef size_t i, mask = ((<size_t>1) << bits) - 1
        if slots is NULL:
            raise MemoryError()
        PyMem_Free(self.slots)
        self.slots = slots
        self.bits = bits
        for at in range(self.size):
            i = self._home(self.items[at].node)
            while slots[i]:
                i = (i + 1) & mask
            slots[i] = at + 1
        return 0


cdef enum:
    _SCORED_LEVELS = 3  # len(signals._LEVEL_SHARES)


cdef double _LEVEL_SHARE[_SCORED_LEVELS]
_BlockFeatures = _types.BlockFeatures
cdef long long _EXACT = 2 ** 53  # whole numbers up to this are exact as doubles


_WORD_SEARCH = _signals._WORD.search
_norm = _signals._norm


cdef int _check_containers() except -1:
    if _signals._WORD.pattern != r"\w+" or _signals._WORD.flags != re.UNICODE:
        _refuse("signals._WORD")
    shares = _signals._LEVEL_SHARES
    if not isinstance(shares, tuple) or len(shares) != _SCORED_LEVELS:
        _refuse("signals._LEVEL_SHARES")
    for i in range(_SCORED_LEVELS):
        _LEVEL_SHARE[i] = shares[i]
    return 0


_check_containers()


cdef int _link_poor(object f) except -1:
    """``not f.link_density > 0.3`` (BlockFeatures.link_density without its frame)."""
    cdef long long length, links
    if type(f) is _BlockFeatures:
        length_value = f.text_length
        links_value = f.link_text_length
        if type(length_value) is int and type(links_value) is int:
            try:
                length = length_value
                links = links_value
            except OverflowError:
                return not (f.link_density > 0.3)
            if -_EXACT <= length <= _EXACT and -_EXACT <= links <= _EXACT:
                return not length or <double>links / <double>length <= 0.3
    return not (f.link_density > 0.3)


def main_containers(blocks, double share):
    """``signals.main_containers_reference(blocks, share)``: the parents' weights, scores
    and totals kept per node address, in the order the reference's dicts first meet the
    elements (the sums are whole numbers and quarters: exact in any order); None when an
    element is not lxml's or the elements are not all of one document."""
    cdef _Holders parents = _Holders()  # each block's parent, its blocks' weight in total
    cdef _Holders holders = _Holders()  # in the order the totals' dict meets them
    cdef Py_ssize_t at, i, level, rank = 0, best = -1, found = -1, ranks_capacity = 0
    cdef Py_ssize_t* ranks = NULL  # the order each holder was first scored in (-1: never)
    cdef xmlNode* c
    cdef double overall = 0.0, weight, need, found_total, best_score = 0.0
    cdef cetree._Document doc = None
    for block in blocks:
        element = block.element
        f = block.features
        if element is None or f.sentence_count == 0 or not _link_poor(f):
            continue
        if not isinstance(element, cetree._Element):
            return None
        if doc is None:
            doc = (<cetree._Element>element)._doc
        elif (<cetree._Element>element)._doc is not doc:
            return None
        weight = float(f.text_length)
        overall += weight
        c = _parent((<cetree._Element>element)._c_node)
        if c is not NULL:
            parents.items[parents.of(c)].total += weight
    try:
        for i in range(parents.size):
            weight = parents.items[i].total
            c = parents.items[i].node
            level = 0
            while c is not NULL:
                at = holders.of(c)
                if level < _SCORED_LEVELS:
                    if not holders.items[at].scored:
                        holders.items[at].scored = True
                        if holders.capacity > ranks_capacity:
                            ranks = _grown(ranks, holders.capacity)
                            ranks_capacity = holders.capacity
                        ranks[at] = rank
                        rank += 1
                    holders.items[at].score += weight * _LEVEL_SHARE[level]
                    level += 1
                holders.items[at].total += weight
                c = _parent(c)
        for at in range(holders.size):  # max(): the first of the highest, in scoring order
            if holders.items[at].scored and (
                best < 0
                or holders.items[at].score > best_score
                or (holders.items[at].score == best_score and ranks[at] < ranks[best])
            ):
                best, best_score = at, holders.items[at].score
        if overall:
            need = share * overall
            found_total = INFINITY
            for at in range(holders.size):  # _deepest_holding, in the totals' order
                if need <= holders.items[at].total < found_total:
                    found, found_total = at, holders.items[at].total
    finally:
        PyMem_Free(ranks)
    return (
        cetree.elementFactory(doc, holders.items[best].node) if best >= 0 else None,
        cetree.elementFactory(doc, holders.items[found].node) if found >= 0 else None,
    )


cdef Py_ssize_t* _grown(Py_ssize_t* ranks, Py_ssize_t capacity) except NULL:
    """``ranks`` grown to ``capacity`` entries.""" 
    cdef Py_ssize_t* grown = <Py_ssize_t*>PyMem_Realloc(ranks, capacity * sizeof(Py_ssize_t))
    if grown is NULL:
        raise MemoryError()  # ``ranks`` stays the caller's to free
    return grown


# ------------------------------------------------------------ the title block (page facts)

cdef extern from "Python.h":
    bint _is_ascii "PyUnicode_IS_ASCII" (object text)
    const unsigned char* _ascii_data "PyUnicode_1BYTE_DATA" (object text)


cdef inline bint _ascii_word_char(unsigned char c) noexcept nogil:
    """``\\w`` on an ASCII character."""
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == 95


cdef int _ascii_key_matches(str text, str title_key) except -1:
    """For an ASCII ``text``: ``key == title_key or (len(key) >= 10 and key in title_key)``
    for its key ``_norm(text)`` (its ``\\w`` characters lowered, as casefold lowers ASCII).
    A key longer than ``title_key`` is neither, and is not made."""
    cdef const unsigned char* data = _ascii_data(text)
    cdef Py_ssize_t n = len(text), i, count = 0, limit = len(title_key)
    cdef bytearray key
    cdef unsigned char c
    for i in range(n):
        if _ascii_word_char(data[i]):
            count += 1
            if count > limit:
                return False
    if count == 0:
        return False  # "" is not a non-empty title key, and shorter than 10
    key = bytearray(count)
    count = 0
    for i in range(n):
        c = data[i]
        if _ascii_word_char(c):
            key[count] = c + 32 if 65 <= c <= 90 else c
            count += 1
    found = key.decode("ascii")
    return found == title_key or (count >= 10 and found in title_key)


def title_block(blocks, str title_key):
    """``signals._title_block_reference(blocks, title_key)``: an ASCII text's key compared
    in C (lower-casing is its case folding there; a key that holds the title key's
    first-word test passes it), another text by the reference's own steps."""
    cdef Py_ssize_t pos = 0
    if not title_key:
        return -1
    for block in blocks:
        if block.features.text_length < 400:
            text = block.text
            if type(text) is str and _is_ascii(text):
                if _ascii_key_matches(text, title_key):
                    return pos
                pos += 1
                continue
            folded = text.casefold()
            first = _WORD_SEARCH(folded)
            if first is None or first[0] not in title_key:
                pos += 1
                continue
            key = _word_chars(folded) if type(folded) is str else _norm(text)
            if key == title_key or (len(key) >= 10 and key in title_key):
                return pos
        pos += 1
    return -1


cdef str _word_chars(str folded):
    """``"".join(_WORD.findall(folded))``: the ``\\w`` characters of ``folded`` in order
    (``_norm`` of a text whose ``casefold()`` is ``folded``), made as the smallest kind
    of ``str`` that holds them, as every ``str`` is."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(folded), i, kept = 0
    cdef int kind = PyUnicode_KIND(folded), out_kind
    cdef const void* data = PyUnicode_DATA(folded)
    cdef void* out
    cdef Py_UCS4 c, widest = 0
    for i in range(n):
        c = PyUnicode_READ(kind, data, i)
        if _uword(c):
            kept += 1
            if c > widest:
                widest = c
    if kept == n:
        return folded
    found = PyUnicode_New(kept, widest)
    out_kind = PyUnicode_KIND(found)
    out = PyUnicode_DATA(found)
    kept = 0
    for i in range(n):
        c = PyUnicode_READ(kind, data, i)
        if _uword(c):
            PyUnicode_WRITE(out_kind, out, kept, c)
            kept += 1
    return found


def word_chars(str folded):
    """:func:`_word_chars` (for the tests)."""
    return _word_chars(folded)


# ------------------------------------------------------------ the comment header (page facts)

from cpython.unicode cimport Py_UNICODE_ISALNUM, Py_UNICODE_ISDIGIT

_is_comment_header = _signals.is_comment_header

cdef enum:
    _MAX_NODES = 30  # one-character items of COMMENT_PHRASES' openings (bits of a mask)
    _KNOWN = 1 << 31  # in _WIDE_MASK: the character was looked at
    _OPENS_WORD = 1 << 30  # in a mask: a word starting with it may fold to a comment word

# For a character: bit i of its mask when it matches the opening item i (see
# phrase_openings), and _OPENS_WORD; ASCII read at import, other BMP characters when
# first met (memoised: a function of the character), characters past the BMP match all.
cdef unsigned int _ASCII_MASK[128]
cdef unsigned int _WIDE_MASK[65536]
cdef unsigned int _ENDS = 0  # the items a match may read alone (then what follows is not read)
cdef unsigned int _FOLLOW[_MAX_NODES]  # per item, the items that may read the next character
cdef list _NODES = []  # each item as a pattern of one character
# One pattern asking every item at once: group k + 1 is set when item k fullmatches a
# character (each item and the end in a lookahead with an empty alternative, so every
# one is tried).
cdef object _ALL_NODES = None
cdef frozenset _WORD_PREFIXES = frozenset()  # every prefix of every comment word ("" too)
cdef list _ASCII_WORDS = []  # the comment words made of ASCII characters, as bytes
cdef Py_ssize_t _LONGEST_WORD = 0


def phrase_openings(pattern):
    """(items, openings) of ``pattern`` (``^`` then the items): the one-character items
    (as patterns) a match may read as its first and second characters, and the openings
    as tuples of their indexes, shorter than two where a match may end or goes on with
    an item not read here (``\\b``). None when an item met is not a literal, ``\\d``,
    ``\\s``, a group, an alternation or a repeat of one such character."""
    from re import _constants as sre, _parser

    items = list(_parser.parse(pattern.pattern, pattern.flags))
    if pattern.flags & re.MULTILINE or not items or items[0] != (sre.AT, sre.AT_BEGINNING):
        return None  # ^ is then the start of any line
    found = _openings(items[1:], 2, sre)
    if found is None or () in found:
        return None
    nodes = sorted({node for opening in found for node in opening})
    index = {node: k for k, node in enumerate(nodes)}
    return nodes, sorted({tuple(index[node] for node in opening) for opening in found})


def _single(op, value, sre):
    """The item as a pattern of one character, None when it is not one read here."""
    if op is sre.LITERAL:
        return re.escape(chr(value))
    categories = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_SPACE: r"\s"}
    if op is sre.IN and len(value) == 1 and value[0][0] is sre.CATEGORY:
        return categories.get(value[0][1])
    return None


def _openings(items, k, sre):
    """The openings (tuples of up to ``k`` one-character patterns) of a match of the
    parsed ``items``; None when an item is not read here."""
    if k == 0 or not items:
        return [()]
    (op, value), rest = items[0], items[1:]
    one = _single(op, value, sre)
    if one is not None:
        tails = _openings(rest, k - 1, sre)
        return None if tails is None else [(one, *tail) for tail in tails]
    if op is sre.SUBPATTERN and not value[1] and not value[2]:
        return _openings(list(value[3]) + rest, k, sre)
    if op is sre.BRANCH:
        found = []
        for branch in value[1]:
            more = _openings(list(branch) + rest, k, sre)
            if more is None:
                return None
            found += more
        return found
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and len(value[2]) == 1:
        low, high, sub = value
        if _single(*sub[0], sre) is None:
            return None
        if high == 0:
            return _openings(rest, k, sre)
        left = high if high == sre.MAXREPEAT else high - 1
        again = [(op, (max(low - 1, 0), left, sub))] if left else []
        found = _openings([sub[0], *again, *rest], k, sre)
        if low == 0 and found is not None:  # or none of them
            skipped = _openings(rest, k, sre)
            found = None if skipped is None else found + skipped
        return found
    if op is sre.AT and value is sre.AT_BOUNDARY:
        return [()]
    return None


cdef int _check_comment_header() except -1:
    """Read the opening items from ``COMMENT_PHRASES`` and the words ``COMMENT_WORDS``."""
    global _ENDS, _LONGEST_WORD
    read = phrase_openings(_signals.COMMENT_PHRASES)
    if read is None or len(read[0]) > _MAX_NODES:
        _refuse("COMMENT_PHRASES is not read here")
    nodes, openings = read
    global _ALL_NODES, _WORD_PREFIXES
    _NODES[:] = [re.compile(node, _signals.COMMENT_PHRASES.flags) for node in nodes]
    _ALL_NODES = re.compile(
        "".join(f"(?=({node})\\Z|)" for node in nodes), _signals.COMMENT_PHRASES.flags
    )
    for k in range(_MAX_NODES):
        _FOLLOW[k] = 0
    _ENDS = 0
    for opening in openings:
        if len(opening) == 1:
            _ENDS |= 1 << opening[0]
        else:
            _FOLLOW[opening[0]] |= 1 << opening[1]
    words = _signals.COMMENT_WORDS
    if not all(isinstance(w, str) and w for w in words):
        _refuse("COMMENT_WORDS")
    _ASCII_WORDS[:] = [w.encode() for w in words if w.isascii()]
    _WORD_PREFIXES = frozenset(w[:i] for w in words for i in range(len(w) + 1))
    _LONGEST_WORD = max(map(len, words))
    for code in range(128):
        _ASCII_MASK[code] = _mask_of(code)
    for code in range(65536):
        _WIDE_MASK[code] = 0
    return 0


cdef unsigned int _mask_of(Py_UCS4 c) except? 0:
    """The opening items ``chr(c)`` matches, and _OPENS_WORD when a comment word starts
    with its ``casefold()``: :func:`opening_mask_reference` asked in one match of
    ``_ALL_NODES`` and one look-up of the words' prefixes."""
    cdef unsigned int mask = 0
    cdef int k = 0
    ch = chr(c)
    for group in _ALL_NODES.match(ch).groups():
        if group is not None:
            mask |= 1u << k
        k += 1
    if ch.casefold() in _WORD_PREFIXES:
        mask |= _OPENS_WORD
    return mask


def opening_mask_reference(str ch):
    """The mask of one character item by item (for the tests): bit k when ``_NODES[k]``
    fullmatches ``ch``, and _OPENS_WORD when a comment word starts with its casefold."""
    mask = 0
    for k, node in enumerate(_NODES):
        if node.fullmatch(ch):
            mask |= 1 << k
    folded = ch.casefold()
    if any(word.startswith(folded) for word in _signals.COMMENT_WORDS):
        mask |= _OPENS_WORD
    return mask


def opening_mask(str ch):
    """:func:`_mask_of` of one character (for the tests)."""
    return _mask_of(ord(ch))


_check_comment_header()


cdef inline unsigned int _mask(Py_UCS4 c) except? 0:
    """:func:`_mask_of`, memoised; every bit past the BMP."""
    if c < 128:
        return _ASCII_MASK[c]
    if c >= 65536:
        return 0xFFFFFFFF
    if not _WIDE_MASK[c] & _KNOWN:
        _WIDE_MASK[c] = _mask_of(c) | _KNOWN
    return _WIDE_MASK[c]


cdef inline bint _uword(Py_UCS4 c) noexcept:
    """``\\w``: ``str.isalnum()`` or "_"."""
    return Py_UNICODE_ISALNUM(c) or c == 95


cdef bint _may_open_phrase(str text, int kind, const void* data, Py_ssize_t n) except -1:
    """False only when ``COMMENT_PHRASES`` cannot match ``text.strip()``: its first two
    characters are no opening of the pattern."""
    cdef Py_ssize_t i = 0, k
    cdef unsigned int first, second
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i)):
        i += 1
    if i == n:
        return False
    first = _mask(PyUnicode_READ(kind, data, i)) & ~(_KNOWN | _OPENS_WORD)
    if first & _ENDS:
        return True
    if first == 0 or i + 1 == n:
        return False
    second = _mask(PyUnicode_READ(kind, data, i + 1))
    for k in range(_MAX_NODES):
        if (first >> k) & 1 and _FOLLOW[k] & second:
            return True
    return False


cdef bint _may_open_word(str text, int kind, const void* data, Py_ssize_t n) except -1:
    """False only when the first ``\\w+`` word of ``text`` that is not a number
    (``_first_word``) does not case-fold to one of ``COMMENT_WORDS``: none, longer than
    any of them (``casefold()`` never shortens), an ASCII word that lowered is none of
    them, or a word whose first character's fold opens none of them."""
    cdef Py_ssize_t i = 0, begin, k
    cdef Py_UCS4 c
    cdef bint number, ascii
    cdef const unsigned char* word
    while i < n:
        while i < n and not _uword(PyUnicode_READ(kind, data, i)):
            i += 1
        begin = i
        number = ascii = True
        while i < n:
            c = PyUnicode_READ(kind, data, i)
            if not _uword(c):
                break
            number = number and Py_UNICODE_ISDIGIT(c)
            ascii = ascii and c < 128
            i += 1
        if i == begin or number:
            continue
        if i - begin > _LONGEST_WORD:
            return False
        if not ascii:
            return (_mask(PyUnicode_READ(kind, data, begin)) & _OPENS_WORD) != 0
        for listed in _ASCII_WORDS:
            if len(<bytes>listed) != i - begin:
                continue
            word = <bytes>listed
            k = 0
            while k < i - begin and word[k] == _lower_ascii(<unsigned int>PyUnicode_READ(kind, data, begin + k)):
                k += 1
            if k == i - begin:
                return True
        return False
    return False


cdef inline unsigned int _lower_ascii(unsigned int c) noexcept:
    return c + 32 if 65 <= c <= 90 else c


cdef bint may_be_comment_header(str text) except -1:
    """False only when ``is_comment_header(text)`` is (a text of 60 characters or fewer):
    neither :func:`_may_open_phrase` nor :func:`_may_open_word`."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef const void* data = PyUnicode_DATA(text)
    return _may_open_phrase(text, kind, data, n) or _may_open_word(text, kind, data, n)


def may_be_header(str text):
    """:func:`may_be_comment_header` (for the tests)."""
    return may_be_comment_header(text)


def comment_header(blocks):
    """``signals._comment_header_reference(blocks)``: ``is_comment_header`` is asked only
    of the short texts :func:`may_be_comment_header` passes."""
    cdef Py_ssize_t count = len(blocks), pos
    cdef Py_ssize_t first = int(count * 0.2) + 1  # as the reference computes it
    cdef int opens  # 1: its first word may be a comment word; 0: only a phrase may match
    not_headers = set()  # the page's texts already read
    for pos in range(first, count):
        text = blocks[pos].text
        if len(text) > 60:
            continue
        opens = 1
        if type(text) is str:
            opens = _header_opening(text)
            if opens < 0:
                continue
        if text in not_headers:
            continue
        if (_is_comment_header(text) if opens else _PHRASE_SEARCH(text.strip()) is not None):
            return pos
        not_headers.add(text)
    return -1


_PHRASE_SEARCH = _signals.COMMENT_PHRASES.search


cdef int _header_opening(str text) except -2:
    """:func:`may_be_comment_header` told apart: -1 when it refuses ``text``; 0 when
    only :func:`_may_open_phrase` passes it, so that ``is_comment_header``'s first test
    (its first word a comment word) is False and its answer is the phrase search's; 1
    when :func:`_may_open_word` passes it."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef const void* data = PyUnicode_DATA(text)
    if _may_open_word(text, kind, data, n):
        return 1
    return 0 if _may_open_phrase(text, kind, data, n) else -1


def header_opening(str text):
    """:func:`_header_opening` (for the tests)."""
    return _header_opening(text)


# ------------------------------------------------------------ post13: the thread rules' climbs
# headed_posts' boxes (``_item_places_reference``) and header paths (``_path_reference``),
# climbed over libxml2's nodes instead of lxml's proxies.

cdef inline Py_ssize_t _place_of(xmlNode** items, Py_ssize_t count, xmlNode* c,
                                 Py_ssize_t* last) noexcept nogil:
    """The position of ``c`` among ``items``, or -1; searched from ``last`` (where the
    previous element's item was: a page's elements mostly come in order) and kept there."""
    cdef Py_ssize_t i
    for i in range(last[0], count):
        if items[i] == c:
            last[0] = i
            return i
    for i in range(last[0]):
        if items[i] == c:
            last[0] = i
            return i
    return -1


cdef inline xmlNode* _proxy_node(object element) noexcept:
    """The node of an lxml element proxy (of any node type), or NULL."""
    if not isinstance(element, cetree._Element):
        return NULL
    return (<cetree._Element>element)._c_node


def item_places(parent, tag, elements):
    """``headed_posts._item_places_reference(parent, tag, elements)``: each element
    climbed by lxml's ``getparent()`` to its child of ``parent``, looked up among the
    children of ``tag`` (element nodes whose ``el.tag`` is ``tag``). None (Python's to
    answer) for a parent that is not an lxml element node, a tag that is not a str or an
    element that is not lxml's."""
    cdef xmlNode* top = _element_node(parent)
    cdef xmlNode* c
    cdef xmlNode* up
    cdef xmlNode** items
    cdef Py_ssize_t count = 0, size = 0, last = 0, place
    if top is NULL or type(tag) is not str:
        return None
    c = _first_child(top)
    while c is not NULL:
        size += 1
        c = _next_sibling(c)
    items = <xmlNode**>PyMem_Calloc(size + 1, sizeof(xmlNode*))
    if items is NULL:
        raise MemoryError()
    try:
        c = _first_child(top)
        while c is not NULL:
            if c.type == tree.XML_ELEMENT_NODE and _tag(c) == tag:
                items[count] = c
                count += 1
            c = _next_sibling(c)
        found = []
        for element in elements:
            if element is None:
                found.append(-1)
                continue
            c = _proxy_node(element)
            if c is NULL:
                return None
            place = -1
            while c is not NULL:
                up = _parent(c)
                if up == top:
                    place = _place_of(items, count, c, &last)
                    break
                c = up
            found.append(place)
        return found
    finally:
        PyMem_Free(items)


cdef inline bint _ascii_space(unsigned char b) noexcept nogil:
    """``str.isspace`` of an ASCII character (tab to carriage return, 0x1c to 0x1f, space)."""
    return b == 32 or 9 <= b <= 13 or 28 <= b <= 31


cdef object _class_words(xmlNode* c):
    """``" ".join(sorted(_DIGITS.sub("", w) for w in (el.get("class") or "").split()))``
    (``headed_posts._path_reference``'s step) for a class of one ASCII text node; None
    (Python's to answer) for any other."""
    cdef const unsigned char* value
    cdef unsigned char* kept
    cdef Py_ssize_t n = 0, i, start, size
    cdef bint plain = True
    cdef xmlAttr* a = _plain_attribute(c, "class")
    if a is NULL:
        return ""
    value = <const unsigned char*>_plain_value(a)
    if value is NULL:
        return None
    while value[n] != 0:
        if value[n] >= 128:
            return None
        if _ascii_space(value[n]) or 48 <= value[n] <= 57:
            plain = False
        n += 1
    if plain:  # one word, no digit: the value itself
        return (<const char*>value)[:n].decode("ascii")
    kept = <unsigned char*>PyMem_Calloc(n + 1, 1)
    if kept is NULL:
        raise MemoryError()
    try:
        words = []
        i = 0
        while i < n:
            while i < n and _ascii_space(value[i]):
                i += 1
            if i >= n:
                break
            size = 0
            while i < n and not _ascii_space(value[i]):
                if not 48 <= value[i] <= 57:
                    kept[size] = value[i]
                    size += 1
                i += 1
            words.append((<const char*>kept)[:size].decode("ascii"))
        words.sort()
        return " ".join(words)
    finally:
        PyMem_Free(kept)


def class_path(box, element):
    """``headed_posts._path_reference(box, element)``: the tags and class words from
    ``box`` (exclusive) down to ``element``, climbed by lxml's ``getparent()``. None
    (Python's to answer) for an element that is not lxml's, a document whose DTD may
    declare a default class, a node on the way that is not an element, or a class that
    :func:`_class_words` leaves to Python."""
    cdef xmlNode* c = _lxml_node(element)
    cdef xmlNode* top = _proxy_node(box)
    if c is NULL:
        return None
    steps = []
    while c is not NULL and c != top:
        if c.type != tree.XML_ELEMENT_NODE:
            return None
        words = _class_words(c)
        if words is None:
            return None
        steps.append((_tag(c), words))
        c = _parent(c)
    steps.reverse()
    return tuple(steps)


def with_items(group, items):
    """``page_kind._with_items_reference(group, items)``: each copy made as :func:`_group`
    makes a ``RepeatGroup`` (``dataclasses.replace`` calls the class with every field);
    None (Python's to answer) for a group of another class."""
    cls = _page_kind.RepeatGroup
    if type(group) is not cls:
        return None
    measures = (
        group.count,
        group.page_share,
        group.sentence_share,
        group.link_density,
        group.blocks_per_item,
        group.ident,
    )
    return [_group(cls, measures, item) for item in items]


def candidates(dated, Py_ssize_t max_depth, Py_ssize_t least):
    """``headed_posts._candidates_reference(dated)`` (``max_depth``: its
    ``MAX_HEADER_DEPTH``; ``least``: ``MIN_POSTS``) climbed over libxml2's nodes by
    lxml's ``getparent()``, a proxy made only for each candidate. None (Python's to
    answer) for an element that is not lxml's, elements of two documents or a child
    that is not an element node."""
    cdef xmlNode* c
    cdef xmlNode* child
    cdef xmlNode* parent
    cdef Py_ssize_t depth
    cdef cetree._Document doc = None
    children = {}  # each parent's address: its children's addresses, in the page's order
    for element in dated:
        c = _proxy_node(element)
        if c is NULL:
            return None
        if doc is None:
            doc = (<cetree._Element>element)._doc
        elif (<cetree._Element>element)._doc is not doc:
            return None
        child = c
        parent = _parent(c)
        depth = 0
        while parent is not NULL and depth < max_depth:
            below = children.get(<size_t>parent)
            if below is not None:
                below[<size_t>child] = None
                break  # the climb above ``parent`` was made from an earlier line
            children[<size_t>parent] = {<size_t>child: None}
            child = parent
            parent = _parent(parent)
            depth += 1
    found = []
    for address, below in children.items():
        if len(below) < least:
            continue
        tags = {}
        for held in below:
            child = <xmlNode*><size_t>held
            if child.type != tree.XML_ELEMENT_NODE:
                return None
            tag = _tag(child)
            tags[tag] = tags.get(tag, 0) + 1
        for tag, count in tags.items():
            if count >= least:
                found.append((cetree.elementFactory(doc, <xmlNode*><size_t>address), tag, count))
    found.sort(key=_minus_count)
    return found


def _minus_count(candidate):
    """The sort key of :func:`candidates`: the most children first (a stable sort)."""
    return -candidate[2]


def holders(elements, boxes, Py_ssize_t levels):
    """``deep_posts._holders_reference(elements, boxes)`` (``levels``: its
    ``MAX_POST_DEPTH``) climbed over libxml2's nodes by lxml's ``getparent()``; None
    (Python's to answer) for an element or a box that is not lxml's."""
    cdef xmlNode* c
    cdef Py_ssize_t depth, at
    place = {}
    for pos, box in enumerate(boxes):
        c = _proxy_node(box)
        if c is NULL:
            return None
        place[<size_t>c] = pos
    found = []
    for element in elements:
        if element is None:
            found.append(-1)
            continue
        c = _proxy_node(element)
        if c is NULL:
            return None
        at = -1
        depth = 0
        c = _parent(c)
        while c is not NULL:
            at = place.get(<size_t>c, -1)
            if at >= 0 or depth >= levels:
                break
            c = _parent(c)
            depth += 1
        found.append(at)
    return found


# ------------------------------------------------------------ the calendar forms' gate
#
# ``date_calendars._NEEDED`` is the definition: a class of characters and ranges written
# as themselves (no escapes, no negation, no flags), read from its pattern at import; the
# scan is refused (None) when the pattern is not so written. Every member lies past
# ``_NEEDED_LEAST``: a text of smaller characters (a one-byte string, mostly) holds none.

cdef Py_UCS4 _NEEDED_RANGES[128]  # low, high of each range
cdef int _NEEDED_COUNT = 0
cdef Py_UCS4 _NEEDED_LEAST = 0


cdef int _read_needed() except -1:
    global _NEEDED_COUNT, _NEEDED_LEAST
    pattern = _date_calendars._NEEDED
    text = pattern.pattern
    if pattern.flags & ~re.UNICODE or len(text) < 3 or text[0] != "[" or text[-1] != "]":
        return 0
    body = text[1:-1]
    pairs = []
    i = 0
    while i < len(body):
        if body[i] in "\\^[]-":
            return 0
        if i + 2 < len(body) and body[i + 1] == "-" and body[i + 2] not in "\\^[]-":
            pairs.append((ord(body[i]), ord(body[i + 2])))
            i += 3
        else:
            pairs.append((ord(body[i]), ord(body[i])))
            i += 1
    if not 0 < len(pairs) <= 64 or any(low > high for low, high in pairs):
        return 0
    for k, (low, high) in enumerate(pairs):
        _NEEDED_RANGES[2 * k] = low
        _NEEDED_RANGES[2 * k + 1] = high
    _NEEDED_LEAST = min(low for low, _ in pairs)
    _NEEDED_COUNT = len(pairs)
    return 0


_read_needed()


def needed_start(str text):
    """``date_calendars._NEEDED.search(text)``'s start, -1 for no match; None when the
    pattern is not a plain class (Python's to answer)."""
    cdef Py_ssize_t i, n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text), k
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_UCS4 c
    if _NEEDED_COUNT == 0:
        return None
    if kind == 1 and _NEEDED_LEAST > 255:  # a one-byte string
        return -1
    for i in range(n):
        c = PyUnicode_READ(kind, data, i)
        if c < _NEEDED_LEAST:
            continue
        for k in range(_NEEDED_COUNT):
            if _NEEDED_RANGES[2 * k] <= c <= _NEEDED_RANGES[2 * k + 1]:
                return i
    return -1
