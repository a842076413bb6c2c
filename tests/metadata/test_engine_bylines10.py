"""The writers of :mod:`tests.metadata.engine_bylines10`'s links and boxes (issue 26,
stop 78)."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines6 import _case_page
from tests.metadata.engine_bylines10 import CASES

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import author_page_name


def test_writer_links_and_boxes_of_more_languages_name_the_writer() -> None:
    found = {}
    for name, (lang, byline, _) in CASES.items():
        page = _case_page(name, lang, byline, None)
        found[name] = extract_metadata(load_document(page.html.encode(), url=page.url)).author
    assert found == {name: author for name, (_, _, author) in CASES.items()}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Alle Beiträge von Jo Lee anzeigen", "Jo Lee"),
        ("Tous les articles de Jo Lee", "Jo Lee"),
        ("View all posts by Jo Lee", "Jo Lee"),
        ("Jo Lee anzeigen", "Jo Lee anzeigen"),  # the verb is dropped after an opener only
        ("Jo Lee", "Jo Lee"),
    ],
)
def test_a_link_to_the_writers_page_gives_the_name(text: str, name: str) -> None:
    assert author_page_name(text) == name
