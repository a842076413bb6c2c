"""The sentences method's page-wide boilerplate search equals the pattern searched per block."""

from __future__ import annotations

import pytest

from thresher.methods.sentences import (
    _BOILERPLATE,
    _BOILERPLATE_KEYS,
    _boilerplate_positions,
)

# One text per alternative of _BOILERPLATE, in mixed case, as pages write them.
MATCHING = (
    "© 2024 Example",
    "(C) 2019 Example Ltd",
    "Copyright Example",
    "All Rights Reserved.",
    "Alle Rechte vorbehalten",
    "Tous droits réservés",
    "Todos los derechos",
    "Все права защищены",
    "版权所有",
    "We use Cookies to accept your visit",
    "Cookie policy",
    "Tel: +49 (0)30 123 456",
    "PHONE 555-123-4567",
    "fax. 030/1234567",
)

OTHERS = (
    "",
    "Home News Sport",
    "The hotel was telling stories.",
    "İstanbul tel: 0212 555 1234",  # lowered into two characters: offsets move
    "Kelvin \u212aookie",  # the Kelvin sign lowers to k
    "ΣΟΦΟΣ ΛΟΓΟΣ",  # final sigma lowers by its context
    "te",
    "l: 0301234567",  # a key across two texts is not one
    "cop\nyright",
)


@pytest.mark.parametrize("text", MATCHING)
def test_each_alternative_holds_a_key(text):
    lowered = text.lower()
    assert _BOILERPLATE.search(lowered)
    assert any(key in lowered for key in _BOILERPLATE_KEYS)


def _per_block(texts):
    return {i for i, text in enumerate(texts) if _BOILERPLATE.search(text.lower())}


@pytest.mark.parametrize("order", [1, -1])
def test_page_search_equals_per_block_search(order):
    texts = list((MATCHING + OTHERS + MATCHING)[::order])
    assert _boilerplate_positions(texts) == _per_block(texts)


@pytest.mark.parametrize("texts", [[], [""], ["İ"], ["İ", "Tel: 0301234567"], ["tel", "tel"]])
def test_page_search_edge_cases(texts):
    assert _boilerplate_positions(texts) == _per_block(texts)


def test_key_repeated_in_a_block_and_across_blocks():
    texts = ["tel tel tel", "Tel: 0301234567 and tel 0301234568", "hotel", "fax 1234567"]
    assert _boilerplate_positions(texts) == {1, 3}


def test_runs_of_texts_keep_their_positions():
    texts = ["Home", "tel 0301234567", "All rights reserved"] * 700
    assert _boilerplate_positions(texts) == _per_block(texts)
    assert len(_boilerplate_positions(texts)) == 1400


def test_texts_longer_than_a_run():
    long = "word " * 2000
    texts = [long, "© 2024", long + "Tel: 0301234567", "", long, "İ" + long + "copyright"]
    assert _boilerplate_positions(texts) == _per_block(texts) == {1, 2, 5}
