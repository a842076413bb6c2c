"""Prose the model dropped between kept text is kept (no model needed)."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.enclosed_prose import prose_between_kept
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Decision, Label


def _section(name: str) -> str:
    paragraphs = "".join(
        f"<p>{name} paragraph {n} explains the setup in plain words, and why it matters.</p>"
        for n in range(3)
    )
    return f"<div class='widget'><h2>{name}</h2>{paragraphs}</div>"


TEASERS = "<ul>" + "".join(
    f"<li><a href='/r{n}'>Story {n}: the council voted to close the park, and people are angry."
    "</a></li>"
    for n in range(6)
)
GALLERY = "".join(
    f"<div>Image {n} of 12</div><div>Photo: Agency staff {n}</div>" for n in range(12)
)


def _page(body: str):
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://blog.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _decide(page, kept: tuple[str, ...], dropped_p: float = 0.1):
    def keep(text: str) -> bool:
        return text.startswith(kept)

    decisions = {
        b.index: Decision(b.index, Label.CONTENT if keep(b.text) else Label.BOILERPLATE, "t")
        for b in page.text_blocks
    }
    probs = np.array([0.9 if keep(b.text) else dropped_p for b in page.text_blocks])
    return decisions, probs


def _added(page, changed) -> set[str]:
    return {page.blocks[i].text for i in changed}


def test_a_dropped_section_between_kept_sections_is_kept_with_its_heading() -> None:
    page = _page(_section("Rack") + _section("Bench") + _section("Plates"))
    decisions, probs = _decide(page, ("Rack", "Plates"))
    added = _added(page, prose_between_kept(page.text_blocks, probs, decisions))
    assert "Bench" in added
    assert {t for t in added if t.startswith("Bench paragraph")} == {
        f"Bench paragraph {n} explains the setup in plain words, and why it matters."
        for n in range(3)
    }


def test_teaser_links_and_a_gallery_between_kept_text_are_no_prose() -> None:
    for between in (TEASERS + "</ul>", GALLERY):
        page = _page(_section("Rack") + between + _section("Plates"))
        decisions, probs = _decide(page, ("Rack", "Plates"))
        assert prose_between_kept(page.text_blocks, probs, decisions) == {}


def test_prose_before_the_first_or_after_the_last_kept_block_stays_out() -> None:
    page = _page(_section("Intro") + _section("Rack") + _section("Plates") + _section("Comments"))
    decisions, probs = _decide(page, ("Rack", "Plates"))
    assert prose_between_kept(page.text_blocks, probs, decisions) == {}


def test_blocks_the_model_ruled_out_stay_dropped() -> None:
    page = _page(_section("Rack") + _section("Bench") + _section("Plates"))
    decisions, probs = _decide(page, ("Rack", "Plates"), dropped_p=0.01)
    assert prose_between_kept(page.text_blocks, probs, decisions) == {}
