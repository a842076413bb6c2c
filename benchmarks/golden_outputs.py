"""Record what every method outputs on every page of the shared datasets, or compare two records.

A refactoring must not change outputs. Record before and after, then compare::

    python benchmarks/golden_outputs.py record ../shared/datasets -o before.jsonl -j 2
    # ... change the code ...
    python benchmarks/golden_outputs.py record ../shared/datasets -o after.jsonl -j 2
    python benchmarks/golden_outputs.py compare before.jsonl after.jsonl

Each line holds one (dataset, page, method): the title, the date, and digests of
the plain text, the Markdown and every block's decision (index, label, reason).
Single-page methods run on every page; ``template`` runs with ``extract_site``
on every site of the site-level sets. Only the public API is used, so the
script runs unchanged on any version of the package.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

PAGE_METHODS = ("auto", "sentences", "roles", "features")
SITE_SETS = ("cleanportaleval", "msv-big9", "sites-apache-httpd", "sites-python311")


def digest(text: str) -> str:
    """A short stable digest of ``text``."""
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def describe(result) -> dict:
    """The outputs that must not change, in comparable form."""
    decisions = "\n".join(
        f"{d.block}\t{d.label}\t{d.reason}\t{d.headline}" for d in result.decisions
    )
    return {
        "title": result.title,
        "date": result.date,
        "author": result.metadata.author,
        "text": digest(result.text),
        "markdown": digest(result.markdown),
        "decisions": digest(decisions),
        "kept": sum(1 for d in result.decisions if d.label.kept),
    }


def read_manifest(root: Path) -> list[dict]:
    """The manifest lines of one dataset folder."""
    with (root / "manifest.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def page_job(job: tuple[str, str, str, str | None]) -> list[dict]:
    """Run every single-page method on one page."""
    import thresher

    dataset, page_id, path, url = job
    data = gzip.decompress(Path(path).read_bytes())
    rows = []
    for method in PAGE_METHODS:
        row = {"dataset": dataset, "id": page_id, "method": method}
        try:
            row.update(describe(thresher.extract(data, url=url, method=method)))
        except Exception as exc:
            row["error"] = f"{type(exc).__name__}: {exc}"
        rows.append(row)
    return rows


def site_job(job: tuple[str, str, list[tuple[str, str]]]) -> list[dict]:
    """Run ``template`` over all pages of one site."""
    import thresher

    dataset, site, pages = job
    data = {page_id: gzip.decompress(Path(path).read_bytes()) for page_id, path in pages}
    try:
        results = thresher.extract_site(data, method="template")
    except Exception as exc:
        return [{"dataset": dataset, "id": site, "method": "template", "error": repr(exc)}]
    return [
        {"dataset": dataset, "id": page_id, "method": "template", **describe(result)}
        for page_id, result in sorted(results.items())
    ]


def jobs_for(root: Path, limit: int | None) -> tuple[list, list]:
    """Page jobs for every dataset under ``root`` and site jobs for the site-level sets."""
    page_jobs, site_jobs = [], []
    for folder in sorted(p for p in root.iterdir() if (p / "manifest.jsonl").exists()):
        lines = read_manifest(folder)[:limit]
        for line in lines:
            path = str(folder / line["file"])
            page_jobs.append((folder.name, line["id"], path, line.get("url")))
        if folder.name in SITE_SETS:
            by_site = defaultdict(list)
            for line in lines:
                by_site[line.get("site") or "?"].append((line["id"], str(folder / line["file"])))
            site_jobs += [(folder.name, site, pages) for site, pages in sorted(by_site.items())]
    return page_jobs, site_jobs


def record(root: Path, out: Path, jobs: int, limit: int | None) -> None:
    """Write one line per (dataset, page, method) to ``out``."""
    page_jobs, site_jobs = jobs_for(root, limit)
    with ProcessPoolExecutor(jobs) as pool, out.open("w", encoding="utf-8") as handle:
        for n, rows in enumerate(pool.map(page_job, page_jobs, chunksize=8), 1):
            handle.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
            if n % 500 == 0:
                print(f"{n}/{len(page_jobs)} pages", file=sys.stderr)
        for rows in pool.map(site_job, site_jobs):
            handle.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def load(path: Path) -> dict[tuple[str, str, str], dict]:
    """A record file keyed by (dataset, page, method)."""
    rows = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            rows[(row.pop("dataset"), row.pop("id"), row.pop("method"))] = row
    return rows


def compare(before: Path, after: Path, show: int) -> int:
    """Print every difference between two records; exit 1 when any."""
    old, new = load(before), load(after)
    differ = defaultdict(list)
    for key in sorted(old.keys() | new.keys()):
        a, b = old.get(key, {}), new.get(key, {})
        for field in sorted(a.keys() | b.keys()):
            if a.get(field) != b.get(field):
                differ[(key[2], field)].append((key, a.get(field), b.get(field)))
    print(f"{len(old)} rows before, {len(new)} after")
    for (method, field), cases in sorted(differ.items()):
        print(f"{method} {field}: {len(cases)} differ")
        for key, a, b in cases[:show]:
            print(f"    {key[0]}/{key[1]}: {a!r} -> {b!r}")
    return 1 if differ else 0


def main() -> int:
    """Command line: ``record`` or ``compare``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("datasets", type=Path)
    rec.add_argument("-o", "--out", type=Path, required=True)
    rec.add_argument("-j", "--jobs", type=int, default=2)
    rec.add_argument("-n", "--limit", type=int, default=None, help="pages per dataset")
    cmp_ = sub.add_parser("compare")
    cmp_.add_argument("before", type=Path)
    cmp_.add_argument("after", type=Path)
    cmp_.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    if args.command == "record":
        record(args.datasets, args.out, args.jobs, args.limit)
        return 0
    return compare(args.before, args.after, args.show)


if __name__ == "__main__":
    sys.exit(main())
