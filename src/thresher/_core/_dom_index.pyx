# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The DOM index's walk in C, over libxml2's nodes.

:func:`thresher.html.dom_index.index_page_reference` is the definition: this
walk fills the same lists as its ``_Walk`` (elements, tags, parents, own texts,
attribute counts, text pieces; the spans as C numbers) in the same order, and
computes the same :class:`~thresher.html.dom_index.PageIndex` sums.
``tests/test_compiled_walks.py`` holds the two equal field by field (elements
by identity) on the bundled pages, hostile hand-made pages and samples of
every shared dataset. Proxies are made only for the elements the index keeps.
"""

include "_source.pxi"

from cpython.mem cimport PyMem_Free, PyMem_Malloc, PyMem_Realloc
from cpython.ref cimport Py_INCREF, Py_XDECREF
from cpython.tuple cimport PyTuple_New
from cpython.unicode cimport PyUnicode_AsUTF8, PyUnicode_Count
from libc.stdint cimport int64_t, uint64_t
from libc.string cimport memcmp, memcpy, strlen, strstr
from cpython cimport array as carray

include "_nodes.pxi"

from array import array

from thresher.html import dom_index as _dom_index_module
from thresher.html.dom_index import HEADING_TAGS, PageIndex, own_text
from thresher.html.segment import _HIDDEN_STYLE, SKIP_TAGS

if array("q").itemsize != sizeof(int64_t):
    raise ImportError("array('q') is not 64-bit here: the index kernel writes its spans as such")


cdef extern from *:
    """
    #define thresher_prefetch(p) __builtin_prefetch((const void*)(p))
    """
    void _prefetch "thresher_prefetch" (const void* p) noexcept nogil


cdef struct Frame:
    xmlNode* next       # the next child the frame's iterator yields
    Py_ssize_t position  # the open element's number
    Py_ssize_t words  # the own-text parts that are not blank (blank ones stand as " ")


cdef class _Frames:
    """The open elements: C frames plus each one's own-text parts and tail. The parts
    are None until the first that is not blank: blank parts before it change no
    collapsed text, and an element with none (most containers) needs no list."""

    cdef Frame* frames
    cdef Py_ssize_t size, capacity
    cdef list texts, tails

    def __cinit__(self):
        self.frames = NULL
        self.size = 0
        self.capacity = 0
        self.texts = []
        self.tails = []

    def __dealloc__(self):
        PyMem_Free(self.frames)

    cdef int push(self, xmlNode* first, Py_ssize_t position, list texts, object tail,
                  Py_ssize_t words) except -1:
        cdef Frame* grown
        if self.size == self.capacity:
            self.capacity = self.capacity * 2 + 64
            grown = <Frame*>PyMem_Realloc(self.frames, self.capacity * sizeof(Frame))
            if grown is NULL:
                raise MemoryError()
            self.frames = grown
        self.frames[self.size].next = first
        self.frames[self.size].position = position
        self.frames[self.size].words = words
        self.size += 1
        self.texts.append(texts)
        self.tails.append(tail)
        return 0


cdef enum:
    T_SKIP = 1  # a tag the walk skips with its subtree (``SKIP_TAGS``)
    T_LINK = 2  # "a"
    T_HEADING = 4  # ``HEADING_TAGS``


cdef int _tag_code(str tag, skip_tags, heading_tags) except -1:
    """The walk's bits for an element named ``tag``."""
    if tag in skip_tags:
        return T_SKIP
    if tag == "a":
        return T_LINK
    if tag in heading_tags:
        return T_HEADING
    return 0


cdef extern from "Python.h":
    void _tuple_steal "PyTuple_SET_ITEM" (object tuple_, Py_ssize_t at, PyObject* item)
    PyObject* _list_item "PyList_GET_ITEM" (object list_, Py_ssize_t at)


cdef class _Index:
    """The walk's results (``dom_index._Walk``'s lists) in C arrays: the elements, tags,
    own texts (NULL until known) and pieces as owned references; each element's parent's
    number, attribute count, tag bits, own text's spaces (-1: not counted) and span (two
    C numbers: its first piece, and the end of its pieces, as ``_Walk.spans``)."""

    cdef PyObject** elements
    cdef PyObject** tags
    cdef PyObject** own
    cdef PyObject** pieces
    cdef int64_t* bounds
    cdef Py_ssize_t* parents  # -1 for the root
    cdef Py_ssize_t* attrs
    cdef Py_ssize_t* spaces
    cdef unsigned char* codes
    cdef Py_ssize_t size, capacity, piece_count, piece_capacity
    cdef bint complete

    def __cinit__(self):
        self.elements = self.tags = self.own = self.pieces = NULL
        self.bounds = NULL
        self.parents = self.attrs = self.spaces = NULL
        self.codes = NULL
        self.size = self.capacity = self.piece_count = self.piece_capacity = 0
        self.complete = True

    def __dealloc__(self):
        cdef Py_ssize_t i
        for i in range(self.size):
            Py_XDECREF(self.elements[i])
            Py_XDECREF(self.tags[i])
            Py_XDECREF(self.own[i])
        for i in range(self.piece_count):
            Py_XDECREF(self.pieces[i])
        PyMem_Free(self.elements)
        PyMem_Free(self.tags)
        PyMem_Free(self.own)
        PyMem_Free(self.pieces)
        PyMem_Free(self.bounds)
        PyMem_Free(self.parents)
        PyMem_Free(self.attrs)
        PyMem_Free(self.spaces)
        PyMem_Free(self.codes)

    cdef int _grow(self) except -1:
        cdef Py_ssize_t capacity = self.capacity * 2 + 256
        _regrow(<void**>&self.elements, capacity * sizeof(PyObject*))
        _regrow(<void**>&self.tags, capacity * sizeof(PyObject*))
        _regrow(<void**>&self.own, capacity * sizeof(PyObject*))
        _regrow(<void**>&self.bounds, 2 * capacity * sizeof(int64_t))
        _regrow(<void**>&self.parents, capacity * sizeof(Py_ssize_t))
        _regrow(<void**>&self.attrs, capacity * sizeof(Py_ssize_t))
        _regrow(<void**>&self.spaces, capacity * sizeof(Py_ssize_t))
        _regrow(<void**>&self.codes, capacity + 1)
        self.capacity = capacity
        return 0

    cdef int add(self, el, str tag, int code, Py_ssize_t parent, Py_ssize_t count) except -1:
        """An element kept: its span starts (and ends) at the next piece; its own text
        unknown yet."""
        cdef Py_ssize_t position = self.size
        if position == self.capacity:
            self._grow()
        Py_INCREF(el)
        Py_INCREF(tag)
        self.elements[position] = <PyObject*>el
        self.tags[position] = <PyObject*>tag
        self.own[position] = NULL
        self.spaces[position] = -1
        self.codes[position] = code
        self.parents[position] = parent
        self.attrs[position] = count
        self.bounds[2 * position] = self.bounds[2 * position + 1] = self.piece_count
        self.size = position + 1
        return 0

    cdef inline int set_own(self, Py_ssize_t position, str text, Py_ssize_t spaces) except -1:
        Py_INCREF(text)
        Py_XDECREF(self.own[position])
        self.own[position] = <PyObject*>text
        self.spaces[position] = spaces
        return 0

    cdef int piece(self, str text) except -1:
        """``pieces.append(text)``."""
        if self.piece_count == self.piece_capacity:
            self.piece_capacity = self.piece_capacity * 2 + 512
            _regrow(<void**>&self.pieces, self.piece_capacity * sizeof(PyObject*))
        Py_INCREF(text)
        self.pieces[self.piece_count] = <PyObject*>text
        self.piece_count += 1
        return 0

    cdef int stop(self) except -1:
        """``_Walk.stop``: the node limit is reached, open elements' own text from the tree."""
        cdef Py_ssize_t position
        self.complete = False
        for position in range(self.size):
            if self.own[position] is NULL:
                self.set_own(position, own_text(<object>self.elements[position]), -1)
        return 0

    cdef tuple take(self, PyObject** items, Py_ssize_t n):
        """The tuple of ``items[:n]``, their references moved to it (NULL made "")."""
        cdef tuple found = PyTuple_New(n)
        cdef Py_ssize_t i
        cdef PyObject* item
        for i in range(n):
            item = items[i]
            if item is NULL:
                item = <PyObject*>""
                Py_INCREF(<object>item)
            _tuple_steal(found, i, item)
            items[i] = NULL
        return found


