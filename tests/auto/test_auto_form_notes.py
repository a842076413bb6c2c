"""A form's result notes and an icon font's names, kept beside a page's text, dropped."""

from __future__ import annotations

import random

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.form_notes import (
    FORM_NOTE_STEMS,
    FORM_NOTE_WORDS,
    _names_note,
    drop_form_notes,
    drop_icon_names,
)
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

PROSE = "".join(
    f"<p>Step {n}: we check your identity every day and tell you at once when your "
    "details turn up somewhere they should not be.</p>"
    for n in range(3)
)
# A page builder's sign-up form (Webflow's markup: the two notes hidden until sent).
WEBFLOW_FORM = (
    "<div class='pricing_form-block w-form'><form><input type='email'></form>"
    "<div class='w-form-done' tabindex='-1' role='region'>"
    "<div>Thank you! Your submission has been received!</div></div>"
    "<div class='w-form-fail' tabindex='-1' role='region'>"
    "<div>Oops! Something went wrong while submitting the form.</div></div></div>"
)
KEPT = ("Step", "Thank", "Oops", "Your input", "check", "person", "Plan", "Free")


def _dropped(page: PreparedPage, rule=drop_form_notes) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    changed = rule(page.text_blocks, probs, kept_flags(decisions, page.text_blocks))
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_page_builders_form_notes_are_dropped() -> None:
    page = prepared_page(f"<main>{PROSE}{WEBFLOW_FORM}</main>")
    assert _dropped(page) == {
        "Thank you! Your submission has been received!",
        "Oops! Something went wrong while submitting the form.",
    }


def test_a_review_widgets_thank_you_box_is_dropped() -> None:
    box = (
        "<div class='stamped-messages'><div class='stamped-thank-you'>"
        "<p>Thank you for submitting a review!</p>"
        "<p>Your input is very much appreciated. Share it with your friends.</p></div></div>"
    )
    page = prepared_page(f"{PROSE}{box}")
    assert len(_dropped(page)) == 2


def test_names_that_only_contain_the_words_do_not_count() -> None:
    for name in ("success-story", "text-success", "thankyouforit", "error", "messages"):
        page = prepared_page(f"{PROSE}<div class='{name}'><p>Thank you all.</p></div>")
        assert _dropped(page) == set(), name
    for name in ("stamped-thank-you", "thankyou-msg", "Thank_You", "w-form-fail", "thankYouBox"):
        assert _names_note(f"body/div.{name}/p"), name
    for name in ("success-message", "thanksgiving", "w-form-doner"):
        assert not _names_note(f"body/div.{name}/p"), name


def test_a_page_of_notes_alone_stays() -> None:
    page = prepared_page(f"<h1>Sign up</h1>{WEBFLOW_FORM}")
    assert _dropped(page) == set()


def test_icons_are_found_in_the_notes_pass() -> None:
    ticks = "<table><tr><td>Plan one</td><td class='material-icons'>check</td></tr></table>"
    page = prepared_page(f"<main>{PROSE}{ticks}</main>")
    decisions, probs = decide_keeping(page, KEPT)
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_form_notes(page.text_blocks, probs, flags, icons=True)
    assert {page.blocks[i].text for i in found} == {"check"}
    assert drop_form_notes(page.text_blocks, probs, flags) == {}


def test_a_comparison_tables_ticks_are_dropped_not_its_words() -> None:
    rows = "".join(
        f"<tr><td>Plan feature number {n}</td><td class='material-icons'>check</td>"
        f"<td class='material-icons'>person</td><td>Free of charge {n}</td></tr>"
        for n in range(3)
    )
    page = prepared_page(f"{PROSE}<table>{rows}</table>")
    assert _dropped(page, drop_icon_names) == {"check", "person"}


def test_an_icon_class_on_words_that_are_not_icon_names_stays() -> None:
    page = prepared_page(f"{PROSE}<p class='material-icons'>Free Delivery</p>")
    assert _dropped(page, drop_icon_names) == set()


def test_the_switches_turn_the_rules_off_in_the_decision() -> None:
    ticks = "<table><tr><td>Plan one</td><td class='material-icons'>check</td></tr></table>"
    page = prepared_page(f"<main>{PROSE}{WEBFLOW_FORM}{ticks}</main>")
    probs = np.array([0.9 for _ in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on = kept(AutoParams())
    off = kept(AutoParams(form_notes=False))  # icon_names is read in form_notes' pass
    gone = {
        "Thank you! Your submission has been received!",
        "Oops! Something went wrong while submitting the form.",
        "check",
    }
    assert gone <= off and not gone & on
    assert {t for t in off if t.startswith("Step")} <= on
    notes_only = kept(AutoParams(icon_names=False))
    assert "check" in notes_only and not (gone - {"check"}) & notes_only


def test_the_stems_are_in_every_path_the_pattern_matches() -> None:
    rng = random.Random(11)
    words = ["w-form-done", "Thank-You", "thank", "you", "_msg", "message", "W-FORM-", "fail"]
    words += ["box", "note", "-", "done", "thankyou"]
    pieces = ["div", "p", "main#content", ".", "#", "/", "_", "x", "\u017f", "\u212a", "é"]
    for _ in range(20_000):
        parts = [rng.choice(pieces + words) for _ in range(rng.randrange(1, 9))]
        path = "".join(parts)
        if FORM_NOTE_WORDS.search(path):
            assert any(stem in path for stem in FORM_NOTE_STEMS), path
