"""Depth and node-count limits applied to a parsed tree (truncate keeps the text)."""

from __future__ import annotations

from lxml import etree

from thresher.html.nodes import drop_tree
from thresher.html.prepass import BLOCK

_DROP_WHOLE = ("script", "style", "template", "noscript")


def tree_depth(root: etree._Element) -> int:
    """The deepest element nesting under (and counting) ``root``."""
    depth = deepest = 0
    for event, _ in etree.iterwalk(root, events=("start", "end")):
        if event == "start":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def flatten_below(root: etree._Element, max_depth: int) -> int:
    """Replace the children of elements at ``max_depth`` by their text; elements flattened."""
    flattened = 0
    for el in _elements_at(root, max_depth):
        if len(el):
            _flatten(el)
            flattened += 1
    return flattened


def _elements_at(root: etree._Element, level: int) -> list[etree._Element]:
    found, depth = [], 0
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        if event == "end":
            depth -= 1
            continue
        depth += 1
        if depth == level:
            found.append(el)
            walker.skip_subtree()  # its "end" event still comes
    return found


def _flatten(el: etree._Element) -> None:
    for child in list(el.iter(*_DROP_WHOLE)):
        if child is not el:
            drop_tree(child)
    for child in el.iterdescendants():
        if child.tag in BLOCK:
            child.tail = " " + (child.tail or "")
            child.text = " " + (child.text or "")
    etree.strip_tags(el, "*")


def truncate_nodes(root: etree._Element, max_nodes: int) -> int:
    """Remove every element after the first ``max_nodes`` in document order; count removed."""
    last = None
    for count, el in enumerate(root.iter(), start=1):
        if count == max_nodes:
            last = el
            break
    if last is None:
        return 0
    removed = 0
    for child in list(last):
        removed += sum(1 for _ in child.iter())
        last.remove(child)
    node = last
    while node is not None and node is not root:
        parent = node.getparent()
        for sibling in list(node.itersiblings()):
            removed += sum(1 for _ in sibling.iter())
            parent.remove(sibling)
        node = parent
    return removed
