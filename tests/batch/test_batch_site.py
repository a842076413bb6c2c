"""Site templates in batches: --template FILE, and --by-site learning per host."""

from __future__ import annotations

import json

import pytest
from batch_helpers import site_page, write_warc

from thresher.cli.main import main

site = pytest.importorskip("thresher.site", reason="the site template module is not available")
pytest.importorskip("fastwarc", reason="fastwarc (a base dependency) is not importable")

WELCOME = "Welcome to gazette.example"


def test_template_file_is_applied_before_extraction(tmp_path):
    import thresher

    learned = {f"http://gazette.example/{i}": site_page("gazette.example", i) for i in range(8)}
    template = tmp_path / "gazette.template"
    thresher.learn_template(learned).save(template)
    src = tmp_path / "new"
    src.mkdir()
    for i in range(20, 23):
        (src / f"{i}.html").write_bytes(site_page("gazette.example", i))
    plain, stripped = tmp_path / "plain", tmp_path / "stripped"
    assert main(["extract", str(src), "-m", "sentences", "-o", str(plain), "-q"]) == 0
    assert (
        main(
            [
                "extract",
                str(src),
                "-m",
                "sentences",
                "-o",
                str(stripped),
                "-q",
                "--template",
                str(template),
            ]
        )
        == 0
    )
    assert all(WELCOME in f.read_text() for f in plain.iterdir())
    texts = [f.read_text() for f in stripped.iterdir()]
    assert len(texts) == 3 and all(WELCOME not in t and "Story" in t for t in texts)


def _crawl(tmp_path):
    pages = {f"http://gazette.example/{i}": site_page("gazette.example", i) for i in range(10)}
    pages.update({f"http://small.example/{i}": site_page("small.example", i) for i in range(2)})
    write_warc(tmp_path / "crawl.warc.gz", pages)
    return tmp_path / "crawl.warc.gz"


def _rows(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_by_site_learns_each_host_and_resumes_with_the_saved_template(tmp_path):
    warc, out = _crawl(tmp_path), tmp_path / "rows.jsonl"
    args = [
        "extract",
        str(warc),
        "-m",
        "sentences",
        "-o",
        str(out),
        "-q",
        "--by-site",
        "--site-pages",
        "6",
        "-j",
        "2",
    ]
    assert main(args) == 0
    rows = _rows(out)
    gazette = [r for r in rows if "gazette" in r["url"]]
    small = [r for r in rows if "small" in r["url"]]
    assert len(gazette) == 10 and len(small) == 2
    assert all(WELCOME not in r["text"] and "Story" in r["text"] for r in gazette)
    assert all("Welcome to small.example" in r["text"] for r in small)  # too few to learn
    assert len(list((tmp_path / "rows.jsonl.templates").glob("*.template"))) == 1
    # As if killed before the last three gazette pages: too few to learn from again,
    # so only the saved template can strip them.
    dropped = {r["key"] for r in gazette[-3:]}
    out.write_text("".join(json.dumps(r) + "\n" for r in rows if r["key"] not in dropped))
    assert main([*args, "--resume"]) == 0
    again = _rows(out)
    assert sorted(r["key"] for r in again) == sorted(r["key"] for r in rows)
    assert all(WELCOME not in r["text"] for r in again if "gazette" in r["url"])
