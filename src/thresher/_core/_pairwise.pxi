# numpy's order of adding a float64 vector (``ndarray.sum``), shared by the kernels that
# must give numpy's sums to the last bit (the tree ensemble, the expected-F1 threshold).

cdef enum:
    _PW_BLOCK = 128  # numpy's PW_BLOCKSIZE


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
