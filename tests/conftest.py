"""Shared fixtures: the sample page and the shared datasets folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "examples" / "sample.html"


def shared_datasets_dir() -> Path | None:
    """The shared datasets folder (THRESHER_DATASETS, or ../shared/datasets beside the repo)."""
    env = os.environ.get("THRESHER_DATASETS")
    candidates = [Path(env)] if env else []
    candidates.append(REPO.parent / "shared" / "datasets")
    for path in candidates:
        if path.is_dir():
            return path
    return None


@pytest.fixture
def sample_bytes() -> bytes:
    """The bundled sample news page."""
    return SAMPLE.read_bytes()


@pytest.fixture
def datasets_dir() -> Path:
    """The shared datasets; the test is skipped where they are absent."""
    path = shared_datasets_dir()
    if path is None:
        pytest.skip("shared datasets not found (set THRESHER_DATASETS)")
    return path
