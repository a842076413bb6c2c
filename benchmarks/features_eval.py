"""Measure method ``features``, thresher's title and date extraction, and competitors.

Never run as a test. Examples::

    python benchmarks/features_eval.py titles ../shared/datasets/l3s-gn1 --limit 50
    python benchmarks/features_eval.py dates ../shared/datasets/htmldate-eval
    python benchmarks/features_eval.py body ../shared/datasets/cwced-zh --held-out 0.2

``titles``: accuracy (casefolded, whitespace-collapsed exact match, the eval
harness's metric) of thresher's ``find_title``, of Wang et al.'s title alone
and with its fallback, and of trafilatura's metadata. ``dates``: exact-date
accuracy of ``find_dates``, of the method's date (paper expression, else
``find_dates``) and of htmldate (``find_date(html, extensive_search=True,
original_date=True)``) and trafilatura. ``body``: shingle F1 (or snippet F1)
of methods over the pages (``--held-out F`` keeps only pages of the sites the
trainer held out with that fraction).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
import warnings
from collections import defaultdict
from pathlib import Path

import thresher
from thresher.errors import ThresherError


def pages(folder: str, limit: int | None, held_out: float | None):
    """Manifest entries with their bytes, evenly spread when limited."""
    from thresher.train.features import held_out as is_held_out

    root = Path(folder)
    entries = [json.loads(line) for line in (root / "manifest.jsonl").open(encoding="utf-8")]
    if held_out is not None:
        entries = [e for e in entries if is_held_out(e.get("site") or f"page:{e['id']}", held_out)]
    if limit and len(entries) > limit:
        step = len(entries) / limit
        entries = [entries[int(i * step)] for i in range(limit)]
    for entry in entries:
        yield entry, gzip.decompress((root / entry["file"]).read_bytes())


def norm_title(text: str | None) -> str:
    """The harness's title form: casefolded, whitespace collapsed."""
    return " ".join((text or "").casefold().split())


def title_systems():
    """name -> function(data, url) returning a title."""
    from thresher.html.dom_index import index_page
    from thresher.html.parse import document_title
    from thresher.metadata import read_page_meta
    from thresher.metadata.title import find_title
    from thresher.metadata.title_match import paper_title, title_with_fallback

    def thresher_title(data, url):
        doc = thresher.load_document(data, url=url)
        return find_title(doc, read_page_meta(doc))

    def paper_only(data, url):
        doc = thresher.load_document(data, url=url)
        found = paper_title(index_page(doc), document_title(doc) or "")
        return found.title if found else None

    def paper_fallback(data, url):
        doc = thresher.load_document(data, url=url)
        og = read_page_meta(doc).first("og:title")
        return title_with_fallback(index_page(doc), document_title(doc), og).title

    def variant(prefer_headings, node_text):
        def run(data, url):
            doc = thresher.load_document(data, url=url)
            og = read_page_meta(doc).first("og:title")
            found = title_with_fallback(
                index_page(doc), document_title(doc), og, prefer_headings=prefer_headings
            )
            if node_text and found.node_text and _same(found.node_text, found.title):
                return found.node_text
            return found.title

        return run

    def trafilatura_title(data, url):
        import trafilatura

        meta = trafilatura.extract_metadata(data.decode("utf-8", "replace"), default_url=url)
        return meta.title if meta else None

    return {
        "thresher": thresher_title,
        "wang": paper_only,
        "wang+fallback": paper_fallback,
        "wang+h": variant(True, False),
        "wang+node": variant(False, True),
        "wang+h+node": variant(True, True),
        "trafilatura": trafilatura_title,
    }


def _same(a: str, b: str) -> bool:
    from thresher.metadata.title_match import normalize_1

    return normalize_1(a, False) == normalize_1(b, False)


def date_systems():
    """name -> function(data, url) returning an ISO date."""
    from thresher.metadata import read_page_meta
    from thresher.metadata.date import find_dates

    def thresher_date(data, url):
        doc = thresher.load_document(data, url=url)
        return find_dates(doc, read_page_meta(doc))[0]

    def method_date(data, url):
        return thresher.extract(data, url=url, method="features").date

    def htmldate_date(data, url):
        from htmldate import find_date

        return find_date(
            data.decode("utf-8", "replace"), url=url, extensive_search=True, original_date=True
        )

    def trafilatura_date(data, url):
        import trafilatura

        meta = trafilatura.extract_metadata(data.decode("utf-8", "replace"), default_url=url)
        return meta.date if meta else None

    return {
        "thresher": thresher_date,
        "features": method_date,
        "htmldate": htmldate_date,
        "trafilatura": trafilatura_date,
    }


