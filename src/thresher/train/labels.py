"""Block labels for training the default method's model, from a page's truth.

Full-body truth: each block is placed in the truth where its token trigrams
(its tokens, for a block of one or two) occur. A block whose text occurs is
content, once: the blocks are aligned to the truth in page order (the heaviest
chain of placements that moves forward through both), and a block whose text
the chain already covers elsewhere is a duplicate — a table of contents that
repeats the headings, a navigation entry naming the page, a teaser repeating
the headline — and labelled boilerplate, as the benchmark metric counts its
shingles against the truth's. Content the page shows in another order than
the truth (a box the truth puts last) stays content: only text the chain
covers is a duplicate.

Snippet truth (``with``/``without``): a block containing a ``with`` snippet
(or contained in one) is content, one containing a ``without`` snippet is
boilerplate, any other block is left out.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass

import numpy as np

from thresher.eval.metrics import normalize_space, tokenize

MIN_SHARE = 0.5  # of a block's trigrams that must fall at one place of the truth
MAX_PLACES = 256  # candidate places kept per block (a table's repeated cells)
COMMON_TRIGRAM = 64  # a trigram this frequent in the truth places nothing
DUPLICATE_COVER = 0.5  # share of a placement the chain covers that makes a duplicate
CONTINUATION_BONUS = 1.0  # tokens a chain gains where a block reads on from the last
CONTINUATION_GAP = 2  # tokens the truth may hold between the two
SHORT_BLOCK_WEIGHT = 0.3  # blocks of one or two tokens: noisy, few shingles


@dataclass(frozen=True)
class Placement:
    """A block placed at ``start`` of the truth's tokens, covering ``length`` of them."""

    block: int
    start: int
    length: int
    score: float


def label_from_body(texts: list[str], body: str) -> tuple[np.ndarray, np.ndarray]:
    """Labels (1/0, -1 = unknown) and weights of blocks against a full-body truth."""
    truth = tokenize(body)
    block_tokens = [tokenize(text) for text in texts]
    places = _placements(block_tokens, truth)
    chain = _heaviest_chain(places)
    covered = np.zeros(len(truth) + 1, dtype=bool)
    for p in chain:
        covered[p.start : p.start + p.length] = True
    in_chain = {p.block for p in chain}
    labels = np.full(len(texts), -1, dtype=np.int8)
    weights = np.zeros(len(texts), dtype=np.float32)
    for i, tokens in enumerate(block_tokens):
        if not tokens:
            continue
        content = i in in_chain or any(not _duplicate(p, covered) for p in places.get(i, ()))
        labels[i] = 1 if content else 0
        weights[i] = math.log1p(len(tokens)) if len(tokens) >= 3 else SHORT_BLOCK_WEIGHT
    return labels, weights


def _duplicate(place: Placement, covered: np.ndarray) -> bool:
    span = covered[place.start : place.start + place.length]
    return bool(span.size) and span.mean() >= DUPLICATE_COVER


def _placements(block_tokens: list[list[str]], truth: list[str]) -> dict[int, list[Placement]]:
    """Each block's candidate places in the truth (blocks that occur nowhere: none)."""
    gram_places: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for size in (1, 2, 3):
        for pos in range(len(truth) - size + 1):
            gram_places[tuple(truth[pos : pos + size])].append(pos)
    places: dict[int, list[Placement]] = {}
    for i, tokens in enumerate(block_tokens):
        if len(tokens) >= 3:
            found = _trigram_places(i, tokens, gram_places)
        else:
            starts = gram_places.get(tuple(tokens), ())[:MAX_PLACES] if tokens else ()
            found = [Placement(i, start, len(tokens), 1.0) for start in starts]
        if found:
            places[i] = found
    return places


