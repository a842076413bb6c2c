"""The kept-line rules' compiled scans (``thresher._core._lines``) equal their pure-Python
definitions: ``stat_tiles._candidates`` on digit shares at the float32 limit, and
``cleanup._kept_images``."""

from __future__ import annotations

import random

import numpy as np
import pytest

from thresher._core import kernel
from thresher._core.modules import LINES
from thresher.methods.auto import stat_tiles
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.types import Block, BlockFeatures


def _compiled():
    compiled = kernel(LINES)
    if compiled is None:
        pytest.skip("the lines kernel is not built (or the pure path is forced)")
    return compiled


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/html/body/p", "p", "p", text, features)


def _features(rng: random.Random, rows: int) -> np.ndarray:
    shares = [0.0, 0.1, 0.15, float(np.float32(0.15)), 0.1499999, 0.5, 1.0, float("nan")]
    matrix = np.zeros((rows, len(FEATURE_NAMES)), dtype=np.float32)
    matrix[:, stat_tiles._DIGIT_RATIO] = [rng.choice(shares) for _ in range(rows)]
    return matrix


def test_figure_candidates_are_their_reference() -> None:
    compiled = _compiled()
    rng = random.Random(67)
    figures = ["80+", " 3x ", "10.5T", "2026", "$165.00", "x" * 18, "x" * 19, "", "  95 %  "]
    for _ in range(800):
        count = rng.randint(0, 25)
        texts = [
            rng.choice([*figures, "a caption", "a longer line of prose text"]) for _ in range(count)
        ]
        blocks = [_block(pos, text) for pos, text in enumerate(texts)]
        features = _features(rng, count)
        flags = [rng.random() < 0.4 for _ in range(count)]
        expected = stat_tiles._candidates_reference(blocks, features, flags)
        assert stat_tiles._candidates(blocks, features, flags) == expected
        args = (stat_tiles._DIGIT_RATIO, flags, stat_tiles.MIN_DIGIT_SHARE, 18)
        assert compiled.figure_candidates(blocks, features, *args) == expected


def test_figure_candidates_leave_other_arrays_to_the_reference() -> None:
    compiled = _compiled()
    blocks = [_block(0, "80+"), _block(1, "countries")]
    column = stat_tiles._DIGIT_RATIO
    wide = np.ones((2, len(FEATURE_NAMES)), dtype=np.float64)
    assert compiled.figure_candidates(blocks, wide, column, [False, False], 0.15, 18) is None
    short_flags = np.ones((2, len(FEATURE_NAMES)), dtype=np.float32)
    assert compiled.figure_candidates(blocks, short_flags, column, [False], 0.15, 18) is None
    assert stat_tiles._candidates(blocks, wide, [False, False]) == [0]


def test_kept_images_are_their_reference() -> None:
    from thresher.methods.auto.cleanup import _kept_images_reference
    from thresher.types import KEPT_LABELS, Decision, Label

    compiled = _compiled()
    rng = random.Random(25)
    kinds = ["p", "img", "pre", "li", "im", "imgs", "".join(["i", "m", "g"])]  # an img not interned
    for _ in range(500):
        blocks = []
        for pos in range(rng.randint(0, 20)):
            block = _block(pos, rng.choice(["", "Advertisement", "a photo"]))
            block.kind = rng.choice(kinds)
            blocks.append(block)
        decisions = {
            b.index: Decision(b.index, rng.choice(list(Label)), "t")
            for b in blocks
            if rng.random() < 0.8
        }
        expected = _kept_images_reference(blocks, decisions)
        assert compiled.kept_images(blocks, decisions, KEPT_LABELS) == expected
