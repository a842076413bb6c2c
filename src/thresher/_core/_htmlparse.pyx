# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""libxml2's HTML parse of a page's UTF-8, called as lxml's ``etree.fromstring`` calls it.

``etree.fromstring(data, etree.HTMLParser(**PARSER_OPTIONS))`` (thresher.html.parse's
``_parse_once``, the definition) makes a parser context, reads the bytes with
``htmlCtxtReadMemory`` and then looks every element's and attribute's name up in the
string dictionary (``_fixHtmlDictNames``: libxml2 once left HTML names out of it), some
160 000 lookups a pass of the icount sample that find each name already there. Here the
context is made and set up as lxml sets it up (its ``_newParserCtxt``,
``_registerHtmlErrorHandler``, ``_configureSaxContext``, ``initParserDict``,
``_initSaxDocument`` and ``_handleParseResult``), the same libxml2 functions read the
bytes, and the names are looked up once per distinct name: a name already in the
dictionary is the dictionary's answer, so only new ones are looked up, and replaced as
lxml replaces them. lxml adopts the document (``adoptExternalDocument``, its public C
API) with the page's parser object.

The libxml2 functions are lxml's own (those its module exports; a wheel links libxml2
statically): found by name at import, and only when the libxml2 running is the one whose
headers the kernel was compiled against. Otherwise, or when the parse fails, :func:`parse`
returns None and the caller parses through lxml (which raises its errors).
``tests/test_compiled_htmlparse.py`` holds the trees, their names and the depth error
equal to lxml's.
"""

include "_source.pxi"

from cpython.bytes cimport PyBytes_AS_STRING, PyBytes_GET_SIZE
from cpython.mem cimport PyMem_RawCalloc, PyMem_RawFree
from libc.limits cimport INT_MAX
from libc.stdint cimport uintptr_t
from libc.string cimport memset

cimport lxml.includes.etreepublic as cetree
from lxml.includes cimport tree
from lxml.includes.tree cimport xmlAttr, xmlDict, xmlDoc, xmlNode
from lxml.includes.xmlerror cimport xmlError
from lxml.includes.xmlparser cimport xmlParserCtxt, xmlSAXHandler

cetree.import_lxml__etree()

import ctypes

import lxml.etree as _lxml_etree


cdef extern from "libxml/xmlversion.h":
    int LIBXML_VERSION  # the headers' version (compiled against)

cdef extern from "libxml/parser.h":
    int XML_SAX2_MAGIC
    int XML_SKIP_IDS
    int XML_PARSE_HUGE

cdef extern from "libxml/HTMLparser.h":
    int HTML_PARSE_RECOVER
    int HTML_PARSE_NONET
    int HTML_PARSE_COMPACT
    int HTML_PARSE_NODEFDTD


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

# PARSER_OPTIONS as lxml's HTMLParser turns them into libxml2's (its __init__): the
# defaults RECOVER | NONET | COMPACT, default_doctype=False toggles NODEFDTD on,
# huge_tree adds HUGE; remove_comments, remove_pis (and strip_cdata, which HTMLParser
# passes on as set) clear SAX callbacks (below); collect_ids=False is _initSaxDocument's.
cdef int _OPTIONS = (
    (HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_COMPACT) ^ HTML_PARSE_NODEFDTD
) | XML_PARSE_HUGE
cdef const char* _ENCODING = "utf-8"

ctypedef xmlParserCtxt* (*_new_ctxt_f)(const char* buffer, int size) noexcept nogil
ctypedef xmlDoc* (*_read_memory_f)(xmlParserCtxt* ctxt, const char* buffer, int size,
                                   const char* url, const char* encoding,
                                   int options) noexcept nogil
ctypedef void (*_free_ctxt_f)(xmlParserCtxt* ctxt) noexcept nogil
ctypedef void (*_start_document_f)(void* ctxt) noexcept nogil
ctypedef int (*_dict_reference_f)(xmlDict* d) noexcept nogil
ctypedef void (*_dict_free_f)(xmlDict* d) noexcept nogil
ctypedef const unsigned char* (*_dict_lookup_f)(xmlDict* d, const unsigned char* name,
                                                int length) noexcept nogil
ctypedef void (*_free_doc_f)(xmlDoc* doc) noexcept nogil
ctypedef unsigned char* (*_strdup_f)(const unsigned char* s) noexcept nogil
ctypedef int (*_hash_size_f)(void* table) noexcept nogil
ctypedef void (*_hash_free_f)(void* table, void* deallocator) noexcept nogil
ctypedef void (*_free_f)(void* p) noexcept nogil


cdef struct _Libxml2:
    _new_ctxt_f new_ctxt
    _read_memory_f read_memory
    _free_ctxt_f free_ctxt
    _start_document_f start_document
    _dict_reference_f dict_reference
    _dict_free_f dict_free
    _dict_lookup_f dict_lookup
    _free_doc_f free_doc
    _strdup_f strdup
    _hash_size_f hash_size
    _hash_free_f hash_free
    _free_f* free  # libxml2's xmlFree, a variable holding the function
    void* default_sax  # htmlDefaultSAXHandler, the static SAX1 handler lxml copies
    bint ready


# The functions' names, in the struct's order.
_NAMES = (
    "htmlCreateMemoryParserCtxt",
    "htmlCtxtReadMemory",
    "xmlFreeParserCtxt",
    "xmlSAX2StartDocument",
    "xmlDictReference",
    "xmlDictFree",
    "xmlDictLookup",
    "xmlFreeDoc",
    "xmlStrdup",
    "xmlHashSize",
    "xmlHashFree",
    "xmlFree",
    "htmlDefaultSAXHandler",
)


def _addresses():
    """Each of ``_NAMES``' address in the libxml2 lxml runs with, or None: lxml exports
    none of them, or its libxml2 is not the headers' (its structures may differ)."""
    if _lxml_etree.LIBXML_VERSION != _lxml_etree.LIBXML_COMPILED_VERSION:
        return None
    major, minor, patch = _lxml_etree.LIBXML_VERSION
    if major * 10000 + minor * 100 + patch != LIBXML_VERSION:
        return None
    try:
        library = ctypes.CDLL(_lxml_etree.__file__)
        found = tuple(ctypes.cast(getattr(library, name), ctypes.c_void_p).value for name in _NAMES)
    except (OSError, AttributeError):
        return None
    return None if any(not address for address in found) else found


