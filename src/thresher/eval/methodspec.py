"""thresher's own methods as evaluated extractors, named by a method spec.

A spec is ``name``, ``name@preset`` or either followed by ``:key=value,...``:

* ``sentences`` — the method with its defaults;
* ``sentences@faithful`` — the options of ``PRESETS["faithful"]`` in the
  method's module (``thresher.methods.sentences``);
* ``sentences:min_sentence_words=1,bridge_gaps=false`` — overrides, values
  read as JSON when they can be (``1``, ``false``, ``"x"``), else as text.

Options apply in this order, later winning: preset, the run-wide ``-O``
options, the spec's own overrides.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from thresher.errors import OptionsError
from thresher.eval.extractor import ExtractorInput, Prediction
from thresher.eval.metrics import normalize_date

_SPEC = re.compile(r"^(?P<name>[A-Za-z_][\w-]*)(?:@(?P<preset>[\w-]+))?(?::(?P<overrides>.*))?$")
_PAIR_SPLIT = re.compile(r",(?=\s*[A-Za-z_][\w-]*\s*=)")


@dataclass(frozen=True)
class MethodSpec:
    """A parsed method spec: the label shown in tables, the method, and its options."""

    label: str
    method: str
    options: Mapping[str, Any] = field(default_factory=dict)


def parse_method_spec(spec: str, run_options: Mapping[str, Any] | None = None) -> MethodSpec:
    """Parse ``name[@preset][:k=v,...]``; OptionsError on bad syntax, presets or options."""
    from thresher.methods.registry import load_method, method_info
    from thresher.options import parse_option_values

    match = _SPEC.match(spec.strip())
    if not match:
        raise OptionsError(f"bad method spec {spec!r}; expected name[@preset][:key=value,...]")
    name = match["name"]
    info = method_info(name)
    if info.site_level:
        raise OptionsError(f"method {name!r} works on whole sites; eval runs single-page methods")
    options: dict[str, Any] = {}
    if match["preset"]:
        options.update(_preset(info.target, name, match["preset"]))
    options.update(run_options or {})
    if match["overrides"]:
        options.update(parse_option_values(_PAIR_SPLIT.split(match["overrides"])))
    _check_options(load_method(name), options)
    return MethodSpec(spec.strip(), name, options)


def _preset(target: str, name: str, preset: str) -> dict[str, Any]:
    module = import_module(target.partition(":")[0])
    presets = getattr(module, "PRESETS", {})
    if preset not in presets:
        known = ", ".join(presets) or "none"
        raise OptionsError(f"method {name!r} has no preset {preset!r}; presets: {known}")
    return dict(presets[preset])


def _check_options(method: Any, options: Mapping[str, Any]) -> None:
    from thresher.options import split_options

    split_options(method.params_class, dict(options))


class ThresherMethod:
    """One of thresher's methods, run through :func:`thresher.extract`."""

    input_kind = "bytes"

    def __init__(self, spec: MethodSpec) -> None:
        from thresher.api import extract

        self.name = spec.label
        self.spec = spec
        self._extract = extract

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text, title and date of one page."""
        result = self._extract(
            page.data, url=page.url, method=self.spec.method, **self.spec.options
        )
        return Prediction(result.text, result.title, normalize_date(result.date))
