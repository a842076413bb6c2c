"""The page facts' fast paths equal straightforward references (docs/dev/speed.md, "Page facts").

``count_shared_words`` against ``len(word_set(text) & words)``, the repeat walk against the
recursive walk it replaced, and the title-block and comment-header scans against the one
loop they replaced, on many random texts and trees.
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from types import SimpleNamespace

import pytest
from lxml import etree

from thresher.methods.auto import signals
from thresher.methods.auto.page_kind import MIN_REPEATS, REPEAT_LEVELS, repeat_groups
from thresher.methods.auto.signals import (
    COMMENT_PHRASES,
    COMMENT_WORDS,
    count_shared_words,
    is_comment_header,
    page_facts,
    word_set,
)

# Letters that fold oddly (ß, İ, ı, ς/Σ, ﬁ, ŉ, U+0345), other scripts (CJK, kana, Thai with
# its digits, Greek, Cyrillic), digits of several kinds, underscores, marks and punctuation.
_PIECES = (
    "apple",
    "Apple",
    "APPLE",
    "pay",
    "Play",
    "2018",
    "17",
    "7",
    "straße",
    "STRASSE",
    "İstanbul",
    "ıi",
    "ΣΟΦΙΑ",
    "σοφιας",
    "ﬁle",
    "FILE",
    "ŉ",
    "ᾳ",
    "\u0345",
    "a\u0345b",
    "天气",
    "上海",
    "コメント",
    "ภาษาไทย",
    "๑๒",
    "١٢",
    "１２",
    "münchen",
    "МОСКВА",
    "москва",
    "snake_case",
    "_",
    "e\u0301",
    "K",
    "ſ",
)
_GLUE = (" ", " ", ", ", "-", "'", ".", "\n", "", "/", "…")


def _random_text(rng: random.Random, ascii_only: bool = False) -> str:
    pieces = [p for p in _PIECES if p.isascii()] if ascii_only else _PIECES
    parts = []
    for _ in range(rng.randint(0, 12)):
        parts.append(rng.choice(pieces))
        parts.append(rng.choice(_GLUE))
    return "".join(parts)


@pytest.mark.parametrize("seed", range(4))
def test_count_shared_words_is_the_word_set_intersection_on_random_texts(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(3000):
        title = _random_text(rng)
        words = frozenset(word_set(title))
        text = _random_text(rng, ascii_only=rng.random() < 0.3)
        assert count_shared_words(text, words) == len(word_set(text) & words), (title, text)


def test_every_character_folding_to_one_keeps_word_and_digit_but_the_one_named() -> None:
    # count_shared_words reads a non-ASCII text's words from its casefold() when that is no
    # longer: true only if such folds keep ``\w`` and digits, U+0345 aside.
    word = re.compile(r"\w")
    changed = []
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        folded = char.casefold()
        assert folded, hex(code)  # no character folds to nothing
        if len(folded) != 1:
            continue
        if bool(word.match(char)) != bool(word.match(folded)) or (
            char.isdigit() != folded.isdigit()
        ):
            changed.append(char)
    assert changed == [signals._FOLDS_INTO_WORD]


# ------------------------------------------------------------ the repeat walk


def _reference_nearest(element, levels, counts) -> tuple | None:
    """The recursive walk repeat_groups used before (its answers cache left out)."""
    if element is None or levels == 0:
        return None
    parent = element.getparent()
    if parent is None:
        return None
    if len(parent) < MIN_REPEATS:
        return _reference_nearest(parent, levels - 1, counts)
    siblings = counts.get(parent)
    if siblings is None:
        siblings = counts[parent] = Counter(_reference_signature(c) for c in parent)
    signature = _reference_signature(element)
    if siblings[signature] >= MIN_REPEATS:
        return (id(parent), signature, siblings[signature], id(element))
    return _reference_nearest(parent, levels - 1, counts)


def _reference_signature(element) -> tuple[str, str]:
    tag = element.tag if isinstance(element.tag, str) else ""
    return tag, re.sub(r"\d+", "", element.get("class") or "") if tag else ""


def _reference_groups(blocks, total_chars: int) -> list[tuple]:
    """Each block's group as (count, share, sentences, links, blocks per item, ident, item)."""
    counts: dict = {}
    found = [_reference_nearest(b.element, REPEAT_LEVELS, counts) for b in blocks]
    sums: dict[tuple, list[float]] = {}
    for block, near in zip(blocks, found, strict=True):
        if near is not None:
            entry = sums.setdefault(near[:3], [0.0, 0.0, 0.0, 0.0])
            f = block.features
            entry[0] += f.text_length
            entry[1] += 1.0 if f.sentence_count else 0.0
            entry[2] += 1.0
            entry[3] += f.link_text_length
    idents = {key: number for number, key in enumerate(sums)}
    out = []
    for near in found:
        if near is None:
            out.append((0, 0.0, 0.0, 0.0, 0.0, -1, -1))
            continue
        chars, sentences, count, links = sums[near[:3]]
        repeats = near[2]
        density = links / chars if chars else 0.0
        row = (repeats, chars / total_chars, sentences / count, density, count / repeats)
        out.append((*row, idents[near[:3]], near[3]))
    return out


