"""A dropped heading over kept prose, kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.headings import keep_headings_over_prose
from thresher.methods.auto.method import AutoParams
from thresher.types import Label

SECTION = (
    "<h3>{head}</h3><p>Our team reviews every claim within two business days, and "
    "most are paid the same week.</p>"
)


def _kept(body: str, dropped_p: float = 0.2) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, ("Our team",), dropped_p)
    changed = keep_headings_over_prose(page.text_blocks, probs, decisions)
    assert all(d.label is Label.HEADING for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_heading_over_kept_prose_is_kept() -> None:
    assert _kept(SECTION.format(head="Fast claims")) == {"Fast claims"}


def test_a_linked_heading_or_one_the_model_ruled_out_stays_dropped() -> None:
    assert _kept(SECTION.format(head="<a href='/claims'>Fast claims</a>")) == set()
    assert _kept(SECTION.format(head="Fast claims"), dropped_p=0.02) == set()


def test_a_heading_over_dropped_text_or_a_long_one_stays_dropped() -> None:
    body = "<h3>Fast claims</h3><p>A paragraph the model dropped, as it dropped the rest.</p>"
    assert _kept(body) == set()
    assert _kept(SECTION.format(head="Fast claims " * 12)) == set()


def test_a_heading_in_a_box_beside_the_text_stays_dropped() -> None:
    assert _kept(f"<aside>{SECTION.format(head='Fast claims')}</aside>") == set()
    box = f"<div class='inline-promo'>{SECTION.format(head='Fast claims')}</div>"
    assert _kept(box) == set()
    assert _kept(f"<div class='section'>{SECTION.format(head='Fast claims')}</div>")


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(SECTION.format(head="Fast claims") * 2)
    probs = np.array([0.2 if b.tag == "h3" else 0.9 for b in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    assert "Fast claims" in kept(AutoParams(decision="threshold"))
    assert "Fast claims" not in kept(AutoParams(decision="threshold", heading_over_prose=False))
