"""News articles in the markup of twenty-three publishing systems of many countries (synthetic,
after the systems' own templates: :mod:`tests.auto.engine_news`): the story is kept whole
and the chrome around and inside it is dropped, with the default options."""

from __future__ import annotations

from html import escape

import pytest
from tests.auto.engine_news import SYSTEMS, NewsPage, news_page
from tests.memo import text_once


def _text(page: NewsPage, method: str = "auto") -> str:
    return text_once(page.html, url=page.url, method=method)


def _flat(text: str) -> str:
    return " ".join(text.split())


def missing(page: NewsPage, text: str) -> list[str]:
    """The story's paragraphs ``text`` does not hold."""
    flat = _flat(text)
    return [p for p in page.paragraphs if _flat(p) not in flat]


def chrome_kept(page: NewsPage, text: str) -> list[str]:
    """The chrome strings ``text`` holds."""
    flat = _flat(text)
    return sorted({c for c in page.chrome if _flat(c) in flat})


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_pages_are_what_the_tests_say(system: str) -> None:
    page = news_page(system)
    story = _flat(" ".join(page.paragraphs))
    assert all(_flat(c) not in story for c in page.chrome)
    assert escape(page.paragraphs[0]) in page.html


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_story_is_kept_whole(system: str) -> None:
    page = news_page(system)
    assert missing(page, _text(page)) == []


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_chrome_is_dropped(system: str) -> None:
    page = news_page(system)
    assert chrome_kept(page, _text(page)) == []
