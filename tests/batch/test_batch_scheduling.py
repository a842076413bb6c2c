"""The by-site scheduler's streaming rules and the progress bar, without worker processes."""

from __future__ import annotations

from thresher.batch.bysite import LearnResult, LearnTask, SiteSettings, SiteSource
from thresher.batch.page_input import PageInput
from thresher.batch.pipeline import Job, PageTask
from thresher.batch.runner import run_batch
from thresher.workers.limits import TaskFailure


def _page(host: str, n: int) -> PageInput:
    url = f"http://{host}/{n}"
    return PageInput(url, "url", url, f"{host}_{n}", url=url)


def _drain(source: SiteSource) -> list:
    tasks = []
    while (task := source.next_task()) is not None:
        tasks.append(task)
    return tasks


def test_hosts_wait_for_their_template_then_stream(tmp_path):
    pages = [_page("a.example", i) for i in range(5)] + [_page("b.example", 0)]
    source = SiteSource(iter(pages), Job(), SiteSettings(tmp_path, learn_pages=3, min_pages=2))
    first = _drain(source)
    learn = [t for t in first if isinstance(t, LearnTask)]
    assert len(learn) == 1 and [p.url for p in learn[0].pages] == [p.url for p in pages[:3]]
    held = [t for t in first if isinstance(t, PageTask)]
    assert [t.page.url for t in held] == ["http://b.example/0"]  # too few pages: no template
    assert held[0].template_path is None and not source.exhausted()
    assert source.completed(learn[0], LearnResult("a.example", "/t/a.template")) == []
    rest = _drain(source)
    assert [t.page.url for t in rest] == [p.url for p in pages[:5]]
    assert all(t.template_path == "/t/a.template" for t in rest)
    assert source.exhausted()


def test_buffer_cap_learns_early_or_releases(tmp_path):
    pages = [_page("a.example", i) for i in range(3)] + [
        _page(f"h{i}.example", 0) for i in range(3)
    ]
    settings = SiteSettings(tmp_path, learn_pages=10, min_pages=3, max_buffered=4)
    source = SiteSource(iter(pages), Job(), settings)
    task = source.next_task()
    assert isinstance(task, LearnTask) and len(task.pages) == 3  # the largest host, learned early
    source.completed(task, TaskFailure("time limit of 60 s exceeded"))
    rest = _drain(source)
    assert sorted(t.page.url for t in rest) == sorted(p.url for p in pages)
    assert all(t.template_path is None for t in rest)
    assert "time limit" in source.learned["a.example"].note


def test_saved_template_is_reused(tmp_path):
    from thresher.batch.bysite import template_file

    template_file(tmp_path, "a.example").write_text("{}")
    source = SiteSource(iter([_page("a.example", 1)]), Job(), SiteSettings(tmp_path))
    (task,) = _drain(source)
    assert task.template_path == str(template_file(tmp_path, "a.example"))


def test_progress_bar_shows_rate_and_errors(capsys):
    pages = [
        PageInput("ok", "stdin", "-", "ok", data=b"<p>A sentence of several plain words here.</p>"),
        PageInput("bad", "stdin", "-", "bad", data=b"   "),
    ]
    report = run_batch(pages, Job(), jobs=0, progress=True, total=2)
    err = capsys.readouterr().err
    assert "2/2" in err and "page/s" in err and "errors=1" in err
    assert (report.done, report.failed) == (1, 1)
