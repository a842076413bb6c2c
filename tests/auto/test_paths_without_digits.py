"""A block's path without its digits, read from its bytes where it can be: the like-runs
rule of :func:`~thresher.methods.auto.listing.complete_listing` (``_without_digits``, the
ASCII digits' ``str.translate``) and :func:`~thresher.methods.auto.decided.path_shape`
(``re.sub(r"\\d+", "", path)``, every decimal digit of Unicode; the grid titles' shapes)
equal their definitions on ASCII paths, paths of other scripts, other scripts' digits and
lone surrogates."""

from __future__ import annotations

import random
import re

from thresher.methods.auto import listing
from thresher.methods.auto.decided import path_shape

PIECES = [
    "/html/body", "/div", "[12]", ".content", "#item-3", "/li[7]", "0", "9", "٣", "５",
    "é", "中文", "\U0001f600", "\U0001d7ce", "\ud800", "\udc00", "x", "-", "_", " ",
]  # fmt: skip
DIGIT_RUNS = re.compile(r"\d+")


def test_paths_without_digits_are_their_definitions() -> None:
    rng = random.Random(70)
    for _ in range(150):
        path = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        assert listing._without_digits(path) == path.translate(listing._NO_DIGITS), repr(path)
        assert path_shape(path) == DIGIT_RUNS.sub("", path), repr(path)
        ascii_path = path.encode("ascii", "ignore").decode("ascii")
        assert path_shape(ascii_path) == DIGIT_RUNS.sub("", ascii_path)
    assert listing._without_digits("/div[2]/p٣[10]") == "/div[]/p٣[]"
    assert path_shape("/div[2]/p٣[10]") == "/div[]/p[]"