cdef int _regrow(void** block, size_t size) except -1:
    """``block[0]`` reallocated to ``size`` bytes."""
    cdef void* grown = PyMem_Realloc(block[0], size)
    if grown is NULL:
        raise MemoryError()
    block[0] = grown
    return 0


cdef inline void _put(object tuple_, Py_ssize_t at, object value) noexcept:
    """Set item ``at`` of a tuple being made to ``value`` (a new reference moved in)."""
    Py_INCREF(value)
    _tuple_steal(tuple_, at, <PyObject*>value)


cdef enum:
    _BLANK_SLOTS = 256  # a power of two
    _BLANK_LONGEST = 512  # bytes of the longest text remembered


cdef class _Blanks:
    """``_collect_text`` for the walk, with each text of ASCII whitespace (the tails that
    indent the markup, most of a page's texts) decoded once: remembered by a hash of
    its length and two of its bytes, checked byte for byte when found again."""

    cdef PyObject* slots[_BLANK_SLOTS]  # owned references

    def __cinit__(self):
        cdef int i
        for i in range(_BLANK_SLOTS):
            self.slots[i] = NULL

    def __dealloc__(self):
        cdef int i
        for i in range(_BLANK_SLOTS):
            Py_XDECREF(self.slots[i])

    cdef str text(self, xmlNode* c, bint* blank):
        """``_collect_text(c)``; ``blank``: it is ASCII whitespace, at least one character."""
        cdef xmlNode* first = _text_or_skip(c)
        cdef const unsigned char* s
        cdef Py_ssize_t n = 0
        cdef size_t slot
        cdef PyObject* kept
        blank[0] = False
        if first is NULL or first.content is NULL or _text_or_skip(first.next) is not NULL:
            return _collect_text(c)
        s = <const unsigned char*>first.content
        while _ASCII_SPACE[s[n]]:
            n += 1
        if s[n] != 0:
            return _decode(<const char*>s)
        if n == 0:
            return ""
        blank[0] = True
        if n > _BLANK_LONGEST:
            return _decode(<const char*>s)
        slot = (<size_t>n * 31 + s[n >> 1] * 7 + s[n - 1]) & (_BLANK_SLOTS - 1)
        kept = self.slots[slot]
        if (
            kept is not NULL
            and PyUnicode_GET_LENGTH(<object>kept) == n
            and memcmp(PyUnicode_DATA(<object>kept), s, n) == 0
        ):
            return <str>kept
        text = _decode(<const char*>s)
        Py_INCREF(text)
        Py_XDECREF(kept)
        self.slots[slot] = <PyObject*>text
        return text


def index(cetree._Element root, Py_ssize_t max_nodes):
    """``index_page_reference``'s walk from ``root`` (not skipped, ``max_nodes`` > 0):
    the :class:`PageIndex`, or None for a tree the walk leaves to the reference (one
    whose DTD declares default attributes)."""
    if _dtd_defaults(root._c_node.doc):
        return None
    found = _Index()
    _run(found, root, max_nodes)
    return _finish(found)


cdef int _run(_Index walk, cetree._Element root, Py_ssize_t max_nodes) except -1:
    """``_Walk.run``."""
    cdef cetree._Document doc = root._doc
    cdef xmlNode* c_root = root._c_node
    cdef xmlNode* c
    cdef xmlNode* after
    cdef xmlNode* child
    cdef _Frames frames = _Frames()
    cdef _Tags names = _Tags()
    cdef _Blanks blanks = _Blanks()
    cdef Py_ssize_t parent, position, count, spaces
    cdef bint blank, tail_blank
    cdef int code, slot
    cdef Found found
    cdef list texts
    cdef bint descended
    skip_tags = SKIP_TAGS
    heading_tags = HEADING_TAGS
    hidden_style = _HIDDEN_STYLE

    text = blanks.text(c_root.children, &blank)
    tag = names.of(c_root)
    walk.add(root, tag, _tag_code(tag, skip_tags, heading_tags), -1, _attribute_count(c_root))
    if text:
        walk.piece(text)
    frames.push(_first_child(c_root), 0, [text] if text and not blank else None, None,
                bool(text) and not blank)

    while frames.size and walk.size < max_nodes:
        c = frames.frames[frames.size - 1].next
        parent = frames.frames[frames.size - 1].position
        texts = frames.texts[frames.size - 1]
        descended = False
        while c is not NULL:
            after = _next_sibling(c)
            if after is not NULL:  # the next sibling's reads start while this one is read
                _prefetch(after.children)
                _prefetch(after.properties)
                _prefetch(after.next)
            tail = blanks.text(c.next, &tail_blank)
            if tail:
                if not tail_blank:
                    if texts is None:
                        texts = [tail]
                        frames.texts[frames.size - 1] = texts
                    else:
                        texts.append(tail)
                    frames.frames[frames.size - 1].words += 1
                elif texts is not None:
                    texts.append(" ")  # any whitespace: collapsed the same
            if c.type != tree.XML_ELEMENT_NODE:  # comment, instruction, entity: a tail only
                if tail:
                    walk.piece(tail)
                c = after
                continue
            slot = names.slot(c)
            if slot >= 0:
                tag = <str>names.tags[slot]
                code = names.numbers[slot]
                if code < 0:
                    code = _tag_code(tag, skip_tags, heading_tags)
                    names.numbers[slot] = code
            else:
                tag = cetree.namespacedName(c)
                code = _tag_code(tag, skip_tags, heading_tags)
            if code & T_SKIP:
                if tail:
                    walk.piece(tail)
                c = after
                continue
            count = _attribute_count(c)
            if count:
                _find_attributes(c, &found)
                if _hidden(c, &found, hidden_style):
                    if tail:
                        walk.piece(tail)
                    c = after
                    continue
            position = walk.size
            walk.add(cetree.elementFactory(doc, c), tag, code, parent, count)
            text = blanks.text(c.children, &blank)
            if text:
                walk.piece(text)
            child = _first_child(c)
            if child is not NULL:
                _prefetch(child.children)
                _prefetch(child.properties)
                _prefetch(child.next)
                frames.frames[frames.size - 1].next = after
                frames.push(
                    child,
                    position,
                    [text] if text and not blank else None,
                    tail,
                    bool(text) and not blank,
                )
                descended = True
                break
            if text and not blank:
                walk.set_own(position, _collapse_text(text, &spaces), spaces)
            else:
                walk.set_own(position, "", 0)
            walk.bounds[2 * position + 1] = walk.piece_count
            if tail:
                walk.piece(tail)
            if position + 1 >= max_nodes:
                descended = True  # the limit: the frame stays open
                break
            c = after
        if not descended:
            _close(frames, walk)
    if frames.size:
        walk.stop()
    return 0


