"""Authors of news pages of many countries (issue 26, stop 63): Taiwanese credits without
a reporter word, an outlet in the ``author`` meta giving way to the byline's reporter, a
paper or a source beside the writer, desks, months, section names and placeholders that
are no names. Each page is small and modelled on a real one of the shared sets
(daniel-ml chinatimes.com, latimes.com, torontosun.com, rp.pl, tovima.gr, nzherald.co.nz;
msv-big9, msv-chaos, newspaper3k-tests, htmldate-eval)."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import names_from_byline, placed_credit_names

TEXT = "<p>" + "The council met on Tuesday to discuss the plan for the new bridge. " * 4 + "</p>"
HAN_TEXT = "<p>" + "市議會週二開會討論新橋的計畫，多名議員表示支持並要求儘快動工。" * 4 + "</p>"


def author_of(head: str = "", byline: str = "", text: str = TEXT, url: str = "") -> str | None:
    """The author extract_metadata finds on an article with ``head`` in its ``<head>`` and
    ``byline`` under its headline."""
    page = (
        f"<html><head><title>Bridge plan approved</title>{head}</head><body><article>"
        f"<h1>Bridge plan approved</h1>{byline}{text}{text}</article></body></html>"
    )
    return extract_metadata(load_document(page, url=url or None)).author


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("邱俐穎／台北報導", ["邱俐穎"]),
        ("王嘉源／綜合報導", ["王嘉源"]),
        ("【鐘武達、陳世宗／綜合報導】", ["鐘武達", "陳世宗"]),
        ("中廣新聞／陳奕華", ["陳奕華"]),
        ("【台灣醒報／林歆芳】", ["林歆芳"]),
        # a desk, the outlet reporting itself, headings and categories built alike
        ("國際中心／綜合報導", []),
        ("【華視新聞╱報導】", []),
        ("健康小叮嚀／慢性病患記得領藥", []),
        ("【世界日報╱廣州12日電】", []),
        ("股票/基金", []),
    ],
)
def test_taiwanese_credits_without_a_reporter_word(text: str, expected: list[str]) -> None:
    assert placed_credit_names(text) == expected


def test_a_taiwanese_credit_under_the_headline_names_the_writer() -> None:
    byline = "<ul><li>2012-01-17</li><li>新聞速報</li><li>中廣新聞／陳奕華</li></ul>"
    assert author_of(byline=byline, text=HAN_TEXT) == "陳奕華"


def test_an_outlet_in_the_author_meta_gives_way_to_the_bylines_reporter() -> None:
    head = '<meta name="author" content="Los Angeles Times">'
    byline = "<p>By Lisa Girion, Los Angeles Times</p>"
    assert author_of(head, byline) == "Lisa Girion"
    # an outlet with no reporter named on the page stays the author
    assert author_of(head) == "Los Angeles Times"


def test_the_plural_authors_meta_wins_over_a_handle() -> None:
    head = (
        '<meta name="authors" content="Barbie Latza Nadeau">'
        '<meta name="twitter:creator" content="BLNadeau">'
    )
    assert author_of(head) == "Barbie Latza Nadeau"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By Jenna McMurray ,Calgary Sun", ["Jenna McMurray"]),
        ("Anna Rossi, Corriere della Sera", ["Anna Rossi"]),
        ("By Cherie Taylor of the Daily Post", ["Cherie Taylor"]),
        ("By FRANK BODANI   Daily Record/Sunday News", ["FRANK BODANI"]),
        ("bbc, Piotr Kościelniak", ["Piotr Kościelniak"]),
        ("AP, John Smith", ["John Smith"]),
        ("Κόλλια, Ελευθερία", ["Ελευθερία Κόλλια"]),
        # a co-author after "and" is kept, whatever the surname
        ("By Jane Doe and Lena H. Sun", ["Jane Doe", "Lena H. Sun"]),
        ("By Lena H. Sun", ["Lena H. Sun"]),
        # two wires stay two
        ("Reuters, Bloomberg", ["Reuters", "Bloomberg"]),
        # the desk abbreviated
        ("Red.", []),
    ],
)
def test_papers_sources_and_desks_beside_the_writer(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_a_section_name_or_a_month_in_a_byline_box_is_no_author() -> None:
    text = "<p>" + "The food here is the best in the city and the food trucks agree. " * 4
    assert author_of(byline='<span class="author">Food</span>', text=text + "</p>") is None
    assert author_of(byline='<span class="author">Dezember</span>') is None
    # a first name the page never writes in lower case stays
    assert author_of(byline='<span class="author">Chandrika</span>') == "Chandrika"


def test_a_json_ld_placeholder_gives_way_to_the_meta_author() -> None:
    head = (
        '<script type="application/ld+json">{"@type": "NewsArticle", "author": "False"}'
        '</script><meta name="author" content="Elizabeth Howell">'
    )
    assert author_of(head) == "Elizabeth Howell"


def test_a_name_in_lower_case_is_written_capitalised() -> None:
    assert author_of('<meta name="author" content="andré picard">') == "André Picard"
    assert author_of('<meta name="author" content="jan van dijk">') == "Jan van Dijk"
