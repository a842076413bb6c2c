# cython: language_level=3, boundscheck=False, initializedcheck=False
"""Segmentation's walk in C, over libxml2's nodes.

:func:`thresher.html.segment.segment_reference` is the definition: its
``etree.iterwalk`` loop and ``_Walk`` bookkeeping (path, owners, buffers,
lists, tables, links, bold, quotes, pre) are reproduced here step for step,
with the same Python objects for what leaves the walk (blocks, their
features, contexts, links and pieces). ``tests/test_compiled_walks.py`` holds
the two equal block by block (elements by identity) on the bundled pages,
hostile hand-made pages and samples of every shared dataset.

As ``iterwalk`` does, the walk visits elements (and entity references, which
send the tree to the reference) but not comments or instructions, whose tails
are therefore not read.

Three readers of the same nodes serve the decision stage: an image's decoration
(``decoration``, ``html.images``), the elements that name a block a caption
(``caption_names``, ``methods.auto.captions``) and the boxes a run of prose holds
(``dropped_boxes``, ``methods.auto.bridge_boxes``).
"""

include "_source.pxi"

from cpython.list cimport PyList_GET_SIZE
from cpython.mem cimport PyMem_Free, PyMem_Realloc
from cpython.ref cimport Py_INCREF, Py_XDECREF, PyObject
from cpython.tuple cimport PyTuple_GET_ITEM, PyTuple_New, PyTuple_SET_ITEM
from cpython.object cimport Py_EQ, PyObject_RichCompareBool, PyTypeObject
from cpython.unicode cimport Py_UCS1, Py_UNICODE_ISALNUM, Py_UNICODE_ISSPACE, PyUnicode_1BYTE_DATA, PyUnicode_GET_LENGTH
from cpython.unicode cimport Py_UNICODE_ISDECIMAL, Py_UNICODE_TODECIMAL
from libc.string cimport strlen

include "_nodes.pxi"

from thresher.html import text_measures as _feat
from thresher.html.images import _LAZY_SOURCES, _SOURCE_SETS, ICON_PIXELS, IN_PAGE_LINK, empty_link
from thresher.html.segment import (
    _HIDDEN_STYLE,
    _KINDS,
    _PLAIN,
    _STRUCTURE_TAGS,
    BOLD_TAGS,
    HEADINGS,
    INLINE_TAGS,
    SKIP_TAGS,
    Segmentation,
    _TableCount,
)
from thresher.types import Block, BlockContext, BlockFeatures, TableRef

import dataclasses
import types

# The walk builds its blocks as their dataclasses' __init__ would, field by field
# (the generated __init__ is Python, a third of a block's cost). It holds only for
# these fields and no __post_init__: anything else refuses the kernel (pure path).
_FIELDS = {
    Block: ("index", "path", "tag", "kind", "text", "features", "context", "links", "element",
            "pieces"),
    BlockFeatures: ("text_length", "link_text_length", "word_count", "punctuation_count",
                    "sentence_count", "depth", "heading_level", "in_link_only", "bold"),
    BlockContext: ("list_kinds", "item", "li_id", "table", "row", "cell", "quote", "src", "alt"),
    TableRef: ("id", "rows", "cols", "has_nested"),
}
for _cls, _names in _FIELDS.items():
    if (
        tuple(f.name for f in dataclasses.fields(_cls)) != _names
        or hasattr(_cls, "__post_init__")
        or not hasattr(_cls, "__slots__")
    ):
        raise ImportError(f"{_cls.__name__} is not the dataclass the segment kernel builds")


# Each field is written to its slot (the member descriptor's offset) as
# ``PyMember_SetOne`` does for a new object, without the attribute look-up.
cdef extern from "Python.h":
    ctypedef struct PyMemberDef:
        int type
        Py_ssize_t offset
        int flags
    ctypedef struct PyMemberDescrObject:
        PyMemberDef* d_member

cdef enum:
    _T_OBJECT_EX = 16  # structmember.h: an object slot, AttributeError when unset
    _READONLY = 1
    _MAX_FIELDS = 10
    B_BLOCK = 0
    B_FEATURES = 1
    B_CONTEXT = 2
    B_TABLE = 3

cdef Py_ssize_t _OFFSETS[4][_MAX_FIELDS]
cdef list _CLASSES = [Block, BlockFeatures, BlockContext, TableRef]


cdef int _read_offsets() except -1:
    cdef PyMemberDef* member
    for which, cls in enumerate(_CLASSES):
        for i, name in enumerate(_FIELDS[cls]):
            slot = cls.__dict__.get(name)
            if type(slot) is not types.MemberDescriptorType or i >= _MAX_FIELDS:
                raise ImportError(f"{cls.__name__}.{name} is not a slot the segment kernel writes")
            member = (<PyMemberDescrObject*>slot).d_member
            if member.type != _T_OBJECT_EX or member.flags & _READONLY:
                raise ImportError(f"{cls.__name__}.{name} is not a slot the segment kernel writes")
            _OFFSETS[which][i] = member.offset
    return 0


_read_offsets()
if _FIELDS[TableRef][1:] != ("rows", "cols", "has_nested"):
    raise ImportError("the segment kernel completes a TableRef's counts by position")


cdef extern from "Python.h":
    ctypedef struct _TupleObject "PyTupleObject":
        PyObject* ob_item[1]


cdef object _build(int which, tuple values):
    """``cls(*values)`` for the slotted dataclasses above."""
    return _build_from(which, (<_TupleObject*><PyObject*>values).ob_item, len(values))


cdef object _build_from(int which, PyObject** values, Py_ssize_t n):
    """``cls(*values[:n])`` (the values borrowed): allocate, then fill each slot."""
    cdef Py_ssize_t i
    found = _generic_alloc(<PyTypeObject*>_CLASSES[which], 0)
    for i in range(n):
        Py_INCREF(<object>values[i])
        (<PyObject**>((<char*><PyObject*>found) + _OFFSETS[which][i]))[0] = values[i]
    if which != B_BLOCK:
        _untrack(found)
    return found


cdef int _complete_table(object ref, object count) except -1:
    """Write ``count.ref()``'s rows, cols and has_nested into ``ref``, the TableRef ``_build``
    made for the table while it was walked (no one else holds it yet): what
    ``segment._with_table`` gives each block of the table, without a new context and block."""
    cdef Py_ssize_t i
    cdef PyObject** slot
    whole = count.ref()
    if type(whole) is not TableRef:
        raise TypeError("_TableCount.ref() is not a TableRef")
    for i in range(1, 4):  # rows, cols, has_nested
        value = <object>(<PyObject**>((<char*><PyObject*>whole) + _OFFSETS[B_TABLE][i]))[0]
        slot = <PyObject**>((<char*><PyObject*>ref) + _OFFSETS[B_TABLE][i])
        Py_INCREF(value)
        Py_XDECREF(slot[0])
        slot[0] = <PyObject*>value
    return 0


# What a tag is to the walk, one bit each (``break_tags`` varies by call).
cdef enum:
    T_SKIP = 1 << 0
    T_BREAK = 1 << 1
    T_INLINE = 1 << 2
    T_IMG = 1 << 3
    T_LIST = 1 << 4  # ul, ol, menu
    T_OL = 1 << 5
    T_LI = 1 << 6
    T_TABLE = 1 << 7
    T_TR = 1 << 8
    T_CELL = 1 << 9  # td, th
    T_QUOTE = 1 << 10
    T_PRE = 1 << 11
    T_LINK = 1 << 12
    T_BOLD = 1 << 13
    T_STRUCTURE = 1 << 14
    T_ITEM = 1 << 15  # li, td, th, dd, dt: a block kind an owner passes on
    T_CONTEXT = T_LIST | T_LI | T_TABLE | T_TR | T_CELL | T_QUOTE  # what a context reads

_ITEM_KINDS = frozenset(["li", "td", "th", "dd", "dt"])


cdef int _tag_bits(str tag, frozenset break_tags) except -1:
    cdef int bits = 0
    if tag in SKIP_TAGS:
        bits |= T_SKIP
    if tag in break_tags:
        bits |= T_BREAK
    if tag in INLINE_TAGS:
        bits |= T_INLINE
    if tag == "img":
        bits |= T_IMG
    if tag in _ITEM_KINDS:
        bits |= T_ITEM
    if tag in _STRUCTURE_TAGS:
        bits |= T_STRUCTURE
        if tag in ("ul", "ol", "menu"):
            bits |= T_LIST
            if tag == "ol":
                bits |= T_OL
        elif tag == "li":
            bits |= T_LI
        elif tag == "table":
            bits |= T_TABLE
        elif tag == "tr":
            bits |= T_TR
        elif tag in ("td", "th"):
            bits |= T_CELL
        elif tag == "blockquote":
            bits |= T_QUOTE
        elif tag == "pre":
            bits |= T_PRE
        elif tag == "a":
            bits |= T_LINK
        elif tag in BOLD_TAGS:
            bits |= T_BOLD
    return bits


cdef extern from "Python.h":
    void _untrack "PyObject_GC_UnTrack" (object found)
    bint _is_tracked "PyObject_GC_IsTracked" (object found)
    bint _is_ascii "PyUnicode_IS_ASCII" (object text)
    object _generic_alloc "PyType_GenericAlloc" (PyTypeObject* cls, Py_ssize_t items)
    ctypedef struct _ListObject "PyListObject":
        PyObject** ob_item
    void _set_size "Py_SET_SIZE" (object items, Py_ssize_t size)