cdef _Libxml2 _found(addresses):
    """The functions at ``addresses`` (``ready`` False when there are none)."""
    cdef _Libxml2 lib
    memset(&lib, 0, sizeof(_Libxml2))
    if addresses is None:
        return lib
    lib.new_ctxt = <_new_ctxt_f><uintptr_t>addresses[0]
    lib.read_memory = <_read_memory_f><uintptr_t>addresses[1]
    lib.free_ctxt = <_free_ctxt_f><uintptr_t>addresses[2]
    lib.start_document = <_start_document_f><uintptr_t>addresses[3]
    lib.dict_reference = <_dict_reference_f><uintptr_t>addresses[4]
    lib.dict_free = <_dict_free_f><uintptr_t>addresses[5]
    lib.dict_lookup = <_dict_lookup_f><uintptr_t>addresses[6]
    lib.free_doc = <_free_doc_f><uintptr_t>addresses[7]
    lib.strdup = <_strdup_f><uintptr_t>addresses[8]
    lib.hash_size = <_hash_size_f><uintptr_t>addresses[9]
    lib.hash_free = <_hash_free_f><uintptr_t>addresses[10]
    lib.free = <_free_f*><uintptr_t>addresses[11]
    lib.default_sax = <void*><uintptr_t>addresses[12]
    lib.ready = True
    return lib


from thresher._core.fingerprint import source_fingerprint
from thresher.html import parse as _parse_module

