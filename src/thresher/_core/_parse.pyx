# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The parse stage's text scans in C: what :mod:`thresher.html.prepass` finds with regexes.

The regexes in ``thresher.html.prepass`` are the definition:
:func:`drop_document_end_tags` and :func:`neutralize_char_refs` return the same text
as the Python functions of those names, and :func:`may_cut_attributes` is False only
when ``cap_attributes`` would cut nothing. ``tests/test_compiled_parse.py`` holds them
equal. Each scan jumps from one ``<`` or ``&`` to the next with ``memchr`` over the
text's buffer (:func:`_find_ascii`, any width) instead of stepping a regex over every
character.
"""

include "_source.pxi"

from cpython.bytes cimport PyBytes_AS_STRING, PyBytes_FromStringAndSize
from libc.string cimport memchr, memcpy


include "_unicode.pxi"

cdef extern from "Python.h":
    object PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar)
    bint PyUnicode_IS_ASCII(object text)
    bint Py_UNICODE_ISSPACE(unsigned int ch)
    bint Py_UNICODE_ISDECIMAL(unsigned int ch)


cdef inline unsigned int _lower(unsigned int c):
    """ASCII letters to lower case; every other character as it is."""
    return c + 32 if 65 <= c <= 90 else c


cdef inline bint _ascii_letter(unsigned int c):
    return (65 <= c <= 90) or (97 <= c <= 122)


cdef Py_ssize_t _end_tag_end(int kind, void* data, Py_ssize_t n, Py_ssize_t i):
    """End of ``</body\\s*>`` or ``</html\\s*>`` (any ASCII case) at ``i``, or -1."""
    cdef Py_ssize_t j
    cdef unsigned int a, b, c, d
    if i + 7 > n or PyUnicode_READ(kind, data, i + 1) != 47:  # "/"
        return -1
    a = _lower(PyUnicode_READ(kind, data, i + 2))
    b = _lower(PyUnicode_READ(kind, data, i + 3))
    c = _lower(PyUnicode_READ(kind, data, i + 4))
    d = _lower(PyUnicode_READ(kind, data, i + 5))
    if not ((a == 98 and b == 111 and c == 100 and d == 121)  # body
            or (a == 104 and b == 116 and c == 109 and d == 108)):  # html
        return -1
    j = i + 6
    while j < n and Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, j)):
        j += 1
    if j < n and PyUnicode_READ(kind, data, j) == 62:  # ">"
        return j + 1
    return -1


cdef inline int _hex(unsigned int c):
    if 48 <= c <= 57:
        return c - 48
    if 97 <= c <= 102:
        return c - 87
    if 65 <= c <= 70:
        return c - 55
    return -1


cdef inline bint _refused(long value):
    """The code points XML refuses that a reference may name (C0 but tab, LF, CR; DEL;
    U+FFFE, U+FFFF): the values ``prepass._BAD_CHAR_REF`` matches."""
    return ((1 <= value <= 8) or value == 11 or value == 12 or (14 <= value <= 31)
            or value == 127 or value == 65534 or value == 65535)


cdef Py_ssize_t _bad_ref_end(int kind, void* data, Py_ssize_t n, Py_ssize_t i, long* value):
    """End of a reference to a refused code point at ``i`` (the ``&``), or -1."""
    cdef Py_ssize_t j = i + 2, digits = 0
    cdef unsigned int c
    cdef int base = 10, d
    cdef long v = 0
    if j > n or PyUnicode_READ(kind, data, i + 1) != 35:  # "#"
        return -1
    if j < n and (PyUnicode_READ(kind, data, j) == 120 or PyUnicode_READ(kind, data, j) == 88):
        base = 16
        j += 1
    while j < n and PyUnicode_READ(kind, data, j) == 48:  # leading zeros
        j += 1
    while j < n:
        c = PyUnicode_READ(kind, data, j)
        d = _hex(c) if base == 16 else (c - 48 if 48 <= c <= 57 else -1)
        if d < 0:
            break
        if digits < 8:
            v = v * base + d
        digits += 1
        j += 1
    if digits == 0 or digits > 5 or not _refused(v):
        return -1
    if j < n and PyUnicode_READ(kind, data, j) == 59:  # ";"
        j += 1
    value[0] = v
    return j


cdef Py_ssize_t _find_ascii(int kind, const unsigned char* base, Py_ssize_t n, Py_ssize_t i,
                            unsigned char ch):
    """The first character ``ch`` (ASCII, not NUL) at or after ``i``, or -1: ``memchr`` over
    the text's buffer whatever its width, a hit counting where the character it falls in
    is ``ch`` (what ``PyUnicode_FindChar`` finds, without its checks at each call)."""
    cdef const unsigned char* end = base + n * kind
    cdef const unsigned char* p = base + i * kind
    cdef const void* found
    cdef Py_ssize_t at
    while p < end:
        found = memchr(p, ch, end - p)
        if found == NULL:
            return -1
        at = (<const unsigned char*>found - base) // kind
        if PyUnicode_READ(kind, <void*>base, at) == ch:
            return at
        p = <const unsigned char*>found + 1
    return -1


cdef str _joined(str text, list cuts):
    """``text`` without the spans ``cuts`` lists (start, end, start, end … in order, apart):
    the kept slices joined."""
    cdef Py_ssize_t k, last = 0
    pieces = []
    for k in range(0, len(cuts), 2):
        pieces.append(text[last:<Py_ssize_t>cuts[k]])
        last = cuts[k + 1]
    pieces.append(text[last:])
    return "".join(pieces)


cdef str _without(str text, list cuts):
    """:func:`_joined`, built in one copy into a string of the text's width. Only when every
    cut character is ASCII: then every character that made the text as wide as it is stays,
    so the result has that width too (a string always has the narrowest one)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t k, j, start, end, last = 0, size = n, at = 0
    cdef Py_UCS4 maxchar
    cdef char* out
    for k in range(0, len(cuts), 2):
        start = cuts[k]
        end = cuts[k + 1]
        size -= end - start
        for j in range(start, end):
            if PyUnicode_READ(kind, data, j) >= 128:
                return _joined(text, cuts)
    if PyUnicode_IS_ASCII(text):
        maxchar = 127
    else:
        maxchar = 255 if kind == 1 else (65535 if kind == 2 else 1114111)
    result = PyUnicode_New(size, maxchar)
    out = <char*>PyUnicode_DATA(result)
    for k in range(0, len(cuts) + 1, 2):
        end = cuts[k] if k < len(cuts) else n
        memcpy(out + at * kind, <char*>data + last * kind, (end - last) * kind)
        at += end - last
        if k < len(cuts):
            last = cuts[k + 1]
    return result


cdef str _cut(str text, Py_UCS4 mark, bint char_refs):
    """``text`` without the spans that start at ``mark``: ``</body>``/``</html>`` at
    "<", or (``char_refs``) references to refused code points at "&", a form feed's
    one becoming a space."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t i = 0, end, last = 0
    cdef long value = 0
    pieces = None
    cuts = None
    while True:
        i = _find_ascii(kind, <const unsigned char*>data, n, i, <unsigned char>mark)
        if i < 0:
            break
        if char_refs:
            end = _bad_ref_end(kind, data, n, i, &value)
        else:
            end = _end_tag_end(kind, data, n, i)
        if end < 0:
            i += 1
            continue
        if not char_refs:
            if cuts is None:
                cuts = []
            cuts += (i, end)
            i = end
            continue
        if pieces is None:
            pieces = []
        pieces.append(text[last:i])
        if value == 12:
            pieces.append(" ")
        last = i = end
    if cuts is not None:
        return _without(text, cuts)
    if pieces is None:
        return text
    pieces.append(text[last:])
    return "".join(pieces)


def drop_document_end_tags(str text):
    """The text without ``</body>`` and ``</html>`` (as ``prepass.drop_document_end_tags``)."""
    return _cut(text, 60, False)  # "<"


def neutralize_char_refs(str text):
    """The text without references to refused code points, a form feed's one a space
    (as ``prepass.neutralize_char_refs``)."""
    return _cut(text, 38, True)  # "&"


ctypedef fused uchar:
    unsigned char
    unsigned short
    unsigned int


cdef inline bint _space(unsigned int c):
    """``\\s`` of a ``str`` pattern (``str.isspace``), without a call for ASCII."""
    if c < 128:
        return c == 32 or 9 <= c <= 13 or 28 <= c <= 31
    return Py_UNICODE_ISSPACE(c)


cdef inline bint _separator(unsigned int c):
    """A character an attribute's start may follow: whitespace, "/", ">" or a quote."""
    return c == 47 or c == 62 or c == 34 or c == 39 or _space(c)


