"""Paragraphs dropped in the place of the story's kept paragraphs are kept (no model
needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.story_slot import keep_story_slot

SENTENCE = "explains how the rack, the bench and the plates fit in a small room at home."


def _widget(n: int) -> str:
    return f"<div class='widget'><div class='inner'><p>Part {n} {SENTENCE}</p></div></div>"


STORY = "".join(_widget(n) for n in range(6))
ASIDE = (
    "<aside><p>Another paragraph that sits beside the story and reads like prose too.</p></aside>"
)
LINKED = "<div class='widget'><div class='inner'><p><a href='/x'>Part 9 " + SENTENCE + "</a></p>"


def _kept_by_rule(page, decisions, probs) -> set[str]:
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_story_slot(page.text_blocks, probs, decisions, flags)
    return {page.blocks[i].text for i in changed}


def test_the_dropped_paragraphs_at_the_kept_paragraphs_path_are_kept() -> None:
    page = prepared_page(STORY + ASIDE)
    decisions, probs = decide_keeping(page, ("Part 0", "Part 1"))
    assert _kept_by_rule(page, decisions, probs) == {f"Part {n} {SENTENCE}" for n in range(2, 6)}


def test_one_kept_paragraph_names_no_place() -> None:
    page = prepared_page(STORY)
    decisions, probs = decide_keeping(page, ("Part 0",))
    assert _kept_by_rule(page, decisions, probs) == set()


def test_a_linked_paragraph_or_one_the_model_ruled_out_stays_dropped() -> None:
    page = prepared_page(STORY + LINKED + "</div></div>")
    decisions, probs = decide_keeping(page, ("Part 0", "Part 1", "Part 2", "Part 3", "Part 4"))
    assert _kept_by_rule(page, decisions, probs) == {f"Part 5 {SENTENCE}"}
    decisions, probs = decide_keeping(page, ("Part 0", "Part 1"), dropped_p=0.01)
    assert _kept_by_rule(page, decisions, probs) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY)
    probs = np.array(
        [0.9 if b.text.startswith(("Part 0", "Part 1")) else 0.1 for b in page.text_blocks]
    )
    params = AutoParams(decision="threshold", threshold=0.5)
    assert f"Part 4 {SENTENCE}" in kept_texts(page, probs, params)
    # twin_replies (stop 79, qforum44) keeps paragraphs of the kept ones' shape too
    off = AutoParams(decision="threshold", threshold=0.5, story_slot=False, twin_replies=False)
    assert f"Part 4 {SENTENCE}" not in kept_texts(page, probs, off)


def test_paragraphs_with_their_own_ids_share_one_place() -> None:
    body = "".join(f"<p id='p{n}x'>Part {n} {SENTENCE}</p>" for n in range(6))
    page = prepared_page(f"<div class='inner'>{body}</div>")
    decisions, probs = decide_keeping(page, ("Part 0", "Part 1"))
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_story_slot(page.text_blocks, probs, decisions, flags, own_ids=True)
    assert {page.blocks[i].text for i in changed} == {f"Part {n} {SENTENCE}" for n in range(2, 6)}
    assert keep_story_slot(page.text_blocks, probs, decisions, flags) == {}


def test_the_own_ids_switch_in_decide_page() -> None:
    body = "".join(f"<p id='p{n}x'>Part {n} {SENTENCE}</p>" for n in range(6))
    page = prepared_page(f"<div class='inner'>{body}</div>")
    probs = np.array(
        [0.9 if b.text.startswith(("Part 0", "Part 1")) else 0.1 for b in page.text_blocks]
    )
    params = AutoParams(decision="threshold", threshold=0.5)
    assert f"Part 4 {SENTENCE}" in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, slot_own_ids=False)
    assert f"Part 4 {SENTENCE}" not in kept_texts(page, probs, off)
