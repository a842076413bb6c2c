"""The page's own decision threshold: the one that maximises the expected F1.

The benchmark metric is F1 over a page's word shingles, averaged over pages.
With block probabilities ``p`` and word counts ``w``, keeping the blocks at or
above a threshold ``t`` has the expected F1 (the usual ratio approximation)

    2 * sum(p * w over kept) / (sum(w over kept) + sum(p * w over all)).

A page whose content is certain keeps the usual 0.5; a page the model is
unsure of keeps more, because missing half of the content costs more F1 than
a few wrong blocks. Before that, each log-odds is moved by ``logit_shift``: the
trees' probabilities are not calibrated per page, and a small negative shift
keeps confident news pages as precise as the fixed 0.5 threshold. A page that
declares itself an article or its publication date (Open Graph, JSON-LD, meta
tags) gets a larger shift, ``article_logit_shift``: such pages have one article
and teasers around it, where precision pays (cross-validated by site,
docs/auto.md). A page where no block reaches the lowest threshold is searched
lower, down to ``empty_floor``, rather than come out empty; so is a page whose blocks
that reach it hold fewer than ``doubted_words`` words (a headline over a story the model
doubts whole: that search would keep the headline alone).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE


@dataclass(frozen=True)
class ExpectedF1:
    """The search: thresholds from ``lowest`` to ``highest`` by ``step``, on shifted odds."""

    logit_shift: float = -0.2
    article_logit_shift: float = -0.4
    lowest: float = 0.2
    highest: float = 0.8
    step: float = 0.05
    empty_floor: float = 0.01  # searched down to when nothing reaches ``lowest``
    doubted_words: float = 10.0  # fewer words reaching ``lowest``: searched lower too


def expected_f1_threshold(
    probs: np.ndarray,
    weights: np.ndarray,
    search: ExpectedF1,
    article: bool = False,
    headline: int = -1,
) -> float:
    """The threshold on ``probs`` whose kept blocks have the highest expected F1.

    ``article``: the page declares itself an article or its date, so the odds
    move by ``search.article_logit_shift`` instead of ``search.logit_shift``.

    ``weights`` are the blocks' word counts (0 for blocks that hold no text).
    The result is on the scale of ``probs`` (the shift undone), so a block is
    kept when ``prob >= threshold``. Thresholds that keep the same blocks tie;
    the one nearest 0.5 is returned, the usual cut where nothing argues for
    another.

    :func:`_expected_f1_reference`; in the decisions kernel when it is built and ``probs``
    and ``weights`` are float64 vectors of one length (numpy's ``log`` and ``exp`` still
    called on the odds, the rest of each page's search one pass in C).
    """
    compiled = kernel(DECIDE)
    if compiled is None or not _kernel_reads(probs, weights):
        return _expected_f1_reference(probs, weights, search, article, headline)
    shift = search.article_logit_shift if article else search.logit_shift
    moved = np.empty(probs.size, dtype=np.float64)
    compiled.clipped_odds(probs, moved)  # _moved's steps up to its log, and after it:
    np.log(moved, out=moved)
    compiled.shifted_negated(moved, shift)
    np.exp(moved, out=moved)
    plain, lower = _plain_candidates(search, shift, False), _plain_candidates(search, shift, True)
    floor = (search.lowest, search.doubted_words, headline)
    cut = compiled.expected_f1_cut(probs, moved, weights, *floor, plain, lower)
    if cut is None:  # a NaN: the reference decides
        return _expected_f1_reference(probs, weights, search, article, headline)
    return cut


def _kernel_reads(probs: np.ndarray, weights: np.ndarray) -> bool:
    """Whether the kernel reads ``probs`` and ``weights``: non-empty float64 vectors of one
    length, each in one piece (another dtype is searched in its own precision)."""
    return (
        probs.dtype == np.float64
        and weights.dtype == np.float64
        and probs.ndim == 1
        and probs.shape == weights.shape
        and probs.size > 0
        and probs.flags.c_contiguous
        and weights.flags.c_contiguous
    )


def _expected_f1_reference(
    probs: np.ndarray,
    weights: np.ndarray,
    search: ExpectedF1,
    article: bool = False,
    headline: int = -1,
) -> float:
    """:func:`expected_f1_threshold` in Python: the definition the kernel is held to (but
    for the order in which its sums add: see ``_decide.expected_f1_cut``)."""
    shift = search.article_logit_shift if article else search.logit_shift
    if probs.size == 0:
        plain = _plain_candidates(search, shift, False)
        return float(plain[np.argmin(np.abs(plain - 0.5))])
    shifted = _moved(probs, shift)
    empty = _doubted(shifted, weights, search, headline)
    plain = _plain_candidates(search, shift, empty)
    mass = shifted * weights
    kept = probs[None, :] >= plain[:, None]  # as the caller applies it, on the raw scale
    kept = kept.astype(np.float64)  # what each product below would cast it to, cast once
    scores = _scores((kept @ mass).tolist(), (kept @ weights).tolist(), float(mass.sum()))
    best = (math.nan if any(map(math.isnan, scores)) else max(scores)) - 1e-12  # as np.max
    tied = [cut for cut, score in zip(plain.tolist(), scores, strict=True) if score >= best]
    return min(tied, key=lambda cut: abs(cut - 0.5))  # the first nearest, as np.argmin


def _doubted(
    shifted: np.ndarray, weights: np.ndarray, search: ExpectedF1, headline: int = -1
) -> bool:
    """True when the blocks whose shifted probability reaches ``search.lowest`` hold no
    words, or, the ``headline``'s aside (its position; -1: none), fewer than
    ``search.doubted_words``: the page is searched down to ``search.empty_floor``."""
    reaching = shifted >= search.lowest
    if search.doubted_words <= 0:
        return not (reaching & (weights > 0)).any()
    words = float(weights[reaching].sum())
    if 0 <= headline < len(weights) and reaching[headline]:
        words -= float(weights[headline])
    return not words >= search.doubted_words


def _scores(hits: list[float], sizes: list[float], mass: float) -> list[float]:
    """Each threshold's expected F1, ``2 * hits / (sizes + mass)`` (0 where the
    denominator is not positive), in Python floats: the same double operations as
    numpy's on arrays of a dozen values, without a call each."""
    scores = []
    for hit, size in zip(hits, sizes, strict=True):
        denominator = size + mass
        scores.append(2.0 * hit / denominator if denominator > 0 else 0.0)
    return scores


