"""The byline lead test's pair gate: ``may_lead_byline`` answers as its definition does.

:func:`thresher.metadata.names.may_lead_byline` tries ``_PREFIX_OPENING`` only on a text
whose first two characters after whitespace match ``_OPENING_PAIRS`` (a byline word's
first two, compared without case one character with one, as re compares). Held here to
the definition, ``is_prefix_word(text) or _PREFIX_OPENING.match(text + " ")``, on every
byline word dressed several ways, on every code point before each word's second
character, and on random texts.
"""

from __future__ import annotations

import random

from thresher.metadata import names

SPACES = ["", " ", "\n\t ", "\xa0", "\u3000", "\u2003 "]
AFTER = ["", " Jo Lee", ":", "：Li", "・文", "＝x", "-y", "–z", "—", "x", "xx Lee", "\u00a0Ann"]


def _definition(text: str) -> bool:
    return names.is_prefix_word(text) or names._PREFIX_OPENING.match(text + " ") is not None


def _dressed(word: str) -> list[str]:
    forms = {word, word.upper(), word.lower(), word.title(), word.casefold(), word[:1]}
    forms |= {word[:2], word[:2].upper(), word[:1] + word[1:2].swapcase()}
    return [space + form + after for form in forms for space in SPACES for after in AFTER]


def test_the_pair_gate_keeps_every_answer_on_byline_words() -> None:
    taken = 0
    for word in sorted(names._FIRST_WORDS):
        for text in _dressed(word):
            want = _definition(text)
            assert names.may_lead_byline(text) == want, text
            taken += want
    assert taken > 1_000


def test_the_pair_gate_keeps_every_answer_on_every_first_character() -> None:
    """Every code point before a space, a colon and a letter; those below U+2000 (the
    cased scripts, the Kelvin sign's and the long s's twins) before every word's second
    character."""
    seconds = sorted({w[1:2] for w in names._FIRST_WORDS} - {""})
    for code in range(0x30000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        for second in (" ", ":", "x", *(seconds if code < 0x2000 else ())):
            text = chr(code) + second + "rest"
            assert names.may_lead_byline(text) == _definition(text), repr(text)


def test_the_pair_gate_keeps_every_answer_on_random_texts() -> None:
    rng = random.Random(61)
    pieces = [*sorted(names._FIRST_WORDS), *SPACES, *AFTER, "ſ", "K", "İ", "ı", "ß", "ﬁ", "Σ"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 4)))
        if rng.random() < 0.3:
            text = text.swapcase()
        assert names.may_lead_byline(text) == _definition(text), repr(text)


def test_a_text_of_whitespace_leads_no_byline_by_the_pattern() -> None:
    for text in ["", " ", "\n\t", "\u3000"]:
        assert names.may_lead_byline(text) == _definition(text)
