"""Authors of news bylines (issue 26, session 55): a paper after "for", labels that open
a byline only with a colon, desks and wire credits that are no writer, author pages
under a reporter's or columnist's path, and a wire story's closing credit. Each page is
small and hand-written."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import korean_reporter_names, names_from_byline, plausible_name

URL = "https://courier.example/world/2024/05/bridge-plan"
TEXT = "<p>" + "The council met on Tuesday to discuss the plan for the new bridge. " * 4 + "</p>"


def author_of(byline: str = "", after: str = "") -> str | None:
    """The author extract_metadata finds on an article with ``byline`` under its headline
    and ``after`` at the end of its text."""
    page = (
        "<html><head><title>Bridge plan approved</title></head><body><article>"
        f"<h1>Bridge plan approved</h1>{byline}{TEXT}{TEXT}{after}</article></body></html>"
    )
    return extract_metadata(load_document(page, url=URL)).author


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By Jane Doe for CNN", ["Jane Doe"]),
        ("By Jane Doe for The Guardian", ["Jane Doe"]),
        ("By Jane Doe for Bloomberg News", ["Jane Doe"]),
        # not a paper: the name is an organisation's own
        ("Texas Coalition for Heritage Spanish", ["Texas Coalition for Heritage Spanish"]),
        ("Center for Media Studies", ["Center for Media Studies"]),
    ],
)
def test_a_paper_after_for_is_no_part_of_the_name(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("<p>Reporter: Jane Doe</p>", "Jane Doe"),
        ("<p>Texto: Ana Ruiz</p>", "Ana Ruiz"),
        ("<p>Reportagem: Ana Ruiz</p>", "Ana Ruiz"),
        ("<p>Words and photos by Jane Doe</p>", "Jane Doe"),
        # capitalised without a colon, the word opens a name or a sentence
        ("<p>Reporter Microphones Reviewed</p>", None),
        ("<p>Texto Completo</p>", None),
    ],
)
def test_labels_that_open_a_byline_with_a_colon(byline: str, expected: str | None) -> None:
    assert author_of(byline) == expected


@pytest.mark.parametrize("name", ["Von Redaktion", "Agencies", "Wires"])
def test_desks_and_wires_are_no_names(name: str) -> None:
    assert not plausible_name(name)


@pytest.mark.parametrize("path", ["journalist", "reporters", "columnist", "autores"])
def test_links_to_a_reporters_page(path: str) -> None:
    byline = f'<div class="meta"><a href="/{path}/jane-doe/">Jane Doe</a></div>'
    assert author_of(byline) == "Jane Doe"


@pytest.mark.parametrize(
    ("credit", "expected"),
    [
        ("<p>(Reporting by Jane Doe; Editing by Max Power)</p>", "Jane Doe"),
        (
            '<p>(Reporting by <a href="/j">Jane Doe</a> in London and Ann Lee in Paris;'
            " Editing by Max Power)</p>",
            "Jane Doe; Ann Lee",
        ),
        ("<p>(Writing by Ann Lee in Salvo, North Carolina; Editing by Max Power)</p>", "Ann Lee"),
        ("<p>(Reporting by Jane Doe, editing by Max Power)</p>", "Jane Doe"),
        # an additional reporter is not the story's writer; a sentence is no credit
        ("<p>(Additional reporting by Jane Doe; Editing by Max Power)</p>", None),
        ("<p>The finds rely on reporting by Jane Doe and others.</p>", None),
    ],
)
def test_a_wire_storys_closing_credit(credit: str, expected: str | None) -> None:
    assert author_of(after=credit) == expected


def test_a_byline_wins_over_the_closing_credit() -> None:
    credit = "<p>(Reporting by Jane Doe; Editing by Max Power)</p>"
    assert author_of('<p class="byline">By Ann Lee</p>', credit) == "Ann Lee"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(서울=연합뉴스) 홍길동 기자 = 정부는 3일 새 다리 계획을 승인했다.", ["홍길동"]),
        ("[이데일리 홍길동 기자] 정부는 3일", ["홍길동"]),
        ("홍길동·김철수 기자 hong@example.kr", ["홍길동", "김철수"]),
        ("(서울=뉴스1) 김철수 인턴기자 = 정부는", ["김철수"]),
        # a photographer's credit, a press conference, "the reporter said"
        ("홍길동 사진기자", []),
        ("기자회견에서 홍길동은 말했다", []),
        ("홍길동 기자는 말했다", []),
    ],
)
def test_korean_reporter_credits(text: str, expected: list[str]) -> None:
    assert korean_reporter_names(text) == expected


def test_a_korean_dateline_under_the_headline_names_the_writer() -> None:
    page = (
        "<html><head><title>다리 계획 승인</title></head><body><article><h1>다리 계획 승인</h1>"
        "<p>(서울=연합뉴스) 홍길동 기자 = 정부는 3일 새 다리 계획을 승인했다.</p>"
        f"{TEXT}</article></body></html>"
    )
    assert extract_metadata(load_document(page, url=URL)).author == "홍길동"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("<p>By JOHN SMITH AND JANE DOE</p>", "John Smith; Jane Doe"),
        ("<p>By SEAN O'NEIL</p>", "Sean O'Neil"),
        # an organisation's name and an acronym stay as written
        ('<p class="byline">By BBC NEWS</p>', "BBC NEWS"),
        ('<p class="byline">By AP</p>', "AP"),
    ],
)
def test_names_in_capitals_are_written_in_title_case(byline: str, expected: str) -> None:
    assert author_of(byline) == expected


def test_greek_capitals_stay_as_written() -> None:
    # capitals drop the accents of the small letters ("Ελευθερία"): no title case
    assert author_of("<p>Της ΕΛΕΥΘΕΡΙΑΣ ΚΟΛΛΙΑ</p>") == "ΕΛΕΥΘΕΡΙΑΣ ΚΟΛΛΙΑ"
