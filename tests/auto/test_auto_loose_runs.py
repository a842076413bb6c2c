"""Runs of items whose classes differ item by item reach the run rules (``loose_runs``).

A blog's or a shop's post classes name each post's categories, a page builder gives each
widget its own hashed name: no two items of such a grid share a class, the page's repeat
groups hold none of their blocks, and ``rescue_listing`` never saw the grid. No model
needed: the probabilities are set by hand.
"""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import replace

import numpy as np
import pytest

from thresher.api import load_document
from thresher.methods.auto.loose_runs import (
    _LooseWalk,
    loose_groups,
    loose_groups_reference,
    with_loose_runs,
)
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

NAV = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))
INTRO = "<h1>Trails</h1><p>Our volunteers keep these trails open all year round.</p>"
TOPICS = ("rocky", "sandy", "muddy", "flat", "steep", "wooded", "wet", "dry", "long", "short")
# Each card's class names its own topics (a post's category tokens) and a hashed id:
CARD = (
    "<div class='card card-{hash} topic-{topic}'><h2>Trail {n}</h2>"
    "<div class='level'>Difficulty: level {n}</div><div class='length'>Length: {n} miles</div>"
    "<div class='steward'>Steward: Person {n}</div></div>"
)


def _trails(same_class: bool = False):
    cards = "".join(
        CARD.format(n=n, hash="x" if same_class else "abcdefghij"[n] * 3, topic=TOPICS[n]).replace(
            f" topic-{TOPICS[n]}", "" if same_class else f" topic-{TOPICS[n]}"
        )
        for n in range(10)
    )
    html = f"<html><body>{NAV}</ul>{INTRO}<div class='grid'>{cards}</div></body></html>"
    doc = load_document(html.encode(), url="https://t.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _probs(page) -> np.ndarray:
    """The heading and the intro kept, every card's field doubted (p 0.04)."""
    texts = [b.text for b in page.text_blocks]
    return np.array([0.9 if t in ("Trails",) or t.startswith("Our") else 0.04 for t in texts])


def _kept(page, params: AutoParams) -> set[str]:
    result = decide_page(page, _probs(page), Options(), params)
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def test_the_page_groups_miss_the_cards_the_loose_groups_find_them() -> None:
    page = _trails()
    text, groups = page.text_blocks, page.facts.repeats
    cards = [i for i, b in enumerate(text) if b.text.startswith(("Trail ", "Length"))]
    assert all(groups[i].ident < 0 for i in cards)
    found = loose_groups(text, groups)
    assert found is not None
    assert len({found[i].ident for i in cards}) == 1
    group = found[cards[0]]
    assert group.count == 10 and group.blocks_per_item == 4.0
    assert group.ident > max(g.ident for g in groups)
    assert all(found[i] is groups[i] for i, g in enumerate(groups) if g.ident >= 0)


def test_a_page_whose_groups_hold_every_run_is_left_as_it_is() -> None:
    page = _trails(same_class=True)
    text, groups = page.text_blocks, page.facts.repeats
    by_ident = {g.ident: g for g in groups}
    cards = [i for i, b in enumerate(text) if b.text.startswith("Trail ")]
    assert groups[cards[0]].ident >= 0  # one class for all: the page's groups hold the grid
    found, found_by = with_loose_runs(text, groups, by_ident)
    assert found is groups and found_by is by_ident


def test_a_grid_of_item_named_cards_the_model_dropped_is_rescued() -> None:
    page = _trails()
    fixed = AutoParams(decision="threshold", threshold=0.5)
    on, off = _kept(page, fixed), _kept(page, replace(fixed, loose_runs=False))
    assert {"Trail 3", "Difficulty: level 3", "Steward: Person 9"} <= on
    assert "Trail 3" not in off
    assert not any(text.startswith("Menu") for text in on)


def test_the_same_grid_with_one_class_was_rescued_already() -> None:
    page = _trails(same_class=True)
    fixed = AutoParams(decision="threshold", threshold=0.5)
    assert "Trail 3" in _kept(page, replace(fixed, loose_runs=False))


def _placed(page) -> list[tuple] | None:
    """The loose groups' fields by the Python walk (the definition, whose gate the tests
    patch), each block's item named by the first block it holds (proxies' ids differ from
    walk to walk)."""
    found = loose_groups_reference(page.text_blocks, page.facts.repeats)
    if found is None:
        return None
    first: dict[tuple[int, int], int] = {}
    return [
        (*g.row(), g.ident, first.setdefault((g.ident, g.item), i)) for i, g in enumerate(found)
    ]


def _gate_agrees(page, monkeypatch) -> bool:
    """The gated walk's loose groups equal the walk's that tallies every parent."""
    gated = _placed(page)
    with monkeypatch.context() as patch:
        patch.setattr(_LooseWalk, "gate", False)
        full = _placed(page)
    return gated == full


WORDS = ("card", "post", "item", "x1")


def _random_page(seed: int):
    """Nested lists of items whose classes are random one- to three-token picks."""
    rng = random.Random(seed)
    sep = (" ", "\t", "\n")[seed % 3]  # one separator a page: a gate reading spaces only fails

    def cls() -> str:
        picked = rng.sample(WORDS, rng.randint(0, 3))
        pad = rng.choice(("", " ", "\t", "\xa0"))
        return pad + sep.join(picked) + rng.choice(("", pad))

    def tree(depth: int) -> str:
        if depth == 0:
            return f"<p>Item text {rng.randint(0, 99)} of the page's own words.</p>"
        children = "".join(tree(depth - 1) for _ in range(rng.randint(1, 6)))
        return f"<div class='{cls()}'>{children}</div>"

    html = f"<html><body>{tree(4)}</body></html>"
    doc = load_document(html.encode(), url="https://r.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def test_the_walk_skips_only_parents_without_loose_runs(monkeypatch) -> None:
    pages = [_random_page(seed) for seed in range(40)]
    assert sum(_placed(page) is not None for page in pages) >= 10  # the gate is tried
    assert all(_gate_agrees(page, monkeypatch) for page in pages)


def test_the_gate_agrees_on_dataset_pages(datasets_dir, monkeypatch) -> None:
    folder = datasets_dir / "wcxb-dev"
    if not folder.is_dir():
        pytest.skip("wcxb-dev not found")
    rows = [
        json.loads(line)
        for line in (folder / "manifest.jsonl").read_text().split("\n")
        if line.strip()
    ]
    options = Options()
    for row in rows[::40][:12]:
        html = gzip.decompress((folder / "html" / f"{row['id']}.html.gz").read_bytes())
        doc = load_document(html, url=row.get("url"))
        page = prepare_page(
            doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options
        )
        assert _gate_agrees(page, monkeypatch), row["id"]
