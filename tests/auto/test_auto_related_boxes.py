"""Boxes named related after the story the model is sure of, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.related_boxes import _KW_SIDEBAR, drop_related_boxes, related_box
from thresher.types import Label

STORY = "".join(
    f"<p>Story {n}: the storm dropped two feet of snow on the resort overnight, and more "
    "is expected before the weekend.</p>"
    for n in range(3)
)
RELATED = (
    "<h3>Full coverage: winter storms</h3>"
    "<ul><li><a href='/a'>Caption Giant snow dump in the Sierra</a> at the Times, Jan 4</li>"
    "<li><a href='/b'>Caption Ski resorts dig out after the blizzard</a> AP, Jan 5</li></ul>"
)
SURE_P, BOX_P = 0.97, 0.7


def _probs(page: PreparedPage, box_p: float = BOX_P) -> list[float]:
    """The story's paragraphs sure (:data:`SURE_P`), every other block ``box_p``."""
    return [SURE_P if b.text.startswith("Story") else box_p for b in page.text_blocks]


def _dropped(page: PreparedPage, probs: list[float] | None = None) -> set[str]:
    probs = _probs(page) if probs is None else probs
    flags = [True] * len(page.text_blocks)
    changed = drop_related_boxes(page.text_blocks, page.features, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_related_box_after_the_story_is_dropped() -> None:
    page = prepared_page(f"<article>{STORY}<div class='chunk related'>{RELATED}</div></article>")
    dropped = _dropped(page)
    assert len(dropped) == 3 and not any(text.startswith("Story") for text in dropped)


def test_a_box_inside_the_story_after_its_last_sure_paragraph_is_dropped() -> None:
    box = f"<aside><div class='trb_embed_related'>{RELATED}</div></aside>"
    page = prepared_page(f"<article>{STORY}{box}<p>Twitter: @reporter</p></article>")
    assert len(_dropped(page)) == 3  # the line after the box is not sure: no guide


def test_class_and_id_words_that_name_related_content() -> None:
    for attr in (
        "class='jp-relatedposts'",
        "id='article_related_by_phrase_2'",
        "class='relatedArticles'",
        "class='RELATED'",
    ):
        page = prepared_page(f"{STORY}<div {attr}>{RELATED}</div>")
        assert len(_dropped(page)) == 3, attr
    for attr in ("class='unrelated-notes'", "class='correlated'", "id='ynrelated'"):
        page = prepared_page(f"{STORY}<div {attr}>{RELATED}</div>")
        assert _dropped(page) == set(), attr


def test_a_box_before_the_sure_text_stays() -> None:
    cell = "Related modules: the filter module and the include module"
    table = f"<table class='related'><tr><td>{cell}</td></tr></table>"
    assert _dropped(prepared_page(f"{table}{STORY}")) == set()
    assert _dropped(prepared_page(f"{STORY}{table}")) == {cell}


def test_a_box_after_more_doubted_sections_or_a_lone_header_stays() -> None:
    sections = "".join(
        f"<h3>Use case {n}</h3><p>Use case {n}: the cloud stores large volumes of data and "
        "serves them to every office of the company.</p>"
        for n in range(3)
    )
    page = prepared_page(f"{STORY}{sections}<div class='related'>{RELATED}</div>")
    assert _dropped(page) == set()  # a section like the others the model doubts
    page = prepared_page(f"{STORY}<div class='related'>{RELATED}</div>{sections}")
    assert len(_dropped(page)) == 3
    page = prepared_page(f"{STORY}<div class='related'><p>Related topics</p></div>")
    assert _dropped(page) == set()


def test_a_list_of_related_links_stays() -> None:
    links = "".join(f"<p><a href='/{n}'>Related help page number {n}</a></p>" for n in range(3))
    page = prepared_page(f"{STORY}<div class='relatedtopics'><p>See</p>{links}</div>")
    assert _dropped(page) == set()  # a help page's "Related topics"
    page = prepared_page(f"{STORY}<div class='relatedtopics'>{RELATED}{links}</div>")
    assert len(_dropped(page)) == 6


def test_a_box_the_model_is_sure_of_in_part_stays() -> None:
    page = prepared_page(f"{STORY}<div class='related-content'>{RELATED}</div>")
    probs = _probs(page)
    assert len(_dropped(page, probs)) == 3
    probs[-1] = SURE_P
    assert _dropped(page, probs) == set()


def test_a_page_with_little_sure_text_keeps_its_box() -> None:
    page = prepared_page(f"<p>Story: a short note.</p><div class='related'>{RELATED}</div>")
    assert _dropped(page) == set()
    page = prepared_page(f"{STORY}<div class='related'>{RELATED}</div>")
    assert _dropped(page, _probs(page, box_p=0.7)) and not _dropped(page, [0.8] * 6)


def test_a_block_in_a_box_has_the_sidebar_keyword_feature() -> None:
    for name in ("related", "jp-relatedposts", "x_related_y", "RELATED"):
        page = prepared_page(f"{STORY}<div class='{name}'><section><p>In</p></section></div>")
        block = page.text_blocks[-1]
        assert related_box(block) is not None and page.features[-1, _KW_SIDEBAR] > 0, name


def test_the_box_is_the_outermost_named_element_within_reach() -> None:
    deep = "<div>" * 12 + "<p>Deep line</p>" + "</div>" * 12
    item = "<section class='related-item'><p>Near</p></section>"
    page = prepared_page(f"<div class='related'>{item}{deep}</div>")
    near, far = page.text_blocks
    box = related_box(near)
    assert box is not None and box.get("class") == "related"
    assert related_box(far) is None
    names: dict = {}  # the answers kept across blocks give the same boxes
    assert related_box(near, names) is box and related_box(near, names) is box
    assert related_box(far, names) is None and names


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<article>{STORY}<div class='related'>{RELATED}</div></article>")
    probs = np.array(_probs(page))

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on, off = kept(AutoParams()), kept(AutoParams(related_boxes=False))
    box = {t for t in off if not t.startswith("Story")}
    assert len(box) == 3 and not box & on
    assert {t for t in off if t.startswith("Story")} <= on


# A blog engine's related cards: each a title, a summary the model is sure of and a date.
CARDS = "".join(
    f"<div class='jp-relatedposts-post jp-relatedposts-post{n}'>"
    f"<h4>Card {n} title of another post</h4>"
    f"<p class='excerpt'>Card {n} summary: the survey ranked the tools again this year, "
    "and the results were much the same as before.</p>"
    f"<p class='date'>March {n + 1}, 2016</p></div>"
    for n in range(3)
)


def _card_probs(page: PreparedPage) -> list[float]:
    """The story and the cards' summaries sure, the cards' other lines doubted."""
    return [
        SURE_P if "summary" in b.text or b.text.startswith("Story") else BOX_P
        for b in page.text_blocks
    ]


def _dropped_runs(page: PreparedPage, runs: bool) -> set[str]:
    flags = [True] * len(page.text_blocks)
    probs = _card_probs(page)
    changed = drop_related_boxes(page.text_blocks, page.features, probs, flags, runs)
    return {page.blocks[i].text for i in changed}


def test_a_run_of_related_cards_goes_though_the_model_is_sure_of_their_summaries() -> None:
    html = f"<article>{STORY}<div id='jp-relatedposts'><div class='items'>{CARDS}</div></div>"
    page = prepared_page(html + "</article>")
    assert _dropped_runs(page, runs=False) == set()
    dropped = _dropped_runs(page, runs=True)
    assert len(dropped) == 9 and all(text.startswith(("Card", "March")) for text in dropped)


def test_a_related_column_of_sure_paragraphs_stays() -> None:
    column = "".join(
        f"<p>Card {n} summary: a paragraph of the column, one block to its element.</p>"
        for n in range(4)
    )
    page = prepared_page(f"<article>{STORY}<div class='related-column'>{column}</div></article>")
    assert _dropped_runs(page, runs=True) == set()


def test_two_cards_are_no_run() -> None:
    two = CARDS[: CARDS.index("<div class='jp-relatedposts-post jp-relatedposts-post2'>")]
    page = prepared_page(f"<article>{STORY}<div class='related'>{two}</div></article>")
    assert _dropped_runs(page, runs=True) == set()
