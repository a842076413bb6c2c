"""The modules the compiled core builds: read by ``setup.py`` and by :func:`speedups`.

``KERNELS`` are compiled helpers (``.pyx``) whose pure-Python reference lives
beside their caller and a test holds the two equal. Compiling thresher's own
``.py`` modules as they are was measured and not kept: the time goes to lxml
element objects and string work, not to the interpreter (docs/dev/speed.md).
"""

from __future__ import annotations

import os

# Compiled-only kernels: the tree ensemble's walk (reference: model.py's numpy walk),
# the DOM index's walk (reference: html/dom_index.py), segmentation's walk
# (reference: html/segment.py) and the block features (reference:
# methods/auto/block_features.py), the page-facts and metadata scans (_facts) and
# the parse stage's text scans (_parse), auto's per-block decisions (_decide;
# reference: methods/auto/method.py _label_each_reference).
KERNELS: tuple[str, ...] = (
    "thresher._core._trees",
    "thresher._core._dom_index",
    "thresher._core._segment",
    "thresher._core._features",
    "thresher._core._facts",
    "thresher._core._parse",
    "thresher._core._roles",
    "thresher._core._svm",
    "thresher._core._decide",
    "thresher._core._rules",
    "thresher._core._lines",
    "thresher._core._htmlparse",
    "thresher._core._climbs",
)

# Kernels that read libxml2's nodes through lxml's C API: built against lxml's
# headers (``lxml.get_include()``), skipped with a warning when lxml is not there.
LXML_KERNELS: tuple[str, ...] = (
    "thresher._core._dom_index",
    "thresher._core._segment",
    "thresher._core._features",
    "thresher._core._facts",
    "thresher._core._roles",
    "thresher._core._htmlparse",
    "thresher._core._climbs",
)

# The page-facts and metadata scans (references: methods/auto/page_kind.py,
# metadata/authors.py, metadata/date.py); not annotated, so setup.py does not read it.
FACTS = "thresher._core._facts"

# The parse stage's text scans (reference: the regexes of html/prepass.py).
PARSE = "thresher._core._parse"

# libxml2's HTML parse as lxml calls it, its names looked up once each (reference:
# html/parse.py's etree.fromstring with PARSER_OPTIONS).
HTMLPARSE = "thresher._core._htmlparse"

# auto's per-block decision loop (reference: methods/auto/method.py _label_each_reference).
DECIDE = "thresher._core._decide"

# The decision rules' text searches (reference: ``word in text``, methods/auto/discussion.py).
RULES = "thresher._core._rules"

# The kept-line rules' scans (references: methods/auto/kept_lines.py, stat_tiles.py).
LINES = "thresher._core._lines"

# The features method's SVM distances (reference: methods/features/model.py).
SVM = "thresher._core._svm"

# The roles method's tree walk (reference: methods/roles/tree.py).
ROLES = "thresher._core._roles"

# The decision rules' climbs to a block's ancestors (references: methods/auto/
# hidden_boxes.py _kept_under_reference, html/nodes.py passes_above with the responsive
# class test): a kernel of its own, so that auto loads no method's kernel but its own.
CLIMBS = "thresher._core._climbs"

# Set to 1 (or true/yes) to run the pure-Python path although the compiled one is installed.
PURE_ENV = "THRESHER_PURE"
_TRUE_VALUES = frozenset({"1", "true", "yes", "on"})


def pure_forced() -> bool:
    """True when ``THRESHER_PURE`` asks for the pure-Python path.

    Read at every call (a test or a caller may set it), from the mapping behind
    ``os.environ``: ``os.environ.get`` of a variable that is not set raises and catches
    KeyError twice, and the kernels are looked up some twenty times a page.
    """
    environ = os.environ
    data = getattr(environ, "_data", None)
    if data is None:  # os.environ replaced by a plain mapping
        raw = environ.get(PURE_ENV)
    else:
        key = _PURE_KEY if environ.encodekey is _ENCODEKEY else environ.encodekey(PURE_ENV)
        raw = data.get(key)
        if raw is None:
            return False
        raw = environ.decodevalue(raw)
    return raw is not None and raw.strip().lower() in _TRUE_VALUES


# The variable's name as os.environ's mapping keys it, encoded once (encodekey is a
# Python function); read only while os.environ keeps the encoder it was made with.
_ENCODEKEY = getattr(os.environ, "encodekey", None)
_PURE_KEY = None if _ENCODEKEY is None else _ENCODEKEY(PURE_ENV)
