"""Build a WARC.gz from the shared datasets: real pages, real HTTP response headers.

Each dataset page becomes a ``response`` record for its URL (``http://<dataset>.invalid/<id>``
when the manifest has none) with status 200, ``Content-Type: text/html`` (and the
charset when the page declares one in a ``<meta>``), ``Content-Length``, ``Date`` and
``Server``. Like a crawl, the archive also holds a ``warcinfo`` record, and every
``--noise`` pages a ``robots.txt`` (text/plain), a 301 redirect and a 404 page, which
a reader must skip.

    python benchmarks/build_warc.py -o /tmp/bench.warc.gz
    python benchmarks/build_warc.py --datasets ../shared/datasets --sets cleaneval,dragnet \
        --limit 200 -o /tmp/small.warc.gz
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

from thresher.batch.warcwrite import HttpResponse, WarcFileWriter

REPO = Path(__file__).resolve().parents[1]
META_CHARSET = re.compile(rb"""<meta[^>]+?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.+-]+)""", re.I)
DATE = "Mon, 06 Jan 2025 10:00:00 GMT"


def main(argv: list[str] | None = None) -> int:
    """Write the archive; print what went in."""
    args = _parser().parse_args(argv)
    root = args.datasets or REPO.parent / "shared" / "datasets"
    names = args.sets.split(",") if args.sets else sorted(_dataset_names(root))
    counts = {"pages": 0, "noise": 0}
    with WarcFileWriter(args.output) as writer:
        writer.write_warcinfo("thresher benchmarks/build_warc.py")
        for name in names:
            for page in _pages(root / name, args.limit):
                writer.write_response(page)
                counts["pages"] += 1
                if args.noise and counts["pages"] % args.noise == 0:
                    for extra in _noise(page.url):
                        writer.write_response(extra)
                        counts["noise"] += 1
    print(
        f"{args.output}: {counts['pages']} HTML pages, {counts['noise']} other responses, "
        f"{args.output.stat().st_size / 1e6:.1f} MB from {len(names)} datasets",
        file=sys.stderr,
    )
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-o", "--output", type=Path, required=True, help="the .warc.gz to write")
    p.add_argument("--datasets", type=Path, help="shared datasets folder")
    p.add_argument("--sets", help="comma-separated dataset names (default: all)")
    p.add_argument("--limit", type=int, help="at most this many pages per dataset")
    p.add_argument("--noise", type=int, default=20, help="non-HTML records every N pages")
    return p


def _dataset_names(root: Path) -> list[str]:
    return [p.parent.name for p in root.glob("*/manifest.jsonl")]


def _pages(folder: Path, limit: int | None):
    with (folder / "manifest.jsonl").open(encoding="utf-8") as manifest:
        for count, line in enumerate(manifest):
            if limit is not None and count >= limit:
                return
            entry = json.loads(line)
            body = gzip.decompress((folder / entry["file"]).read_bytes())
            url = entry.get("url") or f"http://{folder.name}.invalid/{entry['id']}"
            if urlparse(url).scheme not in ("http", "https"):
                url = f"http://{folder.name}.invalid/{entry['id']}"
            yield HttpResponse(url, body, _content_type(body), extra_headers=_headers())


def _content_type(body: bytes) -> str:
    match = META_CHARSET.search(body[:16384])
    return f"text/html; charset={match.group(1).decode('ascii')}" if match else "text/html"


def _headers() -> tuple[tuple[str, str], ...]:
    return (("Date", DATE), ("Connection", "close"))


def _noise(url: str) -> list[HttpResponse]:
    parsed = urlparse(url)
    base = f"{parsed.scheme}://{parsed.netloc}"
    return [
        HttpResponse(f"{base}/robots.txt", b"User-agent: *\nDisallow:\n", "text/plain"),
        HttpResponse(
            f"{base}/old", b"", "text/html", status=301, extra_headers=(("Location", f"{base}/"),)
        ),
        HttpResponse(f"{base}/missing", b"<html><body>Not found</body></html>", status=404),
    ]


if __name__ == "__main__":
    raise SystemExit(main())
