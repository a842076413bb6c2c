# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The decision rules' climbs from a block's element to its ancestors in C, over
libxml2's nodes.

:func:`kept_under` is ``methods.auto.hidden_boxes._kept_under_reference`` (the hidden,
role and site builder's boxes: ``hidden_boxes.under`` from each kept block), and
:func:`class_above` is ``html.nodes.passes_above`` with the responsive class test of
``methods.auto.responsive_copies`` (``_responsive_above``). Each reads an attribute's
value from libxml2's node and makes it a string, and the node a proxy, only when the
value's bytes hold one of the words every value the rule's test accepts holds; the test
itself stays the rule's Python.

A kernel of its own, small and importing no method module, so that ``auto`` does not
load the ``roles`` method's kernel and modules for these rules (stop 77's ``spddec42``
put them there). The kernel refuses to load when the mirrored Python changes
(``WRITTEN_FOR``). ``tests/test_compiled_box_climbs.py`` holds both paths equal.
"""

include "_source.pxi"

from cpython.long cimport PyLong_FromVoidPtr
from libc.string cimport strstr

include "_nodes.pxi"

from thresher._core.fingerprint import source_fingerprint
from thresher.html import nodes as _nodes_module
from thresher.methods.auto import hidden_boxes as _hidden_boxes
from thresher.methods.auto import responsive_copies as _responsive

# The digest (reference_fingerprint()) of the mirrored definitions this kernel
# reproduces: edit the reference, then the kernel, then this digest.
WRITTEN_FOR = "c07ae11a9c8deea9"
_MIRRORED = (
    (_hidden_boxes, ("_kept_under_reference", "under")),
    (
        _responsive,
        (
            "_responsive_above",
            "_classed_responsive",
            "_responsive_classes",
            "_responsive_value",
            "responsive",
        ),
    ),
    (_nodes_module, ("passes_above",)),
)


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_MIRRORED)


if reference_fingerprint() != WRITTEN_FOR:
    raise ImportError(
        f"the climbs kernel is not used: the mirrored code's digest is "
        f"{reference_fingerprint()}, not {WRITTEN_FOR}"
    )


def kept_under(blocks, flags, Py_ssize_t max_depth, str attribute not None, tuple parts not None, test):
    """``hidden_boxes._kept_under_reference(blocks, flags, attribute, test)``, climbing
    libxml2's nodes (``max_depth``: ``hidden_boxes.MAX_DEPTH``; ``parts``: UTF-8 words one
    of which every value ``test`` accepts holds), or None for blocks the kernel leaves to
    the reference (an element that is not lxml's, or of a tree whose DTD declares default
    attributes, or an attribute name that is not plain ASCII).

    The memo is keyed by node, as the reference's by proxy (lxml keeps one proxy a node
    while the memo holds it); a node is an element proxy's (``isinstance(el.tag, str)``)
    when it is an element node, and ``getparent`` is the element-like parent. ``test`` is
    asked with the node's proxy and the value only when the value's bytes hold a part."""
    cdef list positions = []
    cdef dict memo = {}
    cdef list keys
    cdef xmlNode* node
    cdef cetree._Document doc
    cdef object key, known, element, flag
    cdef bytes name
    cdef bint found
    if not attribute.isascii() or "{" in attribute or not attribute:
        return None
    name = attribute.encode("ascii")
    for pos, flag in zip(range(len(blocks)), flags):
        if not flag:
            continue
        element = blocks[pos].element
        if element is None:
            continue
        if not isinstance(element, cetree._Element):
            return None
        node = (<cetree._Element>element)._c_node
        doc = (<cetree._Element>element)._doc
        if node is NULL or doc is None or _dtd_defaults(node.doc):
            return None
        keys = []
        found = False
        while node is not NULL and len(keys) < max_depth:
            key = PyLong_FromVoidPtr(node)
            known = memo.get(key)
            if known is not None:
                found = known
                break
            keys.append(key)
            if node.type == tree.XML_ELEMENT_NODE and _value_passes(doc, node, name, parts, test):
                found = True
                break
            node = _parent_element(node)
        for key in keys:
            memo[key] = found
        if found:
            positions.append(pos)
    return positions


cdef inline xmlNode* _parent_element(xmlNode* c) noexcept nogil:
    """lxml's ``_parentElement`` of an element-like node: its parent when element-like."""
    c = c.parent
    if c is NULL or not _element_like(c):
        return NULL
    return c


