"""Build thresher with its optional compiled core (Cython), or pure Python.

Everything else is in ``pyproject.toml``. The modules ``src/thresher/_core/modules.py``
names are compiled by Cython as they are (their ``.py`` source stays the one
definition and the fallback), plus the ``.pyx`` kernels. When Cython or a C
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
    "annotation_typing": False,  # hints stay hints: the source runs as Python would
    "binding": True,
    "embedsignature": True,
}


def _module_lists() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """SOURCE_MODULES and KERNELS, read from modules.py without importing thresher."""
    tree = ast.parse((SRC / "thresher" / "_core" / "modules.py").read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = ast.literal_eval(node.value)
    return tuple(found["SOURCE_MODULES"]), tuple(found["KERNELS"])


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
    sources, kernels = _module_lists()
    extensions = []
    for name in sources:
        path = SRC.joinpath(*name.split(".")).with_suffix(".py")
        extensions.append(Extension(name, [str(path.relative_to(HERE))]))
    for name in kernels:
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
        """Compile one extension; on failure its ``.py`` source is used."""
        try:
            super().build_extension(ext)
        except Exception as exc:
            _warn(f"{ext.name} not compiled ({exc})")


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
