"""A learned site template: its clusters and their navigation parts; saved as versioned JSON.

The file is JSON with ``format`` = ``"thresher-site-template"`` and
``version`` = 1: the learning parameters, and per cluster its pages, the
numbers that describe it and its navigation chain keys (sorted uint64,
little-endian, zlib-compressed, base64); and the learned slot decisions
(:mod:`thresher.site.slots`) per cluster. Loading checks the format, the
version and every field, and raises :class:`~thresher.errors.ModelError` with
the reason on a bad file.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np

from thresher.errors import ModelError, OptionsError
from thresher.site.extract import apply_to_source, extract_page
from thresher.site.params import Mode, TemplateParams
from thresher.site.slots import LEFTOVER_KEY, SlotDecision

FORMAT = "thresher-site-template"
VERSION = 1


@dataclass(frozen=True, eq=False)
class TemplateCluster:
    """One cluster: its pages, its navigation part and how it was found.

    ``nav_bytes`` is the navigation part's length as the algorithm counts it
    (the byte lengths of its distinct chains, summed); ``min_nav_length`` is
    what a page must share with it to belong to it.
    """

    id: int
    pages: tuple[str, ...]
    nav: np.ndarray = field(repr=False)
    nav_bytes: int
    ratio: float
    min_nav_length: float
    seed: tuple[str, str]
    seed_overlap: int

    @property
    def size(self) -> int:
        """Number of pages in the cluster."""
        return len(self.pages)

    def info(self) -> dict[str, Any]:
        """A JSON-ready summary (no chain keys)."""
        return {
            "id": self.id,
            "size": self.size,
            "nav_bytes": self.nav_bytes,
            "nav_chains": int(self.nav.size),
            "ratio": self.ratio,
            "min_nav_length": self.min_nav_length,
            "seed": list(self.seed),
            "seed_overlap": self.seed_overlap,
            "pages": list(self.pages),
        }


@dataclass(frozen=True, eq=False)
class SiteTemplate:
    """What :func:`thresher.learn_template` learned from the pages of one site."""

    params: TemplateParams
    clusters: tuple[TemplateCluster, ...]
    leftovers: tuple[str, ...] = ()
    slots: Mapping[str, Mapping[str, SlotDecision]] = field(default_factory=dict)

    def slot_table(self, cluster: int | None) -> Mapping[str, SlotDecision]:
        """Slot decisions for pages of ``cluster`` (None: pages in no cluster).

        A cluster's own decisions, and the site-wide ones for slots its sample
        did not show.
        """
        if not self.params.content_slots:
            return {}
        merged = self.slots.get(LEFTOVER_KEY) or {}
        if cluster is None:
            return merged
        own = self.slots.get(str(cluster)) or {}
        return {**merged, **own} if merged else own

    @cached_property
    def _page_cluster(self) -> dict[str, TemplateCluster]:
        return {page: c for c in self.clusters for page in c.pages}

    def cluster_of(self, name: str | None) -> TemplateCluster | None:
        """The cluster a learned page belongs to (None for leftovers and unknown names)."""
        return self._page_cluster.get(name) if name is not None else None

    def apply(self, data: bytes | str, *, mode: Mode = "remove", name: str | None = None) -> str:
        """The page as HTML text with the template removed or marked.

        ``name`` is the page's name in the pages the template was learned on,
        when it is one of them (it then gets its own cluster's part).
        """

        return apply_to_source(self, data, mode=mode, name=name).html

    def extract(
        self,
        data: bytes | str,
        *,
        url: str | None = None,
        mode: Mode = "remove",
        then: str | None = None,
        name: str | None = None,
        **options: Any,
    ):
        """Apply the template to one page and return an :class:`~thresher.Extraction`."""
        return extract_page(self, data, url=url, mode=mode, then=then, name=name, **options)

    def info(self) -> dict[str, Any]:
        """A JSON-ready summary of the clusters and slots."""
        return {
            "clusters": [c.info() for c in self.clusters],
            "leftovers": list(self.leftovers),
            "slots": {
                key: {slot: dataclasses.asdict(d) for slot, d in table.items()}
                for key, table in self.slots.items()
            },
        }

    def save(self, path: str | Path) -> None:
        """Write the template to ``path`` (JSON)."""
        Path(path).write_text(json.dumps(self.to_dict(), ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> SiteTemplate:
        """Read a template written by :meth:`save`; ModelError on a bad file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ModelError(f"{path}: cannot read the site template: {exc}") from exc
        try:
            record = json.loads(text)
        except ValueError as exc:
            raise ModelError(f"{path}: not a site template (invalid JSON: {exc})") from exc
        return cls.from_dict(record, source=str(path))

    def to_dict(self) -> dict[str, Any]:
        """The template as a JSON-ready dict (the saved file's content)."""
        learning = TemplateParams.learning_fields()
        return {
            "format": FORMAT,
            "version": VERSION,
            "params": {k: v for k, v in dataclasses.asdict(self.params).items() if k in learning},
            "leftovers": list(self.leftovers),
            "clusters": [_cluster_record(c) for c in self.clusters],
            "slots": {
                key: {slot: dataclasses.astuple(d) for slot, d in table.items()}
                for key, table in self.slots.items()
            },
        }

    @classmethod
    def from_dict(cls, record: Any, *, source: str = "template") -> SiteTemplate:
        """Rebuild a template from :meth:`to_dict` output; ModelError when it does not fit."""
        if not isinstance(record, Mapping) or record.get("format") != FORMAT:
            raise ModelError(f"{source}: not a thresher site template (format field missing)")
        if record.get("version") != VERSION:
            raise ModelError(
                f"{source}: site template version {record.get('version')!r}; "
                f"this thresher reads version {VERSION}: learn the template again"
            )
        try:
            params = TemplateParams(**record["params"])
            clusters = tuple(_cluster_from(c) for c in record["clusters"])
            leftovers = tuple(str(p) for p in record["leftovers"])
            slots = {
                str(key): {str(slot): SlotDecision(*values) for slot, values in table.items()}
                for key, table in record.get("slots", {}).items()
            }
        except (KeyError, TypeError, ValueError, OptionsError, zlib.error) as exc:
            raise ModelError(f"{source}: damaged site template: {exc!r}") from exc
        return cls(params=params, clusters=clusters, leftovers=leftovers, slots=slots)


def _cluster_record(cluster: TemplateCluster) -> dict[str, Any]:
    raw = np.ascontiguousarray(cluster.nav, dtype="<u8").tobytes()
    return {
        "id": cluster.id,
        "pages": list(cluster.pages),
        "nav_bytes": cluster.nav_bytes,
        "ratio": cluster.ratio,
        "min_nav_length": cluster.min_nav_length,
        "seed": list(cluster.seed),
        "seed_overlap": cluster.seed_overlap,
        "nav_keys": base64.b64encode(zlib.compress(raw, 6)).decode("ascii"),
    }


def _cluster_from(record: Mapping[str, Any]) -> TemplateCluster:
    raw = zlib.decompress(base64.b64decode(record["nav_keys"], validate=True))
    if len(raw) % 8:
        raise ValueError("navigation keys are not a whole number of 64-bit values")
    nav = np.frombuffer(raw, dtype="<u8").astype(np.uint64)
    if nav.size > 1 and not bool(np.all(nav[1:] > nav[:-1])):
        raise ValueError("navigation keys are not sorted and distinct")
    first, second = record["seed"]
    return TemplateCluster(
        id=int(record["id"]),
        pages=tuple(str(p) for p in record["pages"]),
        nav=nav,
        nav_bytes=int(record["nav_bytes"]),
        ratio=float(record["ratio"]),
        min_nav_length=float(record["min_nav_length"]),
        seed=(str(first), str(second)),
        seed_overlap=int(record["seed_overlap"]),
    )
