# cython: language_level=3, boundscheck=False, wraparound=False, initializedcheck=False, cdivision=True
"""Block features in C: the rows of the default method's feature matrix.

:func:`thresher.methods.auto.block_features.block_features_reference` is the
definition. :func:`fill` writes the same values, in the same columns, straight
into a ``float32`` matrix: every value is computed as a C double by the same
operations Python performs on its floats and ints (``log1p``, ``copysign``,
true division of whole numbers), then rounded to ``float32`` as
``np.asarray(rows, dtype=np.float32)`` rounds a Python float. The lineage of
each element (keyword and tag bits, main and dominant containers, the
ancestors whose sums the container features read) is walked over libxml2's
nodes instead of lxml proxies, memoised per node as ``_Lineage`` memoises per
element.

What stays Python, called from here: the class/id keyword match
(``signals.class_id_bits``) of a value that is not plain ASCII, the title overlap
of a text that is not ASCII once one title word is in its ``casefold()``
(``count_shared_words``' own first test, made here) when a character's ``casefold()``
is not one character, or is U+0345's (asked of Python once per character met and
remembered; otherwise the text is folded here, each character to its ``casefold()``, and
its shared words counted here, as ``count_shared_words`` counts them), the kind one-hot
(``_kinds_row``), ``link_density`` and ``is_data_table``, and the repeat-group
and page-kind rows (a group's row is made once: another item of the group whose
measures are the same objects takes the row written for the first). The fields of
a ``Block``, its ``BlockFeatures`` and ``BlockContext`` are read from their slots in
place (the offsets their member descriptors give) when the object is an instance
of exactly that class; otherwise by ``getattr``. Done in C because each is one
Unicode predicate per character (tested on every code point): the digit count
(``\\d``), the comma count, the terminal character after ``rstrip()``,
``isupper()`` of the first character and the sentence-end test. Done in C for any
text, reading ``re``'s classes as ``re`` reads them in a str pattern (``\\w`` is
``str.isalnum()`` or "_", ``\\d`` a Unicode decimal, ``\\s`` ``str.isspace()``): the
sentence search (``find_sentence`` with ``_SENTENCE``: its matches are single
characters, and ``word_count``'s words are read from its own patterns), the date
pattern, and the boilerplate search (the first 300 characters lowered one at a
time as ``str.lower()`` lowers them, then every alternative of the pattern looked
for). Done in C for an ASCII text, where lower-casing is per character: the title
overlap (the title words that are ``\\w+`` runs of the lowered text, as
``count_shared_words`` counts them) and the class/id keyword bits
(``signals._text_bits``: each keyword group's literals, expanded from its pattern
by :func:`expand_keywords` in the order ``re`` tries them, looked for at each
position not after [a-z]). The tag bits (``signals.tag_bits``) of a plain ASCII
name are compared with ``ANCESTOR_TAGS`` in C. The neighbour columns are left to
the caller (``_neighbour_columns``, numpy, on both paths).

The kernel refuses to load (ImportError: the reference runs) when the Python
it mirrors changes: the feature names and tables it lays out, the constants
it reads, or the source of the mirrored functions (``WRITTEN_FOR``, a digest
of their source lines). ``tests/test_compiled_features.py`` holds
the two paths' matrices equal on bundled, hostile and dataset pages;
``tests/test_compiled_feature_texts.py`` holds the text tests equal to their
patterns on every code point, texts in many scripts and every block of dataset
pages.
"""

include "_source.pxi"

import re

from cpython.mem cimport PyMem_Calloc, PyMem_Free, PyMem_Realloc
from cpython.float cimport PyFloat_AS_DOUBLE, PyFloat_AsDouble
from cpython.long cimport PyLong_AsDouble, PyLong_AsLongLongAndOverflow
from cpython.unicode cimport (
    Py_UNICODE_ISALNUM,
    Py_UNICODE_ISDECIMAL,
    Py_UNICODE_ISDIGIT,
    Py_UNICODE_ISSPACE,
    Py_UNICODE_ISUPPER,
    Py_UNICODE_TOLOWER,
)
from cpython.unicode cimport PyUnicode_4BYTE_KIND, PyUnicode_FromKindAndData, PyUnicode_GET_LENGTH
from cpython.bytes cimport PyBytes_GET_SIZE
from libc.math cimport copysign, log1p
from libc.string cimport memcpy, memset

include "_nodes.pxi"
include "_slots.pxi"

from thresher._core.fingerprint import source_fingerprint
from thresher import types as _types
from thresher.html import text_measures as _text_measures
from thresher.methods import sentences as _sentences
from thresher.methods.auto import block_features as _bf
from thresher.methods.auto import page_kind as _page_kind
from thresher.methods.auto import signals as _signals
from thresher.methods.auto.signals import class_id_bits, tag_bits

cdef extern from "Python.h":
    bint _is_ascii "PyUnicode_IS_ASCII" (object text)
    const unsigned char* _ascii_data "PyUnicode_1BYTE_DATA" (object text)
    int _kind "PyUnicode_KIND" (object text)
    const void* _data "PyUnicode_DATA" (object text)
    Py_UCS4 _read "PyUnicode_READ" (int kind, const void* data, Py_ssize_t index) noexcept nogil


# ------------------------------------------------------------ what the kernel was written for

# The digest (reference_fingerprint()) of the mirrored definitions this kernel
# reproduces: edit the reference, then the kernel, then this digest.
WRITTEN_FOR = "9dd1990c2f593f70"
_MIRRORED = (
    "own_features",
    "_kind_onehot",
    "_bits",
    "_Inherited",
    "_Lineage",
    "_in_best",
    "_Containers",
    "_sums_by_parent",
    "block_features_reference",
    "_chars_where",
    "_anchoring",
    "_title_overlap",
    "_neighbour_columns",
    "_window_mean",
)
# Mirrored definitions in other modules (module, names): the title overlap's count, the
# class/id keyword bits and the tag bits, and the sentence search's terminator test.
_MIRRORED_ELSEWHERE = (
    (
        _signals,
        (
            "count_shared_words",
            "_counts_as_word",
            "_has_word",
            "class_id_bits",
            "_text_bits",
            "tag_bits",
        ),
    ),
    (_sentences, ("find_sentence", "terminator_pattern", "sentence_pattern", "_words")),
    (_text_measures, ("word_count", "no_space_script_chars")),
    (_types, ("BlockFeatures", "TableRef")),
    (_page_kind, ("RepeatGroup",)),
)
# The boilerplate pattern the kernel searches ASCII texts for, and its alternatives.
_BOILERPLATE_PATTERN = (
    r"©|c(?:opyright|ookie)|all rights reserved|rechte vorbehalten|"
    r"d(?:roits réservés|erechos reservados)|права защищены|版权所有|privacy|"
    r"terms of (?:use|service)|s(?:ubscribe|ign up|hare (?:this|on))|newsletter|log ?in|follow us"
)
_BOILERPLATE_WORDS = (
    "©", "copyright", "cookie", "all rights reserved", "rechte vorbehalten",
    "droits réservés", "derechos reservados", "права защищены", "版权所有", "privacy",
    "terms of use", "terms of service", "subscribe", "sign up", "share this", "share on",
    "newsletter", "login", "log in", "follow us",
)
OWN_FEATURES = (
    "log_chars",
    "log_words",
    "link_density",
    "punct_ratio",
    "log_sentences",
    "has_sentence",
    "ends_terminal",
    "heading_level",
    "bold",
    "in_link_only",
    "depth",
    "position",
    "digit_ratio",
    "upper_start",
    "avg_word_len",
    "comma_ratio",
    "boilerplate_words",
    "date_like",
    "in_list",
    "list_depth",
    "in_data_table",
    "in_table",
    "quote",
    "log_links",
)
_CONTAINER_NAMES = ("log_chars", "link_density", "sentence_share", "page_share", "log_blocks")
_PAGE_NAMES = (
    "in_best",
    "best_page_share",
    "in_dominant",
    "dominant_page_share",
    "page_is_article",
    "page_has_date_meta",
    "title_overlap",
    "is_title",
    "after_title",
    "blocks_from_title",
    "after_comment_header",
    "chars_before_share",
    "chars_after_share",
)
# The sentence pattern (SentencesParams()'s) whose ASCII matches the kernel finds itself
# (``_ascii_sentence``), and the date pattern (``_ascii_date_like``); another pattern
# is searched by ``re`` on every text.
_SENTENCE_PATTERN = (
    "[\\.!\\?](?<=(?:[^\\W_]|[\\(\\)\\{\\}\\[\\]‘’“”<>])[\\.!\\?])"
    "(?=[\\s\\\"'’”»)\\]]|$)|[。！？।॥؟۔։።။]"
)
_DATE_LIKE_PATTERN = r"\b(19|20)\d{2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b"
# What _SENTENCE_PATTERN names besides a letter or digit: the word ends before one of
# ".!?", what may follow it, and the terminators that end a sentence on their own.
_WORD_END_CHARS = "(){}[]‘’“”<>"
_AFTER_CHARS = "\"'’”»)]"
_SCRIPT_ENDS = "。！？।॥؟۔։።။"
cdef enum:
    _LEVELS = 3  # CONTAINER_LEVELS = (1, 2, 3)
    _STATS = 12  # _STATS_LEVELS
    _BEST = 60  # _BEST_DEPTH
    _MAX_TERMINALS = 64


def reference_fingerprint():
    """The digest of the mirrored definitions' source lines in block_features.py, then
    those of ``_MIRRORED_ELSEWHERE`` (:mod:`thresher._core.fingerprint`)."""
    return source_fingerprint(((_bf, _MIRRORED), *_MIRRORED_ELSEWHERE))


def _layout():
    """The columns fill() writes, named as FEATURE_NAMES names them."""
    groups = tuple(name for name, _ in _bf.KEYWORD_GROUPS)
    return (
        OWN_FEATURES
        + tuple(f"kind_{kind}" for kind in _bf.KINDS)
        + tuple(f"kw_{name}" for name in groups)
        + tuple(f"near_{name}" for name in groups)
        + tuple(f"anc_{tag}" for tag in _bf.ANCESTOR_TAGS)
        + tuple(f"up{level}_{what}" for level in (1, 2, 3) for what in _CONTAINER_NAMES)
        + _PAGE_NAMES
        + tuple(_bf.GROUP_FEATURES)
        + tuple(_bf.PAGE_KIND_FEATURES)
    )


def _neighbour_layout():
    """The columns :func:`neighbours` writes after ``MAIN_COLUMNS``."""
    return tuple(
        f"n{offset}_{what}"
        for offset in _OFFSETS
        for what in ("log_chars", "link_density", "has_sentence", "in_best")
    ) + ("window_sentence_share", "window_link_density")


_OFFSETS = (-2, -1, 1, 2)  # NEIGHBOUR_OFFSETS


def _refuse(what):
    raise ImportError(f"block_features.py or what it mirrors changed ({what}): kernel not used")


cdef Py_UCS4 _TERMINALS[_MAX_TERMINALS]
cdef Py_ssize_t _N_TERMINALS = 0
cdef Py_UCS4 _SENTENCE_ENDS[_MAX_TERMINALS]  # the characters _TERMINATORS matches
cdef Py_ssize_t _N_SENTENCE_ENDS = 0
cdef bint _ASCII_SENTENCE_END[128]
cdef unsigned char _ASCII_ENDS[4]  # the ASCII characters _TERMINATORS matches, when no more than 4
cdef int _N_ASCII_ENDS = 0
cdef bint _SENTENCE_IN_C = False  # _SENTENCE is the pattern _ascii_sentence reproduces
cdef bint _BEFORE[128]  # the ASCII characters of _WORD_END_CHARS
cdef bint _AFTER[128]  # the ASCII characters of _AFTER_CHARS
cdef Py_UCS4 _WORD_END_WIDE[16]  # the others
cdef Py_UCS4 _AFTER_WIDE[16]
cdef Py_UCS4 _SCRIPT_END[16]
cdef Py_ssize_t _N_WORD_END_WIDE = 0, _N_AFTER_WIDE = 0, _N_SCRIPT_END = 0
cdef bint _ASCII_WORD[128]  # \w: str.isalnum() or "_"
cdef enum:
    _MAX_RANGES = 64
# word_count's words, read from its patterns on first use (_words_from_patterns): the
# combining marks its word pattern adds to \w (a bit per code point below 0x10000), and
# the ranges of _NO_SPACE_SCRIPT, whose characters are words by themselves.
cdef unsigned char _MARK[8192]
cdef Py_UCS4 _NO_SPACE_LO[_MAX_RANGES]
cdef Py_UCS4 _NO_SPACE_HI[_MAX_RANGES]
cdef Py_ssize_t _N_NO_SPACE = 0
cdef Py_UCS4 _NO_SPACE_MIN = 0  # the smallest character of the ranges
cdef int _WORDS_STATE = 0  # 0: not read yet, 1: read, -1: patterns the kernel cannot read
cdef bint _DATE_IN_C = False  # _DATE_LIKE is the pattern _ascii_date_like reproduces
cdef const char* _BOILER[_MAX_TERMINALS]  # the ASCII alternatives of _BOILERPLATE
cdef Py_ssize_t _BOILER_LENGTH[_MAX_TERMINALS]
cdef Py_ssize_t _N_BOILER = 0
cdef Py_ssize_t _BOILER_FIRST[257]  # alternatives starting with byte b: FIRST[b] to FIRST[b + 1]
cdef bint _BOILER_PAIR[128 * 128]  # some alternative starts with bytes (a, b): a * 128 + b
_BOILER_KEPT = []  # the bytes _BOILER points into
cdef enum:
    _MAX_ALT_CHARS = 1024
