# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The RBF SVM's squared distances in C: every (row, support vector) pair.

:meth:`FeatureModel.reference_distances` (``thresher.methods.features.model``)
is the pure reference: it starts from zeros and adds ``(x_j - sv_j) ** 2``
feature after feature, as this loop does, so the two give the same float64
values; ``tests/test_compiled_svm.py`` holds them equal on real pages. No BLAS
is called: OpenBLAS's threads cost more than the work on a page's few rows.
"""

include "_source.pxi"


def squared_distances(
    const double[:, ::1] rows,
    const double[:, ::1] columns,
    double[:, ::1] out,
):
    """Fill ``out[i, k]`` with the squared distance of ``rows[i]`` to support vector ``k``,
    given the support vectors feature-major (``columns[j, k]`` is feature ``j`` of ``k``)."""
    cdef Py_ssize_t n_rows = rows.shape[0], n_vectors = columns.shape[1]
    cdef Py_ssize_t n_features = rows.shape[1]
    cdef Py_ssize_t i, j, k
    cdef double value, step
    if columns.shape[0] != n_features or out.shape[0] < n_rows or out.shape[1] != n_vectors:
        raise ValueError("squared_distances: shapes do not match")
    with nogil:
        for i in range(n_rows):
            for k in range(n_vectors):
                out[i, k] = 0.0
            for j in range(n_features):
                value = rows[i, j]
                for k in range(n_vectors):
                    step = value - columns[j, k]
                    out[i, k] += step * step
