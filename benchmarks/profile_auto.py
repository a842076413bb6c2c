"""Per-stage profile of ``auto``: where the time of one page goes.

``python benchmarks/profile_auto.py DATASET_DIR [-n PAGES] [--passes N]`` runs
the stages of ``auto`` one after the other on fresh parses of the pages, with
no profiler (only a clock between stages), and prints the mean milliseconds
per page of each stage beside lxml's parse floor
(``lxml.html.fromstring(bytes).text_content()``) and the whole of
``thresher.extract`` (text, title, date, as ``thresher bench`` asks for them).
Read shares, not absolute milliseconds, on a shared machine.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from lxml import html as lxml_html

from thresher import extract
from thresher.collector import collector_paused
from thresher.eval.session import load_datasets
from thresher.html.document import load_document
from thresher.html.dom_index import cached_index
from thresher.html.parse import document_title
from thresher.metadata import extract_metadata, read_page_meta
from thresher.methods.auto.block_features import block_features
from thresher.methods.auto.method import AutoParams, decide_page, load_model, prepare_page
from thresher.methods.auto.signals import page_facts
from thresher.options import Options
from thresher.pipeline import segment_page


def stage_times(data: bytes, clock=time.process_time) -> dict[str, float]:
    """Seconds of each stage of ``auto`` on one page (a fresh parse)."""
    options, params, model = Options(), AutoParams(), load_model()
    times: dict[str, float] = {}
    start = clock()

    def mark(stage: str) -> None:
        nonlocal start
        now = clock()
        times[stage] = now - start
        start = now

    doc = load_document(data)
    mark("parse (decode + lxml + repairs)")
    seg = segment_page(doc, options)
    mark("segmentation (html/segment.py)")
    text = [b for b in seg.blocks if b.kind != "img"]
    title = document_title(doc)
    facts = page_facts(text, title, read_page_meta(doc))
    mark("page meta + facts (metadata/sources, signals.py)")
    block_features(text, title, facts)
    mark("block features (block_features.py)")
    page = prepare_page(doc, seg, options)  # cached meta: the features again, for the model
    start = clock()
    probs = model.predict_proba(page.features)
    mark("tree ensemble (model.py)")
    decide_page(page, probs, options, params)
    mark("decisions (threshold, post-passes)")
    cached_index(doc)  # the index extract_metadata reads, built once as in extract()
    mark("DOM index (html/dom_index.py)")
    extract_metadata(doc)
    mark("title + date + metadata (metadata/, index cached)")
    return times


def main() -> None:
    """Time ``auto``'s stages on a dataset's pages and print a Markdown table."""
    ap = argparse.ArgumentParser()
    ap.add_argument("dataset")
    ap.add_argument("-n", type=int, default=20)
    ap.add_argument("--passes", type=int, default=3)
    args = ap.parse_args()
    (dataset,) = load_datasets([args.dataset], limit=args.n)
    pages = [dataset.read_html(p) for p in dataset.pages]
    for data in pages:  # warm-up: model load, first-use caches
        extract(data)
    totals: dict[str, float] = defaultdict(float)
    for _ in range(args.passes):
        for data in pages:
            with collector_paused():  # as extract() runs: no young-generation scans mid-page
                stages = stage_times(data)
            for stage, seconds in stages.items():
                totals[stage] += seconds
            start = time.process_time()
            extract(data).title  # noqa: B018 - the bench asks for text, title, date
            totals["whole extract()"] += time.process_time() - start
            start = time.process_time()
            lxml_html.fromstring(data).text_content()
            totals["lxml parse floor"] += time.process_time() - start
    count = args.passes * len(pages)
    whole = totals["whole extract()"]
    print(f"{len(pages)} pages of {args.dataset}, {args.passes} passes; ms per page")
    print("| stage | ms/page | share of extract() |")
    print("|---|---:|---:|")
    for stage, seconds in totals.items():
        print(f"| {stage} | {seconds * 1000 / count:.2f} | {seconds / whole:.0%} |")


if __name__ == "__main__":
    main()
