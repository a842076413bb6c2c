"""Item 1 of issue 28: a competitor that is installed but fails to import shows the real error."""

from __future__ import annotations

import io

from thresher.eval import competitors
from thresher.eval.competitors import COMPETITORS, Competitor, load_competitors

LXML_CLEAN = (
    "lxml.html.clean module is now a separate project lxml_html_clean.\n"
    "Install lxml[html_clean] or lxml_html_clean directly."
)


def _broken() -> None:
    raise ImportError(LXML_CLEAN)


def test_installed_but_broken_library_shows_the_import_error(monkeypatch) -> None:
    monkeypatch.setitem(
        COMPETITORS, "trafilatura", Competitor("trafilatura", "trafilatura", _broken)
    )
    monkeypatch.setattr(competitors, "library_version", lambda name: "2.0.0")
    warn = io.StringIO()
    assert load_competitors(["trafilatura"], warn=warn) == []
    message = warn.getvalue()
    assert "not installed" not in message
    assert "lxml.html.clean module is now a separate project" in message
    assert "pip install lxml_html_clean" in message


def test_missing_library_says_not_installed(monkeypatch) -> None:
    def missing() -> None:
        raise ModuleNotFoundError("No module named 'goose3'", name="goose3")

    monkeypatch.setitem(COMPETITORS, "goose3", Competitor("goose3", "goose3", missing))
    monkeypatch.setattr(competitors, "library_version", lambda name: None)
    warn = io.StringIO()
    load_competitors(["goose3"], warn=warn)
    assert "not installed" in warn.getvalue()
    assert "pip install goose3" in warn.getvalue()


def test_bench_skips_a_broken_library_with_its_import_error(monkeypatch, tmp_path) -> None:
    from thresher.eval import bench
    from thresher.eval.bench_run import BenchJob

    monkeypatch.setitem(
        COMPETITORS, "trafilatura", Competitor("trafilatura", "trafilatura", _broken)
    )
    monkeypatch.setattr(competitors, "library_version", lambda name: "2.0.0")
    monkeypatch.setattr(bench, "run_interleaved", lambda dataset, jobs, *rest: list(jobs))
    warn = io.StringIO()
    kept = bench.run_bench(tmp_path, [BenchJob("competitor", "trafilatura")], warn=warn)
    assert kept == []
    message = warn.getvalue()
    assert "trafilatura skipped" in message and "not installed" not in message
    assert "pip install lxml_html_clean" in message
