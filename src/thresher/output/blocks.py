"""The blocks thresher means to write, in the form of ``structure.jsonl``.

Markdown and HTML output are written from the same plan
(:func:`thresher.output.structure.plan_blocks`); read back by a CommonMark parser or
an HTML parser they must give exactly these blocks: same count, types, texts and
levels. Tests and ``benchmarks/structure_eval.py --roundtrip`` check that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
    from thresher.output.extraction import Extraction


def planned_blocks(extraction: Extraction) -> list[dict[str, Any]]:
    """The extraction's blocks as Markdown and HTML write them (list items without text
    left out, as a reader sees no item there)."""
    out: list[dict[str, Any]] = []
    items: dict[int, dict[str, Any]] = {}
    for entry in plan_blocks(shown_blocks(extraction.kept_blocks)):
        if entry.breaks and out and out[-1]["type"] == entry.role:  # a line of it
            out[-1]["text"] = " ".join(filter(None, [out[-1]["text"], _text(entry)]))
            continue
        if entry.depth:
            _list_entry(entry, items, out)
        if entry.role != "list_item":
            out.append(_block(entry, extraction.url))
    return [b for b in out if b["type"] != "list_item" or b["text"]]


def _list_entry(entry: Planned, items: dict[int, dict[str, Any]], out: list) -> None:
    """Open an item at the entry's depth, or add the entry's text to the open one."""
    if entry.opens or entry.depth not in items:
        items[entry.depth] = {"type": "list_item", "level": entry.depth, "text": ""}
        out.append(items[entry.depth])
        for deeper in [d for d in items if d > entry.depth]:
            del items[deeper]
    if entry.role == "list_item":
        item = items[entry.depth]
        item["text"] = " ".join(filter(None, [item["text"], _text(entry)]))


def _text(entry: Planned) -> str:
    assert not isinstance(entry.item, TableGroup)
    return " ".join(written_text(lead_block(entry.item)).split())


def _block(entry: Planned, page_url: str | None) -> dict[str, Any]:
    item = entry.item
    if isinstance(item, TableGroup):
        return {
            "type": "table",
            "rows": [[" ".join(c.split()) for c in r] for r in padded_rows(item)],
        }
    if entry.role == "heading":
        text = " ".join(heading_text(lead_block(item)).split())
        return {"type": "heading", "level": entry.level, "text": text}
    if entry.role == "code":
        return {"type": "code", "text": code_text(item)}
    item = lead_block(item)
    if entry.role == "image":
        return {"type": "image", "text": item.text, "src": image_address(item, page_url)}
    return {"type": entry.role, "text": _text(entry)}
