"""The scalable searches: an inverted index over chain keys, compressed by posting list.

The paper compares every pair of pages, which is quadratic. Three facts make
the same answers cheap:

1. A chain that only one page has adds nothing to any overlap: only chains
   shared by two or more pages enter the index.
2. Chains with the same posting list (the same set of pages) always count
   together, so they are merged into one *group* weighing their byte lengths'
   sum. A site's template becomes a handful of groups, however long it is.
   Posting lists are compared by a 64-bit fingerprint (sums of random
   per-page values, mixed with the list's size).
3. A group held by most pages is counted through its complement: its weight
   is added to every page and taken back from the few pages without it.

The overlaps of one page (or one navigation part) with every page then cost
about the number of pages plus the small groups' sizes (:meth:`SiteIndex.overlaps`).

*Seed*: pages wait in a heap under an upper bound on the most they can
share with another page (first the weight of their groups shared with
another active page, then the exact best found when last visited, which can
only fall as pages leave); the top page is visited until a page visited in
this search comes out on top. Each search visits about the pages of the
cluster it seeds, not the whole site.

*Growth* keeps every candidate's overlap with the navigation part in an array
and, when the part shrinks, subtracts only the groups that left it (each
group leaves at most once per cluster). Pages that hold the whole part join
together, in index order, as the paper's one-by-one loop would add them.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from thresher.site.chains import in_sorted, key_weights
from thresher.site.cluster import Growth, PageChains, Seed
from thresher.site.params import TemplateParams

_RNG_SEED = 20130401


@dataclass(frozen=True, eq=False)
class _Groups:
    """Chain groups: weight, pages (flat, with offsets), and each page's groups."""

    weight: np.ndarray
    docs: np.ndarray
    ptr: np.ndarray
    doc_groups: np.ndarray
    doc_ptr: np.ndarray
    keys: np.ndarray
    key_group: np.ndarray


class SiteIndex:
    """Pages as sets of chain groups, with fast overlap vectors."""

    def __init__(self, pages: Sequence[PageChains]) -> None:
        self.n = len(pages)
        self.page_weight = np.array([p.weight for p in pages], dtype=np.float64)
        self.groups = _build_groups(pages)
        sizes = np.diff(self.groups.ptr)
        self.size = sizes
        self.big = sizes * 2 > self.n
        self._complements = _complements(self.groups, self.big, self.n)

    def page_groups(self, page: int) -> np.ndarray:
        """Sorted ids of the groups a page holds."""
        g = self.groups
        return g.doc_groups[g.doc_ptr[page] : g.doc_ptr[page + 1]]

    def weight_of(self, groups: np.ndarray) -> int:
        """Total byte length of a set of groups."""
        return int(self.groups.weight[groups].sum())

    def overlaps(self, groups: np.ndarray) -> np.ndarray:
        """Byte length each page shares with a set of groups (int64, one per page)."""
        big = self.big[groups]
        small, large = groups[~big], groups[big]
        out = _scatter(self.groups.docs, self.groups.ptr, small, self.groups.weight, self.n)
        if large.size:
            cptr, cdocs = self._complements
            out += self.groups.weight[large].sum()
            out -= _scatter(cdocs, cptr, large, self.groups.weight, self.n)
        return out

    def keys_of(self, groups: np.ndarray) -> np.ndarray:
        """The sorted chain keys that make up a set of groups."""
        g = self.groups
        return g.keys[in_sorted(g.key_group, np.sort(groups))]


