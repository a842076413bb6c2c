# Reading libxml2's nodes as lxml's element proxies show them (included by the walks).
#
# Only struct fields are read: lxml's wheels link libxml2 statically and do
# not export its functions. What lxml computes (proxies, an attribute value
# that is not one text node, a namespaced tag) comes from lxml's public C API.
# Each helper names the lxml behaviour it reproduces.

from cpython.bytes cimport PyBytes_AS_STRING
from cpython.ref cimport PyObject
from libc.string cimport strcmp

cimport lxml.includes.etreepublic as cetree
from lxml.includes cimport tree
from lxml.includes.tree cimport xmlAttr, xmlDoc, xmlNode

cetree.import_lxml__etree()

import lxml.etree as _lxml_etree


cdef inline void _check_lxml() except *:
    """Refuse an lxml other than the one the kernel was compiled against (major.minor)."""
    cdef bytes built = cetree.LXML_VERSION_STRING
    built_version = tuple(int(part) for part in built.decode("ascii").split(".")[:2])
    running = tuple(_lxml_etree.LXML_VERSION[:2])
    if running != built_version:
        raise ImportError(
            f"compiled against lxml {built.decode('ascii')}, running with lxml "
            f"{'.'.join(map(str, running))}; rebuild thresher"
        )


_check_lxml()

# Attributes the walks read, one bit each (first no-namespace match, as xmlHasNsProp).
cdef enum:
    A_HIDDEN = 1
    A_ARIA = 2
    A_STYLE = 4
    A_ID = 8
    A_CLASS = 16
    A_HREF = 32


cdef inline bint _element_like(xmlNode* c) noexcept nogil:
    """lxml's ``_isElement``: what iterating an element yields (elements, comments, PIs, entities)."""
    return (
        c.type == tree.XML_ELEMENT_NODE
        or c.type == tree.XML_COMMENT_NODE
        or c.type == tree.XML_ENTITY_REF_NODE
        or c.type == tree.XML_PI_NODE
    )


cdef inline xmlNode* _first_child(xmlNode* c) noexcept nogil:
    """The first node ``iter(el)`` yields, or NULL (``len(el) == 0``)."""
    c = c.children
    while c is not NULL and not _element_like(c):
        c = c.next
    return c


cdef inline xmlNode* _next_sibling(xmlNode* c) noexcept nogil:
    """The node ``iter(parent)`` yields after ``c``, or NULL."""
    c = c.next
    while c is not NULL and not _element_like(c):
        c = c.next
    return c


cdef inline xmlNode* _next_in_subtree(xmlNode* c, xmlNode* top) noexcept nogil:
    """The node after ``c`` in pre-order under ``top`` (lxml's iteration: no descent into
    an entity reference or a DTD), or NULL."""
    if (
        c.children is not NULL
        and c.type != tree.XML_ENTITY_REF_NODE
        and c.type != tree.XML_DTD_NODE
    ):
        return c.children
    while c is not top:
        if c.next is not NULL:
            return c.next
        c = c.parent
    return NULL


cdef inline xmlNode* _text_or_skip(xmlNode* c) noexcept nogil:
    """lxml's ``_textNodeOrSkip``: a text or CDATA node, skipping XInclude markers."""
    while c is not NULL:
        if c.type == tree.XML_TEXT_NODE or c.type == tree.XML_CDATA_SECTION_NODE:
            return c
        if c.type == tree.XML_XINCLUDE_START or c.type == tree.XML_XINCLUDE_END:
            c = c.next
        else:
            return NULL
    return NULL


cdef inline str _decode(const char* s):
    """lxml's ``funicode``: strict UTF-8."""
    return s.decode("UTF-8")


cdef str _collect_text(xmlNode* c):
    """lxml's ``_collectText``: the run of text nodes from ``c`` (None, "" or the text);
    ``el.text`` is ``_collect_text(node.children)`` and ``el.tail`` ``_collect_text(node.next)``."""
    cdef xmlNode* first = _text_or_skip(c)
    cdef xmlNode* cur = first
    cdef const char* found = NULL
    cdef Py_ssize_t count = 0
    if first is NULL:
        return None
    while cur is not NULL:
        if cur.content is not NULL and cur.content[0] != 0:
            found = <const char*>cur.content
        count += 1
        cur = _text_or_skip(cur.next)
    if found is NULL:
        return ""
    if count == 1:
        return _decode(found)
    joined = b""
    cur = first
    while cur is not NULL:
        if cur.content is not NULL:
            joined += <bytes>(<const char*>cur.content)
        cur = _text_or_skip(cur.next)
    return _decode(PyBytes_AS_STRING(joined))


