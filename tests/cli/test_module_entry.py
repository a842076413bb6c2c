"""``python -m thresher`` runs the same command line as the ``thresher`` script."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample.html"


def test_python_dash_m_thresher_extracts_the_sample() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "thresher", "extract", str(SAMPLE), "--format", "md"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("# ")


def test_python_dash_m_thresher_without_a_command_fails_with_usage() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "thresher"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode != 0
    assert "usage" in (done.stderr + done.stdout).lower()
