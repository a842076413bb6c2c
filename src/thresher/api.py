"""The public recipes: :func:`extract` for one page, :func:`load_document` to parse one."""

from __future__ import annotations

from typing import Any

from thresher.catalog import load_method, method_names, parse_method_spec
from thresher.collector import collector_paused
from thresher.html.document import load_document
from thresher.html.memo import forget_document
from thresher.options import Options, split_options
from thresher.output.extraction import Extraction
from thresher.pipeline import assemble, options_record, run_method
from thresher.types import Document

__all__ = ["extract", "load_document", "method_names"]


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
    agree, its segmentation. ``method`` is a name from :func:`method_names`,
    optionally with a preset and overrides (``"sentences@faithful"``,
    ``"auto:threshold=0.6"``). Other keyword options are general options (see
    :class:`thresher.options.Options` and :class:`~thresher.options.Limits`) or
    the method's own parameters.
    """
    spec = parse_method_spec(method, options)
    runner = load_method(spec.method)
    if spec.options:
        general, params = split_options(runner.params_class, dict(spec.options))
    else:  # the spec was checked with these defaults: what split_options makes of none
        params_class = runner.params_class
        general, params = Options(), params_class() if params_class is not None else None
    with collector_paused():
        parsed_here = not isinstance(data, Document)
        doc = load_document(data, url=url, options=general) if parsed_here else data
        result = run_method(doc, runner, general, params)
        record = options_record(general, params)
        extraction = assemble(
            doc, result, method=spec.label, options=general, record=record, url=url
        )
        if parsed_here:  # no other call shares this parse: its caches go before the collector
            forget_document(doc)
        return extraction
