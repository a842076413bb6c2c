"""Threads of engine-language pairs the other suites lack
(:mod:`tests.auto.engine_threads_more10`): every post kept and the engine's chrome
dropped, one test a page; and the rules that made them pass: ``placeholder_prompts``
(Flarum's reply placeholder, a box of its own closing the stream), ``closing_prompts``
reading a line that asks the reader to sign in to take part in the discussion,
``headed_chrome`` (the buttons of a thread only its headed boxes find) and Russian
"Ответить с цитированием" among ``post_chrome``'s buttons."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import NAMES
from tests.auto.engine_threads_more2 import thread_frame
from tests.auto.engine_threads_more10 import (
    CHATTY,
    ENGINES10,
    MORE10_PAGES,
    WORDS10,
    more10_page,
)
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.post_chrome import is_post_chrome, is_thread_control
from thresher.methods.auto.thread_tails import is_reply_prompt

_PAGES = marked_pages(MORE10_PAGES, {})


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_a_tenth_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more10_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def _clean(page: object, **switches: bool) -> tuple[list[str], list[str]]:
    text = text_once(page.html, url=page.url, method="auto", **switches)  # type: ignore[attr-defined]
    return missing_texts(page.paragraphs, text), chrome_kept(page, text)  # type: ignore[arg-type]


def test_placeholder_prompts_drops_the_reply_placeholders_sign_in_line() -> None:
    page = more10_page("flarum_placeholder", "ko")
    assert _clean(page, placeholder_prompts=False) == ([], [WORDS10["ko"]["login"]])
    assert _clean(page) == ([], [])


def test_placeholder_prompts_keeps_a_last_post_that_only_reads_like_a_prompt() -> None:
    """A last post whose one line names signing in and posting shares its box with the
    post's name, time and buttons: it is no placeholder and stays."""
    w = WORDS10["ko"]
    line = "라우터에 로그인해서 설정 화면을 답글로 올려 주세요"
    assert is_reply_prompt(line)
    texts = (("지난주부터 공유기가 매일 저녁 여덟 시쯤 연결이 끊어집니다.",), (line,))
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    stream = ENGINES10["flarum_placeholder"](posts, w)
    without = stream.replace(w["login"], "")  # the placeholder's box left empty
    html = thread_frame("ko", "공유기", without, w)
    text = text_once(html, url="https://talk.example.net/t/1", method="auto")
    assert line in text


def test_closing_prompts_reads_taking_part_in_the_discussion() -> None:
    page = more10_page("board_signin", "de")
    assert _clean(page, closing_prompts=False) == ([], [WORDS10["de"]["signin"]])
    assert _clean(page) == ([], [])


@pytest.mark.parametrize("lang", ["de", "it", "pl", "ko", "zh", "fr"])
def test_a_sign_in_line_to_take_part_in_the_discussion_is_a_reply_prompt(lang: str) -> None:
    assert is_reply_prompt(WORDS10[lang]["signin"])


@pytest.mark.parametrize(
    "line",
    [
        "Die Diskussion über den Router hat mir sehr geholfen.",
        "Grazie a tutti per la discussione, ora funziona.",
        "参与讨论的各位，谢谢",
    ],
)
def test_a_posts_line_about_the_discussion_is_no_reply_prompt(line: str) -> None:
    assert not is_reply_prompt(line)


def test_russian_reply_with_quote_is_a_row_of_buttons() -> None:
    assert is_post_chrome("Ответить Ответить с цитированием Пожаловаться")
    assert is_thread_control("ответить с цитированием")
    assert not is_post_chrome("с")
    assert not is_post_chrome("С утра роутер снова работает")


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
def test_headed_chrome_drops_the_button_rows_of_chatty_posts(lang: str) -> None:
    """Chatty posts make no post-like run; the headed boxes find them and their button
    rows go, and nothing else: not the edit note (a corpus keeps it as the post's)."""
    page = more10_page("vb4_chatty", lang)
    assert _clean(page, headed_chrome=False) == ([], [WORDS10[lang]["reply"]])
    assert _clean(page) == ([], [])
    on = text_once(page.html, url=page.url, method="auto").splitlines()
    off = text_once(page.html, url=page.url, method="auto", headed_chrome=False).splitlines()
    w = WORDS10[lang]
    assert {line for line in off if line not in on} == {f"{w['reply']} {w['quote']} {w['report']}"}


def test_a_chatty_post_is_kept_whole() -> None:
    """Every line of a chatty post is the post's: the greeting and the smiley stay."""
    page = more10_page("vb4_chatty", "de")
    text = text_once(page.html, url=page.url, method="auto")
    assert not missing_texts(tuple(line for post in CHATTY["de"][1] for line in post), text)


def test_post_pairs_reads_two_posts_under_a_title_and_a_forms_note() -> None:
    """The thread's title and the form's sign-in note, headings outside the two boxes,
    are not counted in the kept text the boxes must hold: the pair gives the span and
    the note goes (without the pair, no span: the note stays)."""
    page = more10_page("board_signin", "fr")
    assert _clean(page, post_pairs=False) == ([], [WORDS10["fr"]["signin"]])
    assert _clean(page) == ([], [])
