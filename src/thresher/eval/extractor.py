"""What every evaluated extractor shares: the page it is given and what it returns.

An extractor is anything with a ``name``, an ``input_kind`` (``"bytes"`` or
``"str"``: what the wrapped library expects) and ``__call__(ExtractorInput) ->
Prediction``. thresher's own methods and the competitors' adapters all follow it,
so the runner and the bench treat them alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from thresher.errors import ThresherError
from thresher.html.load import decode


@dataclass(frozen=True)
class Prediction:
    """An extractor's output for one page; ``None`` where it gives no title, date or author.

    ``author`` holds every author the extractor names, joined by ``"; "``; ``markdown``
    the page as Markdown when it was asked for (``ExtractorInput.markdown``) and the
    extractor writes Markdown, else ``None``.
    """

    text: str
    title: str | None = None
    date: str | None = None
    author: str | None = None
    markdown: str | None = None


EMPTY = Prediction("")


class ExtractorInput:
    """One page as an extractor receives it: original bytes, decoded text on demand.

    ``markdown`` asks the extractors that can for the page as Markdown too (the page has
    structure truth to score it against).
    """

    def __init__(
        self,
        data: bytes,
        url: str | None = None,
        lang: str | None = None,
        *,
        markdown: bool = False,
    ) -> None:
        self.data = data
        self.url = url
        self.lang = lang
        self.markdown = markdown

    @cached_property
    def text(self) -> str:
        """The page decoded once with thresher's decoder (for libraries that want str)."""

        try:
            return decode(self.data, name=self.url or "page").text
        except ThresherError:
            return self.data.decode("utf-8", errors="replace")

    def as_input(self, kind: str) -> bytes | str:
        """The page in the form an extractor expects (``"bytes"`` or ``"str"``)."""
        return self.data if kind == "bytes" else self.text


class Extractor(Protocol):
    """One evaluated extractor."""

    name: str
    input_kind: str

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Extract the page's main text, title and date."""
        ...
