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
bits; ``tests/auto/test_compiled_scores.py`` holds them equal.
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.math cimport isnan
from libc.stdint cimport int32_t, int64_t, uint8_t

import random

import numpy as np

ctypedef fused real:
    float
    double

cdef enum:
    _ROWS = 64  # rows walked tree by tree before their values are summed
    _PW_BLOCK = 128  # numpy's PW_BLOCKSIZE


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


cdef double _pairwise_sum(const double* a, Py_ssize_t n) noexcept nogil:
    """numpy's ``DOUBLE_pairwise_sum`` (``loops_utils.h.src``): the order in which
    ``ndarray.sum`` adds a contiguous run of float64."""
    cdef Py_ssize_t i, n2
    cdef double res, r0, r1, r2, r3, r4, r5, r6, r7
    if n < 8:
        res = 0.0
        for i in range(n):
            res += a[i]
        return res
    if n <= _PW_BLOCK:
        r0 = a[0]; r1 = a[1]; r2 = a[2]; r3 = a[3]
        r4 = a[4]; r5 = a[5]; r6 = a[6]; r7 = a[7]
        i = 8
        while i < n - (n % 8):
            r0 += a[i]; r1 += a[i + 1]; r2 += a[i + 2]; r3 += a[i + 3]
            r4 += a[i + 4]; r5 += a[i + 5]; r6 += a[i + 6]; r7 += a[i + 7]
            i += 8
        res = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
        while i < n:
            res += a[i]
            i += 1
        return res
    n2 = n // 2
    n2 -= n2 % 8
    return _pairwise_sum(a, n2) + _pairwise_sum(a + n2, n - n2)


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



cdef struct Node:
    float threshold  # the largest float32 not above the model's float64 threshold
    int32_t feature  # 0 at a leaf
    int32_t child[2]  # left, right; a leaf is its own children


cdef inline bint _has_nan(const float* rows, Py_ssize_t size) noexcept nogil:
    cdef Py_ssize_t i
    cdef bint found = False
    for i in range(size):
        found |= rows[i] != rows[i]
    return found