cdef inline str _tag(xmlNode* c):
    """``el.tag`` of an element node: its name, or ``{namespace}name``."""
    if c.ns is NULL or c.ns.href is NULL:
        return _decode(<const char*>c.name)
    return cetree.namespacedName(c)


cdef enum:
    _TAG_SLOTS = 256  # remembered names (a power of two)


cdef class _Tags:
    """``el.tag`` of the elements of one walk, each name decoded once: the HTML parser
    keeps one copy of each name (the document's dictionary), so within a walk a name's
    address stands for its text. Namespaced names are not remembered. A walk may keep a
    number for each remembered name (:meth:`keep`, :meth:`known`): what the tag is to it.

    The dictionary stores its names one after the other, so a name's slot is its
    address's low bits: neighbouring names ("a", "p", "li") fall in different slots."""

    cdef const void* names[_TAG_SLOTS]
    cdef PyObject* tags[_TAG_SLOTS]  # owned by ``kept``
    cdef int numbers[_TAG_SLOTS]  # the walk's number for the slot's name, -1 when not kept yet
    cdef list kept

    def __cinit__(self):
        cdef int i
        for i in range(_TAG_SLOTS):
            self.names[i] = NULL
            self.tags[i] = NULL
            self.numbers[i] = -1
        self.kept = []

    cdef inline int slot(self, xmlNode* c) except -2:
        """The slot remembering the name of ``c`` (filled now if it was not; its number
        then -1), or -1 for a namespaced name (:func:`_tag`'s to make)."""
        cdef int slot = <int>(<size_t>c.name & (_TAG_SLOTS - 1))
        if c.ns is not NULL and c.ns.href is not NULL:
            return -1
        if self.names[slot] != <const void*>c.name or c.name is NULL:
            tag = _decode(<const char*>c.name)
            self.kept.append(tag)
            self.names[slot] = <const void*>c.name
            self.tags[slot] = <PyObject*>tag
            self.numbers[slot] = -1
        return slot

    cdef str of(self, xmlNode* c):
        """``_tag(c)``."""
        cdef int slot = self.slot(c)
        if slot < 0:
            return cetree.namespacedName(c)
        return <str>self.tags[slot]

    cdef inline int known(self, xmlNode* c) noexcept:
        """The number kept for the tag of ``c`` (by :meth:`keep`), or -1."""
        cdef size_t slot = <size_t>c.name & (_TAG_SLOTS - 1)
        if c.ns is not NULL and c.ns.href is not NULL:
            return -1
        if self.names[slot] == <const void*>c.name and c.name is not NULL:
            return self.numbers[slot]
        return -1

    cdef inline void keep(self, xmlNode* c, int number) noexcept:
        """Keep ``number`` (>= 0) for the tag of ``c``, remembered by :meth:`of` just now."""
        cdef size_t slot = <size_t>c.name & (_TAG_SLOTS - 1)
        if c.ns is not NULL and c.ns.href is not NULL:
            return
        if self.names[slot] == <const void*>c.name and c.name is not NULL:
            self.numbers[slot] = number


cdef inline Py_ssize_t _attribute_count(xmlNode* c) noexcept nogil:
    """``len(el.attrib)``."""
    cdef xmlAttr* a = c.properties
    cdef Py_ssize_t n = 0
    while a is not NULL:
        if a.type == tree.XML_ATTRIBUTE_NODE:
            n += 1
        a = a.next
    return n


cdef inline xmlAttr* _plain_attribute(xmlNode* c, const char* name) noexcept nogil:
    """The first attribute of ``c`` named ``name`` without a namespace (what ``el.get(name)``
    and XPath's ``@name`` read; xmlGetNsProp), or NULL. The first bytes are compared
    before ``strcmp`` is called."""
    cdef xmlAttr* a = c.properties
    while a is not NULL:
        if (
            a.ns is NULL
            and a.name is not NULL
            and <char>a.name[0] == name[0]
            and strcmp(<const char*>a.name, name) == 0
        ):
            return a
        a = a.next
    return NULL


