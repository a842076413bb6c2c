# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The tree ensemble's walk in C: the leaf each (row, tree) pair reaches.

The model's node arrays are the definition; :meth:`TreeEnsemble._leaves_numpy`
(``thresher.methods.auto.model``) is the pure reference, and
``tests/test_compiled_core.py`` holds the two equal on real feature matrices.
A missing value (NaN) goes where the node's ``missing_left`` says; any other
value goes left when it is ``<=`` the threshold.
"""

from libc.math cimport isnan
from libc.stdint cimport int32_t, int64_t, uint8_t

import numpy as np


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
