"""A kept line of one word said over and over, dropped; a break's glyphs kept."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.repeated_tokens import _repeats, drop_repeated_tokens
from thresher.types import Label

PROSE = "".join(
    f"<p>Feature {n}: the tumbler keeps cold drinks cold and hot drinks hot until the "
    "last sip, and its lid slides shut with a magnet.</p>"
    for n in range(3)
)
# A colour picker whose swatches each say the same word (a product page's markup).
PICKER = "<div class='attributes'>" + "<span>Swatch</span> " * 8 + "</div>"


def _dropped(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, ("Feature", "Swatch", "•", "X", "Bora"))
    changed = drop_repeated_tokens(page.text_blocks, probs, kept_flags(decisions, page.text_blocks))
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_pickers_run_together_names_are_dropped_a_break_stays() -> None:
    page = prepared_page(f"<main>{PROSE}{PICKER}<p>• • •</p><p>X X X</p></main>")
    assert _dropped(page) == {" ".join(["Swatch"] * 8)}


def test_two_tokens_or_different_tokens_stay() -> None:
    page = prepared_page(f"<main>{PROSE}<p>Bora Bora</p><p>Bora Bora Island</p></main>")
    assert _dropped(page) == set()
    assert _repeats("ha ha ha") and not _repeats("ha ha") and not _repeats("ha ha ho")
    assert _repeats("Фото Фото Фото") and not _repeats("* * *") and not _repeats("X X X")
    assert not _repeats("12 12 12") and not _repeats("   ")
    assert not _repeats(" ".join(["word"] * 60))  # a long line is text


def test_a_page_of_such_lines_alone_stays() -> None:
    assert _dropped(prepared_page(f"<h1>Tumbler</h1>{PICKER}")) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{PROSE}{PICKER}</main>")
    probs = np.array([0.9 for _ in page.text_blocks])
    swatches = " ".join(["Swatch"] * 8)
    assert swatches in kept_texts(page, probs, AutoParams(repeated_tokens=False))
    assert swatches not in kept_texts(page, probs, AutoParams())
