# Reading a Python str's code points in place, at any width (1, 2 or 4 bytes a character),
# and CPython's search for one of them: the declarations the text-scanning kernels share.

cdef extern from "Python.h":
    int PyUnicode_KIND(object text)
    void* PyUnicode_DATA(object text)
    unsigned int PyUnicode_READ(int kind, void* data, Py_ssize_t index)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    Py_ssize_t PyUnicode_FindChar(object text, Py_UCS4 ch, Py_ssize_t start, Py_ssize_t end,
                                  int direction) except -2