# What the collector need not watch. A cycle through an object must pass through the
# objects it holds; it is untracked only when nothing it holds can lead back to it:
# - a tuple of str (a link, the block's links) or of a proxy and a str (a piece, the
#   block's pieces): tuples cannot be changed, so only the proxy could lead back;
# - an lxml proxy of lxml's own ``_Element`` class (the tree of ``parse``'s parser): it
#   holds only its document and its tag name (a str), has no ``__dict__`` to put
#   anything in, and its document holds only the parser (no Python object of the page
#   refers back through it; a user would have to register, on the page's parser, a
#   resolver holding one of its elements, and then that page would stay in memory, not
#   crash). A proxy of any other class (``lxml.html``'s, a user's ``ElementBase``) can
#   hold attributes, so it stays tracked, and so do the tuples holding it.
# The end-of-page scan of the young objects then walks the blocks, not each proxy and
# tuple they hold (three quarters of what the page leaves alive).
cdef inline bint _untrack_proxy(object proxy) noexcept:
    """Untrack an lxml proxy of the plain element class; True when it was."""
    if type(proxy) is cetree._Element:
        _untrack(proxy)
        return True
    return False


cdef object _block(PyObject** values, object owner, object pieces):
    """``Block(*values)``, untracked when nothing it holds can lead back to it: its
    owner is None or an untracked proxy (``_untrack_proxy``) and its pieces are untracked
    (every proxy in them is). Its text, path, tag and kind are str, its features and
    context are untracked and hold only numbers, flags, str, tuples of str and an
    untracked TableRef, its links are pairs of str. A block is read, never changed
    (:class:`~thresher.types.Block`), so it stays so; the end-of-page scan of the young
    objects then walks neither the blocks nor what they hold."""
    found = _build_from(B_BLOCK, values, 10)
    if (owner is None or not _is_tracked(owner)) and not _is_tracked(pieces):
        _untrack(found)
    return found


cdef tuple _untracked_tuple(list items):
    """``tuple(items)``, untracked when no item is tracked. A tuple cannot be changed, so
    a cycle through it passes through an item; an untracked item is one nothing it holds
    leads back from (``_block``), so neither can the tuple. The collector never does this
    itself (it untracks a tuple only when its items are untracked tuples or not
    containers): a page's blocks tuple, which the Extraction keeps, would be walked, with
    every block it holds, by the first young scan after the page and by each older scan
    while the result lives."""
    found = tuple(items)
    for item in items:
        if _is_tracked(item):
            return found
    _untrack(found)
    return found


cdef inline int _clear(list items) except -1:
    """``items.clear()``, keeping the list's storage for the next buffer (``clear``
    frees it, and the buffer's appends grow it again from nothing)."""
    cdef Py_ssize_t i, n = PyList_GET_SIZE(items)
    cdef PyObject** found
    if n:
        found = (<_ListObject*><PyObject*>items).ob_item
        _set_size(items, 0)  # emptied first, as list_clear does, then the items released
        for i in range(n):
            Py_XDECREF(found[i])
    return 0


cdef inline bint _all_space(str text) noexcept:
    """``text.isspace()`` for a non-empty text."""
    cdef Py_UCS4 ch
    for ch in text:
        if not Py_UNICODE_ISSPACE(ch):
            return False
    return True


cdef str _new_gap():
    """A one-space str no other text is (not the interpreter's shared " ")."""
    gap = PyUnicode_New(1, 127)
    PyUnicode_1BYTE_DATA(gap)[0] = 32
    return gap


# What stands in ``buf`` for a text of ASCII whitespace outside ``pre``: every use of
# such a buffer collapses whitespace (``split``), where one space reads the same; a
# ``pre`` entered before the buffer is flushed has the texts read again (``flush``).
cdef str _GAP = _new_gap()


cdef inline bint _blank_run(xmlNode* c) noexcept:
    """The run of text nodes from ``c`` is one node of ASCII whitespace, not empty."""
    cdef xmlNode* first = _text_or_skip(c)
    cdef const unsigned char* s
    if first is NULL or first.content is NULL or first.content[0] == 0:
        return False
    if _text_or_skip(first.next) is not NULL:
        return False
    s = <const unsigned char*>first.content
    while _ASCII_SPACE[s[0]]:
        s += 1
    return s[0] == 0


# ------------------------------------------------------------ text measures
#
# ``text_measures.word_count``, ``punctuation_count`` and ``sentence_count`` in C.
# ASCII text: byte classes from text_measures' own tables. Other text: the same
# rules over code points, with ``\w`` and ``\s`` as ``re`` reads them
# (``Py_UNICODE_ISALNUM`` or ``_``; ``Py_UNICODE_ISSPACE``), the combining marks and
# the no-space scripts read from text_measures' own patterns, and punctuation from
# its ``_is_punct`` (each BMP character asked once). The sentence rule is
# SENTENCE_END (a terminator after a word character or closing mark, before space,
# a quote or closing bracket, or the end, or a script terminator), used only while
# that pattern is the one below; a pattern of another shape sends texts to Python.
cdef unsigned char _WORD[128]
cdef unsigned char _PUNCT[128]
cdef unsigned char _BEFORE_END[128]
cdef unsigned char _AFTER_END[128]
cdef unsigned char _ENDS[128]  # the ASCII terminators: . ! ?
_SENTENCE_PATTERN = (
    r"""[.!?…](?<=[\w)\]}’”>"'»][.!?…])(?=[\s"'’”»)\]]|$)|"""
    + f"[{_feat.SCRIPT_TERMINATORS}]"
)


cdef bint _init_ascii_tables() except -1:
    cdef int i
    for i in range(128):
        _WORD[i] = _feat._ASCII_WORD_OR_SPACE[i] != 32
        _PUNCT[i] = i in _feat._ASCII_PUNCTUATION
        _BEFORE_END[i] = _WORD[i] or chr(i) in ")]}>\"'"
        _AFTER_END[i] = chr(i).isspace() or chr(i) in "\"')]"
        _ENDS[i] = chr(i) in ".!?"
    return _feat.SENTENCE_END.pattern == _SENTENCE_PATTERN


ASCII_MEASURES = _init_ascii_tables()


cdef extern from *:
    """
    /* The ASCII classes of the measures as byte arithmetic (and, below, as SSE2 lane
       masks): word (\\w), punctuation (P* but "_"), terminator (. ! ?), before a
       terminator, after one. Used only while they equal the tables read from
       text_measures (_classes_hold). */
    static inline unsigned char thr_m_word(unsigned char c) {
        return ((unsigned char)(c - 48) < 10) | ((unsigned char)((c | 32) - 97) < 26)
               | (c == 95);
    }
    static inline unsigned char thr_m_punct(unsigned char c) {
        return (((unsigned char)(c - 0x21) < 15) & (c != 0x24) & (c != 0x2B))
               | (c == 0x3A) | (c == 0x3B) | (c == 0x3F) | (c == 0x40)
               | ((unsigned char)(c - 0x5B) < 3) | (c == 0x7B) | (c == 0x7D);
    }
    static inline unsigned char thr_m_end(unsigned char c) {
        return (c == 0x2E) | (c == 0x21) | (c == 0x3F);
    }
    static inline unsigned char thr_m_before(unsigned char c) {
        return thr_m_word(c) | (c == 0x29) | (c == 0x5D) | (c == 0x7D) | (c == 0x3E)
               | (c == 0x22) | (c == 0x27);
    }
    static inline unsigned char thr_m_after(unsigned char c) {
        return ((unsigned char)(c - 9) < 5) | ((unsigned char)(c - 28) < 5) | (c == 0x22)
               | (c == 0x27) | (c == 0x29) | (c == 0x5D);
    }
    /* the classes of byte c, one bit each, for the check against the tables */
    static int thresher_measure_classes(unsigned char c) {
        return thr_m_word(c) | thr_m_punct(c) << 1 | thr_m_end(c) << 2
               | thr_m_before(c) << 3 | thr_m_after(c) << 4;
    }
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    #define THRESHER_MEASURES_SSE2 1
    static inline __m128i thr_m_in(__m128i v, char first, char last) {
        /* lanes first..last (ASCII: a signed compare is the unsigned one) */
        return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8((char)(first - 1))),
                             _mm_cmplt_epi8(v, _mm_set1_epi8((char)(last + 1))));
    }
    static inline __m128i thr_m_is(__m128i v, char c) {
        return _mm_cmpeq_epi8(v, _mm_set1_epi8(c));
    }
    static inline __m128i thr_m_words(__m128i v) {
        return _mm_or_si128(
            _mm_or_si128(thr_m_in(v, 48, 57),
                         thr_m_in(_mm_or_si128(v, _mm_set1_epi8(32)), 97, 122)),
            thr_m_is(v, 95));
    }
    static inline __m128i thr_m_puncts(__m128i v) {
        __m128i low = _mm_andnot_si128(_mm_or_si128(thr_m_is(v, 0x24), thr_m_is(v, 0x2B)),
                                       thr_m_in(v, 0x21, 0x2F));
        __m128i mid = _mm_or_si128(_mm_or_si128(thr_m_is(v, 0x3A), thr_m_is(v, 0x3B)),
                                   _mm_or_si128(thr_m_is(v, 0x3F), thr_m_is(v, 0x40)));
        __m128i high = _mm_or_si128(thr_m_in(v, 0x5B, 0x5D),
                                    _mm_or_si128(thr_m_is(v, 0x7B), thr_m_is(v, 0x7D)));
        return _mm_or_si128(low, _mm_or_si128(mid, high));
    }
    #endif
    /* words, punctuation and sentence ends of the first characters of the n ASCII bytes
       at s, as the byte-a-step loop of _measures counts them, sixteen a step where SSE2
       is there (a count per byte lane, summed every 255 steps; a terminator's neighbours
       read one at a time): how many characters are counted (0: none; the caller counts
       the rest, each one after a character counted here) */
    static Py_ssize_t thresher_ascii_measures(const unsigned char* s, Py_ssize_t n,
                                              Py_ssize_t* out) {
        Py_ssize_t i = 1, k;
    #ifdef THRESHER_MEASURES_SSE2
        const __m128i zero = _mm_setzero_si128();
        if (i + 17 > n) return 0;
        out[0] = thr_m_word(s[0]);
        out[1] = thr_m_punct(s[0]);
        out[2] = 0;
        while (i + 17 <= n) {
            __m128i count_w = zero, count_p = zero, sums;
            int steps = 0;
            for (; i + 17 <= n && steps < 255; i += 16, steps++) {
                __m128i v = _mm_loadu_si128((const __m128i*)(s + i));
                __m128i before = _mm_loadu_si128((const __m128i*)(s + i - 1));
                unsigned int stops;
                count_w = _mm_sub_epi8(count_w,
                                       _mm_andnot_si128(thr_m_words(before), thr_m_words(v)));
                count_p = _mm_sub_epi8(count_p, thr_m_puncts(v));
                stops = (unsigned int)_mm_movemask_epi8(_mm_or_si128(
                    thr_m_is(v, 0x2E), _mm_or_si128(thr_m_is(v, 0x21), thr_m_is(v, 0x3F))));
                while (stops) {
                    k = i + __builtin_ctz(stops);
                    out[2] += thr_m_before(s[k - 1]) & thr_m_after(s[k + 1]);
                    stops &= stops - 1;
                }
            }
            sums = _mm_sad_epu8(count_w, zero);
            out[0] += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
            sums = _mm_sad_epu8(count_p, zero);
            out[1] += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
        }
        return i;
    #else
        return 0;
    #endif
    }
    """
    int _measure_classes "thresher_measure_classes" (unsigned char c) noexcept nogil
    Py_ssize_t _ascii_measures "thresher_ascii_measures" (
        const unsigned char* s, Py_ssize_t n, Py_ssize_t* out) noexcept nogil


