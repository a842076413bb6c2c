"""The inspection report: a static HTML site of scores, plots, marked pages and text diffs.

``thresher report DATASET_DIR... -o DIR`` (see docs/report.md); from Python,
:func:`write_report` with a :class:`ReportPlan` and a :class:`ReportConfig`.
"""

from thresher.report.build import ReportConfig, ReportResult, write_report
from thresher.report.worker import ReportPlan

__all__ = ["ReportConfig", "ReportPlan", "ReportResult", "write_report"]
