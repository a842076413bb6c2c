"""The block-feature kernel's own text tests against the patterns they stand for.

For an ASCII text ``thresher._core._features`` answers the sentence search
(``find_sentence`` with ``_SENTENCE``), the date pattern (``_DATE_LIKE`` on the
first 200 characters) and the boilerplate pattern in C; each must answer as the
pattern does, on random texts over the characters the patterns read.
"""

from __future__ import annotations

import random

import pytest

from thresher._core import FEATURES, kernel
from thresher.methods.auto import block_features as bf


@pytest.fixture(scope="module")
def compiled():
    found = kernel(FEATURES)
    if found is None:
        pytest.skip(f"{FEATURES} is not built here, or the pure path is forced")
    return found


def _texts(alphabet: str, count: int, longest: int, seed: int) -> list[str]:
    draw = random.Random(seed)
    return [
        "".join(draw.choice(alphabet) for _ in range(draw.randint(0, longest)))
        for _ in range(count)
    ]


def test_sentence_search_as_the_pattern(compiled):
    alphabet = "ab Z09_.!?()[]{}<>\"')/-,:;\t\n\x1c\x0b。é"
    for text in _texts(alphabet, 40_000, 40, 1):
        expected = bf.find_sentence(text, bf._SENTENCE, 4, bf._TERMINATORS) is not None
        assert compiled.sentence(text) == expected, repr(text)


def test_sentence_end_after_every_ascii_pair(compiled):
    for first in range(128):
        for second in range(128):
            a, b = chr(first), chr(second)
            for text in (f"aa bb cc dd{a}.{b}", f"{a}a b c d.{b}"):
                expected = bf.find_sentence(text, bf._SENTENCE, 4, bf._TERMINATORS) is not None
                assert compiled.sentence(text) == expected, repr(text)


def test_date_like_as_the_pattern(compiled):
    texts = _texts("0123456789./-a _", 60_000, 16, 2) + _texts("19 20 2021.3/x_", 20_000, 12, 3)
    texts += ["x" * n + tail for n in range(188, 201) for tail in ("1999", "12.3.2020", "1.2.34")]
    for text in texts:
        assert compiled.date_like(text) == (bf._DATE_LIKE.search(text[:200]) is not None), text


def test_boilerplate_as_the_pattern(compiled):
    draw = random.Random(4)
    words = ["copyright", "cookie", "privacy", "terms of use", "sign up", "share on", "log in"]
    for _ in range(20_000):
        parts = []
        for _ in range(draw.randint(0, 5)):
            word = draw.choice(words)
            word = word[: draw.randint(0, len(word))] if draw.random() < 0.5 else word
            parts += [word.upper() if draw.random() < 0.3 else word, draw.choice([" ", "x", ""])]
        text = ("y" * draw.randint(280, 300) if draw.random() < 0.3 else "") + "".join(parts)
        expected = bool(bf._BOILERPLATE.search(text[:300].lower()))
        assert compiled.boilerplate(text) == expected, text