# The digest of the mirrored definitions (edit the reference, then this kernel, then this),
# and the parser options the context is set up for (above and in _new_context).
WRITTEN_FOR = "623bdfe409746373"
_MIRRORED = ((_parse_module, ("_parser", "_parse_once_reference")),)
_OPTIONS_WRITTEN_FOR = {
    "encoding": "utf-8",
    "huge_tree": True,
    "no_network": True,
    "remove_comments": True,
    "remove_pis": True,
    "default_doctype": False,
    "collect_ids": False,
}


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_MIRRORED)


# Found once, at import: constants of the process, as the kernel's other tables. Not
# ready (the caller parses through lxml) when the reference or its options changed since
# this kernel was written, or libxml2's functions are not found.
cdef _Libxml2 _LIB = _found(
    _addresses()
    if reference_fingerprint() == WRITTEN_FOR
    and dict(_parse_module.PARSER_OPTIONS) == _OPTIONS_WRITTEN_FOR
    else None
)
READY = bool(_LIB.ready)


# What the callbacks of one parse share (the context's ``_private``).
cdef struct _Run:
    bint too_deep


cdef void _start_document(void* ctxt) noexcept nogil:
    """lxml's ``_initSaxDocument`` for a parser whose ``collect_ids`` is False."""
    cdef xmlParserCtxt* c_ctxt = <xmlParserCtxt*>ctxt
    cdef xmlDoc* c_doc
    _LIB.start_document(ctxt)
    c_doc = c_ctxt.myDoc
    if c_doc is not NULL and c_ctxt.dict is not NULL and c_doc.dict is NULL:
        c_ctxt.dictNames = 1
        c_doc.dict = c_ctxt.dict
        _LIB.dict_reference(c_ctxt.dict)
    if c_ctxt._private is not NULL:
        c_ctxt.loadsubset |= XML_SKIP_IDS
        if c_doc is not NULL and c_doc.ids is not NULL and not _LIB.hash_size(c_doc.ids):
            _LIB.hash_free(c_doc.ids, NULL)
            c_doc.ids = NULL


cdef inline bint _holds_ascii_folded(const char* text, const char* lower) noexcept nogil:
    """Whether ``text`` holds ``lower`` (ASCII lower case) in any ASCII case:
    ``lower in text.lower()`` for the ASCII letters of ``lower``."""
    cdef const char* at = text
    cdef Py_ssize_t i
    cdef unsigned char c
    while at[0] != 0:
        i = 0
        while lower[i] != 0:
            c = <unsigned char>at[i]
            if 65 <= c <= 90:
                c += 32
            if c != <unsigned char>lower[i]:
                break
            i += 1
        if lower[i] == 0:
            return True
        at += 1
    return False


cdef void _error(void* data, const xmlError* error) noexcept nogil:
    """lxml's error log, as ``_parse_once`` reads it: whether an error says the markup was
    too deep (``"excessive depth" in message.lower()``)."""
    cdef xmlParserCtxt* c_ctxt = <xmlParserCtxt*>data
    cdef _Run* run
    if c_ctxt is NULL or c_ctxt._private is NULL or error is NULL or error.message is NULL:
        return
    run = <_Run*>c_ctxt._private
    if not run.too_deep and _holds_ascii_folded(error.message, "excessive depth"):
        run.too_deep = True


cdef xmlParserCtxt* _new_context(_Run* run) noexcept nogil:
    """lxml's ``_newParserCtxt`` and ``_configureSaxContext`` for PARSER_OPTIONS; NULL when
    libxml2 made no context or its handler is the static one (lxml copies it: declined)."""
    cdef xmlParserCtxt* c_ctxt = _LIB.new_ctxt("dummy", 5)
    cdef xmlSAXHandler* sax
    if c_ctxt is NULL:
        return NULL
    sax = c_ctxt.sax
    if sax is NULL or <void*>sax == _LIB.default_sax:
        _LIB.free_ctxt(c_ctxt)
        return NULL
    if sax.initialized and sax.initialized != XML_SAX2_MAGIC:
        sax.initialized = XML_SAX2_MAGIC
        sax.serror = _error
        sax.startElementNs = NULL
        sax.endElementNs = NULL
        sax._private = NULL
    sax.startDocument = _start_document
    c_ctxt._private = <void*>run
    sax.comment = NULL  # remove_comments
    sax.processingInstruction = NULL  # remove_pis
    sax.cdataBlock = NULL  # strip_cdata
    sax.serror = _error  # _ParserContext.prepare
    return c_ctxt