cdef Py_ssize_t _tag_end(const uchar* s, Py_ssize_t n, Py_ssize_t j):
    """Where the tag whose body starts at ``j`` ends (its ">", or ``n``), as
    ``prepass._WHOLE_TAG`` reads it: the first ">" outside a value quoted right after
    an "=" (and whitespace). One pass over the characters; a quoted value is jumped
    with ``memchr`` (:func:`_find_ascii`)."""
    cdef uchar c, quote
    while j < n:
        c = s[j]
        if c == 62:  # ">"
            return j
        j += 1
        if c != 61:  # "="
            continue
        while j < n and _space(s[j]):
            j += 1
        if j < n and (s[j] == 34 or s[j] == 39):  # a quoted value: ">" in it is no end
            quote = s[j]
            j += 1
            j = _find_ascii(sizeof(uchar), <const unsigned char*>s, n, j, <unsigned char>quote)
            if j < 0:
                return n
            j += 1
    return n


cdef Py_ssize_t _separators(const uchar* s, Py_ssize_t start, Py_ssize_t end,
                            Py_ssize_t least):
    """The separators in ``s[start:end]``, counted no further than ``least`` (the caller
    asks only whether there are that many)."""
    cdef Py_ssize_t j, seen = 0
    for j in range(start, end):
        if _separator(s[j]):
            seen += 1
            if seen >= least:
                break
    return seen


cdef inline Py_ssize_t _space_len(const uchar* s, Py_ssize_t n, Py_ssize_t j, bint utf8):
    """The units of the whitespace character (``\\s``) at ``j``, else 0: one for a text's
    character; for valid UTF-8 bytes (``utf8``) the bytes of the character it decodes to."""
    if utf8:
        return _utf8_space(<const unsigned char*>s, n, j)
    return 1 if _space(s[j]) else 0


cdef Py_ssize_t _attributes(const uchar* s, Py_ssize_t i, Py_ssize_t end, Py_ssize_t limit,
                            bint utf8):
    """How many attributes ``prepass.cap_attributes_reference`` finds in the tag whose
    name starts at ``i`` and whose ">" (or the text's end) is at ``end``, counted up to
    ``limit + 1``: the matches of ``prepass._ATTRIBUTE`` after ``prepass._TAG_NAME``, as
    ``finditer`` finds them in ``s[:end]``. ``utf8``: ``s`` is valid UTF-8 (a character
    of several bytes is read as one; only its whitespace matters)."""
    cdef Py_ssize_t j = i + 1, q, step, count = 0
    cdef uchar c
    while j < end and s[j] != 47 and s[j] != 62 and _space_len(s, end, j, utf8) == 0:
        j += 1  # the name: [^\s/>]*
    while j < end:
        c = s[j]
        if c == 47 or c == 62:  # "/", ">": no attribute starts there
            j += 1
            continue
        step = _space_len(s, end, j, utf8)
        if step:
            j += step
            continue
        count += 1  # an attribute's first character: [^\s/>]
        if count > limit:
            return count
        j += 1
        while j < end and s[j] != 47 and s[j] != 62 and s[j] != 61:  # [^\s/>=]*
            if _space_len(s, end, j, utf8):
                break
            j += 1
        q = j  # (?:\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*))?
        while q < end:
            step = _space_len(s, end, q, utf8)
            if step == 0:
                break
            q += step
        if q >= end or s[q] != 61:  # "=": without it the attribute ends with its name
            continue
        q += 1
        while q < end:
            step = _space_len(s, end, q, utf8)
            if step == 0:
                break
            q += step
        if q < end and (s[q] == 34 or s[q] == 39):  # a quoted value, to its quote or the end
            if q + 1 < end:
                q = _find_ascii(sizeof(uchar), <const unsigned char*>s, end, q + 1,
                                <unsigned char>s[q])
            else:
                q = -1
            j = end if q < 0 else q + 1
        else:
            while q < end and s[q] != 62 and _space_len(s, end, q, utf8) == 0:
                q += 1
            j = q
    return count


cdef inline Py_ssize_t _next_lt(str text, const uchar* s, Py_ssize_t i, Py_ssize_t n):
    """The first "<" at or after ``i``, or -1."""
    cdef const void* found
    if sizeof(uchar) == 1:
        if i >= n:
            return -1
        found = memchr(s + i, 60, n - i)
        return -1 if found == NULL else <const unsigned char*>found - <const unsigned char*>s
    return _find_ascii(sizeof(uchar), <const unsigned char*>s, n, i, 60)


# A tag at least this long whose separators are too few: the "<" it holds outside its quoted
# values are passed over (a run of script text read as a tag holds many).
cdef enum:
    _SUFFIX_RUN = 256


cdef Py_ssize_t _quoted_lt(const uchar* s, Py_ssize_t n, Py_ssize_t j, Py_ssize_t end,
                           bint utf8):
    """The first "<" inside a value that the tag walk from ``j`` (:func:`_tag_end`, or
    :func:`_tag_end_utf8` for ``utf8``) jumps before the tag's end ``end``, else ``end``.
    Every other "<" and letter before ``end`` starts a tag that the walk ends at ``end``
    too (the walk from there is in the same state), a suffix of this one: no more
    characters, no more separators."""
    cdef Py_ssize_t step, close, lt
    while j < end:
        j += 1
        if s[j - 1] != 61:  # "="
            continue
        while j < n:
            step = _space_len(s, n, j, utf8)
            if step == 0:
                break
            j += step
        if j < n and (s[j] == 34 or s[j] == 39):  # the value the walk jumps
            close = _find_ascii(sizeof(uchar), <const unsigned char*>s, n, j + 1,
                                <unsigned char>s[j])
            if close < 0:
                close = n
            lt = _find_ascii(sizeof(uchar), <const unsigned char*>s, close, j + 1, 60)
            if lt >= 0:
                return lt
            j = close + 1
    return end


cdef bint _may_cut(str text, const uchar* s, Py_ssize_t n, Py_ssize_t max_attributes):
    cdef Py_ssize_t i = 0, j, steps = 0, budget = 4 * n + 65536
    while True:
        i = _next_lt(text, s, i, n)  # "<"
        if i < 0:
            return False
        i += 1
        if i >= n or not _ascii_letter(s[i]):
            continue
        j = _tag_end(s, n, i + 1)
        steps += j - i
        # a tag has no more separators than characters, nor attributes than separators
        if (
            j - i >= max_attributes
            and _separators(s, i + 1, j, max_attributes) >= max_attributes
        ):
            if _attributes(s, i, j, max_attributes, False) > max_attributes:
                return True
            steps += j - i
        elif j - i >= _SUFFIX_RUN:
            steps += j - i
            i = _quoted_lt(s, n, i + 1, j, False)
        if steps > budget:
            return True