cdef bint _classes_hold() noexcept:
    """The byte arithmetic's classes are the tables' on every ASCII character."""
    cdef int i
    for i in range(128):
        if _measure_classes(i) != (
            _WORD[i] | _PUNCT[i] << 1 | _ENDS[i] << 2 | _BEFORE_END[i] << 3 | _AFTER_END[i] << 4
        ):
            return False
    return True


cdef bint _CLASSES_HOLD = ASCII_MEASURES and _classes_hold()
CLASSES_HOLD = _CLASSES_HOLD  # ASCII texts are measured by the vectorised count


# What a BMP character is to the measures, one bit each (U_PUNCT_KNOWN: _is_punct asked).
cdef enum:
    U_MARK = 1  # a combining mark of the word pattern
    U_NO_SPACE = 2  # a character of the no-space scripts (each one a word)
    U_SCRIPT_END = 4  # a script terminator (a sentence end on its own)
    U_PUNCT_KNOWN = 8
    U_PUNCT = 16

cdef unsigned char _UNI[65536]
cdef int _uni_state = 0  # 0: tables not read yet, 1: ready, -1: Python measures other text


cdef list _class_ranges(str body):
    """The (first, last) code points of a character class body of ``a-b`` ranges, or None."""
    if len(body) % 3 or any(body[k] != "-" for k in range(1, len(body), 3)):
        return None
    found = [(ord(body[k]), ord(body[k + 2])) for k in range(0, len(body), 3)]
    return found if all(0x80 <= a <= b < 0x10000 for a, b in found) else None


cdef int _init_unicode() except -1:
    """Read the combining marks, no-space scripts and script terminators (first use)."""
    global _uni_state
    cdef Py_ssize_t first, last, code  # code points below 0x10000 (_class_ranges)
    cdef unsigned char bit
    word = _feat._word_pattern().pattern
    no_space = _feat._NO_SPACE_SCRIPT.pattern
    marks = _class_ranges(word[3:-2]) if word.startswith("[\\w") and word.endswith("]+") else None
    scripts = (
        _class_ranges(no_space[1:-1])
        if no_space.startswith("[") and no_space.endswith("]")
        else None
    )
    terminators = [ord(ch) for ch in _feat.SCRIPT_TERMINATORS]
    if (
        not ASCII_MEASURES
        or marks is None
        or scripts is None
        or not all(0x80 <= t < 0x10000 for t in terminators)
        or _feat._NOT_WORD_OR_SPACE.pattern != r"[^\w\s]"
    ):
        _uni_state = -1
        return 0
    for bit, ranges in ((U_MARK, marks), (U_NO_SPACE, scripts)):
        for first, last in ranges:
            for code in range(first, last + 1):
                _UNI[code] |= bit
    for code in terminators:
        _UNI[code] |= U_SCRIPT_END
    _uni_state = 1
    return 0


cdef inline bint _is_word(Py_UCS4 ch) noexcept:
    """``re``'s ``\\w`` on a str pattern."""
    return Py_UNICODE_ISALNUM(ch) or ch == 95


cdef unsigned char _ASCII_WORD[128]  # _is_word of each ASCII character


cdef int _init_ascii_word() except -1:
    cdef int i
    for i in range(128):
        _ASCII_WORD[i] = _is_word(i)
    return 0


_init_ascii_word()


cdef bint _is_punct(Py_UCS4 ch) except -1:
    """``text_measures._is_punct`` (Unicode category P*), remembered for the BMP."""
    if ch >= 0x10000:
        return bool(_feat._is_punct(chr(ch)))
    if not _UNI[ch] & U_PUNCT_KNOWN:
        _UNI[ch] |= U_PUNCT_KNOWN | (U_PUNCT if _feat._is_punct(chr(ch)) else 0)
    return _UNI[ch] & U_PUNCT != 0


cdef inline bint _before_end(Py_UCS4 ch) noexcept:
    """SENTENCE_END's look-behind class ``[\\w)\\]}’”>"'»]``."""
    return _is_word(ch) or ch in (0x29, 0x5D, 0x7D, 0x2019, 0x201D, 0x3E, 0x22, 0x27, 0xBB)


cdef inline bint _after_end(Py_UCS4 ch) noexcept:
    """SENTENCE_END's look-ahead class ``[\\s"'’”»)\\]]``."""
    return Py_UNICODE_ISSPACE(ch) or ch in (0x22, 0x27, 0x2019, 0x201D, 0xBB, 0x29, 0x5D)


cdef tuple _unicode_measures(str text):
    """:func:`_measures` of a text that is not ASCII (the tables read)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), i, words = 0, punct = 0, ends = 0
    cdef Py_UCS4 ch, prev = 0
    cdef unsigned char flags
    cdef bint in_word = False, word
    for i in range(n):
        ch = PyUnicode_READ(kind, data, i)
        flags = _UNI[ch] if ch < 0x10000 else 0
        word = _ASCII_WORD[ch] if ch < 128 else _is_word(ch)
        if flags & U_NO_SPACE:  # a word alone, and a break (word_count's substitution)
            words += 1
            in_word = False
        elif word or flags & U_MARK:
            if not in_word:
                words += 1
                in_word = True
        else:
            in_word = False
        if not word and not Py_UNICODE_ISSPACE(ch) and _is_punct(ch):
            punct += 1
        if flags & U_SCRIPT_END:
            ends += 1
        elif (
            (ch == 0x2E or ch == 0x21 or ch == 0x3F or ch == 0x2026)
            and i > 0
            and _before_end(prev)
            and (i + 1 == n or _after_end(PyUnicode_READ(kind, data, i + 1)))
        ):
            ends += 1
        prev = ch
    return words, punct, ends


cdef tuple _measures(str text):
    """(word_count, punctuation_count, sentence_count) of a block's text."""
    cdef Py_ssize_t n, i, start, words = 0, punct = 0, ends = 0
    cdef Py_ssize_t counts[3]
    cdef Py_UCS1* data
    cdef unsigned char word, was_word = 0
    if not (ASCII_MEASURES and _is_ascii(text)):
        if _uni_state == 0:
            _init_unicode()
        if _uni_state == 1:
            return _unicode_measures(text)
        return _feat.word_count(text), _feat.punctuation_count(text), _feat.sentence_count(text)
    n = PyUnicode_GET_LENGTH(text)
    data = PyUnicode_1BYTE_DATA(text)
    start = _ascii_measures(<const unsigned char*>data, n, counts) if _CLASSES_HOLD else 0
    if start:  # the first characters sixteen a step, the rest below
        words, punct, ends = counts[0], counts[1], counts[2]
        was_word = _WORD[data[start - 1]]
    for i in range(start, n):  # no branch on the characters but at a terminator
        word = _WORD[data[i]]
        words += word & ~was_word  # a word character after another character
        was_word = word
        punct += _PUNCT[data[i]]
        if (
            _ENDS[data[i]]
            and i > 0
            and _BEFORE_END[data[i - 1]]
            and (i + 1 == n or _AFTER_END[data[i + 1]])
        ):
            ends += 1
    return words, punct, ends


