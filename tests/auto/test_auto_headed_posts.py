"""auto reads a thread that declares nothing and whose post boxes make no repeat run (a
table row a post, a class of its own each) by its posts' shape: a dated header, prose."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.discussion import post_like_runs
from thresher.methods.auto.headed_posts import (
    headed_boxes,
    headed_posts,
    keep_post_bodies,
    with_headed_posts,
)
from thresher.methods.auto.method import AutoParams
from thresher.types import Label

ROW_CLASSES = ["qwzx", "plmo", "bvcx", "yhnu", "trew"]  # a class of its own per row
PROSE = [
    f"Post {n}: the new release fixes the crash we saw on startup and speeds up the sync."
    for n in range(len(ROW_CLASSES))
]
BULLETS = [f"- bullet {n}{k} of the change log (#{n}{k}0)" for n in range(5) for k in range(3)]


def _row(n: int, dated: bool) -> str:
    head = f"on: June 0{n + 1}, 2020, 04:1{n}:36 PM" if dated else "Quote"
    bullets = "<br>".join(BULLETS[3 * n : 3 * n + 3])
    return (
        f"<tr class='{ROW_CLASSES[n]}'><td class='poster'><div>user{n}</div>"
        f"<div>Activity: 12{n}</div></td><td class='main'><div class='head'>{head}</div>"
        f"<div class='post'><div>{PROSE[n]}</div><div>{bullets}</div></div></td></tr>"
    )


def _board(dated: bool = True, story: str = "") -> str:
    rows = "".join(_row(n, dated) for n in range(len(ROW_CLASSES)))
    return (
        "<div class='menu'><a href='/'>Home</a> <a href='/help'>Help</a></div>"
        f"<h1>Release 0.20 is out</h1>{story}<table class='board'>{rows}</table>"
        "<div class='foot'>Powered by a forum engine</div>"
    )


KEPT = ("Post", "Release", "on: June")  # the model kept the prose and the headers


def test_the_rows_of_a_board_that_date_their_posts_are_its_post_boxes() -> None:
    page = prepared_page(_board())
    boxes = headed_boxes(page.text_blocks)
    assert [box.get("class") for box in boxes] == ROW_CLASSES
    assert headed_boxes(prepared_page(_board(dated=False)).text_blocks) == []


def test_the_boxes_blocks_become_one_post_like_run() -> None:
    page = prepared_page(_board())
    text, groups = page.text_blocks, page.facts.repeats
    runs = with_headed_posts(text, groups, headed_posts(text))
    at = [b.text for b in text].index(BULLETS[4])
    assert groups[at].ident < 0 or groups[at].count < len(ROW_CLASSES)  # no run without it
    assert runs[at].count == len(ROW_CLASSES) and runs[at].ident in post_like_runs(runs)
    assert with_headed_posts(text, groups, None) is groups


def test_a_posts_lines_without_a_sentence_are_kept_its_card_is_not() -> None:
    page = prepared_page(_board())
    decisions, _ = decide_keeping(page, KEPT)
    flags = [decisions[b.index].label.kept for b in page.text_blocks]
    added = keep_post_bodies(page.text_blocks, headed_posts(page.text_blocks), decisions, flags)
    texts = {page.blocks[i].text for i in added}
    assert texts == set(BULLETS)
    assert {d.label for d in added.values()} == {Label.CONTENT}


def test_decide_page_keeps_the_post_lines_under_the_switch() -> None:
    page = prepared_page(_board())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(headed_posts=False))
    assert set(BULLETS) <= set(on) and not set(BULLETS) & set(off)
    assert not any(t.startswith(("Activity", "user", "Home")) for t in on)


def test_boxes_under_a_kept_story_that_outweighs_them_stay_as_the_model_read_them() -> None:
    story = "".join(
        f"<p>Story {n}: the maintainers wrote a long account of the release and its testing."
        " It covers the new wallet code, the network changes and every fixed bug.</p>"
        for n in range(8)
    )
    page = prepared_page(_board(story=story))
    decisions, _ = decide_keeping(page, (*KEPT, "Story"))
    flags = [decisions[b.index].label.kept for b in page.text_blocks]
    posts = headed_posts(page.text_blocks)
    assert posts and keep_post_bodies(page.text_blocks, posts, decisions, flags) == {}


def test_a_quotation_dated_inside_a_post_leaves_the_post_text_whole() -> None:
    quote = "<div class='quote'>Quote from: user0 on June 01, 2020, 04:10:36 PM</div>"
    body = _board().replace("<div class='post'>", f"<div class='post'>{quote}", 3)
    page = prepared_page(body)
    decisions, _ = decide_keeping(page, KEPT)
    flags = [decisions[b.index].label.kept for b in page.text_blocks]
    added = keep_post_bodies(page.text_blocks, headed_posts(page.text_blocks), decisions, flags)
    assert set(BULLETS) <= {page.blocks[i].text for i in added}


def test_a_listicles_headings_that_name_a_year_are_no_post_headers() -> None:
    sections = "".join(
        f"<section class='item'><h2>2025 Model {n}</h2><p>{PROSE[n]}</p><p>Range: 300 mi</p>"
        "</section>"
        for n in range(4)
    )
    assert headed_boxes(prepared_page(f"<h1>Best cars</h1><div>{sections}</div>").text_blocks) == []


def test_boxes_dated_each_in_another_place_are_no_posts() -> None:
    dates = ["<p>Feb 11, 2026</p>", "<div><span>Jul 7, 2025</span></div>", "<b>May 22, 2025</b>"]
    boxes = "".join(
        f"<div class='row'>{date}<p>{PROSE[n]}</p><p>More on this</p></div>"
        for n, date in enumerate(dates)
    )
    assert headed_boxes(prepared_page(f"<div class='page'>{boxes}</div>").text_blocks) == []
