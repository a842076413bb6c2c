"""The like-runs rule of :func:`~thresher.methods.auto.listing.complete_listing` reads a
path without its digits from its UTF-8 bytes (``_without_digits``): the same text as
``str.translate`` with the digits' table, on ASCII paths, paths of other scripts, other
scripts' digits (kept) and lone surrogates."""

from __future__ import annotations

import random

from thresher.methods.auto import listing

PIECES = [
    "/html/body", "/div", "[12]", ".content", "#item-3", "/li[7]", "0", "9", "٣", "５",
    "é", "中文", "\U0001f600", "\ud800", "\udc00", "x", "-", "_", " ",
]  # fmt: skip


def test_without_digits_is_the_translate_of_the_digits() -> None:
    rng = random.Random(70)
    for _ in range(150):
        path = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        assert listing._without_digits(path) == path.translate(listing._NO_DIGITS), repr(path)
    assert listing._without_digits("/div[2]/p٣[10]") == "/div[]/p٣[]"