cdef inline int _attribute_bit(const char* name) noexcept nogil:
    """The bit of an attribute the walks read, or 0."""
    if name[0] == b"h":
        if strcmp(name, "hidden") == 0:
            return A_HIDDEN
        if strcmp(name, "href") == 0:
            return A_HREF
    elif name[0] == b"a":
        if strcmp(name, "aria-hidden") == 0:
            return A_ARIA
    elif name[0] == b"s":
        if strcmp(name, "style") == 0:
            return A_STYLE
    elif name[0] == b"i":
        if strcmp(name, "id") == 0:
            return A_ID
    elif name[0] == b"c":
        if strcmp(name, "class") == 0:
            return A_CLASS
    return 0


cdef struct Found:
    int bits
    xmlAttr* hidden
    xmlAttr* aria
    xmlAttr* style
    xmlAttr* id
    xmlAttr* cls
    xmlAttr* href


cdef inline void _find_attributes(xmlNode* c, Found* found) noexcept nogil:
    """The first no-namespace attribute of each name the walks read (xmlGetPropNodeInternal)."""
    cdef xmlAttr* a = c.properties
    cdef int bit
    found.bits = 0
    found.hidden = found.aria = found.style = found.id = found.cls = found.href = NULL
    while a is not NULL:
        if a.ns is NULL and a.name is not NULL:
            bit = _attribute_bit(<const char*>a.name)
            if bit and not (found.bits & bit):
                found.bits |= bit
                if bit == A_HIDDEN:
                    found.hidden = a
                elif bit == A_ARIA:
                    found.aria = a
                elif bit == A_STYLE:
                    found.style = a
                elif bit == A_ID:
                    found.id = a
                elif bit == A_CLASS:
                    found.cls = a
                else:
                    found.href = a
        a = a.next


cdef const char* _plain_value(xmlAttr* a) noexcept nogil:
    """The bytes of ``_attribute_value`` for an attribute of at most one text node, or NULL
    (the value is lxml's to compute)."""
    cdef xmlNode* child
    if a is NULL:
        return ""
    child = a.children
    if child is NULL:
        return ""
    if (
        child.next is NULL
        and (child.type == tree.XML_TEXT_NODE or child.type == tree.XML_CDATA_SECTION_NODE)
        and child.content is not NULL
    ):
        return <const char*>child.content
    return NULL


cdef str _attribute_value(xmlNode* c, xmlAttr* a):
    """``el.get(name)`` for an attribute found on ``c`` (xmlGetNsProp's value)."""
    cdef xmlNode* child = a.children
    if child is NULL:
        return ""
    if (
        child.next is NULL
        and (child.type == tree.XML_TEXT_NODE or child.type == tree.XML_CDATA_SECTION_NODE)
        and child.content is not NULL
    ):
        return _decode(<const char*>child.content)
    return cetree.attributeValueFromNsName(c, NULL, a.name)


cdef bint _hidden(xmlNode* c, Found* found, object hidden_style) except -1:
    """``segment.is_hidden(el.attrib)`` once the attributes are found."""
    if found.bits & A_HIDDEN:
        return True
    if found.bits & A_ARIA:
        aria = _attribute_value(c, found.aria)
        if aria and aria.strip().lower() == "true":
            return True
    if found.bits & A_STYLE:
        hides = _style_hides(_plain_value(found.style))
        if hides >= 0:
            return hides
        style = _attribute_value(c, found.style)
        return bool(style) and hidden_style.search(style) is not None
    return False


cdef inline bint _ascii_word_at(const unsigned char* s, const char* word) noexcept nogil:
    """``s`` starts with the lower-case ASCII ``word``, letters in either case."""
    cdef Py_ssize_t i = 0
    while word[i] != 0:
        if (s[i] | 0x20) != <unsigned char>word[i]:
            return False
        i += 1
    return True


cdef inline const unsigned char* _after_colon(const unsigned char* s) noexcept nogil:
    """Past ``\\s*:\\s*`` at ``s`` (ASCII), or NULL when no colon is there."""
    while _SPACE1[s[0]] and s[0] < 128:
        s += 1
    if s[0] != 58:  # ":"
        return NULL
    s += 1
    while _SPACE1[s[0]] and s[0] < 128:
        s += 1
    return s


