"""thresher's own methods as evaluated extractors, named by a method spec.

The spec (``name[@preset][:key=value,...]``) is read by
:func:`thresher.catalog.parse_method_spec`, the same parser every entry point uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from thresher import catalog
from thresher.api import extract
from thresher.catalog import MethodSpec
from thresher.eval.extractor import ExtractorInput, Prediction
from thresher.eval.metrics import normalize_date

__all__ = ["MethodSpec", "ThresherMethod", "parse_method_spec"]


def parse_method_spec(spec: str, run_options: Mapping[str, Any] | None = None) -> MethodSpec:
    """A single-page method spec (see :func:`thresher.catalog.parse_method_spec`)."""
    return catalog.parse_method_spec(spec, run_options, single_page=True)


class ThresherMethod:
    """One of thresher's methods, run through :func:`thresher.extract`."""

    input_kind = "bytes"

    def __init__(self, spec: MethodSpec) -> None:
        self.name = spec.label
        self.spec = spec
        self._extract = extract

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text, title, date and author of one page (and its Markdown when asked)."""
        result = self._extract(
            page.data, url=page.url, method=self.spec.method, **self.spec.options
        )
        date = normalize_date(result.date)
        markdown = result.markdown if page.markdown else None
        return Prediction(result.text, result.title, date, result.metadata.author, markdown)
