"""Page metadata: one pure function per field, combined by :func:`extract_metadata`."""

from __future__ import annotations

from thresher.html.dom_index import cached_index
from thresher.metadata.authors import find_author
from thresher.metadata.date import find_dates
from thresher.metadata.fields import (
    find_canonical_url,
    find_categories,
    find_description,
    find_image,
    find_language,
    find_sitename,
    find_tags,
)
from thresher.metadata.sources import PageMeta, read_page_meta
from thresher.metadata.title import choose_title, site_cut_title, undated_page_title
from thresher.types import Document, Metadata

__all__ = ["PageMeta", "extract_metadata", "read_page_meta"]


def extract_metadata(doc: Document) -> Metadata:
    """Collect every metadata field from JSON-LD, Open Graph, meta tags and the page."""
    meta = read_page_meta(doc).with_repaired()
    index = cached_index(doc)
    title = choose_title(doc, meta, index)
    published, modified = find_dates(doc, meta, title)
    shown = undated_page_title(doc, meta, index, title) if published is None else title
    shown = site_cut_title(doc, meta, index, shown)
    return Metadata(
        title=shown.title,
        date=published,
        date_modified=modified,
        author=find_author(doc, meta, index, title.position),
        sitename=find_sitename(doc, meta),
        description=find_description(meta),
        language=find_language(doc, meta),
        canonical_url=find_canonical_url(doc, meta),
        image=find_image(meta, doc.url),
        categories=find_categories(meta),
        tags=find_tags(meta),
    )
