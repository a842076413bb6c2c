"""The kept lines beside a copyright notice the model dropped, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.copyright_box import drop_notice_siblings
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

DOCS = "".join(
    f"<p>Section {n}: the module reads the configuration file once at start-up and "
    "caches the parsed values for every later call.</p>"
    for n in range(3)
)
LINES = (
    "<br>This page is licensed under the Foundation License Version 2."
    "<br>Examples in the documentation are licensed under the Zero Clause licence."
)
FOOTER = f"<div class='foot'>© Copyright 2001-2026, The Foundation.{LINES}</div>"


def _probs(page: PreparedPage, notice: float = 0.3, lines: float = 0.83) -> np.ndarray:
    """The text sure (0.95), the notice dropped (``notice``), the licence lines kept."""
    return np.array(
        [
            0.95 if b.text.startswith("Section") else notice if "©" in b.text else lines
            for b in page.text_blocks
        ]
    )


def _dropped(page: PreparedPage, probs: np.ndarray, threshold: float = 0.5) -> set[str]:
    flags = [bool(p >= threshold) for p in probs]
    changed = drop_notice_siblings(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_lines_beside_a_dropped_notice_after_the_text_are_dropped() -> None:
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")
    dropped = _dropped(page, _probs(page))
    assert len(dropped) == 2 and all("licen" in text for text in dropped)


def test_a_kept_notice_a_notice_above_the_text_or_a_box_bigger_than_the_text_stays() -> None:
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")
    assert _dropped(page, _probs(page, notice=0.6)) == set()  # copyright_box's case
    page = prepared_page(f"{FOOTER}<main>{DOCS}</main>")
    assert _dropped(page, _probs(page)) == set()  # a credit over the text
    # a photo credit over an article written in one element, split by <br>
    story = "<br>".join(f"Line {n} of the story, told at length in the paper." for n in range(9))
    page = prepared_page(f"<main>{DOCS}</main><div class='text'>© The Agency<br>{story}</div>")
    assert _dropped(page, _probs(page)) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, _probs(page), params))

    on = kept(AutoParams(decision="threshold"))
    off = kept(AutoParams(decision="threshold", notice_siblings=False))
    assert {t for t in off - on} == {t for t in off if "licen" in t} and len(off - on) == 2
