"""Small synthetic datasets in the shared manifest layout, for report tests."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

NAV = (
    "<header><a href='/'>Courier home</a> <a href='/news'>News desk</a> "
    "<a href='/sport'>Sport pages</a> <a href='/about'>About the Courier</a> "
    "<a href='/cafe'>Café corner</a></header>"
)
FOOTER = "<footer>Copyright 2024 Courier. All rights reserved. Contact the newsroom.</footer>"
TOPICS = (
    "night trains",
    "city bicycles",
    "river ferries",
    "mountain railways",
    "airport buses",
    "harbour cranes",
)


def article(i: int) -> str:
    """A news page: navigation, an article about one topic, a footer."""
    topic = TOPICS[i % len(TOPICS)]
    return (
        f"<html><head><meta charset='windows-1252'><title>Story {i} | Courier</title></head>"
        f"<body>{NAV}<article><h1>Story {i} about {topic}</h1>"
        f"<p>The council approved a new plan for {topic} on Monday after a long debate.</p>"
        f"<p>Residents said the change to {topic} would help them travel in the evening.</p>"
        f"</article>{FOOTER}</body></html>"
    )


def truth(i: int) -> str:
    """The article's body text, as a manifest's ``body``."""
    topic = TOPICS[i % len(TOPICS)]
    return (
        f"Story {i} about {topic}\n"
        f"The council approved a new plan for {topic} on Monday after a long debate.\n"
        f"Residents said the change to {topic} would help them travel in the evening."
    )


def write_dataset(root: Path, rows: list[dict], pages: dict[str, str]) -> Path:
    """Write manifest rows (missing fields null) and each page's HTML, gzipped."""
    (root / "html").mkdir(parents=True)
    with (root / "manifest.jsonl").open("w", encoding="utf-8") as manifest:
        for row in rows:
            full = {
                "id": row["id"],
                "file": f"html/{row['id']}.html.gz",
                "url": f"https://courier.example/{row['id']}",
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
            data = pages[row["id"]].encode("cp1252")
            (root / full["file"]).write_bytes(gzip.compress(data))
    return root


@pytest.fixture
def news_dataset(tmp_path: Path) -> Path:
    """Three pages with body truth; page n2's truth is text the page does not hold."""
    rows = [
        {"id": "n0", "body": truth(0), "title": "Story 0", "date": "2024-03-18"},
        {"id": "n1", "body": truth(1)},
        {"id": "n2", "body": "A completely different text that no extractor can find here."},
    ]
    pages = {r["id"]: article(i) for i, r in enumerate(rows)}
    return write_dataset(tmp_path / "news", rows, pages)


@pytest.fixture
def snippet_dataset(tmp_path: Path) -> Path:
    """Two pages with with/without snippets only."""
    rows = [
        {"id": "s0", "with": ["new plan for night trains"], "without": ["All rights reserved"]},
        {"id": "s1", "with": ["not on the page at all"], "without": ["Sport pages"]},
    ]
    pages = {r["id"]: article(i) for i, r in enumerate(rows)}
    return write_dataset(tmp_path / "snips", rows, pages)


@pytest.fixture
def site_dataset(tmp_path: Path) -> Path:
    """Twenty-four pages of one site sharing navigation and footer."""
    rows = [{"id": f"p{i:02d}", "site": "courier.example", "body": truth(i)} for i in range(24)]
    pages = {r["id"]: article(i) for i, r in enumerate(rows)}
    return write_dataset(tmp_path / "sites-courier", rows, pages)
