"""The feature vector of each block for the default method's block classifier.

Own text (length, words, link density, punctuation, sentences, Kuznetsov's
sentence test), tag kind and structure (heading level, lists, tables, depth),
class/id keywords (inherited, and the nearest element's that names a group)
and ancestor tags, container statistics (text,
links and sentences of the enclosing elements), anchoring to the title and to
a comment header, membership of the main-text container, and the same few
numbers for the neighbouring blocks.
"""

from __future__ import annotations

import math
import re
from functools import cache
from typing import NamedTuple

import numpy as np

from thresher._core import FEATURES, kernel
from thresher.html.text_measures import SCRIPT_TERMINATORS
from thresher.methods.auto.page_kind import GROUP_FEATURES, NO_GROUP, PAGE_KIND_FEATURES
from thresher.methods.auto.signals import (
    ANCESTOR_TAGS,
    KEYWORD_GROUPS,
    PageFacts,
    class_id_bits,
    count_shared_words,
    page_facts,
    tag_bits,
)
from thresher.methods.sentences import (
    SentencesParams,
    find_sentence,
    sentence_pattern,
    terminator_pattern,
)
from thresher.types import Block

KINDS = ("p", "li", "td", "th", "pre", "dd", "dt", "figcaption", "caption", "blockquote")
_SENTENCE = sentence_pattern(SentencesParams())
_TERMINATORS = terminator_pattern(SentencesParams())
# Searched in lower-cased text (much faster than re.IGNORECASE); words sharing
# a first letter share a branch, so the engine tries one branch per letter.
_BOILERPLATE = re.compile(
    r"©|c(?:opyright|ookie)|all rights reserved|rechte vorbehalten|"
    r"d(?:roits réservés|erechos reservados)|права защищены|版权所有|privacy|"
    r"terms of (?:use|service)|s(?:ubscribe|ign up|hare (?:this|on))|newsletter|log ?in|follow us"
)
_DATE_LIKE = re.compile(r"\b(19|20)\d{2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b")
_DIGIT = re.compile(r"\d")
_TERMINAL = tuple('.!?…"”»)' + SCRIPT_TERMINATORS)
CONTAINER_LEVELS = (1, 2, 3)
_STATS_LEVELS = 12
_BEST_DEPTH = 60
_EMPTY_CONTAINER = [0.0] * 5
NEIGHBOUR_OFFSETS = (-2, -1, 1, 2)
_ROWS_PER_ARRAY = 2_048

OWN_FEATURES = (
    "log_chars",
    "log_words",
    "link_density",
    "punct_ratio",
    "log_sentences",
    "has_sentence",
    "ends_terminal",
    "heading_level",
    "bold",
    "in_link_only",
    "depth",
    "position",
    "digit_ratio",
    "upper_start",
    "avg_word_len",
    "comma_ratio",
    "boilerplate_words",
    "date_like",
    "in_list",
    "list_depth",
    "in_data_table",
    "in_table",
    "quote",
    "log_links",
)
NEIGHBOUR_FEATURES = ("log_chars", "link_density", "has_sentence", "in_best")
FEATURE_NAMES: tuple[str, ...] = (
    OWN_FEATURES
    + tuple(f"kind_{k}" for k in KINDS)
    + tuple(f"kw_{name}" for name, _ in KEYWORD_GROUPS)
    + tuple(f"near_{name}" for name, _ in KEYWORD_GROUPS)
    + tuple(f"anc_{tag}" for tag in ANCESTOR_TAGS)
    + tuple(
        f"up{level}_{what}"
        for level in CONTAINER_LEVELS
        for what in ("log_chars", "link_density", "sentence_share", "page_share", "log_blocks")
    )
    + (
        "in_best",
        "best_page_share",
        "in_dominant",
        "dominant_page_share",
        "page_is_article",
        "page_has_date_meta",
        "title_overlap",
        "is_title",
        "after_title",
        "blocks_from_title",
        "after_comment_header",
        "chars_before_share",
        "chars_after_share",
    )
    + GROUP_FEATURES
    + PAGE_KIND_FEATURES
    + tuple(f"n{off}_{what}" for off in NEIGHBOUR_OFFSETS for what in NEIGHBOUR_FEATURES)
    + ("window_sentence_share", "window_link_density")
)


