"""Parse speed: lxml (libxml2) against selectolax (lexbor), on one core.

    python benchmarks/parsers.py [DATASET_DIR ...] [--limit N] [--min-seconds S]

Needs ``pip install selectolax``. Defaults to the shared ``aeb`` and
``cleaneval`` datasets. Pages are read and
decoded (thresher's decoder) before timing. Four measurements, each repeated
over all pages until ``--min-seconds`` of CPU time have gone by:

* ``parse``: lxml ``lxml.html.document_fromstring`` on the UTF-8 bytes with a
  UTF-8 parser (what thresher does), selectolax ``LexborHTMLParser(text)``;
* ``parse+text``: the same, then all text of ``<body>`` with script and style
  removed — lxml via ``etree.strip_elements`` + ``text_content()``, selectolax
  via ``strip_tags`` + ``body.text()``; plus thresher's ``alltext`` walker
  (lxml ``iterwalk`` with a line per block element) for reference.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from lxml import etree
from lxml import html as lxml_html

from thresher.errors import ThresherError
from thresher.eval.alltext import visible_text
from thresher.eval.session import load_datasets
from thresher.html.load import decode

DEFAULT_DATASETS = ("aeb", "cleaneval")
INVISIBLE = ("script", "style", "noscript", "template")


def _lxml_parse(text: str) -> etree._Element:
    parser = lxml_html.HTMLParser(encoding="utf-8")
    return lxml_html.document_fromstring(text.encode("utf-8", "replace"), parser=parser)


def lxml_parse(text: str) -> object:
    """lxml parse only."""
    return _lxml_parse(text)


def lxml_text(text: str) -> str:
    """lxml parse, drop script/style, text_content() of body."""
    tree = _lxml_parse(text)
    etree.strip_elements(tree, *INVISIBLE, with_tail=False)
    body = tree.find("body")
    return (body if body is not None else tree).text_content()


def lxml_alltext(text: str) -> str:
    """lxml parse, then thresher's alltext walker."""
    tree = _lxml_parse(text)
    body = tree.find("body")
    return visible_text(body if body is not None else tree)


def lexbor_parse(text: str) -> object:
    """selectolax (lexbor) parse only."""
    from selectolax.lexbor import LexborHTMLParser

    return LexborHTMLParser(text)


def lexbor_text(text: str) -> str:
    """selectolax parse, strip script/style, body text with newlines."""
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(text)
    tree.strip_tags(list(INVISIBLE))
    root = tree.body or tree.root
    return root.text(separator="\n") if root is not None else ""


CASES: dict[str, Callable[[str], object]] = {
    "lxml parse": lxml_parse,
    "lexbor parse": lexbor_parse,
    "lxml parse+text": lxml_text,
    "lexbor parse+text": lexbor_text,
    "lxml parse+alltext walker": lxml_alltext,
}


def load_texts(paths: list[str], limit: int | None) -> list[str]:
    """Every page of the datasets, decoded."""
    texts = []
    for dataset in load_datasets(paths, limit=limit):
        for page in dataset.pages:
            try:
                texts.append(decode(dataset.read_html(page)).text)
            except ThresherError:
                continue
    return texts


def pages_per_second(func: Callable[[str], object], texts: list[str], min_seconds: float) -> float:
    """Pages per CPU second over whole passes lasting at least ``min_seconds``."""
    for text in texts[:5]:
        func(text)  # warm-up: imports, parser construction
    count, start = 0, time.process_time()
    while True:
        for text in texts:
            func(text)
        count += len(texts)
        elapsed = time.process_time() - start
        if elapsed >= min_seconds:
            return count / elapsed


def main(argv: list[str] | None = None) -> int:
    """Print pages per second for each case and dataset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="*")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--min-seconds", type=float, default=2.0)
    args = parser.parse_args(argv)
    shared = Path(__file__).resolve().parents[2] / "shared" / "datasets"
    paths = args.datasets or [str(shared / name) for name in DEFAULT_DATASETS]
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[-1]})
    for path in paths:
        texts = load_texts([path], args.limit)
        megabytes = sum(len(t) for t in texts) / 1e6
        print(f"{Path(path).name}: {len(texts)} pages, {megabytes:.1f} M characters")
        for name, func in CASES.items():
            rate = pages_per_second(func, texts, args.min_seconds)
            print(f"  {name:28} {rate:8.1f} pages/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