def collapse(list parts, Py_ssize_t first=0):
    """The walks' ``" ".join("".join(parts[first:]).split())`` (for the tests)."""
    return _collapse(parts, first)


def collapsed_length(list parts):
    """The walks' ``len(" ".join("".join(parts).split()))`` (for the tests)."""
    return _collapsed_length(parts)


def collapse_text(str text):
    """The walks' ``" ".join(text.split())`` of one text (for the tests)."""
    return _collapse_text(text)


def unicode_measures_in_c():
    """True when texts that are not ASCII are measured in C (text_measures' patterns read)."""
    if _uni_state == 0:
        _init_unicode()
    return _uni_state == 1


def measures(str text):
    """The three text measures as the walk computes them (for the tests)."""
    return _measures(text)


class _Declined(Exception):
    """The tree holds what the walk leaves to the reference (entity references)."""


cdef enum:
    PIECE_TAIL = 1  # the piece's attr is "tail" (else "text")
    PIECE_GAP = 2  # the piece stands in ``buf`` as ``_GAP``


cdef struct Open:
    xmlNode* node  # an open element, by depth
    int bits  # its tag's bits
    PyObject* prefix  # owned: ``"/".join(path[:depth + 1])`` once asked for, else NULL
    # owned: the last child's name and prefix made under this element, else NULL; a next
    # child of the same name has the same path (siblings' blocks share one str)
    PyObject* child_name
    PyObject* child_prefix


cdef extern from "Python.h":
    Py_UCS4 _max_char "PyUnicode_MAX_CHAR_VALUE" (object text)


cdef str _slash_join(str prefix, list names, Py_ssize_t first, Py_ssize_t size):
    """``"/".join([prefix] + names[first:size])`` (``prefix`` None: without it);
    ``names[first:size]`` is not empty."""
    cdef Py_ssize_t i, n, total = -1, at = 0
    cdef Py_UCS4 widest = 0
    cdef Py_UCS1* out
    if prefix is not None:
        total = PyUnicode_GET_LENGTH(prefix)
        widest = _max_char(prefix)
    for i in range(first, size):
        name = <str>names[i]
        total += 1 + PyUnicode_GET_LENGTH(name)
        widest = max(widest, _max_char(name))
    if widest > 255:  # names of two or four bytes a character: the str's own join
        return "/".join(([] if prefix is None else [prefix]) + names[first:size])
    found = PyUnicode_New(total, widest)
    out = PyUnicode_1BYTE_DATA(found)
    if prefix is not None:
        at = PyUnicode_GET_LENGTH(prefix)
        _nodes_memcpy(out, PyUnicode_1BYTE_DATA(prefix), at)
        out[at] = 47  # "/"
        at += 1
    for i in range(first, size):
        name = <str>names[i]
        n = PyUnicode_GET_LENGTH(name)
        _nodes_memcpy(out + at, PyUnicode_1BYTE_DATA(name), n)
        at += n
        if i + 1 < size:
            out[at] = 47
            at += 1
    return found


def slash_join(str prefix, list names, Py_ssize_t first, Py_ssize_t size):
    """The walk's ``"/".join([prefix] + names[first:size])`` (for the tests)."""
    return _slash_join(prefix, names, first, size)