cdef int _style_hides(const char* value) noexcept nogil:
    """``segment._HIDDEN_STYLE.search`` of the style whose UTF-8 bytes are ``value``
    when it is ASCII (1: a match, 0: none), else -1 (NULL: a value lxml computes; a
    byte past ASCII: ``re.IGNORECASE`` lets some other letters match). ``\\s`` is
    ``str.isspace``; ``|0x20`` lowers ASCII letters and maps nothing else to one."""
    cdef const unsigned char* s = <const unsigned char*>value
    cdef const unsigned char* at
    cdef const unsigned char* after
    if s is NULL:
        return -1
    at = s
    while at[0] != 0:
        if at[0] >= 128:
            return -1
        at += 1
    if not _style_may_hide(value):
        return 0
    at = s
    while at[0] != 0:
        if (at[0] | 0x20) == 100 and _ascii_word_at(at, "display"):  # "d"
            after = _after_colon(at + 7)
            if after is not NULL and _ascii_word_at(after, "none"):
                return 1
        elif (at[0] | 0x20) == 118 and _ascii_word_at(at, "visibility"):  # "v"
            after = _after_colon(at + 10)
            if after is not NULL and _ascii_word_at(after, "hidden"):
                return 1
        at += 1
    return 0


cdef bint _style_may_hide(const char* value) noexcept nogil:
    """False only when ``segment._HIDDEN_STYLE`` cannot match the style whose UTF-8 bytes
    are ``value`` (NULL: a value lxml computes, which may): each match has a ":", then
    whitespace (``\\s``), then an "n" or "h" (no other character matches them under
    ``re.IGNORECASE``). A byte past ASCII after the ":" may start whitespace: may."""
    cdef const unsigned char* s = <const unsigned char*>value
    cdef unsigned char ch
    if s is NULL:
        return True
    while s[0] != 0:
        if s[0] == 58:  # ":"
            s += 1
            ch = s[0]
            while ch == 32 or 9 <= ch <= 13 or 28 <= ch <= 31:
                s += 1
                ch = s[0]
            if ch >= 128 or ch == 110 or ch == 78 or ch == 104 or ch == 72:  # n N h H
                return True
            continue
        s += 1
    return False


cdef bint _dtd_defaults(xmlDoc* doc) noexcept nogil:
    """True when a DTD may declare default attributes, which ``attrib`` lookups see and
    the walks do not: such trees (never the HTML parser's) go to the reference."""
    if doc is NULL or doc.intSubset is NULL:
        return False
    if doc.intSubset.attributes is not NULL:
        return True
    return doc.extSubset is not NULL and doc.extSubset.attributes is not NULL


# ------------------------------------------------------------ whitespace collapsed
#
# ``" ".join("".join(parts).split())`` without the joined text or its words:
# ``str.split()`` cuts at ``Py_UNICODE_ISSPACE`` characters (for every string
# kind), so the result is each run of other characters, one space between runs.
# The result is made at its size and widest character (a canonical str).

from cpython.mem cimport PyMem_Free as _nodes_free, PyMem_Malloc as _nodes_malloc
from libc.string cimport memcpy as _nodes_memcpy
from cpython.unicode cimport (
    Py_UNICODE_ISSPACE,
    PyUnicode_DATA,
    PyUnicode_GET_LENGTH,
    PyUnicode_KIND,
    PyUnicode_New,
    PyUnicode_READ,
    PyUnicode_WRITE,
)


