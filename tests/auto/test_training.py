"""Training labels and the one site split of the default method's block model."""

from __future__ import annotations

import random

import numpy as np
import pytest

from thresher.eval.datasets import Page, page_group, site_folds
from thresher.train.labels import label_from_body, label_from_snippets


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


def test_a_block_repeating_text_already_placed_is_a_duplicate():
    truth = (
        "Installing the tool\nDownload the archive and unpack it in your home folder.\n"
        "Configuring the tool\nEdit the settings file before the first run starts."
    )
    texts = [
        "Installing the tool",  # a table of contents before the text repeats the headings
        "Configuring the tool",
        "Installing the tool",
        "Download the archive and unpack it in your home folder.",
        "Configuring the tool",
        "Edit the settings file before the first run starts.",
    ]
    labels, _ = label_from_body(texts, truth)
    assert labels.tolist() == [0, 0, 1, 1, 1, 1]


def test_repeated_table_cells_each_find_their_own_place():
    rows = [f"Directive{n}\nContext:\nserver config\nStatus:\nBase" for n in range(20)]
    truth = "\n".join(rows)
    texts = [line for row in rows for line in row.split("\n")]
    labels, _ = label_from_body(texts, truth)
    assert labels.tolist() == [1] * len(texts)


def test_content_in_another_order_than_the_truth_stays_content():
    truth = (
        "The main story runs over several sentences here.\nA box the truth puts last, with facts."
    )
    texts = [
        "A box the truth puts last, with facts.",
        "The main story runs over several sentences here.",
    ]
    labels, _ = label_from_body(texts, truth)
    assert labels.tolist() == [1, 1]


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


def test_site_folds_are_group_k_fold_split_for_split():
    """Training's folds are scikit-learn's GroupKFold; evaluation needs no scikit-learn."""
    model_selection = pytest.importorskip("sklearn.model_selection")
    rng = random.Random(0)
    for k in (2, 3, 5):
        groups = [f"g{rng.randint(0, 30)}" if rng.random() < 0.8 else f"p{i}" for i in range(200)]
        expected = model_selection.GroupKFold(n_splits=k).split(groups, groups=groups)
        for (train, test), (want_train, want_test) in zip(
            site_folds(groups, k), expected, strict=True
        ):
            assert np.array_equal(train, want_train) and np.array_equal(test, want_test)
            assert not {groups[i] for i in train} & {groups[i] for i in test}
