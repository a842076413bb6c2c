"""``thresher bench`` warms each extractor up before timing it."""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from thresher.errors import ThresherError
from thresher.eval import bench, bench_run
from thresher.eval.bench_worker import PROTOCOL_PREFIX, _passes_on_request, _warm_up
from thresher.eval.extractor import ExtractorInput, Prediction


class _Counting:
    name = "counting"

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, page: ExtractorInput) -> Prediction:
        self.calls += 1
        if page.url == "bad":
            raise ValueError("broken page")
        return Prediction("text")


def test_warm_up_runs_every_page_of_each_pass_and_survives_errors() -> None:
    pages = [ExtractorInput(b"<p>a</p>", url="ok"), ExtractorInput(b"<p>b</p>", url="bad")]
    extractor = _Counting()
    _warm_up(extractor, pages, 2)
    assert extractor.calls == 4
    _warm_up(extractor, pages, 0)
    assert extractor.calls == 4


def test_the_worker_is_told_how_many_warm_up_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}
    result = {
        "extractor": "auto",
        "pages": 1,
        "calls": 1,
        "errors": 0,
        "cpu_seconds": 1.0,
        "wall_seconds": 1.0,
        "pages_per_s": 1.0,
        "peak_rss_mb": 1.0,
        "setup_rss_mb": 0.0,
        "baseline_rss_mb": 1.0,
    }

    def fake_run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess:
        seen.update(json.loads(command[-1]))
        out = "a library's own line\n" + PROTOCOL_PREFIX + json.dumps(result) + "\n"
        return subprocess.CompletedProcess(command, 0, out, "")

    monkeypatch.setattr(bench_run.subprocess, "run", fake_run)
    job = bench.BenchJob("method", "auto")
    bench_run.run_job("data", job, None, 0.5)
    assert seen["warmup"] == bench_run.DEFAULT_WARMUP == 1
    bench_run.run_job("data", job, None, 0.5, warmup=0)
    assert seen["warmup"] == 0


def test_an_interleaved_worker_times_one_pass_per_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pages = [ExtractorInput(b"<p>a</p>", url="ok"), ExtractorInput(b"<p>b</p>", url="bad")]
    extractor = _Counting()
    calls, errors, cpu, _ = _passes_on_request(
        extractor, pages, iter(["pass\n", "pass\n", "done\n"])
    )
    assert (calls, errors, extractor.calls) == (4, 2, 4) and cpu >= 0
    said = [json.loads(x[len(PROTOCOL_PREFIX) :]) for x in capsys.readouterr().out.splitlines()]
    assert said[0] == {"ready": True} and len(said) == 3
    assert said[2]["cpu_seconds"] >= said[1]["cpu_seconds"]


def test_an_interleaved_worker_that_dies_is_a_clear_error(tmp_path) -> None:
    job = bench.BenchJob("competitor", "alltext")
    with pytest.raises(ThresherError, match=r"bench alltext: worker failed: .*not a directory"):
        bench_run.run_interleaved(tmp_path / "missing", [job], None, 0.1)


def _result(name: str, pages: int, calls: int, cpu: float, peak: float) -> bench.BenchResult:
    return bench.BenchResult(name, pages, calls, 0, cpu, cpu, calls / cpu, peak, 0.0, 10.0)


def test_the_overall_speed_counts_every_page_once() -> None:
    fast = [_result("auto", 10, 100, 1.0, 5.0), _result("alltext", 10, 400, 1.0, 1.0)]
    slow = [_result("auto", 30, 30, 3.0, 9.0), _result("alltext", 30, 60, 1.0, 2.0)]
    auto, alltext = bench.combine([fast, slow])
    # auto: 10 pages at 100/s and 30 pages at 10/s -> 40 pages in 0.1 + 3.0 s
    assert auto.pages == 40 and auto.pages_per_s == pytest.approx(40 / 3.1)
    assert auto.calls == 130 and auto.peak_rss_mb == 9.0
    assert alltext.pages_per_s == pytest.approx(40 / (10 / 400 + 30 / 60))
