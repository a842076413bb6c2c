"""A thread's opening post framed apart from its replies (``opening_posts``): an element
before the replies' boxes with the class words of a step of their frame, from which the
rest of their text path reaches prose and the rest of their header path a dated line,
is read as the thread's first box. A comment header among the posts (``uncut_posts``)
cuts none of their text lines."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.headed_posts import headed_posts, keep_post_bodies
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.opening_posts import with_opening_post
from thresher.methods.auto.thread_comments import cuts_thread
from thresher.types import Decision, Label

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


ONE_LINER = "Same here count me in"  # a reply without a sentence


def _thread(
    opening_words: str = "frame frame--first", dated: bool = True, one_liner: bool = False
) -> str:
    lines = "".join(f"<div>{tool}</div>" for tool in TOOLS)
    head = "#1 · Aug 5, 2023" if dated else "Discussion starter"
    opening = _frame(opening_words, head, f"<div>{OPENING}</div>{lines}")
    replies = "".join(
        f"<article class='post'>{_frame('frame', f'#{n + 2} · Aug {n + 6}, 2023', PROSE[n])}"
        "</article>"
        for n in range(4)
    )
    if one_liner:
        last = _frame("frame", "#6 · Aug 10, 2023", f"<div>{ONE_LINER}</div>")
        replies += f"<article class='post'>{last}</article>"
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


def test_a_one_line_reply_reads_its_text_at_the_replies_path() -> None:
    page = prepared_page(_thread(one_liner=True))
    text = page.text_blocks
    decisions, _ = decide_keeping(page, KEPT)
    flags = [decisions[b.index].label.kept for b in text]
    posts = with_opening_post(text, headed_posts(text, siblings=True))
    assert posts is not None and posts.skipped == 1
    added = {page.blocks[i].text for i in keep_post_bodies(text, posts, decisions, flags, True)}
    assert ONE_LINER in added and set(TOOLS) <= added


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


# A comment header among the posts (``uncut_posts``).

WISHES = "Wishes:"  # a post's line without a sentence, after the header


def _cut_thread(header_at: int = 2) -> str:
    boxes = []
    for n in range(4):
        if n == header_at:
            boxes.append("<div class='count'><h3>3 Replies</h3></div>")
        lines = f"<div>{WISHES}</div><div>More dials in green</div>" if n == 3 else ""
        body = f"<div>{PROSE[n]}</div>{lines}"
        boxes.append(
            f"<article class='post'>{_frame('frame', f'#{n + 1} · Aug {n + 5}, 2023', body)}"
            "</article>"
        )
    return (
        "<div class='menu'><a href='/'>Home</a> <a href='/new'>New posts</a></div>"
        f"<h1>Beginner woodworking projects</h1><div class='replies'>{''.join(boxes)}</div>"
        "<div class='foot'>Powered by a forum engine</div>"
    )


def _cut_decisions(page: PreparedPage) -> dict[int, Decision]:
    """Decisions keeping the prose and the title, every block after the header a comment."""
    decisions, _ = decide_keeping(page, KEPT)
    at = next(b.index for b in page.text_blocks if b.text == "3 Replies")
    for index, decision in list(decisions.items()):
        if index >= at and not decision.label.kept:
            decisions[index] = Decision(index, Label.COMMENT, "after the comment header")
    return decisions


def test_a_comment_header_among_the_posts_cuts_none_of_their_lines() -> None:
    page = prepared_page(_cut_thread())
    text = page.text_blocks
    decisions = _cut_decisions(page)
    flags = [decisions[b.index].label.kept for b in text]
    posts = headed_posts(text, siblings=True)
    assert posts is not None and cuts_thread(text, posts.owner, decisions)
    on = keep_post_bodies(text, posts, decisions, flags, True, uncut=True)
    off = keep_post_bodies(text, posts, decisions, flags, True, uncut=False)
    kept = {page.blocks[i].text for i in on}
    assert {WISHES, "More dials in green"} <= kept
    assert not any(t.startswith(("Reply Quote", "user")) for t in kept)
    assert not {page.blocks[i].text for i in off} & {WISHES}


def test_a_thread_after_its_comment_header_is_not_cut() -> None:
    page = prepared_page(_cut_thread(header_at=0))
    text = page.text_blocks
    decisions = _cut_decisions(page)
    posts = headed_posts(text, siblings=True)
    assert posts is not None and not cuts_thread(text, posts.owner, decisions)


def test_decide_page_keeps_the_lines_after_the_header_under_the_switch() -> None:
    page = prepared_page(_cut_thread())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(uncut_posts=False))
    assert WISHES in on and WISHES not in off
    assert "3 Replies" not in on and "Powered by a forum engine" not in on
