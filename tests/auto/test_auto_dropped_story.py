"""The story the model dropped whole, kept; the widget kept in its place, dropped (no model
needed). The pages are shaped on a news portal's page read in stop 65 (daniel-ml vesti.kz:
a short story at p 0.02-0.04 beside a sidebar's results table kept at p 0.9)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.dropped_story import keep_dropped_story
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

STORY = "".join(
    f"<p>Story {n}: researchers in London followed the memory of ten thousand civil "
    "servants for ten years, and found that it starts to decline after forty-five.</p>"
    for n in range(3)
)
TABLE = "".join(
    f"<tr><td class='title'>Volleyball {n}. Women's league 2012/13</td><td>Almaty</td>"
    "<td>3:0</td></tr>"
    for n in range(6)
)
SIDEBAR = f"<div class='sidebar-block'><table>{TABLE}</table></div>"
WIDGET = ("Volleyball", "Almaty", "3:0")


def _page(story: str = STORY, side: str = SIDEBAR) -> PreparedPage:
    return prepared_page(f"{side}<div class='central'><h1>Memory</h1><div>{story}</div></div>")


def _changed(page: PreparedPage, kept: tuple[str, ...] = WIDGET, widgets: bool = True):
    decisions, probs = decide_keeping(page, kept, dropped_p=0.03)
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_dropped_story(page.text_blocks, page.features, probs, decisions, flags, widgets)
    texts = {b.index: b.text for b in page.text_blocks}
    kept_now = {texts[i] for i, d in changed.items() if d.label is Label.CONTENT}
    dropped_now = {texts[i] for i, d in changed.items() if d.label is Label.BOILERPLATE}
    return kept_now, dropped_now


def test_the_dropped_story_is_kept_and_the_widget_in_its_place_dropped() -> None:
    kept, dropped = _changed(_page())
    assert len(kept) == 3 and all(text.startswith("Story") for text in kept)
    assert dropped and all(text.startswith(WIDGET) for text in dropped)


def test_kept_prose_in_chrome_stays_with_the_widget_dropped() -> None:
    note = (
        "<p>Disclaimer: the results are those the clubs send us, and we correct them "
        "within a day.</p>"
    )
    page = _page(side=SIDEBAR.replace("<table>", f"{note}<table>"))
    kept, dropped = _changed(page, (*WIDGET, "Disclaimer"))
    assert len(kept) == 3 and dropped and not any(t.startswith("Disclaimer") for t in dropped)


def test_without_widgets_the_widget_stays() -> None:
    kept, dropped = _changed(_page(), widgets=False)
    assert len(kept) == 3 and dropped == set()


def test_a_page_that_keeps_its_story_is_left_alone() -> None:
    extra = (
        "<p>Kept: the study, published in the BMJ, tested memory, vocabulary and reasoning "
        "three times over the decade, and the results held for men and for women alike. "
        "Earlier work had put the start of the decline after sixty.</p>"
    ) * 3
    page = _page(story=STORY + f"</div><div class='more'>{extra}")
    assert _changed(page, (*WIDGET, "Kept")) == (set(), set())


def test_a_run_in_chrome_is_no_story() -> None:
    page = prepared_page(f"{SIDEBAR}<footer><div>{STORY}</div></footer>")
    assert _changed(page) == (set(), set())


def test_paragraphs_each_in_a_card_of_their_own_are_no_run() -> None:
    cards = STORY.replace("<p>", "<div class='card'><p>").replace("</p>", "</p></div>")
    assert _changed(_page(story=cards)) == (set(), set())


def test_a_short_run_is_no_story() -> None:
    assert _changed(_page(story=STORY[: len(STORY) // 3 * 2])) == (set(), set())


def test_a_plain_page_where_nothing_is_kept_keeps_its_paragraphs() -> None:
    page = prepared_page(f"<h1>Memory</h1>{STORY}<p>Home | About | Contact</p>")
    kept, dropped = _changed(page, kept=())
    assert len(kept) == 3 and dropped == set()


def test_the_switches_turn_the_rules_off_in_decide_page() -> None:
    page = _page()
    _, probs = decide_keeping(page, WIDGET, dropped_p=0.03)
    probs = np.asarray(probs)
    on = kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5))
    assert any(t.startswith("Story") for t in on) and not any(t.startswith(WIDGET) for t in on)
    widgets_off = AutoParams(decision="threshold", threshold=0.5, story_widgets=False)
    kept = kept_texts(page, probs, widgets_off)
    assert any(t.startswith("Story") for t in kept) and any(t.startswith(WIDGET) for t in kept)
    off = AutoParams(decision="threshold", threshold=0.5, dropped_story=False)
    assert not any(t.startswith("Story") for t in kept_texts(page, probs, off))
