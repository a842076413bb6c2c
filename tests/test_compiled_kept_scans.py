"""The kept-line scans' fast paths equal their definitions: a list of flags read in place
(bools by identity, other flags by their truth) in ``kept_holding``, ``kept_opening`` and
``kept_short``, blocks in a list or a tuple; and ``kept_holding``'s test of a word table's
opening pairs (a word of one character, a word at a text's end, capitals lowered, code
points that share a low byte)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from thresher._core import kernel
from thresher._core.modules import DECIDE, LINES
from thresher.methods.auto.decided import _kept_short_reference
from thresher.methods.auto.kept_lines import _kept_holding_reference, _kept_opening_reference
from thresher.types import Block, BlockFeatures

PIECES = ["Ad", "AD", "ad", "x", " ", "Ā", "ā", "\x01", "ć", "Ĭ", "中", "😀", "7", "ı", "İ"]
WORDS = (
    ("ad",),
    ("a", "\x01d"),
    ("āx", "ćd"),
    ("d", "7x", "中😀"),
    ("ĭ", "xı"),
)
FLAG_KINDS = (
    lambda flags: flags,  # bools
    lambda flags: [int(f) * 2 for f in flags],  # ints, one not 1
    lambda flags: [np.bool_(f) for f in flags],  # not the bool singletons
    lambda flags: tuple(flags),  # not a list
    lambda flags: [None if not f else "kept" for f in flags],
)


def _kernels():
    lines, decide = kernel(LINES), kernel(DECIDE)
    if lines is None or decide is None:
        pytest.skip("the kernels are not built (or the pure path is forced)")
    return lines, decide


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/html/body/p", "p", "p", text, features)


def test_kept_scans_are_their_references_under_any_flags() -> None:
    lines, decide = _kernels()
    rng = random.Random(38)
    tables = [(words, lines.Words(words)) for words in WORDS]
    for round_ in range(16):
        count = rng.randint(0, 12)
        texts = [
            "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 6))) for _ in range(count)
        ]
        listed = [_block(pos, text) for pos, text in enumerate(texts)]
        bools = [rng.random() < 0.6 for _ in range(count + rng.randint(-2, 2))]
        max_chars = rng.choice([0, 2, 8, 40])
        blocks = listed if round_ % 2 else tuple(listed)
        for kind in FLAG_KINDS:
            flags = kind(bools)
            expected = _kept_short_reference(blocks, flags, max_chars)
            assert decide.kept_short(blocks, flags, max_chars) == expected
            for words, table in tables:
                for fold in (str.lower, str.casefold):
                    expected = _kept_holding_reference(blocks, flags, max_chars, words, fold)
                    assert lines.kept_holding(blocks, flags, max_chars, table, fold) == expected
                    args = (blocks, flags, max_chars, words, fold)
                    found = lines.kept_opening(*args[:3], table, fold)
                    assert found == _kept_opening_reference(*args), (words, fold)
