"""The facts kernel's comment-header scan finds what ``_comment_header_reference`` finds.

``thresher._core._facts.comment_header`` asks ``is_comment_header`` only of the short
texts its prefilter (``may_be_header``) passes: the first character of the stripped
text may open a ``COMMENT_PHRASES`` match, or the first word that is not a number may
case-fold to a ``COMMENT_WORDS`` word (a word or text opening past ASCII always passes).
Here the prefilter is shown never to reject a header: every ASCII character opening
each phrase and word, every code point before and inside them (stripped or not, a word
character or not, a digit or not), random texts; and the scan equals the reference on
random block lists and (``slow``) every page of the shared datasets.
Skipped where the kernel is not built or the pure path is forced.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from test_compiled_facts import _require
from test_compiled_features import _page
from test_compiled_walks import _dataset_documents
from thresher.methods.auto import signals

# One text for each alternative of COMMENT_PHRASES (checked to match it).
PHRASES = (
    "leave a reply",
    "leave a comment",
    "1 comment",
    "12 comments",
    "3 responses",
    "1 response",
    "2 replies",
    "post a comment",
    "add a comment",
    "write a comment",
    "join the discussion",
    "show comments",
    "kommentar schreiben",
    "laisser un commentaire",
    "deja un comentario",
    "оставить комментарий",
    "发表评论",
)
OPENINGS = (*PHRASES, *sorted(signals.COMMENT_WORDS))


def _every_character() -> Iterator[str]:
    for code in range(sys.maxunicode + 1):
        if not 0xD800 <= code <= 0xDFFF and (code < 0x30000 or code % 61 == 0):
            yield chr(code)


def _rejected_headers(texts) -> list[str]:
    """The texts ``is_comment_header`` accepts and the prefilter rejects (none, ever)."""
    may_be = _require().may_be_header
    return [t for t in texts if signals.is_comment_header(t) and not may_be(t)]


def test_the_phrases_are_comment_headers():
    for text in PHRASES:
        assert signals.COMMENT_PHRASES.search(text), text
        assert signals.is_comment_header(text.upper()), text
    assert signals.is_comment_header("Comments") and signals.is_comment_header("(3) Replies")


def test_opening_masks_in_one_match_are_the_items_one_by_one():
    """The kernel asks all opening items of a character in one pattern and the comment
    words by a set of their prefixes: the same mask as each item's ``fullmatch`` and each
    word's ``startswith``, for every code point of the BMP and some past it."""
    compiled = _require()
    codes = [*range(0x10000), 0x1F600, 0x20000, 0x10FFFF]
    wrong = [
        hex(code)
        for code in codes
        if compiled.opening_mask(chr(code)) != compiled.opening_mask_reference(chr(code))
    ]
    assert not wrong


def test_prefilter_passes_every_ascii_opening():
    """Each ASCII character in place of the first of each phrase and comment word, alone,
    after spaces, numbers and punctuation."""
    texts = [
        before + chr(code) + opening[1:] + after
        for code in range(128)
        for opening in OPENINGS
        for before in ("", "  ", "12 ", "(", "1. ", "\u3000")
        for after in ("", " here", "!")
    ]
    assert not _rejected_headers(texts)
    assert len([t for t in texts if signals.is_comment_header(t)]) > 1_000


def test_prefilter_passes_headers_around_every_character():
    """Each code point before a phrase (stripped or not), before a comment word (a word
    character or not), inside a leading number (a digit or not), and in place of the
    first character."""
    texts = []
    for ch in _every_character():
        texts += (
            ch + "leave a reply",
            ch + "12 comments",
            ch + "comments",
            "(" + ch + "comments",
            "(" + ch + " comments",
            "(1" + ch + " comments",
            ch + "ommentaires",
            ch + "how comments",
        )
    assert not _rejected_headers(texts)


def test_prefilter_rejects_texts_that_open_nothing():
    may_be = _require().may_be_header
    rejected = ("hello world", "  Home", "(Menu) 12", "", "   ", "Read more", "#1 top", "Ｃomments")
    for text in (*rejected, "Commentary", "1st place", "Сomments", "Новости"):
        assert not may_be(text), text
    passed = ("Comments", "ſhow comments", "\u212aommentar schreiben", "12 Replies", "Отзывы")
    for text in (*passed, "  Leave", "Share", "Kommentarer", "Комментарий 1", "12 items"):
        assert may_be(text), text


def test_case_folding_never_shortens_a_character():
    """The prefilter reads a word longer than every comment word as none of them."""
    assert all(ch.casefold() for ch in _every_character())


