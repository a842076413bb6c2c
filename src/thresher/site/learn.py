"""Learning a site template: pages → chain sets → clusters → :class:`SiteTemplate`."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from thresher.errors import ThresherError
from thresher.html.document import load_document
from thresher.options import Options
from thresher.site.chains import chain_keys, key_set, weight
from thresher.site.cluster import Cluster, PageChains, mine_clusters, shared_only
from thresher.site.extract import analyse
from thresher.site.faithful import FaithfulBackend
from thresher.site.fragments import hash_forms, page_bytes, tokens
from thresher.site.index import IndexBackend
from thresher.site.model import SiteTemplate, TemplateCluster
from thresher.site.params import TemplateParams
from thresher.site.slots import LEFTOVER_KEY, SlotStats, merge_tables
from thresher.workers.pool import process_pool

PageData = bytes | str
_CHUNK = 64


def page_chains(name: str, data: PageData, params: TemplateParams) -> PageChains:
    """One page's distinct chain keys and their total byte length."""
    forms = hash_forms(tokens(page_bytes(data, name=name)), params.attribute_values)
    keys = key_set(chain_keys(forms, params.min_fragmenters_chain))
    return PageChains(name, keys, weight(keys))


def learn(
    pages: Mapping[str, PageData],
    params: TemplateParams,
    *,
    jobs: int = 1,
    on_error: Callable[[str, ThresherError], None] | None = None,
) -> SiteTemplate:
    """Learn the site's template from its pages (names sorted, so the result is deterministic).

    A page that cannot be read raises, unless ``on_error`` is given: then it is
    reported there and left out.
    """
    names = sorted(pages)
    chains = shared_only(list(_all_chains(names, pages, params, jobs, on_error)))
    backend_class = FaithfulBackend if params.faithful_pairs else IndexBackend
    clusters = mine_clusters(chains, params, backend_class(chains, params))
    template = _template(chains, clusters, params)
    if params.content_slots:
        template = fit_slots(template, pages, on_error)
    return template


def fit_slots(
    template: SiteTemplate,
    pages: Mapping[str, PageData],
    on_error: Callable[[str, ThresherError], None] | None = None,
) -> SiteTemplate:
    """Learn each cluster's slot decisions from a sample of its pages.

    Each cluster is sampled with up to ``slot_sample`` pages, and all of them
    together with at most ``slot_budget`` (smaller samples when there are
    many clusters, at least one page each). The pages in no cluster get the
    merged decisions of all clusters, and so does a cluster's slot that its
    own sample did not show.
    """

    params = template.params
    groups = [(str(c.id), c.pages) for c in template.clusters]
    if template.leftovers:
        groups.append((LEFTOVER_KEY, template.leftovers))
    counts = sample_counts(
        [len(names) for _, names in groups], params.slot_sample, params.slot_budget
    )
    tables = {
        key: _slot_table(template, pages, names, count, on_error)
        for (key, names), count in zip(groups, counts, strict=True)
    }
    own = tables.pop(LEFTOVER_KEY, {})
    tables[LEFTOVER_KEY] = {**merge_tables(tables.values()), **own}
    return dataclasses.replace(template, slots=tables)


def sample_counts(sizes: Sequence[int], per_group: int, budget: int) -> list[int]:
    """How many pages to sample from each group: ``per_group`` at most, ``budget`` in all."""
    want = [min(size, per_group) for size in sizes]
    total = sum(want)
    if total <= budget:
        return want
    return [max(1, want_one * budget // total) for want_one in want]


def _slot_table(template, pages, names: Sequence[str], limit: int, on_error) -> dict:
    stats = SlotStats()
    step = max(1, len(names) // limit)
    for name in list(names)[::step][:limit]:
        try:
            doc = load_document(pages[name])
            page = analyse(template, doc, Options(), mode="mark", name=name)
        except ThresherError as exc:
            if on_error is None:
                raise
            on_error(name, exc)
            continue
        stats.observe(page.blocks, page.template, page.slots)
    return stats.decide(template.params.slot_link_density)


def _all_chains(
    names: list[str],
    pages: Mapping[str, PageData],
    params: TemplateParams,
    jobs: int,
    on_error: Callable[[str, ThresherError], None] | None,
) -> Iterator[PageChains]:
    if jobs <= 1 or len(names) < 2 * _CHUNK:
        results: Iterable = (_safe_chains(n, pages[n], params) for n in names)
    else:
        chunks = [names[i : i + _CHUNK] for i in range(0, len(names), _CHUNK)]
        with process_pool(min(jobs, os.cpu_count() or 1)) as run_map:
            work = (([(n, pages[n]) for n in chunk], params) for chunk in chunks)
            results = [r for batch in run_map(_chunk_chains, work) for r in batch]
    for name, result in zip(names, results, strict=True):
        if isinstance(result, ThresherError):
            if on_error is None:
                raise result
            on_error(name, result)
        else:
            yield result


def _safe_chains(name: str, data: PageData, params: TemplateParams) -> PageChains | ThresherError:
    try:
        return page_chains(name, data, params)
    except ThresherError as exc:
        return exc


def _chunk_chains(
    state: None, task: tuple[list[tuple[str, PageData]], TemplateParams]
) -> list[PageChains | ThresherError]:
    items, params = task
    return [_safe_chains(name, data, params) for name, data in items]


def _template(
    chains: list[PageChains], clusters: tuple[Cluster, ...], params: TemplateParams
) -> SiteTemplate:
    names = [c.name for c in chains]
    infos = tuple(
        TemplateCluster(
            id=number,
            pages=tuple(names[i] for i in cluster.members),
            nav=np.asarray(cluster.nav, dtype=np.uint64),
            nav_bytes=int(cluster.nav_weight),
            ratio=float(cluster.ratio),
            min_nav_length=float(cluster.min_nav_length),
            seed=(names[cluster.seed.first], names[cluster.seed.second]),
            seed_overlap=int(cluster.seed.overlap),
        )
        for number, cluster in enumerate(clusters)
    )
    clustered = {p for c in infos for p in c.pages}
    leftovers = tuple(n for n in names if n not in clustered)
    return SiteTemplate(params=params, clusters=infos, leftovers=leftovers)
