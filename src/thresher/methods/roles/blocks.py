"""Block decisions of the ``roles`` method over ``segment()`` blocks of the original page.

A block is kept when most of its text lies inside an element kept whole by a
mark-list; its reason names the mark-list (main header, main article, text
table, image) and the element. The main header's block is the TITLE. Text
after the comments header, inside the comments header's parent, is COMMENT;
everything else is BOILERPLATE, with where it was.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.roles.article import ArticleChoice
from thresher.methods.roles.comments import CommentCandidate
from thresher.methods.roles.engine import Blackboard
from thresher.methods.roles.header import HeaderCandidate
from thresher.methods.roles.marks import KeptSet
from thresher.methods.roles.tree import ET, PageTree
from thresher.types import Block, Decision, Label

UNSEEN = -1


def describe(et: ET) -> str:
    """A short name of an element for reasons: ``<div#content>``, ``<p.lead>``, ``<p>``."""
    node = et.node
    if node is None:
        return "<p> (orphan text)"
    ident = (node.get("id") or "").strip()
    classes = (node.get("class") or "").split()
    suffix = f"#{ident[:40]}" if ident else (f".{classes[0][:40]}" if classes else "")
    return f"<{node.tag}{suffix}>"


def nearest_kept_roots(tree: PageTree, kept: KeptSet) -> list[int]:
    """For every element, the nearest enclosing element kept whole, or -1."""
    roots = [UNSEEN] * len(tree.elements)
    for et in tree.elements:
        if et.id in kept.roots:
            roots[et.id] = et.id
        elif et.parent >= 0:
            roots[et.id] = roots[et.parent]
    return roots


def decide_blocks(blocks: Sequence[Block], board: Blackboard) -> dict[int, Decision]:
    """Label every block from the kept elements; the reason names the deciding rule."""
    tree: PageTree = board["tree"]
    kept: KeptSet = board["kept"]
    roots = nearest_kept_roots(tree, kept)
    slot_at = {(s.node, s.attr): s for s in tree.slots}
    element_at = {et.node: et.id for et in tree.elements if et.node is not None}
    labels = _Labels(board, roots)
    decisions: dict[int, Decision] = {}
    for block in blocks:
        owners = _owners(block, slot_at, element_at)
        decisions[block.index] = Decision(block.index, *labels.label(block, owners))
    return decisions


def _owners(block: Block, slot_at: dict, element_at: dict) -> dict[int, int]:
    """Characters of the block per owning element of the tree (UNSEEN when not in it).

    A piece's text is its slot's (the tree is never modified; the slot's leading
    space, if any, is stripped as the piece's whitespace is).
    """
    weights: dict[int, int] = {}
    for node, attr in block.pieces:
        if attr == "img":
            owner = element_at.get(node, UNSEEN)
            weights[owner] = weights.get(owner, 0) + 1
            continue
        slot = slot_at.get((node, attr))
        if slot is not None:
            owner, text = slot.owner, slot.text
        else:
            owner, text = UNSEEN, node.text if attr == "text" else node.tail
        weights[owner] = weights.get(owner, 0) + (len((text or "").strip()) or 1)
    return weights


class _Labels:
    """The label rules over one page, each reason worked out once per element."""

    def __init__(self, board: Blackboard, roots: list[int]) -> None:
        self.board = board
        self.roots = roots
        self.kept_reasons: dict[int, tuple[bool, str]] = {}
        self.dropped: dict[int, tuple[Label, str]] = {}

    def label(self, block: Block, owners: dict[int, int]) -> tuple[Label, str]:
        """The block's label: kept when most of its text is under one kept element."""
        if len(owners) == 1:  # the usual block: all of it under one owner
            owner = next(iter(owners))
            if owner != UNSEEN and self.roots[owner] != UNSEEN:
                return self.kept(block, self.roots[owner])
            return self.dropped_under(owner)
        by_root: dict[int, int] = {}
        for owner, weight in owners.items():
            root = self.roots[owner] if owner != UNSEEN else UNSEEN
            by_root[root] = by_root.get(root, 0) + weight
        root, weight = max(by_root.items(), key=_root_rank)
        if root != UNSEEN and weight * 2 >= sum(by_root.values()):
            return self.kept(block, root)
        return self.dropped_under(max(owners.items(), key=_weight)[0])

    def dropped_under(self, owner: int) -> tuple[Label, str]:
        """``_dropped`` with the reason of each owner worked out once."""
        if owner not in self.dropped:
            self.dropped[owner] = _dropped(owner, self.board)
        return self.dropped[owner]

    def kept(self, block: Block, root: int) -> tuple[Label, str]:
        """``_kept`` with the reason of each kept element worked out once."""
        if root not in self.kept_reasons:
            label, reason = _kept(block, root, self.board)
            self.kept_reasons[root] = (label == Label.TITLE, reason)
        title, reason = self.kept_reasons[root]
        if title:
            return Label.TITLE, reason
        return (Label.HEADING if block.features.heading_level else Label.CONTENT), reason


def _root_rank(item: tuple[int, int]) -> tuple[int, bool]:
    return (item[1], item[0] != UNSEEN)


def _weight(item: tuple[int, int]) -> int:
    return item[1]


def _kept(block: Block, root: int, board: Blackboard) -> tuple[Label, str]:
    tree: PageTree = board["tree"]
    header: HeaderCandidate | None = board["main_header"]
    if header is not None and root == header.et:
        reason = f"main header: {describe(tree.elements[root])}, title match {header.match}"
        return Label.TITLE, reason
    why = board["kept"].roots[root]
    label = Label.HEADING if block.features.heading_level else Label.CONTENT
    return label, f"{why}: {describe(tree.elements[root])} kept"


def _dropped(owner: int, board: Blackboard) -> tuple[Label, str]:
    tree: PageTree = board["tree"]
    if owner == UNSEEN:
        return Label.BOILERPLATE, "not page text the role analysis sees"
    comment: CommentCandidate | None = board["comment_header"]
    if comment is not None and owner >= comment.et:
        section = tree.elements[max(tree.elements[comment.et].parent, 0)]
        if section.contains(owner):
            return Label.COMMENT, f"after the comments header {comment.text[:40]!r}"
    article: ArticleChoice | None = board["main_article"]
    if article is not None and tree.elements[article.et].contains(owner):
        where = describe(tree.elements[owner])
        return Label.BOILERPLATE, f"inside the main article but not on a keep-list: {where}"
    return Label.BOILERPLATE, "outside the main header and article"
