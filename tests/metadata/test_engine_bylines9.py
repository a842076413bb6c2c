"""The writers of :mod:`tests.metadata.engine_bylines9`'s boxes (issue 26, stop 77)."""

from __future__ import annotations

from tests.metadata.engine_bylines6 import _case_page
from tests.metadata.engine_bylines9 import CASES

from thresher.html.document import load_document
from thresher.metadata import extract_metadata


def test_writer_labels_of_more_languages_name_the_writer() -> None:
    found = {}
    for name, (lang, byline, _) in CASES.items():
        page = _case_page(name, lang, byline, None)
        found[name] = extract_metadata(load_document(page.html.encode(), url=page.url)).author
    assert found == {name: author for name, (_, _, author) in CASES.items()}