cdef void _use_dict(xmlParserCtxt* c_ctxt, xmlDict* c_dict) noexcept nogil:
    """lxml's ``initParserDict``: the context reads names into the thread's dictionary."""
    if c_ctxt.dict is not c_dict:
        if c_ctxt.dict is not NULL:
            _LIB.dict_free(c_ctxt.dict)
        c_ctxt.dict = c_dict
        _LIB.dict_reference(c_dict)
    c_ctxt.dictNames = 1


cdef enum:
    _NAME_SLOTS = 256  # remembered names at first (a power of two)


# Name addresses the dictionary gave back (open addressing): lxml's lookup of a name the
# dictionary holds gives that name, so it is looked up once per address.
cdef struct _Names:
    const unsigned char** slots
    Py_ssize_t size, capacity


cdef inline Py_ssize_t _home(_Names* known, const unsigned char* name) noexcept nogil:
    return <Py_ssize_t>((<uintptr_t>name * <uintptr_t>11400714819323198485ULL) >> 40) & (
        known.capacity - 1
    )


cdef inline bint _holds(_Names* known, const unsigned char* name) noexcept nogil:
    cdef Py_ssize_t i = _home(known, name)
    while known.slots[i] is not NULL:
        if known.slots[i] == name:
            return True
        i = (i + 1) & (known.capacity - 1)
    return False


cdef inline void _put(_Names* known, const unsigned char* name) noexcept nogil:
    cdef Py_ssize_t i = _home(known, name)
    while known.slots[i] is not NULL:
        i = (i + 1) & (known.capacity - 1)
    known.slots[i] = name
    known.size += 1


cdef int _add(_Names* known, const unsigned char* name) noexcept nogil:
    """Remember ``name``; -1 when out of memory."""
    cdef const unsigned char** old = known.slots
    cdef Py_ssize_t old_capacity = known.capacity, i
    if 2 * (known.size + 1) > known.capacity:
        known.slots = <const unsigned char**>PyMem_RawCalloc(2 * old_capacity, sizeof(void*))
        if known.slots is NULL:
            known.slots = old
            return -1
        known.capacity = 2 * old_capacity
        known.size = 0
        for i in range(old_capacity):
            if old[i] is not NULL:
                _put(known, old[i])
        PyMem_RawFree(old)
    _put(known, name)
    return 0


cdef int _dict_name(xmlDict* c_dict, const unsigned char** name, _Names* known) noexcept nogil:
    """lxml's ``_fixHtmlDictNodeNames`` for a name ``known`` does not hold: the
    dictionary's string for it (-1: out of memory)."""
    cdef const unsigned char* found = _LIB.dict_lookup(c_dict, name[0], -1)
    if found is NULL:
        return -1
    if found is not name[0]:
        _LIB.free[0](<void*>name[0])
        name[0] = found
    return _add(known, found)


cdef inline int _node_names(xmlDict* c_dict, xmlNode* c_node, _Names* known) noexcept nogil:
    """The element's name and its attributes' names, the dictionary's (a name ``known``
    holds is one already)."""
    cdef xmlAttr* attr
    if not _holds(known, c_node.name) and _dict_name(c_dict, &c_node.name, known) < 0:
        return -1
    attr = c_node.properties
    while attr is not NULL:
        if not _holds(known, attr.name) and _dict_name(c_dict, &attr.name, known) < 0:
            return -1
        attr = attr.next
    return 0


