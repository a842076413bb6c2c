"""Worker processes (batch, eval, report, site, train): settings, limits and the one pool."""

from __future__ import annotations

import gc

# Allocations (minus deallocations) between young-generation collections; Python's default is 700.
YOUNG_THRESHOLD = 10_000


def settle_worker() -> None:
    """Take what start-up allocated (imports, models, extractors) out of the collector's scans.

    Every full garbage collection walks all live objects; a worker that holds
    thousands of start-up objects pays that walk again and again while it
    allocates page after page. ``gc.freeze`` moves them to a permanent
    generation, and a larger first threshold lets a page's short-lived objects
    die by reference counting before a collection looks at them: the
    collector's time per page falls from about 5 ms to under 2 ms (thresher
    and trafilatura together). Only in a child process: the calling program's
    own objects and settings stay as they were.
    """
    import multiprocessing  # here: ``import thresher`` does not need it (0.7 MB)

    if multiprocessing.parent_process() is None:
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, *gc.get_threshold()[1:])
