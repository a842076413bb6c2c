"""A kept line of two or more tool words ("Email | Print", "Posts | Bio | E-mail") is
dropped; one tool word alone, or a sentence naming tools, stays (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.tool_lines import drop_tool_lines, tool_line

SENTENCE = "explains how the rack, the bench and the plates fit in a small room at home."
STORY = "".join(f"<p>Story {n} {SENTENCE}</p>" for n in range(4))

TOOL_LINES = (
    "Email | Print",  # dragnet R204, by the byline
    "Posts | Bio | E-mail",  # dragnet R849, an author card
    "Share | Facebook • Twitter",  # wcxb dev-4789
    "Bookmark to: Tweet | Email",
    "Drucken | Teilen",
    "Imprimer · Partager",
    "Imprimir / Compartir",
    "Stampa | Condividi",
    "Печать | Поделиться",
    "打印 | 分享",
)
OTHER_LINES = (
    "Print",  # one tool alone: a heading or a cell
    "Save",
    "Share your photos with readers",
    "Email the author about the story",
    "Facebook and Twitter grew",
)


def test_tool_lines_and_other_lines() -> None:
    assert all(tool_line(line) for line in TOOL_LINES)
    assert not any(tool_line(line) for line in OTHER_LINES)


def test_kept_tool_lines_are_dropped() -> None:
    lines = "".join(f"<div>{line}</div>" for line in TOOL_LINES + OTHER_LINES)
    page = prepared_page(f"<div>{STORY}{lines}</div>")
    decisions, probs = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    flags = kept_flags(decisions, page.text_blocks)
    dropped = {page.blocks[i].text for i in drop_tool_lines(page.text_blocks, probs, flags)}
    assert dropped == set(TOOL_LINES)


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(f'<div id="story">{STORY}<div class="tools">Email | Print</div></div>')
    probs = np.array([0.9 if b.text.startswith("Story") else 0.6 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert "Email | Print" not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, tool_lines=False)
    assert "Email | Print" in kept_texts(page, probs, off)
