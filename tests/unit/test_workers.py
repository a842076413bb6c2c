"""Worker process settings."""

from __future__ import annotations

import gc
import multiprocessing

from thresher.workers import YOUNG_THRESHOLD, settle_worker


def _frozen_after_settling() -> tuple[int, int]:
    settle_worker()
    return gc.get_freeze_count(), gc.get_threshold()[0]


def test_settle_worker_freezes_start_up_objects_only_in_a_child() -> None:
    before = gc.get_freeze_count(), gc.get_threshold()
    settle_worker()
    assert (gc.get_freeze_count(), gc.get_threshold()) == before  # the caller is left alone
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        frozen, threshold = pool.apply(_frozen_after_settling)
    assert frozen > 1000 and threshold == YOUNG_THRESHOLD
