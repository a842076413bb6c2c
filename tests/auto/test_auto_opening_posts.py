"""A thread's opening post framed apart from its replies (``opening_posts``): an element
before the replies' boxes with the class words of a step of their frame, from which the
rest of their text path reaches prose and the rest of their header path a dated line,
is read as the thread's first box."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.headed_posts import headed_posts
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.opening_posts import with_opening_post

OPENING = "Hello all, I am new here and keen to get into the woodworking hobby properly."
TOOLS = ["Jigsaw", "Circular saw", "Battery drill"]  # the opening post's one-line lines
PROSE = [
    f"Reply {n}: I started with a jigsaw and a drill, then built a bench for the shop."
    for n in range(4)
]


def _frame(words: str, head: str, body: str) -> str:
    return (
        f"<div class='{words}'><div class='head'><span>user</span> {head}</div>"
        f"<div class='body'>{body}</div><div class='tools'>Reply Quote Like</div></div>"
    )


def _thread(opening_words: str = "frame frame--first", dated: bool = True) -> str:
    lines = "".join(f"<div>{tool}</div>" for tool in TOOLS)
    head = "#1 · Aug 5, 2023" if dated else "Discussion starter"
    opening = _frame(opening_words, head, f"<div>{OPENING}</div>{lines}")
    replies = "".join(
        f"<article class='post'>{_frame('frame', f'#{n + 2} · Aug {n + 6}, 2023', PROSE[n])}"
        "</article>"
        for n in range(4)
    )
    return (
        "<div class='menu'><a href='/'>Home</a> <a href='/new'>New posts</a></div>"
        f"<h1>Beginner woodworking projects</h1><div class='first'>{opening}</div>"
        f"<div class='sort'>Sort by oldest first</div><div class='replies'>{replies}</div>"
        "<div class='foot'>Powered by a forum engine</div>"
    )


KEPT = ("Reply", "Hello all", "Beginner")  # the model kept the prose and the title


def test_the_opening_post_joins_the_replies_as_the_first_box() -> None:
    text = prepared_page(_thread()).text_blocks
    posts = headed_posts(text, siblings=True)
    assert posts is not None and len(posts.boxes) == 4  # the replies only
    found = with_opening_post(text, posts)
    assert found is not None and len(found.boxes) == 5 and found.skipped == 1
    assert found.boxes[0].get("class") == "frame frame--first"
    first = {b.text for b, item in zip(text, found.owner, strict=True) if item == 0}
    assert {OPENING, *TOOLS} <= first
    assert "Sort by oldest first" not in first


def test_decide_page_keeps_the_opening_posts_lines_under_the_switch() -> None:
    page = prepared_page(_thread())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(opening_posts=False))
    assert set(TOOLS) <= set(on)
    assert not set(TOOLS) & set(off)
    assert not any(t.startswith(("Home", "Sort by", "Powered", "Reply Quote")) for t in on)


def test_an_undated_box_before_the_replies_is_no_opening_post() -> None:
    text = prepared_page(_thread(dated=False)).text_blocks
    posts = headed_posts(text, siblings=True)
    assert with_opening_post(text, posts) is posts


def test_a_box_of_another_frame_is_no_opening_post() -> None:
    text = prepared_page(_thread(opening_words="intro")).text_blocks
    posts = headed_posts(text, siblings=True)
    assert with_opening_post(text, posts) is posts
    page = prepared_page(_thread(opening_words="intro"))
    _, probs = decide_keeping(page, KEPT)
    assert not set(TOOLS) & set(kept_texts(page, probs, AutoParams()))
