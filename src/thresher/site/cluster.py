"""Clusters of pages that share one navigation part: Shorkin's steps 3-6.

The driver (:func:`mine_clusters`) is the paper's control flow; the searches
it calls (best seed pair, growth) come from a backend: the paper's literal
all-pairs search (:mod:`thresher.site.faithful`) or the inverted index
(:mod:`thresher.site.index`). Both obey the same rules, including ties, so
they build the same clusters.

Rules, with the decisions where the paper is vague:

* with ``prune_rare_chains`` (off by default), chains that fewer than
  ``min_cluster_size`` of the pages being clustered hold are left out of
  every overlap: they can never be in a valid cluster's navigation part
  (which all of its at least ``min_cluster_size`` pages hold), but counted
  they make two pages that share some content the best seed, whose
  navigation part then holds that content and sets ``min_nav_length`` too
  high for any other page. Measured on the ``sites-*`` sets it forms many
  small section clusters and does not help, so the paper's counting stays;
* overlap of two pages = byte length of the distinct chains they share (the
  sum of the chains' byte lengths; chains overlap, so this counts a shared
  fragmenter up to ``min_fragmenters_chain`` times; every ratio compares such
  sums, so the unit cancels);
* a pair is a pair of duplicates when its overlap exceeds ``duplicate_ratio``
  of the *larger* page's chain length (``duplicate_basis="larger"``): a small
  page whose text is nearly all template is not a duplicate of a long page;
* the seed is the non-duplicate pair with the largest overlap (> 0); ties go
  to the pair with the lowest page indices (pages are sorted by name);
* growth adds the page with the largest overlap with the navigation part,
  lowest index on ties, while that overlap ≥ ``min_nav_length`` = ratio ×
  the seed's navigation length; the navigation part becomes its intersection
  with the new page;
* a cluster of fewer than ``min_cluster_size`` pages is dropped; the same seed
  is then grown again with the ratio lowered by ``ratio_step``, down to
  ``min_ratio``; when even that fails, mining stops;
* the lowered ratio stays for later clusters (``keep_lowered_ratio``: the
  paper says steps 2-4 repeat "with the new threshold");
* the paper does not say what happens when even the lowest ratio fails; we
  set that seed pair aside and seed again from the next best pair, up to
  ``seed_retries`` times (0 stops at the first failure). Without this, one
  pair of pages sharing much more than the template (two index pages with
  the same long list) ends mining before the first cluster;
* mining goes on while at least ``min_cluster_size`` pages are unclustered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from thresher.site.chains import in_sorted
from thresher.site.params import TemplateParams


@dataclass(frozen=True, eq=False)
class PageChains:
    """One page of the site as the algorithm sees it: its distinct chain keys."""

    name: str
    keys: np.ndarray
    weight: int


@dataclass(frozen=True)
class Seed:
    """The pair of pages a cluster grows from and the byte length they share."""

    first: int
    second: int
    overlap: int


@dataclass(frozen=True, eq=False)
class Growth:
    """The pages a seed gathered (in the order added) and their shared chains."""

    members: tuple[int, ...]
    nav: np.ndarray
    nav_weight: int


@dataclass(frozen=True, eq=False)
class Cluster:
    """An accepted cluster: its pages, its navigation part, and how it was found."""

    members: tuple[int, ...]
    nav: np.ndarray
    nav_weight: int
    seed: Seed
    ratio: float
    min_nav_length: float


def shared_only(pages: Sequence[PageChains], *, part_keys: int = 16_000_000) -> list[PageChains]:
    """The pages with only the chains another page also has (their weights unchanged).

    A chain that one page alone has adds nothing to any overlap, so dropping
    it changes no search; it is most of a site's chains (the pages' own
    content), so memory and the index shrink to the shared part. Repeated
    keys are found by sorting all keys, in hash partitions of about
    ``part_keys`` keys so that the sort's copy stays small.
    """
    if len(pages) < 2:
        return list(pages)
    total = sum(p.keys.size for p in pages)
    parts = max(1, -(-total // part_keys))
    shared = [_repeated([p.keys[p.keys % parts == r] for p in pages]) for r in range(parts)]
    values = np.sort(np.concatenate(shared)) if shared else np.zeros(0, np.uint64)
    return [PageChains(p.name, p.keys[in_sorted(p.keys, values)], p.weight) for p in pages]


def _repeated(arrays: list[np.ndarray]) -> np.ndarray:
    """The distinct values found in at least two of the arrays (each holds distinct values)."""
    everything = np.concatenate(arrays)
    everything.sort()
    twice = everything[1:][everything[1:] == everything[:-1]]
    if twice.size > 1:
        twice = twice[np.r_[True, twice[1:] != twice[:-1]]]
    return twice


class Backend(Protocol):
    """The two searches the driver needs."""

    def seed(self, active: np.ndarray, failed: frozenset[tuple[int, int]]) -> Seed | None:
        """The best non-duplicate pair among the active pages, leaving out failed pairs."""
        ...

    def grow(self, seed: Seed, ratio: float, active: np.ndarray) -> Growth:
        """Grow a cluster from ``seed`` over the active pages."""
        ...


def is_duplicate(overlap: float, weight_a: float, weight_b: float, params: TemplateParams) -> bool:
    """The paper's duplicate rule: the pair shares more than ``duplicate_ratio``."""
    basis = (
        max(weight_a, weight_b) if params.duplicate_basis == "larger" else min(weight_a, weight_b)
    )
    return overlap > params.duplicate_ratio * basis


def mine_clusters(
    pages: Sequence[PageChains], params: TemplateParams, backend: Backend
) -> tuple[Cluster, ...]:
    """Build clusters one after another until no more can be built."""
    active = np.ones(len(pages), dtype=bool)
    ratios = params.ratios()
    step = 0
    failed: set[tuple[int, int]] = set()
    clusters: list[Cluster] = []
    while active.sum() >= params.min_cluster_size:
        seed = backend.seed(active, frozenset(failed))
        if seed is None:
            break
        cluster, step = _build(seed, ratios, step, active, params, backend)
        if cluster is None:
            if len(failed) >= params.seed_retries:
                break
            failed.add((seed.first, seed.second))
            step = len(ratios) - 1 if params.keep_lowered_ratio else 0
            continue
        clusters.append(cluster)
        active[list(cluster.members)] = False
        if not params.keep_lowered_ratio:
            step = 0
    return tuple(clusters)


def _build(
    seed: Seed,
    ratios: tuple[float, ...],
    step: int,
    active: np.ndarray,
    params: TemplateParams,
    backend: Backend,
) -> tuple[Cluster | None, int]:
    while step < len(ratios):
        growth = backend.grow(seed, ratios[step], active)
        if len(growth.members) >= params.min_cluster_size:
            cluster = Cluster(
                members=growth.members,
                nav=growth.nav,
                nav_weight=growth.nav_weight,
                seed=seed,
                ratio=ratios[step],
                min_nav_length=ratios[step] * seed.overlap,
            )
            return cluster, step
        step += 1
    return None, step
