"""Every method thresher offers, and the method spec every entry point reads.

A spec is ``name``, ``name@preset`` or either followed by ``:key=value,...``:

* ``sentences`` — the method with its defaults;
* ``sentences@faithful`` — the method's preset ``faithful`` (the paper's own settings);
* ``sentences:min_sentence_words=1,bridge_gaps=false`` — overrides, values
  read as JSON when they can be (``1``, ``false``, ``"x"``), else as text.

Options apply in this order, later winning: preset, the caller's options,
the spec's own overrides.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from thresher.errors import MethodError, OptionsError
from thresher.methods.base import Method
from thresher.methods.registry import PAGE_METHODS, MethodInfo, load
from thresher.options import parse_option_values, split_options
from thresher.site.method import TEMPLATE_INFO

METHODS: tuple[MethodInfo, ...] = (*PAGE_METHODS, TEMPLATE_INFO)

_SPEC = re.compile(r"^(?P<name>[A-Za-z_][\w-]*)(?:@(?P<preset>[\w-]+))?(?::(?P<overrides>.*))?$")
_PAIR_SPLIT = re.compile(r",(?=\s*[A-Za-z_][\w-]*\s*=)")


def method_names() -> list[str]:
    """Names of the registered methods, ``auto`` first."""
    return sorted((info.name for info in METHODS), key=lambda n: (n != "auto", n))


def method_info(name: str) -> MethodInfo:
    """The registry entry for ``name``; MethodError if unknown."""
    for info in METHODS:
        if info.name == name:
            return info
    raise MethodError(f"unknown method {name!r}; available: {', '.join(method_names())}")


def load_method(name: str) -> Method:
    """Import and return the method object registered as ``name``."""
    return load(method_info(name))


def is_available(name: str) -> bool:
    """True when the method imports."""
    try:
        load_method(name)
    except MethodError:
        return False
    return True


@dataclass(frozen=True)
class MethodSpec:
    """A parsed method spec: the label shown in tables, the method, and its options."""

    label: str
    method: str
    options: Mapping[str, Any] = field(default_factory=dict)


def parse_method_spec(
    spec: str, run_options: Mapping[str, Any] | None = None, *, single_page: bool = False
) -> MethodSpec:
    """Parse ``name[@preset][:k=v,...]``; OptionsError on bad syntax, presets or options.

    ``single_page`` refuses the site-level method (evaluation runs page by page).
    """
    match = _SPEC.match(spec.strip())
    if not match:
        raise OptionsError(f"bad method spec {spec!r}; expected name[@preset][:key=value,...]")
    info = method_info(match["name"])
    if single_page and info.site_level:
        raise OptionsError(
            f"method {info.name!r} works on whole sites; eval runs single-page methods"
        )
    runner = load(info)
    options: dict[str, Any] = {}
    if match["preset"]:
        options.update(preset_options(runner, match["preset"]))
    options.update(run_options or {})
    if match["overrides"]:
        options.update(parse_option_values(_PAIR_SPLIT.split(match["overrides"])))
    general, params = split_options(runner.params_class, dict(options))
    check = getattr(runner, "check_options", None)  # what the options leave unused
    if check is not None:
        check(general, params)
    return MethodSpec(spec.strip(), info.name, options)


def preset_options(runner: Method, preset: str) -> dict[str, Any]:
    """The options of one of the method's presets; OptionsError if it has none by that name."""
    if preset not in runner.presets:
        known = ", ".join(runner.presets) or "none"
        raise OptionsError(f"method {runner.name!r} has no preset {preset!r}; presets: {known}")
    return dict(runner.presets[preset])
