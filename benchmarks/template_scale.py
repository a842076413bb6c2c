"""How template learning scales: 100 / 1 000 / 10 000 pages of one site, one core.

The pages are generated from a real site in the shared datasets
(``sites-python311`` by default): each synthetic page takes a real page as
its frame (template, head, per-page navigation, whose page-specific texts
and links get fresh values) and fills its main content element with the
first half of one other real page's main content and the second half of
another's, with fresh words, so every page is unique, the template is the
real one, and page sizes are the real ones. The main content element of a page is
found without site rules: the deepest element holding at least 90 % of the
text of the page's paragraph-like elements.

Each size runs in a fresh process (so peak memory is that size's alone);
pages are written to a temporary directory and read lazily, as
``thresher site DIR`` does, so the input does not count towards memory.
Timed: ``learn_template`` (read, hash, cluster, learn slots); and, for
small sizes, the paper's literal all-pairs search (``faithful_pairs=True``).

    python benchmarks/template_scale.py --sizes 100,1000,10000 --json scale.json
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lxml import html as lxml_html

ROOT = Path(__file__).resolve().parents[1]
_VOCABULARY: list[str] = []
_TEXT_TAGS = frozenset(["p", "pre", "ul", "ol", "dl", "table", "blockquote", "h2", "h3"])


def main(argv: list[str] | None = None) -> int:
    """Run every size in its own process and print the curve."""
    args = _parser().parse_args(argv)
    if args.one:
        print(json.dumps(_measure(Path(args.one), args.faithful)))
        return 0
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        sources = _real_pages(Path(args.datasets) / args.dataset)
        for size in [int(s) for s in args.sizes.split(",")]:
            folder = Path(tmp) / str(size)
            _generate(sources, size, folder, seed=size)
            rows.append(_child(folder, faithful=False) | {"pages": size, "mode": "index"})
            _print(rows[-1])
            if size <= args.faithful_max:
                rows.append(_child(folder, faithful=True) | {"pages": size, "mode": "faithful"})
                _print(rows[-1])
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--sizes", default="100,1000,10000")
    p.add_argument("--dataset", default="sites-python311")
    p.add_argument("--datasets", default=str(ROOT.parent / "shared" / "datasets"))
    p.add_argument("--faithful-max", type=int, default=300, help="largest size run all-pairs too")
    p.add_argument("--json", help="write the rows here")
    p.add_argument("--one", help=argparse.SUPPRESS)
    p.add_argument("--faithful", action="store_true", help=argparse.SUPPRESS)
    return p


def _child(folder: Path, *, faithful: bool) -> dict:
    command = [sys.executable, __file__, "--one", str(folder)] + (
        ["--faithful"] if faithful else []
    )
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _measure(folder: Path, faithful: bool) -> dict:
    import thresher
    from thresher.site.pages import DirectoryPages

    _pin_one_cpu()
    pages = DirectoryPages(folder)
    before = _peak_mb()
    started, cpu = time.perf_counter(), time.process_time()
    template = thresher.learn_template(pages, faithful_pairs=faithful)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    return {
        "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu, 2),
        "peak_mb": round(_peak_mb(), 1),
        "baseline_mb": round(before, 1),
        "clusters": [c.size for c in template.clusters],
        "leftovers": len(template.leftovers),
        "mean_page_kb": round(
            sum(p.stat().st_size for p in folder.iterdir()) / len(pages) / 1024, 1
        ),
    }


def _pin_one_cpu() -> None:
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpus[-1]})


def _peak_mb() -> float:
    """Peak resident memory of this process (VmHWM: ru_maxrss would count the forking parent)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _real_pages(dataset: Path) -> list[bytes]:
    rows = [json.loads(line) for line in (dataset / "manifest.jsonl").open(encoding="utf-8")]
    return [gzip.open(dataset / row["file"]).read() for row in rows]


