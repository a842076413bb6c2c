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

from libc.string cimport memchr, memcmp

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
    cdef const unsigned char* p = base + pivot
    cdef const unsigned char* end = base + n - m + pivot + 1  # past the pivot's last place
    while p < end:
        p = <const unsigned char*>memchr(p, w[pivot], <size_t>(end - p))
        if p is NULL:
            return False
        if memcmp(p - pivot, w, <size_t>m) == 0:
            return True
        p += 1
    return False


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
