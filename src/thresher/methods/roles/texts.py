"""Stages FindAllTexts and TxtLstCorr: the elements that hold text.

A text container is the direct parent of at least one ``p``, ``pre`` or
``blockquote`` (orphan text already has its ``<p>``), or of a text table not
nested in another text table (TxtListIdsPre). Containers that lie inside a
text table are then dropped: their text belongs to the table (TxtListIdInds).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from thresher.methods.roles.engine import Blackboard, ProductionSystem, Rule
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.tables import TEXT
from thresher.methods.roles.tree import PageTree


def enclosing_text_tables(tree: PageTree) -> list[int]:
    """For every element, the nearest text table strictly above it, or -1."""
    above = [-1] * len(tree.elements)
    for et in tree.elements:
        parent = et.parent
        if parent < 0:
            continue
        is_text = parent in tree.tables and tree.tables[parent].kind == TEXT
        above[et.id] = parent if is_text else above[parent]
    return above


def top_text_tables(tree: PageTree) -> tuple[int, ...]:
    """Text tables not nested in another text table, in page order."""
    above = enclosing_text_tables(tree)
    return tuple(t for t, cls in sorted(tree.tables.items()) if cls.kind == TEXT and above[t] == -1)


@dataclass
class _FindMemory:
    tree: PageTree
    pending: deque
    found: set = field(default_factory=set)


def _parent(m: _FindMemory) -> int:
    return m.tree.elements[m.pending[0]].parent


def _add_parent(m: _FindMemory) -> None:
    m.found.add(_parent(m))
    m.pending.popleft()


_FIND_RULES: tuple[Rule[_FindMemory], ...] = (
    Rule(
        "parent already listed",
        lambda m: bool(m.pending) and _parent(m) in m.found,
        lambda m: m.pending.popleft(),
    ),
    Rule("parent of a paragraph or text table", lambda m: bool(m.pending), _add_parent),
)


def find_all_texts(board: Blackboard) -> dict[str, Any]:
    """FindAllTexts: every element that directly holds a paragraph or a top text table."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    body = tree.body
    if body is None:
        return {"text_containers": ()}
    tables = set(board["top_text_tables"])
    holders = deque(
        e.id
        for e in tree.elements[body.id + 1 : body.end + 1]
        if e.tag in params.paragraph_tags or e.id in tables
    )
    memory = _FindMemory(tree, holders)
    board.run(ProductionSystem("FindAllTexts", _FIND_RULES, params.max_rule_steps), memory)
    return {"text_containers": tuple(sorted(memory.found))}


@dataclass
class _CorrectMemory:
    above: list[int]
    pending: deque
    kept: list[int] = field(default_factory=list)
    dropped: list[int] = field(default_factory=list)


_CORRECT_RULES: tuple[Rule[_CorrectMemory], ...] = (
    Rule(
        "inside a text table",
        lambda m: bool(m.pending) and m.above[m.pending[0]] >= 0,
        lambda m: m.dropped.append(m.pending.popleft()),
    ),
    Rule("text container", lambda m: bool(m.pending), lambda m: m.kept.append(m.pending.popleft())),
)


def correct_text_list(board: Blackboard) -> dict[str, Any]:
    """TxtLstCorr: drop containers inside text tables (the table carries their text)."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    memory = _CorrectMemory(enclosing_text_tables(tree), deque(board["text_containers"]))
    board.run(ProductionSystem("TxtLstCorr", _CORRECT_RULES, params.max_rule_steps), memory)
    return {"text_containers_corrected": tuple(memory.kept)}
