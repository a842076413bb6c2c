"""The compiled core and the pure-Python path: which runs, and that they agree.

The compiled path is what ``pip install .`` builds (``setup.py``); the pure one
is forced with ``THRESHER_PURE=1``. Outputs are compared in two fresh
interpreters, one per path (the switch works at import time).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import thresher
from thresher._core import pure_forced, tree_kernel
from thresher._core.modules import KERNELS, PURE_ENV

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])

# Prints one JSON line per page: text, title, date and every block's decision.
_DESCRIBE = r"""
import json, sys
import thresher
for path in sys.argv[1:]:
    data = open(path, "rb").read()
    out = {"path": path, "path_kind": thresher.speedups()["path"]}
    try:
        r = thresher.extract(data)
        out.update(text=r.text, title=r.title, date=r.date,
                   decisions=[[d.block, str(d.label), d.reason] for d in r.decisions])
    except Exception as exc:
        out["error"] = type(exc).__name__
    print(json.dumps(out))
"""


def _compiled_built() -> bool:
    """Every kernel has its extension module beside ``_core/__init__.py``."""
    core = Path(thresher.__file__).parent / "_core"
    built = {p.name.split(".")[0] for p in core.iterdir() if p.suffix in {".so", ".pyd"}}
    return all(name.rsplit(".", 1)[1] in built for name in KERNELS)


def _outputs(paths: list[Path], pure: bool) -> list[dict]:
    env = {k: v for k, v in os.environ.items() if k != PURE_ENV}
    if pure:
        env[PURE_ENV] = "1"
    env["PYTHONPATH"] = os.pathsep.join([str(Path(thresher.__file__).parents[1]), *sys.path])
    done = subprocess.run(
        [sys.executable, "-c", _DESCRIBE, *map(str, paths)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=900,
    )
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def _assert_same_outputs(paths: list[Path]) -> None:
    if not _compiled_built():
        pytest.skip("the compiled core is not built here (pure-Python install)")
    fast, pure = _outputs(paths, pure=False), _outputs(paths, pure=True)
    assert {o["path_kind"] for o in fast} == {"compiled"}
    assert {o["path_kind"] for o in pure} == {"pure"}
    assert len(fast) == len(pure) == len(paths)
    for a, b in zip(fast, pure, strict=True):
        assert {**a, "path_kind": ""} == {**b, "path_kind": ""}, a["path"]


def test_speedups_names_every_module_and_one_path():
    report = thresher.speedups()
    assert set(report["modules"]) == set(KERNELS)
    assert report["path"] in {"compiled", "pure", "partial"}
    assert report["forced_pure"] == pure_forced()
    if pure_forced():
        assert report["path"] == "pure" and tree_kernel() is None


def _feature_matrices(paths: list[Path]) -> list[np.ndarray]:
    from thresher.html.document import load_document
    from thresher.methods.auto.method import prepare_page
    from thresher.options import Options
    from thresher.pipeline import segment_page

    matrices = []
    for path in paths:
        doc = load_document(path.read_bytes())
        matrices.append(prepare_page(doc, segment_page(doc, Options()), Options()).features)
    return matrices


def _assert_same_leaves(matrices: list[np.ndarray]) -> None:
    from thresher.methods.auto.method import load_model

    kernel = tree_kernel()
    if kernel is None:
        pytest.skip("the compiled tree kernel is not available (pure path)")
    model = load_model()
    rng = np.random.default_rng(25)
    for matrix in matrices:
        holes = matrix.copy()
        holes[rng.random(holes.shape) < 0.1] = np.nan  # the missing-value branch too
        for m in (matrix, holes):
            ref = model.reference_leaves(m)
            assert np.array_equal(model.compiled_leaves(m, kernel), ref)


def test_tree_kernel_matches_the_numpy_reference_on_bundled_pages():
    _assert_same_leaves(_feature_matrices(BUNDLED))


def test_compiled_and_pure_paths_give_the_same_outputs_on_bundled_pages():
    _assert_same_outputs(BUNDLED)


def _dataset_sample(datasets_dir: Path, per_set: int, into: Path) -> list[Path]:
    """``per_set`` pages spread over each shared set, written to ``into`` as plain files."""
    from thresher.eval.session import load_datasets

    folders = sorted(p for p in datasets_dir.iterdir() if (p / "manifest.jsonl").is_file())
    pages: list[Path] = []
    for dataset in load_datasets(folders, limit=per_set):
        for number, page in enumerate(dataset.pages):
            path = into / f"{dataset.name}-{number}.html"
            path.write_bytes(dataset.read_html(page))
            pages.append(path)
    return pages


@pytest.mark.slow
def test_tree_kernel_matches_the_numpy_reference_on_real_pages(datasets_dir: Path, tmp_path: Path):
    _assert_same_leaves(_feature_matrices(_dataset_sample(datasets_dir, 3, tmp_path)))


@pytest.mark.slow
def test_compiled_and_pure_paths_give_the_same_outputs_on_real_pages(
    datasets_dir: Path, tmp_path: Path
):
    pages = _dataset_sample(datasets_dir, 3, tmp_path)
    assert len(pages) > 30
    _assert_same_outputs(pages)
