"""The page's main title.

Order: the ``<title>`` part that also appears as a heading or text in the body
(site names and separators removed), then ``og:title`` / JSON-LD ``headline``,
then the first ``h1``, then the whole ``<title>``.
"""

from __future__ import annotations

import re

from thresher.html.parse import document_title
from thresher.metadata.sources import ARTICLE_TYPES, PageMeta
from thresher.types import Document

TITLE_SEPARATORS = re.compile(r"\s+[|\-–—:·•»/]\s+|\s*[|_»•·]\s*|\s+::\s+")


def find_title(doc: Document, meta: PageMeta) -> str | None:
    """Return the main title of the page, or None when it has none."""
    title_tag = document_title(doc)
    headings = _headings(doc)
    if title_tag:
        matched = _title_part_in_headings(title_tag, headings)
        if matched:
            return matched
    structured = meta.first("og:title", "twitter:title") or _jsonld_headline(meta)
    if structured:
        return structured
    if headings:
        return headings[0]
    return title_tag


def _headings(doc: Document) -> list[str]:
    found = []
    for el in doc.tree.iter("h1", "h2"):
        text = " ".join(el.text_content().split())
        if text:
            found.append(text)
        if len(found) >= 20:
            break
    return found


def _title_part_in_headings(title: str, headings: list[str]) -> str | None:
    normalized = {_norm(h): h for h in headings}
    if _norm(title) in normalized:
        return normalized[_norm(title)]
    parts = [p for p in TITLE_SEPARATORS.split(title) if p.strip()]
    best = None
    for part in parts:
        key = _norm(part)
        if key in normalized and (best is None or len(key) > len(_norm(best))):
            best = normalized[key]
    return best


def _norm(text: str) -> str:
    return re.sub(r"\W+", "", text.casefold())


def _jsonld_headline(meta: PageMeta) -> str | None:
    value = meta.jsonld_value("headline", ARTICLE_TYPES)
    return " ".join(value.split()) if isinstance(value, str) and value.strip() else None
