"""Training labels and grouping for the default method's block model."""

from __future__ import annotations

import numpy as np

from thresher.eval.datasets import Page
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.train.auto import (
    PageRows,
    declares_article,
    label_from_body,
    label_from_snippets,
    page_group,
    page_text,
)


def test_body_labels_by_trigram_share_and_short_blocks():
    truth = "The council approved the new budget on Monday.\nSchools get more money."
    texts = [
        "The council approved the new budget on Monday.",
        "Home News Sport Weather Contact",
        "Schools get",
        "Login",
        "",
    ]
    labels, weights = label_from_body(texts, truth)
    assert labels.tolist() == [1, 0, 1, 0, -1]
    assert weights[0] > weights[2] > 0 and weights[4] == 0


def test_snippet_labels_leave_unknown_blocks_out():
    texts = ["Weltweit finanzieren Banken viele Projekte.", "Cookies & Tracking", "Other text"]
    labels, _ = label_from_snippets(
        texts, ("Weltweit finanzieren Banken",), ("Cookies & Tracking",)
    )
    assert labels.tolist() == [1, 0, -1]


def test_groups_fall_back_from_site_to_host_to_page():
    assert (
        page_group(Page("d", "1", "f", url="https://a.example/x", site="a.example")) == "a.example"
    )
    assert page_group(Page("d", "2", "f", url="https://b.example/y")) == "b.example"
    assert page_group(Page("d", "3", "f")) == "d:3"


def _rows(texts: list[str], comment_from: int, article: bool = False) -> PageRows:
    count = len(texts)
    features = np.zeros((count, len(FEATURE_NAMES)), dtype=np.float32)
    features[:, FEATURE_NAMES.index("page_is_article")] = float(article)
    return PageRows(
        dataset="d",
        page_id="p",
        group="g",
        features=features,
        labels=np.ones(count, dtype=np.int8),
        weights=np.ones(count, dtype=np.float32),
        texts=texts,
        comment_from=comment_from,
        truth="x",
        with_=(),
        without=(),
    )


def test_scored_text_cuts_at_a_comment_header_only_after_most_content():
    """Cross-validation scores the text `auto` would keep, comment rule included."""
    texts = ["Comments", "A long article paragraph. " * 4, "Another one. " * 4, "A reply."]
    probs = np.array([0.1, 0.9, 0.9, 0.9])
    assert page_text(_rows(texts, comment_from=0), probs, 0.5) == "\n".join(texts[1:])
    cut = _rows(texts, comment_from=3)
    assert page_text(cut, probs, 0.5) == "\n".join(texts[1:3])


def test_scored_text_without_a_threshold_uses_the_page_expected_f1_decision():
    """`threshold=None` scores what `auto` keeps by default: the page's own threshold."""
    texts = ["Menu Home News", "A long and doubtful article paragraph here. " * 6, "Login"]
    probs = np.array([0.1, 0.45, 0.05])
    assert page_text(_rows(texts, comment_from=-1), probs, 0.5) == ""
    assert page_text(_rows(texts, comment_from=-1), probs, None) == texts[1]


def test_scoring_reads_the_page_kind_from_the_features():
    """An article page is scored with the article shift, as `auto` decides it."""
    texts = ["A doubtful paragraph of the article here. " * 6, "Another doubtful one. " * 6]
    assert declares_article(_rows(texts, -1, article=True))
    assert not declares_article(_rows(texts, -1))
