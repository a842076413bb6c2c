"""The cleaned page: DeleteByDictLst's SourHtml1 and DeleteAttrByList's SourHtml2.

The Document is never touched. The page is copied, every orphan-text run gets
its real ``<p>`` in the copy, and then every element of the tree that no
mark-list keeps is deleted; a container kept only for the path keeps nothing
but the kept elements inside it. Scripts, inline event handlers and
``javascript:`` links go (Blk0 removes scripts), the charset is declared as
UTF-8 (the page is written as UTF-8), and, as the paper does, ``href`` is
removed under the common ancestor of header and article.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from lxml import etree
from lxml import html as lxml_html

from thresher.html.segment import is_hidden
from thresher.methods.roles import rules as vocab
from thresher.methods.roles.marks import KeptSet
from thresher.methods.roles.tree import PageTree, VirtualRun
from thresher.urls import join_url

_CHARSET = re.compile(r"charset\s*=\s*[\w.:-]+", re.IGNORECASE)


@dataclass(frozen=True)
class PrunedPage:
    """SourHtml1: the copy with only the kept elements, and element id → node in it."""

    root: Any
    nodes: dict[int, Any]


def prune_page(root, tree: PageTree, kept: KeptSet, *, drop_hidden: bool) -> PrunedPage:
    """Copy the page and delete every element of the tree that no mark-list keeps."""
    page = copy.deepcopy(root)
    mapping = dict(zip(root.iter(), page.iter(), strict=False))
    nodes = _materialise(tree, mapping)
    survivors = _delete_unmarked(tree, kept, nodes)
    surviving_nodes = {nodes[i] for i in survivors}
    for et_id in kept.containers:
        if et_id in survivors:
            _clear_container(nodes[et_id], surviving_nodes)
    _remove_scripts(page, drop_hidden)
    return PrunedPage(page, {i: nodes[i] for i in sorted(survivors)})


def _materialise(tree: PageTree, mapping: dict) -> list[Any]:
    nodes: list[Any] = []
    for et in tree.elements:
        nodes.append(mapping[et.node] if et.run is None else _wrap(et.run, mapping))
    return nodes


def _wrap(run: VirtualRun, mapping: dict) -> Any:
    """Give a run of orphan text its real ``<p>`` in the copy."""
    parent = mapping[run.parent]
    lead_node, lead_attr = mapping[run.lead[0]], run.lead[1]
    p = etree.Element("p")
    if lead_attr == "text":
        p.text, parent.text = parent.text, None
        parent.insert(0, p)
    else:
        p.text, lead_node.tail = lead_node.tail, None
        lead_node.addnext(p)
    for member in run.members:
        p.append(mapping[member])
    return p


def _delete_unmarked(tree: PageTree, kept: KeptSet, nodes: list[Any]) -> set[int]:
    survivors: set[int] = set()
    i = 0
    while i < len(tree.elements):
        et = tree.elements[i]
        if et.id in kept.roots:
            survivors.update(range(et.id, et.end + 1))
            i = et.end + 1
        elif et.id in kept.containers:
            survivors.add(et.id)
            i += 1
        else:
            _drop(nodes[et.id])
            i = et.end + 1
    return survivors


def _drop(node) -> None:
    """Remove an element; text after it stays where it was (it belongs to the parent)."""
    parent = node.getparent()
    if parent is None:
        return
    tail = node.tail
    if tail and not tail.isspace():
        previous = node.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(node)


def _clear_container(node, surviving: set) -> None:
    """Keep only kept elements (and the wrappers that hold them) inside a path container."""
    if node.text and not node.text.isspace():
        node.text = None
    for child in list(node):
        if not _holds_survivor(child, surviving):
            node.remove(child)
        elif child.tail and not child.tail.isspace():
            child.tail = None


def _holds_survivor(child, surviving: set) -> bool:
    """True for a kept element of the tree, or an inline wrapper with one inside."""
    if not isinstance(child.tag, str):
        return False
    return child in surviving or any(d in surviving for d in child.iterdescendants())


def _remove_scripts(page, drop_hidden: bool) -> None:
    doomed = []
    for el in page.iter():
        if _doomed(el, drop_hidden):
            doomed.append(el)
        else:
            _strip_script_attributes(el)
    for el in doomed:
        _drop(el)


def _doomed(el, drop_hidden: bool) -> bool:
    if not isinstance(el.tag, str) or el.tag in vocab.DROPPED_TAGS:
        return True
    return drop_hidden and is_hidden(el.attrib)


def _strip_script_attributes(el) -> None:
    """Drop event handlers and ``javascript:`` URLs (and names lxml cannot address)."""
    items = el.items()
    for name, value in items:
        if _runs_script(name, value):
            break
    else:
        return
    el.attrib.clear()
    for name, value in items:
        if not _runs_script(name, value):
            try:
                el.set(name, value)
            except ValueError:
                continue


def _runs_script(name: str, value: str) -> bool:
    if name.lower().startswith(vocab.EVENT_ATTR_PREFIX):
        return True
    return value.strip().lower().startswith(vocab.SCRIPT_URL_PREFIX)


def finish_page(
    pruned: PrunedPage, common: int | None, *, strip_links: bool, base_url: str | None
) -> str:
    """DeleteAttrByList: strip ``href`` under the common ancestor; serialise as UTF-8 HTML."""
    page = copy.deepcopy(pruned.root)
    if strip_links and common is not None and common in pruned.nodes:
        for el in _counterpart(pruned.root, page, pruned.nodes[common]).iter():
            if isinstance(el.tag, str):
                el.attrib.pop("href", None)
    if base_url:
        _absolute_images(page, base_url)
    declare_utf8(page)
    return lxml_html.tostring(page, encoding="unicode", doctype="<!DOCTYPE html>")


def _counterpart(root, copied, node):
    """The node of ``copied`` (a deep copy of ``root``) at ``node``'s place in ``root``."""
    steps: list[int] = []
    while node is not root:
        parent = node.getparent()
        steps.append(parent.index(node))
        node = parent
    for step in reversed(steps):
        copied = copied[step]
    return copied


def _absolute_images(page, base_url: str) -> None:
    for img in page.iter("img"):
        src = img.get("src")
        if src and not src.startswith("data:"):
            img.set("src", join_url(base_url, src))


def declare_utf8(page) -> None:
    """Declare UTF-8 in the head (the page is written as UTF-8), adding a meta if needed."""
    head = page.find("head")
    if head is None:
        head = etree.Element("head")
        page.insert(0, head)
    declared = False
    for meta in head.iter("meta"):
        if "charset" in meta.attrib:
            meta.set("charset", "utf-8")
            declared = True
        elif (meta.get("http-equiv") or "").lower() == "content-type":
            meta.set("content", _CHARSET.sub("charset=utf-8", meta.get("content") or ""))
            declared = declared or "charset" in meta.get("content", "").lower()
    if not declared:
        meta = etree.Element("meta", charset="utf-8")
        head.insert(0, meta)
