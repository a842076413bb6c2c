"""The batch's per-page time limit is the job's ``Limits.timeout_s``."""

from __future__ import annotations

from thresher.batch.pipeline import Job, page_timeout
from thresher.options import Limits


def test_page_timeout_reads_the_limits_option() -> None:
    assert page_timeout(Job()) == Limits().timeout_s
    assert page_timeout(Job(options={"timeout_s": 5.0})) == 5.0
    assert page_timeout(Job(options={"limits": Limits(timeout_s=7.0)})) == 7.0
    assert page_timeout(Job(options={"timeout_s": 0})) is None
