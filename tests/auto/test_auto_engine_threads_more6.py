"""Engines and languages the other suites lack (:mod:`tests.auto.engine_threads_more6`):
every post kept and the engine's chrome dropped, one test a page; and the rules that made
them pass: a thread's control rows and post footers (``thread_controls``), a forum topic
whose replies sit in comment boxes styled as its opening post (``styled_openers``), a
most helpful answer's badge (``solution_marks``), a view count with one more count and an
imageboard's pruning note (``prompt_lines``)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from tests.auto.engine_threads_more6 import MORE6_PAGES, WORDS6, more6_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.comment_boxes import opens_like_replies
from thresher.methods.auto.post_chrome import is_post_footer, is_solution_mark, is_thread_control
from thresher.methods.auto.prompt_lines import line_kind

_PAGES = marked_pages(MORE6_PAGES, {})


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_a_sixth_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more6_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def test_the_switches_make_the_pages_pass() -> None:
    pantip = more6_page("pantip", "th")
    off = text_once(pantip.html, url=pantip.url, method="auto", styled_openers=False)
    assert len(missing_texts(pantip.paragraphs, off)) == 4  # the replies read as comments
    shreddit = more6_page("shreddit", "en")
    # "Sort by: Best" is also a sort menu's face showing its choice (``listing_toolbars``)
    both = {"thread_controls": False, "listing_toolbars": False}
    off = text_once(shreddit.html, url=shreddit.url, method="auto", **both)
    assert chrome_kept(shreddit, off) == [WORDS6["en"]["sort"]]


def test_control_rows_footers_badges_and_counts_are_told_from_prose() -> None:
    for line in ("sort by: best", "ordenar por: mejores", "sırala: en iyi", "추천", "비추천"):
        assert is_thread_control(line), line
    for line in ("sort by colour to find a match fast", "reply 12", "top 10 routers"):
        assert not is_thread_control(line), line
    assert is_post_footer("ถูกใจ 11 anna สมาชิกหมายเลข 7 3 มีนาคม 2567 เวลา 21:41 น. ตอบกลับ แจ้งลบ")
    assert is_post_footer("無題 name としあき 24/03/03(日)21:41:01 no.120401 del そうだね+")
    assert not is_post_footer("on 3 march 2024 at 21:41 i asked them to reply")  # no buttons
    assert not is_post_footer("reply report")  # no date: a row, for is_thread_control
    for line in ("hilfreichste antwort", "risposta più utile", "most helpful answer"):
        assert is_solution_mark(line), line
    assert line_kind("조회 123 전체 댓글 4") == line_kind("Views 1,204") == "view count"
    assert line_kind("Views 1,204 in the first week of March") is None


def _block(path: str, text: str) -> SimpleNamespace:
    return SimpleNamespace(path=path, text=text)


def test_an_opening_post_styled_as_its_replies_is_no_article() -> None:
    story = _block("body/main/div.post/div.post-story", "x" * 300)
    title = _block("body/main/h1", "x" * 40)
    replies = [_block(f"body/main/div#comment{i}/div.post-story", "y" * 100) for i in range(4)]
    blocks, kept = [title, story, *replies], [True] * 6
    assert opens_like_replies(blocks, [2, 3, 4, 5], kept)
    article = _block("body/main/article.entry/p", "x" * 300)  # a bare tag's style: none
    comments = [_block(f"body/main/ol.comments/li#c{i}/p", "y" * 100) for i in range(4)]
    assert not opens_like_replies([title, article, *comments], [2, 3, 4, 5], kept)


def test_a_closed_threads_status_label_goes_with_its_notice() -> None:
    page = more6_page("vbulletin3", "es")
    status = (
        "<div class='block-outer'><dl class='blockStatus'><dt>Status</dt>"
        "<dd class='blockStatus-message'>Not open for further replies.</dd></dl></div>"
    )
    html = page.html.replace("<div id='posts'>", status + "<div id='posts'>")
    on = text_once(html, url=page.url, method="auto")
    off = text_once(html, url=page.url, method="auto", thread_notes=False)
    assert "Status" not in on.splitlines() and "Status" in off.splitlines()
    assert missing_texts(page.paragraphs, on) == []
