"""Patterns of large Unicode classes compiled on first use answer as compiled at import.

:class:`~thresher.html.text_measures.ScriptPattern` answers a text without a character from
its ``low`` up without compiling the pattern; the title split searches a title below U+3400
with ``_SEPARATORS_BELOW_CJK``. Held here to the patterns on every code point and on random
texts; and ``import thresher`` with an English page compiles none of them.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import pytest

from thresher import language
from thresher.html import legacy, text_measures, words
from thresher.html.text_measures import ScriptPattern
from thresher.metadata import title_match

PATTERNS = [
    text_measures._NO_SPACE_SCRIPT,
    title_match._CJK_CHARS,
    title_match._NOT_CJK,
    legacy._CJK,
    legacy._CJK_RUN,
    words._CJK_RUN,
    *(pattern for _, pattern in language._SCRIPTS),
]
EVERY = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000)


@pytest.mark.parametrize("script", PATTERNS, ids=lambda p: p.pattern[:20])
def test_no_match_below_low(script: ScriptPattern) -> None:
    """Every character the pattern matches is from ``low`` up (what the answer without the
    pattern stands on); a complement pattern matches all below ``low`` as one run."""
    if script.complement:
        below = EVERY[: EVERY.index(script.low)]
        assert re.compile(script.pattern).fullmatch(below) is not None
        return
    matched = re.compile(script.pattern).findall(EVERY)
    assert matched
    assert min("".join(matched)) >= script.low


@pytest.mark.parametrize("script", PATTERNS, ids=lambda p: p.pattern[:20])
def test_answers_as_the_pattern(script: ScriptPattern) -> None:
    compiled = re.compile(script.pattern)
    assert script.flags == compiled.flags
    rng = random.Random(5)
    pieces = ["a", " ", "é", "Ж", "α", "ก", "中文", "한", "カ", "\u3040", "\u0e00", "\u33ff", ""]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        assert (script.search(text) is None) == (compiled.search(text) is None), text
        assert script.findall(text) == compiled.findall(text), text
        assert script.sub("-", text) == compiled.sub("-", text), text


def _spans(matches) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


def test_separators_below_cjk_on_every_code_point() -> None:
    """Below U+3400 the short pattern matches what TITLE_SEPARATORS matches, around every
    code point and on random titles of the pattern's own characters."""
    whole = re.compile(title_match.TITLE_SEPARATORS)
    short = title_match._SEPARATORS_BELOW_CJK
    below = EVERY[: EVERY.index("\u3400")]
    for start in range(0, len(below), 512):
        chunk = below[start : start + 512]
        for text in (chunk, " ".join(chunk), " - ".join(chunk), "“ ".join(chunk)):
            assert _spans(short.finditer(text)) == _spans(whole.finditer(text))
    rng = random.Random(9)
    pieces = [*"|｜＿•·~◆★»›>_–—―－-/\\:：“”「」『』 ab1", "  ", " - ", " :: ", "“ ", " 」"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 10)))
        assert _spans(short.finditer(text)) == _spans(whole.finditer(text)), text


def test_import_and_an_english_page_compile_no_large_class() -> None:
    """``import thresher`` and an English page compile no CJK class (but ``_NOT_CJK``, which
    the compiled title kernel checks ``normalize_1`` with at import) and no month-name
    alternation, and import no multiprocessing, logging or importlib.resources (those the
    interpreter's start-up already imported aside)."""
    script = """
import re, sys
compiled = []
original = re._compile
def record(pattern, flags):
    if isinstance(pattern, str):
        compiled.append(pattern)
    return original(pattern, flags)
re._compile = record
present = set(sys.modules)  # a site's sitecustomize may import some of them before us
import thresher
heavy = [m for m in ("multiprocessing", "logging", "importlib.resources")
         if m in sys.modules and m not in present]
page = b"<html><head><title>A day out | News</title></head><body><h1>A day out</h1>"
page += b"<p>Posted on March 5, 2021 by Ann. We went to the sea and back again.</p></body></html>"
result = thresher.extract(page)
from thresher.metadata import date_text
large = [p[:40] for p in compiled if any(c in p for c in ("\\\\u4e00", "\\u4e00", "\\u3400"))]
large += [p[:40] for p in compiled if date_text._MONTH_GROUPED in p]
# (title_match._NOT_CJK is compiled by the _dom_index kernel's check of normalize_1.)
large = [p for p in large if not p.startswith("[^")]
print(result.date, heavy, large)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["2021-03-05", "[]", "[]"]
