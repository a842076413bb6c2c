"""Build thresher with its optional compiled core (Cython), or pure Python.

Everything else is in ``pyproject.toml``. The ``.pyx`` kernels that
``src/thresher/_core/modules.py`` names are compiled by Cython; each has a
pure-Python reference beside its caller, the fallback. When Cython or a C
compiler is missing, or ``THRESHER_NO_COMPILE=1``, the build warns and installs
the pure-Python package: it never fails for want of a compiler. The kernels
that read libxml2's nodes (``LXML_KERNELS``) compile against the headers lxml
ships (``lxml.get_include()``); without lxml at build time they are left out
with a warning, the others still built.

The runtime dependencies are declared here (``dynamic`` in ``pyproject.toml``)
because one of them depends on the build: kernels compiled against lxml's
headers refuse any other lxml major.minor at import, so a build that compiles
them requires that lxml at run time (``pip install`` then upgrades an older
lxml already in the environment instead of leaving the kernels unloadable).
"""

from __future__ import annotations

import ast
import contextlib
import multiprocessing
import os
import runpy
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


DEPENDENCIES = (
    "charset-normalizer>=3.0",
    "httpx>=0.27",
    "tqdm>=4.60",
    "numpy>=1.24",
    "jieba>=0.42",
    "fastwarc>=2.0",
)
LXML_FLOOR = "lxml>=5.0"


def _declared() -> dict[str, tuple[str, ...]]:
    """KERNELS and LXML_KERNELS, read from modules.py without importing thresher."""
    tree = ast.parse((SRC / "thresher" / "_core" / "modules.py").read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = tuple(ast.literal_eval(node.value))
    return found


def _source_digest(path: Path) -> str:
    """fingerprint.source_digest, run from its file without importing thresher."""
    guard = runpy.run_path(str(SRC / "thresher" / "_core" / "fingerprint.py"))
    return guard["source_digest"](path)


def _lxml_include() -> list[str] | None:
    """lxml's Cython declarations and libxml2 headers, or None when lxml is not importable."""
    try:
        import lxml
    except ImportError:
        return None
    return list(lxml.get_include())


def _lxml_requirement(extensions: list) -> str:
    """The lxml a build runs with: the compiled major.minor when a kernel reads its nodes."""
    lxml_kernels = set(_declared().get("LXML_KERNELS", ()))
    if not any(extension.name in lxml_kernels for extension in extensions):
        return LXML_FLOOR
    import lxml.etree

    major, minor = lxml.etree.LXML_VERSION[:2]
    return f"lxml>={major}.{minor},<{major}.{minor + 1}"


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
    declared = _declared()
    lxml_include = _lxml_include()
    extensions = []
    for name in declared["KERNELS"]:
        path = SRC.joinpath(*name.split(".")).with_suffix(".pyx")
        include_dirs: list[str] = []
        if name in declared.get("LXML_KERNELS", ()):
            if lxml_include is None:
                print(f"thresher: lxml is not importable; {name} runs as Python", file=sys.stderr)
                continue
            include_dirs = lxml_include
        digest = ("THRESHER_SOURCE_DIGEST", f'"{_source_digest(path)}"')
        extensions.append(
            Extension(
                name,
                [str(path.relative_to(HERE))],
                include_dirs=include_dirs,
                define_macros=[digest],
            )
        )
    _translate_ahead(extensions)
    translated = []
    for extension in extensions:  # one by one: a kernel Cython cannot translate costs only itself
        try:
            translated.extend(
                cythonize(
                    [extension],
                    compiler_directives=DIRECTIVES,
                    build_dir="build/cython",
                    quiet=True,
                )
            )
        except Exception as exc:  # a Cython that cannot translate: fall back, never fail
            _warn(f"Cython failed on {extension.name} ({exc})")
    return _largest_first(translated)


def _translate(extensions: list) -> None:
    """Cython's C files of ``extensions`` in build/cython; a failure is the later pass's to say."""
    from Cython.Build import cythonize

    for extension in extensions:
        with contextlib.suppress(Exception):
            cythonize(
                [extension], compiler_directives=DIRECTIVES, build_dir="build/cython", quiet=True
            )


def _translate_ahead(extensions: list) -> None:
    """Translate the kernels in forked processes, one a CPU, the largest sources spread first:
    the one-by-one pass after it then finds the C files up to date. Forked, not spawned,
    processes: a spawned one would run the setup script again."""
    jobs = min(_build_jobs(), len(extensions))
    if jobs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return
    shares: list[list] = [[] for _ in range(jobs)]
    loads = [0] * jobs
    for extension in sorted(extensions, key=lambda e: -os.path.getsize(e.sources[0])):
        least = loads.index(min(loads))
        shares[least].append(extension)
        loads[least] += os.path.getsize(extension.sources[0])
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_translate, args=(share,)) for share in shares]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()


def _build_jobs() -> int:
    """How many C compiles run at once: the CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # no sched_getaffinity (macOS, Windows)
        return os.cpu_count() or 1


def _largest_first(extensions: list) -> list:
    """The extensions, the largest generated C file first (the longest compiles start first)."""

    def size(extension) -> int:
        return sum(os.path.getsize(s) for s in extension.sources if os.path.exists(s))

    return sorted(extensions, key=size, reverse=True)


class OptionalBuildExt(build_ext):
    """build_ext that compiles in parallel and warns and skips an extension it cannot compile."""

    def finalize_options(self) -> None:
        """Compile on every CPU unless ``--parallel``/``-j`` says otherwise."""
        super().finalize_options()
        if not self.parallel:
            self.parallel = _build_jobs()

    def build_extensions(self) -> None:
        """Compile without debug information unless ``--debug``: the machine code is the same
        (GCC and Clang promise it) and the compile takes a fifth less time."""
        if self.compiler.compiler_type == "unix" and not self.debug:
            for extension in self.extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, "-g0"]
        super().build_extensions()

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


EXTENSIONS = _extensions()
setup(
    ext_modules=EXTENSIONS,
    cmdclass={"build_ext": OptionalBuildExt},
    install_requires=[_lxml_requirement(EXTENSIONS), *DEPENDENCIES],
)
