"""The facts kernel's ``main_containers`` against ``signals.main_containers_reference``.

Random trees with blocks of real :class:`~thresher.types.BlockFeatures` (the kernel
reads their link density itself) and the bundled pages: the same best and dominant
elements (identical proxies), for several shares.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.methods.auto import signals
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Block, BlockFeatures

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def compiled():
    found = kernel(FACTS)
    if found is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    return found


def _tree(draw: random.Random, depth: int = 0) -> etree._Element:
    element = etree.Element(draw.choice(("div", "section", "p", "li")))
    if depth < 5:
        for _ in range(draw.choice((0, 1, 1, 2, 3, 5))):
            element.append(_tree(draw, depth + 1))
    return element


def _features(draw: random.Random) -> BlockFeatures:
    length = draw.choice((0, 1, 7, 40, 40, 300, 2500))
    links = draw.choice((0, 0, length // 3, length // 2, length, 3 * length // 10))
    return BlockFeatures(length, links, 1, 0, draw.choice((0, 1, 1, 3)), 0, 0, False, False)


@pytest.mark.parametrize("seed", range(4))
def test_random_trees(compiled, seed: int) -> None:
    draw = random.Random(300 + seed)
    for _ in range(200):
        root = _tree(draw)
        elements = list(root.iter())
        blocks = [
            Block(i, "", "p", "p", "", _features(draw), element=draw.choice([*elements, None]))
            for i in range(draw.randint(0, 40))
        ]
        for share in (0.6, 0.5, 1.0, 0.0):
            found = compiled.main_containers(blocks, share)
            assert found is not None
            best, dominant = signals.main_containers_reference(blocks, share)
            assert found[0] is best and found[1] is dominant


def test_bundled_pages(compiled) -> None:
    for path in sorted(
        [REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")]
    ):
        doc = load_document(path.read_bytes())
        blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
        best, dominant = signals.main_containers_reference(blocks)
        found = compiled.main_containers(blocks, 0.6)
        assert found[0] is best and found[1] is dominant, path


def test_title_block_on_bundled_pages(compiled) -> None:
    """The kernel's ``title_block`` against the reference, with each page's title and with
    keys made from its own blocks (found at their place, or in a longer key)."""
    from thresher.html.parse import document_title

    paths = [REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")]
    for path in sorted(paths):
        doc = load_document(path.read_bytes())
        blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
        keys = [signals._norm(document_title(doc) or ""), ""]
        keys += [signals._norm(b.text) for b in blocks[:40:7]]
        keys += ["x" + signals._norm(b.text) + "y" for b in blocks[:40:5]]
        for key in keys:
            expected = signals._title_block_reference(blocks, key)
            assert compiled.title_block(blocks, key) == expected, (path, key)