# Every alternative of _BOILERPLATE as code points, sorted (so by first character): the
# ones starting with ASCII character c are _ALT_FIRST[c] to _ALT_FIRST[c + 1], the others
# _ALT_FIRST[128] to _N_ALT.
cdef Py_UCS4 _ALT_CHARS[_MAX_ALT_CHARS]
cdef Py_ssize_t _ALT_START[_MAX_TERMINALS]
cdef Py_ssize_t _ALT_LENGTH[_MAX_TERMINALS]
cdef Py_ssize_t _ALT_FIRST[129]
cdef Py_ssize_t _N_ALT = 0
cdef bint _SIGMA_MATTERS = True  # an alternative holds σ or ς (a lowered capital sigma)
cdef bint _DOTTED_I = False  # "İ".lower() is "i̇", the one character lowering to two
cdef enum:
    _MAX_KEYWORDS = 512  # literals of the keyword groups, expanded
cdef const char* _KEYWORD[_MAX_KEYWORDS]  # each literal, lower-case ASCII
cdef Py_ssize_t _KEYWORD_LENGTH[_MAX_KEYWORDS]
cdef long long _KEYWORD_BITS[_MAX_KEYWORDS]  # its group's bit
cdef bint _KEYWORD_WORD_END[_MAX_KEYWORDS]  # followed by (?![a-z])
cdef Py_ssize_t _KEYWORD_FIRST[257]  # literals starting with byte b: _KEYWORD_ORDER[FIRST[b]:FIRST[b + 1]]
cdef Py_ssize_t _KEYWORD_ORDER[_MAX_KEYWORDS]
# Bit (a << 8 | b) set when a literal opens with bytes a, b (or is a alone): a position whose
# two bytes open none is passed over without trying its first byte's literals.
cdef unsigned char _KEYWORD_PAIR[8192]
_KEYWORD_KEPT = []  # the bytes _KEYWORD points into
cdef const char* _ANCESTOR[64]  # ANCESTOR_TAGS as bytes, bit i for tag i
cdef Py_ssize_t _N_ANCESTOR = 0
_ANCESTOR_KEPT = []
_LITERAL = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_ ")
_WORD_END = "(?![a-z])"


cdef int _check_reference() except -1:
    """Refuse the kernel unless the reference is the one it was written for."""
    global _N_TERMINALS
    if _bf.FEATURE_NAMES[: len(_layout())] != _layout():
        _refuse("FEATURE_NAMES")
    if _bf.FEATURE_NAMES != _layout() + _neighbour_layout() or _bf._NEIGHBOUR_COLUMNS != [
        OWN_FEATURES.index(name) for name in ("log_chars", "link_density", "has_sentence")
    ]:
        _refuse("the neighbour columns")
    if (
        _bf.CONTAINER_LEVELS != (1, 2, 3)
        or _bf._STATS_LEVELS != _STATS
        or _bf._BEST_DEPTH != _BEST
        or _bf._EMPTY_CONTAINER != [0.0] * 5
        or tuple(_bf._NO_LINEAGE) != (0, 0, None, (), False, 0)
    ):
        _refuse("its constants")
    if len(_bf.KEYWORD_GROUPS) > 62 or len(_bf.ANCESTOR_TAGS) > 62:
        _refuse("more than 62 keyword groups or ancestor tags")
    if _bf._DIGIT.pattern != r"\d" or _bf._DIGIT.flags != re.UNICODE:
        _refuse("_DIGIT")
    terminals = _bf._TERMINAL
    if len(terminals) > _MAX_TERMINALS or any(len(t) != 1 for t in terminals):
        _refuse("_TERMINAL")
    for i, t in enumerate(terminals):
        _TERMINALS[i] = ord(t)
    _N_TERMINALS = len(terminals)
    if class_id_bits({}) != 0:
        _refuse("signals.class_id_bits of no class and no id")
    _check_text_searches()
    _check_keywords()
    _check_tags()
    if reference_fingerprint() != WRITTEN_FOR:
        _refuse(f"the mirrored code's digest is {reference_fingerprint()}, not {WRITTEN_FOR}")
    return 0


cdef int _check_text_searches() except -1:
    """The patterns whose ASCII (or terminator-free) cases the kernel answers itself."""
    global _N_SENTENCE_ENDS, _N_BOILER, _N_ASCII_ENDS
    boilerplate = _bf._BOILERPLATE
    if boilerplate.pattern != _BOILERPLATE_PATTERN or boilerplate.flags != re.UNICODE:
        _refuse("_BOILERPLATE")
    if not all(boilerplate.fullmatch(word) for word in _BOILERPLATE_WORDS):
        _refuse("_BOILERPLATE_WORDS")
    _BOILER_KEPT[:] = sorted(w.encode() for w in _BOILERPLATE_WORDS if w.isascii() and w)
    if len(_BOILER_KEPT) > _MAX_TERMINALS:
        _refuse("_BOILERPLATE_WORDS")
    for i, word in enumerate(_BOILER_KEPT[:_MAX_TERMINALS]):
        _BOILER[i] = word
        _BOILER_LENGTH[i] = len(word)
    _N_BOILER = len(_BOILER_KEPT)
    for b in range(257):
        _BOILER_FIRST[b] = sum(1 for word in _BOILER_KEPT if word[0] < b)
    for b in range(128 * 128):
        _BOILER_PAIR[b] = False
    for word in _BOILER_KEPT:
        if len(word) < 2:
            _refuse("_BOILERPLATE_WORDS (an ASCII alternative of one character)")
        _BOILER_PAIR[word[0] * 128 + word[1]] = True
    _boilerplate_alternatives()
    params = _sentences.SentencesParams()
    ends = params.terminators + params.multilingual_terminators
    terminators = _bf._TERMINATORS
    if (
        not ends
        or len(ends) > _MAX_TERMINALS
        or terminators.pattern != f"[{re.escape(ends)}]"
        or terminators.flags != re.UNICODE
        or _bf.find_sentence is not _sentences.find_sentence
    ):
        _refuse("_TERMINATORS")
    for i in range(128):
        _ASCII_SENTENCE_END[i] = False
    _N_ASCII_ENDS = 0
    for i, t in enumerate(ends):
        _SENTENCE_ENDS[i] = ord(t)
        if ord(t) < 128:
            _ASCII_SENTENCE_END[ord(t)] = True
            if _N_ASCII_ENDS < 4:
                _ASCII_ENDS[_N_ASCII_ENDS] = ord(t)
            _N_ASCII_ENDS += 1
    _N_SENTENCE_ENDS = len(ends)
    _check_sentence_and_date()
    if (
        _signals._WORD.pattern != r"\w+"
        or _signals._WORD.flags != re.UNICODE
        or _bf.count_shared_words is not _signals.count_shared_words
        or _signals._FOLDS_INTO_WORD != "\u0345"
    ):
        _refuse("signals._WORD")
    return 0


cdef int _boilerplate_alternatives() except -1:
    """The tables :func:`_boilerplate_unicode` searches the lowered text with."""
    global _N_ALT, _SIGMA_MATTERS, _DOTTED_I
    cdef Py_ssize_t at = 0
    alternatives = sorted(_BOILERPLATE_WORDS)
    if sum(map(len, alternatives)) > _MAX_ALT_CHARS or not all(alternatives):
        _refuse("_BOILERPLATE_WORDS")
    for i, word in enumerate(alternatives):
        _ALT_START[i] = at
        _ALT_LENGTH[i] = len(word)
        for ch in word:
            _ALT_CHARS[at] = ord(ch)
            at += 1
    _N_ALT = len(alternatives)
    for b in range(129):
        _ALT_FIRST[b] = sum(1 for word in alternatives if ord(word[0]) < b)
    _SIGMA_MATTERS = any(ch in word for word in alternatives for ch in "σς")
    _DOTTED_I = "\u0130".lower() == "i\u0307"
    return 0


cdef int _split_by_width(str chars, bint* ascii, Py_UCS4* wide) noexcept:
    """Mark the ASCII characters of ``chars`` in ``ascii``, list the others in ``wide``;
    how many others."""
    cdef int count = 0
    cdef Py_UCS4 ch
    for ch in chars:
        if ch < 128:
            ascii[ch] = True
        else:
            wide[count] = ch
            count += 1
    return count


cdef int _sentence_characters() except -1:
    """The tables :func:`_unicode_sentence` reads _SENTENCE_PATTERN's characters from."""
    global _N_WORD_END_WIDE, _N_AFTER_WIDE, _N_SCRIPT_END
    for i in range(128):
        _BEFORE[i] = _AFTER[i] = False
        _ASCII_WORD[i] = chr(i).isalnum() or i == 95
    _N_WORD_END_WIDE = _N_AFTER_WIDE = _N_SCRIPT_END = 0
    if max(map(len, (_WORD_END_CHARS, _AFTER_CHARS, _SCRIPT_ENDS))) > 16 or any(
        ord(ch) < 128 for ch in _SCRIPT_ENDS
    ):
        return -2  # not a pattern this kernel reads
    _N_WORD_END_WIDE = _split_by_width(_WORD_END_CHARS, _BEFORE, _WORD_END_WIDE)
    _N_AFTER_WIDE = _split_by_width(_AFTER_CHARS, _AFTER, _AFTER_WIDE)
    for ch in _SCRIPT_ENDS:
        _SCRIPT_END[_N_SCRIPT_END] = ord(ch)
        _N_SCRIPT_END += 1
    return 0


def _class_ranges(str pattern, str head, str tail):
    """The (first, last) code points of a character set ``head`` + ranges + ``tail`` made
    of plain ranges ("a-z", no escapes); None for any other pattern."""
    if not (pattern.startswith(head) and pattern.endswith(tail)):
        return None
    body = pattern[len(head) : len(pattern) - len(tail)]
    if len(body) % 3:
        return None
    ranges = []
    for i in range(0, len(body), 3):
        lo = body[i]
        dash = body[i + 1]
        hi = body[i + 2]
        if dash != "-" or lo in "\\[]^-" or hi in "\\[]^-" or lo > hi:
            return None
        ranges.append((ord(lo), ord(hi)))
    return ranges


cdef int _words_from_patterns() except -1:
    """Read ``word_count``'s patterns (on first use: its word pattern is built lazily):
    ``[\\w`` and ranges of marks below U+10000 ``]+``, and ``_NO_SPACE_SCRIPT``'s ranges.
    Patterns of another shape leave every non-ASCII sentence search to ``find_sentence``."""
    global _WORDS_STATE, _N_NO_SPACE, _NO_SPACE_MIN
    cdef Py_ssize_t c
    _WORDS_STATE = -1
    words = _text_measures._word_pattern()
    spaceless = _text_measures._NO_SPACE_SCRIPT
    marks = _class_ranges(words.pattern, "[\\w", "]+")
    ranges = _class_ranges(spaceless.pattern, "[", "]")
    if (
        marks is None
        or ranges is None
        or not ranges
        or words.flags != re.UNICODE
        or spaceless.flags != re.UNICODE
        or len(ranges) > _MAX_RANGES
        or any(hi >= 0x10000 for _, hi in marks)
    ):
        return 0
    memset(_MARK, 0, sizeof(_MARK))
    for lo, hi in marks:
        for c in range(lo, hi + 1):
            _MARK[c >> 3] |= 1 << (c & 7)
    for k, (lo, hi) in enumerate(ranges):
        _NO_SPACE_LO[k] = lo
        _NO_SPACE_HI[k] = hi
    _N_NO_SPACE = len(ranges)
    _NO_SPACE_MIN = min(lo for lo, _ in ranges)
    _WORDS_STATE = 1
    return 0


cdef int _check_sentence_and_date() except -1:
    """Whether the kernel answers the sentence search and the date pattern of an ASCII
    text itself: only for the patterns it was written for (else ``re`` answers)."""
    global _SENTENCE_IN_C, _DATE_IN_C
    ascii_words = bytes(i if chr(i).isalnum() or i == 95 else 32 for i in range(128))
    built = (
        "[\\.!\\?](?<=(?:[^\\W_]|[" + re.escape(_WORD_END_CHARS) + "])[\\.!\\?])"
        + "(?=[\\s" + _AFTER_CHARS.replace('"', '\\"').replace("]", "\\]") + "]|$)"
        + "|[" + _SCRIPT_ENDS + "]"
    )
    _SENTENCE_IN_C = (
        _bf._SENTENCE.pattern == _SENTENCE_PATTERN
        and built == _SENTENCE_PATTERN
        and _sentence_characters() == 0
        and _bf._SENTENCE.flags == re.UNICODE
        and _text_measures._ASCII_WORD_OR_SPACE[:128] == ascii_words
        and _sentences._words is not None
    )
    _DATE_IN_C = _bf._DATE_LIKE.pattern == _DATE_LIKE_PATTERN and _bf._DATE_LIKE.flags == re.UNICODE
    return 0


