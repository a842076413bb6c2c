"""Instructions of named functions inside live ``auto`` extractions, counted by callgrind.

The icount sample (:mod:`icount`: 6 pages of 12 sets) is extracted twice in one process:
a warm pass (compiled tables, lazily built patterns, first-use costs), then the counted
pass inside ``functools.reduce``, the only code callgrind collects
(``--toggle-collect=functools_reduce``). Up to four functions, each named
``module:attribute`` (``module:Class.method`` for a method), are replaced in every
loaded module that holds them (and in the tree memos that call them) by a wrapper that
calls them through a C trampoline of their own, rarely used elsewhere
(``operator.call``, ``contextvars.Context.run``, ``sys.call_tracing``,
``itertools.starmap``), so that each trampoline's inclusive count is its function's,
measured live, in one run::

    python benchmarks/cgfn.py ../shared/datasets \\
        thresher.methods.auto.method:decide_page thresher.html.dom_index:index_page

prints the counted pass and each function's millions of instructions. A wrapper adds a
few hundred instructions a call: read functions called thousands of times as upper
bounds. ``--keep FILE`` keeps the callgrind file (``callgrind_annotate --inclusive=yes
--tree=calling FILE`` shows each trampoline's callees). The pure path is counted when
``THRESHER_PURE=1`` is set.
"""

from __future__ import annotations

import argparse
import contextvars
import functools
import gc
import importlib
import itertools
import operator
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from icount import SETS, sample

# The C function of each trampoline, as callgrind names it, in the order of the names given.
TRAMPOLINES = ("_operator_call", "context_run", "sys_call_tracing", "starmap_next")


def _through(slot: int, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` called through trampoline ``slot``."""
    if slot == 0:
        return lambda *args, **kwargs: operator.call(fn, *args, **kwargs)
    if slot == 1:
        context = contextvars.Context()
        return lambda *args, **kwargs: context.run(fn, *args, **kwargs)
    if slot == 2:
        return lambda *args, **kwargs: sys.call_tracing(functools.partial(fn, **kwargs), args)
    return lambda *args, **kwargs: next(itertools.starmap(functools.partial(fn, **kwargs), (args,)))


def _patch(slot: int, name: str) -> int:
    """Replace the function ``name`` wherever it is held; how many places held it."""
    from thresher.html.memo import TreeMemo

    module_name, attribute = name.split(":")
    owner: Any = importlib.import_module(module_name)
    *path, last = attribute.split(".")
    for part in path:
        owner = getattr(owner, part)
    fn = getattr(owner, last)
    wrapped = _through(slot, fn)
    places = 0
    for module in list(sys.modules.values()):
        held = getattr(module, "__dict__", None) or {}
        for key, value in list(held.items()):
            if value is fn:
                setattr(module, key, wrapped)
                places += 1
    for memo in gc.get_objects():
        if isinstance(memo, TreeMemo) and memo._fn is fn:
            memo._fn = wrapped
            places += 1
    if path:
        setattr(owner, last, wrapped)
        places += 1
    return places


def inner(root: Path, names: list[str]) -> None:
    """The counted process: patch, warm up, then extract the sample inside ``reduce``."""
    import thresher
    import thresher.metadata  # loaded, so that their functions can be patched
    import thresher.methods.auto.method

    for slot, name in enumerate(names):
        print(f"{name}: replaced in {_patch(slot, name)} places", file=sys.stderr)
    pages = sample(root, SETS.split(","), 6)
    for data, url in pages:
        thresher.extract(data, url=url)

    def extract(_: None, page: tuple[bytes, str | None]) -> None:
        thresher.extract(page[0], url=page[1])

    functools.reduce(extract, pages, None)


def counted(root: Path, names: list[str], keep: Path | None) -> dict[str, int]:
    """Each trampoline's inclusive instructions (and the counted pass's, ``reduce``)."""
    out = keep or Path(tempfile.mktemp(prefix="cgfn."))
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONHASHSEED="0")
    command = [
        "valgrind", "--tool=callgrind", "--toggle-collect=functools_reduce",
        f"--callgrind-out-file={out}", sys.executable, __file__, str(root), *names, "--inner",
    ]  # fmt: skip
    subprocess.run(command, env=env, check=True, capture_output=True)
    report = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", str(out)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    if keep is None:
        out.unlink(missing_ok=True)
    found: dict[str, int] = {}
    for line in report.splitlines():
        match = re.match(r"\s*([\d,]+) \(.*?\)\s+\S*?:(\w+) \[", line)
        if match and match.group(2) not in found:
            found[match.group(2)] = int(match.group(1).replace(",", ""))
    return found


def main() -> None:
    """Parse the arguments; count, or be the counted process."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", type=Path, help="the shared datasets' directory")
    parser.add_argument("names", nargs="+", help="up to four module:attribute")
    parser.add_argument("--keep", type=Path, help="keep the callgrind file here")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if len(args.names) > len(TRAMPOLINES):
        parser.error(f"at most {len(TRAMPOLINES)} functions a run")
    if args.inner:
        inner(args.root, args.names)
        return
    found = counted(args.root, args.names, args.keep)
    print(f"counted pass {found.get('functools_reduce', 0) / 1e6:9.1f} M")
    for name, trampoline in zip(args.names, TRAMPOLINES, strict=False):
        print(f"{name:60} {found.get(trampoline, 0) / 1e6:9.1f} M")


if __name__ == "__main__":
    main()
