"""The decision stage's skips held to their definitions: a path's digits deleted from its
UTF-8 bytes whatever its characters, a join date's year search passed over on a line
without "19" or "20", a page's data tables read only when a block's features say one is
there."""

from __future__ import annotations

import random
from types import SimpleNamespace

import numpy as np
from tests.auto.decision_pages import prepared_page

from thresher.methods.auto import join_dates
from thresher.methods.auto.method import (
    _IN_DATA_TABLE,
    AutoParams,
    complete_tables,
    decide_labels,
    text_decisions,
)
from thresher.methods.auto.post_chrome import _NO_DIGITS, without_digits
from thresher.options import Options

_PIECES = (
    "div",
    ".",
    "#",
    "/",
    "post-",
    "0",
    "19",
    "2024",
    "\u0663",  # an Arabic-Indic digit: not one of the digits deleted
    "\u00b2",
    "内容",
    "容器",
    "é",
    "\U0001f600",
    "\ud800",  # a lone surrogate
    "\udfff",
    " ",
    "\x00",
)


def _random_texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choices(_PIECES, k=rng.randrange(0, 14))) for _ in range(count)]


def test_a_path_s_digits_are_deleted_as_the_table_deletes_them() -> None:
    texts = [*_random_texts(1, 20_000), "", "0", "\u0663", "a\ud800b1", "内容/div.post-123"]
    for text in texts:
        assert without_digits(text) == text.translate(_NO_DIGITS), repr(text)


def _line(text: str, sentences: int = 0, heading: int = 0) -> SimpleNamespace:
    features = SimpleNamespace(sentence_count=sentences, heading_level=heading)
    return SimpleNamespace(text=text, features=features)


def _year_reference(block: SimpleNamespace) -> int:
    """The definition: the first year the pattern finds in a short plain line."""
    features = block.features
    if features.sentence_count or features.heading_level:
        return 0
    if len(block.text) > join_dates.MAX_DATE_CHARS:
        return 0
    found = join_dates._YEAR.search(block.text)
    return int(found.group()) if found else 0


def test_a_join_date_s_year_is_found_as_the_pattern_finds_it() -> None:
    rng = random.Random(2)
    pieces = ("1", "9", "2", "0", "7", "19", "20", "1970", "2017", "\u0661\u0669", " ", "a", ":")
    texts = ["".join(rng.choices(pieces, k=rng.randrange(0, 12))) for _ in range(20_000)]
    texts += ["Joined: Feb 8, 2017", "Registered: 2012-09-03", "1969", "x" * 70 + " 2017"]
    for text in texts:
        for block in (_line(text), _line(text, sentences=1), _line(text, heading=2)):
            assert join_dates._year(block) == _year_reference(block), repr(text)
    assert join_dates._year(_line("Joined: Feb 8, 2017")) == 2017


_TABLE = (
    "<p>An article about the modules and their settings, written at length.</p>"
    "<table><tr><th>Name</th><th>Value</th></tr>"
    "<tr><td>Alpha module</td><td>The first value of the table</td></tr>"
    "<tr><td>Beta module</td><td>The second value of the table</td></tr>"
    "<tr><td>Gamma module</td><td>The third value of the table</td></tr></table>"
)


def test_the_data_table_feature_is_the_blocks_data_table() -> None:
    for body in (_TABLE, "<p>No table on this page at all, only a paragraph.</p>"):
        page = prepared_page(body)
        column = page.features[:, _IN_DATA_TABLE].tolist()
        tables = [b.context.table for b in page.text_blocks]
        assert column == [float(t is not None and t.is_data_table) for t in tables]


def test_the_tables_are_completed_on_a_page_with_a_data_table() -> None:
    page = prepared_page(_TABLE)
    assert page.features[:, _IN_DATA_TABLE].any()
    # the cells of the table kept but one: the one the model dropped is kept with them
    probs = np.array([0.1 if b.text.startswith("Beta") else 0.9 for b in page.text_blocks])
    decisions = text_decisions(page, probs, Options(), AutoParams())
    beta = next(b.index for b in page.text_blocks if b.text.startswith("Beta"))
    assert decisions[beta].label.kept
    assert complete_tables(page.text_blocks, decisions) == {}


def test_without_data_tables_the_skip_changes_no_decision() -> None:
    for body in (_TABLE, "<p>A paragraph.</p><ul><li>One item</li><li>Two</li></ul>"):
        page = prepared_page(body)
        text = list(page.text_blocks)
        probs = np.linspace(0.05, 0.95, len(text))
        facts = page.facts
        full = decide_labels(text, probs, Options(), 0.5, facts)
        tables = bool(page.features[:, _IN_DATA_TABLE].any())
        assert decide_labels(text, probs, Options(), 0.5, facts, data_tables=tables) == full
