"""Instructions ``auto`` spends on a fixed sample of pages, counted by callgrind.

Wall time on a shared machine moves by 10 % between runs; callgrind's instruction
count does not (libxml2 seeds its dictionaries' hash per process, so the parse moves
by a few million). The harness runs Python twice under ``valgrind --tool=callgrind``:

* ``load``: import thresher, load the model, read the sample's bytes and extract three
  warm-up pages (one in Chinese, one dated, one whose encoding is detected), so that
  compiled tables, lazily built patterns and charset-normalizer's first call (its import
  and its code pages' tables, some 200 M once a process) are paid before counting, and
  every ``LazyPattern`` of the loaded modules is compiled (stop 71): the extraction is the
  steady state a worker runs at;
* ``run``: the same, then ``thresher.extract`` on every page of the sample.

Extraction = run − load, printed in millions of instructions::

    python benchmarks/icount.py ../shared/datasets            # 6 pages of 12 sets
    python benchmarks/icount.py ../shared/datasets --keep /tmp/cg   # keep callgrind files

Compare two trees by running it from each (``PYTHONPATH=<tree>/src``, kernels built).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

SETS = (
    "aeb,cleaneval,dragnet,wcxb-dev,daniel-ml,l3s-gn1,msv-big9,cwced-zh,"
    "readability-tests,tiptopjaw-wceb,htmltotext-ml,sites-python311"
)
# Outside the sample (its first 6 pages a set); cleaneval's 24th page declares no charset
# and is not UTF-8, so detection runs on it, as on the sample's first cleaneval page.
WARM = (("cwced-zh", 0), ("aeb", 0), ("cleaneval", 23))


def sample(root: Path, sets: list[str], per_set: int) -> list[tuple[bytes, str | None]]:
    """The first ``per_set`` pages of each set, as (bytes, url)."""
    pages = []
    for name in sets:
        with (root / name / "manifest.jsonl").open(encoding="utf-8") as handle:
            lines = [json.loads(text) for text in handle if text.strip()]
        for line in lines[:per_set]:
            data = gzip.decompress((root / name / "html" / f"{line['id']}.html.gz").read_bytes())
            pages.append((data, line.get("url")))
    return pages


def inner(root: Path, sets: list[str], per_set: int, run: bool) -> None:
    """The counted process: load, warm up and, for ``run``, extract the sample."""
    import thresher

    pages = sample(root, sets, per_set)
    for name, index in WARM:
        data, url = sample(root, [name], index + 1)[index]
        thresher.extract(data, url=url)
    _compile_lazy_patterns()
    if run:
        for data, url in pages:
            thresher.extract(data, url=url)


def _compile_lazy_patterns() -> None:
    """Compile every ``LazyPattern`` of the loaded ``thresher`` modules: a worker's steady
    state has built the patterns its pages read, so whether a pattern is compiled at
    import or at its first search moves the load figure, not the extraction's."""
    from thresher.html.patterns import LazyPattern

    for name, module in list(sys.modules.items()):
        if name.startswith("thresher") and module is not None:
            for value in list(vars(module).values()):
                if isinstance(value, LazyPattern):
                    value.compiled()


def counted(args: argparse.Namespace, mode: str, keep: Path | None) -> int:
    """Instructions of one callgrind run of :func:`inner`."""
    out = (keep / f"cg.{mode}") if keep else Path(tempfile.mktemp(prefix="cg."))
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONHASHSEED="0")
    command = [
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
        sys.executable, __file__, str(args.root), "--sets", args.sets,
        "-n", str(args.pages), "--inner", mode,
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    if keep is None:
        out.unlink(missing_ok=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if not found:
        raise SystemExit(done.stderr[-2000:])
    return int(found.group(1))


def main() -> None:
    """Count load and run, print extraction = run − load."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="the shared datasets folder")
    parser.add_argument("--sets", default=SETS, help="comma-separated dataset names")
    parser.add_argument("-n", "--pages", type=int, default=6, help="pages of each set")
    parser.add_argument("--keep", type=Path, help="keep the callgrind files in this folder")
    parser.add_argument("--inner", choices=("load", "run"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.root, args.sets.split(","), args.pages, args.inner == "run")
        return
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    load, run = counted(args, "load", args.keep), counted(args, "run", args.keep)
    pages = len(args.sets.split(",")) * args.pages
    print(
        f"load {load / 1e6:.1f} M  run {run / 1e6:.1f} M  extraction {(run - load) / 1e6:.1f} M"
        f" ({pages} pages)"
    )


if __name__ == "__main__":
    main()
