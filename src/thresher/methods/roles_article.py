"""Stages MakeCandMainTxtList, OpredTablesForCand and FindMaxText: the main article.

Candidates are the text containers that do not come after the comments
header. Each is measured by its clean text: the text of its ``p pre
blockquote ol ul`` children (CalcPureTxtLen: tags dropped, whitespace
collapsed, ends stripped) plus the text of the non-nested text tables inside
it. The longest wins; on a tie the earlier one.
"""

from __future__ import annotations

import bisect
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from thresher.methods.roles_comments import CommentCandidate
from thresher.methods.roles_engine import Blackboard, ProductionSystem, Rule
from thresher.methods.roles_params import RolesParams
from thresher.methods.roles_tree import PageTree

NO_LIMIT = 1 << 62


@dataclass(frozen=True)
class ArticleChoice:
    """The main article: its element, and the clean text it was chosen for."""

    et: int
    length: int
    paragraph_length: int
    table_length: int


def comments_start(board: Blackboard) -> int:
    """Id of the comments header, or a number past every element when there is none."""
    header: CommentCandidate | None = board["comment_header"]
    return header.et if header is not None else NO_LIMIT


def make_candidates(board: Blackboard) -> dict[str, Any]:
    """MakeCandMainTxtList: text containers before the comments header (CandMainTxt_Ids)."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    limit = comments_start(board)
    cluster = board["header_cluster"] if params.search_within_header_cluster else None
    candidates = tuple(
        c
        for c in board["text_containers_corrected"]
        if c < limit and (cluster is None or tree.elements[cluster].contains(c))
    )
    return {"article_candidates": candidates}


@dataclass
class _TableMemory:
    tree: PageTree
    tables: tuple[int, ...]
    limit: int
    pending: deque
    found: dict[int, tuple[int, ...]] = field(default_factory=dict)


def _tables_inside(m: _TableMemory, candidate: int) -> tuple[int, ...]:
    et = m.tree.elements[candidate]
    lo = bisect.bisect_right(m.tables, et.id)
    hi = bisect.bisect_right(m.tables, min(et.end, m.limit - 1))
    return m.tables[lo:hi]


def _record(m: _TableMemory) -> None:
    candidate = m.pending.popleft()
    m.found[candidate] = _tables_inside(m, candidate)


_TABLE_RULES: tuple[Rule[_TableMemory], ...] = (
    Rule(
        "candidate without text tables",
        lambda m: bool(m.pending) and not _tables_inside(m, m.pending[0]),
        lambda m: m.pending.popleft(),
    ),
    Rule("candidate with text tables", lambda m: bool(m.pending), _record),
)


def tables_for_candidates(board: Blackboard) -> dict[str, Any]:
    """OpredTablesForCand: the non-nested text tables inside each candidate."""
    params: RolesParams = board["params"]
    limit = NO_LIMIT if params.count_text_after_comments else comments_start(board)
    memory = _TableMemory(
        board["tree"], board["top_text_tables"], limit, deque(board["article_candidates"])
    )
    board.run(ProductionSystem("OpredTablesForCand", _TABLE_RULES, params.max_rule_steps), memory)
    return {"candidate_tables": memory.found}


@dataclass
class _MaxMemory:
    tree: PageTree
    params: RolesParams
    tables: dict[int, tuple[int, ...]]
    limit: int
    pending: deque
    best: ArticleChoice | None = None
    table_lengths: dict[int, int] = field(default_factory=dict)


def measure(m: _MaxMemory, candidate: int) -> ArticleChoice:
    """The clean text length of one candidate: counted children plus its text tables."""
    tree = m.tree
    links = m.params.count_link_text
    paragraphs = sum(
        len(tree.text(child, links=links))
        for child in tree.children[candidate]
        if child < m.limit and tree.elements[child].tag in m.params.counted_tags
    )
    tables = 0
    for table in m.tables.get(candidate, ()):
        if table not in m.table_lengths:
            m.table_lengths[table] = len(tree.text(table, links=links))
        tables += m.table_lengths[table]
    return ArticleChoice(candidate, paragraphs + tables, paragraphs, tables)


def _weigh(m: _MaxMemory) -> None:
    choice = measure(m, m.pending.popleft())
    if m.best is None or choice.length > m.best.length:
        m.best = choice


_MAX_RULES: tuple[Rule[_MaxMemory], ...] = (
    Rule("weigh the next candidate", lambda m: bool(m.pending), _weigh),
)


def find_max_text(board: Blackboard) -> dict[str, Any]:
    """FindMaxText: the candidate with the longest clean text (MatrBlkWithLongText)."""
    params: RolesParams = board["params"]
    limit = NO_LIMIT if params.count_text_after_comments else comments_start(board)
    memory = _MaxMemory(
        board["tree"], params, board["candidate_tables"], limit, deque(board["article_candidates"])
    )
    board.run(ProductionSystem("FindMaxText", _MAX_RULES, params.max_rule_steps), memory)
    best = memory.best if memory.best is not None and memory.best.length > 0 else None
    return {"main_article": best}