def _generate(sources: list[bytes], size: int, folder: Path, seed: int) -> None:
    """Write ``size`` recombined pages to ``folder``."""
    folder.mkdir(parents=True)
    rng = random.Random(seed)
    trees = [lxml_html.document_fromstring(s) for s in sources]
    _VOCABULARY[:] = sorted({w for t in trees[:50] for w in t.text_content().split()})
    common = _common_strings(trees)
    mains = [_main_element(t) for t in trees]
    usable = [i for i, m in enumerate(mains) if m is not None and len(m) >= 2]
    for number in range(size):
        frame, first, second = (rng.choice(usable) for _ in range(3))
        page = _recombine(trees[frame], mains[frame], mains[first], mains[second], rng, common)
        (folder / f"page{number:06d}.html").write_bytes(page)


def _common_strings(trees) -> frozenset[str]:
    """Texts and link targets found on at least 30 % of the real pages: the template's."""
    from collections import Counter

    seen: Counter[str] = Counter()
    for tree in trees:
        strings = {" ".join(t.split()) for t in tree.itertext()}
        strings |= {el.get("href") for el in tree.iter("a", "link") if el.get("href")}
        seen.update(strings)
    return frozenset(s for s, n in seen.items() if n >= 0.3 * len(trees))


def _refresh_frame(tree, main, rng: random.Random, common: frozenset[str]) -> None:
    """Give the frame's own per-page texts and links (outside the main element) new values.

    A frame page is reused by many synthetic pages; its page-specific
    navigation (its title, next/previous links, its table of contents) must
    not repeat across them, as it would not on a real site.
    """
    inside = set(main.iter())
    for node in tree.iter():
        if node in inside or not isinstance(node.tag, str):
            continue
        for attr in ("text", "tail"):
            value = getattr(node, attr)
            if value and value.strip() and " ".join(value.split()) not in common:
                setattr(node, attr, " ".join(rng.choice(_VOCABULARY) for _ in value.split()))
        href = node.get("href")
        if href and href not in common:
            node.set("href", f"{href}?v={rng.randrange(10**9)}")


def _recombine(frame, frame_main, first, second, rng: random.Random, common) -> bytes:
    """The frame page with its main content replaced by halves of two others, words shuffled.

    Every content text gets as many words drawn at random from the site's
    vocabulary, so each page's content is its own (real pages do not share
    their articles; merely shuffling words leaves short texts, code tokens
    and labels equal across the pages that reuse a source) while the real
    markup, lengths and vocabulary stay.
    """
    import copy

    tree = copy.deepcopy(frame)
    target = tree.getroottree().xpath(frame.getroottree().getpath(frame_main))[0]
    _refresh_frame(tree, target, rng, common)
    for child in list(target):
        target.remove(child)
    target.text = None
    children = list(first)[: max(1, len(first) // 2)] + list(second)[len(second) // 2 :]
    for child in children:
        fresh = copy.deepcopy(child)
        for node in fresh.iter():
            node.text = _shuffled(node.text, rng)
            node.tail = _shuffled(node.tail, rng)
        target.append(fresh)
    return lxml_html.tostring(tree, encoding="utf-8", doctype="<!DOCTYPE html>")


def _shuffled(text: str | None, rng: random.Random) -> str | None:
    words = text.split() if text else []
    if not words:
        return text
    return " ".join(rng.choice(_VOCABULARY) for _ in words)


def _main_element(tree):
    """The deepest element holding at least 90 % of the page's paragraph-like text."""
    sizes = {}
    for element in tree.iter("div", "section", "article", "main", "td"):
        sizes[element] = sum(len(c.text_content()) for c in element.iter(*_TEXT_TAGS))
    if not sizes:
        return None
    top = max(sizes.values())
    fits = [e for e, size in sizes.items() if size >= 0.9 * top]
    return max(fits, key=lambda e: len(list(e.iterancestors())))


def _print(row: dict) -> None:
    print(
        f"{row['mode']:9} pages={row['pages']:6} seconds={row['seconds']:8.2f} "
        f"cpu={row['cpu_seconds']:8.2f} page_kb={row['mean_page_kb']:6.1f} "
        f"peak_mb={row['peak_mb']:8.1f} clusters={len(row['clusters'])} "
        f"largest={max(row['clusters'], default=0)} leftovers={row['leftovers']}",
        flush=True,
    )


if __name__ == "__main__":
    raise SystemExit(main())