cdef class _Walk:
    """``segment._Walk`` with C counters; its lists hold the same Python objects.

    The path and the owners are made lazily: ``path`` holds a name (``_segment_name``)
    per open element, None until a path that reaches it is asked for ("" for a
    skipped element, as in the reference); an owner is its depth, its proxy, tag and
    path made when a block or image asks for them (most break elements get no block).
    """

    cdef frozenset break_tags
    cdef Py_ssize_t max_depth
    cdef bint include_images
    cdef cetree._Document doc
    cdef dict bits_of
    cdef _Tags tags
    cdef list blocks, buf, link_buf, bold_buf, links, path
    cdef list lists, tables, counted, cell, open_links
    cdef list table_refs  # by table id: the TableRef its contexts hold (None: none yet)
    cdef bint has_text
    cdef object last_context
    cdef Py_ssize_t structure_version, context_version
    cdef Py_ssize_t quote_depth, pre_depth, link_depth, bold_depth, table_ids, li_ids
    cdef Open* open  # per open element, by depth
    cdef Py_ssize_t depth, capacity
    cdef Py_ssize_t* owner_depths  # per owner (``_Walk.owners``): its depth
    cdef Py_ssize_t owner_count, owner_capacity
    # ``buf_pieces`` as nodes and text/tail flags: a piece's (proxy, attr) tuple is
    # made with its block, never for the whitespace of a buffer that makes no block
    cdef xmlNode** piece_nodes
    cdef char* piece_tails  # per piece: PIECE_TAIL, PIECE_GAP (``_GAP`` in ``buf``)
    cdef Py_ssize_t piece_count, piece_capacity, gap_count

    def __cinit__(self):
        self.open = NULL
        self.depth = 0
        self.capacity = 0
        self.owner_depths = NULL
        self.owner_count = 0
        self.owner_capacity = 0
        self.piece_nodes = NULL
        self.piece_tails = NULL
        self.piece_count = 0
        self.piece_capacity = 0
        self.gap_count = 0

    def __dealloc__(self):
        cdef Py_ssize_t i
        for i in range(self.capacity):
            Py_XDECREF(self.open[i].prefix)
            Py_XDECREF(self.open[i].child_name)
            Py_XDECREF(self.open[i].child_prefix)
        PyMem_Free(self.open)
        PyMem_Free(self.owner_depths)
        PyMem_Free(self.piece_nodes)
        PyMem_Free(self.piece_tails)

    def __init__(self, cetree._Document doc, frozenset break_tags, Py_ssize_t max_depth,
                 bint include_images):
        self.doc = doc
        self.break_tags = break_tags
        self.max_depth = max_depth
        self.include_images = include_images
        self.bits_of = {}
        self.tags = _Tags()
        self.blocks = []
        self.buf = []
        self.link_buf = []
        self.bold_buf = []
        self.links = []
        self.path = []
        self.lists = []
        self.tables = []
        self.counted = []
        self.table_refs = []
        self.cell = []
        self.open_links = []
        self.has_text = False
        self.last_context = None
        self.structure_version = 0
        self.context_version = -1
        self.quote_depth = self.pre_depth = self.link_depth = self.bold_depth = 0
        self.table_ids = self.li_ids = 0

    cdef int push(self, xmlNode* c, int bits, str name) except -1:
        """An element is entered: ``path.append(name)``, its node and bits kept."""
        cdef Open* grown
        cdef Py_ssize_t i, capacity
        if self.depth == self.capacity:
            capacity = self.capacity * 2 + 64
            grown = <Open*>PyMem_Realloc(self.open, capacity * sizeof(Open))
            if grown is NULL:
                raise MemoryError()
            for i in range(self.capacity, capacity):
                grown[i].prefix = NULL
                grown[i].child_name = NULL
                grown[i].child_prefix = NULL
            self.open = grown
            self.capacity = capacity
        self.path.append(name)
        self.open[self.depth].node = c
        self.open[self.depth].bits = bits
        self.depth += 1
        return 0

    cdef int push_owner(self) except -1:
        """``owners.append(...)`` for the innermost open element."""
        cdef Py_ssize_t* grown
        if self.owner_count == self.owner_capacity:
            self.owner_capacity = self.owner_capacity * 2 + 64
            grown = <Py_ssize_t*>PyMem_Realloc(
                self.owner_depths, self.owner_capacity * sizeof(Py_ssize_t)
            )
            if grown is NULL:
                raise MemoryError()
            self.owner_depths = grown
        self.owner_depths[self.owner_count] = self.depth - 1
        self.owner_count += 1
        return 0

    cdef str joined(self, Py_ssize_t size):
        """``"/".join(path[:size])``, the names not made yet made now; kept as the
        prefix of the element at ``size - 1`` and of its parent, read on from the
        nearest prefix kept."""
        cdef Py_ssize_t i, start = size - 1
        cdef Found found
        cdef xmlNode* c
        if size <= 0:
            return ""
        while start >= 0 and self.open[start].prefix is NULL:
            start -= 1
        if start == size - 1:
            return <str>self.open[start].prefix
        for i in range(start + 1, size):  # the names before are made with the prefix
            if self.path[i] is None:
                c = self.open[i].node
                _find_attributes(c, &found)
                self.path[i] = _segment_name(self.tags.of(c), c, &found)
        prefix = <str>self.open[start].prefix if start >= 0 else None
        if start < size - 2:  # the parent's kept too: its other children read on from it
            prefix = _slash_join(prefix, self.path, start + 1, size - 1)
            Py_INCREF(prefix)
            self.open[size - 2].prefix = <PyObject*>prefix
        path = self.child_path(prefix, size - 1)
        Py_INCREF(path)
        self.open[size - 1].prefix = <PyObject*>path
        return path

    cdef str child_path(self, str prefix, Py_ssize_t at):
        """``_slash_join(prefix, path, at, at + 1)``: the parent's last child's path when
        that child had the same name, else made and kept as the parent's last child's."""
        cdef Open* parent
        name = <str>self.path[at]
        if at == 0:
            return _slash_join(prefix, self.path, at, at + 1)
        parent = &self.open[at - 1]
        if parent.child_name is not NULL and (
            parent.child_name == <PyObject*>name or <str>parent.child_name == name
        ):
            return <str>parent.child_prefix
        path = _slash_join(prefix, self.path, at, at + 1)
        Py_XDECREF(parent.child_name)
        Py_XDECREF(parent.child_prefix)
        Py_INCREF(name)
        Py_INCREF(path)
        parent.child_name = <PyObject*>name
        parent.child_prefix = <PyObject*>path
        return path

    cdef str owner_path(self):
        """The innermost owner's path (its ``"/".join(path)`` when it was entered)."""
        return self.joined(self.owner_depths[self.owner_count - 1] + 1)

    cdef int tag_bits(self, str tag) except -1:
        found = self.bits_of.get(tag)
        if found is not None:
            return found
        bits = _tag_bits(tag, self.break_tags)
        self.bits_of[tag] = bits
        return bits

    # ------------------------------------------------------------ text and blocks

    cdef int add_run(self, xmlNode* run, xmlNode* c, bint tail) except -1:
        """``_Walk.add`` of ``el.text`` (``run``: ``c.children``) or ``el.tail``
        (``c.next``): a text of ASCII whitespace outside ``pre`` is not decoded."""
        if not self.pre_depth and _blank_run(run):
            self.gap_count += 1
            return self.add(_GAP, c, PIECE_GAP | (PIECE_TAIL if tail else 0))
        text = _collect_text(run)
        if text:
            self.add(text, c, PIECE_TAIL if tail else 0)
        return 0

    cdef int add(self, str text, xmlNode* c, char flags) except -1:
        """``_Walk.add`` (``text`` is not empty; ``flags``: PIECE_TAIL when its attr is
        "tail", else "text"; PIECE_GAP when it is ``_GAP``)."""
        cdef xmlNode** grown
        cdef char* grown_tails
        if self.piece_count == self.piece_capacity:
            self.piece_capacity = self.piece_capacity * 2 + 64
            grown = <xmlNode**>PyMem_Realloc(
                self.piece_nodes, self.piece_capacity * sizeof(xmlNode*)
            )
            if grown is NULL:
                raise MemoryError()
            self.piece_nodes = grown
            grown_tails = <char*>PyMem_Realloc(self.piece_tails, self.piece_capacity)
            if grown_tails is NULL:
                raise MemoryError()
            self.piece_tails = grown_tails
        self.buf.append(text)
        self.piece_nodes[self.piece_count] = c
        self.piece_tails[self.piece_count] = flags
        self.piece_count += 1
        if not self.has_text and not flags & PIECE_GAP and not _all_space(text):
            self.has_text = True
        if self.link_depth:
            self.link_buf.append(text)
        if self.bold_depth:
            self.bold_buf.append(text)
        return 0

    cdef int flush(self) except -1:
        """``_Walk.flush``."""
        cdef str text
        if not self.piece_count:
            _clear(self.buf)
            return 0
        if self.has_text:
            if self.pre_depth and self.gap_count:
                self.read_gaps()
            text = "".join(self.buf).strip("\n\r ") if self.pre_depth else _collapse(self.buf)
            self.blocks.append(self.make_block(text))
            self.has_text = False
        _clear(self.buf)
        self.piece_count = 0
        self.gap_count = 0
        _clear(self.link_buf)
        _clear(self.bold_buf)
        _clear(self.links)
        return 0

    cdef int read_gaps(self) except -1:
        """Each ``_GAP`` in ``buf`` replaced by the text it stands for (a ``pre`` reads it)."""
        cdef Py_ssize_t i, piece = 0
        cdef xmlNode* c
        for i in range(PyList_GET_SIZE(self.buf)):
            if self.buf[i] is not _GAP:
                continue
            while not self.piece_tails[piece] & PIECE_GAP:
                piece += 1
            c = self.piece_nodes[piece]
            self.buf[i] = _collect_text(c.next if self.piece_tails[piece] & PIECE_TAIL else c.children)
            piece += 1
        self.gap_count = 0
        return 0

    cdef object make_block(self, str text):
        """``_Walk._make_block``."""
        cdef Py_ssize_t length = len(text), link_len, bold_len
        cdef xmlNode* c
        cdef tuple measured
        cdef PyObject* values[_MAX_FIELDS]  # the fields, borrowed from the names below
        cdef object length_value, link_value, depth, in_link_only, bold, index
        if self.owner_count:
            c = self.open[self.owner_depths[self.owner_count - 1]].node
            owner = cetree.elementFactory(self.doc, c)
            _untrack_proxy(owner)
            tag = self.tags.of(c)
            path = self.owner_path()
        else:
            owner, tag, path = None, "body", "body"
        link_len = _collapsed_length(self.link_buf)
        bold_len = _collapsed_length(self.bold_buf)
        heading = int(tag[1]) if tag in HEADINGS else 0
        measured = _measures(text)
        length_value = length
        link_value = min(link_len, length)
        depth = self.depth  # len(path) (in ``end``, the path still holds the element ended)
        in_link_only = link_len >= length
        bold = bold_len >= length
        values[0] = <PyObject*>length_value
        values[1] = <PyObject*>link_value
        values[2] = PyTuple_GET_ITEM(measured, 0)  # words, punctuation, sentences
        values[3] = PyTuple_GET_ITEM(measured, 1)
        values[4] = PyTuple_GET_ITEM(measured, 2)
        values[5] = <PyObject*>depth
        values[6] = <PyObject*>heading
        values[7] = <PyObject*>in_link_only
        values[8] = <PyObject*>bold
        features = _build_from(B_FEATURES, values, 9)
        index = len(self.blocks)
        kind = self.kind(tag)
        context = self.context("", "")
        links = tuple(self.links)
        if links:
            _untrack(links)  # (anchor, href) pairs of str, each untracked when made
        pieces = self.pieces()
        values[0] = <PyObject*>index
        values[1] = <PyObject*>path
        values[2] = <PyObject*>tag
        values[3] = <PyObject*>kind
        values[4] = <PyObject*>text
        values[5] = <PyObject*>features
        values[6] = <PyObject*>context
        values[7] = <PyObject*>links
        values[8] = <PyObject*>owner
        values[9] = <PyObject*>pieces
        return _block(values, owner, pieces)

    cdef tuple pieces(self):
        """``tuple(buf_pieces)``: each piece's (proxy, "text" or "tail"), untracked
        with its proxy (see ``_untrack_proxy``)."""
        cdef Py_ssize_t i
        cdef bint plain = True
        found = PyTuple_New(self.piece_count)
        for i in range(self.piece_count):
            el = cetree.elementFactory(self.doc, self.piece_nodes[i])
            piece = (el, "tail" if self.piece_tails[i] & PIECE_TAIL else "text")
            if _untrack_proxy(el):
                _untrack(piece)
            else:
                plain = False
            Py_INCREF(piece)
            PyTuple_SET_ITEM(found, i, piece)
        if plain and self.piece_count:
            _untrack(found)
        return found

    cdef str kind(self, str tag):
        """``_Walk._kind``."""
        cdef Py_ssize_t i
        if self.pre_depth:
            return "pre"
        if tag in _KINDS:
            return tag
        for i in range(self.owner_count - 1, -1, -1):
            if self.open[self.owner_depths[i]].bits & T_ITEM:
                return self.tags.of(self.open[self.owner_depths[i]].node)
        return "p"

    cdef object context(self, str src, str alt):
        """``_Walk._context``; consecutive blocks with the same context share the
        (frozen) object, which is slow to build: the last one made is kept while
        its fields equal the walk's."""
        cdef Py_ssize_t n
        cdef PyObject* values[_MAX_FIELDS]  # the fields, borrowed from the names below
        cdef object item, li_id, table_id, row, cell, quote
        if not (self.lists or self.tables or self.quote_depth or src or alt):
            return _PLAIN
        if self.context_version == self.structure_version and not (src or alt):
            return self.last_context  # no list, table or quote entered or left since
        self.context_version = -1 if src or alt else self.structure_version
        n = PyList_GET_SIZE(self.lists)
        if n:
            entry = self.lists[n - 1]  # segment._list_context
            item, li_id = entry[1], entry[2]
        else:
            item, li_id = 0, None
        if self.tables:
            count = self.tables[-1]
            table_id, row, cell = count.id, count.rows, self.cell[-1]
        else:
            table_id, row, cell = None, 0, 0
        quote = self.quote_depth
        values[1] = <PyObject*>item
        values[2] = <PyObject*>li_id
        values[4] = <PyObject*>row
        values[5] = <PyObject*>cell
        values[6] = <PyObject*>quote
        values[7] = <PyObject*>src
        values[8] = <PyObject*>alt
        if self.last_context is not None and self.same_context(values, table_id):
            return self.last_context
        kinds = tuple([entry[0] for entry in self.lists]) if n else ()
        if n:
            _untrack(kinds)  # "ul" or "ol": str only, as a collection would find
        table = self.table_ref(table_id) if self.tables else None
        values[0] = <PyObject*>kinds
        values[3] = <PyObject*>table
        found = _build_from(B_CONTEXT, values, 9)
        self.last_context = found
        return found

    cdef bint same_context(self, PyObject** values, object table_id) except -1:
        """The last context made has the walk's list kinds, table id and ``values``
        (BlockContext's fields but the kinds and the table; ``==`` as tuples compare)."""
        cdef PyObject** slots[_MAX_FIELDS]
        cdef Py_ssize_t i, n = PyList_GET_SIZE(self.lists)
        cdef PyObject* last = <PyObject*>self.last_context
        for i in range(9):
            slots[i] = <PyObject**>((<char*>last) + _OFFSETS[B_CONTEXT][i])
        for i in (1, 2, 4, 5, 6, 7, 8):
            if not PyObject_RichCompareBool(<object>values[i], <object>slots[i][0], Py_EQ):
                return False
        table = <object>slots[3][0]
        if table is None or table_id is None:
            if table is not table_id:
                return False
        elif not PyObject_RichCompareBool(
            table_id, <object>(<PyObject**>((<char*><PyObject*>table) + _OFFSETS[B_TABLE][0]))[0], Py_EQ
        ):
            return False
        kinds = <tuple>slots[0][0]
        if len(kinds) != n:
            return False
        for i in range(n):
            if not PyObject_RichCompareBool(self.lists[i][0], kinds[i], Py_EQ):
                return False
        return True

    cdef int image_block(self, xmlNode* c) except -1:
        """``segment._image_block``."""
        src = _image_source(c)
        if not src:
            return 0
        el = cetree.elementFactory(self.doc, c)
        self.flush()
        piece = (el, "img")
        pieces = (piece,)
        if _untrack_proxy(el):  # see pieces()
            _untrack(piece)
            _untrack(pieces)
        alt = _attribute(c, b"alt")
        alt = _collapse([alt]) if alt else ""  # an absent or empty alt collapses to ""
        path = self.joined(len(self.path))
        features = _build(B_FEATURES, (0, 0, 0, 0, 0, len(self.path), 0, False, False))
        context = self.context(src, alt)
        values = (len(self.blocks), path, "img", "img", alt, features, context, (), el, pieces)
        self.blocks.append(_block((<_TupleObject*><PyObject*>values).ob_item, el, pieces))
        return 0

    cdef object table_ref(self, object table_id):
        """The TableRef of table ``table_id`` every context in it holds, made with zero
        counts on first use and completed by :meth:`finished_blocks`."""
        ref = self.table_refs[table_id]
        if ref is None:
            ref = _build(B_TABLE, (table_id, 0, 0, False))
            self.table_refs[table_id] = ref
        return ref

    def finished_blocks(self):
        """``_Walk.finished_blocks``: each table's TableRef, which every context in it
        holds, completed in place with its counts; the tuple untracked when every block
        is (``_untracked_tuple``)."""
        for count in self.counted:
            ref = self.table_refs[count.id]
            if ref is not None:
                _complete_table(ref, count)
        return _untracked_tuple(self.blocks)

    # ------------------------------------------------------------ structure

    cdef int enter_structure(self, xmlNode* c, int bits, Found* found) except -1:
        """``segment._enter_structure``."""
        if bits & T_CONTEXT:
            self.structure_version += 1
        if bits & T_LIST:
            self.lists.append(["ol" if bits & T_OL else "ul", 0, -1])
        elif bits & T_LI:
            if self.lists:
                entry = self.lists[-1]
                entry[1] += 1
                entry[2] = self.li_ids
                self.li_ids += 1
        elif bits & T_TABLE:
            if self.tables:
                self.tables[-1].has_nested = True
            count = _TableCount(self.table_ids)
            self.table_refs.append(None)  # at index table_ids
            self.table_ids += 1
            self.tables.append(count)
            self.counted.append(count)
            self.cell.append(0)
        elif bits & T_TR:
            if self.tables:
                self.tables[-1].rows += 1
                self.cell[-1] = 0
        elif bits & T_CELL:
            if self.tables:
                self.cell[-1] += 1
                self.tables[-1].cols = max(self.tables[-1].cols, self.cell[-1])
        elif bits & T_QUOTE:
            self.quote_depth += 1
        elif bits & T_PRE:
            self.pre_depth += 1
        elif bits & T_LINK:
            self.link_depth += 1
            href = _attribute_value(c, found.href) if found.bits & A_HREF else ""
            self.open_links.append((href, len(self.buf)))
        elif bits & T_BOLD:
            self.bold_depth += 1
        return 0

    cdef int leave_structure(self, int bits) except -1:
        """``segment._leave_structure``."""
        cdef Py_ssize_t start
        if bits & T_CONTEXT:
            self.structure_version += 1
        if bits & T_LIST:
            if self.lists:
                self.lists.pop()
        elif bits & T_TABLE:
            if self.tables:
                self.tables.pop()
                self.cell.pop()
        elif bits & T_QUOTE:
            self.quote_depth = max(0, self.quote_depth - 1)
        elif bits & T_PRE:
            self.pre_depth = max(0, self.pre_depth - 1)
        elif bits & T_LINK:
            self.link_depth = max(0, self.link_depth - 1)
            if self.open_links:
                href, start = self.open_links.pop()
                anchor = _collapse(self.buf, start)
                if anchor and href:
                    link = (anchor, href)
                    _untrack(link)  # two str
                    self.links.append(link)
        elif bits & T_BOLD:
            self.bold_depth = max(0, self.bold_depth - 1)
        return 0

    # ------------------------------------------------------------ the walk's events

    cdef bint start(self, xmlNode* c) except -1:
        """A start event of an element (``segment``'s loop and ``_start``); False when
        the subtree is skipped."""
        cdef Found found
        cdef int bits
        cdef str tag = self.tags.of(c)
        bits = self.tags.known(c)
        if bits < 0:
            bits = self.tag_bits(tag)
            self.tags.keep(c, bits)
        _find_attributes(c, &found)
        if bits & T_SKIP or (found.bits and _hidden(c, &found, _HIDDEN_STYLE)):
            self.push(c, bits, "")
            return False
        # the name is made when a path asks for it; a tag's name is never empty
        self.push(c, bits, None if tag else _segment_name(tag, c, &found))
        if bits & T_BREAK and len(self.path) <= self.max_depth:
            self.flush()
            self.push_owner()
        elif not bits & T_INLINE:
            self.buf.append(" ")
        if bits & T_STRUCTURE:
            self.enter_structure(c, bits, &found)
        if bits & T_IMG and self.include_images:
            self.image_block(c)
        self.add_run(c.children, c, False)
        return True

    cdef int end(self, xmlNode* c) except -1:
        """An end event of an element (``_end``)."""
        cdef int bits
        self.depth -= 1
        bits = self.open[self.depth].bits
        # the reference pops the name here; it stays until the blocks the element
        # closes are made, which may need it in their path
        name = self.path[self.depth]
        if name is None or name:  # None: not named yet, so not skipped
            if (
                self.owner_count
                and self.open[self.owner_depths[self.owner_count - 1]].node == c
            ):
                self.flush()
                self.owner_count -= 1
            elif bits & T_BREAK and self.depth + 1 <= self.max_depth:
                self.flush()
            elif not bits & T_INLINE:
                self.buf.append(" ")
            if bits & T_STRUCTURE:
                self.leave_structure(bits)
        self.path.pop()
        Py_XDECREF(self.open[self.depth].prefix)
        self.open[self.depth].prefix = NULL
        Py_XDECREF(self.open[self.depth].child_name)
        self.open[self.depth].child_name = NULL
        Py_XDECREF(self.open[self.depth].child_prefix)
        self.open[self.depth].child_prefix = NULL
        self.add_run(c.next, c, True)
        return 0


