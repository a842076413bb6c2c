"""Small pages built by hand for the features tests."""

from __future__ import annotations

import thresher
from thresher.html.dom_index import PageIndex, index_page
from thresher.types import Document


def page(body: str, title: str = "", head: str = "") -> str:
    """An HTML page with ``title`` in <title>, extra ``head`` markup and ``body``."""
    return (
        f"<html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body>{body}</body></html>"
    )


def load(html: str, url: str | None = None) -> Document:
    """Parse a page."""
    return thresher.load_document(html.encode("utf-8"), url=url)


def indexed(html: str) -> tuple[Document, PageIndex]:
    """Parse a page and number its elements."""
    doc = load(html)
    return doc, index_page(doc)


def position_of(index: PageIndex, tag: str, nth: int = 0) -> int:
    """Position of the ``nth`` element named ``tag``."""
    found = [i for i, t in enumerate(index.tags) if t == tag]
    return found[nth]