cdef int _close(_Frames frames, _Index walk) except -1:
    """``_Walk.close``: the innermost open element's subtree is done."""
    cdef Py_ssize_t top = frames.size - 1
    cdef Py_ssize_t position = frames.frames[top].position
    cdef Py_ssize_t spaces
    texts = frames.texts.pop()
    tail = frames.tails.pop()
    frames.size = top
    if frames.frames[top].words:
        walk.set_own(position, _collapse(texts, 0, &spaces), spaces)
    else:
        walk.set_own(position, "", 0)
    walk.bounds[2 * position + 1] = walk.piece_count
    if tail:
        walk.piece(tail)
    return 0


# The fields ``_finish`` writes into a new :class:`PageIndex`'s ``__dict__``, in the
# dataclass's order (checked at import: a PageIndex with other fields, or not made by the
# dataclass's own ``__init__`` alone, is made by its constructor).
_FIELDS = (
    "elements", "tags", "parents", "ends", "own_text", "in_link", "chars", "link_chars",
    "attrs", "in_heading", "nonspace", "pieces", "piece_bounds", "complete", "texts", "lazy",
)  # fmt: skip


def builds_directly():
    """Whether ``_finish`` may make a :class:`PageIndex` by writing its ``__dict__``: its
    fields are :data:`_FIELDS`, ``texts`` and ``lazy`` made empty by ``dict``; its
    ``__init__`` is the one ``dataclass`` wrote (which sets each field through
    ``object.__setattr__`` and nothing else), with no ``__post_init__`` and no slots."""
    import dataclasses

    found = dataclasses.fields(PageIndex)
    factories = {f.name: f.default_factory for f in found}
    init = getattr(PageIndex.__init__, "__code__", None)
    return (
        tuple(f.name for f in found) == _FIELDS
        and factories["texts"] is dict
        and factories["lazy"] is dict
        and init is not None
        and init.co_filename == "<string>"  # written by dataclasses, not by hand
        and not hasattr(PageIndex, "__post_init__")
        and "__slots__" not in PageIndex.__dict__
    )


cdef bint _DIRECT = builds_directly()


cdef object _page_index(dict values):
    """``PageIndex(**values)``: its ``__dict__`` written when :data:`_DIRECT` (what the
    frozen dataclass's ``__init__`` does, field by field through ``object.__setattr__``)."""
    if not _DIRECT:
        return PageIndex(**values)
    found = PageIndex.__new__(PageIndex)
    values["texts"] = {}
    values["lazy"] = {}
    found.__dict__.update(values)
    return found


cdef object _finish(_Index walk):
    """``_Walk.finish``: the :class:`PageIndex` of a filled walk. The prefix sums are
    written as C numbers and handed over as ``array("q")``; equal positions share one
    ``int`` (each is boxed once, for the parents and the subtree ends)."""
    cdef Py_ssize_t* parents = walk.parents
    cdef Py_ssize_t n = walk.size, i, parent
    cdef Py_ssize_t* ends = <Py_ssize_t*>PyMem_Malloc((n + 1) * sizeof(Py_ssize_t))
    cdef int64_t* sums = <int64_t*>PyMem_Malloc(4 * (n + 1) * sizeof(int64_t))
    cdef int64_t* chars = sums
    cdef int64_t* link_chars = sums + (n + 1)
    cdef int64_t* nonspace = sums + 2 * (n + 1)
    cdef int64_t* attrs = sums + 3 * (n + 1)
    cdef unsigned char* flags = walk.codes  # made each element's and its ancestors' bits
    cdef Py_ssize_t length, count
    cdef PyObject* text
    cdef tuple parent_numbers, end_numbers, in_link, in_heading
    cdef list numbers
    cdef object true = True, false = False, minus = -1
    cdef carray.array empty = array("q")  # the arrays' template (clone: no constructor call)
    try:
        if ends is NULL or sums is NULL:
            raise MemoryError()
        for i in range(n):
            ends[i] = i
        for i in range(n - 1, -1, -1):
            parent = parents[i]
            if parent >= 0 and ends[i] > ends[parent]:
                ends[parent] = ends[i]
        in_link, in_heading = PyTuple_New(n), PyTuple_New(n)
        chars[0] = link_chars[0] = nonspace[0] = attrs[0] = 0
        for i in range(n):
            parent = parents[i]
            if parent >= 0:
                flags[i] |= flags[parent] & (T_LINK | T_HEADING)
            text = walk.own[i]
            if text is NULL:
                text = <PyObject*>""
                Py_INCREF(<object>text)
                walk.own[i] = text
                walk.spaces[i] = 0
            length = PyUnicode_GET_LENGTH(<object>text)
            count = walk.spaces[i]
            if length and count < 0:
                count = PyUnicode_Count(<object>text, " ", 0, length)
            chars[i + 1] = chars[i] + length
            link_chars[i + 1] = link_chars[i] + (length if flags[i] & T_LINK else 0)
            nonspace[i + 1] = nonspace[i] + (length - count if length else 0)
            attrs[i + 1] = attrs[i] + walk.attrs[i]
            _put(in_link, i, true if flags[i] & T_LINK else false)
            _put(in_heading, i, true if flags[i] & T_HEADING else false)
        numbers = list(range(n))
        parent_numbers, end_numbers = PyTuple_New(n), PyTuple_New(n)
        for i in range(n):
            text = _list_item(numbers, parents[i]) if parents[i] >= 0 else <PyObject*>minus
            Py_INCREF(<object>text)
            _tuple_steal(parent_numbers, i, text)
            text = _list_item(numbers, ends[i])
            Py_INCREF(<object>text)
            _tuple_steal(end_numbers, i, text)
        return _page_index({
            "elements": walk.take(walk.elements, n),
            "tags": walk.take(walk.tags, n),
            "parents": parent_numbers,
            "ends": end_numbers,
            "own_text": walk.take(walk.own, n),
            "in_link": in_link,
            "chars": _int64_array(empty, chars, n + 1),
            "link_chars": _int64_array(empty, link_chars, n + 1),
            "attrs": _int64_array(empty, attrs, n + 1),
            "in_heading": in_heading,
            "nonspace": _int64_array(empty, nonspace, n + 1),
            "pieces": walk.take(walk.pieces, walk.piece_count),
            "piece_bounds": _int64_array(empty, walk.bounds, 2 * n),
            "complete": walk.complete,
        })
    finally:
        PyMem_Free(ends)
        PyMem_Free(sums)


cdef bint _int64s(values):
    """True for an ``array("q")`` (what the compiled loops read as C numbers)."""
    return type(values) is array and values.typecode == "q"


cdef object _int64_array(carray.array empty, int64_t* values, Py_ssize_t n):
    """``array("q")`` of ``values[:n]`` (``empty``: an empty ``array("q")``)."""
    cdef carray.array found = carray.clone(empty, n, False)
    if n:
        memcpy(found.data.as_voidptr, values, n * sizeof(int64_t))
    return found


# ------------------------------------------------------------ the unhide repairs' candidates
#
# ``unhide._large_candidates_reference`` is the definition: one walk of the body that
# makes proxies only for the elements it returns. A wrapper is tested for a hiding
# attribute from libxml2's attribute list, and a control or wrapper is measured by the text
# characters of its subtree (XPath's ``string-length``, which ``_length`` asks; ``_length``
# itself only where an entity reference is under it).


from thresher._core.fingerprint import source_fingerprint
from thresher.html import unhide as _unhide_module

