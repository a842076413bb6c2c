"""Markdown of the kept content: headings, lists, tables, code blocks, quotes, images.

The Markdown is CommonMark (with a GFM table for a data table) that a CommonMark
reader reads back as exactly the blocks of :func:`thresher.output.blocks.planned_blocks`:
escapes only where CommonMark needs them, list items indented under their parent's
content (three spaces under ``1.``), code fences longer than any backtick run inside,
code in a list item indented with it, table cells with their pipes escaped.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from thresher.output.inline import InlineRenderer, Markup
from thresher.output.markdown_escape import (
    code_fence,
    code_span,
    escape_block_start,
    escape_heading_end,
    escape_inline,
    escape_table_cell,
)
from thresher.output.structure import (
    CodeLines,
    Planned,
    TableGroup,
    code_language,
    code_text,
    heading_text,
    image_address,
    lead_block,
    padded_pieces,
    padded_rows,
    plan_blocks,
    shown_blocks,
    written_text,
)
from thresher.types import Block

if TYPE_CHECKING:
    from thresher.output.content import ExtractedContent

MAX_ITEM_NUMBER = 999_999_999  # CommonMark reads at most nine digits


def render_markdown(extraction: ExtractedContent) -> str:
    """Render kept blocks as Markdown, structure preserved."""
    inline = InlineRenderer.for_extraction(
        extraction,
        escape=escape_inline,
        escape_start=escape_block_start,
        opener=_open,
        closer=_close,
        escape_run=_escape_run,
        flank_safe=True,
    )
    heading_inline = dataclasses.replace(inline, escape_start=str)
    widths: list[int] = []  # content indent of each open list item, outermost first
    parts: list[tuple[str, str]] = []  # (how it joins the previous part, text)
    previous: Planned | None = None
    for entry in plan_blocks(shown_blocks(extraction.kept_blocks)):
        del widths[max(entry.depth - entry.opens, 0) :]
        text = _entry(entry, inline, heading_inline, widths)
        parts.append((_joiner(previous, entry), text))
        previous = entry
    return _join(parts)


def _entry(
    entry: Planned, inline: InlineRenderer, heading_inline: InlineRenderer, widths: list[int]
) -> str:
    """The entry's Markdown, indented and marked for its place in a list."""
    item = entry.item
    if isinstance(item, TableGroup):
        return _table(item, heading_inline)
    if entry.role == "heading":
        return _quoted(lead_block(item), _heading(lead_block(item), entry.level, heading_inline))
    body = _code(item) if entry.role == "code" else _block(lead_block(item), entry.role, inline)
    if not entry.depth:
        return _quoted(lead_block(item), body)
    indent = " " * sum(widths)
    if not entry.opens:
        return _indented(body, indent)
    marker = _marker(lead_block(item))
    widths.append(len(marker) + 1)
    return indent + marker + " " + _indented(body, " " * sum(widths))[sum(widths) :]


def _joiner(previous: Planned | None, entry: Planned) -> str:
    """A hard line break between the lines of one paragraph (a ``<br>`` in it), between list
    lines of one paragraph or one tight list, a quoted blank line between blocks of one
    quote, else a blank line."""
    if previous is None:
        return ""
    if entry.breaks:  # the next line of one paragraph: a hard line break (two spaces)
        return "  \n"
    if not (previous.depth or entry.depth) and (quote := _shared_quote(previous, entry)):
        return "\n" + ">" * quote + "\n"
    lines = previous.depth and entry.depth and previous.role in ("list_item", "image")
    if lines and entry.opens and entry.role != "code":
        return "\n\n" if _interrupts_badly(previous, entry) else "\n"
    if lines and not entry.opens and entry.depth == previous.depth and entry.role != "code":
        return "\n"
    return "\n\n"


def _shared_quote(previous: Planned, entry: Planned) -> int:
    """The quote depth two blocks share when one's innermost ``blockquote`` holds the
    other (or both stand in the same one): a blank line between them would close the
    quote and open another (CommonMark), a ``>`` line keeps it one quote; else 0."""
    if isinstance(previous.item, TableGroup) or isinstance(entry.item, TableGroup):
        return 0
    before, block = lead_block(previous.item), lead_block(entry.item)
    if not (before.context.quote and block.context.quote):
        return 0
    if before.context.quote > block.context.quote:
        before, block = block, before
    outer, inner = _quote_box(before), _quote_box(block)
    if outer is None or inner is None:
        return 0
    if inner is not outer and not any(box is outer for box in inner.iterancestors("blockquote")):
        return 0
    return before.context.quote


