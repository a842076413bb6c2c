"""The page-facts scans against the slower forms they replaced (the same answers).

``is_comment_header`` lists the words only when the first non-number word is a
comment word, and ``_title_block`` computes a block's key only when the first
word of its case-folded text is in the title's key; both must answer as the
full forms did on texts whose case folding changes lengths or word bounds.
"""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest
from lxml import etree

from thresher.methods.auto import signals
from thresher.methods.auto.signals import COMMENT_PHRASES, COMMENT_WORDS, is_comment_header

_PIECES = (
    "Comments",
    "comment",
    "KOMMENTARE",
    "Kommentar",
    "评论",
    "コメント",
    "12",
    "3",
    "²",
    "٣",
    "leave",
    "a",
    "reply",
    "Leave a Reply",
    "Harbour",
    "reopens",
    "The",
    "Daily",
    "Straße",
    "STRASSE",
    "ŉ",
    "ﬁle",
    "İ",
    "ı",
    "\u0345",
    "Σ",
    "ς",
    "_",
    "-",
    "|",
    "!",
    " ",
    "  ",
    "\t",
    "\n",
    "\u00a0",
    "\u3000",
    "x" * 30,
)


def _random_text(rng: random.Random) -> str:
    return "".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 8)))


def _reference_header(text: str) -> bool:
    """``is_comment_header`` as it was: every word listed first."""
    if len(text) > 60:
        return False
    words = [w for w in re.findall(r"\w+", text) if not w.isdigit()]
    if words and len(words) <= 4 and words[0].casefold() in COMMENT_WORDS:
        return True
    return COMMENT_PHRASES.search(text.strip()) is not None


def _reference_title_block(blocks, title_key: str) -> int:
    """``_title_block`` as it was: every short block's key computed."""
    if not title_key:
        return -1
    for pos, block in enumerate(blocks):
        if block.features.text_length < 400:
            key = signals._norm(block.text)
            if key and (key == title_key or (len(key) >= 10 and key in title_key)):
                return pos
    return -1


@pytest.mark.parametrize("seed", range(4))
def test_is_comment_header_equals_the_full_listing(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(5000):
        text = _random_text(rng)
        assert is_comment_header(text) == _reference_header(text), text


@pytest.mark.parametrize("seed", range(4))
def test_title_block_equals_every_key_computed(seed: int) -> None:
    rng = random.Random(100 + seed)
    for _ in range(1500):
        blocks = [
            SimpleNamespace(
                text=_random_text(rng),
                features=SimpleNamespace(text_length=rng.choice((5, 399, 400))),
            )
            for _ in range(rng.randint(0, 12))
        ]
        title = rng.choice([*(b.text for b in blocks), _random_text(rng)])
        if blocks and rng.random() < 0.3:  # a block that is a piece of the title
            title = _random_text(rng) + blocks[-1].text + _random_text(rng)
        title_key = signals._norm(title)
        assert signals._title_block(blocks, title_key) == _reference_title_block(
            blocks, title_key
        ), (title, [b.text for b in blocks])


def _reference_containers(blocks, share: float = 0.6) -> tuple[object, object]:
    """``main_containers`` as it was: one climb per block."""
    scores: dict[object, float] = {}
    totals: dict[object, float] = {}
    overall = 0.0
    for block in blocks:
        f = block.features
        if block.element is None or f.sentence_count == 0 or f.link_density > 0.3:
            continue
        weight = float(f.text_length)
        overall += weight
        parent = block.element.getparent()
        level = 0
        while parent is not None:
            if level < len(signals._LEVEL_SHARES):
                scores[parent] = scores.get(parent, 0.0) + weight * signals._LEVEL_SHARES[level]
                level += 1
            totals[parent] = totals.get(parent, 0.0) + weight
            parent = parent.getparent()
    best = max(scores, key=scores.__getitem__) if scores else None
    return best, signals._deepest_holding(totals, share * overall) if overall else None


def _random_tree(rng: random.Random, depth: int = 0) -> etree._Element:
    element = etree.Element(rng.choice(("div", "section", "p", "li")))
    if depth < 5:
        for _ in range(rng.choice((0, 1, 1, 2, 3, 5))):
            element.append(_random_tree(rng, depth + 1))
    return element


@pytest.mark.parametrize("seed", range(4))
def test_main_containers_equal_one_climb_per_block(seed: int) -> None:
    rng = random.Random(200 + seed)
    for _ in range(150):
        root = _random_tree(rng)
        elements = list(root.iter())
        blocks = [
            SimpleNamespace(
                element=rng.choice([*elements, None]),
                features=SimpleNamespace(
                    text_length=rng.choice((0, 1, 7, 40, 40, 300, 2500)),
                    sentence_count=rng.choice((0, 1, 1, 3)),
                    link_density=rng.choice((0.0, 0.1, 0.3, 0.31, 1.0)),
                ),
            )
            for _ in range(rng.randint(0, 40))
        ]
        for share in (0.6, 0.5, 1.0):
            best, dominant = signals.main_containers(blocks, share)
            ref_best, ref_dominant = _reference_containers(blocks, share)
            assert best is ref_best and dominant is ref_dominant
