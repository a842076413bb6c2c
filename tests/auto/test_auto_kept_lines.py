"""The short kept lines the kept-line searches read
(:mod:`thresher.methods.auto.kept_lines`) are
:func:`~thresher.methods.auto.decided.kept_short`'s: a text block's length is its text's."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.decided import kept_short

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