def _trigram_places(
    block: int, tokens: list[str], trigram_places: dict[tuple[str, ...], list[int]]
) -> list[Placement]:
    grams = len(tokens) - 2
    votes: Counter[int] = Counter()
    for offset in range(grams):
        positions = trigram_places.get(tuple(tokens[offset : offset + 3]), ())
        if len(positions) <= COMMON_TRIGRAM:
            votes.update(pos - offset for pos in positions)
    best = [(start, n) for start, n in votes.most_common(MAX_PLACES) if n >= MIN_SHARE * grams]
    return [Placement(block, max(start, 0), len(tokens), n / grams) for start, n in best]


def _heaviest_chain(places: dict[int, list[Placement]]) -> list[Placement]:
    """The placements, at most one per block, that move forward through the page and
    the truth together and cover the most tokens (a weighted longest increasing
    subsequence over truth positions: a Fenwick tree of the best chain ending before
    each position, the previous block's places checked for the continuation bonus)."""
    items = [p for block in sorted(places) for p in places[block]]
    if not items:
        return []
    tree = _MaxTree(max(p.start for p in items) + 1)
    best = [0.0] * len(items)
    back = [-1] * len(items)
    previous: list[int] = []  # the previous block's items
    current: list[int] = []
    for k, item in enumerate(items):
        if current and items[current[0]].block != item.block:
            for j in current:
                tree.offer(items[j].start, best[j], j)
            previous, current = current, []
        gain = item.length * item.score
        value, before = tree.best_before(item.start)
        best[k], back[k] = value + gain, before
        for j in previous:
            prior = items[j]
            if prior.start < item.start:
                total = best[j] + gain + _continuation(prior, item)
                if total > best[k]:
                    best[k], back[k] = total, j
        current.append(k)
    k = max(range(len(items)), key=best.__getitem__)
    chain = []
    while k >= 0:
        chain.append(items[k])
        k = back[k]
    return chain[::-1]


class _MaxTree:
    """A Fenwick tree of (best value, item) over truth positions: the best chain that
    ends at a position before a given one, in log time."""

    def __init__(self, size: int) -> None:
        self.values = [0.0] * (size + 1)
        self.items = [-1] * (size + 1)

    def offer(self, position: int, value: float, item: int) -> None:
        """Record a chain of ``value`` ending with ``item`` at ``position``."""
        i = position + 1
        while i < len(self.values):
            if value > self.values[i]:
                self.values[i], self.items[i] = value, item
            i += i & -i

    def best_before(self, position: int) -> tuple[float, int]:
        """The best chain value ending strictly before ``position``, and its last item."""
        value, item = 0.0, -1
        i = position
        while i > 0:
            if self.values[i] > value:
                value, item = self.values[i], self.items[i]
            i -= i & -i
        return value, item


def _continuation(prior: Placement, item: Placement) -> float:
    """A bonus for the next block of the page continuing the truth where the last one
    ended: between copies of a text, the one the page reads on from."""
    next_block = item.block == prior.block + 1
    follows = 0 <= item.start - (prior.start + prior.length) <= CONTINUATION_GAP
    return CONTINUATION_BONUS if next_block and follows else 0.0


def label_from_snippets(
    texts: list[str], with_: tuple[str, ...], without: tuple[str, ...]
) -> tuple[np.ndarray, np.ndarray]:
    """Labels and weights of blocks against with/without snippets (others unknown)."""
    good = [normalize_space(s) for s in with_ if s.strip()]
    bad = [normalize_space(s) for s in without if s.strip()]
    labels = np.full(len(texts), -1, dtype=np.int8)
    weights = np.zeros(len(texts), dtype=np.float32)
    for i, raw in enumerate(texts):
        text = normalize_space(raw)
        if not text:
            continue
        positive = any(s in text or (len(text) >= 20 and text in s) for s in good)
        negative = any(s in text or (len(text) >= 20 and text in s) for s in bad)
        if positive != negative:
            labels[i] = 1 if positive else 0
            weights[i] = 1.0 + math.log1p(len(tokenize(text)))
    return labels, weights
