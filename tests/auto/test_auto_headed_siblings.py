"""A thread found by its dated post boxes (``headed_posts``) keeps the boxes that hold a
header at the boxes' header path but no sentence (a one-line reply), and reads each box's
text at the path the boxes share (``headed_siblings``)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.headed_posts import headed_boxes, headed_posts, keep_post_bodies
from thresher.methods.auto.method import AutoParams

CLASSES = ["qwzx", "plmo", "bvcx", "yhnu", "trew"]  # a class of its own per box
PROSE = [
    f"Reply {n}: I started with a jigsaw and a drill, then built a bench for the shop."
    for n in range(4)
]
LINES = [f"- tool {n}{k} from the list" for n in range(4) for k in range(2)]
ONE_LINER = "Same here count me in"  # a reply without a sentence
SIGNATURE = "Measure twice and cut once, as my grandfather always said to me."


def _box(n: int, text: str, signature: str = "", dated: bool = True) -> str:
    head = f"June 0{n + 1}, 2020, 04:1{n} PM" if dated else "Sponsored"
    sig = f"<div class='sig'>{signature}</div>" if signature else ""
    return (
        f"<div class='{CLASSES[n]}'><div class='card'><div>user{n}</div><div>Posts: 12{n}</div>"
        f"</div><div class='main'><div class='head'>{head}</div><div class='body'>{text}</div>"
        f"{sig}</div></div>"
    )


def _post(n: int) -> str:
    return f"<div>{PROSE[n]}</div><div>{LINES[2 * n]}</div><div>{LINES[2 * n + 1]}</div>"


def _thread(last: str = ONE_LINER, dated: bool = True, signed: bool = False) -> str:
    boxes = [_box(n, _post(n), SIGNATURE if signed and n == 1 else "") for n in range(4)]
    boxes.append(_box(4, f"<div>{last}</div>", dated=dated))
    return (
        "<div class='menu'><a href='/'>Home</a> <a href='/help'>Help</a></div>"
        f"<h1>How did you start woodworking</h1><div class='thread'>{''.join(boxes)}</div>"
        "<div class='foot'>Powered by a forum engine</div>"
    )


KEPT = ("Reply", "How did")  # the model kept the prose and the title


def _added(body: str, siblings: bool) -> set[str]:
    page = prepared_page(body)
    decisions, _ = decide_keeping(page, KEPT)
    flags = [decisions[b.index].label.kept for b in page.text_blocks]
    posts = headed_posts(page.text_blocks, siblings)
    added = keep_post_bodies(page.text_blocks, posts, decisions, flags, siblings)
    return {page.blocks[i].text for i in added}


def test_a_one_line_reply_at_the_header_path_joins_the_boxes() -> None:
    text = prepared_page(_thread()).text_blocks
    assert not any(b.features.sentence_count for b in text if b.text == ONE_LINER)
    assert len(headed_boxes(text)) == 4  # a box needs a sentence
    with_siblings = headed_posts(text, siblings=True)
    assert with_siblings is not None and len(with_siblings.boxes) == 5
    assert ONE_LINER in _added(_thread(), True)
    assert ONE_LINER not in _added(_thread(), False)


def test_a_box_without_the_post_header_stays_out() -> None:
    text = prepared_page(_thread(dated=False)).text_blocks
    posts = headed_posts(text, siblings=True)
    assert posts is not None and len(posts.boxes) == 4
    assert ONE_LINER not in _added(_thread(dated=False), True)


def test_a_signed_posts_text_is_read_at_the_shared_path() -> None:
    added = _added(_thread(signed=True), True)
    assert {LINES[2], LINES[3]} <= added  # the signed post's lines
    assert SIGNATURE not in added
    assert not {LINES[2], LINES[3]} & _added(_thread(signed=True), False)


def test_decide_page_keeps_the_one_line_reply_under_the_switch() -> None:
    page = prepared_page(_thread())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(headed_siblings=False))
    assert ONE_LINER in on and ONE_LINER not in off
    assert not any(t.startswith(("Posts:", "user", "Home", "Powered")) for t in on)
