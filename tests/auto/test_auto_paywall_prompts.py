"""A paywall's prompt the model kept is dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.paywall_prompts import drop_paywall_prompts

TEASER = "<p>The council voted to close the park on Monday, and people are angry about it.</p>"
PROMPTS = (
    "Kostenlos registrieren und weiterlesen",
    "Wählen Sie Ihren Zugang und lesen Sie weiter:",
    "Subscribe to continue reading this story.",
    "Abonnez-vous pour lire la suite",
)
NOT_PROMPTS = (
    "Continue reading below the photo of the park.",  # reading on, no access asked
    "Subscribers get the newsletter every Monday.",  # access, no reading on
)


def _dropped(lines: tuple[str, ...]) -> set[str]:
    page = prepared_page(TEASER + "".join(f"<p>{line}</p>" for line in lines))
    decisions, probs = decide_keeping(page, ("The council", *lines))
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in drop_paywall_prompts(page.text_blocks, probs, flags)}


def test_a_prompt_to_subscribe_or_register_to_read_on_is_dropped() -> None:
    assert _dropped(PROMPTS) == set(PROMPTS)


def test_a_line_that_asks_no_access_or_does_not_read_on_stays() -> None:
    assert _dropped(NOT_PROMPTS) == set()


def test_a_long_paragraph_that_mentions_them_stays() -> None:
    paragraph = "Subscribers who register can continue reading the archive, the paper said. " * 3
    assert _dropped((paragraph.strip(),)) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(TEASER + f"<p>{PROMPTS[0]}</p>")
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert PROMPTS[0] not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, paywall_prompts=False)
    assert PROMPTS[0] in kept_texts(page, probs, off)