def own_features(block: Block, position: float) -> list[float]:
    """Features of one block's own text and structure."""
    f = block.features
    text = block.text
    n = max(1, f.text_length)
    words = max(1, f.word_count)
    context = block.context
    table = context.table
    digits = len(_DIGIT.findall(text))
    return [
        math.log1p(f.text_length),
        math.log1p(f.word_count),
        f.link_density,
        f.punctuation_count / n,
        math.log1p(f.sentence_count),
        1.0 if find_sentence(text, _SENTENCE, 4, _TERMINATORS) else 0.0,
        1.0 if text.rstrip().endswith(_TERMINAL) else 0.0,
        float(f.heading_level),
        float(f.bold),
        float(f.in_link_only),
        float(f.depth),
        position,
        digits / n,
        1.0 if text[:1].isupper() else 0.0,
        f.text_length / words,
        text.count(",") / words,
        1.0 if _BOILERPLATE.search(text[:300].lower()) else 0.0,
        1.0 if digits and _DATE_LIKE.search(text[:200]) else 0.0,
        1.0 if context.list_kinds else 0.0,
        float(len(context.list_kinds)),
        1.0 if table is not None and table.is_data_table else 0.0,
        1.0 if table is not None else 0.0,
        float(context.quote),
        math.log1p(len(block.links)),
    ]


def _kind_onehot(block: Block) -> tuple[float, ...]:
    return _kinds_row(block.kind, bool(block.context.quote))


@cache
def _kinds_row(kind: str, quoted: bool) -> tuple[float, ...]:
    return tuple(1.0 if kind == k or (k == "blockquote" and quoted) else 0.0 for k in KINDS)


@cache
def _bits(value: int, count: int) -> tuple[float, ...]:
    return tuple(float((value >> i) & 1) for i in range(count))


class _Inherited(NamedTuple):
    """What an element inherits (see :class:`_Lineage`)."""

    keywords: int  # keyword bits of the element and its ancestors
    tags: int  # tag bits of the element and its ancestors
    below: int | None  # levels below the main container, None outside it
    ancestors: tuple  # the nearest ancestors, nearest first
    dominated: bool  # inside the dominant container
    nearest: int  # keyword bits of the nearest element (itself first) naming a group


class _Lineage:
    """What each element inherits, computed once per element from its parent's.

    Keyword and tag bitmasks of the element and its ancestors, the distance
    below the main container (None outside it), the nearest ancestors,
    whether the dominant container is among them, and the keyword bits of the
    nearest element (itself first) whose class or id names a group.
    """

    def __init__(self, best_container: object, dominant: object = None) -> None:
        self.best = best_container
        self.dominant = dominant
        self._memo: dict[object, _Inherited] = {}

    def of(self, element) -> _Inherited:
        """What ``element`` inherits, computed for the ancestors not yet memoised."""
        memo = self._memo
        chain = []
        current = element
        while current is not None and current not in memo:
            chain.append(current)
            current = current.getparent()
        parent = current
        state = memo[current] if current is not None else _NO_LINEAGE
        for el in reversed(chain):
            keywords, tags, below, ancestors, dominated, nearest = state
            if parent is not None:
                ancestors = (parent, *ancestors[: _STATS_LEVELS - 1])
            if el is self.best:
                below = 0
            elif below is not None:
                below += 1
            tag = el.tag if isinstance(el.tag, str) else ""
            dominated = dominated or el is self.dominant
            own = class_id_bits(el)
            state = _Inherited(
                keywords | own,
                tags | tag_bits(tag),
                below,
                ancestors,
                dominated,
                own or nearest,
            )
            memo[el] = state
            parent = el
        return state

    def of_blocks(self, blocks: list[Block]) -> list[_Inherited]:
        """:meth:`of` each block's element (nothing inherited for a block without one)."""
        return [_NO_LINEAGE if b.element is None else self.of(b.element) for b in blocks]