def tag_end(str text, Py_ssize_t j):
    """Where the tag whose body starts at ``j`` ends, as the scan reads it (for the tests)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if kind == 1:
        return _tag_end(<const unsigned char*>PyUnicode_DATA(text), n, j)
    if kind == 2:
        return _tag_end(<const unsigned short*>PyUnicode_DATA(text), n, j)
    return _tag_end(<const unsigned int*>PyUnicode_DATA(text), n, j)


def attribute_count(str text, Py_ssize_t i, Py_ssize_t end, Py_ssize_t limit):
    """The attributes the scan counts (up to ``limit + 1``) in the tag whose name starts at
    ``i`` and whose ">" is at ``end`` (for the tests)."""
    cdef int kind = PyUnicode_KIND(text)
    if kind == 1:
        return _attributes(<const unsigned char*>PyUnicode_DATA(text), i, end, limit, False)
    if kind == 2:
        return _attributes(<const unsigned short*>PyUnicode_DATA(text), i, end, limit, False)
    return _attributes(<const unsigned int*>PyUnicode_DATA(text), i, end, limit, False)


def attribute_count_utf8(bytes data, Py_ssize_t i, Py_ssize_t end, Py_ssize_t limit):
    """:func:`attribute_count` of valid UTF-8 ``data``, at byte offsets (for the tests)."""
    return _attributes(<const unsigned char*>data, i, end, limit, True)


def may_cut_attributes(str text, Py_ssize_t max_attributes):
    """False when no tag can hold more than ``max_attributes`` attributes, so that
    ``prepass.cap_attributes`` cuts nothing; True when one may (or the scan gave up).

    Every attribute after a tag's name follows whitespace, "/", ">" or a quote, so a tag
    holds no more attributes than such characters. Each ``<`` and ASCII letter starts a
    tag, which runs as ``prepass._WHOLE_TAG`` reads it (to the first ">" outside a value
    quoted after "="); the characters are counted in every such run, and where they are
    enough, the attributes as the regex finds them (:func:`_attributes`: separators
    inside a long quoted value, an SVG path or a JSON payload, are none). Runs may overlap
    (a "<a" inside a quoted value), so past a budget of steps the scan stops and says
    True: the regex scan decides then.
    """
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if kind == 1:
        return _may_cut(text, <const unsigned char*>PyUnicode_DATA(text), n, max_attributes)
    if kind == 2:
        return _may_cut(text, <const unsigned short*>PyUnicode_DATA(text), n, max_attributes)
    return _may_cut(text, <const unsigned int*>PyUnicode_DATA(text), n, max_attributes)


cdef extern from *:
    """
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    #endif
    /* The first ">" or "=" in s[j:n], else n: sixteen bytes a step where SSE2 is there */
    static Py_ssize_t thresher_gt_or_eq(const unsigned char* s, Py_ssize_t j, Py_ssize_t n) {
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
        const __m128i gt = _mm_set1_epi8(62), eq = _mm_set1_epi8(61);
        for (; j + 16 <= n; j += 16) {
            __m128i v = _mm_loadu_si128((const __m128i*)(s + j));
            int found = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, gt), _mm_cmpeq_epi8(v, eq)));
            if (found) return j + __builtin_ctz((unsigned int)found);
        }
    #endif
        while (j < n && s[j] != 62 && s[j] != 61) j++;
        return j;
    }
    """
    Py_ssize_t _gt_or_eq "thresher_gt_or_eq" (
        const unsigned char* s, Py_ssize_t j, Py_ssize_t n) noexcept nogil


cdef Py_ssize_t _tag_end_utf8(const unsigned char* s, Py_ssize_t n, Py_ssize_t j):
    """:func:`_tag_end` on valid UTF-8 bytes: the same tag end (as a byte offset). ">", "="
    and the quotes are ASCII, never inside a multi-byte character; the whitespace after "="
    is decoded (:func:`_utf8_space`), so a quote after U+3000 opens a value here too. The
    walk jumps from one ">" or "=" to the next (:func:`_gt_or_eq`)."""
    cdef Py_ssize_t step
    cdef const void* found
    while j < n:
        j = _gt_or_eq(s, j, n)
        if j >= n:
            break
        if s[j] == 62:  # ">"
            return j
        j += 1  # past "="
        while j < n:
            step = _utf8_space(s, n, j)
            if step == 0:
                break
            j += step
        if j < n and (s[j] == 34 or s[j] == 39):  # a quoted value: ">" in it is no end
            found = memchr(s + j + 1, s[j], n - j - 1)
            if found == NULL:
                return n
            j = <const unsigned char*>found - s + 1
    return n


cdef extern from *:
    """
    /* _separators_utf8's count: the bytes of s[start:end] that are ASCII whitespace
       (str.isspace: 9-13, 28-32), a quote, "/", ">" or the first byte of a character of
       more than one byte (0xC0 and over), in blocks of 255 bytes counted in a byte each
       without an exit inside a block, so that the compiler vectorises the loop; stops at
       the first block end where the count reaches least, and says least then. Built
       twice, the second for AVX2 (32 bytes a step where the CPU has it) */
    #define THRESHER_SEPARATORS_BODY                                                      \
        Py_ssize_t seen = 0;                                                             \
        for (Py_ssize_t j = start; j < end;) {                                           \
            Py_ssize_t stop = j + 255 < end ? j + 255 : end;                             \
            unsigned char count = 0;                                                     \
            for (Py_ssize_t k = j; k < stop; k++) {                                      \
                unsigned char c = s[k];                                                  \
                count += (c >= 0xC0) | ((unsigned char)(c - 9) < 5)                      \
                         | ((unsigned char)(c - 28) < 5) | (c == 34) | (c == 39)         \
                         | (c == 47) | (c == 62);                                        \
            }                                                                            \
            seen += count;                                                               \
            if (seen >= least) return least;                                             \
            j = stop;                                                                    \
        }                                                                                \
        return seen;

    static Py_ssize_t thresher_separators(const unsigned char* s, Py_ssize_t start,
                                          Py_ssize_t end, Py_ssize_t least) {
        THRESHER_SEPARATORS_BODY
    }

    #if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    #include <immintrin.h>
    /* thresher_separators in AVX2 registers: each 32 bytes tested at once (the signed
       compares are the unsigned ones below 0x80, and no byte of 0x80 and over is
       whitespace, a quote, "/" or ">"), counted lane by lane, the count read every
       256 bytes */
    __attribute__((target("avx2")))
    static Py_ssize_t thresher_separators_wide(const unsigned char* s, Py_ssize_t start,
                                               Py_ssize_t end, Py_ssize_t least) {
        Py_ssize_t seen = 0, j = start;
        const __m256i high = _mm256_set1_epi8((char)0xC0);
        const __m256i c8 = _mm256_set1_epi8(8), c14 = _mm256_set1_epi8(14);
        const __m256i c27 = _mm256_set1_epi8(27), c33 = _mm256_set1_epi8(33);
        const __m256i q2 = _mm256_set1_epi8(34), q1 = _mm256_set1_epi8(39);
        const __m256i slash = _mm256_set1_epi8(47), gt = _mm256_set1_epi8(62);
        while (j + 32 <= end) {
            __m256i acc = _mm256_setzero_si256();
            for (int b = 0; b < 8 && j + 32 <= end; b++, j += 32) {
                __m256i v = _mm256_loadu_si256((const __m256i*)(s + j));
                __m256i m = _mm256_cmpeq_epi8(_mm256_and_si256(v, high), high);
                m = _mm256_or_si256(m, _mm256_and_si256(_mm256_cmpgt_epi8(v, c8),
                                                        _mm256_cmpgt_epi8(c14, v)));
                m = _mm256_or_si256(m, _mm256_and_si256(_mm256_cmpgt_epi8(v, c27),
                                                        _mm256_cmpgt_epi8(c33, v)));
                m = _mm256_or_si256(m, _mm256_or_si256(_mm256_cmpeq_epi8(v, q2),
                                                       _mm256_cmpeq_epi8(v, q1)));
                m = _mm256_or_si256(m, _mm256_or_si256(_mm256_cmpeq_epi8(v, slash),
                                                       _mm256_cmpeq_epi8(v, gt)));
                acc = _mm256_sub_epi8(acc, m);  /* a lane's count: at most 8 */
            }
            __m256i sums = _mm256_sad_epu8(acc, _mm256_setzero_si256());
            seen += _mm256_extract_epi64(sums, 0) + _mm256_extract_epi64(sums, 1)
                    + _mm256_extract_epi64(sums, 2) + _mm256_extract_epi64(sums, 3);
            if (seen >= least) return least;
        }
        for (; j < end; j++) {
            unsigned char c = s[j];
            seen += (c >= 0xC0) | ((unsigned char)(c - 9) < 5) | ((unsigned char)(c - 28) < 5)
                    | (c == 34) | (c == 39) | (c == 47) | (c == 62);
        }
        return seen < least ? seen : least;
    }
    #else
    #define thresher_separators_wide thresher_separators
    #endif
    """
    Py_ssize_t _count_separators "thresher_separators" (
        const unsigned char* s, Py_ssize_t start, Py_ssize_t end, Py_ssize_t least) noexcept nogil
    Py_ssize_t _count_separators_wide "thresher_separators_wide" (
        const unsigned char* s, Py_ssize_t start, Py_ssize_t end, Py_ssize_t least) noexcept nogil


cdef Py_ssize_t _separators_utf8(const unsigned char* s, Py_ssize_t start, Py_ssize_t end,
                                 Py_ssize_t least) noexcept:
    """At least the separators of the characters in ``s[start:end]``: the ASCII ones, and
    every character of more than one byte (counted by its first byte); counted no further
    than ``least`` (the caller asks only whether there are that many). Counted in blocks
    (:c:func:`thresher_separators`, in AVX2 registers where the CPU has them)."""
    if _WIDE:
        return _count_separators_wide(s, start, end, least)
    return _count_separators(s, start, end, least)


def separators_utf8(bytes data, Py_ssize_t start, Py_ssize_t end, Py_ssize_t least,
                    bint wide=True):
    """:func:`_separators_utf8` of ``data`` (for the tests; ``wide`` False: the count
    without AVX2)."""
    if not wide:
        return _count_separators(<const unsigned char*>data, start, end, least)
    return _separators_utf8(<const unsigned char*>data, start, end, least)


def separators_utf8_reference(bytes data, Py_ssize_t start, Py_ssize_t end, Py_ssize_t least):
    """:func:`_separators_utf8`'s definition, a byte at a time (for the tests)."""
    cdef const unsigned char* s = <const unsigned char*>data
    cdef Py_ssize_t j, seen = 0
    for j in range(start, end):
        if s[j] >= 0xC0 or (s[j] < 128 and _separator(s[j])):
            seen += 1
            if seen >= least:
                break
    return seen


