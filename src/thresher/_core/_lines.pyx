# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False
"""The kept-line rules' scans in C: which kept short lines a rule reads at all.

:func:`figure_candidates` is ``stat_tiles._candidates_reference`` (the definition;
``tests/test_compiled_lines.py`` holds them equal): the dropped blocks short enough to be
a figure and with a figure's share of digits, each followed by a block (the tiles' first
test, on every text block, before any pattern).
"""

include "_source.pxi"
include "_unicode.pxi"
include "_slots.pxi"

from cpython.list cimport PyList_GET_ITEM
from cpython.object cimport PyObject
from cpython.tuple cimport PyTuple_GET_ITEM

cdef extern from "Python.h":
    # The two bools (``<PyObject*>False`` would be C's 0).
    PyObject* _PY_FALSE "Py_False"
    PyObject* _PY_TRUE "Py_True"

from thresher import types as _types

cdef type _BLOCK = _types.Block
cdef Py_ssize_t _TEXT_AT = _slot_offset(_BLOCK, "text")

DEF _MAX_MARKS = 16
DEF _LAST = 256  # a pair's second code point when the text ends after the first
DEF _PAIR_BYTES = (256 * (_LAST + 1) + 7) // 8


cdef inline object _text_of(object block):
    """``block.text``, read from its slot when ``block`` is exactly a ``Block``."""
    if type(block) is _BLOCK:
        return _read_slot(block, _TEXT_AT, "text")
    return block.text


cdef bint _holds_mark(str text, const Py_UCS4* marks, Py_ssize_t count,
                      const unsigned char* latin) noexcept:
    """Whether ``text`` holds one of the ``count`` characters ``marks`` (``latin``: a
    table of those below 256, read for a text of one byte a character)."""
    cdef int kind = PyUnicode_KIND(text)
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t pos, length = PyUnicode_GET_LENGTH(text), j
    cdef const unsigned char* narrow
    cdef Py_UCS4 ch
    if kind == 1:
        narrow = <const unsigned char*>data
        for pos in range(length):
            if latin[narrow[pos]]:
                return True
        return False
    for pos in range(length):
        ch = PyUnicode_READ(kind, data, pos)
        if ch < 256:
            if latin[ch]:
                return True
            continue
        for j in range(count):
            if marks[j] == ch:
                return True
    return False


cdef int _mark_table(str marks, Py_ssize_t count, Py_UCS4* table,
                     unsigned char* latin) except -1:
    """Fill ``table`` with the ``count`` characters of ``marks`` (at most
    :data:`_MAX_MARKS`) and ``latin`` with a flag for each of them below 256."""
    cdef Py_ssize_t j
    if count > _MAX_MARKS:
        raise ValueError(f"{count} marks; at most {_MAX_MARKS}")
    for j in range(256):
        latin[j] = 0
    for j in range(count):
        table[j] = PyUnicode_READ(PyUnicode_KIND(marks), PyUnicode_DATA(marks), j)
        if table[j] < 256:
            latin[table[j]] = 1
    return 0


import numpy as _np

cdef object _FLOAT32 = _np.dtype(_np.float32)


def figure_candidates(blocks, features, Py_ssize_t column, flags, double min_share,
                      Py_ssize_t max_chars):
    """``stat_tiles._candidates_reference(blocks, features, flags)`` (``column``: its
    ``_DIGIT_RATIO``; ``min_share``: ``MIN_DIGIT_SHARE``, compared as numpy compares a
    float32 column with a Python float, in float32; ``max_chars``: ``MAX_FIGURE + 4``):
    the dropped blocks whose ``features[pos, column]`` is ``min_share`` or more and whose
    text is ``max_chars`` characters or fewer, each followed by a block. None (the
    reference's to find) unless ``features`` is a 2-D float32 array with a row a flag."""
    if type(features) is not _np.ndarray or features.ndim != 2 or features.dtype != _FLOAT32:
        return None
    cdef const float[:, :] view = features
    cdef Py_ssize_t rows = view.shape[0], pos, count = len(blocks)
    if not 0 <= column < view.shape[1] or len(flags) < rows:
        return None
    cdef float least = <float>min_share
    found = []
    for pos in range(min(rows, count - 1)):
        if not view[pos, column] >= least:
            continue
        if flags[pos]:
            continue
        if len(_text_of(blocks[pos])) <= max_chars:
            found.append(pos)
    return found