class IndexBackend:
    """Seed search and growth over a :class:`SiteIndex`."""

    def __init__(self, pages: Sequence[PageChains], params: TemplateParams) -> None:
        self.index = SiteIndex(pages)
        self.params = params
        groups = self.index.groups
        self._active = np.ones(self.index.n, dtype=bool)
        self._count = np.diff(groups.ptr)
        self._live_mask = self._count >= params.chain_support()
        doc_of = np.repeat(np.arange(self.index.n), np.diff(groups.doc_ptr))
        w = np.where(self._live_mask[groups.doc_groups], groups.weight[groups.doc_groups], 0)
        self._bound = np.bincount(doc_of, weights=w, minlength=self.index.n).astype(np.int64)
        self._heap = [(-int(b), page, -1) for page, b in enumerate(self._bound)]
        heapq.heapify(self._heap)
        self._found: dict[int, Seed] = {}
        self._round = 0

    def seed(self, active: np.ndarray, failed: frozenset[tuple[int, int]]) -> Seed | None:
        """The best non-duplicate pair, visiting pages by decreasing upper bound.

        Every page sits in a heap under an upper bound of the most it shares
        with any other active page: at first the weight of its live groups,
        later the exact best it had when last visited (pages only leave and
        pairs only fail, so that can only fall). The top page is visited
        (its best partner found) unless it was visited in this very search;
        the first such page is the answer. Ties: the heap orders equal bounds
        by page index, so the answer is the pair with the lowest indices, as
        in the all-pairs scan.
        """
        live = self._live(active)
        self._round += 1
        heap = self._heap
        while heap:
            _, page, when = heap[0]
            if not active[page]:
                heapq.heappop(heap)
            elif when == self._round:
                return self._found[page]
            else:
                heapq.heappop(heap)
                found = self._best_partner(page, active, failed, live)
                if found is not None:
                    self._found[page] = found
                    heapq.heappush(heap, (-found.overlap, page, self._round))
        return None

    def _live(self, active: np.ndarray) -> np.ndarray:
        """Groups that enough active pages hold to be in a cluster's navigation part.

        Kept up to date as pages leave (each page's groups are visited once),
        with every page's bound: the weight of its live groups, the most it can
        share with another page.
        """
        gone = np.flatnonzero(self._active & ~active)
        if gone.size:
            self._active = active.copy()
            groups = self.index.groups
            held = groups.doc_groups[_ranges(groups.doc_ptr[gone], np.diff(groups.doc_ptr)[gone])]
            self._count -= np.bincount(held, minlength=self._count.size)
            dying = np.flatnonzero(self._live_mask & (self._count < self.params.chain_support()))
            self._live_mask[dying] = False
            self._bound -= _scatter(groups.docs, groups.ptr, dying, groups.weight, self.index.n)
        return self._live_mask

    def _best_partner(
        self, page: int, active: np.ndarray, failed: frozenset[tuple[int, int]], live: np.ndarray
    ) -> Seed | None:
        groups = self.index.page_groups(page)
        scores = self.index.overlaps(groups[live[groups]]).astype(np.float64)
        weights = self.index.page_weight
        basis = (
            np.maximum(weights, weights[page])
            if self.params.duplicate_basis == "larger"
            else np.minimum(weights, weights[page])
        )
        ok = active & (scores > 0) & ~(scores > self.params.duplicate_ratio * basis)
        ok[page] = False
        for first, second in failed:
            if page in (first, second):
                ok[second if page == first else first] = False
        if not ok.any():
            return None
        masked = np.where(ok, scores, -1.0)
        partner = int(np.argmax(masked))
        first, second = sorted((page, partner))
        return Seed(first, second, int(masked[partner]))

    def grow(self, seed: Seed, ratio: float, active: np.ndarray) -> Growth:
        """Grow by the best overlap, updating overlaps only for groups that leave."""
        index = self.index
        nav = np.intersect1d(index.page_groups(seed.first), index.page_groups(seed.second))
        nav = nav[self._live(active)[nav]]
        nav_weight = index.weight_of(nav)
        min_nav = ratio * nav_weight
        scores = index.overlaps(nav)
        scores[~active] = -1
        scores[[seed.first, seed.second]] = -1
        members = [seed.first, seed.second]
        while True:
            full = np.flatnonzero(scores == nav_weight)
            if full.size:
                members.extend(int(i) for i in full)
                scores[full] = -1
                continue
            best = int(np.argmax(scores))
            if scores[best] < 0 or scores[best] < min_nav:
                break
            members.append(best)
            scores[best] = -1
            kept = in_sorted(nav, index.page_groups(best))
            gone = nav[~kept]
            nav = nav[kept]
            nav_weight -= index.weight_of(gone)
            live = scores >= 0
            scores[live] -= index.overlaps(gone)[live]
        return Growth(tuple(members), index.keys_of(nav), nav_weight)


