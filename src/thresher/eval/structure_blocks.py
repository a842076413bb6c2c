"""Markdown and HTML read back as the blocks of ``structure.jsonl``.

A block is a dict like the truth's: ``{"type": "heading", "level": 2, "text": ...}``,
``paragraph``, ``list_item`` (``level`` = nesting depth), ``code`` (exact text),
``table`` (``rows``), ``quote``, ``image`` (``text`` = alt, ``src``). Markdown is read
by markdown-it-py (CommonMark with GFM tables; raw HTML stays literal text, as a reader
sees it). A list item's paragraphs are merged into its text; its nested lists, code,
tables and headings are their own blocks after it. markdown-it-py is an eval-time
dependency (``pip install 'thresher[structure]'``), imported when first needed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from thresher.output.structure import doubled_break

StructureBlock = dict[str, Any]

_HEADINGS = {f"h{i}": i for i in range(1, 7)}


def collapse(text: str) -> str:
    """Whitespace collapsed to single spaces, ends trimmed."""
    return " ".join(text.split())


def markdown_blocks(markdown: str) -> list[StructureBlock]:
    """The blocks a CommonMark reader sees in ``markdown``."""
    from markdown_it import MarkdownIt

    parser = MarkdownIt("commonmark", {"html": False}).enable("table")
    parser.validateLink = _any_link  # CommonMark reads file: links too (markdown-it refuses)
    return _TokenReader().read(parser.parse(markdown or ""))


def _any_link(url: str) -> bool:
    return True


@dataclass
class _Item:
    """An open list item: its block (text filled in as paragraphs come) and depth."""

    block: StructureBlock
    parts: list[str] = field(default_factory=list)


@dataclass
class _TokenReader:
    """Turns markdown-it's token stream into blocks."""

    blocks: list[StructureBlock] = field(default_factory=list)
    items: list[_Item | None] = field(default_factory=list)  # None: a list without open item
    quote: int = 0
    table: list[list[str]] | None = None
    heading: int = 0

    def read(self, tokens: Iterable[Any]) -> list[StructureBlock]:
        """All blocks of the token stream, in order; list items without text dropped."""
        for token in tokens:
            self._token(token)
        return [b for b in self.blocks if b["type"] != "list_item" or b["text"]]

    def _token(self, token: Any) -> None:
        kind = token.type
        if kind in ("bullet_list_open", "ordered_list_open"):
            self.items.append(None)
        elif kind in ("bullet_list_close", "ordered_list_close"):
            self.items.pop()
        elif kind == "list_item_open":
            block = {"type": "list_item", "level": len(self.items), "text": ""}
            self.blocks.append(block)
            self.items[-1] = _Item(block)
        elif kind == "list_item_close":
            self.items[-1] = None
        elif kind == "blockquote_open":
            self.quote += 1
        elif kind == "blockquote_close":
            self.quote -= 1
        elif kind == "heading_open":
            self.heading = _HEADINGS.get(token.tag, 1)
        elif kind == "heading_close":
            self.heading = 0
        elif kind in ("fence", "code_block"):
            self.blocks.append({"type": "code", "text": token.content.rstrip("\n")})
        elif kind == "table_open":
            self.table = []
        elif kind == "table_close":
            self.blocks.append({"type": "table", "rows": self.table or []})
            self.table = None
        elif kind == "tr_open" and self.table is not None:
            self.table.append([])
        elif kind == "inline":
            self._inline(token)

    def _inline(self, token: Any) -> None:
        text, images = inline_text(token.children or [])
        if self.table is not None:
            if self.table:
                self.table[-1].append(text)
            self.blocks.extend(images)
            return
        if self.heading:
            if text:
                self.blocks.append({"type": "heading", "level": self.heading, "text": text})
        elif text:
            self._text(text)
        self.blocks.extend(images)

    def _text(self, text: str) -> None:
        item = self.items[-1] if self.items else None
        if item is not None and not self.quote:
            item.parts.append(text)
            item.block["text"] = " ".join(item.parts)
        else:
            kind = "quote" if self.quote else "paragraph"
            self.blocks.append({"type": kind, "text": text})


def inline_text(children: Iterable[Any]) -> tuple[str, list[StructureBlock]]:
    """The text a reader sees in inline tokens, and the images among them."""
    parts: list[str] = []
    images: list[StructureBlock] = []
    for child in children:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
        elif child.type == "image":
            alt, _ = inline_text(child.children or [])
            images.append({"type": "image", "text": alt, "src": child.attrs.get("src", "")})
    return collapse("".join(parts)), images