# The digest of the mirrored definitions (edit the reference, then this walk, then this).
UNHIDE_WRITTEN_FOR = "afee12980d5d7c58"
_UNHIDE_MIRRORED = (
    (
        _unhide_module,
        ("_may_hide", "_candidates", "_length", "_large_candidates_reference", "_long_enough"),
    ),
)


def unhide_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_UNHIDE_MIRRORED)


# False when unhide.py's mirrored rules changed since this walk was written: the caller
# then runs the reference.
UNHIDE_USABLE = unhide_fingerprint() == UNHIDE_WRITTEN_FOR

cdef enum:
    K_NONE = 0
    K_WRAPPER = 1
    K_ALSO = 2
    K_CONTROL = 3


cdef enum:
    _KIND_SLOTS = 256  # remembered names (a power of two)
    _KIND_NAMES = 64  # tag names of the three lists together a walk tests at most


cdef const char* _utf8_of(str name, list kept) except NULL:
    """The UTF-8 of ``name`` (``name.encode("utf-8")``'s bytes, NUL-terminated: an ASCII
    name's own data), valid while ``kept``, which takes the name, holds it."""
    cdef const char* utf8 = PyUnicode_AsUTF8(name)
    kept.append(name)
    return utf8


cdef class _Kinds:
    """Which list an element's tag puts it in (``_candidates``'s tests, in their order),
    remembered by name address for the walk (the parser keeps one copy of each name)."""

    cdef const void* slots[_KIND_SLOTS]
    cdef int slot_kinds[_KIND_SLOTS]
    cdef const char* names[_KIND_NAMES]  # wrappers, then also, then controls
    cdef int kinds[_KIND_NAMES]
    cdef int count
    cdef list kept  # the names whose UTF-8 ``names`` point into

    def __cinit__(self, wrappers, also, controls):
        cdef int i
        for i in range(_KIND_SLOTS):
            self.slots[i] = NULL
            self.slot_kinds[i] = K_NONE
        self.kept = []
        self.count = 0
        for kind, tags in ((K_WRAPPER, wrappers), (K_ALSO, also), (K_CONTROL, controls)):
            for tag in tags:
                if self.count == _KIND_NAMES:
                    raise OverflowError("too many tag names for the candidate walk")
                self.names[self.count] = _utf8_of(tag, self.kept)
                self.kinds[self.count] = kind
                self.count += 1

    cdef inline int of(self, xmlNode* c) noexcept:
        cdef size_t slot
        cdef int kind = K_NONE, i
        if c.name is NULL:
            return K_NONE
        if c.ns is not NULL and c.ns.href is not NULL and c.ns.href[0] != 0:
            return K_NONE  # a plain tag in ``iter(...)`` matches elements in no namespace
        # Fibonacci hashing: names the parser stores side by side fall in distinct slots.
        slot = <size_t>((<uint64_t><size_t>c.name * <uint64_t>0x9E3779B97F4A7C15ULL) >> 56)
        if self.slots[slot] == <const void*>c.name:
            return self.slot_kinds[slot]
        for i in range(self.count):
            if strcmp(<const char*>c.name, self.names[i]) == 0:
                kind = self.kinds[i]
                break
        self.slots[slot] = <const void*>c.name
        self.slot_kinds[slot] = kind
        return kind


cdef Py_ssize_t _text_chars_bound(xmlNode* top) noexcept nogil:
    """XPath's ``string-length`` of ``top``: the UTF-8 characters of every text and CDATA
    node under it, in document order; -1 when an entity reference is there (the caller
    asks XPath)."""
    cdef xmlNode* c = top.children
    cdef const unsigned char* s
    cdef Py_ssize_t count = 0
    while c is not NULL:
        if c.type == tree.XML_TEXT_NODE or c.type == tree.XML_CDATA_SECTION_NODE:
            s = <const unsigned char*>c.content
            if s is not NULL:
                while s[0] != 0:
                    count += (s[0] & 0xC0) != 0x80
                    s += 1
        elif c.type == tree.XML_ENTITY_REF_NODE:
            return -1
        if c.children is not NULL and c.type != tree.XML_DTD_NODE:
            c = c.children
            continue
        while c.next is NULL:
            c = c.parent
            if c is top or c is NULL:
                return count
        c = c.next
    return count


cdef bint _may_hide_node(xmlNode* c) except -1:
    """``unhide._may_hide``: a ``hidden`` attribute, or a style naming none or hidden."""
    cdef Found found
    cdef const char* plain
    _find_attributes(c, &found)
    if found.bits & A_STYLE:
        plain = _plain_value(found.style)
        if plain is not NULL:
            if strstr(plain, "none") is not NULL or strstr(plain, "hidden") is not NULL:
                return True
        else:
            style = _attribute_value(c, found.style)
            if style and ("none" in style or "hidden" in style):
                return True
    return (found.bits & A_HIDDEN) != 0


cdef bint _long_enough_node(cetree._Document doc, xmlNode* c, Py_ssize_t least, length) except -1:
    """``unhide._long_enough``: the subtree's text characters are ``unhide._length``
    (XPath's ``string-length``: the characters of every text and CDATA node under the
    element, in order); ``length`` is asked only where an entity reference is there."""
    cdef Py_ssize_t counted = _text_chars_bound(c)
    if counted >= 0:
        return counted >= least
    return length(cetree.elementFactory(doc, c)) >= least


def string_length(cetree._Element element):
    """The text characters of ``element``'s subtree as the walk counts them (XPath's
    ``string-length``), -1 where an entity reference is under it (for the tests)."""
    return _text_chars_bound(element._c_node)


def unhide_candidates(
    cetree._Element body, also, controls, wrappers, Py_ssize_t least, length, groups=None
):
    """``unhide._large_candidates_reference(body, also)`` (tags ``controls`` and
    ``wrappers``, at least ``least`` characters by ``length``), or None for a tree the
    walk leaves to it (one whose DTD declares default attributes). Given ``groups``, a
    fourth list from the same walk: :func:`elements_with_attributes` of ``groups`` (None
    too when the groups name more than it holds)."""
    cdef xmlNode* top = body._c_node
    cdef xmlNode* c = top
    cdef cetree._Document doc = body._doc
    cdef _Kinds kinds
    cdef _Groups searched = None
    cdef int kind
    cdef list others = [], found_controls = [], found_wrappers = [], attributed = []
    if _dtd_defaults(top.doc):
        return None
    try:
        kinds = _Kinds(wrappers, also, controls)
    except OverflowError:
        return None
    if groups is not None:
        searched = _Groups.of(groups)
        if searched is None:
            return None
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE:
            kind = kinds.of(c)
            if kind == K_WRAPPER:
                if c is not top and _may_hide_node(c) and _long_enough_node(doc, c, least, length):
                    found_wrappers.append(cetree.elementFactory(doc, c))
            elif kind == K_ALSO:
                others.append(cetree.elementFactory(doc, c))
            elif kind == K_CONTROL:
                if c is not top and _long_enough_node(doc, c, least, length):
                    found_controls.append(cetree.elementFactory(doc, c))
            if searched is not None and c is not top and searched.match(c):
                attributed.append(cetree.elementFactory(doc, c))
        c = _next_in_subtree(c, top)
    if searched is None:
        return others, found_controls, found_wrappers
    return others, found_controls, found_wrappers, attributed


# ------------------------------------------------------------ elements by their attributes
#
# ``unhide.attribute_xpath(groups)`` is the definition: the elements under an element that
# carry every attribute of one group, an XPath walk of the whole tree in libxml2's
# evaluator (~0.3 us an element); the groups are the caller's table, so nothing here can
# drift from it.


