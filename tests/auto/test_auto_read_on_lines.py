"""A story's kept "Read more: <linked headline>" line is dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.read_on_lines import drop_read_on_lines

STORY = "<p>The council voted to close the park on Monday, and people are angry about it.</p>"
LINES = (
    '<p>Read more: <a href="/a">The park that the council closed twice in one year</a></p>',
    '<p>Don’t miss: <a href="/b">Buybacks slow in the third quarter, but tax reform helps</a></p>',
    '<p>Lesen Sie auch: <a href="/c">Der Stadtrat schließt den Park am Montag</a></p>',
    '<p>Lire aussi : <a href="/d">Le conseil municipal ferme le parc lundi</a></p>',
)
NOT_LINES = (
    "<p>Read more: the council has published its minutes on the city website.</p>",  # no link
    '<p>Related: the <a href="/e">council</a> said the park will reopen next spring.</p>',
    '<p><a href="/f">Read the council minutes</a> for the full vote.</p>',  # no label
)


def _dropped(lines: tuple[str, ...]) -> set[str]:
    page = prepared_page(STORY + "".join(lines))
    decisions, probs = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_read_on_lines(page.text_blocks, probs, flags)
    return {page.blocks[i].text.split()[0] for i in found}


def test_a_labelled_linked_headline_is_dropped() -> None:
    assert _dropped(LINES) == {"Read", "Don’t", "Lesen", "Lire"}


def test_a_line_mostly_without_links_or_without_a_label_stays() -> None:
    assert _dropped(NOT_LINES) == set()


def test_a_long_paragraph_that_opens_with_a_label_stays() -> None:
    words = "the council said the park will reopen next spring after the works " * 4
    line = f'<p>Read more: <a href="/g">{words.strip()}</a></p>'
    assert _dropped((line,)) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY + LINES[0])
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    line = page.text_blocks[-1].text
    assert line.startswith("Read more")
    assert line not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, read_on_lines=False)
    assert line in kept_texts(page, probs, off)
