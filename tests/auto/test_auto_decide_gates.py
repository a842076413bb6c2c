"""The decision stage's skips held to their definitions: a path's digits deleted from its
UTF-8 bytes whatever its characters, a join date's year search passed over on a line
without "19" or "20", a page's data tables read only when a block's features say one is
there."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import compress
from types import SimpleNamespace

import numpy as np
from tests.auto.decision_pages import prepared_page

from thresher.methods.auto import join_dates
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.discussion import MIN_KEPT_SHARE, _one_box, kept_thread, post_like_runs
from thresher.methods.auto.method import (
    _IN_DATA_TABLE,
    AutoParams,
    complete_tables,
    decide_labels,
    text_decisions,
)
from thresher.methods.auto.page_kind import RepeatGroup
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


def _random_groups(rng: random.Random, count: int) -> list[RepeatGroup]:
    kinds = [
        RepeatGroup(),  # a block of no run
        RepeatGroup(5, 0.5, 0.8, 0.05, 3.0, ident=0),  # post-like
        RepeatGroup(4, 0.2, 0.5, 0.1, 2.0, ident=1),  # post-like
        RepeatGroup(6, 0.3, 0.1, 0.9, 1.0, ident=2),  # links: not post-like
    ]
    return [replace(rng.choice(kinds), item=rng.randrange(4)) for _ in range(count)]


def _kept_thread_reference(blocks: list, groups: list, flags: list) -> tuple[int, float] | None:
    """The definition: one Python loop over the kept blocks."""
    post_like = post_like_runs(groups)
    if not post_like:
        return None
    kept_chars: dict[int, int] = {}
    total = 0
    for block, group in compress(zip(blocks, groups, strict=True), flags):
        size = len(block.text)
        total += size
        if group.ident in post_like:
            kept_chars[group.ident] = kept_chars.get(group.ident, 0) + size
    best = max(kept_chars, key=kept_chars.__getitem__, default=None)
    share = kept_chars[best] / total if best is not None and total else 0.0
    if best is None or share < MIN_KEPT_SHARE or _one_box(post_like[best], groups, flags):
        return None
    return best, share


def test_the_kept_thread_is_found_as_one_loop_finds_it() -> None:
    rng = random.Random(3)
    hits = 0
    for _ in range(3000):
        count = rng.randrange(0, 30)
        blocks = [SimpleNamespace(text="x" * rng.randrange(0, 90)) for _ in range(count)]
        groups = _random_groups(rng, count)
        flags = [rng.random() < 0.7 for _ in range(count)]
        found = kept_thread(blocks, groups, {}, None, flags)
        assert found == _kept_thread_reference(blocks, groups, flags)
        hits += found is not None
    assert hits > 100


def test_runs_by_ident_keep_each_ident_s_last_group_in_its_first_place() -> None:
    rng = random.Random(4)
    for _ in range(500):
        groups = _random_groups(rng, rng.randrange(0, 40))
        found = groups_by_ident(groups)
        reference = {group.ident: group for group in groups}
        assert found == reference and list(found) == list(reference)
        assert all(found[k] is reference[k] for k in found)
