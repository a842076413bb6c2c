# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The ``roles`` method's tree walk (Blk0) in C, over libxml2's nodes.

:func:`thresher.methods.roles.tree.build_tree_reference` is the definition: its
``scan_page`` pass (block holders, skipped subtrees) and its work-stack walk
(elements, orphan-text runs, text slots) are reproduced here, filling the same
``_Walk`` columns with the same Python objects (element proxies, ``TextSlot``,
``VirtualRun``). The stack of work items becomes a stack of frames, one per
element whose content is being read; a frame reads its children in order and
each child's tail after the child's subtree, and a frame that adopts orphan text
reads it segment by segment (a segment: a lead slot and the children up to the
next child that breaks a run), which is the order the reference's items pop in.

As in the reference, ``scan_page`` and the text test of a run's members follow
``iterwalk`` (elements only: a comment's tail is not read there), while the walk
reads every child ``iter(el)`` yields (comments too, whose tails are slots).
Trees with entity references or DTD default attributes go to the reference.
The kernel refuses to load when the mirrored Python changes (``WRITTEN_FOR``).
``tests/test_compiled_roles.py`` holds both paths equal.
"""

include "_source.pxi"

from cpython.long cimport PyLong_FromVoidPtr
from cpython.mem cimport PyMem_Free, PyMem_Realloc
from cpython.object cimport PyObject_GenericSetAttr

include "_nodes.pxi"

from thresher._core.fingerprint import source_fingerprint
from thresher.html import segment as _segment_module
from thresher.methods.roles import rules as _vocab
from thresher.methods.roles import tables as _tables_module
from thresher.methods.roles import tree as _tree_module

# The digest (reference_fingerprint()) of the mirrored definitions this kernel
# reproduces: edit the reference, then the kernel, then this digest.
WRITTEN_FOR = "493cccaf0121e95f"
_MIRRORED = (
    (
        _tree_module,
        (
            "_Walk",
            "build_tree_reference",
            "_slot",
            "scan_page",
            "_visit_node",
            "_visit_run",
            "_queue_segment",
            "_is_element",
            "_adopts_orphans",
            "_reads_as_paragraph",
            "_in_layout_table",
            "_group_runs",
            "_breaks_run",
            "_flush",
            "_has_visible_text",
            "_element_has_text",
            "_freeze",
            "ET",
            "TextSlot",
            "VirtualRun",
            "PageTree",
        ),
    ),
    (_segment_module, ("is_hidden",)),
)


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_MIRRORED)


if reference_fingerprint() != WRITTEN_FOR:
    raise ImportError(
        f"the roles kernel is not used: the mirrored code's digest is "
        f"{reference_fingerprint()}, not {WRITTEN_FOR}"
    )

cdef frozenset _BLOCK = frozenset(_vocab.BLOCK_TAGS)
cdef str _IMAGE = _vocab.IMAGE_TAG
cdef frozenset _HEAD_ELEMENTS = frozenset(_vocab.HEAD_ELEMENT_TAGS)
cdef frozenset _DROPPED = frozenset(_vocab.DROPPED_TAGS)
cdef frozenset _NON_TEXT = frozenset(_vocab.NON_TEXT_TAGS)
cdef frozenset _ORPHAN_HOSTS = frozenset(_vocab.ORPHAN_HOSTS)
cdef frozenset _PARAGRAPH_DIVS = frozenset(_vocab.PARAGRAPH_DIVS)
cdef frozenset _CELLS = frozenset(_vocab.CELL_TAGS)
cdef frozenset _NEVER_WRAP = frozenset(_vocab.NEVER_WRAP)
cdef frozenset _BREAKS = frozenset(_tree_module._BREAKS)
cdef str _LAYOUT = _tables_module.LAYOUT
_HIDDEN = _segment_module._HIDDEN_STYLE
_TextSlot = _tree_module.TextSlot
_VirtualRun = _tree_module.VirtualRun
_ET = _tree_module.ET
_PageTree = _tree_module.PageTree

# Slots and elements are built as their frozen dataclasses' __init__ builds them, each
# field set by ``object.__setattr__`` (without the Python frame): it holds only for
# these fields, no __post_init__ and no slots; anything else refuses the kernel.
cdef tuple _SLOT_FIELDS = ("node", "attr", "text", "owner", "in_link")
cdef tuple _ET_FIELDS = (
    "id", "tag", "parent", "end", "depth", "node", "run", "slot_start", "slot_stop"
)


def _check_classes():
    import dataclasses
    for cls, names in ((_TextSlot, _SLOT_FIELDS), (_ET, _ET_FIELDS)):
        if (
            tuple(f.name for f in dataclasses.fields(cls)) != names
            or hasattr(cls, "__post_init__")
            or hasattr(cls, "__slots__")
        ):
            raise ImportError(f"{cls.__name__} is not the dataclass the roles kernel builds")


_check_classes()


cdef object _made(object cls, tuple names, tuple values):
    """``cls(*values)`` for a frozen dataclass of the fields ``names``."""
    cdef Py_ssize_t i
    found = cls.__new__(cls)
    for i in range(len(names)):
        PyObject_GenericSetAttr(found, names[i], values[i])
    return found


class _Declined(Exception):
    """A tree the kernel leaves to the reference."""


cdef inline bint _ascii_space(unsigned char b) noexcept nogil:
    """``chr(b).isspace()`` for an ASCII byte."""
    return b == 32 or (9 <= b <= 13) or (28 <= b <= 31)


cdef bint _blank(xmlNode* first) except -1:
    """``not (text and not text.isspace())`` for the text run from ``first``
    (``el.text`` from ``node.children``, ``el.tail`` from ``node.next``)."""
    cdef xmlNode* cur = _text_or_skip(first)
    cdef const unsigned char* s
    cdef bint wide = False
    while cur is not NULL:
        if cur.content is not NULL:
            s = <const unsigned char*>cur.content
            while s[0] != 0:
                if s[0] >= 128:
                    wide = True
                elif not _ascii_space(s[0]):
                    return False
                s += 1
        cur = _text_or_skip(cur.next)
    if not wide:
        return True
    text = _collect_text(first)
    return not (text and not text.isspace())


cdef struct Frame:
    xmlNode* node
    xmlNode* child  # the next child to read
    xmlNode* pending  # the child whose tail is read next, or NULL
    xmlNode* seg_end  # the child that ends the current segment, or NULL
    Py_ssize_t owner
    Py_ssize_t close_id  # the node's own element, closed with the frame, or -1
    Py_ssize_t seg_p  # the current segment's run, or -1
    Py_ssize_t seg_owner  # the owner of the current segment's slots
    bint pending_break  # the pending child broke a segment: its tail leads the next
    bint grouped
    bint in_link


cdef class _RolesWalk:
    """``build_tree_reference``'s walk, filling a ``tree._Walk``'s columns."""

    cdef cetree._Document doc
    cdef list tags, parents, depths, nodes, runs, starts, ends, stops, slots
    cdef set holders, skipped, layout
    cdef bint drop_hidden, divs
    cdef _Tags names
    cdef Frame* frames
    cdef Py_ssize_t top, capacity

    def __cinit__(self):
        self.frames = NULL
        self.top = -1
        self.capacity = 0

    def __dealloc__(self):
        PyMem_Free(self.frames)

    cdef inline str tag(self, xmlNode* c):
        return self.names.of(c)

    cdef inline bint is_skipped(self, xmlNode* c) except -1:
        return PyLong_FromVoidPtr(c) in self.skipped

    cdef inline bint is_holder(self, xmlNode* c) except -1:
        return PyLong_FromVoidPtr(c) in self.holders

    cdef inline object proxy(self, xmlNode* c):
        return cetree.elementFactory(self.doc, c)

    # ------------------------------------------------------------ scan_page

    cdef bint skips(self, xmlNode* c) except -1:
        """``scan_page``'s test at an element's start: dropped tag or hidden."""
        cdef Found found
        if self.tag(c) in _DROPPED:
            return True
        if not self.drop_hidden:
            return False
        _find_attributes(c, &found)
        return _hidden(c, &found, _HIDDEN)

    cdef int scan(self, xmlNode* root) except -1:
        """``scan_page``: the iterwalk over elements; a flag per depth says that an
        element ended below (a block or a holder), so its parent is a holder."""
        cdef char* flags = NULL
        cdef char* grown
        cdef Py_ssize_t depth = 0, size = 0
        cdef xmlNode* c = root
        cdef xmlNode* following
        cdef bint descend
        try:
            while True:
                if depth >= size:
                    size = size * 2 + 64
                    grown = <char*>PyMem_Realloc(flags, size)
                    if grown is NULL:
                        raise MemoryError()
                    flags = grown
                flags[depth] = 0
                descend = not self.skips(c)
                if not descend:
                    self.skipped.add(PyLong_FromVoidPtr(c))
                following = _walked(c.children) if descend else NULL
                if following is not NULL:
                    depth += 1
                else:
                    while True:
                        if flags[depth]:
                            self.holders.add(PyLong_FromVoidPtr(c))
                        if depth > 0 and (flags[depth] or self.tag(c) in _BLOCK):
                            flags[depth - 1] = 1
                        if c is root:
                            return 0
                        following = _walked(c.next)
                        if following is not NULL:
                            break
                        c = c.parent
                        depth -= 1
                c = following
        finally:
            PyMem_Free(flags)

    # ------------------------------------------------------------ the tree's columns

    cdef Py_ssize_t open(self, str tag, object node, Py_ssize_t parent, object run) except -1:
        """``_Walk.open``."""
        self.tags.append(tag)
        self.parents.append(parent)
        self.depths.append(<Py_ssize_t>self.depths[parent] + 1 if parent >= 0 else 0)
        self.nodes.append(node)
        self.runs.append(run)
        self.starts.append(len(self.slots))
        self.ends.append(-1)
        self.stops.append(-1)
        return len(self.tags) - 1

    cdef int close(self, Py_ssize_t et) except -1:
        self.ends[et] = len(self.ends) - 1
        self.stops[et] = len(self.slots)
        return 0

    cdef int slot(self, xmlNode* c, bint tail, Py_ssize_t owner, bint in_link) except -1:
        """A ``_SLOT`` item: ``c``'s text or tail, when not empty, owned by ``owner``."""
        text = _collect_text(c.next if tail else c.children)
        if not text or owner < 0:
            return 0
        if c.type == tree.XML_ELEMENT_NODE:
            tag = self.tag(c)
            if tag in _BLOCK or (tail and tag in _BREAKS):
                text = " " + text
        self.slots.append(
            _made(
                _TextSlot, _SLOT_FIELDS,
                (self.proxy(c), "tail" if tail else "text", text, owner, bool(in_link)),
            )
        )
        return 0

    # ------------------------------------------------------------ the rules of the walk

    cdef bint element_has_text(self, xmlNode* el) except -1:
        """``_element_has_text``: an iterwalk over the element's subtree."""
        cdef xmlNode* c
        cdef xmlNode* following
        if el.type != tree.XML_ELEMENT_NODE or self.is_skipped(el) or self.tag(el) in _NON_TEXT:
            return False
        if not _blank(el.children):
            return True
        c = el
        following = _walked(el.children)
        while True:
            if following is NULL:
                while True:
                    if c is el:
                        return False
                    following = _walked(c.next)
                    if following is not NULL:
                        break
                    c = c.parent
            c = following
            if not _blank(c.next):
                return True
            if self.is_skipped(c) or self.tag(c) in _NON_TEXT:
                following = NULL
            elif not _blank(c.children):
                return True
            else:
                following = _walked(c.children)

    cdef bint breaks_run(self, xmlNode* child) except -1:
        """``_breaks_run``."""
        if child.type != tree.XML_ELEMENT_NODE or self.is_skipped(child):
            return False
        return self.tag(child) in _BLOCK or self.is_holder(child)

    cdef bint in_layout_table(self, xmlNode* cell) except -1:
        """``_in_layout_table``: the nearest ``table`` ancestor is a layout table."""
        cdef xmlNode* c = cell.parent
        while c is not NULL and c.type == tree.XML_ELEMENT_NODE:
            if c.ns is NULL and strcmp(<const char*>c.name, "table") == 0:
                return PyLong_FromVoidPtr(c) in self.layout
            c = c.parent
        return False

    cdef bint adopts_orphans(self, xmlNode* c, str tag, Py_ssize_t owner, bint own) except -1:
        """``_adopts_orphans``."""
        if owner < 0 or self.tags[owner] in _NEVER_WRAP:
            return False
        if own and tag in _ORPHAN_HOSTS:
            return True
        if own and tag in _CELLS and self.in_layout_table(c):
            return True
        return self.is_holder(c)

    cdef bint reads_as_paragraph(self, xmlNode* c, str tag) except -1:
        """``_reads_as_paragraph``: every child is a member after the node's text."""
        cdef xmlNode* child
        if not self.divs or tag not in _PARAGRAPH_DIVS or self.is_holder(c):
            return False
        if not _blank(c.children):
            return True
        child = _first_child(c)
        while child is not NULL:
            if self.element_has_text(child) or not _blank(child.next):
                return True
            child = _next_sibling(child)
        return False

    # ------------------------------------------------------------ the walk

    cdef Frame* push(self) except NULL:
        cdef Frame* grown
        if self.top + 1 >= self.capacity:
            self.capacity = self.capacity * 2 + 64
            grown = <Frame*>PyMem_Realloc(self.frames, self.capacity * sizeof(Frame))
            if grown is NULL:
                raise MemoryError()
            self.frames = grown
        self.top += 1
        return &self.frames[self.top]

    cdef int visit(self, xmlNode* c, Py_ssize_t parent, bint in_link) except -1:
        """A ``_VISIT`` item: open the element (if it is one), then a frame for its content."""
        cdef Py_ssize_t owner = parent
        cdef bint own, grouped = False
        cdef Frame* f
        if c.type != tree.XML_ELEMENT_NODE or self.is_skipped(c):
            return 0
        tag = self.tag(c)
        if tag in _BLOCK or tag == _IMAGE or (
            tag in _HEAD_ELEMENTS and parent >= 0 and self.tags[parent] == "head"
        ):
            owner = self.open(tag, self.proxy(c), parent, None)
        own = owner != parent
        if tag in _NON_TEXT:
            if own:
                self.close(owner)
            return 0
        in_link = in_link or tag == "a"
        if own and self.reads_as_paragraph(c, tag):
            self.tags[owner] = "p"
        elif self.adopts_orphans(c, tag, owner, own):
            grouped = True
        f = self.push()
        f.node = c
        f.child = _first_child(c)
        f.pending = NULL
        f.seg_end = NULL
        f.owner = owner
        f.close_id = owner if own else -1
        f.seg_p = -1
        f.seg_owner = owner
        f.pending_break = False
        f.grouped = grouped
        f.in_link = in_link
        if grouped:
            self.segment(f, c, False, f.child)
        else:
            self.slot(c, False, owner, in_link)
        return 0

    cdef int segment(self, Frame* f, xmlNode* lead, bint tail, xmlNode* first) except -1:
        """``_flush`` of the segment that starts at ``lead``: a run when it has visible
        text (``_visit_run`` opens its ``<p>``), then the lead slot."""
        cdef xmlNode* end = first
        cdef bint visible = not _blank(lead.next if tail else lead.children)
        cdef Py_ssize_t p
        cdef xmlNode* member
        while end is not NULL and not self.breaks_run(end):
            if not visible and (self.element_has_text(end) or not _blank(end.next)):
                visible = True
            end = _next_sibling(end)
        f.seg_end = end
        if visible:
            members = []
            member = first
            while member is not end:
                members.append(self.proxy(member))
                member = _next_sibling(member)
            run = _VirtualRun(
                self.proxy(f.node), (self.proxy(lead), "tail" if tail else "text"), tuple(members)
            )
            p = self.open("p", None, f.owner, run)
            f.seg_p = p
            f.seg_owner = p
        else:
            f.seg_p = -1
            f.seg_owner = f.owner
        self.slot(lead, tail, f.seg_owner, f.in_link)
        return 0

    cdef int run(self, xmlNode* root) except -1:
        """The walk: frames read their children in order, each child's tail after it."""
        cdef Frame* f
        cdef xmlNode* c
        cdef Py_ssize_t owner
        cdef bint in_link
        self.visit(root, -1, False)
        while self.top >= 0:
            f = &self.frames[self.top]
            if f.pending is not NULL:
                c = f.pending
                f.pending = NULL
                if f.pending_break:
                    self.segment(f, c, True, _next_sibling(c))
                else:
                    self.slot(c, True, f.seg_owner, f.in_link)
                continue
            c = f.child
            if c is NULL:
                if f.seg_p >= 0:
                    self.close(f.seg_p)
                if f.close_id >= 0:
                    self.close(f.close_id)
                self.top -= 1
                continue
            if c.type == tree.XML_ENTITY_REF_NODE:
                raise _Declined()
            f.child = _next_sibling(c)
            f.pending = c
            f.pending_break = False
            if f.grouped and c is f.seg_end:
                if f.seg_p >= 0:
                    self.close(f.seg_p)
                    f.seg_p = -1
                f.seg_owner = f.owner
                f.pending_break = True
            owner, in_link = f.seg_owner, f.in_link
            self.visit(c, owner, in_link)  # may move the frames: f is not read after
        return 0


cdef inline xmlNode* _walked(xmlNode* c) except? NULL:
    """The first node from ``c`` on that ``iterwalk`` visits (an element), or NULL;
    an entity reference declines the tree."""
    while c is not NULL:
        if c.type == tree.XML_ELEMENT_NODE:
            return c
        if c.type == tree.XML_ENTITY_REF_NODE:
            raise _Declined()
        c = c.next
    return NULL


def build_tree(cetree._Element root, dict tables, bint drop_hidden, bint divs):
    """``build_tree_reference``'s :class:`PageTree`, or None for a tree left to the
    reference (entity references, DTD default attributes, not an HTML document)."""
    cdef _RolesWalk w
    if root._c_node.doc is NULL or root._c_node.doc.type != tree.XML_HTML_DOCUMENT_NODE:
        return None
    if _dtd_defaults(root._c_node.doc):
        return None
    w = _RolesWalk()
    w.doc = root._doc
    w.names = _Tags()
    w.drop_hidden = drop_hidden
    w.divs = divs
    w.holders = set()
    w.skipped = set()
    w.layout = {
        PyLong_FromVoidPtr((<cetree._Element>el)._c_node)
        for el, kind in tables.items()
        if kind.kind == _LAYOUT
    }
    w.tags, w.parents, w.depths, w.nodes = [], [], [], []
    w.runs, w.starts, w.ends, w.stops, w.slots = [], [], [], [], []
    try:
        w.scan(root._c_node)
        w.run(root._c_node)
    except _Declined:
        return None
    return _freeze(w, tables)


cdef object _freeze(_RolesWalk w, dict tables):
    """``tree._freeze``."""
    cdef Py_ssize_t i, parent, n = len(w.tags)
    cdef list children = [[] for _ in range(n)]
    cdef dict by_id = {}
    for i in range(n):
        parent = w.parents[i]
        if parent >= 0:
            (<list>children[parent]).append(i)
    for i in range(n):
        if w.tags[i] == "table" and w.nodes[i] in tables:
            by_id[i] = tables[w.nodes[i]]
    elements = tuple([
        _made(_ET, _ET_FIELDS, (
            i, w.tags[i], w.parents[i], w.ends[i], w.depths[i], w.nodes[i], w.runs[i],
            w.starts[i], w.stops[i],
        ))
        for i in range(n)
    ])
    return _PageTree(elements, tuple(w.slots), tuple([tuple(c) for c in children]), by_id)
