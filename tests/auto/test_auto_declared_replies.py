"""A thread whose JSON-LD declares its opening post alone: the replies its post boxes hold
after that post (under a "Comments" header) kept, not when the page declares its replies
or under the switch off."""

from __future__ import annotations

import json

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.declared_replies import keep_undeclared_replies
from thresher.methods.auto.method import AutoParams

OPENING = (
    "Our club's old server finally died last week and we need to pick a new forum "
    "engine before the members drift away to chat apps for good."
)
REPLIES = (
    "Sad news, but we all saw it coming after the last security release was skipped.",
    "We moved to a hosted engine last spring and the migration kept every old thread.",
    "Check that the new engine can import the attachments before you pay for anything.",
    "Our members complained about the new editor for a month and then stopped noticing.",
)
SECOND = "Which engines import old threads, members and attachments without a paid plan?"
NAMES = ("kim", "ravi", "lena", "tom")


def _reply(i: int, text: str) -> str:
    return (
        f"<li class='qa' id='qb{i}'><div class='qc'><div class='qd'>"
        f"<span class='qe'>{NAMES[i]}</span><span class='qf'>March {i + 3}, 2025</span></div>"
        f"<div class='qg'><div class='qh'><p>{text}</p></div></div></div></li>"
    )


def _page(comments: bool = False, replies: int = len(REPLIES)) -> str:
    posting = {
        "@context": "https://schema.org",
        "@type": "DiscussionForumPosting",
        "headline": "Picking a new forum engine",
        "text": OPENING + " " + SECOND[:40] + "…",  # cut short, as engines do
        "author": {"@type": "Person", "name": "linc"},
    }
    if comments:
        posting["comment"] = [{"@type": "Comment", "text": text[:12]} for text in REPLIES]
    boxes = "".join(_reply(i, text) for i, text in enumerate(REPLIES[:replies]))
    return (
        f"<script type='application/ld+json'>{json.dumps(posting)}</script>"
        "<h1>Picking a new forum engine</h1>"
        "<div class='qi'><div class='qj'><span>linc</span><span>March 1, 2025</span></div>"
        f"<div class='qk'><p>{OPENING}</p><p>{SECOND}</p></div></div>"
        f"<h2>Comments</h2><ul class='ql'>{boxes}</ul>"
        "<div class='qm'><p>Sign in or register to comment on this discussion.</p></div>"
    )


def _kept(body: str, **switches: bool) -> list[str]:
    page = prepared_page(body)
    _, probs = decide_keeping(page, (OPENING[:20], "Picking"))
    return kept_texts(page, probs, AutoParams(**switches))


def test_replies_after_a_lone_declared_opening_post_are_kept() -> None:
    kept = _kept(_page())
    assert OPENING in kept and all(text in kept for text in REPLIES)
    assert "Sign in or register to comment on this discussion." not in kept
    assert not any(name in kept for name in NAMES)  # the headers stay as the model read them
    off = _kept(_page(), undeclared_replies=False)
    assert OPENING in off and not any(text in off for text in REPLIES)


def test_a_page_that_declares_its_replies_is_left_alone() -> None:
    body = _page(comments=True)  # replies declared (cut too short to be matched)
    assert _kept(body) == _kept(body, undeclared_replies=False)
    assert not any(text in _kept(body) for text in REPLIES)


def test_too_few_boxes_or_no_span_change_nothing() -> None:
    body = _page(replies=2)  # two boxes: no thread found by its shape
    assert _kept(body) == _kept(body, undeclared_replies=False)
    page = prepared_page(_page())
    decisions, _ = decide_keeping(page, (OPENING[:20],))
    text = list(page.text_blocks)
    assert keep_undeclared_replies(page.doc, text, None, decisions, (0, 5)) == ({}, (0, 5))
