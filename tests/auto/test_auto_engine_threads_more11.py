"""Short threads whose replies their engine writes in the markup of the opening post
(:mod:`tests.auto.engine_threads_more11`): every post kept and the engine's chrome
dropped, one test a page; and what made them pass: ``twin_replies`` (a reply in the
opening post's body element, read as a reader comment or dropped by the model), the
comment counts ``thread_counters`` reads and the Greek and Arabic sign-in prompts
``closing_prompts`` reads; and the pages the rule must leave alone (an article over a
reader comment)."""

from __future__ import annotations

from html import escape

import pytest
from tests.auto.engine_threads_more11 import MORE11_PAGES, WORDS11, more11_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher import extract
from thresher.methods.auto.post_chrome import is_thread_counter
from thresher.methods.auto.thread_tails import is_reply_prompt

_NO_SPAN = (
    "the model keeps the one answer: no rule finds the thread, so the answers' count "
    "written count first and the sign-in line stay"
)
_PAGES = marked_pages(
    MORE11_PAGES, {("apache_answer", "zh"): _NO_SPAN, ("apache_answer", "ar"): _NO_SPAN}
)
# The pages whose replies the model drops or the comment header cuts off on their own.
_DROPPED_REPLIES = (
    ("lemmy", "zh"),
    ("lemmy", "ar"),
    ("lemmy", "pl"),
    ("lemmy", "el"),
    ("lemmy", "ja"),
    ("mail_archive", "ru"),
    ("mail_archive", "tr"),
    ("mail_archive", "id"),
    ("vanilla", "el"),
    ("vanilla", "ar"),
    ("reddit_old", "id"),
)


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_short_thread_of_an_eleventh_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more11_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


@pytest.mark.parametrize(("engine", "lang"), _DROPPED_REPLIES)
def test_without_twin_replies_the_replies_are_lost(engine: str, lang: str) -> None:
    page = more11_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto", twin_replies=False)
    assert missing_texts(page.paragraphs, text)


def test_the_comment_count_between_the_post_and_its_comment_goes_with_the_span() -> None:
    page = more11_page("lemmy", "ja")
    text = text_once(page.html, url=page.url, method="auto", thread_counters=False)
    assert chrome_kept(page, text) == [WORDS11["ja"]["comments"]]


def test_the_greek_and_arabic_sign_in_lines_go_after_a_thread() -> None:
    for lang in ("el", "ar"):
        page = more11_page("forge_issue", lang)
        text = text_once(page.html, url=page.url, method="auto", closing_prompts=False)
        assert chrome_kept(page, text) == [WORDS11[lang]["login"]]


@pytest.mark.parametrize(
    "line",
    ["1 comment", "3 comments", "1件のコメント", "1 条评论", "3 σχόλια", "12 comentários",
     "1 комментарий", "2 Kommentare", "1 yorum", "5 komentarzy"],
)  # fmt: skip
def test_a_comment_count_is_a_thread_counter(line: str) -> None:
    assert is_thread_counter(line)


@pytest.mark.parametrize(
    "line", ["1 commented on this", "Comments 3 to 5", "3 comments on the draft were kept"]
)
def test_a_line_about_comments_is_no_counter(line: str) -> None:
    assert not is_thread_counter(line)


@pytest.mark.parametrize(
    "line", ["Συνδεθείτε για να απαντήσετε", "سجّل الدخول للإجابة", "تسجيل الدخول للرد"]
)
def test_greek_and_arabic_sign_in_lines_are_reply_prompts(line: str) -> None:
    assert is_reply_prompt(line)


@pytest.mark.parametrize("line", ["Η απάντηση είναι απλή.", "الإجابة واضحة", "Έγινε μέλος πέρσι."])
def test_greek_and_arabic_lines_without_both_words_are_no_prompts(line: str) -> None:
    assert not is_reply_prompt(line)


# An article over one reader comment: the story's paragraphs, then the comment.
_STORY = (
    "The city council voted on Tuesday to extend the night bus network to the northern "
    "districts, after a year of trials on two lines.",
    "The new routes will run every twenty minutes between midnight and five in the "
    "morning, the transport office said in a statement.",
)
_LONG_STORY = _STORY + tuple(
    f"Paragraph {n} of the report goes on about the timetable, the drivers' contracts and "
    "the cost of the trial, which the council will review next spring."
    for n in range(3, 12)
)
_COMMENT = "Finally! I work late shifts and had to take a taxi home twice a week."


def _story_page(paragraphs: tuple[str, ...], story_class: str, head: str = "") -> str:
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    return (
        f"<html><head><title>Night buses</title>{head}</head><body><header><nav><a href='/'>"
        "Home</a> <a href='/news'>News</a></nav></header><main><article><h1>Night buses "
        f"reach the north</h1><p class='byline'>By Ann Lee</p><div class='{story_class}'>"
        f"{body}</div></article><section id='comments' class='comments'><h2>1 comment</h2>"
        "<ol class='comment-list'><li class='comment'><div class='comment-author'>Jo</div>"
        f"<div class='{story_class}'><p>{escape(_COMMENT)}</p></div></li></ol></section>"
        "</main><footer><p>© 2025 City News</p></footer></body></html>"
    )


_DECLARED = "<meta property='og:type' content='article'>"


@pytest.mark.parametrize(
    ("paragraphs", "head"), [(_STORY, _DECLARED), (_LONG_STORY, "")], ids=["declared", "long"]
)
def test_a_reader_comment_in_the_storys_markup_is_no_reply(
    paragraphs: tuple[str, ...], head: str
) -> None:
    html = _story_page(paragraphs, "text", head)
    on = extract(html, url="https://news.example.org/2025/night-buses").text
    off = extract(html, url="https://news.example.org/2025/night-buses", twin_replies=False).text
    assert on == off
    assert _COMMENT not in on


def test_a_short_story_over_a_comment_in_its_markup_reads_as_a_thread() -> None:
    # What the rule reads: a short opening post undeclared, its reply in its body's
    # element. The declared and the long story above are told from it.
    html = _story_page(_STORY, "text")
    off = extract(html, url="https://news.example.org/2025/night-buses", twin_replies=False).text
    on = extract(html, url="https://news.example.org/2025/night-buses").text
    assert _COMMENT not in off
    assert _COMMENT in on


def test_a_reader_comment_in_markup_of_its_own_stays_dropped() -> None:
    html = _story_page(_STORY, "entry-content").replace(
        f"<div class='entry-content'><p>{escape(_COMMENT)}",
        f"<div class='comment-content'><p>{escape(_COMMENT)}",
    )
    text = extract(html, url="https://news.example.org/2025/night-buses").text
    assert _COMMENT not in text
