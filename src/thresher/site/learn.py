"""Learning a site template: pages → chain sets → clusters → :class:`SiteTemplate`."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from thresher.errors import ThresherError
from thresher.site.chains import chain_keys, key_set, weight
from thresher.site.cluster import Cluster, PageChains, mine_clusters, shared_only
from thresher.site.extract import ReadPage, read_for_learning
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
    return learn_reading(pages, params, jobs=jobs, on_error=on_error)[0]


def learn_reading(
    pages: Mapping[str, PageData],
    params: TemplateParams,
    *,
    jobs: int = 1,
    on_error: Callable[[str, ThresherError], None] | None = None,
) -> tuple[SiteTemplate, dict[str, ReadPage]]:
    """:func:`learn`, and the pages its slot learning read, by name, to extract them again.

    At most ``slot_budget`` pages (or one a cluster when there are more
    clusters) are kept, none when ``content_slots`` is off.
    """
    names = sorted(pages)
    chains = shared_only(list(_all_chains(names, pages, params, jobs, on_error)))
    backend_class = FaithfulBackend if params.faithful_pairs else IndexBackend
    clusters = mine_clusters(chains, params, backend_class(chains, params))
    template = _template(chains, clusters, params)
    if not params.content_slots:
        return template, {}
    return fit_slots_reading(template, pages, on_error)


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
    return fit_slots_reading(template, pages, on_error)[0]


def fit_slots_reading(
    template: SiteTemplate,
    pages: Mapping[str, PageData],
    on_error: Callable[[str, ThresherError], None] | None = None,
) -> tuple[SiteTemplate, dict[str, ReadPage]]:
    """:func:`fit_slots`, and the pages it read (by name), each loaded and analysed once."""
    params = template.params
    groups = [(str(c.id), c.pages) for c in template.clusters]
    if template.leftovers:
        groups.append((LEFTOVER_KEY, template.leftovers))
    counts = sample_counts(
        [len(names) for _, names in groups], params.slot_sample, params.slot_budget
    )
    read: dict[str, ReadPage] = {}
    tables = {
        key: _slot_table(template, pages, names, count, on_error, read)
        for (key, names), count in zip(groups, counts, strict=True)
    }
    own = tables.pop(LEFTOVER_KEY, {})
    tables[LEFTOVER_KEY] = {**merge_tables(tables.values()), **own}
    return dataclasses.replace(template, slots=tables), read


def sample_counts(sizes: Sequence[int], per_group: int, budget: int) -> list[int]:
    """How many pages to sample from each group: ``per_group`` at most, ``budget`` in all."""
    want = [min(size, per_group) for size in sizes]
    total = sum(want)
    if total <= budget:
        return want
    return [max(1, want_one * budget // total) for want_one in want]


def _slot_table(
    template, pages, names: Sequence[str], limit: int, on_error, read: dict[str, ReadPage]
) -> dict:
    """One group's slot decisions; each page read is added to ``read``."""
    stats = SlotStats()
    step = max(1, len(names) // limit)
    for name in list(names)[::step][:limit]:
        try:
            read[name] = read_for_learning(template, pages[name], name)
        except ThresherError as exc:
            if on_error is None:
                raise
            on_error(name, exc)
            continue
        page = read[name]
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