def expand_keywords(str pattern):
    """The literals a keyword group's pattern matches, in the order ``re`` tries them,
    each with True when ``(?![a-z])`` must follow it; ValueError for a pattern that is
    not an alternation of literals (optional characters, ``(?:...)`` groups, a final
    ``(?![a-z])``)."""
    cdef Py_ssize_t pos = 0
    found, pos = _alternation(pattern, 0, True)
    if pos != len(pattern):
        raise ValueError(f"unexpected {pattern[pos]!r} at {pos}")
    if any(not literal for literal, _ in found):
        raise ValueError("an empty alternative")
    return found


def _alternation(str pattern, Py_ssize_t pos, bint top):
    found, pos = _sequence(pattern, pos, top)
    while pos < len(pattern) and pattern[pos] == "|":
        more, pos = _sequence(pattern, pos + 1, top)
        found += more
    return found, pos


def _sequence(str pattern, Py_ssize_t pos, bint top):
    """One branch: the product of its items' choices, the earlier items' first."""
    options = [""]
    word_end = False
    while pos < len(pattern) and pattern[pos] not in "|)":
        if pattern.startswith(_WORD_END, pos):
            pos += len(_WORD_END)
            if not top or (pos < len(pattern) and pattern[pos] not in "|"):
                raise ValueError("(?![a-z]) not at the end of a top-level branch")
            word_end = True
            break
        if pattern.startswith("(?:", pos):
            inner, pos = _alternation(pattern, pos + 3, False)
            if pos >= len(pattern) or pattern[pos] != ")":
                raise ValueError("unclosed group")
            pos += 1
            choices = [literal for literal, _ in inner]
        elif pattern[pos] in _LITERAL:
            choices = [pattern[pos]]
            pos += 1
        else:
            raise ValueError(f"unsupported {pattern[pos]!r} at {pos}")
        if pos < len(pattern) and pattern[pos] == "?":
            pos += 1
            if pos < len(pattern) and pattern[pos] in "?+":
                raise ValueError("a lazy or possessive optional")
            choices = [*choices, ""]  # greedy: with the item first
        if pos < len(pattern) and pattern[pos] in "*+{":
            raise ValueError(f"unsupported {pattern[pos]!r} at {pos}")
        options = [done + choice for done in options for choice in choices]
    return [(literal, word_end) for literal in options], pos


cdef int _check_keywords() except -1:
    """``signals.KEYWORD_PATTERN`` as the kernel searches it: each group's literals, tried
    in order at each position not after [a-z] (``_keyword_bits``)."""
    groups = _signals.KEYWORD_GROUPS
    pattern = "|".join(rf"(?<![a-z])(?P<{name}>{body})" for name, body in groups)
    if (
        _signals.KEYWORD_PATTERN.pattern != pattern
        or _signals.KEYWORD_PATTERN.flags != re.UNICODE
        or _signals._KEYWORD_BIT != {name: 1 << i for i, (name, _) in enumerate(groups)}
        or _bf.KEYWORD_GROUPS is not groups
    ):
        _refuse("signals.KEYWORD_PATTERN")
    literals = []
    for i, (name, body) in enumerate(groups):
        try:
            literals += [(literal, word_end, i) for literal, word_end in expand_keywords(body)]
        except ValueError as exc:
            _refuse(f"keyword group {name}: {exc}")
    if len(literals) > _MAX_KEYWORDS:
        _refuse("more keyword literals than the kernel's table")
    _KEYWORD_KEPT[:] = [literal.encode("ascii") for literal, _, _ in literals]
    for i, (literal, word_end, group) in enumerate(literals):
        _KEYWORD[i] = _KEYWORD_KEPT[i]
        _KEYWORD_LENGTH[i] = len(literal)
        _KEYWORD_WORD_END[i] = word_end
        _KEYWORD_BITS[i] = 1LL << group
    # By first byte, keeping the order (group, then the group's own order).
    order = sorted(range(len(literals)), key=lambda i: (ord(literals[i][0][0]), i))
    for i, at in enumerate(order):
        _KEYWORD_ORDER[i] = at
    for b in range(257):
        _KEYWORD_FIRST[b] = sum(1 for at in order if ord(literals[at][0][0]) < b)
    memset(_KEYWORD_PAIR, 0, sizeof(_KEYWORD_PAIR))
    for literal, _, _ in literals:
        for b in (range(256) if len(literal) < 2 else [ord(literal[1])]):
            _set_pair(ord(literal[0]), b)
    return 0


cdef inline void _set_pair(Py_ssize_t a, Py_ssize_t b) noexcept:
    _KEYWORD_PAIR[(a << 5) | (b >> 3)] |= <unsigned char>(1 << (b & 7))


cdef inline bint _keyword_pair(unsigned char a, unsigned char b) noexcept nogil:
    """Whether a keyword literal opens with bytes ``a``, ``b`` (or is ``a`` alone)."""
    return (_KEYWORD_PAIR[(<Py_ssize_t>a << 5) | (b >> 3)] >> (b & 7)) & 1


cdef int _check_tags() except -1:
    """``signals.tag_bits`` as the kernel reads it: bit i for ``ANCESTOR_TAGS[i]``."""
    global _N_ANCESTOR
    tags = _signals.ANCESTOR_TAGS
    if (
        _bf.ANCESTOR_TAGS is not tags
        or _signals._TAG_BIT != {tag: 1 << i for i, tag in enumerate(tags)}
        or len(tags) > 62
        or not all(type(tag) is str and tag.isascii() and tag.isalnum() for tag in tags)
    ):
        _refuse("signals.tag_bits")
    _ANCESTOR_KEPT[:] = [tag.encode("ascii") for tag in tags]
    for i, tag in enumerate(_ANCESTOR_KEPT):
        _ANCESTOR[i] = tag
    _N_ANCESTOR = len(tags)
    return 0


_check_reference()
MAIN_COLUMNS = len(_layout())
cdef Py_ssize_t _KINDS_AT = len(OWN_FEATURES)
cdef Py_ssize_t _KW_AT = _KINDS_AT + len(_bf.KINDS)
cdef Py_ssize_t _N_KW = len(_bf.KEYWORD_GROUPS)
cdef Py_ssize_t _NEAR_AT = _KW_AT + _N_KW
cdef Py_ssize_t _ANC_AT = _NEAR_AT + _N_KW
cdef Py_ssize_t _N_ANC = len(_bf.ANCESTOR_TAGS)
cdef Py_ssize_t _UP_AT = _ANC_AT + _N_ANC
cdef Py_ssize_t _PAGE_AT = _UP_AT + 5 * _LEVELS
cdef Py_ssize_t _GROUP_AT = _PAGE_AT + len(_PAGE_NAMES)
cdef Py_ssize_t _N_GROUP = len(_bf.GROUP_FEATURES)
cdef Py_ssize_t _KIND_AT = _GROUP_AT + _N_GROUP
cdef Py_ssize_t _N_KIND = len(_bf.PAGE_KIND_FEATURES)

_SENTENCE = _bf._SENTENCE
_TERMINATORS = _bf._TERMINATORS
_BOILERPLATE_SEARCH = _bf._BOILERPLATE.search
_DATE_LIKE_SEARCH = _bf._DATE_LIKE.search
_find_sentence = _bf.find_sentence
_kinds_row = _bf._kinds_row
_title_overlap = _bf._title_overlap
_counts_as_word = _signals._counts_as_word
_no_space_script_chars = _text_measures.no_space_script_chars


cdef enum:
    _LOG1P_TABLE = 4096
cdef double _LOG1P[_LOG1P_TABLE]  # log1p(k) of the whole numbers below _LOG1P_TABLE


cdef int _fill_log1p() except -1:
    cdef Py_ssize_t k
    for k in range(_LOG1P_TABLE):
        _LOG1P[k] = log1p(<double>k)
    return 0


_fill_log1p()


cdef inline double _log1p(Py_ssize_t k) noexcept nogil:
    """``log1p(k)`` of a whole number: the same libm call, made once per small number."""
    return _LOG1P[k] if 0 <= k < _LOG1P_TABLE else log1p(<double>k)


cdef inline double _log1p_double(double x) noexcept nogil:
    """``log1p(x)``, from the table when ``x`` is one of its whole numbers."""
    if 0.0 <= x < <double>_LOG1P_TABLE and x == <double>(<Py_ssize_t>x):
        return _LOG1P[<Py_ssize_t>x]
    return log1p(x)


# ------------------------------------------------------------ text probes

cdef inline bint _listed(Py_UCS4 c, const Py_UCS4* chars, Py_ssize_t count) noexcept nogil:
    cdef Py_ssize_t k
    for k in range(count):
        if chars[k] == c:
            return True
    return False


cdef struct Probe:
    Py_ssize_t digits  # len(_DIGIT.findall(text))
    Py_ssize_t commas  # text.count(",")
    bint terminal  # text.rstrip().endswith(_TERMINAL)
    bint upper  # text[:1].isupper()
    bint sentence_end  # _TERMINATORS.search(text) is not None


cdef extern from *:
    """
    #if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    #include <emmintrin.h>
    #define THRESHER_PROBE_SSE2 1
    #endif
    /* Commas, ASCII digits and whether one of ends[:n_ends] (or, past the sixteen-byte steps,
       a byte marked in end_table) occurs, in the ASCII bytes s[:n]: sixteen bytes a step
       where SSE2 is there and n_ends <= 4 (a count kept per byte lane, summed every 255
       steps); one byte a step otherwise. */
    static void thresher_ascii_probe(const unsigned char* s, Py_ssize_t n,
                                     const unsigned char* ends, int n_ends,
                                     const int* end_table, Py_ssize_t* commas,
                                     Py_ssize_t* digits, int* found_end) {
        Py_ssize_t i = 0, c_commas = 0, c_digits = 0;
        int found = 0;
    #ifdef THRESHER_PROBE_SSE2
        if (n_ends <= 4 && n >= 16) {
            /* 0x80 is no ASCII byte: it fills the unused end lanes */
            const __m128i comma = _mm_set1_epi8(44), below = _mm_set1_epi8(47),
                          above = _mm_set1_epi8(58), zero = _mm_setzero_si128();
            const __m128i e0 = _mm_set1_epi8((char)(n_ends > 0 ? ends[0] : 0x80));
            const __m128i e1 = _mm_set1_epi8((char)(n_ends > 1 ? ends[1] : 0x80));
            const __m128i e2 = _mm_set1_epi8((char)(n_ends > 2 ? ends[2] : 0x80));
            const __m128i e3 = _mm_set1_epi8((char)(n_ends > 3 ? ends[3] : 0x80));
            __m128i hits = zero;
            while (i + 16 <= n) {
                __m128i count_c = zero, count_d = zero, sums;
                int steps = 0;
                for (; i + 16 <= n && steps < 255; i += 16, steps++) {
                    __m128i v = _mm_loadu_si128((const __m128i*)(s + i));
                    count_c = _mm_sub_epi8(count_c, _mm_cmpeq_epi8(v, comma));
                    count_d = _mm_sub_epi8(count_d, _mm_and_si128(_mm_cmpgt_epi8(v, below),
                                                                  _mm_cmplt_epi8(v, above)));
                    hits = _mm_or_si128(hits, _mm_or_si128(
                        _mm_or_si128(_mm_cmpeq_epi8(v, e0), _mm_cmpeq_epi8(v, e1)),
                        _mm_or_si128(_mm_cmpeq_epi8(v, e2), _mm_cmpeq_epi8(v, e3))));
                }
                sums = _mm_sad_epu8(count_c, zero);
                c_commas += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
                sums = _mm_sad_epu8(count_d, zero);
                c_digits += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
            }
            found = _mm_movemask_epi8(hits) != 0;
        }
    #endif
        for (; i < n; i++) {
            unsigned char c = s[i];
            c_commas += c == 44;
            c_digits += (unsigned char)(c - 48) < 10;
            found |= end_table[c];
        }
        *commas = c_commas;
        *digits = c_digits;
        *found_end = found;
    }
    """
    void _ascii_probe "thresher_ascii_probe" (
        const unsigned char* s, Py_ssize_t n, const unsigned char* ends, int n_ends,
        const int* end_table, Py_ssize_t* commas, Py_ssize_t* digits, int* found_end) noexcept nogil