# Pieces of random texts: the headers' words in several cases, the characters IGNORECASE
# and casefold() treat specially, spaces, digits and punctuation.
PIECES = (
    *OPENINGS,
    *(w.upper() for w in OPENINGS),
    *(w.title() for w in OPENINGS),
    *" \t\n\u00a0\u2003\u3000.,:;!?()[]-—–'\"#_",
    *"0123456789٣²①",
    *"ſKıİßéaxyzcrdkylpawjs",
    "the",
    "read more",
    "a",
    "12",
)


def _random_text(rng: random.Random) -> str:
    return "".join(rng.choice(PIECES) for _ in range(rng.randrange(6)))[:60]


def test_prefilter_passes_every_header_among_random_texts():
    rng = random.Random(25)
    texts = [_random_text(rng) for _ in range(60_000)]
    assert not _rejected_headers(texts)
    assert sum(map(signals.is_comment_header, texts)) > 1_000


def test_a_text_only_a_phrase_may_open_is_a_header_by_the_phrase_search():
    """Where the prefilter passes a text for its opening characters only (its first word
    can fold to no comment word), ``is_comment_header`` is the phrase search: the scan
    searches it itself. On random texts, every phrase, comment word and ASCII opening."""
    opening = _require().header_opening
    rng = random.Random(27)
    texts = [_random_text(rng) for _ in range(60_000)]
    texts += [t for t in OPENINGS] + [t.upper() for t in OPENINGS]
    texts += [f" {t}: 12" for t in OPENINGS] + [f"12 {t}" for t in OPENINGS]
    seen = {-1: 0, 0: 0, 1: 0}
    for text in texts:
        found = opening(text)
        seen[found] += 1
        if found == 0:
            phrase = signals.COMMENT_PHRASES.search(text.strip()) is not None
            assert signals.is_comment_header(text) == phrase, repr(text)
        elif found < 0:
            assert not signals.is_comment_header(text), repr(text)
    assert min(seen.values()) > 1_000


def test_comment_header_scan_reads_phrase_openings_without_the_python_test(monkeypatch):
    """A phrase that opens with no comment word ("Leave a reply", "12 comments") is found,
    and a text opening like one refused, without calling ``is_comment_header``."""
    compiled = _require()
    monkeypatch.setattr(compiled, "_is_comment_header", None)
    texts = ["Home", "Story", "Lead story", "Top", "Share", "Leave a reply", "More"]
    blocks = [SimpleNamespace(text=text) for text in texts]
    assert compiled.comment_header(blocks) == 5
    blocks = [SimpleNamespace(text=text) for text in ("a", "b", "Level 12", "1 day ago")]
    assert compiled.comment_header(blocks) == -1


def test_comment_header_scan_matches_the_reference_on_random_blocks():
    compiled = _require()
    rng = random.Random(26)
    for _ in range(3_000):
        blocks = [SimpleNamespace(text=_random_text(rng)) for _ in range(rng.randrange(12))]
        expected = signals._comment_header_reference(blocks)
        assert compiled.comment_header(blocks) == expected, [b.text for b in blocks]
        assert signals._comment_header(blocks) == expected


def test_phrase_openings_read_only_what_they_understand():
    compiled = _require()
    flags = re.IGNORECASE
    nodes, openings = compiled.phrase_openings(re.compile(r"^(?:ab|\d+x|(k|ſt)y?\b|z*q)", flags))
    assert nodes == [r"\d", "a", "b", "k", "q", "t", "x", "y", "z", "ſ"]
    pairs = {"".join(nodes[k] for k in opening) for opening in openings}
    assert pairs == {"ab", r"\d\d", r"\dx", "ky", "k", "ſt", "zz", "zq", "q"}
    nodes, openings = compiled.phrase_openings(re.compile(r"^(a|b?)c", flags))
    assert [[nodes[k] for k in opening] for opening in openings] == [["a", "c"], ["b", "c"], ["c"]]
    for pattern in (r"ab", r"^[a-c]", r"^\w+", r"^(?i:a)", r"^.x", r"^", r"^a*", r"^(a|)"):
        assert compiled.phrase_openings(re.compile(pattern, flags)) is None, pattern
    assert compiled.phrase_openings(re.compile(r"^ab", flags | re.MULTILINE)) is None


@pytest.mark.slow
def test_comment_header_scan_matches_the_reference_on_real_pages(datasets_dir: Path):
    """Every block of 12 pages of every shared dataset: the prefilter passes every header,
    and the scan finds the reference's block."""
    compiled = _require()
    pages = texts = 0
    for label, doc in _dataset_documents(datasets_dir, 12):
        blocks = _page(doc)[0]
        short = [b.text for b in blocks if len(b.text) <= 60]
        assert not _rejected_headers(short), label
        assert compiled.comment_header(blocks) == signals._comment_header_reference(blocks)
        pages += 1
        texts += len(short)
    assert pages > 100 and texts > 10_000
