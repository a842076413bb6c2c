"""Seeding, the duplicate rule, growth, the 4-page rule, ratio lowering — on hand-made chain sets.

Every rule is checked on both search backends: the paper's all-pairs search
and the inverted index must agree, ties included.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from thresher.site.cluster import Seed, mine_clusters, shared_only
from thresher.site.faithful import FaithfulBackend
from thresher.site.index import IndexBackend
from thresher.site.params import TemplateParams

from .sitegen import chains, key

BACKENDS = [FaithfulBackend, IndexBackend]
TEMPLATE = [key(100, i) for i in range(10)]  # 1000 bytes shared by every page


def _all(n: int) -> np.ndarray:
    return np.ones(n, dtype=bool)


@pytest.mark.parametrize("backend", BACKENDS)
def test_duplicates_cannot_seed(backend) -> None:
    shared = [key(500, 100 + i) for i in range(10)]
    pages = [chains("a", TEMPLATE + shared), chains("b", TEMPLATE + shared)]
    pages += [chains(n, TEMPLATE, extra_weight=500) for n in "cdef"]
    seed = backend(pages, TemplateParams()).seed(_all(6), frozenset())
    assert seed == Seed(0, 2, 1000)


@pytest.mark.parametrize("backend", BACKENDS)
def test_seed_is_the_pair_with_the_largest_overlap(backend) -> None:
    extra = [key(50, 200 + i) for i in range(10)]
    pages = [chains(n, TEMPLATE, extra_weight=800) for n in "abc"]
    pages += [chains(n, TEMPLATE + extra, extra_weight=800) for n in "de"]
    assert backend(pages, TemplateParams()).seed(_all(5), frozenset()) == Seed(3, 4, 1500)


@pytest.mark.parametrize("backend", BACKENDS)
def test_growth_shrinks_the_navigation_part_but_not_below_min_nav(backend) -> None:
    # page c lacks one template chain (overlap 900 ≥ 0.8 × 1000); page d lacks three (700).
    pages = [chains(n, TEMPLATE, extra_weight=3000) for n in "ab"]
    pages.append(chains("c", TEMPLATE[1:], extra_weight=3000))
    pages.append(chains("d", TEMPLATE[3:], extra_weight=3000))
    growth = backend(pages, TemplateParams()).grow(Seed(0, 1, 1000), 0.8, _all(4))
    assert growth.members == (0, 1, 2)
    assert growth.nav_weight == 900
    assert sorted(growth.nav.tolist()) == sorted(TEMPLATE[1:])


@pytest.mark.parametrize("backend", BACKENDS)
def test_growth_adds_the_best_overlap_first(backend) -> None:
    pages = [chains(n, TEMPLATE, extra_weight=3000) for n in "ab"]
    pages.append(chains("c", TEMPLATE[2:], extra_weight=3000))
    pages.append(chains("d", TEMPLATE[1:], extra_weight=3000))
    growth = backend(pages, TemplateParams()).grow(Seed(0, 1, 1000), 0.8, _all(4))
    assert growth.members == (0, 1, 3, 2)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_cluster_needs_four_pages(backend) -> None:
    params = TemplateParams(content_slots=False)
    three = [chains(n, TEMPLATE, extra_weight=2000) for n in "abc"]
    assert mine_clusters(three, params, backend(three, params)) == ()
    four = [chains(n, TEMPLATE, extra_weight=2000) for n in "abcd"]
    (cluster,) = mine_clusters(four, params, backend(four, params))
    assert cluster.members == (0, 1, 2, 3)
    assert cluster.nav_weight == 1000


@pytest.mark.parametrize("backend", BACKENDS)
def test_ratio_is_lowered_in_steps_until_a_cluster_forms(backend) -> None:
    # The seed pair shares 700 more bytes than the template: at 0.8 and 0.6 of
    # 1700 no other page qualifies; at 0.4 (680 ≤ 1000) all do.
    extra = [key(70, 300 + i) for i in range(10)]
    pages = [chains(n, TEMPLATE + extra, extra_weight=5000) for n in "ab"]
    pages += [chains(n, TEMPLATE, extra_weight=5000) for n in "cdef"]
    params = TemplateParams()
    (cluster,) = mine_clusters(pages, params, backend(pages, params))
    assert cluster.ratio == pytest.approx(0.4)
    assert cluster.members == (0, 1, 2, 3, 4, 5)
    assert cluster.nav_weight == 1000
    assert params.ratios() == pytest.approx((0.8, 0.6, 0.4))


@pytest.mark.parametrize("backend", BACKENDS)
def test_clusters_repeat_on_the_rest(backend) -> None:
    other = [key(90, 400 + i) for i in range(10)]
    pages = [chains(f"a{i}", TEMPLATE, extra_weight=2000) for i in range(5)]
    pages += [chains(f"b{i}", other, extra_weight=2000) for i in range(4)]
    params = TemplateParams()
    clusters = mine_clusters(pages, params, backend(pages, params))
    assert [c.members for c in clusters] == [(0, 1, 2, 3, 4), (5, 6, 7, 8)]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_failed_seed_is_set_aside_when_retries_are_allowed(backend) -> None:
    # a and b share far more than the template: even at 0.4 nobody joins them.
    big = [key(400, 500 + i) for i in range(10)]
    pages = [chains(n, TEMPLATE + big, extra_weight=4000) for n in "ab"]
    pages += [chains(n, TEMPLATE, extra_weight=4000) for n in "cdef"]
    paper = TemplateParams(seed_retries=0)
    assert mine_clusters(pages, paper, backend(pages, paper)) == ()
    retry = TemplateParams()
    (cluster,) = mine_clusters(pages, retry, backend(pages, retry))
    assert set(cluster.members) == {0, 1, 2, 3, 4, 5}


def _random_site(rng: random.Random) -> list:
    frames = [[key(rng.randrange(20, 200), 1000 * f + i) for i in range(12)] for f in range(3)]
    pages = []
    for number in range(rng.randrange(10, 16)):
        frame = frames[rng.randrange(3)]
        keep = [k for k in frame if rng.random() > 0.15]
        common = [key(60, 90000 + rng.randrange(6)) for _ in range(rng.randrange(3))]
        pages.append(chains(f"p{number:02d}", keep + common, extra_weight=rng.randrange(500, 4000)))
    return pages


@pytest.mark.parametrize("seed", range(8))
def test_index_and_all_pairs_build_the_same_clusters(seed: int) -> None:
    pages = _random_site(random.Random(seed))
    for params in (TemplateParams(), TemplateParams(prune_rare_chains=True)):
        found = [
            [
                (c.members, c.nav.tolist(), c.ratio)
                for c in mine_clusters(pages, params, b(pages, params))
            ]
            for b in BACKENDS
        ]
        assert found[0] == found[1]


def test_shared_only_keeps_weights_and_drops_lone_chains() -> None:
    pages = [chains("a", [key(5, 1), key(5, 2)]), chains("b", [key(5, 1), key(5, 3)])]
    kept = shared_only(pages)
    assert [p.keys.tolist() for p in kept] == [[key(5, 1)], [key(5, 1)]]
    assert [p.weight for p in kept] == [10, 10]


def test_shared_only_in_partitions_finds_the_same_chains() -> None:
    rng = np.random.default_rng(3)
    pages = [chains(f"p{i}", [key(5, int(v)) for v in rng.integers(0, 400, 40)]) for i in range(30)]
    whole, parted = shared_only(pages), shared_only(pages, part_keys=100)
    assert [p.keys.tolist() for p in whole] == [p.keys.tolist() for p in parted]