cdef Py_ssize_t _quoted_lt_utf8(const unsigned char* s, Py_ssize_t n, Py_ssize_t j,
                                Py_ssize_t end):
    """:func:`_quoted_lt` of valid UTF-8 bytes, jumping from one "=" to the next."""
    cdef Py_ssize_t step, close
    cdef const void* found
    while j < end:
        found = memchr(s + j, 61, end - j)  # "="
        if found == NULL:
            return end
        j = <const unsigned char*>found - s + 1
        while j < n:
            step = _utf8_space(s, n, j)
            if step == 0:
                break
            j += step
        if j < n and (s[j] == 34 or s[j] == 39):  # the value the walk jumps
            found = memchr(s + j + 1, s[j], n - j - 1)
            close = n if found == NULL else <const unsigned char*>found - s
            found = memchr(s + j + 1, 60, close - j - 1)  # "<"
            if found != NULL:
                return <const unsigned char*>found - s
            j = close + 1
    return end


def tag_end_utf8(bytes data, Py_ssize_t j):
    """Where the tag whose body starts at byte ``j`` ends, as the bytes scan reads it (for
    the tests)."""
    return _tag_end_utf8(<const unsigned char*>data, len(data), j)


def may_cut_attributes_utf8(bytes data, Py_ssize_t max_attributes):
    """:func:`may_cut_attributes` of the text whose valid UTF-8 ``data`` is, read from the
    bytes: False only when no tag can hold more than ``max_attributes`` attributes. The
    tags start and end at the same characters; a tag's bytes are at least its characters
    and :func:`_separators_utf8` at least its separators, so False here is False there."""
    cdef const unsigned char* s = <const unsigned char*>data
    cdef Py_ssize_t n = len(data)
    cdef Py_ssize_t i = 0, j, steps = 0, budget = 4 * n + 65536
    cdef const void* found
    while i < n:
        found = memchr(s + i, 60, n - i)  # "<"
        if found == NULL:
            return False
        i = <const unsigned char*>found - s + 1
        if i >= n or not _ascii_letter(s[i]):
            continue
        j = _tag_end_utf8(s, n, i + 1)
        steps += j - i
        if (
            j - i >= max_attributes
            and _separators_utf8(s, i + 1, j, max_attributes) >= max_attributes
        ):
            if _attributes(s, i, j, max_attributes, True) > max_attributes:
                return True
            steps += j - i
        elif j - i >= _SUFFIX_RUN:
            steps += j - i
            i = _quoted_lt_utf8(s, n, i + 1, j)
        if steps > budget:
            return True
    return False


cdef inline bint _marker_at(int kind, void* data, Py_ssize_t i):
    """One of ``id="S:``, ``id='S:`` or ``id=S:`` ends with the ":" at ``i``."""
    cdef unsigned int c
    if i < 4 or PyUnicode_READ(kind, data, i - 1) != 83:  # "S"
        return False
    c = PyUnicode_READ(kind, data, i - 2)
    if c == 34 or c == 39:  # a quote: "id=" before it
        if i < 5:
            return False
        i -= 1
        c = PyUnicode_READ(kind, data, i - 2)
    return (c == 61 and PyUnicode_READ(kind, data, i - 3) == 100  # "=", "d"
            and PyUnicode_READ(kind, data, i - 4) == 105)  # "i"


cdef bint _has_marker(int kind, void* data, Py_ssize_t n):
    """Whether the ``n`` characters of width ``kind`` at ``data`` hold a marker."""
    cdef Py_ssize_t i = 0
    while True:
        i = _find_ascii(kind, <const unsigned char*>data, n, i, 58)  # ":"
        if i < 0:
            return False
        if _marker_at(kind, data, i):
            return True
        i += 1


def has_streamed_marker(str text):
    """True when ``text`` holds ``id="S:``, ``id='S:`` or ``id=S:`` (as
    ``streamed.has_streamed_marker_reference``): a jump from one ":" to the next."""
    return _has_marker(PyUnicode_KIND(text), PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text))


def has_streamed_marker_utf8(bytes data):
    """:func:`has_streamed_marker` of the text whose UTF-8 ``data`` is, read from the bytes:
    a marker is ASCII, and no byte of a longer character is ASCII, so the bytes hold one
    exactly where the text does (one byte a character where the text may take two)."""
    return _has_marker(1, <void*>PyBytes_AS_STRING(data), len(data))


def has_refused_char_ref_utf8(bytes data):
    """Whether :func:`neutralize_char_refs` changes the text whose UTF-8 ``data`` is (a
    reference to a refused code point is ASCII: the bytes hold one where the text does)."""
    cdef void* s = <void*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data), i = 0
    cdef long value = 0
    while True:
        i = _find_ascii(1, <const unsigned char*>s, n, i, 38)  # "&"
        if i < 0:
            return False
        if _bad_ref_end(1, s, n, i, &value) >= 0:
            return True
        i += 1


cdef inline bint _leads_image_utf8(unsigned char c) noexcept:
    """Whether ``c`` is the first UTF-8 byte of a continuation byte's image (U+0080–U+00BF:
    0xC2; the Windows-1252 specials: 0xC5, 0xC6, 0xCB, 0xE2): ``mojibake._CONT_UTF8_FIRST``."""
    return c == 0xC2 or c == 0xC5 or c == 0xC6 or c == 0xCB or c == 0xE2


cdef inline bint _leads_image(unsigned int d) noexcept:
    """Whether the UTF-8 of the code point ``d`` starts with a byte :func:`_leads_image_utf8`
    accepts: U+0080–U+00BF (0xC2), U+0140–U+01BF (0xC5, 0xC6), U+02C0–U+02FF (0xCB),
    U+2000–U+2FFF (0xE2)."""
    return ((0x80 <= d <= 0xBF) or (0x140 <= d <= 0x1BF) or (0x2C0 <= d <= 0x2FF)
            or (0x2000 <= d <= 0x2FFF))


