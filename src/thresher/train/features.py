"""Train the body-node SVM from the shared datasets (``thresher train --method features``).

Node labels come from each page's truth (``docs/features.md`` has the rules):

* pages with a ``body``: a node is body (1) when its text, reduced to
  casefolded letters and digits, occurs in the body reduced the same way, and
  not body (0) when it does not; a short node (under ``min_label_chars``) found
  in the body counts only when it is a whole line of the body, else it is left
  out (a word like "Share" occurs in many articles by chance);
* pages with snippets (``with`` / ``without``): a node is 1 when it holds a
  ``with`` snippet or lies inside one, 0 likewise for ``without``; other nodes
  are left out.

Pages are split by site (a page without a site is its own site) with the
stable hash of :func:`thresher.eval.datasets.held_out`: ``holdout`` of the
sites never enter training and measure the model.
Sampling is seeded: at most ``max_pages`` pages a dataset, ``max_per_page``
nodes a page, ``max_samples`` nodes in all.
"""

from __future__ import annotations

import gzip
import hashlib
import random
import re
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from thresher import __version__
from thresher.api import load_document
from thresher.errors import ThresherError
from thresher.eval.datasets import Page, held_out, load_dataset
from thresher.methods.features.method import analyse_page
from thresher.methods.features.model import from_sklearn, save_model
from thresher.methods.features.nodes import FEATURE_NAMES, TextNode
from thresher.methods.features.params import FeaturesParams
from thresher.options import Options
from thresher.train.output import new_model_path

