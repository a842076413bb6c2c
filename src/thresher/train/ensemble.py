"""Averaged block models: K seed-free boosted fits on page-bagged views, one ensemble.

One boosted fit amplifies near-tied splits: two pages fewer of another source move
the probabilities of every set (docs/dev/s69-stab33.md). Averaging K smaller fits,
each on the pages of K − 1 of K buckets (a page's bucket is a hash of its dataset and
id, so dropping or reordering other pages moves no page to another bucket) and each
drawing its columns with its own seed, averages the chaotic part away.

The members' raw scores (log-odds) are averaged, not their probabilities: the mean of
K ensembles' ``baseline + sum of leaf values`` is itself one ensemble (mean baseline,
every leaf value divided by K, the trees side by side), so the model file, the
compiled scorer and its pure reference are unchanged and K × N/K trees cost what N do.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import numpy as np

from thresher.methods.auto.model import TreeEnsemble, from_sklearn


def page_bucket(dataset: str, page_id: str, members: int) -> int:
    """The bucket (0 … members − 1) a page sits in: a hash of its name, not its position."""
    digest = hashlib.sha1(f"{dataset}/{page_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % members


def member_recipes(recipe: dict[str, Any], members: int) -> list[dict[str, Any]]:
    """Each member's recipe: the shared one, with its own seed (``random_state`` + k)."""
    seed = recipe.get("random_state") or 0
    return [{**recipe, "random_state": seed + k} for k in range(members)]


def averaged(
    fitted: Sequence[Any], feature_names: tuple[str, ...], meta: dict[str, Any]
) -> TreeEnsemble:
    """One exported ensemble whose raw score is the mean of the ``fitted`` members'."""
    parts = [from_sklearn(model, feature_names, {}) for model in fitted]
    if len(parts) == 1:
        return TreeEnsemble(
            feature_names, parts[0].baseline, parts[0].arrays, parts[0].max_depth, meta
        )
    scale = 1.0 / len(parts)
    arrays: dict[str, list[np.ndarray]] = {name: [] for name in parts[0].arrays}
    offset = 0
    for part in parts:
        a = part.arrays
        for name in ("feature", "threshold", "is_leaf", "missing_left"):
            arrays[name].append(a[name])
        for name in ("left", "right", "roots"):
            arrays[name].append((a[name] + offset).astype(np.int32))
        arrays["value"].append(a["value"] * scale)
        offset += a["feature"].size
    joined = {name: np.concatenate(values) for name, values in arrays.items()}
    baseline = float(np.mean([part.baseline for part in parts]))
    depth = max(part.max_depth for part in parts)
    return TreeEnsemble(feature_names, baseline, joined, depth, meta)


def export(fitted: Any, feature_names: tuple[str, ...], meta: dict[str, Any]) -> TreeEnsemble:
    """The exported model of :func:`thresher.train.auto.fit`'s result (one fit or a list)."""
    if isinstance(fitted, list):
        return averaged(fitted, feature_names, meta)
    return from_sklearn(fitted, feature_names, meta)
