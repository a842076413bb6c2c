"""``thresher._core._decide.header_positions`` (the post header lines of
``headed_posts``) asks ``has_date_or_time`` only of the texts its prefilter
(``may_be_dated``) passes: a text holding "18", "19" or "20" and two digits after,
or a digit, ":" and two digits, where every match of the rule's pattern lies. Both
are held to the Python reference here, on texts with Unicode digits and word marks."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from tests.auto.decision_pages import prepared_page

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.discussion import has_date_or_time
from thresher.methods.auto.headed_posts import _header_positions_reference

# Characters the pattern's branches turn on: digits (ASCII, Arabic-Indic, full-width,
# mathematical), the year openings, ":", word and non-word marks.
ALPHABET = "0123456789:: 18 19 20 _-a.é\u0660\u0661\u0662\uff10\uff11\U0001d7ce/"


def _compiled():
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    return compiled


def _texts(count: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choices(ALPHABET, k=rnd.randint(0, 14))) for _ in range(count)]


def test_the_prefilter_passes_every_dated_text() -> None:
    may_be_dated = _compiled().may_be_dated
    texts = _texts(60_000, 7)
    assert sum(map(has_date_or_time, texts)) > 1_000
    assert [t for t in texts if has_date_or_time(t) and not may_be_dated(t)] == []
    assert not may_be_dated("20 2") and not may_be_dated("1:3") and not may_be_dated("abc")
    assert may_be_dated("\u0661:\u0663\u0660") and may_be_dated("on 2020")


def test_header_positions_match_the_reference() -> None:
    page = prepared_page(
        "<h2>2025 Kia EV6</h2><div>on June 3, 2020, 04:16 PM</div>"
        "<p>We met at 9:30 and talked until the rain of 1998 came back to us all.</p>"
        "<div>Posts: 701</div><div>Joined 19 May</div><div>12:05</div>"
    )
    blocks = page.text_blocks
    compiled = _compiled()
    texts = _texts(3_000, 11)
    many = [replace(blocks[n % len(blocks)], text=text) for n, text in enumerate(texts)]
    for sample in (blocks, many, [*blocks, *many]):
        found = compiled.header_positions(sample, 120, has_date_or_time)
        assert found == _header_positions_reference(sample)
    assert [blocks[pos].text for pos in _header_positions_reference(blocks)] == [
        "on June 3, 2020, 04:16 PM",
        "12:05",
    ]
