"""The writer of news bylines of the countries the earlier suites lack (issue 26, stop
73: :mod:`tests.metadata.engine_bylines5`): a writer's beat before the name, the BBC's
"Author," label, Indonesian "Laporan Wartawan …,", Romanian "de", "of" before
initials, and a wire's dateline, which names the agency."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines5 import pages

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

PAGES = {page.name: page for page in pages()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_the_byline_names_its_writer(name: str) -> None:
    page = PAGES[name]
    found = extract_metadata(load_document(page.html.encode(), url=page.url))
    assert (found.author, found.title) == (page.author, page.title)
