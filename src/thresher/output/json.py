"""JSON of an extraction: metadata, text, method, options, and optionally blocks."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING, Any

from thresher.output.text import render_text
from thresher.types import Block

if TYPE_CHECKING:
    from thresher.output.content import ExtractedContent


def extraction_to_dict(
    extraction: ExtractedContent, *, with_blocks: bool = False
) -> dict[str, Any]:
    """A JSON-ready dict of the extraction."""
    record: dict[str, Any] = {"url": extraction.url}
    record.update(
        {
            k: list(v) if isinstance(v, tuple) else v
            for k, v in dataclasses.asdict(extraction.metadata).items()
        }
    )
    record.update(
        text=render_text(extraction),
        method=extraction.method,
        options=_jsonable(extraction.options),
        encoding=extraction.encoding,
        encoding_source=extraction.encoding_source,
        warnings=list(extraction.warnings),
    )
    if with_blocks:
        labels = {d.block: d for d in extraction.decisions}
        record["blocks"] = [_block_dict(b, labels.get(b.index)) for b in extraction.blocks]
    return record


def _block_dict(block: Block, decision) -> dict[str, Any]:
    return {
        "index": block.index,
        "path": block.path,
        "kind": block.kind,
        "text": block.text,
        "label": decision.label.value if decision else None,
        "reason": decision.reason if decision else None,
        "features": dataclasses.asdict(block.features),
    }


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        items = [_jsonable(v) for v in value]
        return sorted(items, key=str) if isinstance(value, set | frozenset) else items
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return str(value)


def extraction_to_json(extraction: ExtractedContent) -> str:
    """The extraction as pretty JSON, blocks with labels and reasons included."""
    return json.dumps(
        extraction_to_dict(extraction, with_blocks=True), ensure_ascii=False, indent=2
    )
