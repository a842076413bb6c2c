"""Small forms (a poll, a log-in or comment form) beside a page's text, dropped (no model)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.form_boxes import MAX_FORM_CHARS, drop_form_boxes
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

PROSE = "".join(
    f"<p>Story {n}: the city council voted on Tuesday to widen the bridge over the river, "
    "after two years of debate about its cost and the traffic it carries.</p>"
    for n in range(4)
)
POLL = (
    "<form action='/vote'><h4>Poll: do you back the new bridge?</h4>"
    "<p>Poll: tell us what you think before the council meets again next week.</p>"
    "<ul><li><input type='radio' name='v'> Poll: yes</li>"
    "<li><input type='radio' name='v'> Poll: no</li></ul></form>"
)
KEPT = ("Story", "Poll")


def _dropped(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    changed = drop_form_boxes(page.text_blocks, probs, decisions)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_poll_form_beside_the_story_is_dropped() -> None:
    page = prepared_page(f"<article>{PROSE}</article><aside>{POLL}</aside>")
    dropped = _dropped(page)
    assert dropped and all(text.startswith("Poll") for text in dropped)
    assert len(dropped) == sum(b.text.startswith("Poll") for b in page.text_blocks)


def test_a_page_wrapped_whole_in_a_form_stays() -> None:
    long = PROSE * (MAX_FORM_CHARS // len(PROSE) + 1)
    box = POLL.replace("<form action='/vote'>", "<div>").replace("</form>", "</div>")
    page = prepared_page(f"<form id='aspnetForm'><article>{long}</article>{box}</form>")
    assert _dropped(page) == set()
    page = prepared_page(f"<article>{long}</article><form>{box}</form>")
    assert _dropped(page)  # the same box in a form of its own


def test_a_form_holding_much_of_the_page_or_a_page_of_a_form_alone_stays() -> None:
    page = prepared_page(f"<p>Story: pick a version of the calculator below.</p>{POLL}")
    assert _dropped(page) == set()  # the form is most of what the page keeps
    page = prepared_page(POLL)
    assert _dropped(page) == set()  # nothing else kept


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<article>{PROSE}</article>{POLL}")
    probs = np.array([0.9 for _ in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on, off = kept(AutoParams()), kept(AutoParams(form_boxes=False))
    poll = {t for t in off if t.startswith("Poll")}
    assert poll and not poll & on
    assert {t for t in off if t.startswith("Story")} <= on


def test_the_path_test_finds_form_elements_only() -> None:
    from thresher.methods.auto.form_boxes import _may_hold_form

    for path in (
        "body/form/p",
        "body/div/form#vote.poll/ul/li",
        "form.login/p",
        "body/form",
        "form",
    ):
        assert _may_hold_form(path), path
    for path in (
        "body/div.form/p",
        "body/div#form/p",
        "body/div.platform/p",
        "body/forms/p",
        "xform/p",
        "body/formal",
    ):
        assert not _may_hold_form(path), path


def _reply_forms(*classes: str) -> str:
    return "".join(
        f"<div class='comment'><p class='who'>user{n}</p><form{cls}>"
        f"<div class='md'><p>Story reply {n}: I had the same trouble with the bridge traffic "
        "every morning, and the new lanes fixed it for me.</p></div></form></div>"
        for n, cls in enumerate(f" class='{name}'" if name else "" for name in classes)
    )


def _replies_dropped(forms: str) -> set[str]:
    page = prepared_page(f"<article>{PROSE}</article>{forms}")
    return {text[:13] for text in _dropped(page)}


def test_the_posts_of_a_thread_each_in_a_form_of_one_class_stay() -> None:
    forms = _reply_forms(*(f"usertext t{n}" for n in range(4)))
    page = prepared_page(f"<article>{PROSE}</article>{forms}<aside>{POLL}</aside>")
    decisions, probs = decide_keeping(page, KEPT)
    on = {page.blocks[i].text for i in drop_form_boxes(page.text_blocks, probs, decisions)}
    assert on and all(text.startswith("Poll") for text in on)
    off = drop_form_boxes(page.text_blocks, probs, decisions, posts_kept=False)
    assert {t for i in off if (t := page.blocks[i].text).startswith("Story reply")}


def test_forms_of_no_class_or_of_few_like_ones_are_boxes() -> None:
    replies = {f"Story reply {n}" for n in range(4)}
    assert _replies_dropped(_reply_forms("", "", "", "")) == replies
    assert _replies_dropped(_reply_forms("a", "a", "b", "b")) == replies
    assert _replies_dropped(_reply_forms("a", "a", "a", "b")) == {"Story reply 3"}


def test_a_sign_up_box_a_page_repeats_is_a_box_each_time() -> None:
    box = (
        "<form class='subscribe'><p>Story alert: get the weekly letter on the bridge works "
        "in your inbox.</p></form>"
    )
    page = prepared_page(f"<article>{PROSE}</article>{box * 3}")
    decisions, probs = decide_keeping(page, KEPT)
    dropped = drop_form_boxes(page.text_blocks, probs, decisions)
    assert sum(page.blocks[i].text.startswith("Story alert") for i in dropped) == 3
