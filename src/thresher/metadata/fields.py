"""Author, site name, description, language, canonical URL, image, categories, tags."""

from __future__ import annotations

from typing import Any

from thresher.metadata.sources import ARTICLE_TYPES, PageMeta
from thresher.types import Document
from thresher.urls import join_url, url_host


def _names(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return _names(value.get("name"))
    if isinstance(value, list):
        return [name for item in value for name in _names(item)]
    return []


def _clean(value: str | None, limit: int = 300) -> str | None:
    if not value:
        return None
    text = " ".join(value.split())
    return text[:limit] if text else None


def find_sitename(doc: Document, meta: PageMeta) -> str | None:
    """Site name from ``og:site_name``, JSON-LD publisher, or the URL's host."""
    name = meta.first("og:site_name", "application-name", "twitter:site")
    if not name:
        publisher = _names(meta.jsonld_value("publisher"))
        name = publisher[0] if publisher else None
    if not name:
        name = url_host(doc.url)
    return _clean(name, 120)


def find_description(meta: PageMeta) -> str | None:
    """The page's description from meta tags."""
    return _clean(meta.first("description", "og:description", "twitter:description"), 1000)


def find_language(doc: Document, meta: PageMeta) -> str | None:
    """The page's declared language (``<html lang>`` or content-language meta)."""
    lang = doc.tree.get("lang") or doc.tree.get("xml:lang")
    lang = lang or meta.first("content-language", "og:locale", "language", "dc.language")
    if not lang:
        return None
    return lang.strip().replace("_", "-").split(",")[0][:20] or None


def find_canonical_url(doc: Document, meta: PageMeta) -> str | None:
    """The canonical URL (``<link rel=canonical>`` or ``og:url``), absolute."""
    url = meta.links.get("canonical") or meta.first("og:url")
    if not url:
        return None
    return join_url(doc.url, url)


def find_image(meta: PageMeta, page_url: str | None = None) -> str | None:
    """The page's main image from Open Graph, Twitter cards or JSON-LD, absolute
    when the page's URL is known."""
    image = meta.first("og:image", "og:image:url", "twitter:image", "twitter:image:src")
    if not image:
        value = meta.jsonld_value("image", ARTICLE_TYPES)
        if isinstance(value, dict):
            value = value.get("url")
        if isinstance(value, list) and value:
            value = value[0].get("url") if isinstance(value[0], dict) else value[0]
        image = value if isinstance(value, str) else None
    return join_url(page_url, image.strip()) if image and image.strip() else None


def find_categories(meta: PageMeta) -> tuple[str, ...]:
    """Section or category names."""
    found = meta.all("article:section", "category", "parsely-section")
    section = meta.jsonld_value("articleSection", ARTICLE_TYPES)
    found += _names(section)
    return tuple(dict.fromkeys(c for c in (_clean(x, 100) for x in found) if c))


def find_tags(meta: PageMeta) -> tuple[str, ...]:
    """Keywords and tags."""
    found = meta.all("article:tag", "keywords", "news_keywords", "parsely-tags")
    keywords = meta.jsonld_value("keywords", ARTICLE_TYPES)
    if isinstance(keywords, str):
        found.append(keywords)
    elif isinstance(keywords, list):
        found += [k for k in keywords if isinstance(k, str)]
    split = [t.strip() for item in found for t in item.split(",")]
    return tuple(dict.fromkeys(t for t in split if t))[:50]
