"""Normalisation 1 of ASCII text (lower-cased, other characters than letters and digits
deleted by ``bytes.translate``) equals the pattern's, ``[\\W_]+`` removed from the
casefolded text."""

from __future__ import annotations

import random

from thresher.metadata import title_match


def _by_pattern(text: str) -> str:
    return title_match._NOT_WORD.sub("", text.casefold())


def test_ascii_normalisation_equals_the_pattern() -> None:
    rng = random.Random(36)
    texts = [chr(c) for c in range(0x300)] + ["", "Hello, World!", "a_b-c 1.2", "\x00\x7f"]
    alphabet = [chr(c) for c in range(128)] + ["\u00e9", "\u212a", "\u0130", "\u4e2d", "\xa0"]
    for _ in range(50000):
        texts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 16))))
    for text in texts:
        assert title_match.normalize_1(text, False) == _by_pattern(text), ascii(text)
        assert title_match.normalize_1(text, True) == title_match._NOT_CJK.sub("", text)
