"""The compiled expected-F1 threshold is the reference's (stop 68, ``spdcols32``).

``decision._expected_f1_reference`` is the definition; ``decision.expected_f1_threshold``
runs the decisions kernel's ``clipped_odds``, numpy's ``log``, ``shifted_negated``,
numpy's ``exp`` and ``expected_f1_cut`` when it is built. Held equal on random pages of
probabilities and word counts (long and short, unsure and sure, zero-word blocks, a
headline, ties where thresholds keep the same blocks, probabilities on the thresholds
themselves), under both shifts and without the doubted-page words, and on the bundled
pages' model probabilities; the kernel's sum is numpy's, bit for bit.
"""

from __future__ import annotations

import numpy as np
import pytest

from test_compiled_walks import _bundled
from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto import decision
from thresher.methods.auto import method as auto
from thresher.methods.auto.decision import ExpectedF1, _expected_f1_reference
from thresher.options import Options
from thresher.pipeline import segment_page

SEARCHES = (ExpectedF1(), ExpectedF1(doubted_words=0.0), ExpectedF1(logit_shift=0.3))


def _require():
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    return compiled


def _pages(seed: int, count: int):
    """Random pages: probabilities (some on the thresholds searched) and word counts."""
    rng = np.random.default_rng(seed)
    cuts = np.concatenate([decision._plain_candidates(s, -0.2, True) for s in SEARCHES[:1]])
    for _ in range(count):
        size = int(rng.choice([1, 2, 7, 8, 9, 40, 129, 300, 1000]))
        kind = rng.integers(4)
        if kind == 0:
            probs = rng.random(size)
        elif kind == 1:
            probs = rng.random(size) * 0.25  # a page the model doubts whole
        elif kind == 2:
            probs = rng.choice(np.concatenate([cuts, [0.0, 1.0, 0.5]]), size)
        else:
            probs = rng.beta(0.3, 0.3, size)
        words = rng.integers(0, 60, size).astype(np.float64)
        words[rng.random(size) < 0.3] = 0.0
        yield probs, words, int(rng.integers(-1, size + 1))


def test_the_threshold_is_the_reference_s_on_random_pages():
    _require()
    checked = 0
    for probs, words, headline in _pages(68, 400):
        for search in SEARCHES:
            for article in (False, True):
                args = (probs, words, search, article, headline)
                assert decision.expected_f1_threshold(*args) == _expected_f1_reference(*args)
                checked += 1
    assert checked == 400 * len(SEARCHES) * 2


def test_the_kernel_s_sum_is_numpy_s():
    compiled = _require()
    rng = np.random.default_rng(7)
    for size in [0, 1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 255, 256, 257, 1000, 4099]:
        values = rng.random(size) * 10.0 ** rng.integers(-3, 4, size)
        assert compiled.float64_sum(values) == values.sum()


def test_other_arrays_and_nan_go_to_the_reference():
    _require()
    search = ExpectedF1()
    probs = np.array([0.9, 0.1, 0.6], dtype=np.float32)
    words = np.array([10.0, 3.0, 7.0])
    got = decision.expected_f1_threshold(probs, words, search)
    assert got == _expected_f1_reference(probs, words, search)
    empty = np.zeros(0)
    assert decision.expected_f1_threshold(empty, empty, search) == _expected_f1_reference(
        empty, empty, search
    )
    nan = np.array([0.9, np.nan, 0.6])
    got = decision.expected_f1_threshold(nan, words, search)
    assert repr(got) == repr(_expected_f1_reference(nan, words, search))


def test_the_threshold_is_the_reference_s_on_the_bundled_pages():
    _require()
    options = Options()
    params = auto.AutoParams()
    model = auto.load_model()
    checked = 0
    for _, doc in _bundled():
        page = auto.prepare_page(doc, segment_page(doc, options), options)
        probs = model.predict_proba(page.features)
        words = auto._word_counts(list(page.text_blocks))
        for search in SEARCHES:
            for article in (False, True):
                args = (probs, words, search, article, page.facts.title_block)
                assert decision.expected_f1_threshold(*args) == _expected_f1_reference(*args)
        found = auto.threshold_for(options, params, list(page.text_blocks), probs, page.facts)
        assert isinstance(found, float)
        checked += 1
    assert checked
