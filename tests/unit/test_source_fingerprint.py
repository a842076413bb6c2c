"""The kernels' guard reads the mirrored modules' source without keeping it."""

from __future__ import annotations

import inspect
import linecache

from thresher._core import fingerprint
from thresher.html import text_measures


def test_a_fingerprint_keeps_no_source_lines_in_linecache() -> None:
    path = text_measures.__file__
    linecache.cache.pop(path, None)
    fingerprint.source_fingerprint([(text_measures, ("has_no_space_script",))])
    assert path not in linecache.cache


def test_the_source_read_is_the_one_inspect_gives() -> None:
    assert fingerprint._source(text_measures) == inspect.getsource(text_measures)
    assert fingerprint._source(fingerprint) == inspect.getsource(fingerprint)
