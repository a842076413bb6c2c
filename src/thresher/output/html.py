"""Clean HTML of the kept content: semantic tags only, no attributes but href/src/alt."""

from __future__ import annotations

from html import escape

from thresher.output.structure import TableGroup, group_blocks, shown_text
from thresher.types import Block, Extraction


def render_html(extraction: Extraction) -> str:
    """Render kept blocks as a small, valid HTML document."""
    include_links = bool(extraction.options.get("include_links"))
    body: list[str] = []
    open_lists: list[str] = []
    for item in group_blocks(extraction.kept_blocks):
        kinds = () if isinstance(item, TableGroup) else item.context.get("list", ())
        body.extend(_adjust_lists(open_lists, kinds, item))
        body.append(_table(item) if isinstance(item, TableGroup) else _block(item, include_links))
    body.extend(f"</{kind}>" for kind in reversed(open_lists))
    title = f"<title>{escape(extraction.title)}</title>" if extraction.title else ""
    return (
        f'<!DOCTYPE html>\n<html><head><meta charset="utf-8">{title}</head>\n<body>\n'
        + "\n".join(body)
        + "\n</body></html>\n"
    )


def _adjust_lists(open_lists: list[str], kinds: tuple[str, ...], item) -> list[str]:
    out: list[str] = []
    if isinstance(item, Block) and item.kind in ("pre", "img") and kinds:
        kinds = kinds if item.context.get("li_first") is not None else ()
    while len(open_lists) > len(kinds) or (
        open_lists and list(kinds[: len(open_lists)]) != open_lists
    ):
        out.append(f"</{open_lists.pop()}>")
    for kind in kinds[len(open_lists) :]:
        out.append(f"<{kind}>")
        open_lists.append(kind)
    return out


def _block(block: Block, include_links: bool) -> str:
    if block.kind == "img":
        return f'<img src="{escape(block.context.get("src", ""))}" alt="{escape(block.text)}">'
    text = _inline(block, include_links)
    if block.kind == "pre":
        html = f"<pre><code>{escape(block.text)}</code></pre>"
    elif block.features.heading_level:
        level = block.features.heading_level
        html = f"<h{level}>{text}</h{level}>"
    elif "list" in block.context:
        html = f"<li>{text}</li>" if block.context.get("li_first", True) else f"<p>{text}</p>"
    else:
        html = f"<p>{text}</p>"
    for _ in range(block.context.get("quote", 0)):
        html = f"<blockquote>{html}</blockquote>"
    return html


def _inline(block: Block, include_links: bool) -> str:
    text = escape(shown_text(block), quote=False)
    if not include_links:
        return text
    for anchor, href in block.links:
        escaped = escape(anchor, quote=False)
        if escaped in text and href and not href.lower().startswith("javascript:"):
            text = text.replace(escaped, f'<a href="{escape(href)}">{escaped}</a>', 1)
    return text


def _table(table: TableGroup) -> str:
    rows = "\n".join(
        "<tr>" + "".join(f"<td>{escape(cell, quote=False)}</td>" for cell in row) + "</tr>"
        for row in table.rows
    )
    return f"<table>\n{rows}\n</table>"
