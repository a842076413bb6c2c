"""The facts kernel's one-pass search of the date keys in scripts (``keyed_scripts``) gives
the reference's triples where the pass is easiest to get wrong: keys cut short at the end
of a script, quotes followed by a key's first bytes only, keys after thousands of quotes,
keys of both lists side by side, and every key alone.

Skipped where the kernel is not built or the pure path is forced.
"""

from __future__ import annotations

import random

import pytest

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.metadata import date

_KEYS = (*date._QUOTED_PUBLISHED_KEYS, *date._QUOTED_MODIFIED_KEYS)


def _require():
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    return compiled


def _same(scripts: list[str]) -> None:
    page = "<html><head>" + "".join(f"<script>{s}</script>" for s in scripts) + "</head></html>"
    root = load_document(page).tree
    assert _require().keyed_scripts(root) == list(date._keyed_scripts_reference(root)), page


def test_every_key_alone_and_cut_short() -> None:
    for key in _KEYS:
        _same([key])
        _same(['{"a": 1, ' + key + ': "2020-01-02"}'])
        for cut in range(1, len(key)):
            _same([key[:cut]])  # the script ends inside the key
            _same(['x"' + key[1:cut] + '"'])  # a quote and the key's first bytes only
        _same([key.upper(), key.replace('"', "'")])


def test_keys_after_many_quotes_and_side_by_side() -> None:
    rng = random.Random(68)
    noise = ['"data"', '"pub"', '"up"', '"dat', '"la', '"mo', '"fi', '"cr', '""', '"', "x"]
    for _ in range(200):
        parts = [rng.choice(noise) for _ in range(rng.randrange(2000))]
        for _ in range(rng.randrange(3)):
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(_KEYS))
        _same(["".join(parts)])
    _same(["".join(_KEYS)])
    _same(['"' + '"'.join(k[1:] for k in _KEYS)])