cdef bint _value_passes(
    cetree._Document doc, xmlNode* c, bytes name, tuple parts, test
) except -1:
    """``value and test(el, value)`` for ``value = el.get(name)``, without the proxy or the
    string when the value's bytes hold none of ``parts``."""
    cdef xmlAttr* a
    cdef const char* plain
    if c.properties is NULL:
        return False
    a = _plain_attribute(c, <const char*>name)
    if a is NULL:
        return False
    plain = _plain_value(a)
    if plain is NULL:  # entity references: lxml's value
        value = _attribute_value(c, a)
        return bool(value) and bool(test(cetree.elementFactory(doc, c), value))
    if plain[0] == 0:
        return False
    for part in parts:
        if strstr(plain, <bytes>part) is not NULL:
            return bool(test(cetree.elementFactory(doc, c), _decode(plain)))
    return False


def class_above(element, dict known not None, tuple parts not None, test):
    """``nodes.passes_above(element, ..., test')`` for ``test'`` the class test
    ``responsive_copies._classed_responsive`` makes of ``test`` (an element whose
    ``class`` value is not empty and ``test(value)``), climbing libxml2's nodes (``known``:
    the answers of nodes already climbed, keyed by node, a memo of this kernel's own;
    ``parts``: ASCII words in small letters, one of which every value ``test`` accepts
    holds when its capitals are read as small letters), or None for an element the kernel
    leaves to the reference (not lxml's, or of a tree whose DTD declares default
    attributes). ``test`` is asked only of a value holding a part so read, or a byte
    outside ASCII (whose lowering Python's ``str.lower`` decides)."""
    cdef list keys = []
    cdef xmlNode* node
    cdef object key, answer
    cdef bint found = False
    if not isinstance(element, cetree._Element):
        return None
    node = (<cetree._Element>element)._c_node
    if node is NULL or _dtd_defaults(node.doc):
        return None
    while node is not NULL:
        key = PyLong_FromVoidPtr(node)
        answer = known.get(key)
        if answer is not None:
            found = answer
            break
        keys.append(key)
        if node.type == tree.XML_ELEMENT_NODE and _class_passes(node, parts, test):
            found = True
            break
        node = _parent_element(node)
    for key in keys:
        known[key] = found
    return found


cdef bint _class_passes(xmlNode* c, tuple parts, test) except -1:
    """``bool(value) and test(value)`` for ``value = el.get("class")``, without the string
    when the value is ASCII and holds none of ``parts`` with its capitals read small."""
    cdef xmlAttr* a
    cdef const unsigned char* plain
    if c.properties is NULL:
        return False
    a = _plain_attribute(c, "class")
    if a is NULL:
        return False
    plain = <const unsigned char*>_plain_value(a)
    if plain is NULL:  # entity references: lxml's value
        value = _attribute_value(c, a)
        return bool(value) and bool(test(value))
    if plain[0] == 0:
        return False
    if _folded_holds_any(plain, parts):
        return bool(test(_decode(<const char*>plain)))
    return False


cdef bint _folded_holds_any(const unsigned char* text, tuple parts) except -1:
    """True when ``text`` holds a byte outside ASCII, or one of ``parts`` (small ASCII
    letters and signs) with its ASCII capitals read as small letters."""
    cdef const unsigned char* at
    cdef const unsigned char* word
    cdef Py_ssize_t i
    at = text
    while at[0] != 0:
        if at[0] >= 128:
            return True
        at += 1
    for part in parts:
        word = <const unsigned char*><const char*><bytes>part
        if word[0] == 0:
            return True
        at = text
        while at[0] != 0:
            i = 0
            while word[i] != 0 and at[i] != 0 and _ascii_small(at[i]) == word[i]:
                i += 1
            if word[i] == 0:
                return True
            at += 1
    return False


cdef inline unsigned char _ascii_small(unsigned char ch) noexcept nogil:
    return ch + 32 if 65 <= ch <= 90 else ch
