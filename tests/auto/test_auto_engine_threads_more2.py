"""More thread engines of today in more languages (:mod:`tests.auto.engine_threads_more2`):
every post kept and the engine's chrome dropped, one test a page; the rules that made
them pass: post buttons and solution marks in Korean, Arabic, Polish, Turkish,
Vietnamese and Indonesian (``post_chrome``), a comment count written in Chinese, Japanese
or Korean heading a comment section (``counted_comments``) and an opening post whose
header only a ``time`` element dates (``timed_opening_posts``)."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from tests.auto.engine_threads import ThreadPage, thread_page
from tests.auto.engine_threads_more import more_page
from tests.auto.engine_threads_more2 import MORE2_PAGES, more2_page
from tests.memo import text_once

from thresher.methods.auto.counted_comments import counted_header
from thresher.methods.auto.method import AutoParams

# Pages that still fail, by class (none since stop 73's ``apart_posts`` reads a recommended
# answer set apart from the replies; docs/dev/auto-record.md, qforum34, qforum36, qforum38).
_KNOWN: dict[tuple[str, str], str] = {}
_PAGES = [
    pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=_KNOWN[engine, lang]))
    if (engine, lang) in _KNOWN
    else (engine, lang)
    for engine, lang in MORE2_PAGES
]


def _text(page: ThreadPage, method: str = "auto", comments: bool = False) -> str:
    return text_once(page.html, url=page.url, method=method, include_comments=comments)


def _missing(texts: tuple[str, ...], text: str) -> list[str]:
    flat = " ".join(text.split())
    return [p for p in texts if " ".join(p.split()) not in flat]


def _chrome_kept(page: ThreadPage, text: str) -> list[str]:
    """The chrome lines that open a line of ``text`` as a whole word ("공유", share, is
    no chrome at the head of "공유기", a router)."""
    lines = [line.strip() for line in text.splitlines()]
    return sorted(
        {c for c in page.chrome for line in lines if re.match(rf"{re.escape(c)}(?!\w)", line)}
    )


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_more_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more2_page(engine, lang)
    text = _text(page)
    assert (_missing(page.paragraphs, text), _chrome_kept(page, text)) == ([], [])


def test_post_buttons_of_six_more_languages_are_chrome() -> None:
    from thresher.methods.auto.post_chrome import is_post_chrome

    for line in ("Trả lời Trích dẫn", "Balas Kutip", "답글", "رد", "Yanıtla", "Şikayet et"):
        assert is_post_chrome(line), line
    for line in ("Trả lời ngay đi bạn ơi, mình đang chờ.", "Balas budi itu penting."):
        assert not is_post_chrome(line), line


def _block(text: str) -> SimpleNamespace:
    return SimpleNamespace(text=text)


def test_a_cjk_comment_count_heads_its_comments_unless_each_post_repeats_it() -> None:
    story = [_block("正文。")] * 5
    for count in ("5 条评论", "評論 (12)", "コメント 3 件", "3件のコメント", "댓글 5", "댓글 5개"):
        assert counted_header([*story, _block(count), _block("好")]) == 5, count
    assert counted_header([*story, _block("我今天写了一条评论。")]) == -1
    assert counted_header([*story, _block("12 条评论"), _block("答"), _block("3 条评论")]) == -1
    assert counted_header([_block("5 条评论"), *story]) == -1  # at the top: no section


@pytest.mark.parametrize("form", ["disqus", "discourse_embed"])
def test_comments_under_a_chinese_count_are_dropped_and_kept_on_request(form: str) -> None:
    page, comments = more_page(form, "zh")
    assert _missing(page.paragraphs, _text(page)) == []
    assert _missing(comments, _text(page)) == list(comments)
    assert _missing(page.paragraphs + comments, _text(page, comments=True)) == []
    assert _missing(comments, _text(page, "auto:counted_comments=false")) == []


@pytest.mark.parametrize("lang", ["es", "ru", "pt"])
def test_old_reddits_opening_post_is_kept_whole(lang: str) -> None:
    page = thread_page("reddit", lang)
    assert _missing(page.paragraphs, _text(page)) == []
    assert len(_missing(page.paragraphs, _text(page, "auto:timed_opening_posts=false"))) == 1


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_replies_in_boxes_named_for_replies_are_kept(lang: str) -> None:
    page = more2_page("community_answers", lang)
    assert _missing(page.paragraphs, _text(page)) == []
    assert len(_missing(page.paragraphs, _text(page, "auto:reply_boxes=false"))) == 4


def test_a_solution_mark_outside_the_threads_span_is_dropped() -> None:
    page = more2_page("habr_qna", "ru")
    assert _chrome_kept(page, _text(page)) == []
    assert _chrome_kept(page, _text(page, "auto:loose_marks=false")) == ["Принятый ответ"]


def test_the_switches_ship_on() -> None:
    params = AutoParams()
    assert params.counted_comments and params.timed_opening_posts
    assert params.loose_marks and params.reply_boxes
