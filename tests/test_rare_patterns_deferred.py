"""The module-level patterns few pages read are compiled at their first search, not by
``import thresher`` or the ``auto`` rules' import (stop 71, ``spdmeta36``): together some
20 ms of a process's start on main. ``tests/test_lazy_patterns.py`` checks that every
``LazyPattern`` answers as ``re.compile`` does."""

from __future__ import annotations

import importlib

import thresher.methods.auto.method  # noqa: F401  (imports every rule's module)
from thresher.html.patterns import LazyPattern

# (module, names): each read on a few of the icount sample's 72 pages (the costliest,
# listing_toolbars' _COUNT, about 5 ms to build, on 31 of them).
DEFERRED = (
    ("thresher.metadata.names", ("_REPORTER", "_LONE_CREDIT", "_PLACED_CREDIT")),
    ("thresher.metadata.names", ("_OUTLET_CREDIT", "_DATELINE_CREDIT", "_DATED_BYLINE")),
    ("thresher.metadata.names", ("_DATE_WORDS", "_AUTHOR_PAGE_OPENING", "_WRITER_OPENING")),
    ("thresher.metadata.names", ("_WRITER_LABEL", "_OPENING_PAIRS")),
    ("thresher.metadata.title", ("_HEADLINE_NAME", "_HOME_PATH", "_SPACED_SEPARATOR")),
    ("thresher.metadata.date_calendars", ("_OTHER_DIGIT",)),
    ("thresher.methods.auto.news_lines", ("AD_MARKS", "COLON_LABELS", "READ_ON_LABELS")),
    ("thresher.methods.auto.news_lines", ("PHOTO_CREDITS",)),
    ("thresher.methods.auto.post_chrome", ("_CHROME_OR_NOTE", "_ATTRIBUTION", "_EDIT_NOTE")),
    ("thresher.methods.auto.related_headings", ("BOX_HEADING",)),
    ("thresher.methods.auto.posting_rules", ("_SETTING", "_ANSWER")),
    ("thresher.methods.auto.doc_chrome", ("OUTDATED",)),
    ("thresher.methods.auto.card_badges", ("_DISCOUNT",)),
    ("thresher.methods.auto.consent_boxes", ("CONSENT_NAMES",)),
    ("thresher.methods.auto.closing_notice", ("USE_TERMS", "NOTICE")),
    ("thresher.methods.auto.host_previews", ("_LINK_HOST",)),
    ("thresher.methods.auto.paywall_prompts", ("READ_ON",)),
    ("thresher.methods.auto.join_dates", ("_STOPS",)),
    ("thresher.methods.auto.listing_toolbars", ("_COUNT",)),
)


def test_rare_patterns_are_compiled_at_first_use() -> None:
    """On main each was a ``re.compile`` at import."""
    eager = [
        f"{module}.{name}"
        for module, names in DEFERRED
        for name in names
        if not isinstance(getattr(importlib.import_module(module), name), LazyPattern)
    ]
    assert eager == []