cdef Py_ssize_t _KIND_AT = _slot_offset(_BLOCK, "kind")
cdef Py_ssize_t _INDEX_AT = _slot_offset(_BLOCK, "index")
cdef type _DECISION = _types.Decision
cdef Py_ssize_t _LABEL_AT = _slot_offset(_DECISION, "label")
cdef str _IMAGE = "img"


cdef inline bint _is_image(object kind) except -1:
    """``kind == "img"``: by identity, else by length and text for a ``str``."""
    if kind is _IMAGE:
        return True
    if type(kind) is str:
        return PyUnicode_GET_LENGTH(kind) == 3 and (<str>kind) == _IMAGE
    return bool(kind == _IMAGE)


def kept_images(blocks, decisions, kept_labels):
    """``cleanup._kept_images_reference(blocks, decisions)`` (``kept_labels``:
    ``KEPT_LABELS``): the image blocks of ``blocks`` whose decision keeps them, in order
    (each block's kind read from its slot, the decisions of the images alone looked up)."""
    found = []
    get = decisions.get
    for block in blocks:
        if type(block) is _BLOCK:
            kind = _read_slot(block, _KIND_AT, "kind")
        else:
            kind = block.kind
        if not _is_image(kind):
            continue
        index = _read_slot(block, _INDEX_AT, "index") if type(block) is _BLOCK else block.index
        decision = get(index)
        if decision is None:
            continue
        if type(decision) is _DECISION:
            label = _read_slot(decision, _LABEL_AT, "label")
        else:
            label = decision.label
        if label in kept_labels:
            found.append(block)
    return found


cdef extern from "Python.h":
    bint PyUnicode_IS_ASCII(object text)
    bint Py_UNICODE_ISSPACE(Py_UCS4 ch)

from libc.stdlib cimport malloc, free


