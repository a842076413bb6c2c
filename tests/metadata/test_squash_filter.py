"""``names.squash`` (how two names are compared) keeps what the per-character test kept."""

from __future__ import annotations

import random
import sys

from thresher.metadata.names import same_name, squash


def _squash_reference(text: str) -> str:
    """The definition: the case-folded text's letters and digits, in order."""
    return "".join(c for c in text.casefold() if c.isalnum())


def test_squash_keeps_every_character_as_the_per_character_test() -> None:
    every = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)
    for start in range(0, len(every), 4096):
        chunk = every[start : start + 4096]
        assert squash(chunk) == _squash_reference(chunk)


def test_squash_of_names_and_random_texts() -> None:
    names = ["Jean-François Dupont", "STRASSE ß", "İstanbul Ĳ", "O'Neil, Ann", "王 五", "١٢٣ Ⅻ ²"]
    rng = random.Random(25)
    pool = "aZß İ-.,'’ 1²①Ⅻ王ǅﬁ\u0345\u200d"
    names += ["".join(rng.choice(pool) for _ in range(rng.randrange(12))) for _ in range(2000)]
    for name in names:
        assert squash(name) == _squash_reference(name)
    assert same_name("Jean-François Dupont", "jean françois  DUPONT")
    assert not same_name("Ann Lee", None)
