"""The quoted text inside a thread's posts, kept with the post that quotes it; a post's
text written in a ``blockquote`` completed where the model kept it in part."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.discussion import post_like_runs, posts_span
from thresher.methods.auto.headed_posts import headed_posts
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_quotes import (
    boxes_span,
    is_quotation,
    keep_post_quotes,
    quotation_box,
)
from thresher.types import Block

NAMES = ("ana", "bo", "cyd", "dee")
REPLIES = (
    "Reply one: the host moved my server to a new machine and the lag went away.",
    "Reply two: which plan do you have? Mine lost its settings after the move.",
    "Reply three: the same here, the lag is gone and the backups run every night.",
    "Reply four: thanks for the tips, I will ask them to move mine this weekend.",
)
QUOTED = "Quoted text of the post this reply answers, word for word"
QUOTE = (
    "<div class='bbCodeBlock bbCodeBlock--quote'><div class='attribution'>ana said:</div>"
    f"<blockquote class='quoteContainer'><div class='quote'>{QUOTED}</div></blockquote></div>"
)


def _thread(extra: str = "", at: int = 1, dated: bool = True) -> str:
    posts = "".join(
        f"<div class='post'><div class='card'><div>{NAMES[i]}</div></div>"
        f"<div class='text'>{extra if i == at else ''}<p>{reply}</p></div>"
        f"<div class='when'>{f'May {i + 1}, 2024' if dated else 'Report'}</div></div>"
        for i, reply in enumerate(REPLIES)
    )
    return f"<h1>Best hosts</h1><div class='thread'>{posts}</div>"


def _flags(blocks: list[Block], kept: tuple[str, ...]) -> list[bool]:
    return [b.text.startswith(kept) for b in blocks]


def _kept_by_rule(body: str, kept: tuple[str, ...]) -> set[str]:
    blocks = list(prepared_page(body, url="https://forum.example/threads/2").text_blocks)
    changed = keep_post_quotes(blocks, _flags(blocks, kept), (blocks[0].index, blocks[-1].index))
    return {b.text for b in blocks if b.index in changed}


def test_a_quote_inside_a_kept_reply_is_kept() -> None:
    assert QUOTED in _kept_by_rule(_thread(QUOTE), ("Reply", "Best"))


def test_a_quote_inside_a_dropped_reply_stays_dropped() -> None:
    # a reader comment the model dropped quotes a line: the quote is no post of the thread
    kept = ("Reply one", "Reply three", "Reply four", "Best")
    assert _kept_by_rule(_thread(QUOTE), kept) == set()


def test_no_span_no_thread() -> None:
    blocks = list(prepared_page(_thread(QUOTE)).text_blocks)
    assert keep_post_quotes(blocks, _flags(blocks, ("Reply",)), None) == {}


def test_a_post_written_in_a_blockquote_is_completed_where_its_prose_is_kept() -> None:
    lines = "<p>Panel: Pterodactyl</p><p>Money back: 3 days</p>"
    body = _thread().replace(
        f"<p>{REPLIES[0]}</p>", f"<blockquote><p>{REPLIES[0]}</p>{lines}</blockquote>"
    )
    # the opening post kept in part, the replies around it dropped: its own prose decides
    kept = ("Reply one", "Best")
    assert _kept_by_rule(body, kept) == {"Panel: Pterodactyl", "Money back: 3 days"}
    assert _kept_by_rule(body, ("Reply two", "Best")) == set()


def test_a_signature_or_a_scripts_hook_is_no_quotation() -> None:
    page = prepared_page(
        "<blockquote class='signature'><p>Bears eat crabs</p></blockquote>"
        "<article class='message-body js-selectToQuote'><p>Post text</p></article>"
        "<aside class='quote'><p>Quoted</p></aside>"
    )
    found = {b.text: quotation_box(b.element) for b in page.text_blocks}
    assert found["Bears eat crabs"] is None and found["Post text"] is None
    assert found["Quoted"] is not None and is_quotation(found["Quoted"])


def test_decide_page_keeps_the_quote_under_the_switch_and_drops_its_attribution() -> None:
    # undated posts: no headed boxes, whose rule would keep every line of a post's text
    page = prepared_page(_thread(QUOTE, dated=False), url="https://forum.example/threads/2")
    _, probs = decide_keeping(page, ("Reply", "Best", "ana said"))
    params = AutoParams(complete_listing=False)
    kept = kept_texts(page, probs, params)
    assert QUOTED in kept and all(reply in kept for reply in REPLIES)
    assert "ana said:" not in kept  # post_chrome's, after this rule
    assert QUOTED not in kept_texts(
        page, probs, AutoParams(complete_listing=False, post_quotes=False)
    )


def test_the_posts_span_holds_an_opening_post_styled_apart() -> None:
    opening = (
        "<div class='post first'><div class='text'><p>Opening post of the thread.</p></div></div>"
    )
    body = _thread(dated=False).replace("<div class='thread'>", f"<div class='thread'>{opening}")
    page = prepared_page(body, url="https://forum.example/threads/2")
    blocks = list(page.text_blocks)
    runs = page.facts.repeats
    posts = post_like_runs(runs)
    span = posts_span(blocks, runs, posts, _flags(blocks, ("Reply", "Best")))
    assert span is not None
    inside = {b.text for b in blocks if span[0] <= b.index <= span[1]}
    assert "Opening post of the thread." in inside and "Best hosts" not in inside
    assert posts_span(blocks, runs, posts, [False] * len(blocks)) is None


def test_the_headed_boxes_span_their_first_and_last_block() -> None:
    page = prepared_page(_thread(), url="https://forum.example/threads/2")
    blocks = list(page.text_blocks)
    span = boxes_span(blocks, headed_posts(blocks))
    assert span is not None
    inside = [b.text for b in blocks if span[0] <= b.index <= span[1]]
    assert inside[0] == "ana" and inside[-1] == "May 4, 2024"
    assert boxes_span(blocks, None) is None