cdef enum:
    _MAX_SEARCHED = 16  # attribute names of all groups, and groups, a walk tests at most
    _NAME_SLOTS = 64  # remembered attribute names (a power of two)


cdef class _Groups:
    """The attribute groups a walk searches: each group's names as bits, and the bits of
    each attribute name met, remembered by name address for the walk (the parser keeps
    one copy of each name; another copy is compared again)."""

    cdef const char* names[_MAX_SEARCHED]
    cdef unsigned int masks[_MAX_SEARCHED]  # each group's names as bits of ``names``
    cdef int name_count, group_count
    cdef const void* slots[_NAME_SLOTS]
    cdef unsigned int slot_bits[_NAME_SLOTS]
    cdef list kept  # the names whose UTF-8 ``names`` point into

    @staticmethod
    cdef _Groups of(tuple groups):
        """The groups, or None when they name more than a walk holds."""
        cdef _Groups made
        cdef int i
        if len(groups) > _MAX_SEARCHED or sum(len(group) for group in groups) > _MAX_SEARCHED:
            return None
        made = _Groups.__new__(_Groups)
        made.kept = []
        made.name_count = 0
        made.group_count = 0
        for i in range(_NAME_SLOTS):
            made.slots[i] = NULL
            made.slot_bits[i] = 0
        for group in groups:
            made.masks[made.group_count] = 0
            for name in group:
                made.names[made.name_count] = _utf8_of(name, made.kept)
                made.masks[made.group_count] |= 1u << made.name_count
                made.name_count += 1
            made.group_count += 1
        return made

    cdef inline unsigned int _bits(self, const char* name) noexcept nogil:
        """The bits of the searched names equal to ``name``."""
        cdef unsigned int bits = 0
        cdef int i
        cdef size_t slot = <size_t>((<uint64_t><size_t>name * <uint64_t>0x9E3779B97F4A7C15ULL) >> 58)
        if self.slots[slot] == <const void*>name:
            return self.slot_bits[slot]
        for i in range(self.name_count):
            if self.names[i][0] == name[0] and strcmp(self.names[i], name) == 0:
                bits |= 1u << i
        self.slots[slot] = <const void*>name
        self.slot_bits[slot] = bits
        return bits

    cdef inline bint match(self, xmlNode* c) noexcept nogil:
        """``c`` carries every attribute (without a namespace) of one group."""
        cdef xmlAttr* a = c.properties
        cdef unsigned int bits = 0
        cdef int g
        if a is NULL:
            return False
        while a is not NULL:
            if a.ns is NULL and a.name is not NULL:
                bits |= self._bits(<const char*>a.name)
            a = a.next
        if bits == 0:
            return False
        for g in range(self.group_count):
            if (bits & self.masks[g]) == self.masks[g]:
                return True
        return False


def elements_with_attributes(cetree._Element top_element, tuple groups):
    """``unhide.attribute_xpath(groups)(top_element)``: the elements under
    ``top_element`` (not itself), in document order, that carry every attribute of one
    of ``groups``; None for a tree the walk leaves to XPath (one whose DTD declares
    default attributes) or groups naming more than it holds."""
    cdef xmlNode* top = top_element._c_node
    cdef xmlNode* c
    cdef cetree._Document doc = top_element._doc
    cdef _Groups searched = _Groups.of(groups)
    cdef list found = []
    if searched is None or _dtd_defaults(top.doc):
        return None
    c = _next_in_subtree(top, top)
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE and searched.match(c):
            found.append(cetree.elementFactory(doc, c))
        c = _next_in_subtree(c, top)
    return found


# ------------------------------------------------------------ the title search's short elements
#
# ``title_match._short_elements`` is the definition (with ``PageIndex.spaceless_counts``
# of a complete index): the same positions from the index's prefix sums, read as C
# numbers instead of Python ints.

from thresher.metadata import title_match as _title_match_module

SHORT_WRITTEN_FOR = "190827ae02e719a6"
_SHORT_MIRRORED = (
    (_title_match_module, ("_short_elements",)),
    (_dom_index_module, ("PageIndex",)),
)


def short_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_SHORT_MIRRORED)


# False when the mirrored definitions changed since this loop was written.
SHORT_USABLE = short_fingerprint() == SHORT_WRITTEN_FOR


def short_elements(index, Py_ssize_t hc_size, Py_ssize_t least):
    """``title_match._short_elements(index, hc_size, least)``, or None for an index it
    leaves to the reference (incomplete, or its ends not a tuple or its sums not
    ``array("q")``)."""
    cdef tuple ends
    cdef const long long[::1] chars, nonspace
    cdef Py_ssize_t n, p, end, count, most = 2 * hc_size + 20
    cdef list found = []
    if not index.complete:
        return None
    if type(index.ends) is not tuple or not _int64s(index.chars) or not _int64s(index.nonspace):
        return None
    ends, chars, nonspace = index.ends, index.chars, index.nonspace
    n = len(ends)
    if len(chars) != n + 1 or len(nonspace) != n + 1:
        return None
    if least < 1:
        least = 1
    for p in range(n):
        end = <Py_ssize_t>ends[p] + 1
        count = chars[end] - chars[p]
        if least <= count <= most:
            count = nonspace[end] - nonspace[p]
            if least <= count <= hc_size:
                found.append(p)
    return found


# ------------------------------------------------------------ the unhide repairs' text measure
#
# ``unhide._text_chars`` is the definition: the characters of the stripped text nodes
# under an element (XPath ``.//text()``), less those under a script, style, noscript or
# template below it, and none when the element or an ancestor is one. The walk skips
# those subtrees instead of subtracting them, and strips and counts each node's UTF-8
# in place instead of making its str. The repairs that ask whether a body holds more than
# a bound (a candidate's share of it, the visible text a ``<noscript>`` must outweigh) stop
# the walk once its count passes the bound (``text_chars_upto``).

from cpython.pyport cimport PY_SSIZE_T_MAX

TEXT_CHARS_WRITTEN_FOR = "7bd9e805dfc7e493"
_TEXT_CHARS_MIRRORED = ((_unhide_module, ("_text_chars",)),)


