"""The single-page methods: a table of where each lives, and how to load one.

Methods are imported lazily by dotted path, so a method whose optional
dependency is missing reports itself unavailable instead of breaking
``import thresher``. The site-level method ``template`` is listed by
:mod:`thresher.site.method`; :mod:`thresher.catalog` joins both tables.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from thresher.errors import MethodError
from thresher.methods.base import Method


@dataclass(frozen=True)
class MethodInfo:
    """A registered method: name, where it lives, and a one-line summary."""

    name: str
    target: str
    summary: str
    site_level: bool = False


PAGE_METHODS: tuple[MethodInfo, ...] = (
    MethodInfo("auto", "thresher.methods.auto.method:METHOD", "the default: best combination"),
    MethodInfo("sentences", "thresher.methods.sentences:METHOD", "Kuznetsov's sentence blocks"),
    MethodInfo(
        "roles", "thresher.methods.roles.method:METHOD", "Golovko & Lapin's role expert system"
    ),
    MethodInfo(
        "features", "thresher.methods.features.method:METHOD", "Wang et al.'s multi-feature SVM"
    ),
)


def load(info: MethodInfo) -> Method:
    """Import and return the method object ``info`` names."""
    module_name, _, attr = info.target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise MethodError(
            f"method {info.name!r} is unavailable: {exc}; install its optional dependency"
        ) from exc
    return getattr(module, attr)


def page_method(name: str) -> Method:
    """The single-page method called ``name``; MethodError if there is none."""
    for info in PAGE_METHODS:
        if info.name == name:
            return load(info)
    known = ", ".join(info.name for info in PAGE_METHODS)
    raise MethodError(f"unknown single-page method {name!r}; available: {known}")