_NO_LINEAGE = _Inherited(0, 0, None, (), False, 0)


def _in_best(state: _Inherited) -> bool:
    """True inside the main container, fewer than :data:`_BEST_DEPTH` levels below it."""
    below = state.below
    return below is not None and below < _BEST_DEPTH


class _Containers:
    """Text, links, sentences and block counts accumulated per ancestor element."""

    def __init__(self, blocks: list[Block], lineages: list[_Inherited]) -> None:
        self.ancestors: list[tuple] = [state.ancestors for state in lineages]
        self.stats: dict[object, list] = {}
        # Blocks under one parent share its chain of ancestors: sum them per parent first
        # (whole numbers: the order of the additions cannot change a sum).
        for chain, *sums in _sums_by_parent(blocks, self.ancestors):
            for el in chain:
                entry = self.stats.get(el)
                if entry is None:
                    self.stats[el] = list(sums)
                else:
                    entry[0] += sums[0]
                    entry[1] += sums[1]
                    entry[2] += sums[2]
                    entry[3] += sums[3]

    def features(self, pos: int, total_chars: int) -> list[float]:
        """The container features of block ``pos``: its nearest ancestors' sums."""
        out: list[float] = []
        chain = self.ancestors[pos]
        for level in CONTAINER_LEVELS:
            if level - 1 < len(chain):
                chars, links, sentences, count = self.stats[chain[level - 1]]
                out += [
                    math.log1p(chars),
                    links / chars if chars else 0.0,
                    sentences / count,
                    chars / total_chars,
                    math.log1p(count),
                ]
            else:
                out += _EMPTY_CONTAINER
        return out


def _sums_by_parent(blocks: list[Block], chains: list[tuple]) -> list[list]:
    """[chain, text, link text, sentence blocks, blocks] per parent (the chain's first)."""
    sums: dict[object, list] = {}
    for block, chain in zip(blocks, chains, strict=True):
        if not chain:
            continue
        f = block.features
        sentence = 1.0 if f.sentence_count else 0.0
        entry = sums.get(chain[0])
        if entry is None:
            sums[chain[0]] = [chain, f.text_length, f.link_text_length, sentence, 1.0]
        else:
            entry[1] += f.text_length
            entry[2] += f.link_text_length
            entry[3] += sentence
            entry[4] += 1.0
    return list(sums.values())


def block_features(
    blocks: list[Block], title: str | None, facts: PageFacts | None = None
) -> np.ndarray:
    """The feature matrix (one row per block, columns :data:`FEATURE_NAMES`).

    ``facts`` are the page's :func:`page_facts`, when the caller has them already;
    without them the page is taken to declare no kind (no page metadata is read).
    The compiled kernel (``thresher._core._features``) writes the rows when it is
    built and ``THRESHER_PURE`` is not set, else :func:`block_features_reference`
    does: the same matrix either way.
    """
    compiled = kernel(FEATURES)
    if compiled is None or not blocks:
        return block_features_reference(blocks, title, facts)
    facts = facts if facts is not None else page_facts(blocks, title)
    matrix = np.empty((len(blocks), len(FEATURE_NAMES)), dtype=np.float32)
    if not compiled.fill(list(blocks), facts, matrix):  # False: a page left to Python
        return block_features_reference(blocks, title, facts)
    compiled.neighbours(matrix)  # _neighbour_columns, written in place
    return matrix


