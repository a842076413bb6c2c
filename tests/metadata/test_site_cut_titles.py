"""The declared title less the site's name on a page whose ``h1`` is a slogan (issue 26,
stop 76: :func:`thresher.metadata.title.site_cut_title`): ``og:title`` is the
``<title>`` ("Carry On Luggage | Acmebags"), its last part names the site, the body shows
the rest nowhere and the ``h1`` says something else ("Pack light, travel far"): the title
is the rest, dated page or not. A story's JSON-LD ``headline`` and an ``h1`` holding the
rest keep what the page declares. Synthetic pages; none is copied from a site or from
the shared datasets."""

from __future__ import annotations

from html import escape

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

_PARA = (
    "<p>Every case here rolls on four quiet wheels, fits the overhead bins of most "
    "airlines and comes with a ten-year promise to mend whatever the journey breaks.</p>"
)
_STORY = (
    '<script type=\'application/ld+json\'>{"@type": "Article", "headline": '
    '"Pack light, travel far"}</script>'
)


def _page(declared: str, h1: str, head_extra: str = "") -> str:
    title = escape(declared)
    return (
        "<html lang='en'><head><meta charset='utf-8'>"
        f"<title>{title}</title><meta property='og:title' content='{title}'>"
        "<meta property='og:type' content='website'>"
        f"<meta property='article:published_time' content='2025-03-05T10:00:00Z'>{head_extra}"
        "</head><body><header><a href='/'>Home</a><nav><a href='/bags'>Bags</a></nav></header>"
        f"<main><section><h1>{escape(h1)}</h1>{_PARA * 3}</section></main>"
        "<footer><p>© 2025</p></footer></body></html>"
    )


def _title(html: str) -> str | None:
    return extract_metadata(load_document(html.encode(), url="https://acmebags.example/")).title


def test_a_slogan_h1_leaves_the_declared_title_without_the_site() -> None:
    declared = "Carry On Luggage | Acmebags"
    assert _title(_page(declared, "Pack light, travel far")) == "Carry On Luggage"
    # a story's declared headline, an h1 holding the rest: the page's own title stays
    assert _title(_page(declared, "Pack light, travel far", _STORY)) == declared
    headline = "Carry On Luggage for every trip"
    assert _title(_page(declared, headline)) == headline
