"""News articles of the countries and page forms the earlier suites lack (synthetic:
:mod:`tests.auto.engine_news6`): the story is kept whole, its chrome dropped, and the
headline, writer and publication date found, with the default options (one test a
page)."""

from __future__ import annotations

import pytest
from tests.auto.engine_news6 import SYSTEMS, news_page
from tests.auto.news_checks import checked_story

# What the rules do not do yet (stop 76), left out of the checks and named here: a live
# page's refresh link in its header ("Actualizar") and an editor's credit line under the
# writer's ("Editor: Budi Santoso"), both kept by the model (p 0.63, 0.79) and by no rule.
KNOWN_KEPT: dict[str, tuple[str, ...]] = {
    "es_directo": ("Actualizar",),
    "id_portal2": ("Editor: Budi Santoso",),
}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_story_is_kept_its_chrome_dropped_and_its_byline_read(system: str) -> None:
    page = news_page(system)
    result = checked_story(page, KNOWN_KEPT.get(system, ()))
    assert result.metadata.author == page.author
