"""The decision stage's gates of stop 61 held to their definitions: a tag's opening
searched in the page's bytes (:func:`source_holds_opening`) answers as ``in`` on the
page's text, end tags cut or not, seams or not."""

from __future__ import annotations

import random

import pytest

from thresher.errors import EmptyInputError
from thresher.html.document import load_document
from thresher.methods.auto.markup_words import source_holds_opening

_PIECES = (
    "<time", "<TIME", "<", "<t", "<ti", "<tim", "time", "ime", "me", "e", "</body>", "</html>",
    "</BODY >", "</html\n>", "</body", "<</", "<p>", "</p>", " ", "\n", "x", "é", "内容",
    ' datetime="2024-01-02"', ">", "/",
)  # fmt: skip


def _pages(rng: random.Random, count: int) -> list[bytes]:
    pages = [
        b"<html><body><p>x<</body>time datetime</p></html>",  # a seam makes the word
        b"<html><body><p>x<</body></html>time</p>",
        b"<html><body><time datetime='2024'>x</time></body></html>",
        b"\xef\xbb\xbf<html><body><p>a<</body>time</p>",  # a byte-order mark: no bytes kept
    ]
    for _ in range(count):
        text = "<html><body>" + "".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 14)))
        pages.append(text.encode("utf-8"))
    return pages


def test_a_tag_opening_in_the_bytes_is_in_the_text() -> None:
    rng = random.Random(61)
    seen = {"bytes": 0, "held": 0, "seam": 0}
    for data in _pages(rng, 4_000):
        try:
            doc = load_document(data)
        except EmptyInputError:
            continue
        expected = "<time" in doc.source_text
        assert source_holds_opening(doc, "<time", 3) is expected, data
        if doc.source_utf8 is not None:
            seen["bytes"] += 1
            seen["held"] += expected
            seen["seam"] += expected and b"<time" not in doc.source_utf8
        text = load_document(data.decode("utf-8", "replace"))  # a text given: no bytes
        assert source_holds_opening(text, "<time", 3) is ("<time" in text.source_text)
    assert seen["bytes"] > 1_000 and seen["held"] > 200 and seen["seam"] >= 2


def test_the_word_must_be_a_tag_opening() -> None:
    doc = load_document(b"<html><body><p>x</p></body></html>")
    for word in ("time", "</body", "<ti me", "<a<b"):
        with pytest.raises(ValueError):
            source_holds_opening(doc, word, 1)