def next_lead_image_utf8(bytes data, Py_ssize_t start):
    """The first 0xC3 at or after ``start`` (``memchr``) whose byte two on
    :func:`_leads_image_utf8` accepts, the search going on two bytes after each 0xC3 that
    does not qualify; -1 when none: the candidates ``mojibake.may_hold_mojibake_utf8``
    decodes and matches, found as its reference loop finds them."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data), at
    cdef const void* found
    if start < 0:
        start = 0
    while start < n:
        found = memchr(s + start, 0xC3, n - start)
        if found == NULL:
            return -1
        at = <const unsigned char*>found - s
        if at + 2 < n and _leads_image_utf8(s[at + 2]):
            return at
        start = at + 2
    return -1


cdef Py_ssize_t _next_lead_image(const uchar* s, Py_ssize_t start, Py_ssize_t n) noexcept:
    """:func:`next_lead_image` over blocks of 64 characters: a block is read one character
    at a time only when it holds one U+00C0–U+00FF (a test without an exit inside the
    block, so that the compiler vectorises it; CJK text and ASCII pass at its speed)."""
    cdef Py_ssize_t i = start, k, stop, last = n - 1
    cdef unsigned int c, low = 0xC0, span = 0x3F
    cdef unsigned char hit
    while i < last:
        stop = i + 64 if i + 64 < last else last
        hit = 0
        for k in range(i, stop):
            hit |= (<unsigned int>s[k] - low) <= span
        if hit:
            for k in range(i, stop):
                c = s[k]
                if (c - low) <= span and _leads_image(s[k + 1]):
                    return k
        i = stop
    return -1


def next_lead_image(str text, Py_ssize_t start):
    """:func:`next_lead_image_utf8` of the text's UTF-8 (``surrogatepass``), in characters:
    the first character U+00C0–U+00FF (the characters whose UTF-8 leads with 0xC3, which
    only ever leads one) at or after ``start`` followed by a character whose UTF-8
    :func:`_leads_image` accepts (its byte two on), or -1; read in place, not encoded."""
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if start < 0:
        start = 0
    if kind == 1:
        return _next_lead_image(<const unsigned char*>PyUnicode_DATA(text), start, n)
    if kind == 2:
        return _next_lead_image(<const unsigned short*>PyUnicode_DATA(text), start, n)
    return _next_lead_image(<const unsigned int*>PyUnicode_DATA(text), start, n)


cdef list _year_starts(const uchar* s, Py_ssize_t n):
    """:func:`year_starts` over blocks of 64 characters: a block is read one character at a
    time only when it holds a "1" or a "2" (a test without an exit inside the block, so
    that the compiler vectorises it), where a match may start."""
    cdef list found = []
    cdef Py_ssize_t i = 0, k, stop, last = n - 3
    cdef unsigned int c
    cdef unsigned char hit
    while i < last:
        stop = i + 64 if i + 64 < last else last
        hit = 0
        for k in range(i, stop):
            hit |= (s[k] == 49) | (s[k] == 50)
        if not hit:
            i = stop
            continue
        while i < stop:  # a match found near the end takes i past it, by its length
            c = s[i]
            if (((c == 49 and s[i + 1] == 57) or (c == 50 and s[i + 1] == 48))  # "19", "20"
                    and Py_UNICODE_ISDECIMAL(s[i + 2]) and Py_UNICODE_ISDECIMAL(s[i + 3])):
                found.append(i)
                i += 4
            else:
                i += 1
    return found


def year_starts(str text):
    """``date_text.year_starts_reference(text)``: where the matches of ``(?:19|20)\\d{2}``
    start (left to right, none overlapping; ``\\d`` a Unicode decimal digit, what
    ``str.isdecimal`` accepts), read in place one character at a time."""
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if kind == 1:
        return _year_starts(<const unsigned char*>PyUnicode_DATA(text), n)
    if kind == 2:
        return _year_starts(<const unsigned short*>PyUnicode_DATA(text), n)
    return _year_starts(<const unsigned int*>PyUnicode_DATA(text), n)


cdef bint _any_refused(const uchar* s, Py_ssize_t n):
    """Whether ``s`` holds a C0 control but tab, LF and CR, DEL, U+FFFE or U+FFFF: what
    ``load._CONTROL_CHARS`` matches, and the form feed. Bitwise tests over blocks of 256
    characters, no exit inside a block, so that the compiler vectorises the loop."""
    cdef Py_ssize_t j = 0, k, stop
    cdef uchar c  # as narrow as the text's characters: more of them in a vector
    cdef unsigned char bad
    while j < n:
        stop = j + 256 if j + 256 < n else n
        bad = 0
        for k in range(j, stop):
            c = s[k]
            bad |= (((c < 32) & (c != 9) & (c != 10) & (c != 13))
                    | (c == 127) | ((c | 1) == 0xFFFF))
        if bad:
            return True
        j = stop
    return False


def has_refused_chars(str text):
    """True when ``text`` holds a character ``load.decode`` removes or replaces: C0
    controls but tab, LF and CR, DEL, U+FFFE, U+FFFF (and the form feed)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if kind == 1:
        return _any_refused(<const unsigned char*>PyUnicode_DATA(text), n)
    if kind == 2:
        return _any_refused(<const unsigned short*>PyUnicode_DATA(text), n)
    return _any_refused(<const unsigned int*>PyUnicode_DATA(text), n)


cdef extern from *:
    """
    /* has_refused_utf8's scan of valid UTF-8: a C0 control but tab, LF and CR, DEL, or
       the bytes EF BF BE / EF BF BF (U+FFFE, U+FFFF), tested over blocks of 256 bytes
       without an exit inside a block, so that the compiler vectorises the loop; built
       twice, the second for AVX2 (32 bytes a step where the CPU has it) */
    #define THRESHER_REFUSED_UTF8_BODY                                                   \
        unsigned char bad = 0;                                                          \
        for (Py_ssize_t k = 0; k < n && k < 2; k++) {                                   \
            unsigned char c = s[k];                                                     \
            bad |= ((c < 32) & (c != 9) & (c != 10) & (c != 13)) | (c == 127);          \
        }                                                                               \
        if (bad) return 1;                                                              \
        for (Py_ssize_t j = 2; j < n;) {                                                \
            Py_ssize_t stop = j + 256 < n ? j + 256 : n;                                \
            for (Py_ssize_t k = j; k < stop; k++) {                                     \
                unsigned char c = s[k];                                                 \
                bad |= ((c < 32) & (c != 9) & (c != 10) & (c != 13)) | (c == 127)       \
                       | (((c | 1) == 0xBF) & (s[k - 1] == 0xBF) & (s[k - 2] == 0xEF)); \
            }                                                                           \
            if (bad) return 1;                                                          \
            j = stop;                                                                   \
        }                                                                               \
        return 0;

    static int thresher_refused_utf8(const unsigned char* s, Py_ssize_t n) {
        THRESHER_REFUSED_UTF8_BODY
    }

    #if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    __attribute__((target("avx2")))
    static int thresher_refused_utf8_wide(const unsigned char* s, Py_ssize_t n) {
        THRESHER_REFUSED_UTF8_BODY
    }
    static int thresher_parse_has_wide(void) { return __builtin_cpu_supports("avx2"); }
    #else
    #define thresher_refused_utf8_wide thresher_refused_utf8
    static int thresher_parse_has_wide(void) { return 0; }
    #endif
    """
    bint _refused_utf8 "thresher_refused_utf8" (const unsigned char* s, Py_ssize_t n) noexcept nogil
    bint _refused_utf8_wide "thresher_refused_utf8_wide" (
        const unsigned char* s, Py_ssize_t n) noexcept nogil
    bint _parse_has_wide "thresher_parse_has_wide" () noexcept nogil


cdef bint _WIDE = _parse_has_wide()
WIDE = _WIDE  # the byte scans can step 32 bytes at a time in AVX2 registers here


def has_refused_utf8(bytes data, bint wide=WIDE):
    """``has_refused_chars`` of ``data.decode("utf-8")`` for valid UTF-8 ``data``, read
    from the bytes: a C0 control but tab, LF and CR, or DEL is its own byte, and U+FFFE,
    U+FFFF are the bytes EF BF BE, EF BF BF (EF only ever leads a character). Blocks of
    256 bytes tested whole, so that the compiler vectorises the loop (``wide``: in AVX2
    registers, where the CPU has them; the same answer either way)."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data)
    if wide and _WIDE:
        return _refused_utf8_wide(s, n)
    return _refused_utf8(s, n)


def count_control_bytes(bytes data):
    """The bytes of ``data`` below 32 but 9 to 13 (tab, LF, VT, FF, CR): what
    ``load._reject_binary`` counts, ``len(data) - len(data.translate(None,
    load._CONTROL_BYTES))``. Blocks of 255 bytes counted in a byte each, so that the
    compiler vectorises the loop."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data), j = 0, k, stop, total = 0
    cdef unsigned char c, count
    while j < n:
        stop = j + 255 if j + 255 < n else n
        count = 0
        for k in range(j, stop):
            c = s[k]
            count += (c < 9) | ((c >= 14) & (c < 32))
        total += count
        j = stop
    return total


