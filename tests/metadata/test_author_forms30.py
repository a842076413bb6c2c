"""Authors on pages of sources never seen (issue 26, stop 66): a Q&A thread's opening
question names its poster (``QAPage``'s ``Question``: Discourse), Drupal's localised
"Submitted by" line, a report from a correspondent's notes ("Mit Informationen von"), a
source's label left empty ("ПО МАТЕРИАЛАМ:") and an archive's browse links ("By
Category", "By Year") that name no one, and localised author classes. Pages modelled on
real ones of the shared sets (tiptopjaw-wceb Discourse threads, htmldate-eval
creativecommons.at, htmltotext-ml tagesschau, daniel-ml glavred.info, cleaneval
alittlepregnant)."""

from __future__ import annotations

import json

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import names_from_byline

TEXT = "<p>" + "The council met on Tuesday to discuss the plans for the new bridge. " * 4 + "</p>"


def author_of(body: str, head: str = "", title: str = "Plans for the bridge") -> str | None:
    """The author extract_metadata finds on a page with ``body`` in its ``<body>``."""
    page = f"<html><head><title>{title}</title>{head}</head><body>{body}</body></html>"
    return extract_metadata(load_document(page)).author


def test_a_threads_question_names_its_poster() -> None:
    question = {
        "@context": "http://schema.org",
        "@type": "QAPage",
        "name": "Plans for the bridge",
        "mainEntity": {
            "@type": "Question",
            "name": "Plans for the bridge",
            "author": {"@type": "Person", "name": "Matt_Brooks"},
        },
    }
    head = f'<script type="application/ld+json">{json.dumps(question)}</script>'
    body = "<h1>Plans for the bridge</h1><div class=crawler-post>" + TEXT + "</div>"
    assert author_of(body, head) == "Matt_Brooks"


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("Gespeichert von Anna Berger", ["Anna Berger"]),
        ("Submitted by Jane Doe", ["Jane Doe"]),
        ("Soumis par Jean Martin", ["Jean Martin"]),
        ("Mit Informationen von Christoph Heinzle", ["Christoph Heinzle"]),
    ],
)
def test_localised_byline_labels(byline: str, names: list[str]) -> None:
    assert names_from_byline(byline) == names


@pytest.mark.parametrize(
    "label",
    [
        "ПО МАТЕРИАЛАМ",
        "Category",
        "Year",
        "Kategorie",
        "By Type of Dinosaur",
        "Submitted by admin3",
    ],
)
def test_labels_without_a_value_name_no_one(label: str) -> None:
    assert names_from_byline(label) == []


def test_a_report_from_a_correspondents_notes() -> None:
    body = (
        "<h1>Plans for the bridge</h1>"
        + TEXT
        + "<p class=author>Mit Informationen von Christoph Heinzle, ARD-Studio London</p>"
    )
    assert author_of(body) == "Christoph Heinzle"


def test_an_empty_source_label_is_no_author() -> None:
    body = (
        "<h1>Plans for the bridge</h1><div class='author'><span>ПО МАТЕРИАЛАМ:</span>"
        "<span></span></div>" + TEXT
    )
    assert author_of(body) is None


def test_an_archives_browse_links_name_no_one() -> None:
    nav = "<ul><li><a href=/c>By Category</a></li><li><a href=/y>By Year</a></li></ul>"
    assert author_of(nav + "<h1>Plans for the bridge</h1>" + TEXT) is None


def test_a_named_writer_is_kept_beside_browse_words() -> None:
    assert names_from_byline("By Date Night Smith") != []


def test_a_group_of_writers_declared_gives_way_to_the_persons() -> None:
    article = {
        "@type": "NewsArticle",
        "author": {"@type": "Person", "name": "Auswärtige Autoren (AA)"},
    }
    head = (
        f'<script type="application/ld+json">{json.dumps(article)}</script>'
        '<meta name="author" content="Ralph Steiner, Carlo Natter">'
    )
    assert author_of("<h1>Plans for the bridge</h1>" + TEXT, head) == "Ralph Steiner; Carlo Natter"


def test_an_associations_legal_form_names_no_person() -> None:
    head = '<meta name="author" content="Hanns-Seidel-Stiftung e.V.">'
    body = "<h1>Plans for the bridge</h1>" + TEXT + "<p class=author>Autorin: Uta Staschewski</p>"
    assert author_of(body, head) == "Uta Staschewski"


def test_an_abbreviated_byline_class() -> None:
    body = "<h1>Plans for the bridge</h1><div class=byln>By Shawn Levy</div>" + TEXT
    assert author_of(body) == "Shawn Levy"
