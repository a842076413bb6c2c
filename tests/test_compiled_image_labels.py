"""The decisions kernel's image labels: slots read, kinds and paths compared in place.

``base._label_images_reference`` is the definition of ``label_images``; the kernel reads a
``Block``'s index, path, element and ``context.src`` from their slots (by name for other
classes), tells an image's kind by its length, string kind and bytes, and counts the parts
two paths share (``shared_parts``) in one pass over their common beginning instead of
splitting both. Held equal to ``_shared_prefix`` of the split paths on random paths of one,
two and four bytes a character with empty parts and slashes at either end, and the labels
to the reference's on pages of blocks and contexts of the dataclasses and of other classes,
with kinds near ``img``.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods import base
from thresher.types import Block, BlockContext, BlockFeatures, Decision, Label

_PARTS = ("", "div", "div.a", "é", "\u4e2d", "\U0001f600", "p", "a")
_FEATURES = BlockFeatures(0, 0, 0, 0, 0, 1, 0, False, False)
# "img" itself and made afresh, and kinds of its length or kind of string that are not it
_KINDS = ("img", "img", "".join(("i", "mg")), "p", "imh", "ímg", "\u4e2dmg", "im", "imgs")


def _path(rng: random.Random) -> str:
    return "/".join(rng.choice(_PARTS) for _ in range(rng.randint(1, 5)))


def _block(rng: random.Random, i: int, kind: str, path: str) -> object:
    src = f"/{rng.randrange(4)}.png"
    element = rng.choice(("icon", "plain", None))
    if rng.random() < 0.2:  # a block of another class, its context too
        context = SimpleNamespace(src=src) if rng.random() < 0.5 else BlockContext(src=src)
        return SimpleNamespace(index=i, path=path, kind=kind, context=context, element=element)
    return Block(i, path, kind, kind, "", _FEATURES, BlockContext(src=src), element=element)


def test_image_labels_and_shared_parts_are_the_references(monkeypatch) -> None:
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    rng = random.Random(76)
    for _ in range(600):
        path, other = _path(rng), _path(rng)
        if rng.random() < 0.3:  # one a beginning of the other, cut anywhere
            other = path[: rng.randrange(len(path) + 1)] + rng.choice(("", "/", "/x", "x"))
        expected = base._shared_prefix(path.split("/"), other.split("/"))
        assert compiled.shared_parts(path, other) == expected, (path, other)
    with pytest.raises(AttributeError):
        compiled.shared_parts(None, "a/b")
    ornaments = {"icon": "decorative image (width 16 px)", "plain": None}
    monkeypatch.setattr(base, "decoration_reader", lambda: ornaments.get)
    for _ in range(80):
        shared = _path(rng)
        blocks = [
            _block(rng, i, rng.choice(_KINDS), shared + rng.choice(("", "/p", "/a")))
            for i in range(rng.randrange(0, 12))
        ]
        decisions = {
            b.index: Decision(b.index, rng.choice(list(Label)), "t")
            for b in blocks
            if b.kind != "img" and rng.random() < 0.9
        }
        fast = compiled.label_images(
            blocks, decisions, ornaments.get, base.REPEATED_IMAGE, Label.BOILERPLATE
        )
        ref = base._label_images_reference(blocks, decisions)
        assert list(fast.items()) == list(ref.items())