cdef int _probe(str text, Probe* out) except -1:
    """The per-character measures of a block's text in one pass (an ASCII text sixteen
    bytes a step: :func:`_ascii_probe`)."""
    cdef Py_ssize_t n = len(text), i, digits = 0, commas = 0
    cdef Py_UCS4 ch
    cdef int found
    cdef bint ends = False
    if _is_ascii(text):
        _ascii_probe(_ascii_data(text), n, _ASCII_ENDS, _N_ASCII_ENDS, <const int*>_ASCII_SENTENCE_END,
                     &commas, &digits, &found)
        ends = found
    else:
        for ch in text:
            commas += ch == 44
            if ch < 128:
                digits += 48 <= ch <= 57
                ends |= _ASCII_SENTENCE_END[ch]
            else:
                digits += Py_UNICODE_ISDECIMAL(ch)
                if not ends:
                    ends = _listed(ch, _SENTENCE_ENDS, _N_SENTENCE_ENDS)
    out.digits = digits
    out.commas = commas
    out.sentence_end = ends
    out.upper = n > 0 and Py_UNICODE_ISUPPER(text[0])
    out.terminal = False
    i = n - 1
    while i >= 0 and Py_UNICODE_ISSPACE(text[i]):
        i -= 1
    if i >= 0:
        ch = text[i]
        for j in range(_N_TERMINALS):
            if _TERMINALS[j] == ch:
                out.terminal = True
                break
    return 0


cdef inline unsigned char _lower(unsigned char c) noexcept:
    return c + 32 if 65 <= c <= 90 else c


cdef inline bint _word_char(unsigned char c) noexcept:
    """``\\w`` on an ASCII character."""
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122 or c == 95


cdef bint _boilerplate_ascii(str text) noexcept:
    """``_BOILERPLATE.search(text[:300].lower())`` of an ASCII ``text``: lower-casing is
    per character, so an alternative occurs in the lowered text, the non-ASCII ones never.
    A position goes on only when some alternative starts with its two lowered bytes."""
    cdef Py_ssize_t n = min(len(text), 300), i, j, k, m
    cdef const unsigned char* data = _ascii_data(text)
    cdef const char* word
    cdef unsigned char first
    for i in range(n - 1):
        first = _lower(data[i])
        if not _BOILER_PAIR[first * 128 + _lower(data[i + 1])]:
            continue
        for j in range(_BOILER_FIRST[first], _BOILER_FIRST[first + 1]):
            word = _BOILER[j]
            m = _BOILER_LENGTH[j]
            if i + m > n:
                continue
            k = 1
            while k < m and <unsigned char>word[k] == _lower(data[i + k]):
                k += 1
            if k == m:
                return True
    return False


cdef inline bint _alnum(unsigned char c) noexcept nogil:
    return 48 <= c <= 57 or 65 <= c <= 90 or 97 <= c <= 122


cdef inline bint _digit(unsigned char c) noexcept nogil:
    return 48 <= c <= 57


cdef bint _ascii_sentence(const unsigned char* t, Py_ssize_t n, Py_ssize_t min_words) noexcept:
    """``find_sentence(text, _SENTENCE, min_words) is not None`` of an ASCII text. Each
    match of _SENTENCE there is one of ".!?" after a letter, digit or one of "(){}[]<>",
    before whitespace, one of "\"')]" or the end; the candidate runs from the previous
    match's end, and its words (``word_count``: runs of letters, digits and "_") are the
    runs starting in it, as a terminator ends none."""
    cdef Py_ssize_t i, words = 0
    cdef bint in_word = False
    cdef unsigned char c, prev, after
    for i in range(n):
        c = t[i]
        if _alnum(c) or c == 95:
            words += not in_word
            in_word = True
            continue
        in_word = False
        if (c == 46 or c == 33 or c == 63) and i > 0:  # . ! ?
            prev = t[i - 1]
            if not (
                _alnum(prev) or prev == 40 or prev == 41 or prev == 123 or prev == 125
                or prev == 91 or prev == 93 or prev == 60 or prev == 62
            ):
                continue
            if i + 1 < n:
                after = t[i + 1]
                if not (
                    Py_UNICODE_ISSPACE(after) or after == 34 or after == 39 or after == 41
                    or after == 93
                ):
                    continue
            if words >= min_words:
                return True
            words = 0
    return False


cdef inline bint _word_at(const unsigned char* t, Py_ssize_t n, Py_ssize_t i) noexcept nogil:
    """``\\w`` at ``i`` of an ASCII text (False past its end)."""
    return 0 <= i < n and (_alnum(t[i]) or t[i] == 95)


cdef inline Py_ssize_t _digits_at(const unsigned char* t, Py_ssize_t n, Py_ssize_t i) noexcept nogil:
    """The length of the run of digits at ``i``."""
    cdef Py_ssize_t j = i
    while j < n and _digit(t[j]):
        j += 1
    return j - i


cdef inline bint _date_sep(const unsigned char* t, Py_ssize_t n, Py_ssize_t i) noexcept nogil:
    return i < n and (t[i] == 46 or t[i] == 47 or t[i] == 45)  # . / -


cdef bint _ascii_date_like(const unsigned char* t, Py_ssize_t n) noexcept nogil:
    """``_DATE_LIKE.search`` of an ASCII text of ``n`` characters: at a digit after no word
    character, "19" or "20" and two digits then no word character, or 1-2 digits, one of
    "./-", 1-2 digits, one of them, 2-4 digits then no word character (every split the
    regex's backtracking tries)."""
    cdef Py_ssize_t i, a, b, c, run, p, q
    for i in range(n):
        if not _digit(t[i]) or _word_at(t, n, i - 1):
            continue
        run = _digits_at(t, n, i)
        if (
            run >= 4 and (t[i] == 49 and t[i + 1] == 57 or t[i] == 50 and t[i + 1] == 48)
            and not _word_at(t, n, i + 4)
        ):
            return True
        for a in range(1, 3):
            if a > run or not _date_sep(t, n, i + a):
                continue
            p = i + a + 1
            for b in range(1, 3):
                if _digits_at(t, n, p) < b or not _date_sep(t, n, p + b):
                    continue
                q = p + b + 1
                for c in range(2, 5):
                    if _digits_at(t, n, q) >= c and not _word_at(t, n, q + c):
                        return True
    return False


cdef inline bint _among(Py_UCS4 c, const bint* ascii, const Py_UCS4* wide,
                        Py_ssize_t count) noexcept nogil:
    """``c`` is one of a set of characters: its ASCII ones by table, the others listed."""
    cdef Py_ssize_t k
    if c < 128:
        return ascii[c]
    return _listed(c, wide, count)


cdef inline bint _uword(Py_UCS4 c) noexcept:
    """``\\w``: ``str.isalnum()`` or "_"."""
    return _ASCII_WORD[c] if c < 128 else Py_UNICODE_ISALNUM(c)


cdef inline bint _udecimal(Py_UCS4 c) noexcept:
    """``\\d``: a Unicode decimal."""
    return 48 <= c <= 57 if c < 128 else Py_UNICODE_ISDECIMAL(c)


cdef inline int _word_class(Py_UCS4 c) noexcept:
    """``word_count``'s reading of a character: 2 a word by itself (``_NO_SPACE_SCRIPT``,
    which also ends a run), 1 a word character (``\\w`` or a combining mark its word
    pattern adds), 0 neither."""
    cdef Py_ssize_t k
    if c < 128:
        return _ASCII_WORD[c]
    if c >= _NO_SPACE_MIN:
        for k in range(_N_NO_SPACE):
            if _NO_SPACE_LO[k] <= c <= _NO_SPACE_HI[k]:
                return 2
    if Py_UNICODE_ISALNUM(c) or (c < 0x10000 and (_MARK[<unsigned int>c >> 3] >> (<unsigned int>c & 7)) & 1):
        return 1
    return 0


cdef bint _unicode_sentence(str text, Py_ssize_t min_words) noexcept:
    """``find_sentence(text, _SENTENCE, min_words) is not None`` of any text (read once
    _words_from_patterns has read word_count's patterns). Each match of _SENTENCE is one
    character: one of ".!?" after a letter or digit (``[^\\W_]``: ``str.isalnum()``) or one
    of _WORD_END_CHARS, before whitespace (``\\s``: ``str.isspace()``), one of
    _AFTER_CHARS or the end; or one of _SCRIPT_ENDS anywhere. A candidate runs from the
    previous match's end to this one's end; stripping it removes no word character, so its
    ``word_count`` is the words starting in it: runs of word characters, and each character
    of a script without spaces (:func:`_word_class`)."""
    cdef int kind = _kind(text), cls
    cdef const void* data = _data(text)
    cdef Py_ssize_t n = len(text), i, words = 0
    cdef bint in_word = False
    cdef Py_UCS4 c, prev, after
    for i in range(n):
        c = _read(kind, data, i)
        cls = _word_class(c)
        if cls == 1:
            words += not in_word
            in_word = True
        else:
            words += cls == 2
            in_word = False
        if c == 46 or c == 33 or c == 63:  # . ! ?
            if i == 0:
                continue
            prev = _read(kind, data, i - 1)
            if not (
                _among(prev, _BEFORE, _WORD_END_WIDE, _N_WORD_END_WIDE)
                or (_uword(prev) and prev != 95)
            ):
                continue
            if i + 1 < n:
                after = _read(kind, data, i + 1)
                if not (
                    Py_UNICODE_ISSPACE(after) or _among(after, _AFTER, _AFTER_WIDE, _N_AFTER_WIDE)
                ):
                    continue
        elif c < 128 or not _listed(c, _SCRIPT_END, _N_SCRIPT_END):
            continue
        if words >= min_words:
            return True
        words = 0
        in_word = False
    return False


cdef inline bint _uword_at(int kind, const void* data, Py_ssize_t n, Py_ssize_t i) noexcept:
    """``\\w`` at ``i`` (False past either end)."""
    if i < 0 or i >= n:
        return False
    return _uword(_read(kind, data, i))


cdef inline Py_ssize_t _udigits_at(int kind, const void* data, Py_ssize_t n,
                                   Py_ssize_t i) noexcept:
    """The length of the run of ``\\d`` (Unicode decimals) at ``i``."""
    cdef Py_ssize_t j = i
    while j < n and _udecimal(_read(kind, data, j)):
        j += 1
    return j - i


cdef inline bint _udate_sep(int kind, const void* data, Py_ssize_t n, Py_ssize_t i) noexcept:
    cdef Py_UCS4 c
    if i >= n:
        return False
    c = _read(kind, data, i)
    return c == 46 or c == 47 or c == 45  # . / -


cdef bint _unicode_date_like(str text, Py_ssize_t n) noexcept:
    """:func:`_ascii_date_like` of any text: ``\\d`` is a Unicode decimal and ``\\b`` reads
    ``\\w`` (``str.isalnum()`` or "_"), as ``re`` reads them in a str pattern."""
    cdef int kind = _kind(text)
    cdef const void* data = _data(text)
    cdef Py_ssize_t i, a, b, c, run, p, q
    cdef Py_UCS4 ch, next_ch
    for i in range(n):
        ch = _read(kind, data, i)
        if not _udecimal(ch) or _uword_at(kind, data, n, i - 1):
            continue
        run = _udigits_at(kind, data, n, i)
        if run >= 4 and not _uword_at(kind, data, n, i + 4):
            next_ch = _read(kind, data, i + 1)
            if ch == 49 and next_ch == 57 or ch == 50 and next_ch == 48:  # 19, 20
                return True
        for a in range(1, 3):
            if a > run or not _udate_sep(kind, data, n, i + a):
                continue
            p = i + a + 1
            for b in range(1, 3):
                if _udigits_at(kind, data, n, p) < b or not _udate_sep(kind, data, n, p + b):
                    continue
                q = p + b + 1
                for c in range(2, 5):
                    if _udigits_at(kind, data, n, q) >= c and not _uword_at(kind, data, n, q + c):
                        return True
    return False


cdef Py_ssize_t _lowered(str text, Py_UCS4* low) noexcept:
    """``text[:300].lower()`` into ``low`` (room for 600), its length; -1 for a text left
    to the pattern. The characters are lowered one at a time as ``str.lower()`` lowers
    them: an ASCII letter by its table, another character by ``Py_UNICODE_TOLOWER`` (the
    first character of its full mapping, its only one but for "İ", which lowers to "i̇":
    ``tests/test_compiled_features.py`` checks every code point); a capital sigma lowers
    to σ or ς by its neighbours, here σ, the same answer when no alternative holds either."""
    cdef int kind = _kind(text)
    cdef const void* data = _data(text)
    cdef Py_ssize_t n = min(len(text), 300), m = 0, i
    cdef Py_UCS4 c
    for i in range(n):
        c = _read(kind, data, i)
        if c < 128:
            low[m] = (<unsigned int>c + 32) if 65 <= c <= 90 else c
        elif c == 0x130:
            if not _DOTTED_I:
                return -1
            low[m] = 105  # i
            m += 1
            low[m] = 0x307  # combining dot above
        elif c == 0x3A3 and _SIGMA_MATTERS:
            return -1
        else:
            low[m] = Py_UNICODE_TOLOWER(c)
        m += 1
    return m