cdef inline Py_ssize_t _utf8_space(const unsigned char* s, Py_ssize_t n, Py_ssize_t j) noexcept:
    """The bytes of the whitespace character (``str.isspace``) that starts at ``j`` in
    valid UTF-8, else 0. No character of four bytes is whitespace."""
    cdef unsigned int c = s[j], cp
    if c < 0x80:
        return 1 if Py_UNICODE_ISSPACE(c) else 0
    if 0xC2 <= c <= 0xDF and j + 1 < n:
        cp = ((c & 0x1F) << 6) | (s[j + 1] & 0x3F)
        return 2 if Py_UNICODE_ISSPACE(cp) else 0
    if 0xE0 <= c <= 0xEF and j + 2 < n:
        cp = ((c & 0x0F) << 12) | ((s[j + 1] & 0x3F) << 6) | (s[j + 2] & 0x3F)
        return 3 if Py_UNICODE_ISSPACE(cp) else 0
    return 0


cdef Py_ssize_t _end_tag_end_utf8(const unsigned char* s, Py_ssize_t n, Py_ssize_t i) noexcept:
    """:func:`_end_tag_end` on UTF-8 bytes: the end of ``</body\\s*>`` or ``</html\\s*>``
    at ``i``, or -1."""
    cdef Py_ssize_t j, step
    cdef unsigned int a, b, c, d
    if i + 7 > n or s[i + 1] != 47:  # "/"
        return -1
    a = _lower(s[i + 2])
    b = _lower(s[i + 3])
    c = _lower(s[i + 4])
    d = _lower(s[i + 5])
    if not ((a == 98 and b == 111 and c == 100 and d == 121)  # body
            or (a == 104 and b == 116 and c == 109 and d == 108)):  # html
        return -1
    j = i + 6
    while j < n:
        step = _utf8_space(s, n, j)
        if step == 0:
            break
        j += step
    if j < n and s[j] == 62:  # ">"
        return j + 1
    return -1


cdef list _end_tag_cuts_utf8(const unsigned char* s, Py_ssize_t n):
    """The spans (start, end, start, end …) of ``</body>`` and ``</html>`` in valid UTF-8
    bytes, as byte offsets, or None."""
    cdef Py_ssize_t i = 0, end
    cdef const void* found
    cuts = None
    while i < n:
        found = memchr(s + i, 60, n - i)  # "<"
        if found == NULL:
            break
        i = <const unsigned char*>found - s
        end = _end_tag_end_utf8(s, n, i)
        if end < 0:
            i += 1
            continue
        if cuts is None:
            cuts = []
        cuts += (i, end)
        i = end
    return cuts


cdef bytes _bytes_without(bytes data, list cuts):
    """``data`` without the spans ``cuts`` lists, in one copy."""
    cdef const unsigned char* s = <const unsigned char*>data
    cdef Py_ssize_t n = len(data)
    cdef Py_ssize_t k, end, last = 0, size = n, at = 0
    cdef char* out
    for k in range(0, len(cuts), 2):
        size -= <Py_ssize_t>cuts[k + 1] - <Py_ssize_t>cuts[k]
    result = PyBytes_FromStringAndSize(NULL, size)
    out = PyBytes_AS_STRING(result)
    for k in range(0, len(cuts) + 1, 2):
        end = cuts[k] if k < len(cuts) else n
        memcpy(out + at, s + last, end - last)
        at += end - last
        if k < len(cuts):
            last = cuts[k + 1]
    return result


def drop_document_end_tags_utf8(bytes data):
    """``drop_document_end_tags(text).encode()`` for ``data == text.encode()`` (valid
    UTF-8), cut from the bytes: the page's bytes for the parser without encoding its
    text again. The same object when nothing is cut."""
    cuts = _end_tag_cuts_utf8(<const unsigned char*>data, len(data))
    return data if cuts is None else _bytes_without(data, cuts)


def drop_document_end_tags_before_decoding(bytes data):
    """``(drop_document_end_tags_utf8(data), closed)`` read before ``data`` is known to be
    UTF-8, when it cuts something, every cut span is ASCII without a control that decoding
    drops (so the cut bytes hold one exactly where ``data`` does) and no cut span is
    followed by a continuation byte (0x80-0xBF); else None. Then ``data`` is valid UTF-8
    exactly when the result is (the spans are whole characters between whole characters),
    and the result's text is ``drop_document_end_tags`` of ``data``'s: the page decoded
    once, already cut.
    ``closed``: every seam the cut makes is closed (``prepass.end_tag_seams_closed``)."""
    cuts = _end_tag_cuts_utf8(<const unsigned char*>data, len(data))
    return None if cuts is None else _cut_spans(data, cuts)


def cut_before_decoding(bytes data):
    """:func:`drop_document_end_tags_before_decoding`, and ``(data, True)`` (``data``
    itself: nothing cut, no seam made) when ``data`` holds no ``</body>`` or ``</html>``:
    then ``data`` is valid UTF-8 exactly when the result is (it is the same bytes), and
    ``drop_document_end_tags`` of its text finds nothing to drop."""
    cuts = _end_tag_cuts_utf8(<const unsigned char*>data, len(data))
    return (data, True) if cuts is None else _cut_spans(data, cuts)


cdef object _cut_spans(bytes data, list cuts):
    """:func:`drop_document_end_tags_before_decoding` of ``data`` whose end tags are at the
    spans ``cuts`` lists (not empty)."""
    cdef const unsigned char* s = <const unsigned char*>data
    cdef Py_ssize_t n = len(data), k, j, start, end
    for k in range(0, len(cuts), 2):
        start = cuts[k]
        end = cuts[k + 1]
        if end < n and (s[end] & 0xC0) == 0x80:
            return None
        for j in range(start, end):
            # not ASCII, or a control decoding drops (``\s`` holds VT, FF and 0x1C-0x1F)
            if s[j] >= 0x80 or (s[j] < 32 and s[j] != 9 and s[j] != 10 and s[j] != 13):
                return None
    return _bytes_without(data, cuts), _seams_closed(s, n, cuts)


cdef inline bint _seam_byte(unsigned char c):
    """A byte no markup word holds (``prepass.SEAM_CHARS``): ASCII, but for letters,
    digits and "-", ".", "/", ":", "_"."""
    if c >= 128 or 48 <= c <= 58 or 65 <= c <= 90 or 97 <= c <= 122:  # 0-9 : A-Z a-z
        return False
    return c != 45 and c != 46 and c != 47 and c != 95  # - . / _


cdef bint _seams_closed(const unsigned char* s, Py_ssize_t n, list cuts):
    """Whether, at each place the spans ``cuts`` lists are cut from ``s`` (adjacent spans
    make one place), the page's edge or a :func:`_seam_byte` is on one side."""
    cdef Py_ssize_t k = 0, start, end, count = len(cuts)
    while k < count:
        start = cuts[k]
        end = cuts[k + 1]
        while k + 2 < count and <Py_ssize_t>cuts[k + 2] == end:
            k += 2
            end = cuts[k + 1]
        k += 2
        if start > 0 and end < n and not _seam_byte(s[start - 1]) and not _seam_byte(s[end]):
            return False
    return True


def drop_document_end_tags_both(str text, bytes data):
    """``(drop_document_end_tags(text), drop_document_end_tags_utf8(data))`` for ``data ==
    text.encode()``: the tags found in the bytes only, and the text cut at the same
    characters (a character's offset is the count of bytes before it that start one).
    The same objects when nothing is cut. The characters are counted from the nearer end
    of the page (the text holds ``len(text)`` of them): the tags mostly close it."""
    cdef const unsigned char* s = <const unsigned char*>data
    cdef Py_ssize_t n = len(data)
    cdef Py_ssize_t k, at, chars
    cuts = _end_tag_cuts_utf8(s, n)
    if cuts is None:
        return text, data
    if PyUnicode_IS_ASCII(text):
        return _without(text, cuts), _bytes_without(data, cuts)
    char_cuts = [0] * len(cuts)
    if <Py_ssize_t>cuts[len(cuts) - 1] <= n - <Py_ssize_t>cuts[0]:
        at = chars = 0
        for k in range(len(cuts)):
            chars += _utf8_chars(s, at, cuts[k])
            at = cuts[k]
            char_cuts[k] = chars
    else:
        at, chars = n, PyUnicode_GET_LENGTH(text)
        for k in range(len(cuts) - 1, -1, -1):
            chars -= _utf8_chars(s, cuts[k], at)
            at = cuts[k]
            char_cuts[k] = chars
    return _without(text, char_cuts), _bytes_without(data, cuts)


