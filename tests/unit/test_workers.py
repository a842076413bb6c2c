"""Worker process settings."""

from __future__ import annotations

import gc
import multiprocessing

from thresher.workers import settle_worker


def _frozen_after_settling() -> int:
    settle_worker()
    return gc.get_freeze_count()


def test_settle_worker_freezes_start_up_objects_only_in_a_child() -> None:
    before = gc.get_freeze_count()
    settle_worker()
    assert gc.get_freeze_count() == before  # the calling program is left alone
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.apply(_frozen_after_settling) > 1000