_NORM = re.compile(r"[\W_]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True)
class TrainingPage:
    """One annotated page of a dataset folder."""

    dataset: str
    id: str
    site: str
    path: Path
    url: str | None
    body: str | None
    with_snippets: tuple[str, ...] = ()
    without_snippets: tuple[str, ...] = ()


@dataclass(frozen=True)
class TrainConfig:
    """How the training set is drawn and split."""

    max_samples: int = 4_000
    max_pages: int = 150
    max_per_page: int = 40
    holdout: float = 0.2
    min_label_chars: int = 12
    min_label_chars_cjk: int = 4
    seed: int = 0


@dataclass
class Samples:
    """Feature rows, labels and the pages they came from."""

    rows: list[tuple[float, ...]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)

    def add(self, rows: Sequence[tuple[float, ...]], labels: Sequence[int], page: str) -> None:
        self.rows.extend(rows)
        self.labels.extend(labels)
        self.pages.append(page)


def read_pages(dataset_dir: str | Path) -> Iterator[TrainingPage]:
    """The pages of one dataset folder that carry a body or ``with`` snippets
    (read by :func:`thresher.eval.datasets.load_dataset`)."""
    folder = Path(dataset_dir)
    dataset = load_dataset(folder)
    for page in dataset.pages:
        if page.body or page.with_:
            yield _training_page(folder.name, dataset.html_path(page), page)


def _training_page(name: str, path: Path, page: Page) -> TrainingPage:
    return TrainingPage(
        dataset=name,
        id=page.id,
        site=holdout_group(page),
        path=path,
        url=page.url,
        body=page.body,
        with_snippets=page.with_,
        without_snippets=page.without,
    )


def holdout_group(page: Page) -> str:
    """The group the held-out split hashes: the site, else the page itself.

    Not :func:`thresher.eval.datasets.page_group`'s URL-host fallback: the
    shipped features model was trained on this split (dragnet, l3s-gn1 and
    readability-tests pages have no site), and the recipe must reproduce it.
    """
    return page.site or f"page:{page.id}"


def normalize(text: str) -> str:
    """Casefolded letters and digits only: the form node and truth texts are compared in."""
    return _NORM.sub("", text.casefold())


def label_nodes(
    nodes: Sequence[TextNode], page: TrainingPage, config: TrainConfig
) -> list[int | None]:
    """1 body, 0 not body, None unknown, for each node, from the page's truth."""
    if page.body:
        truth = normalize(page.body)
        lines = {normalize(line) for line in page.body.splitlines()}
        return [_body_label(normalize(n.text), truth, lines, config) for n in nodes]
    with_norm = [normalize(s) for s in page.with_snippets]
    without_norm = [normalize(s) for s in page.without_snippets]
    return [_snippet_label(normalize(n.text), with_norm, without_norm, config) for n in nodes]


def _min_chars(text: str, config: TrainConfig) -> int:
    return config.min_label_chars_cjk if _CJK.search(text) else config.min_label_chars


def _body_label(norm: str, truth: str, lines: set[str], config: TrainConfig) -> int | None:
    if not norm:
        return None
    if norm not in truth:
        return 0
    if len(norm) >= _min_chars(norm, config) or norm in lines:
        return 1
    return None


def _snippet_label(
    norm: str, with_norm: list[str], without_norm: list[str], config: TrainConfig
) -> int | None:
    if not norm:
        return None
    long_enough = len(norm) >= _min_chars(norm, config)

    def overlaps(snippet: str) -> bool:
        return bool(snippet) and (snippet in norm or (long_enough and norm in snippet))

    if any(overlaps(s) for s in with_norm):
        return 1
    if any(overlaps(s) for s in without_norm):
        return 0
    return None


def page_samples(
    page: TrainingPage, config: TrainConfig, rng: random.Random
) -> tuple[list[tuple[float, ...]], list[int]]:
    """Labelled feature rows of one page, at most ``max_per_page``, drawn with ``rng``."""

    data = gzip.decompress(page.path.read_bytes())
    options = Options()
    doc = load_document(data, url=page.url, options=options)
    analysis = analyse_page(doc, options, FeaturesParams())
    labelled = [
        (node.vector(), label)
        for node, label in zip(
            analysis.nodes, label_nodes(analysis.nodes, page, config), strict=True
        )
        if label is not None
    ]
    if len(labelled) > config.max_per_page:
        labelled = rng.sample(labelled, config.max_per_page)
    return [row for row, _ in labelled], [label for _, label in labelled]


def collect(
    dataset_dirs: Sequence[str | Path], config: TrainConfig, log=print
) -> tuple[Samples, Samples]:
    """(training, held-out) samples from the datasets, split by site."""
    rng = random.Random(config.seed)
    train, test = Samples(), Samples()
    for folder in dataset_dirs:
        pages = list(read_pages(folder))
        if len(pages) > config.max_pages:
            pages = random.Random(f"{config.seed}:{Path(folder).name}").sample(
                pages, config.max_pages
            )
            pages.sort(key=lambda p: p.id)
        for page in pages:
            try:
                rows, labels = page_samples(page, config, rng)
            except ThresherError as exc:
                log(f"  skipped {page.dataset}/{page.id}: {exc}")
                continue
            target = test if held_out(page.site, config.holdout) else train
            target.add(rows, labels, f"{page.dataset}/{page.id}")
        log(f"  {Path(folder).name}: {len(pages)} pages read")
    return train, test


def fingerprint(rows: np.ndarray, labels: np.ndarray, pages: Sequence[str]) -> str:
    """SHA-256 of the training matrix, its labels and the sorted page names."""
    digest = hashlib.sha256()
    digest.update(np.ascontiguousarray(rows, dtype=np.float64).tobytes())
    digest.update(np.ascontiguousarray(labels, dtype=np.int64).tobytes())
    digest.update("\n".join(sorted(pages)).encode("utf-8"))
    return digest.hexdigest()


def fit(rows: np.ndarray, labels: np.ndarray):
    """Fit the scaler and the paper's classifier: ``SVC(kernel="rbf")``, default parameters.

    gamma is passed as the number scikit-learn's default ``gamma="scale"`` computes,
    ``1 / (n_features * X.var())``, so the fitted model records it.
    """
    from sklearn.preprocessing import StandardScaler
    from sklearn.svm import SVC

    scaler = StandardScaler().fit(rows)
    scaled = scaler.transform(rows)
    variance = float(scaled.var()) or 1.0
    svc = SVC(kernel="rbf", gamma=1.0 / (scaled.shape[1] * variance)).fit(scaled, labels)
    return scaler, svc


def subsample(samples: Samples, limit: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """At most ``limit`` rows, drawn with a fixed seed."""
    rows = np.asarray(samples.rows, dtype=np.float64).reshape(-1, len(FEATURE_NAMES))
    labels = np.asarray(samples.labels, dtype=np.int64)
    if len(rows) > limit:
        keep = np.sort(np.random.default_rng(seed).choice(len(rows), limit, replace=False))
        rows, labels = rows[keep], labels[keep]
    return rows, labels


def node_scores(predicted: np.ndarray, labels: np.ndarray) -> dict[str, float]:
    """Accuracy, precision, recall and F1 of body-node predictions."""
    tp = int(np.sum(predicted & (labels == 1)))
    fp = int(np.sum(predicted & (labels == 0)))
    fn = int(np.sum(~predicted & (labels == 1)))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    accuracy = float(np.mean(predicted == (labels == 1))) if len(labels) else 0.0
    return {"accuracy": accuracy, "precision": precision, "recall": recall, "f1": f1}


def train(
    dataset_dirs: Sequence[str | Path],
    output: str | Path | None = None,
    config: TrainConfig | None = None,
    log=print,
) -> dict[str, Any]:
    """Build the training set, fit the SVM, write the model file; return a report."""

    config = config or TrainConfig()
    started = time.perf_counter()
    train_set, test_set = collect(dataset_dirs, config, log)
    rows, labels = subsample(train_set, config.max_samples, config.seed)
    if len(set(labels.tolist())) < 2:
        raise ThresherError("the datasets gave fewer than two classes of nodes; nothing to train")
    fit_started = time.perf_counter()
    scaler, svc = fit(rows, labels)
    fit_seconds = time.perf_counter() - fit_started
    info = _model_info(dataset_dirs, config, rows, labels, train_set.pages, len(svc.support_))
    model = from_sklearn(scaler, svc, FEATURE_NAMES, info)
    path = save_model(model, output or new_model_path("features-svm"))
    report = dict(info, output=str(path), size_bytes=path.stat().st_size)
    report["fit_seconds"] = round(fit_seconds, 2)
    report["total_seconds"] = round(time.perf_counter() - started, 2)
    if test_set.labels:
        test_rows, test_labels = subsample(test_set, 10**9, config.seed)
        report["held_out"] = dict(
            node_scores(model.predict(test_rows), test_labels),
            pages=len(test_set.pages),
            nodes=len(test_labels),
        )
    return report


def _model_info(
    dataset_dirs: Sequence[str | Path],
    config: TrainConfig,
    rows: np.ndarray,
    labels: np.ndarray,
    pages: Sequence[str],
    support_vectors: int,
) -> dict[str, Any]:
    from sklearn import __version__ as sklearn_version

    return {
        "trained_by": f"thresher {__version__}, scikit-learn {sklearn_version}",
        "fingerprint": fingerprint(rows, labels, pages),
        "datasets": [Path(d).name for d in dataset_dirs],
        "pages": len(pages),
        "nodes": len(labels),
        "body_nodes": int(labels.sum()),
        "support_vectors": support_vectors,
        "config": dict(config.__dict__),
    }
