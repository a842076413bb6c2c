"""The declared title over an ``h1`` that words the page otherwise, on pages that are no
dated story (issue 26, stop 75: :func:`thresher.metadata.title.undated_page_title`): a
service's landing page whose ``h1`` is a slogan gives the name ``og:title`` and
``<title>`` agree on, less the site's name; a dated story, an ``h1`` that is a shorter
name of the declared title and an ``og:title`` that names the site keep the ``h1``.
Synthetic pages; none is copied from a site or from the shared datasets."""

from __future__ import annotations

from html import escape

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

_PARA = (
    "<p>Plan every campaign in one place, send it to the people who asked for it and read "
    "what worked the next morning, without a spreadsheet or a consultant in between.</p>"
)


def _page(
    declared: str, h1: str, head_extra: str = "", line: str = "", kind: str = "website"
) -> str:
    title = escape(declared)
    return (
        "<html lang='en'><head><meta charset='utf-8'>"
        f"<title>{title}</title><meta property='og:title' content='{title}'>"
        "<meta property='og:site_name' content='Acmemail'>"
        f"<meta property='og:type' content='{kind}'>{head_extra}</head><body>"
        "<header><a href='/'>Acmemail</a><nav><a href='/pricing'>Pricing</a></nav></header>"
        f"<main><section><h1>{escape(h1)}</h1>{line}{_PARA * 3}</section></main>"
        "<footer><p>© Acmemail</p></footer></body></html>"
    )


def _title(html: str) -> str | None:
    return extract_metadata(load_document(html.encode(), url="https://acmemail.example/")).title


def test_a_landing_page_slogan_gives_way_to_the_declared_title() -> None:
    slogan = "Data-driven marketing without the complexity"
    assert _title(_page("Email & SMS Marketing Platform | Acmemail", slogan)) == (
        "Email & SMS Marketing Platform"
    )


def test_dated_pages_shorter_names_and_site_names_keep_the_h1() -> None:
    declared = "Email & SMS Marketing Platform | Acmemail"
    slogan = "Data-driven marketing without the complexity"
    published = "<meta property='article:published_time' content='2025-03-05T10:00:00Z'>"
    assert _title(_page(declared, slogan, head_extra=published)) == slogan
    assert _title(_page(declared, slogan, kind="article")) == slogan
    dated = "<p class='date'>5 March 2025</p>"
    assert _title(_page(declared, slogan, line=dated)) == slogan
    shorter = "Height Adjustable Standing Desks | Acmemail"
    assert _title(_page(shorter, "Standing desks")) == "Standing desks"
    assert _title(_page("Acmemail", slogan)) == slogan
