"""The kernels' guards: the digest of the Python definitions a compiled kernel mirrors,
and the digest of the Cython source it was built from.

A kernel records the digest it was written for (``WRITTEN_FOR``) and refuses to load
when the definitions' source lines no longer give it, so an edited rule is never
silently shadowed by an old kernel.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

_DEFINITION = re.compile(r"(?:def|class) (\w+)")
_TOP_LEVEL = re.compile(r"[\w@]")  # a top-level statement (a signature's ")" is not one)


def source_fingerprint(mirrored: Iterable[tuple[ModuleType, tuple[str, ...]]]) -> str:
    """The digest of the named definitions' source lines, module by module (decorators
    and docstrings in; blank and comment-only lines out), or ``"no module.name"`` for a
    definition that is gone. Read as text, not parsed: the same on every Python."""
    import hashlib  # with OpenSSL's _hashlib: when a kernel loads, not at ``import thresher``

    digest = hashlib.sha256()
    for module, names in mirrored:
        missing = _add_definitions(module, names, digest)
        if missing:
            return f"no {module.__name__}.{missing}"
    return digest.hexdigest()[:16]


def _source(module: ModuleType) -> str:
    """The module's source text, read by its loader: not through ``linecache``, which
    ``inspect.getsource`` fills and keeps (some 660 kB of lines for the mirrored modules,
    for the life of the process); ``inspect.getsource`` for a module whose loader has none."""
    get_source = getattr(getattr(module, "__loader__", None), "get_source", None)
    source = get_source(module.__name__) if get_source is not None else None
    return source if source is not None else inspect.getsource(module)


def _add_definitions(module: ModuleType, names: tuple[str, ...], digest) -> str | None:
    """Add the source lines of ``names`` in ``module`` to ``digest``; a missing name."""
    lines = _source(module).splitlines()
    starts = {}
    for number, line in enumerate(lines):
        found = _DEFINITION.match(line)
        if found:
            starts[found.group(1)] = number
    for name in names:
        if name not in starts:
            return name
        first = last = starts[name]
        while first > 0 and lines[first - 1].startswith("@"):
            first -= 1
        last += 1
        while last < len(lines) and not _TOP_LEVEL.match(lines[last]):
            last += 1
        for line in lines[first:last]:
            code = line.rstrip()
            if code and not code.lstrip().startswith("#"):
                digest.update(code.encode() + b"\n")
    return None


# A kernel's ``include "name.pxi"`` lines (the files its build depends on besides the .pyx).
_INCLUDE = rb'^include "([\w.]+\.pxi)"'


def source_digest(pyx: Path) -> str:
    """The digest of a kernel's Cython source: its ``.pyx`` and the ``.pxi`` files it
    includes. ``setup.py`` compiles it into the kernel (``SOURCE_DIGEST``) and the loader
    compares the two, so a kernel built from an older source is not used."""
    import hashlib  # as in source_fingerprint

    source = pyx.read_bytes()
    digest = hashlib.sha256(source)
    for name in re.findall(_INCLUDE, source, re.MULTILINE):
        digest.update((pyx.parent / name.decode("ascii")).read_bytes())
    return digest.hexdigest()[:16]
