"""The words the closing-notice and paywall rules search for before their patterns: every
text a pattern matches holds one of them, so the search changes no decision."""

from __future__ import annotations

import re
import sys
from itertools import product
from re import _constants as _sre
from re import _parser

from thresher.methods.auto.closing_notice import NOTICE, NOTICE_WORDS, USE_TERMS, USE_WORDS
from thresher.methods.auto.paywall_prompts import READ_ON, READ_ON_WORDS, _read_on_words

_SAMPLE_CHARS = {
    _sre.CATEGORY_DIGIT: "7",
    _sre.CATEGORY_WORD: "w",
    _sre.CATEGORY_SPACE: " ",
}


def _samples(items: list) -> set[str]:
    """Texts that each path through a parsed pattern matches: every branch, an optional
    part both left out and taken, a repeat at its least and once more."""
    texts = {""}
    for op, value in items:
        texts = {text + more for text, more in product(texts, _item_samples(op, value))}
    return texts


def _item_samples(op, value) -> set[str]:
    if op is _sre.LITERAL:
        return {chr(value)}
    if op is _sre.AT:
        return {""}
    if op is _sre.CATEGORY:
        return {_SAMPLE_CHARS[value]}
    if op is _sre.IN:
        kind, item = value[0]  # the class's first member
        return _item_samples(kind, item)
    if op is _sre.SUBPATTERN:
        return _samples(list(value[3]))
    if op is _sre.BRANCH:
        return set().union(*(_samples(list(items)) for items in value[1]))
    if op is _sre.MAX_REPEAT or op is _sre.MIN_REPEAT:
        low, high, items = value
        once = _samples(list(items))
        counts = range(low, min(high, low + 1) + 1)
        return {"".join(parts) for count in counts for parts in product(once, repeat=count)}
    raise AssertionError(f"no sample for {op}")


def _pattern_samples(pattern: re.Pattern[str]) -> set[str]:
    samples = _samples(list(_parser.parse(pattern.pattern)))
    assert samples and all(pattern.search(text) for text in samples)
    return samples


def test_every_notice_holds_one_of_the_notice_words() -> None:
    for text in _pattern_samples(NOTICE):
        assert any(word in text for word in NOTICE_WORDS), text


def test_every_term_of_use_holds_one_of_the_use_words() -> None:
    for text in _pattern_samples(USE_TERMS):
        assert any(word in text for word in USE_WORDS), text


def test_every_reading_on_holds_one_of_the_words() -> None:
    for text in _pattern_samples(READ_ON):
        assert any(word in text for word in READ_ON_WORDS), text


def test_the_words_are_found_in_any_case_between_other_scripts() -> None:
    for text in _pattern_samples(READ_ON):
        for written in (text, text.upper(), text.title()):
            line = f"Zugang wählen 中文 {written}: ВОЙТИ"
            held = [word for word in READ_ON_WORDS if word in line.lower()]
            assert held and set(held) <= set(_read_on_words(line)), line


def test_only_ascii_lowers_to_ascii_but_the_kelvin_sign_and_the_dotted_capital_i() -> None:
    lowers_to_ascii = {
        code
        for code in range(128, sys.maxunicode + 1)
        if any(ord(char) < 128 for char in chr(code).lower())
    }
    assert lowers_to_ascii == {0x212A, 0x130}
    assert chr(0x212A).lower() == "k" and chr(0x130).lower()[1:] == "\u0307"
    assert all(
        word.isascii() and "k" not in word and not word.endswith("i") for word in READ_ON_WORDS
    )
