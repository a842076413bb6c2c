"""A documentation page's note box in a kept section keeps its dropped lines (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.admonitions import admonition_box, keep_admonitions
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams

SECTION = "".join(
    f"<p>Step {n} of the set-up writes the virtual host's name into the configuration.</p>"
    for n in range(4)
)
NOTE = (
    '<div class="admonition note"><p class="admonition-title">Note</p>'
    "<p>The server always adds a Date header to the data it returns.</p></div>"
)
FOOTER = "<div id='footer'><p>Copyright 2026 The Foundation.</p></div>"


def _kept(page, keep: tuple[str, ...], dropped_p: float = 0.1) -> set[str]:
    decisions, probs = decide_keeping(page, keep, dropped_p)
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in keep_admonitions(page.text_blocks, probs, flags)}


def test_a_note_closing_a_kept_section_is_kept() -> None:
    page = prepared_page(f"<div class='section'>{SECTION}{NOTE}</div>{FOOTER}")
    assert _kept(page, ("Step",)) == {
        "Note",
        "The server always adds a Date header to the data it returns.",
    }


def test_a_note_beside_no_kept_text_stays_dropped() -> None:
    page = prepared_page(f"<div class='section'>{SECTION}</div><div class='aside'>{NOTE}</div>")
    assert _kept(page, ("Step",)) == set()


def test_a_line_the_model_ruled_out_stays_dropped() -> None:
    page = prepared_page(f"<div class='section'>{SECTION}{NOTE}</div>")
    assert _kept(page, ("Step",), dropped_p=0.01) == set()


def test_a_large_region_bearing_the_word_is_no_note() -> None:
    notes = "".join(f"<p>Release note {n} lists what changed.</p>" for n in range(13))
    page = prepared_page(f"<div class='section'>{SECTION}<div class='notes'>{notes}</div></div>")
    assert _kept(page, ("Step",)) == set()


def test_the_box_is_the_outermost_element_naming_an_admonition() -> None:
    assert admonition_box("body/div.section/div.admonition/p.admonition-title") == (
        "body/div.section/div.admonition"
    )
    assert admonition_box("body/div#DisplayArea/div.tip/div.notetext/p") == (
        "body/div#DisplayArea/div.tip"
    )
    assert admonition_box("body/div.warning-box/p") == "body/div.warning-box"
    assert admonition_box("body/div.footnotes/p") is None
    assert admonition_box("body/div.tooltip/p") is None
    assert admonition_box("body/article/div.eu_note") is None
    assert admonition_box("body/article/figure.seeAlso/ul/li") is None
    assert admonition_box("body/article/div.c-blog-post-note/p") is None
    assert admonition_box("body/article/p.post-meta-note") is None
    assert admonition_box("body/article/div#important-dates/p") is None
    assert admonition_box("body/div.su-note/div.su-note-inner/ol/li") is None


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(f"<div class='section'>{SECTION}{NOTE}</div>{FOOTER}")
    probs = np.array([0.9 if b.text.startswith("Step") else 0.1 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert "Note" in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, admonitions=False)
    assert "Note" not in kept_texts(page, probs, off)


def test_a_box_in_a_box_is_judged_whole() -> None:
    nested = (
        '<div class="warning"><p>Outer line.</p><div class="note"><p>Inner line.</p></div></div>'
    )
    page = prepared_page(f"<div class='section'>{SECTION}{nested}</div>{FOOTER}")
    assert _kept(page, ("Step",)) == {"Outer line.", "Inner line."}
    assert admonition_box(page.text_blocks[-2].path) == admonition_box(page.text_blocks[-3].path)
