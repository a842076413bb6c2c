"""A kept copyright notice in words after the story, dropped with its licence line."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.copyright_box import drop_worded_notices
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

DOCS = "".join(
    f"<p>Section {n}: the module reads the configuration file once at start-up and "
    "caches the parsed values for every later call.</p>"
    for n in range(3)
)
FOOTER = (
    "<div class='foot'><p>Copyright 2026 The Foundation.</p>"
    "<p>Licensed under the Foundation License, Version 2.0.</p></div>"
)


def _probs(page: PreparedPage, sure: str = "Section") -> np.ndarray:
    """The text sure (0.95), every other line kept and doubted (0.6)."""
    return np.array([0.95 if b.text.startswith(sure) else 0.6 for b in page.text_blocks])


def _dropped(page: PreparedPage, probs: np.ndarray | None = None) -> set[str]:
    probs = _probs(page) if probs is None else probs
    changed = drop_worded_notices(page.text_blocks, probs, [True] * len(probs))
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_worded_notice_after_the_story_and_its_licence_line_are_dropped() -> None:
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")
    assert _dropped(page) == {
        "Copyright 2026 The Foundation.",
        "Licensed under the Foundation License, Version 2.0.",
    }
    reserved = "<div><p>(c) The Paper. All rights reserved.</p></div>"
    page = prepared_page(f"<main>{DOCS}</main>{reserved}")
    assert _dropped(page) == {"(c) The Paper. All rights reserved."}


def test_an_article_about_copyright_keeps_its_text() -> None:
    notice = "<p>Copyright 2019 The Paper.</p>"
    assert _dropped(prepared_page(f"<main>{DOCS}{notice}</main>")) == {"Copyright 2019 The Paper."}
    about = (
        "<p>Copyright protects the expression of an idea, not the idea itself.</p>"
        "<p>Copyright law lets the author decide who may copy the work.</p>"
    )
    page = prepared_page(f"<main>{DOCS}{about}</main>")
    assert _dropped(page) == set()  # no year: sentences about copyright
    page = prepared_page(f"<main>{FOOTER}{DOCS}</main>")
    assert _dropped(page) == set()  # a notice above the sure text is not the footer
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")
    sure = _probs(page, sure="Section")
    sure[-2:] = 0.9  # a notice the model is sure of
    assert _dropped(page, sure) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{DOCS}</main>{FOOTER}")

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, _probs(page), params))

    on = kept(AutoParams(decision="threshold"))
    off = kept(AutoParams(decision="threshold", worded_notices=False))
    assert off - on == {
        "Copyright 2026 The Foundation.",
        "Licensed under the Foundation License, Version 2.0.",
    }
