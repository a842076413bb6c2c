"""The result of extracting one page, and how it renders itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thresher.output.content import ExtractedContent
from thresher.output.html import render_html
from thresher.output.json import extraction_to_dict
from thresher.output.markdown import render_markdown
from thresher.output.text import render_text


@dataclass(frozen=True)
class Extraction(ExtractedContent):
    """The result of extracting one page: :class:`ExtractedContent` and its renderings.

    ``page_html`` is a method's own rendering of the whole page, where the
    method produces one (roles: the cleaned page; template: the page with its
    site template removed or marked); the ``page`` output format writes it.
    """

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
