# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The ``auto`` method's per-block decision loop in C: each text block's first decision.

The reference is Python and stays the definition and the fallback:
``methods.auto.method._label_each_reference`` (the label and the reason of each block
from its probability, the comment section and the options). The kernel runs the same
tests in the same order on the same values: the probabilities as C doubles (each a
Python float or int; a comparison of two doubles is Python's comparison of the floats,
NaN included), the model's reasons made once for each shown probability as the
reference makes them. The shown probabilities are ``method.shown_probabilities``'s, found
as it finds them with numpy, value by value: the product by 100.0, ``rint`` (numpy's
``rint`` is C's, ties to even), the two ``fabs`` of the near-half test against
``_NEAR_HALF``, the text from ``_HUNDREDTHS``, and every probability formatted
(``f"{p:.2f}"`` of the value given) when one of them is not between 0 and 100 once scaled.

Each :class:`~thresher.types.Decision` is made without calling the class: a
``slots=True`` dataclass whose generated ``__init__`` only stores its four fields is
``object.__new__`` and those four stores (the class call costs three times as much,
most of it the ``__init__`` frame). The kernel refuses to load when ``Decision`` is not
that class any more (other fields, an ``__init__`` or ``__post_init__`` of its own,
``__new__``) and when the mirrored Python changes (``WRITTEN_FOR``, a digest of the
definitions' source lines; see ``reference_fingerprint``).
The blocks' kept flags (``kept_flags``) are ``methods.auto.decided._kept_flags_reference``'s.
The runs of dropped blocks the enclosed-prose rule reads (``enclosed_runs``) are
``methods.auto.enclosed_prose._enclosed_runs_reference``'s, found block by block as it
finds them (a block without a decision is neither kept nor dropped). The images'
decisions (``label_images``) are ``methods.base._label_images_reference``'s, and the
blocks' word counts of the page's threshold (``word_counts``)
``methods.auto.method._word_counts_reference``'s.
The clean-up rules' keys (``rule_keys``) are ``methods.auto.cleanup._key``'s, each text
read once in C (its whitespace runs one space, each character lowered as ``str.lower``
lowers it alone; a text holding the two characters whose lowering is not that is handed
to ``_key``; an ASCII text read and written a byte a character). The boilerplate
stages' reasons (``drop_reasons``) are ``cleanup._drop_reasons_reference``'s (the openings
looked up in C, each pattern's ``fullmatch`` called as there), the kept image blocks
merged into the kept text (``with_kept_images``) ``cleanup._with_kept_images_reference``'s
and the headline rule's first kept text blocks (``first_kept``)
``cleanup._first_kept_reference``'s. The page's expected-F1 threshold (``clipped_odds``, ``shifted_negated``,
``expected_f1_cut``) is ``decision._expected_f1_reference``'s, numpy's ``log`` and ``exp``
called between (its sums' order: see ``expected_f1_cut``). The kept short lines (``kept_short``) are ``decided._kept_short_reference``'s. The doubled lines' candidates (``doubled_starts``) are
``doubled_lines._doubled_starts_reference``'s and the specification lists' kept items with
a colon (``colon_items``) ``spec_lists._colon_items_reference``'s. The pricing cards' candidate lines (``digit_lines``) are
``plan_cards._digit_lines_reference``'s. The prompt-lines rule's candidate lines
(``prompt_line_kinds``) are ``prompt_lines._line_kinds_reference``'s (the tables read from
that module at each call; a line that ends with a bracket handed to ``_stripped``). The functions that ask whether a label keeps a block
answer each ``Label`` member once a call (``_Kinds``) and read the blocks' and decisions'
slots by offset.

``tests/test_compiled_decide.py`` holds both paths equal.
"""

include "_source.pxi"

import dataclasses
import types

import numpy

from cpython.list cimport PyList_GET_ITEM
from cpython.dict cimport PyDict_GetItemWithError
from cpython.object cimport PyObject, PyTypeObject

cdef extern from "Python.h":
    # The two bools (``<PyObject*>False`` would be C's 0).
    PyObject* _PY_FALSE "Py_False"
    PyObject* _PY_TRUE "Py_True"
from cpython.ref cimport Py_INCREF
from cpython cimport array
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.math cimport fabs, rint
from libc.string cimport memcmp, memset

import array

from thresher._core.fingerprint import source_fingerprint
from thresher import types as _types
from thresher.methods import base as _base
from thresher.methods.auto import cleanup as _cleanup
from thresher.methods.auto import decided as _decided
from thresher.methods.auto import decision as _threshold
from thresher.methods.auto import deep_posts as _deep
from thresher.methods.auto import discussion as _discussion
from thresher.methods.auto import doubled_lines as _doubled
from thresher.methods.auto import enclosed_prose as _enclosed
from thresher.methods.auto import headed_posts as _headed
from thresher.methods.auto import listing as _listing
from thresher.methods.auto import method as _method
from thresher.methods.auto import page_kind as _page_kind
from thresher.methods.auto import plan_cards as _plans
from thresher.methods.auto import prompt_lines as _prompt
from thresher.methods.auto import sections as _sections
from thresher.methods.auto import spec_lists as _specs

# ------------------------------------------------------------ what the kernel was written for

# The digest (reference_fingerprint()) of the mirrored definitions this kernel
# reproduces: edit the reference, then the kernel, then this digest.
WRITTEN_FOR = "83da289fa80549c8"
_MIRRORED = (
    (
        _method,
        (
            "_label_each_reference",
            "_model_reason",
            "shown_probabilities",
            "_word_counts_reference",
            "_repeated_header_reference",
            "_header_key",
        ),
    ),
    (_listing, ("_Run", "_tally_reference")),
    (_enclosed, ("_enclosed_runs_reference", "_prose_sums_reference")),
    (_headed, ("_header_positions_reference",)),
    (_discussion, ("has_date_or_time",)),
    (
        _decided,
        (
            "_kept_flags_reference",
            "_tallies_reference",
            "kept_blocks",
            "_kept_short_reference",
            "_run_columns_reference",
            "_places_reference",
            "_groups_by_ident_reference",
        ),
    ),
    (_deep, ("_dated_lines_reference",)),
    (_threshold, ("_expected_f1_reference", "_doubted", "_scores", "_moved")),
    (_plans, ("_digit_lines_reference",)),
    (
        _base,
        (
            "_label_images_reference",
            "_ornament",
            "_like_neighbours",
            "_kept_or_dropped",
            "_neighbour",
            "_run_end",
            "_split",
            "_shared_prefix",
            "_decisions_from_reference",
        ),
    ),
    (
        _cleanup,
        ("_key", "_drop_reasons_reference", "_with_kept_images_reference", "_first_kept_reference"),
    ),
    (_types, ("Decision",)),
    (_sections, ("_heading_positions_reference",)),
    (_prompt, ("_line_kinds_reference", "_stripped", "_may_prompt", "_holds", "_by_end")),
    (_doubled, ("_doubled_starts_reference",)),
    (_specs, ("_colon_items_reference",)),
)


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(_MIRRORED)


def _refuse(what):
    raise ImportError(f"the decisions kernel is not used: {what}")


_FIELDS = ("block", "label", "reason", "headline")


def _check_reference():
    """Refuse the kernel unless the reference and ``Decision`` are those it was written for."""
    if reference_fingerprint() != WRITTEN_FOR:
        _refuse(f"the mirrored code's digest is {reference_fingerprint()}, not {WRITTEN_FOR}")
    decision = _types.Decision
    fields = dataclasses.fields(decision)
    if tuple(f.name for f in fields) != _FIELDS or fields[3].default is not False:
        _refuse("Decision's fields are not block, label, reason, headline=False")
    if getattr(decision, "__slots__", None) != _FIELDS:
        _refuse("Decision is not a slots dataclass of its fields")
    if decision.__new__ is not object.__new__ or decision.__setattr__ is not object.__setattr__:
        _refuse("Decision is made or set by more than its fields")
    if "__post_init__" in vars(decision):
        _refuse("Decision is made by more than its fields")
    if decision.__init__.__qualname__ != "Decision.__init__" or decision.__mro__[1:] != (object,):
        _refuse("Decision's __init__ is not the dataclass's own")


_check_reference()


cdef extern from "structmember.h":
    ctypedef struct PyMemberDef:
        int type
        Py_ssize_t offset
        int flags
    int T_OBJECT_EX
    int READONLY


cdef extern from "Python.h":
    ctypedef struct PyMemberDescrObject:
        PyMemberDef *d_member
    void _untrack "PyObject_GC_UnTrack" (object made)


cdef Py_ssize_t _OFFSETS[4]  # where each field's slot lies in a Decision


cdef int _find_slots() except -1:
    """Each field's slot offset, read from its member descriptor (refused unless each is
    Decision's own writable object slot)."""
    cdef PyMemberDef *member
    decision = _types.Decision
    for number, name in enumerate(_FIELDS):
        descriptor = vars(decision).get(name)
        if type(descriptor) is not types.MemberDescriptorType:
            _refuse(f"Decision.{name} is not a slot")
        if descriptor.__objclass__ is not decision:
            _refuse(f"Decision.{name} is not Decision's own slot")
        member = (<PyMemberDescrObject *>descriptor).d_member
        if member.type != T_OBJECT_EX or member.flags & READONLY or member.offset <= 0:
            _refuse(f"Decision.{name} is not a writable object slot")
        _OFFSETS[number] = member.offset
    return 0


_find_slots()

cdef tuple _HUNDREDTHS = _method._HUNDREDTHS
cdef double _NEAR_HALF = _method._NEAR_HALF
if len(_HUNDREDTHS) != 101 or not all(type(text) is str for text in _HUNDREDTHS):
    _refuse("_HUNDREDTHS is not the 101 texts of 0 to 100 hundredths")

cdef object _DECISION = _types.Decision
cdef object _NDARRAY = numpy.ndarray
cdef object _FLOAT64 = numpy.dtype(numpy.float64)
cdef tuple _NO_ARGS = ()


cdef inline void _store(object made, Py_ssize_t number, object value):
    """Set an empty slot of a new Decision (what the slot's descriptor does then)."""
    Py_INCREF(value)
    (<PyObject **>((<char *><PyObject *>made) + _OFFSETS[number]))[0] = <PyObject *>value


cdef inline object _decision(object index, object label, object reason):
    """``Decision(index, label, reason)`` without the class call: ``object.__new__`` (the
    class's ``tp_new``, as the class call makes it; every slot empty) and its fields
    stored in their slots. Untracked from the collector: it holds an int, a ``Label``
    member, a str and a flag, none of which leads back to it, and a decision is read,
    never changed (the end-of-page scan of the young objects need not walk it)."""
    cdef object made = (<PyTypeObject*>_DECISION).tp_new(_DECISION, <PyObject*>_NO_ARGS, NULL)
    _store(made, 0, index)
    _store(made, 1, label)
    _store(made, 2, reason)
    _store(made, 3, False)
    _untrack(made)
    return made


cdef list _shown_probabilities(probs, const double *values, Py_ssize_t count):
    """``method.shown_probabilities(probs)`` (``values``: the ``count`` probabilities as C
    doubles; ``probs`` is formatted where the reference formats it)."""
    cdef Py_ssize_t pos
    cdef double rounded, scaled
    cdef list shown
    for pos in range(count):
        scaled = values[pos] * 100.0
        if not (scaled >= 0.0 and scaled <= 100.0):  # NaN fails too
            return [f"{value:.2f}" for value in probs]
    shown = [None] * count
    for pos in range(count):
        scaled = values[pos] * 100.0
        rounded = rint(scaled)
        if fabs(fabs(scaled - rounded) - 0.5) < _NEAR_HALF:
            shown[pos] = f"{probs[pos]:.2f}"
        else:
            shown[pos] = _HUNDREDTHS[<Py_ssize_t>rounded]
    return shown


cdef int _read_doubles(probs, double *values, Py_ssize_t count) except -1:
    """``values[pos] = <double>probs[pos]``: a list's items read in place, a float64
    array's (any stride) through its buffer, any other sequence by index."""
    cdef Py_ssize_t pos
    cdef const double[:] view
    if type(probs) is list:
        for pos in range(count):
            values[pos] = <double><object>PyList_GET_ITEM(probs, pos)
    elif type(probs) is _NDARRAY and probs.dtype is _FLOAT64 and probs.ndim == 1:
        view = probs
        for pos in range(count):
            values[pos] = view[pos]
    else:
        for pos in range(count):
            values[pos] = <double>probs[pos]
    return 0


def label_each(
    blocks,
    probs,
    double threshold,
    str cut,
    Py_ssize_t comment_from,
    bint with_comments,
    bint with_tables,
    double sure,
):
    """``_label_each_reference(blocks, probs, threshold, cut, comment_from, options)``
    (``with_comments``, ``with_tables``: the options' ``include_comments`` and
    ``include_tables``; ``sure``: ``SURE_OF_CONTENT``). ``blocks`` and ``probs`` are
    sequences of one length."""
    cdef Py_ssize_t count = len(blocks)
    cdef double *values
    if len(probs) != count:
        raise ValueError("label_each: blocks and probabilities differ")
    values = <double *>PyMem_Malloc(max(count, 1) * sizeof(double))
    if values == NULL:
        raise MemoryError()
    try:
        _read_doubles(probs, values, count)
        shown = _shown_probabilities(probs, values, count)
        return _labelled(
            blocks, values, shown, count, threshold, cut, comment_from, with_comments,
            with_tables, sure,
        )
    finally:
        PyMem_Free(values)


cdef dict _labelled(
    blocks,
    const double *values,
    list shown,
    Py_ssize_t count,
    double threshold,
    str cut,
    Py_ssize_t comment_from,
    bint with_comments,
    bint with_tables,
    double sure,
):
    """:func:`label_each`'s loop over the blocks (``values``, ``shown``: their
    probabilities as C doubles and as the reasons show them)."""
    cdef dict decisions = {}
    cdef dict kept_reasons = {}
    cdef dict dropped_reasons = {}
    cdef Py_ssize_t pos
    cdef double prob
    cdef bint in_comments
    above, below = f" ≥ {cut}", f" < {cut}"
    content, heading, boilerplate = _types.Label.CONTENT, _types.Label.HEADING, _types.Label.BOILERPLATE
    comment = _types.Label.COMMENT
    for pos in range(count):
        block = blocks[pos]
        prob = values[pos]
        p = shown[pos]
        in_comments = 0 <= comment_from <= pos and prob < sure
        if in_comments and with_comments and block.features.sentence_count:
            label, reason = content, f"comment kept (include_comments); p={p}"
        elif in_comments:
            label, reason = comment, f"after the comment header; p={p}"
        elif not with_tables and block.context.table is not None:
            label, reason = boilerplate, "table dropped (include_tables=False)"
        elif prob >= threshold:
            label = heading if _heading_level_of(block) else content
            reason = kept_reasons.get(p)
            if not reason:
                reason = kept_reasons[p] = f"model p={p}{above}"
        else:
            label = boilerplate
            reason = dropped_reasons.get(p)
            if not reason:
                reason = dropped_reasons[p] = f"model p={p}{below}"
        index = _index_of(block)
        decisions[index] = _decision(index, label, reason)
    return decisions


cdef inline object _heading_level_of(object block):
    """``block.features.heading_level``, read from the slots of a ``Block`` and its
    ``BlockFeatures``."""
    features = _features_of(block)
    if type(features) is _FEATURES:
        return _read_slot(features, _HEADING_AT, "heading_level")
    return features.heading_level


cdef array.array _LONGS = array.array("q")  # the columns' type: C long longs


cdef inline array.array _longs(Py_ssize_t count):
    """A new column of ``count`` C long longs (set by the caller)."""
    return array.clone(_LONGS, count, False)


def run_columns(blocks, groups, Py_ssize_t min_items):
    """``decided._run_columns_reference(blocks, groups, min_items)``'s fields, in
    ``RunColumns``' order from ``lengths`` (the block's text and the group's ident, count
    and item read from their slots when they are a ``Block`` and a ``RepeatGroup``; the
    runs numbered by their idents in a C table), or None when an ident is too large for
    the table (the reference answers)."""
    cdef Py_ssize_t pos, count = len(blocks), number, runs_count = 0
    cdef long long ident, most = -1, total = 0
    cdef list run_idents = [], run_chars = []
    cdef array.array lengths, idents, items, run_of
    cdef long long *counts
    cdef long long *sums
    cdef Py_ssize_t *numbers
    if len(groups) != count:
        raise ValueError("run_columns: blocks and groups differ")
    lengths, idents, items, run_of = _longs(count), _longs(count), _longs(count), _longs(count)
    counts = <long long *>PyMem_Malloc(max(count, 1) * sizeof(long long))
    if counts == NULL:
        raise MemoryError()
    try:
        for pos in range(count):
            block = blocks[pos]
            text = _read_slot(block, _TEXT_AT, "text") if type(block) is _BLOCK else block.text
            lengths.data.as_longlongs[pos] = len(text)
            total += lengths.data.as_longlongs[pos]
            group = groups[pos]
            if type(group) is _GROUP:  # its fields read from their slots
                ident = _read_slot(group, _IDENT_AT, "ident")
                counts[pos] = _read_slot(group, _COUNT_AT, "count") if ident >= 0 else 0
                items.data.as_longlongs[pos] = _read_slot(group, _ITEM_AT, "item")
            else:
                ident = group.ident
                counts[pos] = group.count if ident >= 0 else 0
                items.data.as_longlongs[pos] = group.item
            idents.data.as_longlongs[pos] = ident
            if ident > most:
                most = ident
        if most >= 4 * count + 1024:
            return None  # too large an ident for the table
        numbers = <Py_ssize_t *>PyMem_Malloc((most + 2) * sizeof(Py_ssize_t))
        sums = <long long *>PyMem_Malloc(max(count, 1) * sizeof(long long))
        if numbers == NULL or sums == NULL:
            PyMem_Free(numbers)
            PyMem_Free(sums)
            raise MemoryError()
        try:
            for pos in range(most + 1):
                numbers[pos] = -1
            for pos in range(count):
                ident = idents.data.as_longlongs[pos]
                number = -1
                if ident >= 0 and counts[pos] >= min_items:
                    number = numbers[ident]
                    if number < 0:
                        number = numbers[ident] = runs_count
                        runs_count += 1
                        run_idents.append(ident)
                        sums[number] = 0
                    sums[number] += lengths.data.as_longlongs[pos]
                run_of.data.as_longlongs[pos] = number
            for number in range(runs_count):
                run_chars.append(sums[number])
        finally:
            PyMem_Free(numbers)
            PyMem_Free(sums)
        return lengths, idents, items, run_of, run_idents, run_chars, total, most + 1
    finally:
        PyMem_Free(counts)


def places(array.array idents not None, wanted, Py_ssize_t bound):
    """``decided._places_reference(idents, wanted)`` (``bound``: one more than the largest
    of ``idents``, as ``RunColumns`` holds it): the wanted idents marked in a C table, the
    column read in C; None when a wanted ident is no int (the reference answers)."""
    cdef Py_ssize_t pos, count = len(idents)
    cdef long long ident
    cdef unsigned char *marks
    cdef dict found = {}
    if bound <= 0:
        return found
    marks = <unsigned char *>PyMem_Malloc(bound)
    if marks == NULL:
        raise MemoryError()
    try:
        memset(marks, 0, bound)
        for value in wanted:
            if not isinstance(value, int):
                return None
            if 0 <= value < bound:
                marks[<Py_ssize_t>value] = 1
        for pos in range(count):
            ident = idents.data.as_longlongs[pos]
            if ident >= 0 and ident < bound and marks[ident]:
                at = found.get(ident)
                if at is None:
                    found[ident] = [pos]
                else:
                    (<list>at).append(pos)
        return found
    finally:
        PyMem_Free(marks)


def tally(
    blocks,
    flags,
    array.array lengths not None,
    array.array run_of not None,
    array.array items not None,
    list run_idents not None,
    list run_chars not None,
    run_class,
):
    """``listing._tally_reference(blocks, columns, flags)`` from the columns' fields
    (``run_class``: ``_Run``): the kept blocks' ints summed in C (exact, as the reference's
    ints) and each run made once, with its floats, items and kept blocks."""
    cdef Py_ssize_t pos, count = len(blocks), number, runs_count = len(run_idents)
    cdef long long chars, page_kept = 0
    cdef list kept_items = [], kept_blocks = []
    cdef long long *sums
    if len(flags) != count or len(lengths) != count or len(run_of) != count:
        raise ValueError("tally: blocks, columns and flags differ")
    if len(items) != count or len(run_chars) != runs_count:
        raise ValueError("tally: the columns differ")
    sums = <long long *>PyMem_Malloc(max(runs_count, 1) * sizeof(long long))
    if sums == NULL:
        raise MemoryError()
    try:
        for number in range(runs_count):
            sums[number] = 0
            kept_items.append(set())
            kept_blocks.append([])
        for pos in range(count):
            flag = flags[pos]
            if not (flag is True or (flag is not False and flag)):
                continue
            chars = lengths.data.as_longlongs[pos]
            page_kept += chars
            number = run_of.data.as_longlongs[pos]
            if number < 0:
                continue
            sums[number] += chars
            (<set>kept_items[number]).add(items.data.as_longlongs[pos])
            (<list>kept_blocks[number]).append(blocks[pos])
        runs = {}
        for number in range(runs_count):
            runs[run_idents[number]] = run_class(
                <double>(<long long>run_chars[number]),
                <double>sums[number],
                kept_items[number],
                kept_blocks[number],
            )
        return runs, <double>page_kept
    finally:
        PyMem_Free(sums)


cdef inline object _getter(object decisions):
    """None for a plain ``dict`` (looked up in C by :func:`_decision_at`), else the
    mapping's ``get``."""
    return None if type(decisions) is dict else decisions.get


cdef inline object _decision_at(object decisions, object get, object index):
    """``decisions``' decision of ``index`` or None (``get``: :func:`_getter`'s)."""
    return (<dict>decisions).get(index) if get is None else get(index)


def kept_flags(decisions, blocks, kept_labels):
    """``decided._kept_flags_reference(decisions, blocks)`` (``kept_labels``:
    ``KEPT_LABELS``): whether each block has a decision whose label keeps it, in order
    (a ``dict``'s look-ups made in C, any other mapping's through its ``get``; the
    blocks' indexes and the decisions' labels read from their slots, :func:`_index_of`
    and :func:`_label_of`, and each label's answer found once, :class:`_Kinds`)."""
    cdef Py_ssize_t pos, count = len(blocks)
    cdef list flags = [False] * count
    cdef _Kinds kinds = _Kinds(kept_labels, None)
    get = _getter(decisions)
    for pos in range(count):
        decision = _decision_at(decisions, get, _index_of(blocks[pos]))
        if decision is not None and kinds.of(_label_of(decision)) == _KEPT:
            flags[pos] = True
    return flags


def enclosed_runs(blocks, decisions, kept_labels, boilerplate):
    """``enclosed_prose._enclosed_runs_reference(blocks, decisions)`` (``kept_labels``:
    ``KEPT_LABELS``, ``boilerplate``: ``Label.BOILERPLATE``): the maximal runs of dropped
    blocks with a kept block right before and after, each a list of positions (read as
    :func:`kept_flags` reads them)."""
    cdef list runs = []
    cdef Py_ssize_t pos, count = len(blocks), start = -1
    cdef bint seen_kept = False
    cdef int kind
    cdef _Kinds kinds = _Kinds(kept_labels, boilerplate)
    get = _getter(decisions)
    for pos in range(count):
        decision = _decision_at(decisions, get, _index_of(blocks[pos]))
        kind = _OTHER if decision is None else kinds.of(_label_of(decision))
        if kind == _DROPPED:
            if start < 0:
                start = pos
            continue
        if start >= 0 and seen_kept and kind == _KEPT:
            runs.append(list(range(start, pos)))
        start = -1
        seen_kept = kind == _KEPT
    return runs


# A label's kind to the two functions above: kept (in ``kept_labels``), dropped (the
# boilerplate label, which is not kept), or other.
cdef enum:
    _OTHER = 0
    _KEPT = 1
    _DROPPED = 2
    _MEMBERS = 16  # Label members answered by identity (the enum has seven)


cdef class _Kinds:
    """Each label's kind, found once for each ``Label`` member (``label in kept_labels``,
    ``label is boilerplate``) and then by the member's identity (a ``StrEnum`` member's
    hash is a call); any other label asked as the reference asks it."""

    cdef PyObject* members[_MEMBERS]
    cdef int kinds[_MEMBERS]
    cdef Py_ssize_t count
    cdef object kept_labels, boilerplate, held

    def __cinit__(self, kept_labels, boilerplate):
        self.kept_labels, self.boilerplate = kept_labels, boilerplate
        self.held = _LABELS
        self.count = len(self.held)
        for number, member in enumerate(self.held):
            self.members[number] = <PyObject*>member
            self.kinds[number] = self.asked(member)

    cdef int asked(self, object label) except -1:
        """The kind as the reference finds it."""
        if label is self.boilerplate:
            return _DROPPED
        return _KEPT if label in self.kept_labels else _OTHER

    cdef inline int of(self, object label) except -1:
        cdef Py_ssize_t number
        for number in range(self.count):
            if self.members[number] == <PyObject*>label:
                return self.kinds[number]
        return self.asked(label)


cdef tuple _LABELS = tuple(_types.Label)[:_MEMBERS]  # the members, in a tuple once
cdef Py_ssize_t _INDEX_AT = _object_slot(_types.Block, "index")


cdef inline object _index_of(object block):
    """``block.index``, read from its slot when ``block`` is a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _INDEX_AT, "index")
    return block.index


cdef inline object _label_of(object decision):
    """``decision.label``, read from its slot when ``decision`` is a ``Decision``."""
    if type(decision) is _DECISION:
        return _read_slot(decision, _OFFSETS[1], "label")
    return decision.label


# ------------------------------------------------------------ images like their neighbours
#
# ``methods.base._label_images_reference`` is the definition (with ``_ornament``,
# ``_like_neighbours``, ``_kept_or_dropped``, ``_neighbour``, ``_run_end``, ``_split`` and
# ``_shared_prefix``): the same blocks read in the same order, each decision made as
# :func:`_decision` makes the text blocks'. A run of images' neighbours and their labels
# are read once a run; an image's path is split only where its two neighbours disagree.

_IMAGE_KIND = "img"
_BESIDE = {True: "image beside content", False: "image beside boilerplate"}


cdef Py_ssize_t _shared_parts(object path, object other) except -1:
    """``_shared_prefix(path.split("/"), other.split("/"))``: for two ``str``, found in one
    pass over their common beginning (the slashes in it, and a last part equal when both
    end there or go on with a slash)."""
    if type(path) is not str or type(other) is not str:
        return _split_parts(path, other)
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(path), m = PyUnicode_GET_LENGTH(other)
    cdef Py_ssize_t i = 0, slashes = 0, limit = n if n < m else m
    cdef int kind = PyUnicode_KIND(path), their_kind = PyUnicode_KIND(other)
    cdef void* data = PyUnicode_DATA(path)
    cdef void* theirs = PyUnicode_DATA(other)
    cdef Py_UCS4 c
    while i < limit:
        c = PyUnicode_READ(kind, data, i)
        if c != PyUnicode_READ(their_kind, theirs, i):
            break
        if c == 0x2F:  # "/"
            slashes += 1
        i += 1
    if (i == n or PyUnicode_READ(kind, data, i) == 0x2F) and (
        i == m or PyUnicode_READ(their_kind, theirs, i) == 0x2F
    ):
        return slashes + 1
    return slashes


def shared_parts(path, other):
    """The parts two image paths share first, as ``label_images`` counts them (for the
    tests)."""
    return _shared_parts(path, other)


cdef Py_ssize_t _split_parts(object path, object other) except -1:
    """``_shared_prefix(path.split("/"), other.split("/"))`` as the reference finds it."""
    mine, theirs = path.split("/"), other.split("/")
    cdef Py_ssize_t i, count = min(len(mine), len(theirs))
    for i in range(count):
        if mine[i] != theirs[i]:
            return i
    return count


cdef object _side_label(object other, object decisions, object boilerplate):
    """``_kept_or_dropped`` of the decided neighbour ``other``'s label; None when there
    is no neighbour or it is not decided."""
    cdef PyObject* found
    if other is None:
        return None
    number = _index_of(other)
    if type(decisions) is dict:
        found = PyDict_GetItemWithError(decisions, number)  # raises as ``in`` does
        if found is NULL:
            return None
        label = _label_of(<object>found)
    else:
        if number not in decisions:
            return None
        label = _label_of(decisions[number])
    return label if label.kept else boilerplate


cdef Py_ssize_t _CONTEXT_AT = _object_slot(_types.Block, "context")
cdef Py_ssize_t _PATH_AT = _object_slot(_types.Block, "path")
cdef object _CONTEXT = _types.BlockContext
cdef Py_ssize_t _SRC_AT = _object_slot(_types.BlockContext, "src")


cdef inline object _src_of(object block):
    """``block.context.src``, read from the slots of a ``Block`` and a ``BlockContext``."""
    context = _read_slot(block, _CONTEXT_AT, "context") if type(block) is _BLOCK else block.context
    if type(context) is _CONTEXT:
        return _read_slot(context, _SRC_AT, "src")
    return context.src


cdef inline object _path_of(object block):
    """``block.path``, read from its slot when ``block`` is a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _PATH_AT, "path")
    return block.path


cdef inline object _element_of(object block):
    """``block.element``, read from its slot when ``block`` is a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _ELEMENT_AT, "element")
    return block.element


def label_images(blocks, decisions, decoration, Py_ssize_t repeated, boilerplate):
    """``base._label_images_reference(blocks, decisions)`` (``decoration``:
    ``images.decoration_reader()``; ``repeated``: ``REPEATED_IMAGE``; ``boilerplate``:
    ``Label.BOILERPLATE``). A block's index is its position, as there."""
    cdef Py_ssize_t count = len(blocks), index, i, after_end = -1
    cdef list images = [b for b in blocks if _is_image(_kind_of(b))]
    cdef dict repeats = {}, added = {}, reasons = {}
    cdef object before = None, after = None, first = None, second = None, label
    for block in images:
        src = _src_of(block)
        repeats[src] = repeats.get(src, 0) + 1
    for block in images:
        number = _index_of(block)  # the int the decisions are keyed by
        index = number
        if index == 0 or _not_image(_kind_of(blocks[index - 1])):  # the first image of a run
            before = None
            i = index - 1
            while 0 <= i < count:
                if _not_image(_kind_of(blocks[i])):
                    before = blocks[i]
                    break
                i -= 1
            first = _side_label(before, decisions, boilerplate)
            after_end = -1  # the run's end is found when an image of it needs it
        if number in decisions:
            continue
        shown = repeats[_src_of(block)]
        if shown >= repeated:
            reason = reasons.get(shown)  # one reason a count, written once a call
            if reason is None:
                reason = reasons[shown] = f"decorative image (shown {shown} times)"
            added[number] = _decision(number, boilerplate, reason)
            continue
        element = _element_of(block)
        ornament = decoration(element) if element is not None else None
        if ornament:
            added[number] = _decision(number, boilerplate, ornament)
            continue
        if after_end < index:
            i = index + 1
            while i < count and _is_image(_kind_of(blocks[i])):
                i += 1
            after_end = i - 1
            after = blocks[i] if i < count else None
            second = _side_label(after, decisions, boilerplate)
        label = first if first is not None else second
        if label is None:
            label = boilerplate
        elif first is not None and second is not None and second is not first:
            path = _path_of(block)
            if _shared_parts(path, _path_of(after)) > _shared_parts(path, _path_of(before)):
                label = second
        added[number] = _decision(number, label, _BESIDE[bool(label.kept)])
    return added


# ------------------------------------------------------------ the blocks' word counts
#
# ``methods.auto.method._word_counts_reference`` is the definition: each block's
# ``features.word_count`` as a double (``array("d")``'s conversion, ``PyFloat_AsDouble``),
# read from the ``Block`` and ``BlockFeatures`` slots by their offsets (a subclass, or a
# slot not set, is read by ``getattr``, which raises as the reference does).

from array import array as _array


cdef Py_ssize_t _object_slot(cls, str name) except -1:
    """The offset of ``cls``'s own object slot ``name`` (refused unless it is one)."""
    descriptor = vars(cls).get(name)
    if type(descriptor) is not types.MemberDescriptorType or descriptor.__objclass__ is not cls:
        _refuse(f"{cls.__name__}.{name} is not {cls.__name__}'s own slot")
    cdef PyMemberDef *member = (<PyMemberDescrObject *>descriptor).d_member
    if member.type != T_OBJECT_EX or member.offset <= 0:
        _refuse(f"{cls.__name__}.{name} is not an object slot")
    return member.offset


cdef object _BLOCK = _types.Block
cdef object _FEATURES = _types.BlockFeatures
cdef Py_ssize_t _FEATURES_AT = _object_slot(_BLOCK, "features")
cdef Py_ssize_t _WORDS_AT = _object_slot(_FEATURES, "word_count")


cdef inline object _read_slot(object made, Py_ssize_t offset, str name):
    """The object in ``made``'s slot at ``offset``, or ``getattr(made, name)`` when the slot
    is not set."""
    cdef PyObject *value = (<PyObject **>((<char *><PyObject *>made) + offset))[0]
    return getattr(made, name) if value is NULL else <object>value


cdef inline object _features_of(object block):
    """``block.features``, read from its slot when ``block`` is a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _FEATURES_AT, "features")
    return block.features


def word_counts(blocks):
    """``method._word_counts_reference(blocks)``'s values in an ``array("d")``."""
    cdef Py_ssize_t pos, count = len(blocks)
    found = _array("d", bytes(8 * count))
    cdef double[::1] view = found
    for pos in range(count):
        features = _features_of(blocks[pos])
        if type(features) is _FEATURES:
            view[pos] = _read_slot(features, _WORDS_AT, "word_count")
        else:
            view[pos] = features.word_count
    return found

cdef extern from "Python.h":
    int PyUnicode_KIND(object text)
    void* PyUnicode_DATA(object text)
    unsigned int PyUnicode_READ(int kind, void* data, Py_ssize_t index)
    Py_ssize_t PyUnicode_GET_LENGTH(object text)
    bint Py_UNICODE_ISSPACE(unsigned int ch)
    unsigned int Py_UNICODE_TOLOWER(unsigned int ch)
    object PyUnicode_FromKindAndData(int kind, const void* buffer, Py_ssize_t size)
    int PyUnicode_4BYTE_KIND

# The characters whose str.lower() is not their simple lowercase alone: the capital I with
# a dot (two characters) and the capital sigma (its small form depends on its neighbours).
cdef unsigned int _DOTTED_I = 0x130, _SIGMA = 0x3A3


def rule_keys(list texts not None):
    """``[cleanup._key(text) for text in texts]`` (each a ``str``)."""
    cdef list keys = []
    cdef unsigned int *buffer = NULL
    cdef Py_ssize_t size = 0, length
    try:
        for text in texts:
            length = PyUnicode_GET_LENGTH(<str?>text)
            if length > size:
                PyMem_Free(buffer)
                buffer = NULL
                size = length
                buffer = <unsigned int *>PyMem_Malloc(max(size, 1) * sizeof(unsigned int))
                if buffer == NULL:
                    raise MemoryError()
            if PyUnicode_IS_ASCII(text):
                keys.append(_ascii_rule_key(text, <unsigned char *>buffer))
                continue
            key = _rule_key(text, buffer)
            keys.append(_cleanup._key(text) if key is None else key)
        return keys
    finally:
        PyMem_Free(buffer)


cdef extern from "Python.h":
    bint PyUnicode_IS_ASCII(object text)
    int PyUnicode_1BYTE_KIND


cdef object _ascii_rule_key(str text, unsigned char *out):
    """:func:`_rule_key` of an ASCII text, read and written a byte a character."""
    cdef const unsigned char *data = <const unsigned char *>PyUnicode_DATA(text)
    cdef Py_ssize_t pos, length = PyUnicode_GET_LENGTH(text), written = 0
    cdef unsigned char code
    cdef bint space = False
    for pos in range(length):
        code = data[pos]
        if Py_UNICODE_ISSPACE(code):
            space = written > 0
            continue
        if 65 <= code <= 90:
            code += 32
        if space:
            out[written] = 32
            written += 1
            space = False
        out[written] = code
        written += 1
    return PyUnicode_FromKindAndData(PyUnicode_1BYTE_KIND, out, written)


cdef object _rule_key(str text, unsigned int *out):
    """The text's key written into ``out`` (room for the text): its runs of whitespace
    one space, none at either end, each character its simple lowercase; None for a text
    holding a character that lowers otherwise."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void *data = PyUnicode_DATA(text)
    cdef Py_ssize_t pos, length = PyUnicode_GET_LENGTH(text), written = 0
    cdef unsigned int code
    cdef bint space = False
    for pos in range(length):
        code = PyUnicode_READ(kind, data, pos)
        if Py_UNICODE_ISSPACE(code):
            space = written > 0
            continue
        if code < 128:
            if 65 <= code <= 90:
                code += 32
        elif code == _DOTTED_I or code == _SIGMA:
            return None
        else:
            code = Py_UNICODE_TOLOWER(code)
        if space:
            out[written] = 32
            written += 1
            space = False
        out[written] = code
        written += 1
    return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, out, written)



include "_unicode.pxi"

cdef Py_ssize_t _TEXT_AT = _object_slot(_BLOCK, "text")
cdef object _GROUP = _page_kind.RepeatGroup
cdef Py_ssize_t _IDENT_AT = _object_slot(_GROUP, "ident")
cdef Py_ssize_t _COUNT_AT = _object_slot(_GROUP, "count")
cdef Py_ssize_t _ITEM_AT = _object_slot(_GROUP, "item")
cdef Py_ssize_t _ELEMENT_AT = _object_slot(_BLOCK, "element")
cdef Py_ssize_t _SENTENCES_AT = _object_slot(_FEATURES, "sentence_count")
cdef Py_ssize_t _HEADING_AT = _object_slot(_FEATURES, "heading_level")


cdef extern from "Python.h":
    bint Py_UNICODE_ISDECIMAL(Py_UCS4 ch)


cdef inline bint _digits(int kind, void* data, Py_ssize_t n, Py_ssize_t at) noexcept:
    """Whether the characters at ``at`` and ``at + 1`` are there and ``re``'s ``\\d``."""
    return at + 1 < n and Py_UNICODE_ISDECIMAL(PyUnicode_READ(kind, data, at)) and (
        Py_UNICODE_ISDECIMAL(PyUnicode_READ(kind, data, at + 1))
    )


cdef bint _may_be_dated(str text) noexcept:
    """False only when ``discussion.has_date_or_time(text)`` is: each match of its
    pattern holds "18", "19" or "20" and two digits after, or a digit, ":" and two
    digits (``\\d``: a Unicode decimal digit, as ``re`` reads it)."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), i
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef unsigned int c, before = 0
    for i in range(n):
        c = PyUnicode_READ(kind, data, i)
        if c == 58:  # ":"
            if i > 0 and Py_UNICODE_ISDECIMAL(before) and _digits(kind, data, n, i + 1):
                return True
        elif (before == 49 and (c == 56 or c == 57)) or (before == 50 and c == 48):
            if _digits(kind, data, n, i + 1):  # "18", "19", "20" and two digits
                return True
        before = c
    return False


def may_be_dated(str text not None):
    """:func:`_may_be_dated` (for the tests)."""
    return _may_be_dated(text)


def header_positions(
    blocks, Py_ssize_t max_chars, dated, dotted=None, Py_ssize_t dotted_chars=0
):
    """``headed_posts._header_positions_reference(blocks)`` (``max_chars``: its
    ``MAX_HEADER_CHARS``; ``dated``: ``has_date_or_time``; ``dotted``: ``dotted_date``,
    asked only of a line with a sentence of at most ``dotted_chars`` characters, None for
    none), ``dated`` asked only of the texts :func:`_may_be_dated` passes."""
    cdef Py_ssize_t pos, count = len(blocks)
    at = []
    for pos in range(count):
        block = blocks[pos]
        features = _features_of(block)
        if type(features) is _FEATURES:
            if _read_slot(features, _HEADING_AT, "heading_level"):
                continue
            sentences = _read_slot(features, _SENTENCES_AT, "sentence_count")
        elif features.heading_level:
            continue
        else:
            sentences = features.sentence_count
        if sentences and dotted is None:
            continue
        if type(block) is _BLOCK:
            text = _read_slot(block, _TEXT_AT, "text")
            element = _read_slot(block, _ELEMENT_AT, "element")
        else:
            text, element = block.text, block.element
        if len(text) > (dotted_chars if sentences else max_chars) or element is None:
            continue  # a line with a sentence is read only when short (a date's dots)
        if type(text) is str and not _may_be_dated(text):
            continue
        if sentences and not dotted(text):
            continue
        if _is_dated(text, dated):
            at.append(pos)
    return at


# ------------------------------------------------------------ post13: the thread rules' date
# test (``discussion.has_date_or_time``, its pattern read in C), the lines deep_posts reads
# for a date (``deep_posts._dated_lines_reference``) and ``decided._tallies_reference``.

import re as _re

cdef extern from "Python.h":
    bint Py_UNICODE_ISALNUM(Py_UCS4 ch)

# The pattern ``_dated`` reproduces; when discussion's is another, ``dated`` is asked.
_DATE_PATTERN = (
    r"(?:\b|(?<=[\u3400-\u9fff]))(?:1[89]|20)\d\d(?:\b|(?=[\u5e74\ub144]))|\b\d{1,2}:\d\d\b"
)
cdef bint _EXACT_DATES = (
    _discussion._DATE_OR_TIME.pattern == _DATE_PATTERN
    and _discussion._DATE_OR_TIME.flags == _re.UNICODE
)


cdef inline bint _decimal(Py_UCS4 c) noexcept:
    """``re``'s ``\\d`` in a str pattern: a Unicode decimal digit."""
    return 48 <= c <= 57 if c < 128 else Py_UNICODE_ISDECIMAL(c)


cdef inline bint _word(Py_UCS4 c) noexcept:
    """``re``'s ``\\w`` in a str pattern: alphanumeric (Py_UNICODE_ISALNUM) or "_"."""
    if c < 128:
        return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == 95
    return Py_UNICODE_ISALNUM(c)


cdef inline bint _after_boundary(int kind, void* data, Py_ssize_t n, Py_ssize_t at) noexcept:
    """Whether a word character just before ``at`` ends a word there (``\\b``)."""
    return at == n or not _word(PyUnicode_READ(kind, data, at))


cdef inline bint _ideograph(Py_UCS4 c) noexcept:
    """A CJK ideograph (U+3400-U+9FFF), which may run into a year: "于2021年"."""
    return 0x3400 <= c <= 0x9FFF


cdef inline bint _year_end(int kind, void* data, Py_ssize_t n, Py_ssize_t at) noexcept:
    """Whether a year's last digit before ``at`` ends it: no word character after, or the
    Chinese or Korean year mark ("2021年", "2021년")."""
    cdef Py_UCS4 c
    if _after_boundary(kind, data, n, at):
        return True
    c = PyUnicode_READ(kind, data, at)
    return c == 0x5E74 or c == 0xB144


cdef bint _dated(str text) noexcept:
    """``discussion._DATE_OR_TIME.search(text) is not None`` (:data:`_DATE_PATTERN`),
    start by start: a digit after no word character (or, for a year, after an ideograph),
    then "18", "19" or "20" and two digits and no word character after (or a year mark),
    or one or two digits, ":" and two digits, and no word character after."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text), i, j
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_UCS4 c, d, before
    cdef bint after_word
    for i in range(n):
        c = PyUnicode_READ(kind, data, i)
        if not _decimal(c):
            continue
        after_word = False
        if i > 0:
            before = PyUnicode_READ(kind, data, i - 1)
            after_word = _word(before)
            if after_word and not _ideograph(before):
                continue
        if i + 3 < n:
            d = PyUnicode_READ(kind, data, i + 1)
            if (c == 49 and (d == 56 or d == 57)) or (c == 50 and d == 48):
                if _decimal(PyUnicode_READ(kind, data, i + 2)) and _decimal(
                    PyUnicode_READ(kind, data, i + 3)
                ) and _year_end(kind, data, n, i + 4):
                    return True
        if after_word:
            continue  # a time starts after no word character
        j = i + 1
        if j < n and _decimal(PyUnicode_READ(kind, data, j)):
            j += 1  # two digits (a colon after one would not be a digit)
        if j + 2 < n and PyUnicode_READ(kind, data, j) == 58:
            if _decimal(PyUnicode_READ(kind, data, j + 1)) and _decimal(
                PyUnicode_READ(kind, data, j + 2)
            ) and _after_boundary(kind, data, n, j + 3):
                return True
    return False


cdef inline bint _is_dated(object text, object dated) except -1:
    """``dated(text)`` (``dated``: ``has_date_or_time``), read by :func:`_dated` when the
    pattern is the one it reproduces and ``text`` a str."""
    if _EXACT_DATES and type(text) is str:
        return _dated(text)
    return bool(dated(text))


def is_dated(str text not None):
    """:func:`_dated` (for the tests)."""
    return _dated(text)


def dated_lines(blocks, positions, Py_ssize_t max_chars, dated):
    """``deep_posts._dated_lines_reference(blocks, positions)`` (``max_chars``: its
    ``MAX_DATE_LINE``; ``dated``: ``has_date_or_time``)."""
    found = []
    for pos in positions:
        block = blocks[pos]
        text = _read_slot(block, _TEXT_AT, "text") if type(block) is _BLOCK else block.text
        if len(text) <= max_chars and _is_dated(text, dated):
            found.append(pos)
    return found


cdef bint _holds_decimal(str text) noexcept:
    """Whether ``text`` holds a character ``re``'s ``\\d`` matches (a Unicode decimal digit)."""
    cdef Py_ssize_t at, n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    for at in range(n):
        if _decimal(PyUnicode_READ(kind, data, at)):
            return True
    return False


def digit_lines(blocks, Py_ssize_t max_chars, digit):
    """``plan_cards._digit_lines_reference(blocks)`` (``max_chars``: its
    ``MAX_LINE_CHARS``; ``digit``: its ``_DIGIT.search``, asked of a text that is not
    exactly a str)."""
    found = []
    cdef Py_ssize_t pos, count = len(blocks)
    for pos in range(count):
        block = blocks[pos]
        text = _read_slot(block, _TEXT_AT, "text") if type(block) is _BLOCK else block.text
        if len(text) > max_chars:
            continue
        if type(text) is str:
            if _holds_decimal(<str>text):
                found.append(pos)
        elif digit(text) is not None:
            found.append(pos)
    return found


def kept_short(blocks, flags, Py_ssize_t max_chars):
    """``decided._kept_short_reference(blocks, flags, max_chars)``: the blocks' texts
    read from their slots."""
    found = []
    cdef Py_ssize_t pos, count = min(len(blocks), len(flags))
    cdef bint listed = type(flags) is list
    cdef PyObject* flag
    for pos in range(count):
        if listed:  # a list of flags read in place: a bool by identity, any other by truth
            flag = PyList_GET_ITEM(flags, pos)
            if flag == _PY_FALSE or (flag != _PY_TRUE and not <object>flag):
                continue
        elif not flags[pos]:
            continue
        block = blocks[pos]
        text = _read_slot(block, _TEXT_AT, "text") if type(block) is _BLOCK else block.text
        if (PyUnicode_GET_LENGTH(text) if type(text) is str else len(text)) <= max_chars:
            found.append(pos)
    return found


cdef inline object _text_of(object block):
    """A block's text, read from its slot when it is a ``Block``."""
    return _read_slot(block, _TEXT_AT, "text") if type(block) is _BLOCK else block.text


def doubled_starts(blocks, flags, Py_ssize_t max_chars):
    """``doubled_lines._doubled_starts_reference(blocks, flags, max_chars)``: the kept
    short lines (``kept_short``) whose first character is the one at ``-(length >> 1)``,
    read in place (an empty text is indexed as the reference indexes it: it raises)."""
    found = []
    cdef Py_ssize_t n, at
    cdef int kind
    cdef void* data
    for pos in kept_short(blocks, flags, max_chars):
        text = _text_of(blocks[pos])
        if type(text) is not str:
            if text[0] == text[-(len(text) >> 1)]:
                found.append(pos)
            continue
        n = PyUnicode_GET_LENGTH(text)
        if n == 0:
            text[0]  # IndexError, as the reference's
        at = n - (n >> 1) if n >> 1 else 0
        kind = PyUnicode_KIND(text)
        data = PyUnicode_DATA(text)
        if PyUnicode_READ(kind, data, 0) == PyUnicode_READ(kind, data, at):
            found.append(pos)
    return found


cdef extern from "Python.h":
    Py_ssize_t PyUnicode_FindChar(object text, Py_UCS4 ch, Py_ssize_t start, Py_ssize_t end,
                                  int direction) except -2


def colon_items(blocks, flags, items):
    """``spec_lists._colon_items_reference(blocks, flags, items)``: a str's colons found by
    ``PyUnicode_FindChar`` (what ``in`` finds of one character)."""
    found = []
    cdef Py_ssize_t n
    for pos in items:
        if not flags[pos]:
            continue
        text = _text_of(blocks[pos])
        if type(text) is str:
            n = PyUnicode_GET_LENGTH(text)
            if (
                PyUnicode_FindChar(text, 0x3A, 0, n, 1) >= 0
                or PyUnicode_FindChar(text, 0xFF1A, 0, n, 1) >= 0
            ):
                found.append(pos)
        elif ":" in text or "\uff1a" in text:
            found.append(pos)
    return found


cdef Py_ssize_t _LENGTH_AT = _object_slot(_FEATURES, "text_length")
cdef Py_ssize_t _LINKS_AT = _object_slot(_FEATURES, "link_text_length")


def tallies(blocks, keys, Py_ssize_t count):
    """``decided._tallies_reference(blocks, keys, count)`` summed in C; None (Python's to
    answer, or to raise) for lists of two lengths, a key of ``count`` or more, or a
    length that is not an int."""
    cdef Py_ssize_t n = len(blocks), pos, key, at
    cdef Py_ssize_t* sums
    if len(keys) != n or count < 0:
        return None
    sums = <Py_ssize_t*>PyMem_Malloc((4 * count + 1) * sizeof(Py_ssize_t))
    if sums is NULL:
        raise MemoryError()
    try:
        for at in range(4 * count):
            sums[at] = 0
        for pos in range(n):
            key = keys[pos]
            if key < 0:
                continue
            if key >= count:
                return None
            features = _features_of(blocks[pos])
            if type(features) is _FEATURES:
                sentences = _read_slot(features, _SENTENCES_AT, "sentence_count")
                chars = _read_slot(features, _LENGTH_AT, "text_length")
                links = _read_slot(features, _LINKS_AT, "link_text_length")
            else:
                sentences = features.sentence_count
                chars, links = features.text_length, features.link_text_length
            if type(chars) is not int or type(links) is not int:
                return None
            at = 4 * key
            sums[at] += 1
            sums[at + 1] += 1 if sentences else 0
            sums[at + 2] += <Py_ssize_t>chars
            sums[at + 3] += <Py_ssize_t>links
        return [[sums[at], sums[at + 1], sums[at + 2], sums[at + 3]] for at in range(0, 4 * count, 4)]
    finally:
        PyMem_Free(sums)


def prose_sums(blocks, run):
    """``enclosed_prose._prose_sums_reference(blocks, run)`` summed in C; None (Python's to
    answer, or to raise) for a count that is not an int."""
    cdef long long chars = 0, prose = 0, links = 0, length
    for pos in run:
        features = _features_of(blocks[pos])
        if type(features) is _FEATURES:
            count = _read_slot(features, _LENGTH_AT, "text_length")
            linked = _read_slot(features, _LINKS_AT, "link_text_length")
            sentences = _read_slot(features, _SENTENCES_AT, "sentence_count")
            heading = _read_slot(features, _HEADING_AT, "heading_level")
        else:
            count, linked = features.text_length, features.link_text_length
            sentences, heading = features.sentence_count, features.heading_level
        if type(count) is not int or type(linked) is not int:
            return None
        length = count
        chars += length
        links += <long long>linked
        if sentences or heading:
            prose += length
    return chars, prose, links


cdef Py_ssize_t _TAG_AT = _object_slot(_BLOCK, "tag")


def heading_positions(blocks, tags):
    """``sections._heading_positions_reference(blocks)`` (``tags``: ``HEADING_TAGS``, a
    frozenset): each block's tag read from its slot when it is a ``Block``."""
    cdef Py_ssize_t pos, count = len(blocks)
    cdef list found = []
    if type(tags) is not frozenset:
        raise TypeError("heading_positions: tags is not a frozenset")
    for pos in range(count):
        block = blocks[pos]
        tag = _read_slot(block, _TAG_AT, "tag") if type(block) is _BLOCK else block.tag
        if tag in <frozenset>tags:
            found.append(pos)
    return found


def groups_by_ident(groups):
    """``decided._groups_by_ident_reference(groups)``: each group's ident read from its slot
    when it is a ``RepeatGroup``."""
    cdef dict found = {}
    for group in groups:
        ident = _read_slot(group, _IDENT_AT, "ident") if type(group) is _GROUP else group.ident
        found[ident] = group
    return found


# ------------------------------------------------------------ the boilerplate lines' stages (dec13)
#
# ``methods.auto.cleanup._drop_reasons_reference`` is the definition: each stage tried on
# the keys no stage before it matched, in order; a stage with words on the keys that hold
# one (``holds_words``, the reference's ``_holds_words``), a stage with openings on the keys
# whose first two characters are one (looked up here in C, the pairs sorted as numbers);
# each tried key's ``fullmatch`` made as the reference makes it. A stage's look-ups and
# matches are made key by key rather than all look-ups first: each is a pure function of
# its key, so the positions and reasons found are the same.

from libc.stdlib cimport qsort
from libc.stdint cimport uint64_t


cdef int _compare_pairs(const void* a, const void* b) noexcept nogil:
    cdef uint64_t x = (<const uint64_t*>a)[0], y = (<const uint64_t*>b)[0]
    return (x > y) - (x < y)


cdef class _Openings:
    """``key[:2] in openings`` for the keys of one stage: the two-character openings as
    sorted numbers (the first character's code point, then the second's), searched by
    halves; a key shorter than two characters is looked up in ``openings`` itself."""

    cdef uint64_t* pairs
    cdef Py_ssize_t count
    cdef object openings

    def __cinit__(self, openings):
        self.openings = openings
        self.pairs = <uint64_t*>PyMem_Malloc(max(len(openings), 1) * sizeof(uint64_t))
        if self.pairs == NULL:
            raise MemoryError()
        self.count = 0
        cdef int kind
        cdef void* data
        for text in openings:
            if type(text) is str and PyUnicode_GET_LENGTH(text) == 2:
                kind = PyUnicode_KIND(text)
                data = PyUnicode_DATA(text)
                self.pairs[self.count] = (
                    (<uint64_t>PyUnicode_READ(kind, data, 0) << 32) | PyUnicode_READ(kind, data, 1)
                )
                self.count += 1
        qsort(self.pairs, self.count, sizeof(uint64_t), _compare_pairs)

    def __dealloc__(self):
        PyMem_Free(self.pairs)

    cdef bint holds(self, str key) except -1:
        cdef Py_ssize_t low = 0, high = self.count, middle
        cdef int kind
        cdef void* data
        cdef uint64_t pair
        if PyUnicode_GET_LENGTH(key) < 2:
            return key in self.openings
        kind = PyUnicode_KIND(key)
        data = PyUnicode_DATA(key)
        pair = (<uint64_t>PyUnicode_READ(kind, data, 0) << 32) | PyUnicode_READ(kind, data, 1)
        while low < high:
            middle = (low + high) // 2
            if self.pairs[middle] < pair:
                low = middle + 1
            elif self.pairs[middle] > pair:
                high = middle
            else:
                return True
        return False


def drop_reasons(list keys not None, tuple stages not None, Py_ssize_t opening, holds_words):
    """``cleanup._drop_reasons_reference(keys, stages)`` (``opening``: its ``_OPENING``;
    ``holds_words``: ``_holds_words``); None (the reference's to find) for openings of
    other than two characters or a key that is not a ``str``."""
    cdef dict reasons = {}
    cdef list left = list(range(len(keys)))
    cdef _Openings table
    cdef bint found
    for key in keys:
        if type(key) is not str:
            return None
    if opening != 2:
        return None
    for stage in stages:
        pattern, names, words, _, openings = stage
        fullmatch = pattern.fullmatch
        table = None if openings is None else _Openings(openings)
        found = False
        for pos in left:
            key = keys[<Py_ssize_t>pos]
            if words and not holds_words(key, stage):
                continue
            if table is not None and not table.holds(key):
                continue
            match = fullmatch(key)
            if match:
                reasons[pos] = names[match.lastgroup]
                found = True
        if found:
            left = [pos for pos in left if pos not in reasons]
    return sorted(reasons.items())


cdef Py_ssize_t _KIND_AT = _object_slot(_types.Block, "kind")
cdef str _IMAGE_TEXT = _IMAGE_KIND


cdef inline bint _is_image(object kind) except -1:
    """``kind == "img"`` (a ``str``'s compared as ``str`` compares it)."""
    if kind is _IMAGE_TEXT:
        return True
    if type(kind) is str:
        return _same_str(<str>kind, _IMAGE_TEXT)
    return bool(kind == _IMAGE_TEXT)


cdef inline bint _not_image(object kind) except -1:
    """``kind != _IMAGE_KIND`` (a str compared in C)."""
    if kind is _IMAGE_TEXT:
        return False
    if type(kind) is str:
        return not _same_str(<str>kind, _IMAGE_TEXT)
    return bool(kind != _IMAGE_TEXT)


cdef inline bint _same_str(str text, str other) noexcept:
    """``text == other`` for two exact ``str``: equal strings have the same length and
    the same compact kind (CPython's canonical form), then the same bytes."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(text)
    cdef int kind = PyUnicode_KIND(text)
    return (
        n == PyUnicode_GET_LENGTH(other)
        and kind == PyUnicode_KIND(other)
        and memcmp(PyUnicode_DATA(text), PyUnicode_DATA(other), n * kind) == 0
    )


cdef inline object _kind_of(object block):
    """``block.kind``, read from its slot when ``block`` is a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _KIND_AT, "kind")
    return block.kind


cdef bint _int_sorted(list blocks, list indexes) except -1:
    """Whether each block's index is an ``int`` no smaller than the one before (the
    indexes appended to ``indexes``)."""
    cdef Py_ssize_t pos
    for pos in range(len(blocks)):
        index = _index_of(blocks[pos])
        if type(index) is not int or (pos and index < indexes[pos - 1]):
            return False
        indexes.append(index)
    return True


def with_kept_images(list kept not None, blocks, decisions, kept_labels):
    """``cleanup._with_kept_images_reference(kept, blocks, decisions)`` (``kept_labels``:
    ``KEPT_LABELS``): the kept image blocks of ``blocks`` (read as :func:`kept_flags` reads
    them) merged into ``kept`` by index. Both in order of ``int`` indexes (the pages'
    case), the merge is the stable sort's; else they are sorted."""
    cdef list images = [], merged = [], at = [], image_at = []
    cdef Py_ssize_t i = 0, j = 0
    cdef _Kinds kinds = _Kinds(kept_labels, None)
    get = _getter(decisions)
    for block in blocks:
        if _is_image(_kind_of(block)):
            decision = _decision_at(decisions, get, _index_of(block))
            if decision is not None and kinds.of(_label_of(decision)) == _KEPT:
                images.append(block)
    if not images:
        return kept
    if not (_int_sorted(kept, at) and _int_sorted(images, image_at)):
        return sorted(kept + images, key=_index_key)
    while i < len(kept) and j < len(images):
        if image_at[j] < at[i]:
            merged.append(images[j])
            j += 1
        else:
            merged.append(kept[i])
            i += 1
    merged.extend(kept[i:])
    merged.extend(images[j:])
    return merged


def _index_key(block):
    return block.index


def first_kept(blocks, decisions, kept_labels, Py_ssize_t window):
    """``cleanup._first_kept_reference(blocks, decisions, window)`` (``kept_labels``:
    ``KEPT_LABELS``), the blocks read as :func:`with_kept_images` reads them."""
    cdef list text_blocks = [], kept_at = []
    cdef _Kinds kinds = _Kinds(kept_labels, None)
    get = _getter(decisions)
    for block in blocks:
        if _is_image(_kind_of(block)):
            continue
        decision = _decision_at(decisions, get, _index_of(block))
        if decision is not None and kinds.of(_label_of(decision)) == _KEPT:
            kept_at.append(len(text_blocks))
        text_blocks.append(block)
        if len(kept_at) == window:
            break
    return text_blocks, kept_at


# ------------------------------------------------------------ the prompt-lines rule's lines


cdef extern from "Python.h":
    object PyUnicode_Substring(object text, Py_ssize_t start, Py_ssize_t end)
    int PyUnicode_Contains(object container, object element) except -1
    Py_ssize_t PyUnicode_Tailmatch(object text, object substring, Py_ssize_t start, Py_ssize_t end,
                            int direction) except -1
    Py_ssize_t PyUnicode_FindChar(object text, Py_UCS4 ch, Py_ssize_t start, Py_ssize_t end,
                                  int direction) except -2


cdef bint _strips(Py_UCS4 ch, const unsigned char* ascii_ends, str ends) except -1:
    """Whether ``ch`` is one of ``ends`` (``ascii_ends``: the ASCII ones, a flag a code)."""
    if ch < 128:
        return ascii_ends[ch]
    return PyUnicode_FindChar(ends, ch, 0, PyUnicode_GET_LENGTH(ends), 1) >= 0


cdef bint _tail_in(str line, object texts, int direction) except -1:
    """``line.startswith(texts)`` (direction -1) or ``line.endswith(texts)`` (+1) for a
    tuple ``texts``."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(line)
    for text in <tuple?>texts:
        if PyUnicode_Tailmatch(line, text, 0, n, direction):
            return True
    return False


cdef bint _may_prompt_line(str line, dict opens, dict endings, tuple held) except -1:
    """``prompt_lines._may_prompt(line)``: it opens with one of the openings of its first
    character, ends with one of the endings of its last or holds one of ``held``."""
    cdef Py_ssize_t n = PyUnicode_GET_LENGTH(line)
    if n:
        texts = opens.get(PyUnicode_Substring(line, 0, 1))
        if texts is not None and _tail_in(line, texts, -1):
            return True
        texts = endings.get(PyUnicode_Substring(line, n - 1, n))
        if texts is not None and _tail_in(line, texts, 1):
            return True
    for text in held:
        if PyUnicode_Contains(line, text):
            return True
    return False


def prompt_line_kinds(list keys not None):
    """``prompt_lines._line_kinds_reference(keys)`` (each key a ``str``)."""
    cdef dict kinds = _prompt._KINDS
    cdef dict opens = _prompt._OPENS_BY_FIRST
    cdef dict endings = _prompt._ENDINGS_BY_LAST
    cdef tuple held = _prompt._HELD
    cdef str ends = _prompt._ENDS
    cdef Py_ssize_t longest = _prompt._LONGEST, at = 0, n
    cdef Py_UCS4 last
    cdef list found = []
    cdef unsigned char ascii_ends[128]
    cdef int width
    cdef void* data
    for n in range(128):
        ascii_ends[n] = False
    for last in ends:
        if last < 128:
            ascii_ends[last] = True
    stripped = _prompt._stripped
    for key in keys:
        n = PyUnicode_GET_LENGTH(<str?>key)
        width, data = PyUnicode_KIND(key), PyUnicode_DATA(key)
        if n and (
            _strips(PyUnicode_READ(width, data, 0), ascii_ends, ends)
            or _strips(PyUnicode_READ(width, data, n - 1), ascii_ends, ends)
        ):
            line = key.strip(ends)
        else:
            line = key  # (what strip gives: neither end is one of ends)
        n = PyUnicode_GET_LENGTH(line)
        if n:
            last = PyUnicode_READ(PyUnicode_KIND(line), PyUnicode_DATA(line), n - 1)
            if last == 0x29 or last == 0xFF09:  # ")" or "）": a count may follow the phrase
                line = stripped(key)
                n = PyUnicode_GET_LENGTH(line)
        kind = kinds.get(line) if n <= longest else None
        if kind is not None or _may_prompt_line(line, opens, endings, held):
            found.append((at, kind, line))
        at += 1
    return found


# ------------------------------------------------------------ the repeated comment header
#
# ``methods.auto.method._repeated_header_reference`` is the definition (with
# ``_header_key``): an ASCII line's key (its digits left out, lower case, its runs of
# whitespace one space, none at either end) is compared with the header's as the line is
# read, and no key is made; any other line's key is ``_header_key``'s.

def repeated_header(
    blocks, Py_ssize_t header, str key not None, Py_ssize_t max_chars, Py_ssize_t repeats
):
    """``method._repeated_header_reference(blocks, header)`` (``header`` ≥ 0; ``key``:
    ``_header_key`` of its text; ``max_chars``: ``MAX_HEADER_CHARS``; ``repeats``:
    ``HEADER_REPEATS``)."""
    cdef Py_ssize_t pos, count = len(blocks), seen = 0
    cdef bint ascii_key = PyUnicode_IS_ASCII(key)
    cdef const unsigned char *want = <const unsigned char *>PyUnicode_DATA(key)
    cdef Py_ssize_t size = PyUnicode_GET_LENGTH(key)
    cdef bint same
    header_key = _method._header_key
    for pos in range(header + 1, count):
        text = <str?>blocks[pos].text
        if PyUnicode_GET_LENGTH(text) > max_chars:
            continue
        if PyUnicode_IS_ASCII(text):
            same = ascii_key and _ascii_key_is(text, want, size)
        else:
            same = header_key(text) == key
        if same:
            seen += 1
            if seen >= repeats:
                return True
    return False


cdef bint _ascii_key_is(str text, const unsigned char *want, Py_ssize_t size):
    """Whether the ASCII text's ``_header_key`` is the ASCII key ``want`` (``size``
    characters), read without making it."""
    cdef const unsigned char *data = <const unsigned char *>PyUnicode_DATA(text)
    cdef Py_ssize_t pos, length = PyUnicode_GET_LENGTH(text), written = 0
    cdef unsigned char code
    cdef bint space = False
    for pos in range(length):
        code = data[pos]
        if 48 <= code <= 57:  # a digit (``\d`` of an ASCII text): left out
            continue
        if Py_UNICODE_ISSPACE(code):
            space = written > 0
            continue
        if 65 <= code <= 90:
            code += 32
        if space:
            if written >= size or want[written] != 32:
                return False
            written += 1
            space = False
        if written >= size or want[written] != code:
            return False
        written += 1
    return written == size


# ------------------------------------------------------------ the decisions in block order
#
# ``methods.base._decisions_from_reference`` is the definition: the values of a dict of
# decisions in the order of their keys. The keys are the blocks' indices, unique ints from
# 0: each value is placed at its key in a table as long as the largest key, then the table
# is read in order. Other keys (not exact ints, negative, or far above the count) are left
# to the reference.

from cpython.dict cimport PyDict_Next, PyDict_CheckExact
from cpython.long cimport PyLong_CheckExact, PyLong_AsSsize_t
from cpython.tuple cimport PyTuple_New, PyTuple_SET_ITEM


def decisions_from(decisions):
    """``base._decisions_from_reference(decisions)``, or None when ``decisions`` is not a
    dict or its keys are not ints from 0 to at most four times their count (the
    reference's to order)."""
    cdef Py_ssize_t count, pos = 0, key, largest = -1, filled = 0, at
    cdef PyObject *name
    cdef PyObject *value
    cdef PyObject **table
    if not PyDict_CheckExact(decisions):
        return None
    count = len(decisions)
    cdef Py_ssize_t room = 4 * count + 64
    table = <PyObject **>PyMem_Malloc(room * sizeof(PyObject *))
    if table == NULL:
        raise MemoryError()
    try:
        for at in range(room):
            table[at] = NULL
        while PyDict_Next(decisions, &pos, &name, &value):
            if not PyLong_CheckExact(<object>name):
                return None
            try:
                key = PyLong_AsSsize_t(<object>name)
            except OverflowError:
                return None
            if key < 0 or key >= room:
                return None
            table[key] = value
            if key > largest:
                largest = key
        ordered = PyTuple_New(count)
        for at in range(largest + 1):
            if table[at] != NULL:
                Py_INCREF(<object>table[at])
                PyTuple_SET_ITEM(ordered, filled, <object>table[at])
                filled += 1
        return ordered
    finally:
        PyMem_Free(table)


# ------------------------------------------------------------ the page's expected-F1 threshold

cdef double _CLIP_LOW = 1e-6
cdef double _CLIP_HIGH = 1 - 1e-6


def clipped_odds(const double[::1] probs not None, double[::1] out not None):
    """``decision._moved``'s steps before its ``log``: each probability clipped as
    ``np.maximum`` then ``np.minimum`` clip it (a NaN stays), over one minus itself."""
    cdef Py_ssize_t pos
    cdef double p
    for pos in range(probs.shape[0]):
        p = probs[pos]
        if p < _CLIP_LOW:
            p = _CLIP_LOW
        if p > _CLIP_HIGH:
            p = _CLIP_HIGH
        out[pos] = p / (1.0 - p)


def shifted_negated(double[::1] values not None, double shift):
    """``decision._moved``'s steps between its ``log`` and its ``exp``, in place: the shift
    added, the sum negated."""
    cdef Py_ssize_t pos
    for pos in range(values.shape[0]):
        values[pos] = -(values[pos] + shift)


include "_pairwise.pxi"


def float64_sum(const double[::1] values not None):
    """``_pairwise_sum`` of ``values``: numpy's ``values.sum()`` (read by the tests)."""
    if values.shape[0] == 0:
        return 0.0
    return _pairwise_sum(&values[0], values.shape[0])


def expected_f1_cut(
    const double[::1] probs not None,
    double[::1] moved not None,
    const double[::1] weights not None,
    double lowest,
    double doubted_words,
    Py_ssize_t headline,
    const double[::1] plain not None,
    const double[::1] lower not None,
):
    """``decision._expected_f1_reference``'s threshold from ``moved`` (each probability's
    ``exp`` of its negated shifted log-odds, made the shifted probability here, in place):
    ``plain`` the thresholds searched, ``lower`` those of a doubted page (``_doubted``).
    None when a probability or a score is NaN (the reference decides). The total mass is
    numpy's pairwise sum; each threshold's kept mass adds its blocks in page order, where
    the reference's matrix product adds them in the order its BLAS takes: the two may
    differ in the last bits, and a threshold chosen differs only when two scores tie within
    a few units of the last place around the reference's 1e-12 (never on any page of the
    benchmark sets: ``docs/dev/speed.md``, stop 68)."""
    cdef Py_ssize_t count = probs.shape[0], pos, r, chosen
    cdef double p, w, words = 0.0, total, hit, size, denominator, best, score, nearest, gap
    cdef bint empty, reaching
    if moved.shape[0] != count or weights.shape[0] != count or count == 0:
        return None
    for pos in range(count):
        p = probs[pos]
        if p != p:
            return None
        moved[pos] = 1.0 / (moved[pos] + 1.0)
    # _doubted: the words the blocks reaching ``lowest`` hold, the headline's aside
    if doubted_words <= 0:
        empty = True
        for pos in range(count):
            if moved[pos] >= lowest and weights[pos] > 0:
                empty = False
                break
    else:
        for pos in range(count):
            if moved[pos] >= lowest:
                words += weights[pos]
        if 0 <= headline < count and moved[headline] >= lowest:
            words -= weights[headline]
        empty = not (words >= doubted_words)
    cdef const double[::1] cuts = lower if empty else plain
    cdef Py_ssize_t rows = cuts.shape[0]
    if rows == 0:
        return None
    for pos in range(count):  # the mass, in place of the shifted probabilities
        moved[pos] = moved[pos] * weights[pos]
    total = _pairwise_sum(&moved[0], count)
    cdef double *hits = <double *>PyMem_Malloc(2 * rows * sizeof(double))
    if hits == NULL:
        raise MemoryError()
    cdef double *sizes = hits + rows
    cdef double least = cuts[0]
    for r in range(rows):
        hits[r] = 0.0
        sizes[r] = 0.0
        if cuts[r] < least or cuts[r] != cuts[r]:
            least = cuts[r]
    try:
        for pos in range(count):
            p = probs[pos]
            if not (p >= least) and least == least:
                continue  # below every threshold
            for r in range(rows):
                if p >= cuts[r]:
                    hits[r] += moved[pos]
                    sizes[r] += weights[pos]
        # _scores, then the best less 1e-12, the tied threshold nearest 0.5 (the first)
        best = 0.0
        for r in range(rows):
            denominator = sizes[r] + total
            score = 2.0 * hits[r] / denominator if denominator > 0 else 0.0
            if score != score:
                return None
            hits[r] = score
            if r == 0 or score > best:
                best = score
        best -= 1e-12
        chosen = -1
        nearest = 0.0
        for r in range(rows):
            if hits[r] >= best:
                gap = fabs(cuts[r] - 0.5)
                if chosen < 0 or gap < nearest:
                    chosen, nearest = r, gap
        return cuts[chosen]
    finally:
        PyMem_Free(hits)
