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
