"""Lists that read as navigation: items that are mostly links to other pages.

A sidebar's table of contents, a breadcrumb trail or a "next/previous" list is a list
whose items are, nearly all, a link to another page and little else. This module only
describes a list; whether its blocks are kept is the method's decision (auto's model may
use it as a feature). It never looks at class names or ids.
"""

from __future__ import annotations

from typing import Any

NAV_MIN_ITEMS = 2
NAV_LINKED_SHARE = 0.8  # share of items that are links to other pages
LINKED_ITEM_CHARS = 0.8  # share of an item's own characters inside such links


def navigation_list(element: Any) -> bool:
    """True for a ``ul``/``ol``/``menu`` whose items are mostly links to other pages."""
    items = [child for child in element if getattr(child, "tag", None) == "li"]
    if len(items) < NAV_MIN_ITEMS:
        return False
    linked = sum(_linked_item(item) for item in items)
    return linked >= NAV_LINKED_SHARE * len(items)


def _linked_item(item: Any) -> bool:
    """An item whose own text (nested lists aside) sits mostly in links to other pages."""
    own = _own_text(item)
    if not own:
        return False
    linked = sum(
        len(_squeezed(link))
        for link in item.iter("a")
        if _other_page(link) and next(link.iterancestors("li"), None) is item
    )
    return linked >= LINKED_ITEM_CHARS * len(own)


def _own_text(item: Any) -> str:
    parts: list[str] = [item.text or ""]
    for child in item:
        if getattr(child, "tag", None) not in ("ul", "ol", "menu"):
            parts.append("".join(child.itertext()) if isinstance(child.tag, str) else "")
        parts.append(child.tail or "")
    return "".join("".join(parts).split())


def _squeezed(link: Any) -> str:
    return "".join("".join(link.itertext()).split())


def _other_page(link: Any) -> bool:
    href = (link.get("href") or "").strip()
    return bool(href) and not href.startswith("#") and not href.lower().startswith("javascript:")
