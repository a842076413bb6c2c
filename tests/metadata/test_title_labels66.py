"""Titles that were a page's label rather than its headline (issue 26, stop 66): a heading
that labels a landmark ("Skip to", "Hauptnavigation", "bbc.co.uk Navigation"), a headline
shown in no ``h1``/``h2`` but in an element whose class names it, a reference escaped
twice, a leading date or a menu's arrows glued to the headline. Pages are small and
hand-written after real ones (l3s-gn1, trafilatura-eval, tiptopjaw-wceb)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import thresher
from thresher.metadata import read_page_meta
from thresher.metadata.date_text import is_day_label
from thresher.metadata.title import choose_title

STORY = "<p>" + "The council voted on the bridge plan after a long debate. " * 8 + "</p>"


def _title(body: str, title: str | None = None, head: str = "") -> tuple[str | None, str]:
    tag = f"<title>{title}</title>" if title is not None else ""
    html = f"<html><head>{tag}{head}</head><body>{body}</body></html>"
    doc = thresher.load_document(html.encode("utf-8"), url="https://news.example/a/1")
    found = choose_title(doc, read_page_meta(doc))
    return found.title, found.source


@pytest.mark.parametrize(
    "label",
    ["Skip to", "Quicklinks", "Hauptinhalt", "bbc.co.uk Navigation", "Navigation mit Access Keys"],
)
def test_a_landmark_label_is_no_first_heading(label: str) -> None:
    body = f"<h2>{label}</h2><div><h2>Bridge plan passes the council</h2>{STORY}</div>"
    assert _title(body)[0] == "Bridge plan passes the council"


def test_a_heading_inside_nav_is_no_first_heading() -> None:
    body = f"<nav><h2>Browse the shop</h2></nav><h2>Bridge plan passes</h2>{STORY}"
    assert _title(body)[0] == "Bridge plan passes"


def test_a_page_about_navigation_keeps_its_heading() -> None:
    body = f"<h2>Satellite navigation</h2>{STORY}"
    assert _title(body, "Satellite navigation explained")[0] == "Satellite navigation"


@pytest.mark.parametrize(
    "element",
    [
        '<span class="article_headline">Bridge plan passes the council</span>',
        '<b class="Headline">Bridge plan passes the council</b>',
        '<p class="rdheadline">Bridge plan passes the council</p>',
        '<td class="story-title">Bridge plan passes the council</td>',
        '<div itemprop="headline">Bridge plan passes the council</div>',
    ],
)
def test_a_named_headline_beats_a_title_that_is_the_sites_name(element: str) -> None:
    body = f"<table><tr><td>{element}{STORY}</td></tr></table>"
    assert _title(body, "The Courier Online") == (
        "Bridge plan passes the council",
        "named-headline",
    )


def test_a_named_headline_without_a_title_at_all() -> None:
    body = f'<b class="Headline">Bridge plan passes the council</b>{STORY}'
    assert _title(body)[0] == "Bridge plan passes the council"


def test_a_day_heading_is_no_named_headline() -> None:
    body = f'<div class="heading">Tuesday January 15</div>{STORY}'
    assert _title(body)[1] != "named-headline"


def test_a_list_of_headlines_is_no_headline() -> None:
    body = f'<div class="headlines">Today in brief</div>{STORY}'
    assert _title(body, "The Courier Online")[0] == "The Courier Online"


def test_a_reference_escaped_twice_reads_as_its_character() -> None:
    body = f"<h1>Data Tools for 2026 | Python, SQL &amp;#x26; AI</h1>{STORY}"
    assert _title(body)[0] == "Data Tools for 2026 | Python, SQL & AI"


def test_a_leading_date_before_a_separator_is_left_off() -> None:
    body = f"<h1>23.01.2022 - Wierer darf beim Abschluss noch jubeln</h1>{STORY}"
    assert _title(body)[0] == "Wierer darf beim Abschluss noch jubeln"


def test_a_leading_number_that_is_no_date_stays() -> None:
    body = f"<h1>2024 - the year the bridge opened</h1>{STORY}"
    assert _title(body)[0] == "2024 - the year the bridge opened"


@pytest.mark.parametrize("marks", ["[>", "/", "»", "|"])
def test_a_menus_arrows_before_the_title_are_left_off(marks: str) -> None:
    assert _title(f"<h1>{marks} Jens Weber</h1>{STORY}")[0] == "Jens Weber"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tuesday January 15", True),
        ("März 2021", True),
        ("15. Januar", True),
        ("El mar", False),  # a month's abbreviation, no number
        ("May Day parade", False),
        ("HITZFELD BEGINS SWISS TALKS", False),
    ],
)
def test_day_labels(text: str, expected: bool) -> None:
    assert is_day_label(text) is expected


REAL = [
    ("l3s-gn1", "ea1fc771", "SuperSport to put three on transfer"),
    ("l3s-gn1", "c98e6425", "U.S. Envoy Arrives in North Korea to Inspect Nuclear Plant"),
    ("trafilatura-eval", "wsl.ch", "Projektwettbewerb Neubau Werkstattgebäude WSL Birmensdorf"),
    ("tiptopjaw-wceb", "1513", "12 Must-Have Data Analysis Tools for 2026 | Python, SQL & AI"),
]


@pytest.mark.parametrize(("dataset", "prefix", "expected"), REAL)
def test_real_pages(dataset: str, prefix: str, expected: str) -> None:
    root = os.environ.get("THRESHER_DATASETS")
    if not root or not (Path(root) / dataset).is_dir():
        pytest.skip("THRESHER_DATASETS not set")
    from thresher.eval.datasets import load_dataset

    data = load_dataset(Path(root) / dataset)
    page = next(p for p in data.pages if p.id.startswith(prefix))
    doc = thresher.load_document(data.read_html(page), url=page.url)
    assert choose_title(doc, read_page_meta(doc)).title == expected
