"""The paper's literal searches: every pair of pages, every candidate, by set intersection.

Quadratic in the number of pages; kept as the reference that the inverted
index (:mod:`thresher.site.index`) must agree with, and selected with
``faithful_pairs=True``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from thresher.site.chains import weight
from thresher.site.cluster import Growth, PageChains, Seed, is_duplicate
from thresher.site.params import TemplateParams


class FaithfulBackend:
    """All-pairs seed search and candidate-by-candidate growth."""

    def __init__(self, pages: Sequence[PageChains], params: TemplateParams) -> None:
        self.pages = pages
        self.params = params

    def _keys(self, active: np.ndarray) -> dict[int, np.ndarray]:
        """Each active page's chains, without those too few active pages hold."""
        ids = [int(i) for i in np.flatnonzero(active)]
        support = self.params.chain_support()
        if not ids:
            return {}
        keys, counts = np.unique(
            np.concatenate([self.pages[i].keys for i in ids]), return_counts=True
        )
        live = keys[counts >= support]
        return {i: np.intersect1d(self.pages[i].keys, live, assume_unique=True) for i in ids}

    def overlap(self, a: np.ndarray, b: np.ndarray) -> int:
        """Byte length of the chains two sorted key sets share."""
        return weight(np.intersect1d(a, b, assume_unique=True))

    def seed(self, active: np.ndarray, failed: frozenset[tuple[int, int]]) -> Seed | None:
        """Scan every active pair; keep the largest non-duplicate overlap."""
        ids = np.flatnonzero(active)
        keys = self._keys(active)
        best: Seed | None = None
        for pos, i in enumerate(ids):
            for j in ids[pos + 1 :]:
                if (int(i), int(j)) in failed:
                    continue
                a, b = self.pages[i], self.pages[j]
                shared = self.overlap(keys[int(i)], keys[int(j)])
                if shared <= 0 or is_duplicate(shared, a.weight, b.weight, self.params):
                    continue
                if best is None or shared > best.overlap:
                    best = Seed(int(i), int(j), shared)
        return best

    def grow(self, seed: Seed, ratio: float, active: np.ndarray) -> Growth:
        """Add the best-overlapping page while it shares at least min_nav_length."""
        keys = self._keys(active)
        nav = np.intersect1d(keys[seed.first], keys[seed.second])
        min_nav = ratio * weight(nav)
        members = [seed.first, seed.second]
        candidates = [int(i) for i in np.flatnonzero(active) if i not in members]
        while candidates:
            scores = [self.overlap(nav, keys[i]) for i in candidates]
            best = int(np.argmax(scores))
            if scores[best] < min_nav:
                break
            chosen = candidates.pop(best)
            members.append(chosen)
            nav = np.intersect1d(nav, keys[chosen], assume_unique=True)
        return Growth(tuple(members), nav, weight(nav))
