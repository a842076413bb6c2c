"""The writers of :mod:`tests.metadata.engine_bylines11`'s pages (issue 26, stop 79)."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines11 import CASES, case_page

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import split_names


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_byline_and_the_declaration_name_the_writers(name: str) -> None:
    page = case_page(name)
    found = extract_metadata(load_document(page.html.encode(), url=page.url)).author
    assert found == CASES[name][3]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("STOKES, Leah", ["Leah STOKES"]),
        ("Κόλλια, Ελευθερία", ["Ελευθερία Κόλλια"]),
        ("Leah Stokes, Jo Lee", ["Leah Stokes", "Jo Lee"]),
    ],
)
def test_an_inverted_name_with_its_surname_in_capitals(text: str, names: list[str]) -> None:
    assert split_names(text)[: len(names)] == names


def test_a_wire_before_a_comma_is_no_surname() -> None:
    assert "Leah AFP" not in split_names("AFP, Leah")
