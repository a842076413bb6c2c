"""What a fresh install brings: a lean base, WARC built in, training and comparison as extras."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def _project() -> dict:
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]


def _names(requirements: list[str]) -> set[str]:
    return {
        re.split(r"[<>=\[ ;]", r, maxsplit=1)[0].lower().replace("_", "-") for r in requirements
    }


def test_the_licence_is_an_spdx_string():
    assert _project()["license"] == "Apache-2.0"


def test_training_libraries_stay_out_of_the_base_install():
    base = _names(_project()["dependencies"])
    assert "scikit-learn" not in base and "scipy" not in base
    assert "scikit-learn" in _names(_project()["optional-dependencies"]["train"])


def test_warc_reading_is_in_the_base_install():
    assert "fastwarc" in _names(_project()["dependencies"])


def test_trafilatura_comes_with_the_html_cleaner_it_imports():
    extras = _project()["optional-dependencies"]
    for extra in ("compare", "dev"):
        names = _names(extras[extra])
        assert "trafilatura" in names and "lxml-html-clean" in names, extra
