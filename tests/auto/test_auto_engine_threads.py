"""Thread pages of twelve forum and Q&A engines in nine languages (synthetic, after the
engines' own templates: :mod:`tests.auto.engine_threads`): every post's text is kept with
the default options, and the chrome of the engines whose posts the thread rules read is
dropped."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import ENGINES, LANGUAGES, ThreadPage, thread_page
from tests.memo import text_once

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_chrome import is_post_chrome
from thresher.methods.auto.prompt_lines import HELPFUL_PROMPT, line_kind

# A reply lies in a form on old Reddit's opening post; the model drops its second
# paragraph in three languages (noticed and left, docs/dev/s66-qforum30.md).
_PARTLY_KEPT = {("reddit", "es"), ("reddit", "ru"), ("reddit", "pt")}

# Engines whose chrome the thread rules drop in every language: every engine of the suite.
CLEAN_ENGINES = tuple(sorted(ENGINES))


def _text(page: ThreadPage, **options: bool) -> str:
    return text_once(page.html, url=page.url, method="auto", **options)


def _missing(page: ThreadPage, text: str) -> list[str]:
    flat = " ".join(text.split())
    return [p for p in page.paragraphs if " ".join(p.split()) not in flat]


def _chrome_kept(page: ThreadPage, text: str) -> list[str]:
    lines = [line.strip() for line in text.splitlines()]
    return sorted({c for c in page.chrome for line in lines if line.startswith(c)})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_every_post_of_a_thread_is_kept(engine: str, lang: str) -> None:
    page = thread_page(engine, lang)
    missing = _missing(page, _text(page))
    if (engine, lang) in _PARTLY_KEPT:
        assert len(missing) <= 1
    else:
        assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", CLEAN_ENGINES)
def test_the_chrome_of_a_thread_is_dropped(engine: str, lang: str) -> None:
    page = thread_page(engine, lang)
    assert _chrome_kept(page, _text(page)) == []


@pytest.mark.parametrize("engine", ("xenforo", "stackexchange", "discourse"))
def test_replies_do_not_depend_on_include_comments(engine: str) -> None:
    page = thread_page(engine, "en")
    assert _missing(page, _text(page, include_comments=False)) == []
    assert _missing(page, _text(page, include_comments=True)) == []


def test_the_pages_are_what_the_tests_say() -> None:
    page = thread_page("phpbb", "de")
    assert "Zitieren" in page.html and "Zitieren" in page.chrome
    assert len(page.paragraphs) == 6 and page.paragraphs[0] in page.html
    assert len({thread_page(e, "fr").html for e in ENGINES}) == len(ENGINES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_helpfulness_prompt_is_chrome_in_every_language(lang: str) -> None:
    assert line_kind(thread_page("product_qa", lang).chrome[0]) == HELPFUL_PROMPT


@pytest.mark.parametrize(
    "line",
    (
        "Was this helpful for your trip? We went in May and it rained every day.",
        "Helpful tips for first-time buyers",
        "Diese Antwort war sehr hilfreich, danke!",
        "Útil",
    ),
)
def test_a_line_that_says_more_is_no_helpfulness_prompt(line: str) -> None:
    assert line_kind(line) != HELPFUL_PROMPT


def test_without_the_switch_the_prompt_stays() -> None:
    page = thread_page("product_qa", "en")
    on = _chrome_kept(page, _text(page))
    off = _chrome_kept(
        page, text_once(page.html, url=page.url, method="auto:helpful_prompts=false")
    )
    assert on == [] and off == ["Was this helpful?"]
    assert AutoParams().helpful_prompts


@pytest.mark.parametrize(
    "line",
    (
        "Quote this Post",
        "Report this post",
        "Beitrag melden",
        "Diesen Beitrag zitieren",
        "Citer ce message",
        "Responder a este mensaje",
        "Cita questo messaggio",
        "Denunciar esta mensagem",
        "Пожаловаться на это сообщение",
        "举报此帖",
        "この投稿を引用",
        "報告",
    ),
)
def test_a_button_that_names_its_post_is_chrome(line: str) -> None:
    assert is_post_chrome(line)


@pytest.mark.parametrize(
    "line",
    ("This post", "Post", "Message", "à", "Post this message to a friend", "This is a post"),
)
def test_the_words_a_button_names_its_post_with_are_no_button_alone(line: str) -> None:
    assert not is_post_chrome(line)
