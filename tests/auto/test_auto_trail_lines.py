"""A kept breadcrumb trail ("You are here: Home / …", "Home > News > …") is dropped; a
trail in a table's cell, a line about home, and a home link alone stay (no model
needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.trail_lines import drop_trail_lines

SENTENCE = "explains how the rack, the bench and the plates fit in a small room at home."
STORY = "".join(f"<p>Story {n} {SENTENCE}</p>" for n in range(4))

TRAILS = (
    "You are here: Home / Cook & Bake / Turn Stuffing into Bread Pudding",  # dragnet R973
    "首页 > 要闻云南 > 正文",  # cwced-zh
    "Home > Programs and Activities > Summit",
    "Sie sind hier: Startseite › Politik",
    "Vous êtes ici : Accueil » Sport » Football",
    "Главная / Новости / Политика",
)
OTHERS = (
    "Home",
    "Home > News",  # one step: a link back, not a trail
    "Home is where the rack and the bench fit",
    "Homepage design tips for small shops",
)


def _dropped(body: str) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in drop_trail_lines(page.text_blocks, probs, flags)}


def test_kept_trails_are_dropped_and_other_lines_stay() -> None:
    lines = "".join(f"<div>{line}</div>" for line in TRAILS + OTHERS)
    assert _dropped(f"<div>{STORY}{lines}</div>") == set(TRAILS)


def test_a_trail_in_a_table_cell_stays() -> None:
    table = "<table><tr><td>Home > Camera > Digital Camera > SLRs</td></tr></table>"
    assert _dropped(f"<div>{STORY}{table}</div>") == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    trail = '<div class="crumbs">You are here: Home / Racks / Small rooms</div>'
    page = prepared_page(f'<div id="story">{trail}{STORY}</div>')
    probs = np.array([0.9 if b.text.startswith("Story") else 0.6 for b in page.text_blocks])
    line = "You are here: Home / Racks / Small rooms"
    params = AutoParams(decision="threshold", threshold=0.5)
    assert line not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, trail_lines=False)
    assert line in kept_texts(page, probs, off)
