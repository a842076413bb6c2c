"""The writers of the news bylines of :mod:`tests.metadata.engine_bylines6` (issue 26,
stop 74): co-authors in sibling elements of one byline box, a Nordic author folder, and
byline words of more languages."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines6 import pages

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

PAGES = {page.name: page for page in pages()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_the_byline_names_its_writers(name: str) -> None:
    page = PAGES[name]
    found = extract_metadata(load_document(page.html.encode(), url=page.url))
    assert (found.author, found.title) == (page.author, page.title)
