"""A dropped run of short headed sections beside the kept lead, kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.headed_sections import keep_headed_sections
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

LEAD = "<h1>Transparency</h1><p>Sets the transparency options of the selected object.</p>"
OPTIONS = "".join(
    f"<h3>Option {n}</h3><p>Turns the option {n} on for the fill colour.</p>" for n in range(4)
)


def _probs(page: PreparedPage) -> np.ndarray:
    """The lead kept (0.75), every other block dropped (0.2)."""
    return np.array([0.75 if b.text.startswith("Sets") else 0.2 for b in page.text_blocks])


def _kept(page: PreparedPage) -> set[str]:
    probs = _probs(page)
    changed = keep_headed_sections(page.text_blocks, probs, [bool(p > 0.5) for p in probs])
    assert all(d.label in (Label.CONTENT, Label.HEADING) for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_sections_beside_the_lead_are_kept() -> None:
    page = prepared_page(f"<div class='page'>{LEAD}{OPTIONS}</div><footer>Footer</footer>")
    kept = _kept(page)
    assert len(kept) == 8 and all("ption" in text for text in kept)


def test_sections_in_another_element_linked_or_too_few_stay_dropped() -> None:
    three = "".join(f"<h3>Option {n}</h3><p>Turns option {n} on.</p>" for n in range(3))
    assert len(_kept(prepared_page(f"<div>{LEAD}{three}</div>"))) == 6  # three: kept
    page = prepared_page(f"<div>{LEAD}</div><div class='foot'>{OPTIONS}</div>")
    assert _kept(page) == set()  # not the lead's siblings: a footer's columns
    linked = OPTIONS.replace("<h3>Option", "<h3><a href='/x'>Option").replace("</h3>", "</a></h3>")
    page = prepared_page(f"<div>{LEAD}{linked}</div>")
    assert _kept(page) == set()  # teasers: linked headlines
    two = "".join(f"<h3>Option {n}</h3><p>Turns option {n} on.</p>" for n in range(2))
    page = prepared_page(f"<div>{LEAD}{two}</div>")
    assert _kept(page) == set()
    long = "".join(
        f"<h3>Option {n}</h3>" + "<p>Turns it on.</p>" * 4 for n in range(4)
    )  # sections of four paragraphs: not short ones
    page = prepared_page(f"<div>{LEAD}{long}</div>")
    assert _kept(page) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<div class='page'>{LEAD}{OPTIONS}</div>")

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, _probs(page), params))

    on = kept(AutoParams(decision="threshold", lead_prose=False))
    off = kept(AutoParams(decision="threshold", lead_prose=False, headed_sections=False))
    assert on - off and all("ption" in text for text in on - off) and not off - on