# ``images.image_source``'s attributes, in its order (its own names, as bytes).
_IMAGE_SOURCES = tuple(name.encode("ascii") for name in (*_LAZY_SOURCES, "src"))
_IMAGE_SETS = tuple(name.encode("ascii") for name in _SOURCE_SETS)


cdef str _attribute(xmlNode* c, const char* name):
    """``el.get(name)`` for a name without namespace: the first attribute of that name
    and no namespace (xmlGetNsProp), None when there is none."""
    cdef xmlAttr* a = _plain_attribute(c, name)
    return None if a is NULL else _attribute_value(c, a)


cdef str _image_source(xmlNode* c):
    """``images.image_source`` of the element ``c``, its attributes read in C."""
    cdef bytes name
    cdef str found
    for name in _IMAGE_SOURCES:
        found = _attribute(c, name)
        if not found:  # absent or "": nothing to strip
            continue
        value = found.strip()
        if value and not value.startswith("data:"):
            return value
    for name in _IMAGE_SETS:
        found = _attribute(c, name)
        if not found:
            continue
        candidates = found.strip().split()
        if candidates and not candidates[0].startswith("data:"):
            return candidates[0].rstrip(",")
    return ""


def image_source(cetree._Element el):
    """The walk's ``images.image_source(el)`` (for the tests)."""
    return _image_source(el._c_node)


def decoration(cetree._Element el):
    """``images.decoration(el)``, its attributes and parent read in C."""
    cdef xmlNode* c = el._c_node
    cdef xmlNode* parent
    cdef bytes name
    for name in (b"width", b"height"):
        value = _attribute(c, name)
        if value:
            pixels = _icon_pixels(value)
            if pixels is not None:
                return f"decorative image ({name.decode()} {pixels} px)"
    parent = c.parent
    if (
        parent is NULL
        or parent.type != tree.XML_ELEMENT_NODE
        or parent.ns is not NULL
        or strcmp(<const char*>parent.name, "a") != 0
    ):
        return None
    href = _attribute(parent, b"href")
    if href and href.startswith("#") and empty_link(cetree.elementFactory(el._doc, parent)):
        return IN_PAGE_LINK
    return None