def html_blocks(markup: str) -> list[StructureBlock]:
    """The blocks of a clean HTML fragment or document (thresher's ``html`` output,
    Readability's summary): same types and rules as :func:`markdown_blocks`."""
    from lxml import html as lxml_html

    if not markup or not markup.strip():
        return []
    root = lxml_html.document_fromstring(markup)
    body = root.find("body")
    blocks = list(_html_walk(body if body is not None else root, depth=0, quote=0))
    return [b for b in blocks if b["type"] != "list_item" or b["text"]]


_HTML_SKIP = frozenset(["script", "style", "head", "title", "template", "noscript"])


def _html_walk(element: Any, depth: int, quote: int) -> Iterator[StructureBlock]:
    """Blocks of ``element``'s children: text runs between block elements are paragraphs
    (quotes inside blockquote); a list item gathers its own text; a single ``br`` is a
    space in its run, a doubled one a boundary."""
    run: list[str] = [element.text or ""]
    for child in element:
        tag = child.tag if isinstance(child.tag, str) else ""
        if tag in _HTML_SKIP or not tag:
            run.append(child.tail or "")
            continue
        if tag == "br" and not doubled_break(child):
            run.append(" " + (child.tail or ""))  # a line break inside the paragraph
            continue
        if tag in _BLOCK_TAGS:
            yield from _html_text(run, depth, quote)
            run = []
            yield from _html_block(child, tag, depth, quote)
        elif tag == "img":
            yield from _html_text(run, depth, quote)
            run = []
            yield _html_image(child)
        elif _holds_blocks(child):
            yield from _html_text(run, depth, quote)
            run = []
            yield from _html_walk(child, depth, quote)
        else:
            run.append(_inline_html(child))
        run.append(child.tail or "")
    yield from _html_text(run, depth, quote)


def _inline_html(element: Any) -> str:
    return "".join(element.itertext())


def _holds_blocks(element: Any) -> bool:
    return any(
        isinstance(d.tag, str) and (d.tag in _BLOCK_TAGS or d.tag == "img")
        for d in element.iterdescendants()
    )


def _html_image(element: Any) -> StructureBlock:
    return {
        "type": "image",
        "text": collapse(element.get("alt") or ""),
        "src": element.get("src") or "",
    }


_BLOCK_TAGS = frozenset(
    [
        "p",
        "div",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "ul",
        "ol",
        "li",
        "pre",
        "table",
        "blockquote",
        "dl",
        "dt",
        "dd",
        "section",
        "article",
        "main",
        "header",
        "footer",
        "figure",
        "figcaption",
        "hr",
        "br",
        "nav",
        "aside",
        "address",
        "center",
        "details",
        "summary",
        "caption",
        "form",
        "fieldset",
        "body",
        "html",
    ]
)


def _html_text(run: list[str], depth: int, quote: int) -> Iterator[StructureBlock]:
    text = collapse("".join(run))
    if not text:
        return
    if depth:
        yield {"type": "list_item", "level": depth, "text": text}
    else:
        yield {"type": "quote" if quote else "paragraph", "text": text}


def _html_block(element: Any, tag: str, depth: int, quote: int) -> Iterator[StructureBlock]:
    if tag in _HEADINGS:
        text = collapse(_inline_html(element))
        if text:
            yield {"type": "heading", "level": _HEADINGS[tag], "text": text}
    elif tag == "pre":
        yield {"type": "code", "text": _inline_html(element).removeprefix("\n").rstrip()}
    elif tag == "table":
        yield {"type": "table", "rows": _html_rows(element)}
    elif tag in ("ul", "ol"):
        for child in element:
            if getattr(child, "tag", "") == "li":
                yield from _html_item(child, depth + 1, quote)
    elif tag == "li":
        yield from _html_item(element, depth + 1, quote)
    elif tag == "blockquote":
        yield from _html_walk(element, 0, quote + 1)
    elif tag in ("br", "hr"):
        return
    else:
        yield from _html_walk(element, depth, quote)


def _html_item(element: Any, depth: int, quote: int) -> Iterator[StructureBlock]:
    """A list item: its text (paragraphs merged) first, then its nested blocks."""
    own: list[str] = []
    nested: list[StructureBlock] = []
    for block in _html_walk(element, depth, quote):
        if block["type"] == "paragraph" or (
            block["type"] == "list_item" and block["level"] == depth
        ):
            own.append(block["text"])
        else:
            nested.append(block)
    yield {"type": "list_item", "level": depth, "text": " ".join(own)}
    yield from nested


def _html_rows(table: Any) -> list[list[str]]:
    rows: list[list[str]] = []
    for row in table.iter("tr"):
        rows.append([collapse(_inline_html(cell)) for cell in row if cell.tag in ("td", "th")])
    return rows