def block_features_reference(
    blocks: list[Block], title: str | None, facts: PageFacts | None = None
) -> np.ndarray:
    """:func:`block_features` in Python: the definition of every feature, which the
    compiled kernel reproduces (``tests/test_compiled_features.py`` holds them equal)."""
    if not blocks:
        return np.zeros((0, len(FEATURE_NAMES)), dtype=np.float32)
    facts = facts if facts is not None else page_facts(blocks, title)
    lineages = _Lineage(facts.best_container, facts.dominant_container).of_blocks(blocks)
    containers = _Containers(blocks, lineages)
    count = len(blocks)
    inside = [_in_best(state) for state in lineages]
    best_share = _chars_where(blocks, inside) / facts.total_chars
    dominated = [state.dominated for state in lineages]
    dominant_share = _chars_where(blocks, dominated) / facts.total_chars
    page_kind = (float(facts.article_page), float(facts.dated_page))
    kind_row = facts.kind.row()
    repeats = facts.repeats or (NO_GROUP,) * count
    rows: list[list[float]] = []
    parts: list[np.ndarray] = []
    cumulative = 0
    for pos, block in enumerate(blocks):
        lineage = lineages[pos]
        row = own_features(block, pos / count)
        row += _kind_onehot(block)
        row += _bits(lineage.keywords, len(KEYWORD_GROUPS))
        row += _bits(lineage.nearest, len(KEYWORD_GROUPS))
        row += _bits(lineage.tags, len(ANCESTOR_TAGS))
        row += containers.features(pos, facts.total_chars)
        row += (float(inside[pos]), best_share, float(dominated[pos]), dominant_share)
        row += page_kind
        row += _anchoring(block, pos, facts, cumulative)
        row += repeats[pos].row()
        row += kind_row
        rows.append(row)
        cumulative += block.features.text_length
        if len(rows) == _ROWS_PER_ARRAY:  # Python floats take 4 times an array's memory
            parts.append(np.asarray(rows, dtype=np.float32))
            rows = []
    if rows:
        parts.append(np.asarray(rows, dtype=np.float32))
    matrix = parts[0] if len(parts) == 1 else np.concatenate(parts)
    return np.hstack([matrix, _neighbour_columns(matrix)])


def _chars_where(blocks: list[Block], flags: list[bool]) -> float:
    pairs = zip(blocks, flags, strict=True)
    return float(sum(b.features.text_length for b, flag in pairs if flag))


def _anchoring(block: Block, pos: int, facts: PageFacts, before: int) -> list[float]:
    title = facts.title_block
    return [
        _title_overlap(block.text, facts.title_words),
        1.0 if pos == title else 0.0,
        1.0 if title >= 0 and pos > title else 0.0,
        math.copysign(math.log1p(abs(pos - title)), pos - title) if title >= 0 else 0.0,
        1.0 if facts.comment_header >= 0 and pos >= facts.comment_header else 0.0,
        before / facts.total_chars,
        1.0 - (before + block.features.text_length) / facts.total_chars,
    ]


def _title_overlap(text: str, title_words: frozenset[str]) -> float:
    """Share of the title's words in ``text``."""
    if not title_words:
        return 0.0
    return count_shared_words(text, title_words) / len(title_words)


_NEIGHBOUR_COLUMNS = [
    OWN_FEATURES.index("log_chars"),
    OWN_FEATURES.index("link_density"),
    OWN_FEATURES.index("has_sentence"),
]


def _neighbour_columns(matrix: np.ndarray) -> np.ndarray:
    in_best_col = FEATURE_NAMES.index("in_best")
    base = matrix[:, [*_NEIGHBOUR_COLUMNS, in_best_col]]
    parts = []
    for offset in NEIGHBOUR_OFFSETS:
        shifted = np.zeros_like(base)
        if offset < 0:
            shifted[-offset:] = base[:offset]
        else:
            shifted[:-offset] = base[offset:]
        parts.append(shifted)
    sentences = matrix[:, OWN_FEATURES.index("has_sentence")]
    links = matrix[:, OWN_FEATURES.index("link_density")]
    parts.append(_window_mean(sentences, 3)[:, None])
    parts.append(_window_mean(links, 3)[:, None])
    return np.hstack(parts)


def _window_mean(values: np.ndarray, radius: int) -> np.ndarray:
    """Mean of each value and its ``radius`` neighbours on both sides (fewer at the ends)."""
    cumulative = np.concatenate([[0.0], np.cumsum(values, dtype=np.float64)])
    n = len(values)
    lo = np.clip(np.arange(n) - radius, 0, n)
    hi = np.clip(np.arange(n) + radius + 1, 0, n)
    return ((cumulative[hi] - cumulative[lo]) / (hi - lo)).astype(np.float32)
