"""News articles in the markup of twenty-three more engines and portals of many countries
(synthetic: :mod:`tests.auto.engine_news2`): the story is kept whole and the chrome around
and inside it is dropped, with the default options (one test a page, all its checks)."""

from __future__ import annotations

from html import escape

import pytest
from tests.auto.engine_news2 import SYSTEMS, news_page

from thresher import extract


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_story_is_kept_and_its_chrome_dropped(system: str) -> None:
    page = news_page(system)
    story = _flat(" ".join(page.paragraphs))
    assert all(_flat(c) not in story for c in page.chrome)  # the page says what it tests
    assert escape(page.paragraphs[0]) in page.html
    text = _flat(extract(page.html, url=page.url, method="auto").text or "")
    assert [p[:60] for p in page.paragraphs if _flat(p) not in text] == []
    assert [c for c in page.chrome if _flat(c) in text] == []
