"""The public recipes: :func:`extract` for one page, :func:`load_document` to parse one."""

from __future__ import annotations

import dataclasses
from typing import Any

from thresher.collector import collector_paused
from thresher.html.load import decode
from thresher.html.memo import TreeMemo
from thresher.html.parse import parse
from thresher.language import apply_target_language
from thresher.metadata import extract_metadata
from thresher.methods.base import merged_metadata
from thresher.methods.registry import load_method, method_info, method_names
from thresher.options import Options, split_options
from thresher.types import Document, Extraction, Metadata


def load_document(
    data: bytes | str, *, url: str | None = None, options: Options | None = None
) -> Document:
    """Decode and parse page bytes (or text) into a Document, within the limits."""
    options = options or Options()
    limits = options.limits
    if isinstance(data, str):
        data = data.encode("utf-8", errors="replace")
        charset = "utf-8"
    else:
        charset = options.http_charset
    decoded = decode(
        data,
        http_charset=charset,
        max_input_bytes=limits.max_input_bytes,
        on_limit=limits.on_limit,
        name=url or "input",
    )
    return parse(decoded, url=url, limits=limits)


def extract(
    data: bytes | str | Document,
    *,
    url: str | None = None,
    method: str = "auto",
    **options: Any,
) -> Extraction:
    """Extract the main content and metadata of one page.

    ``data`` is the page's raw bytes (preferred: the encoding is detected),
    decoded text, or a Document from :func:`load_document`: several methods
    given one Document share its parse, metadata and, where their options
    agree, its segmentation. ``method`` is a name from :func:`methods`. Other
    keyword options are general options (see :class:`thresher.options.Options`
    and :class:`~thresher.options.Limits`) or the method's own parameters.
    """
    method_info(method)
    runner = load_method(method)
    general, params = split_options(runner.params_class, options)
    with collector_paused():
        return _extract(data, url, method, runner, general, params)


def _extract(
    data: bytes | str | Document,
    url: str | None,
    method: str,
    runner: Any,
    general: Options,
    params: Any,
) -> Extraction:
    if isinstance(data, Document):
        doc, url = data, url or data.url
    else:
        doc = load_document(data, url=url, options=general)
    result = runner.run(doc, general, params)
    metadata = _METADATA(doc)
    result = apply_target_language(result, general.target_language, metadata.language)
    metadata = merged_metadata(metadata, result, url)
    return Extraction(
        method=method,
        options=_options_record(general, params),
        metadata=metadata,
        blocks=result.blocks,
        decisions=result.decisions,
        url=url,
        encoding=doc.encoding,
        encoding_source=doc.encoding_source,
        warnings=doc.warnings + result.warnings,
        page_html=result.page_html,
        document=doc,
    )


_METADATA: TreeMemo[Metadata] = TreeMemo(extract_metadata)


def _options_record(general: Options, params: Any) -> dict[str, Any]:
    record = general.to_dict()
    if params is not None and dataclasses.is_dataclass(params):
        record["params"] = dataclasses.asdict(params)
    return record


def methods() -> list[str]:
    """Names of the registered extraction methods."""
    return method_names()
