"""Train the default method's block model: ``thresher train --method auto``.

Training data: every page of the given dataset folders is segmented exactly
as extraction does it, and each block is labelled from the page's truth:

* full-body truth: a block of three or more tokens is content when at least
  half of its token trigrams occur in the truth; a shorter block when its
  tokens occur contiguously in the truth (weight 0.3: short blocks are noisy
  and carry few shingles); block weight grows with log(tokens);
* snippet truth (``with``/``without``): a block containing a ``with`` snippet
  (or contained in one) is content, one containing a ``without`` snippet is
  boilerplate, any other block is left out;
* image blocks are left out (they follow their neighbours' label).

Evaluation is cross-validation by site (GroupKFold over the page's site, or
its URL host, or the page itself when neither is known): the out-of-fold
block probabilities go through the method's decision step and the resulting
texts are scored with the field's metrics, per dataset. The shipped model is
then fitted on all pages and exported (``auto_model``), with the feature list,
the CV report and a fingerprint of the training data.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from thresher.eval.datasets import Dataset, Page, load_dataset, sample
from thresher.eval.metrics import (
    normalize_space,
    score_body,
    score_snippets,
    summarize_body,
    summarize_snippets,
    tokenize,
)
from thresher.html.text_measures import word_count
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decision import ExpectedF1, expected_f1_threshold
from thresher.urls import url_host
from thresher.workers.pool import process_pool

DATASET_WEIGHTS = {"tiptopjaw-wceb": 0.5, "trafilatura-eval": 0.7}
# Pages sampled per dataset (evenly spread): the shipped model's training set.
DEFAULT_PAGE_LIMIT = 120
DEFAULT_PAGE_LIMITS = {"trafilatura-eval": 300, "cleaneval": 200, "dragnet": 200}
DEFAULT_FOLDS = 3
HGB_PARAMS = {
    "max_iter": 200,
    "learning_rate": 0.08,
    "max_leaf_nodes": 31,
    "min_samples_leaf": 40,
    "l2_regularization": 1.0,
    "random_state": 0,
}


@dataclass
class PageRows:
    """One page's block features, labels, weights, and what scoring needs."""

    dataset: str
    page_id: str
    group: str
    features: np.ndarray
    labels: np.ndarray
    weights: np.ndarray
    texts: list[str]
    comment_from: int
    truth: str | None
    with_: tuple[str, ...]
    without: tuple[str, ...]


def label_from_body(texts: list[str], body: str) -> tuple[np.ndarray, np.ndarray]:
    """Labels (1/0, -1 = unknown) and weights of blocks against a full-body truth."""
    truth_tokens = tokenize(body)
    trigrams = {tuple(truth_tokens[i : i + 3]) for i in range(len(truth_tokens) - 2)}
    joined = " " + " ".join(truth_tokens) + " "
    labels = np.full(len(texts), -1, dtype=np.int8)
    weights = np.zeros(len(texts), dtype=np.float32)
    for i, text in enumerate(texts):
        tokens = tokenize(text)
        if not tokens:
            continue
        if len(tokens) >= 3:
            grams = [tuple(tokens[j : j + 3]) for j in range(len(tokens) - 2)]
            hit = sum(g in trigrams for g in grams) / len(grams)
            labels[i] = 1 if hit >= 0.5 else 0
            weights[i] = math.log1p(len(tokens))
        else:
            labels[i] = 1 if (" " + " ".join(tokens) + " ") in joined else 0
            weights[i] = 0.3
    return labels, weights


def label_from_snippets(
    texts: list[str], with_: tuple[str, ...], without: tuple[str, ...]
) -> tuple[np.ndarray, np.ndarray]:
    """Labels and weights of blocks against with/without snippets (others unknown)."""
    good = [normalize_space(s) for s in with_ if s.strip()]
    bad = [normalize_space(s) for s in without if s.strip()]
    labels = np.full(len(texts), -1, dtype=np.int8)
    weights = np.zeros(len(texts), dtype=np.float32)
    for i, raw in enumerate(texts):
        text = normalize_space(raw)
        if not text:
            continue
        positive = any(s in text or (len(text) >= 20 and text in s) for s in good)
        negative = any(s in text or (len(text) >= 20 and text in s) for s in bad)
        if positive != negative:
            labels[i] = 1 if positive else 0
            weights[i] = 1.0 + math.log1p(len(tokenize(text)))
    return labels, weights


