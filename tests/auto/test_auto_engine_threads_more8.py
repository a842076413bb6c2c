"""Page shapes and engine-language pairs the other suites lack
(:mod:`tests.auto.engine_threads_more8`): every post kept and the engine's chrome
dropped, one test a page; and the rules that made them pass: ``post_pairs`` (the answer
of a question and its one answer kept, the lines both user cards write dropped) and
``post_boxes`` (Discourse's app view without its JSON-LD read as a thread)."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads_more7 import WORDS7
from tests.auto.engine_threads_more8 import MORE8_PAGES, WORDS8, more8_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.post_chrome import is_post_chrome

_PAGES = marked_pages(MORE8_PAGES, {})  # stop 77: V2EX and Teratail pass


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_an_eighth_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more8_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def test_post_pairs_keeps_the_answer_and_drops_the_cards_lines() -> None:
    page = more8_page("phpbb_pair", "pl")
    # twin_replies (stop 79) keeps the answer too: its body is the question's element
    off = text_once(page.html, url=page.url, method="auto", post_pairs=False, twin_replies=False)
    on = text_once(page.html, url=page.url, method="auto")
    assert missing_texts(page.paragraphs, off) == [page.paragraphs[-1]]
    assert WORDS8["pl"]["rank"] in chrome_kept(page, off)
    assert (missing_texts(page.paragraphs, on), chrome_kept(page, on)) == ([], [])
    assert "Posty:" not in on  # "Posty: 31", "Posty: 32": one line, digits left out


def test_turkish_hebrew_and_czech_buttons_are_post_chrome() -> None:
    buttons = ("Alıntı yap", "Cevap yaz", "ציטוט", "הגב", "דווח", "Citovat", "Odpovědět")
    assert [is_post_chrome(b) for b in buttons] == [True] * 7
    assert not any(map(is_post_chrome, ("Yap", "Bunu yap lütfen, çok önemli bir konu")))


def test_post_boxes_reads_an_undeclared_discourse_thread() -> None:
    page = more8_page("discourse_bare", "ko")
    off = text_once(page.html, url=page.url, method="auto", post_boxes=False)
    w = WORDS7["ko"]
    assert chrome_kept(page, off) == sorted((w["created"], w["last"], w["seen"], w["users"]))
    on = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, on), chrome_kept(page, on)) == ([], [])


_STORY = (
    "The council approved the new cycling plan on Tuesday after a long debate about the"
    " costs of the bridges and the lanes along the river."
)
_COMMENT = "I ride along the river every morning and the new lane is long overdue here."


def test_post_pairs_leaves_two_comments_under_a_story_alone() -> None:
    comments = "".join(
        f"<div class='comment'><span class='author'>reader{i}</span><p>{_COMMENT}</p></div>"
        for i in range(2)
    )
    html = (
        "<html><body><main><article class='post'><h1>Cycling plan approved</h1>"
        + f"<p>{_STORY}</p>" * 6
        + f"</article><section class='comments'>{comments}</section></main></body></html>"
    )
    on = text_once(html, url="https://news.example.org/2024/cycling", method="auto")
    off = text_once(
        html, url="https://news.example.org/2024/cycling", method="auto", post_pairs=False
    )
    assert on == off and _STORY in on
