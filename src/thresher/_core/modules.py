"""The modules the compiled core builds: read by ``setup.py`` and by :func:`speedups`.

``SOURCE_MODULES`` are thresher's own pure-Python modules compiled by Cython
as they are (the same ``.py`` file is the one definition; the compiled module
shadows it, and ``THRESHER_PURE=1`` imports the source instead).
``KERNELS`` are compiled-only helpers (``.pyx``) whose pure-Python reference
lives beside their caller and a test holds the two equal.
"""

from __future__ import annotations

# The hottest per-element Python of ``auto`` (see docs/dev/speed.md).
SOURCE_MODULES: tuple[str, ...] = (
    "thresher.html.segment",
    "thresher.html.dom_index",
    "thresher.html.parse",
    "thresher.html.text_measures",
    "thresher.html.words",
    "thresher.methods.auto.block_features",
    "thresher.methods.auto.signals",
    "thresher.methods.auto.method",
    "thresher.metadata.title_match",
    "thresher.metadata.title",
    "thresher.metadata.date",
    "thresher.metadata.date_text",
    "thresher.metadata.fields",
    "thresher.methods.base",
    "thresher.methods.sentences",
    "thresher.html.repairs",
)

# Compiled-only kernels: the tree ensemble's walk (reference: model.py's numpy walk).
KERNELS: tuple[str, ...] = ("thresher._core._trees",)

# Set to 1 (or true/yes) to run the pure-Python path although the compiled one is installed.
PURE_ENV = "THRESHER_PURE"
