"""News articles whose bylines, headlines and dates take the forms of many countries'
engines (synthetic: :mod:`tests.auto.engine_news4`): the story is kept whole, its chrome
dropped, and the headline, writer and publication date found, with the default options
(one test a page)."""

from __future__ import annotations

from html import escape

import pytest
from tests.auto.engine_news4 import SYSTEMS, news_page

from thresher import extract

# What the rules do not do yet (stop 72), left out of the checks and named here: a
# site's own promotion line closing the story, and a byline held in a ``nav`` element
# (NDTV's "Written by:" list), which the author finder skips as navigation.
KNOWN_KEPT: dict[str, tuple[str, ...]] = {
    "en_ndtv": ("Track Latest News Live on NDTV.com",),
    "id_kompas": ("Simak breaking news",),
}
KNOWN_NO_AUTHOR = frozenset({"en_ndtv"})


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_story_is_kept_its_chrome_dropped_and_its_byline_read(system: str) -> None:
    page = news_page(system)
    story = _flat(" ".join(page.paragraphs))
    assert all(_flat(c) not in story for c in page.chrome)  # the page says what it tests
    assert escape(page.paragraphs[-1]) in page.html
    result = extract(page.html, url=page.url, method="auto")
    text = _flat(result.text or "")
    assert [p[:60] for p in page.paragraphs if _flat(p) not in text] == []
    known = KNOWN_KEPT.get(system, ())
    assert [c for c in page.chrome if _flat(c) in text and c not in known] == []
    assert result.metadata.title == page.title
    assert result.metadata.date == page.date
    if system not in KNOWN_NO_AUTHOR:
        assert result.metadata.author == page.author
