"""Element helpers that lxml.html adds to its element class, for plain lxml trees.

thresher parses with :class:`lxml.etree.HTMLParser`, not ``lxml.html``'s: the
latter looks up a Python element class for every node lxml hands to Python,
which costs about a tenth of a whole extraction. These are the two
``HtmlElement`` methods thresher needs, with the same results.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from lxml import etree

_STRING_VALUE = etree.XPath("string()")


def text_content(element: etree._Element) -> str:
    """All text inside ``element`` (its own tail excluded), as ``HtmlElement.text_content``."""
    return str(_STRING_VALUE(element))


def drop_tree(element: etree._Element) -> None:
    """Remove ``element`` and its subtree, keeping its tail text (``HtmlElement.drop_tree``)."""
    parent = element.getparent()
    if parent is None:
        return
    if element.tail:
        previous = element.getprevious()
        if previous is None:
            parent.text = (parent.text or "") + element.tail
        else:
            previous.tail = (previous.tail or "") + element.tail
    parent.remove(element)


def self_and_ancestors(element: Any) -> Iterator[Any]:
    """``element`` and its ancestors, nearest first."""
    yield element
    yield from element.iterancestors()


def passes_above(element: Any, known: dict[Any, bool], test: Callable[[Any], bool]) -> bool:
    """True when ``test`` holds for ``element`` or one of its ancestors up to the root; the
    answer of every element climbed through is kept in ``known`` (a page's blocks share
    their ancestors: each element is tested once)."""
    climbed = []
    node, found = element, False
    while node is not None:
        answer = known.get(node)
        if answer is not None:
            found = answer
            break
        climbed.append(node)
        if test(node):
            found = True
            break
        node = node.getparent()
    for node in climbed:
        known[node] = found
    return found


def marked_ancestor(
    element: Any, levels: int, memo: dict[Any, Any], test: Callable[[Any], Any]
) -> Any | None:
    """The element itself or its nearest ancestor within ``levels`` levels up for which
    ``test`` answers true, or None (a comment or processing instruction ends the climb;
    ``memo``: each element's answer so far, filled in: a page's blocks share ancestors)."""
    node = element
    for _ in range(levels + 1):
        if node is None or not isinstance(node.tag, str):
            return None
        answer = memo.get(node)
        if answer is None:
            answer = memo[node] = test(node)
        if answer:
            return node
        node = node.getparent()
    return None