cdef int _boilerplate_unicode(str text) noexcept:
    """``_BOILERPLATE.search(text[:300].lower()) is not None`` of any text as 1 or 0, or -1
    for a text left to the pattern: each position of the lowered text (:func:`_lowered`)
    compared with the alternatives that start with its character."""
    cdef Py_UCS4 low[600]
    cdef Py_ssize_t m = _lowered(text, low), i, j, k, start, length, first, last
    cdef Py_UCS4 c
    if m < 0:
        return -1
    for i in range(m):
        c = low[i]
        if c < 128:
            first = _ALT_FIRST[c]
            last = _ALT_FIRST[<unsigned int>c + 1]
        else:
            first = _ALT_FIRST[128]
            last = _N_ALT
        for j in range(first, last):
            start = _ALT_START[j]
            length = _ALT_LENGTH[j]
            if i + length > m or _ALT_CHARS[start] != c:
                continue
            k = 1
            while k < length and _ALT_CHARS[start + k] == low[i + k]:
                k += 1
            if k == length:
                return 1
    return 0


cdef bint _boilerplate(str text) except -1:
    """``_BOILERPLATE.search(text[:300].lower())`` is not None."""
    cdef int found
    if _is_ascii(text):
        return _boilerplate_ascii(text)
    found = _boilerplate_unicode(text)
    if found >= 0:
        return found
    return _BOILERPLATE_SEARCH(text[:300].lower()) is not None


cdef bint _sentence(str text, bint sentence_end) except -1:
    """``find_sentence(text, _SENTENCE, 4, _TERMINATORS)`` is not None, given whether
    ``_TERMINATORS`` finds a character in ``text`` (:func:`_probe`)."""
    if not sentence_end:
        return False
    if _SENTENCE_IN_C:
        if _is_ascii(text):
            return _ascii_sentence(_ascii_data(text), len(text), 4)
        if _WORDS_STATE == 0:
            _words_from_patterns()
        if _WORDS_STATE > 0:
            return _unicode_sentence(text, 4)
    return _find_sentence(text, _SENTENCE, 4, _TERMINATORS) is not None


cdef bint _date_like(str text) except -1:
    """``_DATE_LIKE.search(text[:200])`` is not None."""
    if _DATE_IN_C:
        if _is_ascii(text):
            return _ascii_date_like(_ascii_data(text), min(len(text), 200))
        return _unicode_date_like(text, min(len(text), 200))
    return _DATE_LIKE_SEARCH(text[:200]) is not None


def sentence(str text):
    """``find_sentence(text, _SENTENCE, 4, _TERMINATORS) is not None`` as fill() answers it
    (for the tests)."""
    cdef Probe found
    _probe(text, &found)
    return bool(_sentence(text, found.sentence_end))


def date_like(str text):
    """``bool(_DATE_LIKE.search(text[:200]))`` as fill() answers it (for the tests)."""
    return bool(_date_like(text))


def has_sentence_end(str text):
    """``_TERMINATORS.search(text) is not None`` as fill() tests it (for the tests)."""
    cdef Probe found
    _probe(text, &found)
    return bool(found.sentence_end)


def boilerplate(str text):
    """``bool(_BOILERPLATE.search(text[:300].lower()))`` as fill() answers it (for the
    tests): the kernel's own search for an ASCII text, the pattern's for another."""
    return bool(_boilerplate(text))


def lowered(str text):
    """``text[:300].lower()`` as :func:`_boilerplate_unicode` reads it, a capital sigma
    lowered to σ (for the tests); None for a text it leaves to the pattern."""
    cdef Py_UCS4 low[600]
    cdef Py_ssize_t m = _lowered(text, low)
    if m < 0:
        return None
    return PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, low, m)


def title_overlap(str text, title_words):
    """``_title_overlap(text, title_words)`` as fill() computes it (for the tests)."""
    cdef _Title title = _Title(title_words)
    return title.overlap(text)


def probe(str text):
    """(digits, commas, ends terminal, upper start) as fill() measures them (for the tests)."""
    cdef Probe found
    _probe(text, &found)
    return found.digits, found.commas, bool(found.terminal), bool(found.upper)


# ------------------------------------------------------------ lineage and containers

cdef struct Elem:
    Py_ssize_t parent  # the parent's number, -1 at the root
    long long keywords  # keyword bits of the element and its ancestors
    long long tags  # tag bits of the element and its ancestors
    long long nearest  # keyword bits of the nearest element naming a group
    Py_ssize_t below  # levels below the main container, -1 outside it
    bint dominated  # inside the dominant container
    long long chars, links  # the container sums of the blocks below (whole numbers)
    double sentences, count


class _Declined(Exception):
    """A block the kernel leaves to the reference (an element that is not an lxml element)."""


cdef class _Lineages:
    """``_Lineage`` and ``_Containers`` over libxml2's nodes: one Elem per element seen."""

    cdef Elem* elems
    cdef Py_ssize_t size, capacity
    cdef xmlNode** chain
    cdef Py_ssize_t chain_capacity
    cdef unsigned char* text  # a class/id value being matched
    cdef Py_ssize_t text_capacity
    cdef size_t* keys  # node addresses (0: an empty slot), open addressing
    cdef Py_ssize_t* values  # each address's Elem number
    cdef size_t bits  # the table holds 1 << bits slots
    cdef size_t first_bits  # its size when first made (fill(): room for the page's elements)
    cdef xmlNode* best
    cdef xmlNode* dominant

    def __cinit__(self):
        self.elems = NULL
        self.chain = NULL
        self.text = NULL
        self.size = self.capacity = self.chain_capacity = self.text_capacity = 0
        self.keys = NULL
        self.values = NULL
        self.bits = 0
        self.first_bits = 8

    def __dealloc__(self):
        PyMem_Free(self.elems)
        PyMem_Free(self.chain)
        PyMem_Free(self.text)
        PyMem_Free(self.keys)
        PyMem_Free(self.values)

    cdef inline size_t home(self, size_t key) noexcept nogil:
        return (key * <size_t>11400714819323198485ULL) >> (64 - self.bits)

    cdef Py_ssize_t number(self, xmlNode* c) noexcept nogil:
        """The Elem number of node ``c``, -1 when it has none yet."""
        cdef size_t key = <size_t>c, mask = (<size_t>1 << self.bits) - 1, i
        if self.keys is NULL:
            return -1
        i = self.home(key)
        while self.keys[i]:
            if self.keys[i] == key:
                return self.values[i]
            i = (i + 1) & mask
        return -1

    cdef int number_as(self, xmlNode* c, Py_ssize_t value) except -1:
        """Give node ``c`` (not numbered yet) its Elem number; the table at most half full."""
        cdef size_t* old_keys = self.keys
        cdef Py_ssize_t* old_values = self.values
        cdef size_t old_size = (<size_t>1 << self.bits) if old_keys is not NULL else 0
        cdef size_t i, j, mask, old_bits = self.bits
        if 2 * <size_t>(self.size + 1) > old_size:
            self.bits = self.bits + 1 if old_keys is not NULL else self.first_bits
            self.keys = <size_t*>PyMem_Calloc(<size_t>1 << self.bits, sizeof(size_t))
            self.values = <Py_ssize_t*>PyMem_Calloc(<size_t>1 << self.bits, sizeof(Py_ssize_t))
            if self.keys is NULL or self.values is NULL:
                PyMem_Free(self.keys)
                PyMem_Free(self.values)
                self.keys, self.values, self.bits = old_keys, old_values, old_bits
                raise MemoryError()
            mask = (<size_t>1 << self.bits) - 1
            for i in range(old_size):
                if old_keys[i]:
                    j = self.home(old_keys[i])
                    while self.keys[j]:
                        j = (j + 1) & mask
                    self.keys[j] = old_keys[i]
                    self.values[j] = old_values[i]
            PyMem_Free(old_keys)
            PyMem_Free(old_values)
        mask = (<size_t>1 << self.bits) - 1
        i = self.home(<size_t>c)
        while self.keys[i]:
            i = (i + 1) & mask
        self.keys[i] = <size_t>c
        self.values[i] = value
        return 0

    cdef unsigned char* text_buffer(self, Py_ssize_t size) except NULL:
        """A buffer of at least ``size`` bytes (reused)."""
        cdef unsigned char* grown
        if size > self.text_capacity:
            grown = <unsigned char*>PyMem_Realloc(self.text, size + 256)
            if grown is NULL:
                raise MemoryError()
            self.text = grown
            self.text_capacity = size + 256
        return self.text

    cdef int expect(self, Py_ssize_t elements) noexcept:
        """Make the table, when first needed, with room for ``elements`` at most half full
        (no doubling on the way); the numbers it gives are the same."""
        while self.first_bits < 24 and (<size_t>1 << self.first_bits) < 2 * <size_t>elements:
            self.first_bits += 1
        return 0

    cdef int set_containers(self, object best, object dominant) except -1:
        self.best = (<cetree._Element>best)._c_node if isinstance(best, cetree._Element) else NULL
        self.dominant = (
            (<cetree._Element>dominant)._c_node if isinstance(dominant, cetree._Element) else NULL
        )
        return 0

    cdef Py_ssize_t of(self, object element) except -2:
        """``_Lineage.of``: the number of ``element``'s Elem (-1: nothing inherited)."""
        cdef xmlNode* c
        cdef Py_ssize_t depth = 0, found = -1, i
        if element is None:
            return -1
        if not isinstance(element, cetree._Element):
            raise _Declined()
        c = (<cetree._Element>element)._c_node
        if c is NULL or c.type != tree.XML_ELEMENT_NODE or _dtd_defaults(c.doc):
            raise _Declined()
        while c is not NULL:
            found = self.number(c)
            if found >= 0:
                break
            self.push_chain(depth, c)
            depth += 1
            c = c.parent
            if c is not NULL and not _element_like(c):
                c = NULL  # lxml's getparent(): None above the root element
        for i in range(depth - 1, -1, -1):
            found = self.add(self.chain[i], found)
        return found

    cdef int push_chain(self, Py_ssize_t depth, xmlNode* c) except -1:
        cdef xmlNode** grown
        if depth == self.chain_capacity:
            self.chain_capacity = self.chain_capacity * 2 + 64
            grown = <xmlNode**>PyMem_Realloc(self.chain, self.chain_capacity * sizeof(xmlNode*))
            if grown is NULL:
                raise MemoryError()
            self.chain = grown
        self.chain[depth] = c
        return 0

    cdef Py_ssize_t add(self, xmlNode* c, Py_ssize_t parent) except -2:
        """One step of ``_Lineage.of``'s loop: ``c``'s state from its parent's."""
        cdef Elem* grown
        cdef Elem* e
        cdef long long own
        if c.type != tree.XML_ELEMENT_NODE:
            raise _Declined()
        if self.size == self.capacity:
            self.capacity = self.capacity * 2 + 256
            grown = <Elem*>PyMem_Realloc(self.elems, self.capacity * sizeof(Elem))
            if grown is NULL:
                raise MemoryError()
            self.elems = grown
        own = _class_id_bits(c, self)
        e = &self.elems[self.size]
        e.parent = parent
        e.chars = e.links = 0
        e.sentences = e.count = 0.0
        if parent >= 0:
            e.keywords = self.elems[parent].keywords | own
            e.tags = self.elems[parent].tags | _tag_bits(c)
            e.nearest = own if own else self.elems[parent].nearest
            e.below = self.elems[parent].below
            e.dominated = self.elems[parent].dominated or c == self.dominant
        else:
            e.keywords = own
            e.tags = _tag_bits(c)
            e.nearest = own
            e.below = -1
            e.dominated = c == self.dominant
        if c == self.best:
            e.below = 0
        elif e.below >= 0:
            e.below += 1
        self.number_as(c, self.size)
        self.size += 1
        return self.size - 1

    cdef int add_block(self, Py_ssize_t at, Py_ssize_t chars, Py_ssize_t links,
                       double sentence) except -1:
        """``_Containers``: a block's sums added to its nearest ``_STATS`` ancestors."""
        cdef Py_ssize_t level = 0, p
        if at < 0:
            return 0
        p = self.elems[at].parent
        while p >= 0 and level < _STATS:
            self.elems[p].chars += chars
            self.elems[p].links += links
            self.elems[p].sentences += sentence
            self.elems[p].count += 1.0
            p = self.elems[p].parent
            level += 1
        return 0

    cdef int containers(self, Py_ssize_t at, double total, float* row) except -1:
        """``_Containers.features`` of a block whose element is Elem ``at``."""
        cdef Py_ssize_t level, p = self.elems[at].parent if at >= 0 else -1
        cdef Elem* e
        for level in range(_LEVELS):
            if p < 0:
                row[0] = row[1] = row[2] = row[3] = row[4] = 0.0
            else:
                e = &self.elems[p]
                row[0] = <float>_log1p(e.chars)
                row[1] = <float>(<double>e.links / <double>e.chars) if e.chars else 0.0
                row[2] = <float>(e.sentences / e.count)
                row[3] = <float>(<double>e.chars / total)
                row[4] = <float>_log1p_double(e.count)
                p = e.parent
            row += 5
        return 0