def text_chars_fingerprint():
    """The digest of the mirrored definition's source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_TEXT_CHARS_MIRRORED)


# False when unhide._text_chars changed since this walk was written.
TEXT_CHARS_USABLE = text_chars_fingerprint() == TEXT_CHARS_WRITTEN_FOR


cdef inline Py_UCS4 _utf8_at(const unsigned char* s, Py_ssize_t i, Py_ssize_t* size) noexcept nogil:
    """The code point of the valid UTF-8 sequence at ``i`` and its length in ``size``."""
    cdef unsigned char c = s[i]
    if c < 0x80:
        size[0] = 1
        return c
    if c < 0xE0:
        size[0] = 2
        return ((c & 0x1F) << 6) | (s[i + 1] & 0x3F)
    if c < 0xF0:
        size[0] = 3
        return ((c & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F)
    size[0] = 4
    return ((c & 0x07) << 18) | ((s[i + 1] & 0x3F) << 12) | ((s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F)


cdef Py_ssize_t _stripped_length(const unsigned char* s) noexcept:
    """``len(s.decode("utf-8").strip())`` for valid UTF-8 ``s`` (NUL-terminated)."""
    cdef Py_ssize_t n = strlen(<const char*>s), start = 0, end, at, size, count = 0
    while start < n:
        if not Py_UNICODE_ISSPACE(_utf8_at(s, start, &size)):
            break
        start += size
    if start == n:
        return 0
    end = n
    while end > start:
        at = end - 1
        while (s[at] & 0xC0) == 0x80:
            at -= 1
        if not Py_UNICODE_ISSPACE(_utf8_at(s, at, &size)):
            break
        end = at
    for at in range(start, end):
        count += (s[at] & 0xC0) != 0x80
    return count


cdef bint _named_in(xmlNode* c, list names) except -1:
    """The element is in no namespace and its name is one of ``names`` (UTF-8 bytes
    without NUL), compared in C: no bytes object made for each element."""
    cdef const char* tag
    cdef bytes name
    if c.ns is not NULL or c.name is NULL:
        return False
    tag = <const char*>c.name
    for name in names:
        if (<const char*>name)[0] == tag[0] and strcmp(tag, <const char*>name) == 0:
            return True
    return False


def text_chars(cetree._Element element, unread):
    """``unhide._text_chars(element)`` (``unread``: its ``_UNREAD`` tags), or -1 for a
    subtree the walk leaves to it (an entity reference, text that is not valid UTF-8)."""
    return text_chars_upto(element, unread, PY_SSIZE_T_MAX)


def text_chars_upto(cetree._Element element, unread, Py_ssize_t stop):
    """:func:`text_chars` when it is at most ``stop``; else a count over ``stop`` that the
    whole one is at least (the walk stops there: every node adds a length, never less than
    nothing). -1 for a subtree the walk leaves to the definition (an entity reference,
    text that is not valid UTF-8, met before the count passed ``stop``)."""
    cdef xmlNode* top = element._c_node
    cdef xmlNode* c = top
    # a name holding NUL is no element's name (libxml2's names end at the first NUL)
    cdef list names = [b for b in (name.encode("utf-8") for name in unread) if b"\0" not in b]
    cdef Py_ssize_t total = 0
    cdef const unsigned char* s
    while c is not NULL and c.type == tree.XML_ELEMENT_NODE:
        if _named_in(c, names):
            return 0
        c = c.parent
    c = top.children
    while c is not NULL:
        if c.type == tree.XML_TEXT_NODE or c.type == tree.XML_CDATA_SECTION_NODE:
            s = <const unsigned char*>c.content
            if s is not NULL:
                if not _valid_utf8(s):
                    return -1
                total += _stripped_length(s)
                if total > stop:
                    return total
        elif c.type == tree.XML_ENTITY_REF_NODE:
            return -1
        elif c.type == tree.XML_ELEMENT_NODE and c.children is not NULL and not _named_in(c, names):
            c = c.children
            continue
        while c.next is NULL:
            c = c.parent
            if c is top or c is NULL:
                return total
        c = c.next
    return total


cdef bint _valid_utf8(const unsigned char* s) noexcept:
    """``s`` is valid UTF-8 (as ``bytes.decode`` checks it): what the counting assumes."""
    cdef Py_ssize_t i = 0, size, k
    cdef unsigned char c
    cdef Py_UCS4 cp
    while s[i] != 0:
        c = s[i]
        if c < 0x80:
            i += 1
            continue
        if 0xC2 <= c <= 0xDF:
            size = 2
        elif 0xE0 <= c <= 0xEF:
            size = 3
        elif 0xF0 <= c <= 0xF4:
            size = 4
        else:
            return False
        for k in range(1, size):
            if (s[i + k] & 0xC0) != 0x80:
                return False
        cp = _utf8_at(s, i, &size)
        if (size == 3 and (cp < 0x800 or 0xD800 <= cp <= 0xDFFF)) or (
            size == 4 and (cp < 0x10000 or cp > 0x10FFFF)
        ):
            return False
        i += size
    return True


# ------------------------------------------------------------ the title search's holding elements
#
# ``title_match._holding_reference`` is the definition (a complete index's whole texts):
# the same loop, with normalisation 1 made in C: outside Chinese mode the case-folded
# text's letters and digits (``[\W_]`` removes exactly the characters that are not
# ``str.isalnum``: re's ``\w`` is ``isalnum`` or "_"), ASCII lower-cased in place; in
# Chinese mode the characters of ``title_match._CJK_CHARS``'s ranges, read from the
# pattern. Checked against ``normalize_1`` on every ASCII character when the module
# loads, and on every code point by ``tests/test_compiled_title_short.py``.

from cpython.unicode cimport PyUnicode_New as _unicode_new
from cpython.unicode cimport (
    Py_UNICODE_ISALNUM,
    PyUnicode_1BYTE_KIND,
    PyUnicode_4BYTE_KIND,
    PyUnicode_DATA,
    PyUnicode_FromKindAndData,
    PyUnicode_KIND,
    PyUnicode_READ,
)
from cpython.tuple cimport PyTuple_GetSlice

cdef extern from "Python.h":
    bint _is_ascii_text "PyUnicode_IS_ASCII" (object text)
    unsigned char* _ascii_bytes "PyUnicode_1BYTE_DATA" (object text)

HOLDING_WRITTEN_FOR = "17bbab9f1d29b0dd"
_HOLDING_MIRRORED = ((_title_match_module, ("_holding_reference", "normalize_1")),)
_normalize_1 = _title_match_module.normalize_1


def holding_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_HOLDING_MIRRORED)


cdef inline bint _ascii_alnum(unsigned char c) noexcept nogil:
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122


cdef Py_UCS4 _CJK_RANGES[16]
cdef int _CJK_COUNT = 0


cdef int _read_cjk_ranges() except -1:
    """The ranges of ``title_match._CJK_CHARS`` (``[\\uXXXX-\\uXXXX...]``), which
    ``_NOT_CJK`` negates; none (the loop unused) when the patterns are not so written."""
    global _CJK_COUNT
    import re as _re
    kept = _title_match_module._CJK_CHARS.pattern
    pairs = _re.findall(r"\\u([0-9a-f]{4})-\\u([0-9a-f]{4})", kept)
    body = "".join(f"\\u{low}-\\u{high}" for low, high in pairs)
    if kept != f"[{body}]" or _title_match_module._NOT_CJK.pattern != f"[^{body}]+":
        return 0
    if not 0 < len(pairs) <= 8:
        return 0
    for i, (low, high) in enumerate(pairs):
        _CJK_RANGES[2 * i] = int(low, 16)
        _CJK_RANGES[2 * i + 1] = int(high, 16)
    _CJK_COUNT = len(pairs)
    return 0


_read_cjk_ranges()


cdef inline bint _cjk(Py_UCS4 c) noexcept nogil:
    cdef int i
    for i in range(_CJK_COUNT):
        if _CJK_RANGES[2 * i] <= c <= _CJK_RANGES[2 * i + 1]:
            return True
    return False


cdef enum:
    _NORM_ON_STACK = 512  # characters a text's kept ones are gathered in without malloc


cdef Py_UCS4 _FOLD1[256][2]  # normalize_1 of each one-byte character (outside Chinese mode)
cdef unsigned char _FOLD1_COUNT[256]  # its length
cdef bint _FOLD1_READY = False


cdef int _read_fold1() except -1:
    """``_FOLD1`` from ``normalize_1`` of each character: a text's case folding and
    filter work character by character, so a one-byte text's normalisation is the
    concatenation of its characters'. Unused when one gives more than two characters."""
    global _FOLD1_READY
    for code in range(256):
        norm = _normalize_1(chr(code), False)
        if len(norm) > 2:
            return 0
        _FOLD1_COUNT[code] = len(norm)
        for i, char in enumerate(norm):
            _FOLD1[code][i] = ord(char)
    _FOLD1_READY = True
    return 0


_read_fold1()


