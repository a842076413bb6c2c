"""Read evaluation datasets in the shared manifest layout.

A dataset is a folder ``NAME/`` holding ``manifest.jsonl`` (one page a line)
and ``html/<id>.html.gz`` (the page's original bytes, gzipped). Each manifest
line has the fields ``id``, ``file``, ``url``, ``site``, ``lang``, ``body``
(the truth text), ``with`` / ``without`` (snippets that must / must not
appear), ``title``, ``date`` (YYYY-MM-DD) and ``author`` (one name, or several
separated by commas, ``;``, "and" or "&"); any of them but ``id`` and ``file``
may be null or empty, meaning the source does not give it.

Sampling is deterministic and spread out (:func:`sample`). Training and
evaluation split pages by one grouping, :func:`page_group` (the site, else the
URL host, else the page itself): :func:`site_folds` for cross-validation that
never puts one group on both sides, :func:`held_out` for a stable held-out
share of the groups. :func:`group_by_site` groups pages for site reports.
:func:`with_structure` attaches the structure truth of ``structure.jsonl`` (the
page's main content as blocks, ``docs/structure.md``) where the folder has it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from thresher.errors import DatasetError
from thresher.eval.structure import load_structure
from thresher.urls import url_host

MANIFEST = "manifest.jsonl"
_REQUIRED = ("id", "file")
_TEXT_FIELDS = ("url", "site", "lang", "body", "title", "date", "author")


@dataclass(frozen=True)
class Page:
    """One annotated page of a dataset; ``None`` marks a truth the source does not give."""

    dataset: str
    id: str
    file: str
    url: str | None = None
    site: str | None = None
    lang: str | None = None
    body: str | None = None
    with_: tuple[str, ...] = ()
    without: tuple[str, ...] = ()
    title: str | None = None
    date: str | None = None
    author: str | None = None
    structure: tuple[dict[str, Any], ...] | None = field(
        default=None, compare=False, hash=False, repr=False
    )

    @property
    def has_snippets(self) -> bool:
        """True when the page has ``with`` or ``without`` snippets."""
        return bool(self.with_ or self.without)


@dataclass(frozen=True)
class Dataset:
    """A dataset folder and its pages, in manifest order."""

    name: str
    root: Path
    pages: tuple[Page, ...]

    def html_path(self, page: Page) -> Path:
        """Where the page's gzipped bytes lie."""
        return self.root / page.file

    def read_html(self, page: Page) -> bytes:
        """The page's original bytes (decompressed); DatasetError if missing or corrupt."""
        path = self.html_path(page)
        try:
            return gzip.decompress(path.read_bytes())
        except (OSError, EOFError) as exc:
            raise DatasetError(f"{path}: cannot read the page ({exc})") from exc

    def with_pages(self, pages: Iterable[Page]) -> Dataset:
        """The same dataset restricted to ``pages``."""
        return Dataset(self.name, self.root, tuple(pages))


def load_dataset(root: str | Path) -> Dataset:
    """Read ``root/manifest.jsonl``; DatasetError on a malformed folder or line."""
    root = Path(root)
    manifest = root / MANIFEST
    if not root.is_dir():
        raise DatasetError(f"{root}: not a directory; give a dataset folder with {MANIFEST}")
    if not manifest.is_file():
        raise DatasetError(f"{root}: no {MANIFEST}; a dataset folder holds {MANIFEST} and html/")
    name = root.resolve().name
    pages = tuple(_read_manifest(manifest, name))
    if not pages:
        raise DatasetError(f"{manifest}: no pages")
    _check_unique(pages, manifest)
    return Dataset(name, root, pages)


def with_structure(dataset: Dataset) -> Dataset:
    """The dataset with each page's ``structure.jsonl`` blocks attached (where it has them)."""

    truth = load_structure(dataset.root)
    if not truth:
        return dataset
    pages = (
        replace(p, structure=tuple(truth[p.id])) if p.id in truth else p for p in dataset.pages
    )
    return dataset.with_pages(pages)


def without_structure(dataset: Dataset) -> Dataset:
    """The dataset with no structure truth on its pages."""
    return dataset.with_pages(replace(p, structure=None) for p in dataset.pages)


def _read_manifest(manifest: Path, name: str) -> Iterable[Page]:
    with manifest.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if line.strip():
                yield _page_from_line(line, name, f"{manifest}:{number}")


