"""Captions of a story's images, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.captions import drop_captions
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

STORY = "".join(
    f"<p>Paragraph {n}: the council met on Tuesday and voted to rebuild the old bridge over "
    "the river before the winter, after a year of talks with the residents.</p>"
    for n in range(4)
)
IMG = "<img src='bridge.jpg' alt=''>"
CAPTION = "The old bridge seen from the east bank in March. (Photo: J. Doe)"
KEPT = ("Paragraph", "The old bridge")


def _dropped(page: PreparedPage, story: bool = True) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    changed = drop_captions(page.text_blocks, probs, decisions, story)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_figure_caption_beside_the_story_is_dropped() -> None:
    figure = f"<figure>{IMG}<figcaption>{CAPTION}</figcaption></figure>"
    page = prepared_page(f"<article>{STORY[:300]}{figure}{STORY[300:]}</article>")
    assert _dropped(page) == {CAPTION}


def test_a_caption_named_by_a_class_or_an_inline_element_is_dropped() -> None:
    boxed = f"<div class='wp-caption'>{IMG}<p class='wp-caption-text'>{CAPTION}</p></div>"
    inline = f"<p><span class='embed'>{IMG}</span><span class='caption'>{CAPTION}</span></p>"
    for box in (boxed, inline):
        page = prepared_page(f"<article>{STORY}{box}</article>")
        assert _dropped(page) == {CAPTION}, box


def test_a_caption_without_an_image_or_with_more_text_in_its_box_stays() -> None:
    no_image = f"<div class='caption'><p>{CAPTION}</p></div>"
    more_text = (
        f"<div class='caption-wrapper'>{IMG}<p>{CAPTION}</p>"
        "<p>Paragraph 9: a second paragraph of the story sits in the same box.</p></div>"
    )
    for box in (no_image, more_text):
        page = prepared_page(f"<article>{STORY}{box}</article>")
        assert _dropped(page) == set(), box


def test_captions_stay_on_a_page_without_a_story() -> None:
    figure = f"<figure>{IMG}<figcaption>{CAPTION}</figcaption></figure>"
    page = prepared_page(f"<article>{STORY}{figure}</article>")
    assert _dropped(page, story=False) == set()  # a manual's figures: their truths keep them
    short = prepared_page(f"<article><p>Paragraph 1: a short note.</p>{figure}</article>")
    assert _dropped(short) == set()  # little text besides the caption


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    figure = f"<figure>{IMG}<figcaption>{CAPTION}</figcaption></figure>"
    declared = '<script type="application/ld+json">{"@type": "NewsArticle"}</script>'
    page = prepared_page(f"{declared}<article>{STORY}{figure}</article>")
    assert page.facts.declares_article
    probs = np.array([0.9 for _ in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on, off = kept(AutoParams()), kept(AutoParams(captions=False))
    assert CAPTION in off and CAPTION not in on
    assert {t for t in off if t.startswith("Paragraph")} <= on


def _text_within_by_definition(node, limit: int) -> bool:
    """Every piece's characters other than whitespace counted whole."""
    seen = 0
    for piece in node.itertext():
        seen += sum(map(len, piece.split()))
        if seen > limit:
            return False
    return len(" ".join("".join(node.itertext()).split())) <= limit


def test_a_box_s_text_is_measured_as_when_every_piece_is_read_whole() -> None:
    import random

    from lxml import html as lxml_html

    from thresher.methods.auto import captions

    rng = random.Random(13)
    words = ("a", "caption", "photo", "Ünïcode", "写真", "x" * 60)
    spaces = (" ", "  ", "\n", "\n" + " " * 40, "\t", "\xa0", "\u3000", " " * 200)

    def text() -> str:
        return "".join(rng.choice(words) + rng.choice(spaces) for _ in range(rng.randint(0, 30)))

    for _ in range(1500):
        inner = "".join(f"<span>{text()}</span>{text()}" for _ in range(rng.randint(0, 3)))
        node = lxml_html.fromstring(f"<div>{text()}<p>{text()}</p>{inner}</div>")
        limit = rng.choice((0, 5, 40, 120, 400))
        assert captions._text_within(node, limit) == _text_within_by_definition(node, limit)
        for piece in node.itertext():
            room = rng.randint(0, 60)
            found, whole = captions._visible_chars(piece, room), sum(map(len, piece.split()))
            assert found == whole or whole >= found > room