cdef class Words:
    """A word table compiled once for :func:`kept_holding` and :func:`kept_opening`: its
    words (no word empty) as code points, bucketed by their first code point's low byte,
    so a text is read once for all of them."""

    cdef unsigned int* _chars  # the words' code points, one after another
    cdef Py_ssize_t* _starts  # where each word starts, and the end
    cdef Py_ssize_t* _order  # the words' indices, by bucket
    cdef Py_ssize_t _buckets[257]  # where each bucket starts in _order, and the end
    cdef unsigned char _ascii[128]  # the first code points below 128 some word opens with
    # A bit for each pair (a word's first code point's low byte, its second's, or
    # _LAST for a word of one): the pairs a word may open with (:meth:`_held`'s test).
    cdef unsigned char _pairs[_PAIR_BYTES]
    cdef readonly tuple words
    cdef Py_ssize_t _count
    cdef Py_ssize_t _longest  # the longest word's code points
    cdef bint _sigma  # whether a word holds a Greek small sigma (σ or ς)

    def __cinit__(self, words):
        cdef tuple table = tuple(words)
        cdef Py_ssize_t count = len(table), total = 0, at, j, b, n
        cdef str word
        for word in table:
            if type(word) is not str:
                raise TypeError("a word table holds str")
            if not word:
                raise ValueError("a word table holds no empty word")
            total += PyUnicode_GET_LENGTH(word)
        self.words = table
        self._count = count
        self._longest = max([PyUnicode_GET_LENGTH(word) for word in table], default=0)
        self._sigma = any("σ" in word or "ς" in word for word in table)
        self._chars = <unsigned int*>malloc((total + 1) * sizeof(unsigned int))
        self._starts = <Py_ssize_t*>malloc((count + 1) * sizeof(Py_ssize_t))
        self._order = <Py_ssize_t*>malloc((count + 1) * sizeof(Py_ssize_t))
        if self._chars == NULL or self._starts == NULL or self._order == NULL:
            raise MemoryError()
        for j in range(128):
            self._ascii[j] = 0
        for j in range(_PAIR_BYTES):
            self._pairs[j] = 0
        at = 0
        for j in range(count):
            word = table[j]
            self._starts[j] = at
            n = PyUnicode_GET_LENGTH(word)
            for b in range(n):
                self._chars[at + b] = PyUnicode_READ(PyUnicode_KIND(word), PyUnicode_DATA(word), b)
            if self._chars[at] < 128:
                self._ascii[self._chars[at]] = 1
            if n == 1:  # a word of one code point: any next code point, or none
                for b in range(_LAST + 1):
                    self._set_pair(self._chars[at] & 255, b)
            else:
                self._set_pair(self._chars[at] & 255, self._chars[at + 1] & 255)
            at += n
        self._starts[count] = at
        at = 0
        for b in range(256):
            self._buckets[b] = at
            for j in range(count):
                if (self._chars[self._starts[j]] & 255) == <unsigned int>b:
                    self._order[at] = j
                    at += 1
        self._buckets[256] = at

    def __dealloc__(self):
        free(self._chars)
        free(self._starts)
        free(self._order)

    cdef inline void _set_pair(self, unsigned int first, unsigned int second) noexcept:
        cdef Py_ssize_t bit = first * (_LAST + 1) + second
        self._pairs[bit >> 3] |= <unsigned char>(1 << (bit & 7))

    cdef inline bint _may_open(self, unsigned int first, unsigned int second) noexcept:
        """Whether a word opens with code points whose low bytes are ``first`` and
        ``second`` (``_LAST``: the text ends after the first): False means no word is at
        that place."""
        cdef Py_ssize_t bit = first * (_LAST + 1) + second
        return (self._pairs[bit >> 3] >> (bit & 7)) & 1

    cdef bint _word_at(self, Py_ssize_t word, int kind, void* data, Py_ssize_t at,
                       Py_ssize_t length, bint lower) noexcept:
        """Whether word ``word`` is at ``at`` of the text (``lower``: its ASCII capitals
        read lower-cased)."""
        cdef Py_ssize_t start = self._starts[word], size = self._starts[word + 1] - start, j
        cdef unsigned int ch
        if size > length - at:
            return False
        for j in range(size):
            ch = PyUnicode_READ(kind, data, at + j)
            if lower and 65 <= ch <= 90:
                ch += 32
            if ch != self._chars[start + j]:
                return False
        return True

    cdef bint _starts_here(self, int kind, void* data, Py_ssize_t at, Py_ssize_t length,
                           bint lower) noexcept:
        """Whether a word is at ``at`` of the text."""
        cdef unsigned int ch = PyUnicode_READ(kind, data, at)
        cdef Py_ssize_t k
        if lower and 65 <= ch <= 90:
            ch += 32
        if ch < 128 and not self._ascii[ch]:
            return False
        for k in range(self._buckets[ch & 255], self._buckets[(ch & 255) + 1]):
            if self._word_at(self._order[k], kind, data, at, length, lower):
                return True
        return False

    cdef bint _held(self, str text, Py_ssize_t start, bint lower) noexcept:
        """Whether ``text`` from ``start`` on holds a word (``lower``: its ASCII capitals
        read lower-cased); only the positions whose code point's low byte opens a word's
        bucket, and whose next one's low byte may follow it (:meth:`_may_open`), are
        tried."""
        cdef int kind = PyUnicode_KIND(text)
        cdef void* data = PyUnicode_DATA(text)
        cdef Py_ssize_t length = PyUnicode_GET_LENGTH(text), at
        cdef const unsigned char* narrow
        cdef unsigned int ch, second
        if kind == 1:
            narrow = <const unsigned char*>data
            for at in range(start, length):
                ch = narrow[at]
                if lower and 65 <= ch <= 90:
                    ch += 32
                if self._buckets[ch] == self._buckets[ch + 1]:
                    continue
                if at + 1 < length:
                    second = narrow[at + 1]
                    if lower and 65 <= second <= 90:
                        second += 32
                else:
                    second = _LAST
                if not self._may_open(ch, second):
                    continue
                if self._starts_here(kind, data, at, length, lower):
                    return True
            return False
        for at in range(start, length):
            ch = PyUnicode_READ(kind, data, at)
            if lower and 65 <= ch <= 90:
                ch += 32
            ch &= 255
            if self._buckets[ch] == self._buckets[ch + 1]:
                continue
            if at + 1 < length:
                second = PyUnicode_READ(kind, data, at + 1)
                if lower and 65 <= second <= 90:
                    second += 32
                second &= 255
            else:
                second = _LAST
            if not self._may_open(ch, second):
                continue
            if self._starts_here(kind, data, at, length, lower):
                return True
        return False