cdef inline bint _az(unsigned char c) noexcept nogil:
    return 97 <= c <= 122


cdef long long _keyword_bits(const unsigned char* text, Py_ssize_t n) noexcept nogil:
    """``signals._text_bits`` of a lower-case ASCII text: at each position not after
    [a-z], the first literal (group by group, each group's in ``re``'s order) found there
    sets its group's bit and the search goes on after it, as ``finditer`` does. A position
    whose two bytes open no literal (``_keyword_pair``) is passed over untried, and so is
    each position after [a-z] (a run of them at a time)."""
    cdef Py_ssize_t i = 0, j, k, m, at
    cdef long long bits = 0
    cdef const unsigned char* word
    while i < n:  # i is 0 or after a byte other than [a-z]
        if i + 1 >= n or _keyword_pair(text[i], text[i + 1]):
            for j in range(_KEYWORD_FIRST[text[i]], _KEYWORD_FIRST[text[i] + 1]):
                at = _KEYWORD_ORDER[j]
                m = _KEYWORD_LENGTH[at]
                if i + m > n:
                    continue
                word = <const unsigned char*>_KEYWORD[at]
                k = 1
                while k < m and word[k] == text[i + k]:
                    k += 1
                if k < m or (_KEYWORD_WORD_END[at] and i + m < n and _az(text[i + m])):
                    continue
                bits |= _KEYWORD_BITS[at]
                i += m - 1  # past the literal, less the step below
                break
        i += 1
        while i < n and _az(text[i - 1]):
            i += 1
    return bits


def keyword_bits(str text):
    """``signals._text_bits(text)`` as the kernel computes it for a lower-case ASCII text
    (for the tests); None for another text."""
    if not _is_ascii(text) or text != text.lower():
        return None
    return _keyword_bits(_ascii_data(text), len(text))


cdef inline Py_ssize_t _ascii_length(const char* s) noexcept nogil:
    """strlen(s), or -1 when a byte is not ASCII."""
    cdef Py_ssize_t n = 0
    while s[n] != 0:
        if <unsigned char>s[n] >= 128:
            return -1
        n += 1
    return n


cdef long long _class_id_bits(xmlNode* c, _Lineages lineages) except -1:
    """``signals.class_id_bits(el)``, its attributes read from the node: in C when both
    values are plain ASCII (lower-casing is per character), else the Python function."""
    cdef Found found
    cdef const char* cls
    cdef const char* ident
    cdef Py_ssize_t nc = 0, ni = 0, i
    cdef unsigned char* text
    _find_attributes(c, &found)
    if not found.bits & (A_CLASS | A_ID):
        return 0  # class_id_bits of no class and no id (checked at import)
    cls = _plain_value(found.cls)
    ident = _plain_value(found.id)
    if cls is not NULL and ident is not NULL:
        nc = _ascii_length(cls)
        ni = _ascii_length(ident)
    if cls is NULL or ident is NULL or nc < 0 or ni < 0:
        cls_value = _attribute_value(c, found.cls) if found.bits & A_CLASS else None
        ident_value = _attribute_value(c, found.id) if found.bits & A_ID else None
        return class_id_bits({"class": cls_value, "id": ident_value})
    # ((cls or "") + " " + (ident or "")).lower()
    text = lineages.text_buffer(nc + ni + 1)
    for i in range(nc):
        text[i] = _lower(<unsigned char>cls[i])
    text[nc] = 32
    for i in range(ni):
        text[nc + 1 + i] = _lower(<unsigned char>ident[i])
    return _keyword_bits(text, nc + ni + 1)


cdef long long _tag_bits(xmlNode* c) except -1:
    """``signals.tag_bits(el.tag)``: in C for a name of ASCII bytes without a namespace."""
    cdef const char* name = <const char*>c.name
    cdef Py_ssize_t i
    if (c.ns is not NULL and c.ns.href is not NULL) or name is NULL or _ascii_length(name) < 0:
        return <long long>tag_bits(_tag(c))
    for i in range(_N_ANCESTOR):
        if name[0] == _ANCESTOR[i][0] and strcmp(name, _ANCESTOR[i]) == 0:
            return 1LL << i
    return 0


# ------------------------------------------------------------ the rows

cdef inline void _bits(long long value, Py_ssize_t count, float* row) noexcept:
    """``_bits``: bit i of ``value`` as 0.0 or 1.0."""
    cdef Py_ssize_t i
    for i in range(count):
        row[i] = <float><double>((value >> i) & 1)


cdef int _copy(object values, Py_ssize_t count, float* row) except -1:
    """A tuple of Python numbers into the row, as numpy rounds them to float32."""
    cdef Py_ssize_t i
    if len(values) != count:
        raise _Declined()
    for i in range(count):
        row[i] = <float>PyFloat_AsDouble(values[i])
    return 0


_BlockFeatures = _types.BlockFeatures
_TableRef = _types.TableRef
_Block = _types.Block
_BlockContext = _types.BlockContext
_RepeatGroup = _page_kind.RepeatGroup


# ------------------------------------------------------------ slot reads

cdef enum:
    _B_TEXT, _B_FEATURES, _B_CONTEXT, _B_LINKS, _B_ELEMENT, _B_KIND
    _F_TEXT_LENGTH, _F_LINK_TEXT_LENGTH, _F_WORD_COUNT, _F_PUNCTUATION, _F_SENTENCES
    _F_DEPTH, _F_HEADING, _F_IN_LINK_ONLY, _F_BOLD
    _C_TABLE, _C_LIST_KINDS, _C_QUOTE
    _T_ROWS, _T_COLS, _T_HAS_NESTED
    _G_COUNT, _G_PAGE_SHARE, _G_SENTENCE_SHARE, _G_LINK_DENSITY, _G_BLOCKS_PER_ITEM, _G_IDENT
    _N_SLOTS

_SLOT_NAMES = (
    (_Block, ("text", "features", "context", "links", "element", "kind")),
    (_BlockFeatures, ("text_length", "link_text_length", "word_count", "punctuation_count",
                      "sentence_count", "depth", "heading_level", "in_link_only", "bold")),
    (_BlockContext, ("table", "list_kinds", "quote")),
    (_TableRef, ("rows", "cols", "has_nested")),
    (_RepeatGroup, ("count", "page_share", "sentence_share", "link_density", "blocks_per_item",
                    "ident")),
)
cdef Py_ssize_t _OFFSET[_N_SLOTS]
cdef tuple _NAMES = tuple(name for _, names in _SLOT_NAMES for name in names)


cdef int _find_slots() except -1:
    cdef Py_ssize_t at = 0
    for cls, names in _SLOT_NAMES:
        for name in names:
            _OFFSET[at] = _slot_offset(cls, name)
            at += 1
    return 0


_find_slots()


cdef inline object _field(object obj, Py_ssize_t which, bint exact):
    """``getattr(obj, name)`` of field ``which``: read from its slot in place when
    ``exact`` (``obj`` is an instance of exactly the class that declares it)."""
    return _read_slot(obj, _OFFSET[which] if exact else -1, <str>_NAMES[which])


cdef Py_ssize_t _EXACT = 2 ** 53  # whole numbers up to this are exact as doubles


cdef inline double _float_of(object value) except? -1.0:
    """``float(value)`` of a field: a bool's or an int's without the float object
    ``float()`` makes on the way (an int by ``PyLong_AsDouble``, as ``float()`` converts)."""
    if value is True:
        return 1.0
    if value is False:
        return 0.0
    if type(value) is int:
        return PyLong_AsDouble(value)
    return <double>value


cdef inline bint _whole(object value, Py_ssize_t* out) except -1:
    """``type(value) is int and -_EXACT <= value <= _EXACT``, the value put in ``out``:
    compared in C, without making ``_EXACT``'s int twice a block."""
    cdef int overflow = 0
    cdef long long v
    if type(value) is not int:
        return False
    v = PyLong_AsLongLongAndOverflow(value, &overflow)
    if overflow or v < -_EXACT or v > _EXACT:
        return False
    out[0] = <Py_ssize_t>v
    return True


cdef int _own(object block, Py_ssize_t pos, Py_ssize_t count, float* row) except -1:
    """``own_features``."""
    cdef Probe p
    cdef bint exact = type(block) is _Block
    cdef object f = _field(block, _B_FEATURES, exact)
    cdef str text = _field(block, _B_TEXT, exact)
    cdef object context = _field(block, _B_CONTEXT, exact)
    cdef bint exact_f = type(f) is _BlockFeatures
    cdef bint exact_c = type(context) is _BlockContext
    cdef object table = _field(context, _C_TABLE, exact_c)
    cdef Py_ssize_t length = _field(f, _F_TEXT_LENGTH, exact_f)
    cdef Py_ssize_t word_count = _field(f, _F_WORD_COUNT, exact_f)
    cdef Py_ssize_t link_length = 0
    cdef double n = <double>max(1, length), words = <double>max(1, word_count)
    _probe(text, &p)
    row[0] = <float>_log1p(length)
    row[1] = <float>_log1p(word_count)
    links = _field(f, _F_LINK_TEXT_LENGTH, exact_f) if type(f) is _BlockFeatures else None
    if _whole(links, &link_length) and -_EXACT <= length <= _EXACT:
        # BlockFeatures.link_density without its frame: exact whole numbers, one division
        row[2] = <float>(<double>link_length / <double>length) if length else 0.0
    else:
        row[2] = <float><double>f.link_density
    row[3] = <float>(<double>(<Py_ssize_t>_field(f, _F_PUNCTUATION, exact_f)) / n)
    row[4] = <float>_log1p(<Py_ssize_t>_field(f, _F_SENTENCES, exact_f))
    row[5] = 1.0 if _sentence(text, p.sentence_end) else 0.0
    row[6] = 1.0 if p.terminal else 0.0
    row[7] = <float>_float_of(_field(f, _F_HEADING, exact_f))
    row[8] = <float>_float_of(_field(f, _F_BOLD, exact_f))
    row[9] = <float>_float_of(_field(f, _F_IN_LINK_ONLY, exact_f))
    row[10] = <float>_float_of(_field(f, _F_DEPTH, exact_f))
    row[11] = <float>(<double>pos / <double>count)
    row[12] = <float>(<double>p.digits / n)
    row[13] = 1.0 if p.upper else 0.0
    row[14] = <float>(<double>length / words)
    row[15] = <float>(<double>p.commas / words)
    row[16] = 1.0 if _boilerplate(text) else 0.0
    row[17] = 1.0 if p.digits and _date_like(text) else 0.0
    kinds = _field(context, _C_LIST_KINDS, exact_c)
    row[18] = 1.0 if kinds else 0.0
    row[19] = <float><double>len(kinds)
    if table is None:
        row[20] = 0.0
    elif type(table) is _TableRef:  # its is_data_table, without the frame
        row[20] = 1.0 if (
            not _field(table, _T_HAS_NESTED, True)
            and _field(table, _T_COLS, True) >= 2
            and _field(table, _T_ROWS, True) >= 1
        ) else 0.0
    else:
        row[20] = 1.0 if table.is_data_table else 0.0
    row[21] = 1.0 if table is not None else 0.0
    row[22] = <float>_float_of(_field(context, _C_QUOTE, exact_c))
    row[23] = <float>_log1p(len(_field(block, _B_LINKS, exact)))
    return 0


# str.casefold() per character, memoised on first meeting it: bit c of _FOLD_KNOWN once
# the character c was looked at, of _FOLD_ONE when its casefold() is one character (not
# "ß", "ŉ", "ﬁ", ...): below U+10000 that character is _FOLD_TO[c] ("ς": "σ", "ſ": "s",
# Cherokee small letters: capitals); above, it is counted only when it is the one
# Py_UNICODE_TOLOWER gives.
cdef unsigned char _FOLD_KNOWN[0x22000]
cdef unsigned char _FOLD_ONE[0x22000]
cdef Py_UCS4 _FOLD_TO[0x10000]


cdef long _folded_char(Py_UCS4 c) except -2:
    """``ord(chr(c).casefold())`` when that is one character (above U+FFFF: the one
    ``Py_UNICODE_TOLOWER`` gives), else -1."""
    cdef unsigned int at = (<unsigned int>c) >> 3
    cdef unsigned char bit = 1 << ((<unsigned int>c) & 7)
    if not _FOLD_KNOWN[at] & bit:
        folded = chr(c).casefold()
        if len(folded) == 1 and (c < 0x10000 or ord(folded) == Py_UNICODE_TOLOWER(c)):
            if c < 0x10000:
                _FOLD_TO[c] = ord(folded)
            _FOLD_ONE[at] |= bit
        _FOLD_KNOWN[at] |= bit
    if not _FOLD_ONE[at] & bit:
        return -1
    return _FOLD_TO[c] if c < 0x10000 else Py_UNICODE_TOLOWER(c)


