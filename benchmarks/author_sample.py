"""Print the author ``auto`` finds on a fixed sample of pages of sets without author
truth, beside the page's byline-like lines, for judging by hand (issue 26).

Run (from a worktree, its ``src`` on ``PYTHONPATH``)::

    python benchmarks/author_sample.py /work/shared/datasets -o authors.jsonl
    python benchmarks/author_sample.py /work/shared/datasets --diff old.jsonl new.jsonl
    python benchmarks/author_sample.py /work/shared/datasets --judged benchmarks/author_judged.jsonl

``--judged`` scores ``auto`` against a sample judged by hand (stop 65, ``qauth29``:
``author_judged.jsonl``, 200 pages of the news sets without author truth, the first
pages of each set by md5 of ``"qauth29:" + id``; the rows where ``auto``, trafilatura and
newspaper4k disagreed, or where ``auto`` named no one, read on the page: ``read``). Each
row holds the set, the id, the judged ``author`` (``None``: the page names no writer)
and its ``kind``: ``person``, ``none``, ``organisation`` (a wire, a paper or a desk signs:
left out of the score, the project's policy names them) or ``unsure`` (left out). A page
is right when both name no one or :func:`thresher.eval.metrics.author_match` holds.

A second judged sample (stop 66, ``qauth30``: ``author_judged2.jsonl``, same fields) is
drawn from the sets the first did not take, so that a rule found on one holds on the
other: every page of ``htmltotext-ml`` (28) and ``cwced-zh`` (35), ten pages of each of
``daniel-ml``'s Greek, Polish, Russian and Chinese that the first did not take, and the
first pages by md5 of ``"qauth30:" + id`` of ``tiptopjaw-wceb`` (80: blogs, forums,
services), ``cleaneval`` (40), ``cleanportaleval`` (36), ``aeb`` (40) and
``htmldate-eval`` (60): 359 pages, the 143 where ``auto``, trafilatura and newspaper4k
disagree read on the page.

The sample: evenly spread pages of the non-English languages of ``daniel-ml`` (Greek,
Polish, Russian, Chinese), ``htmltotext-ml``, ``newspaper3k-tests`` and ``cwced-zh``,
and of the ``trafilatura-eval`` pages whose host ends in a country's domain outside
the English-speaking ones. Each row holds the author found and the page's short lines
that hold a byline word or sit in an element marked author or byline ("hints").
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lxml import html as lxml_html

import thresher
from thresher.eval.metrics import author_match

# (set, languages or None for every page, pages to take)
SAMPLE: tuple[tuple[str, tuple[str, ...] | None, int], ...] = (
    ("daniel-ml", ("el",), 10),
    ("daniel-ml", ("pl",), 10),
    ("daniel-ml", ("ru",), 10),
    ("daniel-ml", ("zh",), 10),
    ("htmltotext-ml", ("hr", "de", "zh"), 5),
    ("newspaper3k-tests", ("ja", "de", "ar", "zh", "es", "th"), 8),
    ("cwced-zh", None, 7),
)
FOREIGN_HOST = re.compile(r"\.(?:de|fr|es|it|at|ch|nl|pl|ru|br|pt|se|no|dk|fi|cz|gr)$")
TRAFILATURA_PAGES = 10
HINT = re.compile(
    r"\b(?:by|von|par|por|di|door|autor\w*|auteur|author|text|texto|redakcja)\b|автор|"
    r"συντάκτ|γράφει|作者|记者|記者|文/|编辑|責任編集|編集部",
    re.IGNORECASE,
)
MARK = re.compile(r"author|byline|autor|writer", re.IGNORECASE)
MAX_HINT_CHARS = 90
MAX_HINTS = 6


def _rows(datasets: Path, name: str) -> list[dict[str, Any]]:
    with open(datasets / name / "manifest.jsonl", encoding="utf-8") as manifest:
        return [json.loads(line) for line in manifest]


def _spread(rows: list[dict[str, Any]], count: int) -> list[dict[str, Any]]:
    """``count`` rows evenly spread over ``rows``."""
    if len(rows) <= count:
        return rows
    return [rows[i * len(rows) // count] for i in range(count)]


def sample(datasets: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """(set, manifest row) of every page of the sample, in a fixed order."""
    for name, languages, count in SAMPLE:
        rows = [r for r in _rows(datasets, name) if languages is None or r.get("lang") in languages]
        for language in languages or (None,):
            kept = [r for r in rows if language is None or r.get("lang") == language]
            share = (
                count if languages is None or len(languages) == 1 else 1 + count // len(languages)
            )
            for row in _spread(kept, share):
                yield name, row
    foreign = [
        r for r in _rows(datasets, "trafilatura-eval") if FOREIGN_HOST.search(r.get("site") or "")
    ]
    for row in _spread(foreign, TRAFILATURA_PAGES):
        yield "trafilatura-eval", row


def hints(data: bytes) -> list[str]:
    """The page's short lines holding a byline word or marked author or byline."""
    found: list[str] = []
    root = lxml_html.fromstring(data)
    for element in root.iter():
        if not isinstance(element.tag, str) or element.tag in ("script", "style"):
            continue
        text = " ".join(element.text_content().split())
        if not text or len(text) > MAX_HINT_CHARS:
            continue
        marks = f"{element.get('class') or ''} {element.get('id') or ''}"
        if (MARK.search(marks) or HINT.search(text)) and text not in found:
            found.append(text)
            if len(found) >= MAX_HINTS:
                break
    return found


