"""A thread whose posts' headers write a relative time ("3 days ago") and leave the date to
a ``time`` element's ``datetime``: its boxes found as those of dated headers are, under
the switch only."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_headed_posts import BULLETS, KEPT, PROSE, ROW_CLASSES, _board

from thresher.methods.auto.headed_posts import headed_posts
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.timed_headers import timed_lines


def _relative(n: int, tag: str = "time") -> str:
    when = f"2020-06-0{n + 1}T16:1{n}:36Z"
    return f"on: <{tag} datetime='{when}'>{n + 2} days ago</{tag}>"


def _timed_board(tag: str = "time") -> str:
    board = _board()
    for n in range(len(ROW_CLASSES)):
        board = board.replace(f"on: June 0{n + 1}, 2020, 04:1{n}:36 PM", _relative(n, tag))
    return board


def test_relative_headers_in_time_elements_are_header_lines() -> None:
    page = prepared_page(_timed_board())
    text = page.text_blocks
    timed = timed_lines(page.doc, text)
    assert [text[pos].text for pos in timed] == [f"on: {n + 2} days ago" for n in range(5)]
    assert headed_posts(text) is None  # no year or time in the lines' text
    posts = headed_posts(text, timed=timed)
    assert posts is not None and [b.get("class") for b in posts.boxes] == ROW_CLASSES
    assert posts.timed == timed


def test_decide_page_keeps_the_post_lines_under_the_switch() -> None:
    page = prepared_page(_timed_board())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(timed_headers=False))
    assert set(BULLETS) <= set(on) and not set(BULLETS) & set(off)
    assert all(text in on for text in PROSE) and all(text in off for text in PROSE)
    assert not any(t.startswith(("Activity", "user", "Home")) for t in on)


def test_no_time_element_or_one_without_a_datetime_or_in_prose_gives_no_line() -> None:
    page = prepared_page(_timed_board(tag="span"))  # no time element
    assert timed_lines(page.doc, page.text_blocks) == ()
    bare = prepared_page(_timed_board().replace("datetime=", "data-when="))
    assert timed_lines(bare.doc, bare.text_blocks) == ()
    prose = PROSE[0].replace("the crash", "the crash of <time datetime='2020-06-01'>June</time>")
    inline = prepared_page(f"<div><p>{prose}</p><p>Other text here.</p></div>")
    assert timed_lines(inline.doc, inline.text_blocks) == ()
