"""The lines kernel reads a kept line in place when folding it would lower its ASCII
capitals alone (``thresher._core._lines.FOLD_STABLE``): every code point of those ranges
maps to itself under ``str.lower`` and ``str.casefold`` on the running Python, and the
word searches still equal their definitions on lines of such text (CJK, kana, Hangul,
Cyrillic and Greek lower case, Latin-1 accents, emoji) with ASCII capitals among them."""

from __future__ import annotations

import random

import pytest

from thresher._core import kernel
from thresher._core.modules import LINES
from thresher.methods.auto.kept_lines import _kept_holding_reference, _kept_opening_reference
from thresher.types import Block, BlockFeatures

STABLE_PIECES = [
    "中", "文", "版", "更新", "の", "カ", "한", "국", "д", "ля", "σ", "ού", "é", "ü", "ø",
    "😀", "\U00020000", " ", "\u3000", "，", "。", "：", "a", "b", "z", "0", "7", "A", "B",
    "Z", "Sort", "AB", "-", "•", "\xa0",
]  # fmt: skip
UNSTABLE_PIECES = ["É", "ß", "Σ", "ς", "İ", "Ａ", "\U0001d400", "Д", "ﬁ", "µ"]
WORDS = ("更新", "sort", "ab", "z", "ля", "σ", "😀", "é", "한국", "\U00020000")


def _compiled():
    compiled = kernel(LINES)
    if compiled is None:
        pytest.skip("the lines kernel is not built (or the pure path is forced)")
    return compiled


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/html/body/p", "p", "p", text, features)


def _text(rng: random.Random) -> str:
    pieces = [rng.choice(STABLE_PIECES) for _ in range(rng.randint(1, 9))]
    if rng.random() < 0.15:
        pieces.insert(rng.randrange(len(pieces) + 1), rng.choice(UNSTABLE_PIECES))
    return "".join(pieces)


def test_fold_stable_ranges_map_to_themselves_and_the_scans_equal_their_definitions() -> None:
    compiled = _compiled()
    for first, last in compiled.FOLD_STABLE:
        text = "".join(map(chr, range(first, last + 1)))
        assert text.lower() == text and text.casefold() == text, (hex(first), hex(last))
    assert compiled.reads_folded(str.lower, "更新 ABC σ é 😀")
    assert not compiled.reads_folded(str.lower, "更新 É")
    assert not compiled.reads_folded(str.upper, "更新")
    rng = random.Random(70)
    table = compiled.Words(WORDS)
    fast = 0
    for _ in range(40):
        blocks = [_block(pos, _text(rng)) for pos in range(rng.randint(1, 8))]
        flags = [rng.random() < 0.8 for _ in blocks]
        fast += sum(
            compiled.reads_folded(str.lower, b.text) and not b.text.isascii() for b in blocks
        )
        for fold in (str.lower, str.casefold):
            lowered = [b.text.translate(_ASCII_LOWER) for b in blocks]
            for block, low in zip(blocks, lowered, strict=True):
                if compiled.reads_folded(fold, block.text):
                    assert fold(block.text) == low
            held = compiled.kept_holding(blocks, flags, 40, table, fold)
            assert held == _kept_holding_reference(blocks, flags, 40, WORDS, fold)
            opening = compiled.kept_opening(blocks, flags, 40, table, fold, None, "")
            assert opening == _kept_opening_reference(blocks, flags, 40, WORDS, fold)
            marked = compiled.kept_opening(blocks, flags, 40, table, fold, " •", "中😀")
            assert marked == _kept_opening_reference(blocks, flags, 40, WORDS, fold, " •", "中😀")
    assert fast > 60  # the lines read in place are most of them


_ASCII_LOWER = {code: code + 32 for code in range(65, 91)}
