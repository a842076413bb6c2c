"""Small hand-written article pages with a byline under the headline, shared by the
author tests of many languages."""

from __future__ import annotations

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

URL = "https://courier.example/world/2024/05/bridge-plan"


def article_page(byline: str, lang: str, sentence: str) -> str:
    """An article in ``lang``: a headline, ``byline`` under it, then two paragraphs of
    ``sentence`` four times."""
    text = f"<p>{sentence * 4}</p>"
    return (
        f'<html lang="{lang}"><head><title>Headline</title></head><body><article>'
        f"<h1>Headline</h1>{byline}{text}{text}</article></body></html>"
    )


def author_of(byline: str, lang: str, sentence: str) -> str | None:
    """The author extract_metadata finds on :func:`article_page`."""
    page = article_page(byline, lang, sentence)
    return extract_metadata(load_document(page.encode(), url=URL)).author
