"""The lines of a photo gallery beside the story, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.gallery_lines import drop_gallery_lines, in_gallery
from thresher.methods.auto.method import AutoParams, PreparedPage

STORY = "".join(
    f"<p>Story {n}: the show opens to the public on Friday, with new electric cars and "
    "several small SUVs on the floor.</p>"
    for n in range(4)
)
GALLERY = "".join(
    f"<li class='hst-resgalleryitem'><img src='/p{n}.jpg'><div class='caption'>"
    f"<div class='caption-full'>Caption {n}: the designers stand beside the car at the "
    "show, which opens on Friday.</div></div></li>"
    for n in range(3)
)
SURE_P, CAPTION_P = 0.97, 0.7


def _probs(page: PreparedPage, caption_p: float = CAPTION_P) -> list[float]:
    return [SURE_P if b.text.startswith("Story") else caption_p for b in page.text_blocks]


def _dropped(page: PreparedPage, probs: list[float] | None = None) -> set[str]:
    probs = _probs(page) if probs is None else probs
    flags = [True] * len(page.text_blocks)
    return {page.blocks[i].text for i in drop_gallery_lines(page.text_blocks, probs, flags)}


def test_the_captions_of_a_gallery_beside_the_story_are_dropped() -> None:
    page = prepared_page(f"<article>{STORY}<ul class='hst-resgallery'>{GALLERY}</ul></article>")
    dropped = _dropped(page)
    assert len(dropped) == 3 and all(text.startswith("Caption") for text in dropped)


def test_lines_the_model_is_sure_of_stay() -> None:
    page = prepared_page(f"<article>{STORY}<ul class='gallery'>{GALLERY}</ul></article>")
    assert _dropped(page, _probs(page, caption_p=0.95)) == set()


def test_a_box_named_gallery_without_an_image_is_no_gallery() -> None:
    lines = GALLERY.replace("<img src='/p0.jpg'>", "").replace("<img src='/p1.jpg'>", "")
    lines = lines.replace("<img src='/p2.jpg'>", "")
    page = prepared_page(f"<article>{STORY}<ul class='gallery'>{lines}</ul></article>")
    assert _dropped(page) == set()
    assert not any(in_gallery(block) for block in page.text_blocks)


def test_a_gallery_page_keeps_its_captions() -> None:
    page = prepared_page(f"<article>{STORY[:120]}<ul class='gallery'>{GALLERY}</ul></article>")
    assert _dropped(page) == set()  # no story besides the captions


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(f"<article>{STORY}<div id='gallery-1'>{GALLERY}</div></article>")
    probs = np.array(_probs(page))
    on = AutoParams(decision="threshold", threshold=0.5)
    assert not any(t.startswith("Caption") for t in kept_texts(page, probs, on))
    off = AutoParams(decision="threshold", threshold=0.5, gallery_lines=False)
    assert any(t.startswith("Caption") for t in kept_texts(page, probs, off))
