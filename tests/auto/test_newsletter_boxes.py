"""A newsletter's box the model kept after a story is dropped, in any language
(``newsletter_boxes``; no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.story_newsletters import drop_newsletter_boxes

STORY = "".join(
    f"<p>The council voted on Monday to reopen the old library, part {n} of the story, "
    "after three years of work on its roof and its reading rooms.</p>"
    for n in range(3)
)
# A box's heading and pitch a language: en, ja, ko, zh, es, de.
BOXES = (
    ("Newsletter", "Get the day's top stories in your inbox every morning."),
    ("メールマガジン", "最新ニュースを毎朝お届けします"),
    ("뉴스레터", "매일 아침 주요 뉴스를 이메일로 받아보세요."),
    ("订阅电子报", "每天早上把重要新闻送到您的邮箱。"),
    ("Boletín", "Recibe cada mañana las noticias más importantes en tu correo."),
    ("Newsletter", "Die wichtigsten Nachrichten jeden Morgen in Ihrem Postfach."),
)


def _dropped(body: str, kept: tuple[str, ...]) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, kept)
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_newsletter_boxes(page.text_blocks, probs, flags)
    return {page.blocks[i].text for i in found}


def _box(name: str, heading: str, pitch: str) -> str:
    return f"<div {name}><h3>{heading}</h3><p>{pitch}</p><a href='/nl'>→</a></div>"


def test_a_box_named_for_a_newsletter_after_the_story_goes_in_every_language() -> None:
    for name in ("class='newsletter'", "id='newsletter-signup'", "class='mail-magazine'"):
        for heading, pitch in BOXES:
            body = STORY + _box(name, heading, pitch)
            assert _dropped(body, ("The council", heading, pitch)) == {heading, pitch}


def test_a_box_before_the_story_or_a_large_one_or_an_unnamed_one_stays() -> None:
    heading, pitch = BOXES[0]
    kept = ("The council", heading, pitch)
    assert _dropped(_box("class='newsletter'", heading, pitch) + STORY, kept) == set()
    assert _dropped(f"<div class='newsletter'><h3>{heading}</h3>{STORY}</div>", kept) == set()
    assert _dropped(STORY + _box("class='promo'", heading, pitch), kept) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    heading, pitch = BOXES[0]
    page = prepared_page(STORY + _box("class='newsletter'", heading, pitch))
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert pitch not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, newsletter_boxes=False)
    assert pitch in kept_texts(page, probs, off)
