"""The metadata's letter tests written with ``filter``/``map`` over ``str`` methods give
what their per-character generators gave (``names.squash`` and the tests below)."""

from __future__ import annotations

import random
import sys

import pytest

from thresher.metadata import authors, names, title
from thresher.metadata.byline_words import REPORTER_WORDS
from thresher.metadata.names import is_han, same_name, squash

_EVERY = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)
_POOL = "aZß İ-.,'’ 1²①Ⅻ王ǅﬁ\u0345\u200dМД记者"


def _texts() -> list[str]:
    rng = random.Random(28)
    fixed = ["Jean-François Dupont", "STRASSE ß", "MD", "PhD", "McMURRAY", "ǅ", "记者 王五", ""]
    drawn = ["".join(rng.choice(_POOL) for _ in range(rng.randrange(14))) for _ in range(3000)]
    return fixed + drawn


def _squash_reference(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def _in_capitals_reference(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _is_credential_reference(part: str) -> bool:
    letters = [c for c in part if c.isalpha()]
    return " " not in part and bool(letters) and sum(c.isupper() for c in letters) >= 2


def _opens_capitalised_reference(text: str) -> bool:
    return next((c for c in text if c.isalnum()), "").isupper()


def _opens_credit_reference(text: str) -> bool:
    at = min((text.find(word) for word in REPORTER_WORDS if word in text), default=-1)
    letters = [c for c in text[:at] if c.isalnum()]
    return at >= 0 and len(letters) <= authors.MAX_CREDIT_OPENER and all(map(is_han, letters))


def test_squash_keeps_every_character_as_the_per_character_test() -> None:
    for start in range(0, len(_EVERY), 4096):
        chunk = _EVERY[start : start + 4096]
        assert squash(chunk) == _squash_reference(chunk)
    assert same_name("Jean-François Dupont", "jean françois  DUPONT")
    assert not same_name("Ann Lee", None)


def test_letter_tests_read_every_character_as_their_generators() -> None:
    chunks = [_EVERY[start : start + 64] for start in range(0, len(_EVERY), 64)]
    chars = list(_EVERY[::7])
    for text in [*_texts(), *chunks, *chars]:
        assert squash(text) == _squash_reference(text)
        assert names._in_capitals(text) == _in_capitals_reference(text)
        assert names.is_credential(text) == _is_credential_reference(text)
        assert authors._opens_capitalised(text) == _opens_capitalised_reference(text)
        assert authors._opens_credit(text) == _opens_credit_reference(text)


def test_untranslated_reads_nothing_without_a_chinese_part(monkeypatch: pytest.MonkeyPatch) -> None:
    def banner(*_: object) -> bool:
        raise AssertionError("read only under a Chinese part")

    monkeypatch.setattr(title, "_site_banner", banner)
    assert title._untranslated(None, 0, "Breaking News", False) is False  # type: ignore[arg-type]
    monkeypatch.setattr(title, "_site_banner", lambda *_: False)
    assert title._untranslated(None, 0, "Breaking News", True) is True  # type: ignore[arg-type]
    assert title._untranslated(None, 0, "新闻 News", True) is False  # type: ignore[arg-type]
    assert title._untranslated(None, 0, "新闻", True) is False  # type: ignore[arg-type]


def test_a_name_squashed_once_is_compared_as_same_name() -> None:
    texts = _texts()[:300]
    rng = random.Random(64)
    for name in texts:
        others: list[str | None] = [rng.choice(texts) for _ in range(rng.randrange(4))]
        others += [None, "", name.upper(), f" {name}."][: rng.randrange(5)]
        assert names.same_as_any(name, others) == any(same_name(name, o) for o in others)
        sites, host = tuple(o for o in others if o is not None), rng.choice(texts)
        assert authors._own_site(name, sites, host) == (
            squash(name) in squash(host) or any(same_name(name, site) for site in sites)
        )
    assert names.same_as_any("Example News", ("", None, "example  news!"))
    assert not names.same_as_any("Example News", ())
