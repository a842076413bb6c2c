"""What the news suites check on a synthetic article: the page states its own test, and
``auto`` keeps every paragraph, drops the chrome, and finds the headline and the date."""

from __future__ import annotations

from html import escape
from typing import Protocol

from thresher import extract
from thresher.output.extraction import Extraction


class NewsPage(Protocol):
    """A synthetic article of a news suite."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]
    title: str
    date: str | None


def flat(text: str) -> str:
    """``text`` with its whitespace folded to single spaces."""
    return " ".join(text.split())


def checked_story(page: NewsPage, known: tuple[str, ...] = ()) -> Extraction:
    """``auto``'s extraction of ``page``, after asserting its story kept, its chrome
    dropped (but the ``known`` lines), and its headline and date found."""
    story = flat(" ".join(page.paragraphs))
    assert all(flat(c) not in story for c in page.chrome)  # the page says what it tests
    assert escape(page.paragraphs[-1]) in page.html
    result = extract(page.html, url=page.url, method="auto")
    text = flat(result.text or "")
    assert [p[:60] for p in page.paragraphs if flat(p) not in text] == []
    assert [c for c in page.chrome if flat(c) in text and c not in known] == []
    assert result.metadata.title == page.title
    assert result.metadata.date == page.date
    return result