cdef Py_ssize_t _utf8_chars(const unsigned char* s, Py_ssize_t start, Py_ssize_t end):
    """The characters that start in ``s[start:end]`` (valid UTF-8): its bytes less the
    continuation bytes, counted in a byte for each block of 255 (so that the compiler
    vectorises the loop)."""
    cdef Py_ssize_t j = start, k, stop, continuation = 0
    cdef unsigned char count
    while j < end:
        stop = j + 255 if j + 255 < end else end
        count = 0
        for k in range(j, stop):
            count += (s[k] >> 6) == 2
        continuation += count
        j = stop
    return end - start - continuation


ctypedef fused wide_char:
    unsigned short
    unsigned int


cdef bint _any_unicode_space(const wide_char* s, Py_ssize_t n):
    """Whether ``s`` holds a character ``output.text.UNICODE_SPACES`` matches (U+00A0,
    U+1680, U+2000 to U+200A, U+202F, U+205F, U+3000). Bitwise tests over blocks of 256
    characters, no exit inside a block, so that the compiler vectorises the loop."""
    cdef Py_ssize_t j = 0, k, stop
    cdef wide_char c  # the difference below wraps at the text's width: U+2000..U+200A only
    cdef unsigned char found
    while j < n:
        stop = j + 256 if j + 256 < n else n
        found = 0
        for k in range(j, stop):
            c = s[k]
            found |= ((c == 0xA0) | (c == 0x1680) | (<wide_char>(c - 0x2000) <= 10)
                      | (c == 0x202F) | (c == 0x205F) | (c == 0x3000))
        if found:
            return True
        j = stop
    return False


def has_unicode_space(str text):
    """Whether ``output.text.UNICODE_SPACES`` finds a character in ``text`` (a text of
    Latin-1 characters can only hold U+00A0: one ``memchr``)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    if PyUnicode_IS_ASCII(text):
        return False
    if kind == 1:
        return memchr(PyUnicode_DATA(text), 0xA0, n) != NULL
    if kind == 2:
        return _any_unicode_space(<const unsigned short*>PyUnicode_DATA(text), n)
    return _any_unicode_space(<const unsigned int*>PyUnicode_DATA(text), n)


cdef extern from *:
    """
    #include <string.h>
    #include <stdint.h>
    /* the bytes of the multi-byte character that starts at s[i] (s[i] >= 0x80) when it
       is valid UTF-8 as CPython's strict decoder tells (no overlong form, no surrogate,
       nothing past U+10FFFF, not cut by n), else -1 */
    static inline Py_ssize_t thresher_utf8_sequence(const unsigned char* s, Py_ssize_t i,
                                                    Py_ssize_t n) {
        unsigned char c = s[i], c1;
        if (c >= 0xC2 && c <= 0xDF) {
            return (i + 1 < n && (s[i + 1] & 0xC0) == 0x80) ? 2 : -1;
        }
        if (c >= 0xE0 && c <= 0xEF) {
            if (i + 2 >= n) return -1;
            c1 = s[i + 1];
            if (c == 0xE0 ? (c1 < 0xA0 || c1 > 0xBF)
                : c == 0xED ? (c1 < 0x80 || c1 > 0x9F)
                : (c1 & 0xC0) != 0x80) return -1;
            return (s[i + 2] & 0xC0) == 0x80 ? 3 : -1;
        }
        if (c >= 0xF0 && c <= 0xF4) {
            if (i + 3 >= n) return -1;
            c1 = s[i + 1];
            if (c == 0xF0 ? (c1 < 0x90 || c1 > 0xBF)
                : c == 0xF4 ? (c1 < 0x80 || c1 > 0x8F)
                : (c1 & 0xC0) != 0x80) return -1;
            return ((s[i + 2] & 0xC0) == 0x80 && (s[i + 3] & 0xC0) == 0x80) ? 4 : -1;
        }
        return -1;
    }

    /* the characters of s[0:n] when it is valid UTF-8 as CPython's strict decoder tells
       (no overlong form, no surrogate, nothing past U+10FFFF, no cut sequence), else -1;
       ASCII 32 bytes at a time (four words), the rest a character at a time up to the
       end of the 32 bytes it is in */
    static Py_ssize_t thresher_utf8_chars(const unsigned char* s, Py_ssize_t n) {
        Py_ssize_t i = 0, chars = 0, stop = 0;
        while (i < n) {
            if (i >= stop) {
                if (i + 32 <= n) {
                    uint64_t a, b, c, d;
                    memcpy(&a, s + i, 8); memcpy(&b, s + i + 8, 8);
                    memcpy(&c, s + i + 16, 8); memcpy(&d, s + i + 24, 8);
                    if (!((a | b | c | d) & 0x8080808080808080ULL)) {
                        i += 32; chars += 32; continue;
                    }
                }
                stop = i + 32;
            }
            unsigned char c = s[i];
            if (c < 0x80) { i += 1; chars += 1; continue; }
            Py_ssize_t size = thresher_utf8_sequence(s, i, n);
            if (size < 0) return -1;
            i += size;
            chars += 1;
        }
        return chars;
    }
    """
    Py_ssize_t _utf8_chars_if_valid "thresher_utf8_chars" (
        const unsigned char* s, Py_ssize_t n) noexcept nogil


def utf8_chars(bytes data):
    """``len(data.decode("utf-8"))`` when ``data`` is valid UTF-8 (``bytes.decode``'s
    strict test), else -1: the test and the count without making the text."""
    return _utf8_chars_if_valid(<const unsigned char*>PyBytes_AS_STRING(data), len(data))


cdef extern from *:
    """
    #if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    #include <immintrin.h>
    /* _marker_at of one-byte characters: id="S:, id='S: or id=S: ends at the ":" at i */
    static inline int thresher_marker_at(const unsigned char* s, Py_ssize_t i) {
        unsigned char c;
        if (i < 4 || s[i - 1] != 83) return 0;  /* "S" */
        c = s[i - 2];
        if (c == 34 || c == 39) {  /* a quote: "id=" before it */
            if (i < 5) return 0;
            i -= 1;
            c = s[i - 2];
        }
        return c == 61 && s[i - 3] == 100 && s[i - 4] == 105;  /* "=", "d", "i" */
    }

    /* A "<" at i that may start "</body" or "</html" (any ASCII case) with room for the
       seven bytes _end_tag_end_utf8 reads first: every other "<" it refuses */
    static inline int thresher_end_tag_start(const unsigned char* s, Py_ssize_t i,
                                             Py_ssize_t n) {
        unsigned char a, b;
        if (i + 7 > n || s[i + 1] != 47) return 0;  /* "/" */
        a = s[i + 2] | 32;
        b = s[i + 3] | 32;
        return (a == 98 && b == 111) || (a == 104 && b == 116);  /* "bo", "ht" */
    }

    /* thresher_utf8_chars, thresher_refused_utf8 and _has_marker in one pass (AVX2): the
       characters of s[0:n] when it is valid UTF-8 (else -1, the flags then unset); in
       *refused whether it holds a C0 control but tab, LF and CR, DEL, or EF BF BE /
       EF BF BF (U+FFFE, U+FFFF), in *marker whether a streamed-segment marker ends at one
       of its ":". 32 ASCII bytes a step, tested for the controls, ":" and "<" in the same
       register; the rest a character at a time up to the end of the 32 bytes it is in.
       It also writes to starts[0:cap] the offsets of the "<" thresher_end_tag_start
       takes, in order, and their number to *count (cap + 1 when there are more than cap:
       the list is then not whole) */
    __attribute__((target("avx2")))
    static Py_ssize_t thresher_cut_scan_wide(const unsigned char* s, Py_ssize_t n,
                                             int* refused, int* marker, Py_ssize_t* starts,
                                             Py_ssize_t cap, Py_ssize_t* count) {
        Py_ssize_t i = 0, chars = 0, stop = 0, seen = 0;
        unsigned int bad = 0;
        int found = 0;
        const __m256i colon = _mm256_set1_epi8(58), lt = _mm256_set1_epi8(60);
        const __m256i space = _mm256_set1_epi8(0x20), tab = _mm256_set1_epi8(9);
        const __m256i lf = _mm256_set1_epi8(10), cr = _mm256_set1_epi8(13);
        const __m256i del = _mm256_set1_epi8(127);
        while (i < n) {
            if (i >= stop) {
                if (i + 32 <= n) {
                    __m256i v = _mm256_loadu_si256((const __m256i*)(s + i));
                    if (!_mm256_movemask_epi8(v)) {
                        /* all ASCII: the signed compare is the unsigned one */
                        __m256i low = _mm256_cmpgt_epi8(space, v);
                        __m256i ok = _mm256_or_si256(
                            _mm256_or_si256(_mm256_cmpeq_epi8(v, tab), _mm256_cmpeq_epi8(v, lf)),
                            _mm256_cmpeq_epi8(v, cr));
                        bad |= (unsigned int)_mm256_movemask_epi8(_mm256_or_si256(
                            _mm256_andnot_si256(ok, low), _mm256_cmpeq_epi8(v, del)));
                        if (!found) {
                            unsigned int colons =
                                (unsigned int)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, colon));
                            while (colons) {
                                if (thresher_marker_at(s, i + __builtin_ctz(colons))) {
                                    found = 1;
                                    break;
                                }
                                colons &= colons - 1;
                            }
                        }
                        unsigned int lts =
                            (unsigned int)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, lt));
                        while (lts) {
                            Py_ssize_t at = i + __builtin_ctz(lts);
                            if (thresher_end_tag_start(s, at, n)) {
                                if (seen < cap) starts[seen] = at;
                                if (seen <= cap) seen++;
                            }
                            lts &= lts - 1;
                        }
                        i += 32; chars += 32; continue;
                    }
                }
                stop = i + 32;
            }
            unsigned char c = s[i];
            if (c < 0x80) {
                bad |= ((c < 32) & (c != 9) & (c != 10) & (c != 13)) | (c == 127);
                if (c == 58 && !found) found = thresher_marker_at(s, i);
                if (c == 60 && thresher_end_tag_start(s, i, n)) {
                    if (seen < cap) starts[seen] = i;
                    if (seen <= cap) seen++;
                }
                i += 1; chars += 1; continue;
            }
            Py_ssize_t size = thresher_utf8_sequence(s, i, n);
            if (size < 0) return -1;
            if (size == 3)  /* U+FFFE, U+FFFF */
                bad |= (c == 0xEF) & (s[i + 1] == 0xBF) & ((s[i + 2] | 1) == 0xBF);
            i += size;
            chars += 1;
        }
        *refused = bad != 0;
        *marker = found;
        *count = seen;
        return chars;
    }

    /* thresher_cut_scan_wide without the list of "<": its counts, test and search */
    static Py_ssize_t thresher_utf8_scan_wide(const unsigned char* s, Py_ssize_t n,
                                              int* refused, int* marker) {
        Py_ssize_t count = 0;
        return thresher_cut_scan_wide(s, n, refused, marker, NULL, 0, &count);
    }
    #define THRESHER_HAS_SCAN_WIDE 1
    #else
    #define THRESHER_HAS_SCAN_WIDE 0
    static Py_ssize_t thresher_utf8_scan_wide(const unsigned char* s, Py_ssize_t n,
                                              int* refused, int* marker) {
        return -1;  /* never called: _WIDE is False here */
    }
    static Py_ssize_t thresher_cut_scan_wide(const unsigned char* s, Py_ssize_t n,
                                             int* refused, int* marker, Py_ssize_t* starts,
                                             Py_ssize_t cap, Py_ssize_t* count) {
        return -1;  /* never called: _WIDE is False here */
    }
    #endif
    """
    Py_ssize_t _utf8_scan_wide "thresher_utf8_scan_wide" (
        const unsigned char* s, Py_ssize_t n, int* refused, int* marker) noexcept nogil
    Py_ssize_t _cut_scan_wide "thresher_cut_scan_wide" (
        const unsigned char* s, Py_ssize_t n, int* refused, int* marker, Py_ssize_t* starts,
        Py_ssize_t cap, Py_ssize_t* count) noexcept nogil


def utf8_scan(bytes data, bint wide=WIDE):
    """``(utf8_chars(data), has_refused_utf8(data), has_streamed_marker_utf8(data))`` when
    ``data`` is valid UTF-8, else ``(-1, None, None)``: one pass over the bytes (``wide``:
    the AVX2 pass, where the CPU has it; else the three scans; the same answers either
    way)."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data), chars
    cdef int refused = 0, marker = 0
    if wide and _WIDE:
        chars = _utf8_scan_wide(s, n, &refused, &marker)
    else:
        chars = _utf8_chars_if_valid(s, n)
        if chars >= 0:
            refused = _refused_utf8(s, n)
            marker = _has_marker(1, <void*>s, n)
    if chars < 0:
        return -1, None, None
    return chars, bool(refused), bool(marker)


