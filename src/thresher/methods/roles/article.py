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

from thresher.methods.roles import rules as vocab
from thresher.methods.roles.comments import CommentCandidate
from thresher.methods.roles.engine import Blackboard, ProductionSystem, Rule
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.tree import PageTree

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


@dataclass
class _FragmentMemory:
    tree: PageTree
    candidates: set[int]
    current: int
    fragments: set[int]
    done: bool = False


def fragment_key(tree: PageTree, et_id: int) -> tuple[str, str] | None:
    """What makes two containers "equal fragments": tag and class (cells never are)."""
    et = tree.elements[et_id]
    if et.node is None or et.node.tag in vocab.CELL_TAGS:
        return None
    classes = " ".join(sorted((et.node.get("class") or "").split()))
    if not classes and et.node.tag not in vocab.FRAGMENT_TAGS:
        return None
    return (et.node.tag, classes)


def _equal(m: _FragmentMemory, other: int) -> bool:
    key = fragment_key(m.tree, m.current)
    return other in m.candidates and key is not None and fragment_key(m.tree, other) == key


def _add_siblings(m: _FragmentMemory) -> None:
    parent = m.tree.elements[m.current].parent
    m.fragments.update(s for s in m.tree.children[parent] if _equal(m, s))


def _climb(m: _FragmentMemory) -> None:
    m.current = m.tree.elements[m.current].parent
    m.fragments.add(m.current)


def _missing_siblings(m: _FragmentMemory) -> bool:
    parent = m.tree.elements[m.current].parent
    return any(_equal(m, s) and s not in m.fragments for s in m.tree.children[parent])


def _add_nested(m: _FragmentMemory) -> None:
    tops = [f for f in m.fragments if m.tree.elements[f].parent not in m.fragments]
    for top in tops:
        inner = range(top + 1, m.tree.elements[top].end + 1)
        m.fragments.update(i for i in inner if _equal(m, i))
    m.done = True


_FRAGMENT_RULES: tuple[Rule[_FragmentMemory], ...] = (
    Rule("equal siblings", lambda m: not m.done and _missing_siblings(m), _add_siblings),
    Rule(
        "an equal parent",
        lambda m: not m.done and _equal(m, m.tree.elements[m.current].parent),
        _climb,
    ),
    Rule("equal fragments nested inside", lambda m: not m.done, _add_nested),
)


def find_fragments(board: Blackboard) -> dict[str, Any]:
    """Refinement ``merge_equal_fragments`` (no block of the paper's Table 2).

    The paper's statement of the problem: a main article may be "monolithic,
    or made of equal or nested fragments". With the refinement on, the
    longest text's sibling containers of the same tag and class (sections of
    a document, posts of a blog, paragraphs written as ``div``) join it, and
    so does an equal parent, recursively. Off: the longest text alone.
    """
    params: RolesParams = board["params"]
    article: ArticleChoice | None = board["main_article"]
    if article is None:
        return {"article_fragments": ()}
    if not params.merge_equal_fragments or article.et == 0:
        return {"article_fragments": (article.et,)}
    memory = _FragmentMemory(
        board["tree"], set(board["article_candidates"]), article.et, {article.et}
    )
    board.run(ProductionSystem("FindFragments", _FRAGMENT_RULES, params.max_rule_steps), memory)
    return {"article_fragments": tuple(sorted(memory.fragments))}
