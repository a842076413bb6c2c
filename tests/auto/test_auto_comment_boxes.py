"""Reader comments in comment boxes, dropped when the model kept their thread (no model
needed: the tests choose the probabilities)."""

from __future__ import annotations

import random

import numpy as np
from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.comment_boxes import (
    COMMENT_BOX_WORDS,
    _names_comment,
    _pieces_name_comment,
    comment_box_positions,
    kept_thread,
    thread_boxes,
)
from thresher.methods.auto.method import AutoParams, PreparedPage, decide_page
from thresher.options import Options
from thresher.types import Label

STORY = "".join(
    f"<p>Paragraph {n} of the story: the council voted on the new budget late on Tuesday "
    "night, after a long debate about the schools and the roads.</p>"
    for n in range(3)
)


def _comments(box: str = "comment", count: int = 5) -> str:
    return "".join(
        f"<div class='{box}' id='{box}_{n}'><div class='details'>by reader{n} ({n}) on "
        f"Tuesday July 24, @12:0{n}PM</div><p>Reply {n}: I think the budget is wrong about "
        "the roads, and the schools deserve more.</p></div>"
        for n in range(count)
    )


def _kept(page: PreparedPage, probs: np.ndarray, **params: object) -> set[str]:
    result = decide_page(page, probs, Options(), AutoParams(decision="threshold", **params))
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in result.blocks if labels.get(b.index, Label.BOILERPLATE).kept}


def _probs(page: PreparedPage, byline: float = 0.7, reply: float = 0.2) -> np.ndarray:
    """The story at p 0.9; the comments' bylines at ``byline``, their replies at ``reply``."""
    return np.array(
        [
            byline if b.text.startswith("by ") else reply if b.text.startswith("Reply") else 0.9
            for b in page.text_blocks
        ]
    )


def test_a_thread_whose_bylines_the_model_kept_is_dropped() -> None:
    page = prepared_page(f"<article>{STORY}</article><div id='comments'>{_comments()}</div>")
    on = _kept(page, _probs(page, reply=0.6))
    assert {t for t in on if t.startswith(("by ", "Reply"))} == set()
    assert sum(t.startswith("Paragraph") for t in on) == 3
    off = _kept(page, _probs(page, reply=0.6), comment_threads=False)
    assert sum(t.startswith(("by ", "Reply")) for t in off) == 10


def test_the_dropped_comments_are_labelled_comments() -> None:
    page = prepared_page(f"{STORY}<ol class='commentlist'>{_comments('comment-body')}</ol>")
    result = decide_page(page, _probs(page), Options(), AutoParams(decision="threshold"))
    labels = {d.block: d.label for d in result.decisions}
    bylines = [b for b in result.blocks if b.text.startswith("by ")]
    assert bylines and all(labels[b.index] is Label.COMMENT for b in bylines)


def test_a_thread_the_model_dropped_almost_whole_stays_as_decided() -> None:
    # two kept lines of many (a blog whose truth may keep the comments): no evidence
    page = prepared_page(f"{STORY}<div id='comments'>{_comments(count=12)}</div>")
    probs = _probs(page, byline=0.1)
    replies = [i for i, b in enumerate(page.text_blocks) if b.text.startswith("Reply")]
    probs[replies[0]] = probs[replies[1]] = 0.7
    on = _kept(page, probs)
    assert on == _kept(page, probs, comment_threads=False)
    assert sum(t.startswith("Reply") for t in on) == 2


def test_boxes_not_named_for_comments_stay() -> None:
    for name in ("commentary", "commentator-bio", "recommended", "post"):
        page = prepared_page(f"{STORY}<div id='thread'>{_comments(name)}</div>")
        on = _kept(page, _probs(page))
        assert sum(t.startswith("by ") for t in on) == 5, name


def test_a_page_with_nothing_kept_outside_the_boxes_keeps_them() -> None:
    page = prepared_page(f"<div id='comments'>{_comments()}</div>")
    on = _kept(page, _probs(page))
    assert sum(t.startswith("by ") for t in on) == 5


def test_a_declared_discussion_keeps_its_comment_boxes() -> None:
    declared = (
        '<script type="application/ld+json">{"@context": "https://schema.org", '
        '"@type": "DiscussionForumPosting", "headline": "Budget"}</script>'
    )
    page = prepared_page(f"{declared}{STORY}<div id='comments'>{_comments()}</div>")
    assert page.facts.kind.declared[0]
    on = _kept(page, _probs(page))
    assert sum(t.startswith("by ") for t in on) == 5


