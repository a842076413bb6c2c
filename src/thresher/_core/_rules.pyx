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
    /* The words of one search for several (at most 64): each word's bytes, length and
       fingerprint's place (three of its bytes) and its bucket's bit, and the words of
       each of the filter's eight buckets. */
    typedef struct {
        const unsigned char* word[64];
        Py_ssize_t length[64];
        Py_ssize_t place[64];
        unsigned char bit[64];
        int count;
        int in_bucket[8];
        unsigned char bucket[8][8];
    } thresher_fp3_words;

    /* The filter's six tables of the words not found: for each of a word's three
       fingerprint bytes, its bucket's bit at the byte's low and high nibble (table 2k:
       byte k's low nibble, 2k + 1 its high one; 16 bytes each); the buckets still live
       are returned. */
    static unsigned char thresher_fp3_fill(unsigned char* t, const thresher_fp3_words* ws,
                                           unsigned long long found) {
        unsigned char live = 0;
        memset(t, 0, 96);
        for (int i = 0; i < ws->count; i++) {
            if (found >> i & 1) continue;
            const unsigned char* f = ws->word[i] + ws->place[i];
            unsigned char bit = ws->bit[i];
            live |= bit;
            for (int k = 0; k < 3; k++) {
                t[32 * k + (f[k] & 15)] |= bit;
                t[32 * k + 16 + (f[k] >> 4)] |= bit;
            }
        }
        return live;
    }

    /* The words not found yet of the buckets bits, whose fingerprint's place in data is
       at (its three bytes passed those buckets' tables): each whose three fingerprint
       bytes are there and whose whole is around them, added to found. */
    static unsigned long long thresher_fp3_check(const unsigned char* data, Py_ssize_t n,
                                                 Py_ssize_t at, unsigned char bits,
                                                 const thresher_fp3_words* ws,
                                                 unsigned long long found) {
        while (bits) {
            int b = __builtin_ctz(bits);
            bits &= (unsigned char)(bits - 1);
            for (int k = 0; k < ws->in_bucket[b]; k++) {
                int i = ws->bucket[b][k];
                if (found >> i & 1) continue;
                const unsigned char* w = ws->word[i];
                Py_ssize_t place = ws->place[i], start = at - place, m = ws->length[i];
                if (data[at] != w[place] || data[at + 1] != w[place + 1]
                    || data[at + 2] != w[place + 2])
                    continue;
                if (start >= 0 && start + m <= n && memcmp(data + start, w, (size_t)m) == 0)
                    found |= 1ull << i;
            }
        }
        return found;
    }

    #define THRESHER_FP3_ONE(d)                                                          \
        (t[(d)[0] & 15] & t[16 + ((d)[0] >> 4)] & t[32 + ((d)[1] & 15)]                 \
         & t[48 + ((d)[1] >> 4)] & t[64 + ((d)[2] & 15)] & t[80 + ((d)[2] >> 4)] & live)

    /* The mask of the words in the n bytes at data (bit i: word i), read one place at a
       time from at: the filter, then the check where it passes; the tables made again
       of the words not found whenever one is found. */
    static unsigned long long thresher_fp3_tail(const unsigned char* data, Py_ssize_t n,
                                                Py_ssize_t at, const thresher_fp3_words* ws,
                                                unsigned char* t, unsigned char live,
                                                unsigned long long found,
                                                unsigned long long wanted) {
        for (; live && found != wanted && at < n - 2; at++) {
            unsigned char b = THRESHER_FP3_ONE(data + at);
            if (!b) continue;
            unsigned long long now = thresher_fp3_check(data, n, at, b, ws, found);
            if (now != found) {
                found = now;
                live = thresher_fp3_fill(t, ws, found);
            }
        }
        return found;
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
    #define THRESHER_FP3_TABLES                                                           \
        lv = _mm256_set1_epi8((char)live);                                               \
        lo0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)t));           \
        hi0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 16)));    \
        lo1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 32)));    \
        hi1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 48)));    \
        lo2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 64)));    \
        hi2 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)(t + 80)));

    /* The same in AVX2 registers: 64 places a step (a step where no place passes costs
       one vptest: the tables hold only the words still wanted), then 32, then one at a
       time. Where places pass, their buckets are stored and each place is checked in
       turn; a find makes the tables again and the search goes on from the next place. */
    __attribute__((target("avx2")))
    static unsigned long long thresher_fp3_each(const unsigned char* data, Py_ssize_t n,
                                                const thresher_fp3_words* ws) {
        unsigned char t[96], bits[64];
        unsigned long long found = 0;
        unsigned long long wanted = ws->count == 64 ? ~0ull : (1ull << ws->count) - 1;
        unsigned char live = thresher_fp3_fill(t, ws, found);
        const __m256i m = _mm256_set1_epi8(0x0F);
        __m256i lv, lo0, hi0, lo1, hi1, lo2, hi2;
        THRESHER_FP3_TABLES
        Py_ssize_t at = 0, stop = n - 2;  /* the places of three bytes: [0, n - 2) */
        const __m256i zero = _mm256_setzero_si256();
        while (live && found != wanted) {
            __m256i r0, r1 = zero;
            Py_ssize_t next;
            for (;;) {  /* the next block where a place passes */
                if (at + 64 <= stop) {
                    r0 = THRESHER_FP3_BLOCK(data + at);
                    r1 = THRESHER_FP3_BLOCK(data + at + 32);
                    if (_mm256_testz_si256(_mm256_or_si256(r0, r1), lv)) { at += 64; continue; }
                    next = at + 64;
                    break;
                }
                if (at + 32 <= stop) {
                    r0 = THRESHER_FP3_BLOCK(data + at);
                    if (_mm256_testz_si256(r0, lv)) { at += 32; continue; }
                    next = at + 32;
                    break;
                }
                return thresher_fp3_tail(data, n, at, ws, t, live, found, wanted);
            }
            r0 = _mm256_and_si256(r0, lv);
            r1 = _mm256_and_si256(r1, lv);
            _mm256_storeu_si256((__m256i*)bits, r0);
            _mm256_storeu_si256((__m256i*)(bits + 32), r1);
            unsigned long long hit =
                (unsigned int)~_mm256_movemask_epi8(_mm256_cmpeq_epi8(r0, zero))
                | (unsigned long long)(unsigned int)~_mm256_movemask_epi8(
                      _mm256_cmpeq_epi8(r1, zero)) << 32;
            while (hit) {
                int i = __builtin_ctzll(hit);
                hit &= hit - 1;
                unsigned long long now = thresher_fp3_check(data, n, at + i, bits[i], ws, found);
                if (now != found) {  /* the places after at + i read with the new tables */
                    found = now;
                    live = thresher_fp3_fill(t, ws, found);
                    THRESHER_FP3_TABLES
                    next = at + i + 1;
                    break;
                }
            }
            at = next;
        }
        return found;
    }
    #else
    static unsigned long long thresher_fp3_each(const unsigned char* data, Py_ssize_t n,
                                                const thresher_fp3_words* ws) {
        unsigned char t[96];
        unsigned long long wanted = ws->count == 64 ? ~0ull : (1ull << ws->count) - 1;
        unsigned char live = thresher_fp3_fill(t, ws, 0);
        return thresher_fp3_tail(data, n, 0, ws, t, live, 0, wanted);
    }
    #endif
    """
    ctypedef struct thresher_fp3_words:
        const unsigned char* word[64]
        Py_ssize_t length[64]
        Py_ssize_t place[64]
        unsigned char bit[64]
        int count
        int in_bucket[8]
        unsigned char bucket[8][8]
    unsigned long long _fp3_each "thresher_fp3_each" (
        const unsigned char* data, Py_ssize_t n, const thresher_fp3_words* ws) noexcept nogil


MAX_EACH = 64  # the most words :func:`holds_each_utf8` searches for in one pass


def holds_each_utf8(bytes data not None, tuple words not None, tuple places not None) -> int:
    """A mask of the ``words`` (each of bytes, at most :data:`MAX_EACH`) in ``data``: bit
    ``i`` set when ``words[i] in data`` (:func:`holds_each_reference`, the definition),
    found in one pass over the bytes: each place of the three bytes of ``words[i]`` at
    ``places[i]`` (its fingerprint: a rare one makes few places to check) passes a filter
    that reads the page's bytes once for all the words (word ``i``'s bucket: ``i % 8``,
    its fingerprint's nibbles in the bucket's tables), 64 places at a time in AVX2
    registers where the CPU has them; where a place passes, the words of its buckets not
    found yet are checked there (their three fingerprint bytes, then the whole word).
    The filter's tables are made again of the words not found yet whenever one is found,
    so that the places of a word found already (a page's many "label") stop the filter
    no more. Without AVX2 each word is searched alone, as :func:`holds_utf8` does. The
    places and the words' order are the search's speed, never its answer."""
    cdef Py_ssize_t count = len(words), n = len(data), i, j, m, b
    if count > MAX_EACH or len(places) != count:
        raise ValueError(f"at most {MAX_EACH} words, each with its fingerprint's place")
    cdef thresher_fp3_words ws
    cdef const unsigned char* base = <const unsigned char*>(<const char*>data)
    cdef unsigned long long found = 0
    memset(&ws, 0, sizeof(ws))
    ws.count = <int>count
    for i in range(count):
        word = words[i]
        m = len(<bytes?>word)
        j = places[i]
        if not 0 <= j <= m - 3:
            raise ValueError(f"fingerprint place {j} outside {word!r}")
        ws.word[i] = <const unsigned char*>(<const char*>word)
        ws.length[i], ws.place[i] = m, j
        b = i % 8
        ws.bit[i] = <unsigned char>(1 << b)
        ws.bucket[b][ws.in_bucket[b]] = <unsigned char>i
        ws.in_bucket[b] += 1
    if not _WIDE:
        for i in range(count):
            if _holds_at(base, n, ws.word[i], ws.length[i], ws.place[i]):
                found |= 1ULL << i
        return found
    if count == 0:
        return 0
    return _fp3_each(base, n, &ws)


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