cdef bint _lower_ascii_word(str word) noexcept:
    """``word`` is not empty and made of ASCII word characters, none an upper-case letter."""
    cdef Py_ssize_t i, n = PyUnicode_GET_LENGTH(word)
    cdef const unsigned char* data
    if n == 0 or not _is_ascii(word):
        return False
    data = _ascii_data(word)
    for i in range(n):
        if not _word_char(data[i]) or 65 <= data[i] <= 90:
            return False
    return True


cdef class _Title:
    """``_title_overlap`` against one page's title words: in C for an ASCII text (its
    ``count_shared_words`` is the number of words that are ``\\w+`` runs of the lowered
    text); for another, ``count_shared_words``'s first test here (a title word in the
    case-folded text), then the Python function."""

    cdef object words
    cdef Py_ssize_t count  # len(words)
    cdef bint python  # words not a frozenset of str: always the Python function
    # The title words made of lower-case ASCII word characters, by length: those of
    # length L are kept[first[L]] to kept[first[L + 1]] (L up to longest), their bytes
    # at chars + start[k].
    cdef Py_ssize_t kept, longest
    cdef Py_ssize_t* first
    cdef Py_ssize_t* start
    cdef unsigned char* chars
    cdef unsigned char* seen  # per kept word: found in the text being measured
    # Every title word as code points (word w at every + begins[w], ends[w] long), for
    # count_shared_words' first test of a text that is not ASCII; first[c & 255] set
    # when a word starts with a character c; folded: the text case-folded.
    cdef Py_UCS4* every
    cdef Py_ssize_t* begins
    cdef Py_ssize_t* ends
    cdef Py_ssize_t listed
    cdef bint empty  # a title word is "" (in every text)
    # Per listed word, for count_shared_words' count of a text folded here (count_folded):
    # rules[w] bit 1 when it counts as a word (_counts_as_word), bit 2 when it is one
    # character of a script without spaces and the shortest title word is one character
    # long (the no-space rule), bit 4 when it is one such character whatever the shortest
    # (word_set's rule, :meth:`count_runs`); hit[w] once it is shared with the text.
    cdef unsigned char* rules
    cdef unsigned char* hit
    cdef bint spaceless  # some word has bit 2
    cdef bint lone  # some word has bit 4: it is one character of a script without spaces
    cdef unsigned char firsts[256]
    cdef Py_UCS4* folded
    cdef Py_ssize_t folded_capacity

    def __cinit__(self, words):
        cdef Py_ssize_t k, at = 0, length, total = 0
        self.words = words
        self.first = self.start = NULL
        self.chars = self.seen = NULL
        self.kept = self.longest = 0
        self.every = self.folded = NULL
        self.begins = self.ends = NULL
        self.rules = self.hit = NULL
        self.listed = self.folded_capacity = 0
        self.empty = self.spaceless = self.lone = False
        memset(self.firsts, 0, 256)
        self.python = type(words) is not frozenset
        if self.python:
            return
        self.count = len(words)
        kept = []
        for word in words:
            if type(word) is not str:
                self.python = True
                return
            if _lower_ascii_word(<str>word):
                kept.append(word.encode())
        kept.sort(key=len)
        self.kept = len(kept)
        for word in kept:  # the longest kept word, and all of their bytes
            length = PyBytes_GET_SIZE(<bytes>word)
            total += length
            if length > self.longest:
                self.longest = length
        self.first = <Py_ssize_t*>PyMem_Calloc(self.longest + 2, sizeof(Py_ssize_t))
        self.start = <Py_ssize_t*>PyMem_Calloc(self.kept + 1, sizeof(Py_ssize_t))
        self.chars = <unsigned char*>PyMem_Calloc(total + 1, 1)
        self.seen = <unsigned char*>PyMem_Calloc(self.kept + 1, 1)
        if self.first is NULL or self.start is NULL or self.chars is NULL or self.seen is NULL:
            raise MemoryError()
        for word in kept:  # first[length]: how many kept words are shorter than length
            length = PyBytes_GET_SIZE(<bytes>word)
            for k in range(length + 1, self.longest + 2):
                self.first[k] += 1
        for k, word in enumerate(kept):
            self.start[k] = at
            memcpy(self.chars + at, <const char*>(<bytes>word), PyBytes_GET_SIZE(<bytes>word))
            at += PyBytes_GET_SIZE(<bytes>word)
        self.list_words(words)

    cdef int list_words(self, words) except -1:
        """Every title word as code points (:meth:`fold_search`)."""
        cdef Py_ssize_t at = 0, k = 0, i, n, total = 0, shortest = 0, count = len(words)
        cdef int kind
        cdef const void* data
        for word in words:  # (all str: the caller checked)
            n = PyUnicode_GET_LENGTH(<str>word)
            total += n
            if k == 0 or n < shortest:
                shortest = n
            k += 1
        k = 0
        self.every = <Py_UCS4*>PyMem_Calloc(total + 1, sizeof(Py_UCS4))
        self.begins = <Py_ssize_t*>PyMem_Calloc(count + 1, sizeof(Py_ssize_t))
        self.ends = <Py_ssize_t*>PyMem_Calloc(count + 1, sizeof(Py_ssize_t))
        self.rules = <unsigned char*>PyMem_Calloc(count + 1, 1)
        self.hit = <unsigned char*>PyMem_Calloc(count + 1, 1)
        if (self.every is NULL or self.begins is NULL or self.ends is NULL
                or self.rules is NULL or self.hit is NULL):
            raise MemoryError()
        for word in words:
            n = PyUnicode_GET_LENGTH(<str>word)
            if not n:
                self.empty = True
                continue
            kind = _kind(<str>word)
            data = _data(<str>word)
            self.begins[k] = at
            self.ends[k] = n
            # _counts_as_word: longer than two characters, or a number
            self.rules[k] = n > 2 or bool((<str>word).isdigit())
            if n == 1 and _no_space_script_chars(word) == [word]:
                self.rules[k] |= 4
                self.lone = True
                if shortest == 1:  # always so, unless "" is a word
                    self.rules[k] |= 2
                    self.spaceless = True
            self.firsts[(<unsigned int>_read(kind, data, 0)) & 255] = 1
            for i in range(n):
                self.every[at] = _read(kind, data, i)
                at += 1
            k += 1
        self.listed = k
        return 0

    def __dealloc__(self):
        PyMem_Free(self.every)
        PyMem_Free(self.begins)
        PyMem_Free(self.ends)
        PyMem_Free(self.rules)
        PyMem_Free(self.hit)
        PyMem_Free(self.folded)
        PyMem_Free(self.first)
        PyMem_Free(self.start)
        PyMem_Free(self.chars)
        PyMem_Free(self.seen)

    cdef double overlap(self, str text) except? -1.0:
        cdef Py_ssize_t shared = 0, n, i = 0, begin, length, w, k
        cdef const unsigned char* data
        cdef const unsigned char* word
        if self.python:
            return _title_overlap(text, self.words)
        if not _is_ascii(text):
            return self.overlap_wide(text)
        if self.count == 0 or self.kept == 0:
            return 0.0
        data = _ascii_data(text)
        n = len(text)
        memset(self.seen, 0, self.kept)
        while i < n and shared < self.kept:  # each \w+ run, compared lowered with the words
            while i < n and not _word_char(data[i]):
                i += 1
            begin = i
            while i < n and _word_char(data[i]):
                i += 1
            length = i - begin
            if length > self.longest:
                continue
            for w in range(self.first[length], self.first[length + 1]):
                if self.seen[w]:
                    continue
                word = self.chars + self.start[w]
                k = 0
                while k < length and word[k] == _lower(data[begin + k]):
                    k += 1
                if k == length:
                    self.seen[w] = 1
                    shared += 1
                    break  # the words are distinct: no other one of this length is this run
        return <double>shared / <double>self.count


    cdef double overlap_wide(self, str text) except? -1.0:
        """``_title_overlap`` of a text that is not ASCII: ``count_shared_words``'s first
        test (some title word in ``text.casefold()``, else no word is shared) made here,
        then its count (:meth:`count_folded`) when the text was folded here, else the
        function called when a word passes the test."""
        cdef int found
        if self.count == 0:
            return 0.0
        found = self.fold_search(text)
        if found > 0:
            return <double>self.count_folded(text) / <double>self.count
        if found < 0:
            folded = text.casefold()
            if not any(word in folded for word in self.words):
                return 0.0
            if len(folded) != len(text) or "\u0345" in text:  # word_set's count
                return <double>self.count_runs(text) / <double>self.count
            found = 1
        return _title_overlap(text, self.words) if found else 0.0

    cdef Py_ssize_t count_runs(self, str text) except -1:
        """``len(word_set(text) & words)`` of a text that is not ASCII: each ``\\w+`` run
        of ``text`` that counts as a word (longer than two characters, or digits) case-folded
        character by character (``str.casefold`` has no context rule; a character folding
        to several, "ß": "ss", by its own ``casefold()``) and compared with the title words
        of the folded length; then the title words that are one character of a script
        without spaces found in the text (``no_space_script_chars``)."""
        cdef Py_ssize_t n = len(text), i = 0, begin, length, k, shared = 0
        cdef int kind = _kind(text)
        cdef const void* data = _data(text)
        cdef Py_UCS4 c
        cdef long one
        cdef bint digits
        cdef Py_UCS4* grown
        cdef Py_UCS4* folded
        if 3 * n + 3 > self.folded_capacity:  # a character folds to three at most
            grown = <Py_UCS4*>PyMem_Realloc(self.folded, (3 * n + 259) * sizeof(Py_UCS4))
            if grown is NULL:
                raise MemoryError()
            self.folded = grown
            self.folded_capacity = 3 * n + 259
        folded = self.folded
        memset(self.hit, 0, self.listed)
        while i < n:
            while i < n and not _uword(_read(kind, data, i)):
                i += 1
            begin = i
            digits = True
            while i < n and _uword(_read(kind, data, i)):
                digits = digits and Py_UNICODE_ISDIGIT(_read(kind, data, i))
                i += 1
            if i == begin or not (i - begin > 2 or digits):  # _counts_as_word
                continue
            length = 0
            for k in range(begin, i):
                c = _read(kind, data, k)
                if c >= 128:
                    one = _folded_char(c)
                else:
                    one = (<long>c + 32) if 65 <= c <= 90 else <long>c
                if one >= 0:
                    folded[length] = <Py_UCS4>one
                    length += 1
                    continue
                for part in chr(c).casefold():
                    folded[length] = ord(part)
                    length += 1
            if self.firsts[(<unsigned int>folded[0]) & 255] and self._take_run(folded, length, 0):
                shared += 1
        if self.lone:
            shared += self._single_chars(kind, data, n, 4)
        return shared

    cdef Py_ssize_t count_folded(self, str text) noexcept:
        """``count_shared_words(text, words)`` of a text :meth:`fold_search` folded (each
        character to the one ``casefold()`` gives, U+0345 not among them): the words of
        ``folded`` are the text's words folded, so the shared words are those counting
        as words that are a whole ``\\w+`` run of it (``_has_word``), and with the
        no-space rule the single characters of such a script found in the text."""
        cdef Py_ssize_t n = len(text), i = 0, begin, length, shared = 0
        cdef int kind = _kind(text)
        cdef const void* data = _data(text)
        cdef const Py_UCS4* folded = self.folded
        memset(self.hit, 0, self.listed)
        while i < n:  # each maximal \w run of folded, compared with the words of its length
            while i < n and not _uword(folded[i]):
                i += 1
            begin = i
            while i < n and _uword(folded[i]):
                i += 1
            length = i - begin
            if length == 0 or not self.firsts[(<unsigned int>folded[begin]) & 255]:
                continue
            if self._take_run(folded + begin, length, 1):
                shared += 1
        if self.spaceless:
            shared += self._single_chars(kind, data, n, 2)
        return shared

    cdef bint _take_run(self, const Py_UCS4* run, Py_ssize_t length, int rule) noexcept:
        """Mark the listed word not yet found, of ``rule`` (a bit of ``rules``; 0: any),
        that is the ``length`` characters of ``run``; whether there was one (the words
        are distinct: no other one is this run)."""
        cdef Py_ssize_t w, at, k
        for w in range(self.listed):
            if self.hit[w] or (rule and not self.rules[w] & rule) or self.ends[w] != length:
                continue
            at = self.begins[w]
            k = 0
            while k < length and self.every[at + k] == run[k]:
                k += 1
            if k == length:
                self.hit[w] = 1
                return True
        return False

    cdef Py_ssize_t _single_chars(
        self, int kind, const void* data, Py_ssize_t n, int rule
    ) noexcept:
        """How many listed words of ``rule`` not found yet are one character that is
        somewhere in the text (``kind``/``data``, ``n`` characters)."""
        cdef Py_ssize_t w, i, shared = 0
        for w in range(self.listed):
            if self.hit[w] or not self.rules[w] & rule:
                continue
            for i in range(n):
                if _read(kind, data, i) == self.every[self.begins[w]]:
                    shared += 1
                    break
        return shared

    cdef int fold_search(self, str text) except -2:
        """1 when a title word is in ``text.casefold()``, 0 when none is; -1 when a
        character's ``casefold()`` is not one character (:func:`_folded_char`), or is
        U+0345's: the caller folds the text then."""
        cdef int kind = _kind(text)
        cdef const void* data = _data(text)
        cdef Py_ssize_t n = len(text), i, w, k, at, length
        cdef Py_UCS4 c
        cdef long one
        cdef Py_UCS4* grown
        cdef Py_UCS4* folded
        if n > self.folded_capacity:
            grown = <Py_UCS4*>PyMem_Realloc(self.folded, (n + 256) * sizeof(Py_UCS4))
            if grown is NULL:
                raise MemoryError()
            self.folded = grown
            self.folded_capacity = n + 256
        folded = self.folded
        for i in range(n):
            c = _read(kind, data, i)
            if c < 128:
                folded[i] = (<unsigned int>c + 32) if 65 <= c <= 90 else c
            elif c == 0x345:  # U+0345 folds into a word character
                return -1
            else:
                one = _folded_char(c)
                if one < 0:
                    return -1
                folded[i] = <Py_UCS4>one
        if self.empty:
            return 1
        for i in range(n):
            c = folded[i]
            if not self.firsts[(<unsigned int>c) & 255]:
                continue
            for w in range(self.listed):
                at = self.begins[w]
                length = self.ends[w]
                if i + length > n or self.every[at] != c:
                    continue
                k = 1
                while k < length and self.every[at + k] == folded[i + k]:
                    k += 1
                if k == length:
                    return 1
        return 0


