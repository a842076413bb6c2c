"""Make a page safe and offline for an ``<iframe>`` of the report.

The marked view and the template view are whole pages. In the report they
must open from disk with no network and no scripts: a Content-Security-Policy
``<meta>`` right after ``<head>`` forbids every fetch (external styles, images,
fonts, frames) and every script; inline styles and ``data:`` images still
show. ``<meta http-equiv="refresh">`` (which CSP does not stop) is removed,
and the file starts with a UTF-8 byte order mark, which browsers obey over
any ``<meta charset>`` the original page declares.
"""

from __future__ import annotations

import re

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:"
HEAD_META = f'<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="{CSP}">'
BOM = "\ufeff"
_REFRESH = re.compile(r"<meta\b[^>]*http-equiv\s*=\s*[\"']?refresh[^>]*>", re.IGNORECASE)
_ANCHORS = (
    re.compile(r"<head\b[^>]*>", re.IGNORECASE),
    re.compile(r"<html\b[^>]*>", re.IGNORECASE),
    re.compile(r"<!doctype\b[^>]*>", re.IGNORECASE),
)
# Look for the anchors this far into the page (a head after that is not the page's head).
_SCAN = 200_000


def offline_page(html: str) -> str:
    """``html`` with the offline policy inserted, refreshes removed and a BOM in front."""
    html = _REFRESH.sub("", html.lstrip(BOM))
    head = html[:_SCAN]
    for anchor in _ANCHORS:
        found = anchor.search(head)
        if found:
            at = found.end()
            return BOM + html[:at] + HEAD_META + html[at:]
    return BOM + HEAD_META + html
