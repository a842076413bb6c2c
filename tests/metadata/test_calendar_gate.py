"""The calendar forms' gate: where ``date_calendars._NEEDED`` first matches, found by the
compiled scan (``_facts.needed_start``, the class read from the pattern) or by the
pattern; the same answer either way, on every code point and on random texts."""

from __future__ import annotations

import random

import pytest

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.metadata import date_calendars


def _by_pattern(text: str) -> int:
    found = date_calendars._NEEDED.search(text)
    return -1 if found is None else found.start()


def _texts() -> list[str]:
    rng = random.Random(45)
    members = "٠٩۰۹०९০൦๐๙໐၀០０９\u0600\u06ff\u0e01\u0e4f令平"
    near = [chr(ord(char) + step) for char in members for step in (-1, 1)]
    alphabet = [*"ab 12\xa0\xe9’—天", *members, *near, chr(0x1F600), chr(0xFFFF)]
    texts = ["", "abc", "caf\xe9 \xa0", "x’ ١٢", "平成31年", "\U0001f600 ๑"]
    texts += ["".join(rng.choices(alphabet, k=rng.randint(1, 60))) for _ in range(5000)]
    texts += ["".join(rng.choices("ab \xe9\xa0’—", k=rng.randint(1, 60))) for _ in range(500)]
    return texts


def test_the_gate_equals_the_pattern() -> None:
    for text in _texts():
        assert date_calendars._needed_start(text) == _by_pattern(text)


def test_the_compiled_scan_equals_the_pattern() -> None:
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip("the facts kernel is not built (or the pure path is forced)")
    assert compiled.needed_start("x") is not None, "the kernel could not read _NEEDED"
    for code in range(0x110000):
        if not 0xD800 <= code <= 0xDFFF:
            char = chr(code)
            assert compiled.needed_start(char) == _by_pattern(char), hex(code)
    for text in _texts():
        assert compiled.needed_start(text) == _by_pattern(text)
