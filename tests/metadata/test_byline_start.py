"""``names.may_start_byline`` (the first-letter test before the byline tests) passes
every text the exact tests accept, and the byline candidates' texts are the same
with and without it."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.metadata.test_metadata_prefilters import case_variants

from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors
from thresher.metadata.byline_words import BYLINE_PREFIXES
from thresher.metadata.names import is_prefix_word, may_start_byline, starts_with_prefix

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
# Characters Python's case-insensitive matching or casefolding equates with others
# (Kelvin sign, long s, dotted and dotless i, sharp s, final sigma, ligatures, fullwidth).
ODD = "\u212a\u017f\u0130\u0131\u00df\u03a3\u03c2\u00c9\u00e9\ufb00\ufb01\ufb05\u1e9e\uff42"
ODD += "\u0410\u0422\u1c84\u1c85"
FILLERS = ["", " ", "\n", "\t", "\xa0", "\u3000", ":", "：", "X", "Jane Doe"]
TAILS = ["", " X", " Ana Ruiz", ":\nLi Wei"]


def _variants(word: str) -> Iterator[str]:
    yield from case_variants(word)
    yield word.replace("σ", "ς").replace("ss", "ß")


def _texts() -> Iterator[str]:
    rng = random.Random(36)
    for word in BYLINE_PREFIXES:
        for variant in _variants(word):
            for before in FILLERS[:6]:
                for after in FILLERS:
                    yield f"{before}{variant}{after}"
    alphabet = "abyBYdpvDPV :\n\t" + ODD + "".join({w[0] for w in BYLINE_PREFIXES})
    for _ in range(20000):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
    for code in range(0x20, 0x3000):  # every first character of the BMP's first part
        yield chr(code) + "y Jane Doe"


def test_may_start_byline_passes_every_text_the_byline_tests_accept() -> None:
    accepted = 0
    for text in _texts():
        if is_prefix_word(text) or any(starts_with_prefix(text + tail) for tail in TAILS):
            accepted += 1
            assert may_start_byline(text), ascii(text)
    assert accepted > 1000
    assert not may_start_byline("   ")
    assert not may_start_byline("Menu")


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.parent.name)
def test_candidate_texts_are_the_same_without_the_first_letter_test(path, monkeypatch) -> None:
    index = index_page(load_document(path.read_bytes()))
    elements = [el for el in index.elements if isinstance(el.tag, str)]
    kept = [authors._candidate_text(el, marked) for el in elements for marked in (False, True)]
    monkeypatch.setattr(sys.modules[authors.__name__], "may_start_byline", lambda text: True)
    assert [
        authors._candidate_text(el, marked) for el in elements for marked in (False, True)
    ] == kept
