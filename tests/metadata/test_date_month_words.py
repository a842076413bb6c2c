"""The month-name forms searched with a word and the table find what the names find.

:func:`~thresher.metadata.date_text.month_matches` searches each month-name form with a
run of the names' characters and looks the run up (:func:`~thresher.metadata.date_text.
is_month_name`); :func:`~thresher.metadata.date_text.month_form_patterns` are the forms
with every name, as they were compiled at import before. Held equal here on every name
of the table, on every code point the names' characters match, and on random texts.
"""

from __future__ import annotations

import random
import re

import pytest

from thresher.metadata import date_text

NAMES = [name.replace("\\", "") for name in date_text._MONTH.split("|")]
KINDS = ("dmy", "mdy", "ynd")


def _expected(kind: str, text: str) -> list[tuple[int, int, tuple]]:
    pattern = date_text.month_form_patterns()[kind]
    return [(m.start(), m.end(), m.groups()) for m in pattern.finditer(text)]


def _shapes(name: str) -> list[str]:
    return [
        f"5 {name} 2021",
        f"On {name} 5, 2021",
        f"2021 {name} 5",
        f"5 {name}. 2021",
        f"5. {name}.. 2021",
        f"5 de {name}de 2021",
        f"5 {name}del 2021",
        f"1st{name} 2021 and {name} 3rd, 2020",
        f"{name}x 5, 2021 {name} 6 2021",
    ]


@pytest.mark.parametrize("kind", KINDS)
def test_every_name_of_the_table(kind: str) -> None:
    found = 0
    for name in NAMES:
        for variant in (name, name.upper(), name.title(), name[:-1], name + "s"):
            for text in _shapes(variant):
                expected = _expected(kind, text)
                assert list(date_text.month_matches(kind, text)) == expected, text
                found += len(expected)
    assert found > 1000


def test_folds_are_re_ignorecase_on_every_code_point() -> None:
    """Two characters fold alike exactly when re matches them under IGNORECASE, for every
    character of the names and every code point."""
    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000)
    by_fold: dict[str, set[str]] = {}
    for char in every:
        by_fold.setdefault(date_text._fold_char(char), set()).add(char)
    for letter in sorted(set("".join(NAMES))):
        matched = set(re.compile(re.escape(letter), re.IGNORECASE).findall(every))
        assert matched == by_fold[date_text._fold_char(letter)], letter


def _random_text(rng: random.Random) -> str:
    name = rng.choice(NAMES)
    name = rng.choice([name, name.upper(), name.title(), name.replace("i", "İ"), "to", "in"])
    if rng.random() < 0.2:
        name += rng.choice(["de", "del", "x", ".", ".."])
    if rng.random() < 0.3:  # year first
        year, dot, day = rng.choice(["2021", "1999", "x2021"]), rng.choice(["", "."]), "5"
        tail = rng.choice(["", " people", ":00", "x", " 6"])
        return f"{year}{dot} {name}{rng.choice(['', '.', '..'])} {day}{tail}"
    pieces = [
        rng.choice(["", "x", "On ", "1", ".", "2021 "]),
        rng.choice(["5", "05", "31", "", "2021", "1999"]),
        rng.choice(["", "st", "er", "º", "."]),
        rng.choice([" ", "", "\n"]),
        rng.choice(["", "de ", "of "]),
        name,
        rng.choice(["", ".", ",", ". ", ".."]),
        rng.choice([" ", "", "\t"]),
        rng.choice(["", "de ", "del "]),
        rng.choice(["5", "31", "2021", "1999", ""]),
        rng.choice(["", ",", "th", " "]),
        rng.choice([" ", "", ", "]),
        rng.choice(["2021", "1999", "20211", "", "5 people", "5:00"]),
    ]
    return "".join(pieces) * rng.choice((1, 2))


@pytest.mark.parametrize("kind", KINDS)
def test_random_texts(kind: str) -> None:
    rng = random.Random(13)
    found = 0
    for _ in range(20_000):
        text = _random_text(rng)
        expected = _expected(kind, text)
        assert list(date_text.month_matches(kind, text)) == expected, text
        found += len(expected)
    assert found > 50
