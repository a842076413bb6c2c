"""The writer of news bylines in many countries' forms (issue 26, stop 72:
:mod:`tests.metadata.engine_bylines4`): a label of the language ("Reportagem de",
"Haber:", "Opracowanie:"), a photographer's credit after the writer ("Фото:", "Photo:"),
a reporter's place after a comma, a Hindi news desk beside the writer; co-authors stay."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines4 import pages

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

PAGES = {page.name: page for page in pages()}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_the_byline_names_its_writer(name: str) -> None:
    page = PAGES[name]
    found = extract_metadata(load_document(page.html.encode(), url=page.url))
    assert (found.author, found.title) == (page.author, page.title)