def test_comments_wanted_are_kept() -> None:
    page = prepared_page(f"{STORY}<div id='comments'>{_comments()}</div>")
    result = decide_page(
        page, _probs(page), Options(include_comments=True), AutoParams(decision="threshold")
    )
    labels = {d.block: d.label for d in result.decisions}
    assert all(labels[b.index].kept for b in result.blocks if b.text.startswith("by "))


def _flags(count: int, kept: int) -> tuple[list, list[int], list[bool]]:
    """A story over ``count`` comments, the story and ``kept`` comment blocks kept."""
    blocks = prepared_page(f"{STORY}<div id='comments'>{_comments(count=count)}</div>").text_blocks
    boxed = comment_box_positions(blocks)
    flags = [pos not in boxed[kept:] for pos in range(len(blocks))]
    return blocks, boxed, flags


def test_the_thread_test_counts_and_weighs_the_model_kept_blocks() -> None:
    assert len(_flags(15, 0)[1]) == 30
    assert not kept_thread(*_flags(15, 0))
    assert not kept_thread(*_flags(15, 2))  # two blocks
    assert kept_thread(*_flags(15, 3))  # three, a tenth of thirty
    assert not kept_thread(*_flags(40, 3))  # three of eighty: under one in 25
    assert kept_thread(*_flags(40, 4))


def test_a_thread_ten_times_the_rest_is_a_discussion_page() -> None:
    page = prepared_page(f"<p>A short question about the budget?</p>{_comments(count=12)}")
    blocks = page.text_blocks
    boxed = comment_box_positions(blocks)
    flags = [True] * len(blocks)  # the model kept everything: a thread of replies
    assert not kept_thread(blocks, boxed, flags)
    page = prepared_page(f"{STORY}{_comments(count=12)}")
    blocks = page.text_blocks
    assert kept_thread(blocks, comment_box_positions(blocks), [True] * len(blocks))


def test_comment_box_positions_reads_class_and_id_names_not_tags() -> None:
    page = prepared_page(f"{STORY}<section id='comment-list'>{_comments('x')}</section>")
    boxed = comment_box_positions(page.text_blocks)
    assert [page.text_blocks[i].text[:3] for i in boxed] == ["by ", "Rep"] * 5
    assert not _names_comment("html/body/comment/p")  # a tag named so is no box


def test_the_cheap_path_test_never_turns_away_a_path_the_pattern_matches() -> None:
    rng = random.Random(11)
    words = ["Comment", "COMMENTS", "commentary", "comment_12", "commentator", "comm", "ent"]
    pieces = ["div", "p", "main#content", ".", "#", "/", "-", "_", "x", "Q", "\u017f", "\u212a"]
    for _ in range(20_000):
        path = "".join(rng.choice(pieces + words) for _ in range(rng.randrange(1, 9)))
        names = " ".join(p.partition("#")[2] or p.partition(".")[2] for p in path.split("/"))
        if COMMENT_BOX_WORDS.search(names):
            assert _names_comment(path), path


def test_thread_boxes_reading_kept_paths_first_decides_as_the_whole_test() -> None:
    rng = random.Random(5)
    bodies = [
        f"{STORY}<div id='comments'>{_comments(count=8)}</div>",
        f"{STORY}<div class='Ωmega COMMENTS'>{_comments('Comment-Box', count=8)}</div>",
        f"{STORY}<div class='thread'>{_comments('post', count=8)}</div>",
    ]
    for body in bodies:
        blocks = prepared_page(body).text_blocks
        boxed = comment_box_positions(blocks)
        for _ in range(40):
            flags = [rng.random() < 0.3 for _ in blocks]
            whole = boxed if kept_thread(blocks, boxed, flags) else []
            assert thread_boxes(blocks, flags) == whole


def test_the_element_by_element_test_answers_as_the_whole_path_test() -> None:
    rng = random.Random(45)
    words = ["comment", "Comment", "COMMENTS", "commentary", "commentAtor", "xcomment", "comm"]
    pieces = ["div", "p", "main#content", ".", "#", "/", "-", " ", "a", "r", "\u017f", "\u212a"]
    for _ in range(200):
        memo: dict[str, bool] = {}  # shared by a page's paths, as comment_box_positions does
        for _ in range(100):
            path = "".join(rng.choice(pieces + words) for _ in range(rng.randrange(0, 12)))
            assert _pieces_name_comment(path, memo) == _names_comment(path), path