def _random_tree(rng: random.Random, depth: int = 0) -> etree._Element:
    tag = rng.choice(("div", "div", "li", "p", "section", "article", "span"))
    element = etree.Element(tag)
    if rng.random() < 0.6:
        element.set("class", rng.choice(("item", "item-1", "item-22", "card 3", "post", "x")))
    for _ in range(0 if depth > 8 else rng.choice((0, 1, 1, 2, 3, 4, 6))):
        if rng.random() < 0.05:
            element.append(etree.Comment("c"))
        else:
            element.append(_random_tree(rng, depth + 1))
    return element


def _random_blocks(rng: random.Random, root) -> list[SimpleNamespace]:
    elements = [e for e in root.iter() if rng.random() < 0.5]
    blocks = []
    for element in elements:
        features = SimpleNamespace(
            text_length=rng.randint(0, 400),
            sentence_count=rng.choice((0, 0, 1, 3)),
            link_text_length=rng.randint(0, 50),
        )
        blocks.append(
            SimpleNamespace(element=None if rng.random() < 0.03 else element, features=features)
        )
    return blocks


@pytest.mark.parametrize("seed", range(6))
def test_repeat_groups_equal_the_recursive_walk_on_random_trees(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(60):
        root = _random_tree(rng)
        alive = list(root.iter())  # every element's proxy kept: its id() stays its own
        blocks = _random_blocks(rng, root)
        total = sum(b.features.text_length for b in blocks) or 1
        fast = repeat_groups(blocks, total)
        reference = _reference_groups(blocks, total)
        items: dict = {}  # the item tokens (ids, or node addresses) must name the same items
        for group, ref in zip(fast, reference, strict=True):
            fields = (group.count, group.page_share, group.sentence_share, group.link_density)
            assert (*fields, group.blocks_per_item, group.ident) == ref[:-1]
            assert (group.item == -1) == (ref[-1] == -1)
            assert items.setdefault(group.item, ref[-1]) == ref[-1]
        assert len(set(items.values())) == len(items)
        assert alive


# ------------------------------------------------------------ title block and comment header


def _reference_positions(blocks, title: str | None) -> tuple[int, int]:
    """The one loop page_facts ran before: (title block, comment header)."""
    title_key = signals._norm(title or "")
    title_block = comment_header = -1
    for pos, block in enumerate(blocks):
        if title_block < 0 and title_key and block.features.text_length < 400:
            key = signals._norm(block.text)
            if key and (key == title_key or (len(key) >= 10 and key in title_key)):
                title_block = pos
        if comment_header < 0 and pos > len(blocks) * 0.2 and _reference_header(block.text):
            comment_header = pos
    return title_block, comment_header


def _reference_header(text: str) -> bool:
    if len(text) > 60:
        return False
    words = [w.casefold() for w in re.findall(r"\w+", text) if not w.isdigit()]
    if words and len(words) <= 4 and words[0] in COMMENT_WORDS:
        return True
    return COMMENT_PHRASES.search(text.strip()) is not None


_LINES = (
    "Harbour reopens",
    "harbour REOPENS!",
    "Harbour reopens | The Daily",
    "The Daily",
    "Comments",
    "12 Comments",
    "Kommentare (3)",
    "Leave a reply",
    "  leave a Comment",
    "Reactions to this",
    "Share this",
    "3 Responses",
    "评论",
    "",
    "Ünïcode Straße",
    "x" * 70,
)


@pytest.mark.parametrize("seed", range(4))
def test_title_block_and_comment_header_equal_the_one_loop(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        blocks = [
            SimpleNamespace(
                text=rng.choice(_LINES),
                features=SimpleNamespace(text_length=rng.choice((5, 40, 399, 400, 900))),
            )
            for _ in range(rng.randint(0, 30))
        ]
        title = rng.choice((None, "", "Harbour reopens | The Daily", "Ünïcode Straße", "12"))
        expected = _reference_positions(blocks, title)
        assert (
            signals._title_block(blocks, signals._norm(title or "")),
            signals._comment_header(blocks),
        ) == expected
        for block in blocks:
            assert is_comment_header(block.text) == _reference_header(block.text)


def test_page_facts_still_reads_the_title_block_and_comment_header() -> None:
    blocks = [
        SimpleNamespace(
            text=text,
            element=None,
            features=SimpleNamespace(
                text_length=len(text), sentence_count=0, link_density=0.0, link_text_length=0
            ),
        )
        for text in ("Menu", "Harbour reopens", "Body text", "More", "Comments", "Nice")
    ]
    facts = page_facts(blocks, "Harbour reopens | The Daily")
    assert (facts.title_block, facts.comment_header) == (1, 4)
