"""The decisions kernel's candidate lines of two rules are their references'.

``doubled_lines._doubled_starts_reference`` is the definition of the doubled-lines rule's
candidates (``doubled_starts``: kept short lines whose first character is the one where a
second copy would start) and ``spec_lists._colon_items_reference`` of the specification
lists' kept items with a colon (``colon_items``). Both held equal, through the kernel and
through the module's dispatcher, on random texts of one, two and four bytes a character,
flags of bools and of other values, flags shorter and longer than the blocks, and blocks
of the dataclass and of other classes; an empty kept text raises in both.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto import doubled_lines, spec_lists
from thresher.types import Block, BlockFeatures

_FEATURES = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
_PIECES = ("ab", "a", " ", ":", "\uff1a", "é", "\u4e2d", "\U0001f600", "Buy now", "x:y")


def _blocks(rng: random.Random, count: int) -> list[object]:
    blocks: list[object] = []
    for i in range(count):
        half = "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 5)))
        text = rng.choice((half + half, half + " " + half, half, half[:1], half + "Z" + half))
        block = Block(i, "p", "p", "p", text, _FEATURES)
        blocks.append(SimpleNamespace(text=text) if rng.random() < 0.2 else block)
    return blocks


def test_the_rules_candidate_lines_are_the_references() -> None:
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    rng = random.Random(75)
    for _ in range(80):
        count = rng.randrange(0, 25)
        blocks = _blocks(rng, count)
        size = max(0, count + rng.choice((0, 0, 0, -2, 3)))
        flags = [rng.choice((True, False, True, 1, 0, None)) for _ in range(size)]
        limit = rng.choice((0, 3, 8, 80))
        expected = doubled_lines._doubled_starts_reference(blocks, flags, limit)
        assert compiled.doubled_starts(blocks, flags, limit) == expected
        items = sorted(rng.sample(range(min(count, size)), rng.randrange(min(count, size) + 1)))
        expected = spec_lists._colon_items_reference(blocks, flags, items)
        assert compiled.colon_items(blocks, flags, items) == expected
        assert spec_lists._colon_items(blocks, flags, items) == expected
    blocks = _blocks(rng, 6)
    flags = [True] * 6
    expected = doubled_lines._doubled_starts_reference(blocks, flags, doubled_lines.MAX_CHARS)
    assert doubled_lines._doubled_starts(blocks, flags) == expected
    empty = [Block(0, "p", "p", "p", "", _FEATURES)]
    for find in (doubled_lines._doubled_starts_reference, compiled.doubled_starts):
        with pytest.raises(IndexError):
            find(empty, [True], 80)
