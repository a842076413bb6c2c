"""The mark-list builders and the deciding stages after them.

A mark-list (MrkLst) is a path from the root (its *head*) whose last item is
a non-empty list of siblings (its *tail*): the tail elements are kept whole,
the head elements are kept as their containers. Stages:

* PrepairToMarkingHeaderAndText — NessTextIds (children of the main article
  with a keep tag) and QuUnusTextIds (every other element inside it); both
  stop at the comments header; mark-lists for the article and the header;
* PrepToMarkingHtmlHead — ``<title>`` and ``<meta charset|http-equiv>``;
* PrepairToMarkingTxtTbl — non-nested text tables among QuUnusTextIds;
* PrepairToMarkingImgs — images among QuUnusTextIds;
* DeleteByDictLst — the union of the mark-lists (TreeOfElems1); the pruned
  page (SourHtml1) is built by :mod:`roles_page`;
* CommParentHeadText — the nearest common ancestor of header and article.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thresher.methods.roles import rules as vocab
from thresher.methods.roles.article import ArticleChoice, comments_start
from thresher.methods.roles.engine import Blackboard, RuleEngineError
from thresher.methods.roles.header import HeaderCandidate
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.tree import PageTree


@dataclass(frozen=True)
class MarkList:
    """Head: ids from the root to the parent; tail: sibling ids kept whole."""

    head: tuple[int, ...]
    tail: tuple[int, ...]


@dataclass(frozen=True)
class KeptSet:
    """TreeOfElems1: elements kept whole (with the mark-list that kept them) and containers."""

    roots: dict[int, str]
    containers: frozenset[int]


def mark_list(tree: PageTree, tail: tuple[int, ...]) -> MarkList:
    """A mark-list for sibling elements; all must share one parent."""
    parents = {tree.elements[t].parent for t in tail}
    if len(parents) != 1:
        raise RuleEngineError(f"a mark-list tail must be siblings, got parents {parents}")
    parent = parents.pop()
    return MarkList(tree.path(parent) if parent >= 0 else (), tail)


def prepare_header_and_text(board: Blackboard) -> dict[str, Any]:
    """PrepairToMarkingHeaderAndText: NessTextIds, QuUnusTextIds and their mark-lists.

    One mark-list per fragment of the article (one fragment unless the
    ``merge_equal_fragments`` refinement found more).
    """
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    header: HeaderCandidate | None = board["main_header"]
    limit = comments_start(board)
    fragments = board["article_fragments"]
    per_fragment = [
        tuple(c for c in tree.children[f] if c < limit and tree.elements[c].tag in params.keep_tags)
        for f in fragments
    ]
    necessary = [c for kept in per_fragment for c in kept]
    unused = sorted({u for f in fragments for u in _unused(tree, f, set(necessary), limit)})
    return {
        "necessary_ids": tuple(necessary),
        "unused_ids": tuple(unused),
        "article_mark_lists": tuple(mark_list(tree, kept) for kept in per_fragment if kept),
        "header_mark_list": mark_list(tree, (header.et,)) if header is not None else None,
    }


def _unused(tree: PageTree, article: int, kept: set[int], limit: int) -> list[int]:
    """Every element inside the article, not inside a kept child, before the limit."""
    out: list[int] = []
    i, end = article + 1, min(tree.elements[article].end, limit - 1)
    while i <= end:
        if i in kept:
            i = tree.elements[i].end + 1
            continue
        out.append(i)
        i += 1
    return out


def prepare_head(board: Blackboard) -> dict[str, Any]:
    """PrepToMarkingHtmlHead: keep ``<title>`` and ``<meta>`` with charset or http-equiv."""
    tree: PageTree = board["tree"]
    head = tree.find("head")
    if head is None:
        return {"head_mark_list": None}
    tail = tuple(c for c in tree.children[head] if _head_keeps(tree, c))
    return {"head_mark_list": mark_list(tree, tail) if tail else None}


def _head_keeps(tree: PageTree, et_id: int) -> bool:
    et = tree.elements[et_id]
    if et.tag == "title":
        return True
    return et.tag == "meta" and any(a in et.node.attrib for a in vocab.HEAD_META_ATTRS)


def prepare_text_tables(board: Blackboard) -> dict[str, Any]:
    """PrepairToMarkingTxtTbl: a mark-list for each non-nested text table of the article."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    if not params.keep_text_tables or not board["include_tables"]:
        return {"table_mark_lists": ()}
    top = set(board["top_text_tables"])
    tables = [t for t in board["unused_ids"] if t in top]
    return {"table_mark_lists": tuple(mark_list(tree, (t,)) for t in _outermost(tree, tables))}


def prepare_images(board: Blackboard) -> dict[str, Any]:
    """PrepairToMarkingImgs: a mark-list for each image of the article not kept already."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    if not params.keep_images or not board["include_images"]:
        return {"image_mark_lists": ()}
    tables = [m.tail[0] for m in board["table_mark_lists"]]
    images = [
        i
        for i in board["unused_ids"]
        if tree.elements[i].tag == vocab.IMAGE_TAG
        and not any(tree.elements[t].contains(i) for t in tables)
    ]
    return {"image_mark_lists": tuple(mark_list(tree, (i,)) for i in images)}


def _outermost(tree: PageTree, ids: list[int]) -> list[int]:
    out: list[int] = []
    for i in ids:
        if not out or not tree.elements[out[-1]].contains(i):
            out.append(i)
    return out


_MARK_SLOTS: tuple[tuple[str, str], ...] = (
    ("header_mark_list", "main header"),
    ("head_mark_list", "page head"),
)


def union_of_mark_lists(board: Blackboard) -> dict[str, Any]:
    """DeleteByDictLst, deciding part: the union of all mark-lists (TreeOfElems1).

    ``html``, ``head`` and ``body`` always stay as containers, so a page where
    nothing was found is still a valid, empty page.
    """
    roots: dict[int, str] = {}
    containers: set[int] = set()
    lists = [(board[slot], why) for slot, why in _MARK_SLOTS if board[slot] is not None]
    lists += [(m, "main article") for m in board["article_mark_lists"]]
    lists += [(m, "text table of the main article") for m in board["table_mark_lists"]]
    lists += [(m, "image of the main article") for m in board["image_mark_lists"]]
    for marks, why in lists:
        containers.update(marks.head)
        for t in marks.tail:
            roots.setdefault(t, why)
    tree: PageTree = board["tree"]
    containers.update(i for i in (0, tree.find("head"), tree.find("body")) if i is not None)
    return {"kept": KeptSet(roots, frozenset(containers - set(roots)))}


def common_parent(board: Blackboard) -> dict[str, Any]:
    """CommParentHeadText: the nearest common ancestor of the main header and article."""
    tree: PageTree = board["tree"]
    header: HeaderCandidate | None = board["main_header"]
    article: ArticleChoice | None = board["main_article"]
    ids = [x.et for x in (header, article) if x is not None]
    if not ids:
        return {"common_parent": None}
    return {"common_parent": tree.common_ancestor(ids[0], ids[-1])}
