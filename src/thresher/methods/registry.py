"""The registry of extraction methods.

Methods are imported lazily by dotted path, so a method whose optional
dependency is missing reports itself unavailable instead of breaking
``import thresher``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from thresher.errors import MethodError


@dataclass(frozen=True)
class MethodInfo:
    """A registered method: name, where it lives, and a one-line summary."""

    name: str
    target: str
    summary: str
    site_level: bool = False


_METHODS: dict[str, MethodInfo] = {}


def register(info: MethodInfo) -> None:
    """Add or replace a method in the registry."""
    _METHODS[info.name] = info


def method_names() -> list[str]:
    """Names of the registered methods, ``auto`` first."""
    return sorted(_METHODS, key=lambda n: (n != "auto", n))


def method_info(name: str) -> MethodInfo:
    """The registry entry for ``name``; MethodError if unknown."""
    if name not in _METHODS:
        raise MethodError(f"unknown method {name!r}; available: {', '.join(method_names())}")
    return _METHODS[name]


def load_method(name: str):
    """Import and return the method object registered as ``name``."""
    info = method_info(name)
    module_name, _, attr = info.target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise MethodError(
            f"method {name!r} is unavailable: {exc}; install its optional dependency"
        ) from exc
    return getattr(module, attr)


def is_available(name: str) -> bool:
    """True when the method imports."""
    try:
        load_method(name)
    except MethodError:
        return False
    return True


register(MethodInfo("auto", "thresher.methods.auto.method:METHOD", "the default: best combination"))
register(
    MethodInfo("sentences", "thresher.methods.sentences:METHOD", "Kuznetsov's sentence blocks")
)
register(
    MethodInfo(
        "roles", "thresher.methods.roles.method:METHOD", "Golovko & Lapin's role expert system"
    )
)
register(
    MethodInfo(
        "features", "thresher.methods.features.method:METHOD", "Wang et al.'s multi-feature SVM"
    )
)
register(
    MethodInfo(
        "template",
        "thresher.site.method:METHOD",
        "Shorkin's site template mining (many pages of one site)",
        site_level=True,
    )
)