cdef str _icon_pixels(str value):
    """The digits of a size ``images._PIXELS`` reads (``\\s*(\\d+)\\s*(?:px)?\\s*$``) when
    their number is at most ``ICON_PIXELS``, else None."""
    cdef int kind = PyUnicode_KIND(value)
    cdef void* data = PyUnicode_DATA(value)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(value), i = 0, start
    cdef long number = 0
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i)):
        i += 1
    start = i
    while i < n and Py_UNICODE_ISDECIMAL(PyUnicode_READ(kind, data, i)):
        if number <= ICON_PIXELS:  # more digits only make it larger
            number = number * 10 + Py_UNICODE_TODECIMAL(PyUnicode_READ(kind, data, i))
        i += 1
    if i == start or number > ICON_PIXELS:
        return None
    digits = value[start:i]
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i)):
        i += 1
    if i + 1 < n and PyUnicode_READ(kind, data, i) == 0x70 and PyUnicode_READ(kind, data, i + 1) == 0x78:
        i += 2  # "px"
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i)):
        i += 1
    return digits if i == n else None


def segment_name(cetree._Element el):
    """The walk's path name of an element (``segment._segment_name(el)``; for the tests)."""
    cdef Found found
    _find_attributes(el._c_node, &found)
    return _segment_name(_tag(el._c_node), el._c_node, &found)


cdef str _segment_name(str tag, xmlNode* c, Found* found):
    """``segment._segment_name``."""
    if found.bits & A_ID:
        name = _id_segment_name(tag, c, found.id)
        if name is not None:
            return name
    if found.bits & A_CLASS:
        return _class_segment_name(tag, c, found.cls)
    return tag


cdef str _joined_name(str tag, Py_UCS1 mark, const unsigned char* s, Py_ssize_t n):
    """``tag + chr(mark) + s[:n].decode()`` of an ASCII ``tag``, ``mark`` and bytes, in one
    new string."""
    cdef Py_ssize_t size = PyUnicode_GET_LENGTH(tag)
    name = PyUnicode_New(size + 1 + n, 127)
    cdef Py_UCS1* out = PyUnicode_1BYTE_DATA(name)
    _nodes_memcpy(out, PyUnicode_1BYTE_DATA(tag), size)
    out[size] = mark
    _nodes_memcpy(out + size + 1, s, n)
    return name


cdef str _id_segment_name(str tag, xmlNode* c, xmlAttr* a):
    """``f"{tag}#{el_id.strip()[:40]}"`` of the id's value ``el_id``, None when it is "";
    an ASCII tag and value stripped and cut in their bytes (``_ASCII_SPACE`` is
    ``str.isspace`` there, a character a byte), else the value decoded."""
    cdef xmlNode* child = a.children
    cdef const unsigned char* s
    cdef Py_ssize_t n = 0, start = 0
    if child is NULL:
        return None
    if (
        child.next is NULL
        and (child.type == tree.XML_TEXT_NODE or child.type == tree.XML_CDATA_SECTION_NODE)
        and child.content is not NULL
        and _is_ascii(tag)
    ):
        s = <const unsigned char*>child.content
        while s[n] != 0 and s[n] < 128:
            n += 1
        if s[n] == 0:  # ASCII to its end
            if n == 0:
                return None
            while start < n and _ASCII_SPACE[s[start]]:
                start += 1
            while n > start and _ASCII_SPACE[s[n - 1]]:
                n -= 1
            return _joined_name(tag, 35, s + start, min(n - start, 40))  # "#"
    el_id = _attribute_value(c, a)
    if el_id:
        return f"{tag}#{el_id.strip()[:40]}"
    return None


cdef enum:
    _WORD_NONE = 0  # the value holds no word
    _WORD_ASCII = 1  # the first word is the ASCII bytes ``s[i:j]``
    _WORD_DECODED = 2  # read from the value decoded


cdef int _class_word_bytes(
    xmlAttr* a, const unsigned char** s, Py_ssize_t* i, Py_ssize_t* j
) noexcept:
    """Where the class value's first word (at most 40 characters) stands while its bytes
    are ASCII: ``_WORD_ASCII`` with ``s[0][i[0]:j[0]]``; ``_WORD_DECODED`` when a byte of a
    longer character comes before that word's end (it may be a space) or the value is not
    one text node; ``_WORD_NONE`` for a value without a word (or no value)."""
    cdef xmlNode* child = a.children
    cdef const unsigned char* b
    cdef Py_ssize_t start = 0, end
    if child is NULL:
        return _WORD_NONE
    if not (
        child.next is NULL
        and (child.type == tree.XML_TEXT_NODE or child.type == tree.XML_CDATA_SECTION_NODE)
        and child.content is not NULL
    ):
        return _WORD_DECODED
    b = <const unsigned char*>child.content
    while _ASCII_SPACE[b[start]]:
        start += 1
    if b[start] == 0:
        return _WORD_NONE
    end = start + 1
    while end - start < 40 and b[end] != 0 and b[end] < 128 and not _ASCII_SPACE[b[end]]:
        end += 1
    if b[start] >= 128 or (end - start < 40 and b[end] >= 128):
        return _WORD_DECODED
    s[0], i[0], j[0] = b, start, end
    return _WORD_ASCII


cdef str _first_class_word(xmlNode* c, xmlAttr* a):
    """``_first_word(_attribute_value(c, a), 40)`` (None for "" too), read from the
    value's bytes while they are ASCII (:func:`_class_word_bytes`): the class value is
    decoded whole only when a byte of a longer character comes before its first word's end."""
    cdef const unsigned char* s = NULL
    cdef Py_ssize_t i = 0, j = 0
    cdef int found = _class_word_bytes(a, &s, &i, &j)
    if found == _WORD_NONE:
        return None
    if found == _WORD_ASCII:
        return (<const char*>s)[i:j].decode("UTF-8")
    value = _attribute_value(c, a)
    return _first_word(value, 40) if value else None


cdef str _class_segment_name(str tag, xmlNode* c, xmlAttr* a):
    """``f"{tag}.{_first_class_word(c, a)}"``, or ``tag`` without a word: an ASCII tag and
    word written into one new string, without the word's own."""
    cdef const unsigned char* s = NULL
    cdef Py_ssize_t i = 0, j = 0
    cdef int found = _class_word_bytes(a, &s, &i, &j)
    if found == _WORD_NONE:
        return tag
    if found == _WORD_ASCII and _is_ascii(tag):
        return _joined_name(tag, 46, s + i, j - i)  # "."
    first = _first_class_word(c, a)
    return tag if first is None else f"{tag}.{first}"


cdef str _first_word(str text, Py_ssize_t most):
    """``text.split()[0][:most]``, or None when ``text`` holds no word (no list made)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), i = 0, j
    while i < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, i)):
        i += 1
    if i == n:
        return None
    j = i + 1
    while j < n and j - i < most and not Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, j)):
        j += 1
    return text[i:j]


def first_word(str text, Py_ssize_t most=40):
    """The walk's ``text.split()[0][:most]`` (None: no word; for the tests)."""
    return _first_word(text, most)


def first_class_word(cetree._Element el):
    """The walk's first word of ``el``'s class (``first_word(el.get("class"))``, None
    without a class or a word; for the tests)."""
    cdef Found found
    _find_attributes(el._c_node, &found)
    if not found.bits & A_CLASS:
        return None
    return _first_class_word(el._c_node, found.cls)


cdef inline xmlNode* _walked(xmlNode* c) noexcept:
    """The first node from ``c`` on that ``iterwalk`` visits (an element), or NULL;
    or an entity reference before it, which declines the tree (``_run`` raises
    ``_Declined``): no error check after each NULL."""
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE or c.type == tree.XML_ENTITY_REF_NODE:
            return c
        c = c.next
    return NULL

def segment(cetree._Element root, frozenset break_tags, Py_ssize_t max_depth,
            Py_ssize_t max_nodes, bint include_images):
    """``segment._segment`` from ``root``: the :class:`Segmentation`, or None for a
    tree the walk leaves to the reference (entity references, DTD default attributes)."""
    if _dtd_defaults(root._c_node.doc):
        return None
    walk = _Walk(root._doc, break_tags, max_depth, include_images)
    try:
        warnings = _run(walk, root._c_node, max_nodes)
    except _Declined:
        return None
    walk.flush()
    return Segmentation(walk.finished_blocks(), tuple(warnings))


cdef list _run(_Walk walk, xmlNode* root, Py_ssize_t max_nodes):
    """The iterwalk loop: start and end events in document order, subtrees skipped."""
    cdef xmlNode* c = root
    cdef xmlNode* following
    cdef Py_ssize_t seen = 1
    cdef bint descend
    if max_nodes < 1:
        return [_stopped(max_nodes)]
    descend = walk.start(c)
    while True:
        following = _walked(c.children) if descend else NULL
        while following is NULL:  # the subtree of c is done: end it, then a sibling or up
            walk.end(c)
            if c is root:
                return []
            following = _walked(c.next)
            if following is NULL:
                c = c.parent
        if following.type == tree.XML_ENTITY_REF_NODE:
            raise _Declined()
        seen += 1
        if seen > max_nodes:
            return [_stopped(max_nodes)]
        c = following
        descend = walk.start(c)


cdef str _stopped(Py_ssize_t max_nodes):
    return f"stopped after {max_nodes} elements (max_nodes)"


# ------------------------------------------------------------ the elements that name a caption
#
# ``methods.auto.captions`` is the definition: ``_names_caption`` (a ``figcaption``, or
# a class or id that holds "caption" once lower-cased), ``_named_caption`` (the element
# or an ancestor) and ``_inner_named`` (the first descendants ``iterdescendants`` yields).
# The class and id are searched in their UTF-8 bytes with the ASCII capitals folded: no
# character but the ASCII letters lowers to a run of "caption"'s letters (U+0130 lowers
# to "i" and a combining dot, which no "o" follows), so the search is the definition's
# ``in`` of the lower-cased names, as ``markup_words.source_holds_folded`` argues.

