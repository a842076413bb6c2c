"""Renderers of an Extraction: txt, md, html, json and the marked page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thresher.errors import OptionsError
from thresher.output.json import extraction_to_json
from thresher.output.marked import render_marked

if TYPE_CHECKING:
    from thresher.output.extraction import Extraction


FORMATS = ("txt", "md", "html", "json", "marked", "page")
# The names people type for a format, beside its short name.
FORMAT_ALIASES = {"markdown": "md", "text": "txt", "plain": "txt", "htm": "html"}


def format_name(name: str) -> str:
    """The short name of a format given by its short name or an alias, in any case
    (``"Markdown"`` → ``"md"``); a name that is neither is returned as it is."""
    lowered = name.strip().lower()
    return FORMAT_ALIASES.get(lowered, lowered)


def render(extraction: Extraction, fmt: str) -> str:
    """Render an extraction in one of :data:`FORMATS` (or an alias of one)."""
    fmt = format_name(fmt)
    if fmt == "txt":
        return extraction.text
    if fmt == "md":
        return extraction.markdown
    if fmt == "html":
        return extraction.html
    if fmt == "json":
        return extraction_to_json(extraction)
    if fmt == "page":
        return extraction.page_html if extraction.page_html is not None else extraction.html
    if fmt == "marked":
        return render_marked(extraction)

    raise OptionsError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")


def extension(fmt: str) -> str:
    """File extension for a format."""
    return {
        "txt": ".txt",
        "md": ".md",
        "html": ".html",
        "json": ".json",
        "marked": ".marked.html",
        "page": ".page.html",
    }[fmt]
