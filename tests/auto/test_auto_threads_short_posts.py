"""Stop 69's thread rules on the synthetic engine pages: short replies under many card
lines read as a thread (``prose_posts``, on; runs of long posts left alone), a thread's
position counter dropped (``thread_counters``), a dotted post header with a toolbar
beside it (Discuz! pt: ``discussion.MAX_DOTTED_CHARS``), an issue thread whose opening
post is boxed like its replies (``boxed_opening_posts``, on; never in a reader-comment
section)."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import ThreadPage, thread_page
from tests.auto.engine_threads_more import more_page
from tests.auto.engine_threads_today import today_page

from thresher import extract
from thresher.methods.auto.boxed_replies import in_comment_section
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.methods.auto.post_chrome import is_thread_counter
from thresher.methods.auto.prose_posts import _may_speak

# Pages every post of which was kept on main but some of whose chrome was too: Khoros's
# counter and rank (pt, it), Tieba's levels and floors, MyBB's rank and buttons (short
# replies: no thread without ``prose_posts``), Discuz!'s rank and signature (pt).
_PAGES = {
    "khoros-pt": lambda: today_page("khoros", "pt"),
    "khoros-it": lambda: today_page("khoros", "it"),
    "tieba-zh": lambda: today_page("tieba", "zh"),
    "mybb-ru": lambda: thread_page("mybb", "ru"),
    "discuz-pt": lambda: more_page("discuz", "pt")[0],
}
_ISSUE = "github_issue"  # every post a ``timeline-comment``: lost whole on main


def _clean(page: ThreadPage, method: str = "auto") -> tuple[list[str], list[str]]:
    """The page's posts' paragraphs missing from ``method``'s text and its chrome kept."""
    text = extract(page.html, url=page.url, method=method).text or ""
    flat = " ".join(text.split())
    missing = [p for p in page.paragraphs if " ".join(p.split()) not in flat]
    lines = [line.strip() for line in text.splitlines()]
    return missing, sorted({c for c in page.chrome for line in lines if line.startswith(c)})


@pytest.mark.parametrize("name", sorted(_PAGES))
def test_a_thread_of_short_replies_is_clean(name: str) -> None:
    assert _clean(_PAGES[name]()) == ([], [])


def test_without_the_switches_the_chrome_stays() -> None:
    page = today_page("khoros", "pt")
    missing, kept = _clean(page, "auto:prose_posts=false,thread_counters=false")
    assert missing == [] and "Mensagem 1 de 5" in kept


def test_only_runs_of_short_posts_read_as_prose_posts() -> None:
    # phpBB's short replies: ten blocks a post, one or two of them sentences
    assert _may_speak(RepeatGroup(count=5, sentence_share=0.118, blocks_per_item=10.2))
    assert _may_speak(RepeatGroup(count=5, sentence_share=0.216, blocks_per_item=10.2))
    # long posts under a card of field lines: three paragraphs a post or more
    assert not _may_speak(RepeatGroup(count=50, sentence_share=0.245, blocks_per_item=13.74))
    # fewer sentence blocks than posts: not every post speaks
    assert not _may_speak(RepeatGroup(count=5, sentence_share=0.05, blocks_per_item=10.0))


def test_thread_counters_are_told_from_prose() -> None:
    counters = (
        "Message 1 of 5 (1,234 Views)",
        "Nachricht 1 von 12",
        "Mensagem 1 de 5 (1.234 visualizações)",
        "Сообщение 1 из 5",
        "第 1 条消息（共 5 条）",
        "メッセージ 1 / 5",
    )
    assert all(map(is_thread_counter, counters))
    others = ("Part 1 of 3", "Message 1 of 5 was the best one", "Post 1 of many", "1 of 5")
    assert not any(map(is_thread_counter, others))


def test_an_issue_thread_is_kept_outside_any_comment_section() -> None:
    page = more_page(_ISSUE, "ja")[0]
    assert _clean(page)[0] == []
    blog = "body/div#content/div#comments/dl#comment_list/dd.comment/div#comment-body-85/p"
    assert in_comment_section(blog)
    assert in_comment_section("body/section.comments-area/ol.commentlist/li#comment-2/p")
    issue = "body/div#content/div.js-discussion/div.TimelineItem/div.timeline-comment/p"
    assert not in_comment_section(issue)


def test_the_switches_are_on_by_default() -> None:
    params = AutoParams()
    assert params.prose_posts and params.thread_counters and params.boxed_opening_posts
