"""A date with a two-digit year under a publication or an update label beside the
headline (stop 73): "עודכן: 06.03.25 · פורסם: 05.03.25" gives the publication, not a
comment's later date; a version number under another label gives none."""

from __future__ import annotations

from html import escape

from tests.metadata.engine_bylines4 import STORIES

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

COMMENT = (
    "<section class='comments'><div class='comment'><span class='date'>12.03.25</span>"
    "<p>Great news.</p></div></section>"
)


def _date(lang: str, dateline: str) -> str | None:
    title, paras = STORIES[lang]
    page = (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{escape(title)}</title>"
        f"</head><body><main><article><h1>{escape(title)}</h1>{dateline}"
        + "".join(f"<p>{escape(p)}</p>" for p in paras)
        + f"</article>{COMMENT}</main></body></html>"
    )
    return extract_metadata(load_document(page.encode(), url="https://news.example.org/a/1")).date


def test_a_labelled_two_digit_year_is_the_publication() -> None:
    found = {
        "he": _date("he", "<div class='date'>עודכן: 06.03.25 · פורסם: 05.03.25</div>"),
        "de": _date(
            "de", "<div class='date'>Aktualisiert: 06.03.25 · Veröffentlicht: 05.03.25</div>"
        ),
        "en": _date("en", "<div class='date'>Posted: 05.03.25</div>"),
    }
    assert found == dict.fromkeys(found, "2025-03-05")
    assert _date("en", "<div class='meta'>Version: 1.2.25</div>") in (None, "2025-03-12")