# The code points that ``str.lower`` and ``str.casefold`` both map to themselves, in
# ranges (first, last): most of the letters of the scripts without case (CJK, kana,
# Hangul, Arabic, Hebrew, Indic, Thai), the lower-case letters of Latin-1, Greek and
# Cyrillic, punctuation and symbols, emoji (``tests/test_compiled_fold_stable.py`` reads
# every code point of them under the running Python). A text of these and of ASCII
# letters, folded, is the text with its ASCII capitals lower-cased: the scans read it in
# place, its capitals lowered as read, instead of folding it (a copy, and a case
# lookup a character).
FOLD_STABLE = (
    (0x80, 0xB4), (0xB6, 0xBF), (0xE0, 0xFF), (0x24F, 0x344), (0x346, 0x36F),
    (0x3B1, 0x3C1), (0x3C3, 0x3CE), (0x430, 0x45F), (0x557, 0x586), (0x588, 0x109F),
    (0x10CE, 0x139F), (0x13FE, 0x1C7F), (0x1CC0, 0x1DFF), (0x1FFD, 0x2125),
    (0x2184, 0x24B5), (0x24D0, 0x2BFF), (0x2C30, 0x2C5F), (0x2CF3, 0xA63F),
    (0xA69B, 0xA721), (0xA7F6, 0xAB6F), (0xABC0, 0xFAFF), (0xFB18, 0xFF20),
    (0xFF3B, 0xFFFF), (0x1F000, 0x1FBFF), (0x20000, 0x3FFFF),
)
DEF _BMP = 0x10000
cdef unsigned char _stable[_BMP]  # FOLD_STABLE's code points below _BMP, and ASCII
cdef Py_UCS4 _wide_first[4]
cdef Py_UCS4 _wide_last[4]
cdef int _wide_count = 0


cdef int _fill_stable() except -1:
    """Fill :data:`_stable` and the ranges above the BMP from :data:`FOLD_STABLE`."""
    global _wide_count
    cdef Py_ssize_t ch, first, last
    for ch in range(_BMP):
        _stable[ch] = ch < 128
    for first, last in FOLD_STABLE:
        if first >= _BMP:
            if _wide_count == 4:
                raise ValueError("at most four ranges above the BMP")
            _wide_first[_wide_count] = first
            _wide_last[_wide_count] = last
            _wide_count += 1
            continue
        for ch in range(first, last + 1):
            _stable[ch] = 1
    return 0


_fill_stable()
cdef object _LOWER = str.lower
cdef object _CASEFOLD = str.casefold


cdef bint _reads_folded(object fold, str text, Py_ssize_t start, Py_ssize_t end) noexcept:
    """Whether ``fold`` (``str.lower`` or ``str.casefold``) maps ``text[start:end]`` to
    itself but for its ASCII capitals, lower-cased: each of its code points is ASCII or
    in :data:`FOLD_STABLE` (each maps to itself alone; ``str.lower`` reads a character's
    neighbours for the capital sigma alone, which is in no range)."""
    if fold is not _LOWER and fold is not _CASEFOLD:
        return False
    cdef int kind = PyUnicode_KIND(text), j
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_ssize_t at
    cdef Py_UCS4 ch
    cdef bint found
    if kind == 1:
        for at in range(start, end):
            if not _stable[(<const unsigned char*>data)[at]]:
                return False
        return True
    for at in range(start, end):
        ch = PyUnicode_READ(kind, data, at)
        if ch < _BMP:
            if not _stable[ch]:
                return False
            continue
        found = False
        for j in range(_wide_count):
            if _wide_first[j] <= ch <= _wide_last[j]:
                found = True
                break
        if not found:
            return False
    return True


def reads_folded(fold, str text not None):
    """:func:`_reads_folded` over the whole text (for the tests)."""
    return _reads_folded(fold, text, 0, PyUnicode_GET_LENGTH(text))


cdef object _folded(object fold, object text):
    """``fold(text)``, a ``str``."""
    folded = fold(text)
    if type(folded) is not str:
        raise TypeError(f"a fold gave {type(folded).__name__}, not str")
    return folded


cdef inline object _short_kept_text(blocks, flags, Py_ssize_t pos, Py_ssize_t max_chars):
    """The text of the block at ``pos`` when it is kept (``flags``) and of at most
    ``max_chars`` characters, else None; a TypeError when that text is no ``str``. A list
    of flags and a list or tuple of blocks are read in place (``pos`` is below both
    lengths: the callers' bound); a flag that is not a bool, by its truth."""
    cdef PyObject* flag
    if type(flags) is list:
        flag = PyList_GET_ITEM(flags, pos)
        if flag == _PY_FALSE:
            return None
        if flag != _PY_TRUE and not <object>flag:
            return None
    elif not flags[pos]:
        return None
    if type(blocks) is tuple:
        text = _text_of(<object>PyTuple_GET_ITEM(blocks, pos))
    elif type(blocks) is list:
        text = _text_of(<object>PyList_GET_ITEM(blocks, pos))
    else:
        text = _text_of(blocks[pos])
    if type(text) is str:
        return text if PyUnicode_GET_LENGTH(text) <= max_chars else None
    if len(text) > max_chars:
        return None
    raise TypeError(f"a block's text is {type(text).__name__}, not str")


