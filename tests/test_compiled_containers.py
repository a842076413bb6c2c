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


def test_title_block_keys_every_character_as_norm(compiled) -> None:
    """The kernel's key of a text that is not ASCII (its ``\\w`` characters of the
    case-folded text) is ``signals._norm``'s, as a ``str`` of the same kind, for every
    code point alone and between word and other characters."""
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000:
            continue
        ch = chr(code)
        for text in (ch, f"é{ch}x {ch}", f"{ch}{ch}.ÿ"):
            folded = text.casefold()
            assert compiled.word_chars(folded) == signals._norm(text), hex(code)


def test_title_block_finds_texts_that_are_not_ascii_as_the_reference(compiled) -> None:
    """``title_block`` over blocks in several scripts (ß, Greek final sigma, CJK, Cyrillic,
    a combining mark) against the reference, with keys equal to a block's key, inside a
    longer one, and sharing only the first word."""
    texts = [
        "Navigation",
        "Die Straße nach Süden",
        "Ο ΚΌΣΜΟΣ ΚΑΙ Ο ΝΌΜΟΣ",
        "新闻：中文标题，第二部分",
        "Привет, мир! Новости",
        "ᾳ\u0345 naïve café",
        "Straße",
    ]
    blocks = [
        Block(i, "body/p", "p", "p", text, BlockFeatures(len(text), 0, 3, 1, 0, 2, 0, False, False))
        for i, text in enumerate(texts)
    ]
    keys = [signals._norm(text) for text in texts]
    keys += ["x" + key + "y" for key in keys] + [key[:4] for key in keys] + ["strasse", ""]
    for key in keys:
        expected = signals._title_block_reference(blocks, key)
        assert compiled.title_block(blocks, key) == expected, key
