"""Settings for long-running worker processes (batch, eval, report)."""

from __future__ import annotations

import gc
import multiprocessing


def settle_worker() -> None:
    """Take what start-up allocated (imports, models, extractors) out of the collector's scans.

    Every full garbage collection walks all live objects; a worker that holds
    thousands of start-up objects pays that walk again and again while it
    allocates page after page. ``gc.freeze`` moves them to a permanent
    generation, which cuts the collector's time per page by about half. Only
    in a child process: the calling program's own objects stay collectable.
    """
    if multiprocessing.parent_process() is None:
        return
    gc.collect()
    gc.freeze()