cdef str _norm_one_byte(str text):
    """``normalize_1(text, False)`` of a one-byte (Latin-1) ``text`` from ``_FOLD1``,
    or None when a character's normalisation is wider than one byte (µ)."""
    cdef const unsigned char* data = <const unsigned char*>PyUnicode_DATA(text)
    cdef Py_ssize_t n = len(text), i, count = 0
    cdef unsigned char on_stack[_NORM_ON_STACK]
    cdef unsigned char* out = on_stack
    cdef unsigned char c
    cdef Py_UCS4 v
    cdef int j
    if 2 * n > _NORM_ON_STACK:
        out = <unsigned char*>PyMem_Malloc(2 * n)
        if out is NULL:
            raise MemoryError()
    try:
        for i in range(n):
            c = data[i]
            for j in range(_FOLD1_COUNT[c]):
                v = _FOLD1[c][j]
                if v > 255:
                    return None
                out[count] = v
                count += 1
        return PyUnicode_FromKindAndData(PyUnicode_1BYTE_KIND, out, count)
    finally:
        if out is not on_stack:
            PyMem_Free(out)


# normalize_1 (outside Chinese mode) of each BMP character past U+00FF, learnt from it the
# first time the character is met: 0 not yet asked, 1 nothing, 2 the one BMP character in
# _WIDE_CHAR, 3 anything else (several characters, or one past the BMP: such a text goes
# the casefold way).
cdef unsigned char _WIDE_STATE[65536]
cdef unsigned short _WIDE_CHAR[65536]


cdef unsigned char _learn_wide(Py_UCS4 c) except 0:
    norm = _normalize_1(chr(c), False)
    if len(norm) == 0:
        _WIDE_STATE[c] = 1
    elif len(norm) == 1 and ord(norm) <= 0xFFFF:
        _WIDE_CHAR[c] = ord(norm)
        _WIDE_STATE[c] = 2
    else:
        _WIDE_STATE[c] = 3
    return _WIDE_STATE[c]


cdef str _norm_wide(str text):
    """``normalize_1(text, False)`` character by character from ``_FOLD1`` and the learnt
    BMP characters (the case folding and the filter work character by character), or
    None when a character's normalisation is not one BMP character or nothing."""
    cdef Py_ssize_t n = len(text), i, count = 0
    cdef Py_UCS4 on_stack[_NORM_ON_STACK]
    cdef Py_UCS4* out = on_stack
    cdef Py_UCS4 c
    cdef unsigned char state
    cdef int kind = PyUnicode_KIND(text), j
    cdef void* data = PyUnicode_DATA(text)
    if 2 * n > _NORM_ON_STACK:
        out = <Py_UCS4*>PyMem_Malloc(2 * n * sizeof(Py_UCS4))
        if out is NULL:
            raise MemoryError()
    try:
        for i in range(n):
            c = PyUnicode_READ(kind, data, i)
            if c < 256:
                for j in range(_FOLD1_COUNT[c]):
                    out[count] = _FOLD1[c][j]
                    count += 1
                continue
            if c > 0xFFFF:
                return None
            state = _WIDE_STATE[c]
            if state == 0:
                state = _learn_wide(c)
            if state == 2:
                out[count] = _WIDE_CHAR[c]
                count += 1
            elif state == 3:
                return None
        return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, out, count)
    finally:
        if out is not on_stack:
            PyMem_Free(out)


cdef str _norm_text(str text, bint chinese):
    """``normalize_1(text, chinese)``."""
    cdef Py_ssize_t n, i, count = 0
    cdef Py_UCS4 on_stack[_NORM_ON_STACK]
    cdef Py_UCS4* out = on_stack
    cdef Py_UCS4 c
    cdef int kind
    cdef void* data
    if _is_ascii_text(text):
        return _ascii_norm(text, chinese)
    if not chinese and _FOLD1_READY and PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND:
        norm = _norm_one_byte(text)
        if norm is not None:
            return norm
    if not chinese and _FOLD1_READY:
        norm = _norm_wide(text)
        if norm is not None:
            return norm
    if not chinese:
        text = text.casefold()
    n = len(text)
    kind = PyUnicode_KIND(text)
    data = PyUnicode_DATA(text)
    if n > _NORM_ON_STACK:
        out = <Py_UCS4*>PyMem_Malloc(n * sizeof(Py_UCS4))
        if out is NULL:
            raise MemoryError()
    try:
        for i in range(n):
            c = PyUnicode_READ(kind, data, i)
            if (chinese and _cjk(c)) or (not chinese and Py_UNICODE_ISALNUM(c)):
                out[count] = c
                count += 1
        return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, out, count)
    finally:
        if out is not on_stack:
            PyMem_Free(out)


cdef str _ascii_norm(str text, bint chinese):
    """``normalize_1(text, chinese)`` of an ASCII ``text``."""
    cdef const unsigned char* data = _ascii_bytes(text)
    cdef Py_ssize_t n = len(text), i, count = 0
    cdef unsigned char c
    cdef unsigned char* out
    if chinese:
        return ""
    for i in range(n):
        count += _ascii_alnum(data[i])
    if count == n:
        return text.lower()
    norm = _unicode_new(count, 127)
    out = _ascii_bytes(norm)
    count = 0
    for i in range(n):
        c = data[i]
        if _ascii_alnum(c):
            out[count] = c + 32 if 65 <= c <= 90 else c
            count += 1
    return norm


def _ascii_rule_holds():
    """True when the C normalisation equals ``normalize_1`` on every ASCII character."""
    for code in range(128):
        char = chr(code)
        for chinese in (False, True):
            if _ascii_norm(char, chinese) != _normalize_1(char, chinese):
                return False
    samples = (
        "A b_C-9",
        "Straße Ⅻ ²½ µ İ\u0345 天气-コメント 댓글",
        "１２ ١٢ ๑๒ ΣΟΦΙΑ",
        "Caf\xe9\xa0\xc0 la CR\xc8ME\xa0\xaa\xba\xb2\xb3\xb9\xbc\xbd \xdf\xff\xd7\xf7_",
    )
    return _CJK_COUNT > 0 and all(
        _norm_text(text, chinese) == _normalize_1(text, chinese)
        for text in samples
        for chinese in (False, True)
    )


def norm_text(str text, bint chinese):
    """``title_match.normalize_1(text, chinese)`` in C (for the tests)."""
    return _norm_text(text, chinese)


# False when the mirrored definitions changed since this loop was written.
HOLDING_USABLE = holding_fingerprint() == HOLDING_WRITTEN_FOR and _ascii_rule_holds()


cdef extern from "Python.h":
    PyObject* PyTuple_GET_ITEM(object tuple_, Py_ssize_t at)

cdef extern from "string.h":
    void* memmem(const void* haystack, size_t haystack_size, const void* needle,
                 size_t needle_size) nogil

# normalize_1 (outside Chinese mode) of each one-byte character as bytes: its length, 0 to 2
# (the bytes in _FOLD_BYTES), or 3 when a character of it is past U+00FF (µ: the text
# then goes the str way). Read from _FOLD1.
cdef unsigned char _FOLD_BYTES[256][2]
cdef unsigned char _FOLD_BYTES_COUNT[256]


cdef int _read_fold_bytes() except -1:
    cdef int code, j
    for code in range(256):
        _FOLD_BYTES_COUNT[code] = 3
        if not _FOLD1_READY:
            continue
        _FOLD_BYTES_COUNT[code] = _FOLD1_COUNT[code]
        for j in range(_FOLD1_COUNT[code]):
            if _FOLD1[code][j] > 255:
                _FOLD_BYTES_COUNT[code] = 3
            else:
                _FOLD_BYTES[code][j] = <unsigned char>_FOLD1[code][j]
    return 0


_read_fold_bytes()