cdef extern from *:
    """
    /* The run of bytes 0x21..0x7F (ASCII, neither whitespace nor a control below the
       space) at the head of s[:n]: its length, and (thresher_copy_word) its bytes copied
       to d. SSE2 reads and writes 16 bytes a step while 16 remain, so d receives up to 16
       bytes past the run, none past d[n - 1]; the tail is read one byte at a time. */
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    static inline Py_ssize_t thresher_copy_word(const unsigned char* s, Py_ssize_t n,
                                                unsigned char* d) {
        Py_ssize_t j = 0;
        const __m128i below = _mm_set1_epi8(0x20);
        while (j + 16 <= n) {
            __m128i v = _mm_loadu_si128((const __m128i*)(s + j));
            unsigned int stop;
            _mm_storeu_si128((__m128i*)(d + j), v);
            stop = ~(unsigned int)_mm_movemask_epi8(_mm_cmpgt_epi8(v, below)) & 0xFFFFu;
            if (stop) return j + __builtin_ctz(stop);
            j += 16;
        }
        while (j < n && (signed char)s[j] > 0x20) { d[j] = s[j]; j++; }
        return j;
    }
    static inline Py_ssize_t thresher_word_len(const unsigned char* s, Py_ssize_t n) {
        Py_ssize_t j = 0;
        const __m128i below = _mm_set1_epi8(0x20);
        while (j + 16 <= n) {
            __m128i v = _mm_loadu_si128((const __m128i*)(s + j));
            unsigned int stop =
                ~(unsigned int)_mm_movemask_epi8(_mm_cmpgt_epi8(v, below)) & 0xFFFFu;
            if (stop) return j + __builtin_ctz(stop);
            j += 16;
        }
        while (j < n && (signed char)s[j] > 0x20) j++;
        return j;
    }
    #else
    static inline Py_ssize_t thresher_copy_word(const unsigned char* s, Py_ssize_t n,
                                                unsigned char* d) {
        Py_ssize_t j = 0;
        while (j < n && s[j] > 0x20 && s[j] < 0x80) { d[j] = s[j]; j++; }
        return j;
    }
    static inline Py_ssize_t thresher_word_len(const unsigned char* s, Py_ssize_t n) {
        Py_ssize_t j = 0;
        while (j < n && s[j] > 0x20 && s[j] < 0x80) j++;
        return j;
    }
    #endif
    """
    Py_ssize_t _copy_word "thresher_copy_word" (
        const unsigned char* s, Py_ssize_t n, unsigned char* d) noexcept nogil
    Py_ssize_t _word_len "thresher_word_len" (const unsigned char* s, Py_ssize_t n) noexcept nogil


cdef unsigned char _SPACE1[256]  # Py_UNICODE_ISSPACE of each one-byte character
cdef unsigned char _ASCII_SPACE[256]  # the UTF-8 bytes of ASCII whitespace (str.isspace)


cdef int _init_space1() except -1:
    cdef int i
    for i in range(256):
        _SPACE1[i] = Py_UNICODE_ISSPACE(i)
        _ASCII_SPACE[i] = i < 128 and _SPACE1[i]
    return 0


_init_space1()


cdef inline bint _all_one_byte(list parts, Py_ssize_t first) noexcept:
    """Every part (from ``first``) is a one-byte (Latin-1) str."""
    cdef Py_ssize_t i
    for i in range(first, len(parts)):
        if PyUnicode_KIND(<str>parts[i]) != 1:
            return False
    return True


# Past Latin-1, ``Py_UNICODE_ISSPACE`` holds only between U+1680 and U+3000 (Ogham space
# mark, the general-punctuation spaces, U+3000); ``tests/test_compiled_walks.py`` checks it
# on every code point. A wide character outside that range is no space without the call
# (most of a CJK or Cyrillic text).
cdef enum:
    _WIDE_SPACE_FIRST = 0x1680
    _WIDE_SPACE_LAST = 0x3000


ctypedef fused _in_unit:
    unsigned char
    unsigned short
    unsigned int


ctypedef fused _out_unit:
    unsigned char
    unsigned short
    unsigned int


cdef inline bint _is_space(Py_UCS4 ch) noexcept:
    """``Py_UNICODE_ISSPACE(ch)``: the table below 256, the call only in the range where a
    wider space lies."""
    if ch < 256:
        return _SPACE1[ch]
    return _WIDE_SPACE_FIRST <= ch <= _WIDE_SPACE_LAST and Py_UNICODE_ISSPACE(ch)


cdef struct _Measure:
    Py_ssize_t size  # characters of the collapsed text so far
    Py_ssize_t gaps  # spaces it has
    Py_UCS4 top  # its widest character
    bint gap  # the last character read was whitespace
    bint same  # the joined parts are the collapsed text so far (single spaces)


cdef inline void _measure_units(const _in_unit* s, Py_ssize_t n, _Measure* m) noexcept:
    """:func:`_collapsed_size`'s pass over one part of ``n`` units."""
    cdef Py_ssize_t j
    cdef Py_UCS4 ch
    for j in range(n):
        ch = s[j]
        if _is_space(ch):
            if ch != 32 or m.gap or not m.size:
                m.same = False
            m.gap = True
            continue
        if m.gap and m.size:
            m.size += 1
            m.gaps += 1
        m.gap = False
        m.size += 1
        if ch > m.top:
            m.top = ch