def page_group(page: Page) -> str:
    """The cross-validation group: site, else URL host, else the page itself."""
    if page.site:
        return page.site
    if page.url:
        host = url_host(page.url)
        if host:
            return host
    return f"{page.dataset}:{page.id}"


def featurize_page(task: tuple[Path, Page]) -> PageRows | None:
    """Segment one dataset page and compute its features and labels."""
    from thresher.api import load_document
    from thresher.errors import ThresherError
    from thresher.html.parse import document_title
    from thresher.html.segment import segment
    from thresher.metadata.sources import read_page_meta
    from thresher.methods.auto.block_features import block_features
    from thresher.methods.auto.signals import page_facts

    root, page = task
    try:
        data = Dataset(page.dataset, root, (page,)).read_html(page)
        doc = load_document(data, url=page.url)
    except ThresherError:
        return None
    blocks = [block for block in segment(doc).blocks if block.kind != "img"]
    title = document_title(doc)
    facts = page_facts(blocks, title, read_page_meta(doc))
    texts = [b.text for b in blocks]
    if page.body:
        labels, weights = label_from_body(texts, page.body)
    else:
        labels, weights = label_from_snippets(texts, page.with_, page.without)
    weights *= DATASET_WEIGHTS.get(page.dataset, 1.0)
    return PageRows(
        dataset=page.dataset,
        page_id=page.id,
        group=page_group(page),
        features=block_features(blocks, title, facts),
        labels=labels,
        weights=weights,
        texts=texts,
        comment_from=facts.comment_header,
        truth=page.body,
        with_=page.with_,
        without=page.without,
    )


def collect(dataset_dirs: list[str], jobs: int, limit: int | None) -> list[PageRows]:
    """Featurize every (sampled) page of the datasets, in ``jobs`` processes."""
    tasks = []
    for directory in dataset_dirs:
        dataset = load_dataset(directory)
        cap = limit or DEFAULT_PAGE_LIMITS.get(dataset.name, DEFAULT_PAGE_LIMIT)
        pages = [p for p in sample(dataset.pages, cap) if p.body or p.has_snippets]
        tasks += [(dataset.root, p) for p in pages]
    if jobs <= 1:
        rows = [featurize_page(t) for t in tasks]
    else:
        with process_pool(jobs) as run_map:
            rows = list(run_map(_featurize_task, tasks))
    return [r for r in rows if r is not None and r.features.shape[0]]


def _featurize_task(state: None, task: tuple[Path, Page]) -> PageRows | None:
    """:func:`featurize_page` as a task of :func:`~thresher.workers.pool.process_pool`."""
    return featurize_page(task)


