# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The load stage's tree walks in C: the unhide and noscript repairs' text measure, counted
only as far as the caller's question needs.

``unhide._text_chars`` is the definition (the characters of the stripped text nodes under
an element, none under a script, style, noscript or template, none when the element or an
ancestor is one), as ``_dom_index.text_chars`` walks it. :func:`text_chars_upto` walks the
same nodes in the same order and stops as soon as its count passes ``stop``: every node
adds a length, never less than nothing, so the whole count passes it too. The repairs ask
whether a body holds more than a bound (a candidate's share of it, the visible text a
``<noscript>`` must outweigh), and the bound is usually passed long before the body ends.
``tests/test_compiled_reveal.py`` holds the walk equal to the definition.
"""

include "_source.pxi"

from libc.string cimport strlen

include "_nodes.pxi"

from thresher.html import unhide as _unhide_module
from thresher._core.fingerprint import source_fingerprint

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


def text_chars_upto(cetree._Element element, unread, Py_ssize_t stop):
    """``unhide._text_chars(element)`` (``unread``: its ``_UNREAD`` tags) when it is at
    most ``stop``; else a count over ``stop`` that the whole one is at least (the walk
    stops there). -1 for a subtree the walk leaves to the definition (an entity
    reference, text that is not valid UTF-8, met before the count passed ``stop``)."""
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
