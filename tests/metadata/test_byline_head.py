"""The byline tests that read only a text's opening give the whole text's answer.

``starts_with_prefix`` collapses the spaces of the text's first words only
(``names._HEAD_WORDS``) and ``is_prefix_word`` casefolds no text longer than the
longest byline word: both are held here to the rules read on the whole text, on
random texts built from byline words, name particles, capitalised and lower-case
words, colons and every kind of whitespace, short and long.
"""

from __future__ import annotations

import random
import re

import pytest

from thresher.metadata import names
from thresher.metadata.byline_words import BYLINE_PREFIXES, NAME_PARTICLES
from thresher.metadata.names import is_prefix_word, starts_with_prefix

SPACES = [" ", "  ", "\n", " \n ", "\t", "\xa0", "\u2003", "\u3000", "\r\n", " \x0c"]
WORDS = [
    *NAME_PARTICLES,
    *(p.capitalize() for p in NAME_PARTICLES),
    "Jane",
    "Doe,",
    "Li",
    "jane",
    "and",
    "X",
    ":",
    "：",
    "Élodie",
    "über",
    "1.",
    "—",
    "ß",
    "\u212a",
]


def whole_starts_with_prefix(text: str) -> bool:
    """``starts_with_prefix`` read on the whole text (every space run collapsed)."""
    stripped, found = names.strip_prefix(names._SPACES.sub(" ", text).strip())
    first = stripped.lstrip()[:1]
    return found and bool(first) and (first.isupper() or not (first.isascii() or first.islower()))


def whole_is_prefix_word(text: str) -> bool:
    """``is_prefix_word`` casefolding the whole text."""
    return text.strip().rstrip(":：").strip().casefold() in names._PREFIX_WORDS


def random_byline(rng: random.Random) -> str:
    """A byline word in some case, a gap, then words; sometimes no byline word at all."""
    word = rng.choice(BYLINE_PREFIXES)
    word = rng.choice([word, word.upper(), word.capitalize(), word.title()])
    parts = [rng.choice(["", " ", "\n", "\xa0"]), word]
    parts.append(rng.choice([" ", ":", " : ", "\n", ": ", "  \t", "：", " :\n"]))
    for _ in range(rng.randrange(0, 16)):
        parts.append(rng.choice(WORDS))
        parts.append(rng.choice(SPACES))
    if rng.random() < 0.3:
        parts.append("A long paragraph follows here " * rng.randrange(1, 40))
    text = "".join(parts)
    return text if rng.random() < 0.9 else text[rng.randrange(len(text) + 1) :]


def test_starts_with_prefix_reads_the_opening_as_the_whole_text() -> None:
    rng = random.Random(25)
    for _ in range(30_000):
        text = random_byline(rng)
        for variant in (text, text + " X"):
            assert starts_with_prefix(variant) == whole_starts_with_prefix(variant), repr(variant)


def test_the_opening_has_all_the_words_the_rule_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """An opening of five words changes some answers: the test above can see a cut too
    short (the bound, eleven words, is the worst case the rule can read)."""
    fewer = re.compile(r"\s*(?:\S+\s+){4}\S+")
    monkeypatch.setattr(names, "_HEAD", fewer)
    rng = random.Random(25)
    texts = (random_byline(rng) for _ in range(30_000))
    assert any(starts_with_prefix(t) != whole_starts_with_prefix(t) for t in texts)


def test_is_prefix_word_skips_casefolding_long_texts_only() -> None:
    rng = random.Random(7)
    samples = [*BYLINE_PREFIXES, *(p.upper() + ":" for p in BYLINE_PREFIXES)]
    samples += ["ß" * n for n in range(30)] + ["\ufb00" * n for n in range(30)]
    samples += [random_byline(rng) for _ in range(5_000)]
    samples += [" " + p + " ：" for p in BYLINE_PREFIXES]
    for text in samples:
        assert is_prefix_word(text) == whole_is_prefix_word(text), repr(text)
