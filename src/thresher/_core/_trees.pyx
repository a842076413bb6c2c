# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The tree ensemble's walk in C: the leaf each (row, tree) pair reaches, and the scores.

The model's node arrays are the definition; :meth:`TreeEnsemble.reference_leaves`
(``thresher.methods.auto.model``) is the pure reference, and
``tests/test_compiled_core.py`` holds the two equal on real feature matrices.
A missing value (NaN) goes where the node's ``missing_left`` says; any other
value goes left when it is ``<=`` the threshold.

:func:`scores` walks the same way and adds each row's leaf values as numpy's
``values[leaves].reshape(n_rows, n_trees).sum(axis=1)`` adds them (numpy's
pairwise summation of a contiguous row, from 0.0), so the scores are the same
bits; ``tests/auto/test_compiled_scores.py`` holds them equal. A float32 chunk of rows
without a missing value is scored QuickScorer's way (Lucchese et al., SIGIR 2015) on
:func:`quick_layout`'s records, made once per model: the same leaves, eight rows at a
time (in one AVX2 register where the CPU has it, checked at run time: :data:`WIDE`;
else in two 128-bit ones); other chunks take the walk.
"""

include "_source.pxi"

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.math cimport INFINITY, isnan
from libc.stdint cimport int32_t, int64_t, uint8_t, uint32_t, uint64_t


import numpy as np

ctypedef fused real:
    float
    double

cdef enum:
    _ROWS = 64  # rows walked tree by tree before their values are summed
    _LANES = 8  # rows scored together by _quick_chunk


def leaves(
    const double[:, ::1] matrix,
    const int32_t[::1] feature,
    const double[::1] threshold,
    const int32_t[::1] left,
    const int32_t[::1] right,
    const uint8_t[::1] is_leaf,
    const uint8_t[::1] missing_left,
    const int32_t[::1] roots,
):
    """int64 array of n_rows * n_trees leaf indexes, row-major (row, tree)."""
    cdef Py_ssize_t n_rows = matrix.shape[0], n_trees = roots.shape[0]
    out = np.empty(n_rows * n_trees, dtype=np.int64)
    cdef int64_t[::1] nodes = out
    cdef Py_ssize_t r, t
    cdef int32_t node
    cdef double value
    with nogil:
        for t in range(n_trees):  # tree by tree: one tree's nodes stay in cache for all rows
            for r in range(n_rows):
                node = roots[t]
                while not is_leaf[node]:
                    value = matrix[r, feature[node]]
                    if isnan(value):
                        node = left[node] if missing_left[node] else right[node]
                    elif value <= threshold[node]:
                        node = left[node]
                    else:
                        node = right[node]
                nodes[r * n_trees + t] = node
    return out


include "_pairwise.pxi"


cdef inline int32_t _step(const real[:, ::1] matrix, Py_ssize_t r, int32_t node,
                          const int32_t[::1] feature, const double[::1] threshold,
                          const int32_t[::1] children, const uint8_t[::1] missing_right) noexcept nogil:
    cdef double v = <double>matrix[r, feature[node]]
    return children[2 * node + ((v > threshold[node]) | (isnan(v) & missing_right[node]))]


cdef void _walk8(const real[:, ::1] matrix, Py_ssize_t r, int32_t root,
                 const int32_t[::1] feature, const double[::1] threshold,
                 const int32_t[::1] children, const uint8_t[::1] missing_right,
                 const double[::1] value, double* out, Py_ssize_t stride) noexcept nogil:
    cdef int32_t n0 = root, n1 = root, n2 = root, n3 = root, n4 = root, n5 = root, n6 = root, n7 = root
    while True:  # the lanes' walks overlap; a leaf is its own child, extra steps stay on it
        n0 = _step(matrix, r, n0, feature, threshold, children, missing_right)
        n1 = _step(matrix, r + 1, n1, feature, threshold, children, missing_right)
        n2 = _step(matrix, r + 2, n2, feature, threshold, children, missing_right)
        n3 = _step(matrix, r + 3, n3, feature, threshold, children, missing_right)
        n4 = _step(matrix, r + 4, n4, feature, threshold, children, missing_right)
        n5 = _step(matrix, r + 5, n5, feature, threshold, children, missing_right)
        n6 = _step(matrix, r + 6, n6, feature, threshold, children, missing_right)
        n7 = _step(matrix, r + 7, n7, feature, threshold, children, missing_right)
        if (
            children[2 * n0] == n0 and children[2 * n1] == n1 and children[2 * n2] == n2
            and children[2 * n3] == n3 and children[2 * n4] == n4 and children[2 * n5] == n5
            and children[2 * n6] == n6 and children[2 * n7] == n7
        ):
            break
    out[0] = value[n0]; out[stride] = value[n1]; out[2 * stride] = value[n2]
    out[3 * stride] = value[n3]; out[4 * stride] = value[n4]; out[5 * stride] = value[n5]
    out[6 * stride] = value[n6]; out[7 * stride] = value[n7]



cdef void _chunk(const real[:, ::1] matrix, Py_ssize_t start, Py_ssize_t stop,
                 const int32_t[::1] feature, const double[::1] threshold,
                 const int32_t[::1] children, const uint8_t[::1] missing_right,
                 const int32_t[::1] roots, const double[::1] value,
                 double* leaf_values) noexcept nogil:
    """The leaf value of each (row, tree) pair of rows ``start:stop``, missing values
    allowed, into ``leaf_values`` (row-major from ``start``)."""
    cdef Py_ssize_t n_trees = roots.shape[0], r, t
    cdef int32_t node
    cdef double v
    for t in range(n_trees):
        r = start
        while r + 8 <= stop:
            _walk8(matrix, r, roots[t], feature, threshold, children, missing_right,
                   value, leaf_values + (r - start) * n_trees + t, n_trees)
            r += 8
        while r < stop:
            node = roots[t]
            while children[2 * node] != node:
                v = <double>matrix[r, feature[node]]
                if v <= threshold[node]:
                    node = children[2 * node]
                elif isnan(v) and not missing_right[node]:
                    node = children[2 * node]
                else:
                    node = children[2 * node + 1]
            leaf_values[(r - start) * n_trees + t] = value[node]
            r += 1


cdef extern from *:
    """
    #include <math.h>
    #include <stdint.h>
    #include <string.h>
    typedef struct {
        float threshold;  /* the largest float32 not above the model's float64 threshold */
        int32_t lanes;  /* where the tree's eight lanes start in the bitvectors: 8 * tree */
        uint32_t struck;  /* the tree's leaves struck when the row goes right: the left subtree's */
    } thresher_qnode;

    /* the eight rows' values of the features a chunk strikes by lane (values[8 * i + j]:
       row j's feature active[i]; -inf past the rows: a missing lane passes no node) and
       each such feature's largest */
    static void thresher_lanes(float* values, float* tops, const float* rows,
                               Py_ssize_t n_cols, const int32_t* active, Py_ssize_t n_active,
                               Py_ssize_t lanes) {
        for (Py_ssize_t i = 0; i < n_active; i++) tops[i] = -INFINITY;
        for (Py_ssize_t j = 0; j < lanes; j++) {
            const float* row = rows + j * n_cols;
            for (Py_ssize_t i = 0; i < n_active; i++) {
                float x = row[active[i]];
                values[8 * i + j] = x;
                tops[i] = x > tops[i] ? x : tops[i];
            }
        }
        for (Py_ssize_t j = lanes; j < 8; j++)
            for (Py_ssize_t i = 0; i < n_active; i++) values[8 * i + j] = -INFINITY;
    }

    /* each node of each active feature below the lanes' largest value strikes its left
       leaves from its tree's eight lanes where the lane's value is above its threshold:
       lane[j] &= ~struck where v[j] > t; in vector registers where the compiler has vector
       extensions (the same bits either way). values, tops: thresher_lanes' */
    static void thresher_strike(uint32_t* alive, const thresher_qnode* nodes,
                                const int64_t* by_feature, const int32_t* active,
                                Py_ssize_t n_active, const float* values, const float* tops) {
        for (Py_ssize_t i = 0; i < n_active; i++) {
            const float* v = values + 8 * i;
            float top = tops[i];
            /* the feature's last record, at +inf, ends the scan */
            for (int64_t k = by_feature[active[i]]; top > nodes[k].threshold; k++) {
                uint32_t* lane = alive + nodes[k].lanes;
                float t = nodes[k].threshold;
                uint32_t gone = nodes[k].struck;
    #if defined(__GNUC__) || defined(__clang__)
                typedef float f4 __attribute__((vector_size(16)));
                typedef int32_t i4 __attribute__((vector_size(16)));
                f4 low, high, th = {t, t, t, t};
                i4 a, b, struck = {(int32_t)gone, (int32_t)gone, (int32_t)gone, (int32_t)gone};
                memcpy(&low, v, 16); memcpy(&high, v + 4, 16);
                memcpy(&a, lane, 16); memcpy(&b, lane + 4, 16);
                a &= ~((low > th) & struck);
                b &= ~((high > th) & struck);
                memcpy(lane, &a, 16); memcpy(lane + 4, &b, 16);
    #else
                for (int j = 0; j < 8; j++) lane[j] &= v[j] > t ? ~gone : ~(uint32_t)0;
    #endif
            }
        }
    }

    #if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    /* thresher_strike with the eight lanes in one 256-bit register (AVX2) */
    __attribute__((target("avx2")))
    static void thresher_strike_wide(uint32_t* alive, const thresher_qnode* nodes,
                                     const int64_t* by_feature, const int32_t* active,
                                     Py_ssize_t n_active, const float* values,
                                     const float* tops) {
        typedef float f8 __attribute__((vector_size(32)));
        typedef int32_t i8 __attribute__((vector_size(32)));
        f8 v;
        for (Py_ssize_t i = 0; i < n_active; i++) {
            float top = tops[i];
            memcpy(&v, values + 8 * i, 32);
            for (int64_t k = by_feature[active[i]]; top > nodes[k].threshold; k++) {
                uint32_t* lane = alive + nodes[k].lanes;
                float t = nodes[k].threshold;
                int32_t m = (int32_t)nodes[k].struck;
                f8 th = {t, t, t, t, t, t, t, t};
                i8 a, struck = {m, m, m, m, m, m, m, m};
                memcpy(&a, lane, 32);
                a &= ~((v > th) & struck);
                memcpy(lane, &a, 32);
            }
        }
    }
    static int thresher_has_wide(void) { return __builtin_cpu_supports("avx2"); }
    #else
    #define thresher_strike_wide thresher_strike
    static int thresher_has_wide(void) { return 0; }
    #endif

    #if defined(__GNUC__) || defined(__clang__)
    #define thresher_ctz(x) __builtin_ctz(x)
    #else
    static inline int thresher_ctz(uint32_t x) { int n = 0; while (!(x & 1u)) { x >>= 1; n++; } return n; }
    #endif

    /* eight rows' values of a tree side by side (lane j: row j); any alignment */
    typedef double thresher_v8d __attribute__((vector_size(64), aligned(8)));

    /* thresher_gather, lane-major: out[t] holds tree t's leaf value of each lane */
    static void thresher_gather_lanes(thresher_v8d* out, const uint32_t* alive,
                                      const int32_t* first_leaf, const double* leaf_value,
                                      Py_ssize_t n_trees) {
        for (Py_ssize_t t = 0; t < n_trees; t++) {
            const double* leaves = leaf_value + first_leaf[t];
            const uint32_t* a = alive + 8 * t;
            double* o = (double*)(out + t);
            for (int j = 0; j < 8; j++) o[j] = leaves[thresher_ctz(a[j])];
        }
    }

    #if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    #include <immintrin.h>
    /* thresher_gather_lanes in AVX2: each lane's lowest bit (a & -a, never 0: the
       rightmost leaf is never struck) is 2^k, whose float's exponent is k + 127 (bit 31
       reads as -2^31: the same exponent); the leaf values gathered four lanes at a time */
    __attribute__((target("avx2")))
    static void thresher_gather_lanes_wide(thresher_v8d* out, const uint32_t* alive,
                                           const int32_t* first_leaf,
                                           const double* leaf_value, Py_ssize_t n_trees) {
        const __m256i byte = _mm256_set1_epi32(0xFF), bias = _mm256_set1_epi32(127);
        for (Py_ssize_t t = 0; t < n_trees; t++) {
            __m256i a = _mm256_loadu_si256((const __m256i*)(alive + 8 * t));
            __m256i low = _mm256_and_si256(a, _mm256_sub_epi32(_mm256_setzero_si256(), a));
            __m256i bits = _mm256_castps_si256(_mm256_cvtepi32_ps(low));
            __m256i k = _mm256_sub_epi32(_mm256_and_si256(_mm256_srli_epi32(bits, 23), byte), bias);
            const double* leaves = leaf_value + first_leaf[t];
            double* o = (double*)(out + t);
            _mm256_storeu_pd(o, _mm256_i32gather_pd(leaves, _mm256_castsi256_si128(k), 8));
            _mm256_storeu_pd(o + 4, _mm256_i32gather_pd(leaves, _mm256_extracti128_si256(k, 1), 8));
        }
    }
    #else
    #define thresher_gather_lanes_wide thresher_gather_lanes
    #endif

    /* _pairwise_sum of each lane (numpy's DOUBLE_pairwise_sum, lane by lane: the same
       additions in the same order, so each lane's sum is the same bits) */
    static void thresher_pairwise_lanes(thresher_v8d* sum, const thresher_v8d* a,
                                        Py_ssize_t n) {
        if (n < 8) {
            thresher_v8d res = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
            for (Py_ssize_t i = 0; i < n; i++) res += a[i];
            *sum = res;
            return;
        }
        if (n <= 128) {
            thresher_v8d r0 = a[0], r1 = a[1], r2 = a[2], r3 = a[3];
            thresher_v8d r4 = a[4], r5 = a[5], r6 = a[6], r7 = a[7];
            Py_ssize_t i = 8;
            for (; i < n - (n % 8); i += 8) {
                r0 += a[i]; r1 += a[i + 1]; r2 += a[i + 2]; r3 += a[i + 3];
                r4 += a[i + 4]; r5 += a[i + 5]; r6 += a[i + 6]; r7 += a[i + 7];
            }
            thresher_v8d res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
            for (; i < n; i++) res += a[i];
            *sum = res;
            return;
        }
        Py_ssize_t n2 = n / 2;
        n2 -= n2 % 8;
        thresher_v8d left, right;
        thresher_pairwise_lanes(&left, a, n2);
        thresher_pairwise_lanes(&right, a + n2, n - n2);
        *sum = left + right;
    }

    /* out[j] = baseline + lane j's sum of the n trees' values, for the first `lanes` lanes */
    static void thresher_lane_scores(double* out, const thresher_v8d* a, Py_ssize_t n,
                                     double baseline, Py_ssize_t lanes) {
        thresher_v8d sums;
        thresher_pairwise_lanes(&sums, a, n);
        const double* s = (const double*)&sums;
        for (Py_ssize_t j = 0; j < lanes; j++) out[j] = baseline + s[j];
    }
    """
    ctypedef struct QNode "thresher_qnode":
        float threshold  # the largest float32 not above the model's float64 threshold
        int32_t lanes  # where the tree's eight lanes start in the bitvectors: 8 * tree
        uint32_t struck  # the tree's leaves struck when the row goes right: the left subtree's
    void _lanes "thresher_lanes" (
        float* values, float* tops, const float* rows, Py_ssize_t n_cols, const int32_t* active,
        Py_ssize_t n_active, Py_ssize_t lanes) noexcept nogil
    void _strike "thresher_strike" (
        uint32_t* alive, const QNode* nodes, const int64_t* by_feature, const int32_t* active,
        Py_ssize_t n_active, const float* values, const float* tops) noexcept nogil
    void _strike_wide "thresher_strike_wide" (
        uint32_t* alive, const QNode* nodes, const int64_t* by_feature, const int32_t* active,
        Py_ssize_t n_active, const float* values, const float* tops) noexcept nogil
    ctypedef struct V8d "thresher_v8d":
        pass
    void _gather_lanes "thresher_gather_lanes" (
        V8d* out, const uint32_t* alive, const int32_t* first_leaf, const double* leaf_value,
        Py_ssize_t n_trees) noexcept nogil
    void _gather_lanes_wide "thresher_gather_lanes_wide" (
        V8d* out, const uint32_t* alive, const int32_t* first_leaf, const double* leaf_value,
        Py_ssize_t n_trees) noexcept nogil
    void _lane_scores "thresher_lane_scores" (
        double* out, const V8d* a, Py_ssize_t n, double baseline, Py_ssize_t lanes) noexcept nogil
    bint _has_wide "thresher_has_wide" () noexcept nogil
    int _ctz "thresher_ctz" (uint32_t x) noexcept nogil


cdef bint _WIDE = _has_wide()
WIDE = _WIDE  # the QuickScorer path can strike eight lanes in one AVX2 register here


cdef inline bint _has_nan(const float* rows, Py_ssize_t size) noexcept nogil:
    cdef Py_ssize_t i
    cdef bint found = False
    for i in range(size):
        found |= rows[i] != rows[i]
    return found


cdef Py_ssize_t _active_columns(const float* rows, Py_ssize_t n_rows, Py_ssize_t n_cols,
                                const int64_t* by_feature, Py_ssize_t n_features,
                                int32_t* differs, int32_t* active) noexcept nogil:
    """The features with nodes whose column the ``n_rows`` rows do not all share (``==``
    row 0's value: -0.0 and 0.0 pass the same nodes) into ``active``; how many.
    ``differs``: room for a flag a feature, left set where a row differs from row 0."""
    cdef Py_ssize_t r, f, count = 0
    cdef const float* row
    for f in range(n_features):
        differs[f] = 0
    for r in range(1, n_rows):
        row = rows + r * n_cols
        for f in range(n_features):
            differs[f] |= row[f] != rows[f]
    for f in range(n_features):
        if differs[f] and by_feature[f] + 1 < by_feature[f + 1]:  # nodes besides the end
            active[count] = <int32_t>f
            count += 1
    return count


cdef void _quick_chunk(const float[:, ::1] matrix, Py_ssize_t start, Py_ssize_t stop,
                       const QNode* nodes, const int64_t[::1] by_feature,
                       const int32_t[::1] first_leaf, const double[::1] leaf_value,
                       uint32_t* alive, uint32_t* common, int32_t* differs, int32_t* active,
                       float* values, double* leaf_values, bint wide, double baseline,
                       double* result) noexcept nogil:
    """:func:`_chunk` for float32 rows without missing values, QuickScorer's way: each
    feature's split nodes sorted by threshold, a row's value passes those below it (it
    goes right there) and each such node strikes its left subtree's leaves from its
    tree's bitvector; the leftmost leaf left is the one the walk reaches. Eight rows
    at a time (``alive``: tree by tree, eight lanes each; ``values``: room for the eight
    rows' values feature by feature and each feature's largest), a node for all eight
    (``wide``: in one AVX2 register). A column all rows of the chunk share (a page's
    numbers, a container's) strikes its nodes once, into ``common`` (a bitvector a tree)
    that each eight rows start from; the eight rows strike only the other features
    (``active``): striking is an ``&``, so the order of the nodes does not change the
    leaves. ``differs``, ``active``: room for a number a feature. Each eight rows' leaf
    values are gathered tree by tree, the eight lanes side by side (``leaf_values``), and
    summed lane by lane in numpy's order: ``result[r]`` is ``baseline`` plus row r's sum."""
    cdef Py_ssize_t n_trees = first_leaf.shape[0] - 1, n_features = by_feature.shape[0] - 1
    cdef Py_ssize_t n_cols = matrix.shape[1]
    cdef Py_ssize_t r, lanes, t, j, f, n_active
    cdef int64_t k
    cdef float v
    cdef uint32_t bits
    cdef uint32_t* lane
    cdef float* tops = values + _LANES * n_features
    for t in range(n_trees):
        common[t] = ~(<uint32_t>0)
    n_active = _active_columns(&matrix[start, 0], stop - start, n_cols, &by_feature[0],
                               n_features, differs, active)
    for f in range(n_features):
        if differs[f]:
            continue
        v = matrix[start, f]
        k = by_feature[f]
        while v > nodes[k].threshold:  # the feature's last record, at +inf, ends it
            common[(<uint32_t>nodes[k].lanes) // _LANES] &= ~nodes[k].struck  # unsigned: C division
            k += 1
    r = start
    while r < stop:
        lanes = min(<Py_ssize_t>_LANES, stop - r)
        for t in range(n_trees):
            bits = common[t]
            lane = alive + t * _LANES
            for j in range(_LANES):
                lane[j] = bits
        _lanes(values, tops, &matrix[r, 0], n_cols, active, n_active, lanes)
        if wide:
            _strike_wide(alive, nodes, &by_feature[0], active, n_active, values, tops)
        else:
            _strike(alive, nodes, &by_feature[0], active, n_active, values, tops)
        if wide:
            _gather_lanes_wide(<V8d*>leaf_values, alive, &first_leaf[0], &leaf_value[0], n_trees)
        else:
            _gather_lanes(<V8d*>leaf_values, alive, &first_leaf[0], &leaf_value[0], n_trees)
        _lane_scores(result + r, <const V8d*>leaf_values, n_trees, baseline, lanes)
        r += _LANES


def scores(
    const real[:, ::1] matrix,
    const int32_t[::1] feature,
    const double[::1] threshold,
    const int32_t[::1] children,
    const uint8_t[::1] missing_right,
    const int32_t[::1] roots,
    const double[::1] value,
    double baseline,
    quick=None,
    bint wide=WIDE,
):
    """float64 array of ``baseline`` plus the sum of each row's leaf values.

    ``children`` holds each node's left and right child (2 * node, 2 * node + 1), a
    leaf being its own children; ``missing_right`` says where a NaN goes. Each value
    is compared as a float64, as the reference compares the float64 matrix. With
    ``quick`` (:func:`quick_layout` of the same nodes), the chunks of a float32 matrix
    without a missing value are scored QuickScorer's way: the same leaves (``wide``:
    eight rows in one AVX2 register, where the CPU has it; the same bits either way)."""
    cdef Py_ssize_t n_rows = matrix.shape[0], n_trees = roots.shape[0], n_cols = matrix.shape[1]
    cdef Py_ssize_t start, stop, r
    cdef double* leaf_values
    cdef uint32_t* alive
    cdef uint32_t* common
    cdef int32_t* differs
    cdef float* values
    cdef const QNode* nodes = NULL
    cdef const int64_t[::1] by_feature = None
    cdef const int32_t[::1] first_leaf = None
    cdef const double[::1] leaf_value = None
    cdef const uint8_t[::1] record_bytes
    cdef bint use_quick = False
    cdef bint use_wide = wide and _WIDE
    out = np.empty(n_rows, dtype=np.float64)
    cdef double[::1] result = out
    if n_rows == 0:
        return out
    if real is float and quick is not None:
        record_bytes, by_feature, first_leaf, leaf_value = quick
        if (
            record_bytes.shape[0] != by_feature[by_feature.shape[0] - 1] * <Py_ssize_t>sizeof(QNode)
            or first_leaf.shape[0] != n_trees + 1
            or by_feature.shape[0] - 1 > n_cols
        ):
            raise ValueError("a quick layout of other nodes")
        use_quick = record_bytes.shape[0] > 0
        if use_quick:
            nodes = <const QNode*>&record_bytes[0]
    # the leaf values of _ROWS rows, then _quick_chunk's lanes (_LANES bitvectors a tree)
    # and its common bitvectors (one a tree): within _LANES doubles a tree
    leaf_values = <double*>PyMem_Malloc((_ROWS + _LANES) * max(n_trees, 1) * sizeof(double))
    if leaf_values is NULL:
        raise MemoryError()
    alive = <uint32_t*>(leaf_values + _ROWS * max(n_trees, 1))
    common = alive + _LANES * max(n_trees, 1)
    # the lanes' values and each feature's largest, then two numbers a feature
    values = <float*>PyMem_Malloc((_LANES + 3) * max(n_cols, 1) * sizeof(float))
    if values is NULL:
        PyMem_Free(leaf_values)
        raise MemoryError()
    differs = <int32_t*>(values + (_LANES + 1) * max(n_cols, 1))
    try:
        with nogil:
            start = 0
            while start < n_rows:
                stop = min(start + _ROWS, n_rows)
                if real is float:
                    if use_quick and not _has_nan(&matrix[start, 0], (stop - start) * n_cols):
                        _quick_chunk(matrix, start, stop, nodes, by_feature, first_leaf,
                                     leaf_value, alive, common, differs,
                                     differs + max(n_cols, 1), values, leaf_values, use_wide,
                                     baseline, &result[0])
                        start = stop
                        continue
                    else:
                        _chunk(matrix, start, stop, feature, threshold, children, missing_right,
                               roots, value, leaf_values)
                else:
                    _chunk(matrix, start, stop, feature, threshold, children, missing_right,
                           roots, value, leaf_values)
                for r in range(start, stop):
                    result[r] = baseline + _pairwise_sum(leaf_values + (r - start) * n_trees, n_trees)
                start = stop
    finally:
        PyMem_Free(leaf_values)
        PyMem_Free(values)
    return out


cdef Py_ssize_t _number_leaves(Py_ssize_t node, const uint8_t[::1] is_leaf,
                               const int32_t[::1] left, const int32_t[::1] right,
                               int32_t* leaf_order, Py_ssize_t next_leaf, int32_t tree,
                               int32_t[::1] tree_of, int32_t[::1] left_from,
                               int32_t[::1] left_to, Py_ssize_t depth) except -2:
    """Number the leaves under ``node`` from ``next_leaf``, left to right (``leaf_order``
    their nodes), and give each split its tree and its left leaves ``left_from:left_to``;
    the next number, -1 past 32 leaves, or at a node met twice or too deep."""
    cdef Py_ssize_t middle
    if depth > 32 or tree_of[node] >= 0:
        return -1
    tree_of[node] = tree
    if is_leaf[node]:
        if next_leaf >= 32:
            return -1
        leaf_order[next_leaf] = node
        return next_leaf + 1
    middle = _number_leaves(left[node], is_leaf, left, right, leaf_order, next_leaf, tree,
                            tree_of, left_from, left_to, depth + 1)
    if middle < 0:
        return -1
    left_from[node] = next_leaf
    left_to[node] = middle
    return _number_leaves(right[node], is_leaf, left, right, leaf_order, middle, tree,
                          tree_of, left_from, left_to, depth + 1)


QNODE_SIZE = sizeof(QNode)


def quick_layout(
    const int32_t[::1] feature,
    const float[::1] threshold,
    const int32_t[::1] left,
    const int32_t[::1] right,
    const uint8_t[::1] is_leaf,
    const int32_t[::1] roots,
    const double[::1] value,
):
    """The nodes as :func:`scores` walks them QuickScorer's way: (the split records
    (:data:`QNODE_SIZE` bytes each) sorted by feature then threshold, each feature's
    followed by one at +inf, which no value is above (it ends the feature's scan), as
    bytes; where each feature's records start, int64, one more than the features; each tree's first
    leaf, int32, one more than the trees; the leaf values, tree by tree, left to right).
    ``threshold`` is each threshold rounded down to float32 (a float32 value is above it
    exactly when it is above the float64 one). None when a tree has more than 32 leaves
    (the bitvectors' width) or trees share nodes: then every chunk takes the walk."""
    cdef Py_ssize_t n_nodes = feature.shape[0], n_trees = roots.shape[0], t, i, n, count
    cdef int32_t order[32]
    cdef uint64_t ones = ~(<uint64_t>0)
    tree_of = np.full(n_nodes, -1, dtype=np.int32)
    left_from = np.zeros(n_nodes, dtype=np.int32)
    left_to = np.zeros(n_nodes, dtype=np.int32)
    first = np.zeros(n_trees + 1, dtype=np.int32)
    cdef int32_t[::1] first_leaf = first
    leaf_nodes = []
    for t in range(n_trees):
        count = _number_leaves(roots[t], is_leaf, left, right, order, 0, <int32_t>t,
                               tree_of, left_from, left_to, 0)
        if count < 0:
            return None
        first_leaf[t + 1] = first_leaf[t] + count
        leaf_nodes.extend([order[i] for i in range(count)])
    splits = np.flatnonzero((tree_of >= 0) & (np.asarray(is_leaf) == 0))
    features = np.asarray(feature)[splits].astype(np.int64)
    if features.size and features.min() < 0:
        return None
    thresholds = np.asarray(threshold)[splits]
    sort = np.lexsort((thresholds, features))
    lo = left_from[splits]
    width = left_to[splits] - lo
    masks = np.zeros(splits.size, dtype=np.uint64)
    cdef uint64_t[::1] m = masks
    cdef const int32_t[::1] lo_view = lo, width_view = width
    for i in range(splits.size):
        n = width_view[i]
        m[i] = ~((ones if n >= 64 else ((<uint64_t>1 << n) - 1)) << lo_view[i])
    n_features = int(features.max()) + 1 if features.size else 0
    # each feature's records, then one at +inf that no value is above (the scan's end)
    records = np.zeros(
        splits.size + n_features, dtype=[("threshold", "<f4"), ("lanes", "<i4"), ("struck", "<u4")]
    )
    at = np.arange(splits.size) + features[sort]  # a record after its features' ends
    records["threshold"][at] = thresholds[sort]
    records["lanes"][at] = tree_of[splits][sort] * _LANES
    records["struck"][at] = ~masks[sort].astype(np.uint32)
    by_feature = np.zeros(n_features + 1, dtype=np.int64)
    by_feature[1:] = np.cumsum(np.bincount(features, minlength=n_features) + 1)
    records["threshold"][by_feature[1:] - 1] = np.inf

    leaf_value = np.ascontiguousarray(np.asarray(value)[np.asarray(leaf_nodes, dtype=np.int64)])
    return records.view(np.uint8), by_feature, first, leaf_value


def _sums_as_numpy():
    """True when :func:`_pairwise_sum` and the QuickScorer path's lane sums
    (``thresher_lane_scores``, eight rows at once) give numpy's ``sum(axis=1)`` bits here
    (checked at import on rows of 1 to 300 values of mixed magnitudes: another numpy may
    add in another order, and then the model sums the leaf values with numpy)."""
    cdef Py_ssize_t n, r
    cdef double[:, ::1] view
    cdef double[:, ::1] lanes_view
    cdef double[::1] sums_view
    for n in (1, 5, 8, 9, 16, 23, 64, 127, 128, 129, 200, 256, 300):
        # both signs, magnitudes 1e-8 to 1e3 (drawn with numpy's own functions: a Python
        # random draw per value cost ~10 ms at import; numpy.random costs ~7 MB of memory)
        k = np.arange(_LANES * n, dtype=np.float64)
        rows = (np.sin(k * 12.9898 + n) * 10.0 ** ((k * 7.0) % 12.0 - 8.0)).reshape(_LANES, n)
        view = rows
        expected = rows.sum(axis=1)
        for r in range(_LANES):
            if _pairwise_sum(&view[r, 0], n) != expected[r]:
                return False
        lanes_view = np.ascontiguousarray(rows.T)  # tree by tree, the eight rows side by side
        sums = np.empty(_LANES, dtype=np.float64)
        sums_view = sums
        _lane_scores(&sums_view[0], <const V8d*>&lanes_view[0, 0], n, 0.0, _LANES)
        if not np.array_equal(sums, expected):
            return False
    return True


SUMS_AS_NUMPY = _sums_as_numpy()