def run_fields(args, field: str, systems: dict, normalize) -> dict:
    """Accuracy of every system on the pages with a true ``field``."""
    results: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    chosen = {k: v for k, v in systems.items() if not args.only or k in args.only}
    for folder in args.datasets:
        name = Path(folder).name
        for entry, data in pages(folder, args.limit, args.held_out):
            truth = entry.get(field)
            if not truth:
                continue
            for system, function in chosen.items():
                try:
                    got = function(data, entry.get("url"))
                except (ThresherError, Exception) as exc:  # competitors raise anything
                    got = None
                    if args.verbose:
                        print(f"{system} {entry['id']}: {exc}", file=sys.stderr)
                ok = normalize(got) == normalize(truth)
                results[name][system].append(ok)
                if args.verbose and not ok and system == args.verbose:
                    print(f"[{name}/{entry['id']}] {got!r} != {truth!r}", file=sys.stderr)
    return {
        ds: {s: [round(sum(v) / len(v), 3), len(v)] for s, v in by_system.items()}
        for ds, by_system in results.items()
    }


def run_body(args) -> dict:
    """Body F1 of methods (and trafilatura) per dataset."""
    from thresher.eval.metrics import score_body, score_snippets

    out: dict[str, dict] = {}
    for folder in args.datasets:
        name = Path(folder).name
        scores: dict[str, list] = defaultdict(list)
        timing: dict[str, float] = defaultdict(float)
        for entry, data in pages(folder, args.limit, args.held_out):
            for method in args.methods:
                started = time.perf_counter()
                text = _body_text(method, data, entry.get("url"), args.options)
                timing[method] += time.perf_counter() - started
                if entry.get("body"):
                    scores[method].append(score_body(entry["body"], text))
                elif entry.get("with") or entry.get("without"):
                    scores[method].append(
                        score_snippets(entry.get("with") or (), entry.get("without") or (), text)
                    )
        out[name] = {m: _summary(v, timing[m]) for m, v in scores.items()}
        out[name]["_pages"] = max((len(v) for v in scores.values()), default=0)
        print(name, json.dumps(out[name]), file=sys.stderr, flush=True)
    return out


def _body_text(method: str, data: bytes, url: str | None, options: dict) -> str | None:
    if method == "trafilatura":
        import trafilatura

        return trafilatura.extract(data.decode("utf-8", "replace"), url=url) or ""
    try:
        extra = options if method == "features" else {}
        return thresher.extract(data, url=url, method=method, **extra).text
    except ThresherError:
        return None


def _summary(values: list, seconds: float) -> dict:
    from thresher.eval.metrics import SnippetCounts, summarize_body

    if values and isinstance(values[0], SnippetCounts):
        total = sum(values, SnippetCounts())
        f1 = 2 * total.tp / (2 * total.tp + total.fp + total.fn) if total.tp else 0.0
        return {"snippet_f1": round(f1, 3), "s": round(seconds, 1)}
    scores = summarize_body(values)
    return {
        "f1": round(scores.f1, 3),
        "p": round(scores.precision, 3),
        "r": round(scores.recall, 3),
        "s": round(seconds, 1),
    }


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, run one measurement, print JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("what", choices=("titles", "dates", "body"))
    parser.add_argument("datasets", nargs="+")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--held-out", type=float)
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--methods", nargs="*", default=["features"])
    parser.add_argument("-O", "--option", action="append", default=[])
    parser.add_argument("--verbose", default="")
    args = parser.parse_args(argv)
    args.options = dict(_option(o) for o in args.option)
    warnings.filterwarnings("ignore")
    if args.what == "titles":
        result = run_fields(args, "title", title_systems(), norm_title)
    elif args.what == "dates":
        result = run_fields(args, "date", date_systems(), lambda d: (d or "")[:10])
    else:
        result = run_body(args)
    for name, row in result.items():
        print(f"{name:22} {json.dumps(row)}")
    return 0


def _option(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


if __name__ == "__main__":
    raise SystemExit(main())