cdef inline Py_ssize_t _write_units(const _in_unit* s, Py_ssize_t n, _out_unit* out,
                                    Py_ssize_t at, bint* gap) noexcept:
    """:func:`_collapse`'s writing pass over one part: its characters other than
    whitespace written at ``out[at:]``, a space before each run but the text's first;
    the next place to write."""
    cdef Py_ssize_t j
    cdef Py_UCS4 ch
    for j in range(n):
        ch = s[j]
        if _is_space(ch):
            gap[0] = True
            continue
        if gap[0] and at:
            out[at] = 32
            at += 1
        gap[0] = False
        out[at] = <_out_unit>ch
        at += 1
    return at


cdef inline Py_ssize_t _write_part(str part, void* out, int out_kind, Py_ssize_t at,
                                   bint* gap) noexcept:
    """:func:`_write_units` for the kinds of ``part`` and of the result."""
    cdef int kind = PyUnicode_KIND(part)
    cdef void* data = PyUnicode_DATA(part)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(part)
    if out_kind == 1:
        if kind == 1:
            return _write_units(<const unsigned char*>data, n, <unsigned char*>out, at, gap)
        if kind == 2:
            return _write_units(<const unsigned short*>data, n, <unsigned char*>out, at, gap)
        return _write_units(<const unsigned int*>data, n, <unsigned char*>out, at, gap)
    if out_kind == 2:
        if kind == 1:
            return _write_units(<const unsigned char*>data, n, <unsigned short*>out, at, gap)
        if kind == 2:
            return _write_units(<const unsigned short*>data, n, <unsigned short*>out, at, gap)
        return _write_units(<const unsigned int*>data, n, <unsigned short*>out, at, gap)
    if kind == 1:
        return _write_units(<const unsigned char*>data, n, <unsigned int*>out, at, gap)
    if kind == 2:
        return _write_units(<const unsigned short*>data, n, <unsigned int*>out, at, gap)
    return _write_units(<const unsigned int*>data, n, <unsigned int*>out, at, gap)


cdef Py_ssize_t _collapsed_size(list parts, Py_ssize_t first, Py_UCS4* widest,
                                bint* as_is, Py_ssize_t* joins=NULL) except -1:
    """Length of the collapsed text of ``parts[first:]`` and its widest character;
    ``as_is``: the joined parts are that text already (single spaces between words);
    ``joins`` (when given): the spaces the collapsed text has. One loop a string kind."""
    cdef Py_ssize_t i, n
    cdef int kind
    cdef void* data
    cdef _Measure m
    m.size = m.gaps = 0
    m.top = 0
    m.gap = False
    m.same = True
    for i in range(first, len(parts)):
        part = <str>parts[i]
        kind = PyUnicode_KIND(part)
        data = PyUnicode_DATA(part)
        n = PyUnicode_GET_LENGTH(part)
        if kind == 1:
            _measure_units(<const unsigned char*>data, n, &m)
        elif kind == 2:
            _measure_units(<const unsigned short*>data, n, &m)
        else:
            _measure_units(<const unsigned int*>data, n, &m)
    widest[0] = m.top
    as_is[0] = m.same and not m.gap
    if joins is not NULL:
        joins[0] = m.gaps
    return m.size


