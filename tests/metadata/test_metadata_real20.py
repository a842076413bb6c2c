"""Titles, authors and dates of real pages' markups (issue 26, session 58): JSON-LD that
strict JSON refuses (a CDATA wrapper, raw line breaks in strings, several values in one
script, a trailing comma), Drupal's "field--label-hidden" on an author field, a link to
the writer's page worded "Alles von …", Basque and Kazakh
dates, a heading's ``<br>`` read as a space, a date heading that is no title, an
``og:title`` that is UTF-8 read as Latin-1. Pages are small and hand-written."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.date_text import is_date_line, text_date
from thresher.metadata.sources import _flattened, _lenient_json, _parse_jsonld, read_page_meta
from thresher.metadata.title import unmangled

URL = "https://courier.example/world/2024/bridge-plan"
STORY = "<p>" + "The council voted on the bridge plan after a long debate. " * 12 + "</p>"


def _meta(head: str, body: str, url: str = URL):
    html = f"<html><head>{head}</head><body>{body}</body></html>"
    return extract_metadata(load_document(html.encode(), url=url))


PERSON = (
    '{"@type": "NewsArticle", "headline": "Bridge plan", '
    '"author": {"@type": "Person", "name": "Jacopo Rossi"}}'
)


@pytest.mark.parametrize(
    "script",
    [
        f"//<![CDATA[\n{PERSON}\n//]]>",
        f"<![CDATA[{PERSON}]]>",
        PERSON.replace('"Bridge plan"', '"Bridge\nplan"'),  # a raw line break in a string
        f'{{"@type": "BreadcrumbList"}}\n{PERSON}',  # two values one after the other
        PERSON[:-1] + ",}",  # a trailing comma
    ],
)
def test_lenient_jsonld_names_the_author(script: str) -> None:
    head = f'<title>Bridge plan</title><script type="application/ld+json">{script}</script>'
    assert _meta(head, f"<article><h1>Bridge plan</h1>{STORY}</article>").author == "Jacopo Rossi"


def test_jsonld_that_is_no_json_stays_empty() -> None:
    assert _flattened(_lenient_json("Musik und Sport\n5\n1")) == []
    assert _flattened(_lenient_json("{'single': 'quotes'}")) == []


def test_repaired_jsonld_is_for_the_metadata_only() -> None:
    """The methods' page facts read strict JSON-LD alone, as their models were trained."""
    script = f"//<![CDATA[\n{PERSON}\n//]]>"
    html = f'<html><head><script type="application/ld+json">{script}</script></head></html>'
    meta = read_page_meta(load_document(html.encode(), url=URL))
    assert meta.jsonld == () and len(meta.repaired_jsonld) == 1
    assert meta.with_repaired().jsonld == meta.repaired_jsonld
    assert _parse_jsonld(script) == []


def test_drupal_field_label_is_no_class_word() -> None:
    author = (
        '<h5 class="field field--name-field-term-author field--type-entity-reference '
        'field--label-hidden field--item">Christian Mihatsch</h5>'
    )
    body = f"<article>{author}<h1>Kein Kipppunkt zugunsten des Klimas</h1>{STORY}</article>"
    assert _meta("<title>Kein Kipppunkt</title>", body).author == "Christian Mihatsch"


def test_a_label_class_still_marks_no_author() -> None:
    body = f'<article><h1>Bridge plan</h1><span class="author-label">Author</span>{STORY}</article>'
    assert _meta("<title>Bridge plan</title>", body).author is None


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ('<a href="/autor/martin-junker/">Alles von Martin Junker</a>', "Martin Junker"),
    ],
)
def test_byline_wordings(byline: str, expected: str) -> None:
    body = f"<article><h1>Bridge plan</h1>{byline}{STORY}</article>"
    assert _meta("<title>Bridge plan</title>", body).author == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2024ko martxoaren 15a", "2024-03-15"),  # Basque
        ("2024ko urriaren 3an", "2024-10-03"),
        ("15 наурыз 2024", "2024-03-15"),  # Kazakh
        ("2024 жылғы 15 наурыз", "2024-03-15"),
        ("2024 ж. 3 желтоқсан", "2024-12-03"),
    ],
)
def test_basque_and_kazakh_dates(text: str, expected: str) -> None:
    assert text_date(text) == expected


def test_heading_line_break_is_a_space() -> None:
    heading = '<h1>Cosmetic Packaging<br/><span class="x">Design</span></h1>'
    body = f"<article>{heading}{STORY}</article>"
    title = _meta("<title>Cosmetic Packaging Design Services | Studio</title>", body).title
    assert title == "Cosmetic Packaging Design"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("01/07/2008 (6:00 pm)", True),
        ("Monday, March 5, 2021", True),
        ("2021年3月5日", True),
        ("March 5, 2021: council votes", False),
        ("Best laptops of 2024", False),
        ("Elections 2021", False),
    ],
)
def test_date_lines(text: str, expected: bool) -> None:
    assert is_date_line(text) is expected


def test_date_heading_is_no_title() -> None:
    body = f'<h2 class="date">01/07/2008 (6:00 pm)</h2><div class="post">{STORY}</div>'
    title = _meta("<title>Former idol skips jail time, goes to rehab</title>", body).title
    assert title != "01/07/2008 (6:00 pm)"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("CafÃ© der Zukunft Ã¶ffnet in MÃ¼nchen", "Café der Zukunft öffnet in München"),
        ("A DIY Investorâ\x80\x99s Guide", "A DIY Investor’s Guide"),
        ("Ð\x9fÑ\x80Ð¸Ð²ÐµÑ\x82 Ð¼Ð¸Ñ\x80", "Привет мир"),
        ("Café öffnet", "Café öffnet"),  # spelt right
        ("déjà vu â€“ test", "déjà vu â€“ test"),  # mixed: left as it is
        ("Zoë Ä", "Zoë Ä"),
    ],
)
def test_unmangled(text: str, expected: str) -> None:
    assert unmangled(text) == expected


def test_mangled_og_title_is_spelt_right() -> None:
    mangled = "CafÃ© der Zukunft Ã¶ffnet in MÃ¼nchen"
    head = f'<title>x</title><meta property="og:title" content="{mangled}">'
    assert _meta(head, f"<article>{STORY}</article>").title == "Café der Zukunft öffnet in München"


def test_last_author_meta_names_the_writer_when_nothing_else_does() -> None:
    head = (
        '<title>Bridge plan</title><meta name="shareaholic:article_author_name" content="Jo Lee">'
    )
    assert _meta(head, f"<article><h1>Bridge plan</h1>{STORY}</article>").author == "Jo Lee"


def test_last_author_meta_yields_to_the_byline_and_names_no_site() -> None:
    head = (
        '<title>Bridge plan</title><meta property="og:site_name" content="Courier News">'
        '<meta property="og:article:author" content="Courier News">'
    )
    byline = '<p class="byline">By Ana Ruiz and Jo Lee</p>'
    body = f"<article><h1>Bridge plan</h1>{byline}{STORY}</article>"
    assert _meta(head, body).author == "Ana Ruiz; Jo Lee"
    assert _meta(head, f"<article><h1>Bridge plan</h1>{STORY}</article>").author is None
