"""The public recipes: :func:`extract` for one page, :func:`load_document` to parse one."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, NamedTuple

from thresher.catalog import MethodSpec, load_method, method_names, parse_method_spec
from thresher.collector import collector_paused
from thresher.html.document import load_document
from thresher.html.memo import forget_document
from thresher.methods.base import Method
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
    plain = not options and type(method) is str
    call = _plain_call(method) if plain else _call(method, options)
    with collector_paused():
        parsed_here = not isinstance(data, Document)
        doc = load_document(data, url=url, options=call.general) if parsed_here else data
        result = run_method(doc, call.runner, call.general, call.params)
        extraction = assemble(
            doc,
            result,
            method=call.spec.label,
            options=call.general,
            record=call.record(),
            url=url,
        )
        if parsed_here:  # no other call shares this parse: its caches go before the collector
            forget_document(doc)
        return extraction


class _Call(NamedTuple):
    """A method spec and keyword options read: the method, its options and parameters.

    ``template`` is their options record when it can be copied with ``dict``: its
    values are text, numbers, flags, None or tuples of those, but for the keys in
    ``nested``, dicts of such values (what a plain call's frozen defaults make).
    """

    spec: MethodSpec
    runner: Method
    general: Options
    params: Any
    template: dict[str, Any] | None = None
    nested: tuple[str, ...] = ()

    def record(self) -> dict[str, Any]:
        """The options record of this call, a new dict for each Extraction."""
        if self.template is None:
            return options_record(self.general, self.params)
        record = dict(self.template)
        for key in self.nested:
            record[key] = dict(record[key])
        return record


def _call(method: str, options: Mapping[str, Any]) -> _Call:
    """Read ``method`` and ``options``; OptionsError or MethodError where they are wrong."""
    spec = parse_method_spec(method, options)
    runner = load_method(spec.method)
    if spec.options:
        general, params = split_options(runner.params_class, dict(spec.options))
    else:  # the spec was checked with these defaults: what split_options makes of none
        params_class = runner.params_class
        general, params = Options(), params_class() if params_class is not None else None
    return _Call(spec, runner, general, params)


@functools.lru_cache(maxsize=64)
def _plain_call(method: str) -> _Call:
    """:func:`_call` without keyword options, with its record's template: the same for
    every page given ``method`` (options and parameters are frozen; a spec that raises is
    not remembered)."""
    call = _call(method, {})
    record = options_record(call.general, call.params)
    nested = tuple(key for key, value in record.items() if type(value) is dict)
    if all(_plain(value) for value in record.values() if type(value) is not dict) and all(
        _plain(value) for key in nested for value in record[key].values()
    ):
        return call._replace(template=record, nested=nested)
    return call


def _plain(value: Any) -> bool:
    """Text, a number, a flag, None, or a tuple of those: nothing a copy must renew."""
    if type(value) is tuple:
        return all(type(item) in _ATOMS for item in value)
    return type(value) in _ATOMS


_ATOMS = frozenset({str, int, float, bool, type(None)})
