"""A tiny dataset in the shared manifest layout, built in a temporary folder."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

ARTICLE = (
    "<html><head><title>Night trains | Courier</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
    "<article><h1>Night trains return</h1>"
    "<p>Three new sleeper routes link Zurich, Vienna and Ljubljana from May this year.</p>"
    "<p>The operator expects the trains to be full for most of the summer season.</p>"
    "</article><footer>Copyright 2024 Courier. All rights reserved.</footer></body></html>"
)
PAGES = [
    {
        "id": "a1",
        "site": "courier.example",
        "body": "Night trains return\nThree new sleeper routes link Zurich, Vienna and Ljubljana "
        "from May this year.\nThe operator expects the trains to be full for most of the "
        "summer season.",
        "with": ["Three new sleeper routes", "full for most of the summer"],
        "without": ["All rights reserved"],
        "title": "Night trains",
        "date": "2024-03-18",
        "author": "Ana Ruiz, MD and Li Wei",
    },
    {
        "id": "a2",
        "site": "courier.example",
        "body": "Three new sleeper routes link Zurich, Vienna and Ljubljana from May this year.",
    },
    {"id": "b1", "site": "other.example", "body": None, "with": ["sleeper routes"]},
]


def write_dataset(root: Path, pages: list[dict], html: str = ARTICLE) -> Path:
    """Write ``pages`` (manifest rows, missing fields null) and one HTML file each."""
    (root / "html").mkdir(parents=True)
    with (root / "manifest.jsonl").open("w", encoding="utf-8") as manifest:
        for row in pages:
            full = {
                "id": row["id"],
                "file": f"html/{row['id']}.html.gz",
                "url": f"https://example.org/{row['id']}",
                "site": None,
                "lang": "en",
                "body": None,
                "with": [],
                "without": [],
                "title": None,
                "date": None,
                **row,
            }
            manifest.write(json.dumps(full) + "\n")
            (root / full["file"]).write_bytes(gzip.compress(html.encode("utf-8")))
    return root


@pytest.fixture
def tiny_dataset(tmp_path: Path) -> Path:
    """Three pages of one article, with body, snippet, title and date truths."""
    return write_dataset(tmp_path / "tiny", PAGES)


@pytest.fixture
def second_dataset(tmp_path: Path) -> Path:
    """The same three pages in a second folder, another dataset by name."""
    return write_dataset(tmp_path / "second", PAGES)
