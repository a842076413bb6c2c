"""Training and extraction share one decision path: the same features, the same text."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np
import pytest

import thresher
from thresher.eval.datasets import load_dataset
from thresher.methods.auto import method as auto_method
from thresher.methods.auto.method import load_model
from thresher.train.auto import decided_texts, featurize_page

STORY = [
    f"The lake swim season opened on Saturday with {n} swimmers crossing the bay in calm "
    "water, the organisers said after the first race of the year."
    for n in range(60, 66)
]
TABLE = (
    "<table><tr><th>Race</th><th>Winner</th><th>Time</th></tr>"
    "<tr><td>Short</td><td>Ana Silva</td><td>12:04</td></tr>"
    "<tr><td>Long</td><td>Jon Berg</td><td>41:10</td></tr></table>"
)
ARTICLE = (
    "<html><head><title>Lake swim season opens</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/a'>Sport</a> <a href='/b'>Weather</a></nav>"
    "<article><h1>Lake swim season opens</h1><img src='/bay.jpg' alt='The bay'>"
    + "".join(f"<p>{p}</p>" for p in STORY)
    + TABLE
    + "</article><section class='comments'><h3>Comments</h3>"
    "<p>I swam it too and the water was lovely, thanks for the report.</p></section>"
    "<footer><p>© 2024 Lake News. All rights reserved.</p></footer></body></html>"
)
SHELL = (
    "<html><head><title>Council decides</title><script type='application/ld+json'>"
    + json.dumps({"@type": "NewsArticle", "articleBody": "\n".join(STORY * 2)})
    + "</script></head><body><h1>Council decides</h1><p>Loading…</p></body></html>"
)
PAGES = {"article": ARTICLE, "shell": SHELL}


@pytest.fixture(autouse=True)
def needs_model():
    try:
        load_model()
    except thresher.ThresherError:
        pytest.skip("the shipped auto model is not installed")


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("pages")
    (root / "html").mkdir()
    lines = []
    for name, html in PAGES.items():
        (root / "html" / f"{name}.html.gz").write_bytes(gzip.compress(html.encode()))
        row = {"id": name, "file": f"html/{name}.html.gz", "url": f"https://{name}.example/a"}
        lines.append(json.dumps({**row, "body": STORY[0]}))
    (root / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def _shipped_matrix(monkeypatch, html: str, url: str) -> np.ndarray:
    """The feature matrix ``AutoMethod.run`` hands the model for the page."""
    seen: list[np.ndarray] = []
    model = load_model()

    class Spy:
        def predict_proba(self, matrix: np.ndarray) -> np.ndarray:
            seen.append(matrix)
            return model.predict_proba(matrix)

    monkeypatch.setattr(auto_method, "load_model", lambda path=None: Spy())
    thresher.extract(html, url=url)
    monkeypatch.undo()
    assert len(seen) == 1
    return seen[0]


@pytest.mark.parametrize("name", sorted(PAGES))
def test_training_features_are_the_shipping_features(monkeypatch, dataset, name) -> None:
    page = next(p for p in load_dataset(dataset).pages if p.id == name)
    rows = featurize_page((dataset, page))
    shipped = _shipped_matrix(monkeypatch, PAGES[name], page.url)
    assert rows is not None and rows.features.dtype == shipped.dtype
    assert np.array_equal(rows.features, shipped)


@pytest.mark.parametrize("name", sorted(PAGES))
def test_cv_decision_on_the_model_probabilities_is_the_shipped_text(dataset, name) -> None:
    page = next(p for p in load_dataset(dataset).pages if p.id == name)
    rows = featurize_page((dataset, page))
    texts = decided_texts((dataset, page, load_model().predict_proba(rows.features)))
    html, url = PAGES[name], page.url
    assert texts["expected_f1"] == thresher.extract(html, url=url).text
    fixed = thresher.extract(html, url=url, decision="threshold", threshold=0.35)
    assert texts["0.35"] == fixed.text
    assert STORY[-1] in texts["expected_f1"]  # the shell page: its declared body
