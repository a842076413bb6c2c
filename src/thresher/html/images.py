"""What an ``<img>`` shows, and whether it is decoration rather than content."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from thresher._core import SEGMENT, kernel

# Lazy loaders keep the real address here and a placeholder (a data: URI or a
# one-pixel GIF) in ``src``.
_LAZY_SOURCES = ("data-src", "data-lazy-src", "data-original", "data-lazy", "data-url")
_SOURCE_SETS = ("srcset", "data-srcset", "data-lazy-srcset")
ICON_PIXELS = 32
_PIXELS = re.compile(r"\s*(\d+)\s*(?:px)?\s*$")


def image_source(el) -> str:
    """The address an ``<img>`` shows: a lazy loader's attribute first, then ``src``,
    then the first candidate of a ``srcset``; "" when there is only an inline
    ``data:`` image or none."""
    for name in (*_LAZY_SOURCES, "src"):
        value = (el.get(name) or "").strip()
        if value and not value.startswith("data:"):
            return value
    for name in _SOURCE_SETS:
        candidates = (el.get(name) or "").strip().split()
        if candidates and not candidates[0].startswith("data:"):
            return candidates[0].rstrip(",")
    return ""


def decoration(el) -> str | None:
    """Why the ``<img>`` is decoration (an icon, a tracking pixel, a "back to top"
    arrow), or None when it may be content."""
    for name in ("width", "height"):
        value = el.get(name)
        found = _PIXELS.match(value) if value else None  # "" holds no digit: no match
        if found and int(found.group(1)) <= ICON_PIXELS:
            return f"decorative image ({name} {found.group(1)} px)"
    parent = el.getparent()
    if (
        parent is not None
        and parent.tag == "a"
        and (parent.get("href") or "").startswith("#")
        and empty_link(parent)
    ):
        return IN_PAGE_LINK
    return None


IN_PAGE_LINK = "image linking within the page"


def decoration_reader() -> Callable[[Any], str | None]:
    """:func:`decoration`, read in C by the segment kernel when it is built."""
    compiled = kernel(SEGMENT)
    return decoration if compiled is None else compiled.decoration


def empty_link(link) -> bool:
    """True when the link holds no text but whitespace (only its image)."""
    return not "".join(link.itertext()).strip()
