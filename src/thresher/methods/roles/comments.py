"""Stages FindCommentWords, PrepairForRatingCandCommHdrs and RatingCandCommHdrs.

Every occurrence of a comments word (CNS_CommenWords, many languages) in the
body's text is a hit, except inside a tag's own markup (attribute values are
never searched: only text is) and inside a link. Each hit's nearest
block-level element is a comments-header candidate with its clean text. The
most probable one wins: a block whose whole text is such a word
(CommentWholeHeader1) first, then by its element (``h1`` … ``h6``,
``header``, any other), then the earliest.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from thresher.methods.roles import rules as vocab
from thresher.methods.roles.engine import Blackboard, ProductionSystem, Rule
from thresher.methods.roles.header import COMMENT_STEMS, HeaderCandidate
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.text import bare_words, prepare_string
from thresher.methods.roles.tree import PageTree, TextSlot


@dataclass(frozen=True)
class CommentHit:
    """One occurrence of a comments word: the slot, the offset in it, the word, the owner."""

    slot: int
    offset: int
    word: str
    owner: int


@dataclass(frozen=True)
class CommentCandidate:
    """A block that may head the comments: element, clean text, whole-word flag, rank."""

    et: int
    text: str
    whole: bool
    rank: int

    @property
    def key(self) -> tuple[bool, int, int]:
        """Sort key, best first: whole word, element rank, position."""
        return (not self.whole, self.rank, self.et)


@dataclass
class _WordMemory:
    slots: tuple[TextSlot, ...]
    pending: deque
    hits: list[CommentHit] = field(default_factory=list)
    current: list[CommentHit] | None = None


_STEMS = re.compile("|".join(re.escape(s) for s in sorted(COMMENT_STEMS, key=len, reverse=True)))


def _words_in(slot: TextSlot, index: int) -> list[CommentHit]:
    folded = slot.text.casefold()
    if _STEMS.search(folded) is None:  # most texts: no match to collect
        return []
    return [CommentHit(index, m.start(), m.group(), slot.owner) for m in _STEMS.finditer(folded)]


def _look(m: _WordMemory) -> None:
    index = m.pending.popleft()
    m.current = [] if m.slots[index].in_link else _words_in(m.slots[index], index)


def _record(m: _WordMemory) -> None:
    m.hits.extend(m.current)
    m.current = None


_WORD_RULES: tuple[Rule[_WordMemory], ...] = (
    Rule("look at the next text", lambda m: m.current is None and bool(m.pending), _look),
    Rule("no comments word here", lambda m: m.current == [], lambda m: setattr(m, "current", None)),
    Rule("comments word found", lambda m: bool(m.current), _record),
)


def find_comment_words(board: Blackboard) -> dict[str, Any]:
    """FindCommentWords: every comments word in the body's text outside links."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    body = tree.body
    span = range(body.slot_start, body.slot_stop) if body is not None else range(0)
    memory = _WordMemory(tree.slots, deque(span))
    board.run(ProductionSystem("FindCommentWords", _WORD_RULES, params.max_rule_steps), memory)
    return {"comment_word_hits": tuple(memory.hits)}


def prepare_comment_candidates(board: Blackboard) -> dict[str, Any]:
    """PrepairForRatingCandCommHdrs: each hit's block-level element, clean text and rank."""
    tree: PageTree = board["tree"]
    seen: set[int] = set()
    candidates = []
    for hit in board["comment_word_hits"]:
        if hit.owner in seen:
            continue
        seen.add(hit.owner)
        text = prepare_string(tree.text(hit.owner))
        tag = tree.elements[hit.owner].tag
        rank = vocab.COMMENT_HEADER_RANKS.get(tag, vocab.OTHER_ELEMENT_RANK)
        whole = bare_words(text) in vocab.COMMENT_WHOLE_HEADERS
        candidates.append(CommentCandidate(hit.owner, text, whole, rank))
    return {"comment_header_candidates": tuple(candidates)}


@dataclass
class _RateMemory:
    params: RolesParams
    header: HeaderCandidate | None
    header_end: int
    pending: deque
    current: CommentCandidate | None = None
    contenders: list[CommentCandidate] = field(default_factory=list)
    rejected: list[tuple[int, str]] = field(default_factory=list)
    winner: CommentCandidate | None = None
    decided: bool = False


def _next(m: _RateMemory) -> None:
    m.current = m.pending.popleft()


def _reject(reason: str):
    def then(m: _RateMemory) -> None:
        m.rejected.append((m.current.et, reason))
        m.current = None

    return then


def _above_header(m: _RateMemory) -> bool:
    return (
        m.params.comment_header_after_main_header
        and m.header is not None
        and m.current.et <= m.header_end
    )


def _too_long(m: _RateMemory) -> bool:
    limit = m.params.comment_header_max_chars
    return limit is not None and len(m.current.text) > limit


def _not_header_like(m: _RateMemory) -> bool:
    if not m.params.comment_header_needs_heading:
        return False
    return not m.current.whole and m.current.rank == vocab.OTHER_ELEMENT_RANK


def _contend(m: _RateMemory) -> None:
    m.contenders.append(m.current)
    m.current = None


def _drop_weaker(m: _RateMemory) -> None:
    first, second = m.contenders[0], m.contenders[1]
    m.contenders.remove(second if first.key <= second.key else first)


def _settled(m: _RateMemory) -> bool:
    return m.current is None and not m.pending and not m.decided


def _crown(m: _RateMemory) -> None:
    m.winner = m.contenders[0] if m.contenders else None
    m.decided = True


_RATE_RULES: tuple[Rule[_RateMemory], ...] = (
    Rule("take the next candidate", lambda m: m.current is None and bool(m.pending), _next),
    Rule(
        "above the main header",
        lambda m: m.current is not None and _above_header(m),
        _reject("above the main header"),
    ),
    Rule(
        "too long for a header",
        lambda m: m.current is not None and _too_long(m),
        _reject("running text"),
    ),
    Rule(
        "neither a whole word nor a heading",
        lambda m: m.current is not None and _not_header_like(m),
        _reject("not header-like"),
    ),
    Rule("contender", lambda m: m.current is not None, _contend),
    Rule(
        "drop the weaker of two contenders",
        lambda m: _settled(m) and len(m.contenders) >= 2,
        _drop_weaker,
    ),
    Rule("the last contender (or none) wins", _settled, _crown),
)


def rate_comment_headers(board: Blackboard) -> dict[str, Any]:
    """RatingCandCommHdrs: the most probable comments header (BestCandCommentHeader_Id)."""
    tree: PageTree = board["tree"]
    params: RolesParams = board["params"]
    header: HeaderCandidate | None = board["main_header"]
    header_end = tree.elements[header.et].end if header is not None else -1
    pending = deque(board["comment_header_candidates"])
    memory = _RateMemory(params, header, header_end, pending)
    board.run(ProductionSystem("RatingCandCommHdrs", _RATE_RULES, params.max_rule_steps), memory)
    return {"comment_header": memory.winner}
