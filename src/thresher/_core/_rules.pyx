# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The decision rules' text searches in C: ``word in text`` on a page's long source.

:func:`holds` is ``word in text`` (the definition; ``tests/test_compiled_rules.py``
holds them equal). ``in`` steps at most the word's length at a time; a word with a
character rare in markup (a capital) is found, or not, faster by jumping with
``memchr`` from one place of that character's low byte to the next (at any width: a
place is taken when the code point there is the character) and comparing the word
around it there. :func:`holds_utf8` is ``word in data`` on a page's UTF-8 bytes: the same
jumps over one byte a character, where the text may take two or four; or, for a word of
letters common in markup, a test of two of its bytes at 32 places at once in SSE2
registers, 64 in AVX2 ones where the CPU has them (the compiler's own vectorising of that
test took twice the instructions: it folds each block's answers into one byte).
"""

include "_source.pxi"

from libc.string cimport memchr, memcmp, memset

include "_unicode.pxi"


def holds(str text not None, str word not None, Py_ssize_t pivot=0) -> bool:
    """``word in text``, found from the places of ``word[pivot]`` (the word's rarest
    character in a page's source: the search's speed, not its answer)."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef Py_ssize_t m = PyUnicode_GET_LENGTH(word)
    if m == 0:
        return True
    if not 0 <= pivot < m:
        raise ValueError(f"pivot {pivot} outside a word of {m} characters")
    if m > n:
        return False
    cdef int kind = PyUnicode_KIND(text), word_kind = PyUnicode_KIND(word)
    cdef void* data = PyUnicode_DATA(text)
    cdef void* word_data = PyUnicode_DATA(word)
    cdef Py_UCS4 ch = PyUnicode_READ(word_kind, word_data, pivot)
    cdef Py_ssize_t last = n - m + pivot  # the pivot's last place with the word in the text
    cdef Py_ssize_t at = pivot, start, j
    while at <= last:
        at = _find(data, kind, ch, at, last + 1)
        if at < 0:
            return False
        start = at - pivot
        j = 0
        while j < m and PyUnicode_READ(kind, data, start + j) == PyUnicode_READ(
            word_kind, word_data, j
        ):
            j += 1
        if j == m:
            return True
        at += 1
    return False


def holds_utf8(
    bytes data not None,
    bytes word not None,
    Py_ssize_t pivot=0,
    Py_ssize_t second=-1,
    bint wide=True,
) -> bool:
    """``word in data``, found from the places of the byte ``word[pivot]`` (as
    :func:`holds`: the pivots are the search's speed, not its answer); with ``second``
    (another place in the word), from the places where the bytes at both are the word's,
    for a word of letters common in markup, whose one byte ``memchr`` stops at too often
    (``wide``: those places tested in AVX2 registers where the CPU has them, the same
    answer either way)."""
    cdef Py_ssize_t n = len(data), m = len(word)
    if m == 0:
        return True
    if not 0 <= pivot < m or not -1 <= second < m or second == pivot:
        raise ValueError(f"pivots {pivot}, {second} not two places of a word of {m} bytes")
    if m > n:
        return False
    cdef const unsigned char* base = <const unsigned char*>(<const char*>data)
    cdef const unsigned char* w = <const unsigned char*>(<const char*>word)
    if second >= 0:
        return _holds_pair(base, n, w, m, pivot, second, wide and _WIDE)
    return _holds_at(base, n, w, m, pivot)


cdef extern from *:
    """
    /* The first i in [0, count) where a[i] == wa and b[i] == wb, else -1: the places of a
       word's two bytes tested 32 at a time in SSE2 registers (x86-64's own), or 64 at a
       time in AVX2 registers (the _wide variant, for a CPU that has them), one mask of
       the places read for any such place; elsewhere, and past the last whole step, one
       place at a time. */
    #define THRESHER_PAIR_TAIL                                                          \
        for (; i < count; i++)                                                          \
            if (a[i] == wa && b[i] == wb) return i;                                     \
        return -1;
    #if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
    #include <immintrin.h>
    static Py_ssize_t thresher_next_pair(const unsigned char* a, const unsigned char* b,
                                         Py_ssize_t count, unsigned char wa, unsigned char wb) {
        const __m128i va = _mm_set1_epi8((char)wa), vb = _mm_set1_epi8((char)wb);
        Py_ssize_t i = 0;
        for (; i + 32 <= count; i += 32) {
            __m128i x0 = _mm_and_si128(
                _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(a + i)), va),
                _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(b + i)), vb));
            __m128i x1 = _mm_and_si128(
                _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(a + i + 16)), va),
                _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i*)(b + i + 16)), vb));
            unsigned int mask = (unsigned int)_mm_movemask_epi8(x0)
                                | ((unsigned int)_mm_movemask_epi8(x1) << 16);
            if (mask) return i + __builtin_ctz(mask);
        }
        THRESHER_PAIR_TAIL
    }
    __attribute__((target("avx2")))
    static Py_ssize_t thresher_next_pair_wide(const unsigned char* a, const unsigned char* b,
                                              Py_ssize_t count, unsigned char wa,
                                              unsigned char wb) {
        const __m256i va = _mm256_set1_epi8((char)wa), vb = _mm256_set1_epi8((char)wb);
        Py_ssize_t i = 0;
        for (; i + 64 <= count; i += 64) {
            __m256i x0 = _mm256_and_si256(
                _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i*)(a + i)), va),
                _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i*)(b + i)), vb));
            __m256i x1 = _mm256_and_si256(
                _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i*)(a + i + 32)), va),
                _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i*)(b + i + 32)), vb));
            unsigned long long mask = (unsigned int)_mm256_movemask_epi8(x0)
                                      | ((unsigned long long)(unsigned int)_mm256_movemask_epi8(x1) << 32);
            if (mask) return i + __builtin_ctzll(mask);
        }
        THRESHER_PAIR_TAIL
    }
    static int thresher_rules_has_wide(void) { return __builtin_cpu_supports("avx2"); }
    #else
    static Py_ssize_t thresher_next_pair(const unsigned char* a, const unsigned char* b,
                                         Py_ssize_t count, unsigned char wa, unsigned char wb) {
        Py_ssize_t i = 0;
        THRESHER_PAIR_TAIL
    }
    #define thresher_next_pair_wide thresher_next_pair
    static int thresher_rules_has_wide(void) { return 0; }
    #endif
    """
    Py_ssize_t _next_pair "thresher_next_pair" (
        const unsigned char* a, const unsigned char* b, Py_ssize_t count, unsigned char wa,
        unsigned char wb) noexcept nogil
    Py_ssize_t _next_pair_wide "thresher_next_pair_wide" (
        const unsigned char* a, const unsigned char* b, Py_ssize_t count, unsigned char wa,
        unsigned char wb) noexcept nogil
    bint _rules_has_wide "thresher_rules_has_wide" () noexcept nogil


cdef bint _WIDE = _rules_has_wide()
WIDE = _WIDE  # the pair search can test 64 places at a time in AVX2 registers here


cdef bint _holds_pair(
    const unsigned char* data, Py_ssize_t n, const unsigned char* w, Py_ssize_t m,
    Py_ssize_t a, Py_ssize_t b, bint wide
) noexcept:
    """Whether the ``m`` bytes at ``w`` are in the ``n`` at ``data`` (``m <= n``): each
    start whose bytes at ``a`` and ``b`` are the word's (the next found by
    :c:func:`thresher_next_pair`, in AVX2 registers with ``wide``) is compared whole."""
    cdef Py_ssize_t last = n - m, start = 0, k
    while start <= last:
        if wide:
            k = _next_pair_wide(data + start + a, data + start + b, last - start + 1, w[a], w[b])
        else:
            k = _next_pair(data + start + a, data + start + b, last - start + 1, w[a], w[b])
        if k < 0:
            return False
        if memcmp(data + start + k, w, <size_t>m) == 0:
            return True
        start += k + 1
    return False


cdef extern from *:
    """
    /* The first place i in [at, stop) of data whose three bytes data[i..i+2] pass the
       filter of a set of words (t: six tables of 16 bytes, for each of the three bytes its
       low nibble's and high nibble's buckets: a bit each, the words' buckets whose
       fingerprint's byte there has that nibble), with a bucket of live still wanted;
       *bits: the buckets passed there. 32 places at a time in AVX2 registers (a nibble's
       buckets looked up by a byte shuffle), the rest one at a time; -1 when none. */
    #define THRESHER_FP3_ONE(d)                                                          \
        (t[(d)[0] & 15] & t[16 + ((d)[0] >> 4)] & t[32 + ((d)[1] & 15)]                 \
         & t[48 + ((d)[1] >> 4)] & t[64 + ((d)[2] & 15)] & t[80 + ((d)[2] >> 4)] & live)
    static Py_ssize_t thresher_fp3_tail(const unsigned char* data, Py_ssize_t at,
                                        Py_ssize_t stop, const unsigned char* t,
                                        unsigned char live, unsigned char* bits) {
        for (; at < stop; at++) {
            unsigned char b = THRESHER_FP3_ONE(data + at);
            if (b) { *bits = b; return at; }
        }
        return -1;
    }
    #if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
    #define THRESHER_FP3_PLACE(v, lo, hi, m)                                              \
        _mm256_and_si256(_mm256_shuffle_epi8(lo, _mm256_and_si256(v, m)),                \
                         _mm256_shuffle_epi8(hi, _mm256_and_si256(_mm256_srli_epi16(v, 4), m)))
    #define THRESHER_FP3_BLOCK(d)                                                         \
        _mm256_and_si256(                                                                \
            _mm256_and_si256(                                                            \
                THRESHER_FP3_PLACE(_mm256_loadu_si256((const __m256i*)(d)), lo0, hi0, m),  \
                THRESHER_FP3_PLACE(_mm256_loadu_si256((const __m256i*)((d) + 1)), lo1, hi1, m)), \
            THRESHER_FP3_PLACE(_mm256_loadu_si256((const __m256i*)((d) + 2)), lo2, hi2, m))
    /* The first place of r (32 places from at) with a bucket of lv, or -1. */
    __attribute__((target("avx2")))
    static inline int thresher_fp3_first(__m256i r, __m256i lv, unsigned char* bits) {
        r = _mm256_and_si256(r, lv);
        unsigned int hit = ~(unsigned int)_mm256_movemask_epi8(
            _mm256_cmpeq_epi8(r, _mm256_setzero_si256()));
        if (!hit) return -1;
        unsigned char found[32];
        _mm256_storeu_si256((__m256i*)found, r);
        int i = __builtin_ctz(hit);
        *bits = found[i];
        return i;
    }
    /* 64 places a step while 64 remain (a step without a passing place costs one vptest:
       the tables hold only the wanted words' buckets, so a place passes rarely), then 32,
       then one at a time. */
    __attribute__((target("avx2")))
    static Py_ssize_t thresher_fp3_next(const unsigned char* data, Py_ssize_t at,
                                        Py_ssize_t stop, const unsigned char* t,
                                        unsigned char live, unsigned char* bits) {
        const __m256i m = _mm256_set1_epi8(0x0F);
        const __m256i lv = _mm256_set1_epi8((char)live);
        const __m256i lo0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)t));
        const __m256i hi0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 16)));
        const __m256i lo1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 32)));
        const __m256i hi1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 48)));
        const __m256i lo2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 64)));
        const __m256i hi2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 80)));
        int i;
        for (; at + 64 <= stop; at += 64) {
            __m256i r0 = THRESHER_FP3_BLOCK(data + at);
            __m256i r1 = THRESHER_FP3_BLOCK(data + at + 32);
            if (_mm256_testz_si256(_mm256_or_si256(r0, r1), lv)) continue;
            i = thresher_fp3_first(r0, lv, bits);
            if (i >= 0) return at + i;
            i = thresher_fp3_first(r1, lv, bits);
            if (i >= 0) return at + 32 + i;
        }
        for (; at + 32 <= stop; at += 32) {
            __m256i r = THRESHER_FP3_BLOCK(data + at);
            if (_mm256_testz_si256(r, lv)) continue;
            i = thresher_fp3_first(r, lv, bits);
            if (i >= 0) return at + i;
        }
        return thresher_fp3_tail(data, at, stop, t, live, bits);
    }
    #else
    #define thresher_fp3_next thresher_fp3_tail
    #endif
    """
    Py_ssize_t _fp3_next "thresher_fp3_next" (
        const unsigned char* data, Py_ssize_t at, Py_ssize_t stop, const unsigned char* t,
        unsigned char live, unsigned char* bits) noexcept nogil


def holds_each_utf8(bytes data not None, tuple words not None, tuple places not None) -> int:
    """A mask of the ``words`` (each of bytes, at most 16) in ``data``: bit ``i`` set when
    ``words[i] in data`` (:func:`holds_each_reference`, the definition), found in one pass
    over the bytes where the CPU has AVX2 registers: each place of the three bytes of
    ``words[i]`` at ``places[i]`` (its fingerprint: a rare one makes few places to
    compare) passes a filter that reads the page's bytes once for all the words (a word's
    bucket: its bit ``i % 8``), and the word is compared whole there. The filter's tables
    are made again of the words not found yet whenever one is found, so that the places
    of a word found already (a page's many "label") stop the filter no more. Elsewhere each
    word is searched alone, as :func:`holds_utf8` does."""
    cdef Py_ssize_t count = len(words), n = len(data), i, j, at, start, m
    if count > 16 or len(places) != count:
        raise ValueError("at most 16 words, each with its fingerprint's place")
    cdef unsigned char tables[96]
    cdef unsigned char bits, live = 0
    cdef const unsigned char* w
    cdef const unsigned char* base = <const unsigned char*>(<const char*>data)
    cdef Py_ssize_t lengths[16]
    cdef Py_ssize_t offsets[16]
    cdef const unsigned char* starts[16]
    cdef int found = 0, wanted = 0, before
    for i in range(count):
        word = words[i]
        m = len(<bytes?>word)
        j = places[i]
        if not 0 <= j <= m - 3:
            raise ValueError(f"fingerprint place {j} outside {word!r}")
        w = <const unsigned char*>(<const char*>word)
        lengths[i], offsets[i], starts[i] = m, j, w
        wanted |= 1 << i
        live |= 1 << (i % 8)
    _fill_tables(tables, count, starts, offsets, 0)
    if not _WIDE:
        for i in range(count):
            if _holds_at(base, n, starts[i], lengths[i], offsets[i]):
                found |= 1 << i
        return found
    at = 0
    while live and found != wanted:
        at = _fp3_next(base, at, n - 2, tables, live, &bits)
        if at < 0:
            break
        before = found
        for i in range(count):
            if not bits >> (i % 8) & 1 or found >> i & 1:
                continue
            start = at - offsets[i]
            if start >= 0 and start + lengths[i] <= n and memcmp(
                base + start, starts[i], <size_t>lengths[i]
            ) == 0:
                found |= 1 << i
        if found != before:  # the places after ``at`` read with the unfound words' tables
            live = _live_buckets(count, found)
            _fill_tables(tables, count, starts, offsets, found)
        at += 1
    return found


cdef void _fill_tables(
    unsigned char* tables,
    Py_ssize_t count,
    const unsigned char** starts,
    const Py_ssize_t* offsets,
    int found,
) noexcept:
    """The filter's six tables of the words not ``found``: for each of a word's three
    fingerprint bytes, its bucket's bit (``i % 8``) at the byte's low and high nibble."""
    cdef Py_ssize_t i, at
    cdef unsigned char bit
    cdef const unsigned char* w
    memset(tables, 0, 96)
    for i in range(count):
        if found >> i & 1:
            continue
        w = starts[i] + offsets[i]
        bit = 1 << (i % 8)
        for at in range(3):
            tables[32 * at + (w[at] & 15)] |= bit
            tables[32 * at + 16 + (w[at] >> 4)] |= bit


cdef unsigned char _live_buckets(Py_ssize_t count, int found) noexcept:
    """The buckets (bit ``i % 8`` of word ``i``) holding a word not ``found`` yet."""
    cdef unsigned char live = 0
    cdef Py_ssize_t i
    for i in range(count):
        if not found >> i & 1:
            live |= 1 << (i % 8)
    return live


cdef bint _holds_at(
    const unsigned char* data, Py_ssize_t n, const unsigned char* w, Py_ssize_t m, Py_ssize_t pivot
) noexcept:
    """Whether the ``m`` bytes at ``w`` are in the ``n`` at ``data``, found from the places
    of the byte at ``pivot`` (as :func:`holds_utf8`)."""
    if m > n:
        return False
    cdef const unsigned char* p = data + pivot
    cdef const unsigned char* end = data + n - m + pivot + 1
    while p < end:
        p = <const unsigned char*>memchr(p, w[pivot], <size_t>(end - p))
        if p is NULL:
            return False
        if memcmp(p - pivot, w, <size_t>m) == 0:
            return True
        p += 1
    return False


def holds_each_reference(data: bytes, words: tuple, places: tuple) -> int:
    """:func:`holds_each_utf8` in Python: the definition the kernel is held to."""
    return sum(1 << i for i, word in enumerate(words) if word in data)


cdef extern from "Python.h":
    bint Py_UNICODE_ISSPACE(Py_UCS4 ch)
    Py_UCS4 Py_UNICODE_TOLOWER(Py_UCS4 ch)
    bint PyUnicode_IS_ASCII(object text)


def lines_hold_words(
    blocks not None,
    flags not None,
    Py_ssize_t max_chars,
    frozenset words not None,
    tuple texts not None,
) -> bool:
    """Whether a kept short line (``blocks[i].text`` with ``flags[i]`` true and at most
    ``max_chars`` characters), lowered, holds one of ``words`` (of two characters at least)
    as a word of its own (``str.split``'s, between white space) or, when the lowered line
    is not all ASCII, one of ``texts`` (each opening with a character past ASCII and not
    white space, none holding a line break) anywhere: the posting rules' gate (``posting_rules.may_hold_box`` of the kept short
    lines, the definition; a line break joins no word and no text). A line is lowered a
    character at a time as ``str.lower`` does, unless a character of it lowers to two or
    by its neighbours (then by ``str.lower``); its words are cut here, and only one whose
    length and first two characters are a word's is made and looked up; ``texts`` are
    searched only in a line that holds the first character of one of them."""
    cdef Py_ssize_t count = len(blocks), i, n, j, start, size, longest = 0, shortest = -1
    cdef Py_UCS4 pairs[128]
    cdef Py_UCS4 heads[16]
    cdef int npairs = 0, nheads = 0, f, kind
    cdef Py_UCS4 ch, second
    cdef bint fold, headed
    cdef void* data
    cdef str text, line, lowered
    if len(flags) != count:
        raise ValueError("one flag a block")
    for word in words:
        size = PyUnicode_GET_LENGTH(<str?>word)
        if size < 2:
            raise ValueError("a word of fewer than two characters")
        longest = size if size > longest else longest
        shortest = size if shortest < 0 or size < shortest else shortest
        npairs = _add_pair(pairs, npairs, word)
    for piece in texts:
        if PyUnicode_GET_LENGTH(<str?>piece) == 0 or "\n" in piece or nheads == 16:
            raise ValueError("at most 16 texts, none empty or holding a line break")
        ch = PyUnicode_READ(PyUnicode_KIND(piece), PyUnicode_DATA(piece), 0)
        if ch < 0x80 or Py_UNICODE_ISSPACE(ch):
            raise ValueError("a text opening with ASCII or white space")
        heads[nheads] = ch
        nheads += 1
    for i in range(count):
        if not flags[i]:
            continue
        text = blocks[i].text
        n = PyUnicode_GET_LENGTH(text)
        if n > max_chars:
            continue
        # lowered a character at a time, as ``str.lower`` does where no character lowers
        # to two (the dotted capital I) or by its neighbours (the capital sigma), else whole
        fold = PyUnicode_KIND(text) == 1 or (
            PyUnicode_FindChar(text, 0x130, 0, n, 1) < 0
            and PyUnicode_FindChar(text, 0x3A3, 0, n, 1) < 0
        )
        line = text if fold else text.lower()
        n = PyUnicode_GET_LENGTH(line)
        kind = PyUnicode_KIND(line)
        data = PyUnicode_DATA(line)
        headed = False
        j = 0
        while j < n:
            while j < n and Py_UNICODE_ISSPACE(_small(PyUnicode_READ(kind, data, j), fold)):
                j += 1
            start = j
            while j < n:
                ch = _small(PyUnicode_READ(kind, data, j), fold)
                if Py_UNICODE_ISSPACE(ch):
                    break
                if ch >= 0x80 and not headed:
                    for f in range(nheads):
                        if heads[f] == ch:
                            headed = True
                j += 1
            size = j - start
            if size < shortest or size > longest:
                continue
            ch = _small(PyUnicode_READ(kind, data, start), fold)
            second = _small(PyUnicode_READ(kind, data, start + 1), fold)
            for f in range(npairs):
                if pairs[2 * f] == ch and pairs[2 * f + 1] == second:
                    piece = line[start:j]
                    if (piece.lower() if fold else piece) in words:
                        return True
                    break
        if headed:
            lowered = text.lower() if fold else line
            if not PyUnicode_IS_ASCII(lowered):
                for piece in texts:
                    if piece in lowered:
                        return True
    return False


cdef inline Py_UCS4 _small(Py_UCS4 ch, bint fold) noexcept:
    """A line's character as ``str.lower`` makes it, with ``fold`` (a line whose characters
    lower one to one, each alone, not lowered yet); as it is without."""
    cdef unsigned int code = ch
    if not fold:
        return ch
    if code < 0x80:
        return <Py_UCS4>(code + 32) if 0x41 <= code <= 0x5A else ch
    return Py_UNICODE_TOLOWER(ch)


cdef int _add_pair(Py_UCS4* pairs, int count, str word) except -1:
    """``pairs`` (``count`` pairs) with the word's first two characters, unless there."""
    cdef int kind = PyUnicode_KIND(word), f
    cdef void* data = PyUnicode_DATA(word)
    cdef Py_UCS4 a = PyUnicode_READ(kind, data, 0), b = PyUnicode_READ(kind, data, 1)
    for f in range(count):
        if pairs[2 * f] == a and pairs[2 * f + 1] == b:
            return count
    if count == 64:
        raise ValueError("words of at most 64 first pairs of characters")
    pairs[2 * count] = a
    pairs[2 * count + 1] = b
    return count + 1

cdef enum:
    _BLOCK = 64  # the places the folded search tests at once (the compiler vectorises it)


def holds_folded_utf8(bytes data not None, bytes word not None) -> bool:
    """``word`` (small ASCII letters) in ``data`` with its ASCII capitals read as small
    letters: a byte is a letter of the word either way exactly when the byte with bit
    0x20 set is the small letter. The word's first and last letters are tested for
    :data:`_BLOCK` starts at once."""
    cdef Py_ssize_t n = len(data), m = len(word), last, start = 0, k, j
    cdef const unsigned char* w = <const unsigned char*>(<const char*>word)
    for j in range(m):
        if not 0x61 <= w[j] <= 0x7A:
            raise ValueError(f"{word!r} is not small ASCII letters")
    if m == 0:
        return True
    if m > n:
        return False
    cdef const unsigned char* base = <const unsigned char*>(<const char*>data)
    cdef const unsigned char* at_a
    cdef const unsigned char* at_b
    cdef unsigned char wa = w[0], wb = w[m - 1], hit
    last = n - m
    while start <= last:
        if start + _BLOCK - 1 <= last:
            at_a = base + start
            at_b = base + start + m - 1
            hit = 0
            for k in range(_BLOCK):
                hit |= ((at_a[k] | 0x20) == wa) & ((at_b[k] | 0x20) == wb)
            if hit:
                for k in range(_BLOCK):
                    if _folded_at(base + start + k, w, m):
                        return True
            start += _BLOCK
        else:
            if _folded_at(base + start, w, m):
                return True
            start += 1
    return False


cdef inline bint _folded_at(const unsigned char* p, const unsigned char* w, Py_ssize_t m) noexcept:
    """Whether the ``m`` bytes at ``p``, capitals read as small letters, are the word's."""
    cdef Py_ssize_t j
    for j in range(m):
        if (p[j] | 0x20) != w[j]:
            return False
    return True


cdef inline Py_ssize_t _find(
    void* data, int kind, Py_UCS4 ch, Py_ssize_t start, Py_ssize_t stop
) noexcept:
    """The first place of ``ch`` in ``[start, stop)`` of the text at ``data`` (``kind``
    bytes a character), or -1: ``memchr`` finds each byte equal to the character's low
    byte, and a place is taken when the code point holding that byte is ``ch``."""
    cdef const unsigned char* base = <const unsigned char*>data
    cdef const unsigned char* end = base + stop * kind
    cdef const unsigned char* p = base + start * kind
    cdef unsigned char low = <unsigned char>(<unsigned int>ch & 0xFF)
    cdef Py_ssize_t place
    while p < end:
        p = <const unsigned char*>memchr(p, low, <size_t>(end - p))
        if p is NULL:
            return -1
        place = (p - base) // kind
        if PyUnicode_READ(kind, data, place) == ch:
            return place
        p += 1
    return -1
