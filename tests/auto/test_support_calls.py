"""A call to support the newsroom the model kept after a story's text is dropped, with
its small box's lines (``support_calls``; no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.story_donations import drop_support_calls, is_support_call

STORY = "".join(
    f"<p>The council voted on Monday to reopen the old library, part {n} of the story, "
    "after three years of work on its roof and its reading rooms.</p>"
    for n in range(4)
)
PITCH = "Our reporting is free because readers support it."
# One call a language: en, de, fr, es, pt, it, nl, pl, cs, ro, hu, ru, uk, sv, nb, fi,
# tr, el, id, vi, ja, ko, zh.
CALLS = (
    "Become a member", "Unterstützen Sie unabhängigen Journalismus", "Soutenez-nous",
    "Apoya el periodismo independiente", "Apoie o jornalismo independente",
    "Sostieni il giornalismo indipendente", "Steun onafhankelijke journalistiek",
    "Wesprzyj niezależne dziennikarstwo", "Podpořte nezávislou žurnalistiku",
    "Susține jurnalismul independent", "Támogasd a független újságírást",
    "Поддержите независимую журналистику", "Підтримайте незалежну журналістику",
    "Stöd oberoende journalistik", "Støtt uavhengig journalistikk",
    "Tue riippumatonta journalismia", "Bağımsız gazeteciliği destekleyin",
    "Υποστηρίξτε την ανεξάρτητη δημοσιογραφία", "Dukung jurnalisme independen",
    "Ủng hộ báo chí độc lập", "寄付のお願い", "후원하기", "支持我们",
)  # fmt: skip
NOT_CALLS = (
    "Become a member of the library to borrow its books on weekdays and weekends.",
    "Members support the library",
    "Join us",
    "Give",  # a word, not a call ("Give now")
)


def _dropped(body: str, kept: tuple[str, ...]) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, kept)
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in drop_support_calls(page.text_blocks, probs, flags)}


def _box(call: str) -> str:
    return f"<div class='cta'><h3>{call}</h3><p>{PITCH}</p><a href='/join'>Join</a></div>"


def test_the_calls_of_twenty_three_languages_are_calls() -> None:
    assert [call for call in CALLS if not is_support_call(call)] == []
    assert [text for text in NOT_CALLS if is_support_call(text)] == []


def test_a_call_after_the_story_goes_with_its_box() -> None:
    for call in ("Become a member", "Susține jurnalismul independent", "支持我们"):
        body = STORY + _box(call)
        assert _dropped(body, ("The council", call, PITCH)) == {call, PITCH}


def test_a_call_that_opens_the_page_stays() -> None:
    body = _box("Become a member") + STORY
    assert _dropped(body, ("The council", "Become a member", PITCH)) == set()


def test_a_call_in_a_large_box_goes_alone() -> None:
    body = f"<div>{STORY}<h3>Become a member</h3><p>{PITCH}</p></div>"
    assert _dropped(body, ("The council", "Become a member", PITCH)) == {"Become a member"}


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY + _box("Become a member"))
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert "Become a member" not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, support_calls=False)
    assert "Become a member" in kept_texts(page, probs, off)
