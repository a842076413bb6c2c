"""The manifest reader: fields, malformed folders, sampling and site grouping."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.errors import DatasetError
from thresher.eval.datasets import (
    Page,
    filter_sites,
    group_by_site,
    load_dataset,
    sample,
    site_folds,
)


def test_reads_fields_and_nulls(tiny_dataset: Path) -> None:
    ds = load_dataset(tiny_dataset)
    assert ds.name == "tiny" and [p.id for p in ds.pages] == ["a1", "a2", "b1"]
    first, second, third = ds.pages
    assert first.with_ == ("Three new sleeper routes", "full for most of the summer")
    assert first.date == "2024-03-18" and first.lang == "en"
    assert first.author == "Ana Ruiz, MD and Li Wei" and second.author is None
    assert second.title is None and not second.has_snippets
    assert third.body is None and third.has_snippets
    assert b"Night trains return" in ds.read_html(first)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not a JSON line"),
        ('["a list"]', "expected a JSON object"),
        ('{"file": "html/x.html.gz"}', "'id'"),
        ('{"id": "x", "file": "f", "with": "one string"}', "'with'"),
        ('{"id": "x", "file": "f", "title": 3}', "'title'"),
    ],
)
def test_malformed_manifest_lines(tmp_path: Path, line: str, message: str) -> None:
    (tmp_path / "manifest.jsonl").write_text(line + "\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=message):
        load_dataset(tmp_path)


def test_malformed_folders(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="not a directory"):
        load_dataset(tmp_path / "absent")
    with pytest.raises(DatasetError, match=r"no manifest\.jsonl"):
        load_dataset(tmp_path)
    (tmp_path / "manifest.jsonl").write_text("\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="no pages"):
        load_dataset(tmp_path)
    row = json.dumps({"id": "x", "file": "html/x.html.gz"})
    (tmp_path / "manifest.jsonl").write_text(f"{row}\n{row}\n", encoding="utf-8")
    with pytest.raises(DatasetError, match="appears twice"):
        load_dataset(tmp_path)


def test_missing_html_file_is_a_dataset_error(tmp_path: Path) -> None:
    row = json.dumps({"id": "x", "file": "html/x.html.gz"})
    (tmp_path / "manifest.jsonl").write_text(row + "\n", encoding="utf-8")
    ds = load_dataset(tmp_path)
    with pytest.raises(DatasetError, match="cannot read"):
        ds.read_html(ds.pages[0])


def _pages(n: int, sites: int = 3) -> list[Page]:
    return [Page("d", f"p{i:03}", "f", site=f"s{i % sites}") for i in range(n)]


def test_sample_is_deterministic_and_spread() -> None:
    pages = _pages(100)
    picked = sample(pages, 10)
    assert [p.id for p in picked] == [f"p{i:03}" for i in range(0, 100, 10)]
    assert sample(pages, 10) == picked
    assert sample(pages, None) == tuple(pages) and sample(pages, 500) == tuple(pages)
    assert sample(pages, 0) == ()


def test_site_grouping_and_folds() -> None:
    pages = _pages(30, sites=7)
    groups = group_by_site(pages)
    assert len(groups) == 7 and sum(len(g) for g in groups.values()) == 30
    assert all(p.site == "s2" for p in filter_sites(pages, ["s2"]))
    folds = site_folds([p.site for p in pages], 3)
    assert sum(len(test) for _, test in folds) == 30
    sites_per_fold = [{pages[i].site for i in test} for _, test in folds]
    for i, a in enumerate(sites_per_fold):
        for b in sites_per_fold[i + 1 :]:
            assert not a & b
    assert [t.tolist() for _, t in site_folds([p.site for p in pages], 3)] == [
        t.tolist() for _, t in folds
    ]
    siteless = [Page("d", "x", "f"), Page("d", "y", "f")]
    assert len(group_by_site(siteless)) == 2
