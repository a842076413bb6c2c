# The digest of this kernel's source (its .pyx and the .pxi files it includes), which
# setup.py hands the C compiler (THRESHER_SOURCE_DIGEST): thresher._core compares it with
# the source beside the kernel and does not use a kernel built from another version of it.

cdef extern from *:
    """
    #ifndef THRESHER_SOURCE_DIGEST
    #define THRESHER_SOURCE_DIGEST ""
    #endif
    """
    const char* THRESHER_SOURCE_DIGEST

SOURCE_DIGEST = (<bytes>THRESHER_SOURCE_DIGEST).decode("ascii")
