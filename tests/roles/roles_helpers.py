"""Helpers for the roles tests: run the expert system on a handmade page."""

from __future__ import annotations

import thresher
from thresher.methods.roles.engine import Blackboard
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.pipeline import analyse


def run_roles(html: str, url: str | None = None, **params) -> Blackboard:
    """Every stage on one page; the blackboard holds what each decided."""
    doc = thresher.load_document(html, url=url)
    return analyse(doc.tree, RolesParams(**params), url=url)


def text_of(board: Blackboard, key: str) -> str | None:
    """The clean text of the element a slot names (main header, article, comments header)."""
    found = board[key]
    return None if found is None else board["tree"].text(found.et)


def kept_elements(board: Blackboard, tag: str) -> list:
    """The original nodes with this tag inside elements kept whole."""
    tree = board["tree"]
    found = []
    for root in sorted(board["kept"].roots):
        for et in tree.elements[root : tree.elements[root].end + 1]:
            if et.tag == tag:
                found.append(et.node)
    return found
