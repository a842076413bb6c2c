"""Clean HTML of the kept content: semantic tags only, no attributes but href/src/alt."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from thresher.output.inline import InlineRenderer
from thresher.output.structure import (
    Planned,
    TableGroup,
    code_text,
    heading_text,
    image_address,
    lead_block,
    padded_rows,
    plan_blocks,
    shown_blocks,
    written_text,
)

if TYPE_CHECKING:
    from thresher.output.content import ExtractedContent


def render_html(extraction: ExtractedContent) -> str:
    """Render kept blocks as a small, valid HTML document (the blocks of the Markdown)."""
    inline = InlineRenderer.for_extraction(
        extraction, escape=_escape_text, escape_start=str, opener=_open, closer=_close
    )
    body: list[str] = []
    open_lists: list[list] = []  # [tag, whether its current <li> is open]
    for entry in plan_blocks(shown_blocks(extraction.kept_blocks)):
        item = entry.item
        if isinstance(item, TableGroup):
            body.extend(_adjust_lists(open_lists, (), False))
            body.append(_table(item))
            continue
        if entry.breaks and body:  # the next line of the paragraph just written
            body.append(_broken_line(body.pop(), inline.render(item, written_text(item))))
            continue
        kinds = lead_block(item).context.list_kinds[: entry.depth]
        body.extend(_adjust_lists(open_lists, kinds, entry.opens))
        body.append(_block(entry, inline))
    body.extend(_adjust_lists(open_lists, (), False))
    title = f"<title>{escape(extraction.title)}</title>" if extraction.title else ""
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8">{title}</head>\n<body>\n'
        + "\n".join(body)
        + "\n</body></html>\n"
    )


def _broken_line(paragraph: str, line: str) -> str:
    """``paragraph`` (a ``<p>``, maybe in quotes) with ``line`` after a ``<br>`` in it."""
    cut = paragraph.rindex("</p>")
    return paragraph[:cut] + "<br>" + line + paragraph[cut:]


def _adjust_lists(open_lists: list[list], kinds: tuple[str, ...], opens_item: bool) -> list[str]:
    """Close the lists (and their open items) the block is not in, open the ones it is
    in, and start a new ``<li>`` when the block opens an item; a block that continues
    an item stays inside its ``<li>``."""
    out: list[str] = []
    while len(open_lists) > len(kinds) or [k for k, _ in open_lists] != list(
        kinds[: len(open_lists)]
    ):
        kind, item_open = open_lists.pop()
        out.extend(["</li>"] * item_open + [f"</{kind}>"])
    for kind in kinds[len(open_lists) :]:
        if open_lists and not open_lists[-1][1]:
            out.append("<li>")  # a nested list belongs inside an item of its parent
            open_lists[-1][1] = True
        out.append(f"<{kind}>")
        open_lists.append([kind, False])
    if open_lists and (opens_item or not open_lists[-1][1]):
        out.extend(["</li>"] * open_lists[-1][1] + ["<li>"])
        open_lists[-1][1] = True
    return out


def _block(entry: Planned, inline: InlineRenderer) -> str:
    """The block's HTML; a list block that continues an item is its own paragraph in it."""
    assert not isinstance(entry.item, TableGroup)
    block = lead_block(entry.item)
    if entry.role == "image":
        src = escape(image_address(block, inline.page_url))
        return f'<img src="{src}" alt="{escape(block.text)}">'
    if entry.role == "code":
        html = f"<pre><code>{escape(code_text(entry.item), quote=False)}</code></pre>"
    elif entry.role == "heading":
        level = entry.level
        html = f"<h{level}>{inline.render(block, heading_text(block))}</h{level}>"
    elif entry.depth and entry.opens:
        html = inline.render(block, written_text(block))
    else:
        html = f"<p>{inline.render(block, written_text(block))}</p>"
    for _ in range(block.context.quote if not entry.depth else 0):
        html = f"<blockquote>{html}</blockquote>"
    return html


def _escape_text(text: str) -> str:
    return escape(text, quote=False)


def _open(style: tuple[str, str]) -> str:
    return f'<a href="{escape(style[1])}">' if style[0] == "a" else f"<{style[0]}>"


def _close(style: tuple[str, str]) -> str:
    return f"</{style[0]}>"


def _table(table: TableGroup) -> str:
    rows = "\n".join(
        "<tr>" + "".join(f"<td>{escape(cell, quote=False)}</td>" for cell in row) + "</tr>"
        for row in padded_rows(table)
    )
    return f"<table>\n{rows}\n</table>"