def _page_from_line(line: str, dataset: str, where: str) -> Page:
    try:
        row = json.loads(line)
    except ValueError as exc:
        raise DatasetError(f"{where}: not a JSON line ({exc})") from exc
    if not isinstance(row, dict):
        raise DatasetError(f"{where}: expected a JSON object, got {type(row).__name__}")
    for key in _REQUIRED:
        if not isinstance(row.get(key), str) or not row[key]:
            raise DatasetError(f"{where}: field {key!r} must be a non-empty string")
    values = {key: _text_field(row, key, where) for key in _TEXT_FIELDS}
    return Page(
        dataset=dataset,
        id=row["id"],
        file=row["file"],
        with_=_snippets(row, "with", where),
        without=_snippets(row, "without", where),
        **values,
    )


def _text_field(row: dict[str, Any], key: str, where: str) -> str | None:
    value = row.get(key)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise DatasetError(f"{where}: field {key!r} must be a string or null")
    return value


def _snippets(row: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = row.get(key)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
        raise DatasetError(f"{where}: field {key!r} must be a list of strings or null")
    return tuple(s for s in value if s.strip())


def _check_unique(pages: Sequence[Page], manifest: Path) -> None:
    seen: set[str] = set()
    for page in pages:
        if page.id in seen:
            raise DatasetError(f"{manifest}: page id {page.id!r} appears twice")
        seen.add(page.id)


def sample(pages: Sequence[Page], limit: int | None) -> tuple[Page, ...]:
    """``limit`` pages spread evenly over the manifest order (every k-th); all when None."""
    if limit is None or limit >= len(pages):
        return tuple(pages)
    if limit <= 0:
        return ()
    n = len(pages)
    return tuple(pages[i * n // limit] for i in range(limit))


def filter_sites(pages: Iterable[Page], sites: Iterable[str]) -> tuple[Page, ...]:
    """The pages whose ``site`` is one of ``sites``."""
    wanted = set(sites)
    return tuple(p for p in pages if p.site in wanted)


def group_by_site(pages: Iterable[Page]) -> dict[str, tuple[Page, ...]]:
    """Pages grouped by site; a page without a site is its own group (keyed by its id)."""
    groups: dict[str, list[Page]] = {}
    for page in pages:
        groups.setdefault(page.site or f"#{page.id}", []).append(page)
    return {site: tuple(group) for site, group in groups.items()}


def page_group(page: Page) -> str:
    """The page's split group: its site, else its URL host, else the page itself."""
    if page.site:
        return page.site
    host = url_host(page.url) if page.url else None
    return host or f"{page.dataset}:{page.id}"


def site_folds(groups: Sequence[str], k: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """``k`` (train, test) index splits of the items whose groups are ``groups``.

    No group is on both sides. The largest groups are dealt first, each to the
    fold with the fewest items so far: scikit-learn's ``GroupKFold`` without
    shuffling, split for split (training uses it; evaluation needs no
    scikit-learn).
    """
    if k < 2:
        raise ValueError("k must be at least 2")
    names, member = np.unique(np.asarray(list(groups), dtype=str), return_inverse=True)
    if k > len(names):
        raise ValueError(f"cannot make {k} folds of {len(names)} groups")
    fold_of_group = _deal_groups(np.bincount(member), k)
    fold = fold_of_group[member]
    every = np.arange(len(member))
    return [(every[fold != f], every[fold == f]) for f in range(k)]


def _deal_groups(sizes: np.ndarray, k: int) -> np.ndarray:
    """The fold of each group: largest first, to the lightest fold (ties: lower fold)."""
    order = np.argsort(sizes, kind="stable")[::-1]
    totals = np.zeros(k)
    fold_of_group = np.zeros(len(sizes), dtype=np.int64)
    for group in order:
        lightest = int(np.argmin(totals))
        totals[lightest] += sizes[group]
        fold_of_group[group] = lightest
    return fold_of_group


def held_out(group: str, fraction: float) -> bool:
    """True for groups in the held-out ``fraction`` (a stable hash of the group name)."""
    digest = hashlib.sha1(group.encode("utf-8")).hexdigest()
    return int(digest[:8], 16) % 1000 < fraction * 1000
