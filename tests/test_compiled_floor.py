"""The ``parse`` floor the compiled core is measured against (``thresher bench -c parse``),
and the compiled core being there where it was built or CI requires it."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import html as lxml_html

import thresher
import thresher._core
from thresher._core import kernel, pure_forced
from thresher._core.fingerprint import source_digest
from thresher._core.modules import KERNELS, LXML_KERNELS
from thresher.eval.bench import bench_jobs
from thresher.eval.competitors import competitor_names, load_competitors
from thresher.eval.extractor import ExtractorInput

SAMPLE = Path(__file__).resolve().parents[1] / "examples" / "sample.html"
SRC = Path(thresher.__file__).resolve().parents[1]


def test_parse_floor_is_lxml_text_content_of_the_bytes():
    (floor,) = load_competitors(["parse"])
    data = SAMPLE.read_bytes()
    prediction = floor(ExtractorInput(data))
    assert floor.name == "parse"
    assert prediction.text == lxml_html.fromstring(data).text_content()
    assert prediction.title is None and prediction.date is None


def test_bench_runs_the_parse_floor_beside_alltext():
    jobs = bench_jobs(["auto"], ["parse", "trafilatura"], {})
    assert [j.name for j in jobs] == ["auto", "parse", "trafilatura", "alltext"]
    assert "parse" in competitor_names()


def _built_kernels() -> list[str]:
    """The kernels whose extension module is installed beside ``thresher._core``."""
    core = Path(thresher._core.__file__).parent
    built = {p.name.split(".")[0] for p in core.iterdir() if p.suffix in {".so", ".pyd"}}
    return [name for name in KERNELS if name.rsplit(".", 1)[1] in built]


def test_every_built_kernel_loads():
    """A kernel that was built must load: not refused for another lxml or Python."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    for name in _built_kernels():
        assert kernel(name) is not None, name


def test_compiled_path_where_ci_requires_it():
    """CI (``.ci/run``) sets THRESHER_REQUIRE_COMPILED=1: there every kernel must run compiled."""
    if os.environ.get("THRESHER_REQUIRE_COMPILED", "") != "1" or pure_forced():
        pytest.skip("the compiled path is not required here")
    report = thresher.speedups()
    assert report["path"] == "compiled", report["modules"]


# Each script changes one thing before thresher loads its kernels, then prints which path
# each kernel runs and the warnings said (the last line of its output, as JSON).
_REPORT = r"""
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import thresher
    modules = thresher.speedups()["modules"]
print(json.dumps({"modules": modules, "warnings": [str(w.message) for w in caught]}))
"""
_OTHER_LXML = (
    r"""
import json, warnings
import lxml.etree
lxml.etree.LXML_VERSION = (lxml.etree.LXML_VERSION[0] + 1, 0, 0, 0)
"""
    + _REPORT
)
_EDITED_SOURCE = (
    r"""
import json, warnings
import thresher._core as core
core.source_digest = lambda pyx: "0" * 16  # as if each .pyx had been edited since its build
"""
    + _REPORT
)


def _refused(script: str, names: list[str], said: str) -> None:
    """Run ``script`` in a fresh interpreter: each of ``names`` must run the pure path, with
    a warning naming it that says ``said``."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(SRC), *sys.path])}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    report = json.loads(done.stdout.splitlines()[-1])
    for name in names:
        assert report["modules"][name] == "pure", name
        assert any(name in m and said in m for m in report["warnings"]), name


def _beside_source(name: str) -> Path:
    """The ``.pyx`` a kernel would be built from, beside the installed kernel."""
    return Path(thresher._core.__file__).parent / (name.rsplit(".", 1)[1] + ".pyx")


def test_a_kernel_built_for_another_lxml_is_refused_with_a_warning():
    """The walks read lxml's structures: under another lxml they step aside, loudly."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    walks = [name for name in _built_kernels() if name in LXML_KERNELS]
    if not walks:
        pytest.skip("no kernel over lxml's nodes is built here")
    _refused(_OTHER_LXML, walks, "rebuild")


def test_every_built_kernel_was_built_from_the_source_beside_it():
    """setup.py compiles each kernel's source digest into it: a fresh build carries the
    digest of the ``.pyx`` (and its ``.pxi`` files) it sits beside."""
    beside = [name for name in _built_kernels() if _beside_source(name).is_file()]
    if not beside:
        pytest.skip("no kernel is built beside its source here")
    for name in beside:
        built = importlib.import_module(name).SOURCE_DIGEST
        assert source_digest(_beside_source(name)) == built, name


def test_a_kernel_older_than_its_source_is_refused_with_a_warning():
    """An in-place build left behind by an edit or a checkout must not run (a kernel function
    the new Python calls would be missing, or a changed rule silently shadowed)."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    beside = [name for name in _built_kernels() if _beside_source(name).is_file()]
    if not beside:
        pytest.skip("no kernel is built beside its source here")
    _refused(_EDITED_SOURCE, beside, "another version")
