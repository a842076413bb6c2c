"""Markdown of the kept content: headings, lists, tables, code blocks, quotes, images."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thresher.output.inline import InlineRenderer
from thresher.output.structure import (
    TableGroup,
    code_language,
    group_blocks,
    image_address,
    item_openers,
    shown_blocks,
    shown_text,
)
from thresher.types import Block

if TYPE_CHECKING:
    from thresher.output.extraction import Extraction


def render_markdown(extraction: Extraction) -> str:
    """Render kept blocks as Markdown, structure preserved."""
    inline = InlineRenderer.for_extraction(
        extraction, escape=str, escape_start=_escape, opener=_open, closer=_close
    )
    kept = shown_blocks(extraction.kept_blocks)
    openers = item_openers(kept)
    parts: list[tuple[bool, str]] = []
    for item in group_blocks(kept):
        if isinstance(item, TableGroup):
            parts.append((False, _table(item)))
            continue
        in_list = bool(item.context.list_kinds) and item.kind != "pre"
        text = _block(item, inline)
        if in_list and not item.features.heading_level:
            text = _list_item(item, text, item.index in openers)
        parts.append((in_list, _quoted(item, text)))
    return _join(parts)


def _join(parts: list[tuple[bool, str]]) -> str:
    """Blank lines between blocks; list items of one list stay on consecutive lines."""
    out: list[str] = []
    previous_in_list = False
    for in_list, text in parts:
        if out and in_list and previous_in_list:
            out[-1] += "\n" + text
        else:
            out.append(text)
        previous_in_list = in_list
    return "\n\n".join(out).strip() + ("\n" if out else "")


def _block(block: Block, inline: InlineRenderer) -> str:
    if block.kind == "img":
        alt = block.text.replace("[", "\\[").replace("]", "\\]")
        return f"![{alt}]({image_address(block, inline.page_url)})"
    if block.kind == "pre":
        fence = "````" if "```" in block.text else "```"
        return f"{fence}{code_language(block)}\n{block.text}\n{fence}"
    text = inline.render(block, shown_text(block))
    if block.features.heading_level:
        text = "#" * block.features.heading_level + " " + text
    return text


def _quoted(block: Block, text: str) -> str:
    quote = block.context.quote
    if quote:
        text = "\n".join("> " * quote + line for line in text.split("\n"))
    return text


def _list_item(block: Block, text: str, opens_item: bool) -> str:
    kinds = block.context.list_kinds
    indent = "  " * (len(kinds) - 1)
    if not opens_item:
        return indent + "  " + text
    marker = f"{block.context.item}." if kinds[-1] == "ol" else "-"
    return f"{indent}{marker} {text}"


_MARKERS = {"code": "`", "strong": "**", "em": "*"}


def _open(style: tuple[str, str]) -> str:
    return "[" if style[0] == "a" else _MARKERS[style[0]]


def _close(style: tuple[str, str]) -> str:
    return f"]({style[1]})" if style[0] == "a" else _MARKERS[style[0]]


def _escape(text: str) -> str:
    if text.startswith(("#", ">", "-", "+", "*")) or (
        text[:2].rstrip(".").isdigit() and text[1:2] == "."
    ):
        text = "\\" + text
    return text


def _table(table: TableGroup) -> str:
    rows = [[cell.replace("|", "\\|").replace("\n", " ") for cell in row] for row in table.rows]
    if not rows:
        return ""
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * width]
    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join(lines)