def _scatter(
    docs: np.ndarray, ptr: np.ndarray, groups: np.ndarray, weight: np.ndarray, n: int
) -> np.ndarray:
    """Sum each group's weight onto its pages (integer-exact in float64, returned as int64)."""
    if groups.size == 0:
        return np.zeros(n, dtype=np.int64)
    starts = ptr[groups]
    lengths = ptr[groups + 1] - starts
    positions = _ranges(starts, lengths)
    w = np.repeat(weight[groups].astype(np.float64), lengths)
    return np.bincount(docs[positions], weights=w, minlength=n).astype(np.int64)


def _ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Concatenated ``arange(start, start + length)`` for each pair, without a loop."""
    total = int(lengths.sum())
    offsets = np.repeat(starts - np.cumsum(lengths) + lengths, lengths)
    return offsets + np.arange(total)


def _build_groups(pages: Sequence[PageChains]) -> _Groups:
    """Postings of every chain held by two pages or more, merged into groups."""
    sizes = np.array([p.keys.size for p in pages], dtype=np.int64)
    all_keys = np.concatenate([p.keys for p in pages]) if pages else np.zeros(0, np.uint64)
    # A stable sort keeps each key's pages in page order (pages were concatenated so).
    order = np.argsort(all_keys, kind="stable")
    ordered = all_keys[order]
    doc = np.repeat(np.arange(len(pages), dtype=np.int64), sizes)[order]
    del all_keys, order
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]]) if ordered.size else sizes[:0]
    count = np.diff(np.r_[starts, ordered.size])
    shared = count >= 2
    keep = np.repeat(shared, count)
    keys = ordered[starts[shared]]
    return _group_postings(keys, count[shared], doc[keep], len(pages))


def _group_postings(keys: np.ndarray, count: np.ndarray, doc: np.ndarray, n: int) -> _Groups:
    """Merge keys whose posting lists are equal (same size, same 64-bit fingerprint)."""
    rng = np.random.default_rng(_RNG_SEED)
    r1 = rng.integers(0, 2**63, size=n, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    r2 = rng.integers(0, 2**63, size=n, dtype=np.uint64)
    starts = np.r_[0, np.cumsum(count)[:-1]].astype(np.int64) if count.size else count
    with np.errstate(over="ignore"):
        f1 = np.add.reduceat(r1[doc], starts) if doc.size else r1[:0]
        f2 = np.add.reduceat(r2[doc], starts) if doc.size else r2[:0]
        prints = f1 ^ (f2 * np.uint64(0x9E3779B97F4A7C15)) ^ count.astype(np.uint64)
    _, first, key_group = np.unique(prints, return_index=True, return_inverse=True)
    key_group = key_group.reshape(-1)
    weight = np.bincount(key_group, weights=key_weights(keys), minlength=first.size)
    lengths = count[first]
    ptr = np.r_[0, np.cumsum(lengths)].astype(np.int64)
    group_docs = doc[_ranges(starts[first], lengths)]
    return _invert(weight.astype(np.int64), group_docs, ptr, keys, key_group, n)


def _invert(weight, group_docs, ptr, keys, key_group, n: int) -> _Groups:
    group_of = np.repeat(np.arange(weight.size), np.diff(ptr))
    order = np.lexsort((group_of, group_docs))
    doc_groups = group_of[order]
    doc_ptr = np.r_[0, np.cumsum(np.bincount(group_docs, minlength=n))].astype(np.int64)
    return _Groups(weight, group_docs, ptr, doc_groups, doc_ptr, keys, key_group)


def _complements(groups: _Groups, big: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Pages missing each large group, in the same flat layout (empty for small ones)."""
    lengths = np.zeros(big.size, dtype=np.int64)
    parts = []
    everyone = np.arange(n)
    for g in np.flatnonzero(big):
        missing = np.setdiff1d(
            everyone, groups.docs[groups.ptr[g] : groups.ptr[g + 1]], assume_unique=True
        )
        lengths[g] = missing.size
        parts.append(missing)
    ptr = np.r_[0, np.cumsum(lengths)].astype(np.int64)
    docs = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    return ptr, docs
