"""Group kept blocks into the structures renderers need: paragraphs, lists, tables."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from thresher.metadata.title import strip_anchor_marks
from thresher.types import Block
from thresher.urls import join_url

LAYOUT_CELL_CHARS = 500
_LANGUAGE_CLASS = re.compile(
    r"(?:^|\s)(?:language|lang|highlight(?:-source)?)-([A-Za-z][\w+#.-]{0,30})"
)


@dataclass(frozen=True)
class TableGroup:
    """Consecutive kept blocks of one data table, as rows of cells."""

    rows: list[list[str]]


def shown_text(block: Block) -> str:
    """The block's text as Markdown and HTML show it, without the permalink marks
    documentation generators append: ``¶`` and ``🔗`` after any block (a
    definition's signature too), ``§`` and a separate ``#`` after a heading."""
    if block.features.heading_level:
        return strip_anchor_marks(block.text)
    if block.text.endswith(("¶", "🔗")):
        return block.text.rstrip(" ¶🔗")
    return block.text


def shown_blocks(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    """The blocks Markdown and HTML show: images, code, and blocks with text left
    once permalink marks are gone (a heading that is only "¶" shows nothing)."""
    return tuple(b for b in blocks if b.kind in ("img", "pre") or shown_text(b))


def item_openers(blocks: tuple[Block, ...]) -> set[int]:
    """Indexes of the blocks that open a list item: the first of ``blocks`` from each
    ``<li>`` (the item's first block may have been dropped), and every list block
    outside any ``<li>``."""
    seen: set[int] = set()
    openers: set[int] = set()
    for block in blocks:
        item = block.context.li_id
        if item is None or item in seen:
            continue
        if item >= 0:
            seen.add(item)
        openers.add(block.index)
    return openers


def code_language(block: Block) -> str:
    """The language a code block declares (``language-python``, ``lang-js``, Sphinx's
    ``highlight-python`` on a wrapper), "" when none."""
    element = block.element
    if element is None:
        return ""
    nearby = itertools.chain([element], element.iterchildren("code"), element.iterancestors())
    for candidate in itertools.islice(nearby, 6):
        found = _LANGUAGE_CLASS.search(candidate.get("class") or "")
        if found:
            return found.group(1).lower()
    return ""


def image_address(block: Block, page_url: str | None) -> str:
    """An image block's address, absolute when the page's URL is known."""
    return join_url(page_url, block.context.src)


def group_blocks(blocks: tuple[Block, ...], tables: bool = True) -> Iterator[Block | TableGroup]:
    """Yield single blocks, or a TableGroup for each run of kept cells of one data table
    that reads as data (cells of a layout table come out as single blocks)."""
    i = 0
    while i < len(blocks):
        block = blocks[i]
        table = block.context.table
        if not (tables and table is not None and table.is_data_table and block.kind != "img"):
            yield block
            i += 1
            continue
        j = i
        while j < len(blocks) and blocks[j].context.table == table:
            j += 1
        rows = _rows(blocks[i:j])
        if _laid_out(rows):
            yield from blocks[i:j]
        else:
            yield TableGroup(rows)
        i = j


def _laid_out(rows: list[list[str]]) -> bool:
    """True when the kept cells read as page layout rather than data: a single row, or
    a cell holding prose (a whole article in one cell of a layout table)."""
    return len(rows) < 2 or any(len(cell) > LAYOUT_CELL_CHARS for row in rows for cell in row)


def _rows(cells: tuple[Block, ...]) -> list[list[str]]:
    grid: dict[int, dict[int, list[str]]] = {}
    for cell in cells:
        row = grid.setdefault(cell.context.row, {})
        row.setdefault(cell.context.cell, []).append(cell.text)
    width = max((max(r) for r in grid.values() if r), default=0)
    return [[" ".join(grid[r].get(c, [])) for c in range(1, width + 1)] for r in sorted(grid)]


def code_text(block: Block) -> str:
    """A code block's text exactly as the page has it: every piece joined, blank lines
    at the start and trailing whitespace gone, the first line's indentation kept
    (``block.text`` strips it); ``block.text`` when the pieces do not spell it."""
    raw = "".join(_piece_text(element, kind) for element, kind in block.pieces)
    exact = raw.rstrip().lstrip("\r\n")
    if raw and exact.split() == block.text.split():
        return exact
    return block.text


def _piece_text(element, kind: str) -> str:
    if kind == "text":
        return element.text or ""
    if kind == "tail":
        return element.tail or ""
    return ""


@dataclass(frozen=True)
class Planned:
    """One block as the renderers write it: its ``role`` (heading, paragraph,
    list_item, code, table, quote, image), its list depth as written (0 outside
    lists) and whether it opens a list item (False: it continues the open one)."""

    item: Block | TableGroup
    role: str
    depth: int = 0
    opens: bool = False


def plan_blocks(blocks: tuple[Block, ...]) -> list[Planned]:
    """The shown blocks in the shape the renderers write them. A list block's depth is
    capped at one more than the open items' (an item whose parents were dropped
    moves up); headings and tables close the open lists; code in a list stays in its
    item; a quote in a list is part of the item's text."""
    openers = item_openers(blocks)
    open_depth = 0
    planned: list[Planned] = []
    for item in group_blocks(blocks):
        entry = _planned(item, openers, open_depth)
        open_depth = entry.depth
        planned.append(entry)
    return planned


def _planned(item: Block | TableGroup, openers: set[int], open_depth: int) -> Planned:
    """One block's plan, given the depth of the list item open before it."""
    if isinstance(item, TableGroup):
        return Planned(item, "table")
    if item.features.heading_level:
        return Planned(item, "heading")
    own_role = {"img": "image", "pre": "code"}.get(item.kind, "paragraph")
    if own_role == "paragraph" and item.context.quote:
        own_role = "quote"
    kinds = item.context.list_kinds
    if not kinds:
        return Planned(item, own_role)
    opens = item.index in openers or open_depth == 0
    if opens and own_role == "code" and open_depth == 0 and item.index not in openers:
        return Planned(item, "code")
    depth = min(len(kinds), open_depth + 1) if opens else min(len(kinds), open_depth)
    role = own_role if own_role in ("image", "code") else "list_item"
    return Planned(item, role, depth, opens)


def padded_rows(table: TableGroup) -> list[list[str]]:
    """The table's rows, each as wide as the widest."""
    width = max((len(row) for row in table.rows), default=0)
    return [row + [""] * (width - len(row)) for row in table.rows]
