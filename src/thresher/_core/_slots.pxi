# Reading the fields of a slotted dataclass in place, for the kernels that read thresher's
# Block, BlockFeatures and BlockContext (included by _features.pyx and _facts.pyx).
#
# A field is read where its member descriptor says the class keeps it, and only from an
# instance of exactly that class (a subclass may shadow a field with a property): the same
# object ``getattr`` returns, without the attribute lookup. An unset slot is read by
# ``getattr``, which raises the AttributeError Python would.

from types import MemberDescriptorType as _MemberDescriptor

cdef extern from "Python.h":
    ctypedef struct PyMemberDef:
        int type
        Py_ssize_t offset
    ctypedef struct PyMemberDescrObject:
        PyMemberDef* d_member
    enum: T_OBJECT_EX


cdef Py_ssize_t _slot_offset(type cls, str name) except -2:
    """Where ``cls`` keeps its slot ``name`` in an instance (bytes from its start), -1
    when ``name`` is not a plain object slot that ``cls`` itself declares."""
    descr = cls.__dict__.get(name)
    if type(descr) is not _MemberDescriptor:
        return -1
    if (<PyMemberDescrObject*><void*>descr).d_member.type != T_OBJECT_EX:
        return -1
    return (<PyMemberDescrObject*><void*>descr).d_member.offset


cdef inline object _read_slot(object obj, Py_ssize_t offset, str name):
    """``getattr(obj, name)`` for ``obj`` of exactly the class whose slot ``name`` is at
    ``offset`` (``offset`` < 0: by getattr)."""
    cdef void* value
    if offset >= 0:
        value = (<void**>((<char*><void*>obj) + offset))[0]
        if value is not NULL:
            return <object>value
    return getattr(obj, name)
