"""The marked view's spans, written as marker characters and expanded after serialising.

Wrapping each text piece in a new ``<span>`` element costs three attribute
writes per piece; markers around the text cost one string each, and one pass
over the serialised page turns them into the very markup lxml would write
(libxml2's HTML attribute quoting and escaping included). The markers are
Unicode noncharacters; a page that holds the chosen ones itself gets the next
set (:data:`MARKER_SETS`).
"""

from __future__ import annotations

import re

from lxml import etree
from lxml import html as lxml_html

# Triples of noncharacters (open, end of the span number, close).
MARKER_SETS = tuple(
    (chr(0xFDD0 + i), chr(0xFDD0 + i + 1), chr(0xFDD0 + i + 2)) for i in range(0, 30, 3)
)


class MarkerClash(Exception):
    """The page's own text holds the marker characters."""


class Spans:
    """One span per block decision; text pieces are marked with its number."""

    def __init__(self, markers: tuple[str, str, str]) -> None:
        self.open, self.number_end, self.close = markers
        self._pattern = re.compile(f"{self.open}(\\d+){self.number_end}")
        self.tags: list[str] = []
        self.plain: list[tuple[str, str]] = []
        self.done: set[tuple[object, str]] = set()
        self.wrapped = 0

    def add(self, css: str, tip: str, label: str) -> int:
        """Register one block's span; returns its number."""
        tag = f'<span class="{css}" title={attribute(tip)} data-thr-label="{label}">'
        return self.add_tag(tag, css, tip)

    def add_tag(self, tag: str, css: str = "", tip: str = "") -> int:
        """Register a span written as ``tag`` (an opening ``<span ...>``); returns its number."""
        self.plain.append((css, tip))
        self.tags.append(tag)
        return len(self.tags) - 1

    def mark(self, text: str, span: int) -> str:
        """``text`` between the markers of span number ``span``."""
        self.wrapped += 1
        return f"{self.open}{span}{self.number_end}{text}{self.close}"

    def expand(self, html: str) -> str:
        """The serialised page with every marker pair turned into its span.

        Raises :class:`MarkerClash` when the page holds marker characters itself.
        """
        counts = (html.count(self.open), html.count(self.number_end), html.count(self.close))
        if counts != (self.wrapped,) * 3:
            raise MarkerClash
        if not self.wrapped:
            return html
        html = self._pattern.sub(lambda m: self.tags[int(m.group(1))], html)
        return html.replace(self.close, "</span>")


def attribute(value: str) -> str:
    """An attribute value quoted and escaped as libxml2's HTML serialiser writes it."""
    if "&{" in value:  # libxml2 leaves an "&{...}" script entity unescaped: let it write it
        return _serialised(value)
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if '"' not in value:
        return f'"{value}"'
    if "'" not in value:
        return f"'{value}'"
    return '"' + value.replace('"', "&quot;") + '"'


def _serialised(value: str) -> str:
    body = etree.HTML("<body></body>")[0]  # an HTML document: libxml2's HTML rules apply
    span = etree.SubElement(body, "span", {"title": value})
    html = lxml_html.tostring(span, encoding="unicode", with_tail=False)
    return html[len("<span title=") : -len("></span>")]