@lru_cache(maxsize=32)
def _plain_candidates(search: ExpectedF1, shift: float, empty: bool) -> np.ndarray:
    """The thresholds searched, on the scale of the probabilities (``shift`` undone), from
    ``search.empty_floor`` when ``empty`` (no block reaches ``search.lowest``); read-only."""
    candidates = np.arange(search.lowest, search.highest + 1e-9, search.step)
    if empty:
        below = np.arange(search.empty_floor, search.lowest - 1e-9, search.empty_floor)
        candidates = np.concatenate([below, candidates])
    plain = _moved(candidates, -shift)
    plain.flags.writeable = False
    return plain


def _moved(probs: np.ndarray, shift: float) -> np.ndarray:
    """The probabilities with their log-odds moved by ``shift``."""
    clipped = np.maximum(probs, 1e-6)  # np.clip, without its overhead
    np.minimum(clipped, 1 - 1e-6, out=clipped)
    # 1 / (1 + exp(-(log(clipped / (1 - clipped)) + shift))), each step in one array
    moved = np.subtract(1.0, clipped)
    np.divide(clipped, moved, out=moved)
    np.log(moved, out=moved)
    moved += shift
    np.negative(moved, out=moved)
    np.exp(moved, out=moved)
    moved += 1.0
    return np.divide(1.0, moved, out=moved)
