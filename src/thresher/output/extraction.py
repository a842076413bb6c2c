"""The result of extracting one page, and how it renders itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from thresher.output.html import render_html
from thresher.output.json import extraction_to_dict
from thresher.output.markdown import render_markdown
from thresher.output.text import kept_indexes, render_text
from thresher.types import Block, Decision, Document, Metadata


@dataclass(frozen=True)
class Extraction:
    """The result of extracting one page.

    ``page_html`` is a method's own rendering of the whole page, where the
    method produces one (roles: the cleaned page; template: the page with its
    site template removed or marked); the ``page`` output format writes it.
    """

    method: str
    options: Mapping[str, Any]
    metadata: Metadata
    blocks: tuple[Block, ...]
    decisions: tuple[Decision, ...]
    url: str | None = None
    encoding: str = "utf-8"
    encoding_source: str = "default"
    warnings: tuple[str, ...] = ()
    page_html: str | None = None
    document: Document | None = field(default=None, compare=False, repr=False)

    @property
    def title(self) -> str | None:
        """The page's main title."""
        return self.metadata.title

    @property
    def date(self) -> str | None:
        """The publication date as ISO ``YYYY-MM-DD``."""
        return self.metadata.date

    @property
    def kept_blocks(self) -> tuple[Block, ...]:
        """Blocks whose label keeps them in the content, in page order."""
        kept = kept_indexes(self.decisions)
        return tuple([b for b in self.blocks if b.index in kept])

    @property
    def text(self) -> str:
        """Plain text of the kept content, one block a line."""
        return render_text(self)

    @property
    def markdown(self) -> str:
        """Markdown of the kept content with headings, lists, tables, code and quotes."""
        return render_markdown(self)

    @property
    def html(self) -> str:
        """Clean HTML of the kept content."""
        return render_html(self)

    def to_dict(self, *, with_blocks: bool = False) -> dict[str, Any]:
        """Return a JSON-ready dict: metadata, text, method and the options used."""
        return extraction_to_dict(self, with_blocks=with_blocks)
