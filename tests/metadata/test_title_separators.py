"""The title split's separator search equals ``re.finditer(TITLE_SEPARATORS, title)``.

:func:`~thresher.metadata.title_match.separator_matches` tries the pattern only where
a match can start (in the spaces before a key character, at a separator, at a space
after a key); a key left out of its table, or a start position it skips, shows here as
a missing or shifted match.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from thresher.html.document import load_document
from thresher.html.parse import document_title
from thresher.metadata.title_match import (
    TITLE_SEPARATORS,
    clean_head_title,
    separator_matches,
    split_title,
)

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
# Every character the pattern names (its classes' edges included), the characters just
# outside its CJK range, spaces of several kinds, digits, letters and "_" (the
# underscore branch's look-arounds), and multi-character pieces.
PATTERN_CHARS = sorted(set(re.sub(r"\\[a-z]|[\\()?<=!*+\[\]^]", "", TITLE_SEPARATORS)))
ALPHABET = [
    *PATTERN_CHARS,
    *"\u3400\u9fff\u33ff\ua000\u4e2d\u6587",
    *" \t\n\xa0\u3000\u2009\x1c",
    *"aZ_5 0\\",
    " - ",
    " | ",
    " :: ",
    "12:30",
    "a_b",
    " _ ",
]


def _spans(matches) -> list[tuple[int, int]]:
    return [(m.start(), m.end(), m.group()) for m in matches]


@pytest.mark.parametrize("below_cjk", [False, True])
def test_random_titles_match_the_pattern(below_cjk: bool):
    # Titles without characters from U+3400 up take the key search; the others the pattern.
    alphabet = [c for c in ALPHABET if max(c) < "\u3400"] if below_cjk else ALPHABET
    rng = random.Random(42)
    for _ in range(20000):
        title = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
        expected = _spans(re.finditer(TITLE_SEPARATORS, title))
        assert _spans(separator_matches(title)) == expected, repr(title)


def test_bundled_titles_match_the_pattern():
    for path in BUNDLED:
        raw = document_title(load_document(path.read_bytes()))
        for title in (raw, clean_head_title(raw)) if raw else ():
            expected = _spans(re.finditer(TITLE_SEPARATORS, title))
            assert _spans(separator_matches(title)) == expected, (path, title)


def test_split_title_parts():
    parts = split_title("Night trains return | Rail – Europe: 12:30 中文 “Quote” end")
    assert [p.text for p in parts] == [
        "Night trains return",
        "Rail",
        "Europe",
        "12:30",
        "中文",
        "“Quote”",
        "end",
    ]