cdef struct Page:
    Py_ssize_t count, title, comment_header
    double total, best_share, dominant_share, article, dated


cdef int _anchoring(object text, Py_ssize_t pos, Page* page, Py_ssize_t before,
                    Py_ssize_t length, _Title title_words, float* row) except -1:
    """``_anchoring``."""
    cdef Py_ssize_t title = page.title, apart = pos - title
    row[0] = <float>title_words.overlap(text)
    row[1] = 1.0 if pos == title else 0.0
    row[2] = 1.0 if title >= 0 and pos > title else 0.0
    row[3] = (
        <float>copysign(_log1p(apart if apart >= 0 else -apart), <double>apart)
        if title >= 0 else 0.0
    )
    row[4] = 1.0 if page.comment_header >= 0 and pos >= page.comment_header else 0.0
    row[5] = <float>(<double>before / page.total)
    row[6] = <float>(1.0 - <double>(before + length) / page.total)
    return 0


def fill(list blocks, object facts, float[:, ::1] out):
    """Write ``block_features_reference``'s columns ``[:MAIN_COLUMNS]`` for ``blocks`` into
    ``out``; False (``out`` unspecified) for a page left to the reference."""
    cdef Py_ssize_t count = len(blocks), pos, at, length
    cdef Py_ssize_t best_chars = 0, dominant_chars = 0
    cdef bint exact
    cdef Py_ssize_t* numbers
    cdef Py_ssize_t* lengths
    cdef _Lineages lineages = _Lineages()
    cdef Page page
    total = facts.total_chars
    if count == 0 or out.shape[0] != count or out.shape[1] < MAIN_COLUMNS:
        return False
    if type(total) is not int or total == 0:
        return False  # the reference's own arithmetic (or its ZeroDivisionError)
    numbers = <Py_ssize_t*>PyMem_Realloc(NULL, 2 * count * sizeof(Py_ssize_t))
    if numbers is NULL:
        raise MemoryError()
    lengths = numbers + count
    try:
        lineages.set_containers(facts.best_container, facts.dominant_container)
        lineages.expect(2 * count)  # about 1.7 elements a block on the icount pages
        try:
            for pos in range(count):
                block = blocks[pos]
                exact = type(block) is _Block
                numbers[pos] = at = lineages.of(_field(block, _B_ELEMENT, exact))
                f = _field(block, _B_FEATURES, exact)
                exact = type(f) is _BlockFeatures
                lengths[pos] = length = _field(f, _F_TEXT_LENGTH, exact)
                lineages.add_block(at, length, _field(f, _F_LINK_TEXT_LENGTH, exact),
                                   1.0 if _field(f, _F_SENTENCES, exact) else 0.0)
                if at >= 0 and 0 <= lineages.elems[at].below < _BEST:
                    best_chars += length
                if at >= 0 and lineages.elems[at].dominated:
                    dominant_chars += length
        except _Declined:
            return False
        page.count = count
        page.total = <double>(<Py_ssize_t>total)
        page.best_share = <double>best_chars / page.total
        page.dominant_share = <double>dominant_chars / page.total
        page.article = <double>float(facts.article_page)
        page.dated = <double>float(facts.dated_page)
        page.title = facts.title_block
        page.comment_header = facts.comment_header
        try:
            _rows(blocks, facts, lineages, numbers, lengths, &page, out)
        except _Declined:
            return False
    finally:
        PyMem_Free(numbers)
    return True


cdef int _rows(list blocks, object facts, _Lineages lineages, Py_ssize_t* numbers,
               Py_ssize_t* lengths, Page* page, float[:, ::1] out) except -1:
    """Every block's row, in order (the anchoring reads the text before each block)."""
    cdef Py_ssize_t pos, at, before = 0, kinds_from = -1, group_from = -1
    cdef float* row
    cdef Elem* e
    cdef bint quoted, last_quoted = False, exact
    kind_row = facts.kind.row()
    last_kind = last_group = None
    repeats = facts.repeats or (_bf.NO_GROUP,) * page.count
    if len(repeats) < page.count:
        raise _Declined()  # the reference's IndexError
    group_rows = {}
    title_words = _Title(facts.title_words)
    for pos in range(page.count):
        block = blocks[pos]
        at = numbers[pos]
        row = &out[pos, 0]
        _own(block, pos, page.count, row)
        exact = type(block) is _Block
        kind = _field(block, _B_KIND, exact)
        context = _field(block, _B_CONTEXT, exact)
        quoted = bool(_field(context, _C_QUOTE, type(context) is _BlockContext))
        if kinds_from >= 0 and quoted == last_quoted and kind == last_kind:  # the same row
            memcpy(row + _KINDS_AT, &out[kinds_from, _KINDS_AT], (_KW_AT - _KINDS_AT) * sizeof(float))
        else:
            _copy(_kinds_row(kind, quoted), _KW_AT - _KINDS_AT, row + _KINDS_AT)
            kinds_from, last_kind, last_quoted = pos, kind, quoted
        if at >= 0:
            e = &lineages.elems[at]
            _bits(e.keywords, _N_KW, row + _KW_AT)
            _bits(e.nearest, _N_KW, row + _NEAR_AT)
            _bits(e.tags, _N_ANC, row + _ANC_AT)
            row[_PAGE_AT] = 1.0 if 0 <= e.below < _BEST else 0.0
            row[_PAGE_AT + 2] = 1.0 if e.dominated else 0.0
        else:
            _bits(0, _N_KW, row + _KW_AT)
            _bits(0, _N_KW, row + _NEAR_AT)
            _bits(0, _N_ANC, row + _ANC_AT)
            row[_PAGE_AT] = 0.0
            row[_PAGE_AT + 2] = 0.0
        lineages.containers(at, page.total, row + _UP_AT)
        row[_PAGE_AT + 1] = <float>page.best_share
        row[_PAGE_AT + 3] = <float>page.dominant_share
        row[_PAGE_AT + 4] = <float>page.article
        row[_PAGE_AT + 5] = <float>page.dated
        _anchoring(_field(block, _B_TEXT, exact), pos, page, before, lengths[pos], title_words,
                   row + _PAGE_AT + 6)
        group = repeats[pos]
        if group_from >= 0 and group is last_group:  # the previous block's group: its values, as written there
            memcpy(row + _GROUP_AT, &out[group_from, _GROUP_AT], _N_GROUP * sizeof(float))
        elif type(group) is _RepeatGroup:  # another item of a group met: the row written for it
            ident = _field(group, _G_IDENT, True)
            seen = group_rows.get(ident)
            if seen is not None and _same_measures(group, (<tuple>seen)[0]):
                memcpy(row + _GROUP_AT, &out[<Py_ssize_t>(<tuple>seen)[1], _GROUP_AT],
                       _N_GROUP * sizeof(float))
            else:
                _group_row(group, row + _GROUP_AT)
                group_rows[ident] = (group, pos)
            group_from, last_group = pos, group
        else:
            _copy(group.row(), _N_GROUP, row + _GROUP_AT)
            group_from, last_group = pos, group
        if pos:  # the page's kind row, as the first row holds it
            memcpy(row + _KIND_AT, &out[0, _KIND_AT], _N_KIND * sizeof(float))
        else:
            _copy(kind_row, _N_KIND, row + _KIND_AT)
        before += lengths[pos]
    return 0


cdef int _group_row(object group, float* row) except -1:
    """``_copy(group.row(), _N_GROUP, row)`` of a ``RepeatGroup`` (exactly that class):
    ``RepeatGroup.row`` read here when its count is an ``int`` and its shares and blocks per
    item are ``float`` (``math.log1p`` is libm's ``log1p`` of the number as a double),
    else the method called."""
    count = _field(group, _G_COUNT, True)
    page_share = _field(group, _G_PAGE_SHARE, True)
    sentence_share = _field(group, _G_SENTENCE_SHARE, True)
    link_density = _field(group, _G_LINK_DENSITY, True)
    per_item = _field(group, _G_BLOCKS_PER_ITEM, True)
    if (
        _N_GROUP != 5
        or type(count) is not int
        or type(page_share) is not float
        or type(sentence_share) is not float
        or type(link_density) is not float
        or type(per_item) is not float
    ):
        return _copy(group.row(), _N_GROUP, row)
    row[0] = <float>log1p(PyLong_AsDouble(count))
    row[1] = <float>PyFloat_AS_DOUBLE(page_share)
    row[2] = <float>PyFloat_AS_DOUBLE(sentence_share)
    row[3] = <float>PyFloat_AS_DOUBLE(link_density)
    row[4] = <float>log1p(PyFloat_AS_DOUBLE(per_item))
    return 0


def group_row(group):
    """The group's columns as the kernel writes them (float32 values, for the tests)."""
    cdef float row[16]
    if _N_GROUP > 16:
        raise ValueError("more group columns than the test helper holds")
    if type(group) is _RepeatGroup:
        _group_row(group, row)
    else:
        _copy(group.row(), _N_GROUP, row)
    return tuple([<double>row[i] for i in range(_N_GROUP)])


cdef bint _same_measures(object group, object other) except -1:
    """True when ``RepeatGroup.row`` reads the same objects of both groups (the same row);
    both are of exactly that class."""
    cdef Py_ssize_t which
    for which in range(_G_COUNT, _G_IDENT):  # count to blocks_per_item
        if _field(group, which, True) is not _field(other, which, True):
            return False
    return True


cdef int _window_mean(float[:, ::1] out, Py_ssize_t source, Py_ssize_t target,
                      double* cumulative) except -1:
    """``_window_mean(out[:, source], 3)`` into column ``target``: float64 running sums
    added in order (``np.cumsum``), each window's difference over its length, as float32."""
    cdef Py_ssize_t n = out.shape[0], i, lo, hi
    cumulative[0] = 0.0
    for i in range(n):
        cumulative[i + 1] = cumulative[i] + <double>out[i, source]
    for i in range(n):
        lo = max(i - 3, 0)
        hi = min(i + 4, n)
        out[i, target] = <float>((cumulative[hi] - cumulative[lo]) / <double>(hi - lo))
    return 0


def neighbours(float[:, ::1] out):
    """Write ``_neighbour_columns(out[:, :MAIN_COLUMNS])`` into ``out[:, MAIN_COLUMNS:]``:
    the four columns of the blocks 2 and 1 before and 1 and 2 after (0.0 past the ends),
    then the window means of has_sentence and link_density."""
    cdef Py_ssize_t n = out.shape[0], i, j, k, at, source
    cdef Py_ssize_t columns[4]
    cdef Py_ssize_t offsets[4]
    cdef double* cumulative
    if out.shape[1] != MAIN_COLUMNS + 18:
        raise ValueError("not a feature matrix")
    columns[0] = 0  # log_chars
    columns[1] = 2  # link_density
    columns[2] = 5  # has_sentence
    columns[3] = _PAGE_AT  # in_best
    for k in range(4):
        offsets[k] = _OFFSETS[k]
    for i in range(n):
        at = MAIN_COLUMNS
        for k in range(4):
            source = i + offsets[k]
            for j in range(4):
                out[i, at + j] = out[source, columns[j]] if 0 <= source < n else 0.0
            at += 4
    cumulative = <double*>PyMem_Realloc(NULL, (n + 1) * sizeof(double))
    if cumulative is NULL:
        raise MemoryError()
    try:
        _window_mean(out, 5, MAIN_COLUMNS + 16, cumulative)
        _window_mean(out, 2, MAIN_COLUMNS + 17, cumulative)
    finally:
        PyMem_Free(cumulative)
    return None
