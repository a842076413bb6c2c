"""Structure fidelity of thresher's Markdown (and competitors') against ``structure.jsonl``.

    PYTHONPATH=src python benchmarks/structure_eval.py DATASET_DIR... [-n N]
        [--method auto] [--compare trafilatura readability] [--roundtrip] [--json OUT]

Prints one table per dataset: a row per extractor, a column per metric of
``docs/structure.md`` (each averaged over the pages whose truth has that block
type; the page count under the header). The competitors are the adapters of
:mod:`thresher.eval.competitors` (``thresher eval`` runs the same): trafilatura with
``output_format="markdown"``, Readability's ``summary()`` through markdownify.
``--roundtrip`` also checks, for thresher, that its Markdown and HTML read back as the
blocks it meant to write (see :func:`thresher.output.blocks.planned_blocks`).
Needs ``pip install 'thresher[structure]'``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from thresher.eval.competitors import MARKDOWN_NEEDS, load_competitors
from thresher.eval.datasets import load_dataset, sample
from thresher.eval.extractor import Extractor, ExtractorInput
from thresher.eval.methodspec import ThresherMethod, parse_method_spec
from thresher.eval.structure import (
    METRIC_LABELS,
    METRICS,
    load_structure,
    mean_scores,
    score_page,
)
from thresher.eval.structure_blocks import StructureBlock, markdown_blocks


def build_extractors(method: str, competitors: list[str]) -> dict[str, Extractor]:
    """thresher's method and the competitors' adapters of :mod:`thresher.eval.competitors`
    (the same ones ``thresher eval`` runs), by row name."""
    built: list[Extractor] = [ThresherMethod(parse_method_spec(method))]
    built += load_competitors(competitors)
    return {(f"thresher {e.name}" if i == 0 else e.name): e for i, e in enumerate(built)}


def predicted_blocks(extractor: Extractor, data: bytes, url: str | None) -> list[StructureBlock]:
    """The extractor's Markdown of a page, read back as blocks."""
    prediction = extractor(ExtractorInput(data, url=url, markdown=True))
    if prediction.markdown is None:
        raise RuntimeError(f"{extractor.name} gives no Markdown (needs {MARKDOWN_NEEDS})")
    return markdown_blocks(prediction.markdown)


def score_dataset(
    root: Path, limit: int | None, extractors: dict[str, Extractor]
) -> dict[str, list[dict[str, float]]]:
    """Per extractor, the scores of every sampled page that has structure truth."""
    dataset = load_dataset(root)
    truth = load_structure(root)
    pages = sample([p for p in dataset.pages if p.id in truth], limit)
    scores: dict[str, list[dict[str, float]]] = {name: [] for name in extractors}
    for page in pages:
        data = dataset.read_html(page)
        for name, extractor in extractors.items():
            try:
                predicted = predicted_blocks(extractor, data, page.url)
            except Exception as exc:  # a failing library scores 0 on that page
                print(f"{name} failed on {page.id}: {exc!r}", file=sys.stderr)
                predicted = []
            scores[name].append(score_page(truth[page.id], predicted))
    return scores


def table(name: str, scores: dict[str, list[dict[str, float]]]) -> str:
    """A Markdown table of the mean scores, a row per extractor."""
    means = {extractor: mean_scores(pages) for extractor, pages in scores.items()}
    shown = [m for m in METRICS if any(m in row for row in means.values())]
    pages = max((len(p) for p in scores.values()), default=0)
    counts = {m: max(row[m][1] for row in means.values() if m in row) for m in shown}
    head = " | ".join(f"{METRIC_LABELS[m]} ({counts[m]})" for m in shown)
    lines = [f"**{name}** ({pages} pages)", "", f"| extractor | {head} |"]
    lines.append("|---|" + "---:|" * len(shown))
    for extractor, row in means.items():
        cells = " | ".join(f"{row[m][0]:.3f}" if m in row else "–" for m in shown)
        lines.append(f"| {extractor} | {cells} |")
    return "\n".join(lines)


def roundtrip(root: Path, limit: int | None, method: str) -> dict[str, int]:
    """Pages whose Markdown / HTML read back as the planned blocks, and block counts."""
    from thresher.api import extract
    from thresher.eval.structure_blocks import html_blocks
    from thresher.output.blocks import planned_blocks

    dataset = load_dataset(root)
    counts = {"pages": 0, "md_same": 0, "html_same": 0, "blocks": 0, "md_blocks_same": 0}
    for page in sample(dataset.pages, limit):
        result = extract(dataset.read_html(page), url=page.url, method=method)
        planned = _no_src(planned_blocks(result))
        from_md = _no_src(markdown_blocks(result.markdown))
        counts["pages"] += 1
        counts["md_same"] += from_md == planned
        counts["html_same"] += _no_src(html_blocks(result.html)) == planned
        counts["blocks"] += len(planned)
        counts["md_blocks_same"] += sum(a == b for a, b in zip(planned, from_md, strict=False))
    return counts


def _no_src(blocks: list[StructureBlock]) -> list[StructureBlock]:
    """Blocks without image addresses (a reader sees them percent-encoded)."""
    return [{k: v for k, v in block.items() if k != "src"} for block in blocks]


def main(argv: list[str] | None = None) -> int:
    """Score the datasets and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    parser.add_argument("-n", "--limit", type=int, default=None)
    parser.add_argument("--method", default="auto")
    parser.add_argument("--compare", nargs="*", default=[], choices=sorted(MARKDOWN_NEEDS))
    parser.add_argument("--roundtrip", action="store_true")
    parser.add_argument("--json", type=Path, help="write the per-page scores here")
    args = parser.parse_args(argv)
    extractors = build_extractors(args.method, args.compare)
    everything: dict[str, dict[str, list[dict[str, float]]]] = {}
    for root in args.datasets:
        scores = score_dataset(root, args.limit, extractors)
        everything[root.name] = scores
        print(table(root.name, scores), end="\n\n", flush=True)
        if args.roundtrip:
            print(f"round trip {root.name}: {roundtrip(root, args.limit, args.method)}\n")
    if args.json:
        args.json.write_text(json.dumps(everything), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