def record(datasets: Path, output: Path) -> None:
    """Write one JSON row per sampled page: set, id, lang, url, author, hints."""
    with open(output, "w", encoding="utf-8") as out:
        for name, row in sample(datasets):
            data = gzip.decompress((datasets / name / row["file"]).read_bytes())
            url = row.get("url") or None
            author = thresher.extract(data, url=url).metadata.author
            entry = {"set": name, "id": row["id"], "lang": row.get("lang"), "url": url}
            entry |= {"author": author, "hints": hints(data)}
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")


def diff(old: Path, new: Path) -> None:
    """Print the pages whose author differs between two records."""
    before = {(r["set"], r["id"]): r for r in map(json.loads, old.open(encoding="utf-8"))}
    for line in new.open(encoding="utf-8"):
        row = json.loads(line)
        was = before.get((row["set"], row["id"]), {}).get("author")
        if was != row["author"]:
            print(f"{row['set']} {row['id']}: {was!r} -> {row['author']!r}")


SCORED_KINDS = ("person", "none")


def judged(datasets: Path, sample_file: Path) -> float:
    """Print ``auto``'s misses on a sample judged by hand and its accuracy (returned)."""
    right = total = 0
    for row in map(json.loads, sample_file.open(encoding="utf-8")):
        if row["kind"] not in SCORED_KINDS:
            continue
        manifest = {r["id"]: r for r in _rows(datasets, row["set"])}
        page = manifest[row["id"]]
        data = gzip.decompress((datasets / row["set"] / page["file"]).read_bytes())
        found = thresher.extract(data, url=page.get("url") or None).metadata.author
        truth = row["author"]
        ok = found is None if truth is None else author_match(truth, found)
        right, total = right + ok, total + 1
        if not ok:
            print(f"miss {row['set']} {row['id']}: {found!r} (judged {truth!r})")
    print(f"auto right on {right} of {total} judged pages ({right / total:.3f})")
    return right / total


def main() -> None:
    """Record the sample's authors, compare two records, or score a judged sample."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("datasets", type=Path)
    parser.add_argument("-o", "--output", type=Path, default=Path("authors.jsonl"))
    parser.add_argument("--diff", nargs=2, type=Path, metavar=("OLD", "NEW"))
    parser.add_argument("--judged", type=Path, metavar="SAMPLE")
    args = parser.parse_args()
    if args.diff:
        diff(*args.diff)
    elif args.judged:
        judged(args.datasets, args.judged)
    else:
        record(args.datasets, args.output)


if __name__ == "__main__":
    main()
