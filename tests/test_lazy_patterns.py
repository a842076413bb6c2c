"""Patterns compiled at their first search (``thresher.html.patterns.LazyPattern``) answer
as ``re.compile`` does, and the rare ones are not compiled by ``import thresher`` nor by
importing the ``auto`` method (stop 68, ``spdparse32``)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import thresher
import thresher.methods.auto.method  # imports every rule's module
from thresher.html.patterns import LazyPattern, compiled_with

SRC = Path(thresher.__file__).resolve().parent.parent

# Patterns that few pages in a hundred read (a script's dates, a credit of one language,
# a repair of broken markup): none may be compiled before a page needs it.
RARE = (
    ("thresher.metadata.names", "_KOREAN_REPORTER"),
    ("thresher.metadata.names", "_JAPANESE_CREDIT"),
    ("thresher.metadata.names", "_OTHER_CREDIT"),
    ("thresher.metadata.date_calendars", "_THAI_DATE"),
    ("thresher.metadata.date_calendars", "_KAZAKH_DATE"),
    ("thresher.metadata.title", "_HAN"),
    ("thresher.methods.auto.tool_lines", "TOOL_LINE"),
    ("thresher.methods.auto.consent_boxes", "CONSENT_WORDING"),
    ("thresher.methods.auto.related_headings", "ARCHIVE_HEADING"),
    ("thresher.methods.auto.trail_lines", "HOME_TRAIL"),
    ("thresher.html.prepass", "_TOKEN"),
)

_CHILD = """
import json, re, sys
seen = set()
original = re._compile
def spy(pattern, flags):
    seen.add(pattern if isinstance(pattern, str) else repr(pattern))
    return original(pattern, flags)
re._compile = spy
import importlib
import thresher, thresher.methods.auto.method
rare = json.loads(sys.argv[1])
found = [
    f"{module}.{name}" for module, name in rare
    if importlib.import_module(module).__dict__[name].pattern in seen
]
print(json.dumps(found))
"""


def _lazy_patterns() -> list[tuple[str, LazyPattern]]:
    found = []
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith("thresher") or module is None:
            continue
        for name, value in vars(module).items():
            if isinstance(value, LazyPattern):
                found.append((f"{module_name}.{name}", value))
    return found


def test_rare_patterns_are_not_compiled_at_import() -> None:
    """On main each of these was compiled by ``import thresher`` or by the import of the
    ``auto`` rules (together some 90 million instructions a process)."""
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, json.dumps(RARE)],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(SRC), "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_lazy_patterns_answer_as_re_compile() -> None:
    texts = (
        "",
        "By Anna Smith, 3 March 2021 | Home > News > Story",
        "You are here: Home / Docs",
        "기자 홍길동 = 서울 (연합뉴스) 김철수 기자",
        "2024年5月3日 記者 王小明／台北報導 「引用」",
        "15 มกราคม 2567 · 2024ko urtarrilaren 5a · 2024 m. sausio 3 d.",
        "We use cookies to improve your experience. Accept all",
        "<p class=x>broken &#0; <b>tags</i> font-size: 12px; display:none;",
        "Print | Email | Share",
    )
    lazy = _lazy_patterns()
    assert len(lazy) >= 50
    for name, pattern in lazy:
        reference = re.compile(pattern.pattern, pattern._flags)
        assert pattern.compiled() is compiled_with(pattern.pattern, pattern._flags), name
        assert (pattern.flags, pattern.groups, pattern.groupindex) == (
            reference.flags,
            reference.groups,
            reference.groupindex,
        ), name
        for text in texts:
            sample = text if isinstance(pattern.pattern, str) else text.encode()
            assert pattern.findall(sample) == reference.findall(sample), name
            assert [m.span() for m in pattern.finditer(sample)] == [
                m.span() for m in reference.finditer(sample)
            ], name
            assert pattern.split(sample) == reference.split(sample), name
            blank = " " if isinstance(sample, str) else b" "
            assert pattern.sub(blank, sample) == reference.sub(blank, sample), name
            assert pattern.subn(blank, sample, count=1) == reference.subn(blank, sample, count=1)
            for method in ("search", "match", "fullmatch"):
                got, want = getattr(pattern, method)(sample), getattr(reference, method)(sample)
                assert (got and got.span()) == (want and want.span()), (name, method)