cdef enum:
    _CUT_STARTS = 512  # the "<" the fused scan lists at most (more: the two passes)


def cut_and_scan(bytes data, bint wide=WIDE):
    """``(chars, cut, closed, refused, marker)``: ``(cut, closed) =
    cut_before_decoding(data)`` and ``(chars, refused, marker) = utf8_scan(cut)``, or None
    when either says so (no cut, or ``chars`` -1). ``wide`` (where the CPU has AVX2): one
    pass over ``data`` that counts, tests and searches it and lists the "<" that may start
    an end tag; else the two passes. The same answer either way:

    * a cut span (``_cut_spans`` takes it) is ASCII, holds no control decoding drops, no
      DEL, no ":" and no "=", and is followed by no continuation byte: ``data`` is valid
      UTF-8 exactly when the cut is, the cut holds its characters less the spans' bytes,
      and a control, U+FFFE or U+FFFF exactly where ``data`` does;
    * every marker of ``data`` is in the cut (its bytes lie outside the spans, side by
      side); a marker of the cut that ``data`` lacks has its ":" at most five bytes after a
      seam (where a span was cut out), so the cut is searched there only."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = len(data), chars, count = 0, k, at, end, last = 0, removed = 0
    cdef Py_ssize_t starts[_CUT_STARTS]
    cdef int refused = 0, marker = 0
    if not (wide and _WIDE):
        return _cut_then_scan(data)
    chars = _cut_scan_wide(s, n, &refused, &marker, starts, _CUT_STARTS, &count)
    if chars < 0:
        return None
    if count > _CUT_STARTS:
        return _cut_then_scan(data)
    cuts = None
    for k in range(count):  # _end_tag_cuts_utf8's loop, over the "<" it does not refuse
        at = starts[k]
        if at < last:
            continue
        end = _end_tag_end_utf8(s, n, at)
        if end < 0:
            continue
        if cuts is None:
            cuts = []
        cuts += (at, end)
        last = end
    if cuts is None:
        return chars, data, True, bool(refused), bool(marker)
    found = _cut_spans(data, cuts)
    if found is None:
        return None
    cut, closed = found
    if not marker:
        marker = _seam_marker(cut, cuts)
    for k in range(0, len(cuts), 2):
        removed += <Py_ssize_t>cuts[k + 1] - <Py_ssize_t>cuts[k]
    return chars - removed, cut, closed, bool(refused), bool(marker)


cdef bint _seam_marker(bytes cut, list cuts):
    """Whether a marker's ":" lies in the first six bytes after a seam of ``cut`` (the
    bytes left when the spans ``cuts`` lists were cut out)."""
    cdef void* s = <void*>PyBytes_AS_STRING(cut)
    cdef Py_ssize_t n = len(cut), k, i, seam, removed = 0
    for k in range(0, len(cuts), 2):
        seam = <Py_ssize_t>cuts[k] - removed
        removed += <Py_ssize_t>cuts[k + 1] - <Py_ssize_t>cuts[k]
        for i in range(seam, min(seam + 6, n)):
            if (<const unsigned char*>s)[i] == 58 and _marker_at(1, s, i):
                return True
    return False


cdef object _cut_then_scan(bytes data):
    """:func:`cut_and_scan` by its definition: the cut, then the scan of the cut."""
    found = cut_before_decoding(data)
    if found is None:
        return None
    cut, closed = found
    chars, refused, marker = utf8_scan(cut)
    return (chars, cut, closed, refused, marker) if chars >= 0 else None
