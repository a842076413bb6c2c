"""One page through one method: segment once, run the method, assemble the Extraction.

:func:`thresher.extract` and site extraction both come here, so an
Extraction is built in one place: metadata from the page, the method's
decisions under ``target_language``, the fields the method found itself, and
the options record.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from thresher.html.memo import TreeMemo
from thresher.html.segment import Segmentation, cached_segment
from thresher.language import apply_target_language
from thresher.metadata import extract_metadata
from thresher.methods.base import Method, MethodResult, as_dict, merged_metadata
from thresher.options import Options
from thresher.output.extraction import Extraction
from thresher.types import Document, Metadata

_METADATA: TreeMemo[Metadata] = TreeMemo(extract_metadata)


def segment_page(
    doc: Document, options: Options, break_tags: frozenset[str] | None = None
) -> Segmentation:
    """The page's blocks under the options' limits (shared by every method on this tree)."""
    limits = options.limits
    extra = {} if break_tags is None else {"break_tags": break_tags}
    return cached_segment(
        doc,
        max_depth=limits.max_depth,
        max_nodes=limits.max_nodes,
        include_images=options.include_images,
        **extra,
    )


def run_method(doc: Document, method: Method, options: Options, params: Any) -> MethodResult:
    """Segment the page as ``method`` reads it and run the method on it."""
    segmentation = segment_page(doc, options, method.break_tags(params))
    return method.run(doc, segmentation, options, params)


def page_metadata(doc: Document) -> Metadata:
    """The page's own metadata (remembered for the tree: methods on one page share it)."""
    return _METADATA(doc)


def options_record(options: Options, params: Any) -> dict[str, Any]:
    """The options and method parameters a result was made with, JSON-ready."""
    record = as_dict(options)  # options.to_dict(), read faster
    if params is not None and dataclasses.is_dataclass(params):
        record["params"] = as_dict(params)
    return record


def assemble(
    doc: Document,
    result: MethodResult,
    *,
    method: str,
    options: Options,
    record: dict[str, Any],
    url: str | None = None,
    blocks_doc: Document | None = None,
) -> Extraction:
    """The Extraction of ``doc`` from a method's result.

    ``blocks_doc`` is the page the blocks belong to when it is not ``doc``
    (site extraction runs a method on the page with its template removed);
    ``url``, when given, overrides the page's own address.
    """
    url = url or doc.url
    metadata = page_metadata(doc)
    result = apply_target_language(result, options.target_language, metadata.language)
    metadata = merged_metadata(metadata, result, url)
    return Extraction(
        method=method,
        options=record,
        metadata=metadata,
        blocks=result.blocks,
        decisions=result.decisions,
        url=url,
        encoding=doc.encoding,
        encoding_source=doc.encoding_source,
        warnings=doc.warnings + tuple(result.warnings),
        page_html=result.page_html,
        document=blocks_doc if blocks_doc is not None else doc,
    )
