"""Authors of news pages of many countries, round two (issue 26, stop 63): a newsroom's
signature ("Redacción EC", "mix1.de Redaktion"), a template's "No Author", an anonymous
writer in the page's language, a byline word before the site's address and a media
group's name in the ``author`` meta are no person. Each page is small and modelled on a
real one of the shared sets (trafilatura-eval elcomercio.pe, wpolityce.pl, tvtoday.de,
polizeiticker.ch, japantimes.co.jp, infobae.com, laprensagrafica.com; htmldate-eval
sudinfo.be, standard.al, mannschaft.com)."""

from __future__ import annotations

import json

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import plausible_name

TEXT = "<p>" + "El consejo se reunió el martes para discutir el nuevo puente. " * 4 + "</p>"


def author_of(head: str = "", byline: str = "", url: str = "") -> str | None:
    """The author extract_metadata finds on an article with ``head`` in its ``<head>`` and
    ``byline`` under its headline."""
    page = (
        f"<html><head><title>Plan del puente</title>{head}</head><body><article>"
        f"<h1>Plan del puente</h1>{byline}{TEXT}{TEXT}</article></body></html>"
    )
    return extract_metadata(load_document(page, url=url or None)).author


def jsonld_author(name: str) -> str:
    """A ``<script>`` holding a NewsArticle whose author is the person ``name``."""
    article = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Plan del puente",
        "author": {"@type": "Person", "name": name},
    }
    return f'<script type="application/ld+json">{json.dumps(article)}</script>'


@pytest.mark.parametrize(
    "desk",
    [
        "Redacción EC",
        "Redakcja Forsal.pl",
        "Zespół wPolityce.pl",
        "mix1.de Redaktion",
        "TVT-Redaktion",
        "Redaktion Polizeiticker Schweiz",
    ],
)
def test_a_desks_signature_names_no_one(desk: str) -> None:
    assert author_of(jsonld_author(desk)) is None
    assert author_of(f'<meta name="author" content="{desk}">') is None


def test_a_desks_signature_gives_way_to_the_bylines_reporter() -> None:
    byline = '<p class="author">Por Ariel Melgar Cabrera</p>'
    assert author_of(jsonld_author("Redacción EC"), byline) == "Ariel Melgar Cabrera"


def test_a_handle_whose_page_shows_the_desk_names_no_one() -> None:
    head = '<meta name="author" content="polizeitickerch">'
    byline = '<p class="article-author">Redaktion Polizeiticker Schweiz</p>'
    url = "https://polizeiticker.ch/artikel/unfall-219645"
    assert author_of(head, byline, url) is None


def test_a_person_beside_the_desk_word_keeps_the_person() -> None:
    head = '<meta name="author" content="Michael Rädel, Redaktion">'
    assert author_of(head) == "Michael Rädel"
    assert author_of(jsonld_author("Ariel Redondo")) == "Ariel Redondo"


@pytest.mark.parametrize(
    "placeholder",
    ["No Author", "Sin autor", "Kein Autor", "Sans auteur", "Senza autore", "Без автора"],
)
def test_a_templates_no_author_is_no_name(placeholder: str) -> None:
    assert not plausible_name(placeholder)
    assert author_of(f'<meta name="author" content="{placeholder}">') is None


@pytest.mark.parametrize("word", ["anónimo", "Anonimo", "anonyme", "Anônimo", "Аноним"])
def test_an_anonymous_writer_in_the_pages_language_is_no_name(word: str) -> None:
    assert author_of(jsonld_author(word)) is None


def test_a_byline_word_before_the_sites_address_is_no_name() -> None:
    assert not plausible_name("Par sudinfo.be")
    assert plausible_name("Par Kab Niang")
    url = "https://www.sudinfo.be/id300074/article/2020-12-24/couvre-feu"
    assert author_of(jsonld_author("Par sudinfo.be"), url=url) is None


def test_an_albanian_editor_and_a_newsdesk_are_no_names() -> None:
    assert author_of(jsonld_author("redaktori")) is None
    assert author_of('<meta name="author" content="Newsdesk">') is None


def test_a_media_groups_name_in_the_author_meta_gives_way_to_the_byline() -> None:
    head = '<meta name="author" content="CMS Medios">'
    byline = '<p class="news-line content-author">Por Laura Jordán / Javier Urbina</p>'
    assert author_of(head, byline) == "Laura Jordán; Javier Urbina"
