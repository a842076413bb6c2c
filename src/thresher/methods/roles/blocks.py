"""Block decisions of the ``roles`` method over ``segment()`` blocks of the original page.

A block is kept when most of its text lies inside an element kept whole by a
mark-list; its reason names the mark-list (main header, main article, text
table, image) and the element. The main header's block is the TITLE. Text
after the comments header, inside the comments header's parent, is COMMENT;
everything else is BOILERPLATE, with where it was.
"""

from __future__ import annotations

from collections import Counter
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
    slot_at = {(s.node, s.attr): i for i, s in enumerate(tree.slots)}
    element_at = {et.node: et.id for et in tree.elements if et.node is not None}
    decisions: dict[int, Decision] = {}
    for block in blocks:
        owners = _owners(block, tree, slot_at, element_at)
        decisions[block.index] = Decision(block.index, *_label(block, owners, roots, board))
    return decisions


def _owners(block: Block, tree: PageTree, slot_at: dict, element_at: dict) -> Counter[int]:
    """Characters of the block per owning element of the tree (UNSEEN when not in it)."""
    weights: Counter[int] = Counter()
    for node, attr in block.pieces:
        if attr == "img":
            weights[element_at.get(node, UNSEEN)] += 1
            continue
        text = node.text if attr == "text" else node.tail
        index = slot_at.get((node, attr))
        owner = tree.slots[index].owner if index is not None else UNSEEN
        weights[owner] += len((text or "").strip()) or 1
    return weights


def _label(
    block: Block, owners: Counter[int], roots: list[int], board: Blackboard
) -> tuple[Label, str]:
    by_root: Counter[int] = Counter()
    for owner, weight in owners.items():
        by_root[roots[owner] if owner != UNSEEN else UNSEEN] += weight
    root, weight = max(by_root.items(), key=lambda kv: (kv[1], kv[0] != UNSEEN))
    if root != UNSEEN and weight * 2 >= sum(by_root.values()):
        return _kept(block, root, board)
    main_owner = max(owners.items(), key=lambda kv: kv[1])[0]
    return _dropped(main_owner, board)


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