cdef void _packed8(const float* row, Py_ssize_t n_cols, const Node* nodes, int32_t root,
                   const double* value, double* out, Py_ssize_t stride) noexcept nogil:
    """Eight rows (``row`` the first, ``n_cols`` apart) down one tree, without missing
    values: ``v > threshold`` goes right, compared as float32 against the rounded-down
    threshold, which splits the float32 values as the float64 threshold does."""
    cdef const float* r1 = row + n_cols
    cdef const float* r2 = r1 + n_cols
    cdef const float* r3 = r2 + n_cols
    cdef const float* r4 = r3 + n_cols
    cdef const float* r5 = r4 + n_cols
    cdef const float* r6 = r5 + n_cols
    cdef const float* r7 = r6 + n_cols
    cdef int32_t n0 = root, n1 = root, n2 = root, n3 = root, n4 = root, n5 = root, n6 = root, n7 = root
    while True:  # the lanes' walks overlap; a leaf is its own child
        n0 = nodes[n0].child[row[nodes[n0].feature] > nodes[n0].threshold]
        n1 = nodes[n1].child[r1[nodes[n1].feature] > nodes[n1].threshold]
        n2 = nodes[n2].child[r2[nodes[n2].feature] > nodes[n2].threshold]
        n3 = nodes[n3].child[r3[nodes[n3].feature] > nodes[n3].threshold]
        n4 = nodes[n4].child[r4[nodes[n4].feature] > nodes[n4].threshold]
        n5 = nodes[n5].child[r5[nodes[n5].feature] > nodes[n5].threshold]
        n6 = nodes[n6].child[r6[nodes[n6].feature] > nodes[n6].threshold]
        n7 = nodes[n7].child[r7[nodes[n7].feature] > nodes[n7].threshold]
        if (
            nodes[n0].child[0] == n0 and nodes[n1].child[0] == n1 and nodes[n2].child[0] == n2
            and nodes[n3].child[0] == n3 and nodes[n4].child[0] == n4
            and nodes[n5].child[0] == n5 and nodes[n6].child[0] == n6
            and nodes[n7].child[0] == n7
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


cdef void _packed_chunk(const float[:, ::1] matrix, Py_ssize_t start, Py_ssize_t stop,
                        const Node* nodes, const int32_t[::1] roots, const double[::1] value,
                        double* leaf_values) noexcept nogil:
    """:func:`_chunk` for float32 rows without missing values, on the packed nodes."""
    cdef Py_ssize_t n_trees = roots.shape[0], n_cols = matrix.shape[1], r, t
    cdef int32_t node
    cdef const float* row
    for t in range(n_trees):
        r = start
        while r + 8 <= stop:
            _packed8(&matrix[r, 0], n_cols, nodes, roots[t], &value[0],
                     leaf_values + (r - start) * n_trees + t, n_trees)
            r += 8
        while r < stop:
            row = &matrix[r, 0]
            node = roots[t]
            while nodes[node].child[0] != node:
                node = nodes[node].child[row[nodes[node].feature] > nodes[node].threshold]
            leaf_values[(r - start) * n_trees + t] = value[node]
            r += 1


def scores(
    const real[:, ::1] matrix,
    const int32_t[::1] feature,
    const double[::1] threshold,
    const int32_t[::1] children,
    const uint8_t[::1] missing_right,
    const int32_t[::1] roots,
    const double[::1] value,
    double baseline,
):
    """float64 array of ``baseline`` plus the sum of each row's leaf values.

    ``children`` holds each node's left and right child (2 * node, 2 * node + 1), a
    leaf being its own children; ``missing_right`` says where a NaN goes. Each value
    is compared as a float64, as the reference compares the float64 matrix."""
    cdef Py_ssize_t n_rows = matrix.shape[0], n_trees = roots.shape[0]
    cdef Py_ssize_t start, stop, r
    cdef double* leaf_values
    out = np.empty(n_rows, dtype=np.float64)
    cdef double[::1] result = out
    if n_rows == 0:
        return out
    leaf_values = <double*>PyMem_Malloc(_ROWS * max(n_trees, 1) * sizeof(double))
    if leaf_values is NULL:
        raise MemoryError()
    try:
        with nogil:
            start = 0
            while start < n_rows:
                stop = min(start + _ROWS, n_rows)
                _chunk(matrix, start, stop, feature, threshold, children, missing_right,
                       roots, value, leaf_values)
                for r in range(start, stop):
                    result[r] = baseline + _pairwise_sum(leaf_values + (r - start) * n_trees, n_trees)
                start = stop
    finally:
        PyMem_Free(leaf_values)
    return out


NODE_SIZE = sizeof(Node)  # the bytes of one packed node (TreeEnsemble packs them)


def packed_scores(
    const float[:, ::1] matrix,
    const uint8_t[::1] packed,
    const int32_t[::1] feature,
    const double[::1] threshold,
    const int32_t[::1] children,
    const uint8_t[::1] missing_right,
    const int32_t[::1] roots,
    const double[::1] value,
    double baseline,
):
    """:func:`scores` of a float32 matrix: each chunk of rows without a missing value is
    walked on ``packed`` (one :data:`NODE_SIZE` record per node: the threshold rounded
    down to float32, the feature, the two children), the others as :func:`scores` walks.
    The leaves and the sums are the same."""
    cdef Py_ssize_t n_rows = matrix.shape[0], n_trees = roots.shape[0], n_cols = matrix.shape[1]
    cdef Py_ssize_t start, stop, r
    cdef double* leaf_values
    cdef const Node* nodes
    if packed.shape[0] != feature.shape[0] * <Py_ssize_t>sizeof(Node):
        raise ValueError("packed nodes of another size")
    out = np.empty(n_rows, dtype=np.float64)
    cdef double[::1] result = out
    if n_rows == 0 or n_cols == 0:
        return scores(matrix, feature, threshold, children, missing_right, roots, value, baseline)
    nodes = <const Node*>&packed[0]
    leaf_values = <double*>PyMem_Malloc(_ROWS * max(n_trees, 1) * sizeof(double))
    if leaf_values is NULL:
        raise MemoryError()
    try:
        with nogil:
            start = 0
            while start < n_rows:
                stop = min(start + _ROWS, n_rows)
                if _has_nan(&matrix[start, 0], (stop - start) * n_cols):
                    _chunk(matrix, start, stop, feature, threshold, children, missing_right,
                           roots, value, leaf_values)
                else:
                    _packed_chunk(matrix, start, stop, nodes, roots, value, leaf_values)
                for r in range(start, stop):
                    result[r] = baseline + _pairwise_sum(leaf_values + (r - start) * n_trees, n_trees)
                start = stop
    finally:
        PyMem_Free(leaf_values)
    return out


def _sums_as_numpy():
    """True when :func:`_pairwise_sum` gives numpy's ``sum(axis=1)`` bits here (checked at
    import on rows of 1 to 300 values of mixed magnitudes: another numpy may add in
    another order, and then the model sums the leaf values with numpy)."""
    cdef Py_ssize_t n, r
    cdef double[:, ::1] view
    draw = random.Random(0)  # not numpy.random: importing it costs ~7 MB of resident memory
    for n in (1, 5, 8, 9, 16, 23, 64, 127, 128, 129, 200, 256, 300):
        values = [draw.gauss(0.0, 1.0) * 10.0 ** draw.randint(-8, 3) for _ in range(4 * n)]
        rows = np.array(values, dtype=np.float64).reshape(4, n)
        view = rows
        expected = rows.sum(axis=1)
        for r in range(4):
            if _pairwise_sum(&view[r, 0], n) != expected[r]:
                return False
    return True


SUMS_AS_NUMPY = _sums_as_numpy()
