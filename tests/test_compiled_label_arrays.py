"""The decisions kernel's ``label_each`` reads a numpy array of probabilities in place
(``decide_labels`` hands it the model's array, not a list of Python floats): every array
it may be given decides as the reference on the same values as Python floats.
"""

from __future__ import annotations

import numpy as np
import pytest

from test_compiled_decide import _assert_same, _blocks
from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto import method as auto
from thresher.options import Options


def test_label_each_reads_arrays_as_the_reference_reads_floats():
    """A float64 array, a strided column, a big-endian and a float32 array (read by index),
    a list; values on and beside half hundredths, 0 and 1; a page with one value out of
    range and one with NaN (every value formatted)."""
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    rng = np.random.default_rng(11)
    halves = np.arange(0, 1.0001, 0.005)
    base = np.concatenate([rng.random(120), halves, np.nextafter(halves, 2)]).clip(0, 1)
    blocks = _blocks(len(base), rng)
    wide = np.stack([base, 1 - base], axis=1)
    outside, missing = base.copy(), base.copy()
    outside[7], missing[9] = 1.5, np.nan
    arrays = (base, wide[:, 0], base.astype(">f8"), base.astype(np.float32), outside, missing)
    options = Options(include_comments=False)
    for probs in (*arrays, base.tolist()):
        values = probs.tolist() if isinstance(probs, np.ndarray) else probs
        for comment_from in (-1, len(base) // 2):
            args = (0.5, "0.50", comment_from)
            ref = auto._label_each_reference(blocks, values, *args, options)
            fast = compiled.label_each(blocks, probs, *args, False, True, auto.SURE_OF_CONTENT)
            _assert_same(fast, ref, f"{type(probs)} {getattr(probs, 'dtype', '')}")
            _assert_same(auto._label_each(blocks, probs, *args, options), ref, "wrapper")
    with pytest.raises(ValueError):
        compiled.label_each(blocks, base[:-1], 0.5, "0.50", -1, True, True, 0.8)
