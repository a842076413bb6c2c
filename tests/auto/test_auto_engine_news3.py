"""News articles of more countries and engines (synthetic:
:mod:`tests.auto.engine_news3`): the story is kept whole, its chrome dropped, and the
headline, writer and date found, with the default options (one test a page)."""

from __future__ import annotations

import pytest
from tests.auto.engine_news3 import SYSTEMS, news_page
from tests.auto.news_checks import checked_story

# Chrome a page's rules do not drop yet, left out of the checks and named here: Sohu's
# link back to its home page. (Stop 71's other three, a donation box's heading, a Thai
# share label and a video's label, are dropped since stop 72.)
KNOWN_KEPT: dict[str, tuple[str, ...]] = {
    "zh_sohu": ("返回搜狐，查看更多",),
}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_story_is_kept_its_chrome_dropped_and_its_metadata_found(system: str) -> None:
    page = news_page(system)
    result = checked_story(page, KNOWN_KEPT.get(system, ()))
    if page.author is not None:
        assert result.metadata.author == page.author