def kept_holding(blocks, flags, Py_ssize_t max_chars, Words words not None, fold,
                 bint wide=False):
    """``kept_lines._kept_holding_reference(blocks, flags, max_chars, words.words, fold,
    wide)`` (``fold``: ``str.lower`` or ``str.casefold``, which map an ASCII text to its
    ASCII lower case): the positions of the kept blocks (``flags``) of at most
    ``max_chars`` characters whose folded text holds one of the words, in order; with
    ``wide``, each text not in ASCII too, unread. An ASCII text is read in place, and so
    is another whose fold lowers its ASCII capitals alone (:func:`_reads_folded`); any
    other is folded first."""
    found = []
    cdef Py_ssize_t total = min(len(blocks), len(flags)), pos
    cdef bint hit, listed = type(flags) is list
    for pos in range(total):
        if listed and PyList_GET_ITEM(flags, pos) == _PY_FALSE:
            continue  # most blocks: dropped
        text = _short_kept_text(blocks, flags, pos, max_chars)
        if text is None:
            continue
        if PyUnicode_IS_ASCII(text):
            hit = words._held(<str>text, 0, True)
        elif wide:
            hit = True
        elif _reads_folded(fold, <str>text, 0, PyUnicode_GET_LENGTH(text)):
            hit = words._held(<str>text, 0, True)  # its fold: its ASCII capitals lowered
        else:
            hit = words._held(<str>_folded(fold, text), 0, False)
        if hit:
            found.append(pos)
    return found


cdef inline bint _stripped(Py_UCS4 ch, str strip, bint spaces) noexcept:
    """Whether ``str.lstrip`` strips ``ch``: white space (``spaces``), else one of ``strip``."""
    if spaces:
        return Py_UNICODE_ISSPACE(ch)
    return PyUnicode_FindChar(strip, ch, 0, PyUnicode_GET_LENGTH(strip), 1) >= 0


def kept_opening(blocks, flags, Py_ssize_t max_chars, Words words not None, fold,
                 str strip=None, str marks not None=""):
    """``kept_lines._kept_opening_reference(blocks, flags, max_chars, words.words, fold,
    strip, marks)``: the positions of the kept blocks (``flags``) of at most ``max_chars``
    characters whose text, stripped from its start (of white space, or of the characters
    ``strip``) and folded (``fold``: ``str.lower`` or ``str.casefold``), opens with one of
    the words, and (with ``marks``, at most 16 characters) holds one of ``marks``, in
    order."""
    cdef Py_ssize_t count = PyUnicode_GET_LENGTH(marks)
    cdef Py_UCS4 table[_MAX_MARKS]
    cdef unsigned char latin[256]
    _mark_table(marks, count, table, latin)
    found = []
    cdef Py_ssize_t total = min(len(blocks), len(flags)), pos, start, end, length
    cdef bint hit, spaces = strip is None, listed = type(flags) is list
    cdef int kind
    cdef void* data
    for pos in range(total):
        if listed and PyList_GET_ITEM(flags, pos) == _PY_FALSE:
            continue  # most blocks: dropped
        text = _short_kept_text(blocks, flags, pos, max_chars)
        if text is None:
            continue
        if count and not _holds_mark(<str>text, table, count, latin):
            continue
        kind = PyUnicode_KIND(text)
        data = PyUnicode_DATA(text)
        length = PyUnicode_GET_LENGTH(text)
        start = 0
        while start < length and _stripped(PyUnicode_READ(kind, data, start), strip, spaces):
            start += 1
        if start == length:
            continue
        if PyUnicode_IS_ASCII(text):
            hit = words._starts_here(kind, data, start, length, True)
        else:
            # Each character folds to one or more, and only a capital sigma's lower case
            # reads what follows it: without a sigma in the words, a word's length of
            # characters is all a word can open with.
            end = length if words._sigma else min(length, start + words._longest)
            if _reads_folded(fold, <str>text, start, end):  # its fold: ASCII capitals lowered
                hit = words._starts_here(kind, data, start, end, True)
                if hit:
                    found.append(pos)
                continue
            folded = _folded(fold, text[start:end])
            hit = PyUnicode_GET_LENGTH(folded) > 0 and words._starts_here(
                PyUnicode_KIND(folded), PyUnicode_DATA(folded), 0,
                PyUnicode_GET_LENGTH(folded), False)
        if hit:
            found.append(pos)
    return found
