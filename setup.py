"""Build thresher with its optional compiled core (Cython), or pure Python.

Everything else is in ``pyproject.toml``. The ``.pyx`` kernels that
``src/thresher/_core/modules.py`` names are compiled by Cython; each has a
pure-Python reference beside its caller, the fallback. When Cython or a C
compiler is missing, or ``THRESHER_NO_COMPILE=1``, the build warns and installs
the pure-Python package: it never fails for want of a compiler.
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
DIRECTIVES = {
    "language_level": 3,
    "binding": True,
    "embedsignature": True,
}


def _kernels() -> tuple[str, ...]:
    """KERNELS, read from modules.py without importing thresher."""
    tree = ast.parse((SRC / "thresher" / "_core" / "modules.py").read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = ast.literal_eval(node.value)
    return tuple(found["KERNELS"])


def _warn(message: str) -> None:
    print(f"thresher: {message}; installing the pure-Python path", file=sys.stderr)


def _extensions() -> list:
    if os.environ.get("THRESHER_NO_COMPILE", "").strip() in {"1", "true", "yes"}:
        _warn("THRESHER_NO_COMPILE is set")
        return []
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
    except ImportError:
        _warn("Cython is not installed")
        return []
    extensions = []
    for name in _kernels():
        path = SRC.joinpath(*name.split(".")).with_suffix(".pyx")
        extensions.append(Extension(name, [str(path.relative_to(HERE))]))
    try:
        return cythonize(
            extensions,
            compiler_directives=DIRECTIVES,
            build_dir="build/cython",
            quiet=True,
        )
    except Exception as exc:  # a Cython that cannot translate: fall back, never fail
        _warn(f"Cython failed ({exc})")
        return []


class OptionalBuildExt(build_ext):
    """build_ext that warns and skips an extension it cannot compile."""

    def run(self) -> None:
        """Compile what can be compiled."""
        try:
            super().run()
        except Exception as exc:
            _warn(f"no C compiler ({exc})")

    def build_extension(self, ext) -> None:
        """Compile one extension; on failure its pure-Python reference is used."""
        try:
            super().build_extension(ext)
        except Exception as exc:
            _warn(f"{ext.name} not compiled ({exc})")


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
