"""The ``parse`` floor the compiled core is measured against (``thresher bench -c parse``)."""

from __future__ import annotations

from pathlib import Path

from lxml import html as lxml_html

from thresher.eval.bench import bench_jobs
from thresher.eval.competitors import competitor_names, load_competitors
from thresher.eval.extractor import ExtractorInput

SAMPLE = Path(__file__).resolve().parents[1] / "examples" / "sample.html"


def test_parse_floor_is_lxml_text_content_of_the_bytes():
    (floor,) = load_competitors(["parse"])
    data = SAMPLE.read_bytes()
    prediction = floor(ExtractorInput(data))
    assert floor.name == "parse"
    assert prediction.text == lxml_html.fromstring(data).text_content()
    assert prediction.title is None and prediction.date is None


def test_bench_runs_the_parse_floor_beside_alltext():
    jobs = bench_jobs(["auto"], ["parse", "trafilatura"], {})
    assert [j.name for j in jobs] == ["auto", "parse", "trafilatura", "alltext"]
    assert "parse" in competitor_names()
