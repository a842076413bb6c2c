"""The report in a real browser: Debian's chromium, headless, driven by Playwright.

Builds a tiny report (two pages of ``aeb`` and one of ``trafilatura-eval``
when the shared datasets are there, else synthetic pages), opens it from
disk and checks that the plots and the marked page render, that the page list
is worst first (also after filtering) and that nothing is fetched from the
network. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from thresher.eval.datasets import Dataset
from thresher.eval.methodspec import parse_method_spec
from thresher.eval.session import load_datasets
from thresher.report import ReportConfig, ReportPlan, write_report

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium() -> str:
    for candidate in (
        "/usr/bin/chromium",
        shutil.which("chromium"),
        shutil.which("chromium-browser"),
    ):
        if candidate and Path(candidate).is_file():
            return candidate
    pytest.skip("chromium is not installed (CI installs Debian's: apt-get install chromium)")


def _datasets(request: pytest.FixtureRequest, tmp_path: Path) -> list[Dataset]:
    try:
        root: Path = request.getfixturevalue("datasets_dir")
    except pytest.skip.Exception:
        root = None
    if root is not None and (root / "aeb").is_dir() and (root / "trafilatura-eval").is_dir():
        return load_datasets([root / "aeb"], limit=2) + load_datasets(
            [root / "trafilatura-eval"], limit=1
        )
    news = request.getfixturevalue("news_dataset")
    snips = request.getfixturevalue("snippet_dataset")
    return load_datasets([news, snips])


@pytest.fixture
def report_index(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    datasets = _datasets(request, tmp_path)
    plan = ReportPlan((parse_method_spec("sentences"),), ("alltext",))
    return write_report(datasets, plan, ReportConfig(out=tmp_path / "report")).index


def _scores(page) -> list[float]:
    return page.eval_on_selector_all(
        "#pages tbody tr:not([hidden])", "rows => rows.map(r => r.dataset.score)"
    )


def _check_index(page) -> None:
    widths = page.eval_on_selector_all(".plots img", "imgs => imgs.map(i => i.naturalWidth)")
    assert len(widths) == 3 and all(w > 0 for w in widths)
    scores = [float(s) for s in _scores(page) if s]
    assert scores and scores == sorted(scores)
    datasets = page.eval_on_selector_all("#f-dataset option", "os => os.map(o => o.value)")
    page.select_option("#f-dataset", datasets[1])
    shown = page.eval_on_selector_all(
        "#pages tbody tr:not([hidden])", "rows => rows.map(r => r.dataset.dataset)"
    )
    assert shown and set(shown) == {datasets[1]}
    assert "shown" in page.inner_text("#f-count")
    page.select_option("#f-dataset", "")


def _check_document(page) -> None:
    frame_el = page.wait_for_selector("iframe.marked-view")
    frame = frame_el.content_frame()
    frame.wait_for_load_state()
    spans = frame.eval_on_selector_all(
        "span[title]",
        "s => s.map(e => [e.className, e.title, getComputedStyle(e).backgroundColor])",
    )
    colours = {c: colour for c, _, colour in spans}
    assert colours["m0-kept"] == "rgba(60, 200, 90, 0.28)"  # the frame's #thr-m0 shows method 0
    assert colours["m0-dropped"] == "rgba(230, 70, 70, 0.18)"
    assert all(": " in title for _, title, _ in spans)  # label and reason on hover
    assert page.locator(".diff").count() >= 2


def test_report_in_chromium(report_index: Path, tmp_path: Path) -> None:
    executable = _chromium()
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright")
    ARTIFACTS.mkdir(exist_ok=True)
    remote: dict[str, str | None] = {}  # non-file URL -> why it failed (None: it was fetched)
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=executable,
            args=FLAGS,
            headless=True,
            viewport={"width": 1400, "height": 1000},
        )
        try:
            context.on("request", lambda r: _note(remote, r.url, None))
            context.on("requestfailed", lambda r: _note(remote, r.url, r.failure or "failed"))
            page = context.new_page()
            page.goto(report_index.as_uri())
            _check_index(page)
            page.screenshot(path=str(ARTIFACTS / "report-index.png"))
            page.click("#pages tbody tr:first-child a")
            page.wait_for_load_state()
            _check_document(page)
            page.screenshot(path=str(ARTIFACTS / "report-page.png"))
        finally:
            context.close()
    # the pages' own remote resources are asked for, and the offline policy blocks every one
    assert {url: why for url, why in remote.items() if why != "csp"} == {}


def _note(remote: dict[str, str | None], url: str, failure: str | None) -> None:
    if not url.startswith(("file:", "data:")):
        remote[url] = failure
