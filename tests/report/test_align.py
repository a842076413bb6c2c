"""Anchored word alignment of the report's text diff."""

from __future__ import annotations

import difflib
import random

from thresher.report.align import SMALL_PAIRS, opcodes, unique_common_run


def _apply(a: list[str], b: list[str], ops) -> tuple[list[str], list[str]]:
    """Rebuild both sides from the opcodes, checking that they tile both sequences."""
    left, right, i_end, j_end = [], [], 0, 0
    for op, i1, i2, j1, j2 in ops:
        assert (i1, j1) == (i_end, j_end)
        if op == "equal":
            assert a[i1:i2] == b[j1:j2]
        left += a[i1:i2]
        right += b[j1:j2]
        i_end, j_end = i2, j2
    assert (i_end, j_end) == (len(a), len(b))
    return left, right


def test_small_inputs_get_difflibs_own_opcodes() -> None:
    a = "the cat sat on the mat today".split()
    b = "a cat sat on the red mat".split()
    expected = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    assert opcodes(a, b) == [tuple(op) for op in expected]


def test_unique_common_run_keeps_the_longest_ordered_run() -> None:
    a = ["x", "alpha", "beta", "gamma", "delta", "x"]
    b = ["delta", "alpha", "beta", "gamma", "y"]
    assert unique_common_run(a, b) == [(1, 1), (2, 2), (3, 3)]


def test_long_texts_align_around_moved_and_inserted_words() -> None:
    rng = random.Random(7)
    vocabulary = [f"w{i}" for i in range(3000)]
    a = [rng.choice(vocabulary) for _ in range(4000)]
    b = a[:1500] + [f"new{i}" for i in range(300)] + a[1700:3500] + a[3800:]
    assert len(a) * len(b) > SMALL_PAIRS
    ops = opcodes(a, b)
    left, right = _apply(a, b, ops)
    assert left == a and right == b
    same = sum(i2 - i1 for op, i1, i2, _, _ in ops if op == "equal")
    assert same >= 3500 - 5  # every kept word found, up to a few ambiguous ones at the cuts


def test_trivial_gaps_give_difflibs_own_opcodes() -> None:
    rng = random.Random(3)
    for _ in range(300):
        a = [rng.choice("abc") for _ in range(rng.randint(0, 3))]
        b = [rng.choice("abc") for _ in range(rng.randint(0, 3))]
        expected = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        assert opcodes(a, b) == [tuple(op) for op in expected], (a, b)