cdef const char* _CAPTION = b"caption"


cdef bint _folded_holds(const unsigned char* s, Py_ssize_t n, const char* word) noexcept nogil:
    """True when ``word`` (small ASCII letters) is in the ``n`` bytes at ``s`` with their
    ASCII capitals read as small letters (a byte is the letter either way exactly when
    ``byte | 0x20`` is the small letter)."""
    cdef Py_ssize_t m = strlen(word), i, j
    for i in range(n - m + 1):
        j = 0
        while j < m and (s[i + j] | 0x20) == <unsigned char>word[j]:
            j += 1
        if j == m:
            return True
    return False


cdef bint _value_names_caption(xmlNode* c, const char* name) except -1:
    """True when ``c.get(name)`` holds "caption" once lower-cased (none: False)."""
    cdef xmlAttr* a = _plain_attribute(c, name)
    cdef const char* value
    cdef bytes encoded
    if a is NULL:
        return False
    value = _plain_value(a)
    if value is not NULL:
        return _folded_holds(<const unsigned char*>value, strlen(value), _CAPTION)
    encoded = _attribute_value(c, a).encode("utf-8")
    return _folded_holds(<const unsigned char*>PyBytes_AS_STRING(encoded), len(encoded), _CAPTION)


cdef bint _names_caption(xmlNode* c) except -1:
    """``captions._names_caption`` of the element ``c``."""
    if (c.ns is NULL or c.ns.href is NULL) and strcmp(<const char*>c.name, "figcaption") == 0:
        return True
    return _value_names_caption(c, "class") or _value_names_caption(c, "id")


def caption_names(cetree._Element element, int levels, Py_ssize_t limit):
    """The element that names ``element``'s text a caption: ``captions._named_caption``
    (itself or one of ``levels`` ancestors), as ``(found, [])``; else ``(None, inner)``,
    ``inner`` being ``captions._inner_named`` (those of its first ``limit`` descendants
    that name a caption). None for a tree whose DTD may declare default attributes
    (the reference reads it)."""
    cdef xmlNode* top = element._c_node
    cdef xmlNode* c = top
    cdef Py_ssize_t seen = 0
    cdef int level
    if _dtd_defaults(top.doc):
        return None
    for level in range(levels + 1):
        if c is NULL or c.type != tree.XML_ELEMENT_NODE:
            break
        if _names_caption(c):
            return cetree.elementFactory(element._doc, c), []
        c = c.parent
    inner = []
    c = _next_in_subtree(top, top)
    while c is not NULL and seen < limit:
        if _element_like(c):
            seen += 1
            if c.type == tree.XML_ELEMENT_NODE and _names_caption(c):
                inner.append(cetree.elementFactory(element._doc, c))
        c = _next_in_subtree(c, top)
    return None, inner


# ------------------------------------------------------------ boxes in a run of prose (dec13)
#
# ``methods.auto.bridge_boxes._dropped_box`` is the definition: the same elements walked up
# in the same order, a quote ending the walk, the box test asked of each element that may be
# a box. An element is surely not one when its tag is not a box tag and neither its class nor
# its id (ASCII, one text node each) opens a word with one of the two letters every match of
# the box names opens with (``bridge_boxes.BOX_OPENINGS``): the test is not asked of it.


cdef inline bint _plain_tag_in(xmlNode* c, tuple names) except -1:
    """Whether ``c``'s tag, without a namespace, is one of ``names`` (``bytes``)."""
    cdef bytes name
    if c.ns is not NULL and c.ns.href is not NULL:
        return False
    for name in names:
        if strcmp(<const char*>c.name, PyBytes_AS_STRING(name)) == 0:
            return True
    return False


cdef inline unsigned char _lower_ascii(unsigned char ch) noexcept nogil:
    return ch | 0x20 if 65 <= ch <= 90 else ch


cdef inline bint _alnum_lower(unsigned char ch) noexcept nogil:
    """``ch`` (lowered) is one of ``[a-z0-9]``."""
    return 97 <= ch <= 122 or 48 <= ch <= 57


cdef int _opens_pair(const unsigned char* s, const unsigned char* pairs) noexcept nogil:
    """1 when the text ``s`` holds, lowered, one of the two-letter ``pairs`` (a table of
    26 × 26) where no letter or digit comes before it; 0 when not; -1 for a byte past
    ASCII (a character ``str.lower`` may lower to such a letter)."""
    cdef Py_ssize_t i = 0
    cdef unsigned char ch, after
    cdef bint start = True
    while s[i] != 0:
        ch = s[i]
        if ch >= 128:
            return -1
        ch = _lower_ascii(ch)
        if start and 97 <= ch <= 122:
            after = _lower_ascii(s[i + 1])
            if 97 <= after <= 122 and pairs[(ch - 97) * 26 + after - 97]:
                return 1
        start = not _alnum_lower(ch)
        i += 1
    return 0


cdef bint _may_be_box(xmlNode* c, tuple box_tags, const unsigned char* pairs) except -1:
    """False only when ``bridge_boxes.BoxTest`` says the element ``c`` is not a box."""
    cdef xmlAttr* a
    cdef const char* value
    if c.ns is not NULL and c.ns.href is not NULL:
        return True
    if _plain_tag_in(c, box_tags):
        return True
    for name in (b"class", b"id"):
        a = _plain_attribute(c, PyBytes_AS_STRING(name))
        if a is NULL:
            continue
        value = _plain_value(a)
        if value is NULL or _opens_pair(<const unsigned char*>value, pairs) != 0:
            return True
    return False


cdef inline bint _among(xmlNode* c, xmlNode** nodes, Py_ssize_t count) noexcept nogil:
    cdef Py_ssize_t i
    for i in range(count):
        if nodes[i] == c:
            return True
    return False


cdef Py_ssize_t _add_lineage(object element, xmlNode*** nodes, Py_ssize_t count) except -1:
    """Add ``bridge_boxes._lineage(element)``'s nodes (the node and the ancestors
    ``iterancestors`` yields) to ``nodes``; the new count."""
    cdef xmlNode* c
    cdef xmlNode** grown
    if element is None:
        return count
    c = (<cetree._Element>element)._c_node
    while c is not NULL:
        if c == (<cetree._Element>element)._c_node or _element_like(c):
            grown = <xmlNode**>PyMem_Realloc(nodes[0], (count + 1) * sizeof(xmlNode*))
            if grown is NULL:
                raise MemoryError()
            nodes[0] = grown
            grown[count] = c
            count += 1
        c = c.parent
    return count


def dropped_boxes(
    before,
    after,
    list elements not None,
    is_box,
    tuple quote_tags not None,
    tuple box_tags not None,
    bytes openings not None,
    int max_depth,
):
    """``[bridge_boxes._dropped_box(e, shared, is_box) for e in elements]``, ``shared``
    being ``_lineage(before) | _lineage(after)`` (``quote_tags``, ``box_tags``: the
    module's ``QUOTE_TAGS`` and ``BOX_TAGS`` as ``bytes``; ``openings``: its
    ``BOX_OPENINGS`` joined; ``max_depth``: its ``MAX_DEPTH``). None (the reference's to
    find) for an element that is not an lxml element, a walk that meets a comment or an
    instruction, a tree whose DTD may declare default attributes, openings not pairs of
    ASCII lower-case letters. ``is_box`` is asked once of each element of the walks (a box
    test answers an element alike each time it is asked: :class:`bridge_boxes.BoxTest`
    keeps its answers)."""
    cdef unsigned char pairs[26 * 26]
    cdef const unsigned char* given = <const unsigned char*>PyBytes_AS_STRING(openings)
    cdef Py_ssize_t i, count = 0, size = len(openings)
    cdef xmlNode** shared = NULL
    cdef xmlNode* c
    cdef int depth
    for i in range(26 * 26):
        pairs[i] = 0
    if size % 2:
        return None
    for i in range(0, size, 2):
        if not (97 <= given[i] <= 122 and 97 <= given[i + 1] <= 122):
            return None
        pairs[(given[i] - 97) * 26 + given[i + 1] - 97] = 1
    for element in (before, after, *elements):
        if element is not None and not isinstance(element, cetree._Element):
            return None
        if element is not None and _dtd_defaults((<cetree._Element>element)._c_node.doc):
            return None
    found = []
    asked = {}  # node address -> its proxy when a box, else None: ``is_box`` asked once a node
    try:
        count = _add_lineage(before, &shared, count)
        count = _add_lineage(after, &shared, count)
        for element in elements:
            box = None
            if element is not None:
                doc = (<cetree._Element>element)._doc
                c = (<cetree._Element>element)._c_node
                depth = 0
                while c is not NULL and not _among(c, shared, count) and depth < max_depth:
                    if c.type != tree.XML_ELEMENT_NODE:
                        return None
                    if _plain_tag_in(c, quote_tags):
                        box = None
                        break
                    if _may_be_box(c, box_tags, pairs):
                        key = <size_t>c
                        answer = asked.get(key, asked)  # ``asked`` itself: not asked yet
                        if answer is asked:
                            proxy = cetree.elementFactory(doc, c)
                            answer = asked[key] = proxy if is_box(proxy) else None
                        if answer is not None:
                            box = answer
                    c = c.parent
                    if c is not NULL and not _element_like(c):
                        c = NULL  # ``getparent()`` of the root: None
                    depth += 1
            found.append(box)
        return found
    finally:
        PyMem_Free(shared)
