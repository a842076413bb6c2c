"""The guarded runner: time limit, memory limit, dead workers, counting and exit codes."""

from __future__ import annotations

import sys

import pytest
from batch_helpers import article, crashing_task, hungry_task, slow_task

from thresher.batch.guard import InlineExecutor
from thresher.batch.page_input import PageInput
from thresher.batch.pipeline import Job
from thresher.batch.runner import run_batch
from thresher.cli.main import main
from thresher.workers.limits import Guard, TaskFailure, time_limit
from thresher.workers.pool import GuardedPool


def _pages(names: list[str]) -> list[PageInput]:
    return [
        PageInput(name, "stdin", "-", name, data=article(name).encode(), url=f"http://t/{name}")
        for name in names
    ]


def _collect(pages, **kwargs):
    outcomes = []
    report = run_batch(pages, Job(fmt="txt"), progress=False, on_outcome=outcomes.append, **kwargs)
    return report, {o.page.name: o for o in outcomes}


def test_page_past_the_time_limit_fails_and_the_batch_goes_on():
    pages = _pages(["one", "slow", "two", "three"])
    report, outcomes = _collect(pages, jobs=2, guard=Guard(timeout_s=2.0), task_fn=slow_task)
    assert (report.done, report.failed) == (3, 1)
    assert "time limit of 2 s exceeded" in outcomes["slow"].error
    assert "opening sentence" in outcomes["three"].output


def test_in_process_time_limit():
    pages = _pages(["slow", "one"])
    report, outcomes = _collect(pages, jobs=0, guard=Guard(timeout_s=2.0), task_fn=slow_task)
    assert report.failed == 1 and "time limit" in outcomes["slow"].error
    assert outcomes["one"].error is None
    with pytest.raises(Exception, match="time limit"), time_limit(0.2):
        while True:
            pass


def test_worker_killed_mid_run_is_replaced():
    pages = _pages(["one", "crash", "two", "crash-again", "three"])
    report, outcomes = _collect(pages, jobs=1, task_fn=crashing_task)
    assert (report.done, report.failed) == (3, 2)
    assert "worker process died (signal SIGKILL)" in outcomes["crash"].error
    assert outcomes["three"].error is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="memory guard reads /proc")
def test_memory_guard_kills_a_hungry_page():
    pages = _pages(["hungry", "one"])
    guard = Guard(timeout_s=20, max_memory_mb=200)
    report, outcomes = _collect(pages, jobs=1, guard=guard, task_fn=hungry_task)
    assert "memory limit of 200 MB exceeded" in outcomes["hungry"].error
    assert outcomes["one"].error is None and report.done == 1


def test_pool_recycles_workers_and_reports_peak_memory():
    pool = GuardedPool(len, 1, Guard(max_tasks_per_worker=2))
    with pool:
        for task_id in range(5):
            pool.submit(task_id, "abc")
            results = []
            while not results:
                results = pool.poll(1.0)
            assert results == [(task_id, 3)]
    assert len(pool.peak_rss_mb) == 3  # five tasks, two per worker
    assert all(mb > 0 for mb in pool.peak_rss_mb.values())


def test_inline_executor_turns_timeouts_into_failures():
    executor = InlineExecutor(slow_task, Guard(timeout_s=0.2))
    executor.submit(7, _task("slow"))
    ((task_id, result),) = executor.poll()
    assert task_id == 7 and isinstance(result, TaskFailure)


def _task(name):
    from thresher.batch.pipeline import PageTask

    return PageTask(_pages([name])[0], Job())


def test_exit_codes(tmp_path, capsys):
    good, empty = tmp_path / "in" / "good.html", tmp_path / "in" / "empty.html"
    good.parent.mkdir()
    good.write_text(article("Good"))
    assert main(["extract", str(good.parent), "-o", str(tmp_path / "a"), "-q"]) == 0
    empty.write_text("  ")
    assert main(["extract", str(good.parent), "-o", str(tmp_path / "b"), "-q"]) == 1
    err = capsys.readouterr().err
    assert "empty.html: EmptyInputError" in err and "1 pages done, 1 failed" in err
    assert main(["extract", str(good), "-m", "no-such-method"]) == 2
    assert main(["extract", str(good), "-O", "no_such_option=1"]) == 2
    assert main(["extract"]) == 2
