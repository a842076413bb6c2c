"""Which files are web pages: by their name, or failing that by their first bytes."""

from __future__ import annotations

import re
from pathlib import Path

from thresher.html.patterns import LazyPattern

HTML_SUFFIXES = (".html", ".htm", ".xhtml", ".shtml", ".html.gz", ".htm.gz")
_HTML_START = LazyPattern(rb"<(?:!doctype\s+html|html|head|body|meta|title)[\s>/]", re.IGNORECASE)
_SNIFF_BYTES = 4096


def is_html_file(path: Path) -> bool:
    """True for a file named like a web page or whose first bytes are HTML markup
    (``index.php``, ``page.asp`` and extension-less files of a wget dump)."""
    return path.name.lower().endswith(HTML_SUFFIXES) or looks_like_html(path)


def looks_like_html(path: Path) -> bool:
    """True when a file's first bytes are HTML markup, whatever its name says."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return False
    if b"\x00" in head:
        return False
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start.startswith(b"<") and _HTML_START.search(head) is not None


def strip_html_suffix(name: str, suffixes: tuple[str, ...] = HTML_SUFFIXES) -> str:
    """A page name without its HTML (or other given) suffix, for output file names."""
    lower = name.lower()
    for suffix in sorted(suffixes, key=len, reverse=True):
        if lower.endswith(suffix):
            return name[: -len(suffix)]
    return name