def _stack(
    pages: list[PageRows], matrices: list[np.ndarray]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    features = np.vstack(matrices)
    labels = np.concatenate([p.labels for p in pages])
    weights = np.concatenate([p.weights for p in pages])
    known = labels >= 0
    return features[known], labels[known], weights[known]


def fit(pages: list[PageRows], matrices: list[np.ndarray] | None = None):
    """Fit gradient-boosted trees on the labelled blocks (``matrices`` default: stage 1)."""
    from sklearn.ensemble import HistGradientBoostingClassifier

    matrices = matrices if matrices is not None else [p.features for p in pages]
    features, labels, weights = _stack(pages, matrices)
    model = HistGradientBoostingClassifier(**HGB_PARAMS)
    model.fit(features, labels, sample_weight=weights)
    return model


def site_folds(pages: list[PageRows], k: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """GroupKFold splits with pages of one site always on the same side."""
    from sklearn.model_selection import GroupKFold

    groups = [p.group for p in pages]
    return list(GroupKFold(n_splits=k).split(pages, groups=groups))


def out_of_fold(pages: list[PageRows], matrices: list[np.ndarray], folds) -> list[np.ndarray]:
    """Each page's block probabilities from a model that never saw its site."""
    probs: list[np.ndarray] = [np.zeros(0)] * len(pages)
    for train_idx, test_idx in folds:
        model = fit([pages[i] for i in train_idx], [matrices[i] for i in train_idx])
        for i in test_idx:
            probs[i] = model.predict_proba(matrices[i])[:, 1]
    return probs


def page_text(page: PageRows, probs: np.ndarray, threshold: float | None) -> str:
    """The text the method's decision keeps for one page (``None``: its expected-F1 threshold)."""
    from thresher.methods.auto.method import trusted_header_position

    if threshold is None:
        words = np.array([word_count(t) for t in page.texts], dtype=np.float64)
        threshold = expected_f1_threshold(probs, words, ExpectedF1(), declares_article(page))
    keep = probs >= threshold
    chars = np.array([len(t) for t in page.texts], dtype=np.float64)
    comment_from = trusted_header_position(chars, probs, page.comment_from, threshold)
    if comment_from >= 0:
        keep[comment_from:] = False
    return "\n".join(t for t, k in zip(page.texts, keep, strict=True) if k)


def declares_article(page: PageRows) -> bool:
    """True when the page declares an article or its date (its page-kind features)."""
    if not page.features.shape[0]:
        return False
    row = page.features[0]
    return bool(row[_PAGE_IS_ARTICLE] or row[_PAGE_HAS_DATE])


_PAGE_IS_ARTICLE = FEATURE_NAMES.index("page_is_article")
_PAGE_HAS_DATE = FEATURE_NAMES.index("page_has_date_meta")


def score_pages(pages: list[PageRows], probs: list, threshold: float | None) -> dict[str, dict]:
    """Body F1 (or snippet F1) per dataset for the given block probabilities.

    ``threshold`` None scores the default decision: each page's expected-F1 threshold.
    """
    body: dict[str, list] = {}
    snippets: dict[str, list] = {}
    for page, page_probs in zip(pages, probs, strict=True):
        text = page_text(page, page_probs, threshold)
        if page.truth:
            body.setdefault(page.dataset, []).append(score_body(page.truth, text))
        else:
            snippets.setdefault(page.dataset, []).append(
                score_snippets(page.with_, page.without, text)
            )
    report = {}
    for name, scores in body.items():
        s = summarize_body(scores)
        report[name] = {"precision": s.precision, "recall": s.recall, "f1": s.f1, "pages": s.pages}
    for name, scores in snippets.items():
        s = summarize_snippets(scores)
        report[name] = {
            "precision": s.precision,
            "recall": s.recall,
            "f1": s.f1,
            "pages": len(scores),
        }
    return report


def fingerprint(pages: list[PageRows]) -> str:
    """A short hash of which pages and labels the model saw."""
    digest = hashlib.sha256()
    for page in pages:
        digest.update(f"{page.dataset}/{page.page_id}:{int(page.labels.sum())};".encode())
    return digest.hexdigest()[:16]


def train(
    dataset_dirs: list[str],
    output: str | None = None,
    *,
    folds: int = DEFAULT_FOLDS,
    jobs: int = 2,
    limit: int | None = None,
    cv: bool = True,
) -> dict:
    """Featurize, cross-validate by site, fit, export; returns the report."""
    started = time.time()
    pages = collect(dataset_dirs, jobs, limit)
    return train_on_pages(pages, output, folds=folds, cv=cv, started=started)


def train_on_pages(
    pages: list[PageRows], output: str | None, *, folds: int, cv: bool, started: float
) -> dict:
    """Cross-validate by site (optional), fit on all pages, export the model."""
    from thresher.methods.auto.method import MODEL_FILE
    from thresher.methods.auto.model import from_sklearn

    report: dict = {"pages": len(pages), "blocks": int(sum(len(p.labels) for p in pages))}
    matrices = [p.features for p in pages]
    if cv:
        oof = out_of_fold(pages, matrices, site_folds(pages, folds))
        report["cv"] = {f"{t:.2f}": score_pages(pages, oof, t) for t in THRESHOLDS}
        report["cv"]["expected_f1"] = score_pages(pages, oof, None)
    meta = {
        "trained_on": fingerprint(pages),
        "datasets": sorted({p.dataset for p in pages}),
        "hgb": HGB_PARAMS,
        "folds": folds,
        "cv": report.get("cv"),
    }
    target = Path(output) if output else _default_model_path(MODEL_FILE)
    target.parent.mkdir(parents=True, exist_ok=True)
    from_sklearn(fit(pages, matrices), FEATURE_NAMES, meta).save(target)
    report["model"] = str(target)
    report["seconds"] = round(time.time() - started, 1)
    return report


THRESHOLDS = (0.35, 0.5, 0.65)


def _default_model_path(name: str) -> Path:
    return Path(__file__).resolve().parents[1] / "data" / "models" / name


def main_report(report: dict) -> str:
    """The training report as indented JSON."""
    return json.dumps(report, indent=2, default=float)