def _quote_box(block: Block) -> object | None:
    """The innermost ``blockquote`` around the block's element (or the element itself)."""
    element = block.element
    if element is None:
        return None
    if element.tag == "blockquote":
        return element
    return next(element.iterancestors("blockquote"), None)


def _interrupts_badly(previous: Planned, entry: Planned) -> bool:
    """True for a sub-list numbered from other than 1 right under its parent's text:
    CommonMark reads it as that text's continuation unless a blank line comes first."""
    marker = _marker(lead_block(entry.item))
    return entry.depth > previous.depth and marker[0].isdigit() and marker != "1."


def _join(parts: list[tuple[str, str]]) -> str:
    out = "".join(joiner + text for joiner, text in parts).strip("\n")
    return out + "\n" if out else ""


def _indented(text: str, indent: str) -> str:
    """Every non-blank line of ``text`` indented."""
    return "\n".join(indent + line if line else line for line in text.split("\n"))


def _marker(block: Block) -> str:
    if block.context.list_kinds[-1] != "ol":
        return "-"
    number = block.context.item if 0 <= block.context.item <= MAX_ITEM_NUMBER else 1
    return f"{number}."


def _heading(block: Block, level: int, inline: InlineRenderer) -> str:
    text = escape_heading_end(inline.render(block, heading_text(block)))
    return "#" * level + " " + text


def _block(block: Block, role: str, inline: InlineRenderer) -> str:
    if role == "image":
        alt = escape_inline(block.text, brackets=True)
        return f"![{alt}]({_destination(image_address(block, inline.page_url))})"
    return inline.render(block, written_text(block))


def _code(item: Block | CodeLines) -> str:
    code = code_text(item)
    fence = code_fence(code)
    return f"{fence}{code_language(item)}\n{code}\n{fence}"


def _quoted(block: Block, text: str) -> str:
    quote = block.context.quote
    if quote:
        text = "\n".join(("> " * quote + line).rstrip() for line in text.split("\n"))
    return text


_MARKERS = {"code": "", "strong": "**", "em": "*"}


def _open(style: tuple[str, str]) -> str:
    return "[" if style[0] == "a" else _MARKERS[style[0]]


def _close(style: tuple[str, str]) -> str:
    return f"]({_destination(style[1])})" if style[0] == "a" else _MARKERS[style[0]]


def _escape_run(core: str, markup: Markup) -> str:
    """A run's words: a code span whole, link text with its brackets escaped."""
    if markup and markup[-1][0] == "code":
        return code_span(core)
    return escape_inline(core, brackets=any(style[0] == "a" for style in markup))


def _cell(pieces: list[tuple[Block, str]], inline: InlineRenderer) -> str:
    """A table cell's Markdown: its blocks' texts with their inline markup (``inline``
    escapes no block start), on one line, pipes escaped everywhere (GFM splits a row at
    a bare pipe, inside a code span too)."""
    texts = (inline.render(block, text) if text else "" for block, text in pieces)
    return " ".join(" ".join(texts).split()).replace("|", "\\|")


def _destination(url: str) -> str:
    """A link or image address CommonMark reads whole: spaces, angle brackets and
    parentheses percent-encoded or escaped."""
    for raw, safe in ((" ", "%20"), ("<", "%3C"), (">", "%3E"), ("(", "\\("), (")", "\\)")):
        url = url.replace(raw, safe)
    return url


def _table(table: TableGroup, inline: InlineRenderer) -> str:
    if table.pieces:  # the cells with their inline markup: code, bold, italic, links
        rows = [[_cell(cell, inline) for cell in row] for row in padded_pieces(table)]
    else:
        rows = [[escape_table_cell(cell) for cell in row] for row in padded_rows(table)]
    if not rows:
        return ""
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * len(rows[0])]
    lines += ["| " + " | ".join(row) + " |" for row in rows[1:]]
    return "\n".join(lines)