cdef str _collapse_one_byte(list parts, Py_ssize_t first, Py_ssize_t* joins=NULL):
    """:func:`_collapse` of one-byte parts: one pass into a buffer, then the str."""
    cdef Py_ssize_t i, j, n, run, total = 0, out = 0, gaps = 0
    cdef const unsigned char* data
    cdef unsigned char* buf
    cdef unsigned char local[2048]
    cdef unsigned char ch, high = 0
    cdef bint gap = False, same = True
    for i in range(first, len(parts)):
        total += PyUnicode_GET_LENGTH(<str>parts[i])
    buf = &local[0] if total <= 2048 else <unsigned char*>_nodes_malloc(total)
    if buf is NULL:
        raise MemoryError()
    try:
        for i in range(first, len(parts)):
            part = <str>parts[i]
            data = <const unsigned char*>PyUnicode_DATA(part)
            n = PyUnicode_GET_LENGTH(part)
            j = 0
            while j < n:
                ch = data[j]
                if _SPACE1[ch]:
                    if ch != 32 or gap or not out:
                        same = False
                    gap = True
                    j += 1
                    continue
                if gap and out:
                    buf[out] = 32
                    out += 1
                    gaps += 1
                gap = False
                # a run of ASCII characters that are no space, copied in steps (each byte
                # read so far wrote at most one, so the steps stay within the buffer)
                run = _copy_word(data + j, n - j, buf + out)
                if run:
                    out += run
                    j += run
                    continue
                buf[out] = ch
                out += 1
                high |= ch
                j += 1
        if joins is not NULL:
            joins[0] = gaps
        if out == 0:
            return ""
        if same and not gap:
            return "".join(parts[first:]) if first or len(parts) != 1 else parts[0]
        result = PyUnicode_New(out, 255 if high & 0x80 else 127)
        _nodes_memcpy(PyUnicode_DATA(result), buf, out)
        return result
    finally:
        if buf != &local[0]:
            _nodes_free(buf)


cdef str _collapse_text(str text, Py_ssize_t* joins=NULL):
    """``_collapse([text])``: the text itself when it is collapsed already (no list made)."""
    cdef const unsigned char* data
    cdef Py_ssize_t j, n = PyUnicode_GET_LENGTH(text), gaps = 0
    cdef unsigned char ch
    cdef bint gap = False
    if n == 0:
        if joins is not NULL:
            joins[0] = 0
        return ""
    if PyUnicode_KIND(text) != 1:
        return _collapse([text], 0, joins)
    data = <const unsigned char*>PyUnicode_DATA(text)
    j = 0
    while j < n:
        ch = data[j]
        if _SPACE1[ch]:
            if ch != 32 or gap or j == 0:
                return _collapse_one_byte([text], 0, joins)
            gap = True
            gaps += 1
            j += 1
        else:
            gap = False
            j += 1 + _word_len(data + j + 1, n - j - 1)  # the ASCII run after it, in steps
    if gap:
        return _collapse_one_byte([text], 0, joins)
    if joins is not NULL:
        joins[0] = gaps
    return text


cdef str _collapse(list parts, Py_ssize_t first=0, Py_ssize_t* joins=NULL):
    """``" ".join("".join(parts[first:]).split())`` (``joins``, when given: its spaces)."""
    cdef Py_UCS4 top
    cdef bint as_is
    cdef Py_ssize_t size, i, out = 0
    cdef int out_kind
    cdef void* out_data
    cdef bint gap = False
    if _all_one_byte(parts, first):
        return _collapse_one_byte(parts, first, joins)
    size = _collapsed_size(parts, first, &top, &as_is, joins)
    if size == 0:
        return ""
    if as_is:
        return "".join(parts[first:]) if first or len(parts) != 1 else parts[0]
    result = PyUnicode_New(size, top)
    out_kind = PyUnicode_KIND(result)
    out_data = PyUnicode_DATA(result)
    for i in range(first, len(parts)):
        out = _write_part(<str>parts[i], out_data, out_kind, out, &gap)
    return result


cdef Py_ssize_t _collapsed_length_one_byte(list parts) noexcept:
    """:func:`_collapsed_length` of one-byte parts: the characters that are no space, and
    a space before each run of them but the first, a run of ASCII ones counted in steps
    (:func:`_word_len`)."""
    cdef Py_ssize_t i, j, n, run, size = 0
    cdef const unsigned char* data
    cdef bint gap = False
    for i in range(len(parts)):
        part = <str>parts[i]
        data = <const unsigned char*>PyUnicode_DATA(part)
        n = PyUnicode_GET_LENGTH(part)
        j = 0
        while j < n:
            if _SPACE1[data[j]]:
                gap = True
                j += 1
                continue
            if gap and size:
                size += 1
            gap = False
            run = _word_len(data + j, n - j)
            j += run if run else 1  # a control or a byte past ASCII that is no space: one
            size += run if run else 1
    return size


cdef inline Py_ssize_t _collapsed_length(list parts) except -1:
    """``len(" ".join("".join(parts).split()))``."""
    cdef Py_UCS4 top
    cdef bint as_is
    if not parts:
        return 0
    if _all_one_byte(parts, 0):
        return _collapsed_length_one_byte(parts)
    return _collapsed_size(parts, 0, &top, &as_is)
