"""One frozen options object for extraction, plus the limits it carries.

Method parameters live in one frozen ``Params`` dataclass per method (in the
method's module); :func:`split_options` sorts the keyword options a caller gives
to :func:`thresher.extract` into general options, limits and method parameters,
and refuses names that exist nowhere.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
import types
import typing
from collections.abc import Mapping
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


# A BCP 47 tag's shape: a primary language of two or three letters, then subtags.
_LANGUAGE_TAG = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*")


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
    repair_mojibake: bool = True
    limits: Limits = field(default_factory=Limits)

    def __post_init__(self) -> None:
        language = self.target_language
        if language is not None and not _LANGUAGE_TAG.fullmatch(language):
            raise OptionsError(
                f"target_language {language!r} is not a language tag; use a code such as "
                "'en', 'de' or 'pt-BR'"
            )

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
    general = check_values(Options, general)
    limits = check_values(Limits, limits)
    method = check_values(params_cls, method) if params_cls else method
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


_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


def check_values(cls: type, given: dict[str, Any]) -> dict[str, Any]:
    """Each value parsed to its field's type in ``cls``; OptionsError naming the allowed values.

    Strings (from the command line or a method spec) are read as the field's
    type: ``true``/``false`` (also yes/no, on/off, 1/0) for flags, numbers for
    numbers; a choice must be one of its allowed values; limits are never negative.
    """
    if not given:
        return {}
    hints = _hints(cls)
    checked = {}
    for name, value in given.items():
        hint = hints.get(name)
        checked[name] = value if hint is None else _parse(name, value, hint, cls is Limits)
    return checked


@functools.cache
def _hints(cls: type) -> Mapping[str, Any]:
    """The resolved annotations of ``cls`` (read once per class: resolving them compiles each)."""
    try:
        return types.MappingProxyType(typing.get_type_hints(cls))
    except (NameError, TypeError):  # an annotation that cannot be resolved: no checks
        return types.MappingProxyType({})


def _parse(name: str, value: Any, hint: Any, non_negative: bool) -> Any:
    """One value read as ``hint``; OptionsError when it is not one."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        (hint,) = [a for a in args if a is not type(None)] or (hint,)
        args = typing.get_args(hint)
    origin = typing.get_origin(hint)
    if origin is Literal:
        return _choice(name, value, args)
    if hint is bool:
        return _flag(name, value)
    if hint in (int, float):
        return _number(name, value, hint, non_negative)
    if origin is tuple:
        return _tuple(name, value)
    if hint is str and not isinstance(value, str):
        raise OptionsError(f"option {name}: expected text, got {value!r}")
    return value


def _choice(name: str, value: Any, allowed: tuple[Any, ...]) -> Any:
    if value in allowed:
        return value
    choices = ", ".join(str(a) for a in allowed)
    raise OptionsError(f"option {name}: {value!r} is not allowed; choose one of {choices}")


def _flag(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise OptionsError(
        f"option {name}: {value!r} is not a flag; use true or false (also yes/no, on/off, 1/0)"
    )


def _number(name: str, value: Any, kind: type, non_negative: bool) -> Any:
    what = "a whole number" if kind is int else "a number"
    if isinstance(value, bool):
        raise OptionsError(f"option {name}: expected {what}, got {value!r}")
    try:
        number = kind(value) if isinstance(value, str) else value
    except ValueError:
        raise OptionsError(f"option {name}: expected {what}, got {value!r}") from None
    if not isinstance(number, int | float) or (kind is int and not isinstance(number, int)):
        raise OptionsError(f"option {name}: expected {what}, got {value!r}")
    if math.isnan(number) or (non_negative and number < 0):
        bound = " >= 0" if non_negative else ""
        raise OptionsError(f"option {name}: expected {what}{bound}, got {value!r}")
    return number


def _tuple(name: str, value: Any) -> tuple[Any, ...]:
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    if isinstance(value, list | tuple):
        return tuple(value)
    raise OptionsError(f"option {name}: expected a list (a,b,c), got {value!r}")


def describe_options() -> list[str]:
    """One line per general option and limit: name, default and allowed values."""
    lines = []
    for cls in (Options, Limits):
        hints = _hints(cls)
        for item in fields(cls):
            if item.name == "limits":
                continue
            lines.append(f"  {item.name:18} {_allowed(hints[item.name])}; default {_default(item)}")
    return lines


def _allowed(hint: Any) -> str:
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if typing.get_origin(hint) is Literal:
        return "one of " + "|".join(map(str, args))
    if len(args) == 1:
        hint = args[0]
    names = {bool: "true|false", int: "whole number >= 0", float: "number >= 0", str: "text"}
    return names.get(hint, str(hint))


def _default(item: dataclasses.Field) -> str:
    value = item.default
    return json.dumps(value) if isinstance(value, bool) or value is None else str(value)
