"""What a fresh install brings: a lean base, WARC built in, training and comparison as extras,
and the lxml its compiled kernels were built against."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import lxml.etree
import pytest
from packaging.requirements import Requirement

import thresher
from thresher._core.modules import LXML_KERNELS

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def _project() -> dict:
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]


def _names(requirements: list[str]) -> set[str]:
    return {
        re.split(r"[<>=\[ ;]", r, maxsplit=1)[0].lower().replace("_", "-") for r in requirements
    }


def _installed_base() -> list[Requirement]:
    """The base requirements of the installed thresher (setup.py declares them at build time)."""
    try:
        requires = metadata.requires("thresher") or []
    except metadata.PackageNotFoundError:
        pytest.skip("thresher is not installed: its dependencies live in the installed metadata")
    return [Requirement(r) for r in requires if "extra ==" not in r]


def test_the_licence_is_an_spdx_string():
    assert _project()["license"] == "Apache-2.0"


def test_training_libraries_stay_out_of_the_base_install():
    base = {r.name.lower() for r in _installed_base()}
    assert "lxml" in base and "numpy" in base
    assert "scikit-learn" not in base and "scipy" not in base
    assert "scikit-learn" in _names(_project()["optional-dependencies"]["train"])


def test_warc_reading_is_in_the_base_install():
    assert "fastwarc" in {r.name.lower() for r in _installed_base()}


def test_trafilatura_comes_with_the_html_cleaner_it_imports():
    extras = _project()["optional-dependencies"]
    for extra in ("compare", "dev"):
        names = _names(extras[extra])
        assert "trafilatura" in names and "lxml-html-clean" in names, extra


def test_an_install_with_lxml_kernels_requires_the_lxml_they_were_compiled_against():
    """The kernels reading libxml2's nodes refuse another lxml major.minor at import, so the
    installed metadata must pin it: otherwise pip keeps an older lxml already present and every
    page silently runs the slow path (what failed on a machine with lxml 6.1 when 6.2 came out)."""
    modules = thresher.speedups()["modules"]
    if not any(modules.get(name) == "compiled" for name in LXML_KERNELS):
        pytest.skip("no kernel reading lxml's nodes is compiled here")
    (requirement,) = [r for r in _installed_base() if r.name.lower() == "lxml"]
    running = ".".join(map(str, lxml.etree.LXML_VERSION[:3]))
    assert requirement.specifier.contains(running), (requirement, running)
    major, minor = lxml.etree.LXML_VERSION[:2]
    assert not requirement.specifier.contains(f"{major}.{minor + 1}.0"), requirement
