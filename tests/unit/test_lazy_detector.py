"""The encoding detector is imported on the first page that needs it only."""

from __future__ import annotations

import os
import subprocess
import sys

_PROGRAM = """
import sys
import thresher
thresher.extract(b"<html><head><meta charset=utf-8></head><body><p>caf\\xc3\\xa9</p></body></html>")
print("charset_normalizer" in sys.modules)
from thresher.html.load import detect
print(detect("caf\\xe9 cr\\xe8me br\\xfbl\\xe9e ".encode("cp1252") * 20)[1])
print("charset_normalizer" in sys.modules)
"""


def test_a_declared_page_leaves_the_detector_unimported() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    run = subprocess.run([sys.executable, "-c", _PROGRAM], capture_output=True, text=True, env=env)
    out = run.stdout.split()
    assert out == ["False", "detected", "True"]
