"""Stages FindHeaders and FindBestHdr: the main header.

Candidates are all ``h1``–``h6`` of the body; each is scored by the longest
common substring of its clean text with the clean, case-folded ``<title>``
(TitleLower). The winner is chosen by tag (``h1`` first), then match length,
then position, in a tournament that removes one candidate per step until one
is left — the paper's "select all candidates, then reduce them to one".
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from thresher.methods.roles import rules as vocab
from thresher.methods.roles.engine import Blackboard, ProductionSystem, Rule
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.text import longest_common_substring, lowered, prepare_string
from thresher.methods.roles.tree import PageTree

COMMENT_STEMS: tuple[str, ...] = tuple(
    sorted({stem.casefold() for stems in vocab.COMMENT_WORDS.values() for stem in stems})
)


@dataclass(frozen=True)
class HeaderCandidate:
    """A heading that may be the main header: element id, level, clean text, title match."""

    et: int
    level: int
    text: str
    match: int

    @property
    def rank(self) -> tuple[int, int, int]:
        """Sort key, best first: tag, then longer match, then earlier position."""
        return (self.level, -self.match, self.et)


def names_comments(text: str) -> bool:
    """True when the (case-folded) text holds a comments word of any language."""
    folded = text.casefold()
    return any(stem in folded for stem in COMMENT_STEMS)


def title_lower(tree: PageTree) -> str:
    """TitleLower: the clean, case-folded text of ``<title>`` in ``<head>``."""
    head = tree.find("head")
    if head is None:
        return ""
    for child in tree.children[head]:
        if tree.elements[child].tag == "title":
            return lowered(tree.text(child))
    return ""


@dataclass
class _FindMemory:
    tree: PageTree
    params: RolesParams
    title: str
    pending: deque
    current: HeaderCandidate | None = None
    candidates: list[HeaderCandidate] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)


def find_headers(board: Blackboard) -> dict[str, Any]:
    """FindHeaders: TitleLower, the header candidates (Hdrs) and their cluster (HdrsMatr)."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    body = tree.body
    pending = deque(
        e.id
        for e in tree.elements
        if e.tag in vocab.HEADER_TAGS and body is not None and body.contains(e.id)
    )
    memory = _FindMemory(tree, params, title_lower(tree), pending)
    board.run(ProductionSystem("FindHeaders", _FIND_RULES, params.max_rule_steps), memory)
    ids = [c.et for c in memory.candidates]
    cluster = _cluster(tree, ids) if len(ids) >= 2 else None
    return {
        "title_lower": memory.title,
        "header_candidates": tuple(memory.candidates),
        "header_cluster": cluster,
    }


def _cluster(tree: PageTree, ids: list[int]) -> int:
    """The root of the smallest subtree holding every candidate (the paper's BrHead)."""
    root = ids[0]
    for other in ids[1:]:
        root = tree.common_ancestor(root, other)
    return root


def _look(m: _FindMemory) -> None:
    et = m.pending.popleft()
    text = prepare_string(m.tree.text(et))
    match = longest_common_substring(text.casefold(), m.title) if m.title else 0
    m.current = HeaderCandidate(et, int(m.tree.elements[et].tag[1]), text, match)


def _reject(reason: str):
    def then(m: _FindMemory) -> None:
        m.rejected.append((m.current.et, reason))
        m.current = None

    return then


def _accept(m: _FindMemory) -> None:
    m.candidates.append(m.current)
    m.current = None


def _names_comments_unlike_title(m: _FindMemory) -> bool:
    return (
        m.params.header_excludes_comment_words
        and names_comments(m.current.text)
        and not names_comments(m.title)
    )


def _weak_match(m: _FindMemory) -> bool:
    if not m.title:
        return False
    shorter = min(len(m.current.text), len(m.title))
    return m.current.match < m.params.min_title_match_share * shorter


_FIND_RULES: tuple[Rule[_FindMemory], ...] = (
    Rule("look at the next heading", lambda m: m.current is None and bool(m.pending), _look),
    Rule("empty heading", lambda m: m.current is not None and not m.current.text, _reject("empty")),
    Rule(
        "heading names the comments, the title does not",
        lambda m: m.current is not None and _names_comments_unlike_title(m),
        _reject("names the comments"),
    ),
    Rule(
        "weak match with the title",
        lambda m: m.current is not None and _weak_match(m),
        _reject("weak title match"),
    ),
    Rule("header candidate", lambda m: m.current is not None, _accept),
)


@dataclass
class _BestMemory:
    remaining: list[HeaderCandidate]
    winner: HeaderCandidate | None = None
    decided: bool = False


def _drop_weaker(m: _BestMemory) -> None:
    first, second = m.remaining[0], m.remaining[1]
    m.remaining.remove(second if first.rank <= second.rank else first)


def _crown(m: _BestMemory) -> None:
    m.winner, m.decided = m.remaining[0], True


def _none(m: _BestMemory) -> None:
    m.decided = True


_BEST_RULES: tuple[Rule[_BestMemory], ...] = (
    Rule("drop the weaker of two candidates", lambda m: len(m.remaining) >= 2, _drop_weaker),
    Rule("the one candidate left wins", lambda m: len(m.remaining) == 1 and not m.decided, _crown),
    Rule("no candidate: no main header", lambda m: not m.remaining and not m.decided, _none),
)


def find_best_header(board: Blackboard) -> dict[str, Any]:
    """FindBestHdr: the main header (BestHeaderId), or None when no heading qualifies."""
    params: RolesParams = board["params"]
    memory = _BestMemory(list(board["header_candidates"]))
    board.run(ProductionSystem("FindBestHdr", _BEST_RULES, params.max_rule_steps), memory)
    return {"main_header": memory.winner}
