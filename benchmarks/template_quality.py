"""Body quality of site template mining on multi-page datasets, against single-page methods.

For each dataset, pages are grouped by their ``site`` field; each site's
template is learned from its pages (transductively: the pages scored are the
pages learned from, as the paper does) and every page is scored with the
ScrapingHub shingle metric of :mod:`thresher.eval.metrics`.

Rows: ``template`` (template removal alone, ``then=None``), ``template+sentences``,
``sentences`` alone, and trafilatura (default settings). Also reported: the
share of the page's visible text (alltext) that the template pass labels
template.

    python benchmarks/template_quality.py sites-python311 sites-apache-httpd \\
        --datasets ../shared/datasets --limit 60 --json out.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import thresher
from thresher.eval.competitors import load_competitors
from thresher.eval.datasets import Dataset, Page, group_by_site, load_dataset, sample
from thresher.eval.extractor import ExtractorInput
from thresher.eval.metrics import BodyPage, score_body, summarize_body
from thresher.site.api import iter_extract_site


def main(argv: Sequence[str] | None = None) -> int:
    """Measure every named dataset and print a table (and JSON with --json)."""
    args = _parser().parse_args(argv)
    report = {}
    for name in args.names:
        dataset = load_dataset(Path(args.datasets) / name)
        pages = sample(dataset.pages, args.limit) if args.limit else dataset.pages
        options = {k: json.loads(v) for k, _, v in (o.partition("=") for o in args.option)}
        report[name] = measure(dataset, pages, args.rows.split(","), args.min_site_pages, options)
        _print(name, report[name])
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("names", nargs="+", help="dataset names")
    p.add_argument(
        "--datasets", default=str(Path(__file__).resolve().parents[2] / "shared" / "datasets")
    )
    p.add_argument("--limit", type=int, default=0, help="pages per dataset (spread sample)")
    p.add_argument("--rows", default="template,template+sentences,sentences,trafilatura")
    p.add_argument("--min-site-pages", type=int, default=4, help="smaller sites are skipped")
    p.add_argument("--json", help="write the numbers here")
    p.add_argument("-O", "--option", action="append", default=[], help="template option k=v")
    return p


def measure(
    dataset: Dataset, pages: Sequence[Page], rows: list[str], min_pages: int, options: dict
) -> dict:
    """Scores of every row over the pages of sites with at least ``min_pages`` pages."""
    groups = {s: g for s, g in group_by_site(pages).items() if len(g) >= min_pages}
    kept = [p for g in groups.values() for p in g]
    data = {p.id: _read(dataset, p) for p in kept}
    out: dict = {"pages": len(kept), "sites": len(groups)}
    for row in rows:
        started = time.perf_counter()
        predictions, extra = _predict(row, groups, data, options)
        scored = [score_body(p.body, predictions.get(p.id, "")) for p in kept if p.body]
        out[row] = _summary(scored, time.perf_counter() - started, extra)
    return out


def _read(dataset: Dataset, page: Page) -> bytes:
    import gzip

    with gzip.open(dataset.root / page.file, "rb") as handle:
        return handle.read()


def _predict(row: str, groups: dict, data: dict, options: dict) -> tuple[dict[str, str], dict]:
    if row.startswith("template"):
        then = row.partition("+")[2] or None
        return _site_rows(groups, data, then, options)
    if row in thresher.method_names():
        return {k: thresher.extract(v, method=row).text for k, v in data.items()}, {}
    competitor = load_competitors([row])[0]
    return {k: competitor(ExtractorInput(v)).text for k, v in data.items()}, {}


def _site_rows(
    groups: dict, data: dict, then: str | None, options: dict
) -> tuple[dict[str, str], dict]:
    texts: dict[str, str] = {}
    template_chars = all_chars = 0
    clusters = 0
    for group in groups.values():
        pages = {p.id: data[p.id] for p in group}
        template = thresher.learn_template(pages, **options)
        clusters += len(template.clusters)
        for name, extraction in iter_extract_site(pages, then=then, template=template):
            texts[name] = extraction.text
            if then is None:
                t, a = _template_share(extraction)
                template_chars += t
                all_chars += a
    share = template_chars / all_chars if all_chars else 0.0
    return texts, {
        "clusters": clusters,
        "template_share": round(share, 4) if then is None else None,
    }


def _template_share(extraction) -> tuple[int, int]:
    labels = {d.block: d.label for d in extraction.decisions}
    total = sum(len(b.text) for b in extraction.blocks)
    template = sum(
        len(b.text) for b in extraction.blocks if labels.get(b.index) == thresher.Label.TEMPLATE
    )
    return template, total


def _summary(scored: list[BodyPage], seconds: float, extra: dict) -> dict:
    s = summarize_body(scored)
    if s is None:
        return {"pages": 0}
    return {
        "f1": round(s.f1, 4),
        "precision": round(s.precision, 4),
        "recall": round(s.recall, 4),
        "pages": s.pages,
        "seconds": round(seconds, 1),
        **{k: v for k, v in extra.items() if v is not None},
    }


def _print(name: str, result: dict, out: Callable = print) -> None:
    out(f"\n{name}: {result['pages']} pages, {result['sites']} sites")
    out(f"{'row':24} {'F1':>6} {'P':>6} {'R':>6}  extra")
    for row, s in result.items():
        if not isinstance(s, dict) or "f1" not in s:
            continue
        extra = {k: v for k, v in s.items() if k not in ("f1", "precision", "recall", "pages")}
        out(f"{row:24} {s['f1']:6.3f} {s['precision']:6.3f} {s['recall']:6.3f}  {extra}")
    sys.stdout.flush()


if __name__ == "__main__":
    raise SystemExit(main())
