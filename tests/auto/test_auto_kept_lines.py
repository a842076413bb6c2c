"""The kept lines' one search a page (:mod:`thresher.methods.auto.kept_lines`): the short
kept lines are :func:`~thresher.methods.auto.decided.kept_short`'s, read lower-cased, and
each match finds its own block (no model needed)."""

from __future__ import annotations

import re

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.decided import kept_short
from thresher.methods.auto.kept_lines import MARK, _lowered, matching_heads, matching_kept

LINES = (
    "Email | Print",
    "EMAIL | PRINT",
    "İstanbul | Email",  # lower-cased, one character longer: later starts still found
    "Share  |  Print",
    "打印 | 分享",
    "email | print and a long tail of words that makes the line too long for the rule",
    "Email | Print",
)


def _page():
    return prepared_page("".join(f"<p>{line}</p>" for line in LINES))


def test_a_text_blocks_length_is_its_texts() -> None:
    blocks = _page().text_blocks
    assert blocks
    assert all(block.features.text_length == len(block.text) for block in blocks)
    flags = [True] * len(blocks)
    by_length = [pos for pos in range(len(blocks)) if blocks[pos].features.text_length <= 20]
    assert kept_short(blocks, flags, 20) == by_length


def test_matching_kept_reads_the_lower_cased_short_lines() -> None:
    blocks = _page().text_blocks
    flags = [pos != 6 for pos in range(len(blocks))]  # the last "Email | Print" dropped
    pattern = re.compile(rf"{MARK}\s*email \| print\s*(?={MARK})")
    found = list(matching_kept(blocks, flags, pattern, 60, lowered=True))
    assert [blocks[pos].text for pos in found] == ["Email | Print", "EMAIL | PRINT"]
    share = re.compile(rf"{MARK}share\s+\|\s+print(?={MARK})")
    assert [blocks[pos].text for pos in matching_kept(blocks, flags, share, 60, lowered=True)] == [
        "Share | Print"
    ]
    cjk = re.compile(rf"{MARK}打印 \| 分享(?={MARK})")
    assert list(matching_kept(blocks, flags, cjk, 60, "|")) == [4]
    assert list(matching_kept(blocks, flags, cjk, 60, "→")) == []  # no line holds one


def test_matching_heads_reads_each_lines_opening() -> None:
    blocks = _page().text_blocks
    flags = [True] * len(blocks)
    pattern = re.compile(rf"{MARK}(?:email|share) \|")
    assert list(matching_heads(blocks, flags, pattern, 100, 8)) == [0, 1, 3, 5, 6]
    assert list(matching_heads(blocks, flags, pattern, 60, 8)) == [0, 1, 3, 6]
    assert list(matching_heads(blocks, flags, re.compile(f"{MARK}istanbul"), 60, 4)) == []
    assert list(matching_heads(blocks, flags, re.compile(rf"{MARK}i̇st"), 60, 4)) == [2]


def test_texts_lowered_one_by_one_read_as_the_joined_text_lowered() -> None:
    # the case map of each text alone equals the joined text's, final sigma included
    texts = ["ΟΔΟΣ ΑΘΗΝΑΣ", "ΣΑ", "İstanbul", "Email | PRINT", "", "Σ"]
    lowered, joined = _lowered(texts)
    assert joined == (MARK + MARK.join(texts) + MARK).lower()
    assert lowered == joined[1:-1].split(MARK)