cdef class _FoldBuffer:
    """A growing byte buffer the one-byte texts' normalisations are written into."""

    cdef unsigned char* data
    cdef Py_ssize_t capacity

    def __cinit__(self):
        self.data = NULL
        self.capacity = 0

    def __dealloc__(self):
        PyMem_Free(self.data)

    cdef int reserve(self, Py_ssize_t size) except -1:
        if size <= self.capacity:
            return 0
        size = size * 2 + 256
        if _regrow(<void**>&self.data, size) < 0:
            return -1
        self.capacity = size
        return 0


cdef Py_ssize_t _fold_one_byte(_FoldBuffer out, tuple pieces, Py_ssize_t first,
                               Py_ssize_t last) except -2:
    """``normalize_1`` (outside Chinese mode) of ``pieces[first:last]`` joined, written as
    bytes into ``out``: its length, or -1 when a piece is not a one-byte string or a
    character's normalisation is past U+00FF (the caller takes the str way). With ``out``
    None (Chinese mode, which keeps no one-byte character): 0 or -1, nothing written. The
    normalisation works character by character, so that of the join is the join of the
    pieces' ones."""
    cdef Py_ssize_t i, k, n, total = 0, count = 0
    cdef const unsigned char* data
    cdef unsigned char c, size
    cdef object piece
    for i in range(first, last):
        piece = <object>PyTuple_GET_ITEM(pieces, i)
        if PyUnicode_KIND(piece) != PyUnicode_1BYTE_KIND:
            return -1
        total += PyUnicode_GET_LENGTH(piece)
    if out is None:  # Chinese mode: a one-byte text keeps no character
        return 0
    out.reserve(2 * total)
    for i in range(first, last):
        piece = <object>PyTuple_GET_ITEM(pieces, i)
        data = <const unsigned char*>PyUnicode_DATA(piece)
        n = PyUnicode_GET_LENGTH(piece)
        for k in range(n):
            c = data[k]
            size = _FOLD_BYTES_COUNT[c]
            if size == 0:
                continue
            if size == 1:
                out.data[count] = _FOLD_BYTES[c][0]
                count += 1
            elif size == 2:
                out.data[count] = _FOLD_BYTES[c][0]
                out.data[count + 1] = _FOLD_BYTES[c][1]
                count += 2
            else:
                return -1
    return count


cdef bint _bytes_hold(const unsigned char* text, Py_ssize_t n, list heads) noexcept:
    """Whether one of ``heads`` (bytes, none empty) is a substring of ``text``."""
    cdef bytes head
    cdef Py_ssize_t size
    for head in heads:
        size = len(head)
        if size <= n and memmem(text, n, <const char*>head, size) is not NULL:
            return True
    return False


def holding_elements(index, list positions, bint chinese, tuple heads):
    """``title_match._holding_reference(index, positions, chinese, heads)`` for a complete
    index, or None for one it leaves to the reference (incomplete, or not held in tuples).

    A text of one-byte strings (most: ASCII, or Latin-1 with a no-break space) is
    normalised into a byte buffer, the heads searched there as Latin-1 bytes (a head with
    a character past U+00FF is in no such text), and its str made only when one is found;
    in Chinese mode such a text keeps nothing, so holds no head. Other texts are joined
    and normalised as strs."""
    cdef tuple ends, own_text, pieces
    cdef Py_ssize_t past = -1, position, end, first, last, count
    cdef const long long[::1] bounds
    cdef list found = []
    cdef list byte_heads = []
    cdef str text, norm
    cdef _FoldBuffer buffer = _FoldBuffer(), folding
    cdef bint by_bytes = True
    cdef tuple leaf = (None,)
    if not index.complete:
        return None
    if type(index.ends) is not tuple or type(index.own_text) is not tuple:
        return None
    if type(index.pieces) is not tuple:
        return None
    ends, own_text, pieces = index.ends, index.own_text, index.pieces
    bounds = index.piece_bounds
    if len(bounds) != 2 * len(ends) or len(own_text) != len(ends):
        return None
    for head in heads:
        if type(head) is not str or len(head) == 0:
            by_bytes = False  # an empty head is in every text: left to the str way
        elif max(head) <= "\xff":
            byte_heads.append((<str>head).encode("latin-1"))
    for item in positions:
        position = item
        if position <= past:
            continue
        end = <Py_ssize_t>ends[position]
        if by_bytes:
            folding = None if chinese else buffer
            if end == position:
                leaf = (own_text[position],)
                count = _fold_one_byte(folding, leaf, 0, 1)
            else:
                first, last = bounds[2 * position], bounds[2 * position + 1]
                count = _fold_one_byte(folding, pieces, first, last)
            if count >= 0:
                if chinese or not _bytes_hold(buffer.data, count, byte_heads):
                    past = end
                    continue
                norm = PyUnicode_FromKindAndData(PyUnicode_1BYTE_KIND, buffer.data, count)
                found.append((position, norm))
                continue
        if end == position:
            text = own_text[position]
        else:
            first, last = bounds[2 * position], bounds[2 * position + 1]
            if last - first == 1:
                text = pieces[first]
            else:
                text = "".join(PyTuple_GetSlice(pieces, first, last))
        norm = _norm_text(text, chinese)
        for head in heads:
            if head in norm:
                break
        else:
            norm = None
        if norm is not None:
            found.append((position, norm))
        else:
            past = end
    return found


def style_hides(str style):
    """``_style_hides`` of ``style``'s UTF-8 bytes (for the tests): 1 or 0 as
    ``segment._HIDDEN_STYLE`` finds a match, -1 when it is left to the pattern."""
    encoded = style.encode("utf-8")
    return _style_hides(encoded)


# ------------------------------------------------------------ the class values of the index's elements
#
# ``dom_index.class_values_reference`` is the definition: each element's ``class`` value
# (``el.get("class")``) that is not empty, in UTF-8 and followed by one space, in order.
# Read from libxml2's attribute lists, made for a page only when a rule's gate asks.

from cpython.bytes cimport PyBytes_FromStringAndSize


def class_values(tuple elements not None):
    """``dom_index.class_values_reference(elements)``, or None for elements the kernel
    leaves to the reference (not lxml elements, or of a tree whose DTD declares default
    attributes)."""
    cdef Py_ssize_t n = len(elements), i, size, total = 0, capacity = 0
    cdef cetree._Element el
    cdef xmlNode* c
    cdef xmlAttr* a
    cdef const char* plain
    cdef char* buffer = NULL
    cdef char* grown
    cdef bytes encoded
    if n == 0:
        return b""
    for item in elements:
        if not isinstance(item, cetree._Element):
            return None
    el = <cetree._Element>elements[0]
    if _dtd_defaults(el._c_node.doc):
        return None
    try:
        for i in range(n):
            c = (<cetree._Element>elements[i])._c_node
            if c.properties is NULL:
                continue
            a = _plain_attribute(c, "class")
            if a is NULL:
                continue
            plain = _plain_value(a)
            if plain is NULL:  # entity references: lxml's value
                encoded = _attribute_value(c, a).encode("utf-8")
                plain = encoded
            size = strlen(plain)
            if size == 0:
                continue
            if total + size + 1 > capacity:
                capacity = 2 * (total + size + 1) + 4096
                grown = <char*>PyMem_Realloc(buffer, capacity)
                if grown is NULL:
                    raise MemoryError()
                buffer = grown
            memcpy(buffer + total, plain, size)
            buffer[total + size] = 32
            total += size + 1
        return PyBytes_FromStringAndSize(buffer, total) if total else b""
    finally:
        PyMem_Free(buffer)
