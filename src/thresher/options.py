"""One frozen options object for extraction, plus the limits it carries.

Method parameters live in one frozen ``Params`` dataclass per method (in the
method's module); :func:`split_options` sorts the keyword options a caller gives
to :func:`thresher.extract` into general options, limits and method parameters,
and refuses names that exist nowhere.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field, fields
from typing import Any, Literal

from thresher.errors import OptionsError

LimitPolicy = Literal["truncate", "fail"]
Favor = Literal["balanced", "precision", "recall"]


@dataclass(frozen=True)
class Limits:
    """Resource limits for one page.

    ``on_limit`` says what happens past a limit: ``"truncate"`` keeps what fits
    and records a warning in the result; ``"fail"`` raises
    :class:`~thresher.errors.LimitExceededError`.
    """

    max_input_bytes: int = 50_000_000
    max_chars: int = 50_000_000
    max_depth: int = 5_000
    max_nodes: int = 2_000_000
    max_attributes: int = 1_000
    timeout_s: float = 60.0
    on_limit: LimitPolicy = "truncate"


@dataclass(frozen=True)
class Options:
    """General extraction options shared by every method."""

    include_comments: bool = False
    include_tables: bool = True
    include_images: bool = True
    include_links: bool = False
    include_formatting: bool = True
    favor: Favor = "balanced"
    target_language: str | None = None
    http_charset: str | None = None
    limits: Limits = field(default_factory=Limits)

    def to_dict(self) -> dict[str, Any]:
        """Return the options as a JSON-ready mapping."""
        return dataclasses.asdict(self)


def _field_names(cls: type) -> set[str]:
    return {f.name for f in fields(cls)}


def split_options(params_cls: type | None, given: dict[str, Any]) -> tuple[Options, Any]:
    """Sort keyword options into (Options, method Params); unknown names raise.

    ``params_cls`` is the method's frozen Params dataclass, or None for a
    method without parameters.
    """
    general, limits, method = {}, {}, {}
    general_names = _field_names(Options) - {"limits"}
    limit_names = _field_names(Limits)
    method_names = _field_names(params_cls) if params_cls else set()
    for name, value in given.items():
        if name in method_names:
            method[name] = value
        elif name in general_names:
            general[name] = value
        elif name in limit_names:
            limits[name] = value
        elif name == "limits" and isinstance(value, Limits):
            general["limits"] = value
        else:
            known = sorted(general_names | limit_names | method_names)
            raise OptionsError(f"unknown option {name!r}; known options: {', '.join(known)}")
    if limits:
        base = general.get("limits", Limits())
        general["limits"] = dataclasses.replace(base, **limits)
    try:
        options = Options(**general)
        params = params_cls(**method) if params_cls else None
    except (TypeError, ValueError) as exc:
        raise OptionsError(f"bad option value: {exc}") from exc
    return options, params


def parse_option_values(pairs: list[str]) -> dict[str, Any]:
    """Turn ``key=value`` strings into options; values parsed as JSON when they can be."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise OptionsError(f"--option {pair!r}: expected key=value")
        try:
            options[key.strip().replace("-", "_")] = json.loads(value)
        except ValueError:
            options[key.strip().replace("-", "_")] = value
    return options