cdef int _walk_names(xmlDict* c_dict, xmlDoc* c_doc, _Names* known) noexcept nogil:
    """lxml's ``_fixHtmlDictNames`` walk (its own macros), each name through ``known``."""
    cdef xmlNode* c_node = c_doc.children
    cetree.BEGIN_FOR_EACH_ELEMENT_FROM(<xmlNode*>c_doc, c_node, 1)
    if c_node.type == tree.XML_ELEMENT_NODE:
        if _node_names(c_dict, c_node, known) < 0:
            return -1
    cetree.END_FOR_EACH_ELEMENT_FROM(c_node)
    return 0


cdef int _dict_names(xmlDict* c_dict, xmlDoc* c_doc) noexcept nogil:
    """lxml's ``_fixHtmlDictNames``: every element's and attribute's name the dictionary's
    (-1: out of memory)."""
    cdef _Names known
    cdef int done
    known.capacity = _NAME_SLOTS
    known.size = 0
    known.slots = <const unsigned char**>PyMem_RawCalloc(known.capacity, sizeof(void*))
    if known.slots is NULL:
        return -1
    done = _walk_names(c_dict, c_doc, &known)
    PyMem_RawFree(known.slots)
    return done


cdef xmlDict* _thread_dict() except? NULL:
    """lxml's dictionary of this thread: the one a document it makes here reads names into."""
    cdef object made = _lxml_etree.Element("p")
    return (<cetree._Element>made)._doc._c_doc.dict


def parse(data, parser):
    """``(root, too_deep)`` as ``etree.fromstring(data, parser)`` and the depth test over
    ``parser.error_log`` give them (``parser``: a fresh ``HTMLParser(**PARSER_OPTIONS)``,
    the document's, as lxml's is); None when this kernel cannot (libxml2 not found, empty
    or over-long data, a context lxml would set up otherwise, the parse failed): the
    caller parses through lxml then, which raises what it raises (data other than bytes
    too)."""
    cdef xmlParserCtxt* c_ctxt
    cdef xmlDoc* result
    cdef xmlDict* c_dict
    cdef _Run run
    cdef const char* c_text
    cdef Py_ssize_t size
    if not _LIB.ready or type(data) is not bytes:
        return None
    c_text = PyBytes_AS_STRING(data)
    size = PyBytes_GET_SIZE(data)
    if size == 0 or size > INT_MAX:
        return None
    c_dict = _thread_dict()
    if c_dict is NULL:
        return None
    run.too_deep = False
    c_ctxt = _new_context(&run)
    if c_ctxt is NULL:
        return None
    _use_dict(c_ctxt, c_dict)
    with nogil:
        result = _LIB.read_memory(c_ctxt, c_text, <int>size, NULL, _ENCODING, _OPTIONS)
    try:
        if result is not NULL and _dict_names(c_ctxt.dict, result) < 0:
            _LIB.free_doc(result)
            result = NULL
        result = _handled(c_ctxt, result, c_dict)
    finally:
        c_ctxt._private = NULL
        _LIB.free_ctxt(c_ctxt)
    if result is NULL:
        return None
    return cetree.adoptExternalDocument(result, parser, True).getroot(), bool(run.too_deep)


cdef xmlDoc* _handled(xmlParserCtxt* c_ctxt, xmlDoc* result, xmlDict* c_dict) noexcept nogil:
    """lxml's ``_handleParseResult`` for an HTML parse that recovers: the document's
    dictionary the thread's, the context's other document freed, the encoding named."""
    if result is not NULL and result.dict is not c_dict:
        if result.dict is not NULL:
            _LIB.dict_free(result.dict)
        result.dict = c_dict
        _LIB.dict_reference(c_dict)
    if c_ctxt.myDoc is not NULL:
        if c_ctxt.myDoc is not result:
            if c_ctxt.myDoc.dict is not c_dict:
                if c_ctxt.myDoc.dict is not NULL:
                    _LIB.dict_free(c_ctxt.myDoc.dict)
                c_ctxt.myDoc.dict = c_dict
                _LIB.dict_reference(c_dict)
            _LIB.free_doc(c_ctxt.myDoc)
        c_ctxt.myDoc = NULL
    if result is not NULL and result.encoding is NULL:
        result.encoding = _LIB.strdup(<const unsigned char*>"UTF-8")
    return result
